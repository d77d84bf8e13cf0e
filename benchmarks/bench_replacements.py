"""Benchmark (issue 12): ``judge explore`` on k replacement modifiers that do not commute, on one atomic action.

Alice sends her Wanderer to her Reserve and k "it goes to ZONE instead" modifiers all apply to that move, one
after the other, in the order she picks (6.2.f, 6.2.h): k! paths, and the last one applied decides where the
Wanderer ends (at most four outcomes). The step reached after some of them have applied depends only on which
and on where the Wanderer is going, so an engine that merges those states explores far fewer than the paths.
For k = 4 to 10 it prints the runs, the replays (none: each copy goes on from where it paused), the events
produced over every path tried, the distinct decision states, the states merged, the outcomes and the
paths, and the seconds (CPU and wall), beside the number of states told apart only by the set of modifiers
applied and the Wanderer's destination; a k past the budget (CPU seconds, 20 by default) is stopped and says
how far it got. Issue 12's target: runs grow with the distinct states, not with the paths.

Run: python benchmarks/bench_replacements.py [--budget SECONDS] [--max-k K]
"""

from __future__ import annotations

import argparse
import itertools
import math

from generated import DETOUR_ZONES, Clock, load, replacements

from judge.explore import explore


def merged_states(k: int) -> int:
    """How many decision states there are when states are told apart only by the modifiers already applied
    (a set) and where the Wanderer is going (the zone of the last one applied): what merging can reach."""
    count = 0
    for size in range(k - 1):  # a decision is asked while two or more modifiers are left
        for applied in itertools.combinations(range(1, k + 1), size):
            count += len({DETOUR_ZONES[i % len(DETOUR_ZONES)] for i in applied}) or 1
    return count


class OverBudget(Exception):
    """The exploration ran past its time budget."""


def main() -> None:
    """Print one line per k."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=20.0, help="CPU seconds per k (default 20)")
    parser.add_argument("--max-k", type=int, default=10, help="the largest k (default 10)")
    args = parser.parse_args()
    for k in range(4, args.max_k + 1):
        scenario = load(replacements(k))
        clock = Clock()
        runs_seen = [0]

        def watch(runs: int, queued: int, clock: Clock = clock, runs_seen: list[int] = runs_seen) -> None:
            runs_seen[0] = runs
            if clock.cpu > args.budget:
                raise OverBudget

        head = f"k = {k:>2} ({math.factorial(k):,} orders, {merged_states(k):,} states by applied set):"
        try:
            result = explore(scenario, max_runs=100_000_000, max_states=10_000_000, progress=watch)
        except OverBudget:
            print(f"{head} stopped at the {args.budget:g} s budget after {runs_seen[0]:,} runs "
                  f"({clock.wall:.1f} s wall)", flush=True)
            continue
        cpu, wall = clock.cpu, clock.wall
        paths = sum(o.path_count for o in result.outcomes)
        print(f"{head} {cpu:.3f} s CPU, {wall:.3f} s wall — {result.runs:,} runs, {result.replays:,} replays, "
              f"{result.events:,} events, {result.decisions_explored:,} "
              f"distinct states, {result.states_merged:,} merged, {len(result.outcomes)} outcomes, {paths:,} paths",
              flush=True)


if __name__ == "__main__":
    main()
