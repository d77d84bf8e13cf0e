"""``judge explore`` output: the distinct outcomes, their paths, what differs; a progress bar."""

from __future__ import annotations

import time
from types import TracebackType

from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TaskID, TextColumn, TimeElapsedColumn
from rich.text import Text

from judge.explore import Exploration, differences

SHOWN_PATHS = 3


def render_exploration(result: Exploration, console: Console) -> None:
    """Each outcome with its path count and shortest paths, then the differences between outcomes."""
    head = (f"{result.scenario}: {len(result.outcomes)} distinct outcome(s) — {result.decisions_explored} decision "
            f"state(s) explored, {result.states_merged} merged, {result.runs} run(s)")
    console.print(Text(head, style="bold"))
    for number, outcome in enumerate(result.outcomes, 1):
        console.print()
        what = f"error: {outcome.error}" if outcome.error else f"board {outcome.digest}"
        console.print(Text(f"Outcome {number} ({what}) — reached by {outcome.path_count} path(s)", style="bold"))
        for path in outcome.paths[:SHOWN_PATHS]:
            console.print(Text("  path: " + (" → ".join(path) if path else "no decision")))
        if len(outcome.paths) > SHOWN_PATHS or outcome.path_count > len(outcome.paths):
            console.print(Text(f"  … {outcome.path_count - min(len(outcome.paths), SHOWN_PATHS)} more path(s)",
                               style="dim"))
    diff = differences(result.outcomes)
    console.print()
    if not diff:
        console.print(Text("The choices do not change the final board." if len(result.outcomes) == 1
                           else "No difference in zones."))
        return
    console.print(Text("What differs between the outcomes:", style="bold"))
    for zone, values in diff.items():
        console.print(Text(f"  {zone}:"))
        for number, value in enumerate(values, 1):
            console.print(Text(f"    outcome {number}: {value}"))


class ProgressReporter:
    """A progress display on stderr that appears only once an exploration has run for a second."""

    def __init__(self) -> None:
        self.start = time.monotonic()
        self.progress: Progress | None = None
        self.task: TaskID | None = None

    def __enter__(self) -> ProgressReporter:
        return self

    def update(self, runs: int, waiting: int) -> None:
        """Called after each run with the number of runs and of prefixes still queued."""
        if self.progress is None:
            if time.monotonic() - self.start < 1.0:
                return
            self.progress = Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                                     console=Console(stderr=True), transient=True)
            self.progress.start()
            self.task = self.progress.add_task("exploring")
        if self.task is not None:
            self.progress.update(self.task, description=f"exploring: {runs} runs, {waiting} queued")

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self.progress is not None:
            self.progress.stop()
