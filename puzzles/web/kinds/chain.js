// A domino chain: every tile placed in one line, halves meeting, clues kept
// (docs/rules.md).

const chain = {
  init(d) {
    const slots = new Array(d.tiles.length).fill(null), given = slots.map(() => false);
    for (const c of d.clues) if (c.at) { slots[c.at - 1] = parseTile(c.tile, 99); given[c.at - 1] = true; }
    return { slots, given };
  },
  given(d, s, m) {
    const t = parseTile(m.tile, d.set);
    if (isInt(m.at, 1, s.slots.length) && s.given[m.at - 1] && t && tileText(t) === tileText(s.slots[m.at - 1]))
      return `${tileText(t)} is given at position ${m.at}.`;
    return null;
  },
  check(d, s, m) {
    const n = s.slots.length;
    if (!isInt(m.at, 1, n)) return `A position is 1 to ${n}.`;
    const t = parseTile(m.tile, d.set);
    if (!t) return `"${m.tile}" is not a tile like 3-4 of the double-${d.set} set.`;
    const word = tileText(t);
    if (!d.tiles.includes(tileKey(t))) return `${word} is not one of the tiles.`;
    const here = s.slots[m.at - 1];
    if (here) return `Position ${m.at} already holds ${tileText(here)}.`;
    if (s.slots.some((x) => x && tileKey(x) === tileKey(t))) return `${tileKey(t)} is in the line already.`;
    for (const c of d.clues) {
      if (c.end === "left" && m.at === 1 && t[0] !== c.pips) return `The left end must show ${c.pips}.`;
      if (c.end === "right" && m.at === n && t[1] !== c.pips) return `The right end must show ${c.pips}.`;
    }
    const left = s.slots[m.at - 2], right = s.slots[m.at];
    if (left && left[1] !== t[0]) return `${word} does not fit: its left half ${t[0]} would meet ${left[1]}.`;
    if (right && right[0] !== t[1]) return `${word} does not fit: its right half ${t[1]} would meet ${right[0]}.`;
    return null;
  },
  apply(d, s, m) { s.slots[m.at - 1] = parseTile(m.tile, d.set); },
  clean: (d, m) => ({ at: m.at, tile: tileText(parseTile(m.tile, d.set)) }),
  solved: (d, s) => s.slots.every(Boolean),
  snapshot: (d, s) => ({ line: s.slots.map((t) => (t ? tileText(t) : "_")).join(" ") }),
  // The answer, or its reverse when no clue fixes which way round the line runs.
  answers(d) {
    const line = parseLine(d.answer);
    return d.clues.length ? [line] : [line, line.slice().reverse().map((t) => [t[1], t[0]])];
  },
  fitsAnswer: (s, a) => s.slots.every((t, i) => !t || tileText(t) === tileText(a[i])),
  done(d, s, m) {
    const a = chain.answers(d).find((x) => chain.fitsAnswer(s, x)) || chain.answers(d)[0];
    return !!s.slots[a.findIndex((t) => tileKey(t) === tileKey(parseTile(m.tile, 99)))];
  },
  offTrack(d, s) {
    return chain.answers(d).some((a) => chain.fitsAnswer(s, a)) ? null : "A tile lies where the answer has another: undo it.";
  },
};

// -- on the page -----------------------------------------------------------------
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

// The tile turned to fit when only one way round fits; else as shown.
function chainMove(P, target) {
  const t = parseTile(P.ui.sel, 99), shown = P.ui.flip[P.ui.sel] ? [t[1], t[0]] : t;
  const m = { at: Number(target), tile: tileText(shown) }, other = { at: m.at, tile: tileText([shown[1], shown[0]]) };
  return chain.check(P.d, P.s, m) && !chain.check(P.d, P.s, other) ? other : m;
}

addKind("chain", {
  ...chain,
  view: chainView,
  status: (d, s) => `tiles placed: ${s.slots.filter(Boolean).length} of ${s.slots.length}`,
  picked: (d, v) => `${v} chosen: now choose a place in the line (F turns it round).`,
  said: (m) => `${m.tile} placed at position ${m.at}.`,
  turn: (ui) => { ui.flip[ui.sel] = !ui.flip[ui.sel]; return "Tile turned round."; },
  moveFor: chainMove,
});
