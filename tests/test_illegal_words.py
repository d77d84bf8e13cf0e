"""An illegal declaration (5.1.2.c) is data, like an event: a message of the tables and its values, said in English
(the error line, byte for byte as before) and in French (``--lang fr``: one more line after it, and ``judge explore``'s
outcome). Each raise site of :class:`~judge.engine.declare.IllegalDeclaration` is driven here, by a bundled or test
scenario where one exists, else by a small scenario written for it."""

from __future__ import annotations

import ast
import dataclasses
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.errors import IllegalPlay
from judge.explore import explore
from judge.render.messages import fields, render
from judge.render.messages_en import MESSAGES as EN
from judge.resolve import resolve
from judge.scenario.loader import Scenario, load_scenario
from tests.conftest import ROOT
from tests.sources import nodes

runner = CliRunner()
MODES = "scenarios/rules/5.2.3.d-modal-spell-mode-without-target-cannot-be-chosen.yaml"
TOUGH = "scenarios/rules/5.1.2.c-tough-surcharge-makes-the-play-illegal.yaml"
FOUND = ": expected a legal declaration, found "
FORBIDDEN = "scenarios/rules/1.4.1.a-a-passive-forbidding-to-exhaust-mana-orbs-makes-the-play-illegal.yaml"
TWICE = "scenarios/rules/5.2.3.b-one-occurrence-cannot-choose-the-same-object-twice.yaml"
SCENARIO = ("scenario: s\nrules: seed\ninclude: [{lib}]\n{cards}board:\n  phase: afternoon\n  first_player: alice\n"
            "  players:\n    alice: {alice}\n    bob: {{}}\ndo:\n  - {do}\n")


def _written(alice: str, do: str, cards: str = "", lib: str = "judge:core") -> Callable[[Path], Scenario]:
    """A scenario written for one case, in the test's own folder."""
    def load(tmp_path: Path) -> Scenario:
        path = tmp_path / "s.yaml"
        path.write_text(SCENARIO.format(lib=lib, cards=cards, alice=alice, do=do), encoding="utf-8")
        return load_scenario(path)
    return load


def _bundled(path: str) -> Callable[[Path], Scenario]:
    return lambda _tmp: load_scenario(ROOT / path)


def _modes(*modes: int) -> Callable[[Path], Scenario]:
    """Pick a Path (a bundled modal Spell) played with the modes given, its choices dropped."""
    def load(_tmp: Path) -> Scenario:
        scenario = dataclasses.replace(load_scenario(ROOT / MODES), choices=())
        return dataclasses.replace(scenario, actions=tuple(
            dataclasses.replace(a, play=dataclasses.replace(a.play, modes=modes)) if a.play else a
            for a in scenario.actions))
    return load


def _mode_answered(answer: str) -> Callable[[Path], Scenario]:
    """Pick a Path (a bundled modal Spell, Bob without a Character) with ``choices:`` answering its mode, not its
    ``do`` item: two modes are left, so the mode is asked and the answer is read from the script."""
    def load(_tmp: Path) -> Scenario:
        scenario = load_scenario(ROOT / MODES)
        first = scenario.choices[0]
        return dataclasses.replace(scenario, choices=(dataclasses.replace(first, answer=(answer,)),))
    return load


def _card(card_id: str, name: str, name_fr: str, kind: str, body: str) -> str:
    return f"cards:\n  {card_id}:\n    name: {name}\n    name_fr: {name_fr}\n    type: {kind}\n{body}"


SPELL_PIN = _card("pin", "Pin", "Épingle", "spell", "    cost: 1\n"
                  "    effect: [{exhaust: {target: character, controller: opponent}}]\n")
SPELL_FORK = _card("fork", "Fork", "Fourche", "spell", "    cost: 1\n    effect:\n      - choose_one:\n"
                   "          - [{exhaust: {target: character, controller: opponent}}]\n"
                   "          - [{boost: {what: {target: character, controller: you}, amount: 1}}]\n")
SPELL_PAIR = _card("pair", "Pair", "Paire", "spell", "    cost: 1\n    effect:\n      - choose_one:\n"
                   "          - [{boost: {what: {target: character, count: 2}}}]\n"
                   "          - [{draw: 1}]\n")
SPELL_PAIRS = _card("pairs", "Pairs", "Paires", "spell", "    cost: 1\n    effect:\n      - choose_one:\n"
                    "          - [{boost: {what: {target: character, count: 2}}}]\n"
                    "          - [{exhaust: {target: character, count: 2}}]\n")
