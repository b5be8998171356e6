// Domino regions: lay every domino on two neighbouring cells, either way round,
// so that each region's condition holds (docs/rules.md). A move lays a domino
// as written: {tile: "6-0", cells: ["A1", "A2"]} puts 6 on A1 and 0 on A2.

const RW = (key, values) => T("regions." + key, values);

const Rg = {
  name: (d, i) => String.fromCharCode(65 + (i % d.cols)) + (Math.floor(i / d.cols) + 1),
  // A cell's index from its name ("~" before it: a domino to take off), -1 for none.
  cell(d, text) {
    const m = typeof text === "string" && /^\s*~?([A-Za-z])(\d+)\s*$/.exec(text);
    if (!m) return -1;
    const col = m[1].toUpperCase().charCodeAt(0) - 65, row = Number(m[2]) - 1, i = row * d.cols + col;
    return col >= 0 && col < d.cols && row >= 0 && row < d.rows && d.board[i] !== "#" ? i : -1;
  },
  near: (d, a, b) => Math.abs(a - b) === d.cols || (Math.abs(a - b) === 1 && Math.floor(a / d.cols) === Math.floor(b / d.cols)),
  isTile: (v) => typeof v === "string" && /^\d+-\d+$/.test(v),
  where: (l) => l.cells.join("-"),
  // One domino as the answer's text writes it (domino_puzzles/web/regions.py `answer_text`).
  text(cells, numbers) {
    return cells.map((c, k) => [String(c).toUpperCase(), numbers[k]]).sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
      .map(([c, n]) => `${c}=${n}`).join("+");
  },
  answerText: (laid) => laid.map((l) => Rg.text(l.cells, parseTile(l.tile, 99))).sort().join(" "),
  cellsOf: (d, name) => d.board.reduce((out, x, i) => (x === name ? out.concat(i) : out), []),
  shown(ui) {
    const t = parseTile(ui.tile, 99);
    return ui.flip[ui.tile] ? [t[1], t[0]] : t;
  },
  // A region as play shows it, as puzzles/dominoes/regions.py `region_state`:
  // "met" (every cell covered, its condition met), "broken" (no number the open
  // cells could take meets it), else "open".
  state(d, s, name) {
    const r = d.regions[name], cells = Rg.cellsOf(d, name);
    const got = cells.filter((i) => s.at[i]).map((i) => s.at[i].numbers[s.at[i].at.indexOf(i)]);
    const left = cells.length - got.length, total = got.reduce((a, b) => a + b, 0), kinds = new Set(got).size;
    if (!left) {
      const met = { sum: total === r.n, less: total < r.n, more: total > r.n, equal: kinds <= 1, unequal: kinds === got.length }[r.what];
      return met ? "met" : "broken";
    }
    const broken = {
      sum: !(total <= r.n && r.n <= total + left * d.set), less: total >= r.n, more: total + left * d.set <= r.n,
      equal: kinds > 1, unequal: kinds < got.length || got.length + left > d.set + 1,
    }[r.what];
    return broken ? "broken" : "open";
  },
};

