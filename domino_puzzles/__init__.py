"""domino-puzzles as a library: solve, generate, draw and print domino puzzles.

The library layer above `puzzles/` (what the games are) and `solver/` (how to
answer them): books, pages, the playable page, PDF and safe file writing.
`cli/` turns options into calls of it.
"""
