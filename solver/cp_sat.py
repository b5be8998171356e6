"""OR-tools CP-SAT without the start-up it does not need: `from solver.cp_sat import cp_model`.

`ortools.sat.python.cp_model` imports pandas at the top, about half of a
`solve` process on a small puzzle, yet needs it only for pandas-indexed
variable sets, which this project never makes: at import time cp_model
merely names `pd.Index` and `pd.Series` in type aliases. So cp_model is
imported with a stand-in for pandas. A stand-in class answers isinstance with
False while the real module has never been imported (no object of it can
exist then) and asks the real class once it has; anything else touched on a
stand-in (calling a class, another attribute) imports the real module and
uses it. Nothing is lost, only deferred: `tests/test_cp_sat.py` checks both ways.
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import TYPE_CHECKING, Any


def _real(name: str) -> types.ModuleType:
    if isinstance(sys.modules.get(name), _StandIn):  # touched while cp_model imports
        del sys.modules[name]
    return importlib.import_module(name)


class _StandInType(type):
    """The metaclass of a stand-in class: checks and calls go to the real class."""

    _module: str  # set on each stand-in class

    def _real_class(cls) -> type | None:
        module = sys.modules.get(cls._module)
        if module is None or isinstance(module, _StandIn):
            return None
        return getattr(module, cls.__name__)

    def __instancecheck__(cls, obj: object) -> bool:
        real = cls._real_class()
        return real is not None and isinstance(obj, real)

    def __subclasscheck__(cls, sub: type) -> bool:
        real = cls._real_class()
        return real is not None and issubclass(sub, real)

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        return getattr(_real(cls._module), cls.__name__)(*args, **kwargs)


class _StandIn(types.ModuleType):
    """A module whose named classes are stand-ins and whose other names load it for real."""

    def __init__(self, name: str, classes: tuple[str, ...]):
        super().__init__(name)
        for class_name in classes:
            setattr(self, class_name, _StandInType(class_name, (), {"_module": name}))

    def __getattr__(self, attribute: str):
        return getattr(_real(self.__name__), attribute)


# The names cp_model 9.15 touches while it is imported; were a later version
# to touch another, __getattr__ imports pandas: slower, still right. numpy
# gets no stand-in: building the first CpModel imports it from C++ anyway.
_PANDAS_NAMES_AT_IMPORT = ("Index", "Series")


def _import_cp_model() -> types.ModuleType:
    # Import statements, not importlib: `python -X importtime` times only those.
    if "ortools.sat.python.cp_model" in sys.modules or "pandas" in sys.modules:
        from ortools.sat.python import cp_model

        return cp_model
    stand_in = _StandIn("pandas", _PANDAS_NAMES_AT_IMPORT)
    sys.modules["pandas"] = stand_in
    try:
        from ortools.sat.python import cp_model

        return cp_model
    finally:
        # Only cp_model keeps the stand-in; whoever imports pandas later gets pandas.
        if sys.modules.get("pandas") is stand_in:
            del sys.modules["pandas"]


if TYPE_CHECKING:
    from ortools.sat.python import cp_model
else:
    cp_model = _import_cp_model()
