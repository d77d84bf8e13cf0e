"""``judge explore``'s outcomes AND path counts, against answers worked out by hand from the seed rules.

Each case is a scenario of ``tests/fixtures/explore/by_hand/`` and, beside it, ``NAME.expected.yaml``: the zones
compared and every outcome (the objects of those zones: card id, " exhausted", " +N" boosts) with the number of paths
(answer sequences) that reach it, written from the seed text before the judge was run. Explored with and without
merging, the outcomes and path counts must be exactly those (``test_explore`` only checks that both agree).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.explore import explore
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import ROOT

BY_HAND = ROOT / "tests" / "fixtures" / "explore" / "by_hand"
CASES = sorted(p for p in BY_HAND.glob("*.yaml") if not p.name.endswith(".expected.yaml"))

Board = tuple[tuple[str, tuple[str, ...]], ...]


def _expected(case: Path) -> tuple[tuple[str, ...], Counter[tuple[Board, int]]]:
    data: dict[str, Any] = yaml.safe_load(case.with_suffix(".expected.yaml").read_text(encoding="utf-8"))
    zones = tuple(data["zones"])
    outcomes = Counter((tuple((zone, tuple(sorted(o["board"].get(zone, ())))) for zone in zones), int(o["paths"]))
                       for o in data["outcomes"])
    return zones, outcomes


def _object(item: list[Any]) -> str:
    """An object of a canonical board as the expectations write it (see ``test_explore_legal_options``)."""
    return f"{item[0]}{' exhausted' if item[5] else ''}{f' +{item[4]}' if item[4] else ''}"


def _explored(case: Path, zones: tuple[str, ...], merge: bool) -> Counter[tuple[Board, int]]:
    result = explore(load_scenario(case), merge=merge)
    assert result.complete
    assert [o.error for o in result.outcomes if o.error] == []
    return Counter((tuple((zone, tuple(sorted(_object(i) for i in o.canonical["zones"].get(zone, ()))))
                          for zone in zones), o.path_count) for o in result.outcomes)


@pytest.mark.parametrize("merge", [True, False], ids=["merged", "no-merge"])
@pytest.mark.parametrize("case", CASES, ids=lambda p: p.stem)
def test_outcomes_and_path_counts_are_the_ones_worked_by_hand(case: Path, merge: bool) -> None:
    zones, expected = _expected(case)
    assert _explored(case, zones, merge) == expected


def test_every_case_has_its_expectation() -> None:
    assert len(CASES) >= 10
    assert all(case.with_suffix(".expected.yaml").exists() for case in CASES)


def _cli(*args: str) -> str:
    done = subprocess.run([sys.executable, "-m", "judge", "explore", *args], capture_output=True, text=True,
                          check=True, cwd=ROOT)
    return done.stdout


def test_json_paths_add_up_and_say_the_unpayable_tough_cost_only_as_declined() -> None:
    """7.4.5.c, 1.4.1.b, 5.5.d — with no Mana, "pay the Tough cost" cannot be answered yes: the one path through
    Stubborn Wall declines it (the reaction then has no effect); the JSON lists every path of every outcome."""
    data = json.loads(_cli(str(BY_HAND / "tough-unpayable-or-another-target.yaml"), "--format", "json"))
    answers = sorted(tuple(step.rsplit("→ ", 1)[1] for step in path) for o in data["outcomes"] for path in o["paths"])
    assert [a[0].split(" (")[0] for a in answers] == ["Filler", "Stubborn Wall"]
    assert answers[1][1:] == ("no",)
    assert sum(o["path_count"] for o in data["outcomes"]) == 2


def test_a_script_may_still_name_the_targets_of_one_occurrence_in_any_order(tmp_path: Path) -> None:
    """5.2.3.b — explore tries the set {Moss Pup, Filler} once, in the listed order; a scenario that names them the
    other way round is the same declaration and resolves: both exhausted, Pebble ready."""
    source = (BY_HAND / "two-targets-one-occurrence.yaml").read_text(encoding="utf-8")
    scripted = tmp_path / "reversed.yaml"
    scripted.write_text(source + "choices:\n  - {decision: target, answer: moss-pup}\n"
                        "  - {decision: target, answer: filler}\n", encoding="utf-8")
    result = resolve(load_scenario(scripted), strict=True)
    hero = sorted(f"{o.card.id}{' exhausted' if o.exhausted else ''}" for o in result.state.in_zone("bob.hero"))
    assert hero == ["filler exhausted", "moss-pup exhausted", "pebble"]
    said = [e.en.rsplit(": ", 1)[-1] for e in result.trace.events if e.kind in ("decision", "atomic")]
    assert said == ["Noon begins", "Moss Pup (moss-pup#4)", "Filler (filler#2)", "exhaust Moss Pup (moss-pup#4)",
                    "exhaust Filler (filler#2)"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_text_says_each_outcome_and_the_reaction_chosen_by_its_name(lang: str) -> None:
    """4.4.b — each outcome as a judge states it, then the decision that leads to it: the reaction chosen said by its
    label, not by its Reaction-Emblem's number (which earlier answers decide)."""
    out = _cli(str(BY_HAND / "reactions-order-changes-the-draw.yaml"), "--lang", lang)
    supplier_first, reader_first = {
        "en": (["  Reed ends in Alice's Hand.", "  Anvil ends in Alice's Reserve.", "  Decisions:",
                "    Alice chooses which reaction to play: Noon Supplier (At Noon)"],
               ["  Anvil ends in Alice's Hand.", "  Reed ends in Alice's Reserve.", "  Decisions:",
                "    Alice chooses which reaction to play: Noon Reader (At Noon)"]),
        "fr": (["  Reed finit dans la Main d’Alice.", "  Anvil finit dans la Réserve d’Alice.", "  Décisions :",
                "    Alice choisit quelle réaction jouer : Noon Supplier (At Noon)"],
               ["  Anvil finit dans la Main d’Alice.", "  Reed finit dans la Réserve d’Alice.", "  Décisions :",
                "    Alice choisit quelle réaction jouer : Noon Reader (At Noon)"])}[lang]
    lines = out.splitlines()
    blocks = [lines[i + 1:i + 5] for i, line in enumerate(lines) if line.startswith(("Outcome ", "Issue "))]
    assert sorted(blocks) == sorted([supplier_first, reader_first])
    assert "#" not in out


