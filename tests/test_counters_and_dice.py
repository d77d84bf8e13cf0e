"""Counters other than boosts and rolling a die (issue 16, point 5): the printed templates in English and
French, the ability language, the engine's events in order, and where counters show (board, digest, explore).

The bundled pairs scenarios/printed/printed-{en,fr}-counters.yaml and printed-{en,fr}-die-roll.yaml show the
mechanisms end to end; this file checks what they do not.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from judge.cards.parse import EXECUTABLE, UNSUPPORTED, parse_text
from judge.cli import app
from judge.digest import board_key
from judge.explore import explore, object_text
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import ROOT, refused_in_one_line

runner = CliRunner()
PRINTED = ROOT / "scenarios" / "printed"
ME_PLAYED = {"played": "me", "from": "any"}

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("{J} I gain 2 Quest counters.", "{J} Je gagne 2 compteurs Quête.", "character",
     {"reaction": {"trigger": ME_PLAYED, "effect": [
         {"gain_counters": {"what": "me", "counter": "quest", "amount": 2}}]}}),
    ("{J} Target Character gains 1 Trial counter.", "{J} Un Personnage ciblé gagne 1 compteur Épreuve.",
     "character", {"reaction": {"trigger": ME_PLAYED, "effect": [
         {"gain_counters": {"what": {"target": "character"}, "counter": "trial", "amount": 1}}]}}),
    ("{R} I lose 1 Quest counter.", "{R} Je perds 1 compteur Quête.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "reserve"}, "effect": [
         {"lose_counters": {"what": "me", "counter": "quest", "amount": 1}}]}}),
    ("Remove 2 Trial counters from target Character.", "Retirez 2 compteurs Épreuve d'un Personnage ciblé.",
     "spell", {"effect": [{"lose_counters": {"what": {"target": "character"}, "counter": "trial", "amount": 2}}]}),
    ("When I gain my third Trial counter — Draw a card.",
     "Lorsque je gagne mon troisième compteur Épreuve — Piochez une carte.", "permanent",
     {"reaction": {"trigger": {"event": "gains_counter", "object": "me", "counter": "trial", "reaching": 3},
                   "effect": [{"draw": 1}]}}),
    ("When I gain a Quest counter — I gain 1 boost.", "Lorsque je gagne un compteur Quête — Je gagne 1 boost.",
     "character", {"reaction": {"trigger": {"event": "gains_counter", "object": "me", "counter": "quest"},
                                "effect": [{"boost": {"what": "me", "amount": 1}}]}}),
    ("{R} If I have 2 or more Quest counters, draw a card.",
     "{R} Si j'ai au moins 2 compteurs Quête, piochez une carte.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "reserve"}, "effect": [
         {"draw": 1, "if": {"counters": "me", "counter": "quest", "at_least": 2}}]}}),
    ("When you sacrifice a non-Illusion Character — Draw a card.",
     "Lorsque vous sacrifiez un Personnage non-Illusion — Piochez une carte.", "permanent",
     {"reaction": {"trigger": {"event": "sacrificed", "object": {"any": "character", "controller": "you",
                                                                  "not_subtype": "illusion"}},
                   "effect": [{"draw": 1}]}}),
    ("{I} When you play a Spell — I gain 1 boost, up to a max of 3.",
     "{I} Lorsque vous jouez un Sort — Je gagne 1 boost, jusqu'à un max de 3.", "character",
     {"support": {"reaction": {"trigger": {"event": "played", "object": {"any": "spell", "controller": "you"}},
                               "effect": [{"boost": {"what": "me", "amount": 1, "up_to_total": 3}}]}}}),
    ("When an opponent plays a Character — I gain 1 Trial counter.",
     "Lorsqu'un adversaire joue un Personnage — Je gagne 1 compteur Épreuve.", "permanent",
     {"reaction": {"trigger": {"event": "played", "object": {"any": "character", "controller": "opponent"}},
                   "effect": [{"gain_counters": {"what": "me", "counter": "trial", "amount": 1}}]}}),
    ("Support abilities can give cards in Reserve #counters beyond their maximum.# (reminder)",
     "Les capacités de Soutien peuvent donner aux cartes en Réserve #des compteurs au-delà de leur maximum.# "
     "(rappel)", "hero", {"passive": {"counters_beyond_max": True}}),
    ("{J} I gain 1 Quest counter. Then, if I have 3 or more Quest counters, draw a card.",
     "{J} Je gagne 1 compteur Quête. Puis, si j'ai au moins 3 compteurs Quête, piochez une carte.", "character",
     {"reaction": {"trigger": ME_PLAYED, "effect": [
         {"gain_counters": {"what": "me", "counter": "quest", "amount": 1}},
         {"draw": 1, "if": {"counters": "me", "counter": "quest", "at_least": 3}}]}}),
    ("{H} Roll a die. On a:  • 4+, [Sabotage].  • 1-3, [Resupply].",
     "{H} Lancez un dé. Sur :  • 4+, [Sabotez].  • 1-3, [Ravitaillez].", "character",
     {"reaction": {"trigger": {"played": "me", "from": "hand"}, "effect": [{"roll_die": [
         {"results": "4+", "effect": [{"sabotage": "target"}]},
         {"results": "1-3", "effect": [{"resupply": 1}]}]}]}}),
    ("Roll a die. On a:  • 6, draw 2 cards.  • 2-5, draw a card.",
     "Lancez un dé. Sur :  • 6, piochez 2 cartes.  • 2-5, piochez une carte.", "spell",
     {"effect": [{"roll_die": [{"results": "6", "effect": [{"draw": 2}]},
                               {"results": "2-5", "effect": [{"draw": 1}]}]}]}),
    ("Roll a die. 1-4: draw a card. 5: [Resupply]. 6: draw 2 cards.",
     "Lancez un dé. 1-4 : piochez une carte. 5 : [Ravitaillez]. 6 : piochez 2 cartes.", "spell",
     {"effect": [{"roll_die": [{"results": "1-4", "effect": [{"draw": 1}]},
                               {"results": "5", "effect": [{"resupply": 1}]},
                               {"results": "6", "effect": [{"draw": 2}]}]}]}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_template_reads_the_same_in_english_and_french(en: str, fr: str, card_type: str, ability: Any) -> None:
    got = [parse_text(text, lang, card_type=card_type).verdicts for text, lang in ((en, "en"), (fr, "fr"))]
    for verdicts in got:
        assert [(v.verdict, v.ability) for v in verdicts] == [(EXECUTABLE, ability)], verdicts


def test_a_die_roll_without_its_lines_and_spending_counters_stay_unsupported() -> None:
    assert [(v.verdict, v.reason) for v in parse_text("{H} Roll a die.", "en").verdicts] == [
        (UNSUPPORTED, "rolling a die")]
    spend = parse_text("You may spend 2 counters from a card you control to draw a card.", "en", card_type="spell")
    assert [(v.verdict, v.reason) for v in spend.verdicts] == [(UNSUPPORTED, "counters")]


def _scenario(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text("scenario: s\nrules: seed\n" + body)
    return path


TOWER = """cards:
  tower:
    name: Tower
    type: permanent
    abilities:
      - reaction:
          trigger: {event: gains_counter, object: me, counter: trial, reaching: 3}
          effect: [{draw: 1}]
          label: Tower third
  charge:
    name: Charge
    type: spell
    effect: [{gain_counters: {what: {each: permanent, controller: you}, counter: trial, amount: 2}}]
