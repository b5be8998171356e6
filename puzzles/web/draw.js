// Tiles as SVG text, in the millimetres of print (puzzles/drawing): a tile half is
// 8 wide, with print's pips. A kind with pieces of its own (cards) draws them in its
// own script.

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

const PIPS = {
  0: [], 1: [[1, 1]], 2: [[0, 0], [2, 2]], 3: [[0, 0], [1, 1], [2, 2]], 4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]], 6: [[0, 0], [0, 1], [0, 2], [2, 0], [2, 1], [2, 2]],
  7: [[0, 0], [0, 1], [0, 2], [1, 1], [2, 0], [2, 1], [2, 2]],
  8: [[0, 0], [0, 1], [0, 2], [1, 0], [1, 2], [2, 0], [2, 1], [2, 2]],
  9: [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2], [2, 0], [2, 1], [2, 2]],
};

function halfSvg(n, x, y, vertical) {
  if (!(n in PIPS)) return `<text x="${x + 4}" y="${y + 4}" font-size="4" font-weight="bold" text-anchor="middle" dominant-baseline="central">${n}</text>`;
  return PIPS[n].map(([c, r]) => {
    if (!vertical) [c, r] = [r, c];
    return `<circle cx="${x + 1.6 + c * 2.4}" cy="${y + 1.6 + r * 2.4}" r="0.8"/>`;
  }).join("");
}

// A tile [a, b] as it lies: along the line, or crosswise (a double in a line).
function tileSvg(t, crosswise) {
  const w = crosswise ? 8 : 16, h = crosswise ? 16 : 8;
  const second = crosswise ? [0, 8] : [8, 0];
  return `<svg viewBox="-0.3 -0.3 ${w + 0.6} ${h + 0.6}" class="${crosswise ? "tile cross" : "tile"}" aria-hidden="true" focusable="false">` +
    `<rect width="${w}" height="${h}" rx="1" fill="#fff" stroke="#000" stroke-width="0.5"/>` +
    (crosswise ? `<line x1="1" y1="8" x2="7" y2="8" stroke="#000" stroke-width="0.4"/>` : `<line x1="8" y1="1" x2="8" y2="7" stroke="#000" stroke-width="0.4"/>`) +
    halfSvg(t[0], 0, 0, crosswise) + halfSvg(t[1], second[0], second[1], crosswise) + "</svg>";
}

const lineHtml = (line) => line.map((t) => `<span class="laid" role="img" aria-label="${tileText(t)}">${tileSvg(t, t[0] === t[1])}</span>`).join("");
