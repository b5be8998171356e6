// The room on screen: the setup screen, the table of each game, hot-seat
// covers, the computer's moves one at a time with their reasons, the
// end-of-round and end-of-game boards. Every tap goes through Room.apply,
// the same path as window.dominoRoom.play.
"use strict";

const WORDS = JSON.parse(document.getElementById("room-words").textContent);
const UI = { lang: ROOM_LANG, sel: null, turnShown: 0, revealed: null, pausedRound: null, timer: null, pace: 1400, ask: null };

// A number put in words, as the room's language writes it (de, nl, lv 1,5; en 1.5):
// up to two decimals, no grouping, as puzzles/numbers.py; one formatter a
// language, kept (making one is most of a number's cost).
const NUMBERS = new Map();
const num = (x) => {
  if (!NUMBERS.has(UI.lang)) NUMBERS.set(UI.lang, new Intl.NumberFormat(UI.lang, { maximumFractionDigits: 2, useGrouping: false }));
  return NUMBERS.get(UI.lang).format(x);
};
// A counted message is the list of its forms; its count is its last value, and
// the language's CLDR plural rule (ROOM_PLURAL, puzzles/i18n.py) picks the form.
function word(key, ...values) {
  const lang = WORDS[UI.lang] ? UI.lang : "en";
  const table = WORDS[lang];
  let text = table[key] != null ? table[key] : WORDS.en[key] != null ? WORDS.en[key] : key;
  if (Array.isArray(text)) {
    const n = Number(values[values.length - 1]);
    const rule = typeof ROOM_PLURAL !== "undefined" ? ROOM_PLURAL[table[key] != null ? lang : "en"] : (m) => (m === 1 ? 0 : 1);
    text = text[Math.min(Math.max(rule(n), 0), text.length - 1)];
  }
  values.forEach((v, i) => { text = text.split(`{${i}}`).join(typeof v === "number" ? num(v) : String(v)); });
  return text;
}
function h(tag, attrs, ...kids) {
  const el = document.createElement(tag);
  for (const k in attrs || {}) {
    if (k === "on") for (const ev in attrs.on) el.addEventListener(ev, attrs.on[ev]);
    else if (k === "text") el.textContent = attrs[k];
    else if (attrs[k] !== false && attrs[k] != null) el.setAttribute(k, attrs[k] === true ? "" : attrs[k]);
  }
  for (const kid of kids.flat()) if (kid != null) el.appendChild(typeof kid === "string" ? document.createTextNode(kid) : kid);
  return el;
}
const app = () => document.getElementById("app");

// -- setup ----------------------------------------------------------------------------
UI.draft = { game: "block", players: 2, seats: [{ kind: "person", name: "" }, { kind: "computer", level: "greedy" }],
  options: { partnerships: false, set: 6, spinners: "all", rim_seals: true }, seed: 1 };

