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
Pic.layLine = (R, u) => {
  const tiles = [], ends = [];
  if (!R.first) return { tiles, ends, box: [0, 0, 0, 0] };
  const f = R.first.tile, fd = f[0] === f[1];
  tiles.push({ cx: 0, cy: 0, a: f[0], b: f[1], upright: fd });
  const starts = fd
    ? [[-u / 2, 0, -1, 0], [u / 2, 0, 1, 0], [0, -u, 0, -1], [0, u, 0, 1]]
    : [[-u, 0, -1, 0], [u, 0, 1, 0]];
  const cursor = [];
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
    for (const t of arm.tiles) {
      const along = t.double ? u : 2 * u;
      const cx = ox + dx * along / 2, cy = oy + dy * along / 2;
      const horizontal = dx !== 0;
      const upright = t.double ? horizontal : !horizontal;
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

// A Florentine card at (x, y), side s: four triangles with their gems.
Pic.card = (g, x, y, s, tri, cls, sealed) => {
  const c = svgEl("g", { class: "card" + (cls ? " " + cls : "") }, g);
  const cx = x + s / 2, cy = y + s / 2;
  const corners = [[x, y], [x + s, y], [x + s, y + s], [x, y + s]];
  for (let k = 0; k < 4; k++) {
    const [p, q] = [corners[k], corners[(k + 1) % 4]];
    const [colour, gems] = tri[k];
    svgEl("polygon", { points: `${p[0]},${p[1]} ${q[0]},${q[1]} ${cx},${cy}`, fill: ROOM_PALETTE[colour], class: "tri tri-" + colour }, c);
    const mx = (p[0] + q[0] + cx) / 3, my = (p[1] + q[1] + cy) / 3;
    for (let n = 0; n < gems; n++) {
      const off = (n - (gems - 1) / 2) * s * 0.18;
      const horizontal = k % 2 === 0;
      svgEl("circle", { cx: mx + (horizontal ? off : 0), cy: my + (horizontal ? 0 : off), r: s * 0.085,
        class: sealed && sealed[k] ? "gem sealed" : "gem" }, c);
    }
  }
  svgEl("rect", { x, y, width: s, height: s, class: "edge" }, c);
  return c;
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
