"""5.1.2, 5.2, 1.4.6.b — playing a card or a quick action, passing, and applying an effect.

The playing process has three parts (5.1.2.a): declare intent without changing the
state (5.1.2.b–c), pay every cost at once as one step (5.1.2.d, 6.1.d), resolve
(5.1.2.e). Reactions are checked after a card, a quick action or a pass (4.4.a.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction, AtomicKind, present_in
from judge.engine.context import EffectContext
from judge.engine.core import Proc
from judge.engine.costs_more import action_costs_more, reduced_then_tough
from judge.engine.decisions import Decision, DecisionKind, Option
from judge.engine.declare import (
    Declare,
    IllegalDeclaration,
    cannot_be_played,
    chose_no_mode,
    exhausted_in_reserve,
    refuse_unused_targets,
    tough_extra,
)
from judge.engine.effects import CheckReactions, ResolveEffect, waiting_emblems
from judge.engine.first_card import first_card_boosts
from judge.engine.keywords import cooldown, cost_reduction, scout_cost
from judge.engine.modifiers import mark_impossible, replacement_of_the_impossible
from judge.engine.next_card import OnEntering, made_free, next_card_changes
from judge.engine.passing import pass_reactions
from judge.engine.steps import RunStep
from judge.engine.verbs import ChooseCards, build_cost, cost_short_of_objects, needs_choice
from judge.engine.words import Label, card_label, de, named, player_name, zone_name
from judge.engine.x_value import ChooseX
from judge.events import UNSAID, De, Msg, Zone
from judge.events import EventKind as K
from judge.model.cards import CardDef, Effect, QuickAction, Step
from judge.model.ids import Oid, Ref, Seq
from judge.model.state import EXPEDITIONS

if TYPE_CHECKING:
    from judge.engine.core import Engine

QUICK_ACTION_CAP = 100


def steps_to_resolve(effect: Effect, ctx: EffectContext) -> int:
    """6.1.b, 6.1.c, 6.5.e — how many steps a Spell's effect has as it resolves: with "Choose N:" or "Choose up to
    N:", the modes not chosen at the declaration are not part of it (the loader gives each possible choice a step of
    its own, judge.engine.pick_modes; one whose choice is "none" is no step, judge.engine.declare.chose_no_mode)."""
    return sum(steps_of_sentence(step) for step in effect if not chose_no_mode(step, ctx))


def steps_of_sentence(step: Step) -> int:
    """6.1.c, 6.5.d — the steps one sentence of an effect has as written: its own verb, and each verb of its "if you
    do" part (6.5.d: "[Do X]; if you do, [do Y]" is two verbs) and of the rest of its sentence ("You may A, then B",
    "If …, A, then B"), each a step of its own, whether or not it happens; what is done instead ("Otherwise", "If you
    don't") replaces them and adds none, and an internal action is within one step (1.2.6.e)."""
    return 1 + sum(steps_of_sentence(part) for part in (*step.if_you_do, *step.then))


@dataclass
class PlayRequest:
    """What a scenario says is played: the object, and the declaration choices it scripts."""

    player: str
    oid: Oid
    expedition: str | None = None
    targets: list[Ref] = field(default_factory=list)
    modes: list[int] = field(default_factory=list)
    free: bool = False
    scout: bool = False  # played from the Hand with Scout (judge.engine.keywords.scout_cost)
    less: int = 0  # played by an effect "for {N} less" (judge.engine.effect_play)
    from_effect: bool = False  # played as a step of an effect: the step checks reactions (4.4.a), not the play


@dataclass
class PlayCard(Proc):
    """5.1.2, 5.2.1, 5.2.3 — play a card from the Hand or the Reserve."""

    plays = True

    req: PlayRequest
    card: CardDef | None = None
    zone: str = ""  # where it is played from
    ctx: EffectContext | None = None
    origin: str = ""
    fleeting: bool = False
    seq: Seq = 0
    declare_seq: Seq = 0
    expedition: str | None = None
    in_limbo: Oid = 0
    boost: int = 0  # boosts a delayed effect gives it as it enters (judge.engine.next_card)
    activate: bool = False  # a delayed effect activates one of its {R} abilities as it enters
    first_boost: int = 0  # boosts "the first … you play each …" gives it as it enters (judge.engine.first_card)
    resolving_from: Oid = 0  # the first number given while it resolves (see _waiting_from_costs_or_moves)

    @property
    def declaring(self) -> bool:
        """5.1.2.c — declared (expedition, modes, targets) and its costs not yet found payable."""
        return self.at < 3

    def step(self, engine: Engine) -> None:
        """Declare, pay, move to Limbo, resolve; then check reactions (4.4.a)."""
        state, req = engine.state, self.req
        who = player_name(req.player)
        if self.at == 0:
            obj = state.objects[req.oid]
            card = self.card = obj.card
            self.zone = obj.zone
            origin = self.origin = state.zone_kind(obj.zone)
            # 4.2.3.c: the scenario's script (do:) and an effect's play (judge.scenario.abilities.played_from_own_zone)
            # offer only the player's own cards in their Hand or Reserve
            assert origin in ("hand", "reserve") and obj.controller == req.player, (obj.ref, obj.zone)
            if cannot_be_played(engine, card):
                raise IllegalDeclaration("illegal.unplayable", ("1.4.1.a", "1.2.4.d", "5.1.2.c"), obj=named(obj))
            if exhausted_in_reserve(engine, obj):
                raise IllegalDeclaration("illegal.exhausted_in_reserve", ("5.1.2.c", "1.2.4.b"), obj=named(obj))
            self.ctx = EffectContext(req.player, me=req.oid, source_label=Label(card.name, card.display("fr")),
                                     free=req.free)
            self.seq = engine.emit(K.PLAY, Msg("play", who=who, obj=named(obj), origin=Zone(obj.zone)),
                                   ("5.1.2.a",) if req.from_effect else ("5.1.2.a", "5.1.1.b"), actor=req.player,
                                   objects=(obj.ref,), card=card.id, origin=origin)
            self.fleeting = gains_fleeting(played_as(engine, card), origin, card.fleeting)  # a reading: at the play
            engine.trace.open(self.seq)
            self.at = 2
            if self._declare(engine, played_as(engine, card), card.effect):
                return
        if self.at == 1:  # the expedition chosen
            assert isinstance(engine.ret, tuple)
            self.expedition = engine.ret[0]
            self.at = 2
        ctx = self.ctx
        assert ctx is not None
        if self.at == 2:  # declared: pay the costs
            engine.trace.close(self.declare_seq)
            assert self.card is not None
            card = self.card
            base = 0 if req.free else (card.hand_cost if self.origin == "hand" else card.reserve_cost)
            if req.scout:
                base = 0 if req.free else scout_cost(engine, card, self.origin)
            obj = state.objects[req.oid]
            less, self.boost, self.activate, free = next_card_changes(engine, obj, req.player, self.origin)
            if free:  # "The next Spell you play this turn is free" (judge.engine.next_card)
                base = 0
                made_free(engine, ctx)
            self.first_boost = first_card_boosts(engine, obj, req.player)
            if req.less and base:
                engine.emit(K.NOTE, Msg("note.played_for_less", amount=req.less), ("5.1.2.d",))
            less += req.less
            if base:
                less += cost_reduction(engine, obj, self.origin, self.expedition)
            extra = tough_extra(engine, card.effect, ctx)
            base, cost = reduced_then_tough(engine, base, less, extra)
            if req.free:
                engine.emit(K.NOTE, Msg("note.free"), ("7.4.5.c",))
            payment = build_cost(engine, (), ctx, cost)
            for action in payment:
                mark_impossible(engine, action)
            if any(a.impossible for a in payment):
                total = Msg("illegal.total_tough", cost=cost, base=base, extra=extra) if extra else \
                    Msg("illegal.total", cost=cost)
                tough = ("7.4.5.c",) if extra else ()
                forbidden = next((a for a in payment if "1.4.1.a" in a.impossible_rules), None)
                if forbidden is not None:  # a passive's "cannot" forbids exhausting the Orbs: cited first (1.4.1.a)
                    raise IllegalDeclaration("illegal.cannot_pay_forbidden", ("1.4.1.a", "5.1.2.c", "1.4.1.b", *tough),
                                             who=who, total=total, card=card_label(card), why=forbidden.impossible)
                raise IllegalDeclaration("illegal.cannot_pay", ("5.1.2.c", "1.4.1.b", *tough),
                                         who=who, total=total, card=card_label(card))
            engine.emit(K.LEGAL, Msg("legal"), ("5.1.2.c",))
            tough_en = f" ({base} + {extra} Tough)" if extra else ""
            tough_fr = f" ({base} + {extra} Coriace)" if extra else ""
            self.at = 3
            engine.call(RunStep(payment, req.player, ("5.1.2.d", "6.1.d", *(("7.4.5.c",) if extra else ())),
                                f"pay the costs: {cost} Mana{tough_en}", f"payer les coûts : {cost} Mana{tough_fr}",
                                kind="pay_costs"))
            return
        if self.at == 3:  # paid: to Limbo
            assert self.card is not None
            card = self.card
            limbo_rules = to_limbo_rules(played_as(engine, card), self.origin, card.fleeting)
            to_limbo = AtomicAction(AtomicKind.MOVE, "to_limbo", req.player, obj=req.oid, to_zone="limbo",
                                    from_zone=self.zone)
            self.at = 4
            fleeting = self.fleeting
            engine.call(RunStep([to_limbo], req.player, limbo_rules,
                                "the card moves to Limbo" + (" and gains Fleeting" if fleeting else ""),
                                "la carte va dans le Limbo" + (" et gagne Fugace" if fleeting else ""),
                                kind="to_limbo"))
            return
        if self.at == 4:  # in Limbo: resolve
            done = engine.ret
            assert isinstance(done, list)
            in_limbo = done[0].result
            reached = state.objects.get(in_limbo) if in_limbo is not None else None
            if reached is None or reached.zone != "limbo":  # not in Limbo: nothing to resolve; the play ends
                not_in_limbo(engine, req.player)
                self.at, self.resolving_from = 5, state.next_oid  # no effect resolved: what waits, its moves made
                engine.ret = None
                self.step(engine)
                return
            self.in_limbo = in_limbo
            card = state.objects[in_limbo].card
            if played_as(engine, card) == "permanent" and self.origin == "reserve":
                engine.emit(K.NOTE, Msg("note.permanent_not_fleeting"), ("5.2.1.b", "5.2.3.h"))
                engine.take_reading("permanent-from-reserve-not-fleeting")
            if self.fleeting:
                state.give_status(in_limbo, "fleeting")
            if card.type == "spell" and not req.from_effect:
                spell_cost_reactions_wait(engine)
            self.at = 5
            self.resolving_from = state.next_oid
            engine.call(ResolveCard(req, ctx, in_limbo, self.expedition, self.origin, self.fleeting, boost=self.boost,
                                    activate=self.activate, first_boost=self.first_boost))
            return
        if self.at == 5:  # resolved: the play ends, then reactions are checked (4.4.a)
            engine.trace.close(self.seq)
            if req.from_effect:  # the effect's step checks them (judge.engine.effect_play)
                engine.finish(engine.ret)
                return
            if self._waiting_from_costs_or_moves(engine):
                engine.take_reading("no-check-inside-playing-process")
            engine.tail(CheckReactions(("4.4.a",), "after a card is played", "après qu'une carte a été jouée",
                                       always=True))

    def _waiting_from_costs_or_moves(self, engine: Engine) -> bool:
        """4.4.a, 5.1.2.d, 5.1.2.e — whether a Reaction-Emblem waits, now that the card is played, that its costs or
        its moves created (to Limbo, into play, a Spell to the Reserve): those the reading
        ``no-check-inside-playing-process`` leaves unchecked until now. Not one a Spell's effect created: its steps
        are checked after each (4.4.a.2), and what an internal action creates waits for the end of the effect (4.4.a
        remark), which is what this check follows. The effect's are those numbered while it resolved: from
        ``resolving_from`` to the Spell's own number once it is put away (its move comes after the effect)."""
        waiting = waiting_emblems(engine)
        if not waiting:
            return False
        assert self.card is not None
        if self.card.type != "spell":
            return True  # a Character or a Permanent has no effect of its own: what it created, its moves did
        done = engine.ret if isinstance(engine.ret, list) else []
        put_away = next((a.result for a in done if a.result is not None), engine.state.next_oid)
        return any(not self.resolving_from <= e.oid < put_away for e in waiting)

    def _declare(self, engine: Engine, card_type: str, effect: Effect) -> bool:
        """5.1.2.b — reveal, expedition (5.2.1.a), modes and targets (5.2.3.b–f): nothing changes yet.

        True when a decision or the declaration of the Spell's choices is under way."""
        req, ctx = self.req, self.ctx
        assert ctx is not None
        who = player_name(req.player)
        from_hand = self.origin == "hand"
        self.declare_seq = engine.emit(K.DECLARE, Msg("declare", who=who,
                                                      revealed=Msg("declare.revealed") if from_hand else UNSAID),
                                       ("5.1.2.b", "5.1.2.c"))
        engine.trace.open(self.declare_seq)
        if card_type == "character":
            options = tuple(Option(f"{req.player}.{e}", *zone_name(engine.state, f"{req.player}.{e}"))
                            for e in EXPEDITIONS)
            decision = Decision(DecisionKind.EXPEDITION, req.player, options, ("5.2.1.a",),
                                f"{who} chooses the expedition", f"{who} choisit l'expédition")
            if not req.expedition:
                self.at = 1
                engine.ask(decision)
                return True
            wanted = req.expedition if "." in req.expedition else f"{req.player}.{req.expedition}"
            if wanted not in {o.key for o in options}:
                raise IllegalDeclaration("illegal.expedition", ("5.2.1.a",), wanted=req.expedition, who=De(who))
            engine.record_scripted(decision, wanted)
            self.expedition = wanted
        elif card_type == "spell":
            if effect:
                engine.emit(K.NOTE, Msg("note.spell_choices"), ("5.2.3.a",))
            ctx.playing = req.oid
            engine.call(Declare(effect, ctx, list(req.targets), card=True, mode_presets=list(req.modes)))
            return True
        refuse_unused_targets(list(req.targets), ctx.source_label)
        return False


def gains_fleeting(card_type: str, origin: str, printed_fleeting: bool) -> bool:
    """5.2.1.b, 5.2.3.h, 5.2.3.i — whether a card gains Fleeting as it moves to Limbo.

    A Character or a Spell played from the Reserve does, and a Spell with printed Fleeting
    from anywhere. The seed rules give no such rule for Permanents: a Permanent does not.
    """
    if card_type == "spell":
        return origin == "reserve" or printed_fleeting
    return card_type == "character" and origin == "reserve"


def to_limbo_rules(card_type: str, origin: str, printed_fleeting: bool) -> tuple[str, ...]:
    """5.1.2.a, 5.2.1.b, 5.2.3.h, 5.2.3.i — the rules of a card's move to Limbo as it is played: the playing process
    (5.1.2.a: declared, paid, then resolved, the card in Limbo meanwhile) and, only when it gains Fleeting there
    (:func:`gains_fleeting`), the rule that gives it: a Character (5.2.1.b) or a Spell (5.2.3.h) played from the
    Reserve, a Spell with printed Fleeting from anywhere (5.2.3.i)."""
    fleeting: tuple[str, ...] = ()
    if origin == "reserve" and card_type in ("character", "spell"):
        fleeting = ("5.2.1.b",) if card_type == "character" else ("5.2.3.h",)
    if card_type == "spell" and printed_fleeting:
        fleeting += ("5.2.3.i",)
    return (*fleeting, "5.1.2.a")


@dataclass
class ResolveCard(Proc):
    """5.1.2.e — a Character joins its expedition, a Permanent the Landmarks, a Spell does its effect."""

    req: PlayRequest
    ctx: EffectContext
    oid: Oid
    expedition: str | None
    origin: str
    fleeting: bool
    seq: Seq = 0
    boost: int = 0  # boosts a delayed effect gives it as it enters (judge.engine.next_card)
    activate: bool = False  # a delayed effect activates one of its {R} abilities as it enters
    first_boost: int = 0  # boosts "the first … you play each …" gives it as it enters (judge.engine.first_card)
    done: list[AtomicAction] = field(default_factory=list)  # what its resolution did (a card played by an effect)

    def step(self, engine: Engine) -> None:
        """Open the resolution; enter, or resolve the Spell's effect and put it away; close it."""
        state, req, oid = engine.state, self.req, self.oid
        if self.at == 0:
            card = state.objects[oid].card
            self.seq = engine.emit(K.RESOLVE, Msg("resolve", label=card_label(card)), ("5.1.2.e",), actor=req.player)
            engine.trace.open(self.seq)
            if card.type in ("character", "permanent"):
                dest = self.expedition if joins_an_expedition(engine, card) and self.expedition else \
                    f"{req.player}.landmarks"
                join = AtomicAction(AtomicKind.MOVE, "play", req.player, obj=oid, to_zone=dest, from_zone="limbo",
                                    played_from=self.origin, status="fleeting" if self.fleeting else None,
                                    scouted=self.req.scout)
                rules = ("5.2.1.c",) if card.type == "character" else ("5.1.2.e",)
                en, fr = zone_name(state, dest)
                self.at = 1
                engine.call(RunStep([join], req.player, rules, f"{card.name} enters {en}",
                                    f"{card.display('fr')} entre dans {fr}"))
                return
            self.ctx.me = oid
            count = steps_to_resolve(card.effect, self.ctx)
            if count > 1:
                engine.emit(K.NOTE, Msg("note.steps_in_order", card=card_label(card), count=count), ("6.1.b", "6.1.c"))
            self.at = 2
            engine.call(ResolveEffect(card.effect, self.ctx))
            return
        if self.at == 1:  # a Character or Permanent has entered
            assert isinstance(engine.ret, list)
            self.done = list(engine.ret)
            if self.fleeting:
                _fleeting_on_entering(engine, engine.ret)
            entered = [a.result for a in engine.ret if a.verb == "play" and a.result in state.objects]
            if (self.boost or self.activate or self.first_boost) and entered:
                self.at = 5
                engine.call(OnEntering(entered[0], req.player, self.boost, self.activate, self.first_boost))
                return
        elif self.at == 2:  # a Spell's effect is done
            check = engine.ret
            assert isinstance(check, int)
            if check and oid in state.objects:
                engine.take_reading("spell-in-limbo-during-last-step-check", at=check)
            dest = f"{req.player}.discard" if self.fleeting else f"{req.player}.reserve"
            if oid not in state.objects:
                spell_gone_from_limbo(engine, self.ctx.source_label, req.player, dest)
            else:
                who = player_name(req.player)
                move = AtomicAction(AtomicKind.MOVE, "put", req.player, obj=oid, to_zone=dest, from_zone="limbo",
                                    played_from=self.origin, ends_play=True)
                en, fr = zone_name(state, dest)
                self.at = 3
                engine.call(RunStep([move], req.player, ("5.2.3.j",), f"{who}'s spell has resolved: it goes to {en}",
                                    f"le Sort {de(who)} a fini sa résolution : il va dans {fr}"))
                return
        elif self.at == 3:  # the Spell has gone to the Reserve (or the discard pile): Cooldown
            assert isinstance(engine.ret, list)
            self.done = list(engine.ret)  # a Spell played by an effect did this: its play ended ("if you do")
            self.at = 4
            steps = cooldown(engine, engine.ret)
            for step in reversed(steps):  # the last called runs first: they run in order
                engine.call(step)
            if steps:
                return
        engine.trace.close(self.seq)
        engine.finish(self.done)


def not_in_limbo(engine: Engine, player: str) -> None:
    """5.1.2.a, 1.2.6.f — a card played that did not reach Limbo (a modifier sent it elsewhere instead): there is
    nothing in Limbo to resolve, so its resolution cannot happen and is ignored; said, not left out. The play then
    ends as any play does, reactions checked after it (4.4.a)."""
    engine.emit(K.IGNORED, Msg("play.not_in_limbo"), ("5.1.2.a", "1.2.6.f"), actor=player)


def spell_gone_from_limbo(engine: Engine, label: Label, player: str, dest: str) -> None:
    """5.2.3.j, 1.4.4.a, 1.2.6.f — a Spell whose own effect took it out of Limbo ("put me into your Hand") has
    finished resolving elsewhere: it is a new object there (1.4.4.a), so its move to the Reserve or the Discard
    pile (5.2.3.j) cannot happen and is ignored (1.2.6.f); said, not left out."""
    engine.emit(K.IGNORED, Msg("spell.left_limbo", card=label, to=Zone(dest)), ("5.2.3.j", "1.4.4.a",
                                                                                         "1.2.6.f"), actor=player)


def _fleeting_on_entering(engine: Engine, done: list[AtomicAction]) -> None:
    """5.2.1.c — a Character that had Fleeting in Limbo gains Fleeting as it enters its expedition."""
    state = engine.state
    for action in done:
        if action.verb == "play" and action.result in state.objects and "fleeting" in \
                state.objects[action.result].statuses:
            obj = state.objects[action.result]
            engine.emit(K.STATUS, Msg("status.fleeting_kept", obj=named(obj)), ("5.2.1.c",), actor=action.actor,
                        objects=(obj.ref,))


def spell_cost_reactions_wait(engine: Engine) -> None:
    """4.4.a, 6.1.d, 5.1.2.d–e — the reactions a Spell's costs (its one step, 6.1.d) or its move to Limbo created are
    not checked before its effect resolves: they wait for the check after a step of the effect (4.4.a.2), or after
    the card is played (4.4.a.3), the reading ``spell-cost-reactions-wait``, said when there are any. Limbo is empty
    when a card is played in a turn (reactions are checked after each play, 4.2.3.c), so those waiting were created
    by playing it."""
    if waiting_emblems(engine):
        engine.take_reading("spell-cost-reactions-wait")


def cost_reactions_wait(engine: Engine) -> None:
    """4.4.a, 6.1.d — the reactions a quick action's cost created (its one step, 6.1.d) are not checked before its
    effect resolves: they wait for the check after a step of the effect or after the quick action (4.4.a.2–3), the
    reading ``quick-action-cost-reactions-wait``, said when there are any. Limbo is empty when a quick action is
    played (reactions are checked after each play, 4.2.3.c), so those waiting were created by the cost."""
    if waiting_emblems(engine):
        engine.take_reading("quick-action-cost-reactions-wait")


def quick_action_counted_per_object(engine: Engine, key: tuple[int, int]) -> None:
    """1.4.6.b, 1.4.4.a — a quick action's plays today are counted per object (the reading
    ``quick-action-cap-per-object``), said when it may matter: the first play today of the quick action of an object
    that came from another zone (a new object, 1.4.4.a), while a quick action of the same number of an object no
    longer in the game state (one that changed zone since) was played today. The objects gone are not kept, so
    their card is not known: the reading may be said of another card's count."""
    state = engine.state
    oid, index = key
    if state.quick_action_plays.get(key, 0) or not state.objects[oid].was:
        return
    if any(i == index and o not in state.objects for (o, i), n in state.quick_action_plays.items() if n):
        engine.take_reading("quick-action-cap-per-object")


def played_as(engine: Engine, card: CardDef) -> str:
    """5.2.1.a–c, 5.1.2.e — the type a card is played as: its own, but an Expedition Permanent's is a Character's
    (its expedition chosen as it is declared, Fleeting gained from the Reserve, 5.2.1.b), the reading
    ``expedition-permanent-joins-an-expedition``; it stays a Permanent (2.2.1.a)."""
    return "character" if joins_an_expedition(engine, card) else card.type


def joins_an_expedition(engine: Engine, card: CardDef) -> bool:
    """5.2.1.a, 5.1.2.e — whether a card played joins an expedition chosen as it is declared: a Character (5.2.1.a), or
    an Expedition Permanent (a Permanent whose type line says so, such as Gear), which 5.1.2.e does not name (it sends
    a Permanent to the Landmarks): read as a Character's, the reading ``expedition-permanent-joins-an-expedition``."""
    if card.type == "permanent" and card.expedition_permanent:
        engine.take_reading("expedition-permanent-joins-an-expedition")
        return True
    return card.type == "character"


def expedition_as_declared(engine: Engine, oid: Oid) -> str:
    """7.2.1.a, 1.4.4.a — the expedition the object bearing a quick action is in as the quick action is declared ("" if
    it is in none: a Hero, a Permanent, a card in a Reserve): "my Expedition" once its cost or its effect has taken it
    out of the expedition, as a reaction's is the one it was in when it triggered (the reading
    ``my-expedition-after-leaving``, taken when it is used)."""
    state = engine.state
    obj = state.objects[oid]
    return " ".join(present_in(obj, obj.zone, state))  # each of its player's for a Gigantic one


@dataclass
class PlayQuickAction(Proc):
    """1.2.4.c, 1.4.6.b — play a quick action "Cost: Effect"; at most 100 times a day each."""

    plays = True

    player: str
    oid: Oid
    index: int
    targets: list[Ref]
    card: CardDef | None = None  # the card whose quick action it is (it may leave its zone as it is paid)
    ctx: EffectContext | None = None
    seq: Seq = 0
    declare_seq: Seq = 0
    extra: int = 0
    more: int = 0  # "This action costs {N} more if …" (judge.engine.costs_more)

    @property
    def declaring(self) -> bool:
        """5.1.2.c — declared (targets, X, the cost's cards) and its costs not yet found payable."""
        return self.at in (0, 1, 2, 5)

    def step(self, engine: Engine) -> None:
        """Declare, pay, resolve; then check reactions (4.4.a)."""
        state, player = engine.state, self.player
        if self.card is None:
            self.card = state.objects[self.oid].card
        ability = self.card.abilities[self.index]
        assert isinstance(ability, QuickAction)
        who = player_name(player)
        label = card_label(self.card, ability)
        key = (self.oid, self.index)
        if self.at == 0:
            obj = state.objects[self.oid]
            if not any(o.oid == self.oid and i == self.index for o, i, _ in engine.ability_sources()):
                if ability.support and exhausted_in_reserve(engine, obj):
                    raise IllegalDeclaration("illegal.exhausted_support", ("1.2.4.b", "5.1.2.c"), label=label)
                where = Msg("illegal.where.reserve") if state.zone_kind(obj.zone) == "reserve" else \
                    Msg("illegal.where.there")
                raise IllegalDeclaration("illegal.not_working", ("1.2.4.d",), label=label, where=where)
            if state.quick_action_plays.get(key, 0) >= QUICK_ACTION_CAP:
                engine.emit(K.REFUSED, Msg("refused.quick_action_cap", label=label), ("1.4.6.b", "1.4.6.a"),
                            actor=player, objects=(obj.ref,))
                engine.finish()
                return
            self.ctx = EffectContext(player, me=self.oid, source_label=label)
            self.ctx.me_expedition = expedition_as_declared(engine, self.oid)
            self.seq = engine.emit(K.PLAY, Msg("play.quick_action", who=who, label=label),
                                   ("5.1.2.a", "1.2.4.c", "5.1.1.b"),
                                   actor=player, objects=(obj.ref,), quick_action=label)
            engine.trace.open(self.seq)
            self.declare_seq = engine.emit(K.DECLARE, Msg("declare", who=who, revealed=UNSAID), ("5.1.2.b", "5.1.2.c"))
            engine.trace.open(self.declare_seq)
            self.at = 1
            engine.call(Declare(ability.effect, self.ctx, list(self.targets), card=True))
            return
        ctx = self.ctx
        assert ctx is not None
        if self.at == 1 and ability.x_at_most:  # declared: its X, if its text says X (judge.engine.x_value)
            self.at = 5
            engine.call(ChooseX(ability, ctx))
            return
        if self.at in (1, 5):  # declared: the cost's own choices, if any
            engine.trace.close(self.declare_seq)
            self.extra = tough_extra(engine, ability.effect, ctx)
            self.more = action_costs_more(engine, ability, ctx, label)
            self.at = 2
            if needs_choice(ability.cost):
                engine.call(ChooseCards(ability.cost, ctx, paying=True))
                return
            engine.ret = ()
        if self.at == 2:  # pay
            assert isinstance(engine.ret, tuple)
            extra = self.extra
            cost = build_cost(engine, ability.cost, ctx, extra + self.more, engine.ret)
            for action in cost:
                mark_impossible(engine, action)
            if any(a.impossible for a in cost) or cost_short_of_objects(ability.cost, engine.ret):
                tough = Msg("illegal.plus_tough", extra=extra) if extra else UNSAID
                more = Msg("illegal.plus_more", more=self.more) if self.more else UNSAID
                # a passive ability says it is impossible ("cannot", 1.4.1.a): cited before why it cannot be paid
                cannot = ("1.4.1.a",) if any("1.4.1.a" in a.impossible_rules for a in cost) else ()
                unmodified = ("1.4.1.d",) if replacement_of_the_impossible(engine, cost) else ()
                raise IllegalDeclaration("illegal.quick_action_cost", (*cannot, "1.4.1.b", *unmodified, "5.1.2.c",
                                                                       *(("7.4.5.c",) if extra else ()),
                                                                       *(("1.2.4.d",) if self.more else ())),
                                         who=who, label=De(label), tough=tough, more=more)
            quick_action_counted_per_object(engine, key)
            plays = state.count_quick_action(key)
            engine.emit(K.LEGAL, Msg("legal.quick_action", plays=plays), ("5.1.2.c", "1.4.6.b"))
            self.at = 3
            engine.call(RunStep(cost, player, ("5.1.2.d", "6.1.d", *(("7.4.5.c",) if extra else ())),
                                "pay the costs" + (f" (+{extra} Tough)" if extra else ""),
                                "payer les coûts" + (f" (+{extra} Coriace)" if extra else ""),
                                kind="pay_costs"))
            return
        if self.at == 3:  # paid: resolve
            cost_reactions_wait(engine)
            self.declare_seq = engine.emit(K.RESOLVE, Msg("resolve", label=label), ("5.1.2.e",), actor=player)
            engine.trace.open(self.declare_seq)
            self.at = 4
            engine.call(ResolveEffect(ability.effect, ctx))
            return
        engine.trace.close(self.declare_seq)
        engine.trace.close(self.seq)
        engine.tail(CheckReactions(("4.4.a",), "after a quick action", "après une action rapide", always=True))


@dataclass
class PassTurn(Proc):
    """4.2.3.c, 1.3.2.d* — the player passes: no more turns for them today."""

    player: str

    def step(self, engine: Engine) -> None:
        """Pass (the reactions to it activated: judge.engine.passing), then check reactions (4.4.a)."""
        emblems = pass_reactions(engine, self.player)
        engine.state.pass_turn(self.player)
        who = player_name(self.player)
        seq = engine.emit(K.PASS, Msg("pass", who=who), ("4.2.3.c", "1.3.2.d*"), actor=self.player)
        if emblems:
            engine.trace.open(seq)
            engine.create_emblems(emblems, seq)
            engine.trace.close(seq)
        engine.tail(CheckReactions(("4.4.a",), "after a pass", "après un passe", always=True))


@dataclass
class ApplyEffect(Proc):
    """1.2.6.a — an effect resolved as ``player`` controls it (a scenario's ``effect:``)."""

    player: str
    effect: Effect
    label: Label
    targets: list[Ref]
    ctx: EffectContext | None = None
    seq: Seq = 0

    def step(self, engine: Engine) -> None:
        """Declare its choices, resolve it, then check reactions (4.4.a)."""
        if self.at == 0:
            self.ctx = EffectContext(self.player, source_label=self.label)
            who = player_name(self.player)
            self.seq = engine.emit(K.EFFECT, Msg("effect", who=who, label=self.label), ("1.2.6.a", "6.1.a"),
                                   actor=self.player)
            engine.trace.open(self.seq)
            self.at = 1
            engine.call(Declare(self.effect, self.ctx, list(self.targets), card=False))
            return
        if self.at == 1:
            assert self.ctx is not None
            self.at = 2
            engine.call(ResolveEffect(self.effect, self.ctx))
            return
        engine.trace.close(self.seq)
        engine.tail(CheckReactions(("4.4.a",), "after the effect", "après l'effet"))