const regions = {
  init(d) {
    const s = { at: new Array(d.rows * d.cols).fill(null), laid: [] };
    for (const g of d.given) regions.apply(d, s, { ...g, given: true });
    return s;
  },
  given(d, s, m) {
    const t = parseTile(m.tile, d.set), cells = Array.isArray(m.cells) ? m.cells.map((c) => String(c).toUpperCase()).sort().join() : "";
    const g = d.given.find((x) => x.cells.slice().sort().join() === cells || (t && tileKey(parseTile(x.tile, 99)) === tileKey(t)));
    return g ? RW("given", { t: g.tile, at: Rg.where(g) }) : null;
  },
  check(d, s, m) {
    if (!Array.isArray(m.cells) || m.cells.length !== 2) return RW("two_cells");
    const t = parseTile(m.tile, d.set);
    if (!t) return notTile(m.tile, d.set);
    if (!d.dominoes.includes(tileKey(t))) return RW("not_tile", { t: tileText(t) });
    const [a, b] = m.cells.map((c) => Rg.cell(d, c));
    for (const [i, c] of [[a, m.cells[0]], [b, m.cells[1]]]) if (i < 0) return RW("not_cell", { c });
    const A = Rg.name(d, a), B = Rg.name(d, b);
    if (a === b) return RW("twice", { a: A });
    if (!Rg.near(d, a, b)) return RW("not_near", { a: A, b: B });
    for (const i of [a, b]) if (s.at[i]) return RW("covered", { c: Rg.name(d, i), t: s.at[i].tile });
    const on = s.laid.find((l) => l.key === tileKey(t));
    if (on) return RW("laid_already", { t: on.tile, at: Rg.where(on) });
    return null;
  },
  clean(d, m) {
    const [a, b] = m.cells.map((c) => Rg.cell(d, c));
    return { tile: tileText(parseTile(m.tile, d.set)), cells: [Rg.name(d, a), Rg.name(d, b)] };
  },
  apply(d, s, m) {
    const at = m.cells.map((c) => Rg.cell(d, c)), numbers = parseTile(m.tile, 99);
    const l = { tile: tileText(numbers), key: tileKey(numbers), cells: at.map((i) => Rg.name(d, i)), at, numbers, given: !!m.given };
    s.laid.push(l);
    s.at[at[0]] = s.at[at[1]] = l;
  },
  over: (d, s) => d.board.every((x, i) => x === "#" || !!s.at[i]),
  solved: (d, s) => regions.over(d, s) && Object.keys(d.regions).every((name) => Rg.state(d, s, name) === "met"),
  // The pupils' code key: the answer laid opens it (domino_puzzles/web/regions.py `answer_texts`).
  solvedKey: (d, s) => keyOf(d, Rg.answerText(s.laid)),
  snapshot: (d, s) => ({ dominoes: s.laid.map((l) => ({ tile: l.tile, cells: l.cells })) }),
  done(d, s, m) {
    const i = Array.isArray(m.cells) ? Rg.cell(d, m.cells[0]) : -1, l = i >= 0 && s.at[i];
    return !!l && Rg.text(l.cells, l.numbers) === Rg.text(m.cells, parseTile(m.tile, 99));
  },
  // The pupils' page has no answer: the rules alone say "solved" (one answer).
  offTrack(d, s) {
    if (d.answer == null) return null;
    const want = new Set(d.answer.map((x) => Rg.text(x.cells, parseTile(x.tile, 99))));
    const wrong = s.laid.find((l) => !l.given && !want.has(Rg.text(l.cells, l.numbers)));
    return wrong ? RW("off_track", { t: wrong.tile, at: Rg.where(wrong) }) : null;
  },
};

// -- on the page -----------------------------------------------------------------
// Each region's pattern as print draws it (puzzles/drawing/regions.py STYLES), in CSS.
const RG_PATTERN = {
  dots: (c) => `background-image:radial-gradient(${c} 14%,transparent 17%);background-size:10px 10px;`,
  rising: (c) => `background-image:repeating-linear-gradient(-45deg,${c} 0 1.5px,transparent 1.5px 10px);`,
  falling: (c) => `background-image:repeating-linear-gradient(45deg,${c} 0 1.5px,transparent 1.5px 10px);`,
  rows: (c) => `background-image:repeating-linear-gradient(0deg,${c} 0 1.5px,transparent 1.5px 10px);`,
  columns: (c) => `background-image:repeating-linear-gradient(90deg,${c} 0 1.5px,transparent 1.5px 10px);`,
  crosses: (c) => `background-image:repeating-linear-gradient(0deg,${c} 0 1px,transparent 1px 10px),repeating-linear-gradient(90deg,${c} 0 1px,transparent 1px 10px);`,
};
const RG_MARK = { met: " ✓", broken: " ✗", open: "" };

