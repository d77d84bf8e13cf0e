"""Benchmark: the cold start of ``judge resolve`` on a small scenario against the floor
``python -c "import typer, rich.console, yaml"`` (target: at most 1.5× the floor).

Runs the two commands one after the other, several times, as separate processes, and compares
the medians. Bytecode caching is allowed (as on a user's machine: pip writes .pyc files at
install), so the variable PYTHONDONTWRITEBYTECODE is removed for these runs and both commands
are run once first to warm the caches.

Run: python benchmarks/bench_cold_start.py [RUNS]
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = "benchmarks/scenarios/small-sabotage.yaml"


def _time(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def main() -> None:
    """Print both medians and their ratio."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    judge = shutil.which("judge", path=str(Path(sys.executable).parent)) or "judge"
    resolve = [judge, "resolve", SCENARIO]
    floor = [sys.executable, "-c", "import typer, rich.console, yaml"]
    _time(resolve, env)
    _time(floor, env)
    ours, base = [], []
    for _ in range(runs):
        ours.append(_time(resolve, env))
        base.append(_time(floor, env))
    a, b = statistics.median(ours), statistics.median(base)
    print(f"judge resolve (small scenario): median {a * 1000:.0f} ms; floor (import typer, rich.console, yaml): "
          f"median {b * 1000:.0f} ms; ratio {a / b:.2f}× over {runs} runs each")


if __name__ == "__main__":
    main()
