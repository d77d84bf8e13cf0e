"""Golden traces: a scenario's full text trace kept beside it as ``NAME.trace.txt``."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from judge.errors import JudgeError
from judge.render.text import render_text
from judge.resolve import Resolution


def trace_path(scenario: Path) -> Path:
    """Where a scenario's golden trace lives: ``NAME.trace.txt`` beside ``NAME.yaml``."""
    return scenario.with_name(scenario.stem + ".trace.txt")


def plain_text(res: Resolution, lang: str = "en", stopped: JudgeError | None = None) -> str:
    """The full text output of ``judge resolve --full`` without colours, as kept in golden files.

    ``stopped``: the error an illegal scripted action stopped the resolution with; the trace so far is
    followed by it, with the rules it cites.
    """
    buffer = io.StringIO()
    render_text(res, Console(file=buffer, color_system=None, width=200, soft_wrap=True, highlight=False), lang,
                full=True)
    if stopped is not None:
        rules = f" [{', '.join(stopped.rules)}]" if stopped.rules else ""
        message = str(stopped)
        if message.startswith(res.scenario.file + ":"):  # the file as named from wherever the judge runs
            message = Path(res.scenario.file).name + message[len(res.scenario.file):]
        buffer.write(f"\nStopped (illegal, exit 2)\n  {message}{rules}\n")
    return buffer.getvalue()


def golden_diff(expected: str, actual: str, context: int = 3) -> list[str]:
    """The first difference between a golden trace and the current one, with a few lines around it."""
    old, new = expected.splitlines(), actual.splitlines()
    at = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), min(len(old), len(new)))
    lines = [f"first difference at line {at + 1}:"]
    lines += [f"  golden:  {line}" for line in old[at: at + context]] or ["  golden:  (ends here)"]
    lines += [f"  now:     {line}" for line in new[at: at + context]] or ["  now:     (ends here)"]
    return lines
