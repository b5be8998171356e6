// Florentine Domino, the whole game (docs/rules.md section 1, "Play"), as the
// Python referee plays it (puzzles/florentine/game.py): the reference deck
// F01..F48 shuffled from a seed, hands of 4 dealt a hand at a time, the draw
// pile, the discard row, the open pool, the personal cards, sealed rooms.
// A game is a plain object (saved as JSON); `Flo.record` is the `play` log.
"use strict";

const Flo = {};
Flo.ORDER = "GRBO";
Flo.NAMES = { G: "green", R: "red", B: "blue", O: "ochre" };
Flo.STEP = [[0, -1], [1, 0], [0, 1], [-1, 0]]; // N, E, S, W as (column, row)

Flo.pairs = (xs) => {
  const out = [];
  for (let i = 0; i < xs.length; i++) for (let j = i + 1; j < xs.length; j++) out.push([xs[i], xs[j]]);
  return out;
};

Flo.referenceDeck = () => {
  const deck = [];
  const O = Flo.ORDER.split("");
  for (const a of O) {
    for (const [b, c] of Flo.pairs(O.filter((x) => x !== a))) deck.push(`${a}${a}1${b}${c}`, `${a}${a}1${c}${b}`);
  }
  for (const a of O) for (const [b, c] of Flo.pairs(O.filter((x) => x !== a))) deck.push(`${a}1${b}${a}${c}`);
  for (const [a, b] of Flo.pairs(O)) deck.push(`${a}${a}${b}${b}`);
  for (const [a, b] of Flo.pairs(O)) deck.push(`${a}${b}${a}${b}`);
  return deck;
};

// A card's triangles N, E, S, W as [colour, gems].
Flo.triangles = (text) => (text.match(/[GRBO]\d?/g) || []).map((t) => [t[0], Number(t.slice(1) || 0)]);
Flo.turned = (text, turn) => { const t = Flo.triangles(text); return [0, 1, 2, 3].map((s) => t[(s - turn + 4) % 4]); };
Flo.write = (tri) => tri.map(([c, g]) => c + (g ? g : "")).join("");
// The distinct ways a card can lie: [turn, triangles], the first turn of each.
Flo.turns = (text) => {
  const seen = new Set(), out = [];
  for (let turn = 0; turn < 4; turn++) {
    const tri = Flo.turned(text, turn), key = Flo.write(tri);
    if (!seen.has(key)) { seen.add(key); out.push([turn, tri]); }
  }
  return out;
};
Flo.gemsOf = (text, colour) => Flo.triangles(text).reduce((s, [c, g]) => s + (c === colour ? g : 0), 0);
Flo.gems = (text) => Flo.triangles(text).reduce((s, [, g]) => s + g, 0);

Flo.cellName = (size, i) => String.fromCharCode(65 + (i % size)) + (Math.floor(i / size) + 1);
Flo.cellIndex = (size, name) => {
  const m = /^([A-Z])(\d+)$/.exec(String(name).toUpperCase());
  if (!m) return -1;
  const c = m[1].charCodeAt(0) - 65, r = Number(m[2]) - 1;
  return c >= 0 && c < size && r >= 0 && r < size ? r * size + c : -1;
};
Flo.beside = (size, i, side) => {
  const c = (i % size) + Flo.STEP[side][0], r = Math.floor(i / size) + Flo.STEP[side][1];
  return c >= 0 && c < size && r >= 0 && r < size ? r * size + c : -1;
};

Flo.newGame = (options, seed) => {
  const players = Math.max(2, Math.min(4, options.players | 0 || 2));
  const rng = roomRng(seed);
  const deck = roomShuffle(rng, Flo.referenceDeck());
  const hands = [];
  for (let p = 0; p < players; p++) hands.push(deck.slice(4 * p, 4 * p + 4));
  return {
    players, seed, size: 7, rimSeals: options.rim_seals !== false,
    colours: Flo.ORDER.slice(0, players).split(""),
    deck, hands, pile: deck.slice(4 * players), discards: [], pool: null,
    board: new Array(49).fill(null), // null | {card, turn, tri} | "P"
    placed: 0, moves: [], toMove: 0, phase: "draw", personalLeft: 0, over: false,
    scores: new Array(players).fill(0), winner: null,
  };
};

