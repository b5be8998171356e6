// The teacher's results page (domino_puzzles/results_html.py): pasted lines of a
// name and its codes, or a name and its codes under it, checked against every
// puzzle's keys (codes.js `codeOf`); a table of who solved what, at which try.
// What the teacher pastes (codes, the class list) and the other sheets' results
// pages added are kept in the browser until cleared.

const RESULTS = JSON.parse(document.getElementById("results-data").textContent);
const SAY = (key, values) => String(RESULTS.words[key]).replace(/\{(\w+)\}/g, (m, k) => (values && k in values ? inWords(values[k]) : m));
// A counted message: the form the language's CLDR rule (PLURAL, puzzles/i18n.py) gives `n`.
const COUNT = (key, n, values) => {
  const forms = RESULTS.counted[key];
  const text = forms[Math.min(Math.max(PLURAL[RESULTS.lang](n), 0), forms.length - 1)];
  return String(text).replace(/\{(\w+)\}/g, (m, k) => (k === "n" ? inWords(n) : values && k in values ? inWords(values[k]) : m));
};
const esc = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const STORE = "domino-puzzles:results";

// -- the sheets: this page's, and those added from other results pages ----------
// A sheet is {sheet, title, puzzles: [{id, number, title, keys}]}; a code says
// which sheet it is of by the puzzle whose key it checks out with.
const sheetOf = (data) => ({ sheet: data.sheet, title: data.title, puzzles: data.puzzles });
let sheets = [sheetOf(RESULTS)];
function addSheet(data) {
  if (!data || typeof data.sheet !== "string" || !Array.isArray(data.puzzles)) return false;
  if (!sheets.some((s) => s.sheet === data.sheet)) sheets.push(sheetOf(data));
  VALID.clear();
  return true;
}
// The data of a results page's text, or null: what "Add a sheet" reads from a file.
function resultsDataIn(text) {
  const m = /<script type="application\/json" id="results-data">([\s\S]*?)<\/script>/.exec(String(text));
  if (!m) return null;
  try { return JSON.parse(m[1]); } catch (e) { return null; }
}

// -- reading a paste -------------------------------------------------------------
// A code as a pupil copies it: ABCD-EFGH, ABCDEFGH or ABCD EFGH. Without its dash
// it counts as a code only in capitals or with a digit, so that a name of eight
// letters ("Bernardo") is a name.
const CODE_END = /(^|[^0-9A-Za-z])([0-9A-Za-z]{4})([ \t]*[-\u2010-\u2015][ \t]*|[ \t]?)([0-9A-Za-z]{4})[\s.,;]*$/;
const codeLike = (text, dashed) => dashed || /[0-9]/.test(text) || text === text.toUpperCase();
// Between a name and its codes: a colon, a tab, a comma, a dash or spaces.
const SEPARATORS = /[\s:,;\-\u2010-\u2015]+$/;

// A line as {name, codes, rest}: the codes at its end, the name before them (""
// where none), and what stands after a colon or tab that is no code (`rest`).
function splitLine(line) {
  let left = line;
  const found = [];
  for (;;) {
    const m = CODE_END.exec(left);
    if (!m || !codeLike(m[2] + m[4], /[-\u2010-\u2015]/.test(m[3]))) break;
    found.unshift(m[2] + m[4]);
    left = left.slice(0, m.index + m[1].length);
  }
  let rest = "";
  const mark = Math.max(left.lastIndexOf(":"), left.lastIndexOf("\t"));
  if (mark >= 0 && left.slice(mark + 1).trim()) { rest = left.slice(mark + 1).trim(); left = left.slice(0, mark); }
  return { name: left.replace(SEPARATORS, "").trim(), codes: found.map(cleanCode), rest, marked: mark >= 0 };
}

// What a paste may hold: more is left unread, and the page says so.
const MAX_LINES = 5000, MAX_CHARS = 200000;
const capped = (text) => String(text).length > MAX_CHARS || String(text).split("\n", MAX_LINES + 1).length > MAX_LINES;

// Every code a name may hold, once a name: cleaned code -> {sheet, puzzle, tries}.
const VALID = new Map();
function validFor(name) {
  const k = nameKey(name);
  if (VALID.has(k)) return VALID.get(k);
  const out = new Map();
  for (const s of sheets) for (const p of s.puzzles) for (const key of p.keys) for (const band of TRIES_BANDS) {
    const c = cleanCode(codeOf(key, p.id, name, band));
    const had = out.get(c);
    if (!had || had.tries > band) out.set(c, { sheet: s.sheet, puzzle: p.id, tries: band });
  }
  VALID.set(k, out);
  return out;
}
const shown = (code) => (code.length === 8 ? code.slice(0, 4) + "-" + code.slice(4) : code);

