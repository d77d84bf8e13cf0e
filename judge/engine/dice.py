"""6.1.c, 6.2.d — a die roll as an atomic action a modifier sees ("If you would roll one or more dice, also reveal
the top card of your deck"), and revealing the top card of a deck (the readings die-roll-by-card-text and
revealing-the-top-card)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction, AtomicKind
from judge.engine.context import EffectContext
from judge.model.cards import Effect, Step

if TYPE_CHECKING:
    from judge.engine.core import Engine

#: The verb of the roll's atomic action, and of revealing the top card of a deck.
ROLL_VERB = "roll_die"
REVEAL_TOP = "reveal_top"


def roll_action(you: str, result: int) -> AtomicAction:
    """6.1.c, 6.1.e — the atomic action of rolling a die (``you`` rolls; ``result``: the face, the decision of chance
    made as the die is rolled): it changes nothing on the board; a modifier of the event ``rolls`` applies to it
    (6.2.d), and the reactions to the step read its result ("the die's result": :func:`bind_die_result`)."""
    return AtomicAction(AtomicKind.NOTHING, ROLL_VERB, you, amount=result)


def bind_die_result(effect: Effect, step_actions: list[AtomicAction]) -> Effect:
    """6.3.b, 6.5.c — the effect of a reaction to an event of a die roll's step ("When you reveal a card this way — If
    its Hand Cost is equal to the die's result, …"): its conditions on "the die's result" read that roll's result,
    set now (the Reaction-Emblem carries it, the reading ``die-result-known-to-the-reaction``). Unchanged when the
    step rolls no die or the effect does not read it."""
    roll = next((a for a in step_actions if a.verb == ROLL_VERB), None)
    if roll is None or not any(_reads_die(step) for step in effect):
        return effect
    return tuple(_bound(step, roll.amount) for step in effect)


def _reads_die(step: Step) -> bool:
    return (step.condition is not None and step.condition.kind == DIE_RESULT) or any(
        _reads_die(s) for s in (*step.if_you_do, *step.if_you_dont, *step.otherwise, *step.then))


def _bound(step: Step, result: int) -> Step:
    condition = step.condition
    if condition is not None and condition.kind == DIE_RESULT:
        condition = replace(condition, at_least=result)
    return replace(step, condition=condition, if_you_do=tuple(_bound(s, result) for s in step.if_you_do),
                   if_you_dont=tuple(_bound(s, result) for s in step.if_you_dont),
                   otherwise=tuple(_bound(s, result) for s in step.otherwise),
                   then=tuple(_bound(s, result) for s in step.then))


#: The condition "its Hand Cost is equal to the die's result" (its ``at_least``: the result, 0 until it is known).
DIE_RESULT = "hand_cost_is_die_result"


def draw_it_action(engine: Engine, ctx: EffectContext) -> AtomicAction:
    """6.1.e, 7.2.4.a — "draw it": its controller draws the card revealed ("it") if it is still the top card of their
    deck (drawing takes the top card: the reading verbs-named-without-definition); else it cannot happen (1.4.1.c)."""
    deck_zone = f"{ctx.you}.deck"
    deck = engine.state.zones.get(deck_zone, [])
    action = AtomicAction(AtomicKind.MOVE, "draw", ctx.you, obj=ctx.it, from_zone=deck_zone, to_zone=f"{ctx.you}.hand")
    if ctx.it is None or not deck or deck[0] != ctx.it:
        action.impossible = "it is no longer the top card of the deck"
    return action


def reveal_top_action(engine: Engine, you: str) -> AtomicAction:
    """6.1.e, 7.2.2.a — reveal the top card of your deck: shown to every player, it stays where it is (the reading
    ``revealing-the-top-card``); with no card in the deck it cannot happen (1.4.1.c)."""
    deck = engine.state.zones.get(f"{you}.deck", [])
    action = AtomicAction(AtomicKind.NOTHING, REVEAL_TOP, you, obj=deck[0] if deck else None,
                          from_zone=f"{you}.deck")
    if not deck:
        action.impossible = "the deck is empty"
    return action
