"""Ruling cases written from the README and docs/scenario-language.md alone, the way an outside judge writes them.

Each file in tests/fixtures/outsider/ must load and pass ``judge check`` (its expectations are written from the
seed rules); the other tests write one file wrong, or the same thing in another spelling the docs allow, and check
that the judge fails it, or reads it the same, or refuses it with a message that says what to write.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.outsider import check_case, variant

OUTSIDER = ROOT / "tests" / "fixtures" / "outsider"
CASES = sorted(OUTSIDER.glob("*.yaml"))


def _check(path: Path) -> tuple[int, str]:
    return check_case(path)


def test_there_are_enough_outsider_cases() -> None:
    assert len(CASES) >= 25


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_an_outsider_case_passes(path: Path) -> None:
    code, out = _check(path)
    assert code == 0, out
    assert "1 passed" in out


def _variant(tmp_path: Path, name: str, old: str, new: str) -> Path:
    return variant(OUTSIDER, tmp_path, name, old, new)


@pytest.mark.parametrize(("name", "old", "new", "said"), [
    # a deck written as its cards from the top: order matters
    ("o04-mode-by-number.yaml", "alice.deck: [recall]", "alice.deck: [filler]",
     "alice.deck: expected ['filler'] from the top, found ['recall']"),
    ("o09-french-phase.yaml", "alice.deck: [filler, recall]", "alice.deck: [recall, filler]", "from the top"),
    # mana as a number is that many ready orbs, as on the board: one of Alice's three is exhausted
    ("o10-mana-number.yaml", "bob.mana: 2", "bob.mana: 3", "bob.mana: expected 3"),
    ("o10-mana-number.yaml", "alice.mana: {orbs: 3, exhausted: 1}", "alice.mana: 3", "alice.mana: expected 3"),
    # an answer written as in choices: the last part of a key; yes / no unquoted
    ("o11-expedition-choice.yaml", "kind: decision, decision: expedition, answer: companion}",
     "kind: decision, decision: expedition, answer: hero}",
     "expected event"),
    ("o05-optional-no.yaml", "decision: optional, answer: no}\n  never", "decision: optional, answer: yes}\n  never",
     "expected event"),
    # a handle in objects: names that object, not its copy
    ("o14-two-copies-handle.yaml", "    - {kind: atomic, action: put, objects: [\"filler#2\"]}\n  never",
     "    - {kind: atomic, action: put, objects: [\"filler#1\"]}\n  never", "expected event"),
    # a card's state: what is written is compared, and only that
    ("o17-boost-counters.yaml", "counters: {trial: 2}}]", "counters: {trial: 1}}]", "alice.hero: expected"),
    ("o17-boost-counters.yaml", "boosts: 3, counters", "boosts: 2, counters", "alice.hero: expected"),
    ("o16-night-rest-fleeting-fr.yaml", "{card: forest-scout, statuses: []}",
     "{card: forest-scout, statuses: [endormi]}", "alice.hero: expected"),
])
def test_a_wrong_expectation_in_an_allowed_spelling_fails(tmp_path: Path, name: str, old: str, new: str,
                                                           said: str) -> None:
    code, out = _check(_variant(tmp_path, name, old, new))
    assert code == 1, out
    assert said in out


@pytest.mark.parametrize(("name", "old", "new"), [
    # two spellings that mean the same are read the same
    ("o05-optional-no.yaml", "decision: optional, answer: no}\n  never",
     "decision: optional, answer: \"no\"}\n  never"),
    ("o11-expedition-choice.yaml", "kind: decision, decision: expedition, answer: companion}",
     "kind: decision, decision: expedition, answer: alice.companion}"),
    ("o17-boost-counters.yaml", "boosts: 3, counters: {trial: 2}}]", "boosts: 3, statuses: [boosted]}]"),
    ("o17-boost-counters.yaml", "boosts: 3, counters: {trial: 2}}]", "counters: {trial: 2}}]"),
    ("o10-mana-number.yaml", "bob.mana: 2", "bob.mana: {orbs: 2, exhausted: 0}"),
    ("o12-choose-cards.yaml", "    alice.deck: [noon-bell]", "    alice.deck: 1"),
    ("o12-choose-cards.yaml", "  events:\n",
     "  events:\n    - {kind: decision, decision: choose_cards, answer: [recall]}\n"),
])
def test_an_equivalent_spelling_passes_too(tmp_path: Path, name: str, old: str, new: str) -> None:
    code, out = _check(_variant(tmp_path, name, old, new))
    assert code == 0, out


@pytest.mark.parametrize(("name", "old", "new", "said"), [
    ("o18-morning-prepare-mana.yaml", "    alice.hand: [draw-one]", "    first_player: bob",
     "expect.board.first_player: expected a zone such as alice.hand, alice.mana, alice.deck, or markers"),
    ("o09-french-phase.yaml", "alice.hand: [draw-one]", "alice.hand: 1",
     "expect.board.alice.hand: expected a list of cards (only X.deck may be a number of cards)"),
    # two copies of a card in the Hand and a decision that takes one: the answer must say which
    ("o18-morning-prepare-mana.yaml", "answer: \"filler#9\"}", "answer: filler}",
     "o18-morning-prepare-mana.yaml:16:5: answer 'filler' names 2 options of mana"),
])
def test_a_refusal_says_what_to_write(tmp_path: Path, name: str, old: str, new: str, said: str) -> None:
    code, out = _check(_variant(tmp_path, name, old, new))
    assert code != 0, out
    assert said in " ".join(out.split())
    assert "Traceback" not in out
