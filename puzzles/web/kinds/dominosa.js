// Dominosa: split the grid of numbers into the whole set, each domino once, on
// two neighbouring cells that show its numbers (docs/rules.md).

const W = (key, values) => T("dominosa." + key, values);

const Dsa = {
  name: (d, i) => String.fromCharCode(65 + (i % d.cols)) + (Math.floor(i / d.cols) + 1),
  cell(d, text) {
    const m = typeof text === "string" && /^\s*([A-Za-z])(\d+)\s*$/.exec(text);
    if (!m) return -1;
    const col = m[1].toUpperCase().charCodeAt(0) - 65, row = Number(m[2]) - 1;
    return col >= 0 && col < d.cols && row >= 0 && row < d.rows ? row * d.cols + col : -1;
  },
  near: (d, a, b) => (Math.abs(a - b) === d.cols) || (Math.abs(a - b) === 1 && Math.floor(a / d.cols) === Math.floor(b / d.cols)),
  // The domino two cells make, its lower number first (a double: reading order).
  laid(d, a, b) {
    const x = d.grid[a], y = d.grid[b];
    if (x > y || (x === y && a > b)) [a, b] = [b, a];
    return { tile: `${d.grid[a]}-${d.grid[b]}`, cells: [Dsa.name(d, a), Dsa.name(d, b)], at: [a, b] };
  },
  where: (l) => l.cells.join("-"),
  same: (l, m) => l.cells.join() === m.cells.join(),
  set(d) {
    const out = [];
    for (let a = 0; a <= d.set; a++) for (let b = a; b <= d.set; b++) out.push(`${a}-${b}`);
    return out;
  },
};

const dominosa = {
  init(d) {
    const s = { at: new Array(d.rows * d.cols).fill(null), laid: [] };
    for (const g of d.given) dominosa.apply(d, s, { ...g, given: true });
    return s;
  },
  given(d, s, m) {
    const g = Array.isArray(m.cells) && d.given.find((x) => x.cells.slice().sort().join() === m.cells.slice().sort().join());
    return g ? W("given", { t: g.tile, at: Dsa.where(g) }) : null;
  },
  check(d, s, m) {
    if (!Array.isArray(m.cells) || m.cells.length !== 2) return W("two_cells");
    const [a, b] = m.cells.map((c) => Dsa.cell(d, c));
    for (const [i, c] of [[a, m.cells[0]], [b, m.cells[1]]]) if (i < 0) return W("not_cell", { c });
    const A = Dsa.name(d, a), B = Dsa.name(d, b);
    if (a === b) return W("twice", { a: A });
    if (!Dsa.near(d, a, b)) return W("not_near", { a: A, b: B });
    for (const i of [a, b]) if (s.at[i]) return W("covered", { c: Dsa.name(d, i), t: s.at[i].tile, at: Dsa.where(s.at[i]) });
    const l = Dsa.laid(d, a, b);
    if (m.tile !== undefined) {
      const t = parseTile(m.tile, d.set);
      if (!t || tileKey(t) !== l.tile) return W("shows", { a: A, b: B, x: d.grid[a], y: d.grid[b], t: m.tile });
    }
    const twin = s.laid.find((x) => x.tile === l.tile);
    if (twin) return W("twin", { t: l.tile, at: Dsa.where(twin) });
    return null;
  },
  clean(d, m) {
    const l = Dsa.laid(d, Dsa.cell(d, m.cells[0]), Dsa.cell(d, m.cells[1]));
    return { tile: l.tile, cells: l.cells };
  },
  apply(d, s, m) {
    const [a, b] = m.cells.map((c) => Dsa.cell(d, c)), l = { ...Dsa.laid(d, a, b), given: !!m.given };
    s.laid.push(l);
    s.at[a] = s.at[b] = l;
  },
  solved: (d, s) => s.at.every(Boolean),
  // The pupils' code key: the covering opens it (domino_puzzles/web/dominosa.py `answer_texts`).
  solvedKey: (d, s) => keyOf(d, s.laid.map((l) => l.cells.slice().sort().join("-")).sort().join(" ")),
  snapshot: (d, s) => ({ dominoes: s.laid.map((l) => ({ tile: l.tile, cells: l.cells })) }),
  done(d, s, m) {
    const i = Dsa.cell(d, m.cells[0]), l = i >= 0 && s.at[i];
    return !!l && l.cells.slice().sort().join() === m.cells.slice().sort().join();
  },
  // The pupils' page has no answer: the rules alone say "solved" (the puzzle has
  // one covering), and no domino is "not where the answer has it".
  offTrack(d, s) {
    if (d.answer == null) return null;
    const wrong = s.laid.find((l) => !l.given && !d.answer.some((x) => Dsa.same(x, l)));
    return wrong ? W("off_track", { t: wrong.tile, at: Dsa.where(wrong) }) : null;
  },
};

