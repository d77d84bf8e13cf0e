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
from tests.conftest import one_executable_ability

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
    ("At Noon — If you are the first player, your Companion Expedition [Ascends].",
     "À Midi — Si vous êtes le premier joueur, votre Expédition Compagnon [s'Élève].", "character",
     {"reaction": {"trigger": {"at": "noon"}, "effect": [
         {"ascend": {"each": "expedition", "in": "your companion expedition"}, "if": {"first_player": True}}]}}),
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
    ("{H} Sacrifice a Character in my Expedition.", "{H} Sacrifiez un Personnage dans mon Expédition.",
     "character", {"reaction": {"trigger": {"played": "me", "from": "hand"}, "effect": [
         {"sacrifice": {"chosen": "character", "in_my_expedition": True, "controller": "you"}}]}}),
    ("{T} : Target Character in your Reserve gains 2 boosts. Then ready it.",
     "{T} : Un Personnage ciblé dans votre Réserve gagne 2 boosts. Puis redressez-le.", "permanent",
     {"quick_action": {"cost": ["exhaust_me"], "effect": [
         {"boost": {"what": {"target": "character", "in": "your reserve"}, "amount": 2}},
         {"ready": "that_target"}]}}),
    ("Characters you control are [Tough 3].", "Les Personnages que vous contrôlez sont [Coriaces 3].",
     "permanent", {"passive": {"grant": {"keyword": "tough", "value": 3,
                                         "to": {"each": "character", "controller": "you"}}}}),
    ("Characters in my Expedition are [Seasoned].", "Les Personnages de mon Expédition sont [Aguerris].",
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
    ("I have +1 {V}/+1 {O} while you are the first player.",
     "J'ai +1 {V}/+1 {O} tant que vous êtes le premier joueur.", "character",
     {"passive": {"stats": {"add": {"forest": 1, "water": 1}, "if": {"first_player": True}}}}),
    ("Characters you control have +2 {M}.", "Les Personnages que vous contrôlez ont +2 {M}.", "permanent",
     {"passive": {"stats": {"add": {"mountain": 2}, "to": {"each": "character", "controller": "you"}}}}),
    ("If there are two or more cards in your Landmarks, I have +1 {O}.",
     "S'il y a au moins deux cartes dans vos Repères, j'ai +1 {O}.", "character",
     {"passive": {"stats": {"add": {"water": 1}, "if": {"count": {"each": "card", "in": "your landmarks"},
                                                        "at_least": 2}}}}),
    ("The {V}, {M} and {O} of Characters you control are equal to their highest statistic.",
     "Les {V}, {M} et {O} des Personnages que vous contrôlez sont égales à leur statistique la plus élevée.",
     "permanent", {"passive": {"stats": {"equal_to_highest": True,
                                         "to": {"each": "character", "controller": "you"}}}}),
    ("If I'm not [In Contact], my {V}, {M} and {O} are equal to my highest statistic.",
     "Si je ne suis pas [En Contact], mes {V}, {M} et {O} sont égales à ma statistique la plus élevée.", "character",
     {"passive": {"stats": {"equal_to_highest": True, "if": {"in_contact": False}}}}),
    ("{J} If I'm [In Contact], I gain 2 boosts.", "{J} Si je suis [En Contact], je gagne 2 boosts.",
     "character", {"reaction": {"trigger": ME_PLAYED, "effect": [
         {"boost": {"what": "me", "amount": 2}, "if": {"in_contact": True}}]}}),
    ("{J} If I'm facing a Character, draw a card.", "{J} Si je suis face à un Personnage, piochez une carte.",
     "character", {"reaction": {"trigger": ME_PLAYED, "effect": [
         {"draw": 1, "if": {"count": {"each": "character", "facing_me": True}, "at_least": 1}}]}}),
    ("{H} Target Character in the Expedition facing me gains [[Asleep]].",
     "{H} Un Personnage ciblé dans l'Expédition qui me fait face gagne [[Endormi]].", "character",
     {"reaction": {"trigger": {"played": "me", "from": "hand"}, "effect": [
         {"gain_status": {"what": {"target": "character", "facing_me": True}, "status": "asleep"}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_facing_reactions_that_cannot_activate_in_both_languages() -> None:
    for lang, text in (("en", "The {J}, {H} and {R} abilities of Characters facing me can't activate."),
                       ("fr", "Les capacités {J}, {H} et {R} des Personnages qui me font face ne peuvent pas "
                              "s'activer.")):
        (verdict,) = parse_text(text, lang, card_type="character").verdicts
        assert verdict.ability == {"passive": {"cannot": {"event": "activates", "trigger": "played", "object": {
            "any": "character", "facing_me": True}}}}, lang
    (partial,) = parse_text("The {J} abilities of Characters facing me can't activate.").verdicts
    assert (partial.verdict, partial.reason) == (UNSUPPORTED, "forbidding only some reactions to being played")


def test_a_token_created_in_my_expedition_names_the_expedition_of_the_card_in_both_languages() -> None:
    for lang, text in (("en", "{R} Create a [Cinder Sprite 1/1/1] Spirit token in my Expedition."),
                       ("fr", "{R} Créez un jeton Esprit [1/1/1 Lutin de Braise] dans mon Expédition.")):
        (verdict,) = parse_text(text, lang, card_type="character").verdicts
        assert verdict.verdict == EXECUTABLE, (lang, verdict.reason)
        (step,) = verdict.ability["reaction"]["effect"]
        assert step["create_token"]["in"] == "my_expedition", lang


@pytest.mark.parametrize(("text", "card_type", "reason"), [
    ("[Cooldown].", "character", "Cooldown on a card that is not a Spell"),
    ("[Defender].", "spell", "Defender, Gigantic or Scout on a card that is not a Character"),
    ("Characters you control are [Eternal].", "permanent", "granting a keyword to other cards"),
    ("Their Expeditions [Ascend].", "spell", "keyword Ascend"),
    ("The {V} and {M} of Characters in my Expedition are equal to their highest statistic.", "character",
     "a static ability (characteristics, conditions on the board)"),
    ("If I'm [Gigantic], I have +1 {V}.", "character", "keyword Gigantic"),
    ("{I} I have +1 {V}.", "character", "the ability language refuses it: stats:, defender_lifted: or tough_x: as a "
     "passive in play (not a support ability), found support"),
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


def test_a_static_ability_applies_only_while_its_object_is_in_play_and_its_condition_holds(tmp_path: Path) -> None:
    """1.2.4.d: Harbor Pennant in the Reserve gives nothing; Sun Duelist's condition (Alice first player) fails:
    the printed statistics are compared, and no static ability is said to change them."""
    path = _scenario(tmp_path, "  phase: afternoon\n  first_player: bob\n  players:\n    alice:\n"
                     "      reserve: [harbor-pennant]\n"
                     "      expeditions: {hero: [], companion: [sun-duelist]}\n    bob: {}\n",
                     "  - start_phase: dusk\n")
    res = resolve(load_scenario(path), strict=True)
    assert not [e for e in res.trace.events if "1.2.4.c" in e.rules]
    compared = [e.en for e in res.trace.events if e.kind == "compare" and "Alice's Companion" in e.en]
    assert compared == ["Alice's Companion expedition in companion region: forest 3 vs 0, mountain 0 vs 0, "
                        "water 1 vs 0 → advances (forest, water)"]


def test_the_same_passive_counts_once_its_condition_holds_and_is_said_before_the_comparison(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "  phase: afternoon\n  first_player: alice\n  players:\n    alice:\n"
                     "      landmarks: [harbor-pennant]\n"
                     "      expeditions: {hero: [], companion: [sun-duelist]}\n    bob: {}\n",
                     "  - start_phase: dusk\n")
    res = resolve(load_scenario(path), strict=True)
    said = [(e.kind, e.en.split(" (")[0]) for e in res.trace.events if e.kind in ("note", "compare")]
    assert said == [("note", "Sun Duelist"),
                    ("compare", "Alice's Hero expedition in hero region: forest 0 vs 0, mountain 0 vs 0, "
                                "water 0 vs 0 → does not advance"),
                    ("compare", "Alice's Companion expedition in companion region: forest 3 vs 0, mountain 3 vs 0, "
                                "water 4 vs 0 → advances"),
                    ("compare", "Bob's Hero expedition in hero region: forest 0 vs 0, mountain 0 vs 0, "
                                "water 0 vs 0 → does not advance"),
                    ("compare", "Bob's Companion expedition in companion region: forest 0 vs 3, mountain 0 vs 3, "
                                "water 0 vs 4 → does not advance")]


def test_my_expedition_is_where_the_card_is_while_it_is_there(tmp_path: Path) -> None:
    cards = ("cards:\n  camp-cook:\n    name: Camp Cook\n    type: character\n    cost: 1\n"
             "    stats: {forest: 1, mountain: 1, water: 1}\n"
             "    text: '{J} Create a [Cinder Sprite 1/1/1] Spirit token in my Expedition.'\n")
    path = _scenario(tmp_path, "  phase: afternoon\n  players:\n    alice:\n      mana: 1\n      hand: [camp-cook]\n"
                     "    bob: {}\n", "  - {play: camp-cook, by: alice, expedition: companion}\n", cards)
    res = resolve(load_scenario(path), strict=True)
    assert [o.card.id for o in res.state.in_zone("alice.companion")] == ["camp-cook", "cinder-sprite"]
    assert not res.state.in_zone("alice.hero")
    assert "my-expedition-after-leaving" not in [r.id for r, _event in res.readings]


def test_a_character_entering_the_expedition_that_does_not_face_the_forbidder_activates(tmp_path: Path) -> None:
    """7.3.1.e: Quiet Magistrate in Bob's Hero expedition faces Alice's Hero expedition only."""
    path = _scenario(tmp_path, "  phase: afternoon\n  players:\n    alice:\n      mana: 2\n"
                     "      hand: [polite-usher]\n      deck: 2\n"
                     "    bob:\n      expeditions: {hero: [quiet-magistrate], companion: []}\n",
                     "  - {play: polite-usher, by: alice, expedition: companion}\n")
    res = resolve(load_scenario(path), strict=True)
    assert [e.kind for e in res.trace.events if e.kind in ("refused", "reaction_activated")] == ["reaction_activated"]
    assert "facing-as-it-enters" not in [r.id for r, _event in res.readings]


def test_tough_x_counts_the_regions_between_the_expeditions_now_none_when_adjacent(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "  phase: afternoon\n  markers: {bob.hero: 3, bob.companion: 4}\n  players:\n"
                     "    alice:\n      mana: 1\n      hand: [tide-call]\n"
                     "    bob:\n      expeditions: {hero: [rift-colossus], companion: []}\n",
                     "  - {play: tide-call, by: alice, targets: [rift-colossus]}\n")
    res = resolve(load_scenario(path), strict=True)
    said = [e.en for e in res.trace.events if e.kind in ("note", "pay_costs") and "Spell's choices" not in e.en]
    assert said[:2] == ["Tough X of Rift Colossus (rift-colossus#3): X is the number of regions between its "
                        "controller's expeditions: 0", "pay the costs: 1 Mana"]


def test_tough_x_templates_in_both_languages() -> None:
    for lang, text in (("en", "[Tough X], where X is the number of regions separating your Hero from your "
                              "Companion."),
                       ("fr", "[Coriace X], où X est le nombre de régions qui séparent votre Héros de votre "
                              "Compagnon.")):
        (verdict,) = parse_text(text, lang, card_type="character").verdicts
        assert verdict.ability == {"passive": {"tough_x": "regions_between_expeditions"}}, lang
    (other,) = parse_text("[Tough X], where X is the number of cards in your hand.", card_type="character").verdicts
    assert (other.verdict, other.reason) == (UNSUPPORTED, "keyword Tough with a computed X")


def test_defenders_still_prevent_when_the_lifting_condition_fails(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "  phase: afternoon\n  first_player: bob\n  players:\n    alice:\n"
                     "      expeditions: {hero: [bastion-guard, gate-captain], companion: []}\n    bob: {}\n",
                     "  - start_phase: dusk\n")
    res = resolve(load_scenario(path), strict=True)
    assert not [e for e in res.trace.events if "1.4.2.a" in e.rules]
    assert [e.en.split(":")[0] for e in res.trace.events if e.kind == "ignored" and "advance" in e.en] == [
        "Alice's Hero expedition cannot advance"]
    assert res.state.markers["alice.hero"] == 0


def test_defender_lifted_templates_in_both_languages() -> None:
    for lang, text in (("en", "If there are two or more cards in your Landmarks, [Defender] Characters don't prevent "
                              "my Expedition from moving forward."),
                       ("fr", "S'il y a au moins deux cartes dans vos Repères, les Personnages [Défenseurs] "
                              "n'empêchent pas mon Expédition d'avancer.")):
        (verdict,) = parse_text(text, lang, card_type="character").verdicts
        assert verdict.ability == {"passive": {"defender_lifted": {"if": {
            "count": {"each": "card", "in": "your landmarks"}, "at_least": 2}}}}, lang


@pytest.mark.parametrize(("text", "lang"), [
    ("{J} Create two [Glimmer 1/1/1] Illusion tokens in your Hero Expedition.", "en"),
    ("{J} Créez deux jetons Illusion [Lueur 1/1/1] dans votre Expédition Héros.", "fr"),
    ("{J} Créez un jeton Illusion [Lueur 1/1/1] dans votre Expédition Héros.", "fr"),
])
def test_a_token_defined_by_its_statistics_has_the_subtype_printed_before_it(text: str, lang: str) -> None:
    # "jetons" is one word: its "s" is no subtype (the French plural was read as "jeton" + "S")
    parsed = parse_text(text, lang, card_type="permanent")
    assert [v.verdict for v in parsed.verdicts] == [EXECUTABLE]
    assert [card["subtypes"] for card in parsed.tokens.defined.values()] == [["Illusion"]]


def test_distinct_objects_match_a_brute_force_search_and_stay_fast() -> None:
    import itertools
    import random

    from judge.engine.conditions import distinct_objects_exist

    rng = random.Random(5)
    for _ in range(300):
        pools = [rng.sample(range(6), rng.randint(0, 4)) for _ in range(rng.randint(0, 5))]
        brute = any(len(set(pick)) == len(pick) for pick in itertools.product(*pools)) if pools else True
        assert distinct_objects_exist(pools) is brute, pools
    # fifteen selectors over the same fourteen objects: no way, found at once (a search of every assignment is 14!)
    assert not distinct_objects_exist([list(range(14))] * 15)
    assert distinct_objects_exist([list(range(15))] * 15)


def test_a_distinct_condition_of_more_than_twenty_selectors_is_refused(tmp_path: Path) -> None:
    from tests.conftest import refused_in_one_line

    selectors = ", ".join(["{each: character}"] * 21)
    refused_in_one_line(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  c:\n    name: C\n    type: spell\n    cost: 0\n"
        f"    effect: [{{draw: 1, if: {{distinct: [{selectors}]}}}}]\n"
        "board:\n  phase: afternoon\n  players:\n    alice: {hand: [c], deck: 2}\n    bob: {}\n"
        "do:\n  - {play: c, by: alice}\n"), "expected two to 20 selectors")
