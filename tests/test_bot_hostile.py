"""`domino-puzzles bot` against a hostile client (docs/formats.md "Bot protocol"):
every line is answered, in order, with a move or one short error line naming
the field, whatever its depth, size or content, and a view that no game in
play can show is refused, not answered."""

from __future__ import annotations

import json
import random
import resource
import subprocess
import sys
from functools import cache
from io import BytesIO

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cli.bot import lines
from domino_puzzles.bots import MAX_LINE, answer, bot
from puzzles.dominoes.match import Setup, play_match
from puzzles.florentine.game import FlorentineSetup, play_game
from solver.dominoes.players import DECIDERS
from solver.dominoes.seat_view import from_mapping, from_round, parse_answer
from solver.florentine.players import DECIDERS as FLO
from solver.florentine.seat_view import from_game
from solver.florentine.seat_view import from_mapping as flo_view
from solver.florentine.seat_view import parse_answer as flo_answer

MEMORY = 2 * 1024**3  # the bot's address space in the stream tests


# -- valid views, from games in play ----------------------------------------------
@cache
def domino_views(rules: str, players: int, partnerships: bool = False) -> tuple[str, ...]:
    """Every view a `best` bot was asked in two rounds, with the match's scores."""
    out = []

    def spy(round_, player, legal):
        view = from_round(round_, player, round_.match_scores)
        out.append(json.dumps(view.to_mapping()))
        return DECIDERS["best"](None)(view, legal)

    for seed in range(3):
        play_match(Setup(rules, players, partnerships), seed, [spy] * players, max_rounds=2)
    return tuple(out)


def domino_view(rules: str = "draw", players: int = 2, drew: bool = True) -> dict:
    """A view deep in a round: the seat drew before (`drew`, draw rules), or
    no tile drawn shows."""
    for line in domino_views(rules, players):
        view = json.loads(line)
        shown = any(m.get("draw") for m in view["moves"])
        if len(view["moves"]) > 6 and shown == (drew and rules == "draw"):
            return view
    raise AssertionError("no such view")


@cache
def florentine_views(players: int = 2, level: str = "greedy", seed: int = 3) -> tuple[str, ...]:
    out = []

    def spy(game, player, options):
        view = from_game(game, player)
        out.append(json.dumps(view.to_mapping()))
        return FLO[level](random.Random(0))(view, player, options)

    play_game(FlorentineSetup(players), seed, [spy] * players)
    return tuple(out)


def florentine_view(phase: str) -> dict:
    for line in florentine_views():
        view = json.loads(line)
        if view["phase"] == phase and (phase != "draw" or view["discards"]):
            return view
    raise AssertionError(phase)


# -- views that cannot be ---------------------------------------------------------
def changed(view: dict, **fields) -> dict:
    return {**view, **fields}


def moves_with(view: dict, at: int, **fields) -> list:
    moves = [dict(m) for m in view["moves"]]
    moves[at].update(fields)
    return moves


def out_of_tiles() -> dict:
    """Block, 2 players: player 0 lays all 7 of their tiles while player 1
    passes; the round is over when player 1 is shown it."""
    chain = ["0-0", "0-1", "1-1", "1-2", "2-2", "2-3", "3-3"]
    moves: list[dict] = [{"player": 0, "tile": "0-0", "to": None}]
    for tile in chain[1:]:
        moves += [{"player": 1, "pass": True}, {"player": 0, "tile": tile, "to": int(tile[0])}]
    hand = ["4-4", "4-5", "4-6", "5-5", "5-6", "6-6", "0-4"]
    return {"players": 2, "set": 6, "seat": 1, "hand": hand, "hand_sizes": [0, 7], "moves": moves}