board:
  phase: afternoon
  players:
    alice: {mana: 4, hand: [charge, charge], landmarks: [{card: tower, counters: {trial: 1}}], deck: 3}
    bob: {}
do:
  - {play: charge, by: alice}
  - {play: charge, by: alice}
"""


def test_reaching_a_count_triggers_once_on_the_gain_that_reaches_it(tmp_path: Path) -> None:
    """1 + 2 reaches 3 (the trigger fires); 3 + 2 passes no count of 3 again (it does not)."""
    res = resolve(load_scenario(_scenario(tmp_path, TOWER)))
    said = [e.en if e.kind == "atomic" else e.kind for e in res.trace.events
            if (e.kind == "atomic" and ("Trial" in e.en or "draws" in e.en))
            or (e.kind == "reaction_activated" and "Tower third" in e.en)]
    assert said == ["put 2 Trial counters on Tower (tower#1)", "reaction_activated",
                    "Alice draws face-down card (unknown-card#4)", "put 2 Trial counters on Tower (tower#1)"]
    tower = res.state.in_zone("alice.landmarks")[0]
    assert tower.counters == {"trial": 5}
    assert "counters-by-card-text" in [r.id for r, _ in res.readings]


def test_counters_show_in_the_board_json_the_digest_and_explore_differences(tmp_path: Path) -> None:
    path = _scenario(tmp_path, TOWER)
    result = runner.invoke(app, ["resolve", str(path), "--format", "json"])
    assert result.exit_code == 0, result.output
    board = json.loads(result.stdout)["board"]
    assert board["players"]["alice"]["landmarks"] == [{"card": "tower#1", "counters": {"trial": 5}}]
    res = resolve(load_scenario(path))
    assert board_key(res.state)["zones"]["alice.landmarks"] == [
        ["tower", "alice", "alice", (), 0, False, (("trial", 5),)]]
    assert object_text(["tower", "alice", "alice", [], 1, False, [["trial", 5]]]) == "tower (1 boost, 5 Trial counters)"
    page = tmp_path / "replay.html"
    assert runner.invoke(app, ["resolve", str(path), "--html", str(page)]).exit_code == 0
    films = page.read_text()
    assert "3 Trial counters" in films and "5 Trial counters" in films  # the board after each gain


def test_removing_more_counters_than_there_are_leaves_none_and_none_is_impossible(tmp_path: Path) -> None:
    body = """cards:
  drain:
    name: Drain
    type: spell
    effect: [{lose_counters: {what: {target: character}, counter: quest, amount: 3}},
             {lose_counters: {what: that_target, counter: quest}}]
  keeper: {name: Keeper, type: character, cost: 1, stats: {forest: 1}}
