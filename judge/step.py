"""``judge step``: walk a resolution one event at a time, deciding at each decision point.

Enter shows the next event; at a decision the legal options are listed and the player's
choice is typed (a number, or the option's key). ``b`` goes back one decision (the
scenario is replayed from the start with one answer fewer), ``w`` writes the answers so
far as ``choices:`` into a new scenario file beside the original (never over it), ``q`` quits.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml
from rich.console import Console
from rich.text import Text

from judge.engine.core import Engine
from judge.engine.decisions import Answer, Decision
from judge.errors import JudgeError
from judge.files import write_atomic
from judge.render.text import STYLES
from judge.resolve import resolve
from judge.scenario.loader import Scenario
from judge.trace import Event

Ask = Callable[[str], str]


class GoBack(Exception):
    """The user asked to go back one decision."""


class Quit(Exception):
    """The user asked to stop."""


class EndOfInput(Exception):
    """Standard input ended before the resolution did."""


MAX_CHOICE_DIGITS = 6


class StepDecider:
    """Replays the answers given so far, then asks the user."""

    def __init__(self, session: StepSession) -> None:
        self.replay = list(session.answers)
        self.session = session
        self.position = 0

    def bind(self, engine: Engine) -> None:
        """Nothing needed from the engine."""

    def answer(self, decision: Decision) -> Answer:
        """The recorded answer while replaying; afterwards, the user's."""
        if self.position < len(self.replay):
            self.position += 1
            return Answer(self.replay[self.position - 1][1], "asked")
        self.session.live = True
        keys = self.session.ask_decision(decision)
        self.session.answers.append((decision.kind, keys))
        self.position += 1
        return Answer(keys, "asked")

    def forced(self, decision: Decision) -> None:
        """A forced decision is not asked (it is shown in the trace as forced)."""

    def finish(self) -> None:
        """Nothing to check."""


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
        self.live = True
        self.answers: list[tuple[str, tuple[str, ...]]] = []
        self.written: list[Path] = []

    def run(self) -> bool:
        """Walk to the end (True) or until the user quits (False)."""
        while True:
            self.live = not self.answers
            try:
                result = resolve(self.scenario, decider=StepDecider(self), on_event=self.show)
            except GoBack:
                self.answers = self.answers[:-1]
                self.console.print(Text(f"back: replaying with {len(self.answers)} answer(s)", style="yellow"))
                continue
            except Quit:
                return False
            except EndOfInput:
                raise JudgeError(f"{self.scenario.file}: expected an answer or a command on standard input, found "
                                 f"the end of input (stopped after {len(self.answers)} answer(s))") from None
            self.console.print(Text(f"end of the resolution: {len(result.trace)} events", style="bold"))
            return True

    def show(self, event: Event) -> None:
        """Print an event (once the replay has caught up) and wait for Enter."""
        if not self.live:
            return
        line = Text(f"{event.seq:>4} {'  ' * min(event.depth, 12)}")
        line.append(event.text(self.lang), style=STYLES.get(event.kind, ""))
        line.append(f"  [{', '.join(event.rules)}]", style="dim")
        self.console.print(line, soft_wrap=True)
        if self.pause:
            self._command(self._read(""), at_decision=False)

    def ask_decision(self, decision: Decision) -> tuple[str, ...]:
        """List the options and read the choice (or b / w / q)."""
        text = decision.en if self.lang == "en" else decision.fr
        self.console.print(Text(f"decision ({decision.kind}, {', '.join(decision.rules)}): {text}", style="bold cyan"))
        for number, option in enumerate(decision.options, 1):
            en, fr = decision.labels(option.key)
            self.console.print(Text(f"  {number}. {en if self.lang == 'en' else fr}  [{option.key}]"))
        while True:
            how_many = "numbers separated by commas" if decision.count > 1 else "a number"
            reply = self._read(f"choose {how_many} (b: back, w: write choices, q: quit): ")
            if self._command(reply, at_decision=True):
                continue
            if not reply:
                continue
            keys = self._parse(decision, reply)
            if keys:
                return keys
            self.console.print(Text("not a legal choice", style="red"))

    def _read(self, prompt: str) -> str:
        try:
            return self.ask(prompt).strip()
        except EOFError:
            raise EndOfInput from None

    def _command(self, reply: str, *, at_decision: bool) -> bool:
        """Handle b / w / q; True when the reply was one of them (and the question stands)."""
        if reply == "q":
            raise Quit
        if reply == "b":
            if not self.answers:
                self.console.print(Text("no decision to go back to", style="red"))
                return True
            raise GoBack
        if reply == "w":
            try:
                self.console.print(Text(f"wrote {self.write()}", style="green"))
            except JudgeError as exc:  # the folder is read-only, say: the walk goes on
                self.console.print(Text(f"not written: {exc}", style="red"))
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

    def write(self) -> Path:
        """The answers so far as ``choices:`` in a new scenario file beside the original."""
        data: dict[str, Any] = yaml.safe_load(self.path.read_text(encoding="utf-8"))
        data["choices"] = [{"decision": kind, "answer": list(keys) if len(keys) > 1 else keys[0]}
                           for kind, keys in self.answers]
        text = ("# Written by judge step from " + self.path.name + "\n"
                + yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
        number = 1
        while True:
            target = self.path.with_name(f"{self.path.stem}-step{'' if number == 1 else f'-{number}'}.yaml")
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
