"""How to answer double-six dominoes and Dominosa: the line models, the
endgame search, generation, analyse, and the players and expert of a round."""
