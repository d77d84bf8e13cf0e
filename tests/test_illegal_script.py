"""A script that asks for something the rules forbid is an error (exit 2, one line, with the rule), never dropped."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from judge.cli import app

runner = CliRunner()
AFTER_YOU = "scenarios/rules/7.3.2.a-play-after-after-you-ended-the-turn-is-illegal.yaml"
LOCATED = re.compile(r"^\S+\.yaml:\d+:\d+: \S+: expected .+, found .+$")


def test_card_play_in_a_turn_after_you_ended_is_an_error_with_its_rules() -> None:
    for strict in ([], ["--strict"]):
        result = runner.invoke(app, ["resolve", AFTER_YOU, *strict])
        assert result.exit_code == 2, result.output
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and LOCATED.match(lines[0]), lines
        assert f"{AFTER_YOU}:29:" in lines[0] and "do[0].turns[0].play" in lines[0]
        assert "7.3.2.a" in lines[0] and "5.1.1.b" in lines[0]
        assert "found a card play ('forest-scout')" in lines[0]
        assert "Traceback" not in result.output


def test_a_quick_action_after_after_you_is_an_error_too(tmp_path: Path) -> None:
    text = Path(AFTER_YOU).read_text(encoding="utf-8").replace(
        "quick_actions: [after-you-lever], play: forest-scout, expedition: hero}",
        "quick_actions: [after-you-lever, free-draw-lever]}").replace(
        "landmarks: [after-you-lever]", "landmarks: [after-you-lever, free-draw-lever]")
    path = tmp_path / "quick.yaml"
    path.write_text(text, encoding="utf-8")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2, result.output
    assert "turns[0].quick_actions[1]" in result.stderr and "7.3.2.a" in result.stderr
    assert "found the quick action of 'free-draw-lever'" in result.stderr


def test_turns_scripted_for_a_phase_without_turns_are_an_error(tmp_path: Path) -> None:
    path = tmp_path / "noon.yaml"
    path.write_text("scenario: noon-turns\nrules: seed\ninclude: [judge:core]\n"
                    "board: {phase: morning, first_player: alice, players: {alice: {}, bob: {}}}\n"
                    "do:\n  - start_phase: noon\n    turns:\n      - {by: alice, pass: true}\n", encoding="utf-8")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2, result.output
    line = result.stderr.strip()
    assert LOCATED.match(line) and "do[0].turns[0]" in line, line
    assert "found a turn, but no Afternoon was run" in line


TOUGH_QUICK = "scenarios/rules/7.4.5.c-a-no-cost-quick-action-still-pays-tough.yaml"


def test_an_option_of_another_kind_of_action_is_refused_not_dropped(tmp_path: Path) -> None:
    """5.1.2.b, 7.4.5.c: ``free:`` belongs to a card's play; on a quick action it would have been dropped, the quick
    action paying its Tough surcharge as if it were not written. ``ability:`` belongs to a quick action."""
    text = Path(TOUGH_QUICK).read_text(encoding="utf-8")
    cases = {"free": text.replace("  - {quick_action: spur-post, by: alice, targets: [bastion-ox]}\n",
                                  "  - {quick_action: spur-post, by: alice, targets: [bastion-ox], free: yes}\n", 1),
             "ability": text.replace("  - {quick_action: spur-post, by: alice, targets: [bastion-ox]}\n",
                                     "  - {pass: alice, ability: 1}\n", 1)}
    for key, scenario in cases.items():
        assert scenario != text
        path = tmp_path / f"{key}.yaml"
        path.write_text(scenario, encoding="utf-8")
        result = runner.invoke(app, ["resolve", str(path)])
        assert result.exit_code == 2, result.output
        line = result.stderr.strip()
        assert LOCATED.match(line) and f"do[0].{key}: expected {key}: only with" in line, line
        assert "Traceback" not in result.output
