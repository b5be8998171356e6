"""The click group: every command, and how errors become exit codes (docs/formats.md)."""

from __future__ import annotations

import dataclasses
import importlib
import json
import os
import random
import sys
import traceback
from typing import Any

import click

import domino_puzzles
from cli import words
from cli.common import (
    LANG,
    MOST_MOVE_TIME,
    MOST_TIME_LIMIT,
    Choice,
    Seconds,
    lang_option,
    load_file,
    only_puzzles,
    seed_option,
    told,
)
from cli.play_options import PlayOptions
from domino_puzzles.output import WriteFailed, check_file, write_file
from puzzles.command_words import phrase
from puzzles.errors import BadInput, NeedsPackage, NothingToMake, one_line
from puzzles.fields import kind_name
from puzzles.files import dump_yaml
from puzzles.words import Words
from solver import interrupt
from solver.bots import LEVELS
from solver.generate import LEVEL_NAMES, MAX_PUZZLES
from solver.interrupt import Terminated
from solver.registry import KINDS

# The commands of other modules, loaded when named: a `solve` process never
# pays for the page machinery (svgwrite, the page layout, hints). They need
# not import this module (which loads them).
ELSEWHERE = {
    "render": ("cli.printing", "render"),
    "book": ("cli.printing", "book"),
    "worksheet": ("cli.worksheet", "worksheet"),
    "bot": ("cli.bot", "bot"),
    "room": ("cli.room", "room"),
    "analyse": ("cli.analyse", "analyse"),
    "position": ("cli.position", "position"),
    "review": ("cli.review", "review"),
    "deck": ("cli.deck", "deck"),
    "preflight": ("cli.preflight", "preflight"),
}


class Group(click.Group):
    """Bad input exits 2 with its message; anything else 1 with one line."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *ELSEWHERE})

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in ELSEWHERE and name not in self.commands:
            module, command = ELSEWHERE[name]
            self.add_command(getattr(importlib.import_module(module), command))
        found = super().get_command(ctx, name)
        return found if found is None else words.localize(found, name)

    def main(self, args: Any = None, *rest: Any, **options: Any) -> Any:
        """Speak the command line's language (its --lang, else the environment's:
        cli/words.py) before click reads it, so its help and its complaints are
        in that language too."""
        words.use(words.chosen(sys.argv[1:] if args is None else list(args)))
        words.localize(self, "main")
        try:
            return super().main(args, *rest, **options)
        finally:  # a process that runs the command line again (tests) starts in English
            words.use("en")
            words.localize(self, "main")
            for name, command in self.commands.items():
                words.localize(command, name)

    def invoke(self, ctx: click.Context):
        try:
            return self._checked(ctx)
        except BadInput as error:
            lang = _lang(ctx)
            click.echo(Words(lang)("error.error", text=error.told(lang)), err=True)
            ctx.exit(2)
        except WriteFailed as error:
            lang = _lang(ctx)
            click.echo(Words(lang)("error.error", text=error.told(lang)), err=True)
            ctx.exit(1)
        except NeedsPackage as error:
            click.echo(Words(_lang(ctx))("error.error", text=error), err=True)
            ctx.exit(1)
        except NothingToMake as error:
            raise click.ClickException(str(error)) from None
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except BrokenPipeError:  # the reader went away (`| head`): stop quietly
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            ctx.exit(1)
        except KeyboardInterrupt as stop:
            interrupt.seen()
            # Worker processes were stopped on the way out (solver/generate.py).
            terminated = isinstance(stop, Terminated)
            click.echo(
                phrase(Words(_lang(ctx)), "terminated" if terminated else "interrupted"), err=True
            )
            ctx.exit(143 if terminated else 130)
        except Exception as error:  # noqa: BLE001 - the contract is one line, exit 1
            if ctx.obj and ctx.obj.get("debug"):
                traceback.print_exc()
            text = one_line(f"{type(error).__name__}: {error}")
            click.echo(Words(_lang(ctx))("error.error", text=text), err=True)
            ctx.exit(1)

    def _checked(self, ctx: click.Context):
        """The command, then a Ctrl-C or SIGTERM whose exception Python dropped
        on the way (solver/interrupt.py): a stopped run never ends as if not."""
        try:
            result = super().invoke(ctx)
        except click.exceptions.Exit:
            interrupt.check()
            raise
        interrupt.check()
        return result


def _lang(ctx: click.Context) -> str:
    """The language of the command line's --lang (cli/common.py records it),
    else the environment's (cli/words.py)."""
    return (ctx.obj or {}).get("lang") or words.current()


@click.group(cls=Group)
@click.option("--debug", is_flag=True, help="Show tracebacks of unexpected errors.")
@click.option(
    "--lang",
    type=LANG,
    default=None,
    help="The language of the help, the messages and every command's text "
    "[default: the environment's (LANGUAGE, LC_ALL, LANG), else en; a command's --lang: en].",
)
@click.version_option(package_name="domino-puzzles")
@click.pass_context
def main(ctx: click.Context, debug: bool, lang: str | None) -> None:
    """Solve, generate and print domino puzzles."""
    ctx.obj = {"debug": debug}
    if lang is not None:
        ctx.obj["lang"] = lang
    interrupt.install()


