// The Florentine table: the 7x7 board, the hand of 4 (the others' face down),
// the draw pile's count, the discard row, the open pool, the personal cards,
// the gems each colour has sealed. Choose a card, turn it, tap a cell.
"use strict";

const FloTable = { turn: 0, lastScores: null };

FloTable.prompt = () => {
  const G = Room.g;
  if (G.phase === "personal") return word("prompt_personal");
  if (UI.sel === null) return word(G.phase === "open" ? "prompt_pool" : "prompt_card");
  return word("prompt_cell");
};

FloTable.cards = () => Flo.cardsFor(Room.g, Room.g.toMove);
FloTable.turnSel = () => { FloTable.turn = (FloTable.turn + 1) % 4; UI.render(); };

FloTable.select = (card) => {
  if (UI.sel === card) UI.sel = null;
  else { UI.sel = card; FloTable.turn = 0; }
  UI.render();
};

// Where the chosen card may lie: cell -> the turns that fit there.
FloTable.spots = () => {
  const out = new Map();
  if (UI.sel === null) return out;
  for (const p of Flo.placements(Room.g, [UI.sel])) {
    if (!out.has(p.cell)) out.set(p.cell, []);
    out.get(p.cell).push(p.turn);
  }
  return out;
};

FloTable.put = (cell) => {
  const G = Room.g;
  const name = Flo.cellName(G.size, cell);
  if (G.phase === "personal") return UI.after(Room.apply({ personal: name }, null));
  const turns = FloTable.spots().get(cell);
  if (!turns) return null;
  // the turn shown if it fits there, else the first that does
  const want = Flo.write(Flo.turned(UI.sel, FloTable.turn));
  const turn = turns.find((t) => Flo.write(Flo.turned(UI.sel, t)) === want) ?? turns[0];
  return UI.after(Room.apply({ card: UI.sel, cell: name, turn }, null));
};

