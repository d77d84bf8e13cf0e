"""Benchmark the pytest suite as a process: this checkout against an earlier revision, side by side (issue 12).

Issue 12 asks for the suite "at least 2× faster than today on the same machine". Its "today" is a revision's
suite, not a figure: this machine's speed changes from one day to the next (that revision's suite took 192 s when
the issue was written and 97 s on 2026-12-02), so the two are run here one after the other, alternately, each
with its own README's test command (the earlier one ran in one process; ours runs on every core, ``-n auto``) and
its own tests, and the script prints both and their ratio. The earlier revision (by default 7319f59, the last
before issue 12's work began: 1,417 tests) is extracted with ``git archive`` into a temporary folder and run
from there with ``PYTHONPATH`` pointing at it, with this environment's packages. Each tree first collects its
tests once, untimed (bytecode is written as after an install: ``PYTHONDONTWRITEBYTECODE`` is unset).

Run: python benchmarks/bench_suite.py [--baseline REV] [--runs N]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from revisions import ROOT, children_cpu, extract

BASELINE = "7319f59"


def test_command(tree: Path) -> list[str]:
    """The README's test command of ``tree`` (``.venv/bin/python -m pytest …``), run with this interpreter."""
    readme = (tree / "README.md").read_text(encoding="utf-8")
    found = re.search(r"^\.venv/bin/python -m pytest(.*)$", readme, re.MULTILINE)
    if found is None:
        raise SystemExit(f"{tree}: no test command in its README")
    return [sys.executable, "-m", "pytest", *found.group(1).split()]


def environment(tree: Path) -> dict[str, str]:
    """The environment a user's shell gives the tests of ``tree``: its own judge first, bytecode written."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run(tree: Path, extra: tuple[str, ...] = ()) -> tuple[float, float, str]:
    """CPU and wall seconds of the suite of ``tree`` (its README's command, plus ``extra``), and its summary."""
    cpu, start = children_cpu(), time.perf_counter()
    done = subprocess.run([*test_command(tree), *extra, "-p", "no:randomly"], cwd=tree, env=environment(tree),
                          capture_output=True, text=True)
    wall, cpu = time.perf_counter() - start, children_cpu() - cpu
    said = [line for line in done.stdout.splitlines() if re.search(r"\d+ (passed|failed|tests? collected)", line)]
    summary = re.sub(r"[= ]+", " ", said[-1]).strip() if said else f"exit {done.returncode}, no summary"
    if done.returncode != 0:
        raise SystemExit(f"{tree}: the suite exited {done.returncode}: {summary}\n{done.stdout[-2000:]}")
    return cpu, wall, summary


def main() -> None:
    """Print each suite's median wall and CPU time and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=BASELINE, help=f"the earlier revision (default {BASELINE})")
    parser.add_argument("--runs", type=int, default=1, help="timed runs of each suite, alternately (default 1)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "old"
        old.mkdir()
        extract(args.baseline, old)
        trees = {"old": old, "new": ROOT}
        counts = {name: run(tree, ("--collect-only", "-q"))[2] for name, tree in trees.items()}  # bytecode written
        cpu: dict[str, list[float]] = {"old": [], "new": []}
        wall: dict[str, list[float]] = {"old": [], "new": []}
        for _ in range(args.runs):
            for name, tree in trees.items():
                seconds, elapsed, counts[name] = run(tree)
                cpu[name].append(seconds)
                wall[name].append(elapsed)
    for name, rev in (("old", args.baseline), ("new", "this checkout")):
        print(f"pytest suite, {rev} ({' '.join(test_command(trees[name])[1:]) if name == 'new' else 'its README'}"
              f"): median {statistics.median(wall[name]):.1f} s wall ({', '.join(f'{t:.1f}' for t in wall[name])}), "
              f"{statistics.median(cpu[name]):.1f} s CPU — {counts[name]}")
    print(f"ratio: {statistics.median(wall['old']) / statistics.median(wall['new']):.2f}× faster in wall time "
          f"(issue 12's target: at least 2×), {statistics.median(cpu['old']) / statistics.median(cpu['new']):.2f}× "
          "in CPU time")


if __name__ == "__main__":
    main()
