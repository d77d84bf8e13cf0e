"""Real cards (cardsH): targets with a total Hand Cost ("up to four target Characters with a total Hand Cost {6} or
less"), "If you discarded a card this way, create … in the Companion Expedition of its owner", a condition on
distinct objects ("you control a [[Fleeting]] Character, another … and yet another …"), a computed X ("{T}, {X} :
Create X … tokens. X can't be higher than the number of …"), up to N different modes ("Choose up to the number of
cards in your Landmarks:"), an expedition chosen as a step resolves ("in a Companion Expedition", "Create one in a Hero
Expedition"), spending a counter of any kind ("You may spend 1 counter from a card you control or in your Reserve to
…"). Each template reads the same in English and French; the engine's part is checked here where the bundled
scenarios (scenarios/printed/printed-*-total-hand-cost, -discarded-this-way, -three-distinct,
-computed-x, -up-to-n-modes, -spend-counter) do not show it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.errors import IllegalPlay
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability, refused_in_one_line, resolved_events

# -- targets with a total Hand Cost --------------------------------------------------------------------------------

TOTAL_COST_TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("Send to Reserve up to two target Characters with a total Hand Cost {5} or less.",
     "Envoyez en Réserve jusqu'à deux Personnages ciblés avec un Coût de Main total de {5} ou moins.", "spell",
     {"effect": [{"put": {"what": {"target": "character", "total_hand_cost_at_most": 5, "count": 2, "up_to": True},
                          "to": "reserve"}}]}),
    ("{J} Exhaust up to three target Characters with a total Hand Cost {4} or less.",
     "{J} Épuisez jusqu'à trois Personnages ciblés avec un Coût de Main total de {4} ou moins.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"exhaust": {"target": "character", "total_hand_cost_at_most": 4, "count": 3,
                                           "up_to": True}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TOTAL_COST_TEMPLATES,
                         ids=[t[0][:40] for t in TOTAL_COST_TEMPLATES])
def test_a_total_hand_cost_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                       ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def _sweep(tmp_path: Path, targets: str, total: int = 4) -> list[tuple[str, str]]:
    return resolved_events(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  sweep:\n    name: Sweep\n    type: spell\n"
        "    cost: 1\n    effect: [{put: {what: {target: character, count: 3, up_to: yes, "
        f"total_hand_cost_at_most: {total}}}, to: reserve}}}}]\n"
        "  big:\n    name: Big\n    type: character\n    cost: 3\n    stats: {forest: 1}\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        "    alice: {mana: 1, hand: [sweep]}\n    bob: {expeditions: {hero: [filler, big, filler]}}\n"
        f"do:\n  - {{play: sweep, by: alice, targets: {targets}}}\n"),
        ("decision", "note", "atomic"))


def test_a_target_beyond_the_total_is_not_legal(tmp_path: Path) -> None:
    """5.2.3.b, 5.1.2.c: Filler (1) then Big (3) would cost 4 together, more than 3."""
    with pytest.raises(IllegalPlay) as caught:
        _sweep(tmp_path, "[filler#3, big]", total=3)
    assert "target 'big' is not legal for Sweep" in str(caught.value)


def test_the_total_counts_each_target_chosen_in_order(tmp_path: Path) -> None:
    """Big (3) first leaves 1: either Filler fits, then the other does not; the choice ends with two targets."""
    events = _sweep(tmp_path, "[big, filler#3]")
    decisions = [t for k, t in events if k == "decision"]
    notes = [t for k, t in events if k == "note" and "Hand Cost" in t]
    assert len(decisions) == 2
    assert notes == ["the targets' total Hand Cost is at most 4 (4 chosen so far): 1 option left out"]
    assert events.index(("note", notes[0])) > events.index(("decision", decisions[1]))
    moved = [t for k, t in events if k == "atomic" and "Reserve" in t and "Sweep" not in t]
    assert [t.split(" (")[0] for t in moved] == ["Alice puts Big", "Alice puts Filler"]


def test_without_a_total_every_target_is_offered(tmp_path: Path) -> None:
    events = _sweep(tmp_path, "[big, filler#3, filler#5]", total=99)
    assert not [t for k, t in events if k == "note" and "Hand Cost" in t]
    assert len([t for k, t in events if k == "atomic" and "into Bob's Reserve" in t]) == 3


def test_a_total_is_only_for_targets(tmp_path: Path) -> None:
    refused_in_one_line(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  sweep:\n    name: Sweep\n    type: spell\n"
        "    cost: 1\n    effect: [{exhaust: {each: character, total_hand_cost_at_most: 3}}]\n"
        "board:\n  phase: afternoon\n  players:\n    alice: {mana: 1, hand: [sweep]}\n    bob: {}\n"
        "do:\n  - {play: sweep, by: alice}\n"),
        "total_hand_cost_at_most on a target")


# -- "If you discarded a card this way," a token in the expedition of the card's owner -------------------------------

DISCARDED_TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("{H} [Sabotage]. If you discarded a card this way, create a [Cinder Sprite 1/1/1] Spirit token in the Hero "
     "Expedition of its owner.",
     "{H} [Sabotez]. Si vous avez défaussé une carte de cette façon, créez un jeton Esprit [1/1/1 Lutin de Braise] "
     "dans l'Expédition Héros de son propriétaire.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "hand"},
                   "effect": [{"sabotage": "target", "if_you_do": [{"create_token": {
                       "token": "cinder-sprite", "in": {"each": "expedition", "in": "hero expedition",
                                                        "owner_of": "that_target"}}}]}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), DISCARDED_TEMPLATES,
                         ids=[t[0][:40] for t in DISCARDED_TEMPLATES])
def test_discarded_this_way_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                        ability: Any) -> None:
    from judge.cards.parse import EXECUTABLE, parse_text

    for lang, text, token in (("en", en, "cinder-sprite"), ("fr", fr, "lutin-de-braise")):
        (verdict,) = parse_text(text, lang, card_type=card_type).verdicts  # the token's id comes from its name
        assert verdict.verdict == EXECUTABLE, (lang, verdict.reason)
        assert verdict.ability == {**ability, "reaction": {**ability["reaction"], "effect": [
            {"sabotage": "target", "if_you_do": [{"create_token": {
                "token": token, "in": {"each": "expedition", "in": "hero expedition", "owner_of": "that_target"}}}]}]}}


def _grudge(tmp_path: Path, answer: str) -> list[tuple[str, str]]:
    return resolved_events(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  grudge:\n    name: Grudge\n"
        "    type: character\n    cost: 0\n    stats: {forest: 1}\n    abilities: [{reaction: {trigger: {played: me, "
        "from: hand}, effect: [{sabotage: target, if_you_do: [{create_token: {token: brassbug, in: {each: expedition, "
        "in: companion expedition, owner_of: that_target}}}]}]}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        "    alice: {hand: [grudge], reserve: [filler]}\n    bob: {reserve: [recall]}\n"
        "do:\n  - {play: grudge, by: alice, expedition: hero}\n"
        f"choices:\n  - {{decision: target, answer: {answer}}}\n"),
        ("atomic", "ignored"))


def test_the_token_goes_to_the_expedition_of_the_discarded_cards_owner(tmp_path: Path) -> None:
    events = _grudge(tmp_path, "filler")  # her own card: her own Companion expedition
    texts = [t for _, t in events]
    discard = next(i for i, t in enumerate(texts) if t.startswith("Alice discards Filler"))
    assert texts[discard + 1] == "create a token (Brassbug) in Alice's Companion expedition"


def test_nothing_discarded_no_token(tmp_path: Path) -> None:
    """6.5.d: Sabotage is "up to one" card: with no target, nothing is discarded, and the "if" part is ignored."""
    events = _grudge(tmp_path, "none")
    assert ("ignored", "you did not: the 'if you do' part is ignored") in events
    assert not [t for _, t in events if "Brassbug" in t or "discards" in t]


# -- a condition on distinct objects: "you control a …, another … and yet another …" ---------------------------------

def _mine(status: str) -> dict[str, Any]:
    return {"each": "character", "controller": "you", "statuses": [status]}


DISTINCT_TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("At Noon, if you control a [[Fleeting]] Character and another [[Asleep]] Character — Draw a card.",
     "À Midi, si vous contrôlez un Personnage [[Fugace]] et un autre Personnage [[Endormi]] — Piochez une carte.",
     "permanent",
     {"reaction": {"trigger": {"at": "noon", "if": {"distinct": [_mine("fleeting"), _mine("asleep")]}},
                   "effect": [{"draw": 1}]}}),
    ("{J} If you control an [[Anchored]] Character, another [[Asleep]] Character and yet another [[Fleeting]] "
     "Character, I gain 2 boosts.",
     "{J} Si vous contrôlez un Personnage [[Ancré]], un autre Personnage [[Endormi]], et encore un Personnage "
     "[[Fugace]], je gagne 2 boosts.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"boost": {"what": "me", "amount": 2},
                               "if": {"distinct": [_mine("anchored"), _mine("asleep"), _mine("fleeting")]}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), DISTINCT_TEMPLATES,
                         ids=[t[0][:40] for t in DISTINCT_TEMPLATES])
def test_distinct_objects_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                      ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def _triad(tmp_path: Path, hero: str) -> list[tuple[str, str]]:
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  triad:\n    name: Triad\n    type: spell\n"
        "    cost: 0\n    effect: [{draw: 1, if: {distinct: [{each: character, controller: you, statuses: [fleeting]}, "
        "{each: character, controller: you, statuses: [anchored]}, {each: character, controller: you, statuses: "
        "[asleep]}]}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        f"    alice: {{hand: [triad], deck: 3, expeditions: {{hero: {hero}}}}}\n    bob: {{}}\n"
        "do:\n  - {play: triad, by: alice}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    assert "another-is-a-different-object" in [r.id for r, _event in res.readings]
    return [(str(e.kind), e.text("en")) for e in res.trace.events if str(e.kind) in ("condition", "ignored", "atomic")]


def test_an_object_with_two_statuses_counts_once(tmp_path: Path) -> None:
    events = _triad(tmp_path, "[{card: filler, statuses: [fleeting, anchored]}, {card: filler, statuses: [asleep]}]")
    assert [k for k, _ in events if k in ("condition", "ignored")] == ["ignored"]
    assert not [t for _, t in events if "draws" in t]


def test_each_status_finds_its_own_object_whatever_the_order(tmp_path: Path) -> None:
    """The first Fleeting one is also the only Anchored one: the other Fleeting one must stand for Fleeting."""
    events = _triad(tmp_path, "[{card: filler, statuses: [fleeting, anchored]}, {card: filler, statuses: [fleeting]},"
                              " {card: filler, statuses: [asleep]}]")
    kinds = [k for k, _ in events]
    assert kinds.index("condition") < next(i for i, (_, t) in enumerate(events) if "draws" in t)


# -- a computed X ------------------------------------------------------------------------------------------------------

X_TEXTS = [("{T}, {X} : Create X [Cinder Sprite 1/1/1] Spirit tokens in my Expedition. X can't be higher than the "
            "number of exhausted Characters you control.",
            "{T}, {X} : Créez X jetons Esprit [1/1/1 Lutin de Braise] dans mon Expédition. X ne peut dépasser le "
            "nombre de Personnages épuisés que vous contrôlez.")]


@pytest.mark.parametrize(("en", "fr"), X_TEXTS)
def test_a_computed_x_is_one_executable_ability_in_both_languages(en: str, fr: str) -> None:
    from judge.cards.parse import EXECUTABLE, parse_text

    for lang, text, token in (("en", en, "cinder-sprite"), ("fr", fr, "lutin-de-braise")):
        (verdict,) = parse_text(text, lang, card_type="permanent").verdicts
        assert verdict.verdict == EXECUTABLE, (lang, verdict.reason)
        assert verdict.ability == {"quick_action": {
            "cost": ["exhaust_me", {"pay_mana": "x"}],
            "effect": [{"create_token": {"token": token, "in": "my_expedition", "count": "x"}}],
            "x": {"at_most": [{"each": "character", "controller": "you", "exhausted": True}]}}}, lang


def test_an_x_the_text_does_not_bound_is_not_executable() -> None:
    from judge.cards.parse import UNSUPPORTED, parse_text

    (verdict,) = parse_text("{T}, {X} : Create X [Cinder Sprite 1/1/1] Spirit tokens in my Expedition.",
                            card_type="permanent").verdicts
    assert (verdict.verdict, verdict.reason) == (UNSUPPORTED, "a computed X")


def test_an_x_outside_a_quick_action_is_not_executable(tmp_path: Path) -> None:
    from judge.cards.parse import UNSUPPORTED, parse_text

    (verdict,) = parse_text("{H} Create X [Cinder Sprite 1/1/1] Spirit tokens in my Expedition. X can't be higher than "
                            "the number of cards in your Landmarks.", card_type="character").verdicts
    assert (verdict.verdict, verdict.reason) == (UNSUPPORTED, "a computed X")
    refused_in_one_line(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  gift:\n    name: Gift\n    type: spell\n"
        "    cost: 0\n    effect: [{create_token: {token: brassbug, in: {each: expedition}, count: x}}]\n"
        "board:\n  phase: afternoon\n  players:\n    alice: {}\n    bob: {}\n"),
        "x only in a quick action whose x: bounds it")


def _lure(tmp_path: Path, x: str, bound: str = "[{each: card, in: your reserve, exhausted: yes}]") -> Any:
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  lure:\n    name: Lure\n    type: permanent\n"
        "    cost: 1\n    abilities: [{quick_action: {cost: [exhaust_me, {pay_mana: x}], effect: [{create_token: "
        "{token: brassbug, in: {each: expedition, in: your hero expedition}, count: x}}], "
        f"x: {{at_most: {bound}}}}}}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        "    alice: {mana: 2, landmarks: [lure], reserve: [{card: filler, exhausted: true}, "
        "{card: filler, exhausted: true}, {card: filler, exhausted: true}]}\n    bob: {}\n"
        f"do:\n  - {{quick_action: lure, by: alice}}\nchoices:\n  - {{decision: x_value, answer: {x}}}\n",
        encoding="utf-8")
    return resolve(load_scenario(path))


def test_x_zero_pays_nothing_and_creates_nothing(tmp_path: Path) -> None:
    texts = [e.text("en") for e in _lure(tmp_path, "0").trace.events if str(e.kind) == "atomic"]
    assert texts == ["exhaust Lure (lure#1)"]


def test_x_is_offered_up_to_its_bound_only(tmp_path: Path) -> None:
    """Three exhausted cards in Reserve: X is 0 to 3; 4 is not an option."""
    from judge.errors import JudgeError
    with pytest.raises(JudgeError) as caught:
        _lure(tmp_path, "4")
    assert "x_value" in str(caught.value) and "4" in str(caught.value)


def test_an_x_beyond_the_mana_cannot_be_paid(tmp_path: Path) -> None:
    """X = 3 is within the bound, but 3 Mana cannot be paid with 2 Mana Orbs: the declaration is not legal."""
    from judge.errors import IllegalPlay
    with pytest.raises(IllegalPlay) as caught:
        _lure(tmp_path, "3")
    assert "cannot pay the cost of Lure" in str(caught.value)


def test_an_x_without_its_bound_is_refused(tmp_path: Path) -> None:
    refused_in_one_line(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  lure:\n    name: Lure\n    type: permanent\n"
        "    cost: 1\n    abilities: [{quick_action: {cost: [{pay_mana: x}], effect: [draw]}}]\n"
        "board:\n  phase: afternoon\n  players:\n    alice: {}\n    bob: {}\n"),
        "x: {at_most: …} with a cost or effect that says x")


# -- up to N different modes ---------------------------------------------------------------------------------------

UP_TO_TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("Choose up to two:  • Discard target Permanent.  • Draw a card.  • [Resupply].",
     "Choisissez jusqu'à deux :  • Défaussez un Permanent ciblé.  • Piochez une carte.  • [Ravitaillez].", "spell",
     {"effect": [{"choose_up_to": {"count": 2, "modes": [[{"discard": {"target": "permanent"}}], [{"draw": 1}],
                                                        [{"resupply": 1}]]}}]}),
    ("{T} : Choose up to the number of cards in your Landmarks:  • Draw a card.  • [Resupply].",
     "{T} : Choisissez jusqu'à votre nombre de cartes en Repères :  • Piochez une carte.  • [Ravitaillez].",
     "permanent",
     {"quick_action": {"cost": ["exhaust_me"], "effect": [{"choose_up_to": {
         "count": {"each": "card", "in": "your landmarks"}, "modes": [[{"draw": 1}], [{"resupply": 1}]]}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), UP_TO_TEMPLATES,
                         ids=[t[0][:40] for t in UP_TO_TEMPLATES])
def test_up_to_n_modes_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_choose_up_to_one_is_still_one_mode_or_none() -> None:
    from judge.cards.parse import parse_text

    (verdict,) = parse_text("Choose up to one:  • Draw a card.  • [Resupply].", card_type="spell").verdicts
    assert verdict.ability == {"effect": [{"choose_one": [[{"draw": 1}], [{"resupply": 1}], ["nothing"]]}]}


def _council(tmp_path: Path, count: str, answers: str) -> list[tuple[str, str]]:
    return resolved_events(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  stone:\n    name: Stone\n    type: permanent\n"
        "    cost: 1\n  council:\n    name: Council\n    type: spell\n"
        f"    cost: 0\n    effect: [{{choose_up_to: {{count: {count}, modes: [[{{draw: 1}}], [{{resupply: 1}}], "
        "[{create_token: {token: brassbug, in: {each: expedition, in: your hero expedition}}}]]}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        "    alice: {hand: [council], deck: 5, landmarks: [stone]}\n    bob: {}\n"
        f"do:\n  - {{play: council, by: alice}}\nchoices: {answers}\n"),
        ("decision", "atomic", "step"))


def test_modes_are_asked_in_printed_order_and_resolve_in_it(tmp_path: Path) -> None:
    events = _council(tmp_path, "3", "[{decision: mode, answer: 1}, {decision: mode, answer: 3}]")
    decisions = [t for k, t in events if k == "decision"]
    assert [d.rsplit(": ", 1)[1] for d in decisions] == ["mode 1", "mode 3"]  # none is left after mode 3
    atomic = [t for k, t in events if k == "atomic" and "Council" not in t]
    assert atomic[0].startswith("Alice draws") and atomic[1].startswith("create a token (Brassbug)")
    assert len(atomic) == 2


def test_a_mode_before_the_last_chosen_is_not_offered(tmp_path: Path) -> None:
    """5.2.3.c — the answer is refused at its place in ``choices:``, saying why (as a ``modes:`` answer is)."""
    from judge.errors import IllegalPlay
    with pytest.raises(IllegalPlay) as caught:
        _council(tmp_path, "3", "[{decision: mode, answer: 2}, {decision: mode, answer: 1}]")
    assert str(caught.value).endswith(
        ":22:40: choices[1]: expected a legal declaration, found mode 1 of Council cannot be chosen now: the modes "
        "are chosen once each, in their printed order (5.2.3.c, 5.2.3.d); legal: 3, 4")
    assert caught.value.rules == ("5.2.3.c", "5.2.3.d")


def test_a_mode_whose_target_has_no_legal_choice_is_refused_with_its_reason(tmp_path: Path) -> None:
    """5.2.3.d, 5.1.2.c — "Choose up to N" with a mode whose target has no legal choice: answering it is refused,
    saying which target has none (not only "not a legal option")."""
    from judge.errors import IllegalPlay
    with pytest.raises(IllegalPlay) as caught:
        resolved_events(tmp_path / "s.yaml", (
            "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  council:\n    name: Council\n"
            "    type: spell\n    cost: 0\n    effect: [{choose_up_to: {count: 2, modes: [[{draw: 1}], "
            "[{exhaust: {target: character, controller: opponent}}]]}}]\n"
            "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
            "    alice: {hand: [council], deck: 5}\n    bob: {}\n"
            "do:\n  - {play: council, by: alice}\nchoices: [{decision: mode, answer: 2}]\n"), ("decision",))
    assert str(caught.value).endswith(
        ":18:11: choices[0]: expected a legal declaration, found mode 2 of Council cannot be chosen: its target "
        "(character) has no legal choice (5.2.3.d, 5.1.2.c)")


def test_the_count_is_what_the_selector_counts_at_the_declaration(tmp_path: Path) -> None:
    """One card in Alice's Landmarks: one mode, no second choice."""
    events = _council(tmp_path, "{each: card, in: your landmarks}", "[{decision: mode, answer: 2}]")
    decisions = [t for k, t in events if k == "decision"]
    assert len(decisions) == 1 and decisions[0].endswith("(1 of up to 1): mode 2")


