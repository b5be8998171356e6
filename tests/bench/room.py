"""`python -m tests.bench room`: the game room's computer players (games.html,
played in Chromium) against the Python bots, on the same deals.

Each whole match (Block, Draw) or game (Florentine) is dealt and refereed by
the Python engine (puzzles/dominoes/match.py, puzzles/florentine/game.py); one
seat is a page bot, asked through the page's own script with that seat's view,
the other a Python bot. Each deal is played twice, the seats swapped. For scale the same
deals are played by Python `best` against Python `greedy`. Printed: the share
of matches (games) the first named side wins, a shared Florentine win counting
a half, with a 95% Wilson interval.
"""

from __future__ import annotations

import math
import random
import tempfile
import time
from pathlib import Path

from puzzles.dominoes.match import Setup, play_match
from puzzles.florentine.game import DRAW, OPEN, Discard, PersonalTurn, Place, play_game
from puzzles.florentine.game import FlorentineSetup as FloSetup
from solver.dominoes import players
from solver.florentine import players as florentine_players

# The page's bots see a view built from the Python state: only what their seat may know.
DOMINO_VIEW = """([level, view, seed]) => {
  const S = Dom.setup({game: view.game, players: view.players, partnerships: view.partnerships,
    set: view.set, spinners: view.spinners});
  const hands = view.hand_sizes.map((n) => new Array(n).fill([0, 0]));
  hands[view.seat] = view.hand.map(Dom.parse);
  const M = {S, over: false, round: {hands, ends: view.ends.map((v) => ({v})),
    table: view.table.map(Dom.parse), void: view.void, toMove: view.seat,
    doublesLaid: view.doubles_laid, end: null}};
  return Bots.domino(level, M, roomRng(seed)).move;
}"""

FLORENTINE_VIEW = """([level, view, seed]) => {
  const board = new Array(49).fill(null);
  for (const [cell, text] of Object.entries(view.board)) {
    const piece = text === 'P' ? 'P' : {card: text, turn: 0, tri: Flo.triangles(text)};
    board[Flo.cellIndex(7, cell)] = piece;
  }
  const hands = view.colours.map(() => []);
  hands[view.seat] = view.hand;
  const G = {players: view.colours.length, size: 7, rimSeals: view.rim_seals, colours: view.colours,
    board, hands, pool: view.phase === 'draw' ? null : view.pool, phase: view.phase,
    toMove: view.seat, over: false};
  const move = Bots.florentine(level, G, roomRng(seed)).move;
  if ('card' in move) move.lying = Flo.write(Flo.turned(move.card, move.turn));
  return move;
}"""


def wilson(wins: float, n: int) -> tuple[float, float]:
    if not n:
        return 0.0, 1.0
    z, p = 1.96, wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def page_domino(page, level: str, rng: random.Random):
    def choose(round_, player, legal):
        s = round_.setup
        view = {
            "game": str(s.game),
            "players": s.players,
            "partnerships": s.partnerships,
            "set": s.set_size,
            "spinners": s.spinners,
            "seat": player,
            "hand": [str(t) for t in round_.hands[player]],
            "hand_sizes": [len(h) for h in round_.hands],
            "ends": list(round_.ends),
            "table": [str(t) for t in round_.table],
            "void": [sorted(v) for v in round_.void],
            "doubles_laid": round_.doubles_laid,
        }
        move = page.evaluate(DOMINO_VIEW, [level, view, rng.randrange(2**31)])
        for m in legal:
            if str(m[0]) == move["tile"] and m[1] == move["to"]:
                return m
        raise AssertionError(f"the page chose {move}, not among {legal}")

    return choose


