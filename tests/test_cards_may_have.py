"""Real cards: "You may have … gain [[status]]" — an optional step (6.5.b) whose object the sentence names after
"have" (« Vous pouvez faire gagner … à un Personnage ciblé », « Vous pouvez me faire … »), in English and French, and
what the engine does with it: the target is declared with the Reaction (5.2.3.b), the step is chosen just before it
happens; "lose [[X]] and gain N boosts" is one step of two verbs on the one target (6.1.c, 5.2.3.b)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.cards.parse import EXECUTABLE, UNSUPPORTED, parse_text
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability

ANOTHER = {"target": "character", "other": True}

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("{J} You may have me gain [[Asleep]]. If you do, draw a card.",
     "{J} Vous pouvez me faire gagner [[Endormi]]. Si vous le faites, piochez une carte.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"gain_status": {"what": "me", "status": "asleep"}, "optional": True,
                               "if_you_do": [{"draw": 1}]}]}}),
    ("{H} You may have me lose [[Fleeting]].", "{H} Vous pouvez me faire perdre [[Fugace]].", "character",
     {"reaction": {"trigger": {"played": "me", "from": "hand"},
                   "effect": [{"lose_status": {"what": "me", "status": "fleeting"}, "optional": True}]}}),
    ("{H} You may have target Character gain [[Anchored]].",
     "{H} Vous pouvez faire gagner [[Ancré]] à un Personnage ciblé.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "hand"},
                   "effect": [{"gain_status": {"what": {"target": "character"}, "status": "anchored"},
                               "optional": True}]}}),
    ("{R} You may have target Character gain 3 boosts.",
     "{R} Vous pouvez faire gagner 3 boosts au Personnage ciblé.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "reserve"},
                   "effect": [{"boost": {"what": {"target": "character"}, "amount": 3}, "optional": True}]}}),
    ("{J} You may have another target Character lose [[Asleep]] and gain 2 boosts.",
     "{J} Vous pouvez faire perdre [[Endormi]] et gagner 2 boosts à un autre Personnage ciblé.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"simultaneously": [{"lose_status": {"what": ANOTHER, "status": "asleep"}},
                                                  {"boost": {"what": "that_target", "amount": 2}}],
                               "optional": True}]}}),
    ("{J} You may have target Character facing me gain [[Fleeting]].",
     "{J} Vous pouvez faire gagner [[Fugace]] à un Personnage ciblé qui me fait face.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"gain_status": {"what": {"target": "character", "facing_me": True},
                                               "status": "fleeting"}, "optional": True}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_it_after_a_token_created_is_the_token_so_not_read_as_the_earlier_target() -> None:
    """1.4.4.a, 5.2.3.b: "[Sabotage]. Create a token … You may have it gain [[Asleep]]": "it" is the token the step
    created, not the card the Sabotage targeted; the engine's "that_target" would name the wrong object, so the ability
    is unsupported and says why, in both languages."""
    for lang, text in (("en", "{H} [Sabotage]. Create a [Burrow Pup 1/1/1] Animal token in my Expedition. "
                               "You may have it gain [[Asleep]]."),
                       ("fr", "{H} [Sabotez]. Créez un jeton Animal [Chiot Terrier 1/1/1] dans mon Expédition. "
                              "Vous pouvez lui faire gagner [[Endormi]].")):
        verdicts = parse_text(text, lang, card_type="character").verdicts
        assert [v.verdict for v in verdicts] == [UNSUPPORTED], lang
        assert verdicts[0].reason == "a pronoun (it) naming a token created by an earlier step", lang
    plain = parse_text("{H} [Sabotage]. Create a [Burrow Pup 1/1/1] Animal token in my Expedition.", "en",
                       card_type="character").verdicts
    assert [v.verdict for v in plain] == [EXECUTABLE]


def _board(tmp_path: Path, text: str, answer: str) -> Path:
    path = tmp_path / "have.yaml"
    path.write_text(f"""rules: seed
