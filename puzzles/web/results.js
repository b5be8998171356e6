// The teacher's results page (domino_puzzles/results_html.py): pasted lines of
// "name: code", or a name and its codes under it, checked against every
// puzzle's keys (codes.js `codeOf`); a table of who solved what.

const RESULTS = JSON.parse(document.getElementById("results-data").textContent);
const SAY = (key, values) => String(RESULTS.words[key]).replace(/\{(\w+)\}/g, (m, k) => (values && k in values ? values[k] : m));
// A counted message: the form the language's CLDR rule (PLURAL, puzzles/i18n.py) gives `n`.
const COUNT = (key, n, values) => {
  const forms = RESULTS.counted[key];
  const text = forms[Math.min(Math.max(PLURAL[RESULTS.lang](n), 0), forms.length - 1)];
  return String(text).replace(/\{(\w+)\}/g, (m, k) => (k === "n" ? n : values && k in values ? values[k] : m));
};
const esc = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// A line without a colon is codes when it holds a code as the page shows it
// (ABCD-EFGH) or a digit; else it names the pupil of the codes under it.
const looksLikeCodes = (text) => /[0-9]|[A-Za-z0-9]{4}-[A-Za-z0-9]{4}/.test(text);
const codesIn = (text) => {
  const clean = cleanCode(text);
  return clean.length && clean.length % 8 === 0 ? clean.match(/.{8}/g) : [clean];
};

// The puzzle `code` is `name`'s code of, or null; each (name, code) worked
// out once (`CHECKED`): a key typed re-checks only the lines it changed.
const CHECKED = new Map();
function solvedBy(name, code) {
  const at = nameKey(name) + "\n" + code;
  if (CHECKED.has(at)) return CHECKED.get(at);
  let found = null;
  for (const p of RESULTS.puzzles) {
    for (const key of p.keys) if (!found && cleanCode(codeOf(key, p.id, name)) === code) found = p;
  }
  CHECKED.set(at, found);
  return found;
}

// What a paste may hold: more is left unread, and the page says so.
const MAX_LINES = 5000, MAX_CHARS = 200000;
const capped = (text) => String(text).length > MAX_CHARS || String(text).split("\n", MAX_LINES + 1).length > MAX_LINES;

// Every pasted line read: [{line, name, code, puzzle}] (puzzle: its id, or null).
function check(text) {
  const out = [];
  let name = "";
  String(text).slice(0, MAX_CHARS).split(/\r?\n/).slice(0, MAX_LINES).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const colon = line.lastIndexOf(":");
    let codes;
    if (colon >= 0) { name = line.slice(0, colon).trim(); codes = line.slice(colon + 1); }
    else if (looksLikeCodes(line)) codes = line;
    else { name = line; return; }
    for (const code of codesIn(codes)) {
      const p = name ? solvedBy(name, code) : null;
      out.push({ line: i + 1, name, code: code.length === 8 ? code.slice(0, 4) + "-" + code.slice(4) : codes.trim(), puzzle: p ? p.id : null });
    }
  });
  return out;
}

function show() {
  const text = document.getElementById("codes").value, seen = check(text);
  const names = new Map();  // nameKey -> {name, solved: Set}
  for (const r of seen) {
    if (!r.puzzle) continue;
    const k = nameKey(r.name);
    if (!names.has(k)) names.set(k, { name: r.name, solved: new Set() });
    names.get(k).solved.add(r.puzzle);
  }
  const head = `<tr><th scope="col">${esc(SAY("pupil"))}</th>` +
    RESULTS.puzzles.map((p) => `<th scope="col" title="${esc(p.title)}">${esc(SAY("puzzle", { n: p.number }))}</th>`).join("") + "</tr>";
  const rows = [...names.entries()].map(([k, n]) => `<tr data-name="${esc(k)}"><th scope="row">${esc(n.name)}</th>` +
    RESULTS.puzzles.map((p) => (n.solved.has(p.id) ? `<td class="ok" data-puzzle="${esc(p.id)}">${esc(SAY("yes"))}</td>` : `<td class="no">${esc(SAY("no"))}</td>`)).join("") + "</tr>");
  document.getElementById("table").innerHTML = names.size ? head + rows.join("") : "";
  const good = seen.filter((r) => r.puzzle).length;
  document.getElementById("counted").textContent = names.size ? COUNT("counted", good, { names: COUNT("pupils_n", names.size), codes: good }) : SAY("none_yet");
  const bad = seen.filter((r) => !r.puzzle);
  const told = [...bad.map((r) => (r.name ? SAY("not_code", { line: r.line, text: r.code, name: r.name }) : SAY("no_name", { line: r.line, text: r.code }))),
    ...shared(seen).map(([code, names]) => SAY("shared", { text: code, names: names.join(", ") })),
    ...(capped(text) ? [SAY("capped")] : [])];
  document.getElementById("rejected").innerHTML = told.map((t) => `<li>${esc(t)}</li>`).join("");
  document.getElementById("rejected-box").hidden = !told.length;
}

// Codes pasted under more than one name: [[code, [names]]]. A code is one
// pupil's: the same under another name is a copy (docs/play.md).
function shared(seen) {
  const by = new Map();
  for (const r of seen) {
    if (!r.name || r.code.replace("-", "").length !== 8) continue;
    if (!by.has(r.code)) by.set(r.code, new Map());
    by.get(r.code).set(nameKey(r.name), r.name);
  }
  return [...by.entries()].filter(([, names]) => names.size > 1).map(([code, names]) => [code, [...names.values()]]);
}

// Checked on a pause in typing, not on every key: a long paste costs once.
let waiting = null;
document.getElementById("codes").addEventListener("input", () => {
  clearTimeout(waiting);
  waiting = setTimeout(show, PAUSE);
});
const PAUSE = 300;
show();
// For tests and scripts: what a pasted text checks out as, and the table now.
window.dominoResults = { check, shared, show };
document.documentElement.dataset.ready = "true";