UI.setup = () => {
  UI.screen = "setup";
  UI.clearOverlays();
  const d = UI.draft;
  while (d.seats.length < 4) d.seats.push({ kind: "computer", level: "greedy", name: "" });
  const choice = (name, values, current, label, set) => h("fieldset", { class: "choice" }, h("legend", { text: word(name) }),
    values.map((v) => h("button", { type: "button", class: "pill", "aria-pressed": String(v === current), "data-value": String(v),
      on: { click: () => { set(v); UI.setup(); } } }, label(v))));
  const seats = [];
  for (let p = 0; p < d.players; p++) {
    const s = d.seats[p];
    const row = h("div", { class: "seat", "data-seat": String(p) },
      h("span", { class: "seatno", text: word("seat_n", p) }),
      h("select", { "aria-label": word("who"), class: "kind", on: { change: (e) => { s.kind = e.target.value; UI.setup(); } } },
        ["person", "computer"].map((k) => h("option", { value: k, selected: s.kind === k, text: word(k) }))),
      s.kind === "person"
        ? h("input", { type: "text", class: "name", maxlength: "24", value: s.name || "", placeholder: word("name"), "aria-label": word("name"),
          on: { input: (e) => { s.name = e.target.value; } } })
        : h("select", { class: "level", "aria-label": word("level"), on: { change: (e) => { s.level = e.target.value; } } },
          Bots.LEVELS.map((l) => h("option", { value: l, selected: s.level === l, text: word("level_" + l) }))));
    seats.push(row);
  }
  const opts = [];
  if (d.game === "florentine") {
    opts.push(h("label", { class: "check" }, h("input", { type: "checkbox", id: "opt-rim", checked: d.options.rim_seals,
      on: { change: (e) => { d.options.rim_seals = e.target.checked; } } }), word("rim_seals")));
  } else {
    if (d.players === 4) {
      opts.push(h("label", { class: "check" }, h("input", { type: "checkbox", id: "opt-partners", checked: d.options.partnerships,
        on: { change: (e) => { d.options.partnerships = e.target.checked; } } }), word("partnerships")));
    }
    opts.push(h("label", {}, word("set_size"), " ", h("select", { id: "opt-set", on: { change: (e) => { d.options.set = Number(e.target.value); } } },
      [6, 9, 12].map((n) => h("option", { value: String(n), selected: d.options.set === n, text: word("double_n", n) })))));
    if (d.game === "draw") {
      opts.push(h("label", {}, word("spinners"), " ", h("select", { id: "opt-spinners", on: { change: (e) => { d.options.spinners = e.target.value; } } },
        ["all", "first", "none"].map((v) => h("option", { value: v, selected: d.options.spinners === v, text: word("spinners_" + v) })))));
    }
  }
  const saved = Room.g && !Room.over();
  const root = h("main", { class: "setup" },
    h("h1", { text: word("title") }),
    UI.langPicker(),
    saved ? h("button", { type: "button", class: "big", id: "continue", on: { click: () => UI.table() } }, word("continue")) : null,
    choice("game", Room.GAMES, d.game, (g) => word("game_" + g), (g) => { d.game = g; }),
    h("p", { class: "about", text: word("about_" + d.game) }),
    choice("players", [2, 3, 4], d.players, (n) => String(n), (n) => { d.players = n; }),
    h("fieldset", { class: "seats" }, h("legend", { text: word("seats") }), seats),
    h("fieldset", { class: "options" }, h("legend", { text: word("options") }), opts,
      h("label", {}, word("seed"), " ", h("input", { type: "number", id: "opt-seed", min: "0", value: String(d.seed),
        on: { input: (e) => { d.seed = Number(e.target.value) || 0; } } })),
      h("label", {}, word("pace"), " ", h("select", { id: "opt-pace", on: { change: (e) => { UI.pace = Number(e.target.value); } } },
        [[2200, "pace_slow"], [1400, "pace_normal"], [300, "pace_fast"]].map(([ms, k]) =>
          h("option", { value: String(ms), selected: UI.pace === ms, text: word(k) }))))),
    h("button", { type: "button", class: "big primary", id: "start", on: { click: () => UI.begin() } }, word(saved ? "new_game" : "start")));
  app().replaceChildren(root);
};

UI.langPicker = () => h("label", { class: "lang" }, word("language"), " ",
  h("select", { id: "lang", on: { change: (e) => { UI.lang = e.target.value; document.documentElement.lang = UI.lang; UI.saveUi(); UI.redraw(); } } },
    Object.keys(WORDS).map((l) => h("option", { value: l, selected: l === UI.lang, text: WORDS[l].language_name }))));

UI.begin = () => {
  const go = () => {
    const d = UI.draft;
    const seed = d.seed;
    d.seed = (seed + 1) >>> 0; // the next new game deals anew
    UI.saveUi();
    Room.start({ game: d.game, players: d.players, seats: d.seats.slice(0, d.players), options: d.options, lang: UI.lang, seed });
  };
  if (Room.g && !Room.over()) UI.confirm(word("ask_new"), go);
  else go();
};

UI.confirm = (question, yes) => {
  const box = h("div", { class: "overlay", role: "dialog", "aria-modal": "true", id: "ask" },
    h("div", { class: "panel" }, h("p", { text: question }),
      h("button", { type: "button", class: "big primary", id: "ask-yes", on: { click: () => { box.remove(); yes(); } } }, word("yes")),
      h("button", { type: "button", class: "big", id: "ask-no", on: { click: () => box.remove() } }, word("no"))));
  document.body.appendChild(box);
  box.querySelector("#ask-no").focus();
};

UI.clearOverlays = () => document.body.querySelectorAll(".overlay:not(#ask), .overlay-tab").forEach((o) => o.remove());

