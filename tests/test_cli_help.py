"""Every command's ``--help`` shows an example, and shell completion is offered."""

from __future__ import annotations

from typing import Any

import typer.main
from typer.testing import CliRunner

from judge.cli import app

runner = CliRunner()


def _commands(command: Any, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command and group of the CLI, as the words that name it (``()`` is ``judge`` itself)."""
    found = [path]
    if hasattr(command, "commands"):  # a group (typer ships its own click)
        for name, sub in sorted(command.commands.items()):
            found += _commands(sub, (*path, name))
    return found


def test_every_command_help_has_an_example() -> None:
    commands = _commands(typer.main.get_command(app))
    assert ("rules", "search") in commands and ("cards", "parse") in commands and len(commands) >= 14
    for words in commands:
        result = runner.invoke(app, [*words, "--help"], terminal_width=200)
        assert result.exit_code == 0, words
        lines = [line.strip() for line in result.stdout.splitlines()]
        assert "Example:" in lines, words
        example = lines[lines.index("Example:") + 2]
        assert example.startswith("$ judge " + " ".join(words)), (words, example)


def test_completion_is_offered() -> None:
    result = runner.invoke(app, ["--help"])
    assert "--install-completion" in result.stdout and "--show-completion" in result.stdout
