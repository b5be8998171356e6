"""The install hint of an extra says it as this install was made
(domino_puzzles/install.py): from an index, or from a folder."""

from __future__ import annotations

import json

import pytest

from domino_puzzles import install


class _Dist:
    def __init__(self, record):
        self.record = record

    def read_text(self, name):
        return None if self.record is None else json.dumps(self.record)


@pytest.mark.parametrize(
    ("records", "cwd_is_it", "hint"),
    [
        ([None], False, "pip install 'domino-puzzles[pdf]'"),
        ([{"url": "https://files.example/d.whl", "archive_info": {}}], False,
         "pip install 'domino-puzzles[pdf]'"),
        ([None, {"url": "file:///src/dp", "dir_info": {"editable": True}}], True,
         "pip install -e '.[pdf]'"),
        ([{"url": "file:///src/dp", "dir_info": {}}], False, "pip install '/src/dp[pdf]'"),
        ([{"url": "file:///src/my%20dp", "dir_info": {"editable": True}}], False,
         "pip install -e '/src/my dp[pdf]'"),
    ],
)  # fmt: skip
def test_the_hint_follows_the_install(monkeypatch, records, cwd_is_it, hint):
    monkeypatch.setattr(install.metadata, "distributions", lambda name: map(_Dist, records))
    monkeypatch.setattr(install.os.path, "samefile", lambda a, b: cwd_is_it)
    assert install.install_hint("pdf") == hint


def test_this_install_gets_a_hint_that_names_the_extra():
    hint = install.install_hint("pdf")
    assert hint.startswith("pip install") and "[pdf]" in hint
