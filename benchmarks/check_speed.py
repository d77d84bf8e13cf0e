"""Benchmark ``judge check scenarios`` as a process: this checkout against an earlier revision, side by side.

The earlier revision (by default 5bbe298, the last one that parsed each included card library once per
scenario) is extracted with ``git archive`` into a temporary folder and run from there with
``PYTHONPATH`` pointing at it; each version checks its own ``scenarios/`` folder (the script prints how
many scenarios each found, so a different workload shows). The two are run alternately, RUNS times
each (3 by default): this machine's speed drifts from minute to minute, and alternating spreads the
drift over both. The figure is each one's median, and their ratio.

Run: python benchmarks/check_speed.py [--baseline REV] [--runs N]
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

ROOT = Path(__file__).resolve().parent.parent
BASELINE = "5bbe298"


def extract(rev: str, into: Path) -> None:
    """The tree of ``rev`` (its judge, rules_index and scenarios) written into ``into``."""
    archive = subprocess.run(["git", "archive", "--format=tar", rev, "judge", "rules_index", "scenarios"],
                             cwd=ROOT, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)


def run(tree: Path) -> tuple[float, str]:
    """Seconds of one ``python -m judge check scenarios`` in ``tree``, and its last line (the counts)."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "judge", "check", "scenarios"], cwd=tree, env=env,
                          capture_output=True, text=True)
    seconds = time.perf_counter() - start
    last = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr.strip()
    if done.returncode != 0:
        raise SystemExit(f"{tree}: judge check exited {done.returncode}: {last}")
    return seconds, last


def which_judge(tree: Path) -> str:
    """The folder the judge package is imported from in ``tree`` (so the comparison is not of one with itself)."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    return subprocess.run([sys.executable, "-c", "import judge, pathlib; print(pathlib.Path(judge.__file__).parent)"],
                          cwd=tree, env=env, capture_output=True, text=True, check=True).stdout.strip()


def main() -> None:
    """Print both medians and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=BASELINE, help=f"the earlier revision (default {BASELINE})")
    parser.add_argument("--runs", type=int, default=3, help="runs of each version (default 3)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old_tree = Path(tmp)
        extract(args.baseline, old_tree)
        for tree in (old_tree, ROOT):
            if Path(which_judge(tree)) != (tree / "judge").resolve():
                raise SystemExit(f"{tree}: the judge is imported from {which_judge(tree)}, not from this tree")
        times: dict[str, list[float]] = {"old": [], "new": []}
        counts = {}
        run(old_tree)  # warm the file cache and the bytecode of both
        run(ROOT)
        for _ in range(args.runs):
            for name, tree in (("old", old_tree), ("new", ROOT)):
                seconds, counts[name] = run(tree)
                times[name].append(seconds)
    old, new = statistics.median(times["old"]), statistics.median(times["new"])
    for name, rev in (("old", args.baseline), ("new", "this checkout")):
        found = re.sub(r"\s+", " ", counts[name])
        print(f"judge check scenarios, {rev}: median {statistics.median(times[name]):.2f} s of {args.runs} "
              f"({', '.join(f'{t:.2f}' for t in times[name])}) — {found}")
    print(f"ratio: {old / new:.2f}× faster")


if __name__ == "__main__":
    main()
