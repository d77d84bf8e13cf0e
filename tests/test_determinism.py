"""Same scenario and answers → byte-identical output, whatever PYTHONHASHSEED is."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT

SCENARIO = "scenarios/rules/4.4.c-initiative-player-plays-all-first.yaml"


def _run(seed: str, scenario: str = SCENARIO, command: str = "resolve") -> bytes:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    out = subprocess.run([sys.executable, "-m", "judge", command, scenario, "--format", "json"], cwd=ROOT,
                         env=env, capture_output=True, check=True, timeout=60)
    return out.stdout


def test_json_is_byte_identical_across_hash_seeds() -> None:
    first = _run("0")
    assert first == _run("0")
    assert first == _run("12345")
    assert first == _run("random")


def test_explore_json_is_byte_identical_across_hash_seeds() -> None:
    """Outcome digests, decision-state ids and path order do not depend on set or dict hashing."""
    clean_up = "scenarios/day/4.2.5.c-clean-up-uses-the-hero-limits.yaml"
    first = _run("1", clean_up, "explore")
    assert b'"outcomes"' in first
    assert first == _run("4242", clean_up, "explore")


def test_cap_loop_json_is_byte_identical_across_hash_seeds() -> None:
    loop = "scenarios/rules/6.3.f-two-players-loop-each-capped.yaml"
    assert _run("1", loop) == _run("999", loop)


def test_plain_resolve_does_not_import_networkx() -> None:
    code = ("import sys; from judge.cli import app; from typer.testing import CliRunner; "
            f"r = CliRunner().invoke(app, ['resolve', '{SCENARIO}']); assert r.exit_code == 0, r.output; "
            "print('networkx' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                         timeout=60)
    assert out.stdout.strip() == "False"


def test_replay_page_is_byte_identical_across_hash_seeds(tmp_path: Path) -> None:
    loop = "scenarios/rules/6.3.f-two-players-loop-each-capped.yaml"
    pages = []
    for seed in ("1", "999"):
        out = tmp_path / f"{seed}.html"
        subprocess.run([sys.executable, "-m", "judge", "graph", loop, "-o", str(out)], cwd=ROOT,
                       env={**os.environ, "PYTHONHASHSEED": seed}, capture_output=True, check=True, timeout=120)
        pages.append(out.read_bytes())
    assert pages[0] == pages[1] and b'id="film"' in pages[0]
