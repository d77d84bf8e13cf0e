"""1.2.4.c, 4.2.a — "The first Character you play each Afternoon gains 1 boost": a passive ability keyed to the
first card of a type a player plays in a phase.

The state keeps, for the current phase, the type of each card each player has played (``GameState.played_this_phase``,
emptied as a phase begins); a card is the first of its type when no card of that type by that player is there yet.
The seed documents do not define it: the card's text is followed (reading ``first-card-played-each-phase``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.words import named
from judge.events import EventKind as K
from judge.events import Msg
from judge.model.state import IN_PLAY, GameObject

if TYPE_CHECKING:
    from judge.engine.core import Engine


def first_card_boosts(engine: Engine, obj: GameObject, player: str) -> int:
    """1.2.4.c, 4.2.a, 5.1.2.a — ``player`` plays ``obj``: note its type as played in this phase, and give how many
    boosts it gains as it enters from the passive abilities "the first TYPE you play each PHASE gains N boosts" of
    the objects ``player`` controls in play (each says so in an event): those of this phase for which it is the
    first card of that type ``player`` plays in it (for "card", the first card of any type)."""
    state = engine.state
    card_type = obj.card.type
    earlier = {t for p, t in state.played_this_phase if p == player}  # the types it played before, this phase
    state.note_played(player, card_type)
    total = 0
    for zone in IN_PLAY:
        for oid in state.zones.get(f"{player}.{zone}", ()):
            source = state.objects[oid]
            for bonus in source.card.first_card_bonuses:
                if bonus.phase != state.phase or bonus.type not in ("card", card_type) or (
                        bonus.type in earlier or (bonus.type == "card" and earlier)):
                    continue
                engine.take_reading("first-card-played-each-phase")
                engine.emit(K.NOTE, Msg("first_card.boost", source=named(source), obj=named(obj), amount=bonus.boost),
                            ("1.2.4.c", "4.2.a"), actor=player, objects=(source.ref, obj.ref), source=source.card.name)
                total += bonus.boost
    return total
