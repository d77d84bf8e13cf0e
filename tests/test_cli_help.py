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


def _shape(command: Any) -> list[tuple[tuple[str, ...], list[tuple[str | None, tuple[str, ...]]], str]]:
    """Each command's words, its parameters (name, options) and the name of the function it runs."""
    out = []
    for words in _commands(command):
        node = command
        for word in words:
            node = node.commands[word]
        out.append((words, [(p.name, tuple(p.opts)) for p in node.params], getattr(node.callback, "__name__", "")))
    return out


def test_the_runners_share_a_command_built_as_a_fresh_one_is() -> None:
    """tests/conftest.py builds the click command once per app for every CliRunner: it must be the one typer
    builds now, the same commands, options and functions."""
    import typer.testing

    from tests.conftest import command_of

    assert typer.testing._get_command is command_of  # type: ignore[attr-defined]
    assert command_of(app) is command_of(app)
    assert _shape(command_of(app)) == _shape(typer.main.get_command(app))
