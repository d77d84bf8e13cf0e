"""Real cards: "When you make a [Gift]" (a card an opponent draws, a Resupply of theirs or a token they are given, on
your turn: judge.engine.atomic.gift_fits, reading gift-by-reminder-text) and the condition "If I have no boosts". The
bundled scenarios (scenarios/printed/printed-*-gift) show the order of events; the cases they do not show are here."""

from __future__ import annotations

from pathlib import Path

from judge.cards.parse import UNSUPPORTED, parse_text
from judge.engine.atomic import AtomicAction, AtomicKind, gift_fits
from judge.model.cards import Pattern
from judge.model.state import GameState
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability, refused_in_one_line


def test_the_template_is_one_executable_ability_in_both_languages() -> None:
    one_executable_ability(
        "When you make a [Gift] — If I have no boosts, I gain 3 boosts.",
        "Lorsque vous faites un [Don] — Si je n'ai pas de boost, je gagne 3 boosts.", "character",
        {"reaction": {"trigger": {"event": "gift", "player": "you"}, "effect": [
            {"boost": {"what": "me", "amount": 3}, "if": {"boosts": "me", "at_least": 0, "at_most": 0}}]}})


def test_making_another_keyword_names_it() -> None:
    (verdict,) = parse_text("When you make a [Rush] — Draw a card.").verdicts
    assert verdict.verdict == UNSUPPORTED and verdict.reason == "trigger event: you make a Rush"


def _state(phase: str = "afternoon") -> GameState:
    state = GameState(["alice", "bob"])
    state.first_player, state.phase = "alice", phase
    state.give_turn("alice")
    return state


def _move(verb: str, actor: str) -> AtomicAction:
    return AtomicAction(AtomicKind.MOVE, verb, actor, obj=1, from_zone=f"{actor}.deck", to_zone=f"{actor}.hand")


def test_what_is_a_gift_on_whose_turn() -> None:
    yours, theirs = Pattern("gift", player="you"), Pattern("gift", player="opponent")
    state = _state()
    bob_draws = _move("draw", "bob")
    assert gift_fits(yours, bob_draws, state, "alice") and not gift_fits(yours, bob_draws, state, "bob")
    assert gift_fits(theirs, bob_draws, state, "bob")  # "when an opponent makes a Gift", for Bob
    assert not gift_fits(yours, _move("draw", "alice"), state, "alice")  # your own draw
    assert gift_fits(yours, _move("resupply", "bob"), state, "alice")
    assert gift_fits(yours, _move("exhausted_resupply", "bob"), state, "alice")
    assert not gift_fits(yours, _move("mana_from_deck", "bob"), state, "alice")
    token = AtomicAction(AtomicKind.CREATE, "create_token", "alice", to_zone="bob.landmarks")
    assert gift_fits(yours, token, state, "alice")
    assert not gift_fits(yours, AtomicAction(AtomicKind.CREATE, "create_token", "alice", to_zone="alice.hero"),
                         state, "alice")
    assert not gift_fits(yours, bob_draws, _state("morning"), "alice")  # the Morning's Draw is no one's turn


SHEPHERD = "{reaction: {trigger: {event: gift, player: you}, effect: [{boost: {what: me, amount: 1}}]}}"


def _activations(tmp_path: Path, alice_plays: str, bob_extra: str = "") -> int:
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n"
        f"  shepherd: {{name: Shepherd, type: character, cost: 1, abilities: [{SHEPHERD}]}}\n"
        "  largesse: {name: Largesse, type: spell, cost: 0, effect: [{draw: {count: 2, player: opponent}}]}\n"
        "  echo: {name: Echo, type: permanent, cost: 1, abilities: [{reaction: {trigger: {event: played, object: "
        "{any: spell, controller: opponent}}, effect: [{resupply: 1}]}}]}\n"
        "board:\n  phase: noon\n  first_player: alice\n  players:\n"
        f"    alice: {{mana: 1, hand: [{alice_plays}], expeditions: {{hero: [shepherd]}}, deck: 5}}\n"
        f"    bob: {{deck: 5{bob_extra}}}\n"
        f"do:\n  - start_phase: afternoon\n    turns:\n      - {{by: alice, play: {alice_plays}}}\n"
        "      - {by: bob, pass: true}\n      - {by: alice, pass: true}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    assert all(str(d.kind) == "reaction_order" for d, _ in res.assumptions)  # two Gifts: the same reaction twice
    return sum(1 for e in res.trace.events if str(e.kind) == "reaction_activated"
               and str(e.given.get("source", "")).startswith("Shepherd"))


def test_each_card_an_opponent_draws_is_a_gift_and_so_is_their_resupply(tmp_path: Path) -> None:
    assert _activations(tmp_path, "largesse") == 2
    assert _activations(tmp_path, "draw-one", ", landmarks: [echo]") == 1  # Bob Resupplies as Alice plays


def test_a_gift_is_for_reactions_only(tmp_path: Path) -> None:
    refused_in_one_line(
        tmp_path / "bad.yaml",
        "scenario: s\nrules: seed\ncards:\n  x:\n    name: X\n    type: permanent\n    cost: 1\n"
        "    abilities: [{passive: {cannot: {event: gift}}}]\n"
        "board:\n  players:\n    alice: {}\n    bob: {}\n", "gift is for reactions' triggers")