@main.command()
@click.argument("file", type=click.Path())
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "yaml"]),
    default="text",
    show_default=True,
    help="text for people, json or yaml for programs.",
)
@click.option(
    "--time-limit",
    type=Seconds(),
    default=None,
    help="Seconds per puzzle; then the best answer found so far (status feasible or unknown) "
    f"[at most {MOST_TIME_LIMIT:g}].",
)
@click.option("--explain", is_flag=True, help="Add the steps a person can follow to the answer.")
@lang_option()
def solve(file: str, fmt: str, time_limit: float | None, explain: bool, lang: str) -> None:
    """Solve every puzzle of FILE and print the answers (--lang: the text's language)."""
    if explain:
        from solver.hints import steps_for

    puzzles, collection = load_file(file)
    only_puzzles(puzzles, file)
    results = []
    for entry in puzzles:
        answer = domino_puzzles.solve(entry, time_limit)
        steps = steps_for(entry.kind, entry.puzzle, answer) if explain else None
        results.append((entry, answer, steps))
    if fmt == "text":
        blocks = []
        for entry, answer, steps in results:
            head = Words(lang)("error.puzzle_head", label=entry.label) + "\n" if collection else ""
            blocks.append(head + domino_puzzles.answer_text(entry, answer, steps, lang))
        click.echo("\n\n".join(blocks))
        return
    data = []
    for _, answer, steps in results:
        data.append(answer.to_mapping())
        if steps is not None:
            data[-1]["steps"] = [s.to_mapping() for s in steps]
    out = data if collection else data[0]
    if fmt == "json":
        click.echo(json.dumps(out, indent=2))
    else:
        click.echo(dump_yaml(out), nl=False)


@main.command()
@click.argument("file", type=click.Path())
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="text for people, json for programs.",
)
@click.option(
    "--time-limit",
    type=Seconds(),
    default=None,
    help=f"Seconds per puzzle to prove the answer the hint leads to [at most {MOST_TIME_LIMIT:g}].",
)
@lang_option()
def hint(file: str, fmt: str, time_limit: float | None, lang: str) -> None:
    """One step toward the answer of each puzzle of FILE, and why it is right
    (--lang: the text's language)."""
    puzzles, collection = load_file(file)
    data, blocks = [], []
    for entry in puzzles:
        step = domino_puzzles.hint(entry, time_limit)
        data.append({"kind": entry.kind.name, **step.to_mapping()})
        head = Words(lang)("error.puzzle_head", label=entry.label) + ": " if collection else ""
        blocks.append(head + domino_puzzles.hint_text(entry, step, lang))
    if fmt == "json":
        click.echo(json.dumps(data if collection else data[0], indent=2))
    else:
        click.echo("\n".join(blocks))


@main.command()
@click.argument("file", type=click.Path())
@click.option(
    "--time-limit",
    type=Seconds(),
    default=None,
    help=f"Seconds per puzzle; an undecided puzzle fails the check [at most {MOST_TIME_LIMIT:g}].",
)
@lang_option()
def check(file: str, time_limit: float | None, lang: str) -> None:
    """Validate FILE, re-solve each puzzle and say whether it is unique.

    A puzzle that carries a `solution` is also checked against it. Exits 1 if
    any puzzle is not proven unique or disagrees with its embedded solution.
    """
    from puzzles.numbers import decimal

    puzzles, _ = load_file(file)
    only_puzzles(puzzles, file)
    failed = 0
    for entry in puzzles:
        result = domino_puzzles.check(entry, time_limit)
        summary = entry.kind.summary(result.answer, Words(lang))
        seconds = result.answer.seconds
        head = Words(lang)("error.puzzle_head", label=entry.label)
        click.echo(
            f"{head}: {result.verdict_in(lang)} ({summary}, {decimal(lang, seconds or 0)} s)"
        )
        failed += not result.ok
    if failed:
        click.echo(
            Words(lang).count("command.failed", len(puzzles), failed=failed, total=len(puzzles)),
            err=True,
        )
        sys.exit(1)


