// Dominosa: split the grid of numbers into the whole set, each domino once, on
// two neighbouring cells that show its numbers (docs/rules.md).

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
    return g ? `${g.tile} is given at ${Dsa.where(g)}.` : null;
  },
  check(d, s, m) {
    if (!Array.isArray(m.cells) || m.cells.length !== 2) return "A domino covers two cells, like C2 and D2.";
    const [a, b] = m.cells.map((c) => Dsa.cell(d, c));
    for (const [i, c] of [[a, m.cells[0]], [b, m.cells[1]]]) if (i < 0) return `"${c}" is not a cell of the grid.`;
    const A = Dsa.name(d, a), B = Dsa.name(d, b);
    if (a === b) return `Choose two different cells: ${A} twice is no domino.`;
    if (!Dsa.near(d, a, b)) return `${A} and ${B} are not neighbours: a domino covers two cells side by side.`;
    for (const i of [a, b]) if (s.at[i]) return `${Dsa.name(d, i)} is covered already, by ${s.at[i].tile} at ${Dsa.where(s.at[i])}.`;
    const l = Dsa.laid(d, a, b);
    if (m.tile !== undefined) {
      const t = parseTile(m.tile, d.set);
      if (!t || tileKey(t) !== l.tile) return `${A} and ${B} show ${d.grid[a]} and ${d.grid[b]}, not ${m.tile}.`;
    }
    const twin = s.laid.find((x) => x.tile === l.tile);
    if (twin) return `A ${l.tile} lies already at ${Dsa.where(twin)}: each domino of the set is used once.`;
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
  snapshot: (d, s) => ({ dominoes: s.laid.map((l) => ({ tile: l.tile, cells: l.cells })) }),
  done(d, s, m) {
    const i = Dsa.cell(d, m.cells[0]), l = i >= 0 && s.at[i];
    return !!l && l.cells.slice().sort().join() === m.cells.slice().sort().join();
  },
  offTrack(d, s) {
    const wrong = s.laid.find((l) => !l.given && !d.answer.some((x) => Dsa.same(x, l)));
    return wrong ? `${wrong.tile} at ${Dsa.where(wrong)} is not where the answer has it: undo it.` : null;
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
    const words = `${name} shows ${x}` + (l ? `, covered by ${l.tile}${l.given ? " (given)" : ""}` : "");
    if (hinted.has(name)) style += "position:relative;z-index:1;";
    const cls = "cell" + (hinted.has(name) ? " hinted" : "");
    cells += btn(`${act}="${name}" data-focus="cell-${name}" aria-pressed="${chosen}" style="${style}" tabindex="${i ? -1 : 0}"`, words, x, cls);
  });
  const used = new Set(s.laid.map((l) => l.tile));
  // One row for each first number, as under a printed puzzle.
  const ticks = Dsa.set(d).map((t) => (t.endsWith("-" + t.split("-")[0]) && t !== "0-0" ? "<br>" : "") +
    `<li style="display:inline-block;min-width:3.6rem">${used.has(t) ? "☑" : "☐"} ${t}</li>`).join("");
  return `<div class="flo-wrap"><div class="grid board" role="group" aria-label="Grid of numbers" data-cols="${d.cols}" style="--n:${d.cols}">${cells}</div>` +
    `<div class="side"><h3 class="tray-head">Dominoes of the set</h3><ul class="ticks" aria-label="Dominoes laid are ticked" style="padding:0;list-style:none">${ticks}</ul></div></div>`;
}

addKind("dominosa", {
  ...dominosa,
  view: dominosaView,
  status: (d, s) => `dominoes laid: ${s.laid.length} of ${Dsa.set(d).length}`,
  picked: (d, v) => `${v} chosen: now tap a cell beside it (or drag across two cells).`,
  said: (m) => `${m.tile} laid at ${m.cells.join("-")}.`,
  turn: () => "A domino needs no turning: tap two neighbouring cells.",
  moveFor: (P, target) => ({ cells: [P.ui.sel, target] }),
});
