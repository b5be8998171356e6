"""`book --blurb`, `--dedication` and `--edition`: the recipe's fields as
options, checked as the fields are (the same limits, the same messages,
naming the option), and printed where the fields print."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from cli.main import main
from tests import pagecheck

SMALL = ("--count", "2", "--kinds", "chain", "--paper", "a5", "--jobs", "1", "--quiet")


def _run(*args: str):
    return CliRunner().invoke(main, ["book", *args])


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("blurb", "x" * 1001, "is 1001 characters long: at most 1000"),
        ("dedication", "a\x00b", "must be plain text"),
        ("edition", "two\nlines", ""),
    ],
)
def test_each_option_is_checked_as_its_recipe_field(tmp_path, field, value, says):
    out = tmp_path / "o"
    by_option = _run(*SMALL, f"--{field}", value, "--out", str(out))
    assert by_option.exit_code == 2, by_option.output
    assert f"--{field}" in by_option.output and says in by_option.output
    assert not out.exists()
    recipe = tmp_path / "r.yaml"
    quoted = value.replace("\\", "\\\\").replace("\n", "\\n").replace("\x00", "\\0")
    recipe.write_text(f'{field}: "{quoted}"\nsections: [{{kind: chain, count: 2}}]\n')
    by_field = _run(str(recipe), "--out", str(out))
    assert by_field.exit_code == 2, by_field.output
    assert field in by_field.output and says in by_field.output
    # the message after the name is the same one
    tail = by_field.output.strip().splitlines()[-1].split(field, 1)[-1].lstrip(": ")
    assert tail.split(":")[0] in by_option.output


def test_the_options_print_where_the_fields_do_and_override_the_recipe(tmp_path):
    recipe = tmp_path / "r.yaml"
    recipe.write_text(
        "blurb: From the recipe.\nedition: Recipe edition\n"
        "sections: [{kind: chain, count: 2}]\npaper: a5\n"
    )
    out = tmp_path / "book"
    made = _run(
        str(recipe),
        "--blurb",
        "Twelve small puzzles.\nFor the train.",
        "--dedication",
        "For Anna.",
        "--edition",
        "Second edition, 2026",
        "--out",
        str(out),
        "--jobs",
        "1",
        "--quiet",
    )
    assert made.exit_code == 0, made.output
    pages = sorted(out.glob("page-*.svg"))
    texts = [" ".join(pagecheck.measure(p.read_text()).texts) for p in pages]
    assert any("Second edition, 2026" in t for t in texts)
    assert not any("Recipe edition" in t for t in texts)
    assert "For Anna." in texts
    cover = " ".join(re.findall(r">([^<>]+)</text>", (out / "cover.svg").read_text()))
    assert "Twelve small puzzles." in cover and "For the train." in cover
    assert "From the recipe." not in cover


def test_the_options_are_in_the_help():
    shown = CliRunner().invoke(main, ["book", "--help"]).output
    for name in ("--blurb", "--dedication", "--edition"):
        assert name in shown
