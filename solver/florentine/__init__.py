"""How to answer Florentine Domino: the endgame's CP-SAT model and its solve,
generation, analyse, and the players and expert of the whole game."""
