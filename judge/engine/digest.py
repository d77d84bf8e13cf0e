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
    """What an object is, without its id: ``(0, card, owner, controller, statuses, boosts, exhausted)``,
    or for a Reaction-Emblem ``(1, label, controller, its source, its "it")`` (``()`` where there is
    none). The leading 0 / 1 keeps any two descriptions comparable, so multisets sort natively."""
    if obj.is_emblem:
        source = state.objects.get(obj.emblem_source or -1)
        it = state.objects.get(obj.emblem_it or -1)
        return (1, obj.emblem_label, obj.controller,
                describe_object(state, source) if source is not None and not source.is_emblem else (),
                describe_object(state, it) if it is not None and not it.is_emblem else ())
    return (0, obj.card.id, obj.owner, obj.controller, tuple(sorted(obj.statuses)), obj.boosts, obj.exhausted)


class _Describer:
    """:func:`describe_object` by object id, each object described once per digest."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.known: dict[int, tuple[Any, ...]] = {}

    def __call__(self, oid: int) -> tuple[Any, ...]:
        found = self.known.get(oid)
        if found is None:
            found = self.known[oid] = describe_object(self.state, self.state.objects[oid])
        return found


def board_key(state: GameState) -> dict[str, Any]:
    """The board as plain, canonical data (JSON-able)."""
    zones: dict[str, Any] = {}
    for zone, oids in sorted(state.zones.items()):
        items = [list(describe_object(state, state.objects[oid])[1:]) for oid in oids]
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
    """A multiset as a sorted tuple: equal multisets give equal tuples (and equal ``repr``s)."""
    return tuple(sorted(items))


def _board_signature(state: GameState, describe: _Describer) -> tuple[Any, ...]:
    """The board for digests and keys: like :func:`board_key`, with unordered zones as multisets."""
    zones = tuple((zone, tuple(map(describe, oids)) if state.zone_kind(zone) in ORDERED_ZONES
                   else _multiset(map(describe, oids)))
                  for zone, oids in sorted(state.zones.items()) if oids)
    objects = state.objects
    activations = _multiset((describe(k[0]) if k[0] in objects else (2, k[0]), k[1], n)
                            for k, n in state.activations.items())
    return (state.day, state.phase, state.first_player, state.turn_player, _multiset(state.passed), zones,
            _multiset(state.markers.items()), tuple(r.face_down for r in state.adventure), state.arena,
            activations, _multiset(state.quick_action_plays.values()))


def board_digest(state: GameState) -> str:
    """The digest of a final board: what ``judge explore`` groups outcomes by (stable across runs)."""
    return digest(_board_signature(state, _Describer(state)))


def progress_key(engine: Engine, decision: Decision) -> tuple[Any, ...]:
    """A resolution paused at a decision, as a hashable key: the board, what waits in Limbo, what is
    left to do (with the answers given since it last settled), the decision. Equal keys have the
    same future."""
    state = engine.state
    objects = state.objects
    describe = _Describer(state)
    frames = engine.effect_stack
    return (
        _board_signature(state, describe),
        _multiset(describe(o) for o in engine.pending if o in objects),
        _multiset(describe(o) for o in engine.held if o in objects),
        tuple(engine.trace.kind_of(seq) for seq in engine.trace.open_sections()),
        tuple((f.label, f.begun, f.total, f.tail, f.performed) for f in frames if not f.done),
        _multiset(f.label for f in frames if f.done),
        engine.position,
        engine.internal_depth,
        frozenset(engine.after_you),
        (decision.kind, decision.chooser, decision.count,
         _multiset(option_key(state, o.key, describe) for o in decision.options)),
        engine.answers_in_flight(),
    )


def option_key(state: GameState, key: str, describe: _Describer | None = None) -> tuple[Any, ...]:
    """An option without object ids where it names an object (``card#12`` → what that object is)."""
    ref = key.split("@")[0].split("/")[0]
    _, _, number = ref.rpartition("#")
    oid = int(number) if number.isdigit() else -1
    obj = state.objects.get(oid)
    if obj is None or obj.ref != ref:
        return ((), key)
    return ((describe or _Describer(state))(oid), key[len(ref):])


def answer_key(state: GameState, decision: Decision, keys: Iterable[str]) -> tuple[Any, ...]:
    """An answer as it is kept in flight: the decision's kind and chooser, the options taken (without ids)."""
    return (decision.kind, decision.chooser, tuple(option_key(state, k) for k in keys))
