"""Reading puzzle files for the commands (the API's, so scripts read them alike),
and the options they share."""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Callable, Iterable
from typing import Any

import click

from cli.words import current
from cli.words import say as say_word
from domino_puzzles.report import SILENT, Lines, Reporter, Terminal
from puzzles.drawing import PAPERS
from puzzles.drawing.words import LANGUAGES
from puzzles.errors import BadInput, shown
from puzzles.fields import SEED_RANGE, page_text, paragraph_text, seed
from puzzles.numbers import number
from puzzles.words import ENGLISH, Words
from solver.api import load_file
from solver.limits import MOST_MOVE_TIME, MOST_TIME_LIMIT

__all__ = [
    "LANG",
    "PAPER",
    "Choice",
    "PageText",
    "ParagraphText",
    "MOST_MOVE_TIME",
    "MOST_TIME_LIMIT",
    "Seconds",
    "Seed",
    "choices",
    "load_file",
    "only_puzzles",
    "page_text",
    "reporter",
    "say",
    "seed_option",
    "told",
]


def say(text: str) -> None:
    """One line on stderr for the person waiting (also when it is no terminal)."""
    click.echo(text, err=True)


def _nothing(text: str) -> None:
    pass


def told(quiet: bool = False) -> Callable[[str], None]:
    """Who hears a library's word while a command waits (`waiting: ...`):
    stderr, or nobody under --quiet."""
    return _nothing if quiet else say


def reporter(quiet: bool, words: Words = ENGLISH) -> Reporter:
    """The library's progress on stderr as the commands show it, in `lang`: a
    bar on a terminal, plain lines in a log; nothing under --quiet."""
    if quiet:
        return SILENT
    return Terminal(say, words.lang) if sys.stderr.isatty() else Lines(say, words.lang)


class Seconds(click.ParamType):
    """A number of seconds above 0 and at most `most` (`nan` and `inf` are
    not numbers of seconds): `--time-limit` and `--move-time` everywhere."""

    name = "seconds"

    def __init__(self, most: float = MOST_TIME_LIMIT):
        self.most = most

    def convert(self, value, param, ctx) -> float:
        if isinstance(value, int | float) and not isinstance(value, bool):
            seconds = float(value)
        else:
            try:
                seconds = float(value)
            except (TypeError, ValueError):
                self.fail(say_word("not_seconds", value=shown(value)), param, ctx)
        if not math.isfinite(seconds) or seconds <= 0 or seconds > self.most:
            most = number(current(), self.most)
            self.fail(say_word("seconds_range", value=shown(value), most=most), param, ctx)
        return seconds


class PageText(click.ParamType):
    """An option whose text is printed on a page (`--title`): `page_text`."""

    name = "text"

    def convert(self, value, param, ctx) -> str:
        if not isinstance(value, str):
            return value
        try:
            return page_text(value)
        except BadInput as error:
            self.fail(error.message, param, ctx)


class ParagraphText(PageText):
    """An option whose paragraph is printed on a page (`--blurb`): checked as
    the recipe's field is (`paragraph_text`: at most 1,000 characters, line
    breaks allowed)."""

    name = "paragraph"

    def convert(self, value, param, ctx) -> str:
        if not isinstance(value, str):
            return value
        try:
            return paragraph_text(value)
        except BadInput as error:
            self.fail(error.message, param, ctx)


class Seed(click.ParamType):
    """`--seed`: a whole number a signed 64-bit integer holds (puzzles/fields.py
    `seed`); a seed of thousands of digits is refused, shown short."""

    name = "integer"

    def convert(self, value, param, ctx) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        else:
            text = str(value).strip()
            if not re.fullmatch(r"[-+]?[0-9]{1,25}", text):
                self.fail(say_word("bad_seed", value=shown(value), range=SEED_RANGE), param, ctx)
            number = int(text)
        try:
            return seed(number)
        except BadInput as error:
            self.fail(error.message, param, ctx)


def seed_option(what: str, default: int | None = 0):
    """`--seed S` of the commands that make something from a seed."""
    return click.option(
        "--seed",
        type=Seed(),
        default=default,
        show_default=default is not None,
        help=f"{what} (a whole number, -2**63 to 2**63-1).",
    )


class Choice(click.Choice):
    """One of `choices`, given in any case (`--paper A4`), passed on as listed;
    a refused value is shown escaped, whatever bytes it holds."""

    def __init__(self, choices: Iterable[str]) -> None:
        super().__init__(list(choices), case_sensitive=False)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter:
            allowed = ", ".join(str(c) for c in self.choices)
            self.fail(say_word("choose_from", value=shown(value), choices=allowed), param, ctx)


PAPER = Choice(PAPERS)
LANG = Choice(LANGUAGES)


def lang_option(what: str = "text printed"):
    """`--lang en|nl|de|lv` (default en): the language of the command's text,
    and of its error messages (cli/main.py's `Group` reads it)."""
    return click.option(
        "--lang",
        type=LANG,
        default="en",
        show_default=True,
        help=f"The language of the {what}.",
        callback=_remember_lang,
    )


def _remember_lang(ctx: click.Context, param: click.Parameter, lang: str) -> str:
    """A command's --lang given is the line's language; not given, the group's
    --lang if that was (`domino-puzzles --lang de solve ...`), else en."""
    root = ctx.find_root()
    if not isinstance(root.obj, dict):
        return lang
    given = ctx.get_parameter_source(param.name or "lang") not in (
        click.core.ParameterSource.DEFAULT,
        None,
    )
    if given:
        root.obj["lang"] = lang
        return lang
    if "lang" in root.obj and param.name:
        # given on the line, before the command: as good as the command's own
        # (`book RECIPE.yaml` lets it override the recipe's language)
        ctx.set_parameter_source(param.name, click.core.ParameterSource.COMMANDLINE)
        return root.obj["lang"]
    return lang


def choices(text: str, allowed, option: str) -> list[str]:
    """A comma-separated list of choices (`--kinds chain,Blocked`), each in
    any case, as listed, in the order given, each once."""
    by_lower = {a.lower(): a for a in allowed}
    items = [t.strip() for t in text.split(",") if t.strip()]
    bad = [shown(t) for t in items if t.lower() not in by_lower]
    if bad or not items:
        given = ", ".join(bad) or say_word("nothing_given")
        raise click.BadParameter(
            say_word("choose_from", value=given, choices=", ".join(allowed)), param_hint=option
        )
    return list(dict.fromkeys(by_lower[t.lower()] for t in items))


def only_puzzles(puzzles, file: str) -> None:
    """A position seen from one seat (hidden hands) has no one answer to solve,
    check or draw: said before any work, naming the file and the puzzle."""
    from puzzles.dominoes.endgame_hidden import refuse

    for entry in puzzles:
        if getattr(entry.puzzle, "hidden", False):
            raise refuse(entry.puzzle).within(entry.label).in_file(file)
