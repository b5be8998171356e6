// The Block and Draw table: the line (doubles crosswise, spinner arms), the
// boneyard, the hands (the others' face down), choosing a tile and an end.
"use strict";

const DomTable = { U: 10 };

DomTable.prompt = () => {
  const R = Room.g.round;
  if (!R.ends.length) return word(Room.g.S.game === "draw" ? "prompt_first_double" : "prompt_first");
  return UI.sel ? word("prompt_end") : word("prompt_tile");
};

// The moves of the chosen tile, one per open end it may go to (ends of one number apart).
DomTable.targets = (tile) => {
  const R = Room.g.round;
  const legal = Room.legal().filter((m) => m.tile === tile);
  if (!legal.length) return [];
  if (legal[0].to === null) return [{ move: legal[0], end: null }];
  const out = [];
  R.ends.forEach((e, i) => { if (legal.some((m) => m.to === e.v)) out.push({ move: { tile, to: e.v }, end: i }); });
  return out;
};

DomTable.choose = (tile) => {
  const targets = DomTable.targets(tile);
  if (!targets.length) return;
  if (targets.length === 1) {
    UI.after(Room.apply(targets[0].move, null, targets[0].end));
    return;
  }
  UI.sel = UI.sel === tile ? null : tile;
  UI.render();
};

DomTable.render = () => {
  // a round just over is shown as it ended, every hand open, until "Next round"
  const paused = UI.pausedRound !== null;
  const g = Room.g, R = paused ? g.rounds[UI.pausedRound] : g.round, u = DomTable.U;
  const turn = paused ? null : Room.turn();
  const shown = paused ? "all" : UI.shownSeat();
  const mine = turn !== null && shown !== "all" && shown === turn && Room.seat(turn).kind === "person";
  const wrap = h("section", { class: "felt" });
  // the line
  // a row as wide as the screen holds with tiles still big enough to read
  // (the line's own box as last drawn: beside the record on a wide screen)
  const width = (document.querySelector(".line-wrap") || document.getElementById("app") || document.body).clientWidth || 800;
  const lay = Pic.layLine(R, u, u * Math.max(5, Math.floor((width - 40) / 40)));
  const svg = svgEl("svg", { class: "line", id: "line", role: "img", "aria-label": word("the_line") });
  if (R.first) {
    const [x, y, w, hh] = lay.box;
    svg.setAttribute("viewBox", `${x} ${y} ${w} ${hh}`);
    // the whole line in the width of the screen: a long line is drawn smaller
    svg.style.maxWidth = `${Math.round(w * 5)}px`;
    svg.style.aspectRatio = `${w} / ${hh}`;
    for (const t of lay.tiles) Pic.tile(svg, t.cx, t.cy, u, t.a, t.b, t.upright, t.last ? "last" : "");
    const targets = UI.sel && mine ? DomTable.targets(UI.sel) : [];
    for (const e of lay.ends) {
      const target = targets.find((t) => t.end === e.i);
      const m = svgEl("g", { class: "end" + (target ? " target" : ""), "data-end": String(e.i), "data-value": String(e.v) }, svg);
      svgEl("circle", { cx: e.x, cy: e.y, r: u * 0.42 }, m);
      const t = svgEl("text", { x: e.x, y: e.y + u * 0.16, "font-size": u * 0.45, "text-anchor": "middle" }, m);
      t.textContent = String(e.v);
      if (target) pressable(m, word("put_at", UI.sel, e.v), () => UI.after(Room.apply(target.move, null, target.end)));
    }
  } else {
    svg.setAttribute("viewBox", "0 0 40 12");
    const t = svgEl("text", { x: 20, y: 7, "font-size": 3, "text-anchor": "middle", class: "empty" }, svg);
    t.textContent = word("empty_line");
  }
  const scroller = h("div", { class: "line-wrap" }, svg);
  wrap.appendChild(scroller);
  const info = h("p", { class: "info" });
  if (g.S.game === "draw") info.appendChild(h("span", { id: "boneyard", text: word("boneyard_n", R.stock.length) }));
  info.appendChild(h("span", { text: " " + word("target_n", g.S.target) }));
  wrap.appendChild(info);
  // the hands: the one that may be seen at the bottom, the others face down
  const hands = h("div", { class: "hands" });
  R.hands.forEach((hand, p) => {
    const faceUp = shown === "all" || shown === p;
    const row = h("div", { class: "hand" + (p === turn ? " turn" : "") + (faceUp ? " open" : " closed"), "data-seat": String(p) },
      h("span", { class: "hand-name", text: Room.seatName(p) }));
    const person = Room.seat(p).kind === "person";
    if (!faceUp && person && p === turn && UI.people() > 1) {
      row.appendChild(UI.cover(p));
    } else {
      const legalTiles = new Set(p === turn && mine ? Room.legal().map((m) => m.tile) : []);
      for (const t of Dom.sortHand(hand)) {
        const name = Dom.name(t);
        if (!faceUp) { row.appendChild(h("span", { class: "back", "aria-hidden": "true" })); continue; }
        const pic = Pic.tileSvg(t, u);
        const b = h("button", { type: "button", class: "htile" + (legalTiles.has(name) ? " playable" : "") + (UI.sel === name ? " chosen" : ""),
          "data-tile": name, "aria-label": word("tile_label", name), disabled: !legalTiles.has(name) }, pic);
        b.addEventListener("click", () => DomTable.choose(name));
        row.appendChild(b);
      }
      if (!faceUp) row.setAttribute("aria-label", word("tiles_n", hand.length));
    }
    hands.appendChild(row);
  });
  // the hand in play goes last, nearest the player's thumb
  const order = [...hands.children];
  const own = order.findIndex((r) => r.classList.contains("open") && (shown !== "all"));
  if (own >= 0) hands.appendChild(order[own]);
  wrap.appendChild(hands);
  return wrap;
};
