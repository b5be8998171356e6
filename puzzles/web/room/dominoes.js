// The Block and Draw games (docs/rules.md sections 2 to 4) as the Python referee
// plays them (puzzles/dominoes/match.py): deal a hand at a time, who starts,
// legal moves, draws and passes done for the player, the round's end and count.
// A match is a plain object, so it can be saved as JSON and loaded again;
// its `record` is the `play` JSON log (docs/formats.md).
"use strict";

// A seeded generator (mulberry32): the same seed deals the same games everywhere.
function roomRng(seed) {
  let a = seed >>> 0;
  return {
    get state() { return a; },
    set state(v) { a = v >>> 0; },
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    below(n) { return Math.floor(this.next() * n); },
  };
}

function roomShuffle(rng, items) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

const Dom = {};

Dom.set = (n) => {
  const out = [];
  for (let a = 0; a <= n; a++) for (let b = a; b <= n; b++) out.push([a, b]);
  return out;
};
Dom.name = (t) => `${t[0]}-${t[1]}`;
Dom.parse = (s) => { const [a, b] = String(s).split("-").map(Number); return a <= b ? [a, b] : [b, a]; };
Dom.pips = (t) => t[0] + t[1];
Dom.rank = (t) => t[0] + t[1] + t[1] / 100; // most pips, then the higher half
Dom.handPips = (h) => h.reduce((s, t) => s + t[0] + t[1], 0);
Dom.sortHand = (h) => h.slice().sort((x, y) => x[0] - y[0] || x[1] - y[1]);

Dom.setup = (o) => {
  const game = o.game === "draw" ? "draw" : "block";
  const players = Math.max(2, Math.min(4, o.players | 0 || 2));
  const partnerships = !!o.partnerships && players === 4;
  const setSize = o.set == null ? 6 : o.set | 0;
  let spinners = game === "draw" ? o.spinners || "all" : "none";
  if (!["all", "first", "none"].includes(spinners)) spinners = "all";
  const handSize = game === "draw" ? 5 : players === 2 ? 7 : 5;
  if (handSize * players > ((setSize + 1) * (setSize + 2)) / 2) {
    throw new Error(`a double-${setSize} set cannot deal ${players} hands`);
  }
  const target = game === "draw" || players === 2 || partnerships ? 100 : 61;
  return { game, players, partnerships, set: setSize, spinners, handSize, target,
    sides: partnerships ? 2 : players };
};
Dom.side = (S, p) => (S.partnerships ? p % 2 : p);
Dom.isSpinner = (S, t, doublesLaid) =>
  t[0] === t[1] && S.spinners !== "none" && (S.spinners === "all" || doublesLaid === 0);

Dom.newMatch = (options, seed) => {
  const S = Dom.setup(options);
  const rng = roomRng(seed);
  const M = { S, seed, rng: 0, rounds: [], scores: new Array(S.sides).fill(0), winner: null,
    over: false, startDraw: null, nextStarter: null };
  if (S.game === "block") {
    const tiles = roomShuffle(rng, Dom.set(S.set));
    const drawn = tiles.slice(0, S.players);
    let best = 0;
    drawn.forEach((t, p) => { if (Dom.rank(t) > Dom.rank(drawn[best])) best = p; });
    M.startDraw = drawn;
    M.nextStarter = best;
  }
  M.rng = rng.state;
  Dom.deal(M);
  return M;
};

// Shuffle and deal; under draw rules again until someone holds a double.
Dom.deal = (M) => {
  const S = M.S;
  const rng = roomRng(0);
  rng.state = M.rng;
  let R;
  for (;;) {
    const tiles = roomShuffle(rng, Dom.set(S.set));
    const n = S.handSize;
    const hands = [];
    for (let p = 0; p < S.players; p++) hands.push(tiles.slice(p * n, (p + 1) * n));
    const stock = tiles.slice(S.players * n);
    let starter = M.nextStarter;
    if (S.game === "draw") {
      let best = null;
      hands.forEach((h, p) => h.forEach((t) => {
        if (t[0] === t[1] && (best === null || t[0] > best[0][0])) best = [t, p];
      }));
      if (!best) continue;
      starter = best[1];
    }
    R = { starter, startDraw: M.rounds.length === 0 && M.startDraw ? M.startDraw : null,
      hands, stock, dealt: hands.map(Dom.sortHand), dealtStock: stock.slice(),
      ends: [], arms: [], table: [], doublesLaid: 0, moves: [],
      void: hands.map(() => []), end: null, winner: null, points: 0, toMove: starter };
    break;
  }
  M.rng = rng.state;
  M.round = R;
};

