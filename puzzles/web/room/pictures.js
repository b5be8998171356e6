// Pictures of the room as SVG: domino tiles with pips, the line with its
// crosswise doubles and spinner arms, Florentine cards and the 7x7 board.
"use strict";

const SVGNS = "http://www.w3.org/2000/svg";
function svgEl(name, attrs, parent) {
  const el = document.createElementNS(SVGNS, name);
  for (const k in attrs || {}) el.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(el);
  return el;
}

const Pic = {};
// Pip places in a unit square, by number (more than 9: the number written).
Pic.PIPS = {
  0: [], 1: [[0.5, 0.5]], 2: [[0.25, 0.25], [0.75, 0.75]], 3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  4: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
};
Pic.PIPS[5] = [...Pic.PIPS[4], [0.5, 0.5]];
Pic.PIPS[6] = [...Pic.PIPS[4], [0.25, 0.5], [0.75, 0.5]];
Pic.PIPS[7] = [...Pic.PIPS[6], [0.5, 0.5]];
Pic.PIPS[8] = [...Pic.PIPS[6], [0.5, 0.25], [0.5, 0.75]];
Pic.PIPS[9] = [...Pic.PIPS[8], [0.5, 0.5]];

// One half of a tile: a unit square at (x, y) of size u showing n.
Pic.half = (g, x, y, u, n) => {
  if (n > 9) {
    const t = svgEl("text", { x: x + u / 2, y: y + u * 0.68, "font-size": u * 0.55, "text-anchor": "middle", class: "pipnum" }, g);
    t.textContent = String(n);
    return;
  }
  for (const [px, py] of Pic.PIPS[n]) svgEl("circle", { cx: x + px * u, cy: y + py * u, r: u * 0.09, class: "pip" }, g);
};

// A tile with halves a (top or left) and b, centred at (cx, cy), upright or lying.
Pic.tile = (g, cx, cy, u, a, b, upright, cls) => {
  const w = upright ? u : 2 * u, h = upright ? 2 * u : u;
  const x = cx - w / 2, y = cy - h / 2;
  const t = svgEl("g", { class: "tile" + (cls ? " " + cls : "") }, g);
  svgEl("rect", { x, y, width: w, height: h, rx: u * 0.12, class: "face" }, t);
  if (upright) {
    svgEl("line", { x1: x + u * 0.15, y1: cy, x2: x + w - u * 0.15, y2: cy, class: "bar" }, t);
    Pic.half(t, x, y, u, a); Pic.half(t, x, y + u, u, b);
  } else {
    svgEl("line", { x1: cx, y1: y + u * 0.15, x2: cx, y2: y + h - u * 0.15, class: "bar" }, t);
    Pic.half(t, x, y, u, a); Pic.half(t, x + u, y, u, b);
  }
  return t;
};