function regionsView(d, s, ui) {
  if (Rg.isTile(ui.sel)) ui.tile = ui.sel;  // chosen just now (play.js draws before `picked`)
  if (ui.tile && s.laid.some((l) => l.key === ui.tile)) ui.tile = null;  // laid: let go
  const hinted = new Set(ui.hint && Array.isArray(ui.hint.cells) ? ui.hint.cells : []);
  const sel = ui.tile && ui.sel != null && !Rg.isTile(ui.sel) ? Rg.cell(d, ui.sel) : -1;
  const states = {}, badgeAt = {}, givenAt = new Set(d.given.flatMap((g) => g.cells.map((c) => Rg.cell(d, c))));
  for (const name of Object.keys(d.regions)) {
    states[name] = Rg.state(d, s, name);
    const cells = Rg.cellsOf(d, name), free = cells.filter((i) => !givenAt.has(i));
    if (free.length) badgeAt[free.pop()] = name;  // as print: the last cell not given; none where givens fill it
  }
  const first = d.board.findIndex((y) => y !== "#");
  let cells = `<span class="corner"></span>`;
  for (let c = 0; c < d.cols; c++) cells += `<span class="label" style="grid-row:1;grid-column:${c + 2}">${String.fromCharCode(65 + c)}</span>`;
  d.board.forEach((x, i) => {
    const row = Math.floor(i / d.cols) + 2, col = (i % d.cols) + 2, place = `grid-row:${row};grid-column:${col};`;
    if (i % d.cols === 0) cells += `<span class="label" style="grid-row:${row};grid-column:1">${row - 1}</span>`;
    if (x === "#") { cells += `<span class="cell hole" aria-hidden="true" style="${place}visibility:hidden"></span>`; return; }
    const name = Rg.name(d, i), l = s.at[i], r = d.regions[x];
    let style = place + "touch-action:none;position:relative;";
    if (r) {
      style += `background-color:${r.fill};${RG_PATTERN[r.pattern](r.ink)}`;
      const sides = { top: i - d.cols, bottom: i + d.cols, left: i % d.cols ? i - 1 : -1, right: (i + 1) % d.cols ? i + 1 : -1 };
      for (const [side, j] of Object.entries(sides)) if (j < 0 || j >= d.board.length || d.board[j] !== x) style += `border-${side}:3px dashed ${r.ink};`;
    }
    let inner = "";
    if (l) {
      // a half of a domino: white (given: grey), open on the side of its other half
      const k = l.at.indexOf(i), other = l.at[1 - k], step = other - i;
      const shared = step === 1 ? "right" : step === -1 ? "left" : step > 0 ? "bottom" : "top";
      const inset = { top: "3px", right: "3px", bottom: "3px", left: "3px" };
      inset[shared] = "-2px";
      const at = Object.entries(inset).map(([side, v]) => `${side}:${v}`).join(";");
      inner = `<span class="half" style="position:absolute;${at};background:${l.given ? "#d9d9d9" : "#fff"};border:2px solid #000;border-${shared}:0;border-radius:5px;pointer-events:none">` +
        `<svg viewBox="0 0 8 8" aria-hidden="true" focusable="false" style="width:100%;height:100%;display:block">${halfSvg(l.numbers[k], 0, 0, shared === "top" || shared === "bottom")}</svg></span>`;
    }
    if (badgeAt[i] != null) {
      const st = states[x], red = st === "broken", green = st === "met";
      // on a laid domino, smaller and in the corner: its pips stay in sight
      const size = l ? "font-size:0.72rem;right:-1px;bottom:-1px" : "font-size:0.95rem;right:1px;bottom:1px";
      inner += `<span class="cond ${st}" style="position:absolute;${size};z-index:2;pointer-events:none;font-weight:bold;line-height:1.1;padding:0 2px;border-radius:4px;` +
        `background:${red ? "#ffd6d6" : green ? "#dcf5d4" : "#fff"};border:2px solid ${red ? "#b00000" : green ? "#1b6e1b" : r.ink}">${esc(r.badge + RG_MARK[st])}</span>`;
    }
    const chosen = sel === i;
    // a domino the reader laid turns when tapped; elsewhere a tap chooses a cell,
    // or, next to the chosen one, lays the chosen domino
    const act = sel >= 0 && !chosen && Rg.near(d, sel, i) ? `data-put="${name}"` :
      l && !l.given && !ui.tile ? `data-edge="${Rg.where(l)}" data-pick="${name}"` : `data-pick="${name}"`;
    let words = l ? RW(l.given ? "cell_given" : "cell_laid", { c: name, x: l.numbers[l.at.indexOf(i)], t: l.tile, at: Rg.where(l) }) : RW("cell", { c: name });
    if (r) words += ", " + RW("in_region", { b: r.badge }) + (states[x] === "open" ? "" : " " + RW(states[x]));
    const cls = "cell" + (hinted.has(name) ? " hinted" : "") + (r ? ` region-${x} ${states[x]}` : "");
    cells += btn(`${act} data-focus="cell-${name}" aria-pressed="${chosen}" style="${style}" tabindex="${i === first ? 0 : -1}"`, words, inner, cls);
  });
  const givenKeys = new Set(d.given.map((g) => tileKey(parseTile(g.tile, 99))));
  const hintKey = ui.hint && ui.hint.tile ? tileKey(parseTile(ui.hint.tile, 99)) : null;
  const tray = d.dominoes.filter((k) => !givenKeys.has(k)).map((k) => {
    const l = s.laid.find((x) => x.key === k);
    // laid: grey in the tray, and a tap takes it off the board
    if (l) return btn(`data-edge="~${l.cells[0]}-${l.cells[1]}" data-focus="pick-${k}" style="background:#d9d9d9;opacity:0.5"`, RW("lift", { t: l.tile, at: Rg.where(l) }), tileSvg(l.numbers, false), "piece laid");
    const t = parseTile(k, 99), shown = ui.flip[k] ? [t[1], t[0]] : t;
    return btn(`data-pick="${k}" data-focus="pick-${k}" aria-pressed="${ui.tile === k}"`, RW("piece", { t: tileText(shown) }), tileSvg(shown, false), "piece" + (hintKey === k ? " hinted" : ""));
  }).join("");
  return `<div class="flo-wrap"><div class="grid board" role="group" aria-label="${esc(RW("board"))}" data-cols="${d.cols}" style="--n:${d.cols}">${cells}</div>` +
    `<div class="side"><h3 class="tray-head">${esc(RW("tray"))}</h3><div class="row tray" role="group" aria-label="${esc(RW("tray"))}">${tray}</div></div></div>`;
}

