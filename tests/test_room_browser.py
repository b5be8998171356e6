"""games.html in Chromium as people use it: whole games by taps on a tablet,
hot-seat covers, a reload that keeps the game, "new game" that asks first,
the language switch, and never a network request or a console error."""

from __future__ import annotations

import itertools
import json

import pytest

from tests import browser
from tests.reference.domino_replay import check_match
from tests.reference.florentine_replay import check_game
from tests.room_page import context, open_room, play_by_taps, write_page

pytestmark = pytest.mark.skipif(browser.missing() is not None, reason=str(browser.missing()))

TABLET = (820, 1180)
PHONE = (390, 844)


@pytest.fixture(scope="module")
def path(tmp_path_factory):
    return write_page(tmp_path_factory.mktemp("room"))


@pytest.fixture(scope="module")
def _tablet(chromium, path):
    ctx = context(chromium, TABLET)
    yield open_room(ctx, path)
    ctx.close()


@pytest.fixture
def tablet(_tablet):
    """One room at tablet size, loaded once, for the tests that deal their own
    game through window.dominoRoom (`start` begins it afresh): a page load
    each was most of their time. Each test starts with no console error noted."""
    page, watch = _tablet
    watch.errors.clear()
    return page, watch


def setup_by_taps(page, game, names=("Anna",), players=2, seed=None):
    """The setup screen, by taps: the game, the players, people's names; the
    seats after the named ones are the computer; `seed` typed in, where given
    (the form's own, 1, otherwise)."""
    browser.tap(page, f'.choice .pill[data-value="{game}"]')
    browser.tap(page, f'.choice .pill[data-value="{players}"]')
    if seed is not None:
        page.fill("#opt-seed", str(seed))
    for seat, name in enumerate(names):
        page.select_option(f'.seat[data-seat="{seat}"] select.kind', "person")
        page.fill(f'.seat[data-seat="{seat}"] input.name', name)
    for seat in range(len(names), players):
        page.select_option(f'.seat[data-seat="{seat}"] select.kind', "computer")
    browser.tap(page, "#start")


# Whole matches of few rounds against the greedy computer, typed into the
# setup form: Block 1078 (6 rounds, 22 moves of the person where the form's
# seed 1 has 14 rounds and 65), Draw 24 (6 rounds, 30 moves where seed 1 has
# 24 rounds and 134).
SEEDS = {"block": 1078, "draw": 24}


@pytest.mark.parametrize(
    ("game", "screen"),
    [
        ("block", TABLET),
        ("draw", TABLET),
        ("florentine", TABLET),
        ("block", PHONE),
        ("draw", PHONE),
        ("florentine", PHONE),
    ],
)
def test_a_whole_game_by_taps(chromium, path, game, screen):
    """A whole game (a match to its target for Block and Draw) against the
    computer, every move of the person by taps. Block and Draw are dealt with
    a seed typed into the setup form (`SEEDS`): a match of 6 rounds asks about
    a third of the person's moves of the form's seed 1 (Block's 14 rounds,
    Draw's 24), and still goes through round ends to the match's winner;
    Florentine keeps the form's seed 1."""
    refused: list[str] = []
    ctx = context(chromium, screen, offline_log=refused)
    page, watch = open_room(ctx, path)
    seed = SEEDS.get(game)
    setup_by_taps(page, game, seed=seed)
    assert page.evaluate("() => dominoRoom.state().started")
    assert page.evaluate("() => dominoRoom.log().seed") == (seed or 1)
    moves = play_by_taps(page)
    assert moves > 3
    log = page.evaluate("() => dominoRoom.log()")
    if game == "florentine":
        check_game(log)
        assert page.locator("#game-over").is_visible()
    else:
        check_match(log)
        assert log["winner"] is not None
        assert len(log["rounds"]) > 1  # round ends tapped through to the match's end
        assert page.locator("#match-winner").is_visible()
    assert log["bots"] == ["person", "greedy"]
    assert refused == [] and watch.errors == []
    ctx.close()