// -- on the page -----------------------------------------------------------------
const DSA_SIDE = { [-1]: "left", 1: "right" };

function dominosaView(d, s, ui) {
  const hinted = new Set(ui.hint && Array.isArray(ui.hint.cells) ? ui.hint.cells : []);
  let cells = `<span class="corner"></span>`;
  for (let c = 0; c < d.cols; c++) cells += `<span class="label">${String.fromCharCode(65 + c)}</span>`;
  d.grid.forEach((x, i) => {
    const name = Dsa.name(d, i), l = s.at[i];
    if (i % d.cols === 0) cells += `<span class="label">${i / d.cols + 1}</span>`;
    let style = "touch-action:none;font-size:1.5rem;font-weight:bold;";
    if (l) {
      const other = l.at[0] === i ? l.at[1] : l.at[0], step = other - i;
      const side = DSA_SIDE[step] || (step > 0 ? "bottom" : "top");
      style += `background:${l.given ? "#d9d9d9" : "#eeeeee"};border:3px solid #000;border-${side}:1px dashed #999;`;
    }
    const chosen = ui.sel === name, act = ui.sel == null || chosen ? "data-pick" : "data-put";
    const words = W(l ? (l.given ? "cell_given" : "cell_covered") : "cell", { c: name, x, t: l && l.tile });
    if (hinted.has(name)) style += "position:relative;z-index:1;";
    const cls = "cell" + (hinted.has(name) ? " hinted" : "");
    cells += btn(`${act}="${name}" data-focus="cell-${name}" aria-pressed="${chosen}" style="${style}" tabindex="${i ? -1 : 0}"`, words, x, cls);
  });
  const used = new Set(s.laid.map((l) => l.tile));
  // One row for each first number, as under a printed puzzle.
  const ticks = Dsa.set(d).map((t) => (t.endsWith("-" + t.split("-")[0]) && t !== "0-0" ? "<br>" : "") +
    `<li style="display:inline-block;min-width:3.6rem">${used.has(t) ? "☑" : "☐"} ${t}</li>`).join("");
  return `<div class="flo-wrap"><div class="grid board" role="group" aria-label="${esc(W("grid"))}" data-cols="${d.cols}" style="--n:${d.cols}">${cells}</div>` +
    `<div class="side"><h3 class="tray-head">${esc(W("set"))}</h3><ul class="ticks" aria-label="${esc(W("ticks"))}" style="padding:0;list-style:none">${ticks}</ul></div></div>`;
}

addKind("dominosa", {
  ...dominosa,
  view: dominosaView,
  status: (d, s) => W("status", { k: s.laid.length, n: Dsa.set(d).length }),
  picked: (d, v) => W("picked", { c: v }),
  said: (m) => W("said", { t: m.tile, at: m.cells.join("-") }),
  hintText: (d, m) => W("hint", { t: m.tile || Dsa.laid(d, Dsa.cell(d, m.cells[0]), Dsa.cell(d, m.cells[1])).tile, at: m.cells.join("-") }),
  turn: () => W("no_turn"),
  moveFor: (P, target) => ({ cells: [P.ui.sel, target] }),
});
