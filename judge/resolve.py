"""Run a scenario: build its board, do what it says, answer decisions, return the resolution.

This is the library entry point the CLI and the tests share: ``resolve(scenario)``.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from judge.engine.core import Engine
from judge.engine.day import start_phase
from judge.engine.decisions import Answer, Decider, Decision, ScriptedDecider
from judge.engine.effects import IllegalDeclaration
from judge.engine.playing import PlayRequest, apply_effect, pass_turn, play_card, play_quick_action
from judge.errors import DecisionError, ScenarioError
from judge.model.state import GameState
from judge.scenario.loader import Action, Scenario
from judge.trace import Trace

RECURSION_LIMIT = 20_000


@dataclass
class Resolution:
    """What a run produced: the trace, the final state, and the decisions that were assumed."""

    scenario: Scenario
    trace: Trace
    state: GameState
    assumptions: list[tuple[Decision, Answer]] = field(default_factory=list)


def resolve(scenario: Scenario, *, strict: bool = False, decider: Decider | None = None,
            check_integrity: bool = False) -> Resolution:
    """Resolve ``scenario``: every action of ``do:``, in order, with its decisions answered."""
    scripted = ScriptedDecider(list(scenario.choices), strict=strict)
    engine = Engine(scenario.initial_state(), scenario.cards, decider or scripted, Trace())
    engine.integrity_checks = check_integrity
    old_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old_limit, RECURSION_LIMIT))
    try:
        for action in scenario.actions:
            for _ in range(action.repeat):
                _run(engine, scenario, action)
        (decider or scripted).finish()
    except IllegalDeclaration as exc:
        raise _at(action, "a legal declaration", str(exc)) from None
    except DecisionError as exc:
        raise DecisionError(f"{scenario.file}: {exc}") from None
    finally:
        sys.setrecursionlimit(old_limit)
    return Resolution(scenario, engine.trace, engine.state, list(scripted.assumptions))


def _at(action: Action, expected: str, found: str) -> ScenarioError:
    node = action.node
    return ScenarioError(node.file, node.line, node.col, node.path, expected, found)


def _find(engine: Engine, action: Action) -> int:
    """The object a ``play``/``quick_action`` names: the first with that card id in the player's zones."""
    state = engine.state
    zones = {"play": [action.origin] if action.origin else ["hand", "reserve"],
             "quick_action": ["hero", "companion", "hero_zone", "landmarks", "reserve"]}[action.kind]
    for zone in zones:
        for obj in state.in_zone(f"{action.player}.{zone}"):
            if obj.card.id == action.card:
                return obj.oid
    where = " or ".join(zones)
    raise _at(action, f"'{action.card}' in {action.player}'s {where}", "no such card there now")


def _run(engine: Engine, scenario: Scenario, action: Action) -> None:
    if action.kind == "play":
        oid = _find(engine, action)
        play_card(engine, PlayRequest(action.player, oid, action.expedition, list(action.targets),
                                      list(action.modes), action.free))
    elif action.kind == "quick_action":
        oid = _find(engine, action)
        abilities = engine.state.objects[oid].card.abilities
        from judge.model.cards import QuickAction

        quick = [i for i, a in enumerate(abilities) if isinstance(a, QuickAction)]
        if action.ability >= len(quick):
            raise _at(action, f"a quick action of '{action.card}' (it has {len(quick)})",
                      f"ability {action.ability + 1}")
        play_quick_action(engine, action.player, oid, quick[action.ability], list(action.targets))
    elif action.kind == "pass":
        pass_turn(engine, action.player)
    elif action.kind == "effect":
        apply_effect(engine, action.player, action.effect, action.label or "effect", list(action.targets))
    elif action.kind == "start_phase":
        assert action.phase is not None
        start_phase(engine, action.phase)
