"""Differential test of ``judge explore``'s merging (issue 12): on generated scenarios, exploring with
merging (states with the same key share one future) and without it (every order run apart, the
independent check) must find the same outcomes, each reached by as many paths.

The scenarios mix what a decision can hang on: optional steps, "if you do", internal actions
("you may pay … to …"), modal effects, targets and cards chosen on resolution, replacement
("instead", some optional or under a condition) and additive ("also") modifiers, reactions (At Noon,
At Dusk, a token created, a card drawn, a card leaving an expedition, a card discarded or going to a
Hand or a Reserve; some acting on the object of their trigger, "it", optionally or under a condition)
and phases (Noon, Afternoon turns, Dusk, Night with Rest and Clean-up). The cards are written here, in
the ability language (docs/scenario-language.md).

``pytest tests/test_explore_differential.py --fuzz`` runs many more (see tests/conftest.py); a
scenario found that way that merges unsoundly belongs, shrunk, in tests/fixtures/explore/merging/.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import event, given, settings
from hypothesis import strategies as st

from judge.explore import Exploration, explore
from judge.scenario.loader import load_scenario
from tests.conftest import examples

MAX_COPIES = 300  # paused copies made (runs tried and waiting) before an example is skipped as too big to check

# Steps with no decision of their own: what the decisions below wrap.
PLAIN: list[dict[str, Any]] = [
    {"draw": 1},
    {"resupply": 1},
    {"boost": {"what": {"each": "character", "in": "your expeditions"}, "amount": 1}},
    {"exhaust": {"each": "character", "in": "your hero expedition"}},
    {"create_token": {"token": "tok", "in": {"each": "expedition", "in": "your hero expedition"}}},
]
# Steps whose objects are decided: a target (declared) or cards chosen as the step resolves.
PICKED: list[dict[str, Any]] = [
    {"boost": {"what": {"target": "character"}, "amount": 1}},
    {"put": {"what": {"target": "character", "controller": "you"}, "to": "your hand"}},
    {"discard": {"chosen": "card", "from": "your hand"}},
    {"put": {"what": {"chosen": "card", "from": "your hand"}, "to": "your reserve"}},
    {"exhaust": {"chosen": "character", "in": "your expeditions"}},
    {"sacrifice": {"chosen": "character", "in": "your expeditions", "controller": "you"}},
]
# Steps of a reaction on its triggering object ("it", 7.2.4.a).
ON_IT: list[dict[str, Any]] = [
    {"boost": {"what": "it", "amount": 1}},
    {"put": {"what": "it", "to": "your hand"}},
    {"exhaust": "it"},
    {"discard": "it"},
]
TRIGGERS: list[dict[str, Any]] = [
    {"at": "noon"},
    {"at": "dusk"},
    {"event": "created", "object": {"any": "character", "token": True, "controller": "you"}},
    {"event": "leaves", "from": "your expeditions", "object": {"any": "character"}},
    {"event": "discarded", "object": {"any": "card"}},
    {"event": "goes_to", "to": "your hand", "object": {"any": "card"}},
    {"event": "goes_to", "to": "your reserve", "object": {"any": "card"}},
    {"event": "draws", "player": "you"},
    {"event": "draws", "player": "opponent", "or_resupplies": True},
]
PASSIVES: list[dict[str, Any]] = [
    {"instead": {"when": {"event": "goes_to", "to": "your reserve"}, "do": ["discard"]}},
    {"instead": {"when": {"event": "goes_to", "to": "your reserve"}, "do": [{"put": {"what": "it", "to": "hand"}}]}},
    {"instead": {"when": {"event": "discarded"}, "do": [{"put": {"what": "it", "to": "reserve"}}]}},
    {"instead": {"when": {"event": "goes_to", "to": "your hand"}, "do": [{"put": {"what": "it", "to": "reserve"}}]}},
    {"instead": {"when": {"event": "goes_to", "to": "your reserve"}, "do": ["discard"], "optional": True}},
    {"instead": {"when": {"event": "discarded"}, "do": [{"put": {"what": "it", "to": "hand"}}],
                 "if": {"count": {"each": "character", "in": "your expeditions"}, "at_least": 1}}},
    {"also": {"when": {"event": "created"}, "do": [{"draw": 1}]}},
    {"also": {"when": {"event": "discarded"}, "do": [{"resupply": 1}]}},
    {"also": {"when": {"event": "goes_to", "to": "your hand"}, "do": [{"boost": {"what": "it"}}], "scope": "step"}},
]


@st.composite
def steps(draw: st.DrawFn, depth: int = 0) -> dict[str, Any]:
    """One step of an effect: plain, picked, optional (with or without "if you do"), an internal action
    or a choice of modes; the last three nest one level."""
    kind = draw(st.sampled_from(["if_you_do", "may_pay", "modes", "optional", "picked", "plain"]
                                if depth == 0 else ["optional", "picked", "plain"]))
    if kind == "plain":
        return dict(draw(st.sampled_from(PLAIN)))
    if kind == "picked":
        return dict(draw(st.sampled_from(PICKED)))
    if kind == "optional":
        return {**draw(st.sampled_from(PLAIN + PICKED)), "optional": True}
    if kind == "if_you_do":
        return {**draw(st.sampled_from(PLAIN + PICKED)), "optional": True,
                "if_you_do": [draw(steps(depth + 1))]}
    if kind == "may_pay":
        return {"may_pay": {"cost": [{"pay_mana": 1}], "effect": [draw(steps(depth + 1))]}}
    return {"choose_one": [[draw(steps(depth + 1))], [draw(steps(depth + 1))]]}


def effects(max_size: int = 2, on_it: bool = False) -> st.SearchStrategy[list[dict[str, Any]]]:
    """An effect: one to ``max_size`` steps (``on_it``: a reaction's, which may act on its triggering
    object, optionally or not, or only if a condition holds)."""
    step = steps()
    if on_it:
        step = st.one_of(step, st.sampled_from(ON_IT).map(dict),
                         st.sampled_from(ON_IT).map(lambda s: {**s, "optional": True}),
                         st.sampled_from(ON_IT).map(lambda s: {**s, "if": {"count": {"each": "character",
                                                                                    "in": "your expeditions"},
                                                                          "at_least": 2}}))
    return st.lists(step, min_size=1, max_size=max_size)


@st.composite
def cards(draw: st.DrawFn, phase: str) -> dict[str, Any]:
    """Two characters, a token, one or two spells, and one to three permanents with reactions or modifiers
    (the first ability of the first one reacts: at ``phase`` when it is Noon or Dusk)."""
    pool: dict[str, Any] = {
        "tok": {"name": "Token", "type": "character", "token": True, "stats": {"forest": 1}},
        "ca": {"name": "Char A", "type": "character", "cost": 0, "stats": {"forest": 1}},
        "cb": {"name": "Char B", "type": "character", "cost": 0, "stats": {"mountain": 2}},
    }
    for i in range(draw(st.integers(1, 2))):
        pool[f"s{i}"] = {"name": f"Spell {i}", "type": "spell", "cost": 0, "effect": draw(effects())}
    for i in range(draw(st.integers(1, 3))):
        abilities: list[dict[str, Any]] = []
        for n in range(draw(st.integers(1, 2))):
            at_phase = i == n == 0 and phase in ("noon", "dusk")
            trigger = {"at": phase} if at_phase else draw(st.sampled_from(TRIGGERS))
            if i == n == 0 or draw(st.booleans()):
                abilities.append({"reaction": {"label": f"P{i} reacts", "trigger": trigger,
                                               "effect": draw(effects(1, on_it="event" in trigger))}})
            else:
                abilities.append({"passive": {"label": f"P{i}", **draw(st.sampled_from(PASSIVES))}})
        pool[f"p{i}"] = {"name": f"Permanent {i}", "type": "permanent", "cost": 1, "abilities": abilities}
    return pool


@st.composite
def scenarios(draw: st.DrawFn) -> dict[str, Any]:
    """A two-player board with those cards, and a phase or a play to resolve."""
    plan = draw(st.sampled_from(["play", "noon", "afternoon", "dusk", "night"]))
    pool = draw(cards(plan))
    spells = [c for c in pool if c.startswith("s")]
    permanents = [c for c in pool if c.startswith("p")]
    chars = st.lists(st.sampled_from(["ca", "cb"]), max_size=2)
    players: dict[str, Any] = {}
    for p in ("alice", "bob"):
        players[p] = {"mana": {"orbs": draw(st.integers(0, 2))},
                      "hand": draw(st.lists(st.sampled_from([*spells, "ca"]), max_size=2)),
                      "reserve": draw(st.lists(st.sampled_from(["ca", "cb", *spells]), max_size=2)),
                      "landmarks": draw(st.lists(st.sampled_from(permanents), max_size=2)),
                      "expeditions": {"hero": draw(chars), "companion": draw(chars)},
                      "deck": draw(st.lists(st.sampled_from(["ca", "cb", *spells]), max_size=3))}
    players["alice"]["landmarks"].insert(0, "p0")  # the reaction at the phase is there
    first = draw(st.sampled_from(["alice", "bob"]))
    phase = {"noon": "morning", "night": "dusk"}.get(plan, "afternoon")
    if plan == "play":
        spell = draw(st.sampled_from(spells))
        players[first]["hand"] = [spell, *players[first]["hand"]]
        do: list[dict[str, Any]] = [{"play": spell, "by": first}]
        if draw(st.booleans()):
            do.append({"start_phase": "dusk"})
    elif plan == "afternoon":
        spell = draw(st.sampled_from(spells))
        players[first]["hand"] = [spell]
        second = "bob" if first == "alice" else "alice"
        players[second]["hand"] = []
        turns: list[dict[str, Any]] = [{"by": first, "play": spell}]
        if draw(st.booleans()):  # else the turns after the first are decisions: play a card from the Reserve or pass
            turns += [{"by": second, "pass": True}, {"by": first, "pass": True}]
        do = [{"start_phase": "afternoon", "turns": turns}]
    else:
        do = [{"start_phase": plan}]
        if plan == "dusk" and draw(st.booleans()):
            do.append({"start_phase": "night"})
    return {"scenario": "generated", "title": "generated", "rules": "seed", "cards": pool,
            "board": {"day": 1, "phase": phase, "first_player": first, "players": players}, "do": do}


def outcome_counts(result: Exploration) -> dict[str, int]:
    """Each outcome's digest → the number of paths that reach it."""
    return {o.digest: o.path_count for o in result.outcomes}


