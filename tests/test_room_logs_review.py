"""Every log the room writes reviews: games of each kind and player count
played between the room's computer players in Chromium (one page), their logs
as "Save the log" writes them, each reviewed whole (issue: a room's 4-player
Draw log was once refused as bad input)."""

from __future__ import annotations

import pytest

from tests import browser
from tests.room_page import context, open_room, write_page

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=str(browser.missing()))

FAST = 0.001  # the move-time a decision gets: that the log reviews is tested, not the values

# (game, players, partnerships, seed, moves): Block and Draw up to the end of
# the first round (the log the room saves then: a short match); Florentine
# whole for 2 players, for 3 and 4 the log saved after 4 moves (a whole game
# of 4 takes minutes to review on a loaded machine: the open phase is searched)
GAMES = [
    ("block", 2, False, 1, None),
    ("block", 3, False, 2, None),
    ("block", 4, False, 3, None),
    ("block", 4, True, 4, None),
    ("draw", 2, False, 5, None),
    ("draw", 3, False, 6, None),
    # seed 4, not 7: its round holds the same kinds of decision (draws from
    # the boneyard, forced lays, valued lays) and reviews in a sixth of the time
    ("draw", 4, False, 4, None),
    ("draw", 4, True, 8, None),
    ("florentine", 2, False, 9, None),
    ("florentine", 3, False, 10, 4),
    ("florentine", 4, False, 11, 4),
]

PLAY = """([game, players, partnerships, seed, moves]) => {
  const levels = ['greedy', 'best', 'random', 'greedy'];
  dominoRoom.start({game, players, seed, options: {partnerships},
    seats: levels.slice(0, players).map((level) => ({kind: 'computer', level}))});
  const more = () => (game === 'florentine' ? moves === null || Room.g.moves.length < moves
    : Room.g.rounds.length === 0);
  // each computer's move as runBots(1) makes it, with the room quiet: the
  // table is not drawn after each (most of the time), only as it stands when
  // the log is saved
  Room.quiet = true;
  try {
    while (!dominoRoom.state().over && more()) {
      const {move, why, later} = Room.botMove();
      if (!Room.apply(move, why, undefined, later).ok) throw new Error('illegal');
    }
  } finally {
    Room.quiet = false;
  }
  Room.changed();
  return dominoRoom.log();
}"""


@pytest.fixture(scope="module")
def logs(chromium, tmp_path_factory) -> list[dict]:
    ctx = context(chromium)
    page, watch = open_room(ctx, write_page(tmp_path_factory.mktemp("room")))
    out = [page.evaluate(PLAY, list(game)) for game in GAMES]
    assert watch.errors == []
    ctx.close()
    return out


@pytest.mark.parametrize(
    "k", range(len(GAMES)), ids=[f"{g[0]}-{g[1]}{'p' if g[2] else ''}" for g in GAMES]
)
def test_every_room_log_reviews(logs, k):
    from solver.review import review

    log = logs[k]
    game, players, _, seed, _ = GAMES[k]
    assert (log["rules"], log["players"], log["seed"]) == (game, players, seed)
    result = review(log, FAST)
    moves = log["moves"] if game == "florentine" else log["rounds"][0]["moves"]
    listed = [d for r in result["rounds"] for d in r["decisions"]]
    assert len(listed) == len(moves)
    assert all(
        "class" in d or "forced" in d or "draw" in d or "not_valued" in d or d.get("too_close")
        for d in listed
    )


def test_a_florentine_decision_plays_the_fewest_deals_out_once():
    """A move time that buys the fewest deals (FAST: the tests' reviews) buys
    no more at four times the work (MORE_WORK): those deals are played out
    once, not twice over. The same deals give the same rows, so a decision
    they leave open is too close to call over them as before; a move time
    that buys more deals at four times still asks for them."""
    from puzzles.florentine.cards import standard_deck
    from puzzles.florentine.game import Discard
    from solver.florentine.analyse_draw import FEWEST_DEALS, deals_for
    from solver.florentine.review import _judged

    deck = standard_deck()
    cands = [Discard(deck[0]), Discard(deck[1])]
    # the other move a little better on average, the paired interval wide open
    rows = [[0.0, 3.5], [3.0, 0.0]] * 40
    for move_time, asked_for in (
        (FAST, [FEWEST_DEALS]),
        (0.25, [deals_for(0.25), deals_for(1.0)]),
    ):
        asked: list[int] = []

        def rows_for(deals: int, asked=asked) -> list[list[float]]:
            asked.append(deals)
            return rows[:deals]

        decision, mean = _judged(3, 1, cands, rows_for, move_time)
        assert asked == asked_for, move_time
        assert decision["too_close"] and "class" not in decision, decision
        assert decision["samples"] == asked_for[-1] and mean == 1.5, decision
        assert decision["played"]["move"] == {"discard": str(deck[0])}
        assert decision["best"]["move"] == {"discard": str(deck[1])}
