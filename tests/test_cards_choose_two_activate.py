"""Real-card templates "Choose two:" (exactly N different modes, 5.2.3.c, 6.5.e; the reading
n-modes-as-many-as-can-be-chosen) and activating the {J} abilities of an object (7.3.1.b, 7.3.1.d): the printed
texts in both languages, and what the engine does with them. The texts are this project's own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.engine.pick_modes import enough_after
from judge.errors import IllegalPlay
from tests.conftest import one_executable_ability, resolved_events

J_ON_TARGET: dict[str, Any] = {"activate": {"what": {"target": "permanent", "controller": "you"}, "abilities": "j"}}

TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("Choose two:  • Draw a card.  • [Resupply].  • Target Character gains 2 boosts.",
     "Choisissez deux :  • Piochez une carte.  • [Ravitaillez].  • Un Personnage ciblé gagne 2 boosts.", "spell",
     {"effect": [{"choose": {"count": 2, "modes": [[{"draw": 1}], [{"resupply": 1}], [
         {"boost": {"what": {"target": "character"}, "amount": 2}}]]}}]}),
    ("Activate the {J} abilities of target Permanent you control.",
     "Activez les capacités {J} d'un Permanent ciblé que vous contrôlez.", "spell", {"effect": [J_ON_TARGET]}),
    ("Activate the {J} abilities of up to two target Characters you control.",
     "Activez les capacités {J} de jusqu'à deux Personnages ciblés que vous contrôlez.", "spell",
     {"effect": [{"activate": {"what": {"target": "character", "controller": "you", "count": 2, "up_to": True},
                               "abilities": "j"}}]}),
    ("{R} You may activate the {J} abilities of target Permanent you control.",
     "{R} Vous pouvez activer les capacités {J} d'un Permanent ciblé que vous contrôlez.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "reserve"}, "effect": [{**J_ON_TARGET, "optional": True}]}}),
    ("Choose one:  • Target Permanent you control activates its {J} abilities.  • Draw a card.",
     "Choisissez l'un :  • Un Permanent ciblé que vous contrôlez active ses capacités {J}.  • Piochez une carte.",
     "spell", {"effect": [{"choose_one": [[J_ON_TARGET], [{"draw": 1}]]}]}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_the_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                  ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


# -- "Choose two:" ---------------------------------------------------------------------------------------------------

def test_each_pick_leaves_enough_modes_after_it_or_as_many_as_can_be() -> None:
    assert enough_after([1, 2, 3], 1) == [1, 2]  # the first of two: not the last mode
    assert enough_after([2, 3], 0) == [2, 3]  # the last pick: any mode after the one before
    assert enough_after([1, 3], 2) == [1]  # three wanted, two legal: the choice that leaves the most
    assert enough_after([3], 1) == [3]  # one legal mode: as many as can be chosen


def _orders(tmp_path: Path, answers: str, bob: str = "{}") -> list[tuple[str, str]]:
    return resolved_events(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  orders:\n    name: Orders\n    type: spell\n"
        "    cost: 0\n    effect: [{choose: {count: 2, modes: [[{draw: 1}], "
        "[{exhaust: {target: character, controller: opponent}}], [{resupply: 1}]]}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        f"    alice: {{hand: [orders], deck: 5}}\n    bob: {bob}\n"
        f"do:\n  - {{play: orders, by: alice}}\nchoices: {answers}\n"),
        ("note", "decision", "atomic"))


def _answers(events: list[tuple[str, str]]) -> list[str]:
    """The modes answered, without the "(forced: …)" note."""
    return [t.split(" (forced")[0].rsplit(": ", 1)[1] for k, t in events if k == "decision" and "mode for" in t]


def test_two_modes_are_chosen_in_printed_order_and_none_is_not_offered(tmp_path: Path) -> None:
    """Bob has a Character: the three modes are legal; mode 2 first leaves mode 3 for the second choice."""
    events = _orders(tmp_path, "[{decision: mode, answer: 2}, {decision: mode, answer: 3}]",
                     "{expeditions: {hero: [filler]}}")
    assert ("note", "2 different modes are chosen, in their printed order") in events
    assert _answers(events) == ["mode 2", "mode 3"]
    decisions = [t for k, t in events if k == "decision"]
    assert "(1 of 2): mode 2" in decisions[0] and "(forced" not in decisions[0]
    assert "(2 of 2): mode 3 (forced: the only legal option)" in decisions[1]  # no "no more modes" beside it
    atomic = [t for k, t in events if k == "atomic" and "Orders" not in t]
    assert atomic[0].startswith("exhaust Filler") and "Reserve" in atomic[1] and len(atomic) == 2


def test_the_last_mode_first_is_refused_as_it_leaves_no_second(tmp_path: Path) -> None:
    with pytest.raises(IllegalPlay) as caught:
        _orders(tmp_path, "[{decision: mode, answer: 3}]", "{expeditions: {hero: [filler]}}")
    assert str(caught.value).endswith("legal: 1, 2")
    assert caught.value.rules == ("5.2.3.c", "5.2.3.d")


def test_a_mode_whose_target_cannot_be_chosen_is_skipped_and_two_are_still_chosen(tmp_path: Path) -> None:
    """5.2.3.d — Bob has no Character: mode 2 cannot be chosen, so modes 1 and 3 are (each forced)."""
    events = _orders(tmp_path, "[]")
    assert _answers(events) == ["mode 1", "mode 3"]
    atomic = [t for k, t in events if k == "atomic" and "Orders" not in t]
    assert atomic[0].startswith("Alice draws") and "resupplies" in atomic[1] and len(atomic) == 2


def test_fewer_legal_modes_than_two_chooses_as_many_as_can_be(tmp_path: Path) -> None:
    """A Spell whose two other modes have no legal target: one mode, then no second choice."""
    events = resolved_events(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  orders:\n    name: Orders\n    type: spell\n"
        "    cost: 0\n    effect: [{choose: {count: 2, modes: [[{draw: 1}], "
        "[{exhaust: {target: character, controller: opponent}}], [{ready: {target: character}}]]}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n    alice: {hand: [orders], deck: 5}\n"
        "    bob: {}\ndo:\n  - {play: orders, by: alice}\n"),
        ("decision", "atomic"))
    assert _answers(events) == ["mode 1"]
    atomic = [t for k, t in events if k == "atomic" and "Orders" not in t]
    assert len(atomic) == 1 and atomic[0].startswith("Alice draws")


# -- activating the {J} abilities ------------------------------------------------------------------------------------

def _rally(tmp_path: Path, targets: str) -> list[tuple[str, str]]:
    return resolved_events(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n"
        "  stone: {name: Stone, type: permanent, cost: 1}\n"
        "  gadget:\n    name: Gadget\n    type: permanent\n    cost: 1\n    abilities:\n"
        "      - {reaction: {trigger: {played: me}, effect: [draw]}}\n"
        "      - {reaction: {trigger: {played: me, from: hand}, effect: [{resupply: 1}]}}\n"
        "      - {reaction: {trigger: {played: me}, effect: [{create_token: {token: brassbug, in: {each: expedition, "
        "in: your hero expedition}}}]}}\n"
        "  rally:\n    name: Rally\n    type: spell\n    cost: 0\n"
        "    effect: [{activate: {what: {target: permanent, controller: you, count: 2, up_to: yes}, abilities: j}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        "    alice: {hand: [rally], deck: 5, landmarks: [stone, gadget]}\n    bob: {}\n"
        f"do:\n  - {{play: rally, by: alice}}\nchoices: {targets}\n"),
        ("atomic", "ignored", "reaction_activated", "reaction_played"))


def test_each_j_ability_of_the_target_is_activated_in_printed_order_not_its_h_ability(tmp_path: Path) -> None:
    """7.3.1.b, 7.3.1.d — Gadget's {J} abilities (1 and 3), not its {H} one (2); the emblems are Gadget's; the
    Stone, targeted second, has none: that part is ignored (1.2.6.f)."""
    events = _rally(tmp_path, "[{decision: target, answer: gadget}, {decision: target, answer: stone}]")
    assert [k for k, _ in events] == ["atomic", "atomic", "atomic", "ignored", "reaction_activated",
                                      "reaction_activated", "reaction_played", "atomic", "reaction_played", "atomic",
                                      "atomic"]
    texts = [t for _, t in events]
    assert texts[1].startswith("activate reaction 1 of Gadget") and texts[2].startswith("activate reaction 3 of Gadget")
    assert texts[3].startswith("activate the {J} abilities of Stone") and "has no {J} ability" in texts[3]
    assert all(t.startswith("Gadget") for t in texts[4:6])
    assert texts[7].startswith("Alice draws") and texts[9].startswith("create a token (Brassbug)")


def test_the_activations_follow_the_order_of_the_targets(tmp_path: Path) -> None:
    events = _rally(tmp_path, "[{decision: target, answer: stone}, {decision: target, answer: gadget}]")
    kinds = [k for k, _ in events]
    assert kinds[1] == "ignored" and "Stone" in events[1][1]
    assert kinds.count("reaction_activated") == 2 and kinds.count("reaction_played") == 2


def test_abilities_takes_only_j_and_not_with_ability(tmp_path: Path) -> None:
    from tests.conftest import refused_in_one_line
    head = ("scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  rally:\n    name: Rally\n    type: spell\n"
            "    cost: 0\n    effect: [{activate: {what: {target: permanent}, ")
    tail = "}}]\nboard:\n  phase: afternoon\n  players:\n    alice: {}\n    bob: {}\n"
    refused_in_one_line(tmp_path / "a.yaml", head + "abilities: h" + tail, "expected j (its {J} abilities)")
    refused_in_one_line(tmp_path / "b.yaml", head + "abilities: j, ability: 1" + tail,
                        "expected ability: or abilities:, not both")


def test_a_play_listing_one_mode_of_two_leaves_the_second_to_ask(tmp_path: Path) -> None:
    """A script's ``modes:`` listing one mode of "Choose two" does not mean "no more modes" (as it does for "Choose up
    to N"): the second choice is asked, here assumed (the first mode after mode 1)."""
    from judge.resolve import resolve
    from judge.scenario.loader import load_scenario

    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  orders:\n    name: Orders\n    type: spell\n"
        "    cost: 0\n    effect: [{choose: {count: 2, modes: [[{draw: 1}], [{resupply: 1}], [{draw: 2}]]}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n    alice: {hand: [orders], deck: 5}\n"
        "    bob: {}\ndo:\n  - {play: orders, by: alice, modes: [1]}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    modes = [e.text("en") for e in res.trace.events if str(e.kind) == "decision"]
    assert modes[0].endswith("(1 of 2): mode 1")
    assert modes[1].endswith("(2 of 2): mode 2 (assumed: not scripted)")
    assert [(d.kind, a.keys) for d, a in res.assumptions] == [("mode", ("2",))]
