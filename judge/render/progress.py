"""Progress on stderr for long work (``judge explore``, a long ``judge resolve``): only on a terminal.

Nothing is shown when stderr is not a terminal (a pipe, a file, the tests), nor during the first
second, so short commands and redirected output are unchanged. rich's progress display is imported
only once it is shown (a plain ``judge resolve`` does not pay for it).
"""

from __future__ import annotations

import time
from types import TracebackType
from typing import TYPE_CHECKING, Any

from rich.console import Console

if TYPE_CHECKING:
    from judge.trace import Event

DELAY = 1.0  # seconds before anything is shown
EVERY = 1024  # events between two looks at the clock


class ProgressReporter:
    """A transient one-line progress display on stderr, when it is a terminal and the work lasts."""

    def __init__(self, console: Console | None = None) -> None:
        self.console = console or Console(stderr=True)
        self.enabled = self.console.is_terminal
        self.start = time.monotonic()
        self.progress: Any = None
        self.task: Any = None
        self.events = 0

    def __enter__(self) -> ProgressReporter:
        return self

    def show(self, description: str) -> None:
        """Show ``description`` (once the work has lasted a second, on a terminal)."""
        if not self.enabled:
            return
        if self.progress is None:
            if time.monotonic() - self.start < DELAY:
                return
            from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

            self.progress = Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                                     console=self.console, transient=True)
            self.progress.start()
            self.task = self.progress.add_task(description)
        self.progress.update(self.task, description=description)

    def update(self, runs: int, waiting: int) -> None:
        """``judge explore``: called after each run with the number of runs and of answers still queued."""
        self.show(f"exploring: {runs} runs, {waiting} queued")

    def event(self, event: Event) -> None:
        """``judge resolve``: called with each event; the count is shown every EVERY events."""
        self.events += 1
        if self.events % EVERY == 0:
            self.show(f"resolving: {self.events:,} events")

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self.progress is not None:
            self.progress.stop()