// Every pasted line read: [{line, name, code, puzzle, sheet, tries}] (puzzle: its
// id, or null where the code does not check out for the name).
function check(text) {
  const out = [];
  let name = "";
  String(text).slice(0, MAX_CHARS).split(/\r?\n/).slice(0, MAX_LINES).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const got = splitLine(line);
    if (!got.codes.length && !got.rest) { if (got.name) name = got.name; return; }
    if (got.name) name = got.name;
    const rows = got.codes.map((c) => ({ code: shown(c), clean: c }));
    if (got.rest) rows.push({ code: got.rest, clean: cleanCode(got.rest) });
    for (const r of rows) {
      const hit = name ? validFor(name).get(r.clean) : null;
      out.push({ line: i + 1, name, code: r.code, puzzle: hit ? hit.puzzle : null, sheet: hit ? hit.sheet : null, tries: hit ? hit.tries : null });
    }
  });
  return out;
}

// One character off a code of `name`: changed, left out or one too many.
function nearTo(name, clean) {
  const near = (a, b) => {
    if (a.length === b.length) { let d = 0; for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) d++; return d === 1; }
    const [s, l] = a.length < b.length ? [a, b] : [b, a];
    if (l.length !== s.length + 1) return false;
    for (let i = 0; i < l.length; i++) if (l.slice(0, i) + l.slice(i + 1) === s) return true;
    return false;
  };
  for (const c of validFor(name).keys()) if (near(c, clean)) return c;
  return null;
}

// Codes pasted under more than one name: [[code, [names]]]. A code is one
// pupil's: the same under another name is a copy (docs/play.md).
function shared(seen) {
  const by = new Map();
  for (const r of seen) {
    if (!r.name || cleanCode(r.code).length !== 8) continue;
    if (!by.has(r.code)) by.set(r.code, new Map());
    by.get(r.code).set(nameKey(r.name), r.name);
  }
  return [...by.entries()].filter(([, names]) => names.size > 1).map(([code, names]) => [code, [...names.values()]]);
}

// The class list: one name a line, as the teacher typed it.
const classList = () => document.getElementById("class").value.split(/\r?\n/).map((n) => n.trim()).filter(Boolean).slice(0, MAX_LINES);

// Who solved what: [{name, key, solved: Map("sheet puzzle" -> tries)}], the class
// list's order first, then the names pasted that it lacks.
function table(seen) {
  const names = new Map();
  for (const n of classList()) if (!names.has(nameKey(n))) names.set(nameKey(n), { name: n, key: nameKey(n), listed: true, solved: new Map() });
  for (const r of seen) {
    if (!r.puzzle) continue;
    const k = nameKey(r.name);
    if (!names.has(k)) names.set(k, { name: r.name, key: k, listed: false, solved: new Map() });
    const at = r.sheet + " " + r.puzzle, had = names.get(k).solved.get(at);
    if (!had || had > r.tries) names.get(k).solved.set(at, r.tries);
  }
  return [...names.values()];
}
const triesWord = (band) => SAY("tries_" + band);

