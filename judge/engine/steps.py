"""6.1.e–f, 6.2.e — one step: its modifier loop, then its atomic actions, all at once."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from judge.engine.atomic import AtomicAction
from judge.engine.conditions import refresh_gigantic
from judge.engine.core import Engine, Proc
from judge.engine.modifiers import LOOKED, Candidate, ModifierLoop, StepModifiers, find_candidates, mark_impossible
from judge.events import EventKind as K
from judge.events import Msg, Pair
from judge.model.ids import Seq
from judge.model.once import BOUND


@dataclass
class RunStep(Proc):
    """6.1.e–f, 6.2.e — one step: modifiers applied, then its atomic actions all at once; gives them as performed.

    Reactions are checked after a step of an effect (4.4.a.2): by the effect (see
    :class:`judge.engine.effects.ResolveStep`), not here — the steps of the playing process,
    of costs and of daily effects are followed by no check of their own.
    """

    actions: list[AtomicAction]
    controller: str | None
    rules: tuple[str, ...]
    en: str
    fr: str
    kind: str = "step"
    seq: Seq = 0

    def step(self, engine: Engine) -> None:
        """Open the step and run its modifier loop; then perform it."""
        if self.at == 0:
            self.seq, done, found = begin_step(engine, self.actions, self.controller, self.rules, self.en, self.fr,
                                               self.kind)
            self.at = 1
            if not found:
                engine.ret = self.actions
            elif not engine.call_now(ModifierLoop(self.actions, self.controller, done, found, at=LOOKED)):
                return  # the loop asks which modifier applies first, or has cards chosen: resumed when it ends
        assert isinstance(engine.ret, list)
        self.actions = actions = engine.ret
        end_step(engine, actions, self.seq, self.controller, self.kind)
        engine.finish(actions)


def run_step(engine: Engine, actions: list[AtomicAction], controller: str | None, rules: tuple[str, ...], en: str,
             fr: str) -> bool:
    """6.1.e–f, 6.2.e — ``engine.call_now(RunStep(...))`` for a step of an effect, its record made only when modifiers
    apply (the commonest step has none): whether the step has happened (its actions in ``engine.ret``) — else its
    modifier loop waits for an answer and the caller resumes when the step has happened."""
    seq, done, found = begin_step(engine, actions, controller, rules, en, fr, "step")
    if found:
        depth = len(engine.agenda)
        loop = ModifierLoop(actions, controller, done, found)
        loop.at = LOOKED  # begun by this look (set after: keywords cost more, see judge.engine.verbs)
        if not engine.call_now(loop):
            # the loop asks which modifier applies first, or has cards chosen: the step goes on from its record,
            # beneath the loop, once the loop has ended
            engine.call_beneath(depth, RunStep(actions, controller, rules, en, fr, seq=seq, at=1))
            return False
        assert isinstance(engine.ret, list)
        actions = engine.ret
    end_step(engine, actions, seq, controller, "step")
    engine.ret = actions
    return True


def begin_step(engine: Engine, actions: list[AtomicAction], controller: str | None, rules: tuple[str, ...], en: str,
               fr: str, kind: str) -> tuple[Seq, StepModifiers, list[Candidate]]:
    """6.1.e–f, 6.2.e — open a step: its heading, what cannot happen, and the modifier loop's first look (made here:
    when no modifier applies, no loop is needed). Its event, the loop's record of what it did, what it found."""
    many = len(actions) > 1 and sum(1 for a in actions if not a.impossible) > 1
    step_rules = rules + tuple(r for r in ("6.1.e", "6.1.f") if r not in rules) if many else rules
    seq = engine.emit(_KINDS[kind], step_heading(en, fr), step_rules, actor=controller)
    engine.trace.open(seq)
    if engine.deferred:
        engine.flush_ignored()
    for action in actions:
        if not action.impossible:  # mark_impossible's own first look, without its call
            mark_impossible(engine, action)
    done = StepModifiers(set(), set(), set())
    return seq, done, find_candidates(engine, actions, done)


def end_step(engine: Engine, actions: list[AtomicAction], seq: Seq, controller: str | None, kind: str) -> None:
    """6.1.f — the step's atomic actions happen, all at once; the step is closed."""
    if engine.deferred:
        engine.flush_ignored()
    if not actions and kind == "step":
        engine.emit(K.IGNORED, Msg("step.nothing_to_do"), ("1.2.6.f", "6.5.f"), actor=controller)
    engine.perform_step(actions)
    refresh_gigantic(engine)  # after the emblems: one whose object left read its Gigantic as it was
    engine.trace.close(seq)
    if engine.integrity_checks:
        engine.state.check_integrity()
        engine.check_waiting()


_KINDS = {str(kind): kind for kind in K}
@lru_cache(maxsize=BOUND)
def step_heading(en: str, fr: str) -> Msg:
    """A step's heading as a message, made once per wording (a message is data nobody changes: events share
    it; at most :data:`~judge.model.once.BOUND` kept, whatever a process resolves)."""
    return Msg("step", heading=Pair(en, fr))