def test_no_more_modes_ends_the_choice(tmp_path: Path) -> None:
    events = _council(tmp_path, "3", "[{decision: mode, answer: 2}, {decision: mode, answer: 4}]")
    decisions = [t for k, t in events if k == "decision"]
    assert [d.rsplit(": ", 1)[1] for d in decisions] == ["mode 2", "no more modes"]
    atomic = [t for k, t in events if k == "atomic" and "Council" not in t]
    assert len(atomic) == 1 and "Reserve" in atomic[0]  # the Resupply only


# -- an expedition chosen as the step resolves, not a target; "Create one in …" ------------------------------------

def test_an_expedition_chosen_and_create_one_are_executable_in_both_languages() -> None:
    from judge.cards.parse import EXECUTABLE, parse_text

    for lang, text, token in (
            ("en", "{H} Create a [Cinder Sprite 1/1/1] Spirit token in an opponent's Expedition, then create one in a "
                   "Hero Expedition.", "cinder-sprite"),
            ("fr", "{H} Créez un jeton Esprit [1/1/1 Lutin de Braise] dans une Expédition d'un adversaire, puis "
                   "créez-en un dans une Expédition Héros.", "lutin-de-braise")):
        (verdict,) = parse_text(text, lang, card_type="character").verdicts
        assert verdict.verdict == EXECUTABLE, (lang, verdict.reason)
        assert verdict.ability == {"reaction": {"trigger": {"played": "me", "from": "hand"}, "effect": [
            {"create_token": {"token": token, "in": {"chosen": "expedition", "in": "opponent expedition"}}},
            {"create_token": {"token": token, "in": {"chosen": "expedition", "in": "hero expedition"}}}]}}, lang