UI.saveUi = () => { try { localStorage.setItem("domino-room-ui", JSON.stringify({ lang: UI.lang, pace: UI.pace, draft: UI.draft })); } catch (e) { /* unsaved */ } };
UI.loadUi = () => {
  try {
    const u = JSON.parse(localStorage.getItem("domino-room-ui") || "null");
    if (!u || typeof u !== "object") return;
    if (typeof u.lang === "string" && Object.prototype.hasOwnProperty.call(WORDS, u.lang)) UI.lang = u.lang;
    if (Number.isInteger(u.pace) && u.pace >= 0 && u.pace <= 10000) UI.pace = u.pace;
    if (u.draft && typeof u.draft === "object") UI.draft = UI.checkDraft(u.draft);
  } catch (e) { /* defaults */ }
};
// A draft read back from the storage, checked as a new game's settings are
// (Room.normalise), in the setup screen's shape: four seats, every option.
UI.checkDraft = (d) => {
  const given = Array.isArray(d.seats) ? d.seats.slice(0, 4) : [];
  const c = Room.normalise({ ...d, seats: given });
  const seats = Room.normalise({ players: 4, seats: given }).seats;
  const o = d.options && typeof d.options === "object" ? d.options : {};
  const options = { partnerships: o.partnerships === true, set: [6, 9, 12].includes(o.set) ? o.set : 6,
    spinners: ["all", "first", "none"].includes(o.spinners) ? o.spinners : "all", rim_seals: o.rim_seals !== false };
  return { game: c.game, players: c.players, seats, options, seed: c.seed };
};

// -- the table -------------------------------------------------------------------------
UI.people = () => Room.cfg.seats.filter((s) => s.kind === "person").length;
// Whose hand may be shown face up now: null for nobody.
UI.shownSeat = () => {
  const turn = Room.turn(), people = UI.people();
  if (people === 0) return "all";
  if (people === 1) return Room.cfg.seats.findIndex((s) => s.kind === "person");
  if (turn !== null && Room.seat(turn).kind === "person" && UI.revealed === turn) return turn;
  return null;
};

UI.table = () => { UI.screen = "table"; UI.saveUi(); UI.render(); };
UI.redraw = () => (UI.screen === "table" ? UI.render() : UI.setup());

UI.render = () => {
  if (!Room.g) return UI.setup();
  const turn = Room.turn();
  if (UI.revealed !== null && UI.revealed !== turn) UI.revealed = null;
  const flo = Room.isFlo();
  const top = h("header", { class: "bar" },
    h("strong", { text: word("game_" + Room.cfg.game) }),
    flo ? null : h("span", { class: "round", text: word("round_n", UI.pausedRound !== null ? UI.pausedRound + 1 : Room.g.rounds.length + (Room.over() ? 0 : 1)) }),
    h("span", { class: "grow" }),
    UI.langPicker(),
    h("button", { type: "button", id: "export", on: { click: UI.exportLog } }, word("export")),
    Room.over() ? Record.reviewButton("review-bar", "") : null,
    h("button", { type: "button", id: "newgame", on: { click: () => UI.setup() } }, word("new_game")));
  const body = flo ? FloTable.render() : DomTable.render();
  const root = h("main", { class: "table " + Room.cfg.game }, top, UI.seatsStrip(), body, UI.messageBar(), Record.panel());
  app().replaceChildren(root);
  Record.scroll();
  UI.overlays();
  UI.schedule();
};

UI.seatsStrip = () => {
  const turn = Room.turn(), flo = Room.isFlo(), g = Room.g;
  const scores = flo ? (g.over ? g.scores : Flo.playerScores(g)) : g.scores;
  return h("ol", { class: "seats-strip" }, Room.cfg.seats.map((s, p) => {
    const side = flo ? p : Dom.side(g.S, p);
    const count = flo ? (g.pool ? 0 : g.hands[p].length) : g.round.hands[p].length;
    const passed = !flo && g.round.moves.length && UI.lastPass(p);
    return h("li", { class: "who" + (p === turn ? " turn" : ""), "data-seat": String(p) },
      flo ? Pic.chip(g.colours[p]) : null,
      h("span", { class: "nm", text: Room.seatName(p) + (s.kind === "computer" ? " (" + word("level_" + s.level) + ")" : "") }),
      h("span", { class: "cnt", text: flo ? word("gems_n", scores[p]) : word("tiles_n", count) }),
      !flo ? h("span", { class: "sc", text: g.S.partnerships ? word("side_score", side, side + 2, scores[side]) : word("points_n", scores[side]) }) : null,
      passed ? h("span", { class: "passed", text: word("passed") }) : null,
      p === turn ? h("span", { class: "arrow", text: word("to_move") }) : null);
  }));
};
UI.lastPass = (p) => {
  const moves = Room.g.round.moves;
  for (let i = moves.length - 1; i >= 0; i--) if (moves[i].player === p) return !!moves[i].pass;
  return false;
};

