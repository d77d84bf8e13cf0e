"""Real cards: playing cards from an effect, delayed effects on the next card played, up to N targets and modes
(issue 16, point 5). Each template reads the same in English and French; the engine's part is checked here where
the bundled scenarios (scenarios/printed/printed-*-play-from-effect, -next-card-played) do not show it."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from judge.cards.parse import EXECUTABLE, parse_text
from judge.engine.agenda import Unasked, advance
from judge.engine.decisions import Decision
from judge.explore_key import state_key
from judge.model.cards import NextCard
from judge.model.state import PendingNextCard
from judge.resolve import resolve, start
from judge.scenario.loader import load_scenario
from judge.trace import Trace
from tests.conftest import one_executable_ability, refused_in_one_line

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("Immediately play a Character for {3} less. It gains [[Anchored]].",
     "Jouez immédiatement un Personnage pour {3} de moins. Il gagne [[Ancré]].", "spell",
     {"effect": [{"play": {"what": {"chosen": "character"}, "less": 3}},
                 {"gain_status": {"what": "it", "status": "anchored"}}]}),
    ("Immediately play for free up to three Characters with Hand Cost {2} or less.",
     "Jouez immédiatement jusqu'à trois Personnages de Coût de Main {2} ou moins gratuitement.", "spell",
     {"effect": [{"play": {"what": {"chosen": "character", "hand_cost_at_most": 2, "count": 3, "up_to": True},
                           "free": True}}]}),
    ("{J} Starting with you, each player may immediately play a Character with Hand Cost {1} or less for free.",
     "{J} En commençant par vous, chaque joueur peut immédiatement jouer un Personnage de Coût de Main {1} ou moins "
     "gratuitement.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"}, "effect": [
         {"play": {"what": {"chosen": "character", "hand_cost_at_most": 1, "up_to": True}, "free": True,
                   "player": "each"}}]}}),
    ("{D} : The next Spell you play this turn costs {2} less.",
     "{D} : Le prochain Sort que vous jouez ce tour coûte {2} de moins.", "character",
     {"quick_action": {"cost": ["discard_me"], "effect": [{"next_card": {"what": "spell", "less": 2}}]}}),
    ("{T} : The next Character you play this turn gains 2 boosts.",
     "{T} : Le prochain Personnage que vous jouez ce tour-ci gagne 2 boosts.", "permanent",
     {"quick_action": {"cost": ["exhaust_me"], "effect": [{"next_card": {"what": "character", "boost": 2}}]}}),
    ("{T} : The next Character played from your hand this turn activates one of its {r} abilities.",
     "{T} : Le prochain Personnage joué de votre main ce tour-ci active l'une de ses capacités {r}.", "permanent",
     {"quick_action": {"cost": ["exhaust_me"], "effect": [
         {"next_card": {"what": "character", "activate": True, "from": "hand"}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


CARDS = """cards:
  summons:
    name: Summons
    type: spell
    cost: 1
    text: Immediately play a Character for {1} less. It gains [[Anchored]].
  pricey:
    name: Pricey
    type: character
    cost: 4
    stats: {forest: 1}
  spark:
    name: Spark
    type: character
    cost: 1
    echo: '{D} : The next Character you play this turn costs {1} less.'
  two-calls:
    name: Two Calls
    type: character
    cost: 1
    text: '{R} Draw a card.  {R} I gain 2 boosts.'
  echo-horn:
    name: Echo Horn
    type: permanent
    cost: 1
    text: '{T} : The next Character played from your hand this turn activates one of its {r} abilities.'
  hand-herald:
    name: Hand Herald
    type: permanent
    cost: 1
    abilities:
      - quick_action:
          cost: [exhaust_me]
          effect: [{next_card: {what: character, from: hand, boost: 1, until: afternoon}}]
