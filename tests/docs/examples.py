"""Every fenced block of README.md and docs/*.md, and how the docs test
checks it against the tool as it is (tests/test_docs.py).

A block is checked by what it is, told by its language tag and its content:

- `python`: run, in a folder holding `examples/`;
- `yaml`: a puzzle file is loaded and solved (a position with hidden hands
  analysed by sampling), a book recipe is read and a small book made of it;
- `json`: a bot view (it has a `seat`) is answered by `domino_puzzles.bots`
  without an error; a `play` log is replayed to its end by `position`;
- `sh`: every `domino-puzzles` line is run (exit 0), in order, in one
  folder holding `examples/` (`> FILE` writes its output there); a usage
  synopsis (`[--option ...]`) has every command and option checked against
  the command line's own;
- `js`: every function of `window.dominoPuzzles` / `window.dominoRoom` it
  calls is one the page's script offers.

An HTML comment just before a block says more:

- `<!-- output of: domino-puzzles ARGS; domino-puzzles ARGS -->`: the block
  is what those commands print, run as an `sh` block is (the output of the
  ones not written to a file, stdout and stderr). JSON is compared as data;
  `"seconds"` may differ, `"..."` as a list item or a key (`"...": "..."`)
  stands for the items or keys left out, and `...` inside a string for the
  text left out. Text is compared line by line, `N.NN s` may differ, and a
  line `...` stands for the lines left out;
  A line `cat FILE` shows a file the commands wrote (the listing sheet
  beside a book), as the shell would;
- `<!-- not run: WHY -->`: not checked, for the few blocks nothing can run
  (an install line, the whole test suite, hour-long benchmarks).

Files the commands read beyond `examples/` are in tests/docs/files/.
"""

from __future__ import annotations

import json
import re
import shlex
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from click.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent.parent
FILES = Path(__file__).resolve().parent / "files"
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

_FENCE = re.compile(r"^([ \t]*)```(\w*)[ \t]*\n(.*?)^\1```[ \t]*$", re.S | re.M)
_NOTE = re.compile(r"<!--\s*(not run|output of):\s*((?:(?!-->).)*?)\s*-->\Z", re.S)
_SECONDS = re.compile(r"\b\d+\.\d+ s\b")


@dataclass(frozen=True)
class Block:
    page: str  # "docs/formats.md"
    line: int  # the line of its opening fence, from 1
    lang: str  # the fence's tag, "" for none
    text: str  # what it holds, unindented
    note: tuple[str, str] | None  # ("output of" | "not run", what follows)

    @property
    def name(self) -> str:
        return f"{self.page}:{self.line}"


def blocks(pages: list[Path] = PAGES) -> list[Block]:
    found = []
    for page in pages:
        text = page.read_text(encoding="utf-8")
        for match in _FENCE.finditer(text):
            before = text[: match.start()]
            note = _NOTE.search(before.rstrip())
            found.append(
                Block(
                    page.relative_to(ROOT).as_posix(),
                    before.count("\n") + 1,
                    match.group(2),
                    textwrap.dedent(match.group(3)),
                    (note.group(1), " ".join(note.group(2).split())) if note else None,
                )
            )
    return found


# -- what a block is --------------------------------------------------------------
def kind(block: Block) -> str | None:
    """How the block is checked (a key of CHECKS), "not run", or None: not known."""
    if block.note:
        return "output" if block.note[0] == "output of" else "not run"
    if block.lang == "python":
        return "python"
    if block.lang == "js":
        return "page script"
    if block.lang == "sh" and block.text.startswith("python3 -m venv .venv && "):
        return "install"
    if block.lang == "sh":
        return "synopsis" if re.search(r" \[--", block.text) else "commands"
    if block.lang == "yaml":
        data = yaml.safe_load(block.text)
        if isinstance(data, dict) and "sections" in data:
            return "recipe"
        if isinstance(data, dict) and ("kind" in data or "puzzles" in data):
            return "puzzle"
    if block.lang == "json":
        data = json.loads(block.text)
        if isinstance(data, dict) and "seat" in data:
            return "bot view"
        if isinstance(data, dict) and {"rules", "seed", "bots"} <= set(data):
            return "play log"
    return None


