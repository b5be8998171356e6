"""The 48 cards of Florentine Domino's reference deck, F01 to F48, as text, as
data and as a printable sheet (`domino-puzzles deck`, docs/formats.md)."""

from __future__ import annotations

from puzzles.florentine.cards import standard_deck
from puzzles.words import ENGLISH, Words

PER_ROW = 8  # cards a row on the sheet and in the text
_W = 7  # characters a card is wide, as on a text board


def deck_cards() -> list[dict[str, str]]:
    """Every card by its id: `{"id": "F01", "card": "..."}`, F01 first."""
    return [{"id": f"F{i:02d}", "card": str(c)} for i, c in enumerate(standard_deck(), 1)]


def deck_text(words: Words = ENGLISH) -> str:
    """The cards drawn as on a text board, PER_ROW a row, each with its id,
    under a note in `lang` on how to write a card."""
    from puzzles.command_words import checked

    cards = standard_deck()
    out = [checked(words)("command.deck_intro"), ""]
    for start in range(0, len(cards), PER_ROW):
        row = cards[start : start + PER_ROW]
        top, mid, bottom = [], [], []
        for card in row:
            t = [card.triangle(side) for side in range(4)]
            top.append(t[0].center(_W))
            mid.append(t[3].ljust(_W // 2) + "." + t[1].rjust(_W // 2))
            bottom.append(t[2].center(_W))
        rule = "+" + ("-" * _W + "+") * len(row)
        ids = " " + " ".join(f"F{start + i + 1:02d}".center(_W) for i in range(len(row)))
        names = " " + " ".join(str(c).center(_W) for c in row)
        out += [ids, rule, *("|" + "|".join(x) + "|" for x in (top, mid, bottom)), rule, names, ""]
    return "\n".join(out).rstrip() + "\n"


def deck_svg(words: Words = ENGLISH) -> str:
    """A printable A4 sheet: every card drawn, with its id and colour form."""
    import svgwrite

    from puzzles.drawing import florentine_cards, style

    size, gap, margin = 20.0, 4.0, 12.0
    width = margin * 2 + PER_ROW * size + (PER_ROW - 1) * gap
    rows = -(-48 // PER_ROW)
    height = margin * 2 + 10 + rows * (size + 9)
    drawing = svgwrite.Drawing(
        size=(f"{width:.2f}mm", f"{height:.2f}mm"), viewBox=f"0 0 {width:.2f} {height:.2f}"
    )
    style.add_patterns(drawing)
    drawing.add(drawing.rect((0, 0), (width, height), fill="white"))
    title = words("paper.common.deck")
    drawing.add(style.text(title, width / 2, margin, 5, bold=True))
    for i, card in enumerate(standard_deck()):
        row, col = divmod(i, PER_ROW)
        x = margin + col * (size + gap)
        y = margin + 8 + row * (size + 9)
        drawing.add(florentine_cards.card(card, x, y, size))
        drawing.add(style.text(f"F{i + 1:02d} {card}", x + size / 2, y + size + 4, 3))
    return drawing.tostring()
