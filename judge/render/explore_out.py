"""``judge explore`` output: the distinct outcomes, their paths, what differs (progress: judge.render.progress)."""

from __future__ import annotations

from collections import Counter

from rich.console import Console
from rich.text import Text

from judge.explore import Exploration, differences

SHOWN_PATHS = 3


def render_exploration(result: Exploration, console: Console, shown: int = 12) -> None:
    """The ``shown`` most reached outcomes with their path counts and shortest paths, then what differs."""
    head = (f"{result.scenario}: {len(result.outcomes)} distinct outcome(s) — {result.decisions_explored} decision "
            f"state(s) explored, {result.states_merged} merged, {result.runs} run(s)")
    console.print(Text(head, style="bold"))
    for number, outcome in enumerate(result.outcomes[:shown], 1):
        console.print()
        what = f"error: {outcome.error}" if outcome.error else f"board {outcome.digest}"
        console.print(Text(f"Outcome {number} ({what}) — reached by {outcome.path_count} path(s)", style="bold"))
        for path in outcome.paths[:SHOWN_PATHS]:
            console.print(Text("  path: " + (" → ".join(path) if path else "no decision")))
        if len(outcome.paths) > SHOWN_PATHS or outcome.path_count > len(outcome.paths):
            console.print(Text(f"  … {outcome.path_count - min(len(outcome.paths), SHOWN_PATHS)} more path(s)",
                               style="dim"))
    hidden = len(result.outcomes) - shown
    if hidden > 0:
        console.print()
        console.print(Text(f"… {hidden} more outcome(s), each reached by fewer paths (--show N prints more; "
                           f"--format json lists them all)", style="dim"))
    diff = differences(result.outcomes)
    console.print()
    if not diff:
        console.print(Text("The choices do not change the final board." if len(result.outcomes) == 1
                           else "No difference in zones."))
        return
    console.print(Text("What differs between the outcomes:", style="bold"))
    for zone, values in diff.items():
        if len(values) <= shown:
            console.print(Text(f"  {zone}:"))
            for number, value in enumerate(values, 1):
                console.print(Text(f"    outcome {number}: {value}"))
            continue
        counts = Counter(repr(v) for v in values)
        console.print(Text(f"  {zone}: {len(counts)} different content(s) over {len(values)} outcomes"))
        for text, count in counts.most_common(shown):
            console.print(Text(f"    {text} in {count} outcome(s)"))
        if len(counts) > shown:
            console.print(Text(f"    … {len(counts) - shown} more", style="dim"))