cards:
  dawn-warden:
    name: Dawn Warden
    type: character
    cost: 1
    stats: {{forest: 1}}
    text: "{text}"
  filler:
    name: Filler
    type: character
    cost: 1
    stats: {{forest: 1}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice:
      mana: 1
      hand: [dawn-warden]
      expeditions: {{companion: [{{card: filler, statuses: [asleep]}}]}}
    bob:
      expeditions: {{hero: [filler], companion: [filler]}}
do:
  - {{play: dawn-warden, by: alice, expedition: hero}}
choices:
  - {{decision: target, answer: filler#1}}
  - {{decision: optional, answer: "{answer}"}}
""", encoding="utf-8")
    return path


def test_declining_lose_and_gain_does_neither_and_the_target_was_declared_first(tmp_path: Path) -> None:
    """5.2.3.b, 6.5.b, 6.1.c: the target is chosen as the Reaction is played, then the optional step is offered just
    before it happens; declined, the Filler neither loses Asleep nor gains boosts (one step, two verbs)."""
    path = _board(tmp_path, "{J} You may have another target Character lose [[Asleep]] and gain 2 boosts.", "no")
    result = resolve(load_scenario(path), strict=True)
    decisions = [e.attr("decision") for e in result.trace.events if e.kind == "decision"]
    assert decisions[-2:] == ["target", "optional"]
    assert not [e for e in result.trace.events if e.kind == "atomic" and "Filler (filler#1)" in e.en]
    filler = next(o for o in result.state.in_zone("alice.companion"))
    assert filler.statuses == {"asleep"} and filler.boosts == 0


def test_accepting_lose_and_gain_acts_on_the_one_target_in_one_step(tmp_path: Path) -> None:
    """6.1.c, 6.1.f, 5.2.3.b: one occurrence of "target", one object: the Filler loses Asleep and gains 2 boosts in
    the same step, after the optional decision; no second target is asked for."""
    path = _board(tmp_path, "{J} You may have another target Character lose [[Asleep]] and gain 2 boosts.", "yes")
    events = resolve(load_scenario(path), strict=True).trace.events
    targets = [e for e in events if e.kind == "decision" and e.attr("decision") == "target"]
    assert len(targets) == 1
    optional = next(i for i, e in enumerate(events) if e.kind == "decision" and e.attr("decision") == "optional")
    step = next(i for i, e in enumerate(events) if e.kind == "step" and i > optional)
    after = [e.en for e in events[step + 1:] if e.kind == "atomic"]
    assert after[:2] == ["Filler (filler#1) loses Asleep", "put 2 boost counters on Filler (filler#1)"]


def test_a_target_facing_me_is_offered_only_in_the_expedition_facing_mine(tmp_path: Path) -> None:
    """1.3.2.e, 5.2.3.b: "target Character facing me", the Warden in Alice's Hero Expedition: only Bob's Hero
    Expedition faces it, so its Filler is the only legal target (forced), not Bob's Companion Filler nor Alice's."""
    path = _board(tmp_path, "{H} You may have target Character facing me gain [[Fleeting]].", "yes")
    text = path.read_text().replace("  - {decision: target, answer: filler#1}\n", "")
    path.write_text(text)
    result = resolve(load_scenario(path), strict=True)
    target = next(e for e in result.trace.events if e.kind == "decision" and e.attr("decision") == "target")
    assert "forced" in target.en and target.attr("answer") == result.state.in_zone("bob.hero")[0].ref
    assert [o.statuses for o in result.state.in_zone("bob.hero")] == [{"fleeting"}]
    assert [o.statuses for o in result.state.in_zone("bob.companion")] == [set()]


def test_gains_boosts_and_a_status_asks_for_one_target_only(tmp_path: Path) -> None:
    """5.2.3.b, 6.1.c: "Another target Character gains 1 boost and [[Fleeting]]": one occurrence of "target", so one
    target is declared, and both verbs of the one step act on it (it used to be asked for twice)."""
    path = _board(tmp_path, "{J} Another target Character gains 1 boost and [[Fleeting]].", "yes")
    path.write_text(path.read_text().replace("  - {decision: optional, answer: \"yes\"}\n", ""))
    result = resolve(load_scenario(path), strict=True)
    targets = [e for e in result.trace.events if e.kind == "decision" and e.attr("decision") == "target"]
    assert len(targets) == 1
    events = result.trace.events
    step = next(i for i, e in enumerate(events) if e.kind == "step" and e.seq > targets[0].seq)
    after = [e.en for e in events[step + 1:] if e.kind == "atomic"]
    assert after[:2] == ["put 1 boost counter on Filler (filler#1)", "Filler (filler#1) gains Fleeting"]
