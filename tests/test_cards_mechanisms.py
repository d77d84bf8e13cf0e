"""Real cards: the mechanisms added for the sample's most frequent templates (issue 16, point 5).

Each template is read the same in English and in French; what the engine then does with it is
checked here where a bundled scenario (scenarios/printed/) does not show it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from judge.cards.parse import EXECUTABLE, UNSUPPORTED, parse_text
from judge.cli import app
from judge.resolve import resolve
from judge.scenario.loader import load_scenario

runner = CliRunner()

ME_PLAYED = {"played": "me", "from": "any"}

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("[Cooldown]. (reminder)", "[Rafraîchissement]. (rappel)", "spell", {"passive": {"cooldown": True}}),
    ("[Defender].", "[Défenseur].", "character", {"passive": {"defender": True}}),
    ("#[Seasoned].#", "#[Aguerri].#", "character", {"passive": {"seasoned": True}}),
    ("[Gigantic].", "[Gigantesque].", "character", {"passive": {"gigantic": True}}),
    ("[Scout] {2}. (reminder)", "[Repérage] {2}. (rappel)", "character", {"passive": {"scout": 2}}),
    ("{J} [Exhausted Resupply].", "{J} [Ravitaillez Épuisé].", "character",
     {"reaction": {"trigger": ME_PLAYED, "effect": [{"exhausted_resupply": 1}]}}),
    ("Target Expedition [Ascends].", "Une Expédition ciblée [s'Élève].", "spell",
     {"effect": [{"ascend": {"target": "expedition"}}]}),
    ("Both of your Expeditions [Ascend].", "Vos deux Expéditions [s'Élèvent].", "spell",
     {"effect": [{"ascend": {"each": "expedition", "in": "your expeditions"}}]}),
    ("At Noon — If you are the first player, your Hero Expedition [Ascends].",
     "À Midi — Si vous êtes le premier joueur, votre Expédition Héros [s'Élève].", "character",
     {"reaction": {"trigger": {"at": "noon"}, "effect": [
         {"ascend": {"each": "expedition", "in": "your hero expedition"}, "if": {"first_player": True}}]}}),
    ("{R} If I have 3 or more boosts, draw a card.", "{R} Si j'ai au moins 3 boosts, piochez une carte.",
     "character", {"reaction": {"trigger": {"played": "me", "from": "reserve"}, "effect": [
         {"draw": 1, "if": {"boosts": "me", "at_least": 3}}]}}),
    ("Target [[Asleep]] Character gains [[Anchored]].", "Un Personnage [[Endormi]] ciblé gagne [[Ancré]].",
     "spell", {"effect": [{"gain_status": {"what": {"target": "character", "statuses": ["asleep"]},
                                          "status": "anchored"}}]}),
    ("Discard target [[Fleeting]] or [[Asleep]] Character.", "Défaussez un Personnage [[Fugace]] ou [[Endormi]] "
     "ciblé.", "spell", {"effect": [{"discard": {"target": "character", "statuses": ["fleeting", "asleep"]}}]}),
    ("Target Character with Hand Cost {2} or less gains [[Asleep]].",
     "Un Personnage ciblé de Coût de Main {2} ou moins gagne [[Endormi]].", "spell",
     {"effect": [{"gain_status": {"what": {"target": "character", "hand_cost_at_most": 2}, "status": "asleep"}}]}),
    ("Send to Reserve target Character with Base Cost {3} or less.",
     "Envoyez en Réserve un Personnage ciblé de Coût de Base {3} ou moins.", "spell",
     {"effect": [{"put": {"what": {"target": "character", "base_cost_at_most": 3}, "to": "reserve"}}]}),
    ("{J} Sacrifice a Character in my Expedition.", "{J} Sacrifiez un Personnage dans mon Expédition.",
     "character", {"reaction": {"trigger": ME_PLAYED, "effect": [
         {"sacrifice": {"chosen": "character", "in_my_expedition": True, "controller": "you"}}]}}),
    ("{T} : Target Character in your Reserve gains 1 boost. Then ready it.",
     "{T} : Un Personnage ciblé dans votre Réserve gagne 1 boost. Puis redressez-le.", "permanent",
     {"quick_action": {"cost": ["exhaust_me"], "effect": [
         {"boost": {"what": {"target": "character", "in": "your reserve"}, "amount": 1}},
         {"ready": "that_target"}]}}),
    ("Characters you control are [Tough 2].", "Les Personnages que vous contrôlez sont [Coriaces 2].",
     "permanent", {"passive": {"grant": {"keyword": "tough", "value": 2,
                                         "to": {"each": "character", "controller": "you"}}}}),
    ("Characters in my Expedition are [Seasoned].", "Les Personnages dans mon Expédition sont [Aguerris].",
     "character", {"passive": {"grant": {"keyword": "seasoned",
                                         "to": {"each": "character", "in_my_expedition": True}}}}),
    ("{J} I gain 2 boosts per [[Asleep]] Character you control.",
     "{J} Je gagne 2 boosts par Personnage [[Endormi]] que vous contrôlez.", "character",
     {"reaction": {"trigger": ME_PLAYED, "effect": [{"boost": {"what": "me", "amount": 2, "per": {
         "each": "character", "controller": "you", "statuses": ["asleep"]}}}]}}),
    ("Each player draws two cards.", "Chaque joueur pioche deux cartes.", "spell",
     {"effect": [{"draw": {"count": 2, "player": "each"}}]}),
    ("Choose up to one:  • Draw a card.  • Sacrifice a Permanent. If you do, [Resupply].",
     "Choisissez jusqu'à l'un :  • Piochez une carte.  • Sacrifiez un Permanent. Si vous le faites, "
     "[Ravitaillez].", "spell",
     {"effect": [{"choose_one": [[{"draw": 1}], [{"sacrifice": {"chosen": "permanent", "controller": "you"},
                                                   "if_you_do": [{"resupply": 1}]}], ["nothing"]]}]}),
    ("I cost {3} less to play in an Expedition with no Characters.",
     "Je coûte {3} de moins à jouer dans une Expédition où il n'y a aucun Personnage.", "character",
     {"passive": {"costs_less": {"amount": 3, "what": "me", "if_expedition_empty": True}}}),
    ("You may play Spells for {1} less if their Base Cost is {5} or more.",
     "Vous pouvez jouer les Sorts pour {1} de moins si leur Coût de Base est de {5} ou plus.", "permanent",
     {"passive": {"costs_less": {"amount": 1, "what": "your spells", "base_cost_at_least": 5}}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    got = {lang: parse_text(text, lang, card_type=card_type).verdicts for lang, text in (("en", en), ("fr", fr))}
    for lang, verdicts in got.items():
        assert [v.verdict for v in verdicts] == [EXECUTABLE], (lang, [v.reason for v in verdicts])
        assert verdicts[0].ability == ability, lang


@pytest.mark.parametrize(("text", "card_type", "reason"), [
    ("[Cooldown].", "character", "Cooldown on a card that is not a Spell"),
    ("[Defender].", "spell", "Defender, Gigantic or Scout on a card that is not a Character"),
    ("Characters you control are [Eternal].", "permanent", "granting a keyword to other cards"),
    ("Send to Reserve up to four target Characters with a total Hand Cost {6} or less.", "spell",
     "target restrictions by cost"),
    ("Their Expeditions [Ascend].", "spell", "keyword Ascend"),
])
def test_what_the_new_mechanisms_do_not_cover_stays_unsupported(text: str, card_type: str, reason: str) -> None:
    assert [(v.verdict, v.reason) for v in parse_text(text, card_type=card_type).verdicts] == [(UNSUPPORTED, reason)]


def _scenario(tmp_path: Path, board: str, do: str, extra: str = "") -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(f"scenario: s\nrules: seed\ninclude: [judge:printed-en]\n{extra}board:\n{board}do:\n{do}",
                    encoding="utf-8")
    return path


def test_a_target_restricted_by_cost_offers_only_the_cards_that_fit(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "  phase: afternoon\n  players:\n    alice:\n      mana: 1\n      hand: [drowsy-mist]\n"
                     "      expeditions: {hero: [plain-filler, depot-runner], companion: []}\n"
                     "    bob:\n      expeditions: {hero: [archive-mole], companion: []}\n",
                     "  - {play: drowsy-mist, by: alice}\n")
    res = resolve(load_scenario(path))
    (decision, _answer), = res.assumptions
    assert decision.kind == "target"
    assert [o.key for o in decision.options] == ["plain-filler#1", "depot-runner#2"]  # Archive Mole costs 3


def test_a_status_restriction_with_no_fitting_target_makes_the_spell_illegal(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "  phase: afternoon\n  players:\n    alice:\n      mana: 1\n      hand: [pale-binder]\n"
                     "      expeditions: {hero: [plain-filler], companion: []}\n    bob: {}\n",
                     "  - {play: pale-binder, by: alice}\n")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2 and "no legal target" in result.output


def test_in_my_expedition_is_the_expedition_of_the_card_whose_ability_it_is(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "  phase: afternoon\n  players:\n    alice:\n      mana: 1\n"
                     "      hand: [hollow-sentinel]\n"
                     "      expeditions: {hero: [plain-filler], companion: [glade-courier]}\n    bob: {}\n",
                     "  - {play: hollow-sentinel, by: alice, expedition: companion}\n")
    res = resolve(load_scenario(path))
    (decision, _answer), = res.assumptions
    assert decision.kind == "choose_cards"
    assert [o.key.split("#")[0] for o in decision.options] == ["glade-courier", "hollow-sentinel"]


def test_a_cost_change_with_its_condition_unmet_does_not_apply(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "  phase: afternoon\n  players:\n    alice:\n      mana: 3\n"
                     "      hand: [lone-vanguard]\n"
                     "      expeditions: {hero: [plain-filler], companion: []}\n    bob: {}\n",
                     "  - {play: lone-vanguard, by: alice, expedition: hero}\n")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2 and "cannot pay 4" in result.output


def test_scout_is_a_way_to_play_from_the_hand_only(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "  phase: afternoon\n  players:\n    alice:\n      mana: 3\n"
                     "      reserve: [pathfinder-scout]\n    bob: {}\n",
                     "  - {play: pathfinder-scout, by: alice, expedition: hero, scout: true}\n")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2 and "Scout plays a card from the Hand" in result.output
    played = _scenario(tmp_path, "  phase: afternoon\n  players:\n    alice:\n      mana: 3\n"
                       "      hand: [glade-courier]\n    bob: {}\n",
                       "  - {play: glade-courier, by: alice, expedition: hero, scout: true}\n")
    result = runner.invoke(app, ["resolve", str(played)])
    assert result.exit_code == 2 and "it has no Scout" in result.output


def test_played_without_scout_a_scout_card_pays_its_cost_and_stays(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "  phase: afternoon\n  players:\n    alice:\n      mana: 3\n"
                     "      hand: [pathfinder-scout]\n      deck: 2\n    bob: {}\n",
                     "  - {play: pathfinder-scout, by: alice, expedition: hero}\n")
    res = resolve(load_scenario(path), strict=True)
    assert [o.card.id for o in res.state.in_zone("alice.hero")] == ["pathfinder-scout"]
    assert not any("played with Scout" in e.en or "Send me to Reserve" in e.en for e in res.trace.events)
    assert [e.en for e in res.trace.events if e.kind == "pay_costs"] == ["pay the costs: 3 Mana"]


def test_seasoned_given_by_a_card_that_rests_in_the_same_step_still_applies(tmp_path: Path) -> None:
    """6.1.f: Rest moves every Character at once, so Drill Sergeant, first in board order, still gives
    Seasoned to the Characters after it."""
    path = _scenario(tmp_path, "  phase: dusk\n  players:\n    alice:\n      expeditions:\n"
                     "        hero: [drill-sergeant, {card: plain-filler, boosts: 2, statuses: [boosted]}]\n"
                     "        companion: [{card: glade-courier, boosts: 1, statuses: [boosted]}]\n    bob: {}\n",
                     "  - start_phase: night\n")
    res = resolve(load_scenario(path))
    rest = [e for e in res.trace.events if e.kind == "atomic" and "goes to Alice's Reserve" in e.en]
    assert [(e.en.split(" (")[0], "keeps its" in e.en, "1.2.4.b" in e.rules) for e in rest] == [
        ("Drill Sergeant", False, False), ("Plain Filler", True, True), ("Glade Courier", False, False)]
