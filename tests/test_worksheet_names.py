"""`worksheet --names FILE`: one sheet a pupil, the name written on its name
line, the same puzzles as the plain sheet; a names file that is no list of
names stops the command (exit 2, the file and the line named) before any
work, nothing written."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from cli.main import main
from puzzles.files import MAX_NAME, MAX_NAMES

ARGS = ["worksheet", "--kind", "chain", "--age", "8", "--count", "2", "--seed", "3", "--quiet"]


def run(tmp_path, text: str, out: str = "s"):
    names = tmp_path / "names.txt"
    names.write_text(text, encoding="utf-8")
    args = [*ARGS, "--names", str(names), "--out", str(tmp_path / out)]
    return CliRunner().invoke(main, args, catch_exceptions=False)


def test_each_pupil_gets_a_sheet_with_the_name_written_in(tmp_path):
    result = run(tmp_path, "\ufeffAnna\n\n  Zoë & Bo  \nLiam\n")
    assert result.exit_code == 0, result.output
    pupils = tmp_path / "s" / "pupils"
    plain = sorted(p.name for p in pupils.glob("page-*.svg"))
    named = sorted(p.name for p in pupils.glob("name-*.svg"))
    pages = range(1, len(plain) + 1)
    assert named == [f"name-{n:02d}-{m:02d}.svg" for n in (1, 2, 3) for m in pages]
    for n, who in enumerate(("Anna", "Zoë &amp; Bo", "Liam"), 1):
        for m, page in enumerate(plain, 1):
            text = (pupils / f"name-{n:02d}-{m:02d}.svg").read_text(encoding="utf-8")
            assert f">{who}</text>" in text
            # the same sheet as the plain one, the name apart
            bare = re.sub(r'<text class="pupil"[^>]*>[^<]*</text>', "", text)
            assert bare == (pupils / page).read_text(encoding="utf-8")
    landing = (tmp_path / "s" / "index.html").read_text(encoding="utf-8")
    assert 'href="pupils/names.html"' in landing and "the name written in" in landing
    listed = (pupils / "names.html").read_text(encoding="utf-8")
    assert re.findall(r'src="(name-[^"]+)"', listed) == named
    # same seed, same files
    again = run(tmp_path, "\ufeffAnna\n\n  Zoë & Bo  \nLiam\n", "t")
    assert again.exit_code == 0
    for p in pupils.glob("name-*.svg"):
        assert (tmp_path / "t" / "pupils" / p.name).read_bytes() == p.read_bytes()


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("\n  \n", "holds no name"),
        ("Anna\n" + "x" * (MAX_NAME + 1) + "\n", f"line 2: a name of {MAX_NAME + 1} characters"),
        ("Anna\nBo\tB\n", "line 2: a name cannot hold control characters"),
        ("".join(f"P{i}\n" for i in range(MAX_NAMES + 1)), f"{MAX_NAMES + 1} names: at most"),
    ],
)
def test_a_names_file_that_is_no_list_of_names_is_refused_before_any_work(tmp_path, text, said):
    result = run(tmp_path, text)
    assert result.exit_code == 2
    assert "names.txt" in result.output and said in result.output, result.output
    assert not (tmp_path / "s").exists()


def test_a_names_file_that_is_not_there_or_not_text_is_refused(tmp_path):
    args = [*ARGS, "--names", str(tmp_path / "none.txt"), "--out", str(tmp_path / "s")]
    assert CliRunner().invoke(main, args).exit_code == 2
    (tmp_path / "bin.txt").write_bytes(b"\xff\xfe\x00A")
    args = [*ARGS, "--names", str(tmp_path / "bin.txt"), "--out", str(tmp_path / "s")]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2 and "UTF-8" in result.output
    assert not (tmp_path / "s").exists()


def puzzles_of(folder) -> list:
    text = (folder / "teacher" / "play.html").read_text(encoding="utf-8")
    raw = text.split('id="puzzle-data">', 1)[1].split("</script>", 1)[0]
    data = json.loads(raw.replace("\\u003c", "<"))
    return [{k: v for k, v in p.items() if k in ("tiles", "clues")} for p in data["puzzles"]]


def test_variants_are_different_sets_each_marked_with_its_key_and_pupils_shared_out(tmp_path):
    (tmp_path / "names.txt").write_text("Anna\nBram\nZoë\nLiam\n", encoding="utf-8")
    args = [*ARGS, "--variants", "3", "--names", str(tmp_path / "names.txt")]
    result = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "v")])
    assert result.exit_code == 0, result.output
    sets = []
    for mark, pupils in (("A", ["Anna", "Liam"]), ("B", ["Bram"]), ("C", ["Zoë"])):
        folder = tmp_path / "v" / mark
        page = (folder / "pupils" / "page-01.svg").read_text(encoding="utf-8")
        key = (folder / "teacher" / "key-01.svg").read_text(encoding="utf-8")
        assert f" · {mark}</text>" in page and f" · {mark}</text>" in key
        assert (folder / "teacher" / "results.html").is_file()  # codes of this variant's own
        named = sorted((folder / "pupils").glob("name-*-01.svg"))
        assert [
            re.search(r'class="pupil"[^>]*>([^<]*)<', p.read_text())[1] for p in named
        ] == pupils
        sets.append(puzzles_of(folder))
    assert len(sets[0]) == 2
    for i, one in enumerate(sets):  # no puzzle in two variants
        for other in sets[i + 1 :]:
            assert not [p for p in one if p in other]


def test_a_users_file_in_a_later_variants_folder_stops_all_before_any_work(tmp_path):
    mine = tmp_path / "v" / "B" / "pupils" / "page-01.svg"
    mine.parent.mkdir(parents=True)
    mine.write_text("my own drawing")
    args = [*ARGS, "--variants", "2", "--out", str(tmp_path / "v")]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2, result.output
    assert not (tmp_path / "v" / "A").exists()
    assert mine.read_text() == "my own drawing"
