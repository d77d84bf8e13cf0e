"""Real cards (cardsL): a die roll a modifier sees ("If you would roll a die, also reveal the top card of your deck":
the roll's step and its atomic action, 6.2.d, the verb reveal_top; readings die-roll-by-card-text and
revealing-the-top-card, scenarios/printed/printed-*-reveal-on-a-roll); a die line "When you roll a 1-2 this way — …"
after "You may …, then roll a die." (the roll is the optional step's "if you do", 6.5.d; its one line a condition on
the result, 6.5.c), and a target chosen by another player ("That opponent targets a Character in your Reserve.
Exhaust it.": ``chosen_by: that_opponent``, 5.2.3.b, 7.2.2.a; the reading target-chosen-by-a-named-player). The whole
resolution, in both languages, is the scenario pair scenarios/printed/printed-*-opponent-targets-on-a-roll; the
templates, the language's refusals and the edge cases are checked here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.cards.parse import EXECUTABLE, parse_text, validate
from tests.conftest import one_executable_ability, resolved_events


def _may_exhaust_then_roll(kind: str, faces: str) -> dict[str, Any]:
    return {"exhaust": {"target": kind, "in": "opponent's reserve"}, "optional": True, "then": [{"roll_die": [
        {"results": faces, "effect": [
            {"target": {"target": kind, "in": "your reserve", "chosen_by": "that_opponent"}},
            {"exhaust": "that_target"}]}]}]}


#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("{H} You may exhaust ({T}) target Character in an opponent's Reserve, then roll a die. When you roll a 1-2 this "
     "way — That opponent targets a Character in your Reserve. Exhaust it.",
     "{H} Vous pouvez épuiser ({T}) un Personnage ciblé dans la Réserve d'un adversaire, puis lancez un dé. Sur un "
     "résultat de 1-2 — Cet adversaire cible un Personnage dans votre Réserve. Épuisez-le.",
     "character",
     {"reaction": {"trigger": {"played": "me", "from": "hand"}, "effect": [_may_exhaust_then_roll("character",
                                                                                                  "1-2")]}}),
    ("You may exhaust target card in an opponent's Reserve then roll a die. When you roll a 5+ this way — That "
     "opponent targets a card in your Reserve. Exhaust it.",
     "Vous pouvez épuiser une carte ciblée dans la Réserve d'un adversaire puis lancez un dé. Sur un résultat de 5+ — "
     "Cet adversaire cible une carte dans votre Réserve. Épuisez-la.",
     "spell",
     {"effect": [_may_exhaust_then_roll("card", "5+")]}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[3].__repr__()[:20] for t in TEMPLATES])
def test_a_die_line_this_way_with_an_opponents_target_reads_the_same_in_both_languages(
        en: str, fr: str, card_type: str, ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_a_line_this_way_after_a_roll_that_is_not_the_if_you_do_of_a_may_stays_unsupported() -> None:
    """Only the template of the card is read: "Roll a die. When you roll … this way —" alone is not (yet)."""
    (verdict,) = parse_text("{J} Roll a die. When you roll a 6 this way — Draw a card.", "en",
                            card_type="character").verdicts
    assert verdict.verdict != EXECUTABLE and "die" in verdict.reason


def test_it_after_a_target_step_names_that_target_not_the_first_one() -> None:
    """7.2.4.a, 5.2.3.b — two targets are named before "it", but the step "That opponent targets …" right before it
    names the one "it" is: the ability stays executable, ``that_target`` being the last target named."""
    (verdict,) = parse_text("{J} Exhaust target Character in an opponent's Reserve. That opponent targets a "
                            "Character in your Reserve. Exhaust it.", "en", card_type="character").verdicts
    assert verdict.verdict == EXECUTABLE, verdict.reason
    assert verdict.ability["reaction"]["effect"][-1] == {"exhaust": "that_target"}


@pytest.mark.parametrize(("effect", "message"), [
    ([{"exhaust": {"target": "card", "in": "your reserve", "chosen_by": "that_opponent"}}],
     "a target named before 'chosen_by: that_opponent'"),
    ([{"exhaust": {"target": "card"}},
      {"exhaust": {"each": "card", "in": "your reserve", "chosen_by": "that_opponent"}}],
     "chosen_by on a target"),
    ([{"exhaust": {"target": "card"}}, {"exhaust": {"target": "card", "chosen_by": "bob"}}], "that_opponent"),
])
def test_chosen_by_is_refused_where_it_names_no_one(effect: list[Any], message: str) -> None:
    assert message in validate({"effect": effect}, set())


def _lobber(tmp_path: Path, bob_reserve: str, choices: str) -> list[tuple[str, str]]:
    return resolved_events(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  lobber:\n    name: Lobber\n"
        "    type: character\n    cost: 0\n    stats: {forest: 1}\n"
        "    abilities: [{reaction: {trigger: {played: me, from: hand}, effect: [{exhaust: "
        "{target: character, in: opponent's reserve},"
        " optional: true, if_you_do: [{roll_die: [{results: [1, 2, 3], effect: [{target: {target: character, in: your "
        "reserve, chosen_by: that_opponent}}, {exhaust: that_target}]}]}]}]}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        f"    alice: {{hand: [lobber], reserve: [filler, filler]}}\n    bob: {{reserve: {bob_reserve}}}\n"
        f"do:\n  - {{play: lobber, by: alice, expedition: hero}}\nchoices:\n{choices}"),
        ("decision", "note", "atomic", "condition"))


def test_the_opponent_chooses_the_second_target_at_the_declaration_before_the_roll(tmp_path: Path) -> None:
    events = _lobber(tmp_path, "[filler]", "  - {decision: target, answer: 'filler#2'}\n"
                     "  - {decision: optional, answer: 'yes'}\n  - {decision: die_roll, answer: 3}\n")
    texts = [t for _, t in events]
    bob = next(i for i, t in enumerate(texts) if t.startswith("Bob chooses a target (character) for Lobber"))
    roll = next(i for i, t in enumerate(texts) if "rolls a die for" in t)
    assert texts[bob].endswith("Filler (filler#2)") and bob < roll  # 5.2.3.b: declared before the roll
    assert texts[roll + 1:roll + 3] == ["Alice rolls a die: it shows 3", "the die shows 3: the line '1-3' happens"]
    exhausts = [t for t in texts if t.startswith("exhaust ")]
    assert exhausts == ["exhaust Filler (filler#4)", "exhaust Filler (filler#2)"]  # Bob's, then the one Bob chose


def test_no_card_in_the_opponents_reserve_no_one_to_choose_and_no_roll(tmp_path: Path) -> None:
    """5.2.3.b, 1.2.6.f — no legal first target: "that opponent" designates no one, so the second target has none
    either; the optional exhaust does nothing, and its "if you do" (the roll) does not happen (6.5.d)."""
    events = _lobber(tmp_path, "[]", "  - {decision: optional, answer: 'yes'}\n")
    texts = [t for _, t in events]
    assert [t for k, t in events if k == "note"][:2] == ["no legal target (character): that part will be ignored"] * 2
    assert not [t for t in texts if "chooses a target" in t or "rolls a die" in t or t.startswith("exhaust")]


def test_declining_the_exhaust_declines_the_roll_but_both_targets_were_chosen(tmp_path: Path) -> None:
    """5.2.3.e — targets of an optional step and of its "if you do" are declared all the same; 6.5.d — declined, the
    roll (its "if you do") does not happen, so the card Bob chose stays ready."""
    events = _lobber(tmp_path, "[filler]", "  - {decision: target, answer: 'filler#2'}\n"
                     "  - {decision: optional, answer: 'no'}\n")
    texts = [t for _, t in events]
    assert [t.split(" for ")[0] for t in texts if "chooses a target" in t] == [
        "Alice chooses a target (character)", "Bob chooses a target (character)"]
    assert not [t for t in texts if "rolls a die" in t or t.startswith("exhaust ")]


# -- a die roll a modifier sees: "If you would roll a die, also reveal the top card of your deck" -------------------

_REVEAL_ON_ROLL = {"passive": {"also": {"when": {"event": "rolls", "player": "you"}, "do": ["reveal_top"],
                                        "scope": "step"}}}


def test_a_modifier_of_the_roll_reads_the_same_in_both_languages() -> None:
    one_executable_ability("If you would roll a die, also reveal the top card of your deck.",
                           "Si vous lancez un dé, révélez également la première carte de votre deck.", "permanent",
                           _REVEAL_ON_ROLL)


def test_a_roll_is_an_event_for_modifiers_only() -> None:
    """6.2.d — the roll's event is seen by modifiers; a reaction to it is refused, not silently never activated."""
    assert "rolls is for modifiers" in validate(
        {"reaction": {"trigger": {"event": "rolls", "player": "you"}, "effect": [{"draw": 1}]}}, set())
    assert validate(_REVEAL_ON_ROLL, set()) == ""


