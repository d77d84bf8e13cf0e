"""A script that asks for something the rules forbid is an error (exit 2, one line, with the rule), never dropped."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

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


NO_TURN = ("scenario: no-turn\nrules: seed\ninclude: [judge:core]\n"
           "board: {{phase: {phase}, first_player: alice,\n"
           "        players: {{alice: {{landmarks: [free-draw-lever]}}, bob: {{}}}}}}\n"
           "do:\n  - {item}\n")


def test_a_quick_action_or_a_pass_outside_the_afternoon_is_illegal_with_its_rules(tmp_path: Path) -> None:
    """5.1.1.b, 4.2.3.a — no turn outside the Afternoon: a quick action there, or a pass, is an illegal play (the
    pass cites the turn's structure, 4.2.3.c, too); each is said in French under --lang fr."""
    cases = [("dusk", "{quick_action: free-draw-lever, by: alice}",
              "Alice cannot play a quick action in the Dusk phase", "(5.1.1.b, 4.2.3.a)",
              "Alice ne peut pas jouer une action rapide pendant la phase Crépuscule"),
             ("night", "{pass: bob}", "Bob cannot pass in the Night phase", "(5.1.1.b, 4.2.3.a, 4.2.3.c)",
              "Bob ne peut pas passer pendant la phase Nuit")]
    for phase, item, english, rules, french in cases:
        path = tmp_path / f"{phase}.yaml"
        path.write_text(NO_TURN.format(phase=phase, item=item), encoding="utf-8")
        result = runner.invoke(app, ["resolve", str(path), "--lang", "fr"])
        assert result.exit_code == 2, result.output
        first, said = result.stderr.strip().splitlines()
        assert LOCATED.match(first) and "do[0]" in first and f"found {english}: there is no turn then" in first
        assert first.endswith(rules) and said.startswith(f"déclaration illégale : {french} : ")


def _resolved_at_reading(path: Path, reading: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """``judge resolve --format json`` of ``path`` (it must succeed), and the event where ``reading`` is first taken."""
    result = runner.invoke(app, ["resolve", str(path), "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    first = {r["id"]: r["first_event"] for r in data["readings"]}
    return data, next(e for e in data["events"] if e["id"] == first[reading])


def test_an_afternoon_do_item_by_the_other_player_is_their_turn_a_reading(tmp_path: Path) -> None:
    """5.1.1.b, 1.4.5.a — in the Afternoon a do: item names whose turn it is: Bob's play takes the turn from Alice
    (the first player), a reading said in the output at that play; Alice's own item takes none."""
    path = tmp_path / "bob.yaml"
    path.write_text(NO_TURN.format(phase="afternoon", item="{quick_action: free-draw-lever, by: alice}\n"
                                   "  - {pass: bob}"), encoding="utf-8")
    _, event = _resolved_at_reading(path, "do-item-in-its-players-turn")
    assert (event["kind"], event["actor"]) == ("pass", "bob")
    mine = tmp_path / "alice.yaml"
    mine.write_text(NO_TURN.format(phase="afternoon", item="{pass: alice}"), encoding="utf-8")
    data = json.loads(runner.invoke(app, ["resolve", str(mine), "--format", "json"]).stdout)
    assert "do-item-in-its-players-turn" not in [r["id"] for r in data["readings"]]


NO_PHASE = ("scenario: no-phase\nrules: seed\ninclude: [judge:core]\n"
            "board: {{{phase}first_player: alice, players: {{alice: {{mana: 1, hand: [filler]}}, bob: {{}}}}}}\n"
            "do:\n  - {{play: filler, by: alice, expedition: hero}}\n")


def test_a_board_with_no_phase_whose_do_begins_with_a_play_is_in_the_afternoon_a_reading(tmp_path: Path) -> None:
    """5.1.1.b, 4.2.3.a — no phase: written and a play first: the board is taken to be in the Afternoon (said as a
    reading at the play), and Filler is played; the same board written in the Morning makes the play illegal."""
    path = tmp_path / "none.yaml"
    path.write_text(NO_PHASE.format(phase=""), encoding="utf-8")
    data, event = _resolved_at_reading(path, "afternoon-when-the-board-names-no-phase")
    assert event["kind"] == "play"
    assert data["board"]["phase"] == "afternoon"
    assert [o["was"] for o in data["board"]["players"]["alice"]["hero"]] == ["filler#3"]
    morning = tmp_path / "morning.yaml"
    morning.write_text(NO_PHASE.format(phase="phase: morning, "), encoding="utf-8")
    result = runner.invoke(app, ["resolve", str(morning)])
    assert result.exit_code == 2 and "there is no turn then" in result.stderr, result.output


ANOTHERS_QUICK = """rules: seed
cards:
  lamp-keeper:
    type: character
    abilities:
      - quick_action: {cost: [exhaust_me], effect: [{draw: 1}]}
  reserve-lamp:
    type: character
    abilities:
      - support: {quick_action: {cost: [exhaust_me], effect: [{draw: 1}]}}
board:
  phase: afternoon
  players:
    alice: {expeditions: {hero: [{card: lamp-keeper, owner: bob}]}, deck: 2}
    bob: {reserve: [reserve-lamp], deck: 2}
do:
  - {quick_action: CARD, by: PLAYER}
"""


def test_a_quick_action_of_an_object_another_player_controls_is_refused_with_4_2_3_c(tmp_path: Path) -> None:
    """4.2.3.c — the player whose turn it is plays quick actions of the objects they control: Bob may not play the one
    of his card Alice controls, nor Alice the support ability of a card in Bob's Reserve; the refusal names who
    controls it and cites the rule, where it used to say only that no such card was found."""
    for card, player, found in (("lamp-keeper", "bob", "controlled by alice (bob owns it)"),
                                ("reserve-lamp", "alice", "controlled by bob (alice does not own it)")):
        path = tmp_path / f"{card}.yaml"
        path.write_text(ANOTHERS_QUICK.replace("CARD", card).replace("PLAYER", player), encoding="utf-8")
        result = runner.invoke(app, ["resolve", str(path)])
        assert result.exit_code == 2, result.output
        line = result.stderr.strip()
        assert LOCATED.match(line) and "(4.2.3.c)" in line and f"found '{card}' {found}" in line, line
        assert "no such card" not in line


TWICE = ("scenario: twice\nrules: seed\ninclude: [judge:core]\n"
         "board: {{phase: afternoon, first_player: alice,\n"
         "        players: {{alice: {{mana: 2, hand: [filler, filler]}}, bob: {{}}}}}}\n"
         "do:\n  - {{play: filler, by: alice, expedition: hero}}\n{between}"
         "  - {{play: filler, by: alice, expedition: hero}}\n")


def test_two_plays_of_one_player_in_a_row_skip_the_opponents_turn_a_reading(tmp_path: Path) -> None:
    """4.2.3.c, 5.1.1.b — a card played ends the turn; a do: item of the same player right after it, while the
    opponent has not passed, is a later turn of hers, the opponent's turn not played: the reading
    do-item-in-its-players-turn is said at it. With the opponent's pass between, the reading is said at that pass
    (the turn given to him) and the plays follow the turns as they come."""
    path = tmp_path / "twice.yaml"
    path.write_text(TWICE.format(between=""), encoding="utf-8")
    data, event = _resolved_at_reading(path, "do-item-in-its-players-turn")
    plays = [e for e in data["events"] if e["kind"] == "play" and e["actor"] == "alice"]
    assert len(plays) == 2 and event["id"] == plays[1]["id"]
    path.write_text(TWICE.format(between="  - {pass: bob}\n"), encoding="utf-8")
    _, event = _resolved_at_reading(path, "do-item-in-its-players-turn")
    assert (event["kind"], event["actor"]) == ("pass", "bob")


def test_an_effect_item_between_two_plays_of_one_player_still_skips_the_opponents_turn(tmp_path: Path) -> None:
    """4.2.3.c, 5.1.1.b — an ``effect:`` item plays no turn: a play of Alice's after her play and such an item, Bob not
    having passed, is still a later turn of hers, Bob's not played: the reading do-item-in-its-players-turn is said at
    her second play."""
    path = tmp_path / "twice.yaml"
    path.write_text(TWICE.format(between="  - {effect: [{draw: 1}], by: alice}\n"), encoding="utf-8")
    data, event = _resolved_at_reading(path, "do-item-in-its-players-turn")
    plays = [e for e in data["events"] if e["kind"] == "play" and e["actor"] == "alice"]
    assert len(plays) == 2 and event["id"] == plays[1]["id"]
