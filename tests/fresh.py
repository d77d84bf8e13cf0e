"""What only a fresh Python process can show — the modules a command imports, the bytes it prints under a given
``PYTHONHASHSEED`` — with the checks that can share a process batched into one.

A process runs several commands through ``CliRunner`` one after the other. After each it reports the watched
modules then loaded: a module absent after commands A then B is absent after B alone (modules only accumulate),
so an absence seen in a batch holds for each command. Output bytes are compared between processes that ran the
same commands in the same order under different seeds.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Modules a plain resolution must not import (networkx: only for graphs; lark: only for printed card text;
#: the scenario-language reference and the JSON Schema: only for ``judge language`` and ``judge schema``).
WATCHED = ("networkx", "lark", "judge.scenario.langdoc", "judge.scenario.schema", "jsonschema")
_CHILD = """\
import json, sys
from typer.testing import CliRunner
from judge.cli import app
runner = CliRunner()
for args in json.loads(sys.argv[1]):
    result = runner.invoke(app, args)
    assert result.exit_code == 0, (args, result.output)
    out = result.stdout_bytes
    sys.stdout.buffer.write(json.dumps(sorted(m for m in json.loads(sys.argv[2]) if m in sys.modules)).encode()
                            + b"\\n" + str(len(out)).encode() + b"\\n" + out)
"""


def start_commands(commands: list[list[str]], seed: str | None = None) -> Callable[[], list[tuple[list[str], bytes]]]:
    """Start running ``commands`` (CLI arguments) in order in one new Python process from the repository root,
    under ``PYTHONHASHSEED=seed`` if given; the function that waits for it and gives, for each command, the
    watched modules loaded after it and what it printed. Processes started together run side by side."""
    env = {**os.environ, "PYTHONHASHSEED": seed} if seed is not None else None
    proc = subprocess.Popen([sys.executable, "-c", _CHILD, json.dumps(commands), json.dumps(WATCHED)], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    def finish() -> list[tuple[list[str], bytes]]:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err.decode(errors="replace")
        results = []
        for _ in commands:
            modules, size, out = out.split(b"\n", 2)
            results.append((json.loads(modules), out[:int(size)]))
            out = out[int(size):]
        assert out == b""
        return results

    return finish


def run_commands(commands: list[list[str]], seed: str | None = None) -> list[tuple[list[str], bytes]]:
    """:func:`start_commands`, waited for."""
    return start_commands(commands, seed)()


PLAIN = ["scenarios/rules/4.4.c-initiative-player-plays-all-first.yaml",
         "scenarios/rules/6.2.f-two-replacements-order-matters.yaml"]
SUBHASH = "scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml"
LOOP = "scenarios/rules/6.3.f-self-feeding-loop-capped.yaml"


PRINTED = "scenarios/printed/printed-en-afternoon-plays.yaml"  # cards given by their printed text


@cache
def imported_by() -> dict[str, list[str]]:
    """The watched modules loaded in one fresh process after each of: ``plain`` (``judge resolve`` of two bundled
    scenarios, text output), ``html`` (then ``--html``), ``json-graph`` (then ``--format json --graph X.dot``),
    ``printed`` (then ``judge resolve`` of a scenario whose cards are given by their printed text)."""
    with tempfile.TemporaryDirectory() as folder:
        commands = [*(["resolve", path] for path in PLAIN), ["resolve", SUBHASH, "--html", f"{folder}/x.html"],
                    ["resolve", LOOP, "--format", "json", "--graph", f"{folder}/g.dot"], ["resolve", PRINTED]]
        results = run_commands(commands)
        assert (Path(folder) / "x.html").is_file() and (Path(folder) / "g.dot").is_file()
    return {"plain": results[1][0], "html": results[2][0], "json-graph": results[3][0], "printed": results[4][0]}


_WORKER = """\
import json, sys
from typer.testing import CliRunner
from judge.cli import app
runner = CliRunner()
for line in sys.stdin:
    result = runner.invoke(app, json.loads(line))
    out = result.stdout_bytes
    sys.stdout.buffer.write(str(result.exit_code).encode() + b" " + str(len(out)).encode() + b"\\n" + out)
    sys.stdout.buffer.flush()
"""


class Worker:
    """One Python process under ``PYTHONHASHSEED=seed`` that runs CLI commands sent one at a time, for checks
    that come one by one (hypothesis examples): compared with another worker that was sent the same commands in
    the same order, it shows what the seed changes, without a new process (and its start-up) per command."""

    def __init__(self, seed: str) -> None:
        env = {**os.environ, "PYTHONHASHSEED": seed}
        self.proc = subprocess.Popen([sys.executable, "-c", _WORKER], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE)

    def send(self, args: list[str]) -> None:
        """Start one command (several workers sent one each run them side by side)."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(args).encode() + b"\n")
        self.proc.stdin.flush()

    def run(self, args: list[str]) -> tuple[int, bytes]:
        """The exit code and the output of one command."""
        self.send(args)
        return self.receive()

    def receive(self) -> tuple[int, bytes]:
        """The exit code and the output of the command sent last."""
        assert self.proc.stdout is not None
        head = self.proc.stdout.readline()
        assert head, "the worker stopped"
        code, size = head.split()
        return int(code), self.proc.stdout.read(int(size))

    def close(self) -> None:
        """End the process."""
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=60)
        if self.proc.stdout is not None:
            self.proc.stdout.close()
