"""French phase and verb names (judge.scenario.words), and "did you mean" for verbs, phases, triggers, selectors."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from judge.scenario.words import PHASE_FRENCH, PHASE_WORDS, VERB_FRENCH, VERB_WORDS, did_you_mean

ROOT = Path(__file__).resolve().parent.parent
FRENCH = ROOT / "scenarios/rules/6.1.c-french-verbs-and-phase.yaml"
ENGLISH = ROOT / "scenarios/rules/6.1.c-sabotage-then-resupply.yaml"
runner = CliRunner()

SCENARIO = """\
scenario: words
rules: seed
cards:
  filler: {name: Filler, type: character, cost: 1, stats: {forest: 1}}
  trick:
    name: Trick
    type: spell
    cost: {hand: 1, reserve: 1}
    effect:
      - sabotage: target
      - resupply: 1
  watcher:
    name: Watcher
    type: character
    cost: 1
    abilities:
      - reaction: {trigger: {event: played, object: me}, effect: [draw: 1]}
board:
  phase: afternoon
  players:
    alice: {mana: {orbs: 2}, hand: [trick], deck: [filler]}
    bob: {reserve: [filler]}
do:
  - play: trick
    by: alice
    targets: [filler]
"""


def _error(tmp_path: Path, old: str, new: str) -> str:
    assert old in SCENARIO
    path = tmp_path / "s.yaml"
    path.write_text(SCENARIO.replace(old, new), encoding="utf-8")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in result.output
    return lines[0]


def test_the_fixture_resolves(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    assert runner.invoke(app, ["resolve", str(path)]).exit_code == 0


@pytest.mark.parametrize(("old", "new", "where", "suggested"), [
    ("- sabotage: target", "- sabotag: target", ":10:", "did you mean 'sabotage'?"),
    ("- resupply: 1", "- ravitailer: 1", ":11:", "did you mean 'ravitailler'?"),
    ("phase: afternoon", "phase: afternon", ":19:", "did you mean 'afternoon'?"),
    ("phase: afternoon", "phase: crepuscul", ":19:", "did you mean 'crépuscule'?"),
    ("{event: played, object: me}", "{event: playd, object: me}", ":17:", "did you mean 'played'?"),
    ("{event: played, object: me}", "{event: played, object: mee}", ":17:", "did you mean 'me'?"),
    ("{event: played, object: me}", "{evnt: played, object: me}", ":17:", "did you mean 'event'?"),
    ("- resupply: 1", "- resupply: 1\n        optinal: true", ":11:", "did you mean 'optional'?"),
    ("- play: trick", "- plya: trick", ":24:", "did you mean 'play'?"),
])
def test_did_you_mean(tmp_path: Path, old: str, new: str, where: str, suggested: str) -> None:
    line = _error(tmp_path, old, new)
    assert where in line and suggested in line, line


def test_errors_list_the_french_names(tmp_path: Path) -> None:
    verb = _error(tmp_path, "- resupply: 1", "- restock: 1")
    assert "draw (piocher), resupply (ravitailler), sabotage (saboter)" in verb
    assert "exhaust (épuiser), ready (redresser)" in verb and "create_token (créer_jeton)" in verb
    phase = _error(tmp_path, "phase: afternoon", "phase: teatime")
    assert "morning (matin), noon (midi), afternoon (après-midi), dusk (crépuscule), night (nuit)" in phase
    assert "found 'teatime'" in phase


def test_start_phase_and_run_accept_french(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    text = SCENARIO.replace("phase: afternoon", "phase: Midi").split("do:")[0]
    path.write_text(text + "do:\n  - start_phase: Après-Midi\n  - run: {until: crépuscule}\n", encoding="utf-8")
    loaded = load_scenario(path)
    assert loaded.phase == "noon"
    assert [(a.kind, a.phase or a.until) for a in loaded.actions] == [("start_phase", "afternoon"), ("run", "dusk")]
    bad = _error(tmp_path, "- play: trick\n    by: alice\n    targets: [filler]", "- run: {until: nuitt}")
    assert "or end_of_day" in bad and "did you mean 'nuit'?" in bad


def test_french_verbs_resolve_as_the_english_ones() -> None:
    """The same card written with saboter/ravitailler and the phase après-midi: the same steps, in the same order."""
    def steps(path: Path) -> list[tuple[str, tuple[str, ...]]]:
        trace = resolve(load_scenario(path)).trace
        return [(e.kind, tuple(e.rules)) for e in trace.events if e.kind in ("step", "atomic")]
    french, english = steps(FRENCH), steps(ENGLISH)
    assert french == english and len(french) >= 4


def test_one_table_every_spelling() -> None:
    assert set(VERB_FRENCH) == set(VERB_WORDS.values())
    assert all(VERB_WORDS[fr] == en for en, fr in VERB_FRENCH.items() if fr)
    assert VERB_WORDS["defausser"] == "discard" and VERB_WORDS["épuiser"] == "exhaust"
    assert PHASE_WORDS["apres-midi"] == PHASE_WORDS["après-midi"] == "afternoon"
    assert list(PHASE_FRENCH) == ["morning", "noon", "afternoon", "dusk", "night"]


def test_did_you_mean_ignores_accents_and_case() -> None:
    assert did_you_mean("Epuisr", VERB_WORDS) == " (did you mean 'épuiser'?)"
    assert did_you_mean("zzzz", VERB_WORDS) == ""
