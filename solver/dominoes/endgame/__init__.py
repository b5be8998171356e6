"""The exact double-dummy search of a domino endgame: `solve` (MTD(f) and
uniqueness), the bitmask search, open ends, and who plays against whom."""
