"""`worksheet --out DIR`: pupils/ holds what a pupil may get and no answer,
teacher/ the key and the teacher's page, index.html links both in the sheet's
language (FORMATS.md "Worksheet folders")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli.main import main
from domino_puzzles.web import boxes
from domino_puzzles.web.kinds import page_piece
from puzzles.drawing.words import LANGUAGES
from puzzles.words import Words
from solver.registry import KINDS
from tests.generate_once import generating_once

# The fields of a puzzle's page data that hold its answer or a target number.
ANSWER_FIELDS = ("answer", "target", "value", "best")


def run(*args: str):
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result


def page_data(path: Path) -> dict:
    text = path.read_text(encoding="utf-8")
    raw = re.search(r'id="puzzle-data">(.*?)</script>', text, re.S)[1]
    return json.loads(raw.replace("\\u003c", "<"))


def keys_in(value) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys_in(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys_in(v)}
    return set()


def move_text(move: dict) -> str:
    return json.dumps(move, separators=(",", ":"), ensure_ascii=False, sort_keys=True)


@pytest.fixture(scope="module")
def sheets(tmp_path_factory):
    """Every kind's sheet for ages 6 and 10 in every language, each made by
    `worksheet` on the command line. The puzzles depend on the seed, kind
    and level alone, not the language, so each batch is generated once and
    handed again to the other languages' runs: the same puzzles generating
    gives them (a copy, so no run sees another's changes)."""
    root = tmp_path_factory.mktemp("sheets")
    out = {}
    with generating_once() as made:
        for kind in KINDS:
            for age in (6, 10):
                for lang in LANGUAGES:
                    folder = root / f"{kind}-{age}-{lang}"
                    run("worksheet", "--kind", kind, "--age", str(age), "--lang", lang,
                        "--count", "2", "--seed", "3", "--out", str(folder), "--quiet")  # fmt: skip
                    out[kind, age, lang] = folder
    assert len(made) < len(out)  # the batches were shared
    return out


def test_the_folder_is_split_for_pupils_and_teacher(sheets):
    for folder in sheets.values():
        pupils = sorted(p.name for p in (folder / "pupils").iterdir())
        teacher = sorted(p.name for p in (folder / "teacher").iterdir())
        assert all(re.fullmatch(r"page-\d\d\.svg", n) for n in pupils if n.endswith(".svg"))
        assert {"sheet.html", "play.html"} <= set(pupils), pupils
        assert not [n for n in pupils if n.startswith("key")], pupils
        assert {"key.html", "play.html", "key-01.svg"} <= set(teacher), teacher
        top = sorted(p.name for p in folder.iterdir() if p.is_file())
        assert top == [".domino-puzzles", "index.html"], top


def test_nothing_under_pupils_holds_an_answer(sheets):
    for (kind, age, lang), folder in sheets.items():
        where = f"{kind} age {age} {lang}"
        teacher = page_data(folder / "teacher" / "play.html")["puzzles"]
        pupils = page_data(folder / "pupils" / "play.html")
        assert pupils.get("pupils") is True
        texts = {p.name: p.read_text(encoding="utf-8") for p in (folder / "pupils").iterdir()}
        for t, p in zip(teacher, pupils["puzzles"], strict=True):
            # No field holds an answer or a target: the teacher's page has them.
            assert not keys_in(p) & set(ANSWER_FIELDS), (where, keys_in(p) & set(ANSWER_FIELDS))
            assert keys_in(t) & set(ANSWER_FIELDS), where
            # Hints: a prefix of the teacher's steps, at most 2, never the last two
            # moves; boxed, so that no hint's words stand in the page.
            steps, hints = t["steps"], boxes.open_hints(p)
            if p.get("tree"):
                # An endgame played out: hints are the pupil's own lays of a best
                # line, never its last two (tests/test_worksheet_thinking.py).
                side = (
                    {p["toMove"], (p["toMove"] + 2) % 4} if p.get("partnerships") else {p["toMove"]}
                )
                assert len(hints) <= 2, where
                assert all(h["move"]["player"] in side for h in hints), where
            else:
                assert hints == steps[: max(0, min(2, len(steps) - 2))], where
            for step in hints:
                told = step["reason"] or page_piece(KINDS[kind]).hint_text(
                    step["move"], Words(lang), p
                )
                assert told not in texts["play.html"], (where, told)
            if steps:
                last = move_text(steps[-1]["move"])
                assert not any(last in text for text in texts.values()), (where, last)
            # The answer as written (a line of tiles) is in no file.
            answer = t.get("answer")
            if isinstance(answer, str) and len(answer.split()) > 1:
                assert not any(answer in text for text in texts.values()), (where, answer)
            if isinstance(answer, dict):  # a board: no answered cell as the page writes it
                given = p.get("board", {})
                for cell, card in answer.items():
                    if cell not in given:
                        pair = f'"{cell}":"{card}"'
                        assert not any(pair in text for text in texts.values()), (where, pair)
            if isinstance(answer, list):  # dominoes: none but the given and the hints' is written
                shown = {move_text(g) for g in p.get("given", [])}
                shown |= {move_text(step["move"]) for step in hints}
                hidden = [move_text(m) for m in answer if move_text(m) not in shown]
                assert hidden, where
                for domino in hidden:
                    assert not any(domino in text for text in texts.values()), (where, domino)
        # The printed pages are the pupils', not the key's.
        keys = {f.read_text(encoding="utf-8") for f in (folder / "teacher").glob("key-*.svg")}
        assert not keys & {texts[n] for n in texts if n.endswith(".svg")}, where
        # No control or word of answers, no target: not in the words of the page either.
        words = pupils["words"]
        for key in ("show_answer", "print_answers", "show_all", "answer_shown"):
            assert key not in words, (where, key)
        assert not [k for k in words if k.endswith(("best", "fewest", ".value"))], where
        for name, kind in KINDS.items():  # nor a kind's words of the answer
            for key in page_piece(kind).TEACHER_WORDS:
                assert f"{name}.{key}" not in words, (where, name, key)
        head = texts["play.html"].split('<script type="application/json"')[0]
        assert 'data-act="answer"' not in head and 'id="keys"' not in head, where
        if lang == "en":
            for name in ("Show answer", "Print the answers", "(best", "(fewest", "best result for"):
                assert name not in texts["play.html"], (where, name)


def test_no_hints_means_no_step_of_the_answer(tmp_path):
    for kind in KINDS:
        out = tmp_path / kind
        run("worksheet", "--kind", kind, "--age", "8", "--count", "2", "--hints", "0",
            "--out", str(out), "--quiet")  # fmt: skip
        assert all(p["steps"] == [] for p in page_data(out / "pupils" / "play.html")["puzzles"])
        teacher = page_data(out / "teacher" / "play.html")["puzzles"]
        text = (out / "pupils" / "play.html").read_text(encoding="utf-8")
        for t in teacher:
            for step in t["steps"]:
                assert move_text(step["move"]) not in text, (kind, step)


def test_index_links_both_folders_in_the_sheets_language(sheets):
    for (_, _, lang), folder in sheets.items():
        index = (folder / "index.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}"' in index
        links = re.findall(r'href="([^"]+)"', index)
        assert links == [
            "pupils/sheet.html", "pupils/play.html", "teacher/key.html", "teacher/play.html",
            "teacher/results.html",
        ], links  # fmt: skip
        for link in links:
            assert (folder / link).is_file()


def test_a_second_run_moves_an_old_flat_folder_into_the_split(tmp_path):
    out = tmp_path / "sheet"
    out.mkdir()
    (out / "mine.txt").write_text("the teacher's own file")
    run("worksheet", "--kind", "chain", "--count", "1", "--out", str(out), "--quiet")
    run("worksheet", "--kind", "chain", "--count", "1", "--pdf", "--out", str(out), "--quiet")
    assert (out / "mine.txt").read_text() == "the teacher's own file"
    assert (out / "pupils" / "sheet.pdf").is_file() and (out / "teacher" / "key.pdf").is_file()
    assert not (out / "pupils" / "key.pdf").exists()


def test_a_file_of_the_users_named_pupils_is_refused_before_any_work(tmp_path):
    out = tmp_path / "sheet"
    out.mkdir()
    (out / "pupils").write_text("not a folder")
    result = CliRunner().invoke(main, ["worksheet", "--kind", "chain", "--out", str(out)])
    assert result.exit_code == 2 and "pupils" in result.output
    assert sorted(p.name for p in out.iterdir()) == ["pupils"]
