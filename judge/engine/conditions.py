"""6.5.c — conditions ("If you have two or more cards in Reserve,", "while I'm [[Boosted]]"), evaluated when they
are read: before a conditional step (judge.engine.effects), when modifiers are looked for (judge.engine.modifiers), at
Progress (judge.engine.statics, judge.engine.keywords). A module of its own so that the modifier loop can read them
without importing the effects that run it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.atomic import (
    facing_expedition,
    facing_expeditions,
    granted,
    in_contact,
    my_expeditions,
    present_in,
)
from judge.engine.context import EffectContext
from judge.engine.dice import DIE_RESULT
from judge.engine.verbs import select_objects
from judge.model.cards import Condition
from judge.model.state import EXPEDITIONS

if TYPE_CHECKING:
    from judge.engine.core import Engine


def condition_holds(engine: Engine, cond: Condition, ctx: EffectContext) -> bool:
    """6.5.c — a condition, evaluated just before its step."""
    if cond.kind == "first_player":
        return (engine.state.first_player == ctx.you) == bool(cond.at_least)
    if cond.kind == "distinct":
        return distinct_holds(engine, cond, ctx)
    if cond.kind == DIE_RESULT:
        return hand_cost_is_die_result(engine, cond, ctx)  # "the die's result" (judge.engine.dice)
    if cond.kind == "in_contact":
        engine.take_reading("in-contact-by-reminder-text")
        held = in_contact(engine.state, ctx.me)
        if held and not in_contact(engine.state, ctx.me, gigantic=False):  # 1.2.4.b: in the other one's region
            engine.take_reading("gigantic-present-in-each-expedition")
        return held == bool(cond.at_least)
    if cond.kind == "boosts":
        count = sum(engine.state.objects[oid].boosts for oid in counted_objects(engine, cond, ctx))
    elif cond.kind == "counters":
        count = sum(engine.state.objects[oid].counters.get(cond.counter, 0)
                    for oid in counted_objects(engine, cond, ctx))
    elif cond.kind == "facing_it":
        count = len(facing_it(engine, cond, ctx))
    elif cond.kind == "in_terrain":
        count = len(in_terrain(engine, cond, ctx))
    elif cond.kind == "facing_in_terrain":
        count = len(facing_in_terrain(engine, cond, ctx))
    elif cond.kind == "visible_regions":
        count = len(visible_regions(engine, cond.terrains))
    else:
        count = len(engine.candidates(cond.selector, ctx))
    return count >= cond.at_least and (cond.at_most is None or count <= cond.at_most)


def counted_objects(engine: Engine, cond: Condition, ctx: EffectContext) -> list[int]:
    """6.5.c — the objects whose boosts or counters a condition counts: those a pronoun or a target names
    (:func:`named_in_condition`), or those a selector finds."""
    if cond.selector.kind not in ("me", "it", "target", "that_target"):
        return [o.oid for o in engine.candidates(cond.selector, ctx)]
    return named_in_condition(engine, cond, ctx)


def named_in_condition(engine: Engine, cond: Condition, ctx: EffectContext) -> list[int]:
    """6.5.c, 1.4.4.a — the object a condition's pronoun or target names; one that has left its zone is a new object
    the effect does not follow, and counts as nothing. A condition is no step: the note that it is gone, which a step
    records inside itself (:meth:`judge.engine.core.Engine.defer_ignored`), is not kept, lest the next step to run
    (another effect's, perhaps) record it as its own."""
    noted = len(engine.deferred)
    oids = select_objects(engine, cond.selector, ctx)
    del engine.deferred[noted:]
    return oids


def facing_it(engine: Engine, cond: Condition, ctx: EffectContext) -> list[int]:
    """1.3.2.e, 7.2.1.a — "If there is no Character facing it": the objects a selector names in the expedition facing
    the one the triggering event is about (the opponent's expedition of the same kind, the one Progress compares it
    with), a Gigantic Character of the opponent's other expedition too (the reading
    ``gigantic-present-in-each-expedition``); none when the event is about no expedition."""
    state = engine.state
    if not ctx.it_expedition:
        return []
    owner, kind = ctx.it_expedition.split(".", 1)
    facing = f"{state.opponent(owner)}.{kind}"
    found = [o for o in engine.candidates(cond.selector, ctx) if facing in my_expeditions(o, state)]
    if any(o.zone != facing for o in found):
        engine.take_reading("gigantic-present-in-each-expedition")
    return [o.oid for o in found]


def in_terrain(engine: Engine, cond: Condition, ctx: EffectContext) -> list[int]:
    """1.3.2.e, 7.3.11.a — "If I'm in {V}", "If it's in {M}": the objects a selector names (:func:`counted_objects`)
    that are in an expedition whose marker stands in a region with that terrain (the region's type Progress compares,
    1.3.2.e); an object out of the expeditions is in no region. A Gigantic Character is in each expedition of its
    player (the reading ``gigantic-present-in-each-expedition``)."""
    state = engine.state
    found = []
    for oid in counted_objects(engine, cond, ctx):
        obj = state.objects[oid]
        where = present_in(obj, obj.zone, state)
        regions = [key for key in where
                   if key in state.markers and cond.terrain in state.adventure[state.markers[key]].terrains]
        if regions:
            found.append(oid)
            if obj.zone not in regions:
                engine.take_reading("gigantic-present-in-each-expedition")
    return found


def facing_in_terrain(engine: Engine, cond: Condition, ctx: EffectContext) -> list[str]:
    """1.3.2.e, 7.3.11.a — "If I'm facing an Expedition in {O}": the expeditions facing one that the object bearing the
    ability is in (the opponent's expedition of the same kind, the one Progress compares it with) whose marker stands
    in a region with that terrain; none when it is in no expedition. A Gigantic Character faces both of the
    opponent's expeditions (the reading ``gigantic-present-in-each-expedition``)."""
    state = engine.state
    found = [key for key in facing_expeditions(state, ctx.me)
             if key in state.markers and cond.terrain in state.adventure[state.markers[key]].terrains]
    if found and facing_expedition(state, ctx.me) not in found:  # only as a Gigantic Character
        engine.take_reading("gigantic-present-in-each-expedition")
    return found


def distinct_holds(engine: Engine, cond: Condition, ctx: EffectContext) -> bool:
    """6.5.c, 2.2.1.h — "you control a [[Fleeting]] Character, another [[Anchored]] Character and yet another
    [[Asleep]] Character": an object in play for each selector, each a different one (an object with two of the
    statuses counts for one of them only: the reading ``another-is-a-different-object``). Whether each selector
    can have an object of its own is a bipartite matching, found by augmenting paths (polynomial, whatever the
    number of selectors a scenario writes)."""
    engine.take_reading("another-is-a-different-object")
    pools = [[o.oid for o in engine.candidates(sel, ctx)] for sel in cond.distinct]
    return distinct_objects_exist(pools)


def distinct_objects_exist(pools: list[list[int]]) -> bool:
    """Whether one object can be picked from each pool, no object picked twice (Kuhn's augmenting paths)."""
    holder: dict[int, int] = {}  # object → the pool it is picked for

    def place(i: int, seen: set[int]) -> bool:
        for oid in pools[i]:
            if oid in seen:
                continue
            seen.add(oid)
            if oid not in holder or place(holder[oid], seen):
                holder[oid] = i
                return True
        return False

    return all(place(i, set()) for i in range(len(pools)))


def visible_regions(engine: Engine, terrains: int) -> list[int]:
    """2.2.1.e, 7.3.11.b, 1.3.2.e — "three or more single-terrain regions are visible": the regions of the adventure
    (an Adventure card, or half of a Tumult card) that are face up, a face-down Tumult's being hidden until it is
    revealed, with ``terrains`` terrain types each (0: any number), as Progress reads a region's type. The seed
    documents define neither word: the reading ``visible-single-terrain-regions``."""
    engine.take_reading("visible-single-terrain-regions")
    return [n for n, region in enumerate(engine.state.adventure)
            if not region.face_down and (not terrains or len(set(region.terrains)) == terrains)]


def hand_cost_is_die_result(engine: Engine, cond: Condition, ctx: EffectContext) -> bool:
    """6.5.c — "If its Hand Cost equals the die's result": the Hand Cost of the object the selector names (the card
    revealed, "it") against the result the Reaction-Emblem carries (judge.engine.dice.bind_die_result); false when no
    die was rolled this way (the result unknown) or the object is gone."""
    engine.take_reading("die-result-known-to-the-reaction")
    if not cond.at_least:
        return False
    oids = named_in_condition(engine, cond, ctx)
    return len(oids) == 1 and engine.state.objects[oids[0]].card.hand_cost == cond.at_least


def refresh_gigantic(engine: Engine) -> None:
    """1.2.4.b, 1.2.4.d, 6.5.c — find again the Characters in the expeditions that are Gigantic now though their card
    does not print it: by a keyword they have while its condition holds ("If …, I am Gigantic", their controller's, as
    their own ability), or by a keyword a passive of an object in play gives them (``grant``). The board keeps them
    (``GameState.gigantic_now``) for :func:`judge.engine.atomic.gigantic`, the one notion of Gigantic every check
    reads: found after each step (judge.engine.steps.end_step), when a Progress or a cost reads Gigantic, and at the
    start. A condition that itself reads Gigantic (In Contact) reads what was found before."""
    state = engine.state
    if engine.gigantic_makers_version != state.gigantic_version:
        engine.gigantic_makers = tuple(o.oid for o in state.in_play() if o.card.keywords_if or any(
            g.keyword == "gigantic" for g in o.card.grants))
        engine.gigantic_makers_version = state.gigantic_version
    if not engine.gigantic_makers:
        if state.gigantic_now:
            state.note_gigantic(frozenset())
        return
    granting = any(state.objects[oid].card.grants for oid in engine.gigantic_makers if oid in state.objects)
    state.note_gigantic(frozenset(
        obj.oid for player in state.players for kind in EXPEDITIONS for obj in state.in_zone(f"{player}.{kind}")
        if obj.card.type == "character" and "gigantic" not in obj.card.keywords and (
            any(k.keyword == "gigantic" and condition_holds(engine, k.condition, EffectContext(
                obj.controller, me=obj.oid)) for k in obj.card.keywords_if)
            or (granting and granted(state, obj, "gigantic") > 0))))
