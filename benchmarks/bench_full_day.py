"""Benchmark: a full day of a two-player board with at least ten cards a side (target: under 100 ms).

Run: python benchmarks/bench_full_day.py — loads the scenario once, then times ``resolve``
(Morning to Night: every daily effect, every turn, every check) in-process over several runs.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

from judge.resolve import resolve
from judge.scenario.loader import load_scenario

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = "scenarios/day/4.2-full-day-two-players.yaml"


def main(runs: int = 30) -> None:
    """Print the number of events, the cards on the board, and the median time."""
    scenario = load_scenario(ROOT / SCENARIO)
    result = resolve(scenario)  # warm-up
    cards = {p: sum(len(specs) for specs in scenario.board[p].values()) for p in scenario.players}
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = resolve(scenario)
        times.append(time.perf_counter() - start)
    print(f"{Path(SCENARIO).stem}: cards per side {cards}, {len(result.trace)} events, "
          f"median {statistics.median(times) * 1000:.1f} ms over {runs} runs")


if __name__ == "__main__":
    main()
