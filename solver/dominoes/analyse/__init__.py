"""`analyse` for the dominoes kinds, one module per kind; the driver they
share is solver/analyse.py."""
