// A domino chain: every tile placed in one line, halves meeting, clues kept
// (docs/rules.md).

const W = (key, values) => T("chain." + key, values);

const chain = {
  init(d) {
    const slots = new Array(d.tiles.length).fill(null), given = slots.map(() => false);
    for (const c of d.clues) if (c.at) { slots[c.at - 1] = parseTile(c.tile, 99); given[c.at - 1] = true; }
    return { slots, given };
  },
  given(d, s, m) {
    const t = parseTile(m.tile, d.set);
    if (isInt(m.at, 1, s.slots.length) && s.given[m.at - 1] && t && tileText(t) === tileText(s.slots[m.at - 1]))
      return W("given", { t: tileText(t), at: m.at });
    return null;
  },
  check(d, s, m) {
    const n = s.slots.length;
    if (!isInt(m.at, 1, n)) return W("range", { n });
    const t = parseTile(m.tile, d.set);
    if (!t) return notTile(m.tile, d.set);
    const word = tileText(t);
    if (!d.tiles.includes(tileKey(t))) return W("not_one", { t: word });
    const here = s.slots[m.at - 1];
    if (here) return W("holds", { at: m.at, t: tileText(here) });
    if (s.slots.some((x) => x && tileKey(x) === tileKey(t))) return T("in_line", { t: tileKey(t) });
    for (const c of d.clues) {
      if (c.end === "left" && m.at === 1 && t[0] !== c.pips) return W("left_must", { x: c.pips });
      if (c.end === "right" && m.at === n && t[1] !== c.pips) return W("right_must", { x: c.pips });
    }
    const left = s.slots[m.at - 2], right = s.slots[m.at];
    if (left && left[1] !== t[0]) return W("meets_left", { t: word, a: t[0], b: left[1] });
    if (right && right[0] !== t[1]) return W("meets_right", { t: word, a: t[1], b: right[0] });
    return null;
  },
  apply(d, s, m) { s.slots[m.at - 1] = parseTile(m.tile, d.set); },
  clean: (d, m) => ({ at: m.at, tile: tileText(parseTile(m.tile, d.set)) }),
  solved: (d, s) => s.slots.every(Boolean),
  // The pupils' code key: the line laid opens it (domino_puzzles/web/chain.py `answer_texts`).
  solvedKey: (d, s) => keyOf(d, s.slots.map(tileText).join(" ")),
  snapshot: (d, s) => ({ line: s.slots.map((t) => (t ? tileText(t) : "_")).join(" ") }),
  // a try is over when no tile left fits any empty place, either way round
  over(d, s) {
    const left = d.tiles.filter((w) => !s.slots.some((x) => x && tileKey(x) === w));
    return !s.slots.some((x, i) => !x && left.some((w) => {
      const t = parseTile(w, 99);
      return [t, [t[1], t[0]]].some((u) => !chain.check(d, s, { at: i + 1, tile: tileText(u) }));
    }));
  },
  // The answer, or its reverse when no clue fixes which way round the line runs.
  answers(d) {
    const line = parseLine(d.answer);
    return d.clues.length ? [line] : [line, line.slice().reverse().map((t) => [t[1], t[0]])];
  },
  fitsAnswer: (s, a) => s.slots.every((t, i) => !t || tileText(t) === tileText(a[i])),
  done(d, s, m) {
    if (d.answer == null) return !!s.slots[m.at - 1];  // the pupils' page: no answer to follow
    const a = chain.answers(d).find((x) => chain.fitsAnswer(s, x)) || chain.answers(d)[0];
    return !!s.slots[a.findIndex((t) => tileKey(t) === tileKey(parseTile(m.tile, 99)))];
  },
  offTrack(d, s) {
    if (d.answer == null) return null;
    return chain.answers(d).some((a) => chain.fitsAnswer(s, a)) ? null : W("off_track");
  },
};

// -- on the page -----------------------------------------------------------------
function chainView(d, s, ui) {
  const n = s.slots.length, used = new Set(s.slots.filter(Boolean).map(tileKey));
  const clue = (end) => d.clues.find((c) => c.end === end);
  const mark = (end) => (clue(end) ? `<span class="end-clue">${esc(W(end + "_clue", { x: clue(end).pips }))}</span>` : "");
  // The places as a snake (views.js `snakeAt`): neighbours in the line are
  // neighbours on the page, a row running back shows its tiles turned, and an
  // empty place is an empty box (a number there would read as a clue).
  const per = Math.min(n, perRow(ui, 5, 3, 0));
  const slots = s.slots.map((t, i) => {
    const at = i + 1, hint = ui.hint && ui.hint.at === at ? " hinted" : "", where = snakeAt(i, per);
    const words = t ? W(s.given[i] ? "at_given" : "at_tile", { at, t: tileText(t) }) : W("at_empty", { at });
    const shown = t && where.back ? [t[1], t[0]] : t;
    return btn(`data-put="${at}" data-focus="slot-${at}" style="${placed(where, 0)}"`, words, t ? tileSvg(shown, false) : "", "slot" + (s.given[i] ? " given" : "") + hint);
  }).join("");
  return `<div class="ends">${mark("left")}${mark("right")}</div><div class="row line slots snake" role="group" aria-label="${esc(W("line", { n }))}" style="--per:${per}">${slots}</div>` +
    `<h3 class="tray-head">${esc(W("tiles"))}</h3>${trayOf(d.tiles.filter((k) => !used.has(k)), ui, W("tray"))}` +
    `<button type="button" data-act="flip" aria-keyshortcuts="F">${esc(W("flip"))}<span class="only-keys"> (F)</span></button>`;
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
  // The tiles the reader lays, as the print counts them: a clue tile lies there already.
  status: (d, s) => W("status", {
    k: s.slots.filter((t, i) => t && !s.given[i]).length,
    n: s.given.filter((g) => !g).length,
  }),
  picked: (d, v) => W("picked", { t: v }),
  said: (m) => W("said", { t: m.tile, at: m.at }),
  hintText: (d, m) => W("hint", { t: m.tile, at: m.at }),
  turn: (ui) => { ui.flip[ui.sel] = !ui.flip[ui.sel]; return W("flipped"); },
  moveFor: chainMove,
});