def test_an_internal_action_target_whose_tough_cannot_be_paid_is_no_path() -> None:
    """5.1.2.c, 7.4.5.c, 1.4.1.b, 5.2.3.g — "you may pay 1 to exhaust target Character an opponent controls" with one
    Mana Orb: "yes" then Stubborn Wall (Tough 1: cost 2) is not a legal declaration, so it is no path (it was counted
    as a second path to what declining reaches); and it is not said as a set of targets tried in one order (5.2.3.b)."""
    case = BY_HAND / "internal-action-tough-target-unpayable.yaml"
    data = json.loads(_cli(str(case), "--format", "json"))
    answers = sorted(tuple(step.rsplit("→ ", 1)[1].split(" (")[0] for step in path)
                     for o in data["outcomes"] for path in o["paths"])
    assert answers == [("no",), ("yes", "Filler")]
    assert "target_sets_once" not in data
    assert "read as a set" not in _cli(str(case))


def test_a_scripted_too_dear_target_is_still_taken_then_ignored(tmp_path: Path) -> None:
    """1.4.1.b, 1.2.6.e, 7.4.5.c — a script may still answer "yes" and name Stubborn Wall (a moot answer, no explored
    path): the cost of 1 + 1 Tough cannot be paid with one Orb, the internal action is ignored, nothing changes."""
    scripted = tmp_path / "wall.yaml"
    scripted.write_text((BY_HAND / "internal-action-tough-target-unpayable.yaml").read_text(encoding="utf-8")
                        + "choices:\n  - {decision: internal_action, answer: 'yes'}\n"
                        "  - {decision: target, answer: stubborn-wall}\n", encoding="utf-8")
    result = resolve(load_scenario(scripted), strict=True)
    assert [o.exhausted for o in result.state.in_zone("bob.hero")] == [False, False]
    assert any(e.kind == "ignored" and "7.4.5.c" in e.rules for e in result.trace.events)


