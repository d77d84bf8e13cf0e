"""5.1.2, 5.2, 1.4.6.b — playing a card or a quick action, passing, and applying an effect.

The playing process has three parts (5.1.2.a): declare intent without changing the
state (5.1.2.b–c), pay every cost at once as one step (5.1.2.d, 6.1.d), resolve
(5.1.2.e). Reactions are checked after a card, a quick action or a pass (4.4.a.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction
from judge.engine.context import EffectContext
from judge.engine.decisions import Decision, Option
from judge.engine.effects import IllegalDeclaration, declare, resolve_effect, tough_extra
from judge.engine.keywords import cooldown, cost_reduction, scout_cost
from judge.engine.modifiers import mark_impossible
from judge.engine.reactions import check_reactions, waiting_emblems
from judge.engine.verbs import build_cost
from judge.engine.words import obj_name, player_name, zone_name
from judge.model.cards import Effect, QuickAction
from judge.model.state import EXPEDITIONS

if TYPE_CHECKING:
    from judge.engine.core import Engine

QUICK_ACTION_CAP = 100


@dataclass
class PlayRequest:
    """What a scenario says is played: the object, and the declaration choices it scripts."""

    player: str
    oid: int
    expedition: str | None = None
    targets: list[str] = field(default_factory=list)
    modes: list[int] = field(default_factory=list)
    free: bool = False
    scout: bool = False  # played from the Hand with Scout (judge.engine.keywords.scout_cost)


def play_card(engine: Engine, req: PlayRequest) -> None:
    """5.1.2, 5.2.1, 5.2.3 — play a card from the Hand or the Reserve."""
    state = engine.state
    obj = state.objects[req.oid]
    card = obj.card
    who = player_name(req.player)
    origin = state.zone_kind(obj.zone)
    if origin not in ("hand", "reserve") or obj.controller != req.player:
        raise IllegalDeclaration(f"{obj_name(obj)} is not in {who}'s Hand or Reserve (4.2.3.c)", rules=("4.2.3.c",))
    ctx = EffectContext(req.player, me=req.oid, source_label=card.name, free=req.free)
    origin_en, origin_fr = zone_name(state, obj.zone)
    fleeting = gains_fleeting(card.type, origin, card.fleeting)
    scope = engine.answer_scope(ends_with_effect=False, facts=(origin, fleeting))  # a Spell moves on after its effect
    with scope, engine.section("play", f"{who} plays {obj_name(obj)} from {origin_en}",
                               f"{who} joue {obj_name(obj, 'fr')} depuis {origin_fr}", ("5.1.2.a", "5.1.1.b"),
                               actor=req.player, objects=(obj.ref,), card=card.id, origin=origin):
        expedition = _declare(engine, req, ctx, card.type, card.effect, origin)
        base = 0 if req.free else (card.hand_cost if origin == "hand" else card.reserve_cost)
        if req.scout:
            base = 0 if req.free else scout_cost(engine, card, origin)
        base = max(0, base - cost_reduction(engine, obj, origin, expedition)) if base else base
        extra = tough_extra(engine, card.effect, ctx)
        cost = base + extra
        if req.free:
            engine.emit("note", "played for free: no cost, and no Tough surcharge",
                        "joué gratuitement : aucun coût, et pas de supplément de Coriace", ("7.4.5.c",))
        payment = build_cost(engine, (), ctx, cost)
        for action in payment:
            mark_impossible(engine, action)
        if any(a.impossible for a in payment):
            sum_en = f"{cost} ({base} + {extra} Tough)" if extra else f"{cost}"
            raise IllegalDeclaration(f"{who} cannot pay {sum_en} for {card.name}: not enough ready Mana Orbs "
                                     f"(5.1.2.c, 1.4.1.b{', 7.4.5.c' if extra else ''})",
                                     rules=("5.1.2.c", "1.4.1.b", *(("7.4.5.c",) if extra else ())))
        engine.emit("legal", "the declaration is legal", "la déclaration est légale", ("5.1.2.c",))
        tough_en = f" ({base} + {extra} Tough)" if extra else ""
        tough_fr = f" ({base} + {extra} Coriace)" if extra else ""
        engine.run_step(payment, controller=req.player, rules=("5.1.2.d", "6.1.d", *(("7.4.5.c",) if extra else ())),
                        en=f"pay the costs: {cost} Mana{tough_en}", fr=f"payer les coûts : {cost} Mana{tough_fr}",
                        check=False, kind="pay_costs")
        spell_rules = ("5.2.3.h", "5.2.3.i") if card.fleeting else ("5.2.3.h",)
        # a Permanent: the seed has no rule of its own for playing one (5.2.2 is not in it)
        limbo_rules = {"character": ("5.2.1.b",), "spell": spell_rules}.get(card.type, ("5.1.2.a",))
        to_limbo = AtomicAction("move", "to_limbo", req.player, obj=req.oid, to_zone="limbo", from_zone=obj.zone)
        done = engine.run_step([to_limbo], controller=req.player, rules=limbo_rules,
                               en="the card moves to Limbo" + (" and gains Fleeting" if fleeting else ""),
                               fr="la carte va dans Limbo" + (" et gagne Fugace" if fleeting else ""),
                               check=False, kind="to_limbo")
        in_limbo = done[0].result
        if in_limbo is None:
            return
        if card.type == "permanent" and origin == "reserve":
            engine.emit("note", "a Permanent played from the Reserve does not gain Fleeting: the seed rules give "
                        "that status to Characters (5.2.1.b) and Spells (5.2.3.h) only",
                        "un Permanent joué depuis la Réserve ne gagne pas Fugace : les règles fournies ne donnent "
                        "ce statut qu'aux Personnages (5.2.1.b) et aux Sorts (5.2.3.h)", ("5.2.1.b", "5.2.3.h"))
            engine.take_reading("permanent-from-reserve-not-fleeting")
        if fleeting:
            state.objects[in_limbo].statuses.add("fleeting")
        _resolve_card(engine, req, ctx, in_limbo, expedition, origin, fleeting)
    if waiting_emblems(engine):
        engine.take_reading("no-check-inside-playing-process")
    check_reactions(engine, ("4.4.a",), "after a card is played", "après qu'une carte a été jouée", always=True)


def gains_fleeting(card_type: str, origin: str, printed_fleeting: bool) -> bool:
    """5.2.1.b, 5.2.3.h, 5.2.3.i — whether a card gains Fleeting as it moves to Limbo.

    A Character or a Spell played from the Reserve does, and a Spell with printed Fleeting
    from anywhere. The seed rules give no such rule for Permanents: a Permanent does not.
    """
    if card_type == "spell":
        return origin == "reserve" or printed_fleeting
    return card_type == "character" and origin == "reserve"


def _declare(engine: Engine, req: PlayRequest, ctx: EffectContext, card_type: str, effect: Effect,
             origin: str) -> str | None:
    """5.1.2.b — reveal, expedition (5.2.1.a), modes and targets (5.2.3.b–f): nothing changes yet."""
    who = player_name(req.player)
    expedition = None
    with engine.section("declare", f"{who} declares the intent to play" + (" (revealed from Hand)"
                        if origin == "hand" else ""), f"{who} déclare son intention de jouer"
                        + (" (révélée depuis la Main)" if origin == "hand" else ""), ("5.1.2.b", "5.1.2.c")):
        if card_type == "character":
            options = tuple(Option(f"{req.player}.{e}", *zone_name(engine.state, f"{req.player}.{e}"))
                            for e in EXPEDITIONS)
            decision = Decision("expedition", req.player, options, ("5.2.1.a",),
                                f"{who} chooses the expedition", f"{who} choisit l'expédition")
            if req.expedition:
                wanted = req.expedition if "." in req.expedition else f"{req.player}.{req.expedition}"
                if wanted not in {o.key for o in options}:
                    raise IllegalDeclaration(f"'{req.expedition}' is not one of {who}'s expeditions (5.2.1.a)",
                                             rules=("5.2.1.a",))
                engine.record_scripted(decision, wanted)
                expedition = wanted
            else:
                expedition = engine.decide(decision)[0]
        elif card_type == "spell":
            if effect:
                engine.emit("note", "a Spell's choices are made now, at the declaration",
                            "les choix d'un Sort sont faits maintenant, à la déclaration", ("5.2.3.a",))
            declare(engine, effect, ctx, list(req.targets), card=True, mode_presets=req.modes)
    return expedition


def _resolve_card(engine: Engine, req: PlayRequest, ctx: EffectContext, oid: int, expedition: str | None,
                  origin: str, fleeting: bool) -> None:
    """5.1.2.e — a Character joins its expedition, a Permanent the Landmarks, a Spell does its effect."""
    state = engine.state
    card = state.objects[oid].card
    who = player_name(req.player)
    with engine.section("resolve", f"{card.name} resolves", f"{card.display('fr')} se résout", ("5.1.2.e",),
                        actor=req.player):
        if card.type in ("character", "permanent"):
            dest = expedition if card.type == "character" and expedition else f"{req.player}.landmarks"
            join = AtomicAction("move", "play", req.player, obj=oid, to_zone=dest, from_zone="limbo",
                                played_from=origin, status="fleeting" if fleeting else None, scouted=req.scout)
            rules = ("5.2.1.c",) if card.type == "character" else ("5.1.2.e",)
            en, fr = zone_name(state, dest)
            done = engine.run_step([join], controller=req.player, rules=rules, en=f"{card.name} enters {en}",
                                   fr=f"{card.display('fr')} entre dans {fr}", check=False)
            if card.type == "character" and fleeting:
                _fleeting_on_entering(engine, done)
            return
        ctx.me = oid
        if len(card.effect) > 1:
            engine.emit("note", f"{card.name} has {len(card.effect)} steps, resolved in order",
                        f"{card.display('fr')} a {len(card.effect)} étapes, résolues dans l'ordre", ("6.1.b", "6.1.c"))
        check = resolve_effect(engine, card.effect, ctx)
        if check and oid in state.objects:
            engine.take_reading("spell-in-limbo-during-last-step-check", at=check)
        if oid not in state.objects:
            return
        dest = f"{req.player}.discard" if fleeting else f"{req.player}.reserve"
        move = AtomicAction("move", "put", req.player, obj=oid, to_zone=dest, from_zone="limbo")
        en, fr = zone_name(state, dest)
        done = engine.run_step([move], controller=req.player, rules=("5.2.3.j",),
                               en=f"{who}'s spell has resolved: it goes to {en}",
                               fr=f"le sort a fini sa résolution : il va dans {fr}", check=False)
        cooldown(engine, done)


def _fleeting_on_entering(engine: Engine, done: list[AtomicAction]) -> None:
    """5.2.1.c — a Character that had Fleeting in Limbo gains Fleeting as it enters its expedition."""
    state = engine.state
    for action in done:
        if action.verb == "play" and action.result in state.objects and "fleeting" in \
                state.objects[action.result].statuses:
            obj = state.objects[action.result]
            engine.emit("status", f"{obj_name(obj)} had Fleeting in Limbo: it gains Fleeting as it enters",
                        f"{obj_name(obj, 'fr')} était Fugace dans Limbo : il gagne Fugace en entrant", ("5.2.1.c",),
                        actor=action.actor, objects=(obj.ref,))


def play_quick_action(engine: Engine, player: str, oid: int, index: int, targets: list[str]) -> None:
    """1.2.4.c, 1.4.6.b — play a quick action "Cost: Effect"; at most 100 times a day each."""
    state = engine.state
    obj = state.objects[oid]
    ability = obj.card.abilities[index]
    assert isinstance(ability, QuickAction)
    who = player_name(player)
    label = ability.label or obj.card.name
    key = (oid, index)
    if not any(o.oid == oid and i == index for o, i, _ in engine.ability_sources()):
        where = "in the Reserve (support abilities only)" if state.zone_kind(obj.zone) == "reserve" else "there"
        raise IllegalDeclaration(f"{label} does not work {where}: abilities work in play, support abilities "
                                 f"in the Reserve (1.2.4.d)", rules=("1.2.4.d",))
    if state.quick_action_plays.get(key, 0) >= QUICK_ACTION_CAP:
        engine.emit("refused", f"{label} has been played 100 times today: it cannot be played again",
                    f"{label} a déjà été jouée 100 fois aujourd'hui : elle ne peut plus être jouée",
                    ("1.4.6.b", "1.4.6.a"), actor=player, objects=(obj.ref,))
        return
    ctx = EffectContext(player, me=oid, source_label=label)
    with engine.answer_scope(), engine.section("play", f"{who} plays the quick action {label}",
                                               f"{who} joue l'action rapide {label}", ("5.1.2.a", "1.2.4.c", "5.1.1.b"),
                                               actor=player, objects=(obj.ref,), quick_action=label):
        with engine.section("declare", f"{who} declares the intent to play", f"{who} déclare son intention de jouer",
                            ("5.1.2.b", "5.1.2.c")):
            declare(engine, ability.effect, ctx, list(targets), card=True)
        extra = tough_extra(engine, ability.effect, ctx)
        cost = build_cost(engine, ability.cost, ctx, extra)
        for action in cost:
            mark_impossible(engine, action)
        if any(a.impossible for a in cost):
            tough = f" + {extra} Tough" if extra else ""
            raise IllegalDeclaration(f"{who} cannot pay the cost of {label}{tough} (1.4.1.b, 5.1.2.c"
                                     f"{', 7.4.5.c' if extra else ''})",
                                     rules=("1.4.1.b", "5.1.2.c", *(("7.4.5.c",) if extra else ())))
        state.quick_action_plays[key] = state.quick_action_plays.get(key, 0) + 1
        engine.emit("legal", f"the declaration is legal ({state.quick_action_plays[key]}/100 today)",
                    f"la déclaration est légale ({state.quick_action_plays[key]}/100 aujourd'hui)",
                    ("5.1.2.c", "1.4.6.b"))
        engine.run_step(cost, controller=player, rules=("5.1.2.d", "6.1.d", *(("7.4.5.c",) if extra else ())),
                        en="pay the costs" + (f" (+{extra} Tough)" if extra else ""),
                        fr="payer les coûts" + (f" (+{extra} Coriace)" if extra else ""), check=False, kind="pay_costs")
        with engine.section("resolve", f"{label} resolves", f"{label} se résout", ("5.1.2.e",), actor=player):
            resolve_effect(engine, ability.effect, ctx)
    check_reactions(engine, ("4.4.a",), "after a quick action", "après une action rapide", always=True)


def pass_turn(engine: Engine, player: str) -> None:
    """4.2.3.c, 1.3.2.d* — the player passes: no more turns for them today."""
    engine.state.passed.add(player)
    who = player_name(player)
    engine.emit("pass", f"{who} passes", f"{who} passe", ("4.2.3.c", "1.3.2.d*"), actor=player)
    check_reactions(engine, ("4.4.a",), "after a pass", "après un passe", always=True)


def apply_effect(engine: Engine, player: str, effect: Effect, label: str, targets: list[str]) -> None:
    """1.2.6.a — an effect resolved as ``player`` controls it (a scenario's ``effect:``)."""
    ctx = EffectContext(player, source_label=label)
    who = player_name(player)
    with engine.answer_scope(), engine.section("effect", f"{who} resolves the effect {label}",
                                               f"{who} résout l'effet {label}", ("1.2.6.a", "6.1.a"), actor=player):
        declare(engine, effect, ctx, list(targets), card=False)
        resolve_effect(engine, effect, ctx)
    check_reactions(engine, ("4.4.a",), "after the effect", "après l'effet")
