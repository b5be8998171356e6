// The page: every puzzle drawn, played by mouse, touch or keyboard through one
// path (`move`), kept in localStorage, and offered to scripts as window.dominoPuzzles.

const DATA = JSON.parse(document.getElementById("puzzle-data").textContent);
const PALETTE = DATA.palette;
Object.assign(WORDS, DATA.words);
const STORE = "domino-puzzles:" + document.documentElement.dataset.book;
const puzzles = [], byId = {};

// -- progress ---------------------------------------------------------------------
function loadStore() {
  try { return JSON.parse(localStorage.getItem(STORE)) || {}; } catch (e) { return {}; }
}
function saveStore() {
  const out = {};
  for (const P of puzzles) if (P.moves.length || P.shown || P.misses) out[P.d.id] = { moves: P.moves, shown: P.shown, misses: P.misses };
  try { localStorage.setItem(STORE, JSON.stringify(out)); } catch (e) { /* private mode: play on unsaved */ }
}

// -- the one path every move takes ------------------------------------------------------
function rebuild(P) {
  P.s = P.k.init(P.d);
  for (const m of P.moves) P.k.apply(P.d, P.s, m);
}

function move(P, m, quiet) {
  if (!m || typeof m !== "object") return refuse(P, T("bad_move"));
  const given = P.k.given && P.k.given(P.d, P.s, m);
  if (given) return tell(P, given, false, quiet);
  let reason;
  try { reason = P.k.check(P.d, P.s, m); } catch (e) { reason = T("unreadable"); }
  if (reason) return refuse(P, reason, quiet);
  const clean = P.k.clean(P.d, m, P.s);
  if (!P.replaying) { P.past.push(P.moves.slice()); leave(P); }
  P.k.apply(P.d, P.s, clean);
  P.moves.push(clean);
  P.ui.sel = null;
  P.ui.hint = null;
  if (!quiet) changed(P);
  // A shown answer never counts: the puzzle stays marked "answer shown".
  return say(P, () => (P.k.solved(P.d, P.s) ? T(P.shown ? "shown_not_solved" : "solved")
    : P.k.said(clean, P.d, P.s) + (wrongEnd(P) ? " " + T("try_again") : "")), quiet);
}

// Solved by the reader: by the rules, and no answer shown on the way.
const solvedByReader = (P) => !P.shown && P.k.solved(P.d, P.s);

// -- tries (docs/play.md "Codes for the teacher") ------------------------------------
// A try ends with a Reset of a board not solved, or when the reader leaves a
// finished board that is not solved (the kind's `over`: no move left, played out,
// every card that fits laid...), by Undo or a move. `P.misses` counts the
// tries that ended so; the code of a solve says the band of `misses + 1`.
// While a sealed result is still worked out, nothing is judged.
const wrongEnd = (P) => !P.shown && !!P.k.over && P.k.over(P.d, P.s) && !solvedByReader(P) && !(P.d.lock && working(P.d));
const triesOf = (P) => P.misses + 1;
// Called before a change of the board: a finished wrong board left is a try.
function leave(P) {
  if (wrongEnd(P)) P.misses += 1;
}

function refuse(P, reason, quiet) { return tell(P, reason, true, quiet); }
// What a move or an Undo says may hang on a sealed result that is worked out
// later (codes.js): `word` says it again when a key comes in (`keyCame`), as
// long as nothing else has been said since.
function say(P, word, quiet) {
  const told = tell(P, word(), false, quiet);
  if (!quiet) P.said = { word, message: told.message };
  return told;
}
function tell(P, message, refused, quiet) {
  if (!quiet) {
    P.said = null;
    const box = P.el.querySelector(".message");
    box.textContent = message;
    box.classList.toggle("refused", refused);
  }
  return { ok: !refused, message };
}

function changed(P) {
  saveStore();
  render(P);
}

// Undo takes back the last change: a move, a Reset or a shown answer (P.past
// holds the moves before each). Moves found again after a reload undo one by one.
function undo(P) {
  if (!P.past.length && !P.moves.length) return tell(P, T("nothing_to_undo"), true);
  leave(P);
  P.moves = P.past.length ? P.past.pop() : P.moves.slice(0, -1);
  rebuild(P);
  changed(P);
  return say(P, () => T("undone") + (solvedByReader(P) ? " " + T("solved") : ""));
}

