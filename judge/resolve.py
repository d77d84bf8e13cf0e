"""Run a scenario: build its board, do what it says, answer decisions, return the resolution.

This is the library entry point the CLI and the tests share: ``resolve(scenario)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import judge.engine.effect_play  # noqa: F401 - registers the "play" step (judge.engine.effects.STEP_PROCS)
from judge.assumed import LegalAssumptions
from judge.engine.agenda import drive
from judge.engine.conditions import refresh_gigantic
from judge.engine.core import Engine, Proc
from judge.engine.day import RunUntil, StartPhase
from judge.engine.decisions import Answer, Decider, Decision, ScriptedDecider
from judge.engine.declare import IllegalDeclaration
from judge.engine.next_card import turn_ends
from judge.engine.playing import ApplyEffect, PassTurn, PlayCard, PlayQuickAction, PlayRequest
from judge.engine.readings import READINGS, Reading
from judge.engine.words import Label, card_label, phase_label, player_name
from judge.errors import DecisionError, EngineLimitError, IllegalPlay, JudgeError, ScenarioError
from judge.events import EventKind as K
from judge.events import Msg
from judge.model.cards import QuickAction
from judge.model.choices import ScriptedChoice
from judge.model.copies import copy_record
from judge.model.state import GameState
from judge.scenario.loader import Action, PlaySpec, Scenario, TurnSpec
from judge.scenario.yamlnode import Y
from judge.trace import Event, Trace

QUICK_ZONES = ("hero", "companion", "hero_zone", "landmarks", "reserve")


@dataclass
class Resolution:
    """What a run produced: the trace, the final state, and the decisions that were assumed."""

    scenario: Scenario
    trace: Trace
    state: GameState
    assumptions: list[tuple[Decision, Answer]] = field(default_factory=list)
    unused: tuple[ScriptedChoice, ...] = ()  # the ``choices:`` answers no decision asked for (not strict)

    @property
    def readings(self) -> list[tuple[Reading, int]]:
        """The readings taken (where the seed rules are silent), in order, each with its first event."""
        taken = sorted(self.trace.readings.items(), key=lambda item: (item[1], item[0]))
        return [(READINGS[rid], seq) for rid, seq in taken]


def resolve(scenario: Scenario, *, strict: bool = False, decider: Decider | None = None,
            check_integrity: bool = False, on_event: Callable[[Event], None] | None = None,
            record: bool = True, keep: bool = True, watch: Callable[[Engine], None] | None = None) -> Resolution:
    """Resolve ``scenario``: every action of ``do:``, in order, with its decisions answered.

    ``record=False`` makes no event (only their count and nesting): for explorations, whose trace nobody reads.
    ``keep=False`` gives each event to ``on_event`` and keeps none: for output streamed as it comes.
    ``watch`` is given the engine before anything happens (so ``on_event`` can look at its state as each
    event comes: the replay page's board after each event).
    An illegal scripted action raises (exit 2): see :func:`resolve_until_stopped` to keep what came before.
    """
    result, stopped = resolve_until_stopped(scenario, strict=strict, decider=decider,
                                            check_integrity=check_integrity, on_event=on_event, record=record,
                                            keep=keep, watch=watch)
    if stopped is not None:
        raise stopped
    return result


def resolve_until_stopped(scenario: Scenario, *, strict: bool = False, decider: Decider | None = None,
                          check_integrity: bool = False, on_event: Callable[[Event], None] | None = None,
                          record: bool = True, keep: bool = True,
                          watch: Callable[[Engine], None] | None = None) -> tuple[Resolution, JudgeError | None]:
    """Like :func:`resolve`, but an error met while doing ``do:`` (an illegal play, an illegal or missing
    answer) is returned beside the resolution so far instead of raised: ``(resolution, error or None)``.

    This is how a ruling "this cannot be done" is checked (``expect: {illegal: …}``): the error carries
    the rules that forbid the action, and the trace shows what happened up to it.
    """
    scripted = ScriptedDecider(list(scenario.choices), strict=strict)
    searching = LegalAssumptions(scripted)  # 5.1.2.c: an assumed answer that makes a play illegal is given up
    engine = start(scenario, decider or searching, Trace(listener=on_event, record=record, keep=keep), watch)
    engine.integrity_checks = check_integrity
    stopped = run_stopping(engine, scenario, decider or searching)
    if stopped is not None and decider is None:
        stopped = searching.note_bound(engine, stopped)
    unused = tuple(scripted.choices[scripted.used:]) if stopped is None and decider is None else ()
    return Resolution(scenario, engine.trace, engine.state, list(scripted.assumptions), unused), stopped


def start(scenario: Scenario, decider: Decider, trace: Trace, watch: Callable[[Engine], None] | None = None) -> Engine:
    """An engine at the start of ``scenario``: its board set, its script on the agenda, nothing done yet
    but saying which printed abilities are not resolved (see :func:`judge.engine.agenda.advance`).
    ``watch`` is given the engine before its first event (the replay page films its board)."""
    engine = Engine(scenario.initial_state(), scenario.cards, trace)
    decider.bind(engine)
    if watch is not None:
        watch(engine)
    _unresolved_abilities(engine, scenario)
    refresh_gigantic(engine)  # a Character Gigantic from the start by a condition or a keyword given
    if scenario.afternoon_assumed:  # said at the first item's event
        engine.take_reading("afternoon-when-the-board-names-no-phase", at=engine.trace.emitted + 1)
    engine.call(Script(tuple(scenario.actions)))
    return engine


def run_stopping(engine: Engine, scenario: Scenario, decider: Decider) -> JudgeError | None:
    """Drive ``engine`` to the end with ``decider``; an error met on the way is returned, not raised (see
    :func:`stopped_by`)."""
    try:
        drive(engine, decider)
        decider.finish()
    except JudgeError as exc:
        return stopped_by(engine, scenario, exc)
    return None


def stopped_by(engine: Engine, scenario: Scenario, exc: JudgeError) -> JudgeError:
    """The error to report for ``exc``, met while doing ``do:``: an illegal declaration is an illegal play of the
    scripted turn or ``do`` item under way (its place in the file, and the rules that forbid it)."""
    turn = next((p for p in reversed(engine.agenda) if isinstance(p, ScriptedTurn)), None)
    script = next((p for p in engine.agenda if isinstance(p, Script)), None)
    item = script.actions[script.index].node if script is not None and script.index < len(script.actions) else None
    if isinstance(exc, IllegalDeclaration):
        node = turn.spec.node if turn is not None and turn.spec is not None else item
        if node is None:
            return exc
        played = IllegalPlay(node.file, node.line, node.col, node.path, "a legal declaration",
                             str(exc)).with_rules(exc.rules)
        played.said = exc.said  # the ruling in the message tables' words: said in French by --lang fr
        return played
    if isinstance(exc, EngineLimitError) and item is not None:
        return EngineLimitError(f"{item.file}:{item.line}:{item.col}: {item.path}: {exc}")
    if isinstance(exc, DecisionError) and not str(exc).startswith(scenario.file):
        return DecisionError(f"{scenario.file}: {exc}").with_rules(exc.rules)
    return exc


def _unresolved_abilities(engine: Engine, scenario: Scenario) -> None:
    """1.2.4 — say, before anything happens, which printed abilities of the cards on the board are not resolved."""
    seen: list[str] = []
    for player in scenario.players:
        for specs in scenario.board[player].values():
            seen += [s.card for s in specs if s.card not in seen and scenario.cards[s.card].unresolved]
    for card_id in seen:
        card = scenario.cards[card_id]
        french = card.unresolved_fr if len(card.unresolved_fr) == len(card.unresolved) else card.unresolved
        for text, text_fr in zip(card.unresolved, french, strict=True):
            engine.emit(K.IGNORED, Msg("ignored.unresolved_ability", card=card_label(card), text=Label(text, text_fr)),
                        ("1.2.4",))


@dataclass
class Script(Proc):
    """The scenario's ``do:``: each action in order, each as many times as it says (``repeat``)."""

    actions: tuple[Action, ...]
    index: int = 0
    repeat: int = 0
    turns: ScriptedTurns | None = None
    ended: str | None = None  # the player whose turn the last turn item ended (a card played or a pass, 4.2.3.c)

    def step(self, engine: Engine) -> None:
        """Begin the next action, or end."""
        if self.at == 1:  # an action is done
            action = self.actions[self.index]
            ended = _turn_over(engine, action)
            if action.play is not None or action.kind in ("quick_action", "pass"):
                self.ended = ended
            elif action.kind != "effect":  # an effect: item plays no turn; anything else begins afresh
                self.ended = None
            if self.turns is not None:
                self.turns.finish()
                self.turns = None
            self.repeat += 1
            if self.repeat >= self.actions[self.index].repeat:
                self.index, self.repeat = self.index + 1, 0
        while self.index < len(self.actions) and self.actions[self.index].repeat <= self.repeat:
            self.index, self.repeat = self.index + 1, 0
        if self.index >= len(self.actions):
            engine.finish()
            return
        self.at = 1
        engine.call(self._begin(engine, self.actions[self.index]))

    def _begin(self, engine: Engine, action: Action) -> Proc:
        """The procedure that does one ``do`` item."""
        if action.play is not None or action.kind in ("quick_action", "pass"):
            _only_in_a_turn(engine, action)
            _not_after_passing(engine, action)
            _takes_the_turn(engine, action.player)
            _opponents_turn_not_played(engine, action.player, self.ended)
        if action.play is not None:
            return _play(engine, action.player, action.play, action.node)
        if action.kind == "quick_action":
            assert action.card is not None
            oid = _locate_quick(engine, action.player, action.card, action.ability, action.node)
            return _play_quick(engine, action.player, oid, action.ability, list(action.targets), action.node)
        if action.kind == "pass":
            return PassTurn(action.player)
        if action.kind == "effect":
            label = Label(action.label or "of the scenario",
                          f"« {action.label_fr or action.label} »" if action.label else "du scénario")
            return ApplyEffect(action.player, action.effect, label, list(action.targets))
        self.turns = ScriptedTurns(action.turns)
        if action.kind == "start_phase":
            assert action.phase is not None
            return StartPhase(action.phase, self.turns)
        assert action.kind == "run"
        return RunUntil(action.until, action.days, self.turns)


@dataclass
class ScriptedTurns:
    """The scenario's ``turns:``, played one by one as the Afternoon asks for them (4.2.3.c)."""

    turns: tuple[TurnSpec, ...]
    used: int = 0
    asked: bool = False  # whether an Afternoon asked for a turn at all
    __deepcopy__ = copy_record

    def next_turn(self, player: str) -> Proc:
        """The procedure playing ``player``'s next scripted turn (it gives False when none is left)."""
        self.asked = True
        if self.used >= len(self.turns):
            return ScriptedTurn(player, None)
        spec = self.turns[self.used]
        self.used += 1
        if spec.player != player:
            raise out_of_turn(spec, player)
        return ScriptedTurn(player, spec, self.used)

    def finish(self) -> None:
        """Turns scripted but never reached are a mistake in the scenario, never silently dropped (4.2.3.c)."""
        if self.used < len(self.turns):
            node = self.turns[self.used].node
            found = "a turn after every player has passed" if self.asked else "a turn, but no Afternoon was run"
            raise ScenarioError(node.file, node.line, node.col, node.path, "a turn the Afternoon reaches (4.2.3.c)",
                                found)


def out_of_turn(spec: TurnSpec, player: str) -> ScenarioError:
    """4.2.3.a, 4.2.3.c, 1.3.2.d* — a turn scripted for a player whose turn it is not (the players alternate, a
    card played or a pass ends the turn, and a player who has passed takes no more turns): the action is refused,
    located at the turn, citing those rules (so ``expect: illegal`` can say it)."""
    node = spec.node
    error = ScenarioError(node.file, node.line, node.col, node.path, f"a turn of {player} (4.2.3.c)",
                          f"a turn of {spec.player}")
    error.with_rules(("4.2.3.a", "4.2.3.c", "1.3.2.d*"))
    return error


@dataclass
class ScriptedTurn(Proc):
    """4.2.3.c — one scripted turn: its quick actions, then a card played or a pass; gives whether it was scripted."""

    player: str
    spec: TurnSpec | None
    number: int = 0  # the turn's number in the script
    done: int = 0  # quick actions done

    def step(self, engine: Engine) -> None:
        """The next quick action, or the turn's end; After You ends it early (7.3.2.a)."""
        spec, player = self.spec, self.player
        if spec is None:
            engine.finish(False)
            return
        if self.at == 1:  # a quick action is done
            self.done += 1
            if player in engine.after_you:
                _nothing_after_after_you(spec, self.done)
                engine.finish(True)
                return
        elif self.at == 2:  # the turn's card or pass is done
            engine.finish(True)
            return
        node = spec.node
        if self.done < len(spec.quick_actions):
            quick = spec.quick_actions[self.done]
            oid = _locate_quick(engine, player, quick.card, quick.ability, quick.node)
            self.at = 1
            engine.call(_play_quick(engine, player, oid, quick.ability, list(quick.targets), quick.node))
            return
        self.at = 2
        if spec.play is not None:
            engine.call(_play(engine, player, spec.play, node))
        elif spec.passes:
            engine.call(PassTurn(player))
        else:
            raise ScenarioError(node.file, node.line, node.col, node.path,
                                "play: or pass: to end the turn (or a quick action with After You)", "neither")


def _only_in_a_turn(engine: Engine, action: Action) -> None:
    """5.1.1.b, 4.2.3.a, 4.2.3.c — a player plays a card or a quick action during their turn, and passes to end one;
    turns are taken only in the Afternoon. A card, a quick action or a pass that ``do:`` gives outside the Afternoon
    is an illegal play (scenarios play cards there with ``turns:`` of ``start_phase: afternoon``; an effect, with
    ``effect:``)."""
    phase = engine.state.phase
    if phase == "afternoon":
        return
    what = "play" if action.play is not None else action.kind
    rules = ("5.1.1.b", "4.2.3.a", "4.2.3.c") if what == "pass" else ("5.1.1.b", "4.2.3.a")
    raise IllegalDeclaration("illegal.no_turn", rules, who=player_name(action.player),
                             what=Msg(f"illegal.no_turn.{what}"), phase=phase_label(phase))


def _not_after_passing(engine: Engine, action: Action) -> None:
    """1.3.2.d*, 4.2.3.c — once a player has passed in the Afternoon they take no more turns that day: a card, a quick
    action or a pass the script still gives them then is refused, never silently done."""
    state = engine.state
    if state.phase != "afternoon" or action.player not in state.passed:
        return
    node = action.node
    raise ScenarioError(node.file, node.line, node.col, node.path,
                        f"nothing more from {action.player} this Afternoon: once a player has passed, they can no "
                        f"longer take turns that day (1.3.2.d*)", f"a {action.kind.replace('_', ' ')}").with_rules(
                            ("1.3.2.d*", "4.2.3.c"))


def _takes_the_turn(engine: Engine, player: str) -> None:
    """5.1.1.b, 1.4.5.a, 4.4.b — a card, a quick action or a pass that ``do:`` gives a player in the Afternoon is
    done during that player's turn: they hold the initiative (the player taking their turn, not the first player),
    so at the checks that follow their reactions are played first."""
    state = engine.state
    if state.phase == "afternoon" and player != (state.turn_player or state.first_player):
        state.give_turn(player)  # only a change: a turn already theirs leaves the state (and its digest) as it was
        engine.take_reading("do-item-in-its-players-turn", at=engine.trace.emitted + 1)  # at its play or pass


def _turn_over(engine: Engine, action: Action) -> str | None:
    """4.2.3.c, 1.2.6.a — a card played or a pass that ``do:`` gives in the Afternoon ends its player's turn
    (4.2.3.c, step 4: "If the player played a card or passed, the turn ends"), as a scripted turn's does
    (judge.engine.turns): the delayed effects still waiting for a card played "this turn" end unused. Gives the
    player whose turn ended, if one did."""
    if engine.state.phase == "afternoon" and (action.play is not None or action.kind == "pass"):
        turn_ends(engine)
        return action.player
    return None


def _opponents_turn_not_played(engine: Engine, player: str, ended: str | None) -> None:
    """4.2.3.c, 5.1.1.b — a ``do:`` item of the player whose turn the item before ended (a card played), while their
    opponent has not passed, is a turn of theirs after the opponent's, which the script does not play: said as the
    reading do-item-in-its-players-turn (the turns that would come before it are not played), not skipped silently.
    Once the opponent has passed, the turns are the player's own one after the other (4.2.3.c's remark)."""
    state = engine.state
    if state.phase == "afternoon" and ended == player and state.opponent(player) not in state.passed:
        engine.take_reading("do-item-in-its-players-turn", at=engine.trace.emitted + 1)


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


def _locate_quick(engine: Engine, player: str, card: str, ability: int, node: Y) -> int:
    """1.2.4.d, 2.2.10.d, 1.4.1.b — the object whose quick action number ``ability`` a ``quick_action:`` names:
    the one its handle names (``bell#2``); of several objects of one card, the first whose quick actions work where
    it is (in play; a support ability in the Reserve) and, when that quick action's cost exhausts it, that is
    not exhausted already (an impossible cost cannot be paid, 1.4.1.b: the player means a copy that can pay it);
    else the first whose quick actions work, else the first found (its declaration is then refused, 1.2.4.d)."""
    _not_another_players(engine, player, card, node)
    if "#" in card:
        return _locate_handle(engine, player, card, node)
    oid = _locate(engine, player, card, QUICK_ZONES, node)
    working = {o.oid for o, i, _ in engine.ability_sources() if o.card.id == card and o.controller == player
               and isinstance(o.card.abilities[i], QuickAction)}
    found = [o for zone in QUICK_ZONES for o in engine.state.in_zone(f"{player}.{zone}") if o.oid in working]
    ready = [o for o in found if not (o.exhausted and _exhausts_its_bearer(o.card.abilities, ability))]
    return (ready or found)[0].oid if found else oid


def _exhausts_its_bearer(abilities: tuple[object, ...], ability: int) -> bool:
    """Whether the quick action number ``ability`` (0-based among the card's quick actions) has the {T} cost."""
    quick = [a for a in abilities if isinstance(a, QuickAction)]
    return ability < len(quick) and any(verb.name == "exhaust_me" for verb in quick[ability].cost)


def _locate_handle(engine: Engine, player: str, handle: str, node: Y) -> int:
    """The object a handle (``bell#2``) names, in the player's zones where quick actions are played."""
    for zone in QUICK_ZONES:
        for obj in engine.state.in_zone(f"{player}.{zone}"):
            if obj.ref == handle:
                return obj.oid
    raise ScenarioError(node.file, node.line, node.col, node.path,
                        f"'{handle}' in {player}'s {' or '.join(QUICK_ZONES)}", "no such object there now")


def _not_another_players(engine: Engine, player: str, card: str, node: Y) -> None:
    """4.2.3.c — a player plays a quick action only of an object they control (4.2.3.c, step 1): the quick action of
    an object another player controls (in play, or a support ability in their Reserve), even one the player named
    owns, is refused with that rule, not reported as a card not found."""
    state = engine.state
    if any(card in (obj.card.id, obj.ref) for zone in QUICK_ZONES for obj in state.in_zone(f"{player}.{zone}")):
        return
    for obj in state.objects.values():
        if card in (obj.card.id, obj.ref) and obj.controller != player and state.zone_kind(obj.zone) in QUICK_ZONES:
            whose = "owns" if obj.owner == player else "does not own"
            raise ScenarioError(node.file, node.line, node.col, node.path,
                                f"a quick action of an object {player} controls: the player whose turn it is plays "
                                f"a quick action of an object they control (4.2.3.c)",
                                f"'{card}' controlled by {obj.controller} ({player} {whose} it)").with_rules(
                                    ("4.2.3.c",))


def _play(engine: Engine, player: str, play: PlaySpec, node: Y) -> Proc:
    """Play the card a ``play:`` names, with the declaration choices it scripts (5.1.2.b)."""
    oid = _locate(engine, player, play.card, play.zones, node, ("4.2.3.c",))  # from the Hand or the Reserve
    return PlayCard(PlayRequest(player, oid, play.expedition, list(play.targets), list(play.modes), play.free,
                                scout=play.scout))


def _play_quick(engine: Engine, player: str, oid: int, ability: int, targets: list[str], node: Y) -> Proc:
    """Play the card's quick action number ``ability`` (0-based among its quick actions)."""
    quick = [i for i, a in enumerate(engine.state.objects[oid].card.abilities) if isinstance(a, QuickAction)]
    if ability >= len(quick):
        raise ScenarioError(node.file, node.line, node.col, node.path,
                            f"a quick action of the card (it has {len(quick)})", f"ability {ability + 1}")
    return PlayQuickAction(player, oid, quick[ability], targets)