@main.command()
@click.argument("kind", type=Choice(KINDS))
@click.option(
    "--count",
    type=click.IntRange(1, MAX_PUZZLES),
    default=10,
    show_default=True,
    help=f"Puzzles in the file (at most {MAX_PUZZLES:,}).",
)
@seed_option("Same seed, same file")
@click.option(
    "--difficulty",
    type=Choice(LEVEL_NAMES),
    default="medium",
    show_default=True,
    help="easy for children, extreme past hard for adults (docs/difficulty.md).",
)
@click.option(
    "--out",
    type=click.Path(),
    default=None,
    help="The YAML file to write [default: out/KIND-DIFFICULTY-SEED.yaml].",
)
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    default=None,
    help="Processes side by side [default: one per core]; the file is the same.",
)
@click.option("--quiet", is_flag=True, help="Print nothing but errors.")
@lang_option("line it prints when done")
def generate(kind, count, seed, difficulty, out, jobs, quiet, lang) -> None:
    """Generate COUNT puzzles of KIND, each with a proven unique answer."""
    from solver.generate import Progress

    out = out or f"out/{kind}-{difficulty}-{seed}.yaml"
    check_file(out)
    from domino_puzzles.paper_kind import on_paper
    from puzzles.drawing.words import word

    label = f"{on_paper(KINDS[kind]).word(Words(lang), 'name')}, {word(Words(lang), difficulty)}"
    bar = Progress(label, enabled=not quiet and sys.stderr.isatty(), lang=lang)
    puzzles = domino_puzzles.generate(
        kind, count, seed, difficulty, jobs or os.cpu_count() or 1, bar
    )
    write_file(out, dump_yaml({"puzzles": [domino_puzzles.dump(p) for p in puzzles]}), told(quiet))
    if not quiet:
        level = word(Words(lang), difficulty)
        shown = kind_name(kind, Words(lang))
        wrote = Words(lang).count(
            "command.wrote_puzzles", len(puzzles), difficulty=level, kind=shown, out=out
        )
        click.echo(wrote, err=True)


@main.command()
@click.option(
    "--rules",
    "game",
    type=Choice(["block", "draw", "florentine"]),
    default="block",
    show_default=True,
)
@click.option("--players", type=click.IntRange(2, 4), default=2, show_default=True)
@click.option("--partnerships", is_flag=True, help="4 players: 0 and 2 against 1 and 3.")
@seed_option("Same seed, same match [default: a new one]", default=None)
@click.option(
    "--bots",
    default="best",
    show_default=True,
    help=f"{', '.join(LEVELS[:-1])} or {LEVELS[-1]}: one for everybody, or one per player, "
    "comma-separated.",
)
@click.option(
    "--move-time",
    type=Seconds(MOST_MOVE_TIME),
    default=1.0,
    show_default=True,
    help="expert: about this many seconds a move, counted as work (the same game every run). "
    f"[at most {MOST_MOVE_TIME:g}].",
)
@click.option("--rounds", type=click.IntRange(min=1), default=None, help="Stop after N rounds.")
@click.option(
    "--spinners",
    type=click.Choice(["all", "first", "none"]),
    default=None,
    help="Draw rules: which doubles are spinners (default all).",
)
@click.option(
    "--set",
    "set_size",
    type=click.IntRange(0, 18),
    default=6,
    show_default=True,
    help="Play with a double-N set.",
)
@click.option(
    "--rim-seals/--no-rim-seals",
    default=True,
    show_default=True,
    help="Florentine: does a triangle on the rim face the wall (closed)?",
)
@click.option(
    "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@click.option(
    "--human",
    default=None,
    help="Seats where people play, comma-separated (e.g. 0 or 0,2): play in the terminal.",
)
@lang_option("printed game, or with --human of the table")
@click.option(
    "--log",
    "log",
    type=click.Path(),
    default=None,
    help="Also write the game's JSON (as --format json prints it) to this file.",
)
def play(**given: Any) -> None:
    """Play a whole match (dominoes) or game (Florentine) between bots and print
    it, replayable; with --human, people take seats in the terminal."""
    o = PlayOptions(**given)
    seed = o.seed if o.seed is not None else random.SystemRandom().randrange(2**31)
    o = dataclasses.replace(o, seed=seed)
    if o.human is not None:
        from cli.human import play_human

        play_human(o, bot_names(o.bots, o.players))
        return
    if o.game == "florentine" and (o.partnerships or o.rounds or o.spinners):
        raise click.BadParameter(words.say("dominoes_only"), param_hint="--rules")
    if o.log is not None:
        check_file(o.log)  # before the match, not after it
    played = domino_puzzles.play(
        o.game,
        o.players,
        bots=bot_names(o.bots, o.players),
        seed=seed,
        move_time=o.move_time,
        partnerships=o.partnerships,
        rounds=o.rounds,
        spinners=o.spinners,
        set_size=o.set_size,
        rim_seals=o.rim_seals,
    )
    record = json.dumps(played.record())
    if o.log is not None:
        write_file(o.log, record + "\n", told())
    click.echo(record if o.fmt == "json" else played.text(o.lang))


def bot_names(bots: str, players: int) -> list[str]:
    """`--bots`: one name for everybody or one per player (the same names for
    every game), of solver/bots.py's LEVELS (domino_puzzles/matches.py reads them)."""
    from domino_puzzles.matches import bot_levels

    try:
        return bot_levels(bots, players)
    except BadInput as error:
        raise click.BadParameter(error.message, param_hint="--bots") from None


if __name__ == "__main__":
    main()
