// The review page (`review --format html`, puzzles/review_text.py): a move of
// the list, a tap on the chart or the arrow keys choose a decision; its
// position is drawn as the game room draws its table (pictures.js, the line
// laid tile by tile with dominoes.js), the move played and the best marked.
"use strict";

const Review = { at: -1 };
Review.buttons = () => [...document.querySelectorAll("#moves button")];

// The line of a Block or Draw round after `lays`, laid as the room lays it.
Review.line = (scene) => {
  const M = { S: { spinners: scene.spinners }, round: { hands: [[]], toMove: 0, ends: [], arms: [],
    table: [], doublesLaid: 0, moves: [] } };
  for (const lay of scene.lays) {
    M.round.hands[0] = [Dom.parse(lay.tile)];
    Dom.lay(M, { tile: lay.tile, to: lay.to ?? null });
  }
  return M.round;
};

// A mark beside a picture: the words under it, so that no mark is told by colour alone.
Review.tagged = (pic, marks) => {
  const fig = document.createElement("figure");
  fig.className = "pick " + marks.join(" ");
  fig.appendChild(pic);
  if (marks.length) {
    const cap = document.createElement("figcaption");
    cap.textContent = marks.map((m) => REVIEW_WORDS[m]).join(", ");
    fig.appendChild(cap);
  }
  return fig;
};

Review.marks = (scene, same) => {
  const out = [];
  if (scene.played && same(scene.played)) out.push("played");
  if (scene.best && same(scene.best)) out.push("best");
  return out;
};

Review.dominoes = (box, scene) => {
  const R = Review.line(scene), u = 10;
  const lay = Pic.layLine(R, u, u * 9);
  const svg = svgEl("svg", { class: "line", role: "img", "aria-label": REVIEW_WORDS.line });
  if (R.first) {
    const [x, y, w, hh] = lay.box;
    svg.setAttribute("viewBox", `${x} ${y} ${w} ${hh}`);
    svg.style.maxWidth = `${Math.round(w * 4)}px`;
    for (const t of lay.tiles) Pic.tile(svg, t.cx, t.cy, u, t.a, t.b, t.upright, t.last ? "last" : "");
    const endOf = (move) => (move && move.to !== null && move.to !== undefined ? move.to : null);
    const taken = new Set();
    for (const which of ["played", "best"]) {
      const v = endOf(scene[which]);
      if (v === null) continue;
      const e = lay.ends.find((x) => x.v === v);
      if (!e) continue;
      const both = taken.has(e.i);
      taken.add(e.i);
      svgEl("circle", { cx: e.x, cy: e.y, r: u * (both ? 0.62 : 0.5), class: "mark " + which }, svg);
    }
    for (const e of lay.ends) {
      svgEl("circle", { cx: e.x, cy: e.y, r: u * 0.42, class: "endspot" }, svg);
      const t = svgEl("text", { x: e.x, y: e.y + u * 0.16, "font-size": u * 0.45, "text-anchor": "middle", class: "endnum" }, svg);
      t.textContent = String(e.v);
    }
  } else {
    svg.setAttribute("viewBox", "0 0 40 12");
    const t = svgEl("text", { x: 20, y: 7, "font-size": 3, "text-anchor": "middle", class: "empty" }, svg);
    t.textContent = REVIEW_WORDS.empty_line;
  }
  box.appendChild(svg);
  const hand = document.createElement("div");
  hand.className = "hand";
  for (const name of scene.hand) {
    const tile = Dom.parse(name);
    const same = (m) => m.tile && Dom.name(Dom.parse(m.tile)) === Dom.name(tile);
    hand.appendChild(Review.tagged(Pic.tileSvg(tile, u), Review.marks(scene, same)));
  }
  box.appendChild(hand);
};

