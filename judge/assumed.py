"""5.1.2.c — an assumed answer of a declaration that makes the play illegal is given up for the next one.

Without ``choices:``, a decision takes its first legal option (an *assumption*). In a declaration
(expedition, modes, targets, X) that option may make the play illegal — a target with Tough the
player cannot pay for — while another makes it legal. 5.1.2.c: the player must then make other
decisions. So, before an assumed answer of a declaration is given, it is tried on a copy of the
paused resolution (:meth:`judge.engine.core.Engine.snapshot`) up to the end of the declaration
(the costs found payable), the later assumed answers of that declaration tried the same way; the
first answer that leads to a legal declaration is given, and the ones before it are kept with the
illegal declaration each led to (the output lists them under the assumptions). Only when every
combination is illegal is the play illegal (the first answer is then given, and the error is the
same). Scripted answers are never changed; the search stops after :data:`MAX_TRIES` answers tried.
The resolution itself goes only down the path taken: its trace shows nothing of what was tried.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine.agenda import answer
from judge.engine.core import Engine, Proc, innermost_play
from judge.engine.decisions import Answer, Decision, ScriptedDecider, kept
from judge.engine.declare import IllegalDeclaration
from judge.errors import IllegalPlay, JudgeError
from judge.events import Msg
from judge.model.choices import ScriptedChoice

#: The answers tried, at most, to find a legal declaration for one assumed answer.
MAX_TRIES = 1000


class _Bound(Exception):
    """The search has tried :data:`MAX_TRIES` answers."""


def declaring_play(engine: Engine) -> int | None:
    """5.1.2.c — where on the agenda the play under way is (the innermost procedure that plays something), when its
    declaration is under way; else None."""
    index = innermost_play(engine.agenda)
    return index if index is not None and engine.agenda[index].declaring else None


def searched(decision: Decision, given: Answer) -> bool:
    """Whether an answer may be given up for another: assumed, one option among several."""
    return given.how == "assumed" and decision.count == 1 and len(decision.options) > 1


@dataclass
class LegalAssumptions:
    """5.1.2.c — a decider answering as ``scripted`` does, but an assumed answer of a declaration that makes the play
    illegal is given up for the first that makes it legal (see the module's docstring)."""

    scripted: ScriptedDecider
    engine: Engine | None = None
    bounded: Proc | None = None  # the play whose search stopped at MAX_TRIES

    def bind(self, engine: object) -> None:
        """Keep the engine: the search copies it at the decision."""
        assert isinstance(engine, Engine)
        self.engine = engine
        self.scripted.bind(engine)

    def forced(self, decision: Decision) -> None:
        """As the scripted decider does."""
        self.scripted.forced(decision)

    def finish(self) -> None:
        """As the scripted decider does."""
        self.scripted.finish()

    def answer(self, decision: Decision) -> Answer:
        """The scripted answer, or the first option that leads to a legal declaration (the first one if none does)."""
        given = self.scripted.answer(decision)
        engine = self.engine
        if engine is None or not searched(decision, given):
            return given
        depth = declaring_play(engine)
        if depth is None:
            return given
        try:
            found, _ = _Search(self.scripted.choices).first_legal(engine, decision, depth, self.scripted.used)
        except _Bound:
            self.bounded = engine.agenda[depth]
            return given
        if found is None or not found.given_up:
            return given
        self.scripted.assumptions[-1] = (kept(decision, found), found)
        return found

    def note_bound(self, engine: Engine, error: JudgeError) -> JudgeError:
        """An illegal play whose search for other assumed answers stopped at MAX_TRIES says so."""
        depth = declaring_play(engine)
        if self.bounded is None or not isinstance(error, IllegalPlay) or depth is None or \
                engine.agenda[depth] is not self.bounded:
            return error
        more = f"{error.found} (other assumed answers were tried, {MAX_TRIES} at most: the bound was reached)"
        bounded = IllegalPlay(error.file, error.line, error.col, error.path, error.expected, more)
        bounded.with_rules(error.rules)
        bounded.said = Msg("illegal.search_bound", said=error.said, tries=MAX_TRIES) if error.said else None
        return bounded


@dataclass
class _Search:
    """One search: the scenario's answers (read again on each copy) and the answers tried so far."""

    choices: list[ScriptedChoice]
    tries: int = 0

    def first_legal(self, engine: Engine, decision: Decision, depth: int,
                    used: int) -> tuple[Answer | None, Msg | None]:
        """The first option of ``decision`` (awaiting on ``engine``) whose declaration is legal, with the options
        given up before it and why; or None and why the first option is illegal."""
        given_up: list[tuple[str, Msg]] = []
        for option in decision.options:
            self.tries += 1
            if self.tries > MAX_TRIES:
                raise _Bound
            copy = engine.snapshot()
            copy.trace.record = False  # nobody reads a trial's events
            copy.trying = True  # an internal action's illegal declaration is raised, not taken back (see not_legal)
            answer(copy, (option.key,), "assumed")
            why = self._illegal(copy, depth, used)
            if why is None:
                return Answer((option.key,), "assumed", tuple(given_up)), None
            given_up.append((option.key, why))
        return None, given_up[0][1] if given_up else None

    def _illegal(self, copy: Engine, depth: int, used: int) -> Msg | None:
        """Go on with ``copy`` to the end of the declaration of the play at ``depth``: why it is illegal, or None."""
        agenda = copy.agenda
        play = agenda[depth]
        decider = ScriptedDecider(self.choices, used=used)
        try:
            while len(agenda) > depth and agenda[depth] is play and play.declaring:
                decision = copy.awaiting
                if decision is None:
                    agenda[-1].step(copy)
                elif decision.forced:
                    decider.forced(decision)
                    answer(copy, tuple(o.key for o in decision.options), "forced")
                else:
                    given = decider.answer(decision)
                    if searched(decision, given) and declaring_play(copy) == depth:
                        found, why = self.first_legal(copy, decision, depth, decider.used)
                        return why if found is None else None  # tried to the declaration's end
                    answer(copy, given.keys, given.how)
        except IllegalDeclaration as illegal:
            return illegal.said if declaring_play(copy) == depth and agenda[depth] is play else None
        except JudgeError:
            return None  # not this declaration's: the resolution meets it if it goes this way
        return None