class TooBig(Exception):
    """An exploration made more than its share of paused copies."""


def bounded(runs: int, waiting: int) -> None:
    """Progress watcher: stop an exploration once the copies made (runs tried, copies waiting) pass
    MAX_COPIES. A copy is made for every answer as soon as a decision is reached, so a Rest with many
    modifiers copies far more than it runs: bounding the runs alone does not bound the time."""
    if runs + waiting > MAX_COPIES:
        raise TooBig


def check_merging(path: Path) -> tuple[dict[str, int], dict[str, int]] | None:
    """Explore ``path`` apart and merged: (unmerged, merged) outcome counts, or None when the unmerged
    exploration is too big to finish (see :func:`bounded`)."""
    try:
        apart = explore(load_scenario(path), merge=False, progress=bounded)
    except TooBig:
        return None
    merged = explore(load_scenario(path), merge=True, progress=bounded)
    assert merged.complete and merged.runs <= apart.runs
    return outcome_counts(apart), outcome_counts(merged)


@settings(max_examples=examples(60))
@given(scenarios())
def test_merged_and_unmerged_exploration_agree(tmp_path_factory: pytest.TempPathFactory,
                                               data: dict[str, Any]) -> None:
    path = tmp_path_factory.mktemp("diff") / "s.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    found = check_merging(path)
    if found is None:
        event("skipped: too many orders to run them all apart")
        return  # nothing to compare
    apart, merged = found
    event(f"compared: {min(len(apart), 4)}{'+' if len(apart) >= 4 else ''} outcome(s)")
    assert merged == apart, path.read_text(encoding="utf-8")


