// What the rules of every kind share, and the table of kinds. Each kind's own
// script (puzzles/web/kinds/<kind>.js) adds itself with addKind: its rules as the
// Python engine has them (docs/rules.md) and what it shows on the page. A state is
// rebuilt from the puzzle and its moves, so undo is "one move fewer".
//
// A kind's rules: init(d) the state of puzzle d; check(d, s, m) null or the reason
// move m is refused; clean(d, m) the move as kept; apply(d, s, m); solved(d, s);
// snapshot(d, s) what state() adds; done(d, s, m) has a hint's move been made;
// offTrack(d, s) null or why the answer is out of reach; maybe given(d, s, m), a
// move that changes nothing. Its page: view(d, s, ui) the puzzle as it stands;
// status(d, s); picked(d, value) what choosing a piece says; said(m) what a move
// allowed says; turn(ui, by) R or F on the chosen piece; moveFor(P, target) the
// move "the chosen piece, there" makes.
const KINDS = {};
// The words of the page's language (domino_puzzles/web/words.py), filled in by play.js:
// T("key", {name: value}) is the word with its values put in.
const WORDS = {};
// A number put in words, as the page's language writes it (de, nl, lv 1,5; en 1.5):
// up to two decimals, no grouping (the words' numbers are small), as puzzles/numbers.py.
// One formatter a language, kept: making one is most of a number's cost, and a
// page of puzzles writes thousands of numbers as it draws.
const NUMBERS = new Map();
const numbersOf = (lang) => {
  if (!NUMBERS.has(lang)) NUMBERS.set(lang, new Intl.NumberFormat(lang, { maximumFractionDigits: 2, useGrouping: false }));
  return NUMBERS.get(lang);
};
const NUM = (x, lang) => numbersOf(lang || document.documentElement.lang || "en").format(x);
const inWords = (v) => (typeof v === "number" ? NUM(v) : v);
const T = (key, values) => String(WORDS[key] ?? key).replace(/\{(\w+)\}/g, (m, name) => (values && name in values ? inWords(values[name]) : m));
const addKind = (name, kind) => { KINDS[name] = kind; };

// -- tiles -----------------------------------------------------------------------
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

// -- a line of play, laid at its two ends -----------------------------------------
const Lines = {
  ends(line, game) {
    if (!line.length) return [];
    const ends = [line[0][0], line[line.length - 1][1]];
    if (game === "draw") for (const t of line) if (t[0] === t[1]) ends.push(t[0], t[0]);
    return ends.sort((a, b) => a - b);
  },
  endCheck(line, t, end) {
    if (end !== "left" && end !== "right") return T("not_end");
    if (!line.length) return null;
    const x = end === "left" ? line[0][0] : line[line.length - 1][1];
    return t[0] === x || t[1] === x ? null : T(end === "left" ? "no_fit_left" : "no_fit_right", { t: tileText(t), x });
  },
  add(line, t, end) {
    if (!line.length) { line.push(t.slice()); return; }
    const x = end === "left" ? line[0][0] : line[line.length - 1][1], y = t[0] === x ? t[1] : t[0];
    if (end === "left") line.unshift([y, x]); else line.push([x, y]);
  },
};

// -- SHA-256 ----------------------------------------------------------------------
// The pupils' page holds no answer: what judges "solved" is sealed (codes.js
// `sealed`) and hints are boxed (`unbox`). sha256(text) is the hex digest.
function sha256(text) {
  return [...digest([...new TextEncoder().encode(text)])].map((x) => x.toString(16).padStart(2, "0")).join("");
}
// SHA-256 of a list of bytes, as 32 bytes.
function digest(input) {
  const K = [], H = [];
  const frac = (x) => ((x - Math.floor(x)) * 4294967296) >>> 0;
  for (let n = 2, found = 0; found < 64; n++) {
    let prime = true;
    for (let f = 2; f * f <= n; f++) if (n % f === 0) { prime = false; break; }
    if (!prime) continue;
    if (found < 8) H.push(frac(Math.sqrt(n)));
    K.push(frac(Math.cbrt(n)));
    found++;
  }
  const bytes = input.slice(), bits = bytes.length * 8;
  bytes.push(0x80);
  while (bytes.length % 64 !== 56) bytes.push(0);
  for (let i = 7; i >= 0; i--) bytes.push(i >= 4 ? 0 : (bits >>> (i * 8)) & 255);
  const rot = (x, n) => (x >>> n) | (x << (32 - n));
  for (let at = 0; at < bytes.length; at += 64) {
    const w = [];
    for (let i = 0; i < 16; i++) w[i] = (bytes[at + 4 * i] << 24) | (bytes[at + 4 * i + 1] << 16) | (bytes[at + 4 * i + 2] << 8) | bytes[at + 4 * i + 3];
    for (let i = 16; i < 64; i++) {
      const s0 = rot(w[i - 15], 7) ^ rot(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rot(w[i - 2], 17) ^ rot(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
    }
    let [a, b, c, d, e, f, g, h] = H;
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rot(e, 6) ^ rot(e, 11) ^ rot(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
      const t2 = ((rot(a, 2) ^ rot(a, 13) ^ rot(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) | 0, c, b, a, (t1 + t2) | 0];
    }
    [a, b, c, d, e, f, g, h].forEach((x, i) => { H[i] = (H[i] + x) | 0; });
  }
  return Uint8Array.from(H.flatMap((x) => [x >>> 24, (x >>> 16) & 255, (x >>> 8) & 255, x & 255]));
}
// A boxed text (domino_puzzles/play_html.py `box`): base64 of its UTF-8 XOR the
// stream SHA-256(key + ":" + n), n = 0, 1, ...; unbox(key, box) is the value
// (JSON) it holds, or null for a wrong key.
function unbox(key, box) {
  try {
    const bytes = Uint8Array.from(atob(box), (c) => c.charCodeAt(0));
    for (let n = 0; n * 32 < bytes.length; n++) {
      const block = digest([...new TextEncoder().encode(`${key}:${n}`)]);
      for (let i = 0; i < 32 && n * 32 + i < bytes.length; i++) bytes[n * 32 + i] ^= block[i];
    }
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (e) { return null; }
}
