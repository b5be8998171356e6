// What the kinds' views share: a button, a tray of tiles to choose from, a line
// of play between the buttons of its two ends.

const btn = (attrs, label, inner, cls) => `<button type="button" class="${cls || ""}" ${attrs} aria-label="${esc(label)}">${inner}</button>`;

function trayOf(tiles, ui, label) {
  return `<div class="row tray" role="group" aria-label="${esc(label)}">` + tiles.map((key) => {
    const t = parseTile(key, 99), shown = ui.flip[key] ? [t[1], t[0]] : t;
    const hint = ui.hint && ui.hint.tile && tileKey(parseTile(ui.hint.tile, 99)) === key ? " hinted" : "";
    return btn(`data-pick="${key}" data-focus="pick-${key}" aria-pressed="${ui.sel === key}"`, T("tile", { t: tileText(shown) }), tileSvg(shown, false), "piece" + hint);
  }).join("") + "</div>";
}

// A line laid as a snake, as on the table and in the book (puzzles/drawing/line_layout.py):
// rows of `per` places, every other row running back, so tiles that touch stay
// side by side and the line turns under its own end. Place i: its row, its
// column (1 at the left) and whether its row runs back (its tiles drawn turned).
function snakeAt(i, per) {
  const r = Math.floor(i / per), p = i % per;
  return { row: r + 1, col: r % 2 ? per - p : p + 1, back: r % 2 === 1 };
}
// How many places of `place` rem, `gap` mm apart, a row of the page holds
// beside `spare` rem of end buttons (ui.width: the puzzle's width as last
// drawn; print's copies take 40 rem).
function perRow(ui, place, gap, spare) {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16, mm = 96 / 25.4;
  const room = (ui.width || 40 * rem) - spare * rem - (spare ? 2 * gap * mm : 0);
  return Math.max(1, Math.floor((room + gap * mm) / (place * rem + gap * mm)));
}
const placed = (at, shift) => `grid-row:${at.row};grid-column:${at.col + shift}`;

function endButtons(line, ui, extra) {
  const x = (end) => (line.length ? (end === "left" ? line[0][0] : line[line.length - 1][1]) : null);
  const hinted = (end) => (ui.hint && ui.hint.end === end ? " hinted" : "");
  const label = (end) => (line.length ? T(end + "_shows", { x: x(end) }) : T("start_" + end));
  // Each end's button at its side of the line, named ("left end") as paper names it.
  const named = (end) => `<small class="end-word">${esc(T("end_" + end))}</small>`;
  const more = extra ? `<div class="line-more">${extra}</div>` : "";
  if (!line.length) {
    return [
      btn(`data-put="left" data-focus="end-left"`, label("left"), `◀ ${named("left")}`, "end end-left" + hinted("left")),
      `<div class="line-tiles"><i>${esc(T("empty_table"))}</i></div>`,
      btn(`data-put="right" data-focus="end-right"`, label("right"), `▶${named("right")}`, "end end-right" + hinted("right")),
      more,
    ].join("");
  }
  // The line as a snake, each end's button beside the tile it extends: the
  // left end's before the first tile, the right end's after the last, on
  // whichever side its row runs to (its arrow points that way).
  // A column for the left end's button; the right end's takes the place after
  // the last tile, or where the line would turn if its row is full.
  const per = Math.min(line.length + 1, perRow(ui, 4.85, 0.6, 4.4)), last = snakeAt(line.length - 1, per);
  const tiles = line.map((t, i) => {
    const at = snakeAt(i, per), shown = at.back ? [t[1], t[0]] : t;
    return `<span class="laid" role="img" aria-label="${tileText(t)}" style="${placed(at, 1)}">${tileSvg(shown, t[0] === t[1])}</span>`;
  }).join("");
  const full = line.length % per === 0 && line.length > 0;
  const right = full ? { row: last.row + 1, col: last.col } : { row: last.row, col: last.col + (last.back ? -1 : 1) };
  const back = full ? !last.back : last.back, arrow = back ? "◀ " : "";
  return `<div class="line-tiles snake" style="--per:${per + 1}">` +
    btn(`data-put="left" data-focus="end-left" style="grid-row:1;grid-column:1"`, label("left"), `◀ ${x("left")}${named("left")}`, "end end-left" + hinted("left")) +
    tiles +
    btn(`data-put="right" data-focus="end-right" style="${placed(right, 1)}"`, label("right"), `${arrow}${x("right")}${back ? "" : " ▶"}${named("right")}`, "end end-right" + hinted("right")) +
    `</div>${more}`;
}

// R or F on a tile laid at a line's end: it turns itself to fit.
const fitsItself = () => T("fits_itself");
// "Not a tile like 3-4", in the words of the page.
const notTile = (text, set) => T("not_tile", { text, n: set });