// Where every tile of the line lies and where every open end is.
// Returns {tiles: [{cx, cy, a, b, upright, last}], ends: [{x, y, v, i}], box}.
// With `limit` (a half-width) and no spinner arms, the line turns a corner as
// on a real table before it would pass `limit` from the first tile: the right
// arm down and back, the left arm up and back, row after row.
Pic.layLine = (R, u, limit) => {
  const tiles = [], ends = [];
  if (!R.first) return { tiles, ends, box: [0, 0, 0, 0] };
  const f = R.first.tile, fd = f[0] === f[1];
  tiles.push({ cx: 0, cy: 0, a: f[0], b: f[1], upright: fd });
  const starts = fd
    ? [[-u / 2, 0, -1, 0], [u / 2, 0, 1, 0], [0, -u, 0, -1], [0, u, 0, 1]]
    : [[-u, 0, -1, 0], [u, 0, 1, 0]];
  const cursor = [];
  const snake = limit && R.arms.length === 2 && R.arms.every((a) => a.from === null);
  R.arms.forEach((arm, k) => {
    let ox, oy, dx, dy;
    if (arm.from === null) [ox, oy, dx, dy] = starts[k];
    else {
      const base = cursor[arm.from.arm].at[arm.from.index];
      const bdx = cursor[arm.from.arm].d[0];
      const up = arm.dir === "up";
      [dx, dy] = bdx !== 0 ? [0, up ? -1 : 1] : [up ? -1 : 1, 0];
      ox = base[0] + dx * u; oy = base[1] + dy * u;
    }
    const at = [];
    let cornered = false; // the tile just after a corner: a double lies along the line there
    for (const t of arm.tiles) {
      if (snake && dx !== 0 && !t.double && Math.abs(ox + dx * 2 * u) > limit) {
        // the corner: this tile upright at the row's end, then the next row back
        const vy = k === 0 ? -1 : 1;
        const [a, b] = vy > 0 ? [t.near, t.far] : [t.far, t.near];
        tiles.push({ cx: ox + dx * u / 2, cy: oy + vy * u / 2, a, b, upright: true });
        at.push([ox + dx * u / 2, oy + vy * u / 2]);
        ox += dx * u; oy += vy * 2 * u; dx = -dx;
        cornered = true;
        continue;
      }
      const crosswise = t.double && !cornered;
      cornered = false;
      const along = crosswise ? u : 2 * u;
      const cx = ox + dx * along / 2, cy = oy + dy * along / 2;
      const horizontal = dx !== 0;
      const upright = crosswise ? horizontal : !horizontal;
      // the near half faces the arm's origin: left or top of the picture when going right or down
      const forward = dx > 0 || dy > 0;
      const [a, b] = forward ? [t.near, t.far] : [t.far, t.near];
      tiles.push({ cx, cy, a, b, upright });
      at.push([cx, cy]);
      ox += dx * along; oy += dy * along;
    }
    cursor[k] = { at, d: [dx, dy], end: [ox + dx * u * 0.45, oy + dy * u * 0.45] };
  });
  R.ends.forEach((e, i) => { const [x, y] = cursor[e.arm].end; ends.push({ x, y, v: e.v, i }); });
  if (tiles.length > 1) tiles[tiles.length - 1].last = true;
  else tiles[0].last = true;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const t of tiles) {
    const w = t.upright ? u : 2 * u, h = t.upright ? 2 * u : u;
    x0 = Math.min(x0, t.cx - w / 2); x1 = Math.max(x1, t.cx + w / 2);
    y0 = Math.min(y0, t.cy - h / 2); y1 = Math.max(y1, t.cy + h / 2);
  }
  for (const e of ends) {
    x0 = Math.min(x0, e.x - u / 2); x1 = Math.max(x1, e.x + u / 2);
    y0 = Math.min(y0, e.y - u / 2); y1 = Math.max(y1, e.y + u / 2);
  }
  const pad = u * 0.3;
  return { tiles, ends, box: [x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad] };
};

