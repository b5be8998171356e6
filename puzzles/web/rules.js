// The rules of every kind, as the Python engine has them (docs/rules.md): each kind
// checks a move (a reason when refused), applies it, and says when it is solved.
// A state is rebuilt from the puzzle and its moves, so undo is "one move fewer".

// -- shared --------------------------------------------------------------------
function parseTile(text, highest) {
  const m = typeof text === "string" && /^\s*(\d+)\s*[-|:]\s*(\d+)\s*$/.exec(text);
  if (!m) return null;
  const t = [Number(m[1]), Number(m[2])];
  return Math.max(t[0], t[1]) > highest ? null : t;
}
const tileKey = (t) => Math.min(t[0], t[1]) + "-" + Math.max(t[0], t[1]);
const tileText = (t) => t[0] + "-" + t[1];
const parseLine = (text) => (text ? text.split(/[\s,]+/).filter(Boolean).map((w) => parseTile(w, 99)) : []);
const lineText = (line) => line.map(tileText).join(" ");
const pipsOf = (t) => t[0] + t[1];
const isInt = (x, lo, hi) => Number.isInteger(x) && x >= lo && x <= hi;

// -- Florentine Domino ------------------------------------------------------------
const COLOUR_WORDS = { G: "green", R: "red", B: "blue", O: "ochre" };
const SIDE_WORDS = ["north", "east", "south", "west"];
const STEP = [[0, -1], [1, 0], [0, 1], [-1, 0]];

function parseCard(text) {
  if (typeof text !== "string") return null;
  const parts = text.trim().match(/[A-Za-z]\d*/g);
  if (!parts || parts.length !== 4 || parts.join("") !== text.trim()) return null;
  const card = { c: [], g: [] };
  for (const p of parts) {
    const colour = p[0].toUpperCase();
    if (!COLOUR_WORDS[colour] || (p.length > 1 && Number(p.slice(1)) > 9)) return null;
    card.c.push(colour);
    card.g.push(p.length > 1 ? Number(p.slice(1)) : 0);
  }
  return card;
}
const cardText = (k) => k.c.map((c, i) => c + (k.g[i] ? k.g[i] : "")).join("");
const turned = (k, t) => ({ c: [0, 1, 2, 3].map((s) => k.c[(s - t + 4) % 4]), g: [0, 1, 2, 3].map((s) => k.g[(s - t + 4) % 4]) });
const pieceOf = (text) => (text === "P" ? "P" : parseCard(text));

const Flo = {
  name: (n, i) => String.fromCharCode(65 + (i % n)) + (Math.floor(i / n) + 1),
  cell(n, text) {
    const m = typeof text === "string" && /^\s*([A-Za-z])(\d+)\s*$/.exec(text);
    if (!m) return -1;
    const col = m[1].toUpperCase().charCodeAt(0) - 65, row = Number(m[2]) - 1;
    return col >= 0 && col < n && row >= 0 && row < n ? row * n + col : -1;
  },
  beyond(n, i, side) {
    const col = (i % n) + STEP[side][0], row = Math.floor(i / n) + STEP[side][1];
    return col >= 0 && col < n && row >= 0 && row < n ? row * n + col : -1;
  },
  touching(n, board, i) {
    let k = 0;
    for (let s = 0; s < 4; s++) { const o = Flo.beyond(n, i, s); if (o >= 0 && board[o]) k++; }
    return k;
  },
  onCross: (n, i) => i % n === (n - 1) / 2 || Math.floor(i / n) === (n - 1) / 2,
  openCells(n, board) {
    const centre = (n * n - 1) / 2;
    if (!board[centre]) return [centre];
    const crossFull = board.every((p, i) => p || !Flo.onCross(n, i));
    return board.map((p, i) => i).filter((i) => !board[i] &&
      (crossFull ? Flo.touching(n, board, i) >= 2 : Flo.onCross(n, i) && Flo.touching(n, board, i) >= 1));
  },
  clash(n, board, i, card) {
    for (let s = 0; s < 4; s++) {
      const o = Flo.beyond(n, i, s), there = o >= 0 ? board[o] : null;
      if (there && there !== "P" && there.c[(s + 2) % 4] !== card.c[s]) return [s, o, there.c[(s + 2) % 4]];
    }
    return null;
  },
  // Rooms: triangles joined across a shared diagonal of one colour, and across
  // every edge two cards share; a room is sealed when no triangle faces an empty cell.
  rooms(n, board, rimSeals) {
    const parent = new Map();
    const find = (t) => { while (parent.get(t) !== t) { parent.set(t, parent.get(parent.get(t))); t = parent.get(t); } return t; };
    const join = (a, b) => parent.set(find(a), find(b));
    const cards = [];
    board.forEach((p, i) => { if (p && p !== "P") { cards.push(i); for (let s = 0; s < 4; s++) parent.set(i * 4 + s, i * 4 + s); } });
    for (const i of cards) for (let s = 0; s < 4; s++) {
      if (board[i].c[s] === board[i].c[(s + 1) % 4]) join(i * 4 + s, i * 4 + ((s + 1) % 4));
      const o = Flo.beyond(n, i, s);
      if (o >= 0 && board[o] && board[o] !== "P") join(i * 4 + s, o * 4 + ((s + 2) % 4));
    }
    const rooms = new Map();
    for (const t of parent.keys()) {
      const r = find(t), i = Math.floor(t / 4), s = t % 4;
      if (!rooms.has(r)) rooms.set(r, { colour: board[i].c[s], gems: 0, sealed: true });
      const room = rooms.get(r), o = Flo.beyond(n, i, s);
      room.gems += board[i].g[s];
      if (o < 0 ? !rimSeals : !board[o]) room.sealed = false;
    }
    return [...rooms.values()];
  },
  score: (d, s) => Flo.rooms(d.size, s.board, d.rimSeals).filter((r) => r.sealed && r.colour === d.colour).reduce((a, r) => a + r.gems, 0),
};

