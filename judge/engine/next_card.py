"""1.2.6.a, 5.1.2.d, 4.2.3.c — delayed effects on the next card played ("The next Character you play this turn
costs {1} less / gains 1 boost").

The seed documents do not define them: the cards' text is followed (reading
``card-text-plays-and-delayed-effects``). The effect waits in the state (``GameState.next_cards``) until its
player plays a card that fits, which uses it up, or the turn ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction
from judge.engine.context import EffectContext
from judge.engine.words import obj_name
from judge.model.cards import Verb
from judge.model.state import GameObject, PendingNextCard

if TYPE_CHECKING:
    from judge.engine.core import Engine


def next_card_action(verb: Verb, ctx: EffectContext) -> AtomicAction:
    """1.2.6.a — the atomic action of "The next card you play this turn …": the delayed effect begins to wait."""
    assert verb.next_card is not None
    return AtomicAction("next_card", "next_card", ctx.you,
                        next_card=PendingNextCard(ctx.you, verb.next_card, ctx.source_label))


def next_card_changes(engine: Engine, obj: GameObject, player: str, origin: str) -> tuple[int, int]:
    """5.1.2.d, 1.2.6.a — the delayed effects waiting for the card ``obj`` that ``player`` is playing from
    ``origin``: each that fits it applies and is used up (the card's text: "the next card you play this turn").
    Gives how much less it costs and how many boosts it gains as it enters."""
    state = engine.state
    fitting = [p for p in state.next_cards if p.player == player
               and p.effect.type in ("card", obj.card.type)
               and p.effect.played_from in (None, origin)]
    if not fitting:
        return 0, 0
    engine.take_reading("card-text-plays-and-delayed-effects")
    state.use_next_cards(fitting)
    less = sum(p.effect.less for p in fitting)
    boost = sum(p.effect.boost for p in fitting)
    for p in fitting:
        what_en = f"it costs {p.effect.less} less" if p.effect.less else f"it gains {p.effect.boost} boost(s)"
        what_fr = f"elle coûte {p.effect.less} de moins" if p.effect.less else f"il gagne {p.effect.boost} boost(s)"
        engine.emit("note", f"{p.label}: {obj_name(obj, 'en')} is the next card played this turn: {what_en}; the "
                    f"delayed effect is used up (the seed documents do not define delayed effects: this follows the "
                    f"card's text)",
                    f"{p.label} : {obj_name(obj, 'fr')} est la prochaine carte jouée ce tour : {what_fr} ; l'effet "
                    f"différé est épuisé (les règles fournies ne définissent pas les effets différés : on suit le "
                    f"texte de la carte)", ("5.1.2.d", "1.2.6.a"), actor=player, objects=(obj.ref,))
    return less, boost


def turn_ends(engine: Engine) -> None:
    """4.2.3.c, 1.2.6.a — a turn ends: the delayed effects still waiting for a card played "this turn" end unused."""
    for pending in engine.state.end_next_cards():
        engine.emit("note", f"{pending.label}: the turn ends and no card that fits was played: the delayed effect "
                    f"ends unused", f"{pending.label} : le tour finit sans qu'une carte qui convient ait été jouée : "
                    f"l'effet différé prend fin sans servir", ("4.2.3.c", "1.2.6.a"), actor=pending.player)
