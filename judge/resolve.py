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
from judge.engine.readings import READINGS, Reading
from judge.errors import DecisionError, EngineLimitError, IllegalPlay, JudgeError, ScenarioError
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

    @property
    def readings(self) -> list[tuple[Reading, int]]:
        """The readings taken (where the seed rules are silent), in order, each with its first event."""
        taken = sorted(self.trace.readings.items(), key=lambda item: (item[1], item[0]))
        return [(READINGS[rid], seq) for rid, seq in taken]


def resolve(scenario: Scenario, *, strict: bool = False, decider: Decider | None = None,
            check_integrity: bool = False, on_event: Callable[[Event], None] | None = None,
            record: bool = True, keep: bool = True) -> Resolution:
    """Resolve ``scenario``: every action of ``do:``, in order, with its decisions answered.

    ``record=False`` makes no event (only their count and nesting): for replays whose trace nobody reads.
    ``keep=False`` gives each event to ``on_event`` and keeps none: for output streamed as it comes.
    An illegal scripted action raises (exit 2): see :func:`resolve_until_stopped` to keep what came before.
    """
    result, stopped = resolve_until_stopped(scenario, strict=strict, decider=decider,
                                            check_integrity=check_integrity, on_event=on_event, record=record,
                                            keep=keep)
    if stopped is not None:
        raise stopped
    return result


def resolve_until_stopped(scenario: Scenario, *, strict: bool = False, decider: Decider | None = None,
                          check_integrity: bool = False, on_event: Callable[[Event], None] | None = None,
                          record: bool = True, keep: bool = True) -> tuple[Resolution, JudgeError | None]:
    """Like :func:`resolve`, but an error met while doing ``do:`` (an illegal play, an illegal or missing
    answer) is returned beside the resolution so far instead of raised: ``(resolution, error or None)``.

    This is how a ruling "this cannot be done" is checked (``expect: {illegal: …}``): the error carries
    the rules that forbid the action, and the trace shows what happened up to it.
    """
    scripted = ScriptedDecider(list(scenario.choices), strict=strict)
    engine = Engine(scenario.initial_state(), scenario.cards, decider or scripted,
                    Trace(listener=on_event, record=record, keep=keep))
    engine.integrity_checks = check_integrity
    (decider or scripted).bind(engine)
    old_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old_limit, RECURSION_LIMIT))
    stopped: JudgeError | None = None
    _unresolved_abilities(engine, scenario)
    try:
        for index, action in enumerate(scenario.actions):
            for repeat in range(action.repeat):
                engine.position = (index, repeat)
                _run(engine, scenario, action)
        (decider or scripted).finish()
    except IllegalDeclaration as exc:
        node = action.node
        stopped = IllegalPlay(node.file, node.line, node.col, node.path, "a legal declaration",
                              str(exc)).with_rules(exc.rules)
    except RecursionError:
        stopped = EngineLimitError(f"{scenario.file}: the resolution nests deeper than this judge can follow")
    except EngineLimitError as exc:
        node = action.node
        stopped = EngineLimitError(f"{node.file}:{node.line}:{node.col}: {node.path}: {exc}")
    except DecisionError as exc:
        stopped = exc if str(exc).startswith(scenario.file) else \
            DecisionError(f"{scenario.file}: {exc}").with_rules(exc.rules)
    except JudgeError as exc:
        stopped = exc
    finally:
        sys.setrecursionlimit(old_limit)
    return Resolution(scenario, engine.trace, engine.state, list(scripted.assumptions)), stopped


