"""games.html for the browser tests and the bench: written once per session,
and the page's script that plays whole games between its computer players."""

from __future__ import annotations

from pathlib import Path

from puzzles.words import Words

# Plays `n` games (matches) from seed `first` on, one page load; the seats'
# levels rotate so every level meets every other; the rule options rotate
# too: spinners all/first/none under draw rules, rim_seals on/off, and every
# fifth match a double-nine set. Each game's end is drawn (runBots draws
# once it stops) and saved as the room saves it; its start is not drawn (the
# page's `Room.quiet`, as a saved game's replay starts it): drawing a fresh
# table was two thirds of the time, nothing of the rules.
PLAY_MANY = """([game, players, partnerships, first, n, levels]) => {
  const out = [];
  for (let k = first; k < first + n; k++) {
    const seats = [];
    for (let p = 0; p < players; p++) {
      seats.push({kind: 'computer', level: levels[(k + p) % levels.length]});
    }
    const options = {partnerships, set: k % 5 === 4 ? 9 : 6,
      spinners: ['all', 'first', 'none'][k % 3], rim_seals: k % 2 === 0};
    Room.quiet = true;
    try {
      dominoRoom.start({game, players, seats, options, seed: k});
    } finally {
      Room.quiet = false;
    }
    dominoRoom.runBots(1e6);
    out.push(dominoRoom.log());
  }
  return JSON.stringify(out);  // one string: far faster out of the page than objects
}"""


def play_many(page, *args) -> list[dict]:
    """PLAY_MANY's logs, as Python objects."""
    import json

    return json.loads(page.evaluate(PLAY_MANY, list(args)))


def write_page(folder: Path, lang: str = "en") -> Path:
    from domino_puzzles.room import page

    path = folder / "games.html"
    path.write_text(page(Words(lang)), encoding="utf-8")
    return path


def context(browser, viewport=(820, 1180), touch=True, offline_log=None):
    """A fresh context (its own localStorage) where every request that is not
    the page's own file, data or blob is refused and noted in `offline_log`."""
    ctx = browser.new_context(
        viewport={"width": viewport[0], "height": viewport[1]}, has_touch=touch
    )

    def route(r):
        url = r.request.url
        if url.startswith(("file://", "data:", "blob:")):
            r.continue_()
        else:
            if offline_log is not None:
                offline_log.append(url)
            r.abort()

    ctx.route("**/*", route)
    return ctx


def open_room(ctx, path):
    from tests.browser import Watch, wait_until

    page = ctx.new_page()
    watch = Watch(page)
    page.goto(f"file://{Path(path).resolve()}")
    wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
    page.evaluate("() => { UI.pace = 10; }")  # the computer moves at once in tests
    return page, watch


def tap_move(page, move, timeout: float = 30000) -> None:
    """Play `move` (a bot-protocol move of the seat to move) by taps on the table."""

    from tests.browser import tap as tap_at

    def tap(selector):
        tap_at(page, selector, timeout=timeout / 1000)

    if "tile" in move:
        tap(f'.hand.open .htile[data-tile="{move["tile"]}"]')
        if page.evaluate("() => UI.sel !== null"):
            tap(f'.end.target[data-value="{move["to"]}"]')
    elif "discard" in move:
        tap(f'.hand.open .hcard[data-card="{move["discard"]}"]')
        tap("#discard")
    elif "card" in move:
        tap(f'.hcard[data-card="{move["card"]}"]')
        tap(f'rect.cell.target[data-cell="{move["cell"]}"]')
    elif move.get("personal") is None:
        tap("#keep")
    else:
        tap(f'rect.cell.target[data-cell="{move["personal"]}"]')


# What play_by_taps looks at before each move, in one call: the round's end
# board, the game's end, whose turn, the hot-seat cover, the moves made, and
# the legal moves where it is seat `seat`'s turn.
LOOK = """(seat) => {
  const s = dominoRoom.state();
  return {next: !!document.querySelector('#next-round'), over: s.over, turn: s.turn,
    reveal: !!document.querySelector('#reveal'), count: Room.count,
    legal: s.turn === seat ? dominoRoom.legal() : null};
}"""


def play_by_taps(page, seat: int = 0, limit: int = 3000) -> int:
    """Play seat `seat`'s moves by taps (its first legal move, a placement before
    a discard) until the game is over, tapping through round ends; the others
    are the computer. Returns the number of taps' moves. Each look at the
    table is one call into the page (`LOOK`); that the taps made a move is
    checked at the next look, before anything else is done."""
    from playwright.sync_api import Error as PlaywrightError

    from tests.browser import NothingToTap, tap, wait_until

    moves = 0
    before = None  # the moves made before the taps of the last move
    for _ in range(limit):
        look = page.evaluate(LOOK, seat)
        if before is not None:
            assert look["count"] > before, "the taps made no move"
            before = None
        if look["next"]:
            if look["over"]:
                return moves
            tap(page, "#next-round")
            continue
        if look["over"]:
            return moves
        if look["turn"] != seat:
            wait_until(
                page,
                f"() => dominoRoom.state().over || dominoRoom.state().turn === {seat}"
                " || !!document.querySelector('#next-round')",
            )
            continue
        if look["reveal"]:
            tap(page, "#reveal")
        legal = look["legal"]
        placed = [m for m in legal if "card" in m or "tile" in m or m.get("personal")]
        try:
            tap_move(page, (placed or legal)[0], timeout=4000)
        except (PlaywrightError, NothingToTap):  # the table changed under the finger: look again
            continue
        before = look["count"]
        moves += 1
    raise AssertionError("the game did not end")
