"""1.2.4.c, 1.2.4.d — passive abilities that change statistics, and the statistics they give.

A passive "can modify the characteristics of objects" (1.2.4.c) and functions only while its object
is in play (1.2.4.d, 2.2.10.f). A statistic is therefore read, whenever the engine needs it, from the
printed value and the passives of the objects in play at that moment: it is never stored, so the
board, the explore key and the digest need nothing new (they already hold what decides it). The seed
rules do not say in which order several changes apply: reading ``static-statistics-order``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from judge.engine.atomic import (
    gigantic_faces_me_elsewhere,
    gigantic_near_me_elsewhere,
    gigantic_zone_matches,
    object_matches,
    zone_matches,
)
from judge.engine.context import EffectContext
from judge.engine.words import Label, named, terrain_label
from judge.events import EventKind as K
from judge.events import Join, Msg
from judge.model.cards import TERRAINS, StatChange, Terrain
from judge.model.state import GameObject

if TYPE_CHECKING:
    from judge.engine.core import Engine


def functioning_stat_changes(engine: Engine, obj: GameObject) -> list[tuple[GameObject, StatChange]]:
    """1.2.4.c, 1.2.4.d — the passives of objects in play that change ``obj``'s statistics now, with their
    objects, in board order: those whose selector fits ``obj`` and whose condition holds."""
    from judge.engine.conditions import condition_holds  # the conditions read the engine's verbs: when used

    state = engine.state
    found = []
    for source in state.in_play():
        for change in source.card.stat_changes:
            if change.to.kind == "me":
                if source.oid != obj.oid:
                    continue
            elif not ((zone_matches(change.to.zone or "play", obj.zone, state, source.controller)
                       or gigantic_zone_matches(change.to.zone, obj, state, source.controller))
                      and object_matches(replace(change.to, kind="any"), obj.oid, state, source.controller,
                                         source.oid, None)):
                continue
            elif not zone_matches(change.to.zone or "play", obj.zone, state, source.controller):
                engine.take_reading("gigantic-present-in-each-expedition")  # 1.3.2.e: in one expedition named
            if change.condition is not None and not condition_holds(
                    engine, change.condition, EffectContext(source.controller, me=source.oid)):
                continue
            if change.to.near_me and gigantic_near_me_elsewhere(obj, state, source.oid):
                engine.take_reading("gigantic-my-expedition-each")  # 7.2.1.a: "in my Expedition" of a Gigantic
            if change.to.facing_me and gigantic_faces_me_elsewhere(obj, state, source.oid):
                engine.take_reading("gigantic-present-in-each-expedition")  # 1.3.2.e: a Gigantic Character faces both
            found.append((source, change))
    return found


def statistics(engine: Engine, obj: GameObject) -> dict[Terrain, int]:
    """1.2.4.c, 1.3.2.e — an object's statistics now: the printed ones, made equal to the highest printed one
    by a passive that says so, then raised by the passives that add to them, then by its boosts."""
    changes = functioning_stat_changes(engine, obj) if obj.card.type == "character" else []
    values = {t: obj.card.stat(t) for t in TERRAINS}
    if any(change.highest for _, change in changes):
        top = max(values.values())
        values = dict.fromkeys(TERRAINS, top)
    for _, change in changes:
        for terrain, amount in change.add:
            values[terrain] += amount
    if changes:
        engine.take_reading("static-statistics-order")
    return {t: values[t] + obj.boosts for t in TERRAINS}


def stat_note(engine: Engine, obj: GameObject, player: str) -> None:
    """1.2.4.c, 1.2.4.d — say, where statistics are compared, which passives change ``obj``'s and to what."""
    changes = functioning_stat_changes(engine, obj)
    if not changes:
        return
    values = statistics(engine, obj)
    printed = {t: obj.card.stat(t) + obj.boosts for t in TERRAINS}
    said = Join(tuple(Msg("statics.change", terrain=terrain_label(t), old=printed[t], new=values[t])
                      for t in TERRAINS if values[t] != printed[t]), empty=Msg("statics.printed"))
    by = Join(tuple(dict.fromkeys(Msg("statics.by", label=Label(c.label, c.label_fr or c.label), ref=src.ref)
                                  if c.label else named(src) for src, c in changes)), sep=Msg("sep.semicolon"))
    many = len({src.oid for src, _ in changes}) > 1
    engine.emit(K.NOTE, Msg("statics.many" if many else "statics.one", obj=named(obj), said=said, by=by),
                ("1.2.4.c", "1.2.4.d"), actor=player, objects=(obj.ref, *dict.fromkeys(src.ref for src, _ in changes)))
