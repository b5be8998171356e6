// The computer players of the room, one per level, for each game. Each looks
// only at what its seat may know and returns a bot-protocol move and a reason
// in words (a word key and its values, put into the page's language): `why`
// from what the table has seen (the tiles laid, the passes, the draws, the
// counts), shown at once, and, where its own reason lies in its hand,
// `later`, shown only once the round (Florentine: the game) is over.
// easy: any legal move; medium: the Python `greedy`; hard: the Python `best`
// (solver/dominoes/players.py, solver/florentine/players.py), the open phase of
// Florentine played out greedily instead of by CP-SAT.
"use strict";

const Bots = {};
Bots.LEVELS = ["random", "greedy", "best"];

Bots.pick = (rng, xs) => xs[rng.below(xs.length)];

// -- Block and Draw ---------------------------------------------------------------
Bots.endsAfter = (M, tile, to) => {
  const R = M.round, S = M.S;
  const spinner = Dom.isSpinner(S, tile, R.doublesLaid);
  if (to === null) {
    if (tile[0] === tile[1]) return new Array(spinner ? 4 : 2).fill(tile[0]);
    return [tile[0], tile[1]];
  }
  const ends = R.ends.map((e) => e.v);
  ends.splice(ends.indexOf(to), 1);
  if (tile[0] === tile[1]) {
    ends.push(...new Array(spinner ? 3 : 1).fill(to));
  } else {
    ends.push(tile[0] === to ? tile[1] : tile[0]);
  }
  return ends;
};

// What anybody at the table sees of a lay: the tile, its pips, the ends it leaves.
Bots.seenLay = (M, move) => {
  const tile = Dom.parse(move.tile);
  const ends = Bots.endsAfter(M, tile, move.to ?? null);
  return ["why_lays", move.tile, Dom.pips(tile), [...new Set(ends)].sort((a, b) => a - b).join(", ")];
};

// Why the computer at `level` laid `move`, in what the whole table sees: its
// level's way, the tile, the ends it leaves, the passes, how many tiles it
// holds. Nothing here reads its hand, so two deals that differ only in tiles
// nobody else has seen give the same words (tests/test_room_browser.py).
Bots.seenWhy = (level, M, move) => {
  const R = M.round;
  // the opening double of a Draw round is the rules' choice, seen by all
  if (!R.ends.length && M.S.game === "draw") return ["why_only"];
  if (level === "random") return ["why_random"];
  const tile = Dom.parse(move.tile);
  if (level === "greedy") return ["why_heavy_seen", move.tile, Dom.pips(tile)];
  const player = R.toMove, nxt = (player + 1) % M.S.players;
  if (R.hands[player].length === 1) return ["why_out", move.tile];
  if (Bots.endsAfter(M, tile, move.to ?? null).every((x) => R.void[nxt].includes(x))) return ["why_shut", move.tile];
  if (tile[0] === tile[1]) return ["why_double", move.tile];
  return Bots.seenLay(M, move);
};

Bots.domino = (level, M, rng) => {
  const legal = Dom.legal(M);
  const said = (move, later) => {
    const why = Bots.seenWhy(level, M, move);
    return later && why[0] !== "why_only" ? { move, why, later } : { move, why };
  };
  // "the only move" is known from its hand: said once the round is over
  if (legal.length === 1) return said(legal[0], ["why_only"]);
  if (level === "random") return said(Bots.pick(rng, legal), null);
  const key = (m) => Dom.rank(Dom.parse(m.tile)) * 100 + (m.to || 0);
  if (level === "greedy") {
    let best = legal[0];
    for (const m of legal) if (key(m) > key(best)) best = m;
    // "the heaviest that fits" is known from its hand: said once the round is over
    return said(best, ["why_heavy", best.tile, Dom.pips(Dom.parse(best.tile))]);
  }
  const R = M.round, S = M.S, player = R.toMove, hand = R.hands[player];
  const seen = new Set([...hand, ...R.table].map(Dom.name));
  const unseen = new Array(S.set + 1).fill(0);
  for (const t of Dom.set(S.set)) {
    if (seen.has(Dom.name(t))) continue;
    unseen[t[0]] += 1;
    if (t[0] !== t[1]) unseen[t[1]] += 1;
  }
  const nxt = (player + 1) % S.players;
  const partner = S.partnerships ? (player + 2) % S.players : null;
  const value = (m) => {
    const tile = Dom.parse(m.tile);
    if (hand.length === 1) return Infinity;
    const ends = Bots.endsAfter(M, tile, m.to);
    const rest = hand.filter((t) => Dom.name(t) !== m.tile);
    let score = Dom.pips(tile) + (tile[0] === tile[1] ? 4 : 0);
    score += 2 * rest.filter((t) => ends.includes(t[0]) || ends.includes(t[1])).length;
    for (const x of new Set(ends)) {
      score += 0.8 * rest.filter((t) => t[0] === x || t[1] === x).length - 0.6 * unseen[x];
      if (R.void[nxt].includes(x)) score += 3;
      if (partner !== null && R.void[partner].includes(x)) score -= 2;
    }
    if (ends.every((x) => R.void[nxt].includes(x))) score += 6;
    return score;
  };
  let best = null, bestKey = null;
  for (const m of legal) {
    const k = [value(m), key(m)];
    if (best === null || k[0] > bestKey[0] || (k[0] === bestKey[0] && k[1] > bestKey[1])) { best = m; bestKey = k; }
  }
  // what its hand still holds is said only once the round is over
  const why = Bots.seenWhy(level, M, best);
  return why[0] === "why_lays" ? { move: best, why, later: ["why_keep", best.tile] } : { move: best, why };
};

