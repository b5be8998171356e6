"""`render`, `book` and `worksheet` end to end, in process with CliRunner."""

from __future__ import annotations

import builtins
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.files import dump_yaml
from tests.test_drawing import BLOCKED, CHAIN, ENDGAME, FLORENTINE, FLORENTINE_SOLUTION

SVG = "{http://www.w3.org/2000/svg}"
EXAMPLE = str(Path(__file__).parent.parent / "examples" / "florentine.yaml")


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def words(path: Path) -> list[str]:
    return [t.text or "" for t in ET.parse(path).getroot().iter(f"{SVG}text")]


def is_page(path: Path, size=("210mm", "297mm")) -> bool:
    root = ET.parse(path).getroot()
    return (root.get("width"), root.get("height")) == size


@pytest.fixture
def collection(tmp_path):
    florentine = dict(FLORENTINE, solution=FLORENTINE_SOLUTION)
    path = tmp_path / "mixed.yaml"
    path.write_text(dump_yaml({"puzzles": [florentine, BLOCKED, CHAIN, ENDGAME]}))
    return path


@pytest.mark.parametrize("index", [1, 2, 3, 4])
def test_render_every_kind_and_key(collection, tmp_path, index):
    out = tmp_path / "p.svg"
    result = run("render", str(collection), "--index", str(index), "--out", str(out))
    assert result.exit_code == 0, result.output
    assert is_page(out)
    key = tmp_path / "k.svg"
    result = run("render", str(collection), "--index", str(index), "--out", str(key), "--solution")
    assert result.exit_code == 0, result.output
    assert is_page(key)
    assert out.read_text() != key.read_text()


def test_render_solves_a_puzzle_without_solution(tmp_path):
    out = tmp_path / "key.svg"
    result = run("render", EXAMPLE, "--solution", "--out", str(out), "--paper", "letter")
    assert result.exit_code == 0, result.output
    assert is_page(out, ("215.9mm", "279.4mm"))
    assert any(w.startswith("Order: 1 ") for w in words(out))


def test_render_bad_index_is_bad_input(collection, tmp_path):
    result = CliRunner().invoke(
        main, ["render", str(collection), "--index", "9", "--out", str(tmp_path / "x.svg")]
    )
    assert result.exit_code == 2
    assert "no puzzle 9" in result.output
    assert not (tmp_path / "x.svg").exists()


NO_LINE = {"kind": "chain", "id": "no-line", "set": 5, "tiles": ["0-1", "2-3", "4-5"]}


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "puzzle 2 (no-line): it has no answer"), ("nl", "puzzel 2 (no-line): het heeft")],
)
@pytest.mark.parametrize("asked", [["--solution", "--index", "2"], ["--html"]])
def test_a_key_or_page_of_a_puzzle_without_answer_is_bad_input(tmp_path, lang, said, asked):
    """Its key would show the puzzle itself under "Answers", and a page could
    never be finished: exit 2, the puzzle named, nothing written."""
    path = tmp_path / "p.yaml"
    path.write_text(dump_yaml({"puzzles": [CHAIN, NO_LINE]}))
    out = tmp_path / ("p.html" if asked == ["--html"] else "key.svg")
    args = ["render", str(path), "--lang", lang, *asked]
    args += [str(out)] if asked == ["--html"] else ["--out", str(out)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2
    assert f"p.yaml: {said}" in result.output
    assert not out.exists()
    drawn = run("render", str(path), "--index", "2", "--out", str(tmp_path / "puzzle.svg"))
    assert drawn.exit_code == 0  # the puzzle itself can still be drawn


def test_a_play_page_of_a_puzzle_without_answer_is_refused_by_the_library():
    import domino_puzzles
    from puzzles.errors import BadInput

    with pytest.raises(BadInput, match="no answer"):
        domino_puzzles.play_page([domino_puzzles.load(NO_LINE)])


def test_book_default_goes_to_out_book(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("book", "--count", "4", "--kinds", "florentine,chain", "--quiet")
    assert result.exit_code == 0, result.output
    book = tmp_path / "out" / "book"
    pages = sorted(book.glob("page-*.svg"))
    assert pages and (book / "index.html").exists() and (book / "cover.svg").exists()
    assert all(is_page(p) for p in pages)
    assert len(pages) % 2 == 0
    html = (book / "pages.html").read_text()
    assert "@page" in html and all(p.name in html for p in pages)
    keys = [p for p in pages if "Answers: " in " ".join(words(p))]
    assert keys and "1." in [w for k in keys for w in words(k)]
    # nothing left behind next to the book
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["book"]
    # The book's puzzles, with their solutions, for `check` before printing.
    checked = run("check", str(book / "book.yaml"))
    assert checked.exit_code == 0, checked.output
    assert checked.stdout.count("solution confirmed") == 4


def test_book_same_seed_same_bytes(tmp_path):
    outs = []
    for name in ("a", "b"):
        out = tmp_path / name
        result = run(
            "book",
            "--count",
            "2",
            "--kinds",
            "chain",
            "--seed",
            "3",
            "--out",
            str(out),
            "--quiet",
            "--paper",
            "letter",
        )
        assert result.exit_code == 0, result.output
        outs.append({p.name: p.read_bytes() for p in out.iterdir()})
    assert outs[0] == outs[1]
    assert is_page(tmp_path / "a" / "page-02.svg", ("215.9mm", "279.4mm"))


def test_book_pdf(tmp_path):
    pytest.importorskip("cairosvg")
    out = tmp_path / "book"
    result = run("book", "--count", "2", "--kinds", "chain", "--out", str(out), "--pdf", "--quiet")
    assert result.exit_code == 0, result.output
    pdf = (out / "book.pdf").read_bytes()
    pages = len(list(out.glob("page-*.svg")))
    assert pdf.startswith(b"%PDF")
    assert len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf)) == pages


