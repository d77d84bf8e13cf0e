"""The scenario's scripted answers to decision points (``choices:``), as plain data.

The scenario layer writes them and the engine's deciders read them: they live below both.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ScriptedChoice:
    """One entry of ``choices:``: the decision kind it answers (or any) and the answer."""

    kind: str | None
    answer: tuple[str, ...]
    where: str
