"""games.html for the browser tests and the bench: written once per session,
and the page's script that plays whole games between its computer players."""

from __future__ import annotations

from pathlib import Path

# Plays `n` games (matches) from seed `first` on, one page load; the seats'
# levels rotate so every level meets every other; the rule options rotate
# too: spinners all/first/none under draw rules, rim_seals on/off, and every
# fifth match a double-nine set.
PLAY_MANY = """([game, players, partnerships, first, n, levels]) => {
  const out = [];
  for (let k = first; k < first + n; k++) {
    const seats = [];
    for (let p = 0; p < players; p++) {
      seats.push({kind: 'computer', level: levels[(k + p) % levels.length]});
    }
    const options = {partnerships, set: k % 5 === 4 ? 9 : 6,
      spinners: ['all', 'first', 'none'][k % 3], rim_seals: k % 2 === 0};
    dominoRoom.start({game, players, seats, options, seed: k});
    dominoRoom.runBots(1e6);
    out.push(dominoRoom.log());
  }
  return out;
}"""


def write_page(folder: Path, lang: str = "en") -> Path:
    from cli.room import page

    path = folder / "games.html"
    path.write_text(page(lang), encoding="utf-8")
    return path