def _unresolved_abilities(engine: Engine, scenario: Scenario) -> None:
    """1.2.4 — say, before anything happens, which printed abilities of the cards on the board are not resolved."""
    seen: list[str] = []
    for player in scenario.players:
        for specs in scenario.board[player].values():
            seen += [s.card for s in specs if s.card not in seen and scenario.cards[s.card].unresolved]
    for card_id in seen:
        card = scenario.cards[card_id]
        for text in card.unresolved:
            engine.emit("ignored", f"{card.name}: printed ability not resolved by this judge: {text}",
                        f"{card.display('fr')} : capacité imprimée que ce juge ne résout pas : {text}", ("1.2.4",))


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
        turns = ScriptedTurns(engine, action.turns)
        start_phase(engine, action.phase, turns)
        turns.finish()
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
        self.asked = False  # whether an Afternoon asked for a turn at all

    def __call__(self, player: str) -> bool:
        """Play the next scripted turn, which must be ``player``'s; False when none is left."""
        self.asked = True
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
                    _nothing_after_after_you(spec, step + 1)
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
            raise IllegalPlay(node.file, node.line, node.col, node.path, "a legal declaration",
                              str(exc)).with_rules(exc.rules) from None
        return True

    def finish(self) -> None:
        """Turns scripted but never reached are a mistake in the scenario, never silently dropped (4.2.3.c)."""
        if self.used < len(self.turns):
            node = self.turns[self.used].node
            found = "a turn after every player has passed" if self.asked else "a turn, but no Afternoon was run"
            raise ScenarioError(node.file, node.line, node.col, node.path, "a turn the Afternoon reaches (4.2.3.c)",
                                found)


def _nothing_after_after_you(spec: TurnSpec, done: int) -> None:
    """7.3.2.a, 5.1.1.b — After You has ended the turn: what the script still gives for it cannot be done.

    The turn ends once Limbo is empty (7.3.2.a), which the check after the quick action made it; a
    player plays a card or a quick action only during their turn (5.1.1.b). A scripted action there is
    an error, never silently dropped.
    """
    node = spec.node
    if done < len(spec.quick_actions):
        where, found = spec.quick_actions[done].node, f"the quick action of '{spec.quick_actions[done].card}'"
    elif spec.play is not None:
        where, found = (node.as_map()["play"] if node.is_map() and "play" in node.as_map() else node,
                        f"a card play ('{spec.play.card}')")
    elif spec.passes:
        where, found = (node.as_map()["pass"] if node.is_map() and "pass" in node.as_map() else node, "a pass")
    else:
        return
    raise ScenarioError(where.file, where.line, where.col, where.path,
                        f"nothing more in {spec.player}'s turn: After You ended it once Limbo was empty (7.3.2.a), "
                        f"and a player plays only during their turn (5.1.1.b)",
                        found).with_rules(("7.3.2.a", "5.1.1.b"))


def _locate(engine: Engine, player: str, card: str, zones: tuple[str, ...], node: Y,
            rules: tuple[str, ...] = ()) -> int:
    """The first object of ``card`` in the player's ``zones``; else an error citing ``rules`` (what forbids it)."""
    for zone in zones:
        for obj in engine.state.in_zone(f"{player}.{zone}"):
            if obj.card.id == card:
                return obj.oid
    raise ScenarioError(node.file, node.line, node.col, node.path, f"'{card}' in {player}'s {' or '.join(zones)}",
                        "no such card there now").with_rules(rules)


def _play(engine: Engine, player: str, play: PlaySpec, node: Y) -> None:
    """Play the card a ``play:`` names, with the declaration choices it scripts (5.1.2.b)."""
    oid = _locate(engine, player, play.card, play.zones, node, ("4.2.3.c",))  # from the Hand or the Reserve
    play_card(engine, PlayRequest(player, oid, play.expedition, list(play.targets), list(play.modes), play.free,
                                  scout=play.scout))


def _play_quick(engine: Engine, player: str, oid: int, ability: int, targets: list[str], node: Y) -> None:
    quick = [i for i, a in enumerate(engine.state.objects[oid].card.abilities) if isinstance(a, QuickAction)]
    if ability >= len(quick):
        raise ScenarioError(node.file, node.line, node.col, node.path,
                            f"a quick action of the card (it has {len(quick)})", f"ability {ability + 1}")
    play_quick_action(engine, player, oid, quick[ability], targets)
