"""Benchmark bounded resources: the peak memory (RSS) and time of ``judge`` as a child process.

(a) ``judge explore`` on twelve At Noon reactions with two optional steps each, at the default limits
    (target: under 500 MB; it stops at --max-states with exit 3);
(b) ``judge resolve --format json`` on a resolution of 194,902 events (target: under 300 MB), and the same
    with ``--graph OUT.dot`` and in text (the text keeps every event: for comparison).

The peak RSS is the child's own, from ``os.wait4`` (``resource.getrusage``'s record of that child).

Run: python benchmarks/bench_resources.py [a|b]   (both by default; each takes a minute or more)
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TWELVE = "tests/fixtures/resources/twelve-reactions-two-optional-steps.yaml"
LONG = "tests/fixtures/resources/many-days-of-capped-loops.yaml"


def measure(args: list[str]) -> tuple[int, float, float, int]:
    """Run ``judge ARGS`` (output discarded): exit code, seconds, peak RSS in MB, bytes written to stdout."""
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-m", "judge", *args], cwd=ROOT, stdout=out,
                                 stderr=subprocess.PIPE)
        _, status, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        err = child.stderr.read().decode() if child.stderr else ""
        size = out.tell()
    if err.strip():
        print(f"    stderr: {err.strip()}")
    return child.returncode, seconds, usage.ru_maxrss / 1024, size  # ru_maxrss is in KB on Linux


def report(what: str, args: list[str], target: float | None = None) -> None:
    """Measure once and print one line."""
    code, seconds, mb, size = measure(args)
    goal = f" (target: under {target:.0f} MB: {'met' if mb < target else 'NOT met'})" if target else ""
    print(f"{what}: exit {code}, {seconds:.1f} s, peak RSS {mb:.0f} MB, {size / 1e6:.1f} MB written{goal}")


def main() -> None:
    """Print the figures."""
    which = sys.argv[1:] or ["a", "b"]
    if "a" in which:
        report("(a) explore, 12 reactions x 2 optional steps, default limits", ["explore", TWELVE], 500)
    if "b" in which:
        report("(b) resolve --format json, 194,902 events", ["resolve", LONG, "--format", "json"], 300)
        with tempfile.TemporaryDirectory() as folder:
            report("(b) resolve --format json --graph OUT.dot", ["resolve", LONG, "--format", "json", "--graph",
                                                                 f"{folder}/g.dot"])
        report("(b) resolve (text, every event kept)", ["resolve", LONG])


if __name__ == "__main__":
    main()