def page_florentine(page, level: str, rng: random.Random):
    def choose(game, player, options):
        phase = {DRAW: "draw", OPEN: "open"}.get(game.phase, "personal")
        view = {
            "seat": player,
            "colours": list(game.colours),
            "rim_seals": game.setup.rim_seals,
            "board": {
                c.name: str(game.board.at(c)) for c in game.board.cells() if game.board.at(c)
            },
            "hand": [str(c) for c in game.hands[player]],
            "pool": [str(c) for c in game.pool],
            "phase": phase,
        }
        move = page.evaluate(FLORENTINE_VIEW, [level, view, rng.randrange(2**31)])
        for o in options:
            if isinstance(o, PersonalTurn) and "personal" in move:
                if (o.cell.name if o.cell else None) == move["personal"]:
                    return o
            elif (
                isinstance(o, Discard)
                and str(o.card) == move.get("discard")
                or (
                    isinstance(o, Place)
                    and "card" in move
                    and (str(o.card), o.cell.name, str(o.lying))
                    == (move["card"], move["cell"], move["lying"])
                )
            ):
                return o
        raise AssertionError(f"the page chose {move}, not among the options")

    return choose


def share(play, n: int, seed: int) -> tuple[float, int]:
    """Points of the tested side over n deals, each played twice with the seats
    swapped (2n matches): 1 a win, 0.5 a shared win."""
    won = 0.0
    for k in range(n):
        won += play(seed + k, 0) + play(seed + k, 1)
    return won, 2 * n


FIRST_MOVE = """([game]) => {
  const t0 = performance.now();
  dominoRoom.start({game, players: 2, seed: 1,
    seats: [{kind: 'computer', level: 'best'}, {kind: 'person', name: 'Anna'}]});
  dominoRoom.runBots(1);
  UI.render();
  return performance.now() - t0;
}"""


def first_move(chromium, path, rate: int) -> list[tuple[str, float, float]]:
    """Per game: ms from navigation to a page ready for taps, and ms from "start"
    to the computer's first move drawn; the CPU slowed `rate` times (CDP)."""
    out = []
    for game in ("block", "draw", "florentine"):
        ctx = chromium.new_context(viewport={"width": 820, "height": 1180})
        page = ctx.new_page()
        cdp = ctx.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        page.goto(f"file://{path}")
        from tests.browser import wait_until

        wait_until(page, "() => document.documentElement.dataset.ready === 'true'", 60)
        ready = float(page.evaluate("() => document.documentElement.dataset.readyAt"))
        out.append((game, ready, page.evaluate(FIRST_MOVE, [game])))
        ctx.close()
    return out


# A person's move late in a match (many rows of scores, the move list filled):
# the computer seats play on until the person is to move in round 6 or later
# with 10 moves or more of the round listed, then the time from the tap to the
# table drawn again and a frame painted.
LATE_SETUP = """() => {
  dominoRoom.start({game: 'draw', players: 3, seed: 9, seats: [{kind: 'person', name: 'Anna'},
    {kind: 'computer', level: 'greedy'}, {kind: 'computer', level: 'greedy'}]});
  for (let n = 0; n < 5000; n++) {
    const s = dominoRoom.state();
    if (s.over || (s.turn === 0 && s.round >= 6 && Room.g.round.moves.length >= 10)) break;
    if (s.turn === 0) dominoRoom.play(dominoRoom.legal()[0]); else dominoRoom.runBots(1);
  }
  UI.pausedRound = null; UI.render();
  return [dominoRoom.state().round, document.querySelectorAll('#moves li.mv').length];
}"""


def tap_response(chromium, path, rate: int) -> tuple[int, int, float]:
    """(round, moves listed, ms from a tap on a tile to the next frame painted)
    at phone size with touch, the CPU slowed `rate` times (CDP)."""
    from tests.browser import wait_until

    ctx = chromium.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    page = ctx.new_page()
    page.goto(f"file://{path}")
    wait_until(page, "() => document.documentElement.dataset.ready === 'true'", 60)
    page.evaluate("() => { UI.pace = 1e6; }")  # the computer waits: only the tap is timed
    round_, listed = page.evaluate(LATE_SETUP)
    cdp = ctx.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    # the last tap's time, and the first frame painted after the move (the
    # table's own listener draws it first: Room.listeners are called in order)
    page.evaluate(
        """() => { window.tapped = null; window.painted = null;
        document.addEventListener('pointerdown', () => { window.tapped = performance.now(); },
          {capture: true});
        Room.listeners.push(() => requestAnimationFrame(() => setTimeout(() => {
          if (window.painted === null) window.painted = performance.now(); }, 0))); }"""
    )
    tile = page.evaluate("() => dominoRoom.legal()[0].tile")
    before = page.evaluate("() => Room.count")
    page.tap(f'.hand.open .htile[data-tile="{tile}"]')
    if page.evaluate("() => UI.sel !== null"):  # two ends: the first of them
        page.tap(".end.target")
    wait_until(page, f"() => Room.count > {before} && window.painted !== null", 60)
    ms = page.evaluate("() => window.painted - window.tapped")
    ctx.close()
    return round_, listed, ms