"""


def _scenario(tmp_path: Path, players: str, do: str, extra: str = "") -> Path:
    """An Afternoon scenario of the printed library with ``CARDS`` and the ``extra`` cards; ``do`` is the rest of
    the file after "do:" (its items, then any choices)."""
    path = tmp_path / "s.yaml"
    path.write_text(f"scenario: s\nrules: seed\ninclude: [judge:printed-en]\n{CARDS}{extra}board:\n"
                    f"  phase: afternoon\n  players:\n{players}do:\n{do}", encoding="utf-8")
    return path


def test_a_card_that_cannot_be_paid_is_not_offered_and_nothing_is_played(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "    alice:\n      mana: 3\n      hand: [summons, pricey]\n    bob: {}\n",
                     "  - {play: summons, by: alice}\n")
    res = resolve(load_scenario(path))
    kinds = [(e.kind, e.en) for e in res.trace.events]
    ignored = [i for i, (k, en) in enumerate(kinds) if k == "ignored" and "nothing is played" in en]
    assert ignored, kinds  # Pricey costs 4 - 1 = 3, but 1 of the 3 orbs paid for Summons
    later = [k for k, en in kinds[ignored[0]:] if k == "play"]
    assert later == []
    assert [o.card.id for o in res.state.in_zone("alice.hand")] == ["pricey"]
    assert not res.assumptions


def test_the_card_played_is_it_for_the_next_step_and_its_cost_is_reduced(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "    alice:\n      mana: 4\n      hand: [summons, pricey]\n    bob: {}\n",
                     "  - {play: summons, by: alice}\n")
    res = resolve(load_scenario(path))
    events = [(e.kind, e.en) for e in res.trace.events]
    plays = [i for i, (k, en) in enumerate(events) if k == "play" and "Pricey" in en]
    paid = [i for i, (k, en) in enumerate(events) if k == "pay_costs" and "3 Mana" in en]
    anchored = [i for i, (k, en) in enumerate(events) if k == "atomic" and "gains Anchored" in en]
    assert plays and paid and anchored and plays[0] < paid[0] < anchored[0]
    (pricey,) = [o for o in res.state.in_play("alice") if o.card.id == "pricey"]
    assert "anchored" in pricey.statuses


def test_a_delayed_effect_from_the_hand_only_waits_past_a_card_played_from_the_reserve(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "    alice:\n      mana: 5\n      hand: [pricey]\n      reserve: [spark]\n"
                     "      landmarks: [hand-herald]\n    bob: {}\n",
                     "  - {quick_action: hand-herald, by: alice}\n  - {play: spark, by: alice, from: reserve, "
                     "expedition: hero}\n  - {play: pricey, by: alice, expedition: hero}\n")
    res = resolve(load_scenario(path))
    notes = [e.en for e in res.trace.events if e.kind == "note" and "is the next card played" in e.en]
    # Spark came from the Reserve: the effect ("this Afternoon": Spark's play ends the turn, 4.2.3.c) waited for Pricey
    assert len(notes) == 1 and "Pricey" in notes[0]
    hero = {o.card.id: o.boosts for o in res.state.in_zone("alice.hero")}
    assert hero == {"spark": 0, "pricey": 1}
    assert res.state.next_cards == []


def test_a_waiting_delayed_effect_is_copied_with_the_state_and_is_part_of_the_explore_key(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "    alice:\n      mana: 5\n      hand: [pricey]\n    bob: {}\n",
                     "  - {play: pricey, by: alice}\n")
    engine = start(load_scenario(path), Unasked(), Trace())
    assert isinstance(advance(engine), Decision)  # the expedition
    before = state_key(engine)
    engine.state.add_next_card(PendingNextCard("alice", NextCard("character", less=1), "test"))
    assert state_key(engine) != before
    copied = engine.snapshot()
    assert copied.state.next_cards == engine.state.next_cards
    copied.state.use_next_cards(list(copied.state.next_cards))
    assert engine.state.next_cards and not copied.state.next_cards
    assert copy.deepcopy(engine.state).next_cards == engine.state.next_cards


@pytest.mark.parametrize(("step", "message"), [
    ("{next_card: {what: character, less: 1, boost: 1}}", "one of less:, boost:, activate: or free:"),
    ("{next_card: {what: hero, less: 1}}", "card, character, spell, permanent"),
    ("{play: {what: {target: character}}}", "a card chosen as the step resolves"),
    ("{play: {what: {chosen: character}, free: yes, less: 2}}", "free: or less:, not both"),
])
def test_the_ability_language_refuses_a_malformed_play_or_next_card_in_one_line(tmp_path: Path, step: str,
                                                                                message: str) -> None:
    refused_in_one_line(tmp_path / "bad.yaml", "scenario: s\nrules: seed\ncards:\n  x:\n    name: X\n    type: spell\n"
                        f"    cost: 1\n    effect: [{step}]\nboard:\n  players:\n    alice: {{hand: [x]}}\n"
                        "    bob: {}\ndo:\n  - {play: x, by: alice}\n", message)


def test_choose_up_to_n_with_repetition_is_n_choices_of_up_to_one_mode_in_both_languages() -> None:
    en = parse_text("Choose up to two, #you may choose the same option multiple times:#  • Exhaust target "
                    "Character.  • [Sabotage].", "en", card_type="spell").verdicts
    fr = parse_text("Choisissez jusqu'à deux, #vous pouvez choisir la même option plusieurs fois :#  • Épuisez un "
                    "Personnage ciblé.  • [Sabotez].", "fr", card_type="spell").verdicts
    assert [v.verdict for v in en] == [v.verdict for v in fr] == [EXECUTABLE]
    one = {"choose_one": [[{"exhaust": {"target": "character"}}], [{"sabotage": "target"}], ["nothing"]]}
    assert en[0].ability == fr[0].ability == {"effect": [one, one]}


def test_choose_up_to_n_modes_without_targets_stays_unsupported() -> None:
    got = parse_text("Choose up to two, you may choose the same option multiple times:  • Draw a card.  • "
                     "[Resupply].", "en", card_type="spell").verdicts
    assert [(v.verdict, v.reason) for v in got] == [("unsupported", "choosing up to N modes")]


TWIN = """cards:
  twin:
    name: Twin
    type: spell
    cost: 1
    text: Up to two target Characters each gain 1 boost.
