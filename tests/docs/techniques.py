"""docs/techniques.md: every kind's techniques with a worked, drawn example each.

`python -m tests.docs.techniques [DIR]` (default `docs`) looks through
generated puzzles (fixed seeds, so the page is the same every time) for the
first one whose explained steps use each technique, and writes the page with
the rule, the puzzle, the steps up to that one and a drawing of the puzzle
(DIR/techniques/KIND-TECHNIQUE.svg, drawn by the project's own code).
"""

from __future__ import annotations

import sys
from pathlib import Path

import svgwrite

from domino_puzzles.paper_kind import on_paper
from puzzles.drawing import style
from puzzles.files import dump_yaml
from solver.generate import graded, levels, slot_rng
from solver.hints import explain, techniques
from solver.registry import KINDS

SEED = 2026
LOOK = 12  # puzzles per difficulty looked through for examples

INTRO = """# Techniques: how `hint` and `solve --explain` reason

Each puzzle kind has a *human solver*: a few named techniques, each a rule a
person can apply by looking, ranked from level 1 (easiest). It always takes
the easiest technique that makes progress; when none does, the step is
`search` (the top level: the move the exact solver found, "try each one").
Every step is checked against the puzzle's unique answer, so a hint never
leads off it; a puzzle with two answers gets a hint that says so.

`generate` grades by reasoning: an easy puzzle needs level-1 techniques only,
a medium one at most level 2, a hard one level 3 or more. A generated
puzzle's `meta` holds `level` (the hardest level its steps need), `steps`
(how many) and `draws` (how many candidates were drawn to find one whose
level fits).

The examples below are generated puzzles (`python -m tests.docs.techniques`
writes this page); the step shown is the first that uses the technique.
"""


def examples(kind_name: str) -> dict[str, tuple]:
    """technique name -> (puzzle, steps, index of the first step using it)."""
    kind = KINDS[kind_name]
    wanted = {t.name for t in techniques(kind)}
    found: dict[str, tuple] = {}
    for difficulty in levels(kind):
        for slot in range(LOOK):
            made = graded(kind, slot_rng(SEED, kind_name, difficulty, slot, 0), difficulty)
            steps = explain(kind, made.puzzle, made.answer)
            for i, step in enumerate(steps):
                if step.technique in wanted and step.technique not in found:
                    found[step.technique] = (made.puzzle, steps, i)
            if wanted <= set(found):
                return found
    return found


def drawing(kind, puzzle) -> str:
    group, width, height = on_paper(kind).draw(puzzle)
    dwg = svgwrite.Drawing(
        size=(f"{width + 4:g}mm", f"{height + 4:g}mm"),
        viewBox=f"-2 -2 {width + 4:g} {height + 4:g}",
        debug=False,
    )
    style.add_patterns(dwg)
    dwg.add(style.rect(-2, -2, width + 4, height + 4, fill=style.PAPER_WHITE))
    dwg.add(group)
    return dwg.tostring() + "\n"


def page(out: Path) -> str:
    parts = [INTRO]
    for kind_name, kind in KINDS.items():
        listed = techniques(kind)
        parts.append(f"\n## {kind_name}\n")
        parts.append((kind.hints_module and _doc(kind)) + "\n")
        parts.append("| level | technique | rule |\n| --- | --- | --- |")
        parts += [f"| {t.level} | `{t.name}` | {t.rule} |" for t in listed]
        found = examples(kind_name)
        for technique in listed:
            parts.append(f"\n### `{technique.name}` (level {technique.level})\n")
            parts.append(technique.rule + "\n")
            if technique.name not in found:
                parts.append("No generated puzzle of this page's seed needed it.\n")
                continue
            puzzle, steps, at = found[technique.name]
            name = f"{kind_name}-{technique.name}.svg"
            (out / "techniques" / name).write_text(drawing(kind, puzzle), encoding="utf-8")
            data = {k: v for k, v in kind.dump(puzzle).items() if k not in ("meta", "solution")}
            parts.append(f"![{kind_name}: {technique.name}](techniques/{name})\n")
            parts.append("```yaml\n" + dump_yaml(data) + "```\n")
            for i, step in enumerate(steps[: at + 1], 1):
                mark = "**" if i == at + 1 else ""
                parts.append(f"{i}. {mark}{step.reason}{mark} (`{step.technique}`)")
    return "\n".join(parts) + "\n"


def _doc(kind) -> str:
    """The first paragraph of the kind's human-solver module."""
    from solver.hints import module

    text = (module(kind).__doc__ or "").strip().split("\n\n")
    if len(text) < 2:
        return ""
    words = " ".join(line.strip() for line in text[1].splitlines())
    return words.replace(" Techniques, easiest first:", "")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs")
    (out / "techniques.md").write_text(page(out), encoding="utf-8")
    print(f"wrote {out / 'techniques.md'}", file=sys.stderr)


if __name__ == "__main__":
    main()