const florentine = {
  init(d) {
    const board = new Array(d.size * d.size).fill(null);
    for (const [name, text] of Object.entries(d.board)) board[Flo.cell(d.size, name)] = pieceOf(text);
    return { board, pool: d.pool.slice(), laid: 0, personalLaid: false };
  },
  check(d, s, m) {
    const n = d.size;
    if (s.personalLaid) return "Nothing follows the personal card: undo it to lay more.";
    const i = Flo.cell(n, m.cell);
    if (i < 0) return `"${m.cell}" is not a cell of the ${n}x${n} board.`;
    const name = Flo.name(n, i);
    if (m.personal === true) {
      if (!d.personal) return "This puzzle gives you no personal card.";
      if (s.board[i]) return `${name} is taken.`;
      if (!Flo.openCells(n, s.board).includes(i) || Flo.touching(n, s.board, i) < 1)
        return `The personal card may not go on ${name}: it goes where a card could, touching a card.`;
      return null;
    }
    const card = parseCard(m.card);
    if (!card) return `"${m.card}" is not a card like R1RBG.`;
    const text = cardText(card);
    if (!s.pool.includes(text)) return d.pool.includes(text) ? `${text} is laid already.` : `${text} is not in the pool.`;
    if (!isInt(m.turn, 0, 3)) return "A turn is 0 to 3 quarter turns clockwise.";
    if (s.board[i]) return `${name} is taken.`;
    if (!Flo.openCells(n, s.board).includes(i)) {
      const centre = (n * n - 1) / 2;
      if (!s.board[centre]) return `The first card goes on the centre, ${Flo.name(n, centre)}.`;
      if (s.board.some((p, j) => !p && Flo.onCross(n, j)))
        return `Until the cross is full, a card goes on the cross, touching a card: not ${name}.`;
      return `A card on ${name} must touch at least two cards.`;
    }
    const clash = Flo.clash(n, s.board, i, turned(card, m.turn));
    if (clash) {
      const [side, o, colour] = clash;
      return `${text} turned ${m.turn} does not fit on ${name}: its ${SIDE_WORDS[side]} edge is ` +
        `${COLOUR_WORDS[turned(card, m.turn).c[side]]} but ${Flo.name(n, o)} meets it with ${COLOUR_WORDS[colour]}.`;
    }
    return null;
  },
  apply(d, s, m) {
    const i = Flo.cell(d.size, m.cell);
    if (m.personal === true) { s.board[i] = "P"; s.personalLaid = true; return; }
    const card = parseCard(m.card);
    s.board[i] = turned(card, m.turn);
    s.pool.splice(s.pool.indexOf(cardText(card)), 1);
    s.laid += 1;
  },
  clean: (d, m) => m.personal === true
    ? { cell: Flo.name(d.size, Flo.cell(d.size, m.cell)), personal: true }
    : { cell: Flo.name(d.size, Flo.cell(d.size, m.cell)), card: cardText(parseCard(m.card)), turn: m.turn },
  solved: (d, s) => d.target.score != null && Flo.score(d, s) === d.target.score && s.laid === d.target.cards,
  snapshot(d, s) {
    const board = {};
    s.board.forEach((p, i) => { if (p) board[Flo.name(d.size, i)] = p === "P" ? "P" : cardText(p); });
    return { board, score: Flo.score(d, s), cards: s.laid };
  },
  done(d, s, m) {
    const i = Flo.cell(d.size, m.cell), p = s.board[i];
    if (m.personal) return p === "P";
    return !!p && p !== "P" && cardText(p) === cardText(turned(parseCard(m.card), m.turn));
  },
  offTrack(d, s) {
    const b = florentine.snapshot(d, s).board;
    const wrong = Object.keys(b).find((c) => !(c in d.board) && d.answer[c] !== b[c]);
    return wrong && `The card on ${wrong} is not part of the answer: undo it.`;
  },
};

