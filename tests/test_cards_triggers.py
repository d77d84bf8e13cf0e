"""Real cards: the trigger events "When another Character joins my Expedition", "When an opponent (you) draws one
or more cards (or Resupplies)" and "When you pass first". Each template reads the same in English and French; the
engine's part is checked here where the bundled scenarios (scenarios/printed/printed-*-joins-my-expedition,
-draw-triggers, -pass-first) do not show it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.cards.parse import EXECUTABLE, UNSUPPORTED, parse_text
from judge.engine.atomic import AtomicAction, AtomicKind, object_matches, pattern_matches
from judge.model.cards import Pattern, Selector
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability, refused_in_one_line

BUNDLED = Path(__file__).resolve().parent.parent / "scenarios" / "printed"

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("When another Character joins my Expedition — Sacrifice it and I gain 2 boosts.",
     "Lorsqu'un autre Personnage rejoint mon Expédition — Sacrifiez-le et je gagne 2 boosts.", "character",
     {"reaction": {"trigger": {"event": "joins_expedition", "object": {"any": "character", "other": True},
                               "to": "my_expedition"},
                   "effect": [{"sacrifice": "it"}, {"boost": {"what": "me", "amount": 2}}]}}),
    ("When another Character leaves my Expedition — I gain 1 boost.",
     "Lorsqu'un autre Personnage quitte mon Expédition — Je gagne 1 boost.", "character",
     {"reaction": {"trigger": {"event": "leaves", "object": {"any": "character", "other": True},
                               "from": "my_expedition"},
                   "effect": [{"boost": {"what": "me", "amount": 1}}]}}),
    ("#When an opponent draws one or more cards or [Resupplies] — I gain 2 boosts.#",
     "#Lorsqu'un adversaire pioche au moins une carte ou [Ravitaille] — Je gagne 2 boosts.#", "character",
     {"reaction": {"trigger": {"event": "draws", "player": "opponent", "or_resupplies": True},
                   "effect": [{"boost": {"what": "me", "amount": 2}}]}}),
    ("When you pass first (before any other player passes) — I gain 1 Quest counter.",
     "Lorsque vous passez en premier (avant que tout autre joueur ne passe) — Je gagne 1 compteur Quête.", "hero",
     {"reaction": {"trigger": {"event": "passes", "player": "you", "first": True},
                   "effect": [{"gain_counters": {"what": "me", "counter": "quest", "amount": 1}}]}}),
    ("When you draw one or more cards — I gain 1 Trial counter.",
     "Lorsque vous piochez au moins une carte — Je gagne 1 compteur Épreuve.", "permanent",
     {"reaction": {"trigger": {"event": "draws", "player": "you"},
                   "effect": [{"gain_counters": {"what": "me", "counter": "trial", "amount": 1}}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_trigger_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                           ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_drawing_or_another_keyword_than_resupply_stays_unsupported_and_names_it() -> None:
    (verdict,) = parse_text("When an opponent draws one or more cards or [Sabotages] — I gain 1 boost.").verdicts
    assert (verdict.verdict, verdict.reason) == (UNSUPPORTED, "trigger event: drawing or Sabotages")


def test_a_token_whose_abilities_only_its_reminder_gives_makes_the_ability_unsupported_in_both_languages() -> None:
    for lang, text in (
            ("en", "When you pass first — Create a [Reef Calf 1/1/1] token in your Hero Expedition. (It's a Whale "
                   "token with \"I can't be sacrificed.\")"),
            ("fr", "Lorsque vous passez en premier — Créez un jeton [1/1/1 Veau du Récif] dans votre Expédition Héros. "
                   "(C'est un jeton Baleine avec « Je ne peux pas être sacrifié. »)")):
        (verdict,) = parse_text(text, lang, card_type="hero").verdicts
        assert verdict.verdict == UNSUPPORTED, lang  # the reason says which quoted ability (tests/test_cards_tokens.py)
        assert verdict.reason.startswith("a token with abilities given by the text: "), lang
    (plain,) = parse_text("When you pass first — Create a [Reef Calf 1/1/1] token in your Hero Expedition.",
                          card_type="hero").verdicts
    assert plain.verdict == EXECUTABLE


def test_another_excludes_the_object_that_bears_the_ability_itself() -> None:
    state = load_scenario(BUNDLED / "printed-en-joins-my-expedition.yaml").initial_state()
    (warden,) = [o.oid for o in state.in_zone("alice.hero")]
    other = Selector("each", type="character", other=True)
    assert not object_matches(other, warden, state, "alice", warden, None)
    assert object_matches(other, warden, state, "alice", None, None)
    assert object_matches(Selector("each", type="character"), warden, state, "alice", warden, None)


def test_my_expedition_as_a_destination_is_where_the_bearer_is_as_the_event_happens() -> None:
    state = load_scenario(BUNDLED / "printed-en-joins-my-expedition.yaml").initial_state()
    (warden,) = [o.oid for o in state.in_zone("alice.hero")]
    filler = next(o.oid for o in state.in_zone("alice.hand") if o.card.id == "plain-filler")
    joins = Pattern("joins_expedition", object=Selector("each", type="character", other=True), to_zone="my_expedition")
    moves = {zone: AtomicAction(AtomicKind.MOVE, "play", "alice", obj=filler, to_zone=zone, from_zone="limbo")
             for zone in ("alice.hero", "alice.companion", "bob.hero")}
    assert [z for z, a in moves.items() if pattern_matches(joins, a, state, "alice", warden)] == ["alice.hero"]
    assert not pattern_matches(joins, moves["alice.hero"], state, "alice", None)  # no bearer: no expedition of its


CARDS = """cards:
  page-turner:
    name: Page Turner
    type: permanent
    cost: 1
    text: 'When you draw one or more cards — I gain 1 Trial counter.'
  two-draws:
    name: Two Draws
    type: spell
    cost: 1
    text: 'Draw a card. Draw a card.'
  draw-two:
    name: Draw Two
    type: spell
    cost: 1
    text: 'Draw two cards.'
  low-deck:
    name: Low Deck
    type: spell
    cost: 1
    text: 'Draw three cards.'