function reset(P) {
  P.ui = { sel: null, turn: 0, flip: {}, hint: null };
  const had = P.moves.length > 0;
  // a Reset ends a try, once: a board solved is no try lost
  if (had && !solvedByReader(P)) P.misses += 1;
  if (had) P.past.push(P.moves.slice());
  P.moves = [];
  rebuild(P);
  changed(P);
  return tell(P, T(had ? "reset_undo" : "back_to_start"), false);
}

// A new pupil at a shared screen: every puzzle as given, nothing kept, after a yes.
function newPupil(ask) {
  if (ask && !window.confirm(T("new_pupil_confirm"))) return false;
  try { localStorage.removeItem(STORE); localStorage.removeItem(NAME_STORE); } catch (e) { /* private mode */ }
  if (nameBox) nameBox.value = "";
  named = "";
  for (const P of puzzles) {
    Object.assign(P, { moves: [], past: [], shown: false, misses: 0, ui: { sel: null, turn: 0, flip: {}, hint: null } });
    rebuild(P);
    if (P.drawn) render(P);
    tell(P, "", false);
  }
  window.scrollTo(0, 0);
  return true;
}

function hint(P) {
  if (P.k.solved(P.d, P.s) && !P.shown) return tell(P, T("solved_already"), false);
  const off = P.k.offTrack(P.d, P.s);
  if (off) return tell(P, off, false);
  const step = stepsOf(P).find((st) => !P.k.done(P.d, P.s, st.move));
  if (!step) return tell(P, T(DATA.pupils ? "no_more_hints" : "no_hint_left"), false);
  if (P.k.check(P.d, P.s, step.move)) return tell(P, T("hint_stale"), false);
  P.ui.hint = step.move;
  render(P);
  return { ...tell(P, T("hint_says", { text: step.reason || P.k.hintText(P.d, step.move) }), false), move: step.move };
}

// The hint steps the page may give: the teacher's as they are; the pupils', boxed
// (rules.js `unbox`), opened one by one: hint n+1's key is in hint n, which is
// opened only once hint n's move is made (domino_puzzles/play_html.py `box_hints`).
function stepsOf(P) {
  if (!P.d.hintSalt) return P.d.steps;
  const out = [];
  let link = "";
  for (const box of P.d.steps) {
    const step = unbox(sha256(`hint:${P.d.hintSalt}:${link}`), box);
    if (!step) break;
    out.push(step);
    if (!P.k.done(P.d, P.s, step.move)) break;
    link = step.next;
  }
  return out;
}

function showAnswer(P) {
  P.past.push(P.moves.slice());
  P.moves = [];
  rebuild(P);
  P.replaying = true;
  for (const st of P.d.steps) move(P, st.move, true);
  P.replaying = false;
  P.shown = true;
  changed(P);
  return tell(P, T("answer_shown"), false);
}