// -- domino chain ----------------------------------------------------------------
const chain = {
  init(d) {
    const slots = new Array(d.tiles.length).fill(null), given = slots.map(() => false);
    for (const c of d.clues) if (c.at) { slots[c.at - 1] = parseTile(c.tile, 99); given[c.at - 1] = true; }
    return { slots, given };
  },
  given(d, s, m) {
    const t = parseTile(m.tile, d.set);
    if (isInt(m.at, 1, s.slots.length) && s.given[m.at - 1] && t && tileText(t) === tileText(s.slots[m.at - 1]))
      return `${tileText(t)} is given at position ${m.at}.`;
    return null;
  },
  check(d, s, m) {
    const n = s.slots.length;
    if (!isInt(m.at, 1, n)) return `A position is 1 to ${n}.`;
    const t = parseTile(m.tile, d.set);
    if (!t) return `"${m.tile}" is not a tile like 3-4 of the double-${d.set} set.`;
    const word = tileText(t);
    if (!d.tiles.includes(tileKey(t))) return `${word} is not one of the tiles.`;
    const here = s.slots[m.at - 1];
    if (here) return `Position ${m.at} already holds ${tileText(here)}.`;
    if (s.slots.some((x) => x && tileKey(x) === tileKey(t))) return `${tileKey(t)} is in the line already.`;
    for (const c of d.clues) {
      if (c.end === "left" && m.at === 1 && t[0] !== c.pips) return `The left end must show ${c.pips}.`;
      if (c.end === "right" && m.at === n && t[1] !== c.pips) return `The right end must show ${c.pips}.`;
    }
    const left = s.slots[m.at - 2], right = s.slots[m.at];
    if (left && left[1] !== t[0]) return `${word} does not fit: its left half ${t[0]} would meet ${left[1]}.`;
    if (right && right[0] !== t[1]) return `${word} does not fit: its right half ${t[1]} would meet ${right[0]}.`;
    return null;
  },
  apply(d, s, m) { s.slots[m.at - 1] = parseTile(m.tile, d.set); },
  clean: (d, m) => ({ at: m.at, tile: tileText(parseTile(m.tile, d.set)) }),
  solved: (d, s) => s.slots.every(Boolean),
  snapshot: (d, s) => ({ line: s.slots.map((t) => (t ? tileText(t) : "_")).join(" ") }),
  // The answer, or its reverse when no clue fixes which way round the line runs.
  answers(d) {
    const line = parseLine(d.answer);
    return d.clues.length ? [line] : [line, line.slice().reverse().map((t) => [t[1], t[0]])];
  },
  fitsAnswer: (s, a) => s.slots.every((t, i) => !t || tileText(t) === tileText(a[i])),
  done(d, s, m) {
    const a = chain.answers(d).find((x) => chain.fitsAnswer(s, x)) || chain.answers(d)[0];
    return !!s.slots[a.findIndex((t) => tileKey(t) === tileKey(parseTile(m.tile, 99)))];
  },
  offTrack(d, s) {
    return chain.answers(d).some((a) => chain.fitsAnswer(s, a)) ? null : "A tile lies where the answer has another: undo it.";
  },
};

// -- blocked line ------------------------------------------------------------------
const Lines = {
  ends(line, game) {
    if (!line.length) return [];
    const ends = [line[0][0], line[line.length - 1][1]];
    if (game === "draw") for (const t of line) if (t[0] === t[1]) ends.push(t[0], t[0]);
    return ends.sort((a, b) => a - b);
  },
  endCheck(line, t, end) {
    if (end !== "left" && end !== "right") return "An end is left or right.";
    if (!line.length) return null;
    const x = end === "left" ? line[0][0] : line[line.length - 1][1];
    return t[0] === x || t[1] === x ? null : `${tileText(t)} does not fit the ${end} end, which shows ${x}.`;
  },
  add(line, t, end) {
    if (!line.length) { line.push(t.slice()); return; }
    const x = end === "left" ? line[0][0] : line[line.length - 1][1], y = t[0] === x ? t[1] : t[0];
    if (end === "left") line.unshift([y, x]); else line.push([x, y]);
  },
};

