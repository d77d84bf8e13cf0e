"""Readings: the README lists every reading of the catalogue, the code takes each, and resolutions list them."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

import rules_index
from judge.cli import app
from judge.engine.readings import READINGS
from tests.conftest import ROOT
from tests.sources import nodes

runner = CliRunner()

README_ITEM = re.compile(r"^- \*\*`([a-z0-9-]+)`\*\* \(([^)]*)\)")


def _readme_readings() -> dict[str, tuple[str, ...]]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("### Readings", 1)[1].split("\n### ", 1)[0]
    found = {}
    for line in section.splitlines():
        m = README_ITEM.match(line)
        if m:
            found[m.group(1)] = tuple(m.group(2).split(", "))
    return found


def _readings_taken_in_code() -> set[str]:
    taken = set()
    for path in sorted((ROOT / "judge").rglob("*.py")):
        for node in nodes(path):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                    node.func.attr == "take_reading" and node.args and isinstance(node.args[0], ast.Constant):
                taken.add(str(node.args[0].value))
    return taken


def test_readme_lists_every_reading_with_its_rules() -> None:
    assert _readme_readings() == {r.id: r.rules for r in READINGS.values()}


def test_every_reading_is_taken_somewhere_and_only_declared_ones_are() -> None:
    assert _readings_taken_in_code() == set(READINGS)


def test_readings_cite_existing_rules_in_both_languages() -> None:
    for reading in READINGS.values():
        assert reading.rules and reading.en and reading.fr
        for rule_id in reading.rules:
            assert rules_index.exists(rule_id), f"{reading.id} cites {rule_id}"


def test_a_resolution_lists_its_readings_once_with_their_first_event() -> None:
    path = "scenarios/rules/6.3.f-self-feeding-loop-capped.yaml"
    data = json.loads(runner.invoke(app, ["resolve", path, "--format", "json"]).stdout)
    ids = [r["id"] for r in data["readings"]]
    assert ids == ["verbs-named-without-definition", "reaction-last-step-check-before-it-ceases"]
    first = {r["id"]: r["first_event"] for r in data["readings"]}
    events = {e["id"]: e for e in data["events"]}
    # the reading about a Reaction's last step is taken at the check that plays the reactions it created
    check = events[first["reaction-last-step-check-before-it-ceases"]]
    assert check["kind"] == "reaction_check" and check["attrs"]["reason"] == "after a step"
    assert events[check["parent"]]["kind"] == "reaction_played"  # inside the Reaction, before it ceases
    text = runner.invoke(app, ["resolve", path]).stdout
    assert text.count("reaction-last-step-check-before-it-ceases") == 1
    assert "Readings (where the seed rules are silent)" in text


def test_a_reading_taken_at_a_step_points_at_the_steps_own_event() -> None:
    """6.1.c — "draw" is named by the seed text without a definition: the reading is taken at the step that draws,
    its heading the event it names, not the event before it (here the internal action refused for its cost)."""
    path = "scenarios/rules/1.4.1.b-impossible-internal-cost-cannot-be-paid.yaml"
    readings, events = _readings_and_events(path)
    step = events[readings["verbs-named-without-definition"]]
    assert step["kind"] == "step" and "draw" in str(step["text"])
    ids = list(events)
    before = events[ids[ids.index(readings["verbs-named-without-definition"]) - 1]]
    assert "cannot be paid" in str(before["text"])


IF_YOU_DO = """rules: seed
cards:
  seeker: {{type: spell, cost: 0, effect: [{{draw: 2, if_you_do: [{{create_token: {{token: recruit,
    in: {{each: expedition, in: your hero expedition}}}}}}]}}]}}
  recruit: {{type: character, token: yes, stats: {{forest: 1}}}}
board:
  phase: afternoon
  players:
    alice: {{hand: [seeker], deck: {deck}}}
    bob: {{}}
do: [{{play: seeker, by: alice}}]
"""


def test_if_you_do_done_in_part_is_a_reading_and_done(tmp_path: Path) -> None:
    """6.5.d, 6.5.f: "draw two; if you do, …" from a one-card deck is done in part, said as a reading; from an
    empty deck nothing happens and Y is ignored; from a full deck no reading is needed."""
    outcomes = {}
    for deck in (0, 1, 2):
        path = tmp_path / f"deck{deck}.yaml"
        path.write_text(IF_YOU_DO.format(deck=deck), encoding="utf-8")
        data = json.loads(runner.invoke(app, ["resolve", str(path), "--format", "json"]).stdout)
        outcomes[deck] = ("if-you-do-done-in-part" in [r["id"] for r in data["readings"]],
                          [e["attrs"]["action"] for e in data["events"] if e["kind"] == "atomic"][1:-1])
    assert outcomes == {0: (False, []), 1: (True, ["draw", "create_token"]),
                        2: (False, ["draw", "draw", "create_token"])}


INTERNAL = "scenarios/rules/4.4.a-internal-action-reaction-waits.yaml"
RESERVE_BELL = """rules: seed
include: [judge:core]
cards:
  reserve-bell:
    type: permanent
    abilities:
      - reaction: {label: Reserve Bell, trigger: {event: goes_to, to: your reserve}, effect: [{draw: 1}]}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {mana: {orbs: 2}, hand: [call-for-aid], landmarks: [token-watcher, reserve-bell], deck: 5}
    bob: {}
do: [{play: call-for-aid, by: alice}]
choices:
  - {decision: internal_action, answer: yes}
  - {decision: target, answer: alice.hero}
"""


def _readings_and_events(path: str) -> tuple[dict[str, str], dict[str, dict[str, object]]]:
    data = json.loads(runner.invoke(app, ["resolve", path, "--format", "json"]).stdout)
    return {r["id"]: r["first_event"] for r in data["readings"]}, {e["id"]: e for e in data["events"]}


def test_no_check_inside_playing_process_only_for_what_the_costs_or_moves_created(tmp_path: Path) -> None:
    """4.4.a remark: a reaction an internal action creates waits for the end of the effect, and the check after the
    card is played is the next one: no reading. One created by the Spell's move to the Reserve (5.2.3.j), a part of
    playing it, waits for that check too: the reading, taken at that check."""
    readings, events = _readings_and_events(INTERNAL)
    assert "no-check-inside-playing-process" not in readings
    assert any(e["kind"] == "reaction_check" and e["attrs"]["reason"] == "after a card is played"
               for e in events.values())
    path = tmp_path / "bell.yaml"
    path.write_text(RESERVE_BELL, encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    first = events[readings["no-check-inside-playing-process"]]  # taken at the check, after the Bell's activation
    assert first["kind"] == "reaction_activated" and first["attrs"]["source"] == "Reserve Bell"
    assert "5.2.3.j" in events[first["parent"]]["rules"]  # activated by the Spell's move to the Reserve
    order = [(e["kind"], e["attrs"].get("reason")) for e in events.values()
             if e["kind"] in ("reaction_check", "reaction_played")]
    assert order[-4:] == [("reaction_check", "after a card is played"), ("reaction_played", None),
                          ("reaction_check", "after a step"), ("reaction_played", None)]


THRIFT = """rules: seed
include: [judge:core]
cards:
  thrift-shrine: {{type: permanent, abilities: [{{passive: {{costs_less: {{amount: 2, what: your spells}}}}}}]}}
  pinprick: {{type: spell, cost: {cost}, effect: [{{exhaust: {{target: character}}}}]}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{mana: {{orbs: 3}}, hand: [pinprick], landmarks: [thrift-shrine]}}
    bob: {{expeditions: {{hero: [{target}]}}}}