// -- building the page --------------------------------------------------------------------
function setup() {
  const stored = loadStore(), main = document.getElementById("puzzles"), toc = document.getElementById("contents");
  const html = [], links = [], told = new Set();
  for (const d of DATA.puzzles) {
    // The rules box of print before a kind's first puzzle: open before the page's first.
    const how = DATA.howTo && DATA.howTo[d.kind];
    if (how && !told.has(d.kind)) {
      told.add(d.kind);
      html.push(`<details class="howto"${html.length ? "" : " open"}><summary>${esc(how.heading)}</summary>` +
        `<ul>${how.rules.map((r) => `<li>${esc(r)}</li>`).join("")}</ul>` +
        `<figure>${how.example}<figcaption>${esc(how.caption)}</figcaption></figure></details>`);
    }
    html.push(`<section class="puzzle kind-${d.kind}" id="p-${esc(d.id)}" data-id="${esc(d.id)}" aria-labelledby="h-${esc(d.id)}">` +
      `<h2 id="h-${esc(d.id)}">${esc(d.title)}${d.difficulty ? ` <small>${esc(d.difficulty)}</small>` : ""}` +
      `<span class="badge" aria-hidden="true">${esc(T("badge_solved"))}</span></h2><p class="instructions">${esc(d.instructions)}</p>` +
      `<div class="play"></div><p class="status"></p><p class="message" role="status" aria-live="polite"></p>` +
      (d.lock ? `<p class="code" aria-live="polite" hidden></p>` : "") +
      `<div class="controls"><button type="button" data-act="undo" aria-keyshortcuts="U">${esc(T("undo"))}</button>` +
      `<button type="button" data-act="reset">${esc(T("reset"))}</button>` +
      (d.steps.length ? `<button type="button" data-act="hint" aria-keyshortcuts="H">${esc(T("hint"))}</button>` : "") +
      (DATA.pupils ? "" : `<button type="button" data-act="answer">${esc(T("show_answer"))}</button>`) +
      (DATA.readAloud ? `<button type="button" class="say" data-act="say">${esc(T("read_aloud"))}</button>` : "") + `</div></section>`);
    links.push(`<li><a href="#p-${esc(d.id)}" data-for="${esc(d.id)}">${esc(d.title)}</a></li>`);
  }
  main.innerHTML = html.join("");
  toc.innerHTML = links.join("");
  for (const d of DATA.puzzles) {
    const P = { d, k: KINDS[d.kind], moves: [], past: [], shown: false, misses: 0, ui: { sel: null, turn: 0, flip: {}, hint: null } };
    P.el = document.getElementById("p-" + d.id);
    P.s = P.k.init(d);
    puzzles.push(P);
    byId[d.id] = P;
    const saved = stored[d.id];
    if (saved) {
      P.replaying = true;
      for (const m of saved.moves || []) if (!move(P, m, true).ok) break;
      P.replaying = false;
      P.shown = !!saved.shown;
      P.misses = Number.isInteger(saved.misses) && saved.misses > 0 ? saved.misses : 0;
    }
    listen(P);
  }
  // Drawn as they come into view (and the rest a few at a time while the page
  // is idle): the first puzzle is usable at once however long the book.
  if (puzzles.length) render(puzzles[0]);
  // usable: once the first frame with it is laid out and painted
  requestAnimationFrame(() => setTimeout(() => { timing.usable = performance.now(); }, 0));
  if ("IntersectionObserver" in window) {
    const seen = new IntersectionObserver((entries) => {
      for (const e of entries) if (e.isIntersecting) { seen.unobserve(e.target); const P = byId[e.target.dataset.id]; if (!P.drawn) render(P); }
    }, { rootMargin: "400px 0px" });
    for (const P of puzzles) if (!P.drawn) seen.observe(P.el);
  }
  const rest = puzzles.filter((P) => !P.drawn);
  const later = () => {
    const until = performance.now() + 8;
    while (rest.length && performance.now() < until) { const P = rest.shift(); if (!P.drawn) render(P); }
    if (rest.length) setTimeout(later, 0);
    else { timing.drawn = performance.now(); document.documentElement.dataset.drawn = "true"; }
  };
  setTimeout(later, 0);
}
const timing = {};

function render(P) {
  P.drawn = true;
  P.el.classList.add("drawn");
  const box = P.el.querySelector(".play"), active = document.activeElement;
  const focus = box.contains(active) && active.dataset ? active.dataset.focus : null;
  P.ui.width = box.clientWidth;  // a line's rows as long as the page is wide (views.js `perRow`)
  box.innerHTML = P.k.view(P.d, P.s, P.ui);
  const solved = solvedByReader(P);
  P.el.classList.toggle("solved", solved);
  P.el.classList.toggle("shown", P.shown);
  P.el.querySelector(".status").textContent = P.k.status(P.d, P.s) + (P.shown ? " · " + T("status_shown") : solved ? " · " + T("status_solved") : "");
  const link = document.querySelector(`#contents a[data-for="${CSS.escape(P.d.id)}"]`);
  if (link) link.classList.toggle("done", solved);
  showCode(P, solved);
  if (focus) {
    const again = box.querySelector(`[data-focus="${CSS.escape(focus)}"]`);
    if (again) again.focus();
  }
}