Dom.canPlay = (R, p) => {
  if (!R.ends.length) return R.hands[p].length > 0;
  return R.hands[p].some((t) => R.ends.some((e) => e.v === t[0] || e.v === t[1]));
};
Dom.blocked = (M) => {
  const R = M.round;
  if (M.S.game === "draw" && R.stock.length) return false;
  return !R.hands.some((_, p) => Dom.canPlay(R, p));
};

// The legal moves of the player to move, as bot-protocol moves {tile, to}.
Dom.legal = (M) => {
  const R = M.round;
  if (M.over || R.end) return [];
  const hand = R.hands[R.toMove];
  if (!R.ends.length) {
    if (M.S.game === "draw") {
      const d = hand.filter((t) => t[0] === t[1]).sort((x, y) => y[0] - x[0])[0];
      return [{ tile: Dom.name(d), to: null }];
    }
    return hand.map((t) => ({ tile: Dom.name(t), to: null }));
  }
  const values = new Set(R.ends.map((e) => e.v));
  const out = [];
  for (const t of hand) {
    if (values.has(t[0])) out.push({ tile: Dom.name(t), to: t[0] });
    if (t[1] !== t[0] && values.has(t[1])) out.push({ tile: Dom.name(t), to: t[1] });
  }
  return out;
};

// Open ends for the picture: each sits on an arm (a run of tiles going out from
// a tile already laid). `end` picks one end among those of the same number.
Dom.lay = (M, move, endIndex) => {
  const R = M.round, S = M.S, p = R.toMove;
  const tile = Dom.parse(move.tile);
  const k = R.hands[p].findIndex((t) => t[0] === tile[0] && t[1] === tile[1]);
  const spinner = Dom.isSpinner(S, tile, R.doublesLaid);
  R.hands[p].splice(k, 1);
  if (move.to === null || move.to === undefined) {
    // arms 0 and 1: left and right of the first tile; 2 and 3: its spinner sides
    R.first = { tile, spinner };
    R.arms = [{ tiles: [], from: null, dir: "left" }, { tiles: [], from: null, dir: "right" }];
    R.ends = [{ v: tile[0], arm: 0 }, { v: tile[1], arm: 1 }];
    if (spinner) {
      R.arms.push({ tiles: [], from: null, dir: "up" }, { tiles: [], from: null, dir: "down" });
      R.ends.push({ v: tile[0], arm: 2 }, { v: tile[0], arm: 3 });
    }
  } else {
    const x = move.to;
    let i = endIndex;
    if (i === undefined || i === null || !R.ends[i] || R.ends[i].v !== x) {
      i = R.ends.findIndex((e) => e.v === x);
    }
    const e = R.ends[i];
    const y = tile[0] === x ? tile[1] : tile[0];
    const arm = R.arms[e.arm];
    arm.tiles.push({ near: x, far: y, spinner, double: tile[0] === tile[1] });
    R.ends.splice(i, 1, { v: y, arm: e.arm });
    if (spinner) {
      const at = { arm: e.arm, index: arm.tiles.length - 1 };
      for (const dir of ["up", "down"]) {
        R.arms.push({ tiles: [], from: at, dir });
        R.ends.push({ v: x, arm: R.arms.length - 1 });
      }
    }
  }
  R.doublesLaid += tile[0] === tile[1] ? 1 : 0;
  R.table.push(tile);
  R.moves.push({ player: p, tile: Dom.name(tile), to: move.to === undefined ? null : move.to });
};