@pytest.mark.parametrize("game", ["block", "florentine"])
def test_hot_seat_hides_every_hand_until_its_player_says_so(chromium, path, game):
    ctx = context(chromium, TABLET)
    page, watch = open_room(ctx, path)
    setup_by_taps(page, game, names=("Anna", "Bob"))
    pieces = ".htile" if game != "florentine" else ".hcard"
    first = page.evaluate("() => dominoRoom.state().turn")
    name, other = ("Anna", "Bob") if first == 0 else ("Bob", "Anna")
    # nobody's face is shown: a cover with "I am <name>" for the player to move
    assert page.locator(f".hand {pieces}").count() == 0
    assert page.locator("#reveal").inner_text() == f"I am {name}"
    browser.tap(page, "#reveal")
    shown = page.locator(f'.hand.open[data-seat="{first}"] {pieces}').count()
    assert shown == (7 if game == "block" else 4)
    assert page.locator(f'.hand[data-seat="{1 - first}"] {pieces}').count() == 0
    assert page.locator(f'.hand[data-seat="{1 - first}"] .back').count() > 0
    # a move hands the screen over: the next hand is covered again
    legal = page.evaluate("() => dominoRoom.legal()")
    from tests.room_page import tap_move

    tap_move(page, [m for m in legal if "discard" not in m][0])
    assert page.evaluate("() => dominoRoom.state().turn") == 1 - first
    assert page.locator(f".hand {pieces}").count() == 0
    assert page.locator("#reveal").inner_text() == f"I am {other}"
    assert watch.errors == []
    ctx.close()


def test_a_reload_keeps_the_game_and_new_game_asks_first(chromium, path):
    ctx = context(chromium, TABLET)
    page, watch = open_room(ctx, path)
    setup_by_taps(page, "draw")
    for _ in range(3):
        legal = page.evaluate("() => dominoRoom.legal()")
        from tests.room_page import tap_move

        tap_move(page, legal[0])
        browser.wait_until(page, "() => dominoRoom.state().turn === 0 || dominoRoom.state().over")
    before = page.evaluate("() => dominoRoom.log()")
    state = page.evaluate("() => dominoRoom.state()")
    browser.reload_kept(page)
    assert page.evaluate("() => dominoRoom.log()") == before
    assert page.evaluate("() => dominoRoom.state()") == state
    assert page.locator("#line .tile").count() > 0  # straight back at the table
    # "new game" asks; "no" keeps the game
    browser.tap(page, "#newgame")
    browser.tap(page, "#start")
    assert page.locator("#ask").is_visible()
    browser.tap(page, "#ask-no")
    assert page.evaluate("() => dominoRoom.log()") == before
    browser.tap(page, "#start")
    browser.tap(page, "#ask-yes")
    assert page.evaluate("() => dominoRoom.log()") != before
    assert watch.errors == []
    ctx.close()


def test_the_language_switch_changes_every_word_and_is_kept(chromium, path):
    from puzzles.drawing.room_words import WORDS

    ctx = context(chromium, PHONE)
    page, watch = open_room(ctx, path)
    page.select_option("#lang", "lv")
    assert page.locator("h1").inner_text() == WORDS["lv"]["title"]
    assert page.locator("#start").inner_text() == WORDS["lv"]["start"]
    setup_by_taps(page, "florentine", names=("Anna",))
    browser.reload_kept(page)
    assert page.locator("#newgame").inner_text() == WORDS["lv"]["new_game"]
    assert page.evaluate("() => document.documentElement.lang") == "lv"
    assert watch.errors == []
    ctx.close()


def test_the_log_export_is_the_play_json(tablet, tmp_path):
    page, watch = tablet
    page.evaluate(
        """() => { dominoRoom.start({game: 'block', players: 4, seed: 5,
        options: {partnerships: true}}); dominoRoom.runBots(1e6); }"""
    )
    with page.expect_download() as info:
        browser.tap(page, "#round-over .export")  # the match is over: its board is up
    saved = tmp_path / "log.json"
    info.value.save_as(saved)
    log = json.loads(saved.read_text())
    assert log == page.evaluate("() => dominoRoom.log()")
    check_match(log)
    assert watch.errors == []