// -- the pupils' codes (codes.js) ----------------------------------------------------------------
// A puzzle solved on the pupils' page shows a code made from the pupil's name
// and the key its answer opened: the teacher's results.html checks it.
const NAME_STORE = STORE + ":name";
const nameBox = document.getElementById("pupil-name");
const pupilName = () => (nameBox ? nameBox.value.trim() : "");
function codeNow(P) {
  if (!P.d.lock || !solvedByReader(P)) return null;
  // asked as soon as it is solved: a key still to work out is started now
  const key = P.k.solvedKey ? P.k.solvedKey(P.d, P.s) : SEALED.get(P.d.id);
  return key && pupilName() ? codeOf(key, P.d.id, pupilName(), triesBand(triesOf(P))) : null;
}
function showCode(P, solved) {
  const box = P.el.querySelector(".code");
  if (!box) return;
  box.hidden = !solved;
  if (!solved) return;
  const code = codeNow(P);  // before the name is asked: the key's work starts
  box.innerHTML = !pupilName() ? esc(T("code_needs_name"))
    : code ? `${esc(T("code_for", { name: pupilName() }))} <strong class="code-text">${esc(code)}</strong><br><small>${esc(T("code_tell"))}</small>`
      : esc(T("code_making"));
}
// A key worked out at last: the puzzle judged again; the last move's or Undo's
// word said again if it reads otherwise now ("Solved!", a card too many), else
// "Solved!" if it is solved now.
keyCame = (d) => {
  const P = byId[d.id];
  if (!P) return;
  const before = P.el.classList.contains("solved");  // as last drawn
  rebuild(P);
  if (P.drawn) render(P);
  const last = P.said;
  if (last && last.word() !== last.message) say(P, last.word);
  else if (!last && !before && solvedByReader(P)) tell(P, T("solved"), false);
};
// A code belongs to the name the puzzle was solved under: once a puzzle has a
// move, the name kept (`named`) changes only after a yes, and the moves are
// cleared then, as for a new pupil; after a no the name kept stands.
let named = "";
function rename(ask) {
  const played = puzzles.some((P) => P.moves.length || P.shown);
  if (played && nameKey(named) && nameKey(nameBox.value) !== nameKey(named)) {
    if (ask && !window.confirm(T("name_change_confirm"))) { nameBox.value = named; return false; }
    const name = nameBox.value;
    newPupil(false);
    nameBox.value = name;
  }
  named = nameBox.value;
  try { localStorage.setItem(NAME_STORE, named); } catch (e) { /* private mode */ }
  for (const P of puzzles) if (P.drawn) showCode(P, solvedByReader(P));
  return true;
}
if (nameBox) {
  try { nameBox.value = localStorage.getItem(NAME_STORE) || ""; } catch (e) { /* private mode */ }
  named = nameBox.value;
  nameBox.addEventListener("input", () => rename(true));
}

// -- reader's input: clicks, taps, drags and keys ---------------------------------------------
function act(P, what) {
  if (what === "undo") return undo(P);
  if (what === "reset") return reset(P);
  if (what === "hint") return hint(P);
  if (what === "answer" && !DATA.pupils) return showAnswer(P);
  if (what === "turn" || what === "flip") return turnSelected(P, 1);
  if (what === "say") return readAloud([P.d.title, P.d.instructions, P.el.querySelector(".status").textContent, P.el.querySelector(".message").textContent]);
}