FloTable.render = () => {
  const G = Room.g, size = G.size, s = 10;
  const turn = Room.turn();
  const shown = UI.shownSeat();
  const mine = turn !== null && shown !== "all" && shown === turn && Room.seat(turn).kind === "person";
  const wrap = h("section", { class: "felt flo" });
  const board = svgEl("svg", { class: "board", id: "board", viewBox: `-1 -1 ${size * s + 2} ${size * s + 2}`, role: "group", "aria-label": word("board") });
  const spots = mine ? FloTable.spots() : new Map();
  const open = mine && G.phase === "personal" ? new Set(Flo.openCells(G)) : new Set();
  const last = Room.history.length ? Room.history[Room.history.length - 1].move : null;
  const mid = (size - 1) / 2;
  // gems in sealed rooms shine gold: they are scored
  const sealed = new Set();
  for (const r of Flo.allRooms(G)) if (r.sealed) for (const k of r.tris) sealed.add(k);
  for (let i = 0; i < size * size; i++) {
    const x = (i % size) * s, y = Math.floor(i / size) * s, x0 = i % size, y0 = Math.floor(i / size);
    const piece = G.board[i];
    const name = Flo.cellName(size, i);
    if (piece === "P") {
      const owner = G.moves.find((m) => m.personal === name);
      Pic.personal(board, x, y, s, owner ? G.colours[owner.player] : null);
    } else if (piece) {
      Pic.card(board, x, y, s, piece.tri, last && last.cell === name ? "last" : "", [0, 1, 2, 3].map((k) => sealed.has(i * 4 + k)));
    } else {
      const cross = x0 === mid || y0 === mid;
      const can = spots.has(i) || open.has(i);
      const cell = svgEl("rect", { x: x + 0.4, y: y + 0.4, width: s - 0.8, height: s - 0.8, rx: 0.8,
        class: "cell" + (cross ? " cross" : "") + (can ? " target" : ""), "data-cell": name }, board);
      if (can) {
        if (spots.has(i) && UI.sel !== null) {
          // a faint picture of the card as it would lie there
          const want = Flo.write(Flo.turned(UI.sel, FloTable.turn));
          const t = spots.get(i).find((k) => Flo.write(Flo.turned(UI.sel, k)) === want) ?? spots.get(i)[0];
          const ghost = Pic.card(board, x + 1.5, y + 1.5, s - 3, Flo.turned(UI.sel, t), "ghost");
          ghost.setAttribute("pointer-events", "none");
        }
        pressable(cell, word("cell_label", name), () => FloTable.put(i));
      }
    }
  }
  wrap.appendChild(h("div", { class: "board-wrap" }, board));
  // beside the board: pile, discards, pool, the hand
  const side = h("div", { class: "side" });
  side.appendChild(h("p", { class: "info" },
    h("span", { id: "pile", text: word("pile_n", G.pile.length) }), " ",
    h("span", { text: word("phase_" + G.phase) })));
  const row = (id, title, cards, pick) => {
    const box = h("div", { class: "cardrow", id }, h("h3", { text: title }));
    if (!cards.length) box.appendChild(h("p", { class: "none", text: word("none") }));
    for (const c of cards) {
      const pic = Pic.cardSvg(Flo.turned(c, UI.sel === c ? FloTable.turn : 0), 56);
      if (pick) {
        const b = h("button", { type: "button", class: "hcard" + (UI.sel === c ? " chosen" : ""), "data-card": c, "aria-label": word("card_label", c) }, pic);
        b.addEventListener("click", () => FloTable.select(c));
        box.appendChild(b);
      } else box.appendChild(h("span", { class: "hcard still", "data-card": c }, pic));
    }
    return box;
  };
  if (G.pool) side.appendChild(row("pool", word("open_pool"), G.pool, mine && G.phase === "open"));
  else side.appendChild(row("discards", word("discard_row"), G.discards, false));
  if (!G.pool) {
    G.hands.forEach((hand, p) => {
      const faceUp = shown === "all" || shown === p;
      const person = Room.seat(p).kind === "person";
      const box = h("div", { class: "hand" + (p === turn ? " turn" : "") + (faceUp ? " open" : " closed"), "data-seat": String(p) },
        Pic.chip(G.colours[p]),
        h("span", { class: "hand-name", text: Room.seatName(p) }));
      if (!faceUp && person && p === turn && UI.people() > 1) box.appendChild(UI.cover(p));
      else if (!faceUp) hand.forEach(() => box.appendChild(h("span", { class: "back card-back", "aria-hidden": "true" })));
      else box.appendChild(row("hand-" + p, word("your_hand"), hand, mine && p === turn));
      side.appendChild(box);
    });
  }
  // the personal cards, each player's, until laid or kept
  const personal = h("p", { class: "personals" }, word("personal_cards"), " ",
    G.colours.map((c, p) => {
      const m = G.moves.find((x) => x.player === p && "personal" in x);
      return h("span", { class: "plugtag", style: `border-color:${ROOM_PALETTE[c]}` }, Room.seatName(p) + ": " + (m ? (m.personal ? m.personal : word("kept")) : word("in_hand")));
    }));
  side.appendChild(personal);
  if (mine) {
    const tools = h("div", { class: "tools" });
    if (UI.sel !== null) {
      tools.appendChild(h("button", { type: "button", id: "turn", on: { click: FloTable.turnSel } }, word("turn_card")));
      if (G.phase === "draw") tools.appendChild(h("button", { type: "button", id: "discard", on: { click: () => UI.after(Room.apply({ discard: UI.sel }, null)) } }, word("discard")));
    }
    if (G.phase === "personal") tools.appendChild(h("button", { type: "button", id: "keep", on: { click: () => UI.after(Room.apply({ personal: null }, null)) } }, word("keep_personal")));
    side.appendChild(tools);
  }
  // sealed gems: what the last move closed
  const now = Flo.playerScores(G);
  if (FloTable.lastScores && FloTable.lastScores.length === now.length) {
    const gained = now.map((n, p) => n - FloTable.lastScores[p]);
    const msg = gained.map((n, p) => (n > 0 ? word("sealed_now", Room.seatName(p), n) : null)).filter(Boolean);
    if (msg.length) side.appendChild(h("p", { class: "sealed", id: "sealed", text: msg.join(" ") }));
  }
  FloTable.lastScores = now;
  wrap.appendChild(side);
  return wrap;
};
