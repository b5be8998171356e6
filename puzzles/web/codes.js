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
// has no WebCrypto (a page served over plain http), and far slower.
function pbkdf2(password, salt, rounds) {
  let u = hmac(password, [...salt, 0, 0, 0, 1]);
  const out = Uint8Array.from(u);
  for (let i = 1; i < rounds; i++) {
    u = hmac(password, [...u]);
    for (let j = 0; j < 32; j++) out[j] ^= u[j];
  }
  return out;
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
function keyOf(d, text) {
  const at = d.lock.salt + "\n" + text;
  if (KEYS.has(at)) return KEYS.get(at);
  KEYS.set(at, null);
  slowKey(d.lock.salt, text, d.lock.rounds).then((k) => { KEYS.set(at, k); keyCame(d); }, () => KEYS.delete(at));
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

// A name as a code reads it: spaces collapsed, lower case (codes.py `name_key`).
const nameKey = (name) => String(name).split(/\s+/).filter(Boolean).join(" ").toLowerCase();
const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
// 8 symbols of HMAC-SHA256(key, "code:" + id + ":" + name), as ABCD-EFGH.
function codeOf(keyHex, id, name) {
  const mac = hmac(bytesOfHex(keyHex), enc(`code:${id}:${nameKey(name)}`));
  const v = mac[0] * 2 ** 32 + mac[1] * 2 ** 24 + mac[2] * 2 ** 16 + mac[3] * 2 ** 8 + mac[4];
  let text = "";
  for (let i = 0; i < 8; i++) text += CODE_ALPHABET[Math.floor(v / 2 ** (35 - 5 * i)) % 32];
  return text.slice(0, 4) + "-" + text.slice(4);
}
// A code as typed, to compare: capitals, no spaces or dashes.
const cleanCode = (text) => String(text).toUpperCase().replace(/[^0-9A-Z]/g, "");
