// The room's game: who sits where, whose turn, moves from people and from the
// computer, the log, saving in the browser. `window.dominoRoom` is the test
// interface of docs/formats.md "Game room page"; the table (table.js) calls the
// same functions when a person taps.
"use strict";

const Room = {
  cfg: null, // {game, players, seats, options, lang, seed}
  g: null, // the match (Block, Draw) or the game (Florentine)
  count: 0, // moves made, by anyone, since the page loaded
  botRng: 0, // the computer players' generator state
  listeners: [],
  KEY: "domino-room-v1",
};

Room.GAMES = ["block", "draw", "florentine"];

Room.normalise = (cfg) => {
  const game = Room.GAMES.includes(cfg.game) ? cfg.game : "block";
  const players = Math.max(2, Math.min(4, Number(cfg.players) || 2));
  const seats = [];
  for (let p = 0; p < players; p++) {
    const s = (cfg.seats || [])[p] || {};
    const kind = s.kind === "person" || s.person ? "person" : "computer";
    const level = Bots.LEVELS.includes(s.level) ? s.level : "greedy";
    const name = String(s.name || "").slice(0, 24);
    seats.push({ kind, level, name });
  }
  const o = cfg.options || {};
  const options = game === "florentine"
    ? { rim_seals: o.rim_seals !== false }
    : { partnerships: !!o.partnerships && players === 4, set: o.set == null ? 6 : Number(o.set),
      spinners: game === "draw" ? (["all", "first", "none"].includes(o.spinners) ? o.spinners : "all") : "none" };
  const seed = Number.isFinite(Number(cfg.seed)) ? Math.floor(Number(cfg.seed)) >>> 0 : 1;
  const known = typeof WORDS !== "undefined" ? WORDS : { en: true };
  const lang = typeof cfg.lang === "string" && Object.prototype.hasOwnProperty.call(known, cfg.lang) ? cfg.lang : "en";
  return { game, players, seats, options, lang, seed };
};

Room.start = (cfg) => {
  const c = Room.normalise(cfg || {});
  Room.cfg = c;
  Room.g = c.game === "florentine"
    ? Flo.newGame({ players: c.players, ...c.options }, c.seed)
    : Dom.newMatch({ game: c.game, players: c.players, ...c.options }, c.seed);
  Room.botRng = roomRng(c.seed ^ 0x5eed).state;
  Room.lastWhy = null;
  Room.history = [];
  Room.chosen = [];
  Room.changed(true);
  return Room.state();
};

Room.isFlo = () => Room.cfg && Room.cfg.game === "florentine";
Room.over = () => !Room.g || (Room.isFlo() ? Room.g.over : Room.g.over);
Room.turn = () => (Room.over() ? null : Room.isFlo() ? Room.g.toMove : Room.g.round.toMove);
Room.seat = (p) => Room.cfg.seats[p];
Room.seatName = (p) => {
  const s = Room.seat(p);
  // Seats count from 0, as the command line, the files and the logs do.
  return s.name || (typeof word === "function" ? word("seat_n", p) : `Seat ${p}`);
};

Room.legal = () => {
  if (!Room.g) return [];
  return Room.isFlo() ? Flo.legal(Room.g) : Dom.legal(Room.g);
};

// One move of the seat to move, from a person or the computer; the computer's
// `why` is said at once, its `later` (what its hand held) once the round is over.
Room.apply = (move, why, endIndex, later) => {
  const p = Room.turn();
  if (p === null) return { ok: false, message: "the game is over" };
  let ok = false;
  const before = Room.isFlo() ? null : Room.g.rounds.length;
  try {
    ok = Room.isFlo() ? Flo.play(Room.g, move || {}) : Dom.play(Room.g, move || {}, endIndex);
  } catch (e) {
    ok = false;
  }
  if (!ok) return { ok: false, message: "not a legal move" };
  Room.lastWhy = why ? { player: p, move, why } : null;
  Room.count = (Room.count || 0) + 1;
  Room.chosen.push(Number.isInteger(endIndex) ? { move, end: endIndex } : { move });
  Room.history.push({ player: p, move, why: why || null, later: later || null,
    roundOver: !Room.isFlo() && Room.g.rounds.length !== before });
  if (Room.history.length > 200) Room.history.shift();
  Room.changed();
  return { ok: true, message: "" };
};

Room.botMove = () => {
  const p = Room.turn();
  const level = Room.seat(p).level;
  const rng = roomRng(0);
  rng.state = Room.botRng;
  const out = Room.isFlo() ? Bots.florentine(level, Room.g, rng) : Bots.domino(level, Room.g, rng);
  Room.botRng = rng.state;
  return out;
};