// A Florentine card at (x, y), side s, drawn as print draws it (and play.html):
// each triangle its colour, the colour's pattern over it and its shape, black
// on a white disc, at the edge, so no colour is told by its hue alone; white
// lines part two colours; the gems further in. The card is drawn on a 12-unit
// square scaled to s, so the patterns keep the scale they have in print.
Pic.card = (g, x, y, s, tri, cls, sealed) => {
  const c = svgEl("g", { class: "card" + (cls ? " " + cls : ""), transform: `translate(${x},${y}) scale(${s / 12})` }, g);
  const u = 12, corners = [[0, 0], [u, 0], [u, u], [0, u]];
  // a point `along` the side's middle and `inward` from it (florentine.js `local`)
  const local = (k, along, inward) => [[6 + along, inward], [u - inward, 6 + along], [6 - along, u - inward], [inward, 6 - along]][k];
  for (let k = 0; k < 4; k++) {
    const [p, q] = [corners[k], corners[(k + 1) % 4]];
    const points = `${p[0]},${p[1]} ${q[0]},${q[1]} 6,6`;
    svgEl("polygon", { points, fill: ROOM_PALETTE[tri[k][0]], class: "tri tri-" + tri[k][0] }, c);
    svgEl("polygon", { points, fill: `url(#pattern-${tri[k][0]})`, class: "pattern" }, c);
  }
  for (let k = 0; k < 4; k++) {
    if (tri[k][0] !== tri[(k + 1) % 4][0]) {
      const p = corners[(k + 1) % 4];
      svgEl("line", { x1: p[0], y1: p[1], x2: 6, y2: 6, class: "part" }, c);
    }
  }
  for (let k = 0; k < 4; k++) {
    const [colour, gems] = tri[k];
    const [sx, sy] = local(k, 0, u * 0.15);
    Pic.shape(c, colour, sx, sy, u * 0.11);
    for (let n = 0; n < gems; n++) {
      const [gx, gy] = local(k, (n - (gems - 1) / 2) * u * 0.16, u * 0.34);
      svgEl("circle", { cx: gx, cy: gy, r: u * 0.07, class: sealed && sealed[k] ? "gem sealed" : "gem" }, c);
    }
  }
  svgEl("rect", { x: 0, y: 0, width: u, height: u, class: "edge" }, c);
  return c;
};
// A seat's colour as a small disc: its fill, pattern and shape (as on its cards).
Pic.chip = (colour) => {
  const svg = svgEl("svg", { viewBox: "0 0 12 12", class: "chip", "aria-hidden": "true", focusable: "false" });
  svgEl("circle", { cx: 6, cy: 6, r: 5.6, fill: ROOM_PALETTE[colour] }, svg);
  svgEl("circle", { cx: 6, cy: 6, r: 5.6, fill: `url(#pattern-${colour})` }, svg);
  Pic.shape(svg, colour, 6, 6, 3.4);
  svgEl("circle", { cx: 6, cy: 6, r: 5.6, class: "chipedge" }, svg);
  return svg;
};
// A colour's shape, black on a white disc of radius r (print's style.shape).
Pic.shape = (g, colour, cx, cy, r) => {
  svgEl("circle", { cx, cy, r, class: "shapedisc" }, g);
  const k = r * 0.62, kind = ROOM_SHAPES[colour];
  if (kind === "circle") return svgEl("circle", { cx, cy, r: k * 0.85, class: "shape" }, g);
  if (kind === "square") return svgEl("rect", { x: cx - k * 0.7, y: cy - k * 0.7, width: k * 1.4, height: k * 1.4, class: "shape" }, g);
  const pts = kind === "triangle"
    ? [[cx, cy - k], [cx + k * 0.95, cy + k * 0.7], [cx - k * 0.95, cy + k * 0.7]]
    : [[cx, cy - k], [cx + k, cy], [cx, cy + k], [cx - k, cy]];
  return svgEl("polygon", { points: pts.map((p) => p.join(",")).join(" "), class: "shape" }, g);
};
Pic.personal = (g, x, y, s, letter) => {
  const c = svgEl("g", { class: "card personal" }, g);
  svgEl("rect", { x, y, width: s, height: s, class: "plug" }, c);
  if (letter) svgEl("circle", { cx: x + s / 2, cy: y + s / 2, r: s * 0.18, fill: ROOM_PALETTE[letter], class: "plugdot" }, c);
  return c;
};
// A card on its own in an SVG of its own (hand, pool, discards).
Pic.cardSvg = (tri, size, cls) => {
  const svg = svgEl("svg", { viewBox: "0 0 10 10", width: size, height: size, class: "cardpic" });
  if (tri === "P") Pic.personal(svg, 0.3, 0.3, 9.4, null);
  else Pic.card(svg, 0.3, 0.3, 9.4, tri, cls);
  return svg;
};
Pic.tileSvg = (t, u) => {
  const svg = svgEl("svg", { viewBox: `0 0 ${u * 1.1} ${u * 2.1}`, class: "tilepic" });
  Pic.tile(svg, u * 0.55, u * 1.05, u, t[0], t[1], true);
  return svg;
};
