"""Shared test helpers: paths, loading and resolving bundled scenarios."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.yaml"))
RUNNABLE = [p for p in SCENARIOS if "cards" not in p.parts]


@pytest.fixture(autouse=True)
def _at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run every test from the repository root, so printed paths are stable."""
    monkeypatch.chdir(ROOT)
