"""The judge's errors: one root, specific kinds, each message saying where and what.

The CLI's error boundary turns a :class:`JudgeError` into one line and its exit code
(2, bad input); anything else is a bug in the judge, reported by :func:`internal_error`
as one line with exit code :data:`INTERNAL_EXIT`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.visible import visible

if TYPE_CHECKING:
    from judge.events import Msg

INTERNAL_EXIT = 4
REPORT = ("this is a bug in the judge: please report it with the scenario file "
          "(rerun with --debug for the traceback)")


class JudgeError(Exception):
    """Root of every error the judge reports to its user.

    ``rules``: the rule ids that make it an error, when the rules forbid what was asked (an illegal
    play, an illegal scripted answer): carried from where it is raised, so that a scenario's
    ``expect: {illegal: …}`` can check them.

    ``said``: the error in the words of the message tables (:mod:`judge.render.messages`), when it has them (an
    illegal declaration, 5.1.2.c): ``--lang fr`` prints it in French after the English line.
    """

    exit_code = 2
    rules: tuple[str, ...] = ()
    said: Msg | None = None

    def with_rules(self, rules: tuple[str, ...]) -> JudgeError:
        """This error, carrying ``rules`` (those it already carries come first); returns itself."""
        self.rules = tuple(dict.fromkeys((*self.rules, *rules)))
        return self


class ScenarioError(JudgeError):
    """A scenario file is malformed: ``file:line:col: yaml.path: expected …, found …``."""

    def __init__(self, file: str, line: int, col: int, path: str, expected: str, found: str) -> None:
        self.file, self.line, self.col, self.path = file, line, col, path
        self.expected, self.found = expected, found
        super().__init__(visible(f"{file}:{line}:{col}: {path or '(document)'}: expected {expected}, found {found}"))


class IllegalPlay(ScenarioError):
    """5.1.2.c — a play whose declaration is not legal with the decisions made: the player must make others."""

    def located(self) -> Msg | None:
        """The error in the words of the message tables, with its place in the file (``judge explore`` says it
        in French): None when the ruling has no such words."""
        from judge.events import Msg

        if self.said is None:
            return None
        return Msg("illegal.located", where=visible(f"{self.file}:{self.line}:{self.col}: {self.path}"), said=self.said)


class DecisionError(JudgeError):
    """Strict mode: a decision was not scripted, or a scripted answer was not legal or not used.

    ``rules``: those of the decision, when a scripted answer is not one of its legal options.
    """

    def __init__(self, message: str, rules: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.rules = rules


class EngineLimitError(JudgeError):
    """A resolution went past a safety limit (events, nesting) that no real one reaches."""


def internal_error(exc: BaseException, where: str) -> str:
    """The one line that reports an unexpected exception: where, its class (never its repr), what to do."""
    name = "out of memory" if isinstance(exc, MemoryError) else exc.__class__.__name__
    place = f"{visible(where)}: " if where else ""
    return f"{place}internal error ({name}): {REPORT}"
