"""How to install an extra, said the way the tool itself was installed: from
a package index (`pip install 'domino-puzzles[pdf]'`), or from a folder (a
clone: `pip install -e '.[pdf]'`, the folder named when it is not the
current one), read from the install's own record (PEP 610, direct_url.json)."""

from __future__ import annotations

import json
import os
import shlex
from importlib import metadata
from urllib.parse import unquote, urlparse

NAME = "domino-puzzles"


def install_hint(extra: str) -> str:
    """The pip command that adds `extra` to this install."""
    # A clone's own *.egg-info may come first on sys.path (`python -m cli` in
    # it): the record is the installed one's.
    records = [d.read_text("direct_url.json") for d in metadata.distributions(name=NAME)]
    try:
        where = json.loads(next((r for r in records if r), "{}"))
    except ValueError:
        where = {}
    url = where.get("url", "")
    if "dir_info" not in where or not url.startswith("file://"):
        return f"pip install {shlex.quote(f'{NAME}[{extra}]')}"
    folder = unquote(urlparse(url).path)
    try:
        here = os.path.samefile(folder, os.getcwd())
    except OSError:
        here = False
    spec = f"{'.' if here else folder}[{extra}]"
    editable = "-e " if where["dir_info"].get("editable") else ""
    return f"pip install {editable}{shlex.quote(spec)}"
