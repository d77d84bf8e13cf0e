"""What the side-by-side benchmarks share: an earlier revision's tree, and the CPU time of child processes."""

from __future__ import annotations

import resource
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def extract(rev: str, into: Path, paths: tuple[str, ...] = ()) -> None:
    """The tree of ``rev`` (only ``paths`` in it, when given) written into ``into``."""
    archive = subprocess.run(["git", "archive", "--format=tar", rev, *paths],
                             cwd=ROOT, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)


def children_cpu() -> float:
    """CPU seconds (user and system) of the child processes waited for so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime
