"""Hostile inputs to this sitting's features (Expedition Permanents, Gigantic, printed text: line by line, huge
numbers): each is refused by ``judge resolve`` in one located line, exit 2, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import refused_in_one_line

BASE = """\
scenario: s
rules: seed
cards:
  kit:
    name: Kit
    type: permanent
    expedition_permanent: yes
    cost: 1
  mammoth:
    name: Mammoth
    type: character
    cost: 2
    stats: {forest: 3}
    abilities:
      - passive: {gigantic: yes}
  lark:
    name: Lark
    type: character
    cost: 1
    stats: {forest: 1}
    text: "{J} Draw a card.\\n{J} I gain 1 boost."
board:
  phase: afternoon
  first_player: alice
  players:
    alice:
      mana: {orbs: 5}
      hand: [kit, mammoth, lark]
    bob: {}
do:
  - {play: kit, by: alice, expedition: hero}
"""


@pytest.mark.parametrize(("old", "new", "message"), [
    ("expedition_permanent: yes", "expedition_permanent: maybe",
     "s.yaml:7:27: cards.kit.expedition_permanent: expected yes or no, found 'maybe'"),
    ("expedition_permanent: yes", "expedition_permanent: [yes]",
     "cards.kit.expedition_permanent: expected yes or no, found a list"),
    ("type: permanent\n    expedition_permanent: yes", "type: spell\n    expedition_permanent: yes",
     "cards.kit.expedition_permanent: expected expedition_permanent on a Permanent"),
    ("expedition_permanent: yes\n", "expedition_permanent: yes\n    stats: {forest: 1}\n",
     "cards.kit.stats: expected stats on a Character"),
    ("expedition_permanent: yes\n", "expedition_permanent: yes\n    token: yes\n",
     "board.players.alice.hand[0]: expected a card, not a token"),
    ("gigantic: yes", "gigantic: 2", "cards.mammoth.abilities[0].passive.gigantic: expected yes or no, found '2'"),
    ("    cost: 2\n", "    cost: 99999999999999999999999\n",
     "cards.mammoth.cost: expected a number of at most 18 digits"),
    ('text: "{J} Draw a card.\\n{J} I gain 1 boost."', "text: ['{J} Draw a card.']",
     "cards.lark.text: expected a printed card text, found a list"),
    ('text: "{J} Draw a card.\\n{J} I gain 1 boost."', "text:",
     "cards.lark.text: expected a printed card text, found nothing"),
    ("{play: kit, by: alice, expedition: hero}", "{play: kit, by: alice, expedition: middle}",
     "do[0]: expected a legal declaration, found 'middle' is not one of Alice's expeditions"),
])
def test_a_hostile_variant_is_refused_in_one_located_line(tmp_path: Path, old: str, new: str, message: str) -> None:
    assert old in BASE
    refused_in_one_line(tmp_path / "s.yaml", BASE.replace(old, new, 1), message)


def test_the_unchanged_scenario_resolves(tmp_path: Path) -> None:
    """The variants above differ from a valid scenario by one edit each."""
    from typer.testing import CliRunner

    from judge.cli import app

    path = tmp_path / "s.yaml"
    path.write_text(BASE, encoding="utf-8")
    result = CliRunner().invoke(app, ["resolve", str(path)])
    assert result.exit_code == 0, result.output