def _roll_with_lantern(tmp_path: Path, deck: str) -> list[tuple[str, str]]:
    return resolved_events(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  lantern:\n    name: Lantern\n"
        "    type: permanent\n    cost: 0\n    abilities: [{passive: {also: {when: {event: rolls, player: you}, "
        "do: [reveal_top], scope: step}}}]\n"
        "  toss:\n    name: Toss\n    type: spell\n    cost: 0\n"
        "    effect: [{roll_die: [{results: [1, 2, 3, 4, 5, 6], effect: [{draw: 1}]}]}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        f"    alice: {{hand: [toss], landmarks: [lantern], deck: {deck}}}\n    bob: {{}}\n"
        "do:\n  - {play: toss, by: alice}\nchoices:\n  - {decision: die_roll, answer: 4}\n"),
        ("step", "modifier", "atomic", "ignored", "decision"))


def test_the_reveal_happens_with_the_roll(tmp_path: Path) -> None:
    """6.1.c, 6.2.c, 6.1.f — the result is chosen as the die is rolled; the added reveal is an atomic action of the
    roll's step, done with the roll; then the line of the result."""
    texts = [t for _, t in _roll_with_lantern(tmp_path, "[filler, recall]")]
    at = texts.index("step: roll a die")
    assert texts[at - 1] == "Alice rolls a die for Toss: the die shows 4"
    assert texts[at + 1].startswith("Lantern (lantern#1) (also): the step also does: Alice reveals the top card")
    assert texts[at + 2:at + 4] == ["Alice rolls a die: it shows 4",
                                    "Alice reveals the top card of their deck: Filler (filler#3)"]