UI.messageBar = () => {
  const bar = h("section", { class: "message", id: "message" });
  const last = Room.history[Room.history.length - 1];
  if (last && Room.seat(last.player).kind === "computer") {
    bar.appendChild(h("p", { id: "last-move", text: word("did", Room.seatName(last.player), UI.describe(last.move)) }));
    if (last.why) {
      // until the round is over the reason says only what the table has seen
      const over = last.roundOver || Room.over();
      const said = over && last.later ? last.later : last.why;
      const why = h("p", { class: "why", id: "why-text", hidden: true, text: word(...said) });
      bar.appendChild(h("button", { type: "button", id: "why", class: "small", "aria-expanded": "false",
        on: { click: (e) => { why.hidden = !why.hidden; e.target.setAttribute("aria-expanded", String(!why.hidden)); } } }, word("why")));
      bar.appendChild(why);
    }
  }
  if (!Room.isFlo() && !Room.over()) for (const text of UI.autoMoves()) bar.appendChild(h("p", { class: "auto", text }));
  const turn = Room.turn();
  if (turn !== null && UI.pausedRound === null) {
    const s = Room.seat(turn);
    const covered = s.kind === "person" && UI.people() > 1 && UI.revealed !== turn;
    bar.appendChild(h("p", { id: "prompt", text: s.kind === "computer" ? word("thinking", Room.seatName(turn))
      : covered ? word("hidden_hand", Room.seatName(turn))
        : Room.isFlo() ? FloTable.prompt() : DomTable.prompt() }));
  }
  return bar;
};
// The draws and passes the referee made around the last tile laid, in words.
UI.autoMoves = () => {
  const moves = Room.g.round.moves;
  let i = moves.length - 1;
  while (i >= 0 && !("tile" in moves[i])) i--;
  let j = i - 1;
  while (j >= 0 && "draw" in moves[j]) j--;
  const out = [];
  const drew = i - 1 - j;
  if (i >= 0 && drew > 0) out.push(word("drew_n", Room.seatName(moves[i].player), drew));
  for (const m of moves.slice(i + 1)) {
    if (m.pass) out.push(word("passed_n", Room.seatName(m.player)));
  }
  const tail = moves.slice(i + 1).filter((m) => "draw" in m);
  if (tail.length) out.push(word("drew_n", Room.seatName(tail[0].player), tail.length));
  return out;
};

UI.describe = (m) => {
  if ("tile" in m) return m.to === null || m.to === undefined ? word("laid_first", m.tile) : word("laid_tile", m.tile, m.to);
  if ("discard" in m) return word("discarded");
  if ("card" in m) return word("laid_card", m.cell);
  if ("personal" in m) return m.personal ? word("laid_personal", m.personal) : word("kept_personal");
  return "";
};

// The cover of a hidden hand, with "I am Anna" for its player.
UI.cover = (p) => h("div", { class: "cover" },
  h("p", { text: word("hidden_hand", Room.seatName(p)) }),
  h("button", { type: "button", class: "big primary", id: "reveal", on: { click: () => { UI.revealed = p; UI.render(); } } }, word("i_am", Room.seatName(p))));

