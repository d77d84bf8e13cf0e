"""6.2.e–h — the modifier loop: before a step happens, apply modifiers one at a time.

Applicable modifiers are looked for on the step and on each of its atomic actions:
passive replacement ("instead", 6.2.b) and additive ("also", 6.2.c) abilities,
reactions (additive modifiers that create a Reaction-Emblem, 6.3.b), and the rule
"my cards, my zones" (1.4.3), a built-in replacement. The step's controller (or the
first player in initiative order) picks one (6.2.f); it is applied; the search starts
again (6.2.g); a modifier applies at most once to a given step or atomic action (6.2.h), "my cards,
my zones" excepted (it applies each time a card would go to another player's zone: the reading
my-cards-my-zones-each-time).

When every applicable modifier is additive, the order cannot change what the step
does (each only adds atomic actions, none removes or changes one), so they are applied
in board order without asking; the trace says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from judge.engine.atomic import (
    DRAWS,
    GIFT,
    JOINING_EVENTS,
    AtomicAction,
    AtomicKind,
    check_possible,
    describe,
    describe_ahead,
    destination_fits,
    drawn_earlier_in_step,
    drawn_elsewhere,
    gigantic_elsewhere_named,
    gigantic_stays_present,
    names_destination,
    pattern_matches,
    status_gained_as_it_enters,
    token_seen_as_no_card,
    typed_as_it_becomes_an_orb,
    typed_as_it_was_an_orb,
    would_happen,
)
from judge.engine.conditions import condition_holds
from judge.engine.context import EffectContext
from judge.engine.core import Engine, Proc, count_reaction_activation
from judge.engine.decisions import Decision, DecisionKind, Option, yes_no
from judge.engine.dice import bind_die_result
from judge.engine.verbs import ChooseCards, Chosen, build_actions, destination, needs_choice
from judge.engine.words import Label, ability_label, de, label_fr, obj_name, player_name
from judge.events import UNSAID, Join, Msg, words
from judge.events import EventKind as K
from judge.model.cards import Modifier, Pattern, Reaction, Verb
from judge.model.copies import copy_record, share
from judge.model.ids import Oid, Ref
from judge.model.state import EXPEDITIONS, HIDDEN, GameObject, GameState

#: How a modifier changes an atomic action, said after its name; and the word between the actions it makes.
MODES = {"instead": Msg("modifier.mode.instead"), "also": Msg("modifier.mode.also")}
THEN = Msg("modifier.then")

REACTION_CAP = 100
_EMBLEM = AtomicKind.EMBLEM  # made once per activation: a module constant (see judge.engine.core on enum members)
# kinds compared by identity (see judge.engine.atomic: every atomic action's kind is an AtomicKind)
_MOVE, _CREATE, _NOTHING = AtomicKind.MOVE, AtomicKind.CREATE, AtomicKind.NOTHING
LOOKED = 3  # ModifierLoop.at when the step that begins it has made the first look for modifiers
OPTIONAL_ASKED = 4  # ModifierLoop.at while the controller of an optional modifier says whether it applies
# 6.3.d: the events by which an object enters a zone ("discarded": into the discard pile, a visible zone)
ENTERING_EVENTS = ("played", "enters_play", "joins_expedition", "goes_to", "moves", "discarded")


@dataclass(frozen=True)
class Candidate:
    """6.2.e, 6.2.d — one modifier that could apply now, to one atomic action (``target``) or the step (-1)."""

    key: Ref
    mode: str  # instead | also | reaction
    label: str
    controller: str
    target: int
    source: Oid | None
    ability: Modifier | Reaction | None
    ability_index: int

    def __init__(self, key: Ref, mode: str, label: str, controller: str, target: int, source: Oid | None,
                 ability: Modifier | Reaction | None, ability_index: int) -> None:
        """The fields in their declared order, set at once (a frozen dataclass's own ``__init__`` sets each through
        ``object.__setattr__``: three times as long, and a step that finds a reaction makes one)."""
        self.__dict__.update(key=key, mode=mode, label=label, controller=controller, target=target, source=source,
                             ability=ability, ability_index=ability_index)

    @property
    def option_key(self) -> str:
        """The decision option naming this application."""
        return f"{self.key}@{self.target}" if self.target >= 0 else f"{self.key}@step"


share(Candidate)


@dataclass
class StepModifiers:
    """What the loop has done to one step: modifiers applied to the step, refusals noted."""

    applied: set[Ref]
    refused: set[tuple[Ref, int]]
    kept: set[Ref] = field(default_factory=set)  # modifiers said to be kept from applying again (6.2.h)
    tested: set[tuple[Ref, int]] = field(default_factory=set)  # trigger conditions said (At …, if …): once each
    __deepcopy__ = copy_record


def cannot_reason(engine: Engine, action: AtomicAction) -> str:
    """1.4.1.a — "can't" beats "can": a functioning ``cannot`` that matches makes the action impossible."""
    engine.ability_sources()
    for obj, ability in engine.cannot_sources:
        if pattern_matches(ability.when, action, engine.state, obj.controller, obj.oid):
            return Label(f"{obj_name(obj)} says it can't happen",
                         f"{obj_name(obj, 'fr')} dit que c'est impossible")
    return ""


def forbidden_activation(engine: Engine, action: AtomicAction) -> str:
    """7.3.1.e, 1.4.1.a, 1.4.1.c — "Activate [a reaction] of an object" whose reaction "cannot activate": the
    activation is impossible, so that part of the effect is ignored (1.4.1.c) and is not done for "if you do"
    (6.5.d); the object and its reaction are there (:func:`judge.engine.atomic.check_possible` said so)."""
    if action.verb != "activate" or not engine.activation_cannots or action.obj is None or action.amount < 0:
        return ""
    obj = engine.state.objects[action.obj]
    reaction = obj.card.abilities[action.amount]
    assert isinstance(reaction, Reaction)
    forbidder = engine.activation_forbidden(obj, reaction)
    if forbidder is None:
        return ""
    return Label(f"{obj_name(forbidder)} says the reaction of {obj_name(obj)} cannot activate",
                 f"{obj_name(forbidder, 'fr')} dit que la réaction {de(obj_name(obj, 'fr'))} ne peut pas s'activer")


def activation_refused(engine: Engine, action: AtomicAction) -> tuple[str, tuple[str, ...]]:
    """6.3.f, 7.3.1.b, 4.4.a, 1.4.1.c — "Activate [a reaction] of an object" that cannot activate it: the reaction was
    already activated 100 times today (6.3.f: it cannot be activated again), or its trigger condition does not hold
    as the step happens (reading ``activated-reaction-trigger-condition``, said as the reason). That part of the
    effect cannot happen and is ignored (1.4.1.c); it is not done for "if you do" (6.5.d). The reason ("" when it
    can happen) and the rules that say so."""
    if action.verb != "activate" or action.obj is None or action.amount < 0:
        return "", ()
    obj = engine.state.objects[action.obj]
    reaction = obj.card.abilities[action.amount]
    assert isinstance(reaction, Reaction)
    count = engine.state.activations.get((obj.oid, action.amount), 0)
    if count >= REACTION_CAP:
        return Label(f"its reaction has been activated {count} times today",
                     f"sa réaction a été activée {count} fois aujourd'hui"), ("6.3.f", "1.4.6.a", "1.4.1.c")
    if reaction.condition is not None and not condition_holds(engine, reaction.condition,
                                                              EffectContext(obj.controller, obj.oid, it=obj.oid)):
        engine.take_reading("activated-reaction-trigger-condition")
        return Label("its trigger's condition does not hold", "la condition de son déclencheur n'est pas remplie"), \
            ("4.4.a", "7.3.1.b", "6.5.c", "1.4.1.c")
    return "", ()


def mark_impossible(engine: Engine, action: AtomicAction) -> None:
    """1.4.1.c — note why an atomic action cannot happen, if it cannot, and which rule says so."""
    if action.impossible:
        return
    reason, rules = check_possible(action, engine.state)
    if reason and action.kind in (AtomicKind.GAIN_STATUS, AtomicKind.LOSE_STATUS):
        engine.take_reading("status-gained-only-if-missing")
    if not reason:
        if engine._sources_version != engine.state.ability_version:
            engine.ability_sources()
        reason = forbidden_activation(engine, action)
        if reason:
            action.impossible, action.impossible_rules = reason, ("7.3.1.e", "1.4.1.a", "1.4.1.c")
            return
        reason, rules = activation_refused(engine, action)
        if reason:
            action.impossible, action.impossible_rules = reason, rules
            return
        if not engine.cannot_sources:  # no "can't" functions: nothing to look for
            return
        reason = cannot_reason(engine, action)
        rules = ("1.4.1.a", "1.4.1.c", "1.4.1.d") if reason else ()
    action.impossible, action.impossible_rules = reason, rules


def replacement_of_the_impossible(engine: Engine, actions: list[AtomicAction]) -> bool:
    """1.4.1.d — whether a replacement modifier ("instead") would apply to an atomic action of a cost that cannot
    happen: an impossible event cannot be modified, even if the modified event would be possible, so the cost stays
    unpayable (1.4.1.b) and its refusal cites 1.4.1.d too."""
    state = engine.state
    if engine._sources_version != state.ability_version:
        engine.ability_sources()
    for obj, _index, modifier in engine.modifier_sources:
        if modifier.mode != "instead":
            continue
        for action in actions:  # matched as if it could happen: pattern_matches sees no impossible event
            if action.impossible and pattern_matches(modifier.when, replace(action, impossible="", impossible_rules=()),
                                                     state, obj.controller, obj.oid) and (
                    modifier.condition is None or modifier_condition_holds(engine, modifier, obj)):
                return True
    return False


def find_candidates(engine: Engine, actions: list[AtomicAction], done: StepModifiers) -> list[Candidate]:
    """6.2.e — every modifier that applies now to the step or to one of its atomic actions."""
    state = engine.state
    found: list[Candidate] = []
    if engine._sources_version != state.ability_version:
        engine.ability_sources()
    names = engine.source_keys
    for obj, index, modifier in engine.modifier_sources:
        if modifier.condition is not None and not modifier_condition_holds(engine, modifier, obj):
            continue
        key, label = names[(obj.oid, index)]
        you = obj.controller
        if modifier.scope == "step":
            if key in done.applied:
                if key not in done.kept and any(pattern_matches(modifier.when, a, state, you, obj.oid)
                                                for a in actions):
                    _kept_from_reapplying(engine, done, key, label, you)
            elif any(pattern_matches(modifier.when, a, state, you, obj.oid) for a in actions):
                found.append(Candidate(key, modifier.mode, label, you, -1, obj.oid, modifier, index))
            continue
        for i, action in enumerate(actions):
            if action.added_by == key or (modifier.mode == "also" and applied_to_its_origin(action, key)):
                if key not in done.kept and pattern_matches(modifier.when, action, state, you, obj.oid):
                    _kept_from_reapplying(engine, done, key, label, you, action.added_by != key)
            elif key not in action.applied and drawn_elsewhere(modifier.when, action, state, you):
                engine.take_reading("draw-sent-elsewhere-is-not-drawn")
            elif key not in action.applied and pattern_matches(modifier.when, action, state, you, obj.oid):
                if action.kind is _CREATE and modifier.when.event in JOINING_EVENTS:
                    engine.take_reading("token-created-joins-expedition")
                if typed_as_it_becomes_an_orb(modifier.when, action, state):
                    engine.take_reading("type-before-it-becomes-a-mana-orb")
                if gigantic_elsewhere_named(modifier.when, action, state, obj.oid):
                    engine.take_reading("gigantic-my-expedition-each")
                found.append(Candidate(key, modifier.mode, label, you, i, obj.oid, modifier, index))
            elif key not in action.applied and typed_as_it_was_an_orb(modifier.when, action, state, you, obj.oid):
                engine.take_reading("type-before-it-becomes-a-mana-orb")
            elif key not in action.applied and token_seen_as_no_card(modifier.when, action, state, you, obj.oid):
                engine.take_reading("token-is-not-a-card")
            elif key not in action.applied and gigantic_stays_present(modifier.when, action, state, you, obj.oid):
                engine.take_reading("gigantic-present-in-each-expedition")
    if engine.reaction_sources:
        _reaction_candidates(engine, actions, done, found)
    if any(action.kind is _CREATE for action in actions):
        found += _created_tokens_arriving(engine, actions, done)
    for action in actions:
        if action.kind is _MOVE or action.kind is _NOTHING:  # what the rules below look at
            found += _entering_objects(engine, actions, done)
            found += _my_cards_my_zones(engine, actions)
            found += _rest_rules(engine, actions)
            found += fleeting_outside_rest(engine, actions)
            break
    return found


def fleeting_outside_rest(engine: Engine, actions: list[AtomicAction]) -> list[Candidate]:
    """1.3.2.f, 6.2.b — a Fleeting Character that an effect, not Rest, would send from play to a Reserve is discarded
    instead: a replacement modifier, as the game's reminder text for the status has it; the seed documents say so
    only of Rest (reading ``fleeting-discarded-instead-of-the-reserve``). Rest's own Fleeting rule is in
    :func:`_rest_rules`."""
    state = engine.state
    found = []
    for i, action in enumerate(actions):
        obj = state.objects.get(action.obj) if action.obj is not None else None
        if action.kind is _MOVE and action.verb != "rest" and not action.impossible and obj is not None \
                and "fleeting" in obj.statuses and rests(obj) \
                and state.zone_kind(obj.zone) in EXPEDITIONS and state.zone_kind(action.to_zone or "") == "reserve" \
                and not fleeting_applied(action):
            engine.take_reading("fleeting-discarded-instead-of-the-reserve")
            if obj.card.expedition_permanent:
                engine.take_reading("expedition-permanent-joins-an-expedition")
            found.append(Candidate(FLEETING, "instead", Label(*REST_RULES[FLEETING]), obj.controller, i, None, None,
                                   -1))
    return found


def rests(obj: GameObject) -> bool:
    """4.2.5.b, 1.3.2.f — whether an object in an expedition is one that Rest sends to the Reserve and that Fleeting
    discards instead of going there (at Rest or, by the reading ``fleeting-discarded-instead-of-the-reserve``, when an
    effect sends it): a Character, or an Expedition Permanent, read as a Character there (the reading
    ``expedition-permanent-joins-an-expedition``; a card of that type that says "{R} I lose Fleeting" only makes sense
    if Rest moves it, and Fleeting's reminder text, "If I would be sent to Reserve, discard me instead", names no
    type)."""
    return obj.card.type == "character" or obj.card.expedition_permanent


def fleeting_applied(action: AtomicAction) -> bool:
    """6.2.h, 1.3.2.f — whether the Fleeting status has already modified ``action``: at Rest (Rest's own rule,
    :func:`_rest_rules`) or outside it (:func:`fleeting_outside_rest`), it is one modifier, which applies once at most
    to an atomic action (6.2.h): a Fleeting Character that Rest discarded and another modifier then put into a
    Reserve is not discarded a second time."""
    return FLEETING in action.applied or FLEETING_AT_REST in action.applied


def reaction_matches(trigger: Pattern, action: AtomicAction, state: GameState, you: str, me: int | None) -> bool:
    """6.3.b, 5.2.1.c — whether an atomic action is an event a reaction's trigger describes: the event patterns of
    :func:`pattern_matches`, and a Character entering with Fleeting gaining it (:func:`status_gained_as_it_enters`)."""
    return (pattern_matches(trigger, action, state, you, me)
            or status_gained_as_it_enters(trigger, action, state, you, me))


def _reaction_candidates(engine: Engine, actions: list[AtomicAction], done: StepModifiers,
                         found: list[Candidate]) -> None:
    """6.3.b, 6.3.f, 7.3.1.e — the reactions whose trigger an atomic action of the step matches, added to ``found``,
    but those a "cannot activate" stops and those already activated 100 times today (said in one event per
    controller). Reactions of one controller with equal triggers that do not say "me" match the same actions:
    each action is matched once per such group (a step may find hundreds of reactions)."""
    state = engine.state
    capped: list[tuple[GameObject, str]] | None = None  # made when one is found
    mixed = False  # whether the capped reactions have more than one controller
    by_group: dict[tuple[int, int], bool] | None = None  # a trigger group's match of an action (see core.bearer_free)
    for obj, index, reaction, kinds, key, label, group in engine.reaction_sources:
        i = -1
        for action in actions:
            i += 1
            if (action.kind not in kinds and action.verb != "activate") or key in action.applied:
                continue
            if group < 0:
                matched = reaction_matches(reaction.trigger, action, state, obj.controller, obj.oid)
            else:
                if by_group is None:
                    by_group = {}
                found_match = by_group.get((group, i))
                if found_match is None:
                    found_match = by_group[(group, i)] = reaction_matches(reaction.trigger, action, state,
                                                                          obj.controller, obj.oid)
                matched = found_match
            if not matched and not (action.verb == "activate" and action.obj == obj.oid and action.amount == index
                                    and not action.impossible):
                if drawn_elsewhere(reaction.trigger, action, state, obj.controller):
                    engine.take_reading("draw-sent-elsewhere-is-not-drawn")
                elif typed_as_it_was_an_orb(reaction.trigger, action, state, obj.controller, obj.oid):
                    engine.take_reading("type-before-it-becomes-a-mana-orb")
                elif token_seen_as_no_card(reaction.trigger, action, state, obj.controller, obj.oid):
                    engine.take_reading("token-is-not-a-card")
                elif gigantic_stays_present(reaction.trigger, action, state, obj.controller, obj.oid):
                    engine.take_reading("gigantic-present-in-each-expedition")
                continue
            if matched and reaction.trigger.event == DRAWS and _one_draw_event(engine, actions, i, obj, reaction):
                continue
            if matched and reaction.trigger.ascended and _one_advance_event(engine, actions, i, obj, reaction):
                continue
            if matched and reaction.trigger.event == GIFT:
                engine.take_reading("gift-by-reminder-text")
            if matched and reaction.condition is not None and not trigger_condition_holds(
                    engine, done, (key, i), obj, reaction, label, event_object(engine, action)):
                continue
            if not matched and reaction.condition is not None:
                say_activated_trigger_condition(engine, done, (key, i), obj, label)
            if action.kind is _CREATE and reaction.trigger.event in JOINING_EVENTS:
                engine.take_reading("token-created-joins-expedition")
            if matched and typed_as_it_becomes_an_orb(reaction.trigger, action, state):
                engine.take_reading("type-before-it-becomes-a-mana-orb")
            if matched and gigantic_elsewhere_named(reaction.trigger, action, state, obj.oid):
                engine.take_reading("gigantic-my-expedition-each")
            if action.ends_play:
                engine.take_reading("spell-played-as-it-leaves-limbo")
            if engine.activation_cannots and _forbidden(engine, done, key, i, obj, label, reaction):
                continue
            if state.activations.get((obj.oid, index), 0) >= REACTION_CAP:
                if (key, i) not in done.refused:
                    done.refused.add((key, i))
                    if capped is None:
                        capped = []
                    elif not mixed and obj.controller != capped[0][0].controller:
                        mixed = True
                    capped.append((obj, label))
                continue
            found.append(Candidate(key, "reaction", label, obj.controller, i, obj.oid, reaction, index))
    if capped:
        engine.emit_cap_reached(capped, mixed)


def trigger_condition_holds(engine: Engine, done: StepModifiers, at: tuple[Ref, int], obj: GameObject,
                            reaction: Reaction, label: str, it: Oid | None = None) -> bool:
    """4.4.a, 4.2.b, 6.3.b, 6.5.c — a trigger condition ("[trigger], [condition] — [effect]", 4.4.a): of "At PHASE,
    if CONDITION —", tested as the phase begins, when the reactions are checked (4.2.b, reading
    ``phase-trigger-condition``); of an event ("When you draw, if CONDITION —"), as the event happens (reading
    ``event-trigger-condition``). The reaction applies to the event (6.3.b), and is activated, only if it holds;
    tested as a conditional step's is (6.5.c), with the bearer as "me", its controller as "you" and the object of the
    event as "it" (:func:`event_object`: "When a Character leaves, if it has two boosts" reads the Character that
    leaves, as it is before the event changes it). Said once per step."""
    assert reaction.condition is not None
    holds = condition_holds(engine, reaction.condition, EffectContext(obj.controller, obj.oid, it=it))
    if at not in done.tested:
        done.tested.add(at)
        phase = reaction.trigger.event == "phase"
        said = "trigger_condition" if phase else "trigger_condition.event"
        engine.emit(K.CONDITION if holds else K.IGNORED, Msg(f"{said}.met" if holds else f"{said}.not_met",
                                                             label=label),
                    trigger_condition_rules(phase), actor=obj.controller, objects=(obj.ref,),
                    source=label)
        if phase:
            engine.take_reading("phase-trigger-condition")
        else:
            engine.take_reading("event-trigger-condition")
    return holds


def trigger_condition_rules(phase: bool) -> tuple[str, ...]:
    """4.4.a, 4.2.b, 6.3.b, 6.5.c — the rules a tested trigger condition cites: 4.4.a, which makes a trigger condition
    part of a reaction ("[trigger](, [trigger condition]) — [effect]"), whether its trigger is a phase's or an
    event's; 4.2.b for "At PHASE, if …" (tested as the phase begins, when the reactions are checked); 6.3.b (the
    reaction applies to the event matching its trigger); 6.5.c (tested as a conditional step's condition is)."""
    return ("4.4.a", "4.2.b", "6.3.b", "6.5.c") if phase else ("4.4.a", "6.3.b", "6.5.c")


def say_activated_trigger_condition(engine: Engine, done: StepModifiers, at: tuple[Ref, int], obj: GameObject,
                                    label: str) -> None:
    """4.4.a, 7.3.1.b, 6.5.c — a reaction with a trigger condition ("[trigger], [condition] — [effect]") that a step
    "Activate [a reaction]" modifies: the step stands for its trigger (7.3.1.b), not for its condition, which held as
    the step happened (:func:`activation_refused` made the activation impossible otherwise: reading
    ``activated-reaction-trigger-condition``). Said once per step."""
    if at not in done.tested:
        done.tested.add(at)
        engine.emit(K.CONDITION, Msg("trigger_condition.activated.met", label=label), ("4.4.a", "7.3.1.b", "6.5.c"),
                    actor=obj.controller, objects=(obj.ref,), source=label)
        engine.take_reading("activated-reaction-trigger-condition")


def event_object(engine: Engine, action: AtomicAction) -> Oid | None:
    """4.4.a, 6.3.b, 1.4.4.a — the "it" of a trigger condition tested as the event happens: the object the atomic
    action is about, as it is before the action (a Character leaving is still in its expedition, with its boosts);
    none when the action is about no object yet (a token being created) or about none at all."""
    return action.obj if action.obj in engine.state.objects else None


def _one_draw_event(engine: Engine, actions: list[AtomicAction], index: int, obj: GameObject,
                    reaction: Reaction) -> bool:
    """6.1.e, 6.3.b — "when … draws one or more cards" is one event per step and per player who draws: whether this
    atomic action is a card after the first that player draws in the step (the reaction does not apply to it)."""
    if not drawn_earlier_in_step(reaction.trigger, actions, index, engine.state, obj.controller, obj.oid):
        return False
    engine.take_reading("draws-one-or-more-once-per-step")
    return True


def _one_advance_event(engine: Engine, actions: list[AtomicAction], index: int, obj: GameObject,
                       reaction: Reaction) -> bool:
    """7.3.11.a, 6.3.b — "When one or more of your Ascended Expeditions moves forward" is one event per step: whether
    an earlier atomic action of the step already matched the trigger (the reaction applies to the first expedition
    that advances, its "it": reading ``one-or-more-expeditions-once-per-step``)."""
    state = engine.state
    if not any(pattern_matches(reaction.trigger, a, state, obj.controller, obj.oid) for a in actions[:index]):
        return False
    engine.take_reading("one-or-more-expeditions-once-per-step")
    return True


def applied_to_its_origin(action: AtomicAction, key: Ref) -> bool:
    """6.2.h, 6.2.c — whether the additive modifier ``key`` applied to the atomic action this one was added to, or to
    the one that was added to, and so on: an additive modifier applies once to an atomic action and to what modifiers
    add to it (the reading ``additive-modifier-once-with-what-it-adds``), so two "also draw a card" modifiers end."""
    origin = action.added_to
    while origin is not None:
        if key in origin.applied:
            return True
        origin = origin.added_to
    return False


def _kept_from_reapplying(engine: Engine, done: StepModifiers, key: str, label: str, you: str,
                          added_by_another: bool = False) -> None:
    """6.2.h — an additive modifier matches the step it changed (or what it added, or what another modifier added to
    the atomic action it changed: the reading ``additive-modifier-once-with-what-it-adds``): it does not apply
    again."""
    done.kept.add(key)
    if added_by_another:
        engine.take_reading("additive-modifier-once-with-what-it-adds")
    engine.emit(K.NOTE, Msg("note.applies_once_added" if added_by_another else "note.applies_once", label=label),
                ("6.2.h",), actor=you, source=label)


def _forbidden(engine: Engine, done: StepModifiers, key: str, target: int, obj: GameObject, label: str,
               reaction: Reaction, entering: str | None = None) -> bool:
    """7.3.1.e — whether a functioning "can't activate" stops this reaction; the refusal is recorded once
    per atomic action of the step."""
    forbidder = engine.activation_forbidden(obj, reaction, entering) if engine.activation_cannots else None
    if forbidder is None:
        return False
    if (key, target) not in done.refused:
        done.refused.add((key, target))
        engine.emit_refused(obj, label, forbidder)
    return True


def _works_before_the_event(engine: Engine, oid: Oid, index: int) -> bool:
    """6.3.d, 1.2.4.d — whether the ability ``index`` of object ``oid`` already works as the event begins (in play, or
    a support ability in the Reserve): such a reaction exists before the event and triggers the usual way. Any other
    reaction of the object, a support one included (a card Resupplied from the deck: "When I go to your Reserve"),
    triggers only by the exception of 6.3.d, on the object's own entering a visible zone."""
    return (oid, index) in engine.source_keys


def _entering_objects(engine: Engine, actions: list[AtomicAction], done: StepModifiers) -> list[Candidate]:
    """6.3.d, 7.3.1.e — the exception: a reaction of an object that triggers on that object entering a visible
    zone; a functioning "cannot activate" stops it as it stops any other reaction."""
    state = engine.state
    found: list[Candidate] = []
    if not any(a.kind == "move" for a in actions):
        return found
    engine.ability_sources()
    for i, action in enumerate(actions):
        if action.kind != "move" or action.obj not in state.objects or action.impossible:
            continue
        if state.zone_kind(action.to_zone or "") in HIDDEN:
            continue
        obj = state.objects[action.obj]
        for index, ability in enumerate(obj.card.abilities):
            if not isinstance(ability, Reaction) or _works_before_the_event(engine, obj.oid, index):
                continue
            trig = ability.trigger
            if trig.object is None or trig.object.kind != "me" or trig.event not in ENTERING_EVENTS:
                continue
            key = f"{obj.ref}/{index + 1}(entering)"
            if key in action.applied or not pattern_matches(trig, action, state, obj.controller, obj.oid):
                continue
            label = ability_label(obj, ability)
            if ability.condition is not None and not trigger_condition_holds(engine, done, (key, i), obj, ability,
                                                                             label, event_object(engine, action)):
                continue
            if _forbidden(engine, done, key, i, obj, label, ability, action.to_zone):
                continue
            found.append(Candidate(key, "reaction", label, obj.controller, i, None, ability, index))
    return found


def _created_tokens_arriving(engine: Engine, actions: list[AtomicAction], done: StepModifiers) -> list[Candidate]:
    """6.3.d, 2.2.1.d — the exception for a token being created: a reaction of the token that triggers
    specifically when it enters a visible zone ("when I join an expedition", "when I enter play") sees its own
    creation, though the token did not exist before the event; a token created in an expedition joins it and
    enters play (reading ``token-created-joins-expedition``). A functioning "cannot activate" stops it (7.3.1.e)
    when it names no objects; one that names objects by a selector ("facing me") does not see the token, which is
    not yet in the state (oid 0 is never an object's): a known limit.
    """
    found: list[Candidate] = []
    for i, action in enumerate(actions):
        card, zone = action.card, action.to_zone
        if action.kind is not _CREATE or action.impossible or card is None or zone is None or "." not in zone:
            continue
        controller = zone.split(".", 1)[0]
        for index, ability in enumerate(card.abilities):
            if not isinstance(ability, Reaction) or ability.support:
                continue
            trig = ability.trigger
            if trig.event not in JOINING_EVENTS or trig.object is None or trig.object.kind != "me":
                continue
            key = f"{card.id}@{zone}/{index + 1}(created)"
            if key in action.applied or trig.from_zone is not None or not destination_fits(
                    trig.to_zone or ("expedition" if trig.event == "joins_expedition" else "play"), zone,
                    engine.state, controller, None):
                continue
            engine.take_reading("token-created-joins-expedition")
            token = GameObject(0, card, controller, controller, zone)  # not yet in the state: it is being created
            label = ability_label(token, ability)
            if ability.condition is not None and not trigger_condition_holds(engine, done, (key, i), token, ability,
                                                                             label):
                continue
            if _forbidden(engine, done, key, i, token, label, ability, zone):
                continue
            found.append(Candidate(key, "reaction", label, controller, i, None, ability, index))
    return found


def _my_cards_my_zones(engine: Engine, actions: list[AtomicAction]) -> list[Candidate]:
    """1.4.3.a, 6.2.h — a card going to another player's zone goes to its owner's instead: each time it would, even
    when the rule has already sent it there once and a card's replacement then sent it to another player's zone again
    (the reading ``my-cards-my-zones-each-time``; it ends, each card's modifier applying once, 6.2.h)."""
    state = engine.state
    found = []
    for i, action in enumerate(actions):
        if action.kind != "move" or action.impossible or action.obj not in state.objects:
            continue
        owner = state.objects[action.obj].owner
        dest_owner = state.zone_owner(action.to_zone or "")
        if dest_owner is not None and dest_owner != owner:
            found.append(Candidate("rule:1.4.3", "instead", "1.4.3", owner, i, None, None, -1))
    return found


#: The Fleeting status outside Rest (see fleeting_outside_rest), applied as Rest's Fleeting rule is.
FLEETING = "rule:status/fleeting"
#: Rest's own Fleeting rule (1.3.2.f), see _rest_rules.
FLEETING_AT_REST = "rule:1.3.2.f/fleeting"
REST_RULES = {
    FLEETING: ("Fleeting", "Fugace"),
    FLEETING_AT_REST: ("Fleeting (Rest)", "Fugace (Repos)"),
    "rule:1.3.2.f/anchored": ("Anchored (Rest)", "Ancré (Repos)"),
    "rule:1.3.2.f/asleep": ("Asleep (Rest)", "Endormi (Repos)"),
    "rule:4.2.5.b/eternal": ("Eternal (Rest)", "Éternel (Repos)"),
}


def rest_rule_names(key: Ref) -> tuple[str, ...]:
    """1.3.2.f, 4.2.5.b, 6.2.f — the names a scripted ``modifier_order`` answer may give one of the rules' own Rest
    modifiers by: its status or keyword (``anchored``), and its English and French labels (``Anchored (Rest)``).
    None (an empty tuple) for a card's modifier: its card id names it."""
    if key not in REST_RULES:
        return ()
    en, fr = REST_RULES[key]
    return (key.rsplit("/", 1)[1], en, fr)


def rest_move_to_reserve(engine: Engine, action: AtomicAction) -> bool:
    """1.3.2.f, 4.2.5.b, 6.2.g — the Rest modifiers replace a Character *going to the Reserve*: a Fleeting one is
    discarded instead (1.3.2.f), an Anchored, Asleep or Eternal one stays instead (reading rest-statuses-stay). So
    they apply to a Rest move only while it still goes to a Reserve; once another replacement (Keeper of Hands: to
    the Hand instead) has changed where it goes, the modifiers checked again (6.2.g) no longer find it."""
    return engine.state.zone_kind(action.to_zone or "") == "reserve"


def _rest_rules(engine: Engine, actions: list[AtomicAction]) -> list[Candidate]:
    """1.3.2.f, 4.2.5.b remark — statuses and Eternal that modify Rest, as replacement modifiers.

    A Fleeting Character is discarded instead of going to the Reserve; an Anchored or
    Asleep one stays and loses that status; an Eternal one stays. With two of them on one
    Character, the first player in initiative order picks which applies first (6.2.f).
    A Character that stays is still resting: Anchored and Asleep still apply to it and it
    loses them too (1.3.2.f: both statuses are removed during Rest, in any order), whether a
    Rest rule or a card's replacement kept it (:func:`stays_where_rest_was_replaced`); a status
    the step already removes from it is not removed twice. Losing a status is not a Rest move:
    no Rest rule applies to it.
    """
    state = engine.state
    found = []
    for i, action in enumerate(actions):
        if action.impossible or action.obj not in state.objects:
            continue
        obj = state.objects[action.obj]
        if action.kind == "move" and action.verb == "rest":
            applicable = [f"rule:1.3.2.f/{s}" for s in ("fleeting", "anchored", "asleep") if s in obj.statuses]
            if obj.card.eternal:
                applicable.append("rule:4.2.5.b/eternal")
            if not rest_move_to_reserve(engine, action):
                if any(not key.endswith("/fleeting") for key in applicable):
                    engine.take_reading("rest-statuses-stay")  # it would stay only instead of going to the Reserve
                applicable = []
        elif action.kind == "nothing" and action.verb == "stays":  # a Rest rule or a card's replacement kept it
            losing = {a.status for a in actions if a.kind == "lose_status" and a.obj == action.obj}
            applicable = [f"rule:1.3.2.f/{s}" for s in ("anchored", "asleep") if s in obj.statuses and s not in losing]
        else:
            continue
        for key in applicable:
            if key not in action.applied and not (key == FLEETING_AT_REST and fleeting_applied(action)):
                if not key.endswith("/fleeting"):  # Anchored, Asleep, Eternal: how they modify Rest is a reading
                    engine.take_reading("rest-statuses-stay")
                found.append(Candidate(key, "instead", Label(*REST_RULES[key]), obj.controller, i, None, None, -1))
    return found


@dataclass
class ModifierLoop(Proc):
    """6.2.e–h — apply every applicable modifier, one at a time; gives the step's atomic actions.

    ``applying``: a modifier whose own cards are being chosen (6.1.a) before it applies.
    """

    actions: list[AtomicAction]
    controller: str | None
    done: StepModifiers = field(default_factory=lambda: StepModifiers(set(), set()))
    candidates: list[Candidate] = field(default_factory=list)
    applying: list[Candidate] = field(default_factory=list)
    rounds: int = 0
    consented: bool = False  # the controller of an optional modifier (the first of ``applying``) said yes

    def step(self, engine: Engine) -> None:
        """Look for modifiers; apply them (asking which first when it matters) until none applies."""
        if self.at == LOOKED:  # begun by the step, which made the first look: the candidates it found
            candidates, self.candidates = self.candidates, []
            self.at = 0
            self.rounds = 1
            if self._take(engine, candidates):
                return
        elif self.at == 1:  # the answer to "which modifier applies first"
            assert isinstance(engine.ret, tuple)
            picked = engine.ret[0]
            self.applying = [next(c for c in self.candidates if c.option_key == picked)]
            self.candidates = []
        elif self.at == 2:  # the cards a modifier chose for its own atomic actions
            assert isinstance(engine.ret, tuple)
            self.consented = False
            self.actions = apply(engine, self.applying.pop(0), self.actions, self.done, engine.ret)
        elif self.at == OPTIONAL_ASKED:  # the answer to "may this modifier apply"
            assert isinstance(engine.ret, tuple)
            if engine.ret[0] == "yes":
                self.consented = True
            else:
                decline(engine, self.applying.pop(0), self.actions, self.done)
        self.at = 0
        while True:
            while self.applying:
                cand = self.applying[0]
                if cand.mode == "reaction" and cand.source is not None and engine.state.activations.get(
                        (cand.source, cand.ability_index), 0) >= REACTION_CAP:
                    self.applying.pop(0)
                    if (cand.key, cand.target) not in self.done.refused:
                        self.done.refused.add((cand.key, cand.target))
                        engine.emit_cap_reached([(engine.state.objects[cand.source], cand.label)])
                    continue
                if isinstance(cand.ability, Modifier) and cand.ability.optional and not self.consented:
                    self.at = OPTIONAL_ASKED
                    engine.ask(may_apply(engine, cand, self.actions))
                    return
                if isinstance(cand.ability, Modifier) and needs_choice(cand.ability.do):
                    self.at = 2
                    engine.call(ChooseCards(cand.ability.do, _modifier_context(cand, self.actions)))
                    return
                self.consented = False
                self.actions = apply(engine, self.applying.pop(0), self.actions, self.done)
            self.rounds += 1
            if self.rounds > 10_000:  # pragma: no cover - 6.2.h bounds it
                raise RuntimeError("modifier loop did not end")
            if self._take(engine, find_candidates(engine, self.actions, self.done)):
                return

    def _take(self, engine: Engine, candidates: list[Candidate]) -> bool:
        """6.2.e–f — what a look for modifiers found: none (the loop ends), modifiers to apply (in board order when
        all are additive), or a choice of which applies first (asked). Whether the loop ended or asks."""
        if not candidates:
            engine.finish(self.actions)
            return True
        if not any([c.mode == "instead" for c in candidates]):
            if len(candidates) > 1:
                engine.take_reading("additive-modifiers-in-board-order")
            # Additive modifiers only add atomic actions (appended: the others keep their places), so
            # applying this whole round in board order is applying them one by one; then look again.
            self.applying = candidates
            return False
        if len(candidates) == 1:
            self.applying = candidates
            return False
        chooser = self.controller or engine.state.initiative_order()[0]
        options = tuple(Option(c.option_key, _option_text(engine, c, self.actions, "en"),
                               _option_text(engine, c, self.actions, "fr"), rest_rule_names(c.key))
                        for c in candidates)
        self.candidates = candidates
        self.at = 1
        engine.ask(Decision(
            DecisionKind.MODIFIER_ORDER, chooser, options, ("6.2.f", "6.2.e"),
            f"{player_name(chooser)} chooses which modifier applies first",
            f"{player_name(chooser)} choisit quel modificateur s'applique en premier",
            indifferent=order_cannot_matter(candidates)))
        return True


def order_cannot_matter(candidates: list[Candidate]) -> bool:
    """6.2.f, 1.3.2.f, 6.2.h — whether the order of these modifiers cannot change the step: all are modifiers of the
    rules themselves (Rest's Fleeting, Anchored, Asleep, Eternal; 1.4.3: no card's), each for a different atomic
    action. Each reads and changes only its own object's atomic action, and applies to it at most once, so every
    order gives the same step; the player is still asked (6.2.f), but an unscripted answer is no assumption."""
    targets = [c.target for c in candidates]
    return all(c.source is None and c.mode == "instead" and c.target >= 0 for c in candidates) and \
        len(set(targets)) == len(targets)


def _modifier_context(cand: Candidate, actions: list[AtomicAction]) -> EffectContext:
    """7.2 — the pronouns of a modifier's own atomic actions: its controller, "me", and "it" (what it modifies: an
    object, or the expedition of an advance)."""
    if cand.target < 0 or cand.mode == "reaction":
        return EffectContext(cand.controller, me=cand.source)
    return context_of_modified(cand, actions[cand.target])


def context_of_modified(cand: Candidate, action: AtomicAction) -> EffectContext:
    """7.2.4.a, 7.3.11.a — the pronouns of a modifier applied to ``action``: its controller, "me", and "it", the
    object the atomic action is about, or, for an expedition's advance, that expedition ("If your expedition would
    advance, instead advance it twice": judge.engine.verbs.expedition_it)."""
    made = EffectContext(cand.controller, me=cand.source, it=action.obj)
    if action.kind is AtomicKind.ADVANCE and action.to_zone:
        made.it_expedition = action.to_zone
    return made


def _option_text(engine: Engine, cand: Candidate, actions: list[AtomicAction], lang: str) -> str:
    target = words(describe(actions[cand.target], engine.state), lang) if cand.target >= 0 else (
        "the step" if lang == "en" else "l'étape")
    word = {"instead": ("instead", "à la place"), "also": ("also", "aussi"),
            "reaction": ("reaction", "réaction")}[cand.mode][0 if lang == "en" else 1]
    return f"{cand.label if lang == 'en' else label_fr(cand.label)} ({word}) → {target}"


def react_to(engine: Engine, events: list[AtomicAction]) -> tuple[list[AtomicAction], bool]:
    """6.3.b, 6.2.f — the reactions to ``events`` that are no step's atomic actions (a pass, an expedition that
    failed to move forward), applied in board order (reactions only add: reading
    ``additive-modifiers-in-board-order``): the events followed by their Reaction-Emblems' actions, and whether any
    reaction matched."""
    done = StepModifiers(set(), set())
    found = [c for c in find_candidates(engine, events, done) if c.mode == "reaction"]
    if len(found) > 1:
        engine.take_reading("additive-modifiers-in-board-order")
    actions = list(events)
    for cand in found:
        actions = apply(engine, cand, actions, done)
    return actions, bool(found)


def apply(engine: Engine, cand: Candidate, actions: list[AtomicAction], done: StepModifiers,
          chosen: Chosen = ()) -> list[AtomicAction]:
    """6.2.b–c, 6.3.b, 6.2.h — apply one modifier (replacement, additive, reaction) and note it.

    ``chosen``: the cards chosen for its verbs (6.1.a), when they choose any (see :class:`ChooseCards`)."""
    actions = list(actions)
    if cand.mode == "reaction":
        assert isinstance(cand.ability, Reaction)
        trigger = actions[cand.target]
        trigger.applied.add(cand.key)
        emblem = AtomicAction(_EMBLEM, "create_emblem", cand.controller)  # its fields set one by one: cheaper than
        emblem.trigger, emblem.reaction_label = trigger, cand.label  # keywords (judge.engine.verbs._BY_POSITION)
        emblem.reaction_effect = cand.ability.effect if trigger.kind is not _NOTHING else bind_die_result(
            cand.ability.effect, actions)  # a reaction to an event of a die roll's step: "the die's result"
        emblem.reaction_controller = cand.controller
        emblem.it, emblem.it_follows = trigger.obj, trigger.kind == "create" or names_destination(cand.ability.trigger)
        if cand.source is not None:
            engine.emblem_cards[cand.source] = engine.state.objects[cand.source].card.id
            emblem.reaction_key = (cand.source, cand.ability_index)
            emblem.activation = count_reaction_activation(engine, emblem.reaction_key)
        else:
            emblem.amount = cand.ability_index  # resolved to the entering object after the move
        actions.append(emblem)
        return actions
    if cand.target < 0:
        done.applied.add(cand.key)
        if cand.mode == "instead":
            return replace_step(engine, cand, actions, chosen)
        added = additive_actions(engine, cand, EffectContext(cand.controller, me=cand.source), chosen)
        emit_modifier(engine, cand, None, ("6.2.c", "6.2.d", "6.2.h"), added)
        return actions + added
    original = actions[cand.target]
    if cand.key in REST_RULES:
        return _apply_rest_rule(engine, cand, actions, original)
    if cand.key == "rule:1.4.3":
        return _to_the_owners_zone(engine, cand, actions, original)
    assert isinstance(cand.ability, Modifier)
    ctx = context_of_modified(cand, original)
    if cand.mode == "instead":
        reacted = any(a.kind == "emblem" and a.trigger is original for a in actions)
        replacement = replace_action(engine, cand, original, ctx, chosen)
        for a in replacement:
            a.applied |= original.applied | {cand.key}
            a.added_to = original.added_to
            a.replaced = True
            mark_impossible(engine, a)
        actions[cand.target:cand.target + 1] = replacement
        emit_modifier(engine, cand, original, ("6.2.b", "6.2.e"), replacement)
        if reacted:
            engine.take_reading("reaction-applied-then-replaced")
        return actions
    original.applied.add(cand.key)
    added = additive_actions(engine, cand, ctx, chosen)
    for a in added:
        a.added_to = original
    emit_modifier(engine, cand, original, ("6.2.c", "6.2.e"), added)
    return actions + added


def _to_the_owners_zone(engine: Engine, cand: Candidate, actions: list[AtomicAction],
                        original: AtomicAction) -> list[AtomicAction]:
    """1.4.3.a, 1.4.4.a — a card that would move to a zone of another player goes to the corresponding zone of its
    owner instead: the same move, to another zone. A reaction already applied to it (6.3.b) reacts to that move,
    so its "it" is the card where it went, as for any move its trigger names the destination of (the reading
    ``reaction-it-where-its-trigger-sees-it``), not the object it was before."""
    obj = engine.state.objects[original.obj or 0]
    kind = engine.state.zone_kind(original.to_zone or "")
    again = cand.key in original.applied  # sent back to another player's zone after the rule applied (6.2.h)
    new = original.copy(to_zone=f"{obj.owner}.{kind}")
    new.applied.add(cand.key)
    actions[cand.target] = new
    for action in actions:
        if action.kind is _EMBLEM and action.trigger is original:
            action.trigger = new
    emit_modifier(engine, cand, original, ("1.4.3.a", "6.2.b"), [new])
    if again:
        engine.take_reading("my-cards-my-zones-each-time")
    return actions


def additive_actions(engine: Engine, cand: Candidate, ctx: EffectContext,
                     chosen: Chosen = ()) -> list[AtomicAction]:
    """6.2.c, 6.2.h — the atomic actions an additive ("also") modifier adds to the step, each marked as added by it
    and as one it has applied to (it applies once to each)."""
    assert isinstance(cand.ability, Modifier)
    added = [a for i, verb in enumerate(cand.ability.do)
             for a in build_actions(engine, verb, ctx, chosen[i] if chosen else None)]
    for a in added:
        a.applied.add(cand.key)
        a.added_by = cand.key
        mark_impossible(engine, a)
    return added


def emit_modifier(engine: Engine, cand: Candidate, original: AtomicAction | None, rules: tuple[str, ...],
                  became: Sequence[AtomicAction] = (), also_replaced: Sequence[AtomicAction] = ()) -> None:
    """Record that a passive modifier or a rule modified the step or one atomic action, saying what the
    action would have been (with ``also_replaced``, the other actions of a step replaced with it) and what it
    became (instead), or what happens also."""
    if not engine.trace.record:  # an exploration, whose trace nobody reads: no text to build
        engine.emit(K.MODIFIER, UNSAID, (*rules, "6.2.a", "6.2.g"))
        return
    new = Join(tuple(describe_ahead(a, engine.state) for a in became), sep=THEN, empty=Msg("atomic.nothing"))
    if original is None:
        text = Msg("modifier.step_also", new=new)
    elif cand.mode == "instead":
        was = tuple(would_happen(a, engine.state) for a in (original, *also_replaced))
        text = Msg("modifier.instead", was=was[0] if len(was) == 1 else Join(was, sep=THEN), new=new)
    else:
        text = Msg("modifier.also", was=describe(original, engine.state), new=new)
    card = engine.state.objects[cand.source].card.id if cand.source in engine.state.objects else None
    engine.emit(K.MODIFIER, Msg("modifier", label=cand.label, mode=MODES[cand.mode], text=text),
                (*rules, "6.2.a", "6.2.g"), actor=cand.controller, mode=cand.mode, source=cand.label,
                source_card=card, modifier=cand.key)


def replace_action(engine: Engine, cand: Candidate, original: AtomicAction,
                   ctx: EffectContext, chosen: Chosen = ()) -> list[AtomicAction]:
    """6.2.b — what the atomic action does instead: go elsewhere, be discarded, or nothing."""
    assert isinstance(cand.ability, Modifier)
    out: list[AtomicAction] = []
    for i, verb in enumerate(cand.ability.do):
        changed = _changed_action(engine, cand, verb, original)
        out += changed if changed is not None else build_actions(engine, verb, ctx, chosen[i] if chosen else None)
    return stays_where_rest_was_replaced([original], out or [original.copy(kind=_NOTHING, verb="nothing")])


def _changed_action(engine: Engine, cand: Candidate, verb: Verb, original: AtomicAction) -> list[AtomicAction] | None:
    """6.2.b — the atomic action itself as one verb of a replacement changes it (sent elsewhere, discarded, put into
    the Mana zone, or nothing instead); None when the verb does something else (it makes atomic actions of its own)."""
    objects = engine.state.objects
    if verb.name == "put" and original.kind in ("move", "create"):
        owner = objects[original.obj].owner if original.obj in objects else (original.to_zone or "").split(".")[0]
        to = destination(engine, verb.to_zone or "reserve", owner, cand.controller)
        return [original.copy(to_zone=to, verb=put_instead(original.verb))]
    if verb.name == "discard" and original.kind == "move" and original.obj in objects:
        return [original.copy(to_zone=f"{objects[original.obj].owner}.discard", verb="discard")]
    if verb.name == "to_mana" and original.kind == "move" and original.obj in objects:
        owner = objects[original.obj].owner  # "my owner's Mana zone" (2.2.1.f)
        return [original.copy(to_zone=f"{owner}.mana", verb="to_mana")]
    if verb.name == "nothing":
        return [original.copy(kind=_NOTHING, verb="nothing")]
    return None


def stays_where_rest_was_replaced(originals: Sequence[AtomicAction], out: list[AtomicAction]) -> list[AtomicAction]:
    """1.3.2.f, 6.2.b, 4.2.5.b — what a replacement modifier does instead of Rest moves: a Character whose Rest move
    it turned into something that moves the Character nowhere ("If I would go to your Reserve, nothing happens
    instead", "… draw a card instead") is left in its expedition, so it *stays*, as with Eternal: the Anchored and
    Asleep rules of Rest still apply to it (see :func:`_rest_rules`), and it loses those statuses, which 1.3.2.f
    removes from Characters during the Night. Other atomic actions are left as they are."""
    kept = [o for o in originals if o.kind is _MOVE and o.verb == "rest"
            and not any(a.kind is _MOVE and a.obj == o.obj for a in out)]
    if not kept:
        return out
    gone = {o.obj for o in kept}
    return [a for a in out if not (a.kind is _NOTHING and a.obj in gone)] + [
        o.copy(kind=_NOTHING, verb="stays") for o in kept]


def put_instead(verb: str) -> str:
    """6.2.b — a replacement changes what the atomic action does, and its new destination decides what happened: a
    discard or a sacrifice put elsewhere instead is a card put there, neither discarded nor sacrificed (a "sacrificed"
    trigger does not see it, and the trace says "puts"); any other move keeps its verb (a play, a draw, Rest …)."""
    return "put" if verb in ("discard", "sacrifice") else verb


def replace_step(engine: Engine, cand: Candidate, actions: list[AtomicAction],
                 chosen: Chosen = ()) -> list[AtomicAction]:
    """6.2.b, 6.2.d — a replacement modifier of a step (``scope: step``, "If you would draw cards, … instead"): the
    step's atomic actions its pattern matches are replaced together, once (6.2.h), by what it does instead: a verb
    that changes an action (put, discard …) changes each of them, any other verb happens once for the step. The
    other atomic actions, and the Reaction-Emblems already added, stay."""
    assert isinstance(cand.ability, Modifier)
    state = engine.state
    matched = [i for i, a in enumerate(actions)
               if pattern_matches(cand.ability.when, a, state, cand.controller, cand.source)]
    if not matched:
        return actions
    originals = [actions[i] for i in matched]
    ctx = context_of_modified(cand, originals[0])
    out: list[AtomicAction] = []
    for n, verb in enumerate(cand.ability.do):
        changed = [_changed_action(engine, cand, verb, a) for a in originals]
        if all(c is None for c in changed):
            out += build_actions(engine, verb, ctx, chosen[n] if chosen else None)
        else:
            out += [a for c in changed if c is not None for a in c]
    out = stays_where_rest_was_replaced(originals, out)
    applied = set().union(*(a.applied for a in originals)) | {cand.key}
    origins = {id(a.added_to): a.added_to for a in originals}
    for a in out:
        a.applied |= applied
        a.replaced = True
        if len(origins) == 1:  # what replaces actions added to one atomic action was added to it (6.2.h)
            a.added_to = next(iter(origins.values()))
        mark_impossible(engine, a)
    reacted = any(a.kind == "emblem" and any(a.trigger is o for o in originals) for a in actions)
    kept = [a for i, a in enumerate(actions) if i not in matched]
    at = matched[0]
    emit_modifier(engine, cand, originals[0], ("6.2.b", "6.2.d", "6.2.e"), out, originals[1:])
    if reacted:
        engine.take_reading("reaction-applied-then-replaced")
    return kept[:at] + out + kept[at:]


def _apply_rest_rule(engine: Engine, cand: Candidate, actions: list[AtomicAction],
                     original: AtomicAction) -> list[AtomicAction]:
    """Apply one of the Rest modifiers (1.3.2.f, 4.2.5.b remark) to one Character's atomic action; a reaction that
    already applied to that move keeps its Reaction-Emblem (:func:`reaction_kept_when_rest_replaces`)."""
    obj = engine.state.objects[original.obj or 0]
    status = cand.key.rsplit("/", 1)[1]
    if status == "fleeting":
        new = [original.copy(to_zone=f"{obj.owner}.discard", verb="discard")]
        rules: tuple[str, ...] = ("1.3.2.f", "4.2.5.b", "6.2.b") if cand.key != FLEETING else ("6.2.b", "1.3.2.f")
    elif status == "eternal":
        engine.take_reading("rest-statuses-stay")
        new = [original.copy(kind=_NOTHING, verb="stays")]
        rules = ("4.2.5.b", "6.2.b")
    else:  # Anchored, Asleep: it stays (already, if another Rest rule made it stay) and loses the status
        engine.take_reading("rest-statuses-stay")
        new = [original.copy(kind=_NOTHING, verb="stays"),
               AtomicAction(AtomicKind.LOSE_STATUS, "rest", original.actor, obj=original.obj, status=status,
                            cites=("1.3.2.f",))]
        rules = ("1.3.2.f", "4.2.5.b", "6.2.b")
    for a in new:
        a.applied |= original.applied | {cand.key}
        a.replaced = True  # a replacement modifier's (6.2.b): "if you do" after it reads it as done, a reading
    reacted = reaction_kept_when_rest_replaces(original, actions)
    actions[cand.target:cand.target + 1] = new
    emit_modifier(engine, cand, original, rules, new)
    if reacted:
        engine.take_reading("reaction-applied-then-replaced")
    return actions


def reaction_kept_when_rest_replaces(original: AtomicAction, actions: list[AtomicAction]) -> bool:
    """6.3.b, 6.3.c, 6.2.f — whether a reaction already applied to a Character's Rest move that a Rest modifier now
    replaces ("When I go to your Reserve" applied first, then Fleeting discards it instead): the reaction modified the
    event, so it was activated and keeps its Reaction-Emblem (reading ``reaction-applied-then-replaced``, as for a
    card's replacement modifier)."""
    return any(a.kind == "emblem" and a.trigger is original for a in actions)


# -- optional replacement modifiers: "If … would …, you may … instead" (cardsE) -------------------------------------

def may_apply(engine: Engine, cand: Candidate, actions: list[AtomicAction]) -> Decision:
    """6.2.b, 6.5.b — "you may … instead": the controller of an optional modifier chooses, when it would apply,
    whether it does (reading ``optional-modifier-chosen-when-it-applies``)."""
    engine.take_reading("optional-modifier-chosen-when-it-applies")
    who = player_name(cand.controller)
    return yes_no(DecisionKind.OPTIONAL, cand.controller, ("6.2.b", "6.5.b"),
                  f"{who} may apply {_option_text(engine, cand, actions, 'en')}",
                  f"{who} peut appliquer {_option_text(engine, cand, actions, 'fr')}")


def decline(engine: Engine, cand: Candidate, actions: list[AtomicAction], done: StepModifiers) -> None:
    """6.2.h, 6.5.b — an optional modifier its controller declined: it does not apply to that step or atomic action
    (a modifier applies once at most to each: it is not offered again)."""
    if cand.target >= 0:
        actions[cand.target].applied.add(cand.key)
    else:
        done.applied.add(cand.key)
    engine.emit(K.NOTE, Msg("note.modifier_declined", label=cand.label), ("6.5.b", "6.2.h"), actor=cand.controller,
                source=cand.label)


def modifier_condition_holds(engine: Engine, modifier: Modifier, source: GameObject) -> bool:
    """6.5.c, 6.2.e — "If I would leave … while I'm [[Boosted]], …": a modifier with a condition applies only while it
    holds, tested each time modifiers are looked for."""
    assert modifier.condition is not None
    return condition_holds(engine, modifier.condition, EffectContext(source.controller, me=source.oid))
