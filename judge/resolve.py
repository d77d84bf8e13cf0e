"""Run a scenario: build its board, do what it says, answer decisions, return the resolution.

This is the library entry point the CLI and the tests share: ``resolve(scenario)``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field

from judge.engine.core import Engine
from judge.engine.day import run_until, start_phase
from judge.engine.decisions import Answer, Decider, Decision, ScriptedDecider
from judge.engine.effects import IllegalDeclaration
from judge.engine.playing import PlayRequest, apply_effect, pass_turn, play_card, play_quick_action
from judge.errors import DecisionError, EngineLimitError, ScenarioError
from judge.model.cards import QuickAction
from judge.model.state import GameState
from judge.scenario.loader import Action, PlaySpec, Scenario, TurnSpec
from judge.scenario.yamlnode import Y
from judge.trace import Event, Trace

RECURSION_LIMIT = 20_000
QUICK_ZONES = ("hero", "companion", "hero_zone", "landmarks", "reserve")


@dataclass
class Resolution:
    """What a run produced: the trace, the final state, and the decisions that were assumed."""

    scenario: Scenario
    trace: Trace
    state: GameState
    assumptions: list[tuple[Decision, Answer]] = field(default_factory=list)


def resolve(scenario: Scenario, *, strict: bool = False, decider: Decider | None = None,
            check_integrity: bool = False, on_event: Callable[[Event], None] | None = None,
            record: bool = True, keep: bool = True) -> Resolution:
    """Resolve ``scenario``: every action of ``do:``, in order, with its decisions answered.

    ``record=False`` makes no event (only their count and nesting): for replays whose trace nobody reads.
    ``keep=False`` gives each event to ``on_event`` and keeps none: for output streamed as it comes.
    """
    scripted = ScriptedDecider(list(scenario.choices), strict=strict)
    engine = Engine(scenario.initial_state(), scenario.cards, decider or scripted,
                    Trace(listener=on_event, record=record, keep=keep))
    engine.integrity_checks = check_integrity
    (decider or scripted).bind(engine)
    old_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old_limit, RECURSION_LIMIT))
    try:
        for index, action in enumerate(scenario.actions):
            for repeat in range(action.repeat):
                engine.position = (index, repeat)
                _run(engine, scenario, action)
        (decider or scripted).finish()
    except IllegalDeclaration as exc:
        raise _at(action, "a legal declaration", str(exc)) from None
    except RecursionError:
        raise EngineLimitError(f"{scenario.file}: the resolution nests deeper than this judge can follow") from None
    except EngineLimitError as exc:
        node = action.node
        raise EngineLimitError(f"{node.file}:{node.line}:{node.col}: {node.path}: {exc}") from None
    except DecisionError as exc:
        if str(exc).startswith(scenario.file):
            raise
        raise DecisionError(f"{scenario.file}: {exc}") from None
    finally:
        sys.setrecursionlimit(old_limit)
    return Resolution(scenario, engine.trace, engine.state, list(scripted.assumptions))


def _at(action: Action, expected: str, found: str) -> ScenarioError:
    node = action.node
    return ScenarioError(node.file, node.line, node.col, node.path, expected, found)


def _run(engine: Engine, scenario: Scenario, action: Action) -> None:
    if action.play is not None:
        _play(engine, action.player, action.play, action.node)
    elif action.kind == "quick_action":
        assert action.card is not None
        oid = _locate(engine, action.player, action.card, QUICK_ZONES, action.node)
        _play_quick(engine, action.player, oid, action.ability, list(action.targets), action.node)
    elif action.kind == "pass":
        pass_turn(engine, action.player)
    elif action.kind == "effect":
        apply_effect(engine, action.player, action.effect, action.label or "effect", list(action.targets))
    elif action.kind == "start_phase":
        assert action.phase is not None
        start_phase(engine, action.phase, ScriptedTurns(engine, action.turns))
    elif action.kind == "run":
        turns = ScriptedTurns(engine, action.turns)
        run_until(engine, action.until, action.days, turns)
        turns.finish()


class ScriptedTurns:
    """Plays the scenario's ``turns:`` one by one, as the Afternoon asks for them (4.2.3.c)."""

    def __init__(self, engine: Engine, turns: tuple[TurnSpec, ...]) -> None:
        self.engine = engine
        self.turns = list(turns)
        self.used = 0

    def __call__(self, player: str) -> bool:
        """Play the next scripted turn, which must be ``player``'s; False when none is left."""
        if self.used >= len(self.turns):
            return False
        spec = self.turns[self.used]
        self.used += 1
        node = spec.node
        if spec.player != player:
            raise ScenarioError(node.file, node.line, node.col, node.path, f"a turn of {player} (4.2.3.c)",
                                f"a turn of {spec.player}")
        engine = self.engine
        script = engine.position[:2]
        try:
            for step, quick in enumerate(spec.quick_actions):
                engine.position = (*script, self.used, step)
                oid = _locate(engine, player, quick.card, QUICK_ZONES, quick.node)
                _play_quick(engine, player, oid, quick.ability, list(quick.targets), quick.node)
                if player in engine.after_you:
                    return True
            engine.position = (*script, self.used, len(spec.quick_actions))
            if spec.play is not None:
                _play(engine, player, spec.play, node)
            elif spec.passes:
                pass_turn(engine, player)
            else:
                raise ScenarioError(node.file, node.line, node.col, node.path,
                                    "play: or pass: to end the turn (or a quick action with After You)", "neither")
        except IllegalDeclaration as exc:
            raise ScenarioError(node.file, node.line, node.col, node.path, "a legal declaration", str(exc)) from None
        return True

    def finish(self) -> None:
        """Turns scripted but never reached are a mistake in the scenario."""
        if self.used < len(self.turns):
            node = self.turns[self.used].node
            raise ScenarioError(node.file, node.line, node.col, node.path, "a turn the Afternoon reaches",
                                "a turn after every player has passed")


def _locate(engine: Engine, player: str, card: str, zones: tuple[str, ...], node: Y) -> int:
    for zone in zones:
        for obj in engine.state.in_zone(f"{player}.{zone}"):
            if obj.card.id == card:
                return obj.oid
    raise ScenarioError(node.file, node.line, node.col, node.path, f"'{card}' in {player}'s {' or '.join(zones)}",
                        "no such card there now")


def _play(engine: Engine, player: str, play: PlaySpec, node: Y) -> None:
    """Play the card a ``play:`` names, with the declaration choices it scripts (5.1.2.b)."""
    oid = _locate(engine, player, play.card, play.zones, node)
    play_card(engine, PlayRequest(player, oid, play.expedition, list(play.targets), list(play.modes), play.free))


def _play_quick(engine: Engine, player: str, oid: int, ability: int, targets: list[str], node: Y) -> None:
    quick = [i for i, a in enumerate(engine.state.objects[oid].card.abilities) if isinstance(a, QuickAction)]
    if ability >= len(quick):
        raise ScenarioError(node.file, node.line, node.col, node.path,
                            f"a quick action of the card (it has {len(quick)})", f"ability {ability + 1}")
    play_quick_action(engine, player, oid, quick[ability], targets)
