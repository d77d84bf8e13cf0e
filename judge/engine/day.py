"""4.2, 1.3.2 — the day: five phases, each opened by its atomic instant, then its daily effects.

A phase begins with an atomic instant (glossary "Instants / Actions Atomiques"): one
step with the atomic action "PHASE begins", which "At PHASE" reactions of objects
already in play (or support reactions in the Reserve) modify (6.3.b) — an object that
arrives later in the phase does not trigger for it. Then reactions are checked (4.2.b),
and the phase's daily effects resolve (4.2.c), or the Afternoon's turns are taken.
A new day starts at Morning: activation and quick-action counts start again (6.3.f, 1.4.6.b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine import daily
from judge.engine.atomic import AtomicAction
from judge.engine.reactions import check_reactions
from judge.engine.turns import TakeTurn, afternoon
from judge.engine.words import PHASE_NAMES
from judge.model.state import PHASES

if TYPE_CHECKING:
    from judge.engine.core import Engine

ATOMIC_INSTANTS = "instants-actions-atomiques"
PHASE_RULES: dict[str, tuple[str, ...]] = {
    "morning": ("4.2.a", "1.3.2.b"),
    "noon": ("4.2.a", "4.2.2.a", "1.3.2.c"),
    "afternoon": ("4.2.a", "4.2.f", "4.2.3.a", "1.3.2.d*"),
    "dusk": ("4.2.a", "1.3.2.e"),
    "night": ("4.2.a", "4.2.5.a", "1.3.2.f"),
}


def no_turns(player: str) -> bool:
    """A ``take_turn`` with no script: every turn is left to the default (pass)."""
    return False


def next_phase(phase: str) -> str:
    """4.2.a — the phase after ``phase`` (Night is followed by the next day's Morning)."""
    return PHASES[(PHASES.index(phase) + 1) % len(PHASES)]


def start_phase(engine: Engine, phase: str, take_turn: TakeTurn = no_turns) -> None:
    """4.2.a–e — run one phase: atomic instant, reaction check, then daily effects or turns."""
    state = engine.state
    if phase not in PHASES:
        raise ValueError(phase)
    if phase == "morning" and state.phase == "night":
        _new_day(engine)
    state.phase = phase
    en, fr = PHASE_NAMES[phase]
    with engine.section("phase", f"{en} of day {state.day}", f"{fr} du jour {state.day}", PHASE_RULES[phase],
                        phase=phase):
        instant = AtomicAction("phase", "phase", state.first_player, phase=phase)
        instant_rules = (ATOMIC_INSTANTS, "4.2.b") if phase in ("noon", "dusk", "night") else ("4.2.a", "4.2.b")
        engine.run_step([instant], controller=None, rules=instant_rules,
                        en=f"atomic instant: {en} begins", fr=f"instant atomique : début de la phase {fr}",
                        check=False, kind="instant")
        engine.stage = "start"
        check_reactions(engine, ("4.2.b", "4.4.a"), "start of the phase", "début de la phase", always=True,
                        settled=True)
        if phase == "morning":
            daily.morning(engine)
        elif phase == "afternoon":
            afternoon(engine, take_turn)
        elif phase == "dusk":
            daily.dusk(engine)
        elif phase == "night":
            daily.night(engine)


def _new_day(engine: Engine) -> None:
    """6.3.f, 1.4.6.b — a new day: the counts of activations and quick-action plays start again."""
    state = engine.state
    state.day += 1
    state.activations.clear()
    state.quick_action_plays.clear()
    engine.emit("day", f"day {state.day} begins: reaction activations and quick actions are counted afresh",
                f"le jour {state.day} commence : activations et actions rapides sont comptées à nouveau",
                ("6.3.f", "1.4.6.b"))


def run_until(engine: Engine, until: str, days: int, take_turn: TakeTurn = no_turns) -> None:
    """4.2.a — run the phases after the current one up to ``until`` (a phase, or ``end_of_day``), ``days`` times."""
    last = "night" if until == "end_of_day" else until
    for _ in range(days):
        for _ in range(len(PHASES)):
            phase = next_phase(engine.state.phase)
            start_phase(engine, phase, take_turn)
            if phase == last:
                break
