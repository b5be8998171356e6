"""A kind is declared once (solver/registry.py): its own modules and one line
in the kind list, nothing else; no other module keys anything by a kind's name."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from cli.main import main
from puzzles.words import Words
from solver import registry
from solver.kind import Kind
from solver.limits import Limits

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("puzzles", "solver", "domino_puzzles", "cli")

# -- a kind of its own: "total", the pips of some tiles added up ----------------
STUB = "stub_total_kind"  # a package no other test names, written to a folder of its own
MODULES = {
    "engine": '''
        """The rules: a position of tiles, its answer their pips added up."""
        from dataclasses import dataclass, field
        from typing import Any

        from puzzles.errors import BadInput
        from puzzles.status import Status

        ANSWER_FIELDS = ("pips",)
        TEXT: dict = {"en": {}}


        @dataclass(frozen=True)
        class Answer:
            pips: int | None
            status: Status | None = Status.OPTIMAL
            unique: bool | None = True
            seconds: float | None = 0.0

            def to_mapping(self) -> dict[str, Any]:
                return {"status": self.status, "unique": self.unique, "pips": self.pips}


        @dataclass(frozen=True)
        class Position:
            tiles: tuple[tuple[int, int], ...]
            header: dict = field(default_factory=dict, compare=False)
            solution: Any = field(default=None, compare=False)


        def load(data):
            try:
                tiles = tuple(tuple(int(x) for x in t.split("-")) for t in data["tiles"])
            except (KeyError, ValueError, AttributeError):
                raise BadInput("tiles must be a list like 3-4", "tiles") from None
            return Position(tiles, dict(data))


        def dump(position):
            return dict(position.header)


        def load_answer(data, position):
            return Answer(data.get("pips"), None, data.get("unique"), None)


        def solves(position, answer):
            return answer.pips == sum(a + b for a, b in position.tiles)


        def describe(position, answer, words=None):
            return f"total: {answer.pips} pips"


        def summary(answer, lang="en"):
            return f"{answer.pips} pips"


        def aligned(embedded, found):
            return embedded
    ''',
    "solve": '''
        """How to answer: add them up."""
        from stub_total_kind.engine import Answer


        def solve(position, limits):
            return Answer(sum(a + b for a, b in position.tiles))
    ''',
    "drawing": '''
        """On paper: the tiles written out, the total under them in a key."""
        from svgwrite import container, text

        from puzzles.drawing import Printing

        PRINT = Printing("half", 10.0, {"adult": 1.0, "child": 1.5, "older": 1.2})
        WORDS = {"en": {"name": "Total", "instructions": "Add the pips.", "rules": ["Add."]}}


        def draw(position, answer=None, lang="en", width=None, steps=None, age=None, sheet=None):
            group = container.Group()
            said = " ".join(f"{a}-{b}" for a, b in position.tiles)
            if answer is not None:
                said += f" = {answer.pips}"
            group.add(text.Text(said, insert=(0, 8), font_size=6))
            return group, 60.0, 12.0


        def facts(position, lang, age=None, sheet=None):
            return ""


        def sheet_rules(puzzles, lang, age, screen=False):
            return ["Add."]


        def rules_example(lang):
            return container.Group(), 10.0, 10.0, ""


        def emblem():
            return container.Group()
    ''',
    "page": '''
        """On the playable page: the tiles, the total to type."""
        PIECES = "tiles"
        SCRIPT = 'addKind("total", { init(d) { return { pips: null }; } });'
        WORDS = {"en": {}}
        TEACHER_WORDS = ()
        WHY = {"en": {}}


        def page_data(puzzle, answer, lang="en", age=None):
            return {"tiles": [list(t) for t in puzzle.tiles], "pips": answer.pips}


        def answer_moves(puzzle, answer):
            return []


        def played(steps):
            return steps


        def for_pupils(data, seal):
            return {k: v for k, v in data.items() if k != "pips"}


        def hint_text(move, lang, data=None):
            return ""
    ''',
}
# the one line a new kind adds to the list of solver/registry.py
TOTAL: Kind = Kind(
    "total",
    engine_module=f"{STUB}.engine",
    solver_module=f"{STUB}.solve",
    drawing_module=f"{STUB}.drawing",
    page_module=f"{STUB}.page",
)


@pytest.fixture
def total(tmp_path, monkeypatch):
    """The stub kind's own modules in a folder of their own, its line in the list."""
    package = tmp_path / STUB
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name, source in MODULES.items():
        (package / f"{name}.py").write_text(textwrap.dedent(source))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(registry, "LIST", [*registry.LIST, TOTAL])
    monkeypatch.setitem(registry.KINDS, TOTAL.name, TOTAL)
    yield tmp_path
    for loaded in [m for m in sys.modules if m == STUB or m.startswith(STUB + ".")]:
        del sys.modules[loaded]


