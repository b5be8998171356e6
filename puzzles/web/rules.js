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
