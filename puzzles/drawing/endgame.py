"""An `endgame` drawn: the line on the table and every open hand; the key.

The key draws the table after the best play, spinners' arms included (under
draw rules), numbers each tile by the move that laid it, marks the winning
first move, and says the result in words. Players are numbered from 0, as
in the YAML and in `solve`; on a young worksheet (`age`, puzzles/drawing/
__init__.py) the player to move is "you" and the other "your friend" (with
more players, counted from 1), on the sheet and in its key alike, and every
worksheet has a box for the answer.
"""

from __future__ import annotations

from puzzles import i18n
from puzzles.dominoes.endgame import Answer, Move, Position
from puzzles.dominoes.endgame_round import End
from puzzles.dominoes.tiles import Rules, Tile, pips
from puzzles.drawing import Printing, dominoes, endgame_sheet, key_text, style, young
from puzzles.drawing import young_steps as young_steps_
from puzzles.drawing.endgame_sheet import answer_box, hand_label, player_name
from puzzles.drawing.words import count, kind_word, word
from puzzles.words import ENGLISH, Words

PRINT = Printing(
    unit="half",
    unit_mm=dominoes.HALF,
    scales={"adult": 1.0, "child": 1.5, "older": 1.1},
    two_from=8,  # two a page for pupils of 8-10 (issue 54: one left half a page blank)
)

TOLD = True  # a book's steps say every move: `draw(told=True)` says none

WORDS = i18n.lists_table("paper.endgame")


def draw(
    position: Position,
    answer: Answer | None = None,
    words: Words = ENGLISH,
    width: float = dominoes.ROW,
    steps=None,
    age: int | None = None,
    sheet=None,
    told: bool = False,
):
    """The position, or its key with `answer`: the result, the first move,
    the table as played and the moves after the first (never the first
    again). `told`: the page prints the key's steps, which say every move,
    beside or under it (a book's `--explain`): the key then says no move
    itself, its grey tile marking the first."""
    col = dominoes.Column("endgame")
    if answer is not None and (answer.value is not None or answer.moves):
        moves = answer.moves
        small = 3.4 if age is not None else key_text(3.4)  # a book's key: 7 pt once reduced
        if answer.value is not None:
            said = result(position, answer.value, words, age)
            size = 4.6 if age is not None else key_text(4.6)  # 7 pt once reduced
            col.caption(said, size=size, css="result", width=width)
        if moves and not told:
            # "winning" only where the player to move wins
            label = "first_move" if (answer.value or 0) > 0 else "best_first"
            col.caption(
                f"{word(words, label)}: {move_words(moves[0], words, position, age)}",
                size=max(3.8, small),
                css="first-move",
                width=width,
            )
        table = laid_table(position, moves)
        if table is not None:
            col.add(draw_table(*table, row=width, words=words, key=age is None))
        played = " · ".join(
            f"{i}. {move_words(m, words, position, age)}" for i, m in enumerate(moves, 1) if i > 1
        )
        if played and not told:  # the first move is said above
            col.caption(played, size=small, bold=False, css="move-list", width=width)
        for step in steps or ():
            col.caption(step, size=3.4, bold=False, css="step", width=width)
        return col.done()
    if position.line.laid:
        col.caption(words("paper.common.line"), width=width)
        if position.arms:
            given = laid_table(position, ())
            assert given is not None  # no move, none misplaced
            col.add(draw_table(*given, row=width, words=words))
        else:
            laid = position.line.laid
            names = None
            if age is not None:  # a sheet names its ends and the numbers there
                left, right = laid[0][0], laid[-1][1]
                names = (
                    words("paper.common.end_left", x=left),
                    words("paper.common.end_right", x=right),
                )
            col.add(dominoes.line(laid, row=width, words=words, names=names))
    else:
        col.caption(words("paper.common.empty_table"), width=width)
    blocks = []
    # a sheet shows the pupil's own tiles (the player to move) first, then on in turn
    turn = position.to_move if age is not None else 0
    for k in range(len(position.hands)):
        p = (turn + k) % len(position.hands)
        hand = position.hands[p]
        blocks.append((hand_label(position, p, words, age), dominoes.tiles(hand, row=width)))
    col.side_by_side(blocks, width)
    if position.game == Rules.DRAW:
        col.caption(words("paper.common.boneyard"), width=width)
        if position.boneyard:
            col.add(dominoes.tiles(position.boneyard, row=width))
    if age is not None:
        col.add(answer_box(position, words, width, age))
    return col.done()


