"""Same scenario and answers → byte-identical output, whatever PYTHONHASHSEED is."""

from __future__ import annotations

import tempfile
from functools import cache
from pathlib import Path

from tests.fresh import imported_by, start_commands

SCENARIO = "scenarios/rules/4.4.c-initiative-player-plays-all-first.yaml"
CLEAN_UP = "scenarios/day/4.2.5.c-clean-up-uses-the-hero-limits.yaml"
LOOP = "scenarios/rules/6.3.f-two-players-loop-each-capped.yaml"
COMMANDS = {
    "resolve": ["resolve", SCENARIO, "--format", "json"],
    "explore": ["explore", CLEAN_UP, "--format", "json"],
    "loop": ["resolve", LOOP, "--format", "json"],
    "page": ["graph", LOOP, "-o", "{out}"],
}
#: What the processes run under seeds 1 and 999: the same commands in the same order (one process each).
BATCH = ("explore", "loop", "page")
#: Each process: (its seed, which of two with that seed) → the commands it runs.
PROCESSES = {("0", 0): ("resolve",), ("0", 1): ("resolve",), ("12345", 0): ("resolve",), ("random", 0): ("resolve",),
             ("1", 0): BATCH, ("999", 0): BATCH}


@cache
def _all_printed() -> dict[tuple[str, int], dict[str, bytes]]:
    """What each new process of PROCESSES prints for each of its commands (for ``page``: the file written); the
    processes are started together and run side by side."""
    with tempfile.TemporaryDirectory() as folder:
        started = {}
        for (seed, run), names in PROCESSES.items():
            page = Path(folder) / f"{seed}-{run}.html"
            commands = [[str(page) if arg == "{out}" else arg for arg in COMMANDS[name]] for name in names]
            started[seed, run] = (names, page, start_commands(commands, seed))
        printed = {}
        for key, (names, page, finish) in started.items():
            printed[key] = {name: out for name, (_, out) in zip(names, finish(), strict=True)}
            if "page" in names:
                printed[key]["page"] = page.read_bytes()
    return printed


def _printed(seed: str, names: tuple[str, ...], run: int = 0) -> dict[str, bytes]:
    """What the process ``run`` under ``PYTHONHASHSEED=seed`` printed; it ran the commands ``names``."""
    assert PROCESSES[seed, run] == names
    return _all_printed()[seed, run]


def test_json_is_byte_identical_across_hash_seeds() -> None:
    first = _printed("0", ("resolve",))["resolve"]
    assert first.startswith(b"{")
    assert first == _printed("0", ("resolve",), run=1)["resolve"]
    assert first == _printed("12345", ("resolve",))["resolve"]
    assert first == _printed("random", ("resolve",))["resolve"]


def test_explore_json_is_byte_identical_across_hash_seeds() -> None:
    """Outcome digests, decision-state ids and path order do not depend on set or dict hashing."""
    first = _printed("1", BATCH)["explore"]
    assert b'"outcomes"' in first
    assert first == _printed("999", BATCH)["explore"]


def test_cap_loop_json_is_byte_identical_across_hash_seeds() -> None:
    first = _printed("1", BATCH)["loop"]
    assert first.startswith(b"{") and first == _printed("999", BATCH)["loop"]


def test_plain_resolve_does_not_import_networkx() -> None:
    assert "networkx" not in imported_by()["plain"]


def test_replay_page_is_byte_identical_across_hash_seeds() -> None:
    pages = [_printed(seed, BATCH)["page"] for seed in ("1", "999")]
    assert pages[0] == pages[1] and b'id="film"' in pages[0]
