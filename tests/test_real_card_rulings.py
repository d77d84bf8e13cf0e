"""A judge's questions about imported cards (auditQ): French labels and token names from the import, a board card
given boosts is Boosted, a Rest modifier of the rules named by its status in ``choices:``. Our own cards and texts."""

from __future__ import annotations

import json
from pathlib import Path

import yaml
from typer.testing import CliRunner

from judge.cards.library import build_library, read_cards
from judge.cli import app
from judge.resolve import resolve
from judge.scenario.loader import load_scenario

runner = CliRunner()

#: Two cards of our own in the sample's shape (English elements, French ``elements_fr``).
OWN_CARDS = [
    {"reference": "ALT_TEST_B_YZ_91_C", "name": "Lantern Warden", "name_fr": "Gardienne de Lanterne",
     "cardType": {"reference": "CHARACTER"}, "mainFaction": {"reference": "YZ"},
     "elements": {"MAIN_COST": "2", "RECALL_COST": "2", "FOREST_POWER": "1", "MOUNTAIN_POWER": "1",
                  "OCEAN_POWER": "1", "MAIN_EFFECT": "{J} Draw a card."},
     "elements_fr": {"MAIN_COST": "2", "RECALL_COST": "2", "FOREST_POWER": "1", "MOUNTAIN_POWER": "1",
                     "OCEAN_POWER": "1", "MAIN_EFFECT": "{J} Piochez une carte."}},
    {"reference": "ALT_TEST_B_YZ_92_C", "name": "Wisp Caller", "name_fr": "Appeleuse de Feux",
     "cardType": {"reference": "SPELL"}, "mainFaction": {"reference": "YZ"},
     "elements": {"MAIN_COST": "1", "RECALL_COST": "1",
                  "MAIN_EFFECT": "Create a [Fog Wisp 1/1/1] Illusion token in target Expedition."},
     "elements_fr": {"MAIN_COST": "1", "RECALL_COST": "1",
                     "MAIN_EFFECT": "Créez un jeton Illusion [1/1/1 Feu de Brume] dans une Expédition ciblée."}},
]


def _library(tmp_path: Path) -> Path:
    source = tmp_path / "own.json"
    source.write_text(json.dumps(OWN_CARDS, ensure_ascii=False))
    lib = tmp_path / "lib.yaml"
    result = runner.invoke(app, ["cards", "import", str(source), "-o", str(lib)])
    assert result.exit_code == 0, result.output
    return lib


def test_import_gives_each_labelled_ability_its_french_label_and_a_token_its_printed_french_name(
        tmp_path: Path) -> None:
    cards = yaml.safe_load(_library(tmp_path).read_text())["cards"]
    reaction = cards["lantern-warden"]["abilities"][0]["reaction"]
    assert list(reaction)[:2] == ["label", "label_fr"]
    assert reaction["label"] == "Lantern Warden ({J} Draw a card.)"
    assert reaction["label_fr"] == "Gardienne de Lanterne ({J} Piochez une carte.)"
    assert (cards["fog-wisp"]["name"], cards["fog-wisp"]["name_fr"]) == ("Fog Wisp", "Feu de Brume")


def test_a_french_resolution_names_an_imported_reaction_and_token_in_french(tmp_path: Path) -> None:
    _library(tmp_path)
    scenario = tmp_path / "s.yaml"
    scenario.write_text("scenario: s\ninclude: [lib.yaml]\nboard:\n  phase: afternoon\n  players:\n"
                        "    alice: {mana: 3, hand: [lantern-warden, wisp-caller], deck: 3}\n    bob: {}\n"
                        "do:\n  - {play: lantern-warden, by: alice, expedition: hero}\n"
                        "  - {play: wisp-caller, by: alice, targets: [alice.companion]}\n")
    result = runner.invoke(app, ["resolve", "--lang", "fr", str(scenario)])
    assert result.exit_code == 0, result.output
    out = result.stdout
    activated = out.index("la réaction Gardienne de Lanterne ({J} Piochez une carte.) est activée")
    played = out.index("Alice joue Gardienne de Lanterne ({J} Piochez une carte.) (Emblème-Réaction")
    created = out.index("créer un jeton (Feu de Brume)")
    assert activated < played < created
    assert "Lantern Warden" not in out and "Draw a card" not in out and "Feu De Brume" not in out


