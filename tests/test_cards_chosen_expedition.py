"""Real cards: an Expedition chosen as the step resolves, not a target ("Create a token in an opponent's Expedition",
"… in a Companion Expedition"): judge.engine.verbs.ChooseCards._ask_expedition. The bundled scenarios
(scenarios/printed/printed-*-chosen-expedition) show the order of events; the cases they do not show are here."""

from __future__ import annotations

from pathlib import Path

from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability, refused_in_one_line

BUNDLED = Path(__file__).resolve().parent.parent / "scenarios" / "printed"


def test_the_templates_are_one_executable_ability_in_both_languages() -> None:
    one_executable_ability(
        "{J} Create an [Ember Wisp 1/1/1] Spirit token in an opponent's Expedition.",
        "{J} Créez un jeton Esprit [1/1/1 Ember Wisp] dans une Expédition d'un adversaire.", "character",
        {"reaction": {"trigger": {"played": "me", "from": "any"}, "effect": [
            {"create_token": {"token": "ember-wisp", "in": {"chosen": "expedition", "in": "opponent expedition"}}}]}})
    for lang, text in (("en", "{J} Create an [Ember Wisp 1/1/1] Spirit token in a Hero Expedition."),
                       ("fr", "{J} Créez un jeton Esprit [1/1/1 Feu Follet] dans une Expédition Héros.")):
        from judge.cards.parse import EXECUTABLE, parse_text
        (verdict,) = parse_text(text, lang).verdicts
        assert verdict.verdict == EXECUTABLE, (lang, verdict.reason)
        assert verdict.ability["reaction"]["effect"][0]["create_token"]["in"] == {
            "chosen": "expedition", "in": "hero expedition"}, lang


def test_unscripted_the_first_expedition_is_assumed_among_the_opponents_only_as_the_step_resolves() -> None:
    scenario = load_scenario(BUNDLED / "printed-en-chosen-expedition.yaml")
    scenario.choices.clear()
    res = resolve(scenario)
    (decision, answer), = res.assumptions
    assert str(decision.kind) == "expedition" and answer.keys == ("bob.hero",)
    assert [o.key for o in decision.options] == ["bob.hero", "bob.companion"]
    events = [(str(e.kind), e.rules) for e in res.trace.events]
    chosen = events.index(("decision", ("6.1.a",)))
    assert events.index(("reaction_played", ("5.5.a", "5.5.b", "4.4.b", "5.1.1.d"))) < chosen  # not at declaration
    assert not any(kind == "decision" and "5.2.3.b" in rules for kind, rules in events)  # no target


def test_a_hero_expedition_is_any_player_s(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(
        (BUNDLED / "printed-en-chosen-expedition.yaml").read_text(encoding="utf-8")
        .replace("in an opponent's Expedition", "in a Hero Expedition"), encoding="utf-8")
    scenario = load_scenario(path)
    scenario.choices.clear()
    (decision, _), = resolve(scenario).assumptions
    assert [o.key for o in decision.options] == ["alice.hero", "bob.hero"]


def test_only_an_expedition_can_be_chosen_where_a_token_is_created(tmp_path: Path) -> None:
    refused_in_one_line(
        tmp_path / "bad.yaml",
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  x:\n    name: X\n    type: spell\n    cost: 1\n"
        "    effect: [{create_token: {token: ordis-recruit, in: {chosen: character}}}]\n"
        "board:\n  players:\n    alice: {}\n    bob: {}\n", "an expedition chosen as the step resolves")