// -- Florentine -------------------------------------------------------------------
Bots.SEAL = 10; Bots.GIVE = 8; Bots.GROW = 3; Bots.THREAT = 25; Bots.WORTH = -6; Bots.CANDIDATES = 6;

Bots.withCard = (G, place, fn) => {
  const before = G.board[place.cell];
  G.board[place.cell] = place === "P" ? "P" : { card: place.card, turn: place.turn, tri: place.tri };
  try { return fn(); } finally { G.board[place.cell] = before; }
};
Bots.withPersonal = (G, cell, fn) => {
  G.board[cell] = "P";
  try { return fn(); } finally { G.board[cell] = null; }
};
// Gems per colour the piece just laid on `cell` sealed.
Bots.sealedBy = (G, cell) => {
  const out = {};
  let rooms;
  if (G.board[cell] === "P") {
    const starts = [];
    for (let s = 0; s < 4; s++) {
      const j = Flo.beside(G.size, cell, s);
      if (j >= 0 && G.board[j] && G.board[j] !== "P") starts.push([j, (s + 2) % 4]);
    }
    rooms = Flo.walk(G, starts, G.rimSeals);
  } else {
    rooms = Flo.roomsThrough(G, cell);
  }
  for (const r of rooms) if (r.sealed && r.gems) out[r.colour] = (out[r.colour] || 0) + r.gems;
  return out;
};

Bots.greedyKey = (G, mine, place) => Bots.withCard(G, place, () => {
  const reach = Flo.roomsThrough(G, place.cell);
  let gained = 0, room = 0;
  for (const r of reach) {
    if (r.colour !== mine) continue;
    if (r.sealed) gained += r.gems;
    room += r.openCells.size;
  }
  return [gained, room];
});

Bots.weigh = (G, player, place) => Bots.withCard(G, place, () => {
  const mine = G.colours[player];
  let value = 0;
  for (const r of Flo.roomsThrough(G, place.cell)) {
    if (!G.colours.includes(r.colour)) continue;
    const ours = r.colour === mine;
    if (r.sealed) value += (ours ? Bots.SEAL : -Bots.GIVE) * r.gems;
    else if (r.gems && r.openCells.size) {
      const near = r.gems / r.openCells.size;
      value += ours ? Bots.GROW * near : -Bots.THREAT * near;
    }
  }
  return value;
});

Bots.bestPersonal = (G, value) => {
  let best = 0, cell = null;
  for (const i of Flo.openCells(G)) {
    const gain = value(Bots.withPersonal(G, i, () => Bots.sealedBy(G, i)));
    if (gain > best) { best = gain; cell = i; }
  }
  return cell;
};

Bots.asMove = (G, p) => ({ card: p.card, cell: Flo.cellName(G.size, p.cell), turn: p.turn });

