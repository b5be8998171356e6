"""Dominoes: tiles and open ends, the line puzzles, the endgame, the match."""