def test_keys_play_a_move(chromium, path):
    ctx = context(chromium, TABLET, touch=False)
    page, watch = open_room(ctx, path)
    page.evaluate(
        """() => dominoRoom.start({game: 'florentine', players: 2, seed: 4,
        seats: [{kind: 'person', name: 'Anna'}, {kind: 'computer', level: 'greedy'}]})"""
    )
    before = page.evaluate("() => Room.count")
    page.focus(".hand.open .hcard")
    page.keyboard.press("Enter")
    page.keyboard.press("r")  # turns the chosen card
    assert page.evaluate("() => FloTable.turn") == 1
    page.focus("rect.cell.target")
    page.keyboard.press("Enter")
    assert page.evaluate("() => Room.count") > before
    assert page.evaluate("() => dominoRoom.log().moves[0].cell") == "D4"
    assert watch.errors == []
    ctx.close()


def test_the_moves_the_scores_and_the_line_behind_the_round_s_end_on_a_phone(chromium, path):
    """Draw, 3 players, at phone size: the move list holds the round's moves,
    the newest in view; the score table a row a round; the end board set
    aside shows the round's line whole in the screen's width, and comes back;
    after the match "Review the game" saves the log and shows the command."""
    ctx = context(chromium, PHONE)
    page, watch = open_room(ctx, path)
    page.evaluate(
        """() => { UI.pace = 1e6; dominoRoom.start({game: 'draw', players: 3, seed: 4,
        seats: [{kind: 'person', name: 'Anna'}, {kind: 'computer', level: 'greedy'},
                {kind: 'computer', level: 'best'}]}); }"""
    )
    page.evaluate(
        """() => { window.toRoundEnd = () => {
        for (let n = 0; n < 500 && UI.pausedRound === null; n++) {
          if (dominoRoom.state().turn === 0) dominoRoom.play(dominoRoom.legal()[0]);
          else dominoRoom.runBots(1);
        } }; toRoundEnd(); }"""
    )
    assert page.locator("#round-over").is_visible()
    moves = page.evaluate("() => Room.g.rounds[0].moves.length")
    assert page.locator("#moves li.mv").count() == moves
    newest = page.locator("#moves li.newest")
    assert newest.count() == 1 and newest.is_visible()
    box, last = page.locator("#moves").bounding_box(), newest.bounding_box()
    assert (
        box
        and last
        and box["y"] <= last["y"]
        and last["y"] + last["height"] <= box["y"] + box["height"] + 1
    )
    scores = page.evaluate("() => Room.g.scores")
    assert page.locator("#scores tr.round-row").count() == 1
    totals = page.locator("#scores tr.total td").all_inner_texts()
    assert totals == [str(s) for s in scores]
    # set aside: the finished round's line, whole within the screen, no sideways scroll
    laid = page.evaluate("() => Room.g.rounds[0].moves.filter((m) => 'tile' in m).length")
    browser.tap(page, "#look")
    assert page.locator("#round-over").count() == 0
    assert page.locator("#line .tile").count() == laid
    line = page.locator("#line").bounding_box()
    assert line and line["x"] >= 0 and line["x"] + line["width"] <= PHONE[0]
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE[0]
    browser.tap(page, "#show-end")
    assert page.locator("#round-over").is_visible()
    browser.tap(page, "#next-round")
    # the new round's moves only: none yet
    assert page.locator("#moves li.round-head").inner_text() == "Round 2"
    assert page.locator("#moves li.mv").count() == 0
    page.evaluate(
        "() => { while (!dominoRoom.state().over) { UI.pausedRound = null; toRoundEnd(); } }"
    )
    rounds = page.evaluate("() => Room.g.rounds.length")
    assert page.locator("#scores tr.round-row").count() == rounds
    with page.expect_download() as info:
        browser.tap(page, "#review")
    name = info.value.suggested_filename
    assert name == "draw-4.json"
    assert page.locator("#review-command").inner_text() == (
        "domino-puzzles review draw-4.json --format html --out review.html"
    )
    browser.tap(page, "#review-close")
    assert page.locator("#review-box").count() == 0 and page.locator("#review-bar").is_visible()
    assert watch.errors == []
    ctx.close()