board:
  phase: afternoon
  players:
    alice: {mana: 2, hand: [drain], expeditions: {hero: [{card: keeper, counters: {quest: 2}}]}}
    bob: {}
do:
  - {play: drain, by: alice, targets: [keeper]}
"""
    res = resolve(load_scenario(_scenario(tmp_path, body)))
    said = [(e.kind, e.en) for e in res.trace.events if "Quest" in e.en and e.kind != "step"]
    assert said == [("atomic", "remove 3 Quest counters from Keeper (keeper#1)"),
                    ("ignored", "remove 1 Quest counter from Keeper (keeper#1): cannot happen (it has no Quest "
                                "counter), ignored")]
    assert res.state.in_zone("alice.hero")[0].counters == {}


def test_an_unscripted_die_roll_is_an_assumption_that_names_the_result() -> None:
    scenario = load_scenario(PRINTED / "printed-en-die-roll.yaml")
    res = resolve(scenario.__class__(**{**scenario.__dict__, "choices": []}))
    assumed = [(d.kind, a.keys, a.how) for d, a in res.assumptions]
    assert assumed == [("die_roll", ("1",), "assumed")] * 3
    rolls = [e.en for e in res.trace.events if e.kind == "decision" and "die" in e.en]
    whose = [r.split(": the die shows")[0] for r in rolls]  # each roll says whose it is
    assert [w.split(" (")[0] for w in whose] == [f"Alice rolls a die for {card}" for card in
                                                  ("Dice Tinkerer", "Lucky Toss", "Fate Coin")]
    assert [r.split(": the die shows")[1] for r in rolls] == [" 1 (assumed: not scripted)"] * 3
    # a 1 on Dice Tinkerer is "• 1, [Resupply]": the result, the roll's step and its atomic action (which a modifier
    # sees, judge.engine.dice), the line, then its step, in that order
    after = [e.kind for e in res.trace.events[res.trace.events.index(next(
        e for e in res.trace.events if e.kind == "decision" and "die" in e.en)):]][:5]
    assert after == ["decision", "step", "atomic", "condition", "step"]


def test_explore_follows_the_six_results_of_each_roll() -> None:
    result = explore(load_scenario(PRINTED / "printed-en-die-roll.yaml"))
    assert sum(o.path_count for o in result.outcomes) == 6 ** 3  # three rolls, each of its six results
    said = {step for outcome in result.outcomes for path in outcome.paths for step in path}
    rolled = {step.split(" for ")[1].split(" (")[0].split(" →")[0] for step in said}
    assert rolled == {"Dice Tinkerer", "Lucky Toss", "Fate Coin"}  # each roll says whose it is
    assert {step.split(" → ")[-1] for step in said} == {f"the die shows {n}" for n in range(1, 7)}
    decks = sorted({len(o.canonical["zones"]["alice.deck"]) for o in result.outcomes})
    assert decks == [0, 1, 2, 3, 4]  # 5 cards: 0 to 2 taken by the first two rolls, always 1 or 2 by Fate Coin


@pytest.mark.parametrize(("body", "message"), [
    ("{card: keeper, counters: {boost: 1}}", "a counter's name in one word"),
    ("{card: keeper, counters: {quest: many}}", "a number of counters"),
])
def test_bad_counters_on_the_board_are_one_line_errors(tmp_path: Path, body: str, message: str) -> None:
    refused_in_one_line(tmp_path / "s.yaml", "scenario: s\nrules: seed\ncards:\n  keeper: {name: Keeper, type: "
                        "character, cost: 1, stats: {forest: 1}}\nboard:\n  players:\n    alice:\n      expeditions: "
                        "{hero: [" + body + "]}\n    bob: {}\n", message)


def test_die_lines_that_cover_a_result_twice_are_refused(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "cards:\n  toss:\n    name: Toss\n    type: spell\n    effect:\n      - roll_die:\n"
                               "          - {results: [1, 2, 3], effect: [{draw: 1}]}\n"
                               "          - {results: [3, 4], effect: [{draw: 2}]}\n"
                               "board:\n  players:\n    alice: {}\n    bob: {}\n")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2
    assert "results 1 to 6 that no other line covers, found 3" in result.output


def test_an_opponent_playing_a_character_triggers_when_it_joins_and_a_capped_boost_stops_at_its_max(
        tmp_path: Path) -> None:
    body = """cards:
  watcher:
    name: Watcher
    type: permanent
    text: 'When an opponent plays a Character — I gain 1 Trial counter.'
  stacker:
    name: Stacker
    type: character
    cost: 1
    stats: {forest: 1}
    text: 'When you play a Spell — I gain 2 boosts, up to a max of 3.'
  spark: {name: Spark, type: spell, cost: 0, effect: [nothing]}
  runner: {name: Runner, type: character, cost: 0, stats: {forest: 1}}
