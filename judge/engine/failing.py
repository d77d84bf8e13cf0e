"""1.3.2.e, 4.2.d, 6.3.b — an expedition that fails to move forward during Dusk, as an event reactions see ("When my
Expedition fails to move forward during Dusk —").

Progress advances the expeditions that win a terrain of their region (1.3.2.e); the others do not move forward. That
is no atomic action (nothing changes), but the card's trigger names it: once the step of Progress has happened, each
expedition it did not advance (no statistic won, a Defender held it, its advance was replaced or could not happen) is
an event the reactions are matched against as a step's are (:func:`judge.engine.modifiers.find_candidates`), and their
Reaction-Emblems are created then, to be played at the check after the daily effect (4.2.d; reading
``failing-to-advance-is-an-event``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction, AtomicKind
from judge.engine.modifiers import react_to
from judge.events import EventKind as K
from judge.events import Msg, Zone
from judge.model.state import EXPEDITIONS

if TYPE_CHECKING:
    from judge.engine.core import Engine

FAILS = "fails_to_advance"


def not_advanced(engine: Engine, done: list[AtomicAction]) -> list[str]:
    """1.3.2.e — the expeditions the step of Progress did not advance, in initiative order (Hero, then Companion); an
    expedition that advanced earlier this Dusk (an "At Dusk" reaction), which Progress cannot advance again
    (Clarification of the phases: once per Dusk phase), has not failed to move forward during Dusk."""
    state = engine.state
    moved = {a.to_zone for a in done if a.kind is AtomicKind.ADVANCE and not a.impossible} | state.advanced_this_dusk
    return [f"{p}.{e}" for p in state.initiative_order() for e in EXPEDITIONS if f"{p}.{e}" not in moved]


def fail_reactions(engine: Engine, done: list[AtomicAction]) -> None:
    """1.3.2.e, 4.2.d, 6.3.b — after the step of Progress (``done``): the reactions to an expedition failing to move
    forward, each failure said once it activates one, with their Reaction-Emblems created under it (played at the
    check after the daily effect, 4.2.d). Nothing is said when no reaction waits for such an event."""
    engine.ability_sources()
    if not any(reaction.trigger.event == FAILS for _, _, reaction, *_ in engine.reaction_sources):
        return
    failures = [AtomicAction(AtomicKind.FAIL_ADVANCE, "fail_advance", key.split(".")[0], to_zone=key)
                for key in not_advanced(engine, done)]
    actions, _ = react_to(engine, failures)
    emblems = actions[len(failures):]
    for failure in failures:
        own = [e for e in emblems if e.trigger is failure]
        if not own:
            continue
        engine.take_reading("failing-to-advance-is-an-event")
        key = failure.to_zone or ""
        seq = engine.emit(K.NOTE, Msg("note.fails_to_advance", zone=Zone(key, capital=True)), ("1.3.2.e", "6.3.b"),
                          actor=failure.actor, expedition=key)
        engine.trace.open(seq)
        engine.create_emblems(own, seq)
        engine.trace.close(seq)
