"""6.2.h, 4.4.b — canonical, order-independent digests of a board and of a resolution in progress.

Two paths that reach the same board with the same work left to do have the same future:
``judge explore`` merges them. Objects are described without their ids (a new object is
numbered by when it was made, not by what it is); zones whose order does not matter are
compared as multisets, the Deck in order. Effects that have done all their steps (only
ceasing is left) are compared as a multiset too: their unwinding commutes.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from judge.model.state import GameObject, GameState

if TYPE_CHECKING:
    from judge.engine.core import Engine
    from judge.engine.decisions import Decision

ORDERED_ZONES = ("deck",)


def describe_object(state: GameState, obj: GameObject) -> tuple[Any, ...]:
    """What an object is, without its id."""
    if obj.is_emblem:
        source = state.objects.get(obj.emblem_source or -1)
        it = state.objects.get(obj.emblem_it or -1)
        return ("emblem", obj.emblem_label, obj.controller,
                describe_object(state, source) if source is not None and not source.is_emblem else None,
                describe_object(state, it) if it is not None and not it.is_emblem else None)
    return (obj.card.id, obj.owner, obj.controller, tuple(sorted(obj.statuses)), obj.boosts, obj.exhausted)


def board_key(state: GameState) -> dict[str, Any]:
    """The board as plain, canonical data (JSON-able)."""
    zones: dict[str, Any] = {}
    for zone, oids in sorted(state.zones.items()):
        items = [list(describe_object(state, state.objects[oid])) for oid in oids]
        zones[zone] = items if state.zone_kind(zone) in ORDERED_ZONES else sorted(items, key=repr)
    activations = sorted([repr(describe_object(state, state.objects[k[0]])) if k[0] in state.objects else str(k[0]),
                          k[1], n] for k, n in state.activations.items())
    return {"day": state.day, "phase": state.phase, "first": state.first_player, "turn": state.turn_player,
            "passed": sorted(state.passed), "zones": zones, "markers": sorted(state.markers.items()),
            "face_down": [r.face_down for r in state.adventure], "arena": state.arena,
            "activations": activations,
            "quick": sorted(n for n in state.quick_action_plays.values())}


def digest(data: Any) -> str:
    """A short stable hash of canonical data (built in a fixed order: its ``repr`` is canonical too)."""
    import hashlib  # only exploring hashes: a plain resolution does not load it

    return hashlib.blake2b(repr(data).encode(), digest_size=8).hexdigest()


def _multiset(items: Iterable[Any]) -> tuple[Any, ...]:
    """A multiset of comparable items as a sorted tuple: equal multisets give equal tuples."""
    return tuple(sorted(items))


def _mixed_multiset(items: Iterable[Any]) -> tuple[Any, ...]:
    """A multiset whose items may not compare (emblem descriptions mix None and text), sorted by text."""
    return tuple(sorted(items, key=repr))


def _board_signature(state: GameState) -> tuple[Any, ...]:
    """The board for digests and keys: like :func:`board_key`, with unordered zones as multisets."""
    objects = state.objects
    zones = tuple((zone, tuple(describe_object(state, objects[oid]) for oid in oids)
                   if state.zone_kind(zone) in ORDERED_ZONES
                   else (_mixed_multiset if zone == "limbo" else _multiset)(describe_object(state, objects[oid])
                                                                            for oid in oids))
                  for zone, oids in sorted(state.zones.items()) if oids)
    activations = _mixed_multiset((describe_object(state, objects[k[0]]) if k[0] in objects else k[0], k[1], n)
                            for k, n in state.activations.items())
    return (state.day, state.phase, state.first_player, state.turn_player, _multiset(state.passed), zones,
            _multiset(state.markers.items()), tuple(r.face_down for r in state.adventure), state.arena,
            activations, _multiset(state.quick_action_plays.values()))


def board_digest(state: GameState) -> str:
    """The digest of a final board: what ``judge explore`` groups outcomes by (stable across runs)."""
    return digest(_board_signature(state))


def progress_key(engine: Engine, decision: Decision) -> tuple[Any, ...]:
    """A resolution paused at a decision, as a hashable key: the board, what waits in Limbo, what is
    left to do (with the answers given since it last settled), the decision. Equal keys have the
    same future."""
    state = engine.state
    objects = state.objects
    frames = engine.effect_stack
    return (
        _board_signature(state),
        _mixed_multiset(describe_object(state, objects[o]) for o in engine.pending if o in objects),
        _mixed_multiset(describe_object(state, objects[o]) for o in engine.held if o in objects),
        tuple(engine.trace.kind_of(seq) for seq in engine.trace.open_sections()),
        tuple((f.label, f.begun, f.total, f.tail, f.performed) for f in frames if not f.done),
        _multiset(f.label for f in frames if f.done),
        engine.position,
        engine.internal_depth,
        frozenset(engine.after_you),
        (decision.kind, decision.chooser, decision.count,
         _mixed_multiset(option_key(state, o.key) for o in decision.options)),
        engine.answers_in_flight(),
    )


def option_key(state: GameState, key: str) -> Any:
    """An option without object ids where it names an object (``card#12`` → what that object is)."""
    ref = key.split("@")[0].split("/")[0]
    _, _, number = ref.rpartition("#")
    obj = state.objects.get(int(number)) if number.isdigit() else None
    return (describe_object(state, obj), key[len(ref):]) if obj is not None and obj.ref == ref else key


def answer_key(state: GameState, decision: Decision, keys: Iterable[str]) -> tuple[Any, ...]:
    """An answer as it is kept in flight: the decision's kind and chooser, the options taken (without ids)."""
    return (decision.kind, decision.chooser, tuple(option_key(state, k) for k in keys))
