// What each kind shows and how a tap becomes a move: VIEWS draw a puzzle as it
// stands, STATUS says where it stands, MOVE_FOR turns "this piece, there" into a move.

const btn = (attrs, label, inner, cls) => `<button type="button" class="${cls || ""}" ${attrs} aria-label="${esc(label)}">${inner}</button>`;

function florentineView(d, s, ui) {
  const n = d.size, open = ui.sel != null ? Flo.openCells(n, s.board) : [];
  const hinted = ui.hint && ui.hint.cell;
  let cells = `<span class="corner"></span>`;
  for (let c = 0; c < n; c++) cells += `<span class="label">${String.fromCharCode(65 + c)}</span>`;
  s.board.forEach((p, i) => {
    const name = Flo.name(n, i);
    if (i % n === 0) cells += `<span class="label">${i / n + 1}</span>`;
    const cls = ["cell", Flo.onCross(n, i) ? "on-cross" : "", open.includes(i) ? "open" : "", hinted === name ? "hinted" : ""].join(" ");
    const words = p ? `${name}: ${cardWords(p)}` : `${name}, empty${open.includes(i) ? ", a card may go here" : ""}`;
    cells += btn(`data-put="${name}" data-focus="cell-${name}" tabindex="${i === (n * n - 1) / 2 ? 0 : -1}"`, words, p ? cardSvg(p) : "", cls);
  });
  let tray = s.pool.map((text) => {
    const chosen = ui.sel === text, lying = turned(parseCard(text), chosen ? ui.turn : 0);
    const hint = ui.hint && ui.hint.card === text ? " hinted" : "";
    return btn(`data-pick="${text}" data-focus="pick-${text}" aria-pressed="${chosen}"`, `card ${text}${chosen ? `, turned ${ui.turn}` : ""}: ${cardWords(lying)}`, cardSvg(lying), "piece" + hint);
  }).join("");
  if (d.personal && !s.personalLaid) {
    tray += btn(`data-pick="P" data-focus="pick-P" aria-pressed="${ui.sel === "P"}"`, "your personal card", cardSvg("P"), "piece" + (ui.hint && ui.hint.personal ? " hinted" : ""));
  }
  return `<div class="flo-wrap"><div class="grid board" role="group" aria-label="Board" data-cols="${n}" style="--n:${n}">${cells}</div>` +
    `<div class="side"><p class="goal">Play for ${swatchSvg(d.colour)} ${COLOUR_WORDS[d.colour]}.</p>` +
    `<h3 class="tray-head">Cards to lay</h3><div class="row tray" role="group" aria-label="Cards to lay">${tray || "<i>none left</i>"}</div>` +
    (s.pool.length ? `<button type="button" data-act="turn" aria-keyshortcuts="R">Turn ↻ (R)</button>` : "") + "</div></div>";
}

function trayOf(tiles, ui, label) {
  return `<div class="row tray" role="group" aria-label="${esc(label)}">` + tiles.map((key) => {
    const t = parseTile(key, 99), shown = ui.flip[key] ? [t[1], t[0]] : t;
    const hint = ui.hint && ui.hint.tile && tileKey(parseTile(ui.hint.tile, 99)) === key ? " hinted" : "";
    return btn(`data-pick="${key}" data-focus="pick-${key}" aria-pressed="${ui.sel === key}"`, `tile ${tileText(shown)}`, tileSvg(shown, false), "piece" + hint);
  }).join("") + "</div>";
}

function chainView(d, s, ui) {
  const n = s.slots.length, used = new Set(s.slots.filter(Boolean).map(tileKey));
  const clue = (end) => d.clues.find((c) => c.end === end);
  const mark = (end) => (clue(end) ? `<span class="end-clue">${end} end shows ${clue(end).pips}</span>` : "");
  const slots = s.slots.map((t, i) => {
    const at = i + 1, hint = ui.hint && ui.hint.at === at ? " hinted" : "";
    const words = t ? `position ${at}: ${tileText(t)}${s.given[i] ? " (given)" : ""}` : `position ${at}, empty`;
    return btn(`data-put="${at}" data-focus="slot-${at}"`, words, t ? tileSvg(t, false) : `<span class="slot-num">${at}</span>`, "slot" + (s.given[i] ? " given" : "") + hint);
  }).join("");
  return `<div class="ends">${mark("left")}${mark("right")}</div><div class="row line slots" role="group" aria-label="The line, ${n} places">${slots}</div>` +
    `<h3 class="tray-head">Tiles</h3>${trayOf(d.tiles.filter((k) => !used.has(k)), ui, "Tiles to place")}` +
    `<button type="button" data-act="flip" aria-keyshortcuts="F">Turn round (F)</button>`;
}

function endButtons(line, ui, extra) {
  const x = (end) => (line.length ? (end === "left" ? line[0][0] : line[line.length - 1][1]) : null);
  const hinted = (end) => (ui.hint && ui.hint.end === end ? " hinted" : "");
  const label = (end) => (line.length ? `${end} end, shows ${x(end)}` : `start the line (${end})`);
  return [
    btn(`data-put="left" data-focus="end-left"`, label("left"), `◀ ${x("left") ?? ""}`, "end" + hinted("left")),
    `<div class="line-tiles">${lineHtml(line) || "<i>empty table</i>"}</div>`,
    btn(`data-put="right" data-focus="end-right"`, label("right"), `${x("right") ?? ""} ▶`, "end" + hinted("right")),
    extra || "",
  ].join("");
}