def run(quick: bool = False, seed: int = 2026) -> None:
    from tests import browser
    from tests.room_page import write_page

    matches = 10 if quick else 60
    games = 5 if quick else 50
    slow = 3 if quick else 20  # Python best plans every open-phase turn with CP-SAT
    folder = Path(tempfile.mkdtemp())
    path = write_page(folder)
    rows = []
    with browser.launch() as chromium:
        print(f"games.html: {path.stat().st_size} bytes")
        print("time to first move (ms): load to ready, then start to the computer's move drawn")
        for rate in (1, 4):
            for game, ready, move in first_move(chromium, path, rate):
                print(f"  CPU /{rate}  {game:10}  ready {ready:7.1f}  first move {move:7.1f}")
        print("a tap late in a Draw match, phone size (ms): tap to the table drawn and painted")
        for rate in (1, 4):
            round_, listed, ms = tap_response(chromium, path, rate)
            print(f"  CPU /{rate}  round {round_}, {listed} moves listed: {ms:7.1f}")
        page, _ = browser.open_page(chromium, path)
        for game in ("block", "draw"):
            setup = Setup(game, 2)

            def domino(tested, other, s, seat, setup=setup):
                seats = [None, None]
                seats[seat] = tested(random.Random(s))
                seats[1 - seat] = other(random.Random(s + 1))
                return 1.0 if play_match(setup, s, seats).winner == seat else 0.0

            for name, tested in (
                ("page hard (best)", lambda r: page_domino(page, "best", r)),
                ("page medium (greedy)", lambda r: page_domino(page, "greedy", r)),
                ("page easy (random)", lambda r: page_domino(page, "random", r)),
                ("Python best", players.best_player),
            ):
                start = time.perf_counter()
                won, n = share(
                    lambda s, seat, t=tested: domino(t, players.greedy_player, s, seat),
                    matches,
                    seed,
                )
                rows.append(
                    (f"{game} 2p", name, "Python greedy", won, n, time.perf_counter() - start)
                )
        setup = FloSetup(2)

        def florentine(tested, other, s, seat):
            seats = [None, None]
            seats[seat] = tested(random.Random(s))
            seats[1 - seat] = other(random.Random(s + 1))
            winner = play_game(setup, s, seats).winners()
            return (1.0 / len(winner)) if seat in winner else 0.0

        for name, tested, n in (
            ("page hard (best)", lambda r: page_florentine(page, "best", r), games),
            ("page medium (greedy)", lambda r: page_florentine(page, "greedy", r), games),
            ("page easy (random)", lambda r: page_florentine(page, "random", r), games),
            ("Python best", florentine_players.best_player, slow),
        ):
            start = time.perf_counter()
            won, n = share(
                lambda s, seat, t=tested: florentine(t, florentine_players.greedy_player, s, seat),
                n,
                seed,
            )
            rows.append(
                ("florentine 2p", name, "Python greedy", won, n, time.perf_counter() - start)
            )
        page.context.close()
    print("game           player                 against        won share  95% interval    s")
    for game, name, other, won, n, seconds in rows:
        lo, hi = wilson(won, n)
        print(
            f"{game:14} {name:22} {other:14} {won:5.1f}/{n:<4} {won / n:5.2f}  "
            f"[{lo:.2f}, {hi:.2f}]  {seconds:6.1f}"
        )
