// An endgame: the best first move for the player to move, under Block or Draw
// rules (docs/rules.md); after it the page takes no further move.

const endgame = {
  init: (d) => ({ hands: d.hands.map((h) => h.slice()), line: parseLine(d.line), sides: d.sides.slice(), moved: null }),
  check(d, s, m) {
    if (s.moved) return "The puzzle asks for the first move only: undo it to try another.";
    if (m.player !== d.toMove) return `It is player ${d.toMove}'s turn.`;
    if (m.end === "pass") return d.lays.length ? `Player ${d.toMove} can lay a tile, so may not pass.` : null;
    const t = parseTile(m.tile, d.set);
    if (!t) return `"${m.tile}" is not a tile like 3-4 of the double-${d.set} set.`;
    if (!s.hands[m.player].includes(tileKey(t))) return `Player ${m.player} does not hold ${tileKey(t)}.`;
    if (!["left", "right", "spinner"].includes(m.end)) return "An end is left, right or spinner.";
    if (endgame.lay(d, m)) return null;
    if (m.end === "spinner") return `${tileKey(t)} fits no spinner's side.`;
    return Lines.endCheck(s.line, t, m.end) || `${tileKey(t)} may not go there.`;
  },
  lay: (d, m) => d.lays.find((l) => l.tile === tileKey(parseTile(m.tile, d.set)) && l.end === m.end && (m.to == null || l.to === m.to)),
  apply(d, s, m) {
    if (m.end === "pass") { s.moved = { end: "pass", best: true }; return; }
    const lay = endgame.lay(d, m), t = parseTile(m.tile, d.set);
    s.moved = lay;
    s.hands[m.player].splice(s.hands[m.player].indexOf(tileKey(t)), 1);
    // Under draw rules every double is a spinner: its free sides open (Table.play).
    const spins = d.rules === "draw" && t[0] === t[1];
    if (lay.end === "spinner") {
      s.sides.splice(s.sides.indexOf(lay.to), 1);
      s.sides.push(...(spins ? [lay.to, lay.to, lay.to] : [t[0] === lay.to ? t[1] : t[0]]));
    } else {
      Lines.add(s.line, t, lay.end);
      if (spins) s.sides.push(t[0], t[0]);
    }
  },
  clean: (d, m) => (m.end === "pass" ? { player: m.player, end: "pass" } : { player: m.player, tile: tileKey(parseTile(m.tile, d.set)), end: m.end, to: endgame.lay(d, m).to }),
  solved: (d, s) => !!s.moved && s.moved.best,
  snapshot: (d, s) => ({ line: lineText(s.line), best: s.moved ? s.moved.best : null }),
  done: (d, s) => !!s.moved,
  offTrack: (d, s) => (s.moved && !s.moved.best ? "That first move is not a best one: undo it." : null),
};

// -- on the page -----------------------------------------------------------------
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

addKind("endgame", {
  ...endgame,
  view: endgameView,
  status: (d, s) => (s.moved ? (s.moved.best ? "a best first move" : "not the best first move") : `player ${d.toMove} to move: choose the first move`) +
    (d.value != null ? ` · best result for the side to move: ${d.value > 0 ? "+" : ""}${d.value}` : ""),
  picked: (d, v) => `${v} chosen: now choose an end.`,
  said: () => "A legal move, but not the best one: undo it and look again.",
  turn: fitsItself,
  moveFor: (P, where) => {
    if (where === "pass") return { player: P.d.toMove, end: "pass" };
    const [end, to] = where.split(":");
    return { player: P.d.toMove, tile: P.ui.sel, end, ...(to != null ? { to: Number(to) } : {}) };
  },
});