function blockedView(d, s, ui) {
  const inLine = new Set(s.line.map(tileKey));
  const hands = d.hands ? d.hands.map((h, p) => `<p class="hand">Hand ${p}: ${h.map((w) => (inLine.has(w) ? `<s>${w}</s>` : w)).join(" ")}</p>`).join("") : "";
  return `<div class="row line" role="group" aria-label="The line and its ends">${endButtons(s.line, ui)}</div>${hands}` +
    `<h3 class="tray-head">Tiles you may lay</h3>${trayOf(d.layable.filter((k) => !s.laid.includes(k)), ui, "Tiles you may lay")}`;
}

function endgameView(d, s, ui) {
  const spin = [...new Set(s.sides)].map((x) => btn(`data-put="spinner:${x}" data-focus="spin-${x}"`, `spinner side, shows ${x}`, `✚ ${x}`, "end")).join("");
  const hands = s.hands.map((h, p) => {
    const who = `Player ${p}${d.partnerships ? ` (side ${p % 2})` : ""}${p === d.toMove ? ", to move" : ""}`;
    const tiles = p === d.toMove && !s.moved ? trayOf(h, ui, `${who}: hand`) : `<div class="row">${h.map((w) => `<span class="laid" role="img" aria-label="${w}">${tileSvg(parseTile(w, 99), false)}</span>`).join("")}</div>`;
    return `<div class="hand${p === d.toMove ? " mover" : ""}"><h3>${esc(who)}</h3>${tiles}</div>`;
  }).join("");
  const drew = d.drawn.length ? `<p>Player ${d.toMove} could not lay and drew ${d.drawn.join(", ")}.</p>` : "";
  const pass = !d.lays.length && !s.moved ? btn(`data-put="pass"`, "pass", "Pass", "end") : "";
  return `<p>${d.rules} rules · double-${d.set}${d.boneyard.length ? ` · boneyard ${d.boneyard.length}` : ""}</p>${drew}` +
    `<div class="row line" role="group" aria-label="The line and its ends">${endButtons(s.line, ui, spin + pass)}</div>${hands}`;
}

const VIEWS = { florentine: florentineView, chain: chainView, blocked: blockedView, endgame: endgameView };

const STATUS = {
  florentine: (d, s) => `${COLOUR_WORDS[d.colour]} gems sealed: ${Flo.score(d, s)} (best ${d.target.score}) · cards laid: ${s.laid} (fewest for the best: ${d.target.cards})`,
  chain: (d, s) => `tiles placed: ${s.slots.filter(Boolean).length} of ${s.slots.length}`,
  blocked: (d, s) => `open ends: ${Lines.ends(s.line, d.game).join(" ") || "none"} · tiles laid: ${s.laid.length} (fewest: ${d.target.tiles})` +
    (d.objective === "max-pips" ? ` · pips left in hand ${d.hand}: ${blocked.pipsLeft(d, s)} (best ${d.target.pipsLeft})` : "") +
    (blocked.isBlocked(d, s) ? " · blocked" : ""),
  endgame: (d, s) => (s.moved ? (s.moved.best ? "a best first move" : "not the best first move") : `player ${d.toMove} to move: choose the first move`) +
    (d.value != null ? ` · best result for the side to move: ${d.value > 0 ? "+" : ""}${d.value}` : ""),
};

const PICKED = {
  florentine: (d, v) => (v === "P" ? "Personal card chosen: now choose a cell." : `${v} chosen: turn it with R, then choose a cell.`),
  chain: (d, v) => `${v} chosen: now choose a place in the line (F turns it round).`,
  blocked: (d, v) => `${v} chosen: now choose an end.`,
  endgame: (d, v) => `${v} chosen: now choose an end.`,
};

// What the page says of a move allowed (when it does not solve the puzzle).
const SAID = {
  florentine: (m) => (m.personal ? `Personal card laid on ${m.cell}.` : `${m.card} laid on ${m.cell}, turned ${m.turn}.`),
  chain: (m) => `${m.tile} placed at position ${m.at}.`,
  blocked: (m) => `${m.tile} laid at the ${m.end} end.`,
  endgame: () => "A legal move, but not the best one: undo it and look again.",
};

// R or F on the chosen piece: a card turns a quarter, a chain tile turns round;
// a tile laid at a line's end turns itself to fit.
const fitsItself = () => "A tile turns itself to fit the end it goes to.";
const TURNS = {
  florentine: (ui, by) => { ui.turn = (ui.turn + by + 4) % 4; return `Turned: ${ui.turn} quarter turn(s) clockwise.`; },
  chain: (ui) => { ui.flip[ui.sel] = !ui.flip[ui.sel]; return "Tile turned round."; },
  blocked: fitsItself,
  endgame: fitsItself,
};

// The tile turned to fit when only one way round fits; else as shown.
function chainMove(P, target) {
  const t = parseTile(P.ui.sel, 99), shown = P.ui.flip[P.ui.sel] ? [t[1], t[0]] : t;
  const m = { at: Number(target), tile: tileText(shown) }, other = { at: m.at, tile: tileText([shown[1], shown[0]]) };
  return chain.check(P.d, P.s, m) && !chain.check(P.d, P.s, other) ? other : m;
}

const MOVE_FOR = {
  florentine: (P, cell) => (P.ui.sel === "P" ? { cell, personal: true } : { cell, card: P.ui.sel, turn: P.ui.turn }),
  chain: chainMove,
  blocked: (P, end) => ({ tile: P.ui.sel, end }),
  endgame: (P, where) => {
    if (where === "pass") return { player: P.d.toMove, end: "pass" };
    const [end, to] = where.split(":");
    return { player: P.d.toMove, tile: P.ui.sel, end, ...(to != null ? { to: Number(to) } : {}) };
  },
};
