"""6.1.e–f, 6.2.e — one step: its modifier loop, then its atomic actions, all at once."""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine.atomic import AtomicAction
from judge.engine.core import Engine, Proc
from judge.engine.modifiers import LOOKED, ModifierLoop, StepModifiers, find_candidates, mark_impossible
from judge.events import EventKind as K
from judge.events import Msg, Pair
from judge.model.ids import Seq


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
            actions = self.actions
            many = len(actions) > 1 and sum(1 for a in actions if not a.impossible) > 1
            step_rules = self.rules + tuple(r for r in ("6.1.e", "6.1.f") if r not in self.rules) if many else \
                self.rules
            heading = _HEADINGS.get((self.en, self.fr))
            if heading is None:
                if len(_HEADINGS) >= 4096:  # bounded, whatever a process resolves
                    _HEADINGS.clear()
                heading = _HEADINGS[(self.en, self.fr)] = Msg("step", heading=Pair(self.en, self.fr))
            self.seq = engine.emit(_KINDS[self.kind], heading, step_rules,
                                   actor=self.controller)
            engine.trace.open(self.seq)
            if engine.deferred:
                engine.flush_ignored()
            for action in actions:
                mark_impossible(engine, action)
            self.at = 1
            # 6.2.e: the loop's first look for modifiers, made here: when none applies, no loop is needed
            done = StepModifiers(set(), set(), set())
            found = find_candidates(engine, actions, done)
            if not found:
                engine.ret = actions
            elif not engine.call_now(ModifierLoop(actions, self.controller, done, found, at=LOOKED)):
                return  # the loop asks which modifier applies first, or has cards chosen: resumed when it ends
        assert isinstance(engine.ret, list)
        self.actions = actions = engine.ret
        if engine.deferred:
            engine.flush_ignored()
        if not actions and self.kind == "step":
            engine.emit(K.IGNORED, Msg("step.nothing_to_do"), ("1.2.6.f", "6.5.f"), actor=self.controller)
        engine.perform_step(actions)
        engine.trace.close(self.seq)
        if engine.integrity_checks:
            engine.state.check_integrity()
            engine.check_waiting()
        engine.finish(actions)


_KINDS = {str(kind): kind for kind in K}
#: A step's heading as a message, made once per wording (a message is data nobody changes: events share it).
_HEADINGS: dict[tuple[str, str], Msg] = {}