def impossible_dominoes() -> list[tuple[str, str, dict, str]]:
    """(name, rules, view, the field its error names)."""
    draw, block = domino_view("draw"), domino_view("block", 2, drew=False)
    hidden = domino_view("draw", drew=False)
    four = json.loads(domino_views("draw", 4, True)[5])
    seat, other = draw["seat"], 1 - draw["seat"]
    sizes = list(draw["hand_sizes"])
    first = draw["moves"][0]
    nxt = 1 - first["player"]
    return [
        ("not the seat's turn", "draw", changed(hidden, seat=1 - hidden["seat"]), "seat"),
        ("not the seat's turn, block", "block", changed(block, seat=1 - block["seat"]), "seat"),
        (
            "the seat's hand size is not its hand's",
            "draw",
            changed(draw, hand_sizes=[s + (p == seat) for p, s in enumerate(sizes)]),
            f"hand_sizes[{seat}]",
        ),
        (
            "another hand's size does not add up",
            "draw",
            changed(draw, hand_sizes=[s + (p == other) for p, s in enumerate(sizes)]),
            f"hand_sizes[{other}]",
        ),
        (
            "a negative hand size",
            "draw",
            changed(draw, hand_sizes=[-1 if p == other else s for p, s in enumerate(sizes)]),
            f"hand_sizes[{other}]",
        ),
        ("hand sizes for 3 players", "draw", changed(draw, hand_sizes=[*sizes, 5]), "hand_sizes"),
        (
            "true as a hand size",
            "draw",
            changed(draw, hand_sizes=[True if p == other else s for p, s in enumerate(sizes)]),
            f"hand_sizes[{other}]",
        ),
        ("a boneyard the set does not leave", "draw", changed(draw, boneyard=17), "boneyard"),
        ("a boneyard under block rules", "block", changed(block, boneyard=3), "boneyard"),
        (
            "two lays in a row by one player",
            "draw",
            changed(draw, moves=moves_with(draw, 1, player=first["player"])),
            "moves[1]",
        ),
        (
            "a pass with tiles left to draw",
            "draw",
            changed(draw, moves=[first, {"player": nxt, "pass": True}]),
            "moves[1]",
        ),
        (
            "every player passed",
            "block",
            changed(
                block,
                moves=[
                    *block["moves"],
                    {"player": block["seat"], "pass": True},
                    {"player": 1 - block["seat"], "pass": True},
                ],
            ),
            f"moves[{len(block['moves']) + 1}]",
        ),
        ("a move after a hand is out", "block", out_of_tiles(), "moves"),
        (
            "a first tile that is no double under draw rules",
            "draw",
            changed(draw, moves=[{"player": other, "tile": "5-6", "to": None}]),
            "moves[0]",
        ),
        ("scores for 3 players of 2", "draw", changed(draw, scores=[0, 0, 0]), "scores"),
        ("scores for 4 players in partnerships", "draw", changed(four, scores=[0] * 4), "scores"),
        ("a negative score", "draw", changed(draw, scores=[-5, 0]), "scores[0]"),
        ("a score past the target", "draw", changed(draw, scores=[0, 100]), "scores[1]"),
        ("true as a score", "draw", changed(draw, scores=[True, 0]), "scores[0]"),
        ("a target of 0", "draw", changed(draw, target=0), "target"),
        ("a target of 2.5", "draw", changed(draw, target=2.5), "target"),
        ("a target of true", "draw", changed(draw, target=True), "target"),
        ("a target of 10**29", "draw", changed(draw, target=10**29), "target"),
        ("7 players", "draw", changed(draw, players=7), "players"),
        ("true players", "draw", changed(draw, players=True), "players"),
        ("seat out of range", "draw", changed(draw, seat=9), "seat"),
        ("true as the seat", "draw", changed(draw, seat=True), "seat"),
        ("a set of 10**20", "draw", changed(draw, set=10**20), "set"),
        ("1 for partnerships", "draw", changed(draw, partnerships=1), "partnerships"),
        ("a number for spinners", "draw", changed(draw, spinners=0), "spinners"),
        ("an unknown field", "draw", changed(draw, colour="red"), "colour"),
        ("no moves", "draw", {k: v for k, v in draw.items() if k != "moves"}, "moves"),
    ]


