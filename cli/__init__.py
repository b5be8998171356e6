"""The `domino-puzzles` command line: thin click commands over puzzles/ and solver/."""
