"""Printed text against the ability language (auditAL): pairs of cards of our own, one given by its printed text
(English `text:`, French `text_fr:`), one by hand-written `abilities:`, resolved in the same situation: the same trace
(events, rules), the same final board, the same readings. Each situation stresses a part of the reading: a condition
before several steps, "Otherwise,", "if you do", optional steps, a trigger with a condition, a modifier, a quick
action's costs, targets, tokens, counters, and "it" after a target in a reaction to an event."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import typer.testing
import yaml

from judge.cards.parse import _short
from judge.cli import app
from tests.conftest import assert_said_in_order, one_executable_ability

ME = {"played": "me", "from": "any"}


@dataclass(frozen=True)
class Pair:
    """A card given both ways, and the situation it is resolved in."""

    id: str
    card: dict[str, Any]  # name, type, cost, stats
    en: str
    fr: str
    ability: dict[str, Any]  # what both texts are read as, written by hand
    situation: str  # the scenario's board:, do: and choices: (YAML); the card's id is "paired"
    said: tuple[str, ...] = ()  # lines of the trace, in this order (the rules decide them, not the judge)
    unsaid: tuple[str, ...] = ()  # words no line of the trace has
    extra_cards: dict[str, Any] = field(default_factory=dict)
    board: tuple[str, ...] = ()  # what the final board shows


STONE = {"name": "Stone", "type": "permanent", "cost": 1}

#: One card, two boards: "If …, A, then B. Otherwise, C." as the card, its English and French texts, its ability.
TIDE_MARSHAL = (
    {"name": "Tide Marshal", "type": "character", "cost": 0, "stats": {"water": 1}},
    "{J} If you are the first player, draw a card, then exhaust target Character. Otherwise, I gain 1 boost.",
    "{J} Si vous êtes le premier joueur, piochez une carte, puis épuisez un Personnage ciblé. Sinon, je gagne 1 boost.",
    {"reaction": {"trigger": ME, "effect": [
        {"draw": 1, "if": {"first_player": True}, "then": [{"exhaust": {"target": "character"}}],
         "otherwise": [{"boost": {"what": "me", "amount": 1}}]}]}},
)
SPARK = {"name": "Spark", "type": "spell", "cost": 0, "effect": [{"draw": 1}]}

PAIRS = [
    # 6.5.c: "If …, A, then B": the condition is tested once; sacrificing a Landmark makes it false, the draw follows.
    Pair("condition-then-after-a-step-that-undoes-it",
         {"name": "Quarry Warden", "type": "character", "cost": 0, "stats": {"forest": 1}},
         "{J} If there are 2 or more cards in your Landmarks, sacrifice a Permanent, then draw a card.",
         "{J} S'il y a au moins 2 cartes dans vos Repères, sacrifiez un Permanent, puis piochez une carte.",
         {"reaction": {"trigger": ME, "effect": [
             {"sacrifice": {"chosen": "permanent", "controller": "you"},
              "if": {"count": {"each": "card", "in": "your landmarks"}, "at_least": 2}, "then": [{"draw": 1}]}]}},
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], landmarks: [stone, stone], deck: 3}\n    bob: {}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n"
         "choices:\n  - {decision: choose_cards, answer: [stone#1]}\n",
         said=("condition met: the step 'sacrifice' happens", "Alice sacrifices Stone", "step: draw 1",
               "Alice draws"),
         unsaid=("condition not met",), extra_cards={"stone": STONE}),
    # 6.5.c: the condition does not hold: the whole sentence is ignored, its target still declared (5.2.3.b), and
    # "Otherwise," happens instead.
    Pair("condition-then-not-met-otherwise",
         *TIDE_MARSHAL,
         "board:\n  phase: afternoon\n  first_player: bob\n  players:\n"
         "    alice: {hand: [paired], deck: 3}\n    bob: {expeditions: {hero: [filler]}}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n"
         "choices:\n  - {decision: target, answer: filler}\n",
         said=("chooses a target (character)", "condition not met: the step 'draw 1' is ignored",
               "the steps after it in the same sentence are ignored with it", "the 'otherwise' part happens",
               "put 1 boost counter on Tide Marshal"),
         unsaid=("draws", "exhaust Filler")),
    # 6.5.c: the condition holds: the first step and its sentence, not "Otherwise,"; the target of the later step
    # is chosen at the declaration (5.2.3.b).
    Pair("condition-then-met-with-a-later-target",
         *TIDE_MARSHAL,
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], deck: 3}\n    bob: {expeditions: {hero: [filler]}}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n"
         "choices:\n  - {decision: target, answer: filler}\n",
         said=("chooses a target (character)", "condition met: the step 'draw 1' happens",
               "the condition holds: the 'otherwise' part is ignored", "Alice draws", "exhaust Filler"),
         unsaid=("boost counter",)),
    # A quick action's cost ({T}) paid first (6.1.d); counters; "Then, if …, A and B": removing the counters makes
    # the condition false, the draw still follows (6.5.c, tested once).
    Pair("counters-then-if-removes-what-it-counts",
         {"name": "Quest Ledger", "type": "permanent", "cost": 1},
         "{T} : I gain 2 Quest counters. Then, if I have 3 or more Quest counters, remove 3 Quest counters from me "
         "and draw a card.",
         "{T} : Je gagne 2 compteurs Quête. Puis, si j'ai au moins 3 compteurs Quête, retirez 3 compteurs Quête de "
         "moi et piochez une carte.",
         {"quick_action": {"cost": ["exhaust_me"], "effect": [
             {"gain_counters": {"what": "me", "counter": "quest", "amount": 2}},
             {"lose_counters": {"what": "me", "counter": "quest", "amount": 3},
              "if": {"counters": "me", "counter": "quest", "at_least": 3}, "then": [{"draw": 1}]}]}},
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {landmarks: [{card: paired, counters: {quest: 1}}], deck: 3}\n    bob: {}\n"
         "do:\n  - {quick_action: paired, by: alice}\n",
         said=("exhaust Quest Ledger", "condition met", "Alice draws"), unsaid=("condition not met",)),
    # A trigger with a condition (the reading event-trigger-condition), a target, then "It": the target, not the
    # Spell played (7.2.4.a: "it" names the object named last before it).
    Pair("trigger-condition-then-it-after-a-target",
         {"name": "Hush Warden", "type": "character", "cost": 1, "stats": {"forest": 1}},
         "When you play a Spell, if you are not the first player — Target Character gains 1 boost. It gains "
         "[[Asleep]].",
         "Quand vous jouez un Sort, si vous n'êtes pas le premier joueur — Un Personnage ciblé gagne 1 boost. Il "
         "gagne [[Endormi]].",
         {"reaction": {"trigger": {"event": "played", "object": {"any": "spell", "controller": "you"},
                                   "if": {"first_player": False}},
                       "effect": [{"boost": {"what": {"target": "character"}, "amount": 1}},
                                  {"gain_status": {"what": "that_target", "status": "asleep"}}]}},
         "board:\n  phase: afternoon\n  first_player: bob\n  players:\n"
         "    alice: {hand: [spark], deck: 3, expeditions: {hero: [paired]}}\n"
         "    bob: {expeditions: {hero: [filler]}}\n"
         "do:\n  - {play: spark, by: alice}\n"
         "choices:\n  - {decision: target, answer: filler}\n",
         said=("put 1 boost counter on Filler", "Filler (filler#", "gains Asleep"),
         unsaid=("Spark (spark#3) gains",), extra_cards={"spark": SPARK}),
    # "You may have … gain [[Asleep]]. If you do, …": an optional step (6.5.b) whose target faces me; declined, the
    # "if you do" part is ignored (6.5.d).
    Pair("may-have-declined-if-you-do",
         {"name": "Drowsy Piper", "type": "character", "cost": 0, "stats": {"forest": 1}},
         "{J} You may have target Character facing me gain [[Asleep]]. If you do, I gain 1 boost.",
         "{J} Vous pouvez faire gagner [[Endormi]] à un Personnage ciblé qui me fait face. Si vous le faites, je "
         "gagne 1 boost.",
         {"reaction": {"trigger": ME, "effect": [
             {"gain_status": {"what": {"target": "character", "facing_me": True}, "status": "asleep"},
              "optional": True, "if_you_do": [{"boost": {"what": "me", "amount": 1}}]}]}},
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired]}\n    bob: {expeditions: {hero: [filler]}}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n"
         "choices:\n  - {decision: target, answer: filler}\n  - {decision: optional, answer: \"no\"}\n",
         said=("chooses a target (character)", "may gain status: no", "has resolved and ceases to exist"),
         unsaid=("boost counter", "gains Asleep"), board=("alice: hero: paired#4 (was paired#3)\n",
                                                         "bob: hero: filler#2\n")),
    # A mode chosen at the declaration (6.5.e) that counts as it happens: one boost per other Character in my
    # Expedition (the reading amount-counted-as-the-step-happens).
    Pair("mode-per-other-character",
         {"name": "Choir Leader", "type": "character", "cost": 0, "stats": {"forest": 1}},
         "{J} Choose one: • You may exhaust target Character. If you do, draw a card. • I gain 1 boost per other "
         "Character in my Expedition.",
         "{J} Choisissez l'un : • Vous pouvez épuiser un Personnage ciblé. Si vous le faites, piochez une carte. • "
         "Je gagne 1 boost par autre Personnage dans mon Expédition.",
         {"reaction": {"trigger": ME, "effect": [{"choose_one": [
             [{"exhaust": {"target": "character"}, "optional": True, "if_you_do": [{"draw": 1}]}],
             [{"boost": {"what": "me", "amount": 1,
                         "per": {"each": "character", "in_my_expedition": True, "other": True}}}]]}]}},
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], expeditions: {hero: [filler, filler], companion: [filler]}}\n    bob: {}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n"
         "choices:\n  - {decision: mode, answer: 2}\n",
         said=("put 2 boost counters on Choir Leader",), unsaid=("draws",)),
    # A quick action's two costs paid at once (6.1.d), an optional sacrifice (6.5.b) and a token created if it was
    # done (6.5.d) in the expedition of the card that bears the ability.
    Pair("costs-optional-sacrifice-token",
         {"name": "Grove Tender", "type": "character", "cost": 0, "stats": {"forest": 1}},
         "{T}, {1} : You may sacrifice a Character. If you do, create a [Sprout 1/0/0] Plant token in my Expedition.",
         "{T}, {1} : Vous pouvez sacrifier un Personnage. Si vous le faites, créez un jeton Plante [1/0/0 Sprout] "
         "dans mon Expédition.",
         {"quick_action": {"cost": ["exhaust_me", {"pay_mana": 1}], "effect": [
             {"sacrifice": {"chosen": "character", "controller": "you"}, "optional": True,
              "if_you_do": [{"create_token": {"token": "sprout", "in": "my_expedition"}}]}]}},
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {mana: 1, expeditions: {hero: [paired], companion: [filler]}}\n    bob: {}\n"
         "do:\n  - {quick_action: paired, by: alice}\n"
         "choices:\n  - {decision: optional, answer: \"yes\"}\n  - {decision: choose_cards, answer: [filler]}\n",
         said=("exhaust Grove Tender", "exhaust Mana Orb", "Alice sacrifices Filler",
               "create a token (Sprout) in Alice's Hero expedition"),
         extra_cards={"sprout": {"name": "Sprout", "type": "character", "token": True, "stats": {"forest": 1}}}),
    # "You may A, then B. If you do, C": the choice covers the sentence, and "if you do" asks whether the sentence was
    # done (6.5.d; the reading may-covers-its-sentence); nothing is dropped. The deck is empty: the draw cannot happen
    # (6.5.f), but the exhaust was done, so the sentence was, in part, and the boost happens.
    Pair("if-you-do-after-a-chain-asks-about-the-sentence",
         {"name": "Eager Scribe", "type": "character", "cost": 0, "stats": {"forest": 1}},
         "{J} You may exhaust target Character, then draw a card. If you do, I gain 1 boost.",
         "{J} Vous pouvez épuiser un Personnage ciblé, puis piochez une carte. Si vous le faites, je gagne 1 boost.",
         {"reaction": {"trigger": ME, "effect": [
             {"exhaust": {"target": "character"}, "optional": True,
              "then": [{"draw": 1, "if_you_do": [{"boost": {"what": "me", "amount": 1}}]}]}]}},
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], deck: 0}\n    bob: {expeditions: {hero: [filler]}}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n"
         "choices:\n  - {decision: target, answer: filler}\n  - {decision: optional, answer: \"yes\"}\n",
         said=("may exhaust: yes", "exhaust Filler", "step: draw 1", "an earlier step of the sentence was done",
               "boost counter"),
         unsaid=("you did not",)),
    # "Each player sacrifices a Character": one step, each player choosing one of their own, the player with the
    # initiative first (1.4.5.a); then a named counter up to a max (6.5.f: the gain cut to what is missing).
    Pair("each-player-sacrifices-then-a-counter-up-to-a-max",
         {"name": "Grim Pact", "type": "character", "cost": 0, "stats": {"mountain": 1}},
         "{J} Each player sacrifices a Character. Then I gain 2 Arcane counters, up to a max of 1.",
         "{J} Chaque joueur sacrifie un Personnage. Puis je gagne 2 compteurs Arcane, jusqu'à un max de 1.",
         {"reaction": {"trigger": ME, "effect": [
             {"sacrifice": {"what": {"chosen": "character", "controller": "you"}, "player": "each"}},
             {"gain_counters": {"what": "me", "counter": "arcane", "amount": 2, "up_to_total": 1}}]}},
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [paired], expeditions: {hero: [filler]}}\n"
         "    bob: {expeditions: {hero: [filler, stubborn-wall]}}\n"
         "do:\n  - {play: paired, by: alice, expedition: hero}\n"
         "choices:\n  - {decision: choose_cards, answer: [filler#1]}\n"
         "  - {decision: choose_cards, answer: [stubborn-wall]}\n",
         said=("Alice chooses 1 card from play: Filler", "Bob chooses 1 card from play: Stubborn Wall",
               "Alice sacrifices Filler", "Bob sacrifices Stubborn Wall", "put 1 Arcane counter on Grim Pact"),
         board=("alice: hero: paired#6 (counters={'arcane': 1}", "bob: hero: filler#3; discard: stubborn-wall")),
    # A modifier (6.2.b): "If I would gain [[Asleep]], I gain 2 boosts instead", against a Spell that gives it.
    Pair("modifier-instead-of-a-status",
         {"name": "Restless Guard", "type": "character", "cost": 1, "stats": {"mountain": 1}},
         "If I would gain [[Asleep]], I gain 2 boosts instead.",
         "Si je devais gagner [[Endormi]], je gagne 2 boosts à la place.",
         {"passive": {"instead": {"when": {"event": "gains_status", "object": "me", "status": "asleep"},
                                  "do": [{"boost": {"what": "me", "amount": 2}}]}}},
         "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
         "    alice: {hand: [lull]}\n    bob: {expeditions: {hero: [paired]}}\n"
         "do:\n  - {play: lull, by: alice, targets: [paired]}\n",
         said=("this would happen: Restless Guard (paired#2) gains Asleep; instead put 2 boost counters on Restless "
               "Guard",), board=("bob: hero: paired#2 (boosts=2, statuses=['boosted'])\n",),
         extra_cards={"lull": {"name": "Lull", "type": "spell", "cost": 0,
                               "effect": [{"gain_status": {"what": {"target": "character"}, "status": "asleep"}}]}}),
]


def _scenario(pair: Pair, form: str) -> str:
    card: dict[str, Any] = dict(pair.card)
    if form == "abilities":
        inner = dict(pair.ability)
        kind = next(iter(inner))
        if kind in ("reaction", "quick_action"):  # the label a printed ability gets (judge.cards.parse)
            inner[kind] = {"label": f"{card['name']} ({_short(pair.en)})", **inner[kind]}
        card["abilities"] = [inner]
    else:
        card[form] = pair.en if form == "text" else pair.fr
    cards = {"paired": card, **pair.extra_cards}
    return (f"scenario: {pair.id}\nrules: seed\ninclude: [judge:core]\n"
            + yaml.safe_dump({"cards": cards}, allow_unicode=True, sort_keys=False) + pair.situation)


def _resolved(tmp_path: Path, pair: Pair, form: str) -> str:
    path = tmp_path / f"{form}.yaml"
    path.write_text(_scenario(pair, form), encoding="utf-8")
    result = typer.testing.CliRunner().invoke(app, ["resolve", str(path)])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("pair", PAIRS, ids=[p.id for p in PAIRS])
def test_both_texts_read_as_the_hand_written_ability(pair: Pair) -> None:
    one_executable_ability(pair.en, pair.fr, pair.card["type"], pair.ability)


@pytest.mark.parametrize("pair", PAIRS, ids=[p.id for p in PAIRS])
def test_printed_and_written_cards_resolve_alike(tmp_path: Path, pair: Pair) -> None:
    """The same trace, board and readings whichever way the card is given; the trace says what the rules say."""
    written = _resolved(tmp_path, pair, "abilities")
    printed = _resolved(tmp_path, pair, "text")
    french = _resolved(tmp_path, pair, "text_fr").replace(_short(pair.fr), _short(pair.en))
    assert printed == written
    assert french == written
    assert_said_in_order(written, pair.said, pair.unsaid)
    for shown in pair.board:
        assert shown in written.split("\nFinal board")[1], (shown, written)


# -- texts that must not be read as something else -------------------------------------------------------------

NOT_GUESSED = [
    # "a card" names a card in any zone: discarding "a card" could be from the Hand or from play (not guessed)
    ("{J} Discard a card. If you do, draw two cards.", "{J} Défaussez une carte. Si vous le faites, piochez deux "
     "cartes.", "a card chosen without the zone it is chosen in"),
    # "it" after several targets names none of them
    ("{J} Up to two target Characters gain 1 boost. Then exhaust it.", "{J} Jusqu'à deux Personnages ciblés gagnent "
     "chacun 1 boost. Puis épuisez-le.", "a pronoun (it) naming an object met earlier in the text"),
    # in a reaction to an event, "it" after a token is created names the token, not the event's object
    ("When another Character joins my Expedition — Create a [Sprout 1/0/0] Plant token in my Expedition. It gains "
     "1 boost.", "Quand un autre Personnage rejoint mon Expédition — Créez un jeton Plante [1/0/0 Sprout] dans mon "
     "Expédition. Il gagne 1 boost.", "a pronoun (it) naming a token created by an earlier step"),
]


@pytest.mark.parametrize(("en", "fr", "reason"), NOT_GUESSED, ids=[t[0][:40] for t in NOT_GUESSED])
def test_an_ambiguous_text_is_unsupported_not_misread(en: str, fr: str, reason: str) -> None:
    from judge.cards.parse import UNSUPPORTED, parse_text

    for lang, text in (("en", en), ("fr", fr)):
        (verdict,) = parse_text(text, lang, card_type="character").verdicts
        assert verdict.verdict == UNSUPPORTED and verdict.reason.startswith(reason), (lang, verdict.reason)


def test_it_before_a_target_in_a_reaction_to_an_event_is_the_events_object() -> None:
    """7.2.4.a — "Exhaust it" names the Character that joined; "Ready it" after "Target Character …" names the
    target, the object named last before it."""
    one_executable_ability(
        "When another Character joins my Expedition — Exhaust it. Target Character gains 1 boost. Ready it.",
        "Quand un autre Personnage rejoint mon Expédition — Épuisez-le. Un Personnage ciblé gagne 1 boost. "
        "Redressez-le.", "character",
        {"reaction": {"trigger": {"event": "joins_expedition", "object": {"any": "character", "other": True},
                                  "to": "my_expedition"},
                      "effect": [{"exhaust": "it"}, {"boost": {"what": {"target": "character"}, "amount": 1}},
                                 {"ready": "that_target"}]}})


@pytest.mark.parametrize(("step", "message"), [
    ("{draw: 1, then: [{draw: 1}]}", "a step with neither"),
    ("{draw: 1, optional: yes, if: {first_player: yes}, then: [{draw: 1}]}", "a step with both"),
    ("{choose_one: [[{draw: 1}], [{draw: 2}]], then: [{draw: 1}]}", "no flag on a choose_one step, found then"),
])
def test_then_is_only_for_a_conditional_or_optional_step(tmp_path: Path, step: str, message: str) -> None:
    """6.5.c, 6.5.b — ``then:`` gives the rest of a conditional sentence ("If …, A, then B") or of an optional one
    ("You may A, then B"): a step with neither a condition nor ``optional:`` has none, and one with both is not
    read (which would the sentence follow?)."""
    from tests.conftest import refused_in_one_line

    refused_in_one_line(tmp_path / "s.yaml", (
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  odd:\n    name: Odd\n    type: spell\n"
        f"    cost: 0\n    effect: [{step}]\n"
        "board:\n  phase: afternoon\n  players:\n    alice: {hand: [odd]}\n    bob: {}\n"
        "do:\n  - {play: odd, by: alice}\n"), message)
