"""4.2.3.c, 1.3.2.d*, 6.3.b — passing as an event reactions see ("When you pass first —").

Passing is not a step of an effect: it is one of the three things a turn does (4.2.3.c), and it
is followed by a check of reactions. The reactions whose trigger is a pass are found as a step's
reactions are (:func:`judge.engine.modifiers.find_candidates`: reactions are additive modifiers,
6.3.b), on one atomic action of kind ``pass``; their Reaction-Emblems are created once the player
has passed (reading ``passing-is-an-event``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction, AtomicKind
from judge.engine.modifiers import react_to

if TYPE_CHECKING:
    from judge.engine.core import Engine


def pass_reactions(engine: Engine, player: str) -> list[AtomicAction]:
    """4.2.3.c, 6.3.b — the reactions ``player``'s pass activates, before it happens: their emblem actions, applied
    in board order (reactions only add: reading ``additive-modifiers-in-board-order``), to be created once the pass
    has happened (see :meth:`judge.engine.core.Engine.create_emblems`)."""
    engine.ability_sources()
    if not any(reaction.trigger.event == "passes" for _, _, reaction, *_ in engine.reaction_sources):
        return []
    actions, found = react_to(engine, [AtomicAction(AtomicKind.PASS, "pass", player)])
    if found:
        engine.take_reading("passing-is-an-event")
    return actions[1:]