UI.overlays = () => {
  const g = Room.g;
  UI.clearOverlays();
  if (!Room.isFlo()) {
    if (UI.pausedRound !== null && UI.lookedAt) {
      document.body.appendChild(Record.showEnd());
    } else if (UI.pausedRound !== null) {
      const R = g.rounds[UI.pausedRound];
      const who = R.winner === null ? word("nobody_scores") : g.S.partnerships ? word("side_wins", R.winner, R.winner + 2, R.points) : word("wins_points", Room.seatName(R.winner), R.points);
      const box = h("div", { class: "overlay", id: "round-over" }, h("div", { class: "panel" },
        h("h2", { text: word("round_over", UI.pausedRound + 1) }),
        h("p", { text: word("end_" + R.end) + " " + who }),
        h("ul", {}, R.pips.map((n, p) => h("li", { text: word("pips_left", Room.seatName(p), n) }))),
        h("p", { class: "scores", text: g.scores.map((s, i) => (g.S.partnerships ? word("side_score", i, i + 2, s) : `${Room.seatName(i)}: ${s}`)).join(" · ") }),
        g.over ? h("p", { class: "winner", id: "match-winner", text: g.S.partnerships ? word("side_wins_match", g.winner, g.winner + 2) : word("wins_match", Room.seatName(g.winner)) }) : null,
        g.over ? Record.reviewButton("review") : null,
        g.over ? h("button", { type: "button", class: "big export", on: { click: UI.exportLog } }, word("export")) : null,
        h("button", { type: "button", class: "big", id: "look", on: { click: () => { UI.lookedAt = true; UI.render(); } } }, word("look_line")),
        h("button", { type: "button", class: "big primary", id: "next-round", on: { click: () => { UI.pausedRound = null; UI.lookedAt = false; if (g.over) UI.setup(); else UI.render(); } } },
          word(g.over ? "new_game" : "next_round"))));
      document.body.appendChild(box);
    }
  } else if (g.over) {
    const box = h("div", { class: "overlay", id: "game-over" }, h("div", { class: "panel" },
      h("h2", { text: word("game_over") }),
      h("ul", {}, g.scores.map((s, p) => h("li", { text: word("sealed_score", Room.seatName(p), s) }))),
      h("p", { class: "winner", id: "match-winner", text: g.winner.map((p) => Room.seatName(p)).join(", ") + " " + word(g.winner.length > 1 ? "share_win" : "wins") }),
      Record.reviewButton("review"),
      h("button", { type: "button", class: "big export", on: { click: UI.exportLog } }, word("export")),
      h("button", { type: "button", class: "big", id: "look", on: { click: () => { UI.lookedAt = true; UI.overlays(); } } }, word("look_board")),
      h("button", { type: "button", class: "big primary", id: "again", on: { click: () => UI.setup() } }, word("new_game"))));
    document.body.appendChild(UI.lookedAt ? Record.showEnd() : box);
  }
  if (UI.reviewing && Room.over()) {
    document.body.appendChild(Record.reviewBox());
    document.getElementById("review-close").focus();
  }
};

// A computer to move: one move after a pause a child can follow.
UI.schedule = () => {
  clearTimeout(UI.timer);
  const turn = Room.turn();
  if (UI.screen !== "table" || turn === null || UI.pausedRound !== null || Room.seat(turn).kind !== "computer") return;
  UI.timer = setTimeout(() => {
    if (Room.turn() !== turn || UI.pausedRound !== null) return;
    const { move, why, later } = Room.botMove();
    UI.after(Room.apply(move, why, undefined, later));
  }, UI.pace);
};
// After any move (a tap, the computer, or window.dominoRoom): the end of a
// round pauses for its board; a new game goes to the table.
UI.after = (res) => res;
UI.onChange = (fresh) => {
  if (fresh) {
    UI.revealed = null; UI.pausedRound = null; UI.lookedAt = false; UI.reviewing = false; UI.screen = "table";
  } else {
    const last = Room.history[Room.history.length - 1];
    if (last && last.roundOver) UI.pausedRound = Room.g.rounds.length - 1;
  }
  UI.sel = null;
  if (UI.screen === "table") UI.render();
};

UI.exportLog = () => {
  const text = JSON.stringify(Room.log(), null, 1);
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = h("a", { href: url, download: Record.fileName() });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

// Keys: Escape drops the chosen piece, R turns a card.
document.addEventListener("keydown", (e) => {
  if (UI.screen !== "table" || e.target.tagName === "INPUT" || e.target.tagName === "SELECT") return;
  if (e.key === "Escape") { UI.sel = null; UI.render(); }
  if ((e.key === "r" || e.key === "R") && Room.isFlo()) FloTable.turnSel();
});

// Every SVG part that acts like a button answers Enter and Space too.
function pressable(el, label, fn) {
  el.setAttribute("role", "button");
  el.setAttribute("tabindex", "0");
  el.setAttribute("aria-label", label);
  el.addEventListener("click", fn);
  el.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); fn(e); } });
  return el;
}

window.addEventListener("DOMContentLoaded", () => {
  UI.loadUi();
  Room.load();
  document.documentElement.lang = UI.lang;
  if (Room.g && !Room.over()) UI.table(); else UI.setup();
  Room.listeners.push(UI.onChange);
  document.documentElement.dataset.readyAt = String(Math.round(performance.now()));
  document.documentElement.dataset.ready = "true";
});