def result(position: Position, value: int, words: Words, age: int | None = None) -> str:
    """The value in words for the side that scores: "Players 1 and 3 win by 17 points"."""
    if value == 0:
        return words("paper.common.nobody")
    mover = position.to_move
    winner = mover if value > 0 else (mover + 1) % position.players
    points = count(words, abs(value), "points_by")
    if young(age) and position.players == 2:
        if winner == mover:
            return words("paper.common.you_win_by", points=points)
        return words("paper.common.wins_by", who=words("paper.common.friend"), points=points)
    if young(age):  # players counted from 1
        if position.partnerships:
            who = words("paper.common.players", p=winner % 2 + 1, q=winner % 2 + 3)
            return words("paper.common.win_by", who=who, points=points)
        if position.paranoid and value < 0:
            others = [str(p + 1) for p in range(position.players) if p != mover]
            names = f"{', '.join(others[:-1])} {words('paper.common.and')} {others[-1]}"
            who = words("paper.common.players", p="{p}", q="{q}").split("{p}")[0] + names
            return words("paper.common.win_by", who=who, points=points)
        return words(
            "paper.common.wins_by", who=player_name(position, winner, words, age), points=points
        )
    # players as a reader counts them, from 1 (the files count from 0)
    if position.partnerships:
        who = words("paper.common.players", p=winner % 2 + 1, q=winner % 2 + 3)
        return words("paper.common.win_by", who=who, points=points)
    paranoid = position.players > 2 and not position.partnerships
    if paranoid and value < 0:  # the others, together, against the player to move
        others = [str(p + 1) for p in range(position.players) if p != mover]
        names = f"{', '.join(others[:-1])} {words('paper.common.and')} {others[-1]}"
        who = words("paper.common.players", p="{p}", q="{q}").split("{p}")[0] + names
        return words("paper.common.win_by", who=who, points=points)
    return words(
        "paper.common.wins_by", who=words("paper.common.player", p=winner + 1), points=points
    )


def move_words(
    move: Move, words: Words, position: Position | None = None, age: int | None = None
) -> str:
    who = (
        words("paper.common.player", p=move.player + 1)
        if position is None
        else player_name(position, move.player, words, age)
    )
    if move.end == End.PASS:
        return f"{who} {words('paper.common.pass')}"
    if move.end == End.DRAW:
        return f"{who} {words('paper.common.draws')} {move.tile}"
    if move.arm is not None and move.to is not None:
        text = kind_word(WORDS, words, f"arm_{move.arm.arm}")
        return f"{who}: {text.format(tile=move.tile, k=move.arm.key())}"
    where = move.end.value if move.to is not None else "first"
    return f"{who}: {kind_word(WORDS, words, where).format(tile=move.tile)}"


# -- the table after play: the line, and arms grown off spinners ---------------
def laid_table(
    position: Position, moves: tuple[Move, ...]
) -> tuple[list[tuple[int, int]], dict[int, int], dict[int, list[list]]] | None:
    """(line slots, numbers, arms) after the moves, or None if a tile cannot be
    placed on a drawing (an arm off a double that itself lies on an arm).
    `arms[i]` holds two lists (up, down) of (tile as laid outwards, move number)."""
    line: list[tuple[tuple[int, int], int | None]] = [(h, None) for h in position.line.laid]
    arms: dict[int, list[list]] = {}
    for place, side, arm in position.arms:
        if isinstance(place, Tile):
            return None
        arms.setdefault(place - 1, [[], []])[side == "down"].extend((h, None) for h in arm.laid)
    for number, move in enumerate(moves, 1):
        if not move.lays:
            continue
        tile, end, to = move.tile, move.end, move.to
        assert tile is not None  # a lay
        if to is None:
            line.append(((tile.a, tile.b), number))
        elif end == End.LEFT:
            line.insert(0, ((tile.other(to), to), number))
            arms = {i + 1: a for i, a in arms.items()}
        elif end == End.RIGHT:
            line.append(((to, tile.other(to)), number))
        elif move.arm is None or isinstance(move.arm.spinner, Tile):
            return None
        else:
            pair = arms.setdefault(move.arm.spinner - 1, [[], []])
            pair[move.arm.arm == "down"].append(((to, tile.other(to)), number))
    slots = [h for h, _ in line]
    numbers = {i: n for i, (_, n) in enumerate(line) if n is not None}
    return slots, numbers, {i: a for i, a in arms.items() if any(a)}


def draw_table(
    slots,
    numbers,
    arms,
    s: float = dominoes.HALF,
    row: float = dominoes.ROW,
    words: Words = ENGLISH,
    key: bool = False,
):
    """The line with its arms: arm 0 up, arm 1 down from its double. Numbers
    say which move laid a tile; move 1 is marked."""
    if not arms:
        first = [i for i, n in numbers.items() if n == 1]
        return dominoes.line(
            slots, numbers, row=row, bold=list(numbers), marked=first, words=words, key=key
        )
    g = style.group(**{"class": "line"})
    up = max((_arm_len(a[0], s) for a in arms.values()), default=0.0)
    down = max((_arm_len(a[1], s) for a in arms.values()), default=0.0)
    x, y0 = 0.0, up + 1
    for i, (a, b) in enumerate(slots):
        double = a == b
        w = s if double else 2 * s
        fill = dominoes.MARK if numbers.get(i) == 1 else style.PAPER_WHITE
        if double:
            g.add(dominoes.tile(a, b, x, y0, s, vertical=True, bold=i in numbers, fill=fill))
        else:
            g.add(dominoes.tile(a, b, x, y0 + s / 2, s, bold=i in numbers, fill=fill))
        if i in numbers:
            g.add(
                style.text(
                    str(numbers[i]),
                    x + w / 2,
                    y0 + 2 * s + down + 4.5,
                    dominoes.NUMBER,
                    bold=True,
                    **{"class": "move"},
                )
            )
        for k, arm in enumerate(arms.get(i, [])):
            _draw_arm(g, arm, x + s / 2, y0 if k == 0 else y0 + 2 * s, -1 if k == 0 else 1, s)
        x += w + dominoes.GAP
    return g, x - dominoes.GAP, y0 + 2 * s + down + 7


