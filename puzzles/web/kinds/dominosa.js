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
    // A second domino with the same numbers is laid, as in Tatham's Dominosa,
    // and both are marked: the covering is not solved while two are alike.
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
  solved: (d, s) => s.at.every(Boolean) && new Set(s.laid.map((l) => l.tile)).size === s.laid.length,
  // The pupils' code key: the covering opens it (domino_puzzles/web/dominosa.py `answer_texts`).
  solvedKey: (d, s) => keyOf(d, s.laid.map((l) => l.cells.slice().sort().join("-")).sort().join(" ")),
  snapshot: (d, s) => ({ dominoes: s.laid.map((l) => ({ tile: l.tile, cells: l.cells })) }),
  // a try is over when every cell is covered
  over: (d, s) => s.at.every(Boolean),
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
  const seen = new Set(), twins = new Set();
  for (const l of s.laid) (seen.has(l.tile) ? twins : seen).add(l.tile);
  let cells = `<span class="corner"></span>`, edges = "";
  for (let c = 0; c < d.cols; c++) cells += `<span class="label" style="grid-row:1;grid-column:${c + 2}">${String.fromCharCode(65 + c)}</span>`;
  d.grid.forEach((x, i) => {
    const name = Dsa.name(d, i), l = s.at[i];
    if (i % d.cols === 0) cells += `<span class="label" style="grid-row:${i / d.cols + 2};grid-column:1">${i / d.cols + 1}</span>`;
    let style = "touch-action:none;font-size:1.5rem;font-weight:bold;";
    if (l) {
      const other = l.at[0] === i ? l.at[1] : l.at[0], step = other - i;
      const side = DSA_SIDE[step] || (step > 0 ? "bottom" : "top");
      style += `background:${l.given ? "#d9d9d9" : "#eeeeee"};border:3px solid #000;border-${side}:1px dashed #999;`;
    }
    const chosen = ui.sel === name, sel = ui.sel == null ? -1 : Dsa.cell(d, ui.sel);
    const act = sel < 0 || chosen || !Dsa.near(d, sel, i) ? "data-pick" : "data-put";
    // A domino laid twice: red and hatched (hatched reads in grey too), both of them.
    if (l && twins.has(l.tile)) style += "background:repeating-linear-gradient(45deg,#ffc4c4 0 5px,#fff 5px 10px);border-color:#b00000;";
    const words = W(l ? (l.given ? "cell_given" : "cell_covered") : "cell", { c: name, x, t: l && l.tile })
      + (l && twins.has(l.tile) ? " " + W("cell_twin") : "");
    if (hinted.has(name)) style += "position:relative;z-index:1;";
    const cls = "cell" + (hinted.has(name) ? " hinted" : "") + (l && twins.has(l.tile) ? " twin" : "");
    const row = Math.floor(i / d.cols) + 2, col = (i % d.cols) + 2;
    style += `grid-row:${row};grid-column:${col};`;
    // The edges to the right and below: a tap there lays or lifts a domino.
    for (const [j, side] of [[i + 1, "right"], [i + d.cols, "bottom"]]) {
      if (j >= d.grid.length || !Dsa.near(d, i, j)) continue;
      const other = Dsa.name(d, j), on = l && l === s.at[j];
      edges += `<button type="button" class="edge edge-${side}${on ? " on" : l || s.at[j] ? " busy" : ""}" data-edge="${name}-${other}" tabindex="-1"` +
        ` style="grid-row:${row};grid-column:${col}" aria-label="${esc(W(on && !l.given ? "edge_lift" : "edge", { a: name, b: other }))}"></button>`;
    }
    cells += btn(`${act}="${name}" data-focus="cell-${name}" aria-pressed="${chosen}" style="${style}" tabindex="${i ? -1 : 0}"`, words, x, cls);
  });
  const used = new Set(s.laid.map((l) => l.tile));
  // One row for each first number, as under a printed puzzle.
  const ticks = Dsa.set(d).map((t) => (t.endsWith("-" + t.split("-")[0]) && t !== "0-0" ? "<br>" : "") +
    `<li style="display:inline-block;min-width:3.6rem${twins.has(t) ? ";color:#b00000;font-weight:bold" : ""}">${used.has(t) ? (twins.has(t) ? "☒" : "☑") : "☐"} ${t}</li>`).join("");
  return `<div class="flo-wrap"><div class="grid board" role="group" aria-label="${esc(W("grid"))}" data-cols="${d.cols}" style="--n:${d.cols}">${cells}${edges}</div>` +
    `<div class="side"><h3 class="tray-head">${esc(W("set"))}</h3><ul class="ticks" aria-label="${esc(W("ticks"))}" style="padding:0;list-style:none">${ticks}</ul></div></div>`;
}

addKind("dominosa", {
  ...dominosa,
  view: dominosaView,
  status: (d, s) => W("status", { k: s.laid.length, n: Dsa.set(d).length }),
  picked: (d, v) => W("picked", { c: v }),
  said(m, d, s) {
    const twin = s.laid.find((l) => l.tile === m.tile && !Dsa.same(l, m));
    return twin ? W("twin_laid", { t: m.tile, at: m.cells.join("-"), other: Dsa.where(twin) })
      : W("said", { t: m.tile, at: m.cells.join("-") });
  },
  // A tap on a chosen cell lets it go, and a tap on a cell that is no
  // neighbour of the chosen one chooses it instead (no dead end).
  unpick: (d, v) => W("unpicked", { c: v }),
  // Taps lay over dominoes the pupil laid: those under the new one come off
  // (a given one stays, and refuses). The moves to keep for laying `m`.
  keep(d, moves, m) {
    if (!Array.isArray(m.cells)) return moves;
    const cells = new Set(m.cells.map((c) => Dsa.cell(d, c)));
    return moves.filter((x) => !x.cells.some((c) => cells.has(Dsa.cell(d, c))));
  },
  // A tap on the edge between two cells: the move that lays a domino there,
  // or, where the pupil laid one on just those two cells, null (lift it).
  edge(d, s, a, b) {
    const l = s.at[Dsa.cell(d, a)];
    return l && !l.given && l.cells.slice().sort().join() === [a, b].sort().join() ? null : { cells: [a, b] };
  },
  lifted: (m) => W("lifted", { t: m.tile, at: m.cells.join("-") }),
  hintText: (d, m) => W("hint", { t: m.tile || Dsa.laid(d, Dsa.cell(d, m.cells[0]), Dsa.cell(d, m.cells[1])).tile, at: m.cells.join("-") }),
  turn: () => W("no_turn"),
  moveFor: (P, target) => ({ cells: [P.ui.sel, target] }),
});