def check(block: Block, folder: Path) -> None:
    """Raises AssertionError, naming the block, when it does not hold."""
    how = kind(block)
    assert how in CHECKS, f"{block.name}: not checked (see tests/docs/examples.py)"
    CHECKS[how](block, _folder(folder))


def _folder(folder: Path) -> Path:
    (folder / "examples").symlink_to(ROOT / "examples")
    for path in FILES.glob("*"):
        (folder / path.name).write_bytes(path.read_bytes())
    return folder


# -- running commands -------------------------------------------------------------
def run(commands: str, folder: Path, *, ok: bool) -> str:
    """Run `domino-puzzles ...` lines (or `;`-separated commands) in `folder`;
    the output of those not written to a file, stdout and stderr."""
    import os

    from cli.main import main

    shown = []
    here = Path.cwd()
    os.chdir(folder)
    try:
        for line in re.split(r"\n|;", commands):
            line = line.split(" #", 1)[0].strip()
            if not line:
                continue
            words = shlex.split(line)
            if words[0] == "cat" and len(words) == 2:  # a file a command wrote, shown
                shown.append(Path(words[1]).read_text(encoding="utf-8"))
                continue
            assert words[0] == "domino-puzzles", f"not a domino-puzzles command: {line}"
            target = None
            if ">" in words:
                at = words.index(">")
                words, target = words[:at], words[at + 1]
            result = CliRunner().invoke(main, words[1:])
            if ok:
                assert result.exit_code == 0, f"{line}: exit {result.exit_code}\n{result.output}"
            if target:
                Path(target).write_text(result.stdout, encoding="utf-8")
            else:
                shown.append(result.output)
    finally:
        os.chdir(here)
    return "".join(shown)


def _output(block: Block, folder: Path) -> None:
    got = run(block.note[1] if block.note else "", folder, ok=False)
    if block.lang == "json":
        want = json.loads(block.text)
        real = json.loads(got)
        assert alike(want, real), f"{block.name}: not what it prints:\n{json.dumps(real)}"
        if isinstance(real, dict) and "bots" in real:
            _replays(real, folder)
    else:
        assert lines_alike(block.text, got), f"{block.name}: not what it prints:\n{got}"


def alike(want: Any, got: Any, key: str = "") -> bool:
    """Does the data `want`, an excerpt maybe ("..."), match `got`?"""
    if key == "seconds":
        return isinstance(got, int | float)
    if isinstance(want, dict):
        if not isinstance(got, dict):
            return False
        keys = [k for k in want if k != "..."]
        if "..." not in want and set(keys) != set(got):
            return False
        return all(k in got and alike(want[k], got[k], k) for k in keys)
    if isinstance(want, list):
        if not isinstance(got, list):
            return False
        if "..." not in want:
            return len(want) == len(got) and all(map(alike, want, got))
        at = want.index("...")
        head, tail = want[:at], want[at + 1 :]
        return (
            len(got) >= len(head) + len(tail)
            and all(map(alike, head, got[: len(head)]))
            and all(map(alike, tail, got[len(got) - len(tail) :]))
        )
    if isinstance(want, str) and "..." in want and isinstance(got, str):
        return re.fullmatch(".*".join(map(re.escape, want.split("..."))), got, re.S) is not None
    return type(want) is type(got) and want == got


def lines_alike(want: str, got: str) -> bool:
    """Text compared line by line; a line `...` stands for lines left out."""
    parts: list[list[str]] = [[]]
    for line in _SECONDS.sub("N s", want).rstrip("\n").split("\n"):
        if line.strip() == "...":
            parts.append([])
        else:
            parts[-1].append(line.rstrip())
    real = [line.rstrip() for line in _SECONDS.sub("N s", got).rstrip("\n").split("\n")]
    at = 0
    for i, part in enumerate(parts):
        last = i == len(parts) - 1
        starts = [at] if i == 0 else range(at, len(real) - len(part) + 1)
        for start in starts:
            if real[start : start + len(part)] == part and (
                not last or start + len(part) == len(real)
            ):
                at = start + len(part)
                break
        else:
            return False
    return True


