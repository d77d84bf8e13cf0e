"""6.2.f — a ``modifier_order`` answer names the modifier's card id, also when one card's modifier applies to several
atomic actions of the step (one option each): the card id names the first of them in the order offered."""

from __future__ import annotations

import dataclasses

from judge.model.choices import ScriptedChoice
from judge.resolve import Resolution, resolve
from judge.scenario.loader import load_scenario

REST = "scenarios/rules/6.2.e-modifier-of-a-character-resting-in-the-same-step-applies-to-each.yaml"


def _answered(answer: str) -> Resolution:
    scenario = load_scenario(REST)
    return resolve(dataclasses.replace(scenario, choices=(ScriptedChoice("modifier_order", (answer,), "x:1:1"),)),
                   strict=True)


def _replaced(result: Resolution) -> tuple[str, list[str]]:
    """The decision's answer, and what the Captain's modifier replaced, in order (the object that would move)."""
    events = result.trace.events
    decision = next(e for e in events if e.kind == "decision" and e.attr("decision") == "modifier_order")
    moved = [e.en.split(": ", 1)[1].split(" would ")[0] for e in events
             if e.kind == "modifier" and e.seq > decision.seq]
    return str(decision.attr("answer")), moved


def test_the_card_id_names_the_first_option_offered() -> None:
    assert _replaced(_answered("homeward-captain")) == (
        "homeward-captain#1/1@0", ["Homeward Captain (homeward-captain#1)", "Filler (filler#2)"])


def test_the_options_key_still_names_another() -> None:
    assert _replaced(_answered("homeward-captain#1/1@1")) == (
        "homeward-captain#1/1@1", ["Filler (filler#2)", "Homeward Captain (homeward-captain#1)"])
