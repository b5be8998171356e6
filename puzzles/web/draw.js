// Drawings as SVG text, in the millimetres of print (puzzles/drawing): a card is
// 12 wide, a tile half 8; the same colours, patterns, shapes and gems.

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const r2 = (x) => Math.round(x * 100) / 100;

function local(s, side, u, v) {
  const c = s / 2;
  return [[c + u, v], [s - v, c + u], [c - u, s - v], [v, c - u]][side];
}

function gemShape(cx, cy, r) {
  const pts = [[cx - r, cy - r * 0.3], [cx - r * 0.5, cy - r], [cx + r * 0.5, cy - r], [cx + r, cy - r * 0.3], [cx, cy + r]];
  const w = r2(Math.max(0.2, r * 0.25));
  return `<polygon points="${pts.map((p) => p.map(r2).join(",")).join(" ")}" fill="#fff" stroke="#000" stroke-width="${w}"/>` +
    `<line x1="${r2(cx - r)}" y1="${r2(cy - r * 0.3)}" x2="${r2(cx + r)}" y2="${r2(cy - r * 0.3)}" stroke="#000" stroke-width="${w}"/>`;
}

// The colour's shape, black on a white disc, as print has it (style.shape).
function shapeSvg(letter, cx, cy, r) {
  const k = r * 0.62, kind = DATA.shapes[letter];
  let inner;
  if (kind === "circle") inner = `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(k * 0.85)}"/>`;
  else if (kind === "square") inner = `<rect x="${r2(cx - k * 0.7)}" y="${r2(cy - k * 0.7)}" width="${r2(k * 1.4)}" height="${r2(k * 1.4)}"/>`;
  else {
    const pts = kind === "triangle"
      ? [[cx, cy - k], [cx + k * 0.95, cy + k * 0.7], [cx - k * 0.95, cy + k * 0.7]]
      : [[cx, cy - k], [cx + k, cy], [cx, cy + k], [cx - k, cy]];
    inner = `<polygon points="${pts.map((p) => p.map(r2).join(",")).join(" ")}"/>`;
  }
  return `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="#fff"/>${inner}`;
}

// One card as it lies (or "P", the personal card), 12 mm square, drawn as
// puzzles/drawing/florentine.card draws it: colour, pattern, shape, gems.
function cardSvg(piece, cls) {
  const s = 12, corners = [[0, 0], [s, 0], [s, s], [0, s]], c = [s / 2, s / 2];
  let out = `<svg viewBox="-0.2 -0.2 12.4 12.4" class="${cls || "card"}" aria-hidden="true" focusable="false">`;
  if (piece === "P") {
    return out + `<rect width="12" height="12" fill="#444" stroke="#000" stroke-width="0.4"/><circle cx="6" cy="6" r="3.6" fill="#fff"/>` +
      `<text x="6" y="6" font-size="4.2" font-weight="bold" text-anchor="middle" dominant-baseline="central">P</text></svg>`;
  }
  for (let side = 0; side < 4; side++) {
    const pts = [corners[side], corners[(side + 1) % 4], c].map((p) => p.join(",")).join(" ");
    out += `<polygon points="${pts}" fill="${PALETTE[piece.c[side]]}"/><polygon points="${pts}" fill="url(#pattern-${piece.c[side]})"/>`;
  }
  for (let side = 0; side < 4; side++) {
    if (piece.c[side] !== piece.c[(side + 1) % 4]) {
      const p = corners[(side + 1) % 4];
      out += `<line x1="${p[0]}" y1="${p[1]}" x2="6" y2="6" stroke="#fff" stroke-width="0.48"/>`;
    }
  }
  for (let side = 0; side < 4; side++) {
    const [lx, ly] = local(s, side, 0, s * 0.15), gems = piece.g[side];
    out += shapeSvg(piece.c[side], lx, ly, s * 0.11);
    if (gems) {
      const shown = gems <= 3 ? gems : 1, r = s * (shown === 1 ? 0.075 : 0.055);
      for (let i = 0; i < shown; i++) {
        const [gx, gy] = local(s, side, (i - (shown - 1) / 2) * r * 2.3, s * 0.34);
        out += gemShape(gx, gy, r);
      }
      if (gems > 3) {
        const [gx, gy] = local(s, side, s * 0.14, s * 0.33);
        out += `<text x="${r2(gx)}" y="${r2(gy)}" font-size="2.6" font-weight="bold" text-anchor="middle" dominant-baseline="central">${gems}</text>`;
      }
    }
  }
  return out + `<rect width="12" height="12" fill="none" stroke="#000" stroke-width="0.4"/></svg>`;
}

// A colour as a small square: its fill, pattern and shape.
const swatchSvg = (letter) => `<svg viewBox="0 0 6 6" class="swatch" aria-hidden="true" focusable="false">` +
  `<rect width="6" height="6" fill="${PALETTE[letter]}"/><rect width="6" height="6" fill="url(#pattern-${letter})"/>` +
  `${shapeSvg(letter, 3, 3, 2.2)}<rect width="6" height="6" fill="none" stroke="#000" stroke-width="0.3"/></svg>`;

function cardWords(piece) {
  if (piece === "P") return "personal card";
  return piece.c.map((c, i) => `${SIDE_WORDS[i]} ${COLOUR_WORDS[c]}${piece.g[i] ? ` ${piece.g[i]} gem${piece.g[i] > 1 ? "s" : ""}` : ""}`).join(", ");
}

// -- dominoes ---------------------------------------------------------------------
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