Flo.crossFull = (G) => {
  const mid = (G.size - 1) / 2;
  for (let i = 0; i < G.size; i++) {
    if (!G.board[mid * G.size + i] || !G.board[i * G.size + mid]) return false;
  }
  return true;
};
Flo.touching = (G, i) => [0, 1, 2, 3].reduce((n, s) => {
  const j = Flo.beside(G.size, i, s);
  return n + (j >= 0 && G.board[j] ? 1 : 0);
}, 0);
// The cells a card (or a personal card) may take now, by position alone.
Flo.openCells = (G) => {
  const size = G.size, mid = (size - 1) / 2, out = [];
  if (!G.board.some((x) => x)) return [mid * size + mid];
  const full = Flo.crossFull(G);
  for (let i = 0; i < size * size; i++) {
    if (G.board[i]) continue;
    const onCross = i % size === mid || Math.floor(i / size) === mid;
    const t = Flo.touching(G, i);
    if (full ? t >= 2 : onCross && t >= 1) out.push(i);
  }
  return out;
};
// What each side of cell i needs: a colour, or null where nothing lies.
Flo.needs = (G, i) => [0, 1, 2, 3].map((s) => {
  const j = Flo.beside(G.size, i, s);
  const other = j >= 0 ? G.board[j] : null;
  return other && other !== "P" ? other.tri[(s + 2) % 4][0] : null;
});

// Every legal placement of `cards`: {card, cell (index), turn, tri}.
Flo.placements = (G, cards) => {
  const needs = Flo.openCells(G).map((i) => [i, Flo.needs(G, i)]);
  const out = [];
  const seen = new Set();
  for (const card of cards) {
    if (seen.has(card)) continue;
    seen.add(card);
    for (const [turn, tri] of Flo.turns(card)) {
      for (const [cell, nd] of needs) {
        if (nd.every((c, s) => c === null || c === tri[s][0])) out.push({ card, cell, turn, tri });
      }
    }
  }
  return out;
};

// The rooms that hold a triangle of the pieces `start` ([cell, side] pairs):
// [{colour, gems, openCells: Set, openRim, sealed, tris}].
Flo.walk = (G, starts, rim) => {
  const seen = new Set(), rooms = [];
  const board = G.board, size = G.size;
  for (const [c0, s0] of starts) {
    const k0 = c0 * 4 + s0;
    if (seen.has(k0)) continue;
    const colour = board[c0].tri[s0][0];
    const room = { colour, gems: 0, openCells: new Set(), openRim: false, tris: [] };
    const stack = [k0];
    seen.add(k0);
    while (stack.length) {
      const k = stack.pop(), cell = k >> 2, s = k & 3, card = board[cell];
      room.gems += card.tri[s][1];
      room.tris.push(k);
      for (const t of [(s + 1) % 4, (s + 3) % 4]) {
        if (card.tri[t][0] === colour && !seen.has(cell * 4 + t)) { seen.add(cell * 4 + t); stack.push(cell * 4 + t); }
      }
      const j = Flo.beside(size, cell, s);
      if (j < 0) { if (!rim) room.openRim = true; continue; }
      const other = board[j];
      if (!other) { room.openCells.add(j); continue; }
      if (other === "P") continue;
      const kk = j * 4 + ((s + 2) % 4);
      if (!seen.has(kk)) { seen.add(kk); stack.push(kk); }
    }
    room.sealed = !room.openCells.size && !room.openRim;
    rooms.push(room);
  }
  return rooms;
};
Flo.roomsThrough = (G, cell) => Flo.walk(G, [0, 1, 2, 3].map((s) => [cell, s]), G.rimSeals);
Flo.allRooms = (G) => {
  const starts = [];
  G.board.forEach((x, i) => { if (x && x !== "P") for (let s = 0; s < 4; s++) starts.push([i, s]); });
  return Flo.walk(G, starts, G.rimSeals);
};
// Gems per colour letter in sealed rooms.
Flo.colourScores = (G) => {
  const out = { G: 0, R: 0, B: 0, O: 0 };
  for (const r of Flo.allRooms(G)) if (r.sealed) out[r.colour] += r.gems;
  return out;
};
Flo.playerScores = (G) => { const s = Flo.colourScores(G); return G.colours.map((c) => s[c]); };