def test_a_long_line_turns_corners_within_its_width_and_no_tiles_overlap(chromium, path):
    """Every round of Block matches laid out with a phone's half-width (8 tiles'
    worth): the line turns corners, stays within the width, and no two tiles
    lie over each other; with spinners' arms (Draw) it keeps its shape (the
    table draws it smaller)."""
    ctx = context(chromium, PHONE)
    page, watch = open_room(ctx, path)
    rows = page.evaluate(
        """() => {
        const u = 10, limit = 8 * u, out = [];
        for (const [game, players, seed] of [['block', 2, 1], ['block', 4, 2], ['draw', 2, 3]]) {
          dominoRoom.start({game, players, seed});
          dominoRoom.runBots(1e6);
          for (const R of Room.g.rounds) {
            const lay = Pic.layLine(R, u, limit);
            const boxes = lay.tiles.map((t) => {
              const w = t.upright ? u : 2 * u, h = t.upright ? 2 * u : u;
              return [t.cx - w / 2, t.cy - h / 2, t.cx + w / 2, t.cy + h / 2];
            });
            let overlaps = 0;
            boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
              const x = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
              const y = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
              if (x > 1e-6 && y > 1e-6) overlaps += 1;
            }));
            const rowsOf = new Set(lay.tiles.map((t) => Math.round(t.cy / u))).size;
            out.push([game, R.arms.length, lay.tiles.length, lay.box[2], rowsOf, overlaps]);
          }
        }
        return out;
      }"""
    )
    assert all(overlaps == 0 for *_, overlaps in rows), rows
    snaked = [r for r in rows if r[1] == 2]  # no spinner's arms
    # the half-width both ways, a corner tile and an open end's button beyond it
    assert all(width <= 2 * 80 + 2 * 20 for _, _, _, width, _, _ in snaked), snaked
    assert any(tiles > 9 and lines > 1 for _, _, tiles, _, lines, _ in snaked)
    assert any(arms > 2 for _, arms, *_ in rows)  # Draw's spinners: laid as they lie
    assert watch.errors == []
    ctx.close()


def test_the_florentine_end_board_is_set_aside_and_offers_the_review(tablet):
    page, watch = tablet
    page.evaluate(
        """() => { dominoRoom.start({game: 'florentine', players: 3, seed: 8});
        dominoRoom.runBots(1e6); }"""
    )
    assert page.locator("#game-over").is_visible()
    gems = page.evaluate("() => Room.g.scores")
    assert page.locator("#scores tr.total td").all_inner_texts() == [str(g) for g in gems]
    browser.tap(page, "#look")
    assert page.locator("#game-over").count() == 0 and page.locator("#show-end").is_visible()
    browser.tap(page, "#show-end")
    assert page.locator("#game-over").is_visible()
    with page.expect_download() as info:
        browser.tap(page, "#review")
    assert info.value.suggested_filename == "florentine-8.json"
    assert page.locator("#review-command").inner_text() == (
        "domino-puzzles review florentine-8.json --format html --out review.html"
    )
    assert watch.errors == []


# The computer's reasons that tell what its hand holds (or held).
FROM_THE_HAND = {
    "why_only",
    "why_keep",
    "why_heavy",
    "why_discard",
    "why_discard_danger",
    "why_least_harm",
}