// -- read aloud (a worksheet's page) ----------------------------------------------------
// The browser's own speech synthesis, offline: a voice on the device for the
// page's language, else no button (a voice of another language would read
// the words wrongly). The header's button reads the help and the rules; a
// puzzle's, its title, instructions, status and last message.
const speech = window.speechSynthesis;
function voiceFor(lang) {
  if (!DATA.readAloud || !speech || !window.SpeechSynthesisUtterance) return null;
  const mine = (speech.getVoices() || []).filter((v) => String(v.lang).toLowerCase().replace("_", "-").split("-")[0] === lang);
  return mine.find((v) => v.localService !== false) || null;
}
function readAloud(texts) {
  const voice = voiceFor(DATA.lang);
  if (!voice) return { ok: false, message: "" };
  const text = texts.map((t) => String(t || "").trim()).filter(Boolean).join(". ").replace(/\.\s*\./g, ".");
  speech.cancel();
  const said = new SpeechSynthesisUtterance(text);
  said.lang = DATA.lang;
  said.voice = voice;
  speech.speak(said);
  return { ok: true, message: text };
}
function readTheHelp() {
  const shown = (el) => el && el.offsetParent !== null;
  const help = [...document.querySelectorAll(".help span")].filter(shown).map((el) => el.textContent);
  const how = document.querySelector("details.howto");
  const rules = how ? [how.querySelector("summary").textContent, ...[...how.querySelectorAll("li")].map((li) => li.textContent)] : [];
  return readAloud([document.querySelector("h1").textContent, ...help, ...rules]);
}
function voicesCame() {
  document.documentElement.classList.toggle("can-say", !!voiceFor(DATA.lang));
}
if (DATA.readAloud && speech) {
  voicesCame();
  if (speech.addEventListener) speech.addEventListener("voiceschanged", voicesCame);
  const button = document.getElementById("read-aloud");
  if (button) button.addEventListener("click", readTheHelp);
}

// Choosing the chosen piece again turns it: a tap is how a touch screen turns.
function pick(P, value, again) {
  if (again && P.ui.sel === value && P.k.unpick) {
    P.ui.sel = null;
    render(P);
    return tell(P, P.k.unpick(P.d, value), false);
  }
  if (again && P.ui.sel === value) return turnSelected(P, 1);
  if (P.ui.sel !== value) P.ui.turn = 0;
  P.ui.sel = value;
  render(P);
  tell(P, P.k.picked(P.d, value, P.ui), false);
}

function turnSelected(P, by) {
  if (P.ui.sel == null) return tell(P, T("choose_first"), true);
  const said = P.k.turn(P.ui, by);
  render(P);
  return tell(P, said, false);
}

function put(P, target) {
  if (P.ui.sel == null && target !== "pass") return tell(P, T("choose_then"), true);
  const m = P.k.moveFor(P, target);
  return P.k.keep ? layOver(P, m) : move(P, m);
}

// A kind whose taps lay over the reader's own pieces (`keep`: a grid of cells): the
// pieces under the new one come off, and one Undo puts them back.
function layOver(P, m) {
  const before = P.moves.slice(), keep = P.k.keep(P.d, P.moves, m);
  if (keep.length === before.length) return move(P, m);
  P.moves = keep;
  rebuild(P);
  const given = P.k.given && P.k.given(P.d, P.s, m);
  let reason = given;
  try { reason = reason || P.k.check(P.d, P.s, m); } catch (e) { reason = T("unreadable"); }
  if (reason) {
    P.moves = before;
    rebuild(P);
    return tell(P, reason, !given);
  }
  P.past.push(before);
  P.moves = before;  // judged as it stood before the tap
  rebuild(P);
  leave(P);
  P.moves = keep;
  rebuild(P);
  P.replaying = true;
  try { return move(P, m); } finally { P.replaying = false; }
}

// A tap on the edge between two cells (a kind's `edge`): lays a domino there, or
// lifts the one the reader laid on just those two cells.
function edge(P, a, b) {
  P.ui.sel = null;
  const m = P.k.edge(P.d, P.s, a, b);
  if (m) return layOver(P, m);
  const i = P.moves.findIndex((x) => P.k.keep(P.d, [x], { cells: [a, b] }).length === 0);
  const gone = P.moves[i];
  leave(P);
  P.past.push(P.moves.slice());
  P.moves = P.moves.filter((_, j) => j !== i);
  P.ui.hint = null;
  rebuild(P);
  changed(P);
  return say(P, () => P.k.lifted(gone));
}

