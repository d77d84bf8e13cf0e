"""Benchmark ``judge check scenarios`` as a process: this checkout against an earlier revision, side by side.

The earlier revision (by default 5bbe298, the last one that parsed each included card library once per
scenario) is extracted with ``git archive`` into a temporary folder and run from there with
``PYTHONPATH`` pointing at it; each version checks its own ``scenarios/`` folder (the script prints how
many scenarios each found, so a different workload shows). The two are run alternately, RUNS times
each (3 by default): this machine's speed drifts from minute to minute, and alternating spreads the
drift over both. The figures are each one's median CPU time (the child's own: the steadier figure on a
shared machine) and wall time, and their ratios.

Run: python benchmarks/check_speed.py [--baseline REV] [--runs N]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from revisions import ROOT, children_cpu, extract

BASELINE = "5bbe298"


def run(tree: Path, code: Path | None = None) -> tuple[float, float, str]:
    """CPU and wall seconds of one ``python -m judge check scenarios`` in ``tree`` (with the judge of ``code``,
    by default the tree's own), and its last line (the counts). CPU time is the child's own (user and system):
    the steadier figure on a shared machine. With another tree's judge, scenarios whose golden trace the
    newer judge changed fail (exit 1): the work is the same, so that is allowed."""
    env = {**os.environ, "PYTHONPATH": str(code or tree)}
    cpu, start = children_cpu(), time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "judge", "check", "scenarios"], cwd=tree, env=env,
                          capture_output=True, text=True)
    wall, cpu = time.perf_counter() - start, children_cpu() - cpu
    last = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr.strip()
    if done.returncode not in ((0, 1) if code is not None else (0,)):
        raise SystemExit(f"{tree}: judge check exited {done.returncode}: {last}")
    return cpu, wall, last


def which_judge(tree: Path, code: Path | None = None) -> str:
    """The folder the judge package is imported from in ``tree`` (so the comparison is not of one with itself)."""
    env = {**os.environ, "PYTHONPATH": str(code or tree)}
    return subprocess.run([sys.executable, "-c", "import judge, pathlib; print(pathlib.Path(judge.__file__).parent)"],
                          cwd=tree, env=env, capture_output=True, text=True, check=True).stdout.strip()


def main() -> None:
    """Print both medians and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=BASELINE, help=f"the earlier revision (default {BASELINE})")
    parser.add_argument("--runs", type=int, default=3, help="runs of each version (default 3)")
    parser.add_argument("--same-scenarios", action="store_true",
                        help="this checkout checks the earlier revision's scenarios too (the same workload)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old_tree = Path(tmp) / "old"
        old_tree.mkdir()
        extract(args.baseline, old_tree, ("judge", "rules_index", "scenarios"))
        for tree in (old_tree, ROOT):
            if Path(which_judge(tree)) != (tree / "judge").resolve():
                raise SystemExit(f"{tree}: the judge is imported from {which_judge(tree)}, not from this tree")
        cpu: dict[str, list[float]] = {"old": [], "new": []}
        wall: dict[str, list[float]] = {"old": [], "new": []}
        counts = {}
        new_tree, new_code = (Path(tmp) / "same", ROOT) if args.same_scenarios else (ROOT, None)
        if args.same_scenarios:  # the earlier scenarios alone: no judge package beside them to import instead
            new_tree.mkdir()
            shutil.copytree(old_tree / "scenarios", new_tree / "scenarios")
        if args.same_scenarios and Path(which_judge(new_tree, ROOT)) != (ROOT / "judge").resolve():
            raise SystemExit(f"{new_tree}: the judge is imported from {which_judge(new_tree, ROOT)}, not {ROOT}")
        run(old_tree)  # warm the file cache of both
        run(new_tree, new_code)
        for _ in range(args.runs):
            for name, tree, code in (("old", old_tree, None), ("new", new_tree, new_code)):
                seconds, elapsed, counts[name] = run(tree, code)
                cpu[name].append(seconds)
                wall[name].append(elapsed)
    ours = f"this checkout on {args.baseline}'s scenarios" if args.same_scenarios else "this checkout"
    for name, rev in (("old", args.baseline), ("new", ours)):
        found = re.sub(r"\s+", " ", counts[name])
        print(f"judge check scenarios, {rev}: median {statistics.median(cpu[name]):.2f} s CPU "
              f"({', '.join(f'{t:.2f}' for t in cpu[name])}), {statistics.median(wall[name]):.2f} s wall "
              f"({', '.join(f'{t:.2f}' for t in wall[name])}) — {found}")
    print(f"ratio: {statistics.median(cpu['old']) / statistics.median(cpu['new']):.2f}× faster in CPU time, "
          f"{statistics.median(wall['old']) / statistics.median(wall['new']):.2f}× in wall time")


if __name__ == "__main__":
    main()
