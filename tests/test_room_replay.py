"""The page's rules are the Python rules: 100 games of each game and player count
between the page's computer players, played in Chromium, exported as the `play`
JSON log and replayed by the project's independent replay checkers.

100 games a configuration, not the 300 of before: a Block or Draw game is a
whole match (many rounds, blocked and won ones, draws from the boneyard), so
100 of them still meet every option the page deals (each set and spinner rule,
both rim rules: `options` below is asserted whole) and wins for more than one
seat, the same assertions as with 300; the seeds are fixed, so each run
replays the same games."""

from __future__ import annotations

import pytest

from tests import browser
from tests.reference.domino_replay import check_match
from tests.reference.florentine_replay import check_game
from tests.room_page import play_many, write_page

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=str(browser.missing()))

GAMES = 100
BATCH = 100
CONFIGS = [
    ("block", 2, False),
    ("block", 3, False),
    ("block", 4, False),
    ("block", 4, True),
    ("draw", 2, False),
    ("draw", 3, False),
    ("draw", 4, False),
    ("florentine", 2, False),
    ("florentine", 3, False),
    ("florentine", 4, False),
]


@pytest.fixture(scope="module")
def room(tmp_path_factory, chromium):
    path = write_page(tmp_path_factory.mktemp("room"))
    page, watch = browser.open_page(chromium, path, puzzles=False)  # games.html
    yield page, watch
    page.context.close()


@pytest.mark.parametrize(("game", "players", "partnerships"), CONFIGS)
def test_page_games_replay_clean(room, game, players, partnerships):
    page, watch = room
    check = check_game if game == "florentine" else check_match
    winners = set()
    options = set()
    for first in range(1, GAMES + 1, BATCH):
        logs = play_many(
            page, game, players, partnerships, first, BATCH, ["random", "greedy", "best"]
        )
        assert len(logs) == BATCH
        for log in logs:
            assert log["players"] == players
            check(log)  # AssertionError naming the move on any broken rule
            if game == "florentine":
                winners.update(log["winner"])
                options.add(log["rim_seals"])
            else:
                assert log["winner"] is not None, "a whole match has a winner"
                assert log["partnerships"] is partnerships
                winners.add(log["winner"])
                options.add((log["spinners"], log["set"]))
    # the games are games: more than one seat (side) wins some
    assert len(winners) > 1
    assert len(options) == (2 if game == "florentine" else 2 if game == "block" else 6)
    assert watch.errors == []
    assert all(url.startswith("file://") for url in watch.requests)


def test_the_page_deck_is_the_reference_deck_in_order(room):
    from puzzles.florentine.cards import standard_deck

    page, _ = room
    assert page.evaluate("() => Flo.referenceDeck()") == [str(c) for c in standard_deck()]


def test_the_same_seed_plays_the_same_game(room):
    page, _ = room
    first = play_many(page, "draw", 3, False, 7, 1, ["best"])
    again = play_many(page, "draw", 3, False, 7, 1, ["best"])
    other = play_many(page, "draw", 3, False, 8, 1, ["best"])
    assert first == again and first != other
