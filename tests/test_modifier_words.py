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
