"""6.2.h, 4.4.b — canonical digests of a final board, and keys of a resolution paused at a decision.

Two paths that reach the same board with the same work left to do have the same future:
``judge explore`` merges them. Objects are described without their ids (a new object is
numbered by when it was made, not by what it is). In a paused resolution every zone is
compared in order and an object is referred to by its place (zone, position): the engine
finds objects by place (the first ready Mana Orb, the first copy of a card), and two
identical cards in two places are not interchangeable. A final board is compared with
its zones as multisets (the Deck in order): the order of a Reserve is not an outcome.
Effects that have done all their steps (only ceasing is left) are compared as a multiset:
their unwinding commutes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from judge.model.state import GameObject, GameState

if TYPE_CHECKING:
    from judge.engine.atomic import AtomicAction
    from judge.engine.core import Engine
    from judge.engine.decisions import Decision
    from judge.engine.modifiers import StepModifiers
    from judge.model.cards import Step

ORDERED_ZONES = ("deck",)


def position(state: GameState, oid: int | None) -> tuple[Any, ...]:
    """Where an object is: its zone and its place there; ``()`` when it is gone (or none)."""
    obj = state.objects.get(oid if oid is not None else -1)
    if obj is None:
        return ()
    return (obj.zone, state.zones[obj.zone].index(obj.oid))


def describe_object(state: GameState, obj: GameObject, effects: bool = False) -> tuple[Any, ...]:
    """What an object is, without its id: ``(0, card, owner, controller, statuses, boosts, exhausted)``,
    or for a Reaction-Emblem ``(1, label, controller, which reaction, where its source is, where its
    "it" is)``, and with ``effects`` its effect too (two cards' reactions may share a label, and
    their sources may be gone). The leading 0 / 1 keeps descriptions without effects comparable,
    so multisets of them sort natively."""
    if obj.is_emblem:
        described = (1, obj.emblem_label, obj.controller, obj.emblem_key[1] if obj.emblem_key else -1,
                     position(state, obj.emblem_source), position(state, obj.emblem_it))
        return (*described, effect_identity(obj.emblem_effect)) if effects else described
    return (0, obj.card.id, obj.owner, obj.controller, tuple(sorted(obj.statuses)), obj.boosts, obj.exhausted)


def effect_identity(effect: tuple[Step, ...]) -> Any:
    """An effect, cheaply: where its steps are written (``file:line:col``, unique to one definition),
    or the effect itself when a step has no place (hashing nested records each time is slow)."""
    places = tuple(step.location for step in effect)
    return places if all(places) else effect


class _Describer:
    """:func:`describe_object` by object id, each object described once per digest."""

    def __init__(self, state: GameState, effects: bool = False) -> None:
        self.state = state
        self.effects = effects
        self.known: dict[int, tuple[Any, ...]] = {}

    def __call__(self, oid: int) -> tuple[Any, ...]:
        found = self.known.get(oid)
        if found is None:
            found = self.known[oid] = describe_object(self.state, self.state.objects[oid], self.effects)
        return found


def _counts(state: GameState, counts: dict[tuple[int, int], int], where: Callable[[int], Any]) -> tuple[Any, ...]:
    """Per-object counts (activations, quick-action plays) of the objects still there, without ids."""
    return _multiset((where(oid), index, n) for (oid, index), n in counts.items() if oid in state.objects)


def board_key(state: GameState) -> dict[str, Any]:
    """The board as plain, canonical data (JSON-able)."""
    zones: dict[str, Any] = {}
    for zone, oids in sorted(state.zones.items()):
        items = [list(describe_object(state, state.objects[oid])[1:]) for oid in oids]
        zones[zone] = items if state.zone_kind(zone) in ORDERED_ZONES else sorted(items, key=repr)
    describe = _Describer(state)
    return {"day": state.day, "phase": state.phase, "first": state.first_player, "turn": state.turn_player,
            "passed": sorted(state.passed), "zones": zones, "markers": sorted(state.markers.items()),
            **({"ascended": sorted(state.ascended)} if state.ascended else {}),
            "face_down": [r.face_down for r in state.adventure], "arena": state.arena,
            "activations": [repr(c) for c in _counts(state, state.activations, describe)],
            "quick": [repr(c) for c in _counts(state, state.quick_action_plays, describe)]}


def digest(data: Any) -> str:
    """A short stable hash of canonical data (built in a fixed order: its ``repr`` is canonical too)."""
    import hashlib  # only exploring hashes: a plain resolution does not load it

    return hashlib.blake2b(repr(data).encode(), digest_size=8).hexdigest()


def _multiset(items: Iterable[Any]) -> tuple[Any, ...]:
    """A multiset as a sorted tuple: equal multisets give equal tuples (and equal ``repr``s)."""
    return tuple(sorted(items))


def _board_signature(state: GameState, describe: _Describer, in_order: bool) -> tuple[Any, ...]:
    """The board: every zone in order (``in_order``, for a paused resolution), or, for a final board,
    the zones as multisets (the Deck in order)."""
    zones = tuple((zone, tuple(map(describe, oids)) if in_order or state.zone_kind(zone) in ORDERED_ZONES
                   else _multiset(map(describe, oids)))
                  for zone, oids in sorted(state.zones.items()) if oids)
    where: Callable[[int], Any] = (lambda oid: position(state, oid)) if in_order else describe
    return (state.day, state.phase, state.first_player, state.turn_player, _multiset(state.passed), zones,
            _multiset(state.markers.items()), tuple(r.face_down for r in state.adventure), state.arena,
            *((_multiset(state.ascended),) if state.ascended else ()),  # Ascend, only when some (same digests)
            _counts(state, state.activations, where), _counts(state, state.quick_action_plays, where))


def board_digest(state: GameState) -> str:
    """The digest of a final board: what ``judge explore`` groups outcomes by (stable across runs)."""
    return digest(_board_signature(state, _Describer(state), in_order=False))


def progress_key(engine: Engine, decision: Decision, named: tuple[int, ...] = ()) -> tuple[Any, ...]:
    """A resolution paused at a decision, as a hashable key: the board, what waits in Limbo, what is
    left to do (the effects being resolved, the stage of the day, the script's progress, the answers
    still in flight), the decision. Equal keys have the same future.

    ``named``: object numbers the scenario's script names (``filler#8`` in ``targets:`` or
    ``choices:``): what each is now, since the script will find it by its number."""
    state = engine.state
    objects = state.objects
    frames = engine.effect_stack
    holders = {f.number: depth for depth, f in enumerate(frames)}  # which effect being resolved holds an emblem
    return (
        _board_signature(state, _Describer(state, effects=True), in_order=True),
        _multiset(position(state, o) for o in engine.pending if o in objects),
        _multiset((position(state, o), holders.get(f, -1)) for o, f in engine.held.items() if o in objects),
        tuple(engine.trace.kind_of(seq) for seq in engine.trace.open_sections()),
        tuple((f.label, effect_identity(f.effect), position(state, f.me), position(state, f.it), f.begun,
               f.total, f.tail, f.performed, f.happened, f.steps_begun) for f in frames if not f.done),
        _multiset(f.label for f in frames if f.done),
        engine.position,
        engine.stage,
        engine.internal_depth,
        _multiset(engine.after_you),
        (decision.kind, decision.chooser, decision.count,
         _multiset(option_key(state, o.key) for o in decision.options)),
        tuple((kind, chooser, tuple(option_key(state, k) for k in keys))
              for kind, chooser, keys in engine.answers_in_flight()),
        engine.facts_in_flight(),
        tuple(_step_key(state, actions, done) for actions, done in engine.steps),
        tuple((position(state, oid), describe_object(state, objects[oid])) if oid in objects else ()
              for oid in named),
    )


def _step_key(state: GameState, actions: list[AtomicAction], done: StepModifiers | None) -> tuple[Any, ...]:
    """A step being modified: its atomic actions so far (objects by place), what the loop has done."""
    index = {id(a): i for i, a in enumerate(actions)}
    return (tuple((a.kind, a.verb, a.actor, position(state, a.obj), a.to_zone, a.from_zone,
                   a.card.id if a.card else None, a.status, a.amount, a.phase, a.played_from,
                   tuple(sorted(a.applied)), a.impossible, a.added_by, a.reaction_label,
                   effect_identity(a.reaction_effect), a.reaction_controller,
                   (position(state, a.reaction_key[0]), a.reaction_key[1]) if a.reaction_key else (),
                   index.get(id(a.trigger), -1) if a.trigger is not None else -2, position(state, a.it),
                   a.activation) for a in actions),
            (tuple(sorted(done.applied)), tuple(sorted(done.refused))) if done else ())


def option_key(state: GameState, key: str) -> tuple[Any, ...]:
    """An option without object ids: where it names an object (``card#12``), the object's place now."""
    ref = key.split("@")[0].split("/")[0]
    _, _, number = ref.rpartition("#")
    oid = int(number) if number.isdigit() else -1
    obj = state.objects.get(oid)
    if obj is None or obj.ref != ref:
        return ((), key)
    return (position(state, oid), key[len(ref):])
