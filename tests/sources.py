"""The judge's source files parsed once per test session, for the tests that read its code (rule ids cited,
messages written, readings taken, what the engine writes): each file's syntax tree and its nodes in
``ast.walk`` order. Shared: never change them."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path


@cache
def syntax(path: Path) -> ast.Module:
    """The syntax tree of the Python file ``path``."""
    return ast.parse(path.read_text(encoding="utf-8"))


@cache
def nodes(path: Path) -> tuple[ast.AST, ...]:
    """Every node of ``path``'s syntax tree, in the order ``ast.walk`` gives them."""
    return tuple(ast.walk(syntax(path)))
