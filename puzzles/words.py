"""A language's words, bound once: what is handed down instead of the
language's code (`lang`), so that a function that says something needs one
value and one way to say it. `words("room.title", **fields)` is a message of
the catalogs (puzzles/i18n.py, contexts `GROUP.KEY`), `words.count(key, n,
**fields)` a counted one in the form the language's plural rule picks for
`n`, and `words.decimal(x)`, `words.percent(share)`... a number as the
language writes it (puzzles/numbers.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from puzzles import numbers
from puzzles.i18n import LANGUAGES, SOURCE, catalog, gettext, messages, ngettext, page_json


@dataclass(frozen=True)
class Words:
    """Every word a person reads, in one language: bound once (`Words("de")`)
    and handed down instead of the language's code. One way to a message,
    `words("room.title", **fields)`, and one to a counted one,
    `words.count("sheet.cards", n, **fields)` (the form for `n`, `{n}` filled
    in unless `fields` name it); a number among the fields is written as the
    language writes it (puzzles/numbers.py: en 1.5, de 1,5), a text as it is.
    A language of no catalog reads English (`known`); `lang` is kept as given."""

    lang: str = SOURCE

    @property
    def known(self) -> str:
        """The language whose catalog is read: `lang`, or English."""
        return self.lang if self.lang in LANGUAGES else SOURCE

    def __call__(self, key: str, /, **fields: object) -> str:
        """The message `GROUP.KEY`, its `{marks}` filled in from `fields`."""
        text = gettext(self.known, key)
        return text.format(**self._shown(fields)) if fields else text

    def count(self, key: str, n: int, /, **fields: object) -> str:
        """The form for `n` of the counted message `GROUP.KEY` (the language's
        plural rule), its `{marks}` filled in (`{n}` is `n` unless given)."""
        return ngettext(self.known, key, n).format(**self._shown({"n": n, **fields}))

    def count_plain(self, key: str, x: float, /, **fields: object) -> str:
        """The counted message `GROUP.KEY` for a number that may have decimals (a
        mean: 7.938 gems), `{n}` it as `plain` writes it, in the form CLDR gives
        that number as written: English, Dutch and German put any number with
        decimals in the plural; Latvian decides by its decimals (7,931
        dārgakmens, 7,11 dārgakmeņu). The catalogs' gettext rules take whole
        numbers, so the form is asked for with a whole number of the same form."""
        written = self.plain(x)
        whole, _, fraction = written.replace(",", ".").partition(".")
        n = abs(int(whole))
        if fraction and int(fraction):  # 8.0 is 8 to Latvian's rule, "other" to the rest
            v, f = len(fraction), int(fraction)
            if self.known != "lv":
                n = 2  # "other"
            elif v == 2 and 11 <= f % 100 <= 19:
                n = 0  # Latvian "zero", as 0 and 10-20
            elif (v == 2 and f % 10 == 1 and f % 100 != 11) or (v != 2 and f % 10 == 1):
                n = 1  # "one"
            else:
                n = 2  # "other"
        elif fraction and self.known != "lv":
            n = 2
        return self.count(key, n, **{"n": written, **fields})

    def has(self, key: str) -> bool:
        """Whether `GROUP.KEY` is a message (in English, so in every language)."""
        english = catalog(SOURCE)
        return key in english.messages or key in english.plurals

    def group(self, group: str) -> dict[str, str]:
        """A group's messages, `{KEY: text}` (English where the language lacks one)."""
        return messages(self.known, group)

    def page(self, groups: tuple[str, ...]) -> str:
        """The messages a page's script needs, as JSON (`page_json`)."""
        return page_json(self.known, groups)

    def _shown(self, fields: Mapping[str, object]) -> dict[str, object]:
        return {
            name: numbers.plain(self.lang, value) if isinstance(value, float) else value
            for name, value in fields.items()
        }

    # A number in words, as the language writes it (puzzles/numbers.py).
    def decimal(self, x: float, digits: int = 2) -> str:
        return numbers.decimal(self.lang, x, digits)

    def number(self, x: float, most: int = 2) -> str:
        return numbers.number(self.lang, x, most)

    def signed(self, x: float, digits: int = 2, zero: str | None = "0") -> str:
        return numbers.signed(self.lang, x, digits, zero)

    def percent(self, share: float, digits: int = 0) -> str:
        return numbers.percent(self.lang, share, digits)

    def plain(self, x: float) -> str:
        return numbers.plain(self.lang, x)

    def size(self, width: float, height: float, most: int = 1) -> str:
        return numbers.size(self.lang, width, height, most)


ENGLISH = Words(SOURCE)  # the words of a function's default language
