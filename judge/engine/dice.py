"""6.1.c, 6.2.d — a die roll as an atomic action a modifier sees ("If you would roll one or more dice, also reveal
the top card of your deck"), and revealing the top card of a deck (the readings die-roll-by-card-text and
revealing-the-top-card)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction, AtomicKind

if TYPE_CHECKING:
    from judge.engine.core import Engine

#: The verb of the roll's atomic action, and of revealing the top card of a deck.
ROLL_VERB = "roll_die"
REVEAL_TOP = "reveal_top"


def roll_action(you: str) -> AtomicAction:
    """6.1.c, 6.1.e — the atomic action of rolling a die (``you`` rolls): it changes nothing on the board, its result
    being the decision of chance that follows it; a modifier of the event ``rolls`` applies to it (6.2.d)."""
    return AtomicAction(AtomicKind.NOTHING, ROLL_VERB, you)


def reveal_top_action(engine: Engine, you: str) -> AtomicAction:
    """6.1.e, 7.2.2.a — reveal the top card of your deck: shown to every player, it stays where it is (the reading
    ``revealing-the-top-card``); with no card in the deck it cannot happen (1.4.1.c)."""
    deck = engine.state.zones.get(f"{you}.deck", [])
    action = AtomicAction(AtomicKind.NOTHING, REVEAL_TOP, you, obj=deck[0] if deck else None,
                          from_zone=f"{you}.deck")
    if not deck:
        action.impossible = "the deck is empty"
    return action
