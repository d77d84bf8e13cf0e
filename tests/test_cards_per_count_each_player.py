"""Real cards: amounts per a count ("I gain 1 boost per card in your hand", "1 Grain counter for each Character you
control", 6.1.e, the reading amount-counted-as-the-step-happens) and effects done by each player ("Each player puts
the top card of their deck in their Mana zone", "Each player discards their hand, then draws …", "Each player
sacrifices a Character", each choosing in initiative order, 1.4.5.a), in English and French, and what the engine
does with them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.errors import ScenarioError
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability

_ME = {"trigger": {"played": "me", "from": "any"}}
_FROM_HAND = {"trigger": {"played": "me", "from": "hand"}}
_EACH_HAND = {"discard": {"what": {"each": "card", "in": "any hand"}, "player": "each"}}

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("{J} I gain 3 boosts per card in your hand.", "{J} Je gagne 3 boosts pour chaque carte dans votre main.",
     "character", {"reaction": {**_ME, "effect": [
         {"boost": {"what": "me", "amount": 3, "per": {"each": "card", "in": "your hand"}}}]}}),
    ("{J} I gain 2 boosts per other Character in my Expedition.",
     "{J} Je gagne 2 boosts pour chaque autre Personnage dans mon Expédition.", "character",
     {"reaction": {**_ME, "effect": [{"boost": {"what": "me", "amount": 2, "per": {
         "each": "character", "in_my_expedition": True, "other": True}}}]}}),
    ("{J} I gain 2 boosts per Character in the Expeditions facing me.",
     "{J} Je gagne 2 boosts par Personnage dans les Expéditions qui me font face.", "character",
     {"reaction": {**_ME, "effect": [{"boost": {"what": "me", "amount": 2, "per": {
         "each": "character", "facing_me": True}}}]}}),
    ("{J} I gain 2 boosts per card in each player's Reserve.",
     "{J} Je gagne 2 boosts par carte dans la Réserve de chaque joueur.", "character",
     {"reaction": {**_ME, "effect": [{"boost": {"what": "me", "amount": 2, "per": {
         "each": "card", "in": "a reserve"}}}]}}),
    ("Target Character gains 1 boost per card in your Landmarks.",
     "Un Personnage ciblé gagne 1 boost par carte dans vos Repères.", "spell",
     {"effect": [{"boost": {"what": {"target": "character"}, "amount": 1, "per": {
         "each": "card", "in": "your landmarks"}}}]}),
    ("{J} I gain 2 boosts per Character target opponent controls.",
     "{J} Je gagne 2 boosts pour chaque Personnage qu'un adversaire ciblé contrôle.", "character",
     {"reaction": {**_ME, "effect": [{"boost": {"what": "me", "amount": 2, "per": {
         "each": "character", "controller": "you"}, "per_player": {"target": "player", "controller": "opponent"}}}]}}),
    ("At Noon — I gain 1 Grain counter per Character you control.",
     "À Midi — Je gagne 1 compteur Grain pour chaque Personnage que vous contrôlez.", "permanent",
     {"reaction": {"trigger": {"at": "noon"}, "effect": [{"gain_counters": {
         "what": "me", "counter": "grain", "amount": 1, "per": {"each": "character", "controller": "you"}}}]}}),
    ("{H} Draw a card. Each player puts the top card of their deck in their Mana zone (as an exhausted Mana Orb).",
     "{H} Piochez une carte. Chaque joueur met la carte du dessus de son deck dans sa zone de Mana (en tant qu'Orbe "
     "de Mana épuisé).", "character", {"reaction": {**_FROM_HAND, "effect": [
         {"draw": 1}, {"mana_from_deck": {"count": 1, "player": "each"}}]}}),
    ("Each player puts the top card of their deck in their Mana zone.",
     "Chaque joueur met la première carte de son deck dans sa zone de Mana.", "spell",
     {"effect": [{"mana_from_deck": {"count": 1, "player": "each"}}]}),
    ("{H} Each player discards their hand, then draws four cards.",
     "{H} Chaque joueur défausse sa main, puis pioche quatre cartes.", "character",
     {"reaction": {**_FROM_HAND, "effect": [_EACH_HAND, {"draw": {"count": 4, "player": "each"}}]}}),
    ("Each player discards their hand and their Reserve, then draws two cards.",
     "Chaque joueur défausse sa main et sa Réserve, puis pioche deux cartes.", "spell",
     {"effect": [{"simultaneously": [{"discard": _EACH_HAND["discard"]}, {"discard": {
         "what": {"each": "card", "in": "a reserve"}, "player": "each"}}]}, {"draw": {"count": 2, "player": "each"}}]}),
    ("{H} Each player sacrifices a Character. I gain 1 boost.",
     "{H} Chaque joueur sacrifie un Personnage. Je gagne 1 boost.", "character",
     {"reaction": {**_FROM_HAND, "effect": [
         {"sacrifice": {"what": {"chosen": "character", "controller": "you"}, "player": "each"}},
         {"boost": {"what": "me", "amount": 1}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_a_count_the_engine_cannot_make_stays_unsupported_with_its_mechanism() -> None:
    """Counting expeditions by the terrain they are in needs terrains the engine does not track: said so."""
    from judge.cards.parse import parse_text

    for lang, text in (("en", "{J} I gain 2 boosts per Expedition in {M}."),
                       ("fr", "{J} Je gagne 2 boosts par Expédition en {M}.")):
        verdicts = parse_text(text, lang, card_type="character").verdicts
        assert [(v.verdict, v.reason) for v in verdicts] == [("unsupported", "amounts per count (for each, per)")]


_TOLL = """rules: seed
cards:
  toll-bell:
    name: Toll Bell
    type: permanent
    cost: 1
    abilities:
      - reaction: {trigger: {at: noon}, effect: [{sacrifice: {what: {chosen: character, controller: you},
                                                              player: each}}]}
  grain-stone:
    name: Grain Stone
    type: permanent
    cost: 1
    abilities:
      - reaction: {trigger: {at: noon}, effect: [{gain_counters: {what: me, counter: grain,
                                                                  per: {each: character, controller: you}}}]}
  pawn:
    name: Pawn
    type: character
    cost: 1
    stats: {forest: 1}