def test_create_one_with_no_token_named_before_stays_unsupported() -> None:
    from judge.cards.parse import UNSUPPORTED, parse_text

    (verdict,) = parse_text("{H} Create one in a Hero Expedition.", card_type="character").verdicts
    assert (verdict.verdict, verdict.reason) == (UNSUPPORTED, "\"create one\" (a token named earlier)")


def _gift(tmp_path: Path, where: str, answer: str) -> list[tuple[str, str]]:
    return resolved_events(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  gift:\n    name: Gift\n    type: spell\n"
        f"    cost: 0\n    effect: [{{create_token: {{token: brassbug, in: {{chosen: expedition, in: {where}}}}}}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n    alice: {hand: [gift]}\n    bob: {}\n"
        f"do:\n  - {{play: gift, by: alice}}\nchoices:\n  - {{decision: expedition, answer: {answer}}}\n"),
        ("decision", "atomic"))


def test_the_expedition_is_chosen_as_the_step_resolves_among_those_the_phrase_names(tmp_path: Path) -> None:
    events = _gift(tmp_path, "opponent expedition", "bob.hero")
    decision = next(i for i, (k, _) in enumerate(events) if k == "decision")
    limbo = next(i for i, (_, t) in enumerate(events) if "into Limbo" in t)
    assert limbo < decision  # not at the declaration: it is not a target (5.2.3.b)
    assert events[decision + 1] == ("atomic", "create a token (Brassbug) in Bob's Hero expedition")