Review.florentine = (box, scene) => {
  const size = scene.size, s = 10;
  const board = svgEl("svg", { class: "board", viewBox: `-1 -1 ${size * s + 2} ${size * s + 2}`, role: "img", "aria-label": REVIEW_WORDS.board });
  const mid = (size - 1) / 2;
  for (let i = 0; i < size * size; i++) {
    const x = (i % size) * s, y = Math.floor(i / size) * s;
    const name = Flo.cellName(size, i);
    const piece = scene.board[name];
    if (piece === "P") Pic.personal(board, x, y, s, scene.owners[name] || null);
    else if (piece) Pic.card(board, x, y, s, Flo.triangles(piece), "");
    else {
      const cross = i % size === mid || Math.floor(i / size) === mid;
      svgEl("rect", { x: x + 0.4, y: y + 0.4, width: s - 0.8, height: s - 0.8, rx: 0.8, class: "cell" + (cross ? " cross" : "") }, board);
    }
  }
  const cellOf = (m) => (m ? (typeof m.personal === "string" ? m.personal : m.cell) : null);
  const inset = { played: 0.2, best: 1.4 };
  for (const which of ["played", "best"]) {
    const cell = cellOf(scene[which]);
    const i = cell ? Flo.cellIndex(size, cell) : -1;
    if (i < 0) continue;
    const x = (i % size) * s, y = Math.floor(i / size) * s, k = inset[which];
    svgEl("rect", { x: x + k, y: y + k, width: s - 2 * k, height: s - 2 * k, class: "mark " + which }, board);
  }
  box.appendChild(board);
  const hand = document.createElement("div");
  hand.className = "hand";
  for (const card of scene.hand) {
    const same = (m) => m.card === card || m.discard === card;
    const turn = (scene.played && scene.played.card === card ? scene.played.turn : 0) || 0;
    hand.appendChild(Review.tagged(Pic.cardSvg(Flo.turned(card, turn), 48), Review.marks(scene, same)));
  }
  box.appendChild(hand);
};

// `follow`: keep the move chosen in view in the list (a step by the keys).
Review.show = (i, follow) => {
  const buttons = Review.buttons();
  if (i < 0 || i >= buttons.length) return;
  Review.at = i;
  const b = buttons[i];
  for (const o of buttons) o.setAttribute("aria-pressed", o === b ? "true" : "false");
  const box = document.getElementById("position");
  box.textContent = "";
  const scene = REVIEW_SCENES[b.dataset.key];
  if (scene) (scene.game === "florentine" ? Review.florentine : Review.dominoes)(box, scene);
  const others = document.getElementById("others");
  others.textContent = scene ? scene.others.join(" · ") : "";
  document.getElementById("chosen").textContent = b.textContent;
  document.getElementById("position-text").textContent = REVIEW_TEXTS[b.dataset.key] || "";
  const marker = document.getElementById("marker");
  marker.setAttribute("x1", b.dataset.x);
  marker.setAttribute("x2", b.dataset.x);
  marker.setAttribute("visibility", "visible");
  if (follow) b.scrollIntoView({ block: "nearest" });
};

// The decision nearest a point of the chart, left to right.
Review.nearest = (svg, clientX, clientY) => {
  const pt = svg.createSVGPoint();
  pt.x = clientX; pt.y = clientY;
  const x = pt.matrixTransform(svg.getScreenCTM().inverse()).x;
  let best = 0, gap = Infinity;
  Review.buttons().forEach((b, i) => {
    const d = Math.abs(Number(b.dataset.x) - x);
    if (d < gap) { gap = d; best = i; }
  });
  return best;
};

Review.start = () => {
  Review.buttons().forEach((b, i) => b.addEventListener("click", () => Review.show(i)));
  const chart = document.getElementById("chart");
  chart.addEventListener("click", (e) => Review.show(Review.nearest(chart, e.clientX, e.clientY)));
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const last = Review.buttons().length - 1;
    const to = { ArrowRight: Review.at + 1, ArrowLeft: Math.max(0, Review.at - 1), Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    Review.show(Math.min(last, to), true);
  });
};
Review.start();