Room.runBots = (n) => {
  let moved = 0;
  const limit = n == null ? 1 : n;
  Room.quiet = true;
  try {
    while (moved < limit) {
      const p = Room.turn();
      if (p === null || Room.seat(p).kind !== "computer") break;
      const { move, why, later } = Room.botMove();
      if (!Room.apply(move, why, undefined, later).ok) throw new Error(`the computer chose an illegal move ${JSON.stringify(move)}`);
      moved += 1;
    }
  } finally {
    Room.quiet = false;
  }
  Room.changed();
  return moved;
};

Room.bots = () => Room.cfg.seats.map((s) => (s.kind === "computer" ? s.level : "person"));

Room.log = () => {
  if (!Room.g) return null;
  return Room.isFlo() ? Flo.record(Room.g, Room.bots()) : Dom.record(Room.g, Room.bots());
};

// What the seat to move (or seat `p`) sees.
Room.state = (p) => {
  if (!Room.g) return { started: false };
  const turn = Room.turn();
  const seat = p == null ? turn : p;
  const g = Room.g;
  const out = { started: true, game: Room.cfg.game, players: Room.cfg.players, turn, over: Room.over(), seat };
  if (Room.isFlo()) {
    Object.assign(out, {
      phase: g.phase, colours: g.colours.map((c) => Flo.NAMES[c]), board: Flo.boardRecord(g),
      hand: seat === null ? [] : g.hands[seat].slice(), hand_sizes: g.hands.map((h) => h.length),
      pile: g.pile.length, discards: g.discards.slice(), pool: g.pool ? g.pool.slice() : [],
      scores: g.over ? g.scores.slice() : Flo.playerScores(g), winner: g.winner,
    });
  } else {
    const R = g.round;
    Object.assign(out, {
      round: g.rounds.length + (g.over ? 0 : 1), hand: seat === null || g.over ? [] : R.hands[seat].map(Dom.name),
      hand_sizes: R.hands.map((h) => h.length), boneyard: g.S.game === "draw" ? R.stock.length : 0,
      ends: R.ends.map((e) => e.v), scores: g.scores.slice(), target: g.S.target, winner: g.winner,
      partnerships: g.S.partnerships,
    });
  }
  return out;
};

// -- saving -------------------------------------------------------------------------
// What is kept is the game's settings and the moves chosen in it, never its
// state: any page of this browser can write the storage, so reading it back
// checks the settings as a new game's (Room.normalise) and replays every move
// as a tap is checked; anything else starts no game and is forgotten.
Room.MAX_SAVED = 20000; // moves kept: far beyond the longest match to a target
Room.save = () => {
  try {
    if (!Room.g) return;
    localStorage.setItem(Room.KEY, JSON.stringify({ cfg: Room.cfg, moves: Room.chosen, botRng: Room.botRng }));
  } catch (e) { /* private mode or full: the game goes on unsaved */ }
};
Room.load = () => {
  let ok = false;
  try {
    const text = localStorage.getItem(Room.KEY);
    if (!text) return false;
    const data = JSON.parse(text);
    ok = Room.replay(data);
  } catch (e) {
    ok = false;
  }
  if (!ok) {
    Room.cfg = null;
    Room.g = null;
    Room.forget();
  }
  return ok;
};
Room.replay = (data) => {
  if (!data || typeof data !== "object" || !data.cfg || typeof data.cfg !== "object") return false;
  const moves = data.moves;
  if (!Array.isArray(moves) || moves.length > Room.MAX_SAVED) return false;
  Room.quiet = true;
  try {
    Room.start(data.cfg);
    for (const m of moves) {
      if (!m || typeof m !== "object" || !m.move || typeof m.move !== "object") return false;
      const end = Number.isInteger(m.end) && m.end >= 0 && m.end < 64 ? m.end : undefined;
      if (Room.turn() === null || !Room.apply(m.move, null, end).ok) return false;
    }
  } finally {
    Room.quiet = false;
  }
  const rng = data.botRng;
  if (Number.isInteger(rng) && rng >= 0 && rng < 2 ** 32) Room.botRng = rng;
  Room.lastWhy = null;
  Room.history = [];
  return true;
};
Room.forget = () => { try { localStorage.removeItem(Room.KEY); } catch (e) { /* nothing kept */ } };

Room.changed = (fresh) => {
  if (Room.quiet) return;
  Room.save();
  for (const f of Room.listeners) f(fresh);
};

window.dominoRoom = {
  start: (cfg) => Room.start(cfg),
  state: () => Room.state(),
  legal: () => Room.legal(),
  play: (move) => {
    const p = Room.turn();
    if (p === null) return { ok: false, message: "the game is over" };
    return Room.apply(move, null, move && move.end);
  },
  runBots: (n) => Room.runBots(n),
  log: () => Room.log(),
};
