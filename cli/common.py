"""Reading puzzle files for the commands: the API's, so scripts read them alike."""

from __future__ import annotations

from solver.api import load_file

__all__ = ["load_file"]