const blocked = {
  init: (d) => ({ line: parseLine(d.line), laid: [] }),
  check(d, s, m) {
    const t = parseTile(m.tile, d.set);
    if (!t) return `"${m.tile}" is not a tile like 3-4 of the double-${d.set} set.`;
    const key = tileKey(t);
    if (s.laid.includes(key) || s.line.some((x) => tileKey(x) === key)) return `${key} is in the line already.`;
    if (!d.layable.includes(key)) return `${key} is not among the tiles you may lay.`;
    return Lines.endCheck(s.line, t, m.end);
  },
  apply(d, s, m) {
    const t = parseTile(m.tile, d.set);
    Lines.add(s.line, t, m.end);
    s.laid.push(tileKey(t));
  },
  clean: (d, m) => ({ tile: tileText(parseTile(m.tile, d.set)), end: m.end }),
  isBlocked(d, s) {
    const ends = Lines.ends(s.line, d.game), inLine = new Set(s.line.map(tileKey));
    return s.line.length > 0 && !d.blockers.some((w) => !inLine.has(w) && parseTile(w, 99).some((x) => ends.includes(x)));
  },
  pipsLeft: (d, s) => d.objective === "max-pips"
    ? d.hands[d.hand].filter((w) => !s.laid.includes(w)).reduce((a, w) => a + pipsOf(parseTile(w, 99)), 0) : null,
  solved: (d, s) => blocked.isBlocked(d, s) && s.laid.length === d.target.tiles &&
    (d.objective !== "max-pips" || blocked.pipsLeft(d, s) === d.target.pipsLeft),
  snapshot: (d, s) => ({ line: lineText(s.line), blocked: blocked.isBlocked(d, s), tiles: s.laid.length }),
  done: (d, s, m) => s.laid.includes(tileKey(parseTile(m.tile, 99))),
  offTrack(d, s) {
    const answer = new Set(parseLine(d.answer).map(tileKey));
    const wrong = s.laid.find((w) => !answer.has(w));
    return wrong && `${wrong} is not part of the answer: undo it.`;
  },
};

// -- endgame: the first move -------------------------------------------------------------
const endgame = {
  init: (d) => ({ hands: d.hands.map((h) => h.slice()), line: parseLine(d.line), sides: d.sides.slice(), moved: null }),
  check(d, s, m) {
    if (s.moved) return "The puzzle asks for the first move only: undo it to try another.";
    if (m.player !== d.toMove) return `It is player ${d.toMove}'s turn.`;
    if (m.end === "pass") return d.lays.length ? `Player ${d.toMove} can lay a tile, so may not pass.` : null;
    const t = parseTile(m.tile, d.set);
    if (!t) return `"${m.tile}" is not a tile like 3-4 of the double-${d.set} set.`;
    if (!s.hands[m.player].includes(tileKey(t))) return `Player ${m.player} does not hold ${tileKey(t)}.`;
    if (!["left", "right", "spinner"].includes(m.end)) return "An end is left, right or spinner.";
    if (endgame.lay(d, m)) return null;
    if (m.end === "spinner") return `${tileKey(t)} fits no spinner's side.`;
    return Lines.endCheck(s.line, t, m.end) || `${tileKey(t)} may not go there.`;
  },
  lay: (d, m) => d.lays.find((l) => l.tile === tileKey(parseTile(m.tile, d.set)) && l.end === m.end && (m.to == null || l.to === m.to)),
  apply(d, s, m) {
    if (m.end === "pass") { s.moved = { end: "pass", best: true }; return; }
    const lay = endgame.lay(d, m), t = parseTile(m.tile, d.set);
    s.moved = lay;
    s.hands[m.player].splice(s.hands[m.player].indexOf(tileKey(t)), 1);
    // Under draw rules every double is a spinner: its free sides open (Table.play).
    const spins = d.rules === "draw" && t[0] === t[1];
    if (lay.end === "spinner") {
      s.sides.splice(s.sides.indexOf(lay.to), 1);
      s.sides.push(...(spins ? [lay.to, lay.to, lay.to] : [t[0] === lay.to ? t[1] : t[0]]));
    } else {
      Lines.add(s.line, t, lay.end);
      if (spins) s.sides.push(t[0], t[0]);
    }
  },
  clean: (d, m) => (m.end === "pass" ? { player: m.player, end: "pass" } : { player: m.player, tile: tileKey(parseTile(m.tile, d.set)), end: m.end, to: endgame.lay(d, m).to }),
  solved: (d, s) => !!s.moved && s.moved.best,
  snapshot: (d, s) => ({ line: lineText(s.line), best: s.moved ? s.moved.best : null }),
  done: (d, s) => !!s.moved,
  offTrack: (d, s) => (s.moved && !s.moved.best ? "That first move is not a best one: undo it." : null),
};

const KINDS = { florentine, chain, blocked, endgame };