def test_with_an_empty_deck_the_roll_happens_and_the_reveal_cannot(tmp_path: Path) -> None:
    """1.4.1.c, 6.5.f — nothing to reveal: that part is ignored, the roll and its line happen."""
    events = _roll_with_lantern(tmp_path, "[]")
    texts = [t for _, t in events]
    assert any(k == "ignored" and "the deck is empty" in t for k, t in events)
    assert texts.index("Alice rolls a die: it shows 4") < next(i for i, t in enumerate(texts) if t.startswith(
        "step: draw 1"))


# -- a reaction to that reveal: "When you reveal a card this way — If its Hand Cost equals the die's result, draw it" --

_DRAW_IF_DIE = {"reaction": {"trigger": {"event": "revealed", "player": "you", "this_way": True},
                             "effect": [{"draw_it": None, "if": {"hand_cost_is_die_result": "it"}}]}}


def test_the_reaction_to_the_reveal_reads_the_same_in_both_languages() -> None:
    one_executable_ability("When you reveal a card this way — If its Hand Cost equals the die's result, draw it.",
                           "Lorsque vous révélez une carte de cette façon — Si son Coût de Main égale le résultat du "
                           "dé, piochez-la.", "permanent", _DRAW_IF_DIE)


def test_draw_it_elsewhere_stays_unsupported() -> None:
    """Only "If its Hand Cost equals the die's result, draw it" is read: "draw it" alone names no card the engine
    knows to be the top of a deck."""
    (verdict,) = parse_text("{J} Draw it.", "en", card_type="character").verdicts
    assert verdict.verdict != EXECUTABLE


