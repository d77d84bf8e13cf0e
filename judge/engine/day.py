"""4.2, 1.3.2 — the phases of a day and their atomic instants.

A phase begins with an atomic instant (glossary "Instants / Actions Atomiques"): one
step with the atomic action "PHASE begins", which "At PHASE" reactions of objects
already in play (or support reactions in the Reserve) modify (6.3.b). Then reactions
are checked (4.2.b). The daily effects of Morning, Dusk and Night (Prepare, Draw,
Mana, Progress, Rest, Clean-up) are not run by this version: the trace says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction
from judge.engine.reactions import check_reactions
from judge.engine.words import PHASE_NAMES
from judge.model.state import PHASES

if TYPE_CHECKING:
    from judge.engine.core import Engine

ATOMIC_INSTANTS = "instants-actions-atomiques"
PHASE_RULES: dict[str, tuple[str, ...]] = {
    "morning": ("4.2.a", "1.3.2.b"),
    "noon": ("4.2.a", "4.2.2.a", "1.3.2.c"),
    "afternoon": ("4.2.a", "4.2.3.a", "1.3.2.d*"),
    "dusk": ("4.2.a", "1.3.2.e"),
    "night": ("4.2.a", "4.2.5.a", "1.3.2.f"),
}
DAILY_EFFECTS = {"morning": ("4.2.c", "1.3.2.b"), "dusk": ("4.2.c", "1.3.2.e"), "night": ("4.2.5.a", "1.3.2.f")}


def start_phase(engine: Engine, phase: str) -> None:
    """4.2.a–b — a phase begins: its atomic instant, then a reaction check."""
    state = engine.state
    if phase not in PHASES:
        raise ValueError(phase)
    state.phase = phase
    if phase == "afternoon":
        state.turn_player = state.first_player
        state.passed.clear()
    en, fr = PHASE_NAMES[phase]
    with engine.section("phase", f"{en} of day {state.day}", f"{fr} du jour {state.day}", PHASE_RULES[phase],
                        phase=phase):
        instant = AtomicAction("phase", "phase", state.first_player, phase=phase)
        engine.run_step([instant], controller=None, rules=(ATOMIC_INSTANTS, "4.2.b"),
                        en=f"atomic instant: {en} begins", fr=f"instant atomique : début de la phase {fr}",
                        check=False, kind="instant")
        check_reactions(engine, ("4.2.b", "4.4.a"), "start of the phase", "début de la phase", always=True)
        if phase in DAILY_EFFECTS:
            engine.emit("not_yet",
                        f"not yet: this version of the judge does not run the daily effects of {en}",
                        f"pas encore : cette version du juge n'exécute pas les effets quotidiens ({fr})",
                        DAILY_EFFECTS[phase])
