"""play.html: every puzzle of a book or sheet in one page a reader plays.

The page is puzzles/web/play.html with play.css, the scripts and the colour
patterns of print (puzzles/drawing/style.py) put inline, and each puzzle's
position, answer (the kind's answer: solved, or the puzzle's `solution`) and
hint steps as JSON: no network, no other files, nothing for a user to build.
Each kind's script (puzzles/web/kinds/<kind>.js) checks its moves by docs/rules.md;
the browser tests play the same moves through the Python rules and compare the
verdicts.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
from collections.abc import Sequence
from typing import Any

from domino_puzzles.paper_kind import on_paper
from domino_puzzles.web import codes
from domino_puzzles.web.boxes import box_hints
from domino_puzzles.web.kinds import page_piece, said_why, script_text
from domino_puzzles.web.words import screen_words
from puzzles.drawing import style, young
from puzzles.drawing.words import word
from puzzles.status import Status
from puzzles.web_assets import patterns, web_file  # noqa: F401 - the pages' API too
from puzzles.words import ENGLISH, Words
from solver.kind import AnswerT, PositionT
from solver.registry import KINDS, Kind

# What every kind's script may use, in this order: the table of kinds with the
# rules they share, tile drawings, the views' parts. Then each kind's own script
# (`script`), then the page itself, which starts the page once every kind is in.
SHARED = ("rules.js", "codes.js", "draw.js", "views.js")
PAGE = "play.js"


def scripts() -> str:
    """The page's script: shared, every kind's in a block of its own (its names
    are its own), the page."""
    kinds = ["{\n" + script_text(kind) + "}" for kind in KINDS.values()]
    return "\n".join([*map(web_file, SHARED), *kinds, web_file(PAGE)])


# -- hint steps -----------------------------------------------------------------
def steps_for(
    kind: Kind[PositionT, AnswerT], puzzle: PositionT, answer: AnswerT
) -> list[dict[str, Any]]:
    """The hint steps of one puzzle, `{move, technique, level, reason}`, that applied
    in order reach `answer`: the explained steps of `solve --explain` where the
    puzzle has one answer, else the answer's own moves (technique "answer")."""
    explained = _explained(kind, puzzle, answer)
    if explained is not None:
        return page_piece(kind).played(explained)
    return [
        {"move": move, "technique": "answer", "level": 1, "reason": reason}
        for move, reason in page_piece(kind).answer_moves(puzzle, answer)
    ]


def _explained(
    kind: Kind[PositionT, AnswerT], puzzle: PositionT, answer: AnswerT
) -> list[dict[str, Any]] | None:
    from domino_puzzles.pages import answer_of
    from solver.hints import explain

    if not kind.has_hints:  # a kind without a human solver: the answer's own moves
        return None
    if answer.status is None or answer.unique is None or not kind.solves(puzzle, answer):
        # a `solution` that leaves out whether it is proven, or is no whole
        # answer: only solving tells whether there is one answer to explain
        answer = answer_of(kind, puzzle)
    if answer.unique is not True or answer.status != Status.OPTIMAL or not kind.has_hints:
        return None  # no human solver to explain it (a kind's hints still to come)
    steps = [step.to_mapping() for step in explain(kind, puzzle, answer)]
    return steps if steps and all(step["move"] is not None for step in steps) else None