@pytest.mark.parametrize(
    ("game", "level"), [("draw", "best"), ("block", "greedy"), ("florentine", "best")]
)
def test_the_computer_s_why_tells_only_what_the_table_saw_until_the_round_is_over(
    tablet, game, level
):
    page, watch = tablet
    seats = [{"kind": "computer", "level": level}] * 3
    page.evaluate(
        """([game, seats]) => { dominoRoom.start({game, players: 3, seed: 12, seats});
        dominoRoom.runBots(1e6); }""",
        [game, seats],
    )
    steps = page.evaluate("() => Room.history")  # the last 200 moves, to the match's end
    # the match is over: "Why?" may say what the hand held
    shown = page.locator("#why-text").text_content()
    assert len(steps) > 10
    for step in steps:
        said = step["why"][0]
        # a Draw round's opening double is the rules' choice, seen by everybody
        opening = game == "draw" and said == "why_only" and step["move"]["to"] is None
        assert said not in FROM_THE_HAND or opening, step
    assert any(step["later"] for step in steps)  # the hand's reasons are kept for the end
    last = steps[-1]
    words = page.evaluate("() => JSON.parse(document.getElementById('room-words').textContent)")
    key = (last["later"] or last["why"])[0]
    assert shown is not None and shown.startswith(words["en"][key].split("{")[0])


# For each move of the computer in a match between computer players: its
# choice and its "Why?" in the real deal and in other deals that differ only
# in tiles (cards) nobody else has seen, one of its own swapped with one of
# the others' hands or the boneyard (the draw pile). Where it makes the same
# move there, the words must be the same: they come from what the table saw.
OTHER_DEALS = """([game, players, level, seed]) => {
  const seats = new Array(players).fill({kind: 'computer', level});
  dominoRoom.start({game, players, seed, seats});
  // each move is not drawn (drawing was most of the time); the end is, below
  Room.quiet = true;
  const flo = game === 'florentine';
  const out = {same: 0, differ: [], alike: 0};
  try {
    for (let step = 0; step < 400 && Room.turn() !== null; step++) {
      const p = Room.turn(), g = Room.g, rng = Room.botRng;
      const ask = () => {
        Room.botRng = rng; const a = Room.botMove(); Room.botRng = rng; return a;
      };
      const said = ask();
      // the tiles (cards) it holds and the ones hidden from it
      const hand = flo ? g.hands[p] : g.round.hands[p];
      const others = flo ? [] : g.round.hands.filter((h, q) => q !== p).map((h) => [h]);
      const hidden = flo ? [[g.pile]] : [[g.round.stock], ...others];
      const key = (m) => JSON.stringify(m);
      const played = flo ? (said.move.card || said.move.discard) : said.move.tile;
      const name = (t) => flo ? t : Dom.name(t);
      if (!flo || g.phase === 'draw') {
        for (let i = 0; i < hand.length; i++) {
          if (name(hand[i]) === played) continue;
          for (const [pool] of hidden) {
            for (let j = 0; j < pool.length; j += 3) {
              [hand[i], pool[j]] = [pool[j], hand[i]];
              const other = ask();
              [hand[i], pool[j]] = [pool[j], hand[i]];
              if (key(other.move) !== key(said.move)) continue;
              out.alike += 1;
              if (key(other.why) === key(said.why)) out.same += 1;
              else out.differ.push([said.move, said.why, other.why]);
            }
          }
        }
      }
      if (!Room.apply(said.move, said.why, undefined, said.later).ok) throw new Error('illegal');
    }
  } finally {
    Room.quiet = false;
  }
  Room.changed();
  out.differ = out.differ.slice(0, 3);
  return out;
}"""


@pytest.mark.parametrize(
    ("game", "level"),
    [
        ("block", "random"),
        ("block", "greedy"),
        ("draw", "best"),
        ("block", "best"),
        ("florentine", "greedy"),
        ("florentine", "best"),
    ],
)
def test_the_computer_s_why_is_the_same_in_every_deal_the_table_cannot_tell_apart(
    tablet, game, level
):
    page, watch = tablet
    seen = page.evaluate(OTHER_DEALS, [game, 3, level, 5])
    assert seen["differ"] == [] and seen["alike"] > 50, seen
    assert watch.errors == []


_WRITES = itertools.count()


