// Florentine Domino: cards of four triangles laid on a square board, rooms sealed
// for the gems of one colour (docs/rules.md).

const W = (key, values) => T("florentine." + key, values);
const STEP = [[0, -1], [1, 0], [0, 1], [-1, 0]];

function parseCard(text) {
  if (typeof text !== "string") return null;
  const parts = text.trim().match(/[A-Za-z]\d*/g);
  if (!parts || parts.length !== 4 || parts.join("") !== text.trim()) return null;
  const card = { c: [], g: [] };
  for (const p of parts) {
    const colour = p[0].toUpperCase();
    if (!"GRBO".includes(colour) || (p.length > 1 && Number(p.slice(1)) > 9)) return null;
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
    if (s.personalLaid) return W("after_personal");
    const i = Flo.cell(n, m.cell);
    if (i < 0) return W("not_cell", { c: m.cell, n });
    const name = Flo.name(n, i);
    if (m.personal === true) {
      if (!d.personal) return W("no_personal");
      if (s.board[i]) return W("taken", { c: name });
      if (!Flo.openCells(n, s.board).includes(i) || Flo.touching(n, s.board, i) < 1)
        return W("personal_where", { c: name });
      return null;
    }
    const card = parseCard(m.card);
    if (!card) return W("not_card", { c: m.card });
    const text = cardText(card);
    if (!s.pool.includes(text)) return W(d.pool.includes(text) ? "laid_already" : "not_pool");
    if (!isInt(m.turn, 0, 3)) return W("turn_range");
    if (s.board[i]) return W("taken", { c: name });
    if (!Flo.openCells(n, s.board).includes(i)) {
      const centre = (n * n - 1) / 2;
      if (!s.board[centre]) return W("centre", { c: Flo.name(n, centre) });
      if (s.board.some((p, j) => !p && Flo.onCross(n, j))) return W("cross", { c: name });
      return W("two", { c: name });
    }
    const clash = Flo.clash(n, s.board, i, turned(card, m.turn));
    if (clash) {
      const [side, o, colour] = clash;
      return W("clash", { c: name, side: W("side_" + side), colour: W(turned(card, m.turn).c[side]), o: Flo.name(n, o), other: W(colour) });
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
  // The teacher's page knows the best score and its fewest cards; the pupils'
  // holds them sealed (domino_puzzles/web/florentine.py).
  solved: (d, s) => (d.target ? d.target.score != null && Flo.score(d, s) === d.target.score && s.laid === d.target.cards
    : !!d.seal && sealed(d, `${Flo.score(d, s)}:${s.laid}`)),
  // The pupils' code key: from the whole board (web/florentine.py `answer_texts`).
  solvedKey(d, s) {
    const b = florentine.snapshot(d, s).board;
    return keyOf(d, Object.keys(b).sort().map((c) => `${c}=${b[c]}`).join(" "));
  },
  // a try is over when no card (nor the personal card) can be laid any more;
  // not with the best gems and a card too many: taking it back solves it
  over(d, s) {
    const n = d.size;
    if (surplus(d, s)) return false;
    if (s.personalLaid) return true;
    const open = Flo.openCells(n, s.board);
    if (d.personal && open.some((i) => Flo.touching(n, s.board, i) >= 1)) return false;
    return !s.pool.some((text) => open.some((i) => [0, 1, 2, 3].some((t) => !Flo.clash(n, s.board, i, turned(parseCard(text), t)))));
  },
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
    if (!d.answer) return null;
    const b = florentine.snapshot(d, s).board;
    const wrong = Object.keys(b).find((c) => !(c in d.board) && d.answer[c] !== b[c]);
    return wrong && W("off_track", { c: wrong });
  },
};

// -- the card as drawn -----------------------------------------------------------
const r2 = (x) => Math.round(x * 100) / 100;

function local(s, side, u, v) {
  const c = s / 2;
  return [[c + u, v], [s - v, c + u], [c - u, s - v], [v, c - u]][side];
}

function gemShape(cx, cy, r) {
  const pts = [[cx - r, cy - r * 0.3], [cx - r * 0.5, cy - r], [cx + r * 0.5, cy - r], [cx + r, cy - r * 0.3], [cx, cy + r]];
  const w = r2(Math.max(0.2, r * 0.25));
  return `<polygon points="${pts.map((p) => p.map(r2).join(",")).join(" ")}" fill="#fff" stroke="#000" stroke-width="${w}"/>` +
    `<line x1="${r2(cx - r)}" y1="${r2(cy - r * 0.3)}" x2="${r2(cx + r)}" y2="${r2(cy - r * 0.3)}" stroke="#000" stroke-width="${w}"/>`;
}

// The colour's shape, black on a white disc, as print has it (style.shape).
function shapeSvg(letter, cx, cy, r) {
  const k = r * 0.62, kind = DATA.shapes[letter];
  let inner;
  if (kind === "circle") inner = `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(k * 0.85)}"/>`;
  else if (kind === "square") inner = `<rect x="${r2(cx - k * 0.7)}" y="${r2(cy - k * 0.7)}" width="${r2(k * 1.4)}" height="${r2(k * 1.4)}"/>`;
  else {
    const pts = kind === "triangle"
      ? [[cx, cy - k], [cx + k * 0.95, cy + k * 0.7], [cx - k * 0.95, cy + k * 0.7]]
      : [[cx, cy - k], [cx + k, cy], [cx, cy + k], [cx - k, cy]];
    inner = `<polygon points="${pts.map((p) => p.map(r2).join(",")).join(" ")}"/>`;
  }
  return `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="#fff"/>${inner}`;
}

// One card as it lies (or "P", the personal card), 12 mm square, drawn as
// puzzles/drawing/florentine.card draws it: colour, pattern, shape, gems.
function cardSvg(piece, cls) {
  const s = 12, corners = [[0, 0], [s, 0], [s, s], [0, s]], c = [s / 2, s / 2];
  let out = `<svg viewBox="-0.2 -0.2 12.4 12.4" class="${cls || "card"}" aria-hidden="true" focusable="false">`;
  if (piece === "P") {
    return out + `<rect width="12" height="12" fill="#444" stroke="#000" stroke-width="0.4"/><circle cx="6" cy="6" r="3.6" fill="#fff"/>` +
      `<text x="6" y="6" font-size="4.2" font-weight="bold" text-anchor="middle" dominant-baseline="central">P</text></svg>`;
  }
  for (let side = 0; side < 4; side++) {
    const pts = [corners[side], corners[(side + 1) % 4], c].map((p) => p.join(",")).join(" ");
    out += `<polygon points="${pts}" fill="${PALETTE[piece.c[side]]}"/><polygon points="${pts}" fill="url(#pattern-${piece.c[side]})"/>`;
  }
  for (let side = 0; side < 4; side++) {
    if (piece.c[side] !== piece.c[(side + 1) % 4]) {
      const p = corners[(side + 1) % 4];
      out += `<line x1="${p[0]}" y1="${p[1]}" x2="6" y2="6" stroke="#fff" stroke-width="0.48"/>`;
    }
  }
  for (let side = 0; side < 4; side++) {
    const [lx, ly] = local(s, side, 0, s * 0.15), gems = piece.g[side];
    out += shapeSvg(piece.c[side], lx, ly, s * 0.11);
    if (gems) {
      const shown = gems <= 3 ? gems : 1, r = s * (shown === 1 ? 0.075 : 0.055);
      for (let i = 0; i < shown; i++) {
        const [gx, gy] = local(s, side, (i - (shown - 1) / 2) * r * 2.3, s * 0.34);
        out += gemShape(gx, gy, r);
      }
      if (gems > 3) {
        const [gx, gy] = local(s, side, s * 0.14, s * 0.33);
        out += `<text x="${r2(gx)}" y="${r2(gy)}" font-size="2.6" font-weight="bold" text-anchor="middle" dominant-baseline="central">${gems}</text>`;
      }
    }
  }
  return out + `<rect width="12" height="12" fill="none" stroke="#000" stroke-width="0.4"/></svg>`;
}

// A colour as a small square: its fill, pattern and shape.
const swatchSvg = (letter) => `<svg viewBox="0 0 6 6" class="swatch" aria-hidden="true" focusable="false">` +
  `<rect width="6" height="6" fill="${PALETTE[letter]}"/><rect width="6" height="6" fill="url(#pattern-${letter})"/>` +
  `${shapeSvg(letter, 3, 3, 2.2)}<rect width="6" height="6" fill="none" stroke="#000" stroke-width="0.3"/></svg>`;

// A card named by its colours (and gems) as it lies, top first and clockwise.
function cardWords(piece) {
  if (piece === "P") return W("personal_card");
  const side = (i) => (piece.g[i] ? W("gems", { colour: W(piece.c[i]), n: piece.g[i] }) : W(piece.c[i]));
  return W("card", { top: side(0), right: side(1), bottom: side(2), left: side(3) });
}
const coarse = () => window.matchMedia && window.matchMedia("(pointer: coarse)").matches;

// The gems on the board are the best, but fewer cards would seal them: a card too many.
function surplus(d, s) {
  const score = Flo.score(d, s);
  if (d.target) return d.target.score === score && s.laid > d.target.cards;
  if (!d.seal) return false;
  for (let k = 0; k < s.laid; k++) if (sealed(d, `${score}:${k}`)) return true;
  return false;
}

// -- on the page -----------------------------------------------------------------
function florentineView(d, s, ui) {
  const n = d.size, open = ui.sel != null ? Flo.openCells(n, s.board) : [];
  const hinted = ui.hint && ui.hint.cell;
  let cells = `<span class="corner"></span>`;
  for (let c = 0; c < n; c++) cells += `<span class="label">${String.fromCharCode(65 + c)}</span>`;
  s.board.forEach((p, i) => {
    const name = Flo.name(n, i);
    if (i % n === 0) cells += `<span class="label">${i / n + 1}</span>`;
    const cls = ["cell", Flo.onCross(n, i) ? "on-cross" : "", open.includes(i) ? "open" : "", hinted === name ? "hinted" : ""].join(" ");
    const words = p ? W("cell_card", { c: name, what: cardWords(p) }) : W(open.includes(i) ? "cell_open" : "cell_empty", { c: name });
    cells += btn(`data-put="${name}" data-focus="cell-${name}" tabindex="${i === (n * n - 1) / 2 ? 0 : -1}"`, words, p ? cardSvg(p) : "", cls);
  });
  let tray = s.pool.map((text) => {
    const chosen = ui.sel === text, lying = turned(parseCard(text), chosen ? ui.turn : 0);
    const hint = ui.hint && ui.hint.card === text ? " hinted" : "";
    return btn(`data-pick="${text}" data-focus="pick-${text}" aria-pressed="${chosen}"`, cardWords(lying), cardSvg(lying), "piece" + hint);
  }).join("");
  if (d.personal && !s.personalLaid) {
    tray += btn(`data-pick="P" data-focus="pick-P" aria-pressed="${ui.sel === "P"}"`, W("personal_card"), cardSvg("P"), "piece" + (ui.hint && ui.hint.personal ? " hinted" : ""));
  }
  return `<div class="flo-wrap"><div class="grid board" role="group" aria-label="${esc(W("board"))}" data-cols="${n}" style="--n:${n}">${cells}</div>` +
    `<div class="side"><p class="goal">${swatchSvg(d.colour)} ${esc(W("play_for", { colour: W(d.colour) }))}</p>` +
    `<h3 class="tray-head">${esc(W("pool"))}</h3><div class="row tray" role="group" aria-label="${esc(W("pool"))}">${tray || `<i>${esc(W("none_left"))}</i>`}</div>` +
    (s.pool.length ? `<button type="button" data-act="turn" aria-keyshortcuts="R">${esc(W("turn"))}<span class="only-keys"> (R)</span></button>` : "") + "</div></div>";
}

addKind("florentine", {
  ...florentine,
  view: florentineView,
  // the cards as the sheet and its key count them: the personal card's place
  // said; the pupils' page (d.lock) counts no gems until solved: no score to push up
  status: (d, s) => {
    const k = d.personal ? W("laid_personal", { k: s.laid }) : s.laid;
    if (d.lock && !florentine.solved(d, s)) return W("status_pupils", { k });
    return d.target
      ? W("status_best", { colour: W(d.colour), s: Flo.score(d, s), best: d.target.score, k, fewest: d.target.cards })
      : W("status", { colour: W(d.colour), s: Flo.score(d, s), k });
  },
  picked: (d, v, ui) => (v === "P" ? W("picked_personal") : W(coarse() ? "picked_touch" : "picked_keys", { card: cardWords(turned(parseCard(v), ui.turn)) })),
  // A card that leaves the best gems with a card too many says so: on the pupils'
  // page when the sealed result holds these gems with fewer cards (what a solved
  // board already showed), on the teacher's from the target.
  said: (m, d, s) => W(m.personal ? "said_personal" : "said", { c: m.cell }) +
    (d && s && !m.personal && surplus(d, s) ? " " + W("fewer") : ""),
  hintText: (d, m) => (m.personal ? W("hint_personal", { c: m.cell }) : W("hint", { c: m.cell, card: cardWords(turned(parseCard(m.card), m.turn)) })),
  turn: (ui, by) => {
    if (ui.sel === "P") return W("no_turn");
    ui.turn = (ui.turn + by + 4) % 4; return W("turned", { card: cardWords(turned(parseCard(ui.sel), ui.turn)) }); },
  moveFor: (P, cell) => (P.ui.sel === "P" ? { cell, personal: true } : { cell, card: P.ui.sel, turn: P.ui.turn }),
});
