"""Florentine Domino: cards, board and rooms, the endgame puzzle, the game."""
