"""4.2, 1.3.2 — the day: five phases, each opened by one step, then its daily effects.

A phase begins with one step with the atomic action "PHASE begins" (at Noon, Dusk and Night the glossary's atomic
instant, "Instants / Actions Atomiques"), which "At PHASE" reactions of objects
already in play (or support reactions in the Reserve) modify (6.3.b) — an object that
arrives later in the phase does not trigger for it. Then reactions are checked (4.2.b),
and the phase's daily effects resolve (4.2.c), or the Afternoon's turns are taken.
A new day starts at Morning: activation and quick-action counts start again (6.3.f, 1.4.6.b).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge.engine import daily
from judge.engine.atomic import AtomicAction, AtomicKind, is_atomic_instant, phase_begins_rules
from judge.engine.core import Proc
from judge.engine.effects import CheckReactions
from judge.engine.steps import RunStep
from judge.engine.turns import Afternoon, TurnScript
from judge.engine.words import PHASE_NAMES, phase_label
from judge.events import EventKind as K
from judge.events import Msg
from judge.model.ids import Seq
from judge.model.state import PHASES

if TYPE_CHECKING:
    from judge.engine.core import Engine

PHASE_RULES: dict[str, tuple[str, ...]] = {
    "morning": ("4.2.a", "1.3.2.b"),
    "noon": ("4.2.a", "4.2.2.a", "1.3.2.c"),
    "afternoon": ("4.2.a", "4.2.f", "4.2.3.a", "1.3.2.d*"),
    "dusk": ("4.2.a", "1.3.2.e"),
    "night": ("4.2.a", "4.2.5.a", "1.3.2.f"),
}


def next_phase(phase: str) -> str:
    """4.2.a — the phase after ``phase`` (Night is followed by the next day's Morning)."""
    return PHASES[(PHASES.index(phase) + 1) % len(PHASES)]


@dataclass
class StartPhase(Proc):
    """4.2.a–e — run one phase: atomic instant, reaction check, then daily effects or turns."""

    phase: str
    turns: TurnScript | None = None
    seq: Seq = 0
    markers: dict[str, int] = field(default_factory=dict)  # at Dusk: where the expeditions stood as it began

    def step(self, engine: Engine) -> None:
        """Open the phase with its atomic instant; check reactions; run its body; close it."""
        state, phase = engine.state, self.phase
        en, fr = PHASE_NAMES[phase]
        if self.at == 0:
            if phase not in PHASES:
                raise ValueError(phase)
            if begins_a_new_day(state.phase, phase):
                _new_day(engine)
            state.begin_phase(phase)
            if phase == "dusk":
                self.markers = dict(state.markers)
            self.seq = engine.emit(K.PHASE, Msg("phase", phase=phase_label(phase), day=state.day), PHASE_RULES[phase],
                                   phase=phase)
            engine.trace.open(self.seq)
            instant = AtomicAction(AtomicKind.PHASE, "phase", state.first_player, phase=phase)
            self.at = 1
            if is_atomic_instant(phase):
                engine.call(RunStep([instant], None, phase_begins_rules(phase), f"atomic instant: {en} begins",
                                    f"instant atomique : début de la phase {fr}", kind="instant"))
            else:  # the glossary names no atomic instant at Morning nor at the Afternoon: the phase just begins
                engine.call(RunStep([instant], None, phase_begins_rules(phase), f"start of the {en}",
                                    f"début de la phase {fr}", kind="instant"))
            return
        if self.at == 1:
            self.at = 2
            if phase == "afternoon":
                afternoon_opening_initiative(engine)
            elif phase == "morning":
                morning_opening_check(engine)
            else:
                instant_support_in_the_reserve(engine, phase)
            engine.call(CheckReactions(("4.2.b", "4.4.a"), "start of the phase", "début de la phase", always=True))
            return
        if self.at == 2:
            self.at = 3
            body = {"morning": daily.Morning(), "afternoon": Afternoon(self.turns), "dusk": daily.Dusk(self.markers),
                    "night": daily.Night()}.get(phase)
            if body is not None:
                engine.call(body)
                return
        engine.trace.close(self.seq)
        engine.finish()


def afternoon_opening_initiative(engine: Engine) -> None:
    """1.4.5.a, 4.2.3.b — at the check that opens the Afternoon no turn is under way: the player who took an earlier
    Afternoon's last turn is no longer playing it, and the first player, who takes the first turn (4.2.3.b), has the
    initiative. 1.4.5.a names only the turn player in the Afternoon: this is the reading
    ``afternoon-opening-initiative``, said where reactions of two players wait at that check."""
    state = engine.state
    state.open_afternoon()  # the next turn is the first player's: the initiative order begins with them
    if len({controller for controller, _ in engine.pending.values()}) > 1:
        engine.take_reading("afternoon-opening-initiative")


def morning_opening_check(engine: Engine) -> None:
    """4.2.b, 1.3.2.b, 1.4.5.a — the check of reactions that opens the Morning (4.2.b) comes before the first-player
    marker passes, the Morning's first daily effect (1.3.2.b, Clarification): an "At Morning" reaction is played there,
    the first player of the day before having the initiative (1.4.5.a). The seeds name atomic instants only at Noon,
    Dusk and Night and do not place the marker's passing against that check: this is the reading
    ``morning-opening-check-before-the-marker``, said where a reaction waits at that check."""
    if engine.pending:
        engine.take_reading("morning-opening-check-before-the-marker")


def instant_support_in_the_reserve(engine: Engine, phase: str) -> None:
    """instants-actions-atomiques, 1.2.4.d, 2.2.10.d — at the atomic instant that opens Noon, Dusk or Night only the
    cards already in play may have their abilities tied to it trigger (the glossary); a support ability works only in
    the Reserve (1.2.4.d), and its card's reaction activated there is read as the glossary's "in play": the reading
    ``atomic-instant-support-in-the-reserve``, said where such a reaction waits at the check that opens the phase."""
    if not is_atomic_instant(phase):
        return
    state = engine.state
    for _, source in engine.pending.values():
        obj = state.objects.get(source) if source is not None else None
        if obj is not None and state.zone_kind(obj.zone) == "reserve":
            engine.take_reading("atomic-instant-support-in-the-reserve")
            return


def begins_a_new_day(current: str, phase: str) -> bool:
    """4.2.a, 1.3.2.a — whether ``phase``, begun while the board is in ``current``, belongs to the next day: a day's
    phases come in their order (Morning, Noon, Afternoon, Dusk, Night), so a phase that comes earlier in the day than
    the board's (the Morning after the Night, or after a Noon, an Afternoon or a Dusk a scenario ends at) is the next
    day's; the board's own phase begun again is the same day's."""
    return PHASES.index(phase) < PHASES.index(current)


def _new_day(engine: Engine) -> None:
    """1.3.2.a, 6.3.f, 1.4.6.b — a new day, whose five phases follow: the counts of activations and quick-action
    plays start again."""
    state = engine.state
    state.begin_day()
    engine.emit(K.DAY, Msg("day", day=state.day), ("1.3.2.a", "6.3.f", "1.4.6.b"))


@dataclass
class RunUntil(Proc):
    """4.2.a — run the phases after the current one up to ``until`` (a phase, or ``end_of_day``), ``days`` times."""

    until: str
    days: int
    turns: TurnScript | None = None
    day: int = 0
    phases: int = 0  # phases run this time round
    last: str = ""  # the phase last begun

    def step(self, engine: Engine) -> None:
        """Begin the next phase, or end."""
        stop = "night" if self.until == "end_of_day" else self.until
        if self.at == 1 and (self.last == stop or self.phases == len(PHASES)):
            self.day += 1
            self.phases = 0
        if self.day >= self.days:
            engine.finish()
            return
        self.last = next_phase(engine.state.phase)
        self.phases += 1
        self.at = 1
        engine.call(StartPhase(self.last, self.turns))