board:
  phase: morning
  first_player: bob
  players:
    alice:
      landmarks: [LANDMARKS]
      expeditions: {hero: [pawn], companion: [pawn]}
    bob:
      expeditions: {companion: [pawn], hero: [pawn]}
do:
  - start_phase: noon
"""


def test_each_player_chooses_in_initiative_order_the_first_player_before_the_controller(tmp_path: Path) -> None:
    """1.4.5.a, 6.1.a: at Noon Bob is the first player and has the initiative: he chooses first, although Alice
    controls the effect; each chooses among their own Characters only; both are sacrificed in the one step that
    follows the choices, each by their controller (listed in the order chosen; they happen simultaneously, 6.1.f)."""
    path = tmp_path / "toll.yaml"
    path.write_text(_TOLL.replace("LANDMARKS", "toll-bell") + "choices:\n  - {decision: choose_cards, answer: pawn#5}\n"
                    "  - {decision: choose_cards, answer: pawn#2}\n", encoding="utf-8")
    result = resolve(load_scenario(path), strict=True)
    events = result.trace.events
    asked = [e.actor for e in events if e.kind == "decision"]
    assert asked == ["bob", "alice"], asked
    choices = [i for i, e in enumerate(events) if e.kind == "decision"]
    step = next(i for i, e in enumerate(events) if e.kind == "step" and "sacrifice" in e.en)
    assert choices[-1] < step
    sacrificed = [e.en for e in events[step:] if e.kind == "atomic"]
    assert sacrificed[0].startswith("Bob sacrifices Pawn (pawn#5)"), sacrificed
    assert sacrificed[1].startswith("Alice sacrifices Pawn (pawn#2)"), sacrificed
    assert [len(result.state.zones[z]) for z in ("alice.hero", "alice.companion", "bob.hero", "bob.companion")] == [
        1, 0, 1, 0]


def test_each_player_with_nothing_to_choose_is_not_asked(tmp_path: Path) -> None:
    """6.1.a, 1.2.6.f: Bob has no Character: only Alice is asked, and only her Character is sacrificed."""
    path = tmp_path / "toll.yaml"
    path.write_text(_TOLL.replace("LANDMARKS", "toll-bell").replace(
        "      expeditions: {companion: [pawn], hero: [pawn]}\n", ""), encoding="utf-8")
    result = resolve(load_scenario(path))
    asked = [e.actor for e in result.trace.events if e.kind == "decision" and e.attr("decision") == "choose_cards"]
    assert asked == ["alice"]
    atomics = [e.en for e in result.trace.events if e.kind == "atomic" and "sacrifices" in e.en]
    assert len(atomics) == 1 and atomics[0].startswith("Alice sacrifices Pawn")


def test_an_amount_per_count_is_counted_as_the_step_happens(tmp_path: Path) -> None:
    """6.1.e, the reading amount-counted-as-the-step-happens: Grain Stone counts the Characters Alice controls at
    Noon, after Toll Bell's step (Alice plays her reactions in the order she picks, 4.4.c) sacrificed one of them."""
    path = tmp_path / "grain.yaml"
    path.write_text(_TOLL.replace("LANDMARKS", "toll-bell, grain-stone")
                    + "choices:\n  - {decision: reaction_order, answer: toll-bell}\n"
                    "  - {decision: choose_cards, answer: pawn#6}\n  - {decision: choose_cards, answer: pawn#1}\n",
                    encoding="utf-8")
    result = resolve(load_scenario(path))
    events = result.trace.events
    kinds = [(e.kind, e.en) for e in events if e.kind in ("step", "atomic")]
    sacrifice = next(i for i, (k, en) in enumerate(kinds) if k == "step" and "sacrifice" in en)
    grain = next(i for i, (k, en) in enumerate(kinds) if k == "atomic" and "Grain" in en)
    assert sacrifice < grain
    assert "put 1 Grain counter" in kinds[grain][1]
    assert "amount-counted-as-the-step-happens" in result.trace.readings