def impossible_florentine() -> list[tuple[str, str, dict, str]]:
    draw, opened = florentine_view("draw"), florentine_view("open")
    personal = florentine_view("personal")
    hand, seat = draw["hand"], draw["seat"]
    last = len(draw["moves"])
    return [
        ("not the seat's turn", "florentine", changed(draw, seat=1 - seat), "seat"),
        (
            "not the seat's turn, personal round",
            "florentine",
            changed(personal, seat=1 - personal["seat"]),
            "seat",
        ),
        ("GGGG in the hand", "florentine", changed(draw, hand=[*hand[:3], "GGGG"]), "hand[3]"),
        (
            "GGGG on the board",
            "florentine",
            changed(draw, board={**draw["board"], "A1": "GGGG"}),
            "board.A1",
        ),
        ("GGGG in the pool", "florentine", changed(opened, pool=["GGGG"]), "pool[0]"),
        (
            "GGGG in the discards",
            "florentine",
            changed(draw, discards=[*draw["discards"], "GGGG"]),
            f"discards[{len(draw['discards'])}]",
        ),
        (
            "GGGG discarded in the moves",
            "florentine",
            changed(draw, moves=[*draw["moves"], {"player": seat, "discard": "GGGG"}]),
            f"moves[{last}].discard",
        ),
        ("a pile of 99", "florentine", changed(draw, pile=99), "pile"),
        ("a pile once the pile is out", "florentine", changed(opened, pile=1), "pile"),
        ("a pile of true", "florentine", changed(draw, pile=True), "pile"),
        (
            "a pool short of the deck",
            "florentine",
            changed(opened, pool=opened["pool"][1:]),
            "pool",
        ),
        (
            "a card twice",
            "florentine",
            changed(draw, hand=[hand[0], hand[0], *hand[2:]]),
            "hand[1]",
        ),
        (
            "a hand card also discarded",
            "florentine",
            changed(draw, hand=[*hand[:3], draw["discards"][0]]),
            "discards[0]",
        ),
        (
            "two moves in a row by one player",
            "florentine",
            changed(draw, moves=moves_with(draw, 1, player=draw["moves"][0]["player"])),
            "moves[1]",
        ),
        (
            "a board the moves do not leave",
            "florentine",
            changed(draw, board={c: t for c, t in draw["board"].items() if c != "D4"}),
            "board",
        ),
        ("a phase the moves do not leave", "florentine", changed(draw, phase="open"), "phase"),
        ("a personal card already played", "florentine", changed(draw, personal=False), "personal"),
        ("1 for rim_seals", "florentine", changed(draw, rim_seals=1), "rim_seals"),
        ("5 players", "florentine", changed(draw, players=5), "players"),
        ("true players", "florentine", changed(draw, players=True), "players"),
        ("seat out of range", "florentine", changed(draw, seat=2), "seat"),
        ("true as the seat", "florentine", changed(draw, seat=True), "seat"),
        ("a board of size 10**20", "florentine", changed(draw, size=10**20), "size"),
        ("no moves", "florentine", {k: v for k, v in draw.items() if k != "moves"}, "moves"),
    ]


def impossible() -> list[tuple[str, str, dict, str]]:
    return impossible_dominoes() + impossible_florentine()


def is_error_naming(got: dict, field: str) -> bool:
    """An error line and nothing else, starting `field: ` (`moves[`: any move)."""
    head = field if field.endswith("[") else field + ": "
    return list(got) == ["error"] and got["error"].startswith(head)


def one_clean_line(message: object) -> bool:
    return isinstance(message, str) and message.isprintable() and 0 < len(message) <= 500


# -- in process -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("rules", "view", "field"),
    [case[1:] for case in impossible()],
    ids=[case[0] for case in impossible()],
)
def test_a_view_that_cannot_be_gets_an_error_naming_the_field(rules, view, field):
    level = "greedy" if rules == "florentine" else "best"
    got = answer(rules, level, 0, 0.05, json.dumps(view))
    assert is_error_naming(got, field), got
    assert one_clean_line(got["error"])


def test_the_views_these_errors_start_from_are_answered_with_a_move():
    for rules, view in [
        ("draw", domino_view("draw")),
        ("block", domino_view("block", 2, drew=False)),
        ("block", out_of_tiles() | {"moves": out_of_tiles()["moves"][:-2], "hand_sizes": [1, 7]}),
    ]:
        got = answer(rules, "best", 0, 0.05, json.dumps(view))
        assert "error" not in got, got
        parse_answer(got, from_mapping(view, rules))
    for phase in ("draw", "open", "personal"):
        view = florentine_view(phase)
        got = answer("florentine", "greedy", 0, 0.05, json.dumps(view))
        assert "error" not in got, got
        flo_answer(got, flo_view(view))


@pytest.mark.parametrize(
    ("rules", "players", "partnerships"),
    [("block", 2, False), ("draw", 3, False), ("block", 4, True), ("draw", 4, False)],
)
def test_every_view_of_a_round_in_play_is_still_answered(rules, players, partnerships):
    for line in domino_views(rules, players, partnerships):
        got = answer(rules, "greedy", 0, 0.05, line)
        parse_answer(got, from_mapping(json.loads(line), rules))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["greedy", "random"])  # random discards often: long games
def test_every_view_of_a_florentine_game_in_play_is_still_answered(players, level):
    lines = [line for seed in range(3) for line in florentine_views(players, level, seed)]
    assert level == "greedy" or max(len(json.loads(v)["moves"]) for v in lines) > 48 + players
    for line in lines:
        got = answer("florentine", "random", 0, 0.05, line)
        view = flo_view(json.loads(line))
        if got == {"pass": True}:
            assert view.options() == []
        else:
            flo_answer(got, view)