// The rows as CSV: a pupil a row, a puzzle a column, each cell its tries.
function csv() {
  const seen = check(document.getElementById("codes").value), rows = table(seen);
  const cell = (t) => (/[",\n\r;]/.test(t) ? `"${String(t).replace(/"/g, '""')}"` : String(t));
  const head = [SAY("pupil"), ...sheets.flatMap((s) => s.puzzles.map((p) => (sheets.length > 1 ? `${s.title}: ` : "") + SAY("puzzle", { n: p.number })))];
  const lines = [head, ...rows.map((n) => [n.name, ...sheets.flatMap((s) => s.puzzles.map((p) => {
    const band = n.solved.get(s.sheet + " " + p.id);
    return band ? triesWord(band) : "";
  }))])];
  return lines.map((l) => l.map(cell).join(",")).join("\r\n") + "\r\n";
}

function show() {
  const text = document.getElementById("codes").value, seen = check(text), rows = table(seen);
  const many = sheets.length > 1;
  const sheetRow = many ? `<tr><td></td>${sheets.map((s) => `<th scope="colgroup" colspan="${s.puzzles.length}">${esc(s.title)}</th>`).join("")}</tr>` : "";
  const head = sheetRow + `<tr><th scope="col">${esc(SAY("pupil"))}</th>` +
    sheets.map((s) => s.puzzles.map((p) => `<th scope="col" title="${esc(p.title)}">${esc(SAY("puzzle", { n: p.number }))}</th>`).join("")).join("") + "</tr>";
  const body = rows.map((n) => `<tr data-name="${esc(n.key)}"><th scope="row">${esc(n.name)}</th>` +
    sheets.map((s) => s.puzzles.map((p) => {
      const band = n.solved.get(s.sheet + " " + p.id);
      return band ? `<td class="ok" data-sheet="${esc(s.sheet)}" data-puzzle="${esc(p.id)}" data-tries="${band}">${esc(SAY("yes"))}<br><small>${esc(triesWord(band))}</small></td>`
        : `<td class="no">${esc(SAY("no"))}</td>`;
    }).join("")).join("") + "</tr>");
  document.getElementById("table").innerHTML = rows.length ? head + body.join("") : "";
  const handed = rows.filter((n) => n.solved.size);
  const good = seen.filter((r) => r.puzzle).length;
  document.getElementById("counted").textContent = handed.length ? COUNT("counted", good, { names: COUNT("pupils_n", handed.length), codes: good }) : SAY("none_yet");
  const missing = rows.filter((n) => n.listed && !n.solved.size).map((n) => n.name);
  const miss = document.getElementById("missing");
  miss.textContent = !classList().length ? "" : missing.length ? SAY("missing", { names: missing.join(", ") }) : SAY("all_in");
  miss.hidden = !classList().length;
  // who else a code belongs to: the names of the class list and of the paste
  const owners = new Map();
  for (const n of [...classList(), ...seen.map((r) => r.name)]) {
    if (n) for (const c of validFor(n).keys()) if (!owners.has(c)) owners.set(c, n);
  }
  const ownerOf = (r) => {
    const n = owners.get(cleanCode(r.code));
    return n && nameKey(n) !== nameKey(r.name) ? n : null;
  };
  const bad = seen.filter((r) => !r.puzzle).map((r) => {
    if (!r.name) return SAY("no_name", { line: r.line, text: r.code });
    const owner = ownerOf(r);
    if (owner) return SAY("owner", { line: r.line, text: r.code, name: r.name, owner });
    const near = nearTo(r.name, cleanCode(r.code));
    return near ? SAY("near", { line: r.line, text: r.code, name: r.name, code: shown(near) }) : SAY("not_code", { line: r.line, text: r.code, name: r.name });
  });
  const told = [...bad, ...shared(seen).map(([code, names]) => SAY("shared", { text: code, names: names.join(", ") })),
    ...(capped(text) ? [SAY("capped")] : [])];
  document.getElementById("rejected").innerHTML = told.map((t) => `<li>${esc(t)}</li>`).join("");
  document.getElementById("rejected-box").hidden = !told.length;
  document.getElementById("sheets").innerHTML = sheets.map((s) => `<li>${esc(s.title)}</li>`).join("");
}

// -- kept in the browser until cleared --------------------------------------------
function save() {
  const kept = { codes: document.getElementById("codes").value, classList: document.getElementById("class").value, sheets: sheets.slice(1) };
  try { localStorage.setItem(STORE, JSON.stringify(kept)); } catch (e) { /* private mode: nothing kept */ }
}
function load() {
  let kept = null;
  try { kept = JSON.parse(localStorage.getItem(STORE)); } catch (e) { kept = null; }
  if (!kept || typeof kept !== "object") return;
  if (typeof kept.codes === "string") document.getElementById("codes").value = kept.codes;
  if (typeof kept.classList === "string") document.getElementById("class").value = kept.classList;
  if (Array.isArray(kept.sheets)) for (const s of kept.sheets) addSheet(s);
}
function clear(ask) {
  if (ask && !window.confirm(SAY("clear_confirm"))) return false;
  document.getElementById("codes").value = "";
  sheets = [sheets[0]];
  VALID.clear();
  save();  // written over, not removed: the class list is kept
  show();
  return true;
}

// Checked on a pause in typing, not on every key: a long paste costs once.
let waiting = null;
const PAUSE = 300;
for (const id of ["codes", "class"]) {
  document.getElementById(id).addEventListener("input", () => {
    save();
    clearTimeout(waiting);
    waiting = setTimeout(show, PAUSE);
  });
}
document.getElementById("clear").addEventListener("click", () => clear(true));
document.getElementById("csv").addEventListener("click", () => {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob(["\ufeff" + csv()], { type: "text/csv;charset=utf-8" }));
  a.download = "results.csv";
  document.body.appendChild(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 0);
});
// Another sheet's results page, read from its file: its puzzles' keys join this page's.
document.getElementById("add-sheet").addEventListener("change", (e) => {
  const file = e.target.files && e.target.files[0];
  if (!file) return;
  file.text().then((text) => {
    const ok = addSheet(resultsDataIn(text));
    document.getElementById("sheet-said").textContent = SAY(ok ? "sheet_added" : "not_sheet", { file: file.name });
    e.target.value = "";
    save();
    show();
  });
});
load();
show();
// For tests and scripts: what a pasted text checks out as, the table now, the CSV,
// a sheet added from a results page's text, and Clear without its question.
window.dominoResults = {
  check, shared, show, csv,
  addSheet: (text) => { const ok = addSheet(resultsDataIn(text)); save(); show(); return ok; },
  clear: () => clear(false),
};
document.documentElement.dataset.ready = "true";