def _seer(tmp_path: Path, deck: str, result: int, other: str = "") -> list[tuple[str, str]]:
    return resolved_events(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  seer:\n    name: Seer\n"
        "    type: permanent\n    cost: 0\n    abilities:\n"
        "      - {passive: {also: {when: {event: rolls, player: you}, do: [reveal_top], scope: step}}}\n"
        "      - {reaction: {trigger: {event: revealed, player: you, this_way: yes}, effect: [{draw_it: null, "
        "if: {hand_cost_is_die_result: it}}]}}\n"
        "  peeker:\n    name: Peeker\n    type: permanent\n    cost: 0\n    abilities:\n"
        "      - {reaction: {trigger: {event: revealed, player: you, this_way: yes}, effect: [{draw: 1}]}}\n"
        "  toss:\n    name: Toss\n    type: spell\n    cost: 0\n"
        "    effect: [{roll_die: [{results: [6], effect: [{draw: 1}]}]}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        f"    alice: {{hand: [toss], landmarks: [seer{other}], deck: {deck}}}\n    bob: {{}}\n"
        f"do:\n  - {{play: toss, by: alice}}\nchoices:\n  - {{decision: die_roll, answer: {result}}}\n"),
        ("step", "atomic", "condition", "ignored", "reaction_activated", "reaction_check"))


def test_the_card_revealed_is_drawn_when_its_hand_cost_is_the_result(tmp_path: Path) -> None:
    """6.3.b, 4.4.a, 6.5.c — the reaction is activated by the reveal, played at the check after the roll's step, and
    reads that roll's result: Filler (Hand Cost 1) on a 1 is drawn, before the line (none covers a 1)."""
    texts = [t for _, t in _seer(tmp_path, "[filler, recall]", 1)]
    reveal = next(i for i, t in enumerate(texts) if t.startswith("Alice reveals the top card of their deck: Filler"))
    assert texts[reveal + 1].startswith("Seer (seer#1) is activated")  # by the reveal, in the same step
    assert texts[reveal + 2].startswith("check reactions (after a step)")
    assert texts[reveal + 3:reveal + 6] == ["condition met: the step 'draw it' happens",
                                            "step: draw it — the seed text names this verb without defining it",
                                            texts[reveal].replace("Alice reveals the top card of their deck:",
                                                                  "Alice draws")]
    assert texts.index("no line of the card covers a 1: nothing happens") > reveal + 5


def test_a_different_result_draws_nothing(tmp_path: Path) -> None:
    texts = [t for _, t in _seer(tmp_path, "[filler, recall]", 2)]
    assert "condition not met: the step 'draw it' is ignored" in texts
    assert not [t for t in texts if t.startswith("Alice draws")]


def test_this_way_is_only_the_reveal_its_own_card_added(tmp_path: Path) -> None:
    """6.3.b, 6.2.c — Peeker reacts to a reveal "this way": the reveal Seer's modifier added is not Peeker's way, so
    Peeker is not activated; Seer's own reaction is."""
    events = _seer(tmp_path, "[filler, recall]", 2, ", peeker")
    activated = [t for k, t in events if k == "reaction_activated"]
    assert len(activated) == 1 and activated[0].startswith("Seer (")


def test_a_card_revealed_twice_is_drawn_once(tmp_path: Path) -> None:
    """1.4.4.a, 6.5.c — two Seers: each reveals the top card and reacts to its own reveal; the first draws the Filler,
    which is then a new object in the Hand: the second's "it" is gone, its condition does not hold."""
    texts = [t for _, t in _seer(tmp_path, "[filler, recall]", 1, ", seer")]
    assert len([t for t in texts if t.startswith("Alice draws Filler")]) == 1
    assert texts.count("condition not met: the step 'draw it' is ignored") == 1
