"""``judge step``: walk a resolution one event at a time, deciding at each decision point.

Enter shows the next event; at a decision the legal options are listed, the scenario's own
``choices:`` answer offered as the default (Enter takes it), and the player's choice is typed
(a number, or the option's key). The resolution is data (:mod:`judge.engine.agenda`): at each
decision a copy of the paused resolution is kept, so ``b`` goes back one decision at once. ``w``
writes the answers so far as ``choices:`` into a new scenario file beside the original (never
over it); ``s`` saves the paused resolution the same way with ``paused_at:``, which ``judge step``
resumes in a new process (the answers are the only state a resolution adds to its scenario:
the file is a scenario a judge can read, not a dump of memory); ``q`` quits.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml
from rich.console import Console
from rich.text import Text

from judge.engine.agenda import Finished, Unasked, advance, answer
from judge.engine.core import Engine
from judge.engine.decisions import Decision, kind_fits, match_option
from judge.errors import DecisionError, JudgeError
from judge.files import write_atomic, yaml_text
from judge.model.choices import ScriptedChoice
from judge.render.text import STYLES, render_text
from judge.resolve import Resolution, start, stopped_by
from judge.scenario.loader import Scenario
from judge.trace import Event, Trace

Ask = Callable[[str], str]
MAX_CHOICE_DIGITS = 6


class Quit(Exception):
    """The user asked to stop."""


class EndOfInput(Exception):
    """Standard input ended before the resolution did."""


#: What the walk itself says (prompts, notes), in English and French.
MESSAGES: dict[str, tuple[str, str]] = {
    "end": ("end of the resolution: {n} events", "fin de la résolution : {n} événements"),
    "no_back": ("no decision to go back to", "aucune décision où revenir"),
    "back": ("back: at decision {n} again, at event {event}",
             "retour : de nouveau à la décision {n}, à l'événement {event}"),
    "decision": ("decision ({kind}, {rules}): {text}", "décision ({kind}, {rules}) : {text}"),
    "scripted": ("  (scripted)", "  (scriptée)"),
    "numbers": ("numbers separated by commas", "des numéros séparés par des virgules"),
    "number": ("a number", "un numéro"),
    "offer": (", Enter: the scripted answer", ", Entrée : la réponse scriptée"),
    "choose": ("choose {how} (b: back, w: write choices, s: save, q: quit{offer}): ",
               "choisissez {how} (b : retour, w : écrire les choix, s : sauvegarder, q : quitter{offer}) : "),
    "illegal": ("not a legal choice", "ce choix n'est pas légal"),
    "back_at_decision": ("back goes to the previous decision: answer b at a decision",
                         "le retour mène à la décision précédente : répondez b à une décision"),
    "wrote": ("wrote {path}", "écrit : {path}"),
    "not_written": ("not written: {error}", "non écrit : {error}"),
}


class StepSession:
    """One interactive walk through a scenario."""

    def __init__(self, scenario: Scenario, path: Path, console: Console, ask: Ask, lang: str = "en",
                 pause: bool = True) -> None:
        self.scenario = scenario
        self.path = path
        self.console = console
        self.ask = ask
        self.lang = lang
        self.pause = pause
        self.answers: list[tuple[str, tuple[str, ...]]] = []
        self.written: list[Path] = []
        self.quiet_until = scenario.paused_at  # a saved walk: its events up to the pause are not shown again
        self.engine = start(scenario, Unasked(), Trace(listener=self.show, keep=False))
        self.paused: list[tuple[Engine, int]] = []  # at each decision answered: the paused copy, answers then

    def run(self) -> bool:
        """Walk to the end (True) or until the user quits (False)."""
        try:
            while True:
                try:
                    reached = advance(self.engine)
                except JudgeError as exc:
                    raise stopped_by(self.engine, self.scenario, exc) from None
                if isinstance(reached, Finished):
                    break
                self._decide(reached)
        except Quit:
            return False
        except EndOfInput:
            raise JudgeError(f"{self.scenario.file}: expected an answer or a command on standard input, found "
                             f"the end of input (stopped after {len(self.answers)} answer(s))") from None
        self.console.print(Text(self.say("end", n=self.engine.trace.emitted), style="bold"))
        self.console.print()
        render_text(Resolution(self.scenario, self.engine.trace, self.engine.state), self.console, self.lang)
        return True

    def _decide(self, decision: Decision) -> None:
        """Answer the decision awaiting: forced ones at once; the others asked (or replayed from a saved walk)."""
        engine = self.engine
        if decision.forced:
            answer(engine, tuple(o.key for o in decision.options), "forced")
            return
        default = self._scripted(decision)
        if engine.trace.emitted < self.scenario.paused_at:  # resuming a saved walk: its answers, not asked again
            keys = default or tuple(o.key for o in decision.options[: decision.count])
        else:
            keys = self.ask_decision(decision, default)
            if keys == ():  # back: the copy kept at the previous decision goes on, at once
                return
        self.paused.append((engine.snapshot(), len(self.answers)))
        self.answers.append((str(decision.kind), keys))
        answer(engine, keys, "asked")

    def _scripted(self, decision: Decision) -> tuple[str, ...]:
        """The answer the scenario's ``choices:`` gives to this decision, if the next one fits it."""
        choices = self.scenario.choices
        if len(self.answers) >= len(choices):
            return ()
        choice: ScriptedChoice = choices[len(self.answers)]
        if not kind_fits(choice.kind, decision.kind):  # decision: optional answers any "may" decision
            return ()
        try:
            options = [match_option(decision, wanted) for wanted in choice.answer]
        except DecisionError:
            return ()
        return tuple(o.key for o in options if o is not None) if all(options) else ()

    def back(self) -> bool:
        """Go back one decision: the resolution as it was paused there, at once (no replay)."""
        if not self.paused:
            self.console.print(Text(self.say("no_back"), style="red"))
            return False
        copy, count = self.paused.pop()
        self.answers = self.answers[:count]
        copy.trace.listener = self.show
        copy.trace.keep = False
        self.engine = copy
        self.console.print(Text(self.say("back", n=count + 1, event=copy.trace.emitted), style="yellow"))
        return True

    def show(self, event: Event) -> None:
        """Print an event (past the pause of a saved walk) and wait for Enter."""
        if event.seq <= self.quiet_until:
            return
        line = Text(f"{event.seq:>4} {'  ' * min(event.depth, 12)}")
        line.append(event.text(self.lang), style=STYLES.get(event.kind, ""))
        line.append(f"  [{', '.join(event.rules)}]", style="dim")
        self.console.print(line, soft_wrap=True)
        if self.pause:
            while self._command(self._read(""), at_decision=False):
                pass

    def ask_decision(self, decision: Decision, default: tuple[str, ...] = ()) -> tuple[str, ...]:
        """List the options and read the choice (or b / w / s / q); () when the user went back."""
        text = decision.en if self.lang == "en" else decision.fr
        self.console.print(Text(self.say("decision", kind=decision.kind, rules=", ".join(decision.rules), text=text),
                                style="bold cyan"))
        for number, option in enumerate(decision.options, 1):
            en, fr = decision.labels(option.key)
            mark = self.say("scripted") if option.key in default else ""
            self.console.print(Text(f"  {number}. {en if self.lang == 'en' else fr}  [{option.key}]{mark}"))
        while True:
            how_many = self.say("numbers" if decision.count > 1 else "number")
            reply = self._read(self.say("choose", how=how_many, offer=self.say("offer") if default else ""))
            if reply == "b":
                if self.back():
                    return ()
                continue
            if self._command(reply, at_decision=True):
                continue
            if not reply:
                if default:
                    return default
                continue
            keys = self._parse(decision, reply)
            if keys:
                return keys
            self.console.print(Text(self.say("illegal"), style="red"))

    def say(self, message: str, **values: object) -> str:
        """One of the walk's own messages, in the walk's language (:data:`MESSAGES`)."""
        return MESSAGES[message][self.lang == "fr"].format(**values)

    def _read(self, prompt: str) -> str:
        try:
            return self.ask(prompt).strip()
        except EOFError:
            raise EndOfInput from None

    def _command(self, reply: str, *, at_decision: bool) -> bool:
        """Handle w / s / q (and b, between events: it says to wait for a decision); True when the reply was one
        of them (and the question stands)."""
        if reply == "q":
            raise Quit
        if reply == "b":
            self.console.print(Text(self.say("back_at_decision"), style="red"))
            return True
        if reply in ("w", "s"):
            try:
                self.console.print(Text(self.say("wrote", path=self.write(paused=reply == "s")), style="green"))
            except JudgeError as exc:  # the folder is read-only, say: the walk goes on
                self.console.print(Text(self.say("not_written", error=exc), style="red"))
            return True
        return False

    @staticmethod
    def _parse(decision: Decision, reply: str) -> tuple[str, ...] | None:
        parts = [p.strip() for p in reply.split(",") if p.strip()]
        keys: list[str] = []
        for part in parts:
            if part.isascii() and part.isdigit() and len(part) <= MAX_CHOICE_DIGITS \
                    and 1 <= int(part) <= len(decision.options):
                keys.append(decision.options[int(part) - 1].key)
            elif part in {o.key for o in decision.options}:
                keys.append(part)
            else:
                return None
        if len(set(keys)) != len(keys) or not keys or len(keys) > decision.count:
            return None
        return tuple(keys)

    def write(self, paused: bool = False) -> Path:
        """The answers so far as ``choices:`` in a new scenario file beside the original; with ``paused``, also
        where the walk is (``paused_at:``, the events walked), for ``judge step`` to resume there, and the
        scenario's own later answers after the walk's (so that ``judge resolve`` on it goes on as the scenario
        says)."""
        data: dict[str, Any] = yaml.safe_load(self.path.read_text(encoding="utf-8"))
        walked = [{"decision": kind, "answer": list(keys) if len(keys) > 1 else keys[0]} for kind, keys in self.answers]
        later = data.get("choices") or [] if paused else []
        data["choices"] = walked + (later[len(walked):] if isinstance(later, list) else [])
        data.pop("paused_at", None)
        if paused:
            data["paused_at"] = self.engine.trace.emitted
        text = ("# Written by judge step from " + self.path.name + "\n"
                + yaml_text(data))
        suffix = "paused" if paused else "step"
        number = 1
        while True:
            target = self.path.with_name(f"{self.path.stem}-{suffix}{'' if number == 1 else f'-{number}'}.yaml")
            if not target.exists():
                try:
                    write_atomic(target, text, replace=False)  # never over a file made meanwhile
                    break
                except JudgeError:
                    if not target.exists():
                        raise
            number += 1
        self.written.append(target)
        return target
