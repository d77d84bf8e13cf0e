"""The judge's errors: one root, specific kinds, each message saying where and what.

The CLI catches :class:`JudgeError` only; anything else is a bug in the judge.
"""

from __future__ import annotations


class JudgeError(Exception):
    """Root of every error the judge reports to its user."""

    exit_code = 2


class ScenarioError(JudgeError):
    """A scenario file is malformed: ``file:line:col: yaml.path: expected …, found …``."""

    def __init__(self, file: str, line: int, col: int, path: str, expected: str, found: str) -> None:
        self.file, self.line, self.col, self.path = file, line, col, path
        self.expected, self.found = expected, found
        super().__init__(f"{file}:{line}:{col}: {path or '(document)'}: expected {expected}, found {found}")


class IllegalPlay(ScenarioError):
    """5.1.2.c — a play whose declaration is not legal with the decisions made: the player must make others."""


class DecisionError(JudgeError):
    """Strict mode: a decision was not scripted, or a scripted answer was not legal or not used."""


class EngineLimitError(JudgeError):
    """A resolution went past a safety limit (events, nesting) that no real one reaches."""