def test_only_the_expeditions_the_phrase_names_are_offered(tmp_path: Path) -> None:
    from judge.errors import JudgeError
    with pytest.raises(JudgeError) as caught:
        _gift(tmp_path, "opponent expedition", "alice.hero")
    assert "legal options: bob.hero, bob.companion" in str(caught.value)


# -- spending a counter of any kind -----------------------------------------------------------------------------------

SPEND_TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("You may spend 1 counter from a card you control to draw a card.",
     "Vous pouvez dépenser 1 compteur d'une carte que vous contrôlez pour piocher une carte.", "spell",
     {"effect": [{"may_pay": {"cost": [{"spend_counter": {"chosen": "card", "controller": "you"}}],
                              "effect": [{"draw": 1}]}}]}),
    ("{J} You may spend 1 counter from a Character you control or in your Reserve to ready target Character.",
     "{J} Vous pouvez dépenser 1 compteur d'un Personnage que vous contrôlez ou dans votre Réserve pour redresser un "
     "Personnage ciblé.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"}, "effect": [{"may_pay": {
         "cost": [{"spend_counter": {"chosen": "character", "in": "play_or_reserve", "controller": "you"}}],
         "effect": [{"ready": {"target": "character"}}]}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), SPEND_TEMPLATES,
                         ids=[t[0][:40] for t in SPEND_TEMPLATES])
