"""5.1.2.a, 1.2.6.a — cards played by an effect ("Immediately play a Character for {5} less").

The seed documents give the playing process (5.1.2) and say when a player may play a card (5.1.1), but
not that an effect may make its controller play one, nor what "for free" or "for {N} less" do: each
follows the card's text (reading ``card-text-plays-and-delayed-effects``). A card played by an effect goes
through the whole playing process (declare, pay, resolve) as a step of the effect; the reactions it
creates are checked after that step (4.4.a), as after any step. The step's procedure is registered with
:data:`judge.engine.effects.STEP_PROCS` (this module imports the playing process, which imports effects).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction
from judge.engine.context import EffectContext
from judge.engine.core import Proc
from judge.engine.decisions import Decision, DecisionKind, Option
from judge.engine.declare import cannot_be_played, exhausted_in_reserve
from judge.engine.effects import STEP_PROCS
from judge.engine.keywords import best_cost_reduction
from judge.engine.next_card import next_card_discount
from judge.engine.playing import PlayCard, PlayRequest
from judge.engine.words import obj_name, player_name
from judge.events import EventKind as K
from judge.events import Msg
from judge.model.cards import Selector, Verb
from judge.model.ids import Oid
from judge.model.state import GameObject

if TYPE_CHECKING:
    from judge.engine.core import Engine



def playable_by_effect(engine: Engine, verb: Verb, ctx: EffectContext, excluded: list[Oid]) -> list[GameObject]:
    """4.2.3.c, 5.1.2.c — the cards an effect lets its controller play: those that fit ``verb.what`` in their
    Hand or Reserve (the zones cards are played from; a ``what`` naming Limbo offers none: a card there is being
    played already, 5.1.2.a), whose
    cost after the effect's reduction, the delayed effects waiting for the next card
    (:func:`judge.engine.next_card.next_card_discount`) and the other cost changes
    (:func:`judge.engine.keywords.best_cost_reduction`) the player can pay with ready Mana Orbs, and that can be
    played at all (:func:`judge.engine.declare.cannot_be_played`, not exhausted in the Reserve:
    :func:`judge.engine.declare.exhausted_in_reserve`). A Base Cost restriction reads the Reserve Cost
    of a card in the Reserve, else its Hand Cost (the cards' reminder text)."""
    assert verb.what is not None
    sel = verb.what
    state = engine.state
    ready = sum(1 for o in state.in_zone(f"{ctx.you}.mana") if not o.exhausted)
    zones = [sel.zone] if sel.zone else ["your hand", "your reserve"]
    found = []
    for phrase in zones:
        for obj in engine.candidates(replace(sel, zone=phrase, max_cost=None, count=1), ctx):
            if state.zone_kind(obj.zone) == "limbo":  # a card in Limbo is being played already (5.1.2.a)
                continue
            from_reserve = state.zone_kind(obj.zone) == "reserve"
            base = obj.card.reserve_cost if from_reserve else obj.card.hand_cost
            if sel.max_cost is not None and (base if sel.cost == "base" else obj.card.hand_cost) > sel.max_cost:
                continue
            origin = "reserve" if from_reserve else "hand"
            waiting, free = next_card_discount(engine, obj, ctx.you, origin)
            less = verb.less + waiting + best_cost_reduction(engine, obj, ctx.you, origin)
            cost = 0 if verb.free or free else max(0, base - less)
            if obj.oid not in excluded and cost <= ready and not cannot_be_played(engine, obj.card) and \
                    not exhausted_in_reserve(engine, obj):
                found.append(obj)
    return found


@dataclass
class PlayFromEffect(Proc):
    """5.1.2.a, 1.2.6.a — "Immediately play a Character for {5} less" / "for free up to two …": a step in which
    the effect's controller chooses a card that fits (6.1.a) and plays it through the whole playing process
    (5.1.2: declare, pay, resolve), its cost replaced by nothing (for free: Tough is ignored too, 7.4.5.c) or
    reduced; then the next, up to the number the text says. "Starting with you, each player may …": the
    controller, then the opponent, each choose and play theirs. The card played is then "it" for the effect's
    next steps ("It gains [[Fleeting]]"). Gives the atomic actions of the cards' resolutions (what the step
    did)."""

    verb: Verb
    ctx: EffectContext
    turn: int = 0  # whose choice it is: 0 the controller, 1 the opponent ("each player")
    played: int = 0  # cards played by that player
    offered: list[Oid] = field(default_factory=list)  # the cards offered while the decision awaits
    chosen: list[Oid] = field(default_factory=list)
    done: list[AtomicAction] = field(default_factory=list)

    def step(self, engine: Engine) -> None:
        """Offer the cards that can be played, play the one chosen, and so on up to the count, player by player."""
        verb, ctx = self.verb, self.ctx
        assert verb.what is not None
        sel = verb.what
        players = [ctx.you, engine.state.opponent(ctx.you)] if verb.player is not None else [ctx.you]
        if self.at == 0:
            engine.take_reading("card-text-plays-and-delayed-effects")
            who = Msg("play_effect.each") if verb.player is not None else player_name(ctx.you)
            how = Msg("play_effect.free") if verb.free else Msg("play_effect.less", amount=verb.less) if verb.less \
                else None
            note = Msg("play_effect.note_plain", label=ctx.source_label, who=who) if how is None else \
                Msg("play_effect.note", label=ctx.source_label, who=who, how=how)
            engine.emit(K.NOTE, note, ("5.1.2.a", "1.2.6.a", *outside_a_turn(engine, players)), actor=ctx.you)
            self.at = 1
        player = players[self.turn] if self.turn < len(players) else ctx.you
        if self.at == 2:  # the card chosen
            assert isinstance(engine.ret, tuple)
            key = engine.ret[0]
            if key == "none":
                self.turn, self.played, self.at = self.turn + 1, 0, 1
            else:
                oid = next(o for o in self.offered if engine.state.objects[o].ref == key)
                self.chosen.append(oid)
                self.played += 1
                self.at = 3
                played_after_passing(engine, player)
                engine.call(PlayCard(PlayRequest(player, oid, free=verb.free, less=verb.less, from_effect=True)))
                return
        if self.at == 3:  # played: what it did
            if isinstance(engine.ret, list):
                self.done += engine.ret
                entered = [a.result for a in engine.ret if a.verb == "play" and a.result is not None]
                if entered:
                    ctx.it = entered[-1]
            self.at = 1
        while self.turn < len(players):
            player = players[self.turn]
            if self.played < sel.count:
                pool = playable_by_effect(engine, verb, replace(ctx, you=player), self.chosen)
                if pool:
                    self._offer(engine, player, pool)
                    return
                if self.played == 0:
                    who = player_name(player)
                    engine.emit(K.IGNORED, Msg("play_effect.none", who=who), ("1.2.6.f", "6.5.f", "5.1.2.c"),
                                actor=player)
            self.turn, self.played = self.turn + 1, 0
        engine.finish(self.done)

    def _offer(self, engine: Engine, player: str, pool: list[GameObject]) -> None:
        """6.1.a — ``player`` chooses the next card to play (or none, when the text says "up to" or "may")."""
        sel = self.verb.what
        assert sel is not None
        who = player_name(player)
        options = tuple(Option(o.ref, obj_name(o, "en"), obj_name(o, "fr")) for o in pool)
        if sel.up_to:
            options += (Option("none", "no card", "aucune carte"),)
        self.offered = [o.oid for o in pool]
        self.at = 2
        engine.ask(Decision(DecisionKind.PLAY_CARD, player, options, ("6.1.a", "5.1.2.b"),
                            f"{who} chooses a card to play ({self.played + 1} of {sel.count})",
                            f"{who} choisit une carte à jouer ({self.played + 1} sur {sel.count})"))


def outside_a_turn(engine: Engine, players: list[str]) -> tuple[str, ...]:
    """5.1.1.b, 1.4.2.a — the rules that let an effect make a player play a card outside a turn of theirs (at Noon,
    in the opponent's turn, after passing): a player plays cards during their turn (5.1.1.b), and a card that allows
    what a player normally cannot do takes priority (1.4.2.a); none when every player plays in their own turn."""
    state = engine.state
    if all(state.turn_under_way() == p and p not in state.passed for p in players):
        return ()
    return ("1.4.2.a", "5.1.1.b")


def played_after_passing(engine: Engine, player: str) -> None:
    """1.3.2.d*, 1.4.2.a — a player who has passed this Afternoon plays a card an effect makes them play: the
    Clarification's "once a player has passed, they can no longer play cards for this phase" is read as the cards
    played in a turn (reading ``passed-player-plays-by-an-effect``)."""
    state = engine.state
    if state.phase == "afternoon" and player in state.passed:
        engine.take_reading("passed-player-plays-by-an-effect")


def rush(verb: Verb, ctx: EffectContext) -> Proc:
    """1.2.4.b, 5.1.2.a, 4.2.3.c — Rush, a keyword the seed documents do not define: read from the card's reminder
    text, its controller plays another card at once, as a turn's "play a card" would (4.2.3.c: from the Hand or
    the Reserve, its cost paid), as a step of the effect through the whole playing process (reading
    ``rush-by-reminder-text``); none playable, the step does nothing ("If you don't" then happens)."""
    return RushStep(Verb("play", what=Selector("chosen", type="card")), ctx)


@dataclass
class RushStep(PlayFromEffect):
    """1.2.4.b, 5.1.2.a — the play of Rush (:func:`rush`): :class:`PlayFromEffect` of one card of any type, with the
    reading ``rush-by-reminder-text`` taken as it begins."""

    def step(self, engine: Engine) -> None:
        """Take the reading once, then play as an effect plays."""
        if self.at == 0:
            engine.take_reading("rush-by-reminder-text")
        super().step(engine)


STEP_PROCS["play"] = PlayFromEffect
STEP_PROCS["rush"] = rush
