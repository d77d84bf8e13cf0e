"""The judge's errors: one root, specific kinds, each message saying where and what.

The CLI catches :class:`JudgeError` only; anything else is a bug in the judge.
"""

from __future__ import annotations


class JudgeError(Exception):
    """Root of every error the judge reports to its user.

    ``rules``: the rule ids that make it an error, when the rules forbid what was asked (an illegal
    play, an illegal scripted answer): carried from where it is raised, so that a scenario's
    ``expect: {illegal: …}`` can check them.
    """

    exit_code = 2
    rules: tuple[str, ...] = ()

    def with_rules(self, rules: tuple[str, ...]) -> JudgeError:
        """This error, carrying ``rules`` (those it already carries come first); returns itself."""
        self.rules = tuple(dict.fromkeys((*self.rules, *rules)))
        return self


class ScenarioError(JudgeError):
    """A scenario file is malformed: ``file:line:col: yaml.path: expected …, found …``."""

    def __init__(self, file: str, line: int, col: int, path: str, expected: str, found: str) -> None:
        self.file, self.line, self.col, self.path = file, line, col, path
        self.expected, self.found = expected, found
        super().__init__(f"{file}:{line}:{col}: {path or '(document)'}: expected {expected}, found {found}")


class DecisionError(JudgeError):
    """Strict mode: a decision was not scripted, or a scripted answer was not legal or not used.

    ``rules``: those of the decision, when a scripted answer is not one of its legal options.
    """

    def __init__(self, message: str, rules: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.rules = rules


class EngineLimitError(JudgeError):
    """A resolution went past a safety limit (events, nesting) that no real one reaches."""
