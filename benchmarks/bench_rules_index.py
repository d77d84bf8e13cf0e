"""Benchmark: loading the whole rules index (target: well under 50 ms).

Run: python benchmarks/bench_rules_index.py — prints the median of fresh loads, in-process.
"""

from __future__ import annotations

import statistics
import time

from rules_index.index import build, english_rendering, seed_pages


def main(runs: int = 30) -> None:
    """Time ``build(seed_pages(), english_rendering())`` — reading the files included."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        index = build(seed_pages(), english_rendering())
        times.append(time.perf_counter() - start)
    print(f"rules index: {len(index)} entries, load median {statistics.median(times) * 1000:.1f} ms, "
          f"min {min(times) * 1000:.1f} ms over {runs} runs")


if __name__ == "__main__":
    main()