def test_spending_a_counter_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                        ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def _spend(tmp_path: Path, alice: str, answers: str) -> Any:
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  salvage:\n    name: Salvage\n    type: spell\n"
        "    cost: 0\n    effect: [{may_pay: {cost: [{spend_counter: {chosen: card, in: play_or_reserve, "
        "controller: you}}], effect: [{draw: 1}]}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        f"    alice: {{hand: [salvage], deck: 3, {alice}}}\n"
        "    bob: {expeditions: {hero: [{card: filler, boosts: 2, statuses: [boosted]}]}}\n"
        f"do:\n  - {{play: salvage, by: alice}}\nchoices: {answers}\n", encoding="utf-8")
    return resolve(load_scenario(path))


def test_the_counters_offered_are_each_kind_on_the_cards_the_text_names(tmp_path: Path) -> None:
    res = _spend(tmp_path, "expeditions: {hero: [{card: filler, boosts: 1, statuses: [boosted], "
                           "counters: {quest: 2}}]}",
                 "[{decision: internal_action, answer: 'yes'}, {decision: choose_cards, answer: 'filler#1:quest'}]")
    (decision,) = [e for e in res.trace.events if str(e.kind) == "decision" and "counter to spend" in e.text("en")]
    assert decision.text("en").endswith("Filler (filler#1): a Quest counter")
    texts = [e.text("en") for e in res.trace.events if str(e.kind) == "atomic"]
    assert "remove 1 Quest counter from Filler (filler#1)" in texts
    assert texts.index("remove 1 Quest counter from Filler (filler#1)") < next(
        i for i, t in enumerate(texts) if t.startswith("Alice draws"))


def test_bobs_boosts_are_not_offered(tmp_path: Path) -> None:
    res = _spend(tmp_path, "reserve: [{card: filler, counters: {trial: 1}}]",
                 "[{decision: internal_action, answer: 'yes'}]")
    (decision,) = [e.text("en") for e in res.trace.events if str(e.kind) == "decision" and "counter to" in e.text("en")]
    assert decision.endswith("Filler (filler#1): a Trial counter (forced: the only legal option)")


def test_with_no_counter_to_spend_the_internal_action_cannot_be_paid(tmp_path: Path) -> None:
    res = _spend(tmp_path, "reserve: [filler]", "[{decision: internal_action, answer: 'yes'}]")
    kinds = [(str(e.kind), e.text("en")) for e in res.trace.events]
    assert any(k == "ignored" and "cannot be paid" in t for k, t in kinds), kinds
    assert not [t for k, t in kinds if k == "atomic" and t.startswith("Alice draws")]
