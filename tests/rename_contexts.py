"""Name every catalog message by what its words are for, not by a module path.

    .venv/bin/python -m tests.rename_contexts

A message's context was `MODULE.TABLE:KEY` (`puzzles.drawing.room_words.WORDS:title`),
the table it was moved from (tests/i18n_convert.py), so moving a module renamed
its messages. It is now `GROUP.KEY` (`room.title`), GROUP a name of what the
words are for, from `GROUPS` below (old group -> new group); a nested key's
`/` becomes `.` too (`sheet.florentine.young.score`).

The pass rewrites only the `msgctxt` lines of every `.po` and of the template
`.pot` (msgids, translations, comments and fuzzy flags stay byte for byte),
compiles each `.mo` again from its `.po`, and rewrites the code that names an
old group (a string `"puzzles.game_words.WORDS"`, a key
`"puzzles.dominoes.endgame.TEXT:pips_n"`) under puzzles/, solver/, cli/,
domino_puzzles/, tests/ and docs/. Run it again and it changes nothing; run it
after a merge that brought messages with old contexts (a branch that added
words the old way) and it renames those too: add a line to `GROUPS` first for
a group it does not know (it names the old contexts it found no name for).
No new group may be a prefix of another (`screen.common`, not `screen` beside
`screen.blocked`): a group's messages are the contexts that start with it and
a dot (tests/test_i18n.py).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from puzzles.i18n import DOMAIN, LANGUAGES, LOCALE, catalog_path

ROOT = Path(__file__).resolve().parent.parent

KINDS = ("blocked", "chain", "dominosa", "endgame", "florentine", "regions")

# old group (the table it came from) -> what its words are for
GROUPS: dict[str, str] = {
    "cli.table_words._OWN": "table",
    "domino_puzzles.landing_words.LANDING": "landing",
    "domino_puzzles.listing.WORDS": "listing",
    "domino_puzzles.preflight_words.WORDS": "preflight",
    "domino_puzzles.report_words.PROGRESS": "progress",
    "domino_puzzles.web.results_words.RESULTS": "results",
    "domino_puzzles.web.words.SCREEN": "screen.common",
    **{f"domino_puzzles.web.{k}.WORDS": f"screen.{k}" for k in KINDS},
    **{f"domino_puzzles.web.{k}.WHY": f"screen.why.{k}" for k in KINDS},
    "puzzles.command_words.WORDS": "command",
    **{f"puzzles.dominoes.{k}.TEXT": f"answer.{k}" for k in KINDS if k != "florentine"},
    "puzzles.florentine.board_text.TEXT": "answer.florentine",
    "puzzles.florentine.game_hint_words.WORDS": "hint.florentine",
    **{f"puzzles.drawing.{k}.WORDS": f"paper.{k}" for k in KINDS},
    "puzzles.drawing.words._WORDS": "paper.common",
    "puzzles.drawing.words.NOUNS": "noun",
    "puzzles.drawing.words._COLOUR_WORDS": "colour",
    "puzzles.drawing.guide.WORDS": "guide",
    "puzzles.drawing.room_words.WORDS": "room",
    **{f"puzzles.drawing.sheet_words.SHEET/{k}": f"sheet.{k}" for k in KINDS},
    "puzzles.error_words.WORDS": "error",
    "puzzles.game_words.WORDS": "game",
    "puzzles.numbers.NUMBERS": "number",
    "puzzles.review_words.COUNTS": "review.count",
    "puzzles.review_words.WORDS": "review.text",
    # groups that main gained while this pass was written (the command line's
    # words, --help, system errors, a young sheet's steps, hint techniques)
    "cli.click": "click",
    "cli.help": "help",
    "cli.words.WORDS": "command_line",
    "puzzles.error_words.OS": "os_error",
    "puzzles.drawing.young_steps.STEPS": "steps.young",
    "solver.hints.TECHNIQUES": "technique",
}

OLD_NEST = "/"  # `A/B`, a nested key's parts, as tests/i18n_convert.py wrote them
CODE = ("puzzles", "solver", "cli", "domino_puzzles", "tests", "docs")
SUFFIXES = {".py", ".js", ".html", ".md", ".css"}
# Files that name old groups on purpose: this one and its test.
KEEP = {"rename_contexts.py", "test_contexts.py"}
_CTX = re.compile(r'^(#~ )?msgctxt "([^"]*)"$', re.MULTILINE)


def new_context(context: str) -> str | None:
    """The new name of an old context `GROUP:KEY` (None: not an old one we know)."""
    group, sep, key = context.partition(":")
    if not sep or group not in GROUPS:
        return None
    return f"{GROUPS[group]}.{key.replace(OLD_NEST, '.')}"


def rename_catalog(text: str) -> tuple[str, list[str]]:
    """A `.po`'s text with each old context renamed; the old contexts it does not know."""
    unknown: list[str] = []

    def one(match: re.Match[str]) -> str:
        context = match.group(2)
        new = new_context(context)
        if new is None:
            if ":" in context:
                unknown.append(context)
            return match.group(0)
        return f'{match.group(1) or ""}msgctxt "{new}"'

    text = _CTX.sub(one, text)
    return text.replace("(GROUP:KEY)", "(GROUP.KEY)"), unknown