SPELL_COUNCIL = _card("council", "Council", "Conseil", "spell", "    cost: 0\n    effect: [{choose_up_to: {count: 3, "
                      "modes: [[{draw: 1}], [{resupply: 1}], [{draw: 2}]]}}]\n")
SUPPORT_LEVER = _card("lever", "Lever", "Levier", "permanent", "    cost: 1\n    abilities:\n      - support:\n"
                      "          quick_action: {label: Lever (draw), label_fr: Levier (pioche), cost: [], "
                      "effect: [{draw: 1}]}\n")
PAID_LEVER = _card("lever", "Lever", "Levier", "permanent", "    cost: 1\n    abilities:\n"
                   "      - quick_action: {label: Lever (draw), label_fr: Levier (pioche), cost: [{pay_mana: 1}], "
                   "effect: [{draw: 1}]}\n")

#: (message id, how the play is set up, the reason in English as the judge said it before it was data, in French)
CASES: list[tuple[str, Callable[[Path], Scenario], str, str]] = [
    ("illegal.no_target", _written("{mana: 1, hand: [pin]}", "{play: pin, by: alice}", SPELL_PIN),
     "no legal target (character) for Pin (5.1.2.c, 5.2.3.b)",
     "aucune cible légale (Personnage) pour Épingle (5.1.2.c, 5.2.3.b)"),
    ("illegal.target", _bundled("tests/malformed/illegal-target.yaml"),
     "target 'dredger-drone' is not legal for Sabotage; legal targets: filler#4, none",
     "la cible « dredger-drone » n'est pas légale pour Sabotage ; cibles légales : filler#4, none"),
    ("illegal.no_mode", _written("{mana: 1, hand: [fork]}", "{play: fork, by: alice}", SPELL_FORK),
     "no mode of Fork can be chosen: each has a target that cannot be chosen (5.2.3.c, 5.2.3.d, 5.1.2.c)",
     "aucun mode de Fourche ne peut être choisi : chacun a une cible qui ne peut pas être choisie (5.2.3.c, 5.2.3.d, "
     "5.1.2.c)"),
    ("illegal.no_mode", _written("{mana: 1, hand: [pairs], expeditions: {hero: [filler]}}",
                                 "{play: pairs, by: alice}", SPELL_PAIRS),
     "no mode of Pairs can be chosen: each has a target that cannot be chosen (5.2.3.c, 5.2.3.d, 5.1.2.c)",
     "aucun mode de Paires ne peut être choisi : chacun a une cible qui ne peut pas être choisie (5.2.3.c, 5.2.3.d, "
     "5.1.2.c)"),
    ("illegal.mode_missing", _modes(9),
     "mode 9 does not exist: Pick a Path has modes 1 to 3 (5.2.3.c)",
     "le mode 9 n'existe pas : Choisissez un Chemin a les modes 1 à 3 (5.2.3.c)"),
    ("illegal.mode_no_target", _modes(1),
     "mode 1 of Pick a Path cannot be chosen: its target (character) has no legal choice (5.2.3.d, 5.1.2.c)",
     "le mode 1 de Choisissez un Chemin ne peut pas être choisi : sa cible (Personnage) n'a aucun choix légal "
     "(5.2.3.d, 5.1.2.c)"),
    ("illegal.mode_no_target", _mode_answered("1"),
     "mode 1 of Pick a Path cannot be chosen: its target (character) has no legal choice (5.2.3.d, 5.1.2.c)",
     "le mode 1 de Choisissez un Chemin ne peut pas être choisi : sa cible (Personnage) n'a aucun choix légal "
     "(5.2.3.d, 5.1.2.c)"),
    ("illegal.mode_no_target", _bundled("scenarios/rules/5.2.3.d-answering-a-mode-without-target-is-refused.yaml"),
     "mode 2 of Exhaust or Boost cannot be chosen: its target (character) has no legal choice (5.2.3.d, 5.1.2.c)",
     "le mode 2 d'Épuisez ou boostez ne peut pas être choisi : sa cible (Personnage) n'a aucun choix légal "
     "(5.2.3.d, 5.1.2.c)"),
    ("illegal.mode_too_few_targets", _written("{mana: 1, hand: [pair], expeditions: {hero: [filler]}}",
                                              "{play: pair, by: alice, modes: [1]}", SPELL_PAIR),
     "mode 1 of Pair cannot be chosen: it needs 2 different targets (character) and only 1 can be chosen "
     "(5.2.3.d, 5.2.3.b, 5.1.2.c)",
     "le mode 1 de Paire ne peut pas être choisi : il lui faut 2 cibles différentes (Personnage) et seulement 1 "
     "peuvent être choisies (5.2.3.d, 5.2.3.b, 5.1.2.c)"),
    ("illegal.mode_order", _written("{hand: [council], deck: 5}", "{play: council, by: alice, modes: [2, 1]}",
                                    SPELL_COUNCIL),
     "mode 1 of Council cannot be chosen now: the modes are chosen once each, in their printed order "
     "(5.2.3.c, 5.2.3.d); legal: 3, 4",
     "le mode 1 de Conseil ne peut pas être choisi maintenant : les modes sont choisis une fois chacun, dans leur "
     "ordre imprimé (5.2.3.c, 5.2.3.d) ; modes possibles : 3, 4"),
    ("illegal.unplayable", _bundled("scenarios/printed/printed-en-unplayable.yaml"),
     "Dormant Spark (dormant-spark#2) can't be played: its own ability says so, and \"can't\" beats \"can\" "
     "(1.4.1.a, 1.2.4.d, 5.1.2.c)",
     "on ne peut pas jouer Étincelle Dormante (dormant-spark#2) : sa propre capacité l'interdit, et « ne peut pas » "
     "l'emporte sur « peut » (1.4.1.a, 1.2.4.d, 5.1.2.c)"),
    ("illegal.exhausted_in_reserve",
     _written("{mana: 3, reserve: [{card: filler, exhausted: yes}]}",
              "{play: filler, by: alice, from: reserve, expedition: hero}"),
     "Filler (filler#1) can't be played: it is exhausted in the Reserve, and an exhausted card there can't be played "
     "(the cards' reminder text) (5.1.2.c, 1.2.4.b)",
     "on ne peut pas jouer Bouche-trou (filler#1) : elle est épuisée dans la Réserve, et une carte épuisée n'y peut "
     "pas être jouée (texte de rappel des cartes) (5.1.2.c, 1.2.4.b)"),
    ("illegal.exhausted_support",
     _written("{mana: 1, reserve: [{card: lamp, exhausted: yes}]}", "{quick_action: lamp, by: alice}",
              "cards:\n  lamp: {type: character, cost: 1, abilities: [{support: {quick_action: {label: Lamp (support), "
              "cost: [{pay_mana: 1}], effect: [{draw: 1}]}}}]}\n"),
     "Lamp (support) does not work: its card is exhausted in the Reserve, and an exhausted card there has no support "
     "abilities (the cards' reminder text) (1.2.4.b, 5.1.2.c)",
     "Lamp (support) ne fonctionne pas : sa carte est épuisée dans la Réserve, et une carte épuisée n'y a pas de "
     "capacité de soutien (texte de rappel des cartes) (1.2.4.b, 5.1.2.c)"),
    ("illegal.cannot_pay", _bundled(TOUGH),
     "Alice cannot pay 2 (1 + 1 Tough) for Draw, Then You May Exhaust: not enough ready Mana Orbs "
     "(5.1.2.c, 1.4.1.b, 7.4.5.c)",
     "Alice ne peut pas payer 2 (1 + 1 Coriace) pour Piochez, puis épuisez si vous voulez : pas assez d'Orbes de "
     "Mana prêts (5.1.2.c, 1.4.1.b, 7.4.5.c)"),
    ("illegal.cannot_pay", _written("{mana: 0, hand: [filler]}", "{play: filler, by: alice, expedition: hero}"),
     "Alice cannot pay 1 for Filler: not enough ready Mana Orbs (5.1.2.c, 1.4.1.b)",
     "Alice ne peut pas payer 1 pour Bouche-trou : pas assez d'Orbes de Mana prêts (5.1.2.c, 1.4.1.b)"),
    ("illegal.cannot_pay_forbidden", _bundled(FORBIDDEN),
     "Alice cannot pay 1 for Filler: exhausting a Mana Orb is impossible (Frozen Well (frozen-well#1) says it can't "
     "happen), and \"can't\" beats \"can\" (1.4.1.a, 5.1.2.c, 1.4.1.b)",
     "Alice ne peut pas payer 1 pour Bouche-trou : épuiser un Orbe de Mana est impossible (Puits Gelé (frozen-well#1) "
     "dit que c'est impossible), et « ne peut pas » l'emporte sur « peut » (1.4.1.a, 5.1.2.c, 1.4.1.b)"),
    ("illegal.expedition", _written("{mana: 3, hand: [filler]}", "{play: filler, by: alice, expedition: nowhere}"),
     "'nowhere' is not one of Alice's expeditions, hero or companion (5.2.1.a)",
     "« nowhere » n'est pas une des expéditions d'Alice, hero (du Héros) ou companion (du Compagnon) (5.2.1.a)"),
    ("illegal.not_working", _bundled("tests/malformed/illegal-quick-action-in-reserve.yaml"),
     "Free Draw Lever (no cost, draw 1) does not work in the Reserve (support abilities only): abilities work in "
     "play, support abilities in the Reserve (1.2.4.d)",
     "Levier de pioche gratuite (sans coût, piochez 1) ne fonctionne pas dans la Réserve (capacités de soutien "
     "seulement) : les capacités fonctionnent en jeu, les capacités de soutien dans la Réserve (1.2.4.d)"),
    ("illegal.not_working", _written("{mana: 1, landmarks: [lever]}", "{quick_action: lever, by: alice}",
                                     SUPPORT_LEVER),
     "Lever (draw) does not work there: abilities work in play, support abilities in the Reserve (1.2.4.d)",
     "Levier (pioche) ne fonctionne pas à cet endroit : les capacités fonctionnent en jeu, les capacités de soutien "
     "dans la Réserve (1.2.4.d)"),
    ("illegal.quick_action_cost", _bundled("tests/malformed/illegal-quick-action-tough-unpayable.yaml"),
     "Alice cannot pay the cost of Lasso Lever ({1} exhaust target opposing character) + 1 Tough "
     "(1.4.1.b, 5.1.2.c, 7.4.5.c)",
     "Alice ne peut pas payer le coût de Lasso Lever ({1} exhaust target opposing character) + 1 Coriace "
     "(1.4.1.b, 5.1.2.c, 7.4.5.c)"),
    ("illegal.quick_action_cost", _written("{mana: 0, landmarks: [lever]}", "{quick_action: lever, by: alice}",
                                           PAID_LEVER),
     "Alice cannot pay the cost of Lever (draw) (1.4.1.b, 5.1.2.c)",
     "Alice ne peut pas payer le coût de Levier (pioche) (1.4.1.b, 5.1.2.c)"),
    ("illegal.extra_targets", _bundled("tests/malformed/too-many-targets.yaml"),
     "1 target more than Sabotage asks for: bob-filler (5.1.2.b, 5.2.3.b)",
     "1 cible de plus que n'en demande Sabotage : bob-filler (5.1.2.b, 5.2.3.b)"),
    ("illegal.too_few_targets", _bundled(TWICE),
     "2 different targets (character) are needed for Twin Blessing, and only 1 can be chosen: an object is chosen once "
     "for one occurrence of \"target\" (5.2.3.b, 5.1.2.c)",
     "2 cibles différentes (Personnage) sont nécessaires pour Twin Blessing, et seulement 1 peut être choisie : un "
     "objet n'est choisi qu'une fois pour une occurrence de « cible » (5.2.3.b, 5.1.2.c)"),
    ("illegal.no_turn", _bundled("scenarios/rules/5.1.1.b-no-play-outside-the-afternoon.yaml"),
     "Alice cannot play a card in the Noon phase: there is no turn then (a player plays a card or a quick action "
     "during their turn, and turns are taken only in the Afternoon) (5.1.1.b, 4.2.3.a)",
     "Alice ne peut pas jouer une carte pendant la phase Midi : il n'y a alors pas de tour (un joueur joue une "
     "carte ou une action rapide pendant son tour, et les tours n'ont lieu que l'Après-midi) (5.1.1.b, 4.2.3.a)"),
    ("illegal.scout", _written("{mana: 3, hand: [glade-courier]}", "{play: glade-courier, by: alice, expedition: "
                               "hero, scout: true}", lib="judge:printed-en"),
     "Glade Courier cannot be played with Scout: it has no Scout (5.1.2.c, 1.2.4.b)",
     "on ne peut pas jouer Coursière des Clairières avec Repérage : la carte n'a pas Repérage (5.1.2.c, 1.2.4.b)"),
    ("illegal.scout", _written("{mana: 3, reserve: [pathfinder-scout]}", "{play: pathfinder-scout, by: alice, "
                               "expedition: hero, scout: true}", lib="judge:printed-en"),
     "Pathfinder Scout cannot be played with Scout: Scout plays a card from the Hand (5.1.2.c, 1.2.4.b)",
     "on ne peut pas jouer Éclaireur Pionnier avec Repérage : Repérage joue une carte depuis la Main "
     "(5.1.2.c, 1.2.4.b)"),
]