addKind("regions", {
  ...regions,
  view: regionsView,
  status: (d, s) => RW("status", {
    k: s.laid.length, n: d.dominoes.length, r: Object.keys(d.regions).length,
    m: Object.keys(d.regions).filter((name) => Rg.state(d, s, name) === "met").length,
  }),
  picked(d, v, ui) {
    if (Rg.isTile(v)) {
      ui.tile = v;
      const t = Rg.shown(ui);
      return RW("picked_tile", { t: tileText(t), a: t[0], b: t[1] });
    }
    if (!ui.tile) return RW("tile_first");
    const t = Rg.shown(ui);
    return RW("picked_cell", { c: v, a: t[0], t: tileText(t) });
  },
  // What laying says, and what it did to the regions it lies in.
  said(m, d, s) {
    const news = [...new Set(m.cells.map((c) => d.board[Rg.cell(d, c)]))].filter((x) => d.regions[x]).map((x) => {
      const st = Rg.state(d, s, x);
      return st === "open" ? "" : " " + RW(st === "met" ? "region_met" : "region_broken", { b: d.regions[x].badge });
    });
    return RW("said", { t: m.tile, at: m.cells.join("-") }) + news.join("");
  },
  // Taps lay over dominoes the reader laid: those under the new one, and the
  // same domino elsewhere, come off (one Undo puts them back).
  keep(d, moves, m) {
    if (!Array.isArray(m.cells)) return moves;
    const cells = new Set(m.cells.map((c) => Rg.cell(d, c)));
    const t = m.tile !== undefined && parseTile(m.tile, 99), key = t ? tileKey(t) : null;
    return moves.filter((x) => !x.cells.some((c) => cells.has(Rg.cell(d, c))) && tileKey(parseTile(x.tile, 99)) !== key);
  },
  // A tap on a domino laid turns it round on its cells; one on its place in
  // the tray ("~" first) takes it off (null).
  edge(d, s, a, b) {
    if (String(a).startsWith("~")) return null;
    const l = s.at[Rg.cell(d, a)];
    return { tile: `${l.numbers[1]}-${l.numbers[0]}`, cells: l.cells.slice() };
  },
  lifted: (m) => RW("lifted", { t: m.tile, at: m.cells.join("-") }),
  hintText: (d, m) => RW("hint", { t: m.tile, at: m.cells.join("-") }),
  turn(ui) {
    if (!ui.tile) return RW("no_turn");
    ui.flip[ui.tile] = !ui.flip[ui.tile];
    return RW("turned", { t: tileText(Rg.shown(ui)) });
  },
  moveFor: (P, target) => ({ tile: P.ui.tile ? tileText(Rg.shown(P.ui)) : undefined, cells: [P.ui.sel, target] }),
});