do: [{{play: pinprick, by: alice, targets: [{target}]}}]
"""


def test_tough_after_cost_reductions_only_where_the_order_matters(tmp_path: Path) -> None:
    """7.4.5.c, 5.1.2.d: the reduction lowers the card's cost, not below 0, then Tough adds X. The order is a reading
    only where it changes the cost (the reduction exceeds the cost, and a Tough target); the Mana paid says it."""
    outcomes = {}
    for cost, target in ((1, "stubborn-wall"), (3, "stubborn-wall"), (1, "filler")):
        path = tmp_path / f"p{cost}{target}.yaml"
        path.write_text(THRIFT.format(cost=cost, target=target), encoding="utf-8")
        data = json.loads(runner.invoke(app, ["resolve", str(path), "--format", "json"]).stdout)
        paid = [e["text"]["en"] for e in data["events"] if e["kind"] == "pay_costs"]
        outcomes[(cost, target)] = ("tough-after-cost-reductions" in [r["id"] for r in data["readings"]], paid)
    assert outcomes == {(1, "stubborn-wall"): (True, ["pay the costs: 1 Mana (0 + 1 Tough)"]),
                        (3, "stubborn-wall"): (False, ["pay the costs: 2 Mana (1 + 1 Tough)"]),
                        (1, "filler"): (False, ["pay the costs: 0 Mana"])}


CULL = "scenarios/rules/5.2.3.b-a-target-readied-between-steps-is-still-the-target-a-reading.yaml"


def test_target_kept_while_it_stays_only_when_it_no_longer_fits(tmp_path: Path) -> None:
    """5.2.3.b, 1.4.4.a: a target readied between the declaration and its step ("target exhausted Character") is
    still discarded, said as a reading; without the bell that readies it, it still fits and no reading is taken."""
    outcomes = {}
    text = (ROOT / CULL).read_text(encoding="utf-8")
    for bell in (True, False):
        path = tmp_path / f"bell{bell}.yaml"
        path.write_text(text if bell else text.replace("landmarks: [wake-bell]", "landmarks: []"), encoding="utf-8")
        data = json.loads(runner.invoke(app, ["resolve", str(path), "--format", "json"]).stdout)
        outcomes[bell] = ("target-kept-while-it-stays" in [r["id"] for r in data["readings"]],
                          [e["attrs"]["action"] for e in data["events"] if e["kind"] == "atomic"][1:-1])
    assert outcomes == {True: (True, ["to_limbo", "draw", "ready", "discard"]),
                        False: (False, ["to_limbo", "draw", "discard"])}


CAP_AFRESH = ("scenarios/rules/1.4.6.b-a-permanent-back-from-the-hand-is-a-new-object-its-quick-action-"
              "counted-afresh-a-reading.yaml")


def test_a_quick_action_counted_afresh_on_a_new_object_says_its_reading() -> None:
    """1.4.6.b, 1.4.4.a: Tin Crank, played 100 times today, comes back from the Hand as a new object; its quick action
    is legal again (1/100), and the judge says the reading quick-action-cap-per-object at that play, not before.
    The quick action of Lift Hook, played first, is the first of its own object: no reading there."""
    readings, events = _readings_and_events(CAP_AFRESH)
    first = events[readings["quick-action-cap-per-object"]]
    plays = [e for e in events.values() if e["kind"] == "play" and "quick action" in str(e["text"])]
    assert [p["attrs"].get("quick_action") for p in plays] == ["Lift Hook", "Tin Crank"]
    assert int(str(first["id"]).lstrip("e")) > int(str(plays[1]["id"]).lstrip("e"))
    assert int(str(first["id"]).lstrip("e")) < max(int(str(e["id"]).lstrip("e")) for e in events.values()
                                                   if e["kind"] == "legal")


REACTION_AFRESH = ("scenarios/rules/6.3.f-a-permanent-back-from-the-hand-is-a-new-object-its-reaction-counted-afresh-"
                   "a-reading.yaml")


def test_a_reaction_counted_afresh_on_a_new_object_says_its_reading() -> None:
    """6.3.f, 1.4.4.a: Tin Bell, whose reaction was activated 100 times today, comes back from the Hand as a new
    object; Alice's pass activates it again (1/100), and the judge says the reading reaction-cap-per-object at that
    activation (as Alice's pass is matched, before its Reaction-Emblem is created), not at Tin Bell's move or play,
    nor at Bob's pass, which activates nothing."""
    readings, events = _readings_and_events(REACTION_AFRESH)
    number = {kind: [int(str(e["id"]).lstrip("e")) for e in events.values() if e["kind"] == kind]
              for kind in ("pass", "reaction_activated")}
    taken = int(str(readings["reaction-cap-per-object"]).lstrip("e"))
    assert len(number["pass"]) == 2 and len(number["reaction_activated"]) == 1
    assert number["pass"][0] < taken < number["reaction_activated"][0]


def test_a_reaction_of_an_object_that_never_moved_counts_on_without_a_reading(tmp_path: Path) -> None:
    """6.3.f: the same board without Lift Hook's move: Tin Bell is the same object, at its cap; no reading."""
    text = Path(REACTION_AFRESH).read_text(encoding="utf-8")
    text = text.replace("      - {by: alice, quick_actions: [{card: lift-hook, targets: [tin-bell]}], play: tin-bell}\n"
                        "      - {by: bob, pass: true}\n", "")
    path = tmp_path / "same-object.yaml"
    path.write_text(text.split("\nexpect:")[0] + "\n", encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    assert "reaction-cap-per-object" not in readings
    assert any(e["kind"] == "cap_reached" for e in events.values())


TRIGGER_CONDITION = ("scenarios/rules/4.4.a-a-trigger-condition-false-activates-nothing-a-step-condition-false-is-"
                     "played-without-effect.yaml")


@pytest.mark.parametrize("first_player", ["alice", "bob"])
def test_a_trigger_condition_on_a_played_trigger_is_tested_as_the_card_is_played(tmp_path: Path,
                                                                                   first_player: str) -> None:
    """4.4.a, 6.3.d: "When I am played, if you are not the first player — Draw a card" (``{played: me, if:}``): when
    Alice is the first player her Owl is played and nothing is activated; when Bob is, it activates and she draws.
    The reading event-trigger-condition is said either way, the condition's event in French too."""
    text = Path(TRIGGER_CONDITION).read_text(encoding="utf-8").split("\nexpect:")[0] + "\n"
    text = text.replace("trigger: {event: draws, player: you, if: {first_player: no}}",
                        "trigger: {played: me, if: {first_player: no}}")
    text = text.replace("hand: [quick-study]", "hand: [night-owl]").replace("landmarks: [night-owl, dusk-owl]",
                                                                            "landmarks: []")
    text = text.replace("{play: quick-study, by: alice}", "{play: night-owl, by: alice}").replace(
        "name: Night Owl\n    type: permanent\n    cost: 1", "name: Night Owl\n    type: permanent\n    cost: 0")
    text = text.replace("first_player: alice", f"first_player: {first_player}")
    path = tmp_path / "played-owl.yaml"
    path.write_text(text, encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    assert "event-trigger-condition" in readings
    kinds = [e["kind"] for e in events.values()]
    draws = [e for e in events.values() if e["kind"] == "atomic" and e["attrs"].get("action") == "draw"]
    assert ("reaction_activated" in kinds, len(draws)) == ((False, 0) if first_player == "alice" else (True, 1))
    french = runner.invoke(app, ["resolve", str(path), "--lang", "fr"]).stdout
    said = "n'est pas remplie" if first_player == "alice" else "est remplie"
    assert f"la condition de son déclencheur {said} quand l'événement se produit" in french.replace("’", "'")
TOKEN_GIFT = """rules: seed
cards:
  gift: {{type: spell, cost: 0, effect: [{{create_token: {{token: burr, in: {{each: expedition, in: {where}}}}}}}]}}
  burr: {{type: character, token: yes, stats: {{forest: 1}}}}
board:
  phase: afternoon
  players:
    alice: {{hand: [gift]}}
    bob: {{}}
do: [{{play: gift, by: alice}}]
"""


def test_a_token_created_in_the_opponents_expedition_is_theirs_said_as_a_reading(tmp_path: Path) -> None:
    """1.4.3.a, 2.2.1.d — who owns a token created in another player's expedition is not in the seeds: the
    reading is taken at the step that creates it, and the token is that player's; in one's own expedition, none."""
    outcomes = {}
    for where in ("opponent's hero expedition", "your hero expedition"):
        path = tmp_path / "gift.yaml"
        path.write_text(TOKEN_GIFT.format(where=where), encoding="utf-8")
        readings, events = _readings_and_events(str(path))
        created = [e for e in events.values() if e["kind"] == "atomic" and e["attrs"]["action"] == "create_token"]
        assert len(created) == 1
        outcomes[where] = (readings.get("token-is-its-expeditions-players") == created[0]["parent"],
                           "Bob's" in str(created[0]["text"]))
    assert outcomes == {"opponent's hero expedition": (True, True), "your hero expedition": (False, False)}


ROOT_DOWN = """rules: seed
cards:
  root-down: {{type: spell, cost: 0, effect: [{{to_mana: {{target: character, controller: you}}}}]}}
  sage:
    type: permanent
    abilities:
      - reaction:
          label: Sage
          trigger: {{event: goes_to, object: {{any: {kind}}}, to: your mana}}
          effect: [{{draw: 1}}]
  moss: {{type: character, stats: {{forest: 1}}}}
board:
  phase: afternoon
  players:
    alice: {{hand: [root-down], landmarks: [sage], expeditions: {{hero: [moss]}}, deck: 1}}
    bob: {{}}
do: [{{play: root-down, by: alice, targets: [moss]}}]
"""


def test_a_character_going_to_the_mana_zone_is_seen_as_a_character_said_as_a_reading(tmp_path: Path) -> None:
    """2.2.1.f, 2.2.1.i — "When a Character goes to your Mana zone" sees the Character as it was (the reading
    type-before-it-becomes-a-mana-orb, taken at the step that moves it); "When a card goes …" needs no reading."""
    assert _taken_at_a_step(tmp_path, ROOT_DOWN, "type-before-it-becomes-a-mana-orb", "reaction_played") == {
        "character": (True, 1), "card": (False, 1)}


def _taken_at_a_step(tmp_path: Path, template: str, reading: str, counted: str) -> dict[str, tuple[bool, int]]:
    """For the scenario ``template`` with ``{kind}`` a Character and a card: whether ``reading`` is first taken at a
    step, and how many events of the kind ``counted`` the resolution has."""
    outcomes = {}
    for kind in ("character", "card"):
        path = tmp_path / f"{kind}.yaml"
        path.write_text(template.format(kind=kind), encoding="utf-8")
        readings, events = _readings_and_events(str(path))
        step = readings.get(reading)
        outcomes[kind] = (step is not None and events[step]["kind"] == "step",
                          [e["kind"] for e in events.values()].count(counted))
    return outcomes


@pytest.mark.parametrize(("path", "said"), [
    ("scenarios/day/4.2.5.c-clean-up-uses-the-hero-limits.yaml", True),
    ("scenarios/day/4.2.5.d-clean-up-without-a-hero-keeps-two.yaml", False),
])
def test_the_heros_limit_at_clean_up_is_a_reading_only_where_it_is_not_two(path: str, said: bool) -> None:
    """4.2.5.c, 1.3.2.f: a Hero whose limit is not 2, with more objects than 2, keeps as many as its limit (4.2.5.c)
    where 1.3.2.f says "only two cards": the reading clean-up-keeps-the-heros-limit. Without a Hero the limit is 2
    (4.2.5.d): the two rules agree, nothing to say."""
    readings, _ = _readings_and_events(path)
    assert ("clean-up-keeps-the-heros-limit" in readings) is said


DRAW_CASE = "scenarios/rules/6.2.b-a-draw-put-into-the-reserve-instead-is-not-drawn.yaml"


@pytest.mark.parametrize(("cellar", "said", "activated"), [(True, True, 0), (False, False, 1)])
def test_a_draw_sent_to_the_reserve_is_not_drawn_said_as_a_reading(tmp_path: Path, cellar: bool, said: bool,
                                                                   activated: int) -> None:
    """6.2.b, 6.3.b — a draw that Ink Cellar sends to the Reserve is not seen by "When you draw": the reading
    draw-sent-elsewhere-is-not-drawn, taken at the replacement's event. Without Ink Cellar the card reaches the Hand,
    Quill Bell is activated once, nothing to say."""
    text = (ROOT / DRAW_CASE).read_text(encoding="utf-8")
    if not cellar:
        text = text.replace("landmarks: [ink-cellar, quill-bell]", "landmarks: [quill-bell]")
        text = text.split("\nchoices:")[0] + "\n"
    path = tmp_path / "draw.yaml"
    path.write_text(text, encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    kinds = [e["kind"] for e in events.values()]
    assert ("draw-sent-elsewhere-is-not-drawn" in readings) is said
    if said:
        assert events[readings["draw-sent-elsewhere-is-not-drawn"]]["kind"] == "modifier"
    assert kinds.count("reaction_activated") == activated


LULLABY = ("scenarios/rules/6.5.d-a-tough-asleep-character-targeted-to-gain-asleep-again-nothing-happens-no-reaction-"
           "no-if-you-do-a-reading.yaml")


def test_a_status_already_there_is_not_gained_again_said_as_a_reading(tmp_path: Path) -> None:
    """1.2.6.f, 6.5.d: Lullaby makes an already Asleep Ox gain Asleep: ignored, said as a reading, no reaction and
    no "if you do"; on an Ox that is not Asleep it gains the status, Night Owl sees it and Bob draws, no reading."""
    outcomes = {}
    text = (ROOT / LULLABY).read_text(encoding="utf-8")
    for asleep in (True, False):
        path = tmp_path / f"asleep{asleep}.yaml"
        path.write_text(text if asleep else text.replace("{card: dozing-ox, statuses: [asleep]}", "dozing-ox"),
                        encoding="utf-8")
        data = json.loads(runner.invoke(app, ["resolve", str(path), "--format", "json"]).stdout)
        dusk = next(i for i, e in enumerate(data["events"]) if e["kind"] == "phase")
        afternoon = [e for e in data["events"][:dusk]
                     if e["kind"] in ("ignored", "reaction_activated") or (e["kind"] == "atomic"
                     and e["attrs"].get("action") in ("gain_status", "draw"))]
        outcomes[asleep] = ("status-gained-only-if-missing" in [r["id"] for r in data["readings"]],
                            [(e["kind"], e["attrs"].get("action")) for e in afternoon])
    assert outcomes == {
        True: (True, [("ignored", "gain_status"), ("ignored", None)]),  # the Ox's status, then "if you do"
        False: (False, [("atomic", "gain_status"), ("reaction_activated", None), ("atomic", "draw"),
                        ("atomic", "draw")]),
    }


MODE_COST = "scenarios/printed/printed-en-mode-cost-and-counter-max.yaml"


@pytest.mark.parametrize(("mode", "said"), [(2, True), (1, False)])
def test_a_mode_with_a_cost_is_an_internal_action_said_as_a_reading(tmp_path: Path, mode: int, said: bool) -> None:
    """5.2.3.c, 6.5.g — Tally Owl's second mode is printed "{T} : …": chosen, it is an internal action (its cost
    asked and paid as it resolves), the reading mode-with-a-cost-is-an-internal-action, taken before that decision;
    the first mode has no cost: no reading, no internal action."""
    text = (ROOT / MODE_COST).read_text(encoding="utf-8").split("\nexpect:")[0] + "\n"
    if mode == 1:
        text = text.replace("{decision: mode, answer: 2}", "{decision: mode, answer: 1}").replace(
            '  - {decision: internal_action, answer: "yes"}\n', "")
    path = tmp_path / "owl.yaml"
    path.write_text(text, encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    asked = [e for e in events.values() if e["kind"] == "decision" and e["attrs"].get("decision") == "internal_action"]
    assert ("mode-with-a-cost-is-an-internal-action" in readings) is said and bool(asked) is said
    if said:
        assert int(readings["mode-with-a-cost-is-an-internal-action"][1:]) < int(asked[0]["id"][1:])


TWO_ECHOES = ("scenarios/rules/6.2.h-two-also-draw-modifiers-each-add-one-draw-to-the-draw-not-to-each-others-"
              "a-reading.yaml")
ONE_ADDS_TO_ITSELF = "scenarios/rules/1.4.1.d-an-impossible-atomic-action-of-a-step-gets-no-additive-modifier.yaml"


def test_an_additive_modifier_applies_once_with_what_is_added_to_it_a_reading() -> None:
    """6.2.h, 6.2.c — two "also draw a card" modifiers on one draw: each adds one draw, neither applies to the draw the
    other added (the reading additive-modifier-once-with-what-it-adds, taken at the note that says so), and the step
    ends with three draws; one modifier that matches only what it added itself is 6.2.h alone, no reading."""
    readings, events = _readings_and_events(TWO_ECHOES)
    draws = [e for e in events.values() if e["kind"] == "atomic" and e["attrs"].get("action") == "draw"]
    assert len(draws) == 3
    notes = [e for e in events.values() if e["kind"] == "note" and "6.2.h" in e["rules"]]
    assert readings["additive-modifier-once-with-what-it-adds"] in [e["id"] for e in notes]
    readings, _ = _readings_and_events(ONE_ADDS_TO_ITSELF)
    assert "additive-modifier-once-with-what-it-adds" not in readings


STEP_REPLACES_AN_ADDED_DRAW = """\
scenario: step
title: step
rules: seed
cards:
  drift-lantern:
    name: Drift Lantern
    type: permanent
    cost: 2
    abilities:
      - passive:
          label: Drift Lantern
          also:
            when: {event: goes_to, object: {any: card, controller: you}, to: your reserve}
            do: [{draw: 1}]
  hushed:
    name: Hushed Archive
    type: permanent
    cost: 2
    abilities:
      - passive:
          label: Hushed Archive
          instead:
            when: {event: draws, player: you}
            do: [{resupply: 1}]
            scope: step
  pull-back:
    name: Pull Back
    type: spell
    cost: 1
    effect:
      - put: {what: {target: character, controller: you}, to: your reserve}
  fen-hopper:
    name: Fen Hopper
    type: character
    cost: 1
    stats: {water: 1}
board:
  phase: afternoon
  first_player: alice
  players:
    alice:
      mana: 1
      hand: [pull-back]
      landmarks: [drift-lantern, hushed]
      expeditions: {hero: [fen-hopper]}
      deck: 6
    bob: {}
do:
  - {play: pull-back, by: alice, targets: [fen-hopper]}
"""


def test_a_step_replacement_of_an_added_draw_keeps_it_added_to_its_atomic_action(tmp_path: Path) -> None:
    """6.2.h, 6.2.d — Drift Lantern adds a draw to a move to the Reserve; Hushed Archive, a replacement of the step,
    makes it a Resupply, which goes to the Reserve: it was still added to that move, so Drift Lantern does not apply
    to it (the reading additive-modifier-once-with-what-it-adds), once for Fen Hopper's step, once for Pull Back's."""
    path = tmp_path / "step.yaml"
    path.write_text(STEP_REPLACES_AN_ADDED_DRAW, encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    actions = [e["attrs"].get("action") for e in events.values() if e["kind"] == "atomic"]
    assert actions.count("resupply") == 2 and "draw" not in actions
    assert "additive-modifier-once-with-what-it-adds" in readings
DECOY = """rules: seed
cards:
  decoy:
    type: character
    stats: {{forest: 1}}
    abilities:
      - quick_action: {{cost: [{cost}], effect: [{{create_token: {{token: spark, in: my_expedition}}}}]}}
  spark: {{type: character, token: yes, stats: {{forest: 1}}}}
board:
  phase: afternoon
  players:
    alice: {{expeditions: {{hero: [], companion: [decoy]}}}}
    bob: {{}}
do: [{{quick_action: decoy, by: alice}}]
"""


@pytest.mark.parametrize(("cost", "said", "zone"), [("discard_me", True, "Alice's Companion expedition"),
                                                    ("exhaust_me", False, "Alice's Companion expedition")])
def test_a_quick_actions_my_expedition_after_its_cost_discarded_me_is_a_reading(tmp_path: Path, cost: str, said: bool,
                                                                              zone: str) -> None:
    """7.2.1.a, 1.4.4.a — "Discard me: Create a token in my Expedition": the object is gone when the effect resolves;
    "my Expedition" is the one it was in as the quick action was declared (the reading my-expedition-after-leaving,
    as for a reaction); a quick action whose object stays there needs no reading."""
    path = tmp_path / "decoy.yaml"
    path.write_text(DECOY.format(cost=cost), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    created = [e for e in events.values() if e["kind"] == "atomic" and e["attrs"]["action"] == "create_token"]
    assert len(created) == 1 and zone in str(created[0]["text"])
    assert ("my-expedition-after-leaving" in readings) is said


SEND_THEN_BOOST = """rules: seed
cards:
  send: {{type: spell, cost: 0, effect: [{{put: {{what: {{target: character}}, to: {to}}}}}, {{boost: that_target}}]}}
  pup: {{type: character, stats: {{forest: 1}}}}
board:
  phase: afternoon
  players:
    alice: {{hand: [send], expeditions: {{hero: [pup], companion: []}}}}
    bob: {{}}
do: [{{play: send, by: alice, targets: [pup]}}]
"""


@pytest.mark.parametrize(("to", "said"), [("your reserve", True), ("your companion expedition", False)])
def test_it_follows_the_moved_target_only_when_it_changed_zones(tmp_path: Path, to: str, said: bool) -> None:
    """1.4.4.a, 7.2.4.a — "Put target Character into …, then it gains a boost": sent to the Reserve it is a new object
    there, which "it" follows (the reading it-follows-the-moved-target); moved to the other expedition of its player
    it has not changed zones, the same object, and "it" is the target as declared: no reading. Boosted both times."""
    path = tmp_path / "send.yaml"
    path.write_text(SEND_THEN_BOOST.format(to=to), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    assert any(e["kind"] == "atomic" and e["attrs"]["action"] == "boost" for e in events.values())
    assert ("it-follows-the-moved-target" in readings) is said


HERO_AT_MORNING = """rules: seed
cards:
  wayfarer: {{type: hero}}
board:
  phase: night
  players:
    alice: {{hero: {{card: wayfarer, exhausted: {exhausted}}}, deck: 2}}
    bob: {{deck: 2}}
do: [{{start_phase: morning}}]
"""


@pytest.mark.parametrize("exhausted", ["yes", "no"])
def test_prepare_readies_an_exhausted_hero_said_as_a_reading(tmp_path: Path, exhausted: str) -> None:
    """1.3.2.b, 2.2.1.a, Clarification — 1.3.2.b's Prepare names no Hero; the Clarification readies every exhausted
    card on the board: an exhausted Hero is readied, said as the reading prepare-readies-the-hero; a ready one, no."""
    path = tmp_path / "hero.yaml"
    path.write_text(HERO_AT_MORNING.format(exhausted=exhausted), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    readied = [e for e in events.values() if e["kind"] == "atomic" and e["attrs"]["action"] == "prepare"]
    assert len(readied) == (1 if exhausted == "yes" else 0)
    assert ("prepare-readies-the-hero" in readings) is (exhausted == "yes")


DIG_UP = """rules: seed
cards:
  dig-up: {{type: spell, cost: 0, effect: [{{put: {{what: {{chosen: card, in: your mana}}, to: your hand}}}}]}}
  sage:
    type: permanent
    abilities:
      - reaction:
          label: Sage
          trigger: {{event: goes_to, object: {{any: {kind}}}, to: your hand}}
          effect: [{{resupply: 1}}]
  moss: {{type: character, stats: {{forest: 1}}}}
board:
  phase: afternoon
  players:
    alice: {{hand: [dig-up], landmarks: [sage], mana: {{cards: [moss]}}, deck: 1}}
    bob: {{}}
do: [{{play: dig-up, by: alice}}]
"""


@pytest.mark.parametrize(("kind", "activated", "said"), [("character", False, True), ("card", True, False)])
def test_a_character_card_leaving_the_mana_zone_is_seen_as_the_mana_orb_it_was(tmp_path: Path, kind: str,
                                                                             activated: bool, said: bool) -> None:
    """2.2.1.f, 2.2.1.i — a Character card put from the Mana zone into the Hand was a Mana Orb as the event began:
    "When a Character goes to your Hand" does not see it (the reading type-before-it-becomes-a-mana-orb, said);
    "When a card goes …" names no type, sees it, and needs no reading."""
    path = tmp_path / "dig.yaml"
    path.write_text(DIG_UP.format(kind=kind), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    assert any(e["kind"] == "reaction_activated" for e in events.values()) is activated
    assert ("type-before-it-becomes-a-mana-orb" in readings) is said


LAST_STEP = """rules: seed
include: [judge:core]
cards:
  last-word:
    type: spell
    cost: 0
    effect:
      - draw: 1
        if: {first_player: FIRST}
        otherwise: [{draw: 1}]
        optional: yes
        if_you_do: [{draw: 1}, {create_token: {token: ordis-recruit, in: {each: expedition, in: your hero expedition}}}]
        if_you_dont: [{create_token: {token: ordis-recruit, in: {each: expedition, in: your hero expedition}}}]
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {hand: [last-word], landmarks: [token-watcher], deck: 5}
    bob: {}
do: [{play: last-word, by: alice}]
choices: [ANSWER]
"""


@pytest.mark.parametrize(("first", "answer", "said"), [("yes", "{decision: optional, answer: yes}", True),
                                                       ("yes", "{decision: optional, answer: no}", True),
                                                       ("no", "", False)])
def test_a_spells_last_step_inside_if_you_do_or_if_you_dont_says_the_spell_stays_in_limbo(
        tmp_path: Path, first: str, answer: str, said: bool) -> None:
    """4.4.a.2, 5.2.3.j, 6.5.d — the last step of a Spell may be the last step of its "if you do" (or "If you don't",
    or "Otherwise"): the reactions it creates are played while the Spell is in Limbo, and the resolution lists that
    reading; when the "Otherwise" draw creates none, there is nothing to list."""
    path = tmp_path / "last.yaml"
    path.write_text(LAST_STEP.replace("FIRST", first).replace("ANSWER", answer), encoding="utf-8")
    readings, _ = _readings_and_events(str(path))
    assert ("spell-in-limbo-during-last-step-check" in readings) is said


@pytest.mark.parametrize(("path", "said"), [
    ("scenarios/rules/egalite-her-markers-met-in-the-afternoon-his-at-progress-a-tie-a-reading.yaml", True),
    ("scenarios/day/7.3.11.c-dusk-opposite-region-cannot-advance.yaml", True),
    ("scenarios/rules/egalite-one-side-meets-by-an-at-dusk-reaction-the-other-at-progress-a-tie.yaml", False),
    ("scenarios/rules/egalite-her-markers-pass-each-other-at-progress-his-do-not-meet-no-tie.yaml", False),
])
def test_markers_that_met_before_the_dusk_counted_at_its_end_is_a_reading(path: str, said: bool) -> None:
    """Glossary "Égalité": markers that met before the Dusk (an Afternoon Spell, the board) and are still together as
    it ends count as having met: the reading markers-met-before-dusk-meet-at-dusk; markers that an "At Dusk" reaction
    or Progress brought together met during the Dusk, nothing to say."""
    readings, _ = _readings_and_events(path)
    assert ("markers-met-before-dusk-meet-at-dusk" in readings) is said


MY_CARDS = """rules: seed
cards:
  magpies-nest:
    type: permanent
    abilities:
      - passive:
          instead:
            when: {event: goes_to, to: a reserve, object: {any: character}}
            do: [{put: {what: it, to: your hand}}]
  press-gang:
    type: spell
    cost: 0
    effect: [{put: {what: {target: character, controller: opponent}, to: your reserve}}]
  reed-heron: {type: character}
board:
  phase: afternoon
  players:
    alice: {hand: [press-gang], landmarks: [magpies-nest]}
    bob: {expeditions: {hero: [reed-heron]}}
do: [{play: press-gang, by: alice, targets: [reed-heron]}]
choices: [{decision: modifier_order, answer: ORDER}]
"""


@pytest.mark.parametrize(("order", "said"), [('"rule:1.4.3@0"', True), ("magpies-nest", False)])
def test_my_cards_my_zones_applies_again_only_when_a_replacement_sends_the_card_back_to_another_players_zone(
        tmp_path: Path, order: str, said: bool) -> None:
    """1.4.3.a, 6.2.h — Bob's Character that Alice's spell puts into her Reserve: the rule first sends it to Bob's
    Reserve, her Nest then to her Hand, and the rule applies again (the reading), to Bob's Hand; the Nest first sends
    it to her Hand, and the rule applies once, no reading. Either way it ends in Bob's Hand, at the second 1.4.3
    modifier when the reading is taken."""
    path = tmp_path / "mine.yaml"
    path.write_text(MY_CARDS.replace("ORDER", order), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    rule = [e for e in events.values() if e["kind"] == "modifier" and "1.4.3.a" in e["rules"]]
    assert len(rule) == (2 if said else 1)
    assert ("my-cards-my-zones-each-time" in readings) is said
    if said:
        assert readings["my-cards-my-zones-each-time"] == rule[1]["id"]
    players = json.loads(runner.invoke(app, ["resolve", str(path), "--format", "json"]).stdout)["board"]["players"]
    assert [c["card"].split("#")[0] for c in players["bob"]["hand"]] == ["reed-heron"]
    assert players["alice"]["hand"] == []


TOKEN_HOME = """rules: seed
cards:
  homeward: {{type: spell, cost: 0, effect: [{{put: {{what: {{target: character}}, to: your hand}}}}]}}
  rack:
    type: permanent
    abilities:
      - reaction:
          label: Rack
          trigger: {{event: goes_to, object: {{any: {kind}}}, to: your hand}}
          effect: [nothing]
  wisp: {{type: character, token: yes, stats: {{forest: 1}}}}
board:
  phase: afternoon
  players:
    alice: {{hand: [homeward], landmarks: [rack], expeditions: {{hero: [wisp]}}}}
    bob: {{}}
do: [{{play: homeward, by: alice, targets: [wisp]}}]
"""


def test_a_token_is_no_card_going_to_the_hand_said_as_a_reading(tmp_path: Path) -> None:
    """2.2.10.e, 2.2.1.d — a token returned to the Hand is "a Character" going there but not "a card" (the reading
    token-is-not-a-card, taken at the step that moves it, where "a card" does not see it); "a Character" sees it
    and needs no reading."""
    assert _taken_at_a_step(tmp_path, TOKEN_HOME, "token-is-not-a-card", "reaction_activated") == {
        "card": (True, 0), "character": (False, 1)}


def test_target_card_in_play_is_no_token_said_as_a_reading(tmp_path: Path) -> None:
    """2.2.10.e — "target card in play" offers the Character card, not the token beside it (the reading
    token-is-not-a-card, taken as the targets are offered)."""
    path = tmp_path / "target.yaml"
    path.write_text("""rules: seed
cards:
  lift: {type: spell, cost: 0, effect: [{put: {what: {target: card, in: play}, to: your hand}}]}
  wisp: {type: character, token: yes, stats: {forest: 1}}
  moss: {type: character, cost: 1, stats: {forest: 1}}
board:
  phase: afternoon
  players:
    alice: {hand: [lift], expeditions: {hero: [wisp, moss]}}
    bob: {}
do: [{play: lift, by: alice}]
""", encoding="utf-8")
    data = json.loads(runner.invoke(app, ["resolve", str(path), "--format", "json"]).stdout)
    target = next(e for e in data["events"] if e["kind"] == "decision")
    assert "token-is-not-a-card" in [r["id"] for r in data["readings"]]
    assert "moss" in str(target["text"]) and "forced" in str(target["text"])



BOOSTED_MOVE = """rules: seed
cards:
  mule: {{type: character, cost: 1, stats: {{forest: 1}}, abilities: [{abilities}]}}
  fall-back:
    type: spell
    cost: 1
    effect: [{{put: {{what: {{target: character, controller: you}}, to: your reserve}}}}]
board:
  phase: afternoon
  players:
    alice:
      mana: 2
      hand: [fall-back]
      {where}
    bob: {{}}
do: [{do}]
"""
IN_RESERVE = "reserve: [{card: mule, boosts: 2}]"
IN_EXPEDITION = "expeditions: {hero: [{card: mule, boosts: 2}]}"
PLAY_IT = "{play: mule, by: alice, from: reserve, expedition: hero}"
SEND_IT = "{play: fall-back, by: alice, targets: [mule]}"
SEASONED = "{passive: {seasoned: yes}}"


@pytest.mark.parametrize(("where", "do", "abilities", "reading"), [
    (IN_RESERVE, PLAY_IT, "", "boosts-by-reminder-text"),
    (IN_EXPEDITION, SEND_IT, SEASONED, "keywords-by-reminder-text"),
    (IN_EXPEDITION, SEND_IT, "", None),
])
def test_boosts_leave_a_reserve_with_the_card_not_the_expedition_zone(tmp_path: Path, where: str, do: str,
                                                                      abilities: str, reading: str | None) -> None:
    """1.4.4.a, 2.2.10.c — a card played from the Reserve keeps its boosts into Limbo and its expedition (the reading
    boosts-by-reminder-text); one sent from its expedition to the Reserve loses them unless Seasoned keeps them (the
    reading keywords-by-reminder-text), and neither is then the other's reading."""
    path = tmp_path / "boosted.yaml"
    path.write_text(BOOSTED_MOVE.format(where=where, do=do, abilities=abilities), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    assert ("boosts-by-reminder-text" in readings) is (reading == "boosts-by-reminder-text")
    assert ("keywords-by-reminder-text" in readings) is (reading == "keywords-by-reminder-text")
    kept = [e for e in events.values() if e["kind"] == "atomic" and "keeps its 2 boosts" in str(e.get("text", ""))]
    assert len(kept) == (2 if reading == "boosts-by-reminder-text" else 1 if reading else 0)


SUPPORT_FROM_RESERVE = """rules: seed
cards:
  lantern-bearer:
    type: character
    cost: 2
    abilities: [{{support: {{quick_action: {{cost: [{{pay_mana: 1}}], effect: [{{draw: 1}}]}}}}}}]
board:
  phase: afternoon
  players:
    alice: {{mana: 1, reserve: [{{card: lantern-bearer, exhausted: {exhausted}}}], deck: 1}}
    bob: {{}}
do: [{{quick_action: lantern-bearer, by: alice}}]
"""


@pytest.mark.parametrize("exhausted", ["yes", "no"])
def test_an_exhausted_card_in_the_reserve_has_no_support_quick_action(tmp_path: Path, exhausted: str) -> None:
    """1.2.4.b, 5.1.2.c — a support quick action of a card exhausted in the Reserve is refused, its reason the cards'
    reminder text (the reading exhausted-in-reserve-by-reminder-text); ready, it is played and draws."""
    path = tmp_path / "support.yaml"
    path.write_text(SUPPORT_FROM_RESERVE.format(exhausted=exhausted), encoding="utf-8")
    result = runner.invoke(app, ["resolve", str(path)])
    if exhausted == "yes":
        assert "exhausted in the Reserve" in result.output and "1.2.4.b" in result.output
    else:
        assert result.exit_code == 0 and "draws" in result.output
        assert "exhausted-in-reserve-by-reminder-text" not in result.output


ORB_LOOM = """rules: seed
include: [judge:core]
cards:
  ember-loom: {{type: permanent, abilities: [{{reaction: {{trigger: {{event: exhausted, object: {{any: mana_orb,
    controller: you}}}}, effect: [{{draw: 1}}]}}}}]}}
  nudge: {{type: spell, cost: {cost}, effect: [{{boost: {{what: {{target: character}}}}}}, {{draw: 1}}]}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{mana: {{orbs: 1}}, hand: [nudge], landmarks: [ember-loom], expeditions: {{hero: [filler]}}, deck: 5}}
    bob: {{}}
do: [{{play: nudge, by: alice, targets: [filler]}}]
"""


@pytest.mark.parametrize(("cost", "said"), [(1, True), (0, False)])
def test_a_spells_cost_reaction_waits_for_the_check_after_its_first_step_said_as_a_reading(
        tmp_path: Path, cost: int, said: bool) -> None:
    """4.4.a, 6.1.d — the reaction a Spell's cost created (a Mana Orb exhausted) is not played between paying and
    resolving: at the check after the Spell's first step, before its second; the reading says so, only when a cost
    created one."""
    path = tmp_path / "loom.yaml"
    path.write_text(ORB_LOOM.format(cost=cost), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    assert ("spell-cost-reactions-wait" in readings) is said
    resolve = next(k for k, e in events.items() if e["kind"] == "resolve")
    order = [e["kind"] for e in events.values() if e["kind"] == "reaction_played"
             or (e["kind"] == "atomic" and events[str(e["parent"])]["parent"] == resolve)]  # the Spell's steps' actions
    assert order == (["atomic", "reaction_played", "atomic", "atomic"] if said else ["atomic"] * 3)


@pytest.mark.parametrize(("path", "said"), [
    ("scenarios/rules/7.2.1.a-a-gigantic-characters-my-expedition-is-each-of-its-players-expeditions-a-reading.yaml",
     True),
    ("scenarios/rules/7.2.1.a-a-gigantic-character-played-into-the-other-expedition-joins-the-wardens-expedition-too-"
     "and-is-sacrificed.yaml", True),
    ("scenarios/rules/1.3.2.e-a-gigantic-defender-holds-back-both-expeditions.yaml", False),
])
def test_a_gigantic_characters_my_expedition_is_each_expedition_a_reading(path: str, said: bool) -> None:
    """Gigantic's reminder text: "my Expedition" of a Gigantic Character is each of its player's expeditions (the
    reading gigantic-my-expedition-each), said where an ability of it sees the other one; and a Gigantic Character
    played into one of them joins the other too."""
    readings, _ = _readings_and_events(path)
    assert ("gigantic-my-expedition-each" in readings) is said


PUT_HIDDEN = """rules: seed
cards:
  stow:
    name: Stow
    type: spell
    cost: 0
    effect: [{{put: {{what: {{target: character}}, to: {to}}}}}]
  boar:
    name: Boar
    type: character
    cost: 2
    stats: {{mountain: 2}}
  pup:
    name: Pup
    type: character
    cost: 1
    stats: {{forest: 1}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{hand: [stow], expeditions: {{hero: [boar]}}, deck: [pup]}}
    bob: {{}}
do:
  - {{play: stow, by: alice, targets: [boar]}}
"""


@pytest.mark.parametrize(("to", "said"), [
    ("your mana", "card-text-to-mana-exhausted"),
    ("your mana, ready: yes", None),
    ("your deck", "put-into-deck-at-the-bottom"),
    ("your reserve", None),
])
def test_a_card_put_into_a_hidden_zone_without_saying_how_is_a_reading(tmp_path: Path, to: str,
                                                                       said: str | None) -> None:
    """2.2.1.f, 1.3.2.b, 1.4.4.a — ``put`` into a Mana zone makes an exhausted Mana Orb, as every effect's (reading
    card-text-to-mana-exhausted, citing 2.2.1.f at the move), a ready one if the card's text says so (``ready:
    yes``, no reading); into a Deck, the card goes at the bottom, the top card unchanged (reading
    put-into-deck-at-the-bottom); into a Reserve, no reading."""
    from judge.resolve import resolve
    from judge.scenario.loader import load_scenario

    path = tmp_path / "put.yaml"
    path.write_text(PUT_HIDDEN.format(to=to), encoding="utf-8")
    readings, _ = _readings_and_events(str(path))
    assert {"card-text-to-mana-exhausted", "put-into-deck-at-the-bottom"} & set(readings) == (
        {said} if said else set())
    result = resolve(load_scenario(path))
    state = result.state
    if to == "your deck":
        assert [o.card.id for o in state.in_zone("alice.deck")] == ["pup", "boar"]
    if to.startswith("your mana"):
        orbs = state.in_zone("alice.mana")
        assert [o.exhausted for o in orbs] == ["ready" not in to]
        move = next(e for e in result.trace.events if str(e.kind) == "atomic" and "Mana zone" in e.text("en"))
        assert "2.2.1.f" in move.rules
        assert "face down" in move.text("en") and "Boar (boar#" in move.text("en")
        exhausted_or_ready = "a ready Mana Orb" if "ready" in to else "an exhausted Mana Orb"
        assert exhausted_or_ready in move.text("en")
    if to == "your reserve":
        assert [o.card.id for o in state.in_zone("alice.reserve")] == ["boar", "stow"]


def test_ready_is_said_only_of_a_put_into_a_mana_zone(tmp_path: Path) -> None:
    """2.2.1.f — ``ready: yes`` says a Mana Orb arrives ready: on a ``put`` into another zone it is refused, located
    (exit 2)."""
    from judge.errors import ScenarioError
    from judge.scenario.loader import load_scenario

    path = tmp_path / "put.yaml"
    path.write_text(PUT_HIDDEN.format(to="your reserve, ready: yes"), encoding="utf-8")
    with pytest.raises(ScenarioError, match="ready: only with to: a Mana zone"):
        load_scenario(path)


ACTIVATED_CONDITION = """scenario: s
rules: seed
include: [judge:core]
cards:
  rouse-it: {{name: Recall, type: spell, cost: 0, effect: [{{activate: {{what: {{target: character}}, ability: 1}}}}]}}
  watcher:
    name: Watcher
    type: character
    cost: 1
    stats: {{forest: 1}}
    abilities:
      - reaction: {{trigger: {{at: noon{condition}}}, effect: [{{boost: {{what: me, amount: 1}}}}]}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{hand: [rouse-it], expeditions: {{hero: [{watcher}]}}}}
    bob: {{}}
do: [{{play: rouse-it, by: alice, targets: [watcher]}}]
"""


@pytest.mark.parametrize(("condition", "watcher", "activated", "said"), [
    ("", "watcher", True, False),  # no trigger condition: no reading
    (", if: {boosts: it, at_least: 1}", "watcher", False, True),  # "it" is the Watcher, unboosted
    (", if: {boosts: it, at_least: 1}", "{card: watcher, boosts: 1}", True, True),
])
def test_an_activate_step_tests_the_trigger_condition_said_as_a_reading(tmp_path: Path, condition: str, watcher: str,
                                                                        activated: bool, said: bool) -> None:
    """4.4.a, 7.3.1.b — "Activate the reaction of target Character" on "At Noon, if it has a boost — boost me": the
    step stands for the trigger, not for its condition, tested as the step happens with the Watcher as "it"
    (reading activated-reaction-trigger-condition); a reaction without one is activated with no reading."""
    path = tmp_path / "s.yaml"
    path.write_text(ACTIVATED_CONDITION.format(condition=condition, watcher=watcher), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    kinds = [e["kind"] for e in events.values()]
    assert ("reaction_activated" in kinds) is activated
    assert ("activated-reaction-trigger-condition" in readings) is said


SHIFT_LANES = """rules: seed
cards:
  shift: {{type: spell, cost: 0, effect: [{{put: {{what: {{target: character, controller: you}},
                                                 to: your companion expedition}}}}]}}
  mover: {{type: character, stats: {{forest: 1}}, abilities: [{{passive: {{gigantic: {gigantic}}}}}]}}
  warden:
    type: character
    abilities:
      - reaction:
          label: Warden
          trigger: {{event: joins_expedition, object: {{any: character, other: yes}}, to: my_expedition}}
          effect: [{{draw: 1}}]
board:
  phase: afternoon
  players:
    alice: {{hand: [shift], expeditions: {{hero: [mover], companion: [warden]}}, deck: 1}}
    bob: {{}}
do: [{{play: shift, by: alice, targets: [mover]}}]
"""


@pytest.mark.parametrize(("gigantic", "joins"), [("yes", False), ("no", True)])
def test_a_gigantic_character_moved_between_its_expeditions_does_not_join_said_as_a_reading(
        tmp_path: Path, gigantic: str, joins: bool) -> None:
    """7.2.1.a, 1.2.4.b — a Character moved from its Hero expedition to its Companion one joins the Companion one;
    a Gigantic Character, present in both before and after, does not: the reading
    gigantic-present-in-each-expedition, said only then."""
    path = tmp_path / "shift.yaml"
    path.write_text(SHIFT_LANES.format(gigantic=gigantic), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    assert any(e["kind"] == "reaction_activated" for e in events.values()) is joins
    assert ("gigantic-present-in-each-expedition" in readings) is not joins


GIANT_TOKEN = """rules: seed
cards:
  sprout: {{type: character, token: yes, stats: {{forest: 1}}}}
  maker:
    type: character
    stats: {{forest: 1}}
    abilities:
      - passive: {{keyword_if: {{keyword: gigantic, if: {{first_player: {first}}}}}}}
      - quick_action: {{cost: [exhaust_me], effect: [{{create_token: {{token: sprout, in: my_expedition}}}}]}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{expeditions: {{hero: [maker]}}}}
    bob: {{}}
do: [{{quick_action: maker, by: alice}}]
"""


@pytest.mark.parametrize(("first", "giant"), [("yes", True), ("no", False)])
def test_a_gigantic_bearers_token_in_my_expedition_is_one_token_in_a_chosen_expedition_a_reading(
        tmp_path: Path, first: str, giant: bool) -> None:
    """6.1.e, 6.1.a — "Create a token in my Expedition" of a Character Gigantic now (here while its condition holds)
    creates one token, in the one of its player's expeditions its controller chooses (the reading
    gigantic-token-in-one-expedition, a decision); of one that is not Gigantic, one in the expedition it is in, with
    nothing to choose."""
    path = tmp_path / "giant.yaml"
    path.write_text(GIANT_TOKEN.format(first=first), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    created = [e for e in events.values() if e["kind"] == "atomic" and e["attrs"].get("action") == "create_token"]
    assert len(created) == 1
    assert any(e["kind"] == "decision" and e["attrs"].get("decision") == "expedition"
               for e in events.values()) is giant
    assert ("gigantic-token-in-one-expedition" in readings) is giant


TOKEN_TYPE = """scenario: s
rules: seed
cards:
  sprout: {{name: Sprout, type: {kind}, token: yes{stats}}}
  grow:
    name: Grow
    type: spell
    cost: 0
    effect: [{{create_token: {{token: sprout, in: {{each: zone, in: {where}}}}}}}]
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{hand: [grow]}}
    bob: {{}}
do: [{{play: grow, by: alice}}]
"""


@pytest.mark.parametrize(("kind", "stats", "where", "said"), [
    ("permanent", "", "your landmarks", True),  # "(It's a Permanent …)": the card's type, not 2.2.1.d's
    ("character", ", stats: {forest: 1}", "your hero expedition", False),  # 2.2.1.d's own type: no reading
])
def test_a_token_the_card_says_is_a_permanent_is_one_said_as_a_reading(tmp_path: Path, kind: str, stats: str,
                                                                         where: str, said: bool) -> None:
    """2.2.1.d, 1.4.2.a — a token the text creating it says is a Permanent is one, in the Landmarks, though 2.2.1.d
    gives every token the type Character (reading token-type-by-card-text, taken as it is created); a Character token
    takes no reading."""
    path = tmp_path / "s.yaml"
    path.write_text(TOKEN_TYPE.format(kind=kind, stats=stats, where=where), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    assert ("token-type-by-card-text" in readings) is said
    if said:
        created = events[readings["token-type-by-card-text"]]
        assert created["kind"] == "atomic" and "Landmark" in str(created["text"])


MAY_SENTENCE = """rules: seed
include: [judge:core]
cards:
  scout:
    name: Eager Scout
    type: character
    cost: 0
    stats: {{forest: 1}}
    text: '{{J}} You may exhaust target Character{rest}'
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{hand: [scout], deck: [filler]}}
    bob: {{expeditions: {{hero: [{{card: filler, exhausted: true}}]}}}}
do: [{{play: scout, by: alice, expedition: hero}}]
choices:
  - {{decision: target, answer: filler}}
  - {{decision: optional, answer: "{answer}"}}
"""


@pytest.mark.parametrize(("rest", "answer", "said", "draws"), [
    (", then draw a card.", "yes", True, True),  # the exhaust cannot happen (1.2.6.f): the draw still does
    (", then draw a card.", "no", True, False),  # declined: the whole sentence
    (". Draw a card.", "yes", False, True),  # two sentences: an optional step, then a step of its own
])
def test_you_may_a_then_b_one_choice_for_the_sentence_said_as_a_reading(tmp_path: Path, rest: str, answer: str,
                                                                        said: bool, draws: bool) -> None:
    """6.5.b, 1.2.6.f, 6.1.c — "You may A, then B": one choice for the sentence (reading may-covers-its-sentence,
    taken as it is asked); accepted, B happens even though A cannot (no "if you do" between them); declined, neither.
    A "You may" sentence of one step takes no reading."""
    path = tmp_path / "s.yaml"
    path.write_text(MAY_SENTENCE.format(rest=rest, answer=answer), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    assert ("may-covers-its-sentence" in readings) is said
    if said:
        assert events[readings["may-covers-its-sentence"]]["kind"] == "decision"
    drew = any(e["kind"] == "atomic" and "draws" in str(e["text"]) for e in events.values())
    assert drew is draws


def test_a_held_reaction_passed_over_at_a_check_is_a_reading() -> None:
    """4.4.a, 4.4.b, 4.4.c — Alice's only reaction waits for the end of the effect containing its internal action:
    at the check after a step Bob plays his new one first, said as the reading held-reaction-keeps-no-initiative;
    a held reaction with no other player's waiting takes no reading."""
    held = ("scenarios/rules/4.4.b-a-reaction-held-by-an-internal-action-does-not-keep-the-opponents-new-reaction-"
            "waiting.yaml")
    readings, events = _readings_and_events(held)
    check = events[readings["held-reaction-keeps-no-initiative"]]
    assert check["kind"] == "reaction_check" and check["attrs"]["reason"] == "after a step"
    played = [e for e in events.values() if e["kind"] == "reaction_played"]
    assert [e["actor"] for e in played] == ["bob", "alice"]
    alone, _ = _readings_and_events(INTERNAL)
    assert "held-reaction-keeps-no-initiative" not in alone


SEEDLING_NIGHT = """rules: seed
cards:
  seedling: {{name: Seedling, type: permanent, token: yes}}
  grow: {{name: Grow, type: spell, cost: 0, effect: [{{create_token: {{token: seedling, in: {{each: zone,
    in: your landmarks}}}}}}]}}
  lamp: {{name: Lamp, type: permanent, cost: 1}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{hand: [grow], landmarks: {landmarks}}}
    bob: {{}}
do: [{{play: grow, by: alice}}, {{start_phase: night}}]
choices:
  - {{decision: keep_cards, answer: [lamp, lamp]}}
"""


@pytest.mark.parametrize(("landmarks", "said"), [("[lamp, lamp]", True), ("[lamp]", False)])
def test_clean_up_choosing_among_a_token_and_cards_is_a_reading(tmp_path: Path, landmarks: str, said: bool) -> None:
    """4.2.5.c, 1.3.2.f — Clean-up chooses among the objects of a Landmark zone above its limit, a Permanent token
    among them (4.2.5.c says objects, 1.3.2.f cards): the reading clean-up-counts-every-object, taken at the choice;
    a zone within its limit asks nothing and takes no reading."""
    path = tmp_path / "s.yaml"
    path.write_text(SEEDLING_NIGHT.format(landmarks=landmarks), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    assert ("clean-up-counts-every-object" in readings) is said
    discards = [e for e in events.values() if e["kind"] == "atomic" and e["attrs"].get("action") == "discard"]
    assert len(discards) == (1 if said else 0)


def test_a_card_played_by_an_effect_after_its_player_passed_is_a_reading() -> None:
    """1.3.2.d*, 1.4.2.a — Alice has passed; her reaction plays her Character in Bob's turn: said as the reading
    passed-player-plays-by-an-effect; a reaction playing a card for a player who has not passed takes no reading."""
    passed = ("scenarios/rules/1.3.2.d-a-player-who-has-passed-still-plays-the-card-her-reaction-makes-her-play-in-the-"
              "opponents-turn-a-reading.yaml")
    readings, events = _readings_and_events(passed)
    assert events[readings["passed-player-plays-by-an-effect"]]["actor"] == "alice"
    not_passed, _ = _readings_and_events(
        "scenarios/rules/5.1.1.b-a-reaction-plays-a-card-in-the-opponents-turn-his-own-turn-is-still-whole.yaml")
    assert "card-text-plays-and-delayed-effects" in not_passed
    assert "passed-player-plays-by-an-effect" not in not_passed


def test_a_support_reaction_at_an_atomic_instant_is_a_reading() -> None:
    """instants-actions-atomiques, 1.2.4.d — an "At Night" support ability of a card in the Reserve triggers at the
    Night's atomic instant, the glossary's "in play" read as where the ability works: the reading
    atomic-instant-support-in-the-reserve; an "At Noon" reaction of a card in play takes no such reading."""
    support, _ = _readings_and_events(
        "scenarios/rules/4.2.b-an-at-night-support-works-from-the-reserve-the-copy-rest-sends-there-arrives-too-late.yaml")
    assert "atomic-instant-support-in-the-reserve" in support
    in_play, _ = _readings_and_events("scenarios/rules/1.3.2.c-noon-runs-only-at-noon-reactions.yaml")
    assert "atomic-instant-support-in-the-reserve" not in in_play


def test_a_move_to_the_zone_the_card_is_in_is_a_reading() -> None:
    """1.4.4.a — "my cards, my zones" sends Bob's card from his Reserve back into it: the move happens (a new object),
    said as the reading move-to-the-zone-it-is-in at that move; a move to another zone takes no such reading."""
    readings, events = _readings_and_events("scenarios/rules/1.4.3-my-cards-my-zones.yaml")
    moved = events[readings["move-to-the-zone-it-is-in"]]
    assert moved["kind"] == "atomic" and "into Bob's Reserve" in str(moved["text"])
    other, _ = _readings_and_events("scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml")
    assert "move-to-the-zone-it-is-in" not in other



def test_a_character_put_into_the_expedition_it_is_in_takes_no_move_reading() -> None:
    """1.4.4.a, 1.2.4.d — a Character put into the Hero expedition it is in stays in the Expedition zone, the same
    object (its boost kept, no "joins" trigger), as one moved to the other expedition; a Mana Orb put into its Mana
    zone is moved all the same (the reading move-to-the-zone-it-is-in)."""
    readings, events = _readings_and_events(
        "scenarios/rules/1.4.4.a-a-character-put-into-the-hero-expedition-it-is-in-stays-the-same-object.yaml")
    assert "move-to-the-zone-it-is-in" not in readings
    assert not any(e["kind"] == "reaction_activated" for e in events.values())
    readings, events = _readings_and_events(
        "scenarios/rules/1.4.4.a-an-exhausted-mana-orb-put-into-the-mana-zone-it-is-in-a-reading.yaml")
    moved = events[readings["move-to-the-zone-it-is-in"]]
    assert moved["kind"] == "atomic" and "into Alice's Mana zone" in str(moved["text"])


MAY_SENTENCE_IF_YOU_DO = MAY_SENTENCE.replace("deck: [filler]", "deck: {deck}").replace(
    "[{{card: filler, exhausted: true}}]", "[{{card: filler, exhausted: {exhausted}}}]")


@pytest.mark.parametrize(("exhausted", "deck", "answer", "boosted"), [
    ("false", "0", "yes", True),  # A done, B impossible: the sentence was done in part (6.5.f): C
    ("true", "[filler]", "yes", True),  # A impossible, B done: C
    ("true", "0", "yes", False),  # nothing of the sentence happened: not done
    ("false", "[filler]", "no", False),  # declined: not done
])
def test_if_you_do_after_you_may_a_then_b_asks_about_the_whole_sentence(tmp_path: Path, exhausted: str, deck: str,
                                                                        answer: str, boosted: bool) -> None:
    """6.5.d, 6.5.b, 6.5.f — "You may A, then B. If you do, C": "if you do" asks whether X of "[Do X]; if you do",
    what "You may" offered, was done: the whole sentence (reading may-covers-its-sentence), done in part when any of
    its steps was (reading if-you-do-done-in-part)."""
    path = tmp_path / "s.yaml"
    path.write_text(MAY_SENTENCE_IF_YOU_DO.format(rest=", then draw a card. If you do, I gain 1 boost.",
                                                  answer=answer, exhausted=exhausted, deck=deck), encoding="utf-8")
    readings, events = _readings_and_events(str(path))
    boost = any(e["kind"] == "atomic" and "boost" in str(e["text"]) for e in events.values())
    assert boost is boosted
    assert ("if-you-do-done-in-part" in readings) is (boosted and deck == "0")
