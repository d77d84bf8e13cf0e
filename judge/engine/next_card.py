"""1.2.6.a, 5.1.2.d, 4.2.3.c — delayed effects on the next card played ("The next Character you play this turn
costs {1} less / gains 1 boost", "The next Spell you play this Afternoon costs {1} less").

The seed documents do not define them: the cards' text is followed (reading
``card-text-plays-and-delayed-effects``). The effect waits in the state (``GameState.next_cards``) until its
player plays a card that fits, which uses it up, or the turn ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction, AtomicKind
from judge.engine.context import EffectContext
from judge.engine.core import Proc
from judge.engine.decisions import Decision, DecisionKind, Option
from judge.engine.steps import RunStep
from judge.engine.words import ability_label, counted, named, player_name
from judge.events import EventKind as K
from judge.events import Msg
from judge.model.cards import NextCard, Reaction
from judge.model.ids import Oid
from judge.model.state import GameObject, PendingNextCard

if TYPE_CHECKING:
    from judge.engine.core import Engine


def next_card_changes(engine: Engine, obj: GameObject, player: str, origin: str) -> tuple[int, int, bool, bool]:
    """5.1.2.d, 1.2.6.a — the delayed effects waiting for the card ``obj`` that ``player`` is playing from
    ``origin``: each that fits it applies and is used up (the card's text: "the next card you play this turn").
    Gives how much less it costs, how many boosts it gains as it enters, whether it activates one of its
    {R} abilities then, and whether it is free (its Mana cost is none, 5.1.2.d)."""
    state = engine.state
    fitting = _fitting(engine, obj, player, origin)
    if not fitting:
        return 0, 0, False, False
    engine.take_reading("card-text-plays-and-delayed-effects")
    state.use_next_cards(fitting)
    less = sum(p.effect.less for p in fitting)
    boost = sum(p.effect.boost for p in fitting)
    for p in fitting:
        engine.emit(K.NOTE, Msg("next_card.used", label=p.label, obj=named(obj), when=_when(p.effect.until),
                                what=_what_it_does(p.effect)),
                    ("5.1.2.d", "1.2.6.a"), actor=player, objects=(obj.ref,))
    return less, boost, any(p.effect.activate for p in fitting), any(p.effect.free for p in fitting)


def made_free(engine: Engine, ctx: EffectContext) -> None:
    """7.4.5.c, 5.1.2.d — a card a delayed effect makes free ("The next Spell you play this turn is free") is played
    "for free": its Mana cost is none and, as 7.4.5.c's remark says of a Spell played for free, the additional cost
    of Tough X is ignored too."""
    ctx.free = True
    engine.emit(K.NOTE, Msg("note.free"), ("7.4.5.c",))


def _fitting(engine: Engine, obj: GameObject, player: str, origin: str) -> list[PendingNextCard]:
    """1.2.6.a — the delayed effects waiting for the next card that fit ``obj`` played by ``player`` from ``origin``."""
    return [p for p in engine.state.next_cards if p.player == player
            and p.effect.type in ("card", obj.card.type)
            and p.effect.played_from in (None, origin)]


def next_card_discount(engine: Engine, obj: GameObject, player: str, origin: str) -> tuple[int, bool]:
    """5.1.2.d, 5.1.2.c, 1.2.6.a — what the delayed effects waiting for the next card would take off the cost of
    ``obj`` if ``player`` played it from ``origin`` now (how much less, and whether it is free), without using them
    up: a card an effect offers to play is one whose cost, with these too, its player's Mana can pay."""
    fitting = _fitting(engine, obj, player, origin)
    return sum(p.effect.less for p in fitting), any(p.effect.free for p in fitting)


def _when(until: str) -> Msg:
    return Msg(f"next_card.this_{until}")


def _what_it_does(effect: NextCard) -> Msg:
    if effect.free:
        return Msg("next_card.used_free")
    if effect.less:
        return Msg("next_card.used_less", amount=effect.less)
    if effect.boost:
        return Msg("next_card.used_boost", amount=effect.boost)
    return Msg("next_card.used_activate")


def reserve_abilities(obj: GameObject) -> list[int]:
    """7.5.1.a — the indexes of an object's {R} abilities (reactions to being played from the Reserve)."""
    return [i for i, a in enumerate(obj.card.abilities) if isinstance(a, Reaction) and a.trigger.event == "played"
            and a.trigger.played_from == "reserve"]


@dataclass
class OnEntering(Proc):
    """1.2.6.a, 7.3.1.b — what delayed effects give the next card played as it enters (after the boosts of "the
    first … you play each …", 1.2.4.c, a step of their own: judge.engine.first_card): boosts (one step), then
    the activation of one of its {R} abilities (its controller chooses which when it has several): a step that
    says "Activate [a reaction]" is modified by that reaction (7.3.1.b), whose emblem waits for the check after
    the card is played (4.4.a)."""

    oid: Oid
    player: str
    boost: int
    activate: bool
    first_boost: int = 0  # boosts from "the first … you play each …" (judge.engine.first_card), a step of their own

    def step(self, engine: Engine) -> None:
        """The boosts, then the activation."""
        state = engine.state
        if self.at == 0:
            self.at = 6
            if self.first_boost and self.oid in state.objects:
                boost = AtomicAction(AtomicKind.BOOST, "boost", self.player, obj=self.oid, amount=self.first_boost)
                engine.call(RunStep([boost], self.player, ("1.2.4.c", "4.2.a", "6.1.e"),
                                    "the first such card played this phase: it gains "
                                    f"{counted(self.first_boost, 'boost', 'boosts', 'en')} as it enters",
                                    "la première carte de ce genre jouée dans cette phase : elle gagne "
                                    f"{counted(self.first_boost, 'boost', 'boosts', 'fr')} en entrant"))
                return
        if self.at == 6:
            self.at = 1
            if self.boost and self.oid in state.objects:
                boost = AtomicAction(AtomicKind.BOOST, "boost", self.player, obj=self.oid, amount=self.boost)
                engine.call(RunStep([boost], self.player, ("1.2.6.a", "6.1.e"),
                                    f"the delayed effect: it gains {counted(self.boost, 'boost', 'boosts', 'en')} "
                                    "as it enters",
                                    f"l'effet différé : la carte gagne {counted(self.boost, 'boost', 'boosts', 'fr')} "
                                    "en entrant"))
                return
        if self.at == 1:
            obj = state.objects.get(self.oid)
            found = reserve_abilities(obj) if obj is not None and self.activate else []
            if self.activate and not found:
                engine.emit(K.IGNORED, Msg("next_card.no_reaction"), ("1.2.6.f", "6.5.f"), actor=self.player)
            if len(found) > 1 and obj is not None:
                self.at = 2
                options = tuple(Option(str(i + 1), ability_label(obj, obj.card.abilities[i]),
                                       ability_label(obj, obj.card.abilities[i])) for i in found)
                who = player_name(self.player)
                engine.ask(Decision(DecisionKind.ACTIVATE_REACTION, self.player, options, ("7.3.1.b", "1.2.6.a"),
                                    f"{who} chooses which {{R}} ability to activate",
                                    f"{who} choisit quelle capacité {{R}} activer"))
                return
            if found:
                self._activate(engine, found[0])
                return
        if self.at == 2:
            assert isinstance(engine.ret, tuple)
            self._activate(engine, int(engine.ret[0]) - 1)
            return
        engine.finish()

    def _activate(self, engine: Engine, index: int) -> None:
        self.at = 3
        action = AtomicAction(AtomicKind.NOTHING, "activate", self.player, obj=self.oid, amount=index)
        engine.call(RunStep([action], self.player, ("7.3.1.b", "1.2.6.a"),
                            "the delayed effect: it activates one of its {R} abilities",
                            "l'effet différé : la carte active l'une de ses capacités {R}"))


def turn_ends(engine: Engine) -> None:
    """4.2.3.c, 1.2.6.a — a turn ends: the delayed effects still waiting for a card played "this turn" end unused."""
    for pending in engine.state.end_next_cards("turn"):
        engine.emit(K.NOTE, Msg("next_card.ends", label=pending.label), ("4.2.3.c", "1.2.6.a"), actor=pending.player)


def afternoon_ends(engine: Engine) -> None:
    """4.2.3.a, 1.2.6.a — the Afternoon ends (all players have passed): the delayed effects still waiting for a card
    played "this Afternoon" end unused. They outlive the turn that created them (4.2.3.c: the turns alternate within
    the Afternoon), so a card its player plays on a later turn of the same Afternoon uses them."""
    for pending in engine.state.end_next_cards("afternoon"):
        engine.emit(K.NOTE, Msg("next_card.ends_afternoon", label=pending.label), ("4.2.3.a", "1.2.6.a"),
                    actor=pending.player)
