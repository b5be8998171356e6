"""Writes docs/translations-changed.md: every message whose translation
changed since a commit, side by side (context, English, old, new), one table
a language, for a native speaker to review.

    .venv/bin/python -m tests.translations_changed BASE [MERGED [OUT]]

BASE is the commit the catalogs are compared with (the revision against the
termbase started from fbb981c); MERGED a commit merged in since, whose new
messages are not the revision's (main, with the regions kind); OUT defaults
to docs/translations-changed.md.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po

from puzzles import i18n
from puzzles.i18n_babel import read_catalog

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "translations-changed.md"
NAMES = {"nl": "Dutch", "de": "German", "lv": "Latvian"}


def _text(value: object) -> str:
    forms = value if isinstance(value, tuple | list) else (value,)
    return " / ".join(str(f or "") for f in forms)


def _cell(text: str) -> str:
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", "<br>") or " "


def _old(base: str, lang: str) -> dict[str, str]:
    """The language's messages at the commit `base`."""
    path = i18n.catalog_path(lang, ".po").relative_to(ROOT).as_posix()
    data = subprocess.run(
        ["git", "show", f"{base}:{path}"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    return {
        m.context: _text(m.string)
        for m in read_po(io.BytesIO(data), locale=lang)
        if m.id and m.context
    }


def changed(base: str, merged: str | None = None) -> dict[str, list[tuple[str, str, str, str]]]:
    english = {m.context: _text(m.id) for m in read_catalog(i18n.SOURCE) if m.id and m.context}
    out = {}
    for lang in NAMES:
        old = _old(base, lang)
        theirs = _old(merged, lang) if merged else {}
        rows = []
        for message in read_catalog(lang):
            if not message.id or not message.context:
                continue
            new = _text(message.string)
            before = old.get(message.context, "")
            if message.context not in old and message.context in theirs:
                continue  # new in the merged commit, not in this revision
            if new != before:
                rows.append((message.context, english.get(message.context, ""), before, new))
        out[lang] = sorted(rows)
    return out


def markdown(base: str, merged: str | None = None) -> str:
    tables = changed(base, merged)
    lines = [
        "# Translations changed in the termbase revision",
        "",
        "Every message whose Dutch, German or Latvian text changed when the catalogs",
        "were revised against the termbase (`puzzles/locale/termbase.csv`) and the",
        "register rules of [development.md](development.md#words-in-every-language),",
        "side by side, for a native speaker to review. Written by",
        f"`python -m tests.translations_changed {base}{' ' + merged if merged else ''}`; a message",
        "new in this revision has an empty old column.",
        "",
    ]
    for lang, rows in tables.items():
        lines += [f"## {NAMES[lang]} ({lang}): {len(rows)} messages", ""]
        lines += ["| context | English | old | new |", "| --- | --- | --- | --- |"]
        lines += [f"| `{c}` | {_cell(e)} | {_cell(o)} | {_cell(n)} |" for c, e, o, n in rows]
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    base = argv[0]
    merged = argv[1] if len(argv) > 1 else None
    out = Path(argv[2]) if len(argv) > 2 else OUT
    out.write_text(markdown(base, merged), encoding="utf-8")
    print(out)


if __name__ == "__main__":
    main(sys.argv[1:])