def test_the_french_text_lists_no_path_through_the_too_dear_target() -> None:
    """5.1.2.c, 7.4.5.c — in French too, the two paths are declining and Filler (Bouche-trou); Stubborn Wall (Mur Têtu)
    is said only in the board, never as a decision."""
    out = _cli(str(BY_HAND / "internal-action-tough-target-unpayable.yaml"), "--lang", "fr")
    decisions = [line.strip() for line in out.splitlines() if line.startswith("    Alice")]
    assert sorted(decisions) == [
        "Alice peut payer (payer 1) pour jouer l’action interne : non",
        "Alice peut payer (payer 1) pour jouer l’action interne : oui puis Alice choisit une cible (Personnage) pour "
        "Noon Snare (At Noon) : Bouche-trou"]
    assert "2 issues distinctes" in out


@pytest.mark.parametrize("case, expected", [
    ("internal-action-target-chosen-by-the-opponent-none-legal", [("no",)]),
    ("internal-action-mode-too-dear-other-mode", [("no",), ("yes", "mode 2")]),
    ("internal-action-every-mode-illegal", [("no",)]),
    ("internal-action-two-occurrences-too-dear-together", [("no",), ("yes", "Moss Pup")]),
    ("internal-action-up-to-one-target-too-dear", [("no",), ("yes", "no target")])])
def test_an_internal_action_yes_is_a_path_only_through_a_legal_declaration(case: str, expected: list[Any]) -> None:
    """5.1.2.c, 5.2.3.b, 5.2.3.d, 7.4.5.c, 1.4.1.b — "yes" to an internal action is a path only where some declaration
    of it is legal: not when its second target, the opponent's to choose, has no legal object; not through a mode
    whose only target is too dear, nor when no mode has a legal target; not through a first target that, with the
    only second one, is too dear; and "up to one target" may still choose none. Those ways were counted as more
    paths to what declining reaches."""
    data = json.loads(_cli(str(BY_HAND / f"{case}.yaml"), "--format", "json"))
    answers = sorted(tuple(step.rsplit("→ ", 1)[1].split(" (")[0] for step in path)
                     for o in data["outcomes"] for path in o["paths"])
    assert answers == expected


def test_a_scripted_yes_with_no_legal_target_for_the_opponent_is_still_taken_back(tmp_path: Path) -> None:
    """5.1.2.c, 5.2.3.b — resolving (not exploring), a script may still answer "yes" where Bob has no legal target to
    choose: the declaration is taken back and the internal action ignored, nothing paid, nothing exhausted."""
    scripted = tmp_path / "yes.yaml"
    scripted.write_text((BY_HAND / "internal-action-target-chosen-by-the-opponent-none-legal.yaml")
                        .read_text(encoding="utf-8") + "choices:\n  - {decision: internal_action, answer: 'yes'}\n",
                        encoding="utf-8")
    result = resolve(load_scenario(scripted), strict=True)
    assert [o.exhausted for o in result.state.in_zone("alice.mana")] == [False]
    assert [o.exhausted for o in result.state.in_zone("bob.reserve")] == [False]
    assert any(e.kind == "ignored" and "5.1.2.c" in e.rules for e in result.trace.events)


def test_a_kept_scripted_yes_with_no_legal_declaration_is_taken_back_not_a_play_that_cannot_be_made(
        tmp_path: Path) -> None:
    """5.1.2.c — ``--keep-choices`` keeps a script's "yes" as it stands, as resolving does: the internal action is
    taken back and ignored (one outcome, nothing changed), not "the play cannot be made"."""
    scripted = tmp_path / "yes.yaml"
    scripted.write_text((BY_HAND / "internal-action-target-chosen-by-the-opponent-none-legal.yaml")
                        .read_text(encoding="utf-8") + "choices:\n  - {decision: internal_action, answer: 'yes'}\n",
                        encoding="utf-8")
    result = explore(load_scenario(scripted), keep_choices=True)
    assert [(o.error, o.path_count) for o in result.outcomes] == [("", 1)]