// The final board if everyone plays greedily from here; returns the colour scores.
Bots.playout = (G0, toMove) => {
  const G = { ...G0, board: G0.board.slice(), pool: G0.pool.slice() };
  let player = toMove % G.players;
  for (;;) {
    const mine = G.colours[player];
    let best = null, bestKey = null;
    for (const place of Flo.placements(G, G.pool)) {
      const k = Bots.greedyKey(G, mine, place);
      if (best === null || k[0] > bestKey[0] || (k[0] === bestKey[0] && k[1] > bestKey[1])) { best = place; bestKey = k; }
    }
    if (!best) break;
    G.pool.splice(G.pool.indexOf(best.card), 1);
    G.board[best.cell] = { card: best.card, turn: best.turn, tri: best.tri };
    player = (player + 1) % G.players;
  }
  for (let k = 0; k < G.players; k++) {
    const mine = G.colours[player];
    const cell = Bots.bestPersonal(G, (g) => g[mine] || 0);
    if (cell !== null) G.board[cell] = "P";
    player = (player + 1) % G.players;
  }
  return Flo.colourScores(G);
};

Bots.florentine = (level, G, rng) => {
  const player = G.toMove, mine = G.colours[player];
  const others = G.colours.filter((c) => c !== mine);
  if (G.phase === "personal") {
    if (level === "random") return { move: Bots.pick(rng, Flo.legal(G)), why: ["why_random"] };
    const value = level === "greedy" ? (g) => g[mine] || 0
      : (g) => (g[mine] || 0) - Math.max(...others.map((c) => g[c] || 0));
    const cell = Bots.bestPersonal(G, value);
    if (cell === null) return { move: { personal: null }, why: ["why_keep_personal"] };
    const gain = Bots.withPersonal(G, cell, () => Bots.sealedBy(G, cell))[mine] || 0;
    return { move: { personal: Flo.cellName(G.size, cell) }, why: ["why_personal", gain] };
  }
  const places = Flo.placements(G, Flo.cardsFor(G, player));
  if (level === "random") return { move: Bots.pick(rng, Flo.legal(G)), why: ["why_random"] };
  const fewestGems = () => {
    let best = null, bk = null;
    for (const c of G.hands[player]) {
      const k = [Flo.gemsOf(c, mine), rng.next()];
      if (best === null || k[0] < bk[0] || (k[0] === bk[0] && k[1] < bk[1])) { best = c; bk = k; }
    }
    return best;
  };
  if (level === "greedy") {
    if (!places.length) {
      const card = fewestGems();
      return { move: { discard: card }, why: ["why_discard_seen", card], later: ["why_discard"] };
    }
    let best = null, bk = null;
    for (const p of places) {
      const k = [...Bots.greedyKey(G, mine, p), rng.next()];
      if (best === null || k[0] > bk[0] || (k[0] === bk[0] && (k[1] > bk[1] || (k[1] === bk[1] && k[2] > bk[2])))) { best = p; bk = k; }
    }
    return { move: Bots.asMove(G, best), why: bk[0] ? ["why_seal", bk[0]] : ["why_grow"] };
  }
  // best
  const weighed = places.map((p) => [Bots.weigh(G, player, p), rng.next(), p])
    .sort((x, y) => y[0] - x[0] || y[1] - x[1]);
  if (G.phase === "draw") {
    if (weighed.length && weighed[0][0] >= Bots.WORTH) {
      const [value, , p] = weighed[0];
      const sealed = Bots.greedyKey(G, mine, p)[0];
      // "the least harm" weighs it against the cards in its hand: said once the game is over
      if (!sealed && value < 0) return { move: Bots.asMove(G, p), why: ["why_harm_seen"], later: ["why_least_harm"] };
      return { move: Bots.asMove(G, p), why: sealed ? ["why_seal", sealed] : ["why_grow"] };
    }
    let best = null, bk = null;
    for (const c of G.hands[player]) {
      const k = [Flo.gems(c) - 3 * Flo.gemsOf(c, mine), rng.next()];
      if (best === null || k[0] > bk[0] || (k[0] === bk[0] && k[1] > bk[1])) { best = c; bk = k; }
    }
    return { move: { discard: best }, why: ["why_discard_seen", best], later: ["why_discard_danger"] };
  }
  let pick = null, pickKey = null;
  for (const [weight, , place] of weighed.slice(0, Bots.CANDIDATES)) {
    const G2 = { ...G, board: G.board.slice(), pool: G.pool.slice() };
    G2.pool.splice(G2.pool.indexOf(place.card), 1);
    G2.board[place.cell] = { card: place.card, turn: place.turn, tri: place.tri };
    const final = Bots.playout(G2, player + 1);
    const margin = final[mine] - Math.max(...others.map((c) => final[c]));
    if (pick === null || margin > pickKey[0] || (margin === pickKey[0] && weight > pickKey[1])) { pick = place; pickKey = [margin, weight]; }
  }
  return { move: Bots.asMove(G, pick), why: ["why_lookahead", pickKey[0]] };
};
