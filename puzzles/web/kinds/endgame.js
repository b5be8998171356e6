// An endgame: the best first move for the player to move, under Block or Draw
// rules (docs/rules.md); after it the page takes no further move. On a
// worksheet's pupils' page with a tree (d.tree: domino_puzzles/web/endgame.py
// `played_out`) the round is played out: the pupil makes every move of their
// side, the page answers from the tree, and the end result judges it.

const W = (key, values) => T("endgame." + key, values);
// A spinner's arm is an end like {spinner: 4, arm: "up"} (docs/formats.md): the
// spinner by its place in the line, or a double on an arm by itself ("5-5").
const isArm = (end) => !!end && typeof end === "object";
const endKey = (end) => (isArm(end) ? `${end.spinner}/${end.arm}` : String(end));
// Player p in a sentence, as the sheet names the players (d.names, d.firstPlayer, d.you:
// domino_puzzles/web/endgame.py `people`): the player to move of a young sheet of
// two is "you" (the key's "_you" words), the other "your friend"; others are counted from d.firstPlayer
// (0, or 1 on a young sheet; d.number is the puzzle's number, never a player's).
// The other player of a young sheet of two is "your friend", as on the sheet (the
// `_friend` words), wherever the key has such a word.
const about = (d, key, p, values) => (d.you && p === d.toMove ? W(key + "_you", values)
  : d.you && WORDS[`endgame.${key}_friend`] != null ? W(key + "_friend", values)
    : W(key, { ...values, p: p + (d.firstPlayer || 0) }));
// The player whose turn it is: in a round played out (d.tree) the tree's, as the
// round goes on; else the first mover, the only one the page takes a move of.
const turnOf = (d, s) => (d.tree ? s.turn : d.toMove);
// The caption over player p's hand: the sheet's own (d.names), else "Player p";
// `turn`, the player whose turn it is (`turnOf`), is marked "to move".
const handName = (d, p, turn) => (d.names ? d.names[p] + (d.partnerships ? W("side", { s: p % 2 + (d.firstPlayer || 0) }) : "")
  : W("player", { p }) + (d.partnerships ? W("side", { s: p % 2 }) : "") + (p === turn && turn != null ? W("to_move") : ""));

const laidText = (lay) => `${lay.tile}:${endKey(lay.end)}:${lay.to ?? ""}`;
// A result for the pupil's side, in the page's words (the `result_*` words;
// a young sheet of two speaks to "you").
const result = (d, v) => (v === 0 ? W("result_even") : about(d, v > 0 ? "result_win" : "result_lose", d.toMove, { v: Math.abs(v) }));
// What the page's replies were: "Player 1 lays 2-3 at the left end."
const replied = (d, reply) => reply.map((r) => (r.draw ? about(d, "drew", r.player, { tiles: r.draw })
  : r.end === "pass" ? about(d, "hint_pass", r.player)
    : isArm(r.end) ? about(d, "hint_arm_" + r.end.arm, r.player, { t: r.tile, k: r.end.spinner, x: r.to })
      : about(d, "hint_" + r.end, r.player, { t: r.tile, x: r.to }))).join(" ");

// Lays `lay` (a tile, an end, the number it goes on) from player p's hand.
function layTile(d, s, p, lay) {
  const t = parseTile(lay.tile, d.set);
  s.hands[p].splice(s.hands[p].indexOf(tileKey(t)), 1);
  // A double laid may spin (d.spins: the position's spinner rule): its arms open (Table.play).
  const spins = !!d.spins && t[0] === t[1];
  if (isArm(lay.end)) {
    const arm = s.arms.find((a) => endKey(a) === endKey(lay.end));
    arm.shows = t[0] === lay.to ? t[1] : t[0];
  } else {
    Lines.add(s.line, t, lay.end);
  }
  if (spins) s.arms.push(...["up", "down"].map((arm) => ({ spinner: tileKey(t), arm, shows: t[0], tile: tileKey(t), inLine: !isArm(lay.end) })));
  renumber(s);
}
// A spinner in the line is named by its place there as the line stands (a
// tile put at the left end moves it one place on, docs/formats.md), as the tree's
// moves name it; a double on an arm by itself ("5-5").
function renumber(s) {
  for (const a of s.arms) if (a.inLine) a.spinner = 1 + s.line.findIndex((x) => tileKey(x) === a.tile);
}

