"""What the self-contained pages take from puzzles/web/: a file's text, and
print's patterns as SVG patterns. Beside the drawing, below every page that
puts them inline (play.html, the room, the review page), so each may use them."""

from __future__ import annotations

from importlib import resources

from puzzles.drawing import style


def web_file(name: str) -> str:
    """The text of puzzles/web/<name>."""
    web = resources.files("puzzles") / "web"
    return web.joinpath(*name.split("/")).read_text(encoding="utf-8")


def patterns() -> str:
    """Print's patterns (style.coloured) as SVG patterns on the same grid: green
    dots, red diagonal lines, blue white crosses, ochre plain. On screen a
    pattern fill is sharp; print draws each dot and line instead."""
    p, half, ink, white = style.PITCH, style.PITCH / 2, style.INK, style.PAPER_WHITE
    tiles = {
        "G": f'<circle cx="{half}" cy="{half}" r="0.32" fill="{ink}"/>',
        # the lines x + y = k * PITCH that cross one tile
        "R": "".join(
            f'<line x1="{a - half}" y1="{a + half}" x2="{a + half}" y2="{a - half}" '
            f'stroke="{ink}" stroke-width="0.3"/>'
            for a in (0, half, p)
        ),
        "B": f'<path d="M{half - 0.6},{half}h1.2M{half},{half - 0.6}v1.2" '
        f'stroke="{white}" stroke-width="0.3"/>',
        "O": "",
    }
    return (
        "<defs>"
        + "".join(
            f'<pattern id="pattern-{letter}" width="{p}" height="{p}" '
            f'patternUnits="userSpaceOnUse">{tile}</pattern>'
            for letter, tile in tiles.items()
        )
        + "</defs>"
    )
