"""Issue 54, item 1: a worksheet's page reads its words aloud with the
browser's own speech synthesis, in the sheet's language, where the browser
has a voice for it, and shows no button where it has none. The speech API is
stubbed in the page (an init script), not in the tool: the page's own code
chooses the voice and calls `speak`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import domino_puzzles as dp
from domino_puzzles.web.words import SCREEN
from tests import browser

# A speech API with the voices given, that records what it is asked to say.
STUB = """
window.__spoken = [];
window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
Object.defineProperty(window, "speechSynthesis", { value: {
  getVoices: () => VOICES,
  speak: (u) => window.__spoken.push(
    { text: u.text, lang: u.lang, voice: u.voice && u.voice.name }),
  cancel: () => {},
  addEventListener: () => {},
} });
"""


@pytest.fixture(scope="module")
def sheet(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("aloud") / "nl"
    dp.worksheet(folder, "chain", count=1, age=6, seed=1, lang="nl")
    return folder


def _open(chromium, path: Path, voices: list[dict], size: tuple[int, int]):
    context = chromium.new_context(
        viewport={"width": size[0], "height": size[1]}, has_touch=True, is_mobile=True
    )
    context.add_init_script(f"const VOICES = {json.dumps(voices)};" + STUB)
    page = context.new_page()
    watch = browser.Watch(page)
    page.goto(f"file://{path}")
    browser.wait_until(page, "() => document.documentElement.dataset.ready === 'true'")
    return context, page, watch


def test_the_read_aloud_button_speaks_in_the_sheets_language(sheet, chromium):
    voices = [
        {"name": "English", "lang": "en-GB", "localService": True},
        {"name": "Nederlands", "lang": "nl-NL", "localService": True},
    ]
    for size in ((390, 844), (820, 1180)):
        context, page, watch = _open(chromium, sheet / "pupils" / "play.html", voices, size)
        button = page.locator("#read-aloud")
        assert button.is_visible() and button.inner_text() == SCREEN["nl"]["read_aloud"]
        box = button.bounding_box()
        assert box["height"] >= 9 / 25.4 * 96 - 0.5, box  # 9 mm for a child's finger
        browser.tap(page, "#read-aloud")  # a real tap, without Playwright's wait to keep still
        spoken = page.evaluate("window.__spoken")
        assert len(spoken) == 1 and spoken[0]["lang"] == "nl"
        assert spoken[0]["voice"] == "Nederlands"
        assert page.locator("h1").inner_text() in spoken[0]["text"]
        # a puzzle's own button: its instructions and what the page said last
        pid = page.evaluate("window.dominoPuzzles.ids()[0]")
        section = page.locator(f'section[data-id="{pid}"]')
        browser.tap(page, f'section[data-id="{pid}"] [data-act=undo]')  # nothing to undo, it says
        browser.tap(page, f'section[data-id="{pid}"] [data-act=say]')
        spoken = page.evaluate("window.__spoken")
        said = section.locator(".message").inner_text()
        assert len(spoken) == 2 and said and said in spoken[1]["text"], spoken
        assert section.locator(".instructions").inner_text() in spoken[1]["text"]
        assert spoken[1]["lang"] == "nl"
        assert not watch.errors, watch.errors
        context.close()


def test_no_voice_for_the_sheets_language_no_button(sheet, chromium):
    voices = [{"name": "English", "lang": "en-US", "localService": True}]
    context, page, watch = _open(chromium, sheet / "pupils" / "play.html", voices, (390, 844))
    assert not page.locator("#read-aloud").is_visible()
    assert page.locator("[data-act=say]").first.is_hidden()
    assert page.evaluate("window.dominoPuzzles.readAloud()")["ok"] is False
    assert page.evaluate("window.__spoken") == []
    assert not watch.errors, watch.errors
    context.close()