def test_the_french_labels_are_left_out_when_the_two_texts_give_different_abilities(tmp_path: Path) -> None:
    card = {**OWN_CARDS[0], "reference": "ALT_TEST_B_YZ_93_C",
            "elements_fr": {**OWN_CARDS[0]["elements_fr"], "MAIN_EFFECT": "Piochez une carte."}}
    source = tmp_path / "one.json"
    source.write_text(json.dumps([card], ensure_ascii=False))
    library = build_library(read_cards([source]))
    reaction = library["lantern-warden"]["abilities"][0]["reaction"]
    assert "label_fr" not in reaction and reaction["label"].startswith("Lantern Warden (")


def _night(tmp_path: Path, answer: str) -> list[str]:
    scenario = tmp_path / "n.yaml"
    scenario.write_text("scenario: n\ninclude: [judge:core]\nboard:\n  phase: night\n  first_player: alice\n"
                        "  players:\n    alice:\n      expeditions:\n"
                        "        hero: [{card: filler, statuses: [fleeting, anchored]}]\n        companion: []\n"
                        "    bob: {}\ndo:\n  - start_phase: night\n"
                        f"choices:\n  - {{decision: modifier_order, answer: '{answer}'}}\n")
    res = resolve(load_scenario(scenario), strict=True)
    kinds = [e.kind for e in res.trace.events]
    assert kinds.index("decision") < max(i for i, k in enumerate(kinds) if k == "modifier")
    return [f"{o.card.id}:{sorted(o.statuses)}" for z in ("alice.hero", "alice.discard") for o in res.state.in_zone(z)]


def test_a_rest_modifier_of_the_rules_is_named_by_its_status_or_its_label(tmp_path: Path) -> None:
    # 1.3.2.f, 6.2.f: a Fleeting and Anchored Character at Rest: its controller picks which modifier applies first.
    assert _night(tmp_path, "anchored") == ["filler:['fleeting']"]
    assert _night(tmp_path, "Fugace (Repos)") == ["filler:[]"]
    assert _night(tmp_path, "Anchored (Rest)") == ["filler:['fleeting']"]


def test_a_board_card_given_boosts_is_boosted(tmp_path: Path) -> None:
    scenario = tmp_path / "b.yaml"
    scenario.write_text(
        "scenario: b\ninclude: [judge:core]\ncards:\n  tally-keeper:\n    name: Tally Keeper\n"
        "    type: character\n    cost: 1\n    stats: {forest: 1}\n    abilities:\n"
        "      - reaction:\n          trigger: {played: me}\n          effect:\n"
        "            - boost: {what: me, amount: 1, per: {each: character, controller: you, statuses: [boosted]}}\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n    alice:\n      mana: 1\n"
        "      hand: [tally-keeper]\n      expeditions: {hero: [{card: filler, boosts: 2}], companion: []}\n"
        "    bob:\n      expeditions: {hero: [{card: filler, boosts: 1}], companion: []}\n"
        "do:\n  - {play: tally-keeper, by: alice, expedition: hero}\n")
    res = resolve(load_scenario(scenario), strict=True)
    hero = res.state.in_zone("alice.hero")
    assert "boosted" in hero[0].statuses  # given by the board: it has boosts
    assert (hero[1].card.id, hero[1].boosts) == ("tally-keeper", 1)  # Alice's one Boosted Character, not Bob's


def _tide_call(tmp_path: Path, targets: str, bob_hero: str = "filler, heavy-stone") -> str:
    scenario = tmp_path / "t.yaml"
    scenario.write_text(
        "scenario: t\ninclude: [judge:core]\ncards:\n  tide-call:\n    name: Tide Call\n    type: spell\n"
        "    cost: 1\n    effect:\n      - put: {what: {target: character, total_hand_cost_at_most: 2, count: 3,"
        " up_to: yes}, to: reserve}\n"
        "  heavy-stone:\n    name: Heavy Stone\n    type: character\n    cost: 3\n    stats: {mountain: 3}\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n    alice: {mana: 1, hand: [tide-call]}\n"
        f"    bob:\n      expeditions: {{hero: [{bob_hero}], companion: []}}\n"
        f"do:\n  - {{play: tide-call, by: alice, targets: [{targets}]}}\n")
    result = runner.invoke(app, ["resolve", str(scenario)])
    assert result.exit_code == 2, result.output
    return result.output