"""


def _resolve(tmp_path: Path, spell: str, deck: int = 6) -> list[tuple[str, str]]:
    path = tmp_path / "s.yaml"
    path.write_text(f"scenario: s\nrules: seed\n{CARDS}board:\n  phase: afternoon\n  players:\n    alice:\n"
                    f"      mana: 2\n      hand: [{spell}]\n      landmarks: [page-turner]\n      deck: {deck}\n"
                    f"    bob: {{}}\ndo:\n  - {{play: {spell}, by: alice}}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    assert not res.assumptions
    return [(str(e.kind), e.en) for e in res.trace.events if str(e.kind) in ("atomic", "reaction_activated", "step")]


def test_one_activation_per_step_that_draws_however_many_cards_it_draws(tmp_path: Path) -> None:
    two_steps = [k for k, en in _resolve(tmp_path, "two-draws") if k in ("step", "reaction_activated")]
    one_step = [k for k, en in _resolve(tmp_path, "draw-two") if k in ("step", "reaction_activated")]
    assert two_steps[:4] == ["step", "reaction_activated", "step", "step"]  # each "draw a card" step: its own event
    assert two_steps.count("reaction_activated") == 2
    assert one_step[:3] == ["step", "reaction_activated", "step"]  # "draw 2", then the reaction's own step
    assert one_step.count("reaction_activated") == 1


def test_a_step_that_draws_nothing_from_an_empty_deck_is_no_event_and_one_card_is(tmp_path: Path) -> None:
    assert [k for k, _ in _resolve(tmp_path, "low-deck", deck=0)].count("reaction_activated") == 0
    events = _resolve(tmp_path, "low-deck", deck=1)
    assert [k for k, _ in events].count("reaction_activated") == 1
    assert len([en for k, en in events if k == "atomic" and en.startswith("Alice draws")]) == 1


def _passes(tmp_path: Path, trigger: str) -> list[tuple[str, str | None]]:
    path = tmp_path / "p.yaml"
    path.write_text("scenario: p\nrules: seed\ncards:\n  keeper:\n    name: Keeper\n    type: permanent\n    cost: 1\n"
                    f"    abilities: [{{reaction: {{trigger: {trigger}, effect: [{{boost: {{what: me}}}}]}}}}]\n"
                    "board:\n  phase: noon\n  first_player: alice\n  players:\n    alice: {landmarks: [keeper]}\n"
                    "    bob: {landmarks: [keeper]}\n"
                    "do:\n  - start_phase: afternoon\n    turns:\n      - {by: alice, pass: true}\n"
                    "      - {by: bob, pass: true}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    assert not res.assumptions
    return [(str(e.kind), e.actor) for e in res.trace.events if str(e.kind) in ("pass", "reaction_activated")]


def test_a_pass_is_first_only_while_no_other_player_has_passed(tmp_path: Path) -> None:
    first = _passes(tmp_path, "{event: passes, player: you, first: yes}")
    assert first == [("pass", "alice"), ("reaction_activated", "alice"), ("pass", "bob")]
    every = _passes(tmp_path, "{event: passes, player: you}")
    assert every == [("pass", "alice"), ("reaction_activated", "alice"), ("pass", "bob"), ("reaction_activated", "bob")]
    opponent = _passes(tmp_path, "{event: passes, player: opponent, first: yes}")
    assert opponent == [("pass", "alice"), ("reaction_activated", "bob"), ("pass", "bob")]


_PERMANENT_X = "scenario: s\nrules: seed\ncards:\n  x:\n    name: X\n    type: permanent\n    cost: 1\n"
_BOARD_X = "board:\n  players:\n    alice: {hand: [x]}\n    bob: {}\n"


@pytest.mark.parametrize(("ability", "message"), [
    ("{passive: {also: {when: {event: passes}, do: [{draw: 1}]}}}", "passes is for reactions' triggers"),
    ("{passive: {cannot: {event: passes}}}", "passes is for reactions' triggers"),
    ("{reaction: {trigger: {event: draws, first: yes}, effect: [{draw: 1}]}}", "one of event, player, or_resupplies"),
    ("{reaction: {trigger: {event: advances, first: yes}, effect: [{draw: 1}]}}", "first only with the event passes"),
])
def test_the_ability_language_refuses_a_pass_where_only_a_trigger_sees_it_in_one_line(tmp_path: Path, ability: str,
                                                                                       message: str) -> None:
    refused_in_one_line(tmp_path / "bad.yaml", f"{_PERMANENT_X}    abilities: [{ability}]\n{_BOARD_X}", message)


@pytest.mark.parametrize(("trigger", "message"), [
    ("{event: joins_expedition, or_resupplies: yes}", "or_resupplies only with the event draws"),
    ("{event: draws, player: everyone}", "you, opponent or any"),
    ("{event: draws, object: {any: card}}", "expected player: you, opponent or any (the draws event is a player's"),
    ("{event: joins_expedition, to: my_expeditions}", "a zone such as"),
])
def test_the_ability_language_refuses_a_malformed_draw_or_join_trigger_in_one_line(tmp_path: Path, trigger: str,
                                                                                     message: str) -> None:
    refused_in_one_line(tmp_path / "bad.yaml", f"{_PERMANENT_X}    abilities: [{{reaction: {{trigger: {trigger}, "
                        f"effect: [{{draw: 1}}]}}}}]\n{_BOARD_X}", message)
