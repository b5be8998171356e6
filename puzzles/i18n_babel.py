"""The catalogs as Babel sees them: for the people who edit words, never run by
the tool (Babel is a test and translator's dependency, `pip install -e '.[test]'`).

`extract` is the Babel extractor `babel.cfg` names: the English words are
written in the English catalog (`msgctxt` the key, `msgid` and `msgstr` the
text), so `pybabel extract` reads that catalog to write the template
`puzzles/locale/domino_puzzles.pot`, and `pybabel update` carries each English
change to the other catalogs (as fuzzy). The other functions read, write and
compile catalogs the way `pybabel` does, for tests/i18n_convert.py and
tests/test_i18n.py.
"""

from __future__ import annotations

import io
from collections.abc import Collection, Iterator, Mapping
from datetime import UTC, datetime
from typing import IO, Any

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from puzzles.i18n import DOMAIN, SOURCE, catalog_path

# A fixed date for catalogs written by tests/i18n_convert.py: the same tables give the same bytes.
FIXED = datetime(2026, 1, 1, tzinfo=UTC)


def extract(
    fileobj: IO[bytes],
    keywords: Collection[str],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[tuple[int, str, tuple[str, ...], list[str]]]:
    """Babel's extraction method for the English catalog: each message, with its key as context."""
    for message in read_po(fileobj):
        if not message.id or not message.context:
            continue
        comments = list(message.auto_comments)
        line = message.lineno or 0
        if isinstance(message.id, tuple | list):
            yield line, "npgettext", (message.context, *message.id), comments
        else:
            yield line, "pgettext", (message.context, message.id), comments


HEADER = """\
# The words of domino-puzzles a person reads, in one language.
# A message's context is its key (GROUP.KEY), its msgid the English.
# docs/development.md: how to add, translate, update and compile them.
#"""


def new_catalog(lang: str) -> Catalog:
    """An empty catalog for the language: its plural forms CLDR's, as Babel gives them."""
    return Catalog(
        locale=lang,
        domain=DOMAIN,
        project="domino-puzzles",
        version="0.1.0",
        creation_date=FIXED,
        revision_date=FIXED,
        language_team=f"domino-puzzles ({lang})",
        last_translator="domino-puzzles",
        msgid_bugs_address="the project's issues",
        header_comment=HEADER,
        fuzzy=False,
    )


def read_catalog(lang: str) -> Catalog:
    """The language's `.po` (a new, empty one when there is none yet)."""
    path = catalog_path(lang, ".po")
    if not path.exists():
        return new_catalog(lang)
    with path.open("rb") as file:
        return read_po(file, locale=lang, domain=DOMAIN)


def po_bytes(catalog: Catalog, omit_header: bool = False) -> bytes:
    """The `.po` as pybabel writes it (the template without a header: `--omit-header`)."""
    out = io.BytesIO()
    write_po(out, catalog, width=76, omit_header=omit_header, ignore_obsolete=True)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    """The `.mo` that `pybabel compile` writes for the catalog (fuzzy messages left out)."""
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def write_catalog(lang: str, catalog: Catalog) -> None:
    """Write the language's `.po` and compile its `.mo` beside it."""
    path = catalog_path(lang, ".po")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(po_bytes(catalog))
    with path.open("rb") as file:  # compiled from what was written, as pybabel would
        catalog_path(lang).write_bytes(mo_bytes(read_po(file, locale=lang, domain=DOMAIN)))


def template() -> Catalog:
    """The template `pybabel extract --omit-header` writes: the English catalog's
    messages, without their translation."""
    english = read_catalog(SOURCE)
    out = Catalog(domain=DOMAIN, project="domino-puzzles", version="0.1.0", fuzzy=False)
    for message in english:
        if message.id:
            out.add(message.id, None, auto_comments=message.auto_comments, context=message.context)
    return out