Flo.cardsFor = (G, p) => (G.pool ? G.pool : G.hands[p]);

// Legal moves of the player to move, as bot-protocol moves.
Flo.legal = (G) => {
  if (G.over) return [];
  const name = (i) => Flo.cellName(G.size, i);
  if (G.phase === "personal") {
    return [{ personal: null }, ...Flo.openCells(G).map((i) => ({ personal: name(i) }))];
  }
  const out = Flo.placements(G, Flo.cardsFor(G, G.toMove)).map((p) => ({ card: p.card, cell: name(p.cell), turn: p.turn }));
  if (G.phase === "draw") for (const c of new Set(G.hands[G.toMove])) out.push({ discard: c });
  return out;
};

// Apply one move of the player to move; false (nothing changed) if illegal.
Flo.play = (G, move) => {
  if (G.over) return false;
  const p = G.toMove;
  if (G.phase === "personal") {
    if (!("personal" in move)) return false;
    if (move.personal !== null) {
      const i = Flo.cellIndex(G.size, move.personal);
      if (!Flo.openCells(G).includes(i)) return false;
      G.board[i] = "P";
    }
    G.moves.push({ player: p, personal: move.personal === null ? null : Flo.cellName(G.size, Flo.cellIndex(G.size, move.personal)) });
    G.toMove = (p + 1) % G.players;
    G.personalLeft -= 1;
    if (G.personalLeft === 0) Flo.finish(G);
    return true;
  }
  const cards = Flo.cardsFor(G, p);
  if ("discard" in move) {
    if (G.phase !== "draw" || !cards.includes(move.discard)) return false;
    cards.splice(cards.indexOf(move.discard), 1);
    G.discards.push(move.discard);
    G.moves.push({ player: p, discard: move.discard });
  } else if ("card" in move) {
    const cell = Flo.cellIndex(G.size, move.cell);
    const turn = move.turn | 0;
    if (!cards.includes(move.card) || turn < 0 || turn > 3) return false;
    const tri = Flo.turned(move.card, turn);
    if (!Flo.openCells(G).includes(cell)) return false;
    const nd = Flo.needs(G, cell);
    if (!nd.every((c, s) => c === null || c === tri[s][0])) return false;
    cards.splice(cards.indexOf(move.card), 1);
    G.board[cell] = { card: move.card, turn, tri };
    G.placed += 1;
    G.moves.push({ player: p, card: move.card, cell: Flo.cellName(G.size, cell), turn });
  } else {
    return false;
  }
  if (G.phase === "draw") {
    G.hands[p].push(G.pile.shift());
    if (!G.pile.length) {
      G.pool = G.discards.concat(...G.hands);
      G.hands = G.hands.map(() => []);
      G.discards = [];
      G.phase = "open";
    }
  }
  G.toMove = (p + 1) % G.players;
  G.scores = Flo.playerScores(G);
  if (G.phase === "open" && !Flo.placements(G, G.pool).length) {
    // play is over; the personal cards go round once from the player to move
    G.phase = "personal";
    G.personalLeft = G.players;
  }
  return true;
};

Flo.finish = (G) => {
  G.scores = Flo.playerScores(G);
  const best = Math.max(...G.scores);
  G.winner = G.scores.map((s, p) => (s === best ? p : -1)).filter((p) => p >= 0);
  G.over = true;
  G.phase = "over";
};

Flo.boardRecord = (G) => {
  const out = {};
  G.board.forEach((x, i) => { if (x) out[Flo.cellName(G.size, i)] = x === "P" ? "P" : Flo.write(x.tri); });
  return out;
};

Flo.record = (G, bots) => ({
  rules: "florentine",
  players: G.players,
  seed: G.seed,
  size: G.size,
  rim_seals: G.rimSeals,
  colours: G.colours.map((c) => Flo.NAMES[c]),
  bots,
  deck: G.deck.slice(),
  moves: G.moves,
  board: Flo.boardRecord(G),
  scores: G.over ? G.scores.slice() : Flo.playerScores(G),
  winner: G.winner,
});
