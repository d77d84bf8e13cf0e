"""7.3.2.a, 7.3.2.b, 6.5.f — After You: end the turn under way once Limbo is empty; outside a turn it is ignored."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction, AtomicKind

if TYPE_CHECKING:
    from judge.engine.core import Engine

#: Why After You cannot happen outside the Afternoon's turns (its French in judge.engine.words.IMPOSSIBLE_FR).
NO_TURN = "no turn is under way"


def turn_under_way(engine: Engine) -> str | None:
    """4.2.3.a, 4.2.3.b, 4.2.3.c — the player whose turn is under way: turns are taken only in the Afternoon, not
    before its first turn begins (its opening check of reactions, 4.2.b)."""
    return engine.state.turn_under_way()


def after_you_action(engine: Engine, you: str) -> AtomicAction:
    """7.3.2.a, 6.5.f — "After You" means "end *the* turn once there are no more Reactions in Limbo": the turn under
    way, whoever's effect says it (the seed text names no player). Outside the Afternoon's turns (another phase, or
    the check of reactions that opens the Afternoon, before its first turn) no turn is under way: that
    part of the effect cannot happen, it is ignored and the rest of the effect happens normally (6.5.f, 1.2.6.f)."""
    action = AtomicAction(AtomicKind.NOTHING, "after_you", you)
    if turn_under_way(engine) is None:
        action.impossible, action.impossible_rules = NO_TURN, ("7.3.2.a", "4.2.3.a")
    return action


def say_after_you(engine: Engine) -> None:
    """7.3.2.a, 7.3.2.b — the turn under way ends once Limbo is empty (the Afternoon ends it, without a pass)."""
    player = turn_under_way(engine)
    if player is not None:
        engine.after_you.add(player)
