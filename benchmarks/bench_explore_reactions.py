"""Benchmark (issue 12): ``judge explore`` on k independent At Noon reactions, in-process.

The k reactions give k! orders and one outcome. For k = 4, 6, 8 (and 10, 12 with ``--budget``) it prints
the runs, the replays (how many runs replayed the scenario from its start: none, since each copy goes on
from where it paused), the events the engine produced over every path tried, the decision states kept,
the states merged, the outcomes, the paths, and the seconds: CPU time (the steadier figure on a shared
machine) and wall time, each the median of ``--runs`` explorations; a k past the budget (CPU seconds) is
stopped there and says how far it got. The scenarios are generated
(benchmarks/generated.py). Issue 12's targets: 0 replays; k = 8 under 0.1 s; k = 12 (4,096 states,
479 million orders) under 3 s.

``--split`` also says where the CPU time of one answer goes (k = 8): copying the paused resolution, building and
hashing the key of the state reached, and the rest (the engine going on to the next decision, and the search's own
work).

Run: python benchmarks/bench_explore_reactions.py [--runs N] [--budget SECONDS] [--split]
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from generated import Clock, independent_reactions, load

import judge.explore
from judge.engine.core import Engine
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


@contextmanager
def timed_parts() -> Iterator[dict[str, float]]:
    """CPU seconds spent copying paused resolutions and building and hashing keys, while the block runs."""
    spent = {"copy": 0.0, "key": 0.0}

    def timing(part: str, work: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any) -> Any:
            began = time.process_time()
            try:
                return work(*args)
            finally:
                spent[part] += time.process_time() - began
        return run

    saved = Engine.snapshot, judge.explore.state_key, judge.explore.state_hash
    Engine.snapshot = timing("copy", saved[0])  # type: ignore[method-assign]
    judge.explore.state_key = timing("key", saved[1])
    judge.explore.state_hash = timing("key", saved[2])
    try:
        yield spent
    finally:
        Engine.snapshot, judge.explore.state_key, judge.explore.state_hash = saved  # type: ignore[method-assign]


def split(k: int, runs: int) -> None:
    """Print where the CPU time of one answer goes, medians of ``runs`` explorations of k reactions."""
    scenario = load(independent_reactions(k))
    explore(scenario, max_runs=100_000_000, max_states=10_000_000)  # the generated code is made once, first
    found = []
    for _ in range(runs):
        with timed_parts() as spent:
            began = time.process_time()
            result = explore(scenario, max_runs=100_000_000, max_states=10_000_000)
            total = time.process_time() - began
        found.append((total, spent["copy"], spent["key"]))
    total, copying, keying = (statistics.median(f[i] for f in found) for i in range(3))
    per = 1000 / result.runs
    print(f"k = {k}, per answer tried ({result.runs:,} answers), medians of {runs}: {total * per:.3f} ms CPU — "
          f"copy {copying * per:.3f} ms, key {keying * per:.3f} ms, the rest {(total - copying - keying) * per:.3f} ms")


def main() -> None:
    """Print one line per k."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="explorations per k, for the median (default 3)")
    parser.add_argument("--budget", type=float, default=None,
                        help="also k = 10 and 12, each stopped after this many CPU seconds")
    parser.add_argument("--split", action="store_true", help="also where the time of one answer goes (k = 8)")
    args = parser.parse_args()
    sizes = [4, 6, 8] + ([10, 12] if args.budget is not None else [])
    for k in sizes:
        budget = args.budget if k > 8 else None
        timed = [explore_within(k, budget) for _ in range(args.runs if k <= 8 else 1)]
        cpu = statistics.median(t[0] for t in timed)
        wall = statistics.median(t[1] for t in timed)
        print(f"k = {k:>2} ({math.factorial(k):,} orders): {cpu:.3f} s CPU, {wall:.3f} s wall"
              f"{f' (medians of {len(timed)})' if len(timed) > 1 else ''} — {timed[-1][2]}", flush=True)
    if args.split:
        split(8, max(args.runs, 3))


if __name__ == "__main__":
    main()
