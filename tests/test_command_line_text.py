"""Text typed on the command line: checked as file fields, escaped on pages and in
messages; choices in any case; --quiet; any difficulty (issue 21)."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main

ROOT = Path(__file__).resolve().parent.parent
CHAIN = ROOT / "examples" / "chain.yaml"
BOOK = ["book", "--kinds", "chain", "--count", "1", "--quiet"]


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture
def never_generates(monkeypatch):
    import domino_puzzles.book_folder
    import domino_puzzles.worksheet_folder
    from solver import api

    def never(*args, **kwargs):
        raise AssertionError("generated before refusing")

    for module, name in (
        (domino_puzzles.book_folder, "generate_puzzles"),
        (domino_puzzles.worksheet_folder, "generate_puzzles"),
    ):
        monkeypatch.setattr(module, name, never)
    monkeypatch.setattr(api, "generate", never)


# -- --title and file names that reach a page -------------------------------------------
@pytest.mark.parametrize(
    ("title", "shown"),
    [
        ("bad\x1b[31mred", "'bad\\x1b[31mred'"),  # a terminal escape
        ("two\nlines", "'two\\nlines'"),
        ("bell\x07", "'bell\\x07'"),
        ("abc\u202edcba", "'abc\\u202edcba'"),  # right-to-left override
        ("zero\u200bwidth", "'zero\\u200bwidth'"),
        ("bad\udcffbyte", "'bad\\xffbyte'"),  # the byte 0xff of argv, not UTF-8
    ],
)
@pytest.mark.parametrize("pdf", [[], ["--pdf"]])
def test_a_title_that_is_not_plain_text_is_refused_before_any_work(
    tmp_path, never_generates, title, shown, pdf
):
    out = tmp_path / "book"
    result = run(*BOOK, "--out", out, "--title", title, *pdf)
    assert result.exit_code == 2, result.output
    assert "Invalid value for '--title'" in result.stderr and shown in result.stderr
    assert not out.exists()


def test_a_title_with_bad_bytes_in_argv_never_crashes(tmp_path):
    out = tmp_path / "book"
    result = subprocess.run(
        [os.fsencode(sys.executable), b"-m", b"cli", *map(os.fsencode, BOOK)]
        + [b"--out", os.fsencode(out), b"--title", b"bad\xffbyte"],
        cwd=ROOT,
        capture_output=True,
    )
    assert result.returncode == 2
    assert b"'bad\\xffbyte'" in result.stderr
    assert b"Traceback" not in result.stderr and b"UnicodeEncodeError" not in result.stderr
    assert not out.exists()


def test_a_title_of_xml_marks_is_escaped_everywhere(tmp_path):
    out = tmp_path / "book"
    title = 'Tom & Jerry\'s <b>"best"</b> ]]> --> é'
    result = run(*BOOK, "--out", out, "--title", title)
    assert result.exit_code == 0, result.output
    for svg in out.glob("*.svg"):
        ElementTree.parse(svg)  # well-formed
    # The title page (page-01) may wrap a long title: its words, in order, are there.
    first = ElementTree.parse(out / "page-01.svg")
    assert title.split() == " ".join(first.getroot().itertext()).split()[: len(title.split())]
    index = (out / "index.html").read_text(encoding="utf-8")
    assert "<title>Tom &amp; Jerry&#x27;s &lt;b&gt;" in index
    play = (out / "play.html").read_text(encoding="utf-8")
    assert "<b>" not in play.split("<script", 1)[0]


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        (b"ch\x1bain.yaml", "'ch\\x1bain.yaml'"),
        (b"ch\xffain.yaml", "'ch\\xffain.yaml'"),
        ("ch\u202eain.yaml".encode(), "'ch\\u202eain.yaml'"),
    ],
)
@pytest.mark.parametrize("html", [False, True])
def test_a_file_name_that_would_go_raw_onto_the_page_is_refused(tmp_path, name, shown, html):
    file = os.fsdecode(os.path.join(os.fsencode(tmp_path), name))
    Path(file).write_bytes(CHAIN.read_bytes())
    out = tmp_path / ("page.html" if html else "page.svg")
    result = run("render", file, *(["--html", out] if html else ["--out", out]))
    assert result.exit_code == 2, result.output
    assert "the file's name goes on the page" in result.stderr and shown in result.stderr
    assert result.stderr.count("\n") == 1 and not out.exists()


def test_a_plain_file_name_reaches_the_footer_escaped(tmp_path):
    file = tmp_path / "Tom & <Jerry>.yaml"
    file.write_bytes(CHAIN.read_bytes())
    out = tmp_path / "page.svg"
    assert run("render", file, "--out", out).exit_code == 0
    text = "".join(ElementTree.parse(out).getroot().itertext())
    assert "Tom & <Jerry>.yaml" in text


# -- any difficulty ------------------------------------------------------------------------
def test_any_difficulty_renders_everywhere_as_written(tmp_path):
    file = tmp_path / "tricky.yaml"
    file.write_text(CHAIN.read_text() + "difficulty: tricky\n")
    html = tmp_path / "p.html"
    result = run("render", file, "--html", html)
    assert result.exit_code == 0, result.output
    assert '"difficulty":"tricky"' in html.read_text(encoding="utf-8")
    svg = tmp_path / "p.svg"
    assert run("render", file, "--out", svg).exit_code == 0
    assert "tricky" in "".join(ElementTree.parse(svg).getroot().itertext())
    file.write_text(CHAIN.read_text() + "difficulty: easy\n")
    assert run("render", file, "--html", html, "--lang", "nl").exit_code == 0
    assert '"difficulty":"makkelijk"' in html.read_text(encoding="utf-8")


# -- choices in any case, --quiet, no stray folders ------------------------------------
def test_choices_are_taken_in_any_case_with_the_same_output(tmp_path):
    generate = ["generate", "--count", "1", "--quiet", "--out"]
    lower = run(*generate, tmp_path / "a.yaml", "chain", "--difficulty", "easy")
    upper = run(*generate, tmp_path / "b.yaml", "Chain", "--difficulty", "Easy")
    assert (lower.exit_code, upper.exit_code) == (0, 0), upper.output
    assert (tmp_path / "a.yaml").read_bytes() == (tmp_path / "b.yaml").read_bytes()
    books = []
    for name, case in (("a", str.lower), ("b", str.upper)):
        out = tmp_path / name
        asked = ["--kinds", "chain", "--difficulty", "easy", "--paper", "a4", "--lang", "nl"]
        asked = [a if a.startswith("--") else case(a) for a in asked]
        result = run("book", *asked, "--count", "1", "--out", out, "--quiet")
        assert result.exit_code == 0, result.output
        books.append({p.name: p.read_bytes() for p in out.iterdir()})
    assert books[0] == books[1]
    sheet = run("worksheet", "--kind", "CHAIN", "--count", "1", "--out", tmp_path / "w", "--quiet")
    assert sheet.exit_code == 0, sheet.output
    play = run("play", "--rules", "Block", "--seed", "1", "--format", "json")
    assert play.exit_code == 0 and '"rules": "block"' in play.stdout


def test_an_unknown_choice_is_shown_escaped(tmp_path):
    result = run("render", CHAIN, "--paper", "A\udcff\x1b", "--out", tmp_path / "x.svg")
    assert result.exit_code == 2
    assert "'A\\xff\\x1b': choose from a4" in result.stderr
    result = run(*BOOK, "--kinds", "Chain,nope\x1b", "--out", tmp_path / "b")
    assert result.exit_code == 2 and "'nope\\x1b': choose from" in result.stderr


@pytest.mark.parametrize(
    "command",
    [
        ["generate", "chain", "--count", "1", "--quiet", "--out", "OUT/g.yaml"],
        [*BOOK, "--out", "OUT/book"],
        ["worksheet", "--kind", "chain", "--count", "1", "--quiet", "--out", "OUT/w"],
    ],
)
def test_quiet_prints_nothing_but_errors(tmp_path, command):
    result = run(*(str(c).replace("OUT", str(tmp_path)) for c in command))
    assert result.exit_code == 0, result.output
    assert (result.stdout, result.stderr) == ("", "")


def test_out_through_a_missing_folder_and_back_leaves_no_stray_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "here").mkdir()
    monkeypatch.chdir(tmp_path / "here")
    result = run(*BOOK, "--out", "../a/../b")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b", "here"]
    result = run("generate", "chain", "--count", "1", "--quiet", "--out", "../c/../g.yaml")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b", "g.yaml", "here"]
