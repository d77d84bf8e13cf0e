"""A faster start: the methods ``dataclasses`` writes for each record class (``__init__``, ``__eq__``, ``__repr__``
…) compiled once and kept beside the package's bytecode, as Python keeps a module's.

The standard ``dataclasses`` module makes each generated method from its text with ``exec``, which compiles the
text anew in every process: in CPython 3.11 about a third of a millisecond a method, some 120 ms of a cold
``judge resolve`` (about 85 record classes, 330 methods) — more than the rest of the judge's own start.
:func:`install` gives the ``dataclasses`` module an ``exec`` of its own that looks each text up in a cache of
compiled code and compiles only what it does not find there. The methods are the same: the same text, compiled
the same way, run with the same namespaces.

The cache is a ``marshal`` file in the package's ``__pycache__`` folder, named for the interpreter and stamped
with its bytecode's magic number (a file of another interpreter is ignored). It is written at exit when something
was compiled, unless bytecode writing is off (``PYTHONDONTWRITEBYTECODE``, ``python -B``), whole or not at all;
it keeps at most :data:`MAX_ENTRIES` texts and is not read past :data:`MAX_BYTES`.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import marshal
import os
import sys
from importlib.util import MAGIC_NUMBER, cache_from_source
from pathlib import Path
from types import CodeType
from typing import Any

MAX_BYTES = 8 * 1024 * 1024
MAX_ENTRIES = 4096  # past this, the cache keeps only the texts the last process used


class CompiledTexts:
    """Compiled code by its source text, read from and written to ``path``."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.codes = self._read()
        self.used: dict[str, CodeType] = {}
        self.compiled = 0

    def _read(self) -> dict[str, CodeType]:
        if self.path is None:
            return {}
        try:
            with self.path.open("rb") as file:
                data = file.read(MAX_BYTES + 1)
            if len(data) > MAX_BYTES:
                return {}
            magic, codes = marshal.loads(data)
        except Exception:  # a damaged cache is no cache, whatever is wrong with it
            return {}
        if magic != MAGIC_NUMBER or type(codes) is not dict:
            return {}
        return {text: code for text, code in codes.items() if type(text) is str and type(code) is CodeType}

    def exec(self, source: Any, globals: dict[str, Any] | None = None,
             locals: dict[str, Any] | None = None) -> None:
        """What :func:`exec` does, a text compiled only if the cache does not hold it."""
        if type(source) is str:
            code = self.codes.get(source)
            if code is None:
                # compiled as ``exec`` compiles the text it is given in ``dataclasses``: with no ``__future__`` flag
                # (this module's ``annotations`` would make the methods' annotations text)
                code = self.codes[source] = compile(source, "<string>", "exec", dont_inherit=True)
                self.compiled += 1
            self.used[source] = code
            source = code
        builtins.exec(source, globals, locals)

    def save(self) -> None:
        """Write the cache if something was compiled (and bytecode may be written): whole, or not at all."""
        if self.path is None or not self.compiled or sys.dont_write_bytecode:
            return
        codes = self.codes if len(self.codes) <= MAX_ENTRIES else self.used
        part = self.path.with_name(f"{self.path.name}.{os.getpid()}.part")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            part.write_bytes(marshal.dumps((MAGIC_NUMBER, codes)))
            os.replace(part, self.path)
        except OSError:
            part.unlink(missing_ok=True)


def cache_path() -> Path | None:
    """Where the cache lives: beside this module's bytecode (None when the interpreter keeps none)."""
    try:
        bytecode = Path(cache_from_source(__file__))
    except (NotImplementedError, ValueError):
        return None
    return bytecode.with_name(f"dataclass-methods.{sys.implementation.cache_tag}.marshal")


installed: CompiledTexts | None = None  # the cache :func:`install` gave ``dataclasses``


def install() -> CompiledTexts:
    """Make ``dataclasses`` compile each method's text once across processes (see the module's docstring)."""
    global installed
    texts = installed = CompiledTexts(cache_path())
    vars(dataclasses)["exec"] = texts.exec  # its calls to exec find this one before the builtin
    atexit.register(texts.save)
    return texts
