"""Golden traces: a scenario's full text trace kept beside it as ``NAME.trace.txt``."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from judge.errors import JudgeError
from judge.render.text import render_text
from judge.resolve import Resolution


class PlainConsole(Console):
    """A console that writes plain text (no colour, soft wrap, no highlighting): a text whose lines fit in its width,
    without a tab, is written as it is, as rich writes it there (rich renders it span by span first: half the time of
    a golden trace); anything else is printed by rich."""

    def print(self, *objects: Any, **options: Any) -> None:
        """Write a plain text (or an empty line) at once; anything else as rich prints it."""
        if self.color_system is None and self.soft_wrap and not self.record and not options.keys() - {"soft_wrap"} \
                and options.get("soft_wrap", True) is True:
            if not objects:
                self.file.write("\n")
                return
            if len(objects) == 1 and type(objects[0]) is Text:
                text = objects[0]
                plain = text.plain
                if (text.justify, text.overflow, text.no_wrap, text.tab_size) == (None, None, None, None) \
                        and "\t" not in plain and _fits(plain, self.width):  # rich's width: computed each time
                    self.file.write(plain + "\n")
                    return
        super().print(*objects, **options)


def _fits(plain: str, width: int) -> bool:
    """Whether every line of ``plain`` fits in ``width``, in characters and in cells (nothing to wrap, crop or strip,
    whatever rich's version)."""
    return all(len(line) <= width and cell_len(line) <= width for line in plain.split("\n"))


def trace_path(scenario: Path) -> Path:
    """Where a scenario's golden trace lives: ``NAME.trace.txt`` beside ``NAME.yaml``."""
    return scenario.with_name(scenario.stem + ".trace.txt")


def plain_text(res: Resolution, lang: str = "en", stopped: JudgeError | None = None) -> str:
    """The full text output of ``judge resolve --full`` without colours, as kept in golden files.

    ``stopped``: the error an illegal scripted action stopped the resolution with; the trace so far is
    followed by it, with the rules it cites.
    """
    buffer = io.StringIO()
    render_text(res, PlainConsole(file=buffer, color_system=None, width=200, soft_wrap=True, highlight=False), lang,
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
