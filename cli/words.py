"""The command line's own words in the reader's language: `--help`, the
commands' descriptions, the options' help, click's messages ("Usage:",
"Error: No such option", "Missing argument") and the commands' own refusals
of a bad option value.

The language is the one a command line names with `--lang` (of the group,
`domino-puzzles --lang de book --help`, or of the command, in any place of
the line), else the environment's, as gettext programs read it: the first of
`LANGUAGE` (a list, `nl:de`), `LC_ALL`, `LC_MESSAGES` and `LANG` that is set,
its first language we have (`de_AT.UTF-8` is German; `C`, `POSIX` and a
language we lack are English). It is chosen before click reads the line, so
even a line click refuses is answered in it.

Every text is a message of the catalogs (puzzles/i18n.py): a command's
description is `help.COMMAND`, an option's help `help.COMMAND.NAME`
(`main` the group), a type's name in the help `help.type_NAME`, click's
own messages `click.KEY` (their msgid click's English, by which they are
found), and this module's refusals `command_line.KEY`. The English
catalog's help is the code's (tests/test_cli_words.py), so English help is
click's own, byte for byte.
"""

from __future__ import annotations

import inspect
import os
import sys
from collections.abc import Sequence

import click

from puzzles import i18n

HELP = "help"
CLICK = "click"
WORDS = i18n.table("command_line")

# Click's modules that say something to a person, each with its own `_` and
# `ngettext` bound at import (`from gettext import gettext as _`).
_CLICK_MODULES = ("core", "exceptions", "formatting", "parser", "types", "decorators", "termui")

_now = {"lang": "en"}


def current() -> str:
    """The language the command line speaks now (`use`)."""
    return _now["lang"]


def from_environment(environ: dict[str, str] | None = None) -> str:
    """The language gettext would take from the environment, if we have it; else en."""
    environ = dict(os.environ) if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if not value:
            continue
        for entry in value.split(":"):
            lang = entry.split(".")[0].split("@")[0].split("_")[0].lower()
            if lang in i18n.LANGUAGES:
                return lang
        return "en"  # the first variable set decides, as gettext's search does
    return "en"


def from_line(args: Sequence[str]) -> str | None:
    """The last `--lang L` (or `--lang=L`) of a command line that we have, any case."""
    found = None
    for i, arg in enumerate(args):
        if arg == "--":
            break
        value = None
        if arg == "--lang" and i + 1 < len(args):
            value = args[i + 1]
        elif arg.startswith("--lang="):
            value = arg.split("=", 1)[1]
        if value is not None and value.lower() in i18n.LANGUAGES:
            found = value.lower()
    return found


def chosen(args: Sequence[str] | None = None) -> str:
    """The language of a command line: its `--lang`, else the environment's."""
    args = sys.argv[1:] if args is None else args
    return from_line(args) or from_environment()


def use(lang: str) -> None:
    """Speak `lang` from now on: click's messages and the help of every command
    shown from now on (`localize`)."""
    _now["lang"] = lang if lang in i18n.LANGUAGES else "en"
    for name in _CLICK_MODULES:
        module = sys.modules.get(f"click.{name}")
        if module is None:
            continue
        if hasattr(module, "_"):
            module._ = _click_gettext  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = _click_ngettext  # type: ignore[attr-defined]


def say(key: str, **marks: object) -> str:
    """This module's refusal `key`, in the language spoken now."""
    return WORDS[current()][key].format(**marks)


_BY_ENGLISH: dict[str, str] = {}
_PLURAL_BY_ENGLISH: dict[str, str] = {}


def _click_keys() -> None:
    if _BY_ENGLISH:
        return
    english = i18n.catalog(i18n.SOURCE)
    for context, text in english.messages.items():
        if context.startswith(CLICK + "."):
            _BY_ENGLISH[text] = context
    for context, forms in english.plurals.items():
        if context.startswith(CLICK + "."):
            _PLURAL_BY_ENGLISH[forms[0]] = context