def test_a_generated_scenario_has_decisions_to_merge(tmp_path: Path) -> None:
    """The generator's pieces make decisions that merge: an internal action, an optional step with
    "if you do" and a mode in one At Noon reaction, played before or after two others that boost."""
    data = {"scenario": "generated", "rules": "seed", "cards": {
        "tok": {"name": "Token", "type": "character", "token": True},
        "ca": {"name": "Char A", "type": "character", "cost": 0, "stats": {"forest": 1}},
        "p0": {"name": "Permanent 0", "type": "permanent", "cost": 1, "abilities": [
            {"reaction": {"label": "P0 reacts", "trigger": {"at": "noon"}, "effect": [
                {"may_pay": {"cost": [{"pay_mana": 1}], "effect": [{"draw": 1}]}},
                {"boost": {"what": {"each": "character", "in": "your expeditions"}}, "optional": True,
                 "if_you_do": [{"choose_one": [[{"resupply": 1}], [{"draw": 1}]]}]}]}}]},
        "p1": {"name": "Permanent 1", "type": "permanent", "cost": 1, "abilities": [
            {"reaction": {"label": "P1 reacts", "trigger": {"at": "noon"}, "effect": [
                {"boost": {"what": {"each": "character", "in": "your expeditions"}}}]}}]}},
        "board": {"day": 1, "phase": "morning", "first_player": "alice", "players": {
            "alice": {"mana": {"orbs": 1}, "landmarks": ["p0", "p1", "p1"], "expeditions": {"hero": ["ca"]},
                      "deck": ["ca", "ca", "ca", "ca"]}, "bob": {}}},
        "do": [{"start_phase": "noon"}]}
    path = tmp_path / "s.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    found = check_merging(path)
    assert found is not None
    apart, merged = found
    assert merged == apart and len(apart) > 1
    merged_run = explore(load_scenario(path))
    assert merged_run.states_merged > 0 and merged_run.runs < explore(load_scenario(path), merge=False).runs
