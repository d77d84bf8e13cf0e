"""Wording that says what happened: a replaced atomic action is printed as what it would have been and what
it became (6.2.b), an additive modifier as what happens also (6.2.c), in English and French."""

from __future__ import annotations

from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from judge.trace import Event

TWO = "scenarios/rules/6.2.f-two-replacements-order-matters.yaml"
ECHO = "scenarios/rules/6.2.h-additive-modifier-once-per-step.yaml"
ANCHORED = "scenarios/rules/1.3.2.f-rest-anchored-and-asleep-loses-both.yaml"


def _events(path: str) -> list[Event]:
    return list(resolve(load_scenario(path)).trace)


def test_replacement_says_what_would_have_happened_and_what_happens_instead() -> None:
    events = _events(TWO)
    i = next(n for n, e in enumerate(events) if e.kind == "modifier")
    modifier, after = events[i], events[i + 1]
    assert modifier.en == ("Keeper of Hands (instead): Filler (filler#1) would go to Alice's Reserve; "
                           "instead Alice puts Filler (filler#1) into Alice's Hand")
    assert modifier.fr == ("Gardien des Mains (à la place) : Bouche-trou (filler#1) irait dans la Réserve d'Alice ; "
                           "à la place, Alice met Bouche-trou (filler#1) dans la Main d'Alice")
    assert "applies to" not in modifier.en
    # the atomic action that follows is the one the modifier event announced, not the original one
    assert after.kind == "atomic" and after.en == "Alice puts Filler (filler#1) into Alice's Hand"
    assert not any(e.kind == "atomic" and "filler#1) into Alice's Reserve" in e.en for e in events)


def test_additive_step_modifier_says_what_the_step_also_does() -> None:
    modifier = next(e for e in _events(ECHO) if e.kind == "modifier")
    assert modifier.en.startswith("Echo Chamber (also): the step also does: create a token (")
    assert modifier.fr.startswith("Chambre d'Écho (aussi) : l'étape fait aussi : créer un jeton (")


def test_second_rest_rule_on_a_character_that_already_stays() -> None:
    texts = [e.en for e in _events(ANCHORED) if e.kind == "modifier"]
    assert texts[0].startswith("Anchored (Rest) (instead): Mountain Guard (mountain-guard#1) would go to "
                               "Alice's Reserve; instead Mountain Guard (mountain-guard#1) stays in its expedition, "
                               "then Mountain Guard (mountain-guard#1) loses Anchored")
    assert texts[2] == ("Asleep (Rest) (instead): Mountain Guard (mountain-guard#1) would stay in its expedition; "
                        "instead Mountain Guard (mountain-guard#1) stays in its expedition, "
                        "then Mountain Guard (mountain-guard#1) loses Asleep")


def test_a_card_an_added_action_takes_from_the_deck_is_not_named_before_the_step_happens() -> None:
    """6.1.f, 6.2.c — the Resupplies that Study Hall and Inkwell add take the top card when they happen, after the
    step's two draws: the modifier events say "the top card of Alice's Deck", never the card on top before the draws
    (moss-pup#4, which Alice draws); the atomic events then name the cards really moved."""
    events = _events("scenarios/rules/6.2.d-additive-on-the-step-once-on-each-atomic-action-each-time.yaml")
    modifiers = [e for e in events if e.kind == "modifier"]
    assert [e.en.split(": ", 1)[0] for e in modifiers] == ["Study Hall (also)", "Inkwell (also)", "Inkwell (also)"]
    assert modifiers[0].en.endswith("Alice resupplies: the top card of Alice's Deck goes into Alice's Reserve")
    assert modifiers[1].en == ("Inkwell (also): Alice draws Moss Pup (moss-pup#4); also Alice resupplies: the top card "
                               "of Alice's Deck goes into Alice's Reserve")
    assert modifiers[1].fr.endswith("Alice se ravitaille : la première carte du Deck d'Alice va dans la Réserve "
                                    "d'Alice")
    moved = [e.en for e in events if e.kind == "atomic" and e.attr("action") in ("draw", "resupply")]
    assert moved == ["Alice draws Moss Pup (moss-pup#4)", "Alice draws Moss Pup (moss-pup#5)",
                     *(f"Alice resupplies: Moss Pup (moss-pup#{n}) goes from the Deck into Alice's Reserve"
                       for n in (6, 7, 8))]


def test_a_draw_a_replacement_sends_elsewhere_says_where_the_card_goes() -> None:
    """6.2.b — "If a card would go to your Hand, put it into your Reserve instead" on a draw: the replacement's event
    and the atomic action say the card goes to the Reserve, not drawn (the reading draw-sent-elsewhere-is-not-drawn),
    in English and French."""
    events = _events("tests/fixtures/words/draw-sent-to-the-reserve.yaml")
    i = next(n for n, e in enumerate(events) if e.kind == "modifier")
    modifier, after = events[i], events[i + 1]
    assert modifier.en.endswith("instead Alice does not draw the top card of Alice's Deck: it goes to Alice's Reserve")
    assert modifier.fr.endswith("Alice ne pioche pas la première carte du Deck d'Alice : elle va dans la Réserve "
                                "d'Alice")
    assert after.kind == "atomic" and after.en == ("Alice does not draw Pup (pup#3): the card goes to Alice's Reserve "
                                                   "instead")
    assert after.fr == "Alice ne pioche pas Pup (pup#3) : la carte va dans la Réserve d'Alice à la place"
