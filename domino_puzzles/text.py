"""An answer and its hint steps as text for people, in en, nl, de and lv:
what `solve --format text` (with `--explain` its steps) and `hint` print.

The answer is the kind's `describe` (its words its engine module's `TEXT`,
the words all kinds share puzzles/command_words.py's). A step's reason is the
hint's own English sentence; in nl, de and lv it is what play.html's hint
says of it, the move in the page's words and why by its technique (the
kind's page piece, `said_why`): one set of words for a hint everywhere;
a book's key says every step so, in English too, its players counted from
1 as the book counts them (`key_steps`). A
step without a move (no answer, not unique, undecided, nothing to do) says
so in the shared words. The technique is said by its name in the language
(`technique_name`; in English its id, as `--format json` and
docs/techniques.md give it), its level too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domino_puzzles.web.kinds import said_why
from puzzles import i18n
from puzzles.command_words import checked, phrase, upper_first
from puzzles.words import ENGLISH, Words
from solver.analyse import move_words
from solver.api import Entry
from solver.hints import Step, as_good, steps_for
from solver.kind import AnswerT, Kind, PositionT

# A book's key counts players as its pages do, from 1 (the files from 0).
ON_PAPER = {"firstPlayer": 1}


def reason(kind: Kind, step: Step, words: Words = ENGLISH, paper: bool = False) -> str:
    """Why `step` is right, in `words`' language. On `paper` (a book's key) a step with
    a move is said in the page's words in English too, the players counted
    from 1, where the kind's page has words for its technique."""
    if step.said is not None:
        return step.said[checked(words).lang]
    if paper and step.move is not None:
        said = upper_first(said_why(kind, step.to_mapping(), checked(words), ON_PAPER))
        if said:
            return said + as_good(kind, step.others or (), words)
    if checked(words).lang == "en":
        return step.reason
    if step.move is None:
        if step.others is None:
            return phrase(words, f"reason_{step.technique}")
        named = "; ".join(move_words(kind, m, words) for m in step.others[:4])
        more = words("command.and_more", n=len(step.others) - 4) if len(step.others) > 4 else ""
        kept = words("command.reason_keeps_too", moves=named + more) if step.others else ""
        return words("command.reason_nothing_to_gain") + kept
    said = upper_first(said_why(kind, step.to_mapping(), words)) or step.reason
    return said + as_good(kind, step.others or (), words)


def step_lines(
    kind: Kind, steps: Sequence[Step], words: Words = ENGLISH, paper: bool = False
) -> list[str]:
    """Numbered lines for an answer key: "3. 4 appears three times, so 4 is an end"."""
    return [f"{i}. {reason(kind, s, words, paper)}" for i, s in enumerate(steps, 1)]


def key_steps(
    kind: Kind[PositionT, AnswerT], puzzle: PositionT, answer: AnswerT, words: Words = ENGLISH
) -> list[str]:
    """The numbered step lines a book's key prints under a puzzle toward
    `answer` (solved, or the puzzle's `solution`), in `words`' language."""
    return step_lines(kind, steps_for(kind, puzzle, answer), words, paper=True)


def answer_text(
    entry: Entry, answer: Any, steps: Sequence[Step] | None = None, words: Words = ENGLISH
) -> str:
    """One puzzle's answer as `solve --format text` prints it, with `steps`
    (`solve --explain`) under "steps:"."""
    text = entry.kind.describe(entry.puzzle, answer, checked(words))
    if steps is not None:
        text += (
            "\n\n" + words("command.steps") + "\n" + "\n".join(step_lines(entry.kind, steps, words))
        )
    return text


def hint_line(entry: Entry, step: Step, words: Words = ENGLISH, labelled: bool = False) -> str:
    """A hint as `hint` prints it: the reason, the technique and its level;
    `labelled` (a file of several puzzles) after "puzzle L: "."""
    level = ", " + words("command.level", n=step.level) if step.level else ""
    head = words("error.puzzle_head", label=entry.label) + ": " if labelled else ""
    technique = technique_name(step.technique, words)
    return f"{head}{reason(entry.kind, step, words)} ({technique}{level})"


TECHNIQUES = "technique"  # the group of the techniques' names


def technique_name(technique: str, words: Words = ENGLISH) -> str:
    """A technique's name in the reader's words (`technique.ID`, whose English is
    the id itself: `only-fit`); the id where the catalogs have no name for it."""
    key = f"{TECHNIQUES}.{technique}"
    if key not in i18n.catalog(i18n.SOURCE).messages:
        return technique
    return i18n.gettext(checked(words).lang, key)
