"""The layers import downwards only: read from the source (ast), every import counted, those made only for
type checking (``if TYPE_CHECKING:``) and those inside functions included.

    render, explore, resolve, cli …   (above)
    engine          scenario          (side by side: the scenario layer does not import the engine)
    model                             (the board, cards, scripted choices, board-to-data: imports no layer above)
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "judge"

# (importer, imported, why): a module of the first package may not import anything of the second.
FORBIDDEN = [
    ("judge.scenario", "judge.engine", "the scenario layer reads files into data; running them is the engine's"),
    ("judge.model", "judge.engine", "the model is plain data, below the engine"),
    ("judge.model", "judge.render", "board-to-data lives in the model; render formats it"),
    ("judge.model", "judge.scenario", "the model is plain data, below the scenario layer"),
    ("judge.engine", "judge.render", "the engine records events; render turns them into output"),
]
# What the model may import of the judge at all: itself and the leaf helpers.
MODEL_MAY_IMPORT = ("judge.model", "judge.errors", "judge.visible")


def module_name(path: Path) -> str:
    """``judge/engine/core.py`` → ``judge.engine.core`` (a package's ``__init__`` is the package)."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(source: str, module: str, is_package: bool = False) -> list[tuple[int, str]]:
    """Every module ``source`` imports, anywhere in it (type-checking blocks and functions included), with its
    line: ``from judge.engine import decisions`` gives both ``judge.engine`` and ``judge.engine.decisions``,
    relative imports are made absolute."""
    found: list[tuple[int, str]] = []
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names if alias.name != "*"]
    return found


def within(name: str, package: str) -> bool:
    """Whether the module ``name`` is ``package`` or inside it."""
    return name == package or name.startswith(package + ".")


def violations() -> list[str]:
    """Every forbidden import in the judge, as ``file:line: importer imports imported (why)``."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = module_name(path)
        for line, name in imports(path.read_text(encoding="utf-8"), module, path.name == "__init__.py"):
            where = f"{path.relative_to(ROOT)}:{line}: {module} imports {name}"
            out += [f"{where} ({why})" for importer, imported, why in FORBIDDEN
                    if within(module, importer) and within(name, imported)]
            if (within(module, "judge.model") and within(name, "judge") and name != "judge"
                    and not any(within(name, allowed) for allowed in MODEL_MAY_IMPORT)):
                out.append(f"{where} (the model imports only {', '.join(MODEL_MAY_IMPORT)})")
    return sorted(set(out))


def test_no_layer_imports_upwards() -> None:
    assert violations() == []


def test_every_layer_named_exists() -> None:
    """A rule about a package that was renamed away would pass for nothing."""
    for importer, imported, _ in FORBIDDEN:
        for package in (importer, imported):
            assert (ROOT / package.replace(".", "/") / "__init__.py").is_file(), package


@pytest.mark.parametrize(("source", "module", "expected"), [
    ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from judge.engine.core import Engine\n",
     "judge.scenario.x", "judge.engine.core"),
    ("def f():\n    import judge.render.text\n", "judge.engine.x", "judge.render.text"),
    ("from judge.engine import decisions\n", "judge.scenario.x", "judge.engine.decisions"),
    ("from ..engine import core\n", "judge.scenario.loader", "judge.engine.core"),
    ("from . import board\n", "judge.model.state", "judge.model.board"),
])
def test_the_reader_finds_imports_wherever_they_are(source: str, module: str, expected: str) -> None:
    assert expected in [name for _, name in imports(source, module)]


def test_a_forbidden_import_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check itself can fail: a model module importing the renderer under TYPE_CHECKING is caught."""
    package = tmp_path / "judge"
    (package / "model").mkdir(parents=True)
    (package / "model" / "bad.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from judge.render import text\n", encoding="utf-8")
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    monkeypatch.setitem(globals(), "PACKAGE", package)
    assert violations() == [
        "judge/model/bad.py:3: judge.model.bad imports judge.render "
        "(board-to-data lives in the model; render formats it)",
        "judge/model/bad.py:3: judge.model.bad imports judge.render "
        "(the model imports only judge.model, judge.errors, judge.visible)",
        "judge/model/bad.py:3: judge.model.bad imports judge.render.text "
        "(board-to-data lives in the model; render formats it)",
        "judge/model/bad.py:3: judge.model.bad imports judge.render.text "
        "(the model imports only judge.model, judge.errors, judge.visible)",
    ]
