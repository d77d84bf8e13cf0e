"""Readings taken where modifiers, reactions and keywords meet (the interactions audit): each is said exactly when the
engine meets the case, and not otherwise; a Gigantic Defender holds back every expedition it counts in; "Activate"
says when the ability it names is no reaction."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app

runner = CliRunner()
RULES = "scenarios/rules/"


def _resolve(path: str) -> dict[str, object]:
    result = runner.invoke(app, ["resolve", path, "--format", "json"])
    data: dict[str, object] = json.loads(result.stdout)
    return data


def _readings(path: str) -> dict[str, dict[str, object]]:
    """The readings a resolution took, each with the event where it was first taken."""
    data = _resolve(path)
    events = {e["id"]: e for e in data["events"]}  # type: ignore[union-attr]
    return {r["id"]: events[r["first_event"]] for r in data["readings"]}  # type: ignore[union-attr]


@pytest.mark.parametrize(("scenario", "reading", "kind"), [
    ("1.3.2.f-fleeting-character-recalled-in-the-afternoon-is-discarded-a-reading",
     "fleeting-discarded-instead-of-the-reserve", "step"),
    ("6.5.d-if-you-do-after-a-replacement-is-a-reading", "if-you-do-after-a-replacement", "atomic"),
    ("4.4.a-own-leaving-reaction-from-a-quick-actions-cost-waits-for-its-effect",
     "quick-action-cost-reactions-wait", "reaction_activated"),
    ("4.2.5.b-eternal-and-fleeting-at-rest-the-first-player-chooses", "rest-statuses-stay", "step"),
])
def test_the_reading_is_taken_where_the_case_is_met(scenario: str, reading: str, kind: str) -> None:
    """Fleeting outside Rest: at the step that moves it; if you do: once the replaced step happened; a quick action's
    cost: once its reaction waits; Eternal offered at Rest beside Fleeting (and not applied): at the Rest step."""
    first = _readings(f"{RULES}{scenario}.yaml")
    assert reading in first
    assert first[reading]["kind"] == kind


BASE = """rules: seed
include: [judge:core]
cards:
  stow-away:
    type: spell
    cost: 1
    effect: [{{put: {{what: {{target: character, controller: you}}, to: your reserve}}, if_you_do: [{{draw: 1}}]}}]
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{mana: {{orbs: 2}}, hand: [{card}], landmarks: {landmarks}, deck: 3,
            expeditions: {{hero: [{{card: filler, statuses: {statuses}}}, drill-sergeant]}}}}
    bob: {{}}
do: [{do}]
"""


@pytest.mark.parametrize(("card", "landmarks", "statuses", "do"), [
    ("recall", "[]", "[]", "{play: recall, by: alice, targets: [filler]}"),  # not Fleeting
    ("stow-away", "[]", "[]", "{play: stow-away, by: alice, targets: [filler]}"),  # nothing replaced
    ("recall", "[]", "[]", "{quick_action: drill-sergeant, by: alice, ability: 1}"),  # its cost makes no reaction
])
def test_no_reading_where_the_case_is_not_met(tmp_path: Path, card: str, landmarks: str, statuses: str,
                                              do: str) -> None:
    """The same plays without the case: a plain Character recalled, an "if you do" whose step is not replaced, a
    quick action whose cost creates no reaction."""
    path = tmp_path / "plain.yaml"
    path.write_text(BASE.format(card=card, landmarks=landmarks, statuses=statuses, do=do), encoding="utf-8")
    taken = set(_readings(str(path)))
    assert not taken & {"fleeting-discarded-instead-of-the-reserve", "if-you-do-after-a-replacement",
                        "quick-action-cost-reactions-wait"}


DUSK = """rules: seed
cards:
  sentry: {{type: character, stats: {{forest: 2, mountain: 2, water: 2}}, abilities: [{abilities}]}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{expeditions: {{hero: [sentry], companion: []}}}}
    bob: {{}}
