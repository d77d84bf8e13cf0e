"""Benchmark: the cap loops, in-process (target: ≥ 1,000 trace events in under 50 ms).

Run: python benchmarks/bench_cap_loop.py — loads each scenario once, then times ``resolve``
(the resolution alone: building the board, every step, every check) over several runs.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

from judge.resolve import resolve
from judge.scenario.loader import load_scenario

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ("scenarios/rules/6.3.f-self-feeding-loop-capped.yaml",
             "scenarios/rules/6.3.f-two-players-loop-each-capped.yaml")


def main(runs: int = 20) -> None:
    """Print, per scenario: events, median time, events per second."""
    for name in SCENARIOS:
        scenario = load_scenario(ROOT / name)
        resolve(scenario)  # warm-up (imports, caches)
        times = []
        events = 0
        for _ in range(runs):
            start = time.perf_counter()
            result = resolve(scenario)
            times.append(time.perf_counter() - start)
            events = len(result.trace)
        median = statistics.median(times)
        print(f"{Path(name).stem}: {events} events, median {median * 1000:.1f} ms, "
              f"{events / median:,.0f} events/s over {runs} runs")


if __name__ == "__main__":
    main()
