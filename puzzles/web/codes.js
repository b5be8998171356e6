// Slow keys, sealed targets and the pupils' codes (domino_puzzles/web/codes.py
// does the same in Python; docs/play.md "Codes for the teacher").
//
// A text that solves a puzzle (a sealed target, or the answer itself) opens its
// key: PBKDF2-HMAC-SHA256(text, d.lock.salt, d.lock.rounds), 32 bytes in hex.
// The pupils' page keeps of a sealed target only SHA-256("seal:" + key); a
// solved puzzle's code is codeOf(key, id, name). Uses rules.js `digest`, `sha256`.

const enc = (text) => [...new TextEncoder().encode(text)];
const hexOf = (bytes) => [...bytes].map((x) => x.toString(16).padStart(2, "0")).join("");
const bytesOfHex = (hex) => (hex.match(/../g) || []).map((h) => parseInt(h, 16));

// HMAC-SHA256 of two lists of bytes, as 32 bytes.
function hmac(key, message) {
  const k = key.length > 64 ? [...digest(key)] : key.slice();
  while (k.length < 64) k.push(0);
  const inner = digest([...k.map((b) => b ^ 0x36), ...message]);
  return digest([...k.map((b) => b ^ 0x5c), ...inner]);
}

// PBKDF2-HMAC-SHA256, 32 bytes, in the page's own code: only where the browser
// has no WebCrypto (a page served over plain http). Each round is two SHA-256
// blocks from the key's inner and outer states, computed once.
function pbkdf2(password, salt, rounds) {
  const K = [], H = [];
  const frac = (x) => ((x - Math.floor(x)) * 4294967296) | 0;
  for (let n = 2; K.length < 64; n++) {
    let prime = true;
    for (let f = 2; f * f <= n; f++) if (n % f === 0) { prime = false; break; }
    if (!prime) continue;
    if (H.length < 8) H.push(frac(Math.sqrt(n)));
    K.push(frac(Math.cbrt(n)));
  }
  const w = new Int32Array(64);
  // one block (16 words) on the state `from`, into `to`
  function block(from, words, to) {
    for (let i = 0; i < 16; i++) w[i] = words[i];
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15], b = w[i - 2];
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
    }
    let a = from[0], b = from[1], c = from[2], d = from[3], e = from[4], f = from[5], g = from[6], h = from[7];
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
      const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    to[0] = (from[0] + a) | 0; to[1] = (from[1] + b) | 0; to[2] = (from[2] + c) | 0; to[3] = (from[3] + d) | 0;
    to[4] = (from[4] + e) | 0; to[5] = (from[5] + f) | 0; to[6] = (from[6] + g) | 0; to[7] = (from[7] + h) | 0;
  }
  const key = password.length > 64 ? [...digest(password)] : password.slice();
  while (key.length < 64) key.push(0);
  const pad = (x) => Int32Array.from({ length: 16 }, (_, i) => ((key[4 * i] ^ x) << 24) | ((key[4 * i + 1] ^ x) << 16) | ((key[4 * i + 2] ^ x) << 8) | (key[4 * i + 3] ^ x));
  const inner = new Int32Array(8), outer = new Int32Array(8);
  block(H, pad(0x36), inner);
  block(H, pad(0x5c), outer);
  const first = hmac(password, [...salt, 0, 0, 0, 1]);
  const u = Int32Array.from({ length: 8 }, (_, i) => (first[4 * i] << 24) | (first[4 * i + 1] << 16) | (first[4 * i + 2] << 8) | first[4 * i + 3]);
  const out = u.slice();
  // a 32-byte message after a 64-byte key block: padding and its length, 768 bits
  const m = new Int32Array(16);
  m[8] = 0x80000000 | 0;
  m[15] = 768;
  for (let r = 1; r < rounds; r++) {
    m.set(u);
    block(inner, m, u);
    m.set(u);
    block(outer, m, u);
    for (let j = 0; j < 8; j++) out[j] ^= u[j];
  }
  return Uint8Array.from([...out].flatMap((x) => [x >>> 24, (x >>> 16) & 255, (x >>> 8) & 255, x & 255]));
}

async function slowKey(salt, text, rounds) {
  const subtle = window.crypto && window.crypto.subtle;
  if (!subtle) return hexOf(pbkdf2(enc(text), enc(salt), rounds));
  const base = await subtle.importKey("raw", new TextEncoder().encode(text), "PBKDF2", false, ["deriveBits"]);
  const bits = await subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: new TextEncoder().encode(salt), iterations: rounds }, base, 256);
  return hexOf(new Uint8Array(bits));
}

// The key `text` opens for puzzle d: known, or null while it is worked out (the
// work starts then; `keyCame(d)` is called once it is done).
const KEYS = new Map();
let keyCame = () => {};
// How many of a puzzle's keys are being worked out: while one is, a board is
// not judged "finished but not solved" (a try counted, play.js `wrongEnd`).
const WORKING = new Map();
const working = (d) => (WORKING.get(d.id) || 0) > 0;
function keyOf(d, text) {
  const at = d.lock.salt + "\n" + text;
  if (KEYS.has(at)) return KEYS.get(at);
  KEYS.set(at, null);
  WORKING.set(d.id, (WORKING.get(d.id) || 0) + 1);
  const done = () => WORKING.set(d.id, WORKING.get(d.id) - 1);
  slowKey(d.lock.salt, text, d.lock.rounds).then((k) => { KEYS.set(at, k); done(); keyCame(d); }, () => { KEYS.delete(at); done(); });
  return null;
}

// Does `text` solve puzzle d, whose target is sealed? Until its key is worked
// out, no; the page asks again when it comes (keyCame). The key of the target
// found last is the puzzle's code key (`SEALED`).
const SEALED = new Map();
function sealed(d, text) {
  const k = keyOf(d, text), ok = !!k && d.seal.hashes.includes(sha256("seal:" + k));
  if (ok) SEALED.set(d.id, k);
  return ok;
}

// A name as a code reads it: spaces collapsed, lower case, accents dropped
// ("Zoë" is "zoe"), as codes.py `name_key`.
const nameKey = (name) => String(name).normalize("NFKD").replace(/\p{M}/gu, "").split(/\s+/).filter(Boolean).join(" ").toLowerCase();
const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
// The tries a code tells, as a band: 1 the first try, 2 two or three, 3 more.
const TRIES_BANDS = [1, 2, 3];
const triesBand = (tries) => (tries <= 1 ? 1 : tries <= 3 ? 2 : 3);
// 8 symbols of HMAC-SHA256(key, "code:" + id + ":" + name), as ABCD-EFGH; solved
// after the first try, ":tries" + band after the name (codes.py `code`).
function codeOf(keyHex, id, name, band) {
  const tries = band > 1 ? `:tries${band}` : "";
  const mac = hmac(bytesOfHex(keyHex), enc(`code:${id}:${nameKey(name)}${tries}`));
  const v = mac[0] * 2 ** 32 + mac[1] * 2 ** 24 + mac[2] * 2 ** 16 + mac[3] * 2 ** 8 + mac[4];
  let text = "";
  for (let i = 0; i < 8; i++) text += CODE_ALPHABET[Math.floor(v / 2 ** (35 - 5 * i)) % 32];
  return text.slice(0, 4) + "-" + text.slice(4);
}
// A code as typed, to compare: capitals, no spaces or dashes.
const cleanCode = (text) => String(text).toUpperCase().replace(/[^0-9A-Z]/g, "");