const endgame = {
  init(d) {
    const line = parseLine(d.line), inLine = (a) => typeof a.spinner === "number";
    const arms = (d.arms || []).map((a) => ({ ...a, inLine: inLine(a), tile: inLine(a) ? tileKey(line[a.spinner - 1]) : a.spinner }));
    return { hands: d.hands.map((h) => h.slice()), line, arms, moved: null,
      path: [], lays: d.lays, turn: d.toMove, end: null, reply: [], boneyard: d.boneyard.slice() };
  },
  check(d, s, m) {
    if (d.tree) {
      if (s.end) return W("over");
      if (m.player !== s.turn) return about(d, "not_turn", s.turn);
      if (m.end === "pass") return about(d, "may_not_pass", s.turn);
    } else {
      if (s.moved) return W("first_only");
      if (m.player !== d.toMove) return about(d, "not_turn", d.toMove);
      if (m.end === "pass") return d.lays.length ? about(d, "may_not_pass", d.toMove) : null;
    }
    const t = parseTile(m.tile, d.set);
    if (!t) return notTile(m.tile, d.set);
    if (!s.hands[m.player].includes(tileKey(t))) return about(d, "not_held", m.player, { t: tileKey(t) });
    if (!isArm(m.end) && !["left", "right", "spinner"].includes(m.end)) return W("bad_end");
    if (endgame.lay(d, m, s)) return null;
    if (m.end === "spinner" || isArm(m.end)) return W("no_spinner", { t: tileKey(t) });
    return Lines.endCheck(s.line, t, m.end) || W("not_there", { t: tileKey(t) });
  },
  // "spinner" without an arm (as older answers write it): the first arm that fits
  lay: (d, m, s) => ((d.tree && s ? s.lays : d.lays) || []).find((l) => l.tile === tileKey(parseTile(m.tile, d.set)) &&
    (m.end === "spinner" ? isArm(l.end) : endKey(l.end) === endKey(m.end)) && (m.to == null || l.to === m.to)),
  apply(d, s, m) {
    if (m.end === "pass") { s.moved = { end: "pass", best: true }; return; }
    const lay = endgame.lay(d, m, s);
    if (d.tree) return endgame.playOn(d, s, m.player, lay);
    // The pupils' page knows which lays are best only sealed (domino_puzzles/web/endgame.py).
    s.moved = { ...lay, best: d.seal ? sealed(d, laidText(lay)) : lay.best };
    layTile(d, s, m.player, lay);
  },
  // The pupil's lay, then the tree's node for the lays so far: the page's
  // replies, then the pupil's next lays or the end. Its id and key are hashes
  // of the path: the page reads a node only once its lays are played.
  playOn(d, s, p, lay) {
    layTile(d, s, p, lay);
    s.path.push(laidText(lay));
    const path = s.path.join("|"), salt = d.tree.salt;
    const node = unbox(sha256(`key:${salt}:${path}`), d.tree.nodes[sha256(`node:${salt}:${path}`)] || "") || { reply: [] };
    for (const r of node.reply) {
      if (r.draw) { s.hands[r.player].push(r.draw); s.boneyard.shift(); } else if (r.end !== "pass") layTile(d, s, r.player, r);
    }
    Object.assign(s, { reply: node.reply, lays: node.lays || [], turn: node.turn, end: node.end || null });
  },
  clean: (d, m, s) => (m.end === "pass" ? { player: m.player, end: "pass" } : { player: m.player, tile: tileKey(parseTile(m.tile, d.set)), end: endgame.lay(d, m, s).end, to: endgame.lay(d, m, s).to }),
  // played out: solved when the round ends as well as it can for the pupil's side
  solved: (d, s) => (d.tree ? !!s.end && s.end.result === s.end.best : !!s.moved && s.moved.best),
  // The pupils' code key: in a best end of the tree, or opened by a best first lay.
  solvedKey: (d, s) => (d.tree ? (s.end && s.end.key) || null : SEALED.get(d.id) || null),
  // a try is over when the round is (played out), else after the first lay
  over: (d, s) => (d.tree ? !!s.end : !!s.moved),
  snapshot: (d, s) => ({ line: lineText(s.line), best: s.moved ? s.moved.best : null,
    ...(d.tree ? { over: !!s.end, result: s.end ? s.end.result : null } : {}) }),
  done: (d, s, m) => (d.tree ? s.path.includes(laidText(m)) : !!s.moved),
  offTrack: (d, s) => (s.moved && !s.moved.best ? W("off_track") : null),
};