def _file(folder: Path, **solution: object) -> Path:
    data = {"kind": "total", "id": "sum-1", "tiles": ["3-4", "0-6", "5-5"]}
    if solution:
        data["solution"] = solution
    path = folder / f"total{solution.get('pips', '')}.yaml"
    path.write_text(yaml.safe_dump(data))
    return path


def test_a_new_kind_is_its_own_modules_and_one_line_of_the_list(total):
    """solve, check and render reach the stub kind's own modules through the
    list alone: no other table of the project heard of it."""
    file = _file(total)
    solved = CliRunner().invoke(main, ["solve", str(file)])
    assert solved.exit_code == 0, solved.output
    assert solved.output.strip() == "total: 23 pips"  # 3+4 + 0+6 + 5+5
    as_json = CliRunner().invoke(main, ["solve", str(file), "--format", "json"])
    assert '"pips": 23' in as_json.output

    checked = CliRunner().invoke(main, ["check", str(_file(total, pips=23))])
    assert checked.exit_code == 0, checked.output
    assert "23 pips" in checked.output
    wrong = CliRunner().invoke(main, ["check", str(_file(total, pips=22))])
    assert wrong.exit_code == 1  # the solution it carries is not what solving gives
    assert "solution.pips is 22, solving gives 23" in wrong.output

    out = total / "key.svg"
    drawn = CliRunner().invoke(main, ["render", str(file), "--solution", "--out", str(out)])
    assert drawn.exit_code == 0, drawn.output
    assert "3-4 0-6 5-5 = 23" in out.read_text()  # its own drawing module drew the key

    page = total / "play.html"
    played = CliRunner().invoke(main, ["render", str(file), "--html", str(page)])
    assert played.exit_code == 0, played.output
    html = page.read_text()
    assert 'addKind("total"' in html  # its script, from its page piece
    assert '"tiles": [[3, 4], [0, 6], [5, 5]]' in html or "[[3,4],[0,6],[5,5]]" in html


LOADED = """
import sys
from cli.main import main
sys.argv = ["domino-puzzles", "solve", "examples/endgame.yaml"]
try:
    main()
except SystemExit:
    pass
from solver.registry import LIST
fields = ("engine_module", "solver_module", "drawing_module", "page_module",
          "generator_module", "hints_module", "analyse_module")
print([m for m in ("svgwrite", "ortools") if m in sys.modules])
print({k.name: [f for f in fields if getattr(k, f) in sys.modules] for k in LIST})
"""


def test_solving_an_endgame_loads_its_rules_and_solver_alone():
    """Each module of the list loads on first use: `solve` of an endgame
    loads no other kind's modules, nor its own drawing, page or hints, nor
    svgwrite or CP-SAT."""
    ran = subprocess.run(
        [sys.executable, "-c", LOADED], cwd=ROOT, capture_output=True, text=True, check=True
    )
    libraries, loaded = ran.stdout.splitlines()[-2:]
    assert libraries == "[]"
    wanted = {k.name: [] for k in registry.LIST} | {"endgame": ["engine_module", "solver_module"]}
    assert loaded == str(wanted)


def test_each_module_path_is_of_its_layer():
    """The list names modules as strings, which the layer test cannot see: the
    rules and the drawing are puzzles/'s, the solving solver/'s, the page the
    library's (which alone imports it)."""
    for kind in registry.LIST:
        assert kind.engine_module.startswith("puzzles."), kind.name
        assert kind.drawing_module.startswith("puzzles.drawing."), kind.name
        assert kind.page_module.startswith("domino_puzzles.web."), kind.name
        solving = (kind.solver_module, kind.generator_module, kind.hints_module)
        for path in (*solving, kind.analyse_module):
            assert path is None or path.startswith("solver."), kind.name


def test_the_kind_of_a_file_is_read_from_the_list(total):
    from domino_puzzles.paper_kind import on_paper
    from domino_puzzles.web.kinds import page_piece

    kind, puzzle = registry.load({"kind": "total", "tiles": ["1-2"]})
    assert kind is TOTAL
    assert kind.solves(puzzle, kind.solve(puzzle, Limits()))
    assert on_paper(kind).word(Words("en"), "name") == "Total"
    assert page_piece(kind).PIECES == "tiles"
    assert not kind.has_generator and not kind.has_hints and not kind.has_analyse


# -- no other module keys anything by a kind's name ---------------------------
# A game's rules share a name with a puzzle kind (`florentine`): the review's
# thresholds are the games', not the kinds'.
GAMES_NOT_KINDS = {("solver/review_values.py", "THRESHOLDS")}


GETTERS = ("get", "pop", "setdefault")


