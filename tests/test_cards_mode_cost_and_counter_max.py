"""Real cards: a mode printed "{T} : …" ("Choose one: • I gain 1 boost, up to a max of 3. • {T} : I gain 2 boosts, up
to a max of 3.", read as an internal action, 6.5.g, the seeds giving a cost inside a mode no rule of its own) and named
counters "up to a max of N" ("I gain 1 Arcane counter, up to a max of 3", 1.2.4.c, 6.5.f), in English and French, and
what the engine does with them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.errors import ScenarioError
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("{I} At Noon — Choose one: • I gain 1 boost, up to a max of 2. • {T} : I gain 3 boosts, up to a max of 4.",
     "{I} À Midi — Choisissez l'un : • Je gagne 1 boost, jusqu'à un max de 2. • {T} : Je gagne 3 boosts, jusqu'à un "
     "max de 4.", "character",
     {"support": {"reaction": {"trigger": {"at": "noon"}, "effect": [{"choose_one": [
         [{"boost": {"what": "me", "amount": 1, "up_to_total": 2}}],
         [{"may_pay": {"cost": ["exhaust_me"],
                       "effect": [{"boost": {"what": "me", "amount": 3, "up_to_total": 4}}]}}]]}]}}}),
    ("{I} When you play a Spell — I gain 1 Rune counter, up to a max of 4.",
     "{I} Lorsque vous jouez un Sort — Je gagne 1 compteur Rune, jusqu'à un max de 4.", "character",
     {"support": {"reaction": {"trigger": {"event": "played", "object": {"any": "spell", "controller": "you"}},
                               "effect": [{"gain_counters": {"what": "me", "counter": "rune", "amount": 1,
                                                             "up_to_total": 4}}]}}}),
    ("{I} At Noon — Choose one: • I gain 1 Rune counter, up to a max of 3. • {T} : I gain 2 Rune counters, up to a "
     "max of 3.",
     "{I} À Midi — Choisissez l'un : • Je gagne 1 compteur Rune, jusqu'à un max de 3. • {T} : Je gagne 2 compteurs "
     "Rune, jusqu'à un max de 3.", "character",
     {"support": {"reaction": {"trigger": {"at": "noon"}, "effect": [{"choose_one": [
         [{"gain_counters": {"what": "me", "counter": "rune", "amount": 1, "up_to_total": 3}}],
         [{"may_pay": {"cost": ["exhaust_me"], "effect": [
             {"gain_counters": {"what": "me", "counter": "rune", "amount": 2, "up_to_total": 3}}]}}]]}]}}}),
]


#: the triggers these abilities mostly come with: "When you play another …", "When another … joins your Expeditions".
TEMPLATES += [
    ("{I} When you play another Spell — I gain 1 Rune counter, up to a max of 3.",
     "{I} Lorsque vous jouez un autre Sort — Je gagne 1 compteur Rune, jusqu'à un max de 3.", "character",
     {"support": {"reaction": {"trigger": {"event": "played",
                                           "object": {"any": "spell", "controller": "you", "other": True}},
                               "effect": [{"gain_counters": {"what": "me", "counter": "rune", "amount": 1,
                                                             "up_to_total": 3}}]}}}),
    ("{I} When another Character joins your Expeditions — I gain 1 boost, up to a max of 2.",
     "{I} Lorsqu'un autre Personnage rejoint vos Expéditions — Je gagne 1 boost, jusqu'à un max de 2.", "character",
     {"support": {"reaction": {"trigger": {"event": "joins_expedition", "object": {"any": "character", "other": True},
                                           "to": "your expeditions"},
                               "effect": [{"boost": {"what": "me", "amount": 1, "up_to_total": 2}}]}}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


OWL_TEXT = ("{I} At Noon — Choose one: • I gain 1 Rune counter, up to a max of 3. "
            "• {T} : I gain 2 Rune counters, up to a max of 3.")


def _noon(tmp_path: Path, owl: str, answers: str) -> Path:
    path = tmp_path / "noon.yaml"
    path.write_text(f"""rules: seed
cards:
  tally-owl:
    name: Tally Owl
    type: character
    cost: 2
    stats: {{forest: 1}}
    text: "{OWL_TEXT}"
board:
  phase: morning
  first_player: alice
  players:
    alice:
      reserve: [{owl}]
    bob: {{}}