def _stored(page, key: str, value) -> None:
    """Write `value` to the room's storage as another page of this browser could,
    then reload the room. The write is made in the reloaded document itself,
    before the room's script runs (once: a mark in the tab's sessionStorage):
    a write from the old document reaches the browser's store a moment later,
    and after many writes Chromium holds them back for seconds, so a reload
    could read the store before it."""
    mark = f"test-stored-{next(_WRITES)}"
    page.context.add_init_script(
        script=f"""(() => {{ const mark = {json.dumps(mark)};
        if (sessionStorage.getItem(mark)) return;
        sessionStorage.setItem(mark, "1");
        localStorage.setItem({json.dumps(key)}, {json.dumps(json.dumps(value))}); }})()"""
    )
    page.reload()
    browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")


def test_what_the_storage_holds_is_checked_as_a_new_game(chromium, path):
    """Any page of the browser can write the room's storage: a saved game comes
    back only as settings a new game accepts and moves that replay as taps do;
    the file name the review shows keeps safe characters only, so no name
    becomes a second command; anything else is forgotten."""
    hostile = "block-1.json; echo owned #"
    ctx = context(chromium, TABLET)
    page, watch = open_room(ctx, path)
    page.evaluate(
        """() => { dominoRoom.start({game: 'block', players: 2, seed: 7,
        seats: [{kind: 'person', name: 'Anna'}, {kind: 'person', name: 'Ben'}]});
        for (let n = 0; n < 3; n++) dominoRoom.play(dominoRoom.legal()[0]); }"""
    )
    before = page.evaluate("() => dominoRoom.log()")
    saved = json.loads(page.evaluate("() => localStorage.getItem('domino-room-v1')"))
    # the game's name made a command: the settings are checked as a new game's
    _stored(page, "domino-room-v1", dict(saved, cfg=dict(saved["cfg"], game=hostile)))
    assert page.evaluate("() => Room.cfg.game") == "block"
    assert page.evaluate("() => dominoRoom.log()") == before
    page.evaluate(
        "() => { while (!dominoRoom.state().over) dominoRoom.play(dominoRoom.legal()[0]); }"
    )
    with page.expect_download() as info:
        page.evaluate("() => Record.review()")
    assert info.value.suggested_filename == "block-7.json"
    assert page.locator("#review-command").inner_text() == (
        "domino-puzzles review block-7.json --format html --out review.html"
    )
    # a name that got past the settings still keeps safe characters only
    page.evaluate(f"() => {{ Room.cfg.game = {json.dumps(hostile)}; UI.overlays(); }}")
    shown = page.locator("#review-command").inner_text()
    assert shown == (
        "domino-puzzles review block-1.jsonechoowned-7.json --format html --out review.html"
    )
    # a move that does not replay, the old saved state, moves that are no list:
    # no game, and the storage forgotten
    bad_move = dict(saved, moves=[*saved["moves"][:2], {"move": {"tile": "6-6", "to": 9}}])
    old_state = {"cfg": dict(saved["cfg"], game=hostile), "g": {"over": True}, "botRng": 1}
    for value in (bad_move, old_state, dict(saved, moves="all"), [1, 2]):
        _stored(page, "domino-room-v1", value)
        assert page.evaluate("() => Room.g") is None
        assert page.evaluate("() => localStorage.getItem('domino-room-v1')") is None
        assert page.locator("#start").is_visible()  # the setup screen
    # the setup screen's own settings: checked the same way
    draft = {"game": hostile, "players": 9, "seats": "x", "seed": "7; echo owned", "options": 5}
    _stored(page, "domino-room-ui", {"lang": "<b>", "pace": "soon", "draft": draft})
    assert page.evaluate("() => [UI.draft.game, UI.draft.players, UI.draft.seats.length]") == [
        "block",
        4,
        4,
    ]
    assert page.evaluate("() => [UI.lang, UI.pace, UI.draft.seed]") == ["en", 1400, 1]
    assert page.locator('.choice .pill[data-value="block"]').get_attribute("aria-pressed") == (
        "true"
    )
    assert "owned" not in page.locator("body").inner_text()
    assert watch.errors == []
    ctx.close()