def test_pdf_without_cairosvg_says_so(tmp_path, monkeypatch):
    real = builtins.__import__

    def no_cairo(name, *args, **kwargs):
        if name.startswith("cairosvg"):
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_cairo)
    result = CliRunner().invoke(main, ["book", "--out", str(tmp_path / "b"), "--pdf"])
    assert result.exit_code == 1
    assert "pip install" in result.output
    assert not (tmp_path / "b").exists()


@pytest.mark.parametrize(
    ("lang", "name", "date"),
    [
        ("en", "Name", "Date"),
        ("nl", "Naam", "Datum"),
        ("de", "Name", "Datum"),
        ("lv", "Vārds", "Datums"),
    ],
)
def test_worksheet_languages(tmp_path, lang, name, date):
    out = tmp_path / lang
    result = run(
        "worksheet", "--lang", lang, "--age", "7", "--count", "2", "--out", str(out), "--quiet"
    )
    assert result.exit_code == 0, result.output
    pages = sorted(out.glob("pupils/page-*.svg"))
    keys = sorted(out.glob("teacher/key-*.svg"))
    assert pages and keys
    for page in pages:
        assert is_page(page)
        text = words(page)
        assert f"{name}:" in text and f"{date}:" in text
    every = [w for p in pages for w in words(p)]
    assert every.count("1.") == 1 and every.count("2.") == 1


def test_worksheet_chain_for_older_children(tmp_path):
    out = tmp_path / "ws"
    result = run(
        "worksheet",
        "--kind",
        "chain",
        "--age",
        "9",
        "--count",
        "3",
        "--out",
        str(out),
        "--quiet",
        "--lang",
        "de",
    )
    assert result.exit_code == 0, result.output
    first = " ".join(words(out / "pupils" / "page-01.svg"))
    assert "Dominokette" in first and "So wird gespielt" in first


def test_worksheet_keeps_the_key_apart_from_the_pupils(tmp_path):
    pytest.importorskip("cairosvg")
    out = tmp_path / "ws"
    result = run(
        "worksheet", "--kind", "blocked", "--age", "8", "--out", str(out), "--pdf", "--quiet"
    )
    assert result.exit_code == 0, result.output
    pages = sorted(out.glob("pupils/page-*.svg"))
    keys = sorted(out.glob("teacher/key-*.svg"))
    assert (out / "pupils" / "sheet.pdf").exists() and (out / "teacher" / "key.pdf").exists()
    assert not list(out.glob("pupils/key*"))
    assert not (out / "book.pdf").exists()
    pdf_pages = {
        name: len(re.findall(rb"/Type\s*/Page\b(?!s)", (out / name).read_bytes()))
        for name in ("pupils/sheet.pdf", "teacher/key.pdf")
    }
    assert pdf_pages == {"pupils/sheet.pdf": len(pages), "teacher/key.pdf": len(keys)}
    index = (out / "index.html").read_text()
    assert "<img" not in index and "sheet.html" in index and "key.html" in index
    sheet = (out / "pupils" / "sheet.html").read_text()
    assert all(p.name in sheet for p in pages) and "key-" not in sheet
    # no answer on a pupil's page: no numbered move, no key's words
    for page in pages:
        svg = page.read_text()
        assert 'class="move"' not in svg and "Answers" not in svg


def test_render_in_another_language_and_trim(collection, tmp_path):
    out = tmp_path / "p.svg"
    result = run(
        "render",
        str(collection),
        "--index",
        "4",
        "--lang",
        "de",
        "--paper",
        "a5",
        "--out",
        str(out),
    )
    assert result.exit_code == 0, result.output
    assert is_page(out, ("148mm", "210mm"))
    text = words(out)
    assert "So wird gespielt" in text and "Spieler 1 ist am Zug" in " ".join(text)
    key = tmp_path / "k.svg"
    run("render", str(collection), "--index", "4", "--lang", "nl", "--solution", "--out", str(key))
    assert "Niemand scoort" in words(key)


def test_split_count_spreads_over_kinds_before_difficulties():
    from domino_puzzles.pages import split_count

    counts = split_count(4, ["florentine", "endgame", "blocked", "chain"], ["easy", "medium"])
    per_kind = {}
    for (kind, _), n in counts.items():
        per_kind[kind] = per_kind.get(kind, 0) + n
    assert per_kind == {"florentine": 1, "endgame": 1, "blocked": 1, "chain": 1}
    assert sum(split_count(7, ["a", "b"], ["easy", "medium", "hard"]).values()) == 7


def test_book_with_fewer_puzzles_than_kinds_says_what_it_leaves_out(tmp_path):
    result = CliRunner().invoke(
        main,
        ["book", "--count", "2", "--kinds", "chain,blocked,endgame", "--out", str(tmp_path / "b")],
    )
    assert result.exit_code == 0, result.output
    assert "endgame left out" in result.output
