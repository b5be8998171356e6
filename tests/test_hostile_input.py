"""Hostile input: every file, however built, gets an answer or one clean error.

The contract, per case: exit 0 or 2; on 2 one line `error: FILE: ...` naming
the file (and the puzzle and field where there is one), without control
characters, nothing on stdout and nothing written; within the time and the
memory of a 2 GB cap. The corpus in tests/hostile/ names, in its first line,
the exit code and the words the error must hold. Files that cannot live in
the repository (large ones, FIFOs, devices) are made here.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzles.errors import BadInput
from puzzles.files import read_documents
from solver.registry import load
from tests.hostile_runner import HANG, assert_clean_error, run_all

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "hostile"
MEMORY = 2 * 1024**3
EXAMPLE = (ROOT / "examples" / "florentine.yaml").read_text(encoding="utf-8")


def expected(path: Path) -> tuple[int, list[str]]:
    first = path.read_bytes().split(b"\n", 1)[0].decode("utf-8")
    code, *words = first.removeprefix("# expect:").strip().split(" | ")
    return int(code), words


def made_cases(folder: Path) -> dict[str, tuple[str, int, list[str]]]:
    """Hostile files that cannot live in the repository: name -> (path, exit, words)."""
    big = folder / "eleven-megabytes.yaml"
    with big.open("w") as out:
        out.write(EXAMPLE)
        out.write(("#" + "x" * 1023 + "\n") * 11 * 1024)
    many = folder / "many-values.yaml"
    many.write_text("kind: chain\ntiles: [1-2]\nmeta: {x: [" + "1," * 600_000 + "1]}\n")
    fifo = folder / "fifo.yaml"
    os.mkfifo(fifo)
    good = folder / "good.yaml"
    good.write_text(EXAMPLE)
    link = folder / "link.yaml"
    link.symlink_to(good)
    return {
        "eleven-megabytes": (str(big), 2, ["larger than 10 MB"]),
        "many-values": (str(many), 2, ["more than 500,000 values"]),
        "fifo": (str(fifo), 2, ["not a regular file"]),
        "dev-zero": ("/dev/zero", 2, ["not a regular file"]),
        "dev-null": ("/dev/null", 2, ["not a regular file"]),
        "directory": (str(folder), 2, ["is a directory"]),
        "missing": (str(folder / "missing.yaml"), 2, ["cannot read"]),
        "symlink": (str(link), 0, []),
    }


COMMANDS = {
    "solve": lambda path: ["solve", path, "--time-limit", "1", "--format", "json"],
    "render": lambda path: ["render", path, "--out", "page.svg"],
    "key": lambda path: ["render", path, "--solution", "--out", "page.svg"],
    "check": lambda path: ["check", path, "--time-limit", "1"],
}


# Slow by design (they read up to a bound): enough under one command.
ONE_COMMAND = ("many-values", "eleven-megabytes")


def _commands(stem: str) -> list[str]:
    return ["solve"] if stem in ONE_COMMAND else list(COMMANDS)


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    """Every case under every command, run in one capped process: name -> result."""
    base = tmp_path_factory.mktemp("hostile")
    files = {p.stem: (str(p), *expected(p)) for p in sorted(CORPUS.glob("*.yaml"))}
    files.update(made_cases(base))
    cases, wanted = [], {}
    for stem, (path, code, words) in files.items():
        for command in _commands(stem):
            args = COMMANDS[command]
            name = f"{command}:{stem}"
            cwd = base / "runs" / name.replace(":", "-")
            cwd.mkdir(parents=True)
            cases.append({"name": name, "args": args(path), "cwd": str(cwd)})
            wanted[name] = (path, code, words, command)
    found = run_all(cases, base, MEMORY)
    return {name: (result, wanted[name]) for name, result in found.items()}


def _names() -> list[str]:
    stems = [p.stem for p in sorted(CORPUS.glob("*.yaml"))]
    stems += ["eleven-megabytes", "many-values", "fifo", "dev-zero", "dev-null"]
    stems += ["directory", "missing", "symlink"]
    return [f"{command}:{stem}" for stem in stems for command in _commands(stem)]


@pytest.mark.parametrize("name", _names())
def test_contract(results, name):
    result, (path, code, words, command) = results[name]
    assert result["crash"] is None, result
    # `check` fails (1) a puzzle it cannot prove unique: a verdict, not a crash
    assert result["exit"] == code or (command, code, result["exit"]) == ("check", 0, 1), result
    assert result["cpu"] < HANG
    if code == 0:
        assert result["files"] == (["page.svg"] if command in ("render", "key") else [])
        return
    assert result["files"] == [], "nothing is written on bad input"
    assert_clean_error(result, path, words)


def test_every_corpus_file_says_what_it_expects():
    for path in CORPUS.glob("*.yaml"):
        code, _ = expected(path)
        assert code in (0, 2), path


# -- fuzzing the loaders --------------------------------------------------------
FIELDS = [
    *("kind", "id", "title", "difficulty", "meta", "solution", "size", "colour", "board"),
    *("pool", "personal", "rules", "set", "line", "tiles", "hands", "objective", "hand"),
    *("clues", "to_move", "partnerships", "boneyard", "at", "tile", "end", "pips", "cell"),
    *("card", "turn", "moves", "score", "cards_placed", "tiles_laid", "value", "player"),
]
WORDS = [
    *("florentine", "chain", "blocked", "endgame", "red", "G", "RRBG", "R1RBG", "P", "D4"),
    *("H8", "A1", "3-4", "6-6", "1:2", "6-6 6-3", "block", "draw", "left", "max-pips"),
    *("yes", "\x1b[2J", "a\nb", "\u0664", "", " ", "9" * 40),
]


def _hashable(value) -> bool:
    return not isinstance(value, float) or value == value


scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.sampled_from([7, 15, 17, 0, -1, 18, 19, 48, 2**63]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(WORDS),
    st.text(max_size=12),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=6),
        st.dictionaries(st.sampled_from(FIELDS) | scalars.filter(_hashable), inner, max_size=6),
    ),
    max_leaves=30,
)


def _base_puzzles() -> list[dict]:
    with_solutions = ("solution-is-fine", "solution-endgame-fine")
    return [
        *(yaml.safe_load((CORPUS / f"{name}.yaml").read_text()) for name in with_solutions),
        yaml.safe_load(EXAMPLE),
        {"kind": "chain", "tiles": ["1-2", "2-3", "3-3"], "clues": [{"end": "left", "pips": 1}]},
        {"kind": "blocked", "line": "6-6", "hands": [["6-1", "1-1"], ["6-2"]]},
        {"kind": "endgame", "line": "6-6", "hands": [["6-1", "1-1"], ["6-2", "2-2"]]},
    ]


@st.composite
def mutated(draw):
    """A valid puzzle with one field, at any depth, replaced, removed or added."""
    data = draw(st.sampled_from(_base_puzzles()))
    node = data
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = draw(st.sampled_from(keys))
        if not isinstance(node[key], dict | list) or draw(st.booleans()):
            break
        node = node[key]
    action = draw(st.sampled_from(["replace", "remove", "add"]))
    if action == "remove" and keys:
        del node[key]
    elif action == "add" and isinstance(node, dict):
        node[draw(st.sampled_from(FIELDS))] = draw(values)
    elif keys:
        node[key] = draw(values)
    return data


def _load_all(path: Path) -> None:
    """Read and validate every puzzle as the commands do; only BadInput may come out."""
    try:
        for _, data in read_documents(path)[0]:
            load(data)
    except BadInput as error:
        message = str(error)
        assert "\n" not in message and len(message) < 600, message
        assert all(c.isprintable() for c in message), message


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=values)
def test_loaders_take_any_yaml(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("fuzz") / "p.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    _load_all(path)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=mutated())
def test_loaders_take_any_change_to_a_puzzle(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("fuzz") / "p.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    _load_all(path)


@settings(max_examples=150, deadline=None)
@given(
    text=st.text(
        alphabet=st.sampled_from(list("kind: [{}],-&*!|>'\"\n #?~0123456789abP")), max_size=80
    )
)
def test_loaders_take_any_text(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("fuzz") / "p.yaml"
    path.write_text(text)
    _load_all(path)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=mutated())
def test_commands_take_any_change_to_a_puzzle(tmp_path_factory, data):
    from click.testing import CliRunner

    from cli.main import main

    folder = tmp_path_factory.mktemp("cli")
    path = folder / "p.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    for args in (
        ["solve", str(path), "--time-limit", "0.5"],
        ["render", str(path), "--out", str(folder / "x.svg")],
        ["render", str(path), "--solution", "--out", str(folder / "x.svg")],
    ):
        result = CliRunner().invoke(main, args)
        assert result.exit_code in (0, 2), (result.stderr, result.exception)
        if result.exit_code == 2:
            assert result.stdout == ""
            assert result.stderr.startswith(f"error: {path}: ")
            assert result.stderr.count("\n") == 1
    written = sorted(p.name for p in folder.iterdir())
    assert written in (["p.yaml"], ["p.yaml", "x.svg"])


def test_an_unprintable_field_name_is_escaped_in_the_error_line():
    # hypothesis found it: an unassigned code point as a key of `solution`
    line = str(BadInput("unknown field", "\U0002fa1e", 1, "p.yaml").at("solution"))
    assert all(c.isprintable() for c in line), line
    assert "solution.\\U0002fa1e" in line


# -- text from the command line (issue 21) ------------------------------------------
# Any code point, lone surrogates too: argv bytes that are not UTF-8 come as those.
ARGV_TEXT = st.text(
    alphabet=st.one_of(
        st.characters(codec=None),
        st.sampled_from(["\x1b", "\x00", "\n", "\u202e", "\u200b", "\udcff", "&", "<", "]", ">"]),
    ),
    max_size=60,
)


@settings(max_examples=500, deadline=None, derandomize=True)
@given(text=ARGV_TEXT)
def test_command_line_text_is_refused_or_safe_as_xml(text):
    import xml.etree.ElementTree as ElementTree
    from xml.sax.saxutils import escape

    from cli.common import page_text

    try:
        kept = page_text(text)
    except BadInput as error:
        message = str(error)
        assert "\n" not in message and all(c.isprintable() for c in message), message
        return
    assert kept == text
    element = ElementTree.fromstring(f"<t>{escape(kept)}</t>".encode())
    assert (element.text or "") == text


@settings(
    max_examples=8, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(title=ARGV_TEXT.filter(bool))
def test_a_book_takes_any_title_or_refuses_it_cleanly(tmp_path_factory, title):
    import xml.etree.ElementTree as ElementTree

    from click.testing import CliRunner

    from cli.main import main

    out = tmp_path_factory.mktemp("book") / "b"
    args = ["book", "--kinds", "chain", "--count", "1", "--quiet", "--out", str(out)]
    result = CliRunner().invoke(main, [*args, "--title", title])
    assert result.exit_code in (0, 2), (result.stderr, result.exception)
    if result.exit_code == 2:
        assert "'--title'" in result.stderr and not out.exists()
        return
    for svg in out.glob("*.svg"):
        ElementTree.parse(svg)
    cover = "".join(ElementTree.parse(out / "page-01.svg").getroot().itertext())
    assert "".join(title.split()) in "".join(cover.split())  # a long title wraps


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("kind: chain\nseed: " + "9" * 31 + "\n", "seed"),
        ("puzzles:\n  - kind: chain\n    tiles: [1-2, " + "7" * 40 + "]\n", "puzzles[0].tiles[1]"),
        ("kind: florentine\nboard: {D4: -" + "1" * 31 + "}\n", "board.D4"),
    ],
)
def test_a_number_of_too_many_digits_is_named_by_its_field(tmp_path, text, field):
    path = tmp_path / "p.yaml"
    path.write_text(text)
    with pytest.raises(BadInput) as caught:
        read_documents(path)
    assert caught.value.field == field and "more than 30 digits" in str(caught.value)