board:
  phase: afternoon
  players:
    alice: {hand: [spark, spark, spark], landmarks: [watcher], expeditions: {hero: [stacker]}}
    bob: {hand: [runner]}
do:
  - {play: runner, by: bob, expedition: hero}
  - {play: spark, by: alice}
  - {play: spark, by: alice}
  - {play: spark, by: alice}
"""
    res = resolve(load_scenario(_scenario(tmp_path, body)))
    said = [(e.kind, e.en.split(" (")[0]) for e in res.trace.events
            if e.kind in ("atomic", "ignored", "reaction_activated") and ("Watcher" in e.en or "Stacker" in e.en)]
    assert said == [("reaction_activated", "Watcher"), ("atomic", "put 1 Trial counter on Watcher"),
                    ("reaction_activated", "Stacker"), ("atomic", "put 2 boost counters on Stacker"),
                    ("reaction_activated", "Stacker"), ("atomic", "put 1 boost counter on Stacker"),
                    ("reaction_activated", "Stacker"), ("ignored", "put 2 boost counters on Stacker")]
    assert "it has 3 boosts: the max is 3" in [e.en for e in res.trace.events if e.kind == "ignored"][-1]
    assert res.state.in_zone("alice.hero")[0].boosts == 3
    assert "spell-played-as-it-leaves-limbo" in [r.id for r, _ in res.readings]


@pytest.mark.parametrize(("results", "said"), [("'4-6'", "4-6"), ("'4+'", "4+"), ("[4, 5, 6]", "4+"), ("'6'", "6")])
def test_a_die_line_is_said_as_printed(tmp_path: Path, results: str, said: str) -> None:
    """6.5.c — a line given as printed ("4-6") is said so in the trace, not rewritten ("4+")."""
    path = _scenario(tmp_path, "cards:\n  toss:\n    name: Toss\n    type: spell\n    effect:\n      - roll_die:\n"
                               "          - {results: '1-3', effect: [{draw: 1}]}\n"
                               f"          - {{results: {results}, effect: [{{draw: 2}}]}}\n"
                               "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
                               "    alice: {hand: [toss], deck: 6}\n    bob: {}\n"
                               "do:\n  - {play: toss, by: alice}\nchoices:\n  - {decision: die_roll, answer: 6}\n")
    res = resolve(load_scenario(path))
    assert [e.en for e in res.trace.events if e.kind == "condition"] == [f"the die shows 6: the line '{said}' happens"]


@pytest.mark.parametrize("results", ["'7+'", "'5-2'", "'four'"])
def test_a_die_line_printed_wrong_is_refused(tmp_path: Path, results: str) -> None:
    path = _scenario(tmp_path, "cards:\n  toss:\n    name: Toss\n    type: spell\n    effect:\n      - roll_die:\n"
                               f"          - {{results: {results}, effect: [{{draw: 1}}]}}\n"
                               "board:\n  players:\n    alice: {}\n    bob: {}\n")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2
    assert "results as printed: '4-6', '4+' or '6'" in result.output
