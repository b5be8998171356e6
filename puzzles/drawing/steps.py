"""An answer key with its steps written under it: "3. 4 appears three times, ..."."""

from __future__ import annotations

from textwrap import wrap

from puzzles.drawing import style

STEP_TEXT = 3.0  # mm, at the key's own scale
MIN_WIDTH = 90.0  # mm: a narrow key still gets lines a reader can follow


def with_steps(drawn: tuple, lines: list[str], size: float = STEP_TEXT) -> tuple:
    """(group, width_mm, height_mm) of a key, grown by its numbered step lines."""
    group, width, height = drawn
    out = style.group()
    out.add(group)
    text_width = max(width, MIN_WIDTH)
    y = height + size
    for line in lines:
        for i, part in enumerate(wrap(line, int(text_width / (size * 0.5)))):
            indent = 0 if i == 0 else size * 1.2  # wrapped lines sit under the words
            out.add(style.text(part, indent, y, size, anchor="start", **{"class": "key-steps"}))
            y += size * 1.3
    return out, text_width, y
