"""What the games, positions and puzzles are: no solver lives here."""