"""


def _twin(tmp_path: Path, targets: str) -> Path:
    path = tmp_path / "t.yaml"
    path.write_text(f"scenario: t\nrules: seed\ninclude: [judge:printed-en]\n{TWIN}board:\n  phase: afternoon\n"
                    "  players:\n    alice:\n      mana: 1\n      hand: [twin]\n"
                    "      expeditions: {hero: [plain-filler, glade-courier], companion: []}\n    bob: {}\n"
                    f"do:\n  - {{play: twin, by: alice{targets}}}\n", encoding="utf-8")
    return path


def test_the_second_target_of_one_phrase_is_chosen_among_the_others_or_none(tmp_path: Path) -> None:
    res = resolve(load_scenario(_twin(tmp_path, ", targets: [glade-courier]")))
    (decision, answer), = res.assumptions  # the second target was not scripted
    assert [o.key for o in decision.options] == ["plain-filler#1", "none"]  # Glade Courier is chosen already
    assert answer.keys == ("plain-filler#1",)
    assert sorted((o.card.id, o.boosts) for o in res.state.in_zone("alice.hero")) == [
        ("glade-courier", 1), ("plain-filler", 1)]


def test_no_target_for_the_first_ends_the_choice_of_that_phrase(tmp_path: Path) -> None:
    res = resolve(load_scenario(_twin(tmp_path, ", targets: [none]")))
    assert not res.assumptions
    targets = [e for e in res.trace.events if e.kind == "decision" and ("decision", "target") in e.attrs]
    assert len(targets) == 1
    assert all(o.boosts == 0 for o in res.state.in_zone("alice.hero"))


@pytest.mark.parametrize(("played", "expected"), [("pricey", "no {R} ability"), ("two-calls", "activate_reaction")])
def test_activating_one_of_its_r_abilities_asks_which_or_says_there_is_none(tmp_path: Path, played: str,
                                                                          expected: str) -> None:
    do = f"  - {{quick_action: echo-horn, by: alice}}\n  - {{play: {played}, by: alice, expedition: hero}}\n"
    if played == "two-calls":
        do += "choices:\n  - {decision: activate_reaction, answer: 2}\n"
    path = _scenario(tmp_path, f"    alice:\n      mana: 5\n      hand: [{played}]\n      landmarks: [echo-horn]\n"
                     "      deck: 2\n    bob: {}\n", do)
    res = resolve(load_scenario(path), strict=True)
    if played == "pricey":
        assert any(e.kind == "ignored" and expected in e.en for e in res.trace.events)
        return
    asked = [e for e in res.trace.events if e.kind == "decision" and ("decision", expected) in e.attrs]
    emblems = [e for e in res.trace.events if e.kind == "reaction_activated"]
    assert len(asked) == 1 and len(emblems) == 1 and asked[0].seq < emblems[0].seq
    assert "I gain 2 boosts" in emblems[0].en
    (two,) = res.state.in_zone("alice.hero")
    assert two.boosts == 2 and len(res.state.in_zone("alice.hand")) == 0  # the draw ability was not activated


def test_a_card_waiting_for_the_next_card_cost_change_is_offered_when_both_reductions_pay_it(tmp_path: Path) -> None:
    lever = ("  lever:\n    name: Lever\n    type: permanent\n    cost: 1\n    abilities:\n"
             "      - quick_action: {cost: [exhaust_me], effect: [{next_card: {less: 1}}, "
             "{play: {what: {chosen: character, in: your hand}, less: 2}}]}\n")
    path = _scenario(tmp_path, "    alice:\n      mana: 1\n      hand: [pricey]\n      landmarks: [lever]\n"
                     "    bob: {}\n", "  - {quick_action: lever, by: alice}\n"
                     "choices:\n  - {decision: expedition, answer: hero}\n", lever)
    res = resolve(load_scenario(path))
    events = [(e.kind, e.en) for e in res.trace.events]
    assert not [en for k, en in events if k == "ignored" and "nothing is played" in en], events
    next_card = [i for i, (k, en) in enumerate(events) if k == "note" and "is the next card played" in en]
    paid = [i for i, (k, en) in enumerate(events) if k == "pay_costs" and "1 Mana" in en]
    assert next_card and paid and next_card[0] < paid[-1]  # 4 - 2 - 1 = 1: its one orb pays it
    assert [o.card.id for o in res.state.in_zone("alice.hero")] == ["pricey"]
    assert res.state.next_cards == []


def test_an_effect_that_plays_a_card_in_limbo_offers_none_it_plays_nothing(tmp_path: Path) -> None:
    echo = ("  echo:\n    name: Echo\n    type: spell\n    cost: 1\n    effect:\n"
            "      - play: {what: {chosen: spell, in: limbo}, free: yes}\n      - draw: 1\n")
    path = _scenario(tmp_path, "    alice:\n      mana: 1\n      hand: [echo]\n      deck: [pricey]\n    bob: {}\n",
                     "  - {play: echo, by: alice}\n", echo)
    res = resolve(load_scenario(path))
    events = [(e.kind, e.en) for e in res.trace.events]
    ignored = [i for i, (k, en) in enumerate(events) if k == "ignored" and "nothing is played" in en]
    drawn = [i for i, (k, en) in enumerate(events) if k == "atomic" and "draws Pricey" in en]
    assert ignored and drawn and ignored[0] < drawn[0], events  # Echo itself is in Limbo: it is not played again
    assert [o.card.id for o in res.state.in_zone("alice.reserve")] == ["echo"]


def test_a_spell_another_card_makes_cheaper_is_offered_when_that_change_pays_it(tmp_path: Path) -> None:
    extra = ("  echo:\n    name: Echo\n    type: spell\n    cost: 1\n    effect:\n"
             "      - play: {what: {chosen: spell, in: your reserve}, less: 1}\n"
             "  dear-map: {name: Dear Map, type: spell, cost: 3, effect: [{draw: 1}]}\n"
             "  thrift-stone:\n    name: Thrift Stone\n    type: permanent\n    cost: 1\n    abilities:\n"
             "      - passive: {costs_less: {amount: 1, what: your spells}}\n")
    path = _scenario(tmp_path, "    alice:\n      mana: 1\n      hand: [echo]\n      reserve: [dear-map]\n"
                     "      landmarks: [thrift-stone]\n      deck: [pricey]\n    bob: {}\n",
                     "  - {play: echo, by: alice}\n", extra)
    res = resolve(load_scenario(path))
    events = [(e.kind, e.en) for e in res.trace.events]
    assert not [en for k, en in events if k == "ignored" and "nothing is played" in en], events
    paid = [en for k, en in events if k == "pay_costs"]
    assert paid == ["pay the costs: 0 Mana", "pay the costs: 1 Mana"], paid  # Echo 1 - 1; Dear Map 3 - 1 - 1
    assert [o.card.id for o in res.state.in_zone("alice.discard")] == ["dear-map"]
    assert [o.card.id for o in res.state.in_zone("alice.hand")] == ["pricey"]
