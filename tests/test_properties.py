"""Invariants over generated boards (hypothesis): every resolution ends, every card is in exactly one
zone after every step, every cited rule exists, no reaction is activated more than 100 times a day,
and the same board gives byte-identical output (in one process, and across hash seeds).

``pytest tests/test_properties.py --fuzz`` runs many more boards (see tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules_index
from judge.render.json_out import render_json
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import examples
from tests.fresh import Worker

TRIGGERS = [
    {"at": "noon"},
    {"event": "created", "object": {"any": "character", "token": True, "controller": "you"}},
    {"event": "created", "object": {"any": "character", "token": True, "controller": "opponent"}},
    {"event": "goes_to", "to": "a reserve"},
    {"event": "discarded"},
    {"event": "exhausted"},
]
EFFECTS = [
    {"create_token": {"token": "tok", "in": {"each": "expedition", "in": "your hero expedition"}}},
    {"draw": 1},
    {"boost": {"what": "it", "amount": 1}},
    {"exhaust": "it"},
    {"put": {"what": "it", "to": "reserve"}},
    {"discard": "it"},
    {"sacrifice": "it"},
    {"resupply": 1},
]
PASSIVES = [
    {"instead": {"when": {"event": "goes_to", "to": "your reserve"}, "do": ["discard"]}},
    {"instead": {"when": {"event": "discarded"}, "do": [{"put": {"what": "it", "to": "hand"}}]}},
    {"also": {"when": {"event": "created"}, "do": [{"draw": 1}]}},
    {"cannot": {"event": "exhausted"}},
]


@st.composite
def cards(draw: st.DrawFn) -> dict[str, object]:
    """A handful of permanents with random reactions and passive modifiers."""
    out: dict[str, object] = {"tok": {"name": "Token", "type": "character", "token": True}}
    for i in range(draw(st.integers(1, 4))):
        abilities: list[object] = []
        for _ in range(draw(st.integers(1, 2))):
            if draw(st.booleans()):
                steps = draw(st.lists(st.sampled_from(EFFECTS), min_size=1, max_size=3))
                abilities.append({"reaction": {"trigger": draw(st.sampled_from(TRIGGERS)), "effect": steps}})
            else:
                abilities.append({"passive": draw(st.sampled_from(PASSIVES))})
        out[f"c{i}"] = {"name": f"Card {i}", "type": "permanent", "abilities": abilities}
    return out


@st.composite
def scenarios(draw: st.DrawFn) -> dict[str, object]:
    """A two-player board with some of those cards, and something to do."""
    pool = draw(cards())
    ids = [c for c in pool if c != "tok"]
    players = {}
    for p in ("alice", "bob"):
        players[p] = {"landmarks": draw(st.lists(st.sampled_from(ids), max_size=3)), "deck": draw(st.integers(0, 4)),
                      "reserve": draw(st.lists(st.sampled_from(ids), max_size=2))}
    do = [draw(st.sampled_from([
        {"start_phase": "noon"},
        {"effect": [EFFECTS[0]], "by": "alice"},
        {"effect": [EFFECTS[0]], "by": "bob"},
        {"effect": [{"draw": 2}], "by": "bob"},
    ])) for _ in range(draw(st.integers(1, 3)))]
    return {"scenario": "generated", "cards": pool,
            "board": {"phase": "morning", "first_player": draw(st.sampled_from(["alice", "bob"])),
                      "players": players}, "do": do}


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(scenarios())
def test_every_resolution_ends_with_every_card_in_one_zone(tmp_path_factory: object, data: dict[str, object]) -> None:
    path = Path(str(tmp_path_factory.mktemp("gen"))) / "s.yaml"  # type: ignore[attr-defined]
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    result = resolve(load_scenario(path), check_integrity=True)
    result.state.check_integrity()
    assert all(n <= 100 for n in result.state.activations.values())
    for event in result.trace:
        assert event.rules and all(rules_index.exists(r) for r in event.rules), event
    assert not [o for o in result.state.in_zone("limbo") if o.is_emblem], "every emblem was played"


def _written(tmp_path_factory: object, data: dict[str, object]) -> Path:
    path = Path(str(tmp_path_factory.mktemp("gen"))) / "s.yaml"  # type: ignore[attr-defined]
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(scenarios())
def test_a_generated_board_resolves_the_same_twice(tmp_path_factory: object, data: dict[str, object]) -> None:
    path = _written(tmp_path_factory, data)
    first = render_json(resolve(load_scenario(path)))
    again = render_json(resolve(load_scenario(path)))
    assert first == again
    assert '"events": [' in first


@settings(max_examples=examples(3), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(scenarios())
def test_a_generated_board_gives_the_same_bytes_whatever_the_hash_seed(tmp_path_factory: object,
                                                                       seeded_workers: dict[str, Worker],
                                                                       data: dict[str, object]) -> None:
    """Each board is resolved by two processes under different hash seeds, sent the same boards in the same order."""
    path = _written(tmp_path_factory, data)
    command = ["resolve", str(path), "--format", "json"]
    for seed in ("1", "31337"):
        seeded_workers[seed].send(command)  # both at once
    first, again = (seeded_workers[seed].receive()[1] for seed in ("1", "31337"))
    assert first.startswith(b"{") and first == again