// -- on the page -----------------------------------------------------------------
function endgameView(d, s, ui) {
  const spin = s.arms.map((a) => btn(`data-put="arm:${a.spinner}:${a.arm}" data-focus="arm-${a.spinner}-${a.arm}"`,
    W("arm_" + a.arm, { k: a.spinner, x: a.shows }), `✚ ${a.spinner}${a.arm === "up" ? "↑" : "↓"} ${a.shows}`, "end")).join("");
  // a worksheet's page, as its sheet: the hand of the player to move first ("your
  // tiles"), then on in turn; a book's in seat order, as its page is printed
  const first = d.names ? d.toMove : 0, order = s.hands.map((h, k) => (first + k) % s.hands.length);
  const hands = order.map((p) => { const h = s.hands[p];
    const who = handName(d, p, d.tree ? (s.end ? null : s.turn) : s.moved ? null : d.toMove);
    const mover = d.tree ? p === s.turn && !s.end : p === d.toMove && !s.moved;
    const tiles = mover ? trayOf(h, ui, W("hand", { who })) : `<div class="row">${h.map((w) => `<span class="laid" role="img" aria-label="${w}">${tileSvg(parseTile(w, 99), false)}</span>`).join("")}</div>`;
    return `<div class="hand${mover ? " mover" : ""}"><h3>${esc(who)}</h3>${tiles}</div>`;
  }).join("");
  // the tiles on each arm, outward from its spinner: "4↑ 6-5 5-1 · 4↓ 6-0"
  const laidOnArms = (d.arms || []).filter((a) => a.tiles).map((a) => `${a.spinner}${a.arm === "up" ? "↑" : "↓"} ${a.tiles}`).join(" · ");
  const arms = laidOnArms ? `<p class="arms">${esc(laidOnArms)}</p>` : "";
  const drew = d.drawn.length ? `<p>${esc(about(d, "drew", d.toMove, { tiles: d.drawn.join(", ") }))}</p>` : "";
  const passWord = W(d.young ? "pass_young" : "pass");  // a young sheet's rules say "miss a turn"
  const pass = !d.lays.length && !s.moved ? btn(`data-put="pass"`, passWord, esc(passWord), "end") : "";
  // a worksheet's page says what its sheet says of the puzzle (d.facts: print's facts)
  const facts = [...(d.facts != null ? [d.facts] : [W("rules_" + d.rules), W("set", { n: d.set })]),
    ...(s.boneyard.length ? [W("boneyard", { n: s.boneyard.length })] : [])].filter((f) => f);
  return `${facts.length ? `<p>${esc(facts.join(" · "))}</p>` : ""}${drew}` +
    `<div class="row line" role="group" aria-label="${esc(W("line"))}">${endButtons(s.line, ui, spin + pass)}</div>${arms}${hands}`;
}

addKind("endgame", {
  ...endgame,
  view: endgameView,
  status: (d, s) => (d.tree ? (s.end ? result(d, s.end.result) : about(d, "play_on", s.turn)) : s.moved ? W(s.moved.best ? "best_move" : "not_best_move") : about(d, "choose", d.toMove)) +
    (d.value != null && !d.seal ? W("value", { v: `${d.value > 0 ? "+" : ""}${d.value}` }) : ""),
  picked: (d, v) => W("picked", { t: v }),
  // played out: the page's replies; at the end a result short of the best says
  // so, on the pupils' page (d.lock) without the best's value: no score to aim at
  said: (m, d, s) => (!d || !d.tree ? W("said")
    : [replied(d, s.reply), ...(s.end ? [d.lock ? W("not_best_line", { r: result(d, s.end.result) })
      : W("not_best_end", { r: result(d, s.end.result), b: result(d, s.end.best) })] : [])].filter((t) => t).join(" ")),
  hintText: (d, m) => (m.end === "pass" ? about(d, "hint_pass", m.player)
    : isArm(m.end) ? about(d, "hint_arm_" + m.end.arm, m.player, { t: m.tile, k: m.end.spinner, x: m.to })
      : about(d, "hint_" + m.end, m.player, { t: m.tile, x: m.to })),
  turn: fitsItself,
  // the move of the player whose turn it is (turnOf), never of the first mover alone
  moveFor: (P, where) => {
    const player = turnOf(P.d, P.s);
    if (where === "pass") return { player, end: "pass" };
    const [end, to, arm] = where.split(":");
    if (end === "arm") {
      const spinner = /^\d+$/.test(to) ? Number(to) : to;
      return { player, tile: P.ui.sel, end: { spinner, arm } };
    }
    return { player, tile: P.ui.sel, end, ...(to != null ? { to: Number(to) } : {}) };
  },
});
