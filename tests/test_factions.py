"""2.2.8 — a card's faction: one of the six by its name or the card data's code, or neutral; tokens have none."""

from __future__ import annotations

from pathlib import Path

from judge.scenario.loader import load_scenario

CARDS = """scenario: s
cards:
{cards}
board:
  players:
    alice: {{}}
    bob: {{}}
"""


def _factions(tmp_path: Path, written: dict[str, str]) -> dict[str, str | None]:
    lines = "\n".join(f"  {card}: {{type: character, faction: {word}}}" for card, word in written.items())
    path = tmp_path / "s.yaml"
    path.write_text(CARDS.format(cards=lines), encoding="utf-8")
    cards = load_scenario(path).cards
    return {card: cards[card].faction for card in written}


def test_a_faction_is_written_by_its_name_or_code_in_any_case_and_neutral_is_none(tmp_path: Path) -> None:
    written = {"a": "Axiom", "b": "bravos", "c": "LY", "d": "mu", "e": "ORDIS", "f": "Yz", "g": "NE",
               "h": "neutral", "i": "neutre"}
    assert _factions(tmp_path, written) == {"a": "Axiom", "b": "Bravos", "c": "Lyra", "d": "Muna", "e": "Ordis",
                                            "f": "Yzmir", "g": None, "h": None, "i": None}


def test_a_token_may_be_said_neutral_but_has_no_faction(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(CARDS.format(cards="  sprout: {type: character, token: yes, faction: neutral}"), encoding="utf-8")
    assert load_scenario(path).cards["sprout"].faction is None