def _replays(log: dict, folder: Path) -> None:
    """A play log is replayed to its end by `position`, every move checked."""
    from puzzles.game_positions import position_after

    if log["rules"] == "florentine":
        position_after(log, len(log["moves"]))
    else:
        for number, round_ in enumerate(log["rounds"], 1):
            position_after(log, len(round_["moves"]) - 1, number)


# -- the checks, by kind ----------------------------------------------------------
def _python(block: Block, folder: Path) -> None:
    import os

    here = Path.cwd()
    os.chdir(folder)
    try:
        exec(compile(block.text, block.page, "exec"), {})
    finally:
        os.chdir(here)


def _puzzle(block: Block, folder: Path) -> None:
    from solver import api
    from solver.analyse import analyse

    data = yaml.safe_load(block.text)
    for item in data.get("puzzles", [data]):
        entry = api.load(item)
        if getattr(entry.puzzle, "hidden", False):  # not a puzzle: analysed by sampling
            assert analyse(entry.kind, entry.puzzle).extra["sampled"] is True, block.name
        else:
            assert api.solve(entry).status == "optimal", block.name


def _recipe(block: Block, folder: Path) -> None:
    from domino_puzzles import recipe

    (folder / "recipe.yaml").write_text(block.text, encoding="utf-8")
    recipe.load(str(folder / "recipe.yaml"))
    run("domino-puzzles book recipe.yaml --count 2 --out book --quiet", folder, ok=True)
    assert (folder / "book" / "book.yaml").exists()


def _bot_view(block: Block, folder: Path) -> None:
    from domino_puzzles import bots

    view = json.loads(block.text)
    rules = "florentine" if "colours" in view else "draw" if view.get("boneyard") else "block"
    for level in ("random", "best"):
        got = bots.answer(rules, level, 0, 0.1, block.text)
        assert "error" not in got, f"{block.name}: the bot says {got['error']}"


def _play_log(block: Block, folder: Path) -> None:
    _replays(json.loads(block.text), folder)


def _commands(block: Block, folder: Path) -> None:
    run(block.text, folder, ok=True)


def _install(block: Block, folder: Path) -> None:
    """The README's first lines: the install is what .ci/run does, not done
    again here; the tool's command after it is run, and a line that runs the
    tests is the very line .ci/run runs."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").split("\n")
    for line in block.text.strip().split("\n"):
        if "pytest" in line:
            assert line in ci, f"{block.name}: .ci/run does not run {line}"
        for part in line.split(" && "):
            if part.startswith(".venv/bin/domino-puzzles "):
                run(part.removeprefix(".venv/bin/"), folder, ok=True)


def _synopsis(block: Block, folder: Path) -> None:
    """Every command of a usage synopsis is one, and every option it lists is
    one of that command's."""
    import click

    from cli.main import main

    for line in block.text.split("\n"):
        line = line.split("#", 1)[0]
        words = line.split()
        if words[:1] == ["domino-puzzles"]:
            command = main.get_command(click.Context(main), words[1])
            assert command is not None, f"{block.name}: no command {words[1]}"
            known = {o for p in command.params for o in (*p.opts, *p.secondary_opts)}
        elif not words or words[0] == "python":
            continue
        for option in re.findall(r"(?<![\w-])(--[a-z][a-z-]*)", line):
            assert option in known, f"{block.name}: {command.name} has no {option}"


def _page_script(block: Block, folder: Path) -> None:
    scripts = {
        "dominoPuzzles": ROOT / "puzzles/web/play.js",
        "dominoRoom": ROOT / "puzzles/web/room/room.js",
    }
    calls = re.findall(r"\b(dominoPuzzles|dominoRoom)\.(\w+)\(", block.text)
    assert calls, block.name
    for name, function in calls:
        script = scripts[name].read_text(encoding="utf-8")
        offered = script.split(f"window.{name} = {{", 1)[1]
        assert re.search(rf"^\s+{function}[:(,]", offered, re.M), f"{name}.{function}"


CHECKS: dict[str, Callable[[Block, Path], None]] = {
    "python": _python,
    "puzzle": _puzzle,
    "recipe": _recipe,
    "bot view": _bot_view,
    "play log": _play_log,
    "commands": _commands,
    "install": _install,
    "synopsis": _synopsis,
    "page script": _page_script,
    "output": _output,
}