// Play one move of the player to move; then draw and pass for the players
// after, until someone has a move to choose or the round is over.
Dom.play = (M, move, endIndex) => {
  const R = M.round;
  const ok = Dom.legal(M).some((m) => m.tile === Dom.name(Dom.parse(move.tile)) &&
    (m.to === move.to || (m.to === null && move.to === undefined)));
  if (!ok) return false;
  Dom.lay(M, { tile: Dom.name(Dom.parse(move.tile)), to: move.to ?? null }, endIndex);
  Dom.advance(M);
  return true;
};

Dom.advance = (M) => {
  const R = M.round, S = M.S;
  let player = R.toMove;
  for (;;) {
    if (!R.hands[player].length) { R.end = "domino"; break; }
    player = (player + 1) % S.players;
    if (!Dom.canPlay(R, player)) {
      if (Dom.blocked(M)) { R.end = "blocked"; break; }
      if (S.game === "draw") {
        while (R.stock.length && !Dom.canPlay(R, player)) {
          const t = R.stock.shift();
          R.hands[player].push(t);
          R.moves.push({ player, draw: Dom.name(t) });
        }
        R.void[player] = [];
      }
      if (!Dom.canPlay(R, player)) {
        for (const e of R.ends) if (!R.void[player].includes(e.v)) R.void[player].push(e.v);
        R.moves.push({ player, pass: true });
        continue;
      }
    }
    break;
  }
  R.toMove = player;
  if (R.end) Dom.finishRound(M);
};

Dom.roundPoints = (S, held, out) => {
  const totals = new Array(S.sides).fill(0);
  held.forEach((n, p) => { totals[Dom.side(S, p)] += n; });
  const low = Math.min(...totals);
  const lowest = totals.map((n, s) => (n === low ? s : -1)).filter((s) => s >= 0);
  let winner;
  if (out !== null && (S.partnerships || S.game === "draw")) winner = Dom.side(S, out);
  else if (lowest.length === 1) winner = lowest[0];
  else return [null, 0];
  const sum = totals.reduce((a, b) => a + b, 0);
  const points = Math.max(0, sum - 2 * totals[winner]);
  return points ? [winner, points] : [null, 0];
};

Dom.finishRound = (M) => {
  const R = M.round, S = M.S;
  const out = R.hands.findIndex((h) => !h.length);
  R.pips = R.hands.map(Dom.handPips);
  [R.winner, R.points] = Dom.roundPoints(S, R.pips, out < 0 ? null : out);
  if (R.winner !== null) M.scores[R.winner] += R.points;
  M.rounds.push(R);
  if (Math.max(...M.scores) >= S.target) {
    let best = 0;
    M.scores.forEach((s, i) => { if (s > M.scores[best]) best = i; });
    M.winner = best;
    M.over = true;
    return;
  }
  if (S.game === "block") M.nextStarter = (R.starter + 1) % S.players;
  Dom.deal(M);
};

Dom.roundRecord = (R) => {
  const out = { starter: R.starter };
  if (R.startDraw) out.start_draw = R.startDraw.map(Dom.name);
  Object.assign(out, {
    hands: R.dealt.map((h) => h.map(Dom.name)),
    boneyard: R.dealtStock.map(Dom.name),
    moves: R.moves,
    end: R.end,
    pips: R.pips,
    winner: R.winner,
    points: R.points,
  });
  return out;
};

Dom.record = (M, bots) => ({
  rules: M.S.game,
  players: M.S.players,
  partnerships: M.S.partnerships,
  seed: M.seed,
  target: M.S.target,
  spinners: M.S.spinners,
  set: M.S.set,
  bots,
  rounds: M.rounds.map(Dom.roundRecord),
  // the round being played, so far (not part of the replayed record)
  playing: M.over ? null : { starter: M.round.starter, hands: M.round.dealt.map((h) => h.map(Dom.name)),
    boneyard: M.round.dealtStock.map(Dom.name), moves: M.round.moves },
  scores: M.scores.slice(),
  winner: M.winner,
});
