"""How to answer a puzzle: CP-SAT models, exact search, uniqueness, generation."""
