// A blocked line: lay tiles at the line's ends until no tile left out fits
// (docs/rules.md).

const W = (key, values) => T("blocked." + key, values);

const blocked = {
  init: (d) => ({ line: parseLine(d.line), laid: [] }),
  check(d, s, m) {
    const t = parseTile(m.tile, d.set);
    if (!t) return notTile(m.tile, d.set);
    const key = tileKey(t);
    if (s.laid.includes(key) || s.line.some((x) => tileKey(x) === key)) return T("in_line", { t: key });
    if (!d.layable.includes(key)) return W("not_layable", { t: key });
    return Lines.endCheck(s.line, t, m.end);
  },
  apply(d, s, m) {
    const t = parseTile(m.tile, d.set);
    Lines.add(s.line, t, m.end);
    s.laid.push(tileKey(t));
  },
  clean: (d, m) => ({ tile: tileText(parseTile(m.tile, d.set)), end: m.end }),
  isBlocked(d, s) {
    const ends = Lines.ends(s.line, d.game), inLine = new Set(s.line.map(tileKey));
    return s.line.length > 0 && !d.blockers.some((w) => !inLine.has(w) && parseTile(w, 99).some((x) => ends.includes(x)));
  },
  pipsLeft: (d, s) => d.objective === "max-pips"
    ? d.hands[d.hand].filter((w) => !s.laid.includes(w)).reduce((a, w) => a + pipsOf(parseTile(w, 99)), 0) : null,
  // The teacher's page knows the fewest tiles (and the pips left); the pupils'
  // holds them sealed (domino_puzzles/web/blocked.py).
  solved: (d, s) => blocked.isBlocked(d, s) && (d.target
    ? s.laid.length === d.target.tiles && (d.objective !== "max-pips" || blocked.pipsLeft(d, s) === d.target.pipsLeft)
    : sealed(d, `${s.laid.length}:${d.objective === "max-pips" ? blocked.pipsLeft(d, s) : ""}`)),
  // The pupils' code key: from the whole answer, every tile laid (web/blocked.py `answer_texts`).
  solvedKey: (d, s) => keyOf(d, s.laid.slice().sort().join(" ")),
  snapshot: (d, s) => ({ line: lineText(s.line), blocked: blocked.isBlocked(d, s), tiles: s.laid.length }),
  // a try is over once the line is blocked (play.js `wrongEnd`)
  over: (d, s) => blocked.isBlocked(d, s),
  done: (d, s, m) => s.laid.includes(tileKey(parseTile(m.tile, 99))),
  offTrack(d, s) {
    if (d.answer == null) return null;
    const answer = new Set(parseLine(d.answer).map(tileKey));
    const wrong = s.laid.find((w) => !answer.has(w));
    return wrong && W("off_track", { t: wrong });
  },
};

// -- on the page -----------------------------------------------------------------
function blockedView(d, s, ui) {
  const inLine = new Set(s.line.map(tileKey));
  const hands = d.hands ? d.hands.map((h, p) => `<p class="hand">${W("hand", { p, tiles: h.map((w) => (inLine.has(w) ? `<s>${w}</s>` : w)).join(" ") })}</p>`).join("") : "";
  // what the paper prints under the title (d.facts): "double-3 set · Block rules"
  const facts = d.facts ? `<p class="facts">${esc(d.facts)}</p>` : "";
  return `${facts}<div class="row line" role="group" aria-label="${esc(W("line"))}">${endButtons(s.line, ui)}</div>${hands}` +
    `<h3 class="tray-head">${esc(W("tray"))}</h3>${trayOf(d.layable.filter((k) => !s.laid.includes(k)), ui, W("tray"))}`;
}

addKind("blocked", {
  ...blocked,
  view: blockedView,
  status: (d, s) => W("status", { ends: Lines.ends(s.line, d.game).join(" ") || W("none"), k: s.laid.length }) +
    (d.target ? W("fewest", { n: d.target.tiles }) : "") +
    (d.objective === "max-pips" ? W("pips", { p: d.hand, n: blocked.pipsLeft(d, s) }) + (d.target ? W("pips_best", { n: d.target.pipsLeft }) : "") : "") +
    (blocked.isBlocked(d, s) ? W("blocked") : ""),
  picked: (d, v) => W("picked", { t: v }),
  said: (m) => W("said_" + m.end, { t: m.tile }),
  hintText: (d, m) => W("hint_" + m.end, { t: m.tile }),
  turn: fitsItself,
  moveFor: (P, end) => ({ tile: P.ui.sel, end }),
});
