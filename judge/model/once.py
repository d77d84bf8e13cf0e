"""What the engine makes from an immutable definition (a step, an effect, a card) each time it is run, made once.

A definition is found by identity, not by its hash: the hash of a frozen definition walks all its parts, which
costs more than what is made. The value is kept with its definition (an identity is reused only once the
definition is gone, and a kept definition is not gone); at most :data:`BOUND` are kept, whatever a process
resolves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

Definition = TypeVar("Definition")
Made = TypeVar("Made")
BOUND = 4096


class Once(Generic[Definition, Made]):
    """``make(definition)``, made once per definition (see the module's docstring)."""

    __slots__ = ("_found", "_make")

    def __init__(self, make: Callable[[Definition], Made]) -> None:
        self._make = make
        self._found: dict[int, tuple[Definition, Made]] = {}

    def __call__(self, definition: Definition) -> Made:
        found = self._found.get(id(definition))
        if found is None or found[0] is not definition:
            if len(self._found) >= BOUND:
                self._found.clear()
            found = self._found[id(definition)] = (definition, self._make(definition))
        return found[1]