do:
  - start_phase: noon
choices:
{answers}""", encoding="utf-8")
    return path


def test_the_mode_with_a_cost_pays_it_first_then_gains_only_what_is_missing(tmp_path: Path) -> None:
    """6.5.e, 6.5.g, 6.1.d, 1.2.4.c: the mode is chosen with the Reaction; its "{T}" is paid as the internal action's
    cost, one step, before its effect; with 2 Rune counters, "2 …, up to a max of 3" puts 1."""
    path = _noon(tmp_path, "{card: tally-owl, counters: {rune: 2}}",
                 "  - {decision: mode, answer: 2}\n  - {decision: internal_action, answer: \"yes\"}\n")
    result = resolve(load_scenario(path), strict=True)
    events = result.trace.events
    order = [e.kind for e in events if e.kind in ("decision", "pay_costs", "atomic")]
    assert order[-5:] == ["decision", "decision", "pay_costs", "atomic", "atomic"]
    atomics = [e.en for e in events if e.kind == "atomic"]
    assert atomics[-2:] == ["exhaust Tally Owl (tally-owl#1)", "put 1 Rune counter on Tally Owl (tally-owl#1)"]
    owl = result.state.in_zone("alice.reserve")[0]
    assert owl.exhausted and owl.counters == {"rune": 3}


def test_at_the_max_the_gain_cannot_happen_and_is_ignored(tmp_path: Path) -> None:
    """6.5.f, 1.2.4.c: at 3 Rune counters already, "I gain 1 Rune counter, up to a max of 3" cannot happen: it is
    ignored, and the count stays 3."""
    path = _noon(tmp_path, "{card: tally-owl, counters: {rune: 3}}", "  - {decision: mode, answer: 1}\n")
    result = resolve(load_scenario(path), strict=True)
    ignored = [e for e in result.trace.events if e.kind == "ignored"]
    assert any("the max is 3" in e.en and "6.5.f" in e.rules for e in ignored)
    assert result.state.in_zone("alice.reserve")[0].counters == {"rune": 3}


def test_up_to_total_is_refused_on_lose_counters(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("""rules: seed
cards:
  owl:
    name: Owl
    type: character
    cost: 1
    abilities:
      - quick_action:
          cost: [exhaust_me]
          effect: [{lose_counters: {what: me, counter: rune, up_to_total: 2}}]
board:
  players: {alice: {}, bob: {}}
""", encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    assert "up_to_total only on gain_counters" in str(err.value)


def test_another_character_joining_your_expeditions_and_played_by_you_not_by_the_opponent(tmp_path: Path) -> None:
    """6.3.b, 7.2.2.a, 1.2.4.d: the Reserve's Perch and Scribe see Alice's Character join her Expedition and being
    played by her: each gains one (Perch up to its max of 2); Bob's Character, in his Expedition, triggers neither."""
    path = tmp_path / "joins.yaml"
    path.write_text("""rules: seed
cards:
  perch:
    name: Perch
    type: character
    cost: 1
    stats: {forest: 1}
    text: "{I} When another Character joins your Expeditions — I gain 1 boost, up to a max of 2."
  scribe:
    name: Scribe
    type: character
    cost: 1
    stats: {forest: 1}
    text: "{I} When you play another Character — I gain 1 Rune counter, up to a max of 3."
  filler:
    name: Filler
    type: character
    cost: 1
    stats: {forest: 1}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {mana: 1, hand: [filler], reserve: [{card: perch, boosts: 1, statuses: [boosted]}, scribe]}
    bob: {mana: 1, hand: [filler]}
do:
  - {play: filler, by: alice, expedition: hero}
  - {play: filler, by: bob, expedition: hero}
choices:
  - {decision: reaction_order, answer: perch}
""", encoding="utf-8")
    result = resolve(load_scenario(path), strict=True)
    events = result.trace.events
    activated = [(e.seq, e.attr("source")) for e in events if e.kind == "reaction_activated"]
    bob_plays = next(e.seq for e in events if e.kind == "play" and e.actor == "bob")
    assert [source.split(" ")[0] for _, source in activated] == ["Perch", "Scribe"]
    assert all(seq < bob_plays for seq, _ in activated)
    perch, scribe = result.state.in_zone("alice.reserve")
    assert (perch.boosts, scribe.counters) == (2, {"rune": 1})