def test_done_by_refuses_a_player_other_than_you_or_each(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(_TOLL.replace("player: each}", "player: bob}").replace("LANDMARKS", "toll-bell"),
                    encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"player: expected you or each, found 'bob'"):
        load_scenario(path)


def test_per_player_needs_per_and_a_target_player(tmp_path: Path) -> None:
    """5.2.3.b: per_player names the target player whose objects per: counts; alone, or not a target, it is refused."""
    for bad, message in (("{boost: {what: me, per_player: {target: player, controller: opponent}}}",
                          "per_player: expected per_player with per:"),
                         ("{boost: {what: me, per: {each: character}, per_player: opponent}}",
                          "per_player: expected a target player")):
        path = tmp_path / "bad.yaml"
        path.write_text(f"""rules: seed
cards:
  gauge:
    name: Gauge
    type: character
    cost: 1
    abilities:
      - reaction: {{trigger: {{played: me}}, effect: [{bad}]}}
board:
  players:
    alice: {{hand: [gauge]}}
    bob: {{}}
""", encoding="utf-8")
        with pytest.raises(ScenarioError, match=message):
            load_scenario(path)


def test_your_in_a_step_every_player_does_is_each_players_own(tmp_path: Path) -> None:
    """7.2.2.a, 1.4.5.a, 6.1.f: "Each player discards their hand" written `discard: {what: {each: card, in: your
    hand}, player: each}`: "your" is each player in turn, so both Hands are discarded in the one step, each card by
    its owner, the first player's (Bob) listed first; it discarded only the controller's Hand before."""
    path = tmp_path / "purge.yaml"
    path.write_text(_TOLL.replace("LANDMARKS", "purge-bell").replace(
        "  pawn:\n", "  purge-bell:\n    name: Purge Bell\n    type: permanent\n    cost: 1\n    abilities:\n"
        "      - reaction: {trigger: {at: noon}, effect: [{discard: {what: {each: card, in: your hand}, "
        "player: each}}]}\n  pawn:\n").replace(
        "      expeditions: {hero: [pawn], companion: [pawn]}\n", "      hand: [pawn, pawn]\n").replace(
        "      expeditions: {companion: [pawn], hero: [pawn]}\n", "      hand: [pawn]\n"), encoding="utf-8")
    result = resolve(load_scenario(path))
    steps = [i for i, e in enumerate(result.trace.events) if e.kind == "step"]
    discards = [(i, e.actor) for i, e in enumerate(result.trace.events) if e.kind == "atomic"
                and e.attr("action") == "discard"]
    assert [actor for _, actor in discards] == ["bob", "alice", "alice"]
    assert all(steps[-1] < i for i, _ in discards)  # one step
    assert [len(result.state.zones[z]) for z in ("alice.hand", "bob.hand", "alice.discard", "bob.discard")] == [
        0, 0, 2, 1]
