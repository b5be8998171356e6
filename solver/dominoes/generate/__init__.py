"""Generators of the dominoes kinds, one module per kind; line.py is what the line kinds share."""
