"""The ability language as the design sketch spells it (/work/shared/design/SCENARIO.md, "The ability language
(structured form)"): each spelling the judge reads as another name of its own gives the same ruling, event for event,
as the language's own spelling; each the judge cannot read is refused at its line, with exit 2, saying what to write.

The ruling cases themselves are tests/fixtures/outsider/p*.yaml, run by tests/test_outsider_scenarios.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from tests.conftest import ROOT

runner = CliRunner()
OUTSIDER = ROOT / "tests" / "fixtures" / "outsider"


def _write(folder: Path, name: str, old: str, new: str) -> Path:
    text = (OUTSIDER / name).read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{name}: '{old}' is not found once"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def _trace(path: Path) -> str:
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize(("name", "sketch", "ours"), [
    # object: a player pronoun on an event of a player is player:
    ("p18-event-draws-opponent.yaml", "{event: draws, object: opponent}", "{event: draws, player: opponent}"),
    ("p35-draws-you.yaml", "{event: draws, object: you}", "{event: draws, player: you}"),
    # to: a status on gains_status is status:
    ("p34-gains-status-to.yaml", "object: me, to: asleep}", "object: me, status: asleep}"),
    # a mode written as one step alone is a mode of that one step
    ("p31-choose-one-single-steps.yaml", "- {draw: 1}\n          - {resupply: 1}",
     "- [{draw: 1}]\n          - [{resupply: 1}]"),
    # boost: SELECTOR is one boost on what it designates
    ("p32-boost-selector.yaml", "{boost: {each: character, in: your expeditions}}",
     "{boost: {what: {each: character, in: your expeditions}, amount: 1}}"),
    # a selector alone as a condition: at least one of it
    ("p33-if-selector-alone.yaml", "if: {each: character, controller: opponent}",
     "if: {count: {each: character, controller: opponent}, at_least: 1}"),
    # sabotage: 1 is the one Sabotage
    ("p16-event-discarded-sabotage.yaml", "effect: [sabotage]}", "effect: [{sabotage: 1}]}"),
])
def test_the_sketch_spelling_gives_the_same_trace_as_ours(tmp_path: Path, name: str, sketch: str, ours: str) -> None:
    assert sketch in (OUTSIDER / name).read_text(encoding="utf-8")
    mine = _write(tmp_path / "ours", name, sketch, ours)
    theirs = _write(tmp_path / "sketch", name, sketch, sketch)
    assert _trace(theirs) == _trace(mine)


def test_a_selector_alone_as_a_condition_counts_what_is_there(tmp_path: Path) -> None:
    """The same condition holds once Bob has a Character: the draw happens, after the condition is checked."""
    path = _write(tmp_path, "p33-if-selector-alone.yaml", "    bob: {}", "    bob: {expeditions: {hero: [filler]}}")
    path.write_text(path.read_text(encoding="utf-8").split("expect:")[0], encoding="utf-8")  # its ruling differs
    out = _trace(path)
    assert out.index("resupplies") < out.index("condition met") < out.index("Alice draws")


@pytest.mark.parametrize(("name", "old", "new", "said"), [
    # an expedition selector on advances: not yet read (it would never match); what to write instead
    ("p19-event-advances.yaml", "trigger: {event: advances}",
     "trigger: {event: advances, object: {any: expedition, controller: you}}",
     "p19-event-advances.yaml:7:55: cards.cartographer.abilities[0].reaction.trigger.object: expected object: "
     "my_expedition (the expedition of the object that bears the ability); any other object of advances is not "
     "yet read: leave object: out for any expedition, or write player: you"),
    # a draw names a player, not an object
    ("p35-draws-you.yaml", "{event: draws, object: you}", "{event: draws, object: me}",
     "p35-draws-you.yaml:7:52: cards.archivist.abilities[0].reaction.trigger.object: expected player: you, opponent "
     "or any (the draws event is a player's; object: you|opponent|any is read as player:), found 'me'"),
    ("p35-draws-you.yaml", "{event: draws, object: you}", "{event: draws, object: you, player: you}",
     "found both object: and player:"),
    ("p34-gains-status-to.yaml", "object: me, to: asleep}", "object: me, to: asleep, status: asleep}",
     "expected status: (the status gained), once, found both to: and status:"),
    # a verb whose argument is a mapping, written with a word or a selector alone: the mapping to write
    ("p20-event-gains-status.yaml", "{gain_status: {what: {target: character}, status: anchored}}",
     "{gain_status: anchored}",
     "p20-event-gains-status.yaml:8:63: cards.anchor-spell.effect[0].gain_status: expected {what:, status:} such as "
     "'gain_status: {what: me, status: anchored}', found 'anchored'"),
    ("p29-activate.yaml", "{activate: {what: {target: character, controller: you}, ability: 1}}",
     "{activate: {target: character, controller: you}}",
     "cards.wake-the-bell.effect[0].activate: expected {what:, ability:, abilities:} such as 'activate: {what: "
     "{target: character}, ability: 1}', found a selector alone"),
    ("p32-boost-selector.yaml", "{boost: {each: character, in: your expeditions}}", "{boost: 2}",
     "effect[0].boost: expected {what:, amount:, per:, per_player:, up_to_total:} such as 'boost: {what: {target: "
     "character}}' (or boost: SELECTOR, one boost), found '2'"),
    ("p16-event-discarded-sabotage.yaml", "effect: [sabotage]}", "effect: [{sabotage: 2}]}",
     "expected sabotage alone, sabotage: 1 or sabotage: SELECTOR (one card: write one sabotage step per Sabotage), "
     "found 2"),
    # a modifier's do: is the verbs it adds to the step it modifies (6.2.c): no step flags there
    ("p06-passive-also-discarded.yaml", "do: [{draw: 1}]", "do: [{draw: 1, optional: true}]",
     "expected one verb per entry, without step flags (a cost, simultaneously: or a modifier's do: are the verbs of "
     "one step, 6.1.c-d, 6.2.b-c; a modifier's own optional: and if: go beside its when: and do:), found 2 keys "
     "(optional)"),
    # a selector with bounds as a condition: the count: to write
    ("p33-if-selector-alone.yaml", "if: {each: character, controller: opponent}",
     "if: {each: character, controller: opponent, at_least: 2}",
     "p33-if-selector-alone.yaml:10:13: cards.bounty.effect[1].if: expected a condition such as {count: {each: "
     "character, in: your expeditions}, at_least: 2} (a selector {each: …} alone is read as at least one of it), "
     "found a selector with at_least:"),
])
def test_a_sketch_spelling_that_cannot_be_read_says_what_to_write(tmp_path: Path, name: str, old: str, new: str,
                                                                 said: str) -> None:
    result = runner.invoke(app, ["resolve", str(_write(tmp_path, name, old, new))])
    assert result.exit_code == 2, result.output
    assert said in " ".join(result.output.split())
    assert "Traceback" not in result.output


def test_an_expected_sabotage_action_says_it_is_a_discard(tmp_path: Path) -> None:
    """No atomic action is called sabotage (a Sabotage discards, 6.1.e): action: sabotage could never match, so it is
    refused with what to write, and the discard it names is found."""
    name = "p16-event-discarded-sabotage.yaml"
    old = "{kind: atomic, action: discard, objects: [filler]}"
    result = runner.invoke(app, ["resolve", str(_write(tmp_path, name, old, old.replace(
        "discard", "sabotage")))])
    assert result.exit_code == 2, result.output
    assert ("expected an atomic action's name: sabotage makes none of its own (draw_it draws: action: draw; sabotage "
            "and discard_me discard: action: discard") in " ".join(result.output.split())
    assert runner.invoke(app, ["check", "--no-golden", str(OUTSIDER / name)]).exit_code == 0


WAKER = """rules: seed
cards:
  dozer:
    type: character
    abilities:
      - reaction: {trigger: {event: loses_status, object: me, PATTERN}, effect: [{draw: 1}]}
  wake: {type: spell, cost: 0, effect: [{lose_status: {what: {target: character}, status: asleep}}]}
board:
  phase: afternoon
  players:
    alice: {hand: [wake], expeditions: {hero: [{card: dozer, statuses: [asleep, anchored]}]}, deck: 1}
    bob: {}
do:
  - {play: wake, by: alice, targets: [dozer]}
"""


def test_from_a_status_on_loses_status_is_the_status_lost(tmp_path: Path) -> None:
    """{event: loses_status, from: asleep} (the sketch's keys) is {event: loses_status, status: asleep}: the reaction
    activates after the status is lost, and not for another status."""
    traces = []
    for folder, pattern in (("sketch", "from: asleep"), ("ours", "status: asleep"), ("other", "status: anchored")):
        (tmp_path / folder).mkdir()
        path = tmp_path / folder / "waker.yaml"
        path.write_text(WAKER.replace("PATTERN", pattern), encoding="utf-8")
        traces.append(_trace(path))
    assert traces[0] == traces[1]
    assert traces[0].index("lose") < traces[0].index("is activated") < traces[0].index("Alice draws")
    assert "is activated" not in traces[2]