def entry(
    kind: Kind[PositionT, AnswerT],
    puzzle: PositionT,
    answer: AnswerT,
    number: int,
    words: Words,
    hints: int | None = None,
    age: int | None = None,
) -> dict:
    """One puzzle as the page sees it: with its answer (the kind's) for the
    teacher (`hints` None), or for pupils with none: the kind's `for_pupils`
    drops the answer and seals what judges "solved", and of the hint steps the
    first `hints` stay, never the last."""
    header, name = puzzle.header, on_paper(kind).word(words, "name")
    pid = str(header.get("id") or f"puzzle-{number}")
    data = page_piece(kind).page_data(puzzle, answer, words, age)
    # The explained reasons are English: in another language, and on a young
    # sheet, a hint names its move in the page's words (the kind's `hintText`),
    # as it does for a bare move, and says why after it (`_reason`).
    steps: list[Any] = [
        {**step, "reason": _reason(kind, step, words, data, age)}
        for step in steps_for(kind, puzzle, answer)
    ]
    explained = steps[:1]
    hint_salt = None
    # An endgame's round played out to its end on every page, where its tree
    # fits (domino_puzzles/web/endgame.py `played_out`): its hints are the
    # moves of the first mover's side in a best line, the first with the
    # explained reason where it is the explained move.
    out = getattr(page_piece(kind), "played_out", None)
    played = out(puzzle, data, _salt([pid, "tree", data])) if out else None
    if played is not None:
        steps = [
            {"move": m, "technique": "answer", "level": 1, "reason": ""} for m in played["line"]
        ]
        if hints is None:
            data = data | {"tree": played["tree"]}
            if explained and _same_lay(explained[0]["move"], steps[0]["move"]):
                steps[0] = explained[0]
    if hints is not None:
        # never fewer than two moves left to find: 3 moves get at most 1 hint
        kept = steps[: max(0, min(hints, len(steps) - LEFT_TO_FIND))]
        hint_salt = _salt([pid, data])
        steps = box_hints(kept, hint_salt)
        lock_salt = _salt([pid, "lock", data])
        data, keys = pupils_data(kind, data, lock_salt)
        if played is not None:
            data = {k: v for k, v in data.items() if k != "seal"} | {"tree": played["tree"]}
            keys = [played["key"]]
        data |= {"lock": {"salt": lock_salt, "rounds": codes.ROUNDS}, KEYS: keys}
    return {
        "id": pid,
        "kind": kind.name,
        "number": number,
        # A title people read: "Puzzle 3 · Domino chain", and the puzzle's own title.
        "title": " · ".join(
            [words("screen.common.title", n=number, kind=name)]
            + ([str(header["title"])] if header.get("title") else [])
        ),
        "kindName": name,
        "difficulty": _difficulty(words, header.get("difficulty")),
        "instructions": on_paper(kind).sheet_word(words, "instructions", age),
        "steps": steps,
        **({} if hint_salt is None else {"hintSalt": hint_salt}),
        **data,
    }