def _click_gettext(message: str) -> str:
    lang = current()
    if lang == i18n.SOURCE:
        return message
    _click_keys()
    key = _BY_ENGLISH.get(message)
    return i18n.gettext(lang, key) if key else message


def _click_ngettext(singular: str, plural: str, n: int) -> str:
    """A counted message of click's: a plural message of the catalogs; or, where
    click's two forms name different marks ("Did you mean {possibility}?",
    "(Did you mean one of: {possibilities}?)"), two messages, one for 1."""
    lang = current()
    _click_keys()
    key = _PLURAL_BY_ENGLISH.get(singular)
    if lang == i18n.SOURCE:
        return singular if n == 1 else plural
    if key is not None:
        return i18n.ngettext(lang, key, n)
    return _click_gettext(singular if n == 1 else plural)


def help_key(path: str, param: str | None = None) -> str:
    """The message of a command's description (`param` None) or of its option's help."""
    return f"{HELP}.{path}" if param is None else f"{HELP}.{path}.{param}"


# What each command and parameter said in English, kept the first time it is
# translated: a process that speaks two languages (the tests) switches back.
_ENGLISH: dict[int, dict[str, str | None]] = {}


def localize(command: click.Command, path: str) -> click.Command:
    """The command with its description and its options' help in the language
    spoken now (English where the catalogs have no message for one)."""
    lang = current()
    messages = i18n.catalog(i18n.SOURCE).messages
    for thing, key in [(command, help_key(path))] + [
        (p, help_key(path, p.name)) for p in command.params if p.name
    ]:
        english = _ENGLISH.setdefault(id(thing), {"help": getattr(thing, "help", None)})
        if key in messages and english["help"] is not None:
            thing.help = i18n.gettext(lang, key)  # type: ignore[attr-defined]
        if isinstance(thing, click.Option):
            _localize_metavar(thing, english)
    _localize_usage(command)
    # click makes a command's --help option once, its help in the language
    # spoken then: made again in this one
    if getattr(command, "_help_option", None) is not None:
        command._help_option = None
    return command


def _localize_usage(command: click.Command) -> None:
    """The usage line's `[OPTIONS]` and a group's `COMMAND [ARGS]...` in the language."""
    english = _ENGLISH.setdefault(id(command), {"help": command.help})
    if "options_metavar" not in english:
        english["options_metavar"] = command.options_metavar
        if isinstance(command, click.Group):
            english["subcommand_metavar"] = command.subcommand_metavar
    if english["options_metavar"] == "[OPTIONS]":
        command.options_metavar = _said("usage_options", "[OPTIONS]")
    if isinstance(command, click.Group) and english["subcommand_metavar"] == "COMMAND [ARGS]...":
        command.subcommand_metavar = _said("usage_command", "COMMAND [ARGS]...")


def _said(key: str, english: str) -> str:
    """`help.KEY` in the language spoken now; `english` where the catalogs lack it."""
    if f"{HELP}.{key}" not in i18n.catalog(i18n.SOURCE).messages:
        return english
    return i18n.gettext(current(), f"{HELP}.{key}")


def _localize_metavar(option: click.Option, english: dict[str, str | None]) -> None:
    """An option's value as its help names it (`--count INTEGER RANGE`): the
    type's name in the language, a choice's list and a flag left as they are."""
    if option.is_flag or isinstance(option.type, click.Choice):
        return
    if "metavar" not in english:
        english["metavar"] = option.metavar
    if english["metavar"] is not None:
        return
    key = f"{HELP}:type_{option.type.name.replace(' ', '_')}"
    if key not in i18n.catalog(i18n.SOURCE).messages:
        return
    option.metavar = None if current() == i18n.SOURCE else i18n.gettext(current(), key).upper()


def english_help(command: click.Command) -> dict[str | None, str]:
    """The command's English description (key None) and options' help, as the code writes them."""
    out: dict[str | None, str] = {}
    for thing, name in [(command, None)] + [(p, p.name) for p in command.params]:
        text = _ENGLISH.get(id(thing), {}).get("help", getattr(thing, "help", None))
        if text:
            out[name] = inspect.cleandoc(text)
    return out