function listen(P) {
  const el = P.el;
  el.addEventListener("click", (e) => {
    const b = e.target.closest("[data-act],[data-pick],[data-put],[data-edge]");
    if (!b || b.disabled || P.dragged) return;
    if (b.dataset.act) act(P, b.dataset.act);
    else if (b.dataset.edge) edge(P, ...b.dataset.edge.split("-"));
    else if (b.dataset.pick != null) pick(P, b.dataset.pick, true);
    else put(P, b.dataset.put);
  });
  el.addEventListener("keydown", (e) => {
    if (e.altKey || e.metaKey) return;
    const key = e.key.toLowerCase();
    if ((key === "z" && e.ctrlKey) || (key === "u" && !e.ctrlKey)) act(P, "undo");
    else if (e.ctrlKey) return;
    else if (key === "h") act(P, "hint");
    else if (key === "r" || key === "f") turnSelected(P, e.shiftKey ? -1 : 1);
    else if (key.startsWith("arrow")) return arrow(P, e);
    else return;
    e.preventDefault();
  });
  // A mouse drags at once; a finger that swipes from a piece scrolls the page,
  // and drags only when it first rests on the piece (HOLD ms).
  el.addEventListener("pointerdown", (e) => {
    // An edge between two cells lies over their sides: a drag from it is the cell's.
    const b = e.target.closest("[data-pick]") || (e.target.closest("[data-edge]") && under(e.clientX, e.clientY, "[data-pick]"));
    if (!b || e.button !== 0) return;
    const g = { x: e.clientX, y: e.clientY, value: b.dataset.pick, ghost: null, from: b, armed: e.pointerType !== "touch" };
    P.drag = g;
    if (g.armed) return;
    setTimeout(() => { if (P.drag === g) { g.armed = true; b.classList.add("held"); } }, HOLD);
    // A drag draws the piece anew, and a touch's events stay with the element
    // it began on, drawn out of the page or not: there, not on the document,
    // its moves are kept from scrolling the page.
    g.hold = (t) => { if (P.drag === g && g.armed) t.preventDefault(); };
    b.addEventListener("touchmove", g.hold, { passive: false });
  });
  // On the document: once the piece is drawn anew, the finger's moves go
  // where it is, and it may leave the puzzle on its way to a place.
  document.addEventListener("pointermove", (e) => {
    const g = P.drag;
    if (!g) return;
    const far = Math.hypot(e.clientX - g.x, e.clientY - g.y) >= 8;
    if (!g.armed) { if (far) letGo(P); return; }  // a swipe: the page scrolls
    if (!g.ghost && !far) return;
    if (!g.ghost) {
      g.ghost = g.from.cloneNode(true);
      g.ghost.className = "ghost";
      g.ghost.removeAttribute("data-pick");
      document.body.appendChild(g.ghost);
      if (P.ui.sel !== g.value) pick(P, g.value);
    }
    g.ghost.style.left = e.clientX + "px";
    g.ghost.style.top = e.clientY + "px";
  });
  const drop = (e) => {
    const g = letGo(P);
    if (!g || !g.ghost) return;
    g.ghost.remove();
    if (e.type === "pointercancel") return;
    P.dragged = true;  // the click that ends a drag is not a tap
    setTimeout(() => { P.dragged = false; }, 0);
    const target = under(e.clientX, e.clientY, "[data-put]");
    if (target && el.contains(target)) put(P, target.dataset.put);
  };
  document.addEventListener("pointerup", drop);
  document.addEventListener("pointercancel", drop);
}

const HOLD = 350;
// The first element at a point that is, or is in, one matching `what`, through
// anything drawn over it (the edges between cells lie over the cells' sides).
function under(x, y, what) {
  for (const at of document.elementsFromPoint(x, y)) {
    const hit = at.closest(what);
    if (hit) return hit;
  }
  return null;
}
// The drag of `P` ends: the piece is no longer held. Returns the drag, if any.
function letGo(P) {
  const g = P.drag;
  P.drag = null;
  if (g) {
    g.from.classList.remove("held");
    if (g.hold) g.from.removeEventListener("touchmove", g.hold);
  }
  return g;
}
// While a finger drags a piece, the page does not scroll under it.
document.addEventListener("touchmove", (e) => {
  if (puzzles.some((P) => P.drag && P.drag.armed)) e.preventDefault();
}, { passive: false });

// Arrows move between the places of a board or a row, as in a grid.
function arrow(P, e) {
  const places = [...P.el.querySelectorAll("[data-put],[data-pick]")].filter((b) => b.closest(".grid, .row") === e.target.closest(".grid, .row"));
  const i = places.indexOf(e.target);
  if (i < 0) return;
  const cols = Number(e.target.closest(".grid, .row").dataset.cols || places.length);
  const step = { arrowleft: -1, arrowright: 1, arrowup: -cols, arrowdown: cols }[e.key.toLowerCase()];
  const next = places[i + step];
  if (next) { next.focus(); e.preventDefault(); }
}