def test_a_declared_target_beyond_the_total_hand_cost_is_an_illegal_target(tmp_path: Path) -> None:
    # 5.2.3.b, 5.1.2.c: Filler (1) then Heavy Stone (3) exceed a total of 2: Heavy Stone is not a legal target, and
    # not "a target more than Tide Call asks for" (it asks for up to three).
    out = _tide_call(tmp_path, "filler, heavy-stone")
    assert out.strip().count("\n") == 0 and out.startswith(f"{tmp_path / 't.yaml'}:")
    assert "target 'heavy-stone' is not legal for Tide Call; legal targets: none" in out
    assert "more than Tide Call asks for" not in out
    alone = _tide_call(tmp_path, "heavy-stone", bob_hero="heavy-stone")  # the first target: none fits the total
    assert "target 'heavy-stone' is not legal for Tide Call; legal targets: none" in alone


def _modal_play(tmp_path: Path, effect: str, modes: str) -> tuple[list[str], list[str], int]:
    scenario = tmp_path / "m.yaml"
    scenario.write_text(
        "scenario: m\ninclude: [judge:core]\ncards:\n  many-ways:\n    name: Many Ways\n    type: spell\n"
        f"    cost: 0\n    effect: {effect}\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        "    alice: {hand: [many-ways], deck: 4, expeditions: {hero: [filler], companion: []}}\n    bob: {}\n"
        f"do:\n  - {{play: many-ways, by: alice, modes: {modes}}}\n")
    res = resolve(load_scenario(scenario), strict=True)
    answers = [e.attr("answer") for e in res.trace.events if e.kind == "decision"]
    return ([str(a) for a in answers], [o.card.id for o in res.state.in_zone("alice.hero")],
            len(res.state.in_zone("alice.hand")))


def test_scripted_modes_that_run_out_choose_no_more_of_up_to_n(tmp_path: Path) -> None:
    # 5.2.3.c, 6.5.e: "up to three, the same option several times" (one "choose one" per choice, each with a mode
    # that does nothing) and "Choose up to two:": ``modes: [1]`` is one mode, then none, without an assumption
    # (strict mode would refuse an unscripted decision); before, the next choices took the first legal mode.
    three = ("[" + ", ".join(["{choose_one: [[{draw: 1}], [{discard: {target: character}}], [nothing]]}"] * 3)
             + "]")
    answers, hero, hand = _modal_play(tmp_path, three, "[1]")
    assert answers[-3:] == ["1", "3", "3"] and (hand, hero) == (1, ["filler"])
    up_to = "[{choose_up_to: {count: 2, modes: [[{draw: 1}], [{discard: {target: character}}]]}}]"
    answers, hero, hand = _modal_play(tmp_path, up_to, "[1]")
    assert answers[-2:] == ["1", "3"] and (hand, hero) == (1, ["filler"])


def test_an_unresolved_ability_is_said_in_french_by_a_french_resolution(tmp_path: Path) -> None:
    # 1.2.4: the trace says first which printed abilities the judge does not resolve: in French, the French text.
    card = {**OWN_CARDS[0], "reference": "ALT_TEST_B_YZ_94_C", "name": "Dice Juggler", "name_fr": "Jongleur de Dés",
            "elements": {**OWN_CARDS[0]["elements"], "MAIN_EFFECT": "{H} Roll a die."},
            "elements_fr": {**OWN_CARDS[0]["elements_fr"], "MAIN_EFFECT": "{H} Lancez un dé."}}
    source = tmp_path / "juggler.json"
    source.write_text(json.dumps([card], ensure_ascii=False))
    assert runner.invoke(app, ["cards", "import", str(source), "-o", str(tmp_path / "lib.yaml")]).exit_code == 0
    entry = yaml.safe_load((tmp_path / "lib.yaml").read_text())["cards"]["dice-juggler"]
    assert [u.split(" [")[0] for u in entry["unresolved_fr"]] == ["{H} Lancez un dé."]
    scenario = tmp_path / "s.yaml"
    scenario.write_text("scenario: s\ninclude: [lib.yaml]\nboard:\n  phase: afternoon\n  players:\n"
                        "    alice: {expeditions: {hero: [dice-juggler], companion: []}}\n    bob: {}\n"
                        "do:\n  - {pass: alice}\n")
    fr = runner.invoke(app, ["resolve", "--lang", "fr", str(scenario)]).stdout
    en = runner.invoke(app, ["resolve", str(scenario)]).stdout
    assert "Jongleur de Dés : capacité imprimée que ce juge ne résout pas : {H} Lancez un dé." in fr
    assert "Dice Juggler: printed ability not resolved by this judge: {H} Roll a die." in en
    assert fr.index("Lancez un dé") < fr.index("Alice passe") and "Roll a die" not in fr