def _keyed_by_name(
    source: str, names: set[str], games: frozenset[str] = frozenset()
) -> list[tuple[int, str]]:
    """Where `source` uses a kind's name as a key: a dict's key, a subscript,
    `.get(name)`, `dict(name=...)` or `name in ...`; the tables named `games`
    (a game's, not a kind's) left out."""
    tree = ast.parse(source)
    allowed = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name) and target.id in games
    }
    found = []
    for node in ast.walk(tree):
        keys: list[ast.expr] = []
        if isinstance(node, ast.Dict) and id(node) not in allowed:
            keys = [k for k in node.keys if k is not None]
        elif isinstance(node, ast.Subscript):
            keys = [node.slice]
        elif isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute) and node.func.attr in (
                "get",
                "pop",
                "setdefault",
            ):
                keys = node.args[:1]
            if isinstance(node.func, ast.Name) and node.func.id == "dict":
                found += [(node.lineno, k.arg) for k in node.keywords if k.arg in names]
        elif isinstance(node, ast.Compare) and isinstance(node.ops[0], (ast.In, ast.NotIn)):
            keys = [node.left]
        found += [
            (node.lineno, k.value)
            for k in keys
            if isinstance(k, ast.Constant) and isinstance(k.value, str) and k.value in names
        ]
    return found


def _module(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def test_no_module_but_a_kinds_own_keys_anything_by_its_name():
    names = set(registry.KINDS)
    own = {"solver.registry"}
    for kind in registry.LIST:
        own |= {
            kind.engine_module,
            kind.solver_module,
            kind.drawing_module,
            kind.page_module,
            *(m for m in (kind.generator_module, kind.hints_module, kind.analyse_module) if m),
        }
    found = []
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            where = path.relative_to(ROOT).as_posix()
            if _module(path) in own:
                continue
            source = path.read_text(encoding="utf-8")
            if not any(f'"{n}"' in source or f"{n}=" in source for n in names):
                continue  # (a name as a key is quoted, or a keyword of dict)
            games = frozenset(t for f, t in GAMES_NOT_KINDS if f == where)
            found += [(where, line, name) for line, name in _keyed_by_name(source, names, games)]
    assert found == []


def test_the_name_finder_finds_names_as_keys():
    source = (
        'A = {"chain": 1}\nB = x["endgame"]\nC = d.get("blocked")\n'
        'D = dict(dominosa=2)\nE = "florentine" in y\nF = {"chain_x": 1}\nG = "chain"\n'
        'H = {"chain": 2}\n'
    )
    names = {"chain", "endgame", "blocked", "dominosa", "florentine"}
    found = sorted(_keyed_by_name(source, names, frozenset({"H"})))
    assert found == [
        (1, "chain"),
        (2, "endgame"),
        (3, "blocked"),
        (4, "dominosa"),
        (5, "florentine"),
    ]
    assert (8, "chain") in _keyed_by_name(source, names)


# -- mypy checks every module of every kind against its protocol -----------------
PROTOCOLS = {
    "engine_module": "EngineModule",
    "solver_module": "SolverModule",
    "drawing_module": "DrawingModule",
    "page_module": "PageModule",
    "generator_module": "GeneratorModule",
    "hints_module": "HintsModule",
    "analyse_module": "AnalyseMoves | AnalyseByForcing",
}
HEAD = """\
from puzzles.contract import DrawingModule, EngineModule
from solver.contract import AnalyseByForcing, AnalyseMoves, GeneratorModule, HintsModule
from solver.contract import SolverModule
from domino_puzzles.web.kinds import PageModule
"""


def contracts(kinds: list[Kind]) -> str:
    """A file for mypy: each module of each kind given as its protocol."""
    lines = [HEAD]
    for i, kind in enumerate(kinds):
        for field, protocol in PROTOCOLS.items():
            path = getattr(kind, field)
            if path is not None:
                lines.append(f"import {path} as m{i}_{field}")
                lines.append(f"c{i}_{field}: {protocol} = m{i}_{field}")
    return "\n".join(lines) + "\n"


def test_every_module_of_every_kind_meets_its_protocol(tmp_path):
    """The list holds paths, so mypy cannot follow them: this file names each
    module as its protocol, and mypy checks it (and refuses a module that
    lacks what its protocol asks: a drawing module is no solver; and a
    chain handed to the endgame's typed Kind)."""
    good, bad = tmp_path / "kinds_good.py", tmp_path / "kinds_bad.py"
    good.write_text(contracts(registry.LIST))
    wrong = "import puzzles.drawing.chain as drawing\nsolver: SolverModule = drawing\n"
    # and a kind's typed constant takes only its own positions
    wrong += "from solver.limits import Limits\nfrom solver.registry import CHAIN, ENDGAME\n"
    wrong += "ENDGAME.solve(CHAIN.load({}), Limits())\n"
    bad.write_text(HEAD + wrong)
    mypy = [sys.executable, "-m", "mypy", "--no-error-summary", "--follow-imports=silent"]
    checked = subprocess.run([*mypy, str(good)], cwd=ROOT, capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    refused = subprocess.run([*mypy, str(bad)], cwd=ROOT, capture_output=True, text=True)
    assert refused.returncode == 1, refused.stdout
    assert '"SolverModule"' in refused.stdout
    assert 'Argument 1 to "solve" of "Kind" has incompatible type' in refused.stdout