def test_a_mapping_json_cannot_write_gets_an_error_not_an_exception():
    decide = bot("draw", "best")
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    for view in [{"players": float("nan")}, {"players": object()}, {"moves": deep}]:
        got = decide(view)
        assert list(got) == ["error"] and one_clean_line(got["error"])


def test_a_line_past_the_limit_is_skipped_to_its_newline_unread():
    stream = BytesIO(b"x" * 25 + b"\n" + b"y" * 10 + b"\n" + b"z" * 12)
    got = list(lines(stream, most=10))
    assert got == [
        {"error": "line: is 25 bytes long: at most 10"},
        "y" * 10 + "\n",
        {"error": "line: is 12 bytes long: at most 10"},
    ]
    assert list(lines(BytesIO(b"\xff\xfe\n{}\n"))) == [
        {"error": "line: is not UTF-8 text (byte 1)"},
        "{}\n",
    ]


# -- fuzz ---------------------------------------------------------------------------
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**40), 10**40)
    | st.floats()
    | st.text(max_size=6)
    | st.sampled_from(["6-6", "0-1", "9-9", "F13", "GGGG", "G1GRB", "D4", "draw", "open"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


def mutate(data: st.DataObject, view: object, depth: int = 0) -> object:
    """The view with one value somewhere in it replaced, removed or added."""
    if isinstance(view, dict) and view and depth < 3:
        key = data.draw(st.sampled_from(sorted(view)) | st.text(max_size=6))
        action = data.draw(st.sampled_from(["replace", "remove", "deeper"]))
        out = dict(view)
        if action == "remove":
            out.pop(key, None)
        elif action == "deeper" and key in view:
            out[key] = mutate(data, view[key], depth + 1)
        else:
            out[key] = data.draw(json_values)
        return out
    if isinstance(view, list) and view and depth < 3:
        i = data.draw(st.integers(0, len(view) - 1))
        action = data.draw(st.sampled_from(["replace", "remove", "repeat", "deeper"]))
        out = list(view)
        if action == "remove":
            del out[i]
        elif action == "repeat":
            out.insert(i, out[i])
        elif action == "deeper":
            out[i] = mutate(data, view[i], depth + 1)
        else:
            out[i] = data.draw(json_values)
        return out
    return data.draw(json_values)


def check_answer(rules: str, line: str) -> None:
    level = "greedy" if rules == "florentine" else "best"
    got = answer(rules, level, 0, 0.05, line)
    assert isinstance(got, dict)
    if "error" in got:
        assert list(got) == ["error"] and one_clean_line(got["error"]), got
        return
    view = json.loads(line)  # accepted, so plain JSON: the move must be legal in it
    if rules == "florentine":
        game = flo_view(view)
        if got == {"pass": True}:
            assert game.options() == []
        else:
            flo_answer(got, game)
    else:
        parse_answer(got, from_mapping(view, rules))


def base_views() -> list[tuple[str, dict]]:
    return [
        ("draw", domino_view("draw")),
        ("block", domino_view("block", 2, drew=False)),
        ("draw", json.loads(domino_views("draw", 4, True)[5])),
        ("florentine", florentine_view("draw")),
        ("florentine", florentine_view("open")),
        ("florentine", florentine_view("personal")),
    ]


@settings(max_examples=300)
@given(data=st.data())
def test_a_mutated_view_never_escapes_answer(data):
    rules, view = data.draw(st.sampled_from(base_views()))
    for _ in range(data.draw(st.integers(1, 3))):
        view = mutate(data, view)
    check_answer(rules, json.dumps(view))


@settings(max_examples=200)
@given(data=st.data())
def test_a_mangled_line_never_escapes_answer(data):
    rules, view = data.draw(st.sampled_from(base_views()))
    line = json.dumps(view)
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(line)))
        cut = data.draw(st.integers(0, 8))
        put = data.draw(st.sampled_from(["", "[", "]", "{", "}", '"', ",", ":", "9" * 40, "NaN"]))
        line = line[:at] + put + line[at + cut :]
    got = answer(rules, "random", 0, 0.05, line)
    assert list(got) == ["error"] and one_clean_line(got["error"]) or "error" not in got


# -- the real bot, a stream of hostile lines ----------------------------------------
CHILD = """
import resource, runpy, sys
resource.setrlimit(resource.RLIMIT_AS, ({memory}, {memory}))
sys.argv = ["domino-puzzles", *sys.argv[1:]]
runpy.run_module("cli", run_name="__main__", alter_sys=True)
"""


