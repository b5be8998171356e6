// A blocked line: lay tiles at the line's ends until no tile left out fits
// (docs/rules.md).

const blocked = {
  init: (d) => ({ line: parseLine(d.line), laid: [] }),
  check(d, s, m) {
    const t = parseTile(m.tile, d.set);
    if (!t) return `"${m.tile}" is not a tile like 3-4 of the double-${d.set} set.`;
    const key = tileKey(t);
    if (s.laid.includes(key) || s.line.some((x) => tileKey(x) === key)) return `${key} is in the line already.`;
    if (!d.layable.includes(key)) return `${key} is not among the tiles you may lay.`;
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
  solved: (d, s) => blocked.isBlocked(d, s) && s.laid.length === d.target.tiles &&
    (d.objective !== "max-pips" || blocked.pipsLeft(d, s) === d.target.pipsLeft),
  snapshot: (d, s) => ({ line: lineText(s.line), blocked: blocked.isBlocked(d, s), tiles: s.laid.length }),
  done: (d, s, m) => s.laid.includes(tileKey(parseTile(m.tile, 99))),
  offTrack(d, s) {
    const answer = new Set(parseLine(d.answer).map(tileKey));
    const wrong = s.laid.find((w) => !answer.has(w));
    return wrong && `${wrong} is not part of the answer: undo it.`;
  },
};

// -- on the page -----------------------------------------------------------------
function blockedView(d, s, ui) {
  const inLine = new Set(s.line.map(tileKey));
  const hands = d.hands ? d.hands.map((h, p) => `<p class="hand">Hand ${p}: ${h.map((w) => (inLine.has(w) ? `<s>${w}</s>` : w)).join(" ")}</p>`).join("") : "";
  return `<div class="row line" role="group" aria-label="The line and its ends">${endButtons(s.line, ui)}</div>${hands}` +
    `<h3 class="tray-head">Tiles you may lay</h3>${trayOf(d.layable.filter((k) => !s.laid.includes(k)), ui, "Tiles you may lay")}`;
}

addKind("blocked", {
  ...blocked,
  view: blockedView,
  status: (d, s) => `open ends: ${Lines.ends(s.line, d.game).join(" ") || "none"} · tiles laid: ${s.laid.length} (fewest: ${d.target.tiles})` +
    (d.objective === "max-pips" ? ` · pips left in hand ${d.hand}: ${blocked.pipsLeft(d, s)} (best ${d.target.pipsLeft})` : "") +
    (blocked.isBlocked(d, s) ? " · blocked" : ""),
  picked: (d, v) => `${v} chosen: now choose an end.`,
  said: (m) => `${m.tile} laid at the ${m.end} end.`,
  turn: fitsItself,
  moveFor: (P, end) => ({ tile: P.ui.sel, end }),
});