def _same_lay(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Do two moves lay the same tile at the same end (a move may leave out `to`)?"""
    return all(a.get(k) == b.get(k) for k in ("player", "tile", "end"))


# -- the pupils' hints, boxed -----------------------------------------------------
# The pupils' page leaves at least this many moves of an answer to find: of
# `--hints N`, an answer of 3 moves gets at most 1 hint, of 2 or fewer none.
LEFT_TO_FIND = 2


def _salt(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()[:16]


def _reason(
    kind: Kind, step: dict[str, Any], words: Words, data: dict[str, Any], age: int | None
) -> str:
    """What a hint says: in English the explained reason; on a page in another
    language, or of a young sheet (whose players are "you" and "your friend",
    not the reason's "Player 0"), the move in the page's words (`data` names
    the players) and why, by its technique (the kind's `WHY`); else nothing,
    and the script names the move."""
    if step["technique"] == "answer":
        return ""
    if words.lang == "en" and not young(age):
        return step["reason"]
    return said_why(kind, step, words, data)


def how_to(
    kind: Kind, words: Words, puzzles: Sequence[Any] = (), age: int | None = None
) -> dict[str, Any]:
    """The sheet's own rules box for the page: its heading, rules and drawn
    example (SVG, in print's millimetres) with its caption; a worksheet's
    (`age`) with only the rules its `puzzles` use, in the words for the age."""
    g, w, h, caption = on_paper(kind).drawing.rules_example(words)
    svg = (
        f'<svg class="example" viewBox="0 0 {w:g} {h:g}" style="--w:{w:g}" '
        f'role="img" aria-label="{html.escape(caption)}">{g.tostring()}</svg>'
    )
    screen = getattr(on_paper(kind).drawing, "screen_rules", None)
    if age is not None:
        rules = on_paper(kind).sheet_rules(words, puzzles, age, True)
    elif screen is not None:  # the page's own words, where print's differ
        rules = screen(words)
    else:
        rules = on_paper(kind).rules_text(words)
    return {"heading": words("paper.common.rules"), "rules": rules, "example": svg,
            "caption": caption}  # fmt: skip


# Where an entry of the pupils' page carries the keys its answers open, for
# the teacher's results page; `page_and_keys` takes them out of the page.
KEYS = "\x00keys"


def pupils_data(kind: Kind, data: dict[str, Any], salt: str) -> tuple[dict[str, Any], list[str]]:
    """`data` as the kind's `for_pupils` leaves it (no answer, no target, what
    judges "solved" sealed: the `seal_hash` of each text's slow key with
    `salt`), and the keys a pupil's codes are made with (codes.py): those of
    the whole answer's texts (the kind's `answer_texts`), else of the sealed
    targets."""
    texts: list[str] = []

    def seal(given: Sequence[str]) -> dict[str, Any]:
        texts.extend(given)
        return {"hashes": sorted({codes.seal_hash(codes.slow_key(salt, t)) for t in given})}

    piece = page_piece(kind)
    out = piece.for_pupils(data, seal)
    # a code's key comes from the whole answer where the kind writes it
    # (`answer_texts`): a sealed target, a summary number, is found by guessing
    answers = getattr(piece, "answer_texts", None)
    if answers is not None:
        texts = list(answers(data))
    return out, sorted({codes.slow_key(salt, t) for t in texts})


def _difficulty(words: Words, difficulty: Any) -> str:
    """A generator's difficulty in the page's words; any other as written (FORMATS.md)."""
    from solver.generate import LEVEL_NAMES

    if difficulty is None:
        return ""
    return word(words, difficulty) if difficulty in LEVEL_NAMES else str(difficulty)


# -- the page -------------------------------------------------------------------
# A worksheet's page reads its words aloud where the browser has a voice for
# its language (play.js `readAloud`): hidden until one is found.
_READ = '<button type="button" id="read-aloud" class="say">@@w:read_aloud@@</button>'
_NEW_PUPIL = f'<p><button type="button" id="new-pupil">@@w:new_pupil@@</button> {_READ}</p>\n'
# The pupils' page asks the name its codes are made for (play.js `showCode`).
_NAMED_PUPIL = (
    '<p class="pupil"><label for="pupil-name">@@w:your_name@@</label> '
    '<input id="pupil-name" type="text" autocomplete="off" spellcheck="false" maxlength="40"> '
    f'<button type="button" id="new-pupil">@@w:new_pupil@@</button> {_READ}</p>\n'
)


def title_of(puzzles: Sequence[tuple[Kind, Any, Any]], words: Words = ENGLISH) -> str:
    """The title of a page of `puzzles` that has none of its own (`render
    --html`): the puzzles' own title where they share one, else the names of
    their kinds, in `words`' language."""
    titles = {str(p.header["title"]) for _, p, _ in puzzles if p.header.get("title")}
    if len(titles) == 1 and all(p.header.get("title") for _, p, _ in puzzles):
        return titles.pop()
    return ", ".join(dict.fromkeys(on_paper(k).word(words, "name") for k, _, _ in puzzles))


def page(
    title: str,
    puzzles: Sequence[tuple[Kind, Any, Any]],
    words: Words = ENGLISH,
    *,
    hints: int | None = None,
    age: int | None = None,
) -> str:
    """The whole page (`page_and_keys`, without the keys)."""
    return page_and_keys(title, puzzles, words, hints=hints, age=age)[0]


def page_and_keys(
    title: str,
    puzzles: Sequence[tuple[Kind, Any, Any]],
    words: Words = ENGLISH,
    *,
    hints: int | None = None,
    age: int | None = None,
) -> tuple[str, list[dict[str, Any]]]:
    """The whole page for (kind, puzzle, answer) in book order; ids made unique.
    With `hints` (a number) the page is the pupils': no answer in it, no Show
    answer, at most `hints` hints a puzzle; else the teacher's, with answers.
    A worksheet's page (`age`) shows the rules its puzzles use, in the words
    for the age, as its printed sheet does. The pupils' page comes with, for
    each puzzle, `{id, number, title, keys}`: the keys its answers open, for
    the teacher's results page (domino_puzzles/results_html.py); the
    teacher's with none."""
    entries, seen, locks = [], set(), []
    for number, (kind, puzzle, answer) in enumerate(puzzles, 1):
        item = entry(kind, puzzle, answer, number, words, hints, age)
        if getattr(page_piece(kind), "FACTS", False):
            # what the paper prints under the title: its set, its rules (pages.py)
            sheet = None if age is None else [p for k, p, _ in puzzles if k is kind]
            item["facts"] = on_paper(kind).facts(puzzle, words, age, sheet)
        while item["id"] in seen:
            item["id"] += f"-{number}"
        seen.add(item["id"])
        if KEYS in item:
            keys = item.pop(KEYS)
            locks.append({"id": item["id"], "number": number, "title": item["title"], "keys": keys})
        entries.append(item)
    data = {
        "title": title,
        "lang": words.lang,
        "puzzles": entries,
        "howTo": {
            k.name: how_to(k, words, [p for kp, p, _ in puzzles if kp is k], age)
            for k in KINDS.values()
            if any(k is p[0] for p in puzzles)
        },
        "words": screen_words(
            words,
            [k for k in KINDS.values() if any(k is p[0] for p in puzzles)],
            hints is not None,
        ),
        **({} if hints is None else {"pupils": True}),
        **({} if age is None else {"readAloud": True}),
        "palette": style.COLOURS,
        "shapes": style.SHAPES,
    }
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
    # Progress is kept per book: the same book, reopened, finds its moves again.
    data_key = hashlib.sha256(text.encode()).hexdigest()[:16]
    safe = text.replace("<", "\\u003c")  # JSON inside <script> must never close it
    template = web_file("play.html")
    parts = {
        "LANG": html.escape(words.lang),
        "TITLE": html.escape(title),
        "CSS": web_file("play.css"),
        "PATTERNS": patterns(),
        "KEY": data_key,
        "JS": scripts(),
        "DATA": safe,
        "KEYS": "" if hints is not None else web_file("keys.html"),
        # A classroom's shared screen (a worksheet's page) starts again for
        # each pupil; a book's reader or a file's author has Reset on each puzzle.
        "PUPIL": "" if age is None else _NEW_PUPIL if hints is None else _NAMED_PUPIL,
    }
    shown = dict(screen_words(words))
    # The help line names the one kind of piece the page's puzzles move, if
    # they move one (a book of every kind: "a piece (a card or a tile)").
    pieces = {page_piece(k).PIECES for k in KINDS.values() if any(k is p[0] for p in puzzles)}
    if len(pieces) == 1:
        (only,) = pieces
        for line in ("help_touch", "help_mouse", "help_keys"):
            shown[line] = shown[f"{line}_{only}"]

    def fill(text: str) -> str:
        return re.sub(r"@@w:(\w+)@@", lambda m: html.escape(shown[m[1]]), text)

    parts["KEYS"] = fill(parts["KEYS"])
    parts["PUPIL"] = fill(parts["PUPIL"])
    # One pass, so that nothing put in (a title, a script) is read as a mark.
    text = re.sub(
        r"@@([A-Z]+|w:\w+)@@",
        lambda m: html.escape(shown[m[1][2:]]) if m[1].startswith("w:") else parts[m[1]],
        template,
    )
    return text, locks