def _arm_len(arm, s: float) -> float:
    return sum((s if a == b else 2 * s) + dominoes.GAP for (a, b), _ in arm)


def _draw_arm(g, arm, cx: float, y: float, direction: int, s: float) -> None:
    for (a, b), number in arm:
        long = s if a == b else 2 * s
        top = y - long - dominoes.GAP if direction < 0 else y + dominoes.GAP
        fill = dominoes.MARK if number == 1 else style.PAPER_WHITE
        bold = number is not None  # laid by the answer; the position's own are plain
        if a == b:
            g.add(dominoes.tile(a, b, cx - s, top, s, bold=bold, fill=fill))
        else:
            first, second = (b, a) if direction < 0 else (a, b)
            g.add(
                dominoes.tile(
                    first, second, cx - s / 2, top, s, vertical=True, bold=bold, fill=fill
                )
            )
        if number is not None:
            g.add(
                style.text(
                    str(number),
                    cx + s * 0.5 + 3.5,
                    top + long / 2,
                    dominoes.NUMBER,
                    bold=True,
                    **{"class": "move"},
                )
            )
        y = top if direction < 0 else top + long


def facts(position: Position, words: Words, age: int | None = None, sheet=None) -> str:
    """Rules, set and sides; a young sheet's rules box names neither the rules
    (it says them: who cannot lay misses a turn, or draws) nor the set, so
    its facts give the sides only. Players are counted from 1, as a reader
    counts them (the files count from 0)."""
    sides = kind_word(WORDS, words, "partners" if position.partnerships else "two")
    first = 1
    if position.partnerships:  # "4 players: 0 and 2 ..." -> "... 1 and 3 ..."
        count_, _, pairs = sides.partition(":")
        sides = f"{count_}:{pairs.translate(str.maketrans('0123', '1234'))}"
    if position.paranoid:  # who plays against whom: the player to move against the others
        others = [str(p + first) for p in range(position.players) if p != position.to_move]
        together = f"{', '.join(others[:-1])} {kind_word(WORDS, words, 'and')} {others[-1]}"
        each = kind_word(WORDS, words, "each")
        sides = each.format(n=position.players, p=position.to_move + first, others=together)
    if young(age):
        return sides
    game, tiles = word(words, position.game), words("paper.common.set", n=position.set_size)
    return f"{game} · {tiles} · {sides}"


def rules_example(words: Words):
    hand = [Tile(2, 5), Tile(1, 1)]
    drawn = dominoes.tiles(hand)
    assert pips(hand) == 9
    return (*drawn, kind_word(WORDS, words, "example"))


emblem = dominoes.emblem
# A worksheet's rules box: only the rules its endgames use (endgame_sheet.py).
sheet_rules = endgame_sheet.sheet_rules


def young_steps() -> tuple[young_steps_.Drawn, young_steps_.Drawn]:
    """The two drawn steps of a sheet for ages 6-7 (puzzles/drawing/young_steps.py)."""
    s = dominoes.HALF
    one = style.group()
    one.add(dominoes.tile(1, 3, 0, 0))
    one.add(dominoes.tile(3, 5, 2 * s + 8, s + 4))
    young_steps_.arrow(one, 2 * s + 7, 1.5 * s + 4, 2 * s + 1, s / 2 + 1)
    two = style.group()
    w, h = 4 * s + 10, 2 * s + 4
    two.add(style.rect(0, 0, w, h, fill="none", stroke=style.INK, stroke_width=0.6))
    two.add(dominoes.tile(3, 5, 3, 2))
    young_steps_.arrow(two, 2 * s + 4, 2 + s / 2, 2 * s + 7, 2 + s / 2)
    two.add(dominoes.tile(5, 1, 2 * s + 7, 2))
    pencil = style.group(**{"class": "drawn-in"})
    pencil.add(style.line(3, h - 3, w - 3, h - 3, stroke=young_steps_.PENCIL, stroke_width=0.5))
    two.add(pencil)
    return (one, 4 * s + 8, 2 * s + 4), (two, w, h)
