// Beside the table: the moves so far (the newest kept in view), the scores
// round by round, the end-of-round board set aside to look at the line, and
// the review of a finished game (the log saved, the command that reviews it).
"use strict";

const Record = {};

// One move in words, with its player's name; another seat's drawn tile is never named.
Record.moveText = (m) => {
  const who = Room.seatName(m.player);
  if ("draw" in m) return word("move_drew", who);
  if (m.pass) return word("passed_n", who);
  return word("did", who, UI.describe(m));
};

// The moves shown: Florentine, the game's; Block and Draw, the round's being
// played (the round just over while its end board is up or set aside; the
// rounds before are the score table's rows and the review's).
Record.shown = () => {
  const g = Room.g;
  if (Room.isFlo()) return { round: null, moves: g.moves };
  if (UI.pausedRound !== null) return { round: UI.pausedRound, moves: g.rounds[UI.pausedRound].moves };
  return { round: g.rounds.length - (g.over ? 1 : 0), moves: g.round.moves };
};

Record.movesBox = () => {
  const list = h("ol", { id: "moves", class: "moves", tabindex: "0", "aria-label": word("moves_title") });
  const { round, moves } = Record.shown();
  let n = 0;
  if (round !== null) list.appendChild(h("li", { class: "round-head", text: word("round_n", round + 1) }));
  for (const m of moves) list.appendChild(h("li", { class: "mv", "data-n": String(n++), text: Record.moveText(m) }));
  if (!n) list.appendChild(h("li", { class: "none", text: word("no_moves") }));
  else list.lastElementChild.classList.add("newest");
  return h("section", { class: "record-box", id: "moves-box" }, h("h2", { text: word("moves_title") }), list);
};

// Block and Draw: a row a finished round (the points in the scoring column), then
// the totals; Florentine: the gems each colour has sealed.
Record.scoresBox = () => {
  const g = Room.g;
  const table = h("table", { id: "scores", class: "scores" });
  if (Room.isFlo()) {
    const scores = g.over ? g.scores : Flo.playerScores(g);
    table.appendChild(h("tr", {}, Room.cfg.seats.map((s, p) => h("th", { scope: "col" }, Pic.chip(g.colours[p]), " ", Room.seatName(p)))));
    table.appendChild(h("tr", { class: "total" }, scores.map((s) => h("td", { text: String(s) }))));
    return h("section", { class: "record-box", id: "scores-box" }, h("h2", { text: word("gems_title") }), table);
  }
  const sides = g.S.partnerships ? [0, 1] : Room.cfg.seats.map((s, p) => p);
  const label = (s) => (g.S.partnerships ? `${Room.seatName(s)} + ${Room.seatName(s + 2)}` : Room.seatName(s));
  table.appendChild(h("tr", {}, h("th", { scope: "col", text: word("col_round") }), sides.map((s) => h("th", { scope: "col", text: label(s) }))));
  g.rounds.forEach((R, r) => {
    table.appendChild(h("tr", { class: "round-row" }, h("th", { scope: "row", text: String(r + 1) }),
      sides.map((s) => h("td", { text: R.winner === s ? String(R.points) : "–" }))));
  });
  table.appendChild(h("tr", { class: "total" }, h("th", { scope: "row", text: word("total") }), sides.map((s) => h("td", { text: String(g.scores[s]) }))));
  return h("section", { class: "record-box", id: "scores-box" },
    h("h2", { text: word("scores_title") }), table, h("p", { class: "target", text: word("target_n", g.S.target) }));
};

Record.panel = () => h("div", { class: "record" }, Record.movesBox(), Record.scoresBox());
// The newest move in view, after the table is drawn.
Record.scroll = () => {
  const list = document.getElementById("moves");
  if (list) list.scrollTop = list.scrollHeight;
};

// The end board set aside: one button brings it back.
Record.showEnd = () => h("div", { class: "overlay-tab", id: "show-end-tab" },
  h("button", { type: "button", class: "big primary", id: "show-end", on: { click: () => { UI.lookedAt = false; UI.overlays(); } } }, word("show_end")));

// -- the review -----------------------------------------------------------------------
// The review values every move with the engine (Python), which a static page does not
// have: "Review" saves the log and shows the exact command that makes the review page.
// The file's name keeps letters, digits, "-", "_" and "." only (whatever the
// settings say), and every word of the command is quoted for a shell where it
// needs it, so a name can never become a second command.
Record.fileName = () => {
  const name = `${Room.cfg.game}-${Room.cfg.seed}`.replace(/[^A-Za-z0-9_.-]/g, "").replace(/^[.-]+/, "");
  return `${name || "game"}.json`;
};
Record.quote = (word) => (/^[A-Za-z0-9_.\/=-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`);
Record.command = () => ["domino-puzzles", "review", Record.fileName(), "--format", "html", "--out", "review.html"]
  .map(Record.quote).join(" ");
Record.reviewButton = (id, cls = "big") => h("button", { type: "button", class: cls, id, on: { click: Record.review } }, word("review"));
Record.review = () => {
  UI.exportLog();
  UI.reviewing = true;
  UI.overlays();
};
Record.reviewBox = () => {
  // a line may break between words only, never inside the file's name
  const command = h("code", { id: "review-command" },
    Record.command().split(" ").flatMap((part, i) => [i ? " " : null, h("span", { class: "nobreak", text: part })]));
  const status = h("p", { class: "copied", id: "copied", "aria-live": "polite" });
  const copy = () => {
    const done = () => { status.textContent = word("copied"); };
    const select = () => { const r = document.createRange(); r.selectNodeContents(command); getSelection().removeAllRanges(); getSelection().addRange(r); };
    select();
    try {
      navigator.clipboard.writeText(Record.command()).then(done, () => {});
    } catch (e) { /* no clipboard here: the command stays selected to copy by hand */ }
  };
  const box = h("div", { class: "overlay", role: "dialog", "aria-modal": "true", id: "review-box", "aria-labelledby": "review-title" },
    h("div", { class: "panel" },
      h("h2", { id: "review-title", text: word("review_title") }),
      h("p", { text: word("review_saved", Record.fileName()) }),
      h("p", { text: word("review_how") }),
      h("pre", { class: "command" }, command),
      h("button", { type: "button", id: "copy", on: { click: copy } }, word("copy")),
      status,
      h("p", { text: word("review_then") }),
      h("button", { type: "button", class: "big primary", id: "review-close", on: { click: () => { UI.reviewing = false; UI.overlays(); } } }, word("close"))));
  return box;
};
