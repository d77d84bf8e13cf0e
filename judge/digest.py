"""Canonical digests of a final board: what ``judge explore`` groups outcomes by.

Objects are described without their numbers (a new object is numbered by when it was
made, not by what it is), zones as multisets (the Deck in order): the order of a Reserve
is not an outcome. (Paused resolutions are compared by :mod:`judge.explore_key`.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from judge.model.state import GameObject, GameState

ORDERED_ZONES = ("deck",)


def position(state: GameState, oid: int | None) -> tuple[Any, ...]:
    """Where an object is: its zone and its place there; ``()`` when it is gone (or none)."""
    obj = state.objects.get(oid if oid is not None else -1)
    if obj is None:
        return ()
    return (obj.zone, state.zones[obj.zone].index(obj.oid))


def describe_object(state: GameState, obj: GameObject) -> tuple[Any, ...]:
    """What an object is, without its number: ``(0, card, owner, controller, statuses, boosts, exhausted)`` and,
    when it has named counters, ``((name, count), …)`` after them,
    or for a Reaction-Emblem ``(1, label, controller, which reaction, where its source is, where its
    "it" is[, the expedition its source was in][, ("it", the expedition its trigger's event was about)])``.
    The leading 0 / 1 keeps descriptions comparable, so
    multisets of them sort natively."""
    if obj.is_emblem:
        return (1, obj.emblem_label, obj.controller, obj.emblem_key[1] if obj.emblem_key else -1,
                position(state, obj.emblem_source), position(state, obj.emblem_it),
                *((obj.emblem_where,) if obj.emblem_where else ()),  # "my Expedition" once its source is gone
                *((("it", obj.emblem_it_expedition),) if obj.emblem_it_expedition else ()))  # "facing it"
    described = (0, obj.card.id, obj.owner, obj.controller, tuple(sorted(obj.statuses)), obj.boosts, obj.exhausted)
    return (*described, tuple(sorted(obj.counters.items()))) if obj.counters else described


class _Describer:
    """:func:`describe_object` by object number, each object described once per digest."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.known: dict[int, tuple[Any, ...]] = {}

    def __call__(self, oid: int) -> tuple[Any, ...]:
        found = self.known.get(oid)
        if found is None:
            found = self.known[oid] = describe_object(self.state, self.state.objects[oid])
        return found


def _counts(state: GameState, counts: dict[tuple[int, int], int], where: Callable[[int], Any]) -> tuple[Any, ...]:
    """Per-object counts (activations, quick-action plays) of the objects still there, without ids."""
    return _multiset((where(oid), index, n) for (oid, index), n in counts.items() if oid in state.objects)


def delayed_effects(state: GameState) -> tuple[tuple[Any, ...], ...]:
    """1.2.6.a — the delayed effects still waiting for the next card played, without the ability that made them:
    ``(player, card type, played from or "", less, boosts, activates, free, until)`` each, sorted (a multiset). Two
    final boards whose only difference is one of these are two outcomes: the next card played plays on differently."""
    return _multiset((p.player, p.effect.type, p.effect.played_from or "", p.effect.less, p.effect.boost,
                      p.effect.activate, p.effect.free, p.effect.until) for p in state.next_cards)


def board_key(state: GameState) -> dict[str, Any]:
    """The board as plain, canonical data (JSON-able)."""
    zones: dict[str, Any] = {}
    for zone, oids in sorted(state.zones.items()):
        items = [list(describe_object(state, state.objects[oid])[1:]) for oid in oids]
        zones[zone] = items if state.zone_kind(zone) in ORDERED_ZONES else sorted(items, key=repr)
    describe = _Describer(state)
    delayed = delayed_effects(state)
    return {"day": state.day, "phase": state.phase, "first": state.first_player, "turn": state.turn_player,
            "passed": sorted(state.passed), "zones": zones, "markers": sorted(state.markers.items()),
            **({"ascended": sorted(state.ascended)} if state.ascended else {}),
            **({"delayed": [list(d) for d in delayed]} if delayed else {}),
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


def _board_signature(state: GameState, describe: _Describer) -> tuple[Any, ...]:
    """A final board: the zones as multisets (the Deck in order), the day, the markers, the counts."""
    zones = tuple((zone, tuple(map(describe, oids)) if state.zone_kind(zone) in ORDERED_ZONES
                   else _multiset(map(describe, oids)))
                  for zone, oids in sorted(state.zones.items()) if oids)
    return (state.day, state.phase, state.first_player, state.turn_player, _multiset(state.passed), zones,
            _multiset(state.markers.items()), tuple(r.face_down for r in state.adventure), state.arena,
            *((_multiset(state.ascended),) if state.ascended else ()),  # Ascend, only when some (same digests)
            *((("delayed", delayed_effects(state)),) if state.next_cards else ()),  # the same: only when some
            _counts(state, state.activations, describe), _counts(state, state.quick_action_plays, describe))


def board_digest(state: GameState) -> str:
    """The digest of a final board: what ``judge explore`` groups outcomes by (stable across runs)."""
    return digest(_board_signature(state, _Describer(state)))