do: [{{start_phase: dusk}}]
"""


@pytest.mark.parametrize(("abilities", "held_back", "advancing"), [
    ("{passive: {gigantic: yes}}, {passive: {defender: yes}}", ["alice.hero", "alice.companion"], []),
    ("{passive: {defender: yes}}", ["alice.hero"], []),  # not Gigantic: the empty Companion expedition stays
    ("{passive: {gigantic: yes}}", [], ["alice.hero", "alice.companion"]),
])
def test_a_gigantic_defender_holds_back_each_expedition_it_counts_in(tmp_path: Path, abilities: str,
                                                                      held_back: list[str],
                                                                      advancing: list[str]) -> None:
    """1.2.4.b, 1.3.2.e, 1.4.1.a: Gigantic counts the Sentry in both of Alice's expeditions, so its Defender text
    holds back both; a plain Defender only its own; a plain Gigantic advances both. Each held-back expedition is
    compared, then said to be unable to advance, in expedition order."""
    path = tmp_path / "dusk.yaml"
    path.write_text(DUSK.format(abilities=abilities), encoding="utf-8")
    events = _resolve(str(path))["events"]
    said = [(e["kind"], e["attrs"].get("expedition") or e["text"]["en"].split(" cannot advance")[0])
            for e in events if e["kind"] in ("compare", "ignored") and e["text"]["en"].startswith("Alice")]  # type: ignore[union-attr]
    names = {"alice.hero": "Alice's Hero expedition", "alice.companion": "Alice's Companion expedition"}
    expected = []
    for key in ("alice.hero", "alice.companion"):
        expected.append(("compare", key))
        if key in held_back:
            expected.append(("ignored", names[key]))
    assert said == expected
    moved = [e["text"]["en"] for e in events  # type: ignore[union-attr]
             if e["kind"] == "atomic" and e["attrs"].get("action") == "advance"]
    assert moved == [f"advance {names[k]}" for k in advancing]


ACTIVATE = """rules: seed
include: [judge:core]
cards:
  stir: {{type: spell, cost: 0, effect: [{{activate: {{what: {{target: character, controller: you}}, ability: {n}}}}}]}}
  two-faced:
    type: character
    stats: {{forest: 1}}
    abilities:
      - quick_action: {{cost: [exhaust_me], effect: [{{draw: 1}}]}}
      - reaction: {{trigger: {{at: noon}}, effect: [{{boost: {{what: me}}}}]}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{hand: [stir], expeditions: {{hero: [two-faced]}}}}
    bob: {{}}
do: [{{play: stir, by: alice, targets: [two-faced]}}]
"""


@pytest.mark.parametrize(("n", "ignored"), [(1, "has no ability 1 that is a reaction"),
                                            (3, "has no ability 3 that is a reaction"), (2, None)])
def test_activate_an_ability_that_is_no_reaction_cannot_happen(tmp_path: Path, n: int, ignored: str | None) -> None:
    """7.3.1.b, 1.2.6.f: "Activate" names a reaction; a quick action (ability 1) or an ability the card does not have
    (3) cannot be activated, and the step says so instead of claiming an activation; its reaction (2) is."""
    path = tmp_path / "stir.yaml"
    path.write_text(ACTIVATE.format(n=n), encoding="utf-8")
    events = _resolve(str(path))["events"]
    kinds = [e["kind"] for e in events]  # type: ignore[union-attr]
    said = [e["text"]["en"] for e in events if e["kind"] == "ignored"]  # type: ignore[union-attr]
    if ignored is None:
        assert "reaction_activated" in kinds and "reaction_played" in kinds and not said
    else:
        assert any(ignored in text for text in said) and "reaction_activated" not in kinds


ARENA = "scenarios/day/egalite-a-gigantic-character-counts-double-in-the-arena.yaml"


@pytest.mark.parametrize(("arena", "totals", "reading"), [
    ("yes", ["forest 4 vs 3", "forest 4 vs 0", "forest 3 vs 4", "forest 0 vs 4"], True),
    ("no", ["forest 2 vs 3", "forest 2 vs 0", "forest 3 vs 2", "forest 0 vs 2"], False),
])
def test_a_gigantic_character_counts_double_in_the_arena_only(tmp_path: Path, arena: str, totals: list[str],
                                                              reading: bool) -> None:
    """Glossary "Égalité": in the Arena a Gigantic Character's statistics count double in each expedition it counts
    in, and the resolution says the reading; outside it (both regions of forest), once in each (its reminder text),
    and no reading."""
    path = tmp_path / "arena.yaml"
    text = Path(ARENA).read_text(encoding="utf-8").split("\nexpect:", 1)[0] + "\n"
    path.write_text(text.replace("arena: yes", f"arena: {arena}").replace("[water]", "[forest]"), encoding="utf-8")
    data = _resolve(str(path))
    compares = [e["text"]["en"] for e in data["events"] if e["kind"] == "compare"]  # type: ignore[union-attr,index]
    assert [next(t for t in totals if t in c) for c in compares] == totals
    taken = {r["id"] for r in data["readings"]}  # type: ignore[union-attr,index]
    assert ("arena-each-expedition-gigantic-double" in taken) is reading
