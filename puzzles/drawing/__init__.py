"""SVG drawing of puzzles, answers and printed pages (svgwrite, millimetres).

Each kind has a module `puzzles.drawing.<kind>` with
`draw(puzzle, answer_mapping | None, lang) -> (svgwrite group, width_mm, height_mm)`;
the answer is the FORMATS.md `solve` mapping, so books draw keys from the
solutions embedded in generated puzzles. `page` lays drawings out on paper.
"""

# Paper sizes in millimetres; here, not in page.py, so that the commands can
# offer them without importing svgwrite (80 ms on every start).
PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
