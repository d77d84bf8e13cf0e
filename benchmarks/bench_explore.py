"""Benchmark ``judge explore`` (in-process): (a) 8 independent reactions with merging and without, and the ratio
(target: under 1 s with merging, at least 100× faster than without); (b) two replacement modifiers and three
reactions whose order changes the result.

This machine's speed drifts from minute to minute, so the ratio is taken in pairs: the runs with
merging just before and just after each run without, three times; the figure is the median pair.

Run: python benchmarks/bench_explore.py [--quick]   (--quick skips the slow runs without merging)
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from judge.explore import explore
from judge.scenario.loader import load_scenario

ROOT = Path(__file__).resolve().parent.parent
EIGHT = ROOT / "tests/fixtures/explore/eight-independent-noon-reactions.yaml"
MIXED = ROOT / "tests/fixtures/explore/replacements-and-reactions-order-dependent.yaml"


PAIRS = 3


def timed(path: Path, runs: int, merge: bool = True) -> tuple[list[float], str]:
    """Seconds of each of ``runs`` explorations, and a one-line summary of the last."""
    scenario = load_scenario(path)
    times = []
    summary = ""
    for _ in range(runs):
        start = time.perf_counter()
        result = explore(scenario, merge=merge, max_runs=1_000_000)
        times.append(time.perf_counter() - start)
        summary = (f"{len(result.outcomes)} outcome(s), {result.runs} runs, {result.decisions_explored} decision "
                   f"states, {result.states_merged} merged, {result.outcomes[0].path_count} paths to the first")
    return times, summary


def main() -> None:
    """Print the figures."""
    merged, summary = timed(EIGHT, 9)
    print(f"(a) 8 independent reactions, merging: median {statistics.median(merged):.3f} s — {summary}")
    if "--quick" not in sys.argv:
        ratios = []
        for pair in range(1, PAIRS + 1):
            before, _ = timed(EIGHT, 5)
            [unmerged], summary = timed(EIGHT, 1, merge=False)
            after, _ = timed(EIGHT, 5)
            around = statistics.median(before + after)
            ratios.append(unmerged / around)
            print(f"(a) pair {pair}: no merging {unmerged:.1f} s — {summary}; merging around it: median "
                  f"{around:.3f} s; ratio {ratios[-1]:.0f}×")
        print(f"(a) ratio: {statistics.median(ratios):.0f}× faster with merging (median of {PAIRS} pairs; "
              f"{min(ratios):.0f}–{max(ratios):.0f}×)")
    mixed, summary = timed(MIXED, 9)
    print(f"(b) 2 replacement modifiers + 3 reactions: median {statistics.median(mixed):.3f} s — {summary}")


if __name__ == "__main__":
    main()
