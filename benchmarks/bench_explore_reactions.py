"""Benchmark (issue 12): ``judge explore`` on k independent At Noon reactions, in-process.

The k reactions give k! orders and one outcome. For k = 4, 6, 8 (and 10, 12 with ``--budget``) it prints
the runs, the replays (how many runs replayed the scenario from its start: none, since each copy goes on
from where it paused), the events the engine produced over every path tried, the decision states kept,
the states merged, the outcomes, the paths, and the seconds: CPU time (the steadier figure on a shared
machine) and wall time, each the median of ``--runs`` explorations; a k past the budget (CPU seconds) is
stopped there and says how far it got. The scenarios are generated
(benchmarks/generated.py). Issue 12's targets: 0 replays; k = 8 under 0.1 s; k = 12 (4,096 states,
479 million orders) under 3 s.

Run: python benchmarks/bench_explore_reactions.py [--runs N] [--budget SECONDS]
"""

from __future__ import annotations

import argparse
import math
import statistics

from generated import Clock, independent_reactions, load

from judge.explore import explore


class OverBudget(Exception):
    """The exploration ran past its time budget."""


def explore_within(k: int, budget: float | None) -> tuple[float, float, str]:
    """CPU and wall seconds of one exploration of k reactions, and its figures (or how far it got)."""
    scenario = load(independent_reactions(k))
    clock = Clock()
    runs_seen = [0]

    def watch(runs: int, queued: int) -> None:
        runs_seen[0] = runs
        if budget is not None and clock.cpu > budget:
            raise OverBudget

    try:
        result = explore(scenario, max_runs=100_000_000, max_states=10_000_000, progress=watch)
    except OverBudget:
        return clock.cpu, clock.wall, f"stopped at the {budget:g} s budget after {runs_seen[0]:,} runs"
    cpu, wall = clock.cpu, clock.wall
    paths = sum(o.path_count for o in result.outcomes)
    return cpu, wall, (f"{result.runs:,} runs, {result.replays:,} replays, {result.events:,} events, "
                       f"{result.decisions_explored:,} states, {result.states_merged:,} merged, "
                       f"{len(result.outcomes)} outcome(s), {paths:,} paths")


def main() -> None:
    """Print one line per k."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="explorations per k, for the median (default 3)")
    parser.add_argument("--budget", type=float, default=None,
                        help="also k = 10 and 12, each stopped after this many CPU seconds")
    args = parser.parse_args()
    sizes = [4, 6, 8] + ([10, 12] if args.budget is not None else [])
    for k in sizes:
        budget = args.budget if k > 8 else None
        timed = [explore_within(k, budget) for _ in range(args.runs if k <= 8 else 1)]
        cpu = statistics.median(t[0] for t in timed)
        wall = statistics.median(t[1] for t in timed)
        print(f"k = {k:>2} ({math.factorial(k):,} orders): {cpu:.3f} s CPU, {wall:.3f} s wall"
              f"{f' (medians of {len(timed)})' if len(timed) > 1 else ''} — {timed[-1][2]}", flush=True)


if __name__ == "__main__":
    main()