# An old group in code: a whole dotted name, a key after it (`:pips_n`) renamed alike.
_OLD = sorted(GROUPS, key=len, reverse=True)
_CODE = re.compile(
    r"(?<![\w./])(" + "|".join(re.escape(g) for g in _OLD) + r")(?::([\w#/]+))?(?![\w/])"
)


def rename_code(text: str) -> str:
    def one(match: re.Match[str]) -> str:
        new = GROUPS[match.group(1)]
        key = match.group(2)
        return f"{new}.{key.replace(OLD_NEST, '.')}" if key else new

    return _CODE.sub(one, text)


def _write(path: Path, data: bytes) -> bool:
    """Write `data` where it differs (atomically); whether it did."""
    if path.exists() and path.read_bytes() == data:
        return False
    part = path.with_name(path.name + ".part")
    part.write_bytes(data)
    part.replace(path)
    return True


def rename() -> int:
    from babel.messages.pofile import read_po

    from puzzles.i18n_babel import mo_bytes

    changed: list[str] = []
    unknown: set[str] = set()
    catalogs = [catalog_path(lang, ".po") for lang in LANGUAGES]
    for path in [*catalogs, LOCALE / f"{DOMAIN}.pot"]:
        text, lacking = rename_catalog(path.read_text(encoding="utf-8"))
        unknown.update(lacking)
        if _write(path, text.encode("utf-8")):
            changed.append(str(path.relative_to(ROOT)))
    for lang, path in zip(LANGUAGES, catalogs, strict=True):
        with path.open("rb") as file:
            compiled = mo_bytes(read_po(file, locale=lang, domain=DOMAIN))
        if _write(catalog_path(lang), compiled):
            changed.append(str(catalog_path(lang).relative_to(ROOT)))
    for top in CODE:
        for path in sorted((ROOT / top).rglob("*")):
            if path.suffix not in SUFFIXES or not path.is_file() or path.name in KEEP:
                continue
            text = path.read_text(encoding="utf-8")
            if _write(path, rename_code(text).encode("utf-8")):
                changed.append(str(path.relative_to(ROOT)))
    code = [name for name in changed if name.endswith(".py")]
    if code:  # a shorter key may now fit one line: as the project formats it
        subprocess.run([sys.executable, "-m", "ruff", "format", "-q", *code], cwd=ROOT, check=False)
    for name in changed:
        print(name)
    if unknown:
        print(
            "old contexts of no group in GROUPS (add them, run again): "
            + ", ".join(sorted(unknown)[:20]),
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(rename())