def run_bot(rules: str, level: str, stream: list[bytes]) -> tuple[list[dict], float]:
    """The bot's answers to `stream` (one line each), and the CPU seconds it took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run(
        [sys.executable, "-c", CHILD.format(memory=MEMORY), "bot", "--rules", rules]
        + ["--level", level, "--move-time", "0.05"],
        input=b"".join(line + b"\n" for line in stream),
        capture_output=True,
        timeout=120,
        check=False,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    assert run.returncode == 0, run.stderr.decode(errors="replace")[-2000:]
    assert run.stderr == b""
    return [json.loads(line) for line in run.stdout.decode().splitlines()], cpu


def hostile_lines(valid: dict) -> list[tuple[bytes, str]]:
    """(line, the field its error names) of lines no view can be."""
    text = json.dumps(valid)
    near = json.dumps({**valid, "moves": valid["moves"] + [{"player": 0, "pass": True}] * 25_000})
    assert len(near) < MAX_LINE
    return [
        (b"[" * 1000 + b"]" * 1000, "line"),
        (b"[" * 100_000, "line"),
        (b"{" * 100_000 + b"}" * 100_000, "line"),
        (b'{"players": 2, "x": "' + b"a" * 5_000_000 + b'"}', "line"),
        (b" " * MAX_LINE + b"{}", "line"),
        (b'{"players": ' + b"9" * 5000 + b"}", "players"),
        (b'{"players": 2, "seat": ' + b"1" * 31 + b"}", "seat"),
        (b'{"players": NaN}', "players"),
        (b'{"players": Infinity}', "players"),
        (text.replace('"seat": ', '"seat": 0, "seat": ', 1).encode(), "line"),
        (b"[1, 2, 3]", "line"),
        (b"42", "line"),
        (b'"a view"', "line"),
        (b"null", "line"),
        (b"not json at all", "line"),
        (b"\xff\xfe{}", "line"),
        (near.encode(), "moves["),
    ]


def check_stream(rules: str, level: str, valid: list[dict], bad: list[tuple[bytes, str]]):
    """Bad lines, each followed by a valid view, the last line valid."""
    stream: list[tuple[bytes, str | None]] = []
    for i, (line, field) in enumerate(bad):
        stream.append((line, field))
        stream.append((json.dumps(valid[i % len(valid)]).encode(), None))
    got, cpu = run_bot(rules, level, [line for line, _ in stream])
    assert len(got) == len(stream)
    for (line, field), out in zip(stream, got, strict=True):
        if field is None:
            view = json.loads(line)
            assert out == answer(rules, level, 0, 0.05, line.decode())
            if rules == "florentine":
                flo_answer(out, flo_view(view))
            else:
                parse_answer(out, from_mapping(view, rules))
        else:
            assert is_error_naming(out, field), (line[:80], out)
            assert one_clean_line(out["error"])
    return cpu


def test_the_bot_answers_every_hostile_line_and_goes_on():
    valid = [json.loads(v) for v in domino_views("draw", 2)[:6]]
    bad = hostile_lines(valid[0])
    bad += [
        (json.dumps(view).encode(), field)
        for _, rules, view, field in impossible_dominoes()
        if rules == "draw"
    ]
    cpu = check_stream("draw", "best", valid, bad)
    assert cpu < 20, f"{cpu:.1f} s of CPU for {2 * len(bad)} lines"


def test_the_florentine_bot_answers_every_hostile_line_and_goes_on():
    valid = [json.loads(v) for v in florentine_views(2)[::9]]
    bad = hostile_lines({**florentine_view("draw"), "moves": []})[:-1]
    bad += [(json.dumps(view).encode(), field) for _, _, view, field in impossible_florentine()]
    cpu = check_stream("florentine", "greedy", valid, bad)
    assert cpu < 20, f"{cpu:.1f} s of CPU for {2 * len(bad)} lines"


def test_the_errors_the_docs_show_are_what_the_bot_says():
    from pathlib import Path

    text = Path(__file__).parent.parent.joinpath("docs/formats.md").read_text(encoding="utf-8")
    part = text.split("## `bot`: the bot protocol", 1)[1]
    block = part.split('{"players": 4, "partnerships": true', 1)[1].split("```", 1)[0]
    view = json.loads('{"players": 4, "partnerships": true' + block)
    flat = " ".join(part.split())
    for change in [{"seat": 3}, {"hand_sizes": [4, 6, 5, 5]}]:
        got = answer("draw", "best", 0, 1.0, json.dumps({**view, **change}))
        assert list(got) == ["error"]
        assert json.dumps(got) in flat, got