def _stopped(scenario: Scenario) -> IllegalPlay:
    with pytest.raises(IllegalPlay) as caught:
        resolve(scenario)
    return caught.value


@pytest.mark.parametrize(("mid", "setup", "en", "fr"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_each_illegal_declaration_is_said_in_both_languages(tmp_path: Path, mid: str,
                                                            setup: Callable[[Path], Scenario], en: str,
                                                            fr: str) -> None:
    error = _stopped(setup(tmp_path))
    assert error.said is not None
    reason = error.said.values["ruling"]
    assert (error.said.mid, getattr(reason, "mid", None)) == ("illegal", mid)
    # the located English line, byte for byte as the judge said it before its reason was data
    assert str(error) == f"{error.file}:{error.line}:{error.col}: {error.path}{FOUND}{en}"
    assert render(error.said, "en") == f"illegal declaration: {en}"
    assert render(error.said, "fr") == f"déclaration illégale : {fr}"
    located = error.located()
    assert located is not None
    assert render(located, "fr") == f"{error.file}:{error.line}:{error.col}: {error.path} : déclaration illégale : {fr}"


def test_a_choices_answer_naming_a_mode_that_cannot_be_chosen_is_refused_at_its_place(tmp_path: Path) -> None:
    """5.2.3.d, 5.1.2.c — the answer is refused where ``choices:`` writes it, asked or forced alike, not passed over
    (a forced mode took the only legal one and left the answer "never used")."""
    asked = _stopped(_mode_answered("1")(tmp_path))
    assert (asked.path, asked.line) == ("choices[0]", 42) and asked.rules == ("5.2.3.d", "5.1.2.c")
    path = "scenarios/rules/5.2.3.d-answering-a-mode-without-target-is-refused.yaml"
    forced = _stopped(load_scenario(ROOT / path))
    assert (forced.path, forced.line) == ("choices[0]", 29)
    result = runner.invoke(app, ["resolve", path])
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [f"{path}:29:5: choices[0]{FOUND}mode 2 of Exhaust or Boost cannot be "
                                          "chosen: its target (character) has no legal choice (5.2.3.d, 5.1.2.c)"]


def _raise_sites() -> list[tuple[str, int, str, set[str]]]:
    """Each ``IllegalDeclaration("illegal.…", rules, name=…)`` in the judge's source: (file, line, id, names)."""
    found = []
    for path in sorted((ROOT / "judge").rglob("*.py")):
        for node in nodes(path):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "IllegalDeclaration":
                assert node.args and isinstance(node.args[0], ast.Constant), f"{path}:{node.lineno}: a literal id"
                names = {k.arg for k in node.keywords if k.arg is not None}
                found.append((str(path.relative_to(ROOT)), node.lineno, str(node.args[0].value), names))
    return found


def test_every_raise_site_has_templates_with_its_values_and_a_case_here() -> None:
    sites = _raise_sites()
    assert len(sites) == 21  # declare.py 10, playing.py 8, keywords.py 1, resolve.py 1, effects.py 1
    for where, line, mid, names in sites:
        assert mid in EN, f"{where}:{line}: no template for {mid!r}"
        assert names <= fields(EN[mid]) <= names | {"rules"}, f"{where}:{line}: {mid!r} is given {sorted(names)}"
    # an internal action's unpayable cost is never a play that stops: said where an assumed "yes" is given up (below)
    assert {mid for _, _, mid, _ in sites} == {case[0] for case in CASES} | {"illegal.internal_action_cost"}


def test_an_internal_action_cost_that_cannot_be_paid_is_said_where_the_assumed_yes_is_given_up() -> None:
    """5.1.2.c, 1.4.1.b, 7.4.5.c — the assumed "yes" whose only declaration cannot be paid is given up for "no"; why
    is said in both languages."""
    path = "scenarios/rules/5.1.2.c-an-internal-action-whose-every-target-costs-too-much-can-only-be-declined.yaml"
    result = resolve(load_scenario(ROOT / path))
    (_, found), = result.assumptions
    (key, why), = found.given_up
    assert key == "yes" and why.values["ruling"].mid == "illegal.internal_action_cost"
    assert render(why, "en") == ("illegal declaration: Alice cannot pay the cost of the internal action "
                                 "(pay mana 1 + 1 Tough) (5.1.2.c, 1.4.1.b, 7.4.5.c)")
    assert render(why, "fr") == ("déclaration illégale : Alice ne peut pas payer le coût de l'action interne "
                                 "(payer 1 + 1 Coriace) (5.1.2.c, 1.4.1.b, 7.4.5.c)")


def test_lang_fr_adds_the_ruling_in_french_after_the_english_line() -> None:
    english = runner.invoke(app, ["resolve", TOUGH])
    french = runner.invoke(app, ["resolve", TOUGH, "--lang", "fr"])
    assert english.exit_code == french.exit_code == 2
    line = (f"{TOUGH}:27:5: do[0]{FOUND}Alice cannot pay 2 (1 + 1 Tough) for Draw, Then You May Exhaust: not enough "
            "ready Mana Orbs (5.1.2.c, 1.4.1.b, 7.4.5.c)")
    assert english.stderr.splitlines() == [line]
    assert french.stderr.splitlines() == [
        line, "déclaration illégale : Alice ne peut pas payer 2 (1 + 1 Coriace) pour Piochez, puis épuisez si vous "
              "voulez : pas assez d'Orbes de Mana prêts (5.1.2.c, 1.4.1.b, 7.4.5.c)"]


def test_step_says_the_ruling_in_french_too() -> None:
    result = runner.invoke(app, ["step", TOUGH, "--lang", "fr", "--no-pause"], input="")
    assert result.exit_code == 2
    *_, english, french = result.stderr.splitlines()
    assert english.startswith(f"{TOUGH}:27:5: do[0]{FOUND}Alice cannot pay 2")
    assert french.startswith("déclaration illégale : Alice ne peut pas payer 2 (1 + 1 Coriace)")


def test_an_error_that_is_not_an_illegal_declaration_has_no_french_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("scenario: s\nboard: 3\n", encoding="utf-8")
    result = runner.invoke(app, ["resolve", str(bad), "--lang", "fr"])
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1


@pytest.mark.parametrize("path", ["scenarios/printed/printed-en-unplayable.yaml",
                                  "scenarios/printed/printed-fr-unplayable.yaml", TOUGH])
def test_the_english_line_of_a_bundled_illegal_play_is_its_golden_traces(path: str) -> None:
    """The line ``judge resolve --lang fr`` prints first is the one the golden trace keeps (file named from here)."""
    result = runner.invoke(app, ["resolve", path, "--lang", "fr"])
    first, french = result.stderr.splitlines()
    golden = (ROOT / path).with_suffix(".trace.txt").read_text(encoding="utf-8").splitlines()
    stopped = golden[golden.index("Stopped (illegal, exit 2)") + 1].strip()
    assert f"{Path(path).name}{first.removeprefix(path)}" == stopped.rsplit(" [", 1)[0]
    assert french.startswith("déclaration illégale : ")


def test_explore_says_the_illegal_play_in_french_and_keeps_english_json() -> None:
    result = explore(load_scenario(ROOT / TOUGH))
    (outcome,) = result.outcomes
    assert "1 + 1 Tough" in outcome.error and outcome.said is not None
    french = runner.invoke(app, ["explore", TOUGH, "--lang", "fr"]).stdout
    english = runner.invoke(app, ["explore", TOUGH]).stdout
    assert (f"Impossible de jouer ainsi : {TOUGH}:27:5: do[0] : déclaration illégale : Alice ne peut pas payer 2 "
            "(1 + 1 Coriace)") in french
    assert f"The play cannot be made: {TOUGH}:27:5: do[0]{FOUND}Alice cannot pay 2 (1 + 1 Tough)" in english
    data = json.loads(runner.invoke(app, ["explore", TOUGH, "--format", "json", "--lang", "fr"]).stdout)
    assert [o["error"] for o in data["outcomes"]] == [outcome.error]
