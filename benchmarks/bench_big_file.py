"""Benchmark: a huge scenario file is refused at once (target: a 1.2 GB sparse file in under 1 s, under 100 MB).

Makes sparse files (no disk space used) in a temporary folder and runs ``judge resolve`` on each
as a child process, several times; for each run it takes the wall time and the child's peak
resident memory from ``os.wait4`` (``ru_maxrss``). The floor is ``python -c "import typer,
rich.console, yaml"``, the imports any start of the judge pays. The 600 MB file is also run
under a 1 GiB address-space limit (``RLIMIT_AS``), where reading it whole used to end in a
``MemoryError`` traceback: it must exit 2 with one line.

Run: python benchmarks/bench_big_file.py [RUNS]
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GIB = 1 << 30


def _run(cmd: list[str], limit: int | None = None) -> tuple[float, float, int, str]:
    """Wall seconds, peak RSS in MB, exit code and stderr of one child process."""
    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    preexec: Callable[[], None] | None = cap if limit else None
    start = time.perf_counter()
    child = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=preexec)
    assert child.stderr is not None
    err = child.stderr.read().decode("utf-8", "replace")
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    return elapsed, usage.ru_maxrss / 1024, child.returncode, err


def _sparse(folder: Path, name: str, size: int) -> Path:
    path = folder / name
    with path.open("wb") as handle:
        handle.truncate(size)
    return path


def main() -> None:
    """Print the median time and peak memory of each case, and the floor."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    judge = shutil.which("judge", path=str(Path(sys.executable).parent)) or "judge"
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        cases = [("1.2 GB sparse file", [judge, "resolve", str(_sparse(folder, "big.yaml", 1_200_000_000))], None),
                 ("600 MB sparse file, 1 GiB address space", [judge, "resolve",
                                                              str(_sparse(folder, "mid.yaml", 600_000_000))], GIB),
                 ("floor: import typer, rich.console, yaml",
                  [sys.executable, "-c", "import typer, rich.console, yaml"], None)]
        for label, cmd, limit in cases:
            _run(cmd, limit)  # warm the caches
            times, peaks = [], []
            for _ in range(runs):
                elapsed, peak, code, err = _run(cmd, limit)
                if "floor" not in label:
                    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err, (code, err)
                times.append(elapsed)
                peaks.append(peak)
            print(f"{label}: median {statistics.median(times) * 1000:.0f} ms (max {max(times) * 1000:.0f} ms), "
                  f"peak RSS median {statistics.median(peaks):.1f} MB (max {max(peaks):.1f} MB) over {runs} runs")
            if "floor" not in label:
                print(f"  {err.strip()}")


if __name__ == "__main__":
    main()
