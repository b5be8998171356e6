// An endgame: the best first move for the player to move, under Block or Draw
// rules (docs/rules.md); after it the page takes no further move.

const W = (key, values) => T("endgame." + key, values);

const endgame = {
  init: (d) => ({ hands: d.hands.map((h) => h.slice()), line: parseLine(d.line), sides: d.sides.slice(), moved: null }),
  check(d, s, m) {
    if (s.moved) return W("first_only");
    if (m.player !== d.toMove) return W("not_turn", { p: d.toMove });
    if (m.end === "pass") return d.lays.length ? W("may_not_pass", { p: d.toMove }) : null;
    const t = parseTile(m.tile, d.set);
    if (!t) return notTile(m.tile, d.set);
    if (!s.hands[m.player].includes(tileKey(t))) return W("not_held", { p: m.player, t: tileKey(t) });
    if (!["left", "right", "spinner"].includes(m.end)) return W("bad_end");
    if (endgame.lay(d, m)) return null;
    if (m.end === "spinner") return W("no_spinner", { t: tileKey(t) });
    return Lines.endCheck(s.line, t, m.end) || W("not_there", { t: tileKey(t) });
  },
  lay: (d, m) => d.lays.find((l) => l.tile === tileKey(parseTile(m.tile, d.set)) && l.end === m.end && (m.to == null || l.to === m.to)),
  apply(d, s, m) {
    if (m.end === "pass") { s.moved = { end: "pass", best: true }; return; }
    const lay = endgame.lay(d, m), t = parseTile(m.tile, d.set);
    // The pupils' page knows which lays are best only sealed (cli/web/endgame.py).
    s.moved = { ...lay, best: d.seal ? sealed(d, `${lay.tile}:${lay.end}:${lay.to ?? ""}`) : lay.best };
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
  offTrack: (d, s) => (s.moved && !s.moved.best ? W("off_track") : null),
};

// -- on the page -----------------------------------------------------------------
function endgameView(d, s, ui) {
  const spin = [...new Set(s.sides)].map((x) => btn(`data-put="spinner:${x}" data-focus="spin-${x}"`, W("spinner", { x }), `✚ ${x}`, "end")).join("");
  const hands = s.hands.map((h, p) => {
    const who = W("player", { p }) + (d.partnerships ? W("side", { s: p % 2 }) : "") + (p === d.toMove ? W("to_move") : "");
    const tiles = p === d.toMove && !s.moved ? trayOf(h, ui, W("hand", { who })) : `<div class="row">${h.map((w) => `<span class="laid" role="img" aria-label="${w}">${tileSvg(parseTile(w, 99), false)}</span>`).join("")}</div>`;
    return `<div class="hand${p === d.toMove ? " mover" : ""}"><h3>${esc(who)}</h3>${tiles}</div>`;
  }).join("");
  const drew = d.drawn.length ? `<p>${esc(W("drew", { p: d.toMove, tiles: d.drawn.join(", ") }))}</p>` : "";
  const pass = !d.lays.length && !s.moved ? btn(`data-put="pass"`, W("pass"), esc(W("pass")), "end") : "";
  return `<p>${esc(W("rules_" + d.rules))} · ${esc(W("set", { n: d.set }))}${d.boneyard.length ? ` · ${esc(W("boneyard", { n: d.boneyard.length }))}` : ""}</p>${drew}` +
    `<div class="row line" role="group" aria-label="${esc(W("line"))}">${endButtons(s.line, ui, spin + pass)}</div>${hands}`;
}

addKind("endgame", {
  ...endgame,
  view: endgameView,
  status: (d, s) => (s.moved ? W(s.moved.best ? "best_move" : "not_best_move") : W("choose", { p: d.toMove })) +
    (d.value != null && !d.seal ? W("value", { v: `${d.value > 0 ? "+" : ""}${d.value}` }) : ""),
  picked: (d, v) => W("picked", { t: v }),
  said: () => W("said"),
  hintText: (d, m) => (m.end === "pass" ? W("hint_pass", { p: m.player })
    : W("hint_" + m.end, { p: m.player, t: m.tile, x: m.to })),
  turn: fitsItself,
  moveFor: (P, where) => {
    if (where === "pass") return { player: P.d.toMove, end: "pass" };
    const [end, to] = where.split(":");
    return { player: P.d.toMove, tile: P.ui.sel, end, ...(to != null ? { to: Number(to) } : {}) };
  },
});
