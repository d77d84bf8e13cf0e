"""6.2.f — a modifier order that cannot change the step (rule modifiers on different atomic actions) is still asked,
but left unscripted it is neither an assumption nor, in a strict check, an error; a scripted answer is used only when
it names one of its options (one written for a later decision is left for it)."""

from __future__ import annotations

from pathlib import Path

from judge.engine.decisions import Decision, DecisionKind, Option, ScriptedDecider
from judge.model.choices import ScriptedChoice
from judge.resolve import resolve
from judge.scenario.loader import load_scenario

CASE = Path(__file__).parent.parent / "scenarios/rules/6.2.f-rest-statuses-of-different-characters-need-no-answer.yaml"


def _order(indifferent: bool) -> Decision:
    options = (Option("rule:1.3.2.f/fleeting@0", "Fleeting", "Fugace"), Option("rule:1.3.2.f/asleep@1", "Asleep",
                                                                              "Endormi"))
    return Decision(DecisionKind.MODIFIER_ORDER, "alice", options, ("6.2.f",), "which first", "lequel d'abord",
                    indifferent=indifferent)


def test_unscripted_indifferent_order_is_no_assumption_even_when_strict() -> None:
    decider = ScriptedDecider([], strict=True)
    given = decider.answer(_order(True))
    assert (given.keys, given.how) == (("rule:1.3.2.f/fleeting@0",), "indifferent")
    assert decider.assumptions == []


def test_a_scripted_answer_naming_an_option_is_used() -> None:
    decider = ScriptedDecider([ScriptedChoice("modifier_order", ("rule:1.3.2.f/asleep@1",), "f:1:1")], strict=True)
    given = decider.answer(_order(True))
    assert (given.keys, given.how, decider.used) == (("rule:1.3.2.f/asleep@1",), "scripted", 1)


def test_an_answer_for_a_later_decision_is_left_for_it() -> None:
    later = ScriptedChoice("modifier_order", ("keeper-of-hands",), "f:1:1")
    decider = ScriptedDecider([later], strict=True)
    assert decider.answer(_order(True)).how == "indifferent"
    assert decider.used == 0


def test_an_order_that_can_matter_still_needs_its_answer() -> None:
    decider = ScriptedDecider([], strict=False)
    assert decider.answer(_order(False)).how == "assumed"
    assert len(decider.assumptions) == 1


def test_rest_with_statuses_on_different_characters_says_why_no_answer_was_needed() -> None:
    result = resolve(load_scenario(CASE))
    orders = [e for e in result.trace if e.attr("decision") == "modifier_order"]
    assert [e.attr("how") for e in orders] == ["indifferent", "indifferent"]  # three modifiers: two choices
    assert all("any order gives the same result" in e.en for e in orders)
    assert not result.assumptions