// -- the interface for scripts (docs/formats.md "The playable page") -----------------------------------
window.dominoPuzzles = {
  ids: () => puzzles.map((P) => P.d.id),
  play(id, m) {
    const P = byId[id];
    return P ? move(P, m) : { ok: false, message: T("no_puzzle", { id }) };
  },
  state(id) {
    const P = byId[id];
    if (!P) return null;
    return { solved: solvedByReader(P), moves: JSON.parse(JSON.stringify(P.moves)), shown: P.shown, tries: triesOf(P), ...P.k.snapshot(P.d, P.s) };
  },
  reset(id) { const P = byId[id]; if (P) reset(P); },
  undo(id) { const P = byId[id]; return P ? undo(P) : null; },
  // The "new pupil" button without its question.
  newPupil: () => newPupil(false),
  // Beyond docs/formats.md: the Hint button's answer, with the move it points at.
  hint(id) { const P = byId[id]; return P ? hint(P) : null; },
  // The pupils' page: the code a solved puzzle shows for the name given, or null.
  code(id) { const P = byId[id]; return P ? codeNow(P) : null; },
  // A worksheet's page: what its read-aloud button says ({ok, message}); a puzzle's with an id.
  readAloud(id) { const P = id == null ? null : byId[id]; return P ? act(P, "say") : readTheHelp(); },
};

// The pupils' page has no answers to draw or print (DATA.pupils: no #keys).
const keysBox = document.getElementById("keys-box");
const drawKeys = () => keysBox && drawCopies("key-list", true);
if (keysBox) document.getElementById("print-keys").addEventListener("click", () => {
  drawKeys();
  keysBox.open = true;
  document.body.classList.add("print-keys");
  window.print();
});
// Print shows the puzzles as given, whatever has been played on screen.
const drawAll = () => { drawKeys(); drawCopies("print-copy", false); };
window.addEventListener("beforeprint", drawAll);
window.matchMedia("print").addEventListener("change", (e) => e.matches && drawAll());
window.addEventListener("afterprint", () => document.body.classList.remove("print-keys"));
if (keysBox) keysBox.addEventListener("toggle", drawKeys);

// Still pictures of every puzzle, as given or with its answer, drawn only when
// asked for: the page opens fast.
function drawCopies(where, answered) {
  const box = document.getElementById(where);
  if (box.childElementCount) return;
  box.innerHTML = puzzles.map((P) => {
    const s = P.k.init(P.d), ui = { sel: null, turn: 0, flip: {}, hint: null };
    for (const st of answered ? P.d.steps : []) if (!P.k.check(P.d, s, st.move)) P.k.apply(P.d, s, P.k.clean(P.d, st.move, s));
    const head = answered ? `<h3>${esc(P.d.title)}</h3>` :
      `<h2>${esc(P.d.title)}</h2><p>${esc(P.d.instructions)}</p>`;
    return `<div class="copy${answered ? " key" : ""}">${head}<div class="play" inert>${P.k.view(P.d, s, ui)}</div>` +
      (answered ? `<p>${esc(P.k.status(P.d, s))}</p>` : "") + "</div>";
  }).join("");
}

// A phone turned, a window made narrower: lines laid again in rows that fit.
window.addEventListener("resize", () => {
  for (const P of puzzles) if (P.drawn && P.el.querySelector(".play").clientWidth !== P.ui.width) render(P);
});

const pupilButton = document.getElementById("new-pupil"); // a worksheet's page only
if (pupilButton) pupilButton.addEventListener("click", () => newPupil(true));

const started = performance.now();
setup();
// For the bench: milliseconds from navigation to the first puzzle usable
// (`usable`), to setup's end (`ready`) and to every puzzle drawn (`drawn`, later).
window.dominoPuzzles.timing = Object.assign(timing, { ready: performance.now(), setup: performance.now() - started });
document.documentElement.dataset.ready = "true";
