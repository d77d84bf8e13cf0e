"""Real cards: the keyword Augment ("You may [Augment] target Character in play or in Reserve", its reminder text:
one more of each kind of counter the target has, never a Hero), "it" naming a target the same effect moved ("Send
target Character to Reserve, then exhaust it") and giving boosts ("You may give 1 boost to another target Character
in an Ascended Expedition"). Each template reads the same in English and French; the engine's part is checked here
where the bundled scenarios (scenarios/printed/printed-*-augment, -it-after-moving, -give-boost) do not show it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge.errors import IllegalPlay
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("{R} You may [Augment] target Character in play or in Reserve. (It gains one more of each kind of counter it "
     "has.)",
     "{R} Vous pouvez [Amplifier] un Personnage ciblé en jeu ou en Réserve. (Il gagne un compteur de plus de chaque "
     "sorte qu'il a.)", "character",
     {"reaction": {"trigger": {"played": "me", "from": "reserve"},
                   "effect": [{"augment": {"target": "character", "in": "play_or_reserve", "not_type": "hero"},
                               "optional": True}]}}),
    ("[Augment] target Character.", "[Amplifiez] un Personnage ciblé.", "spell",
     {"effect": [{"augment": {"target": "character", "not_type": "hero"}}]}),
]

# -- giving boosts; targets in an Ascended Expedition ------------------------------------------------------------------
GIVE_TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("{J} You may give 1 boost to another target Character in an Ascended Expedition.",
     "{J} Vous pouvez donner 1 boost à un autre Personnage ciblé dans une Expédition Élevée.", "character",
     {"reaction": {"trigger": {"played": "me", "from": "any"},
                   "effect": [{"boost": {"what": {"target": "character", "in_ascended": True, "other": True},
                                         "amount": 1},
                               "optional": True}]}}),
    ("Give 2 boosts to target Character you control.", "Donnez 2 boosts à un Personnage ciblé que vous contrôlez.",
     "spell", {"effect": [{"boost": {"what": {"target": "character", "controller": "you"}, "amount": 2}}]}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), [*TEMPLATES, *GIVE_TEMPLATES],
                         ids=[t[0][:40] for t in [*TEMPLATES, *GIVE_TEMPLATES]])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    """Augment and giving boosts, in English and in French."""
    one_executable_ability(en, fr, card_type, ability)


def _augment(tmp_path: Path, target: str, answer: str) -> list[str]:
    """Alice plays a Spell that augments ``target`` (a board entry in Bob's Reserve); the atomic events' texts."""
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  swell:\n    name: Swell\n    type: spell\n"
        "    cost: 1\n    effect: [{augment: {target: card, in: play_or_reserve, not_type: hero}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        "    alice: {mana: 1, hand: [swell], hero: sierra-hero}\n"
        f"    bob: {{reserve: [{target}]}}\n"
        f"do:\n  - {{play: swell, by: alice, targets: [{answer}]}}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    return [e.text("en") for e in res.trace.events if str(e.kind) == "atomic"]


def test_augment_gives_one_more_of_each_kind_of_counter_boosts_first(tmp_path: Path) -> None:
    texts = _augment(tmp_path, "{card: filler, boosts: 1, statuses: [boosted], counters: {quest: 2, trial: 1}}",
                     "filler")
    gains = [t for t in texts if "counter" in t]
    assert [t.split(" on ")[0] for t in gains] == ["put 1 boost counter", "put 1 Quest counter",
                                                  "put 1 Trial counter"]


def test_augment_on_a_card_without_counters_gives_none(tmp_path: Path) -> None:
    texts = _augment(tmp_path, "filler", "filler")
    assert not [t for t in texts if "counter" in t]


def test_a_hero_in_play_cannot_be_augmented(tmp_path: Path) -> None:
    with pytest.raises(IllegalPlay) as caught:  # the Hero zone is in play (1.2.4.d): only its type refuses it
        _augment(tmp_path, "filler", "sierra-hero")
    assert "target 'sierra-hero' is not legal for Swell; legal targets: filler#4" in str(caught.value)


# -- "it" naming a target that an earlier step of the same effect moved (1.4.4.a) -------------------------------------

IT_TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("Send target Character to Reserve, then exhaust it.", "Envoyez un Personnage ciblé en Réserve, puis épuisez-le.",
     "spell", {"effect": [{"put": {"what": {"target": "character"}, "to": "reserve"}}, {"exhaust": "that_target"}]}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), IT_TEMPLATES, ids=[t[0][:40] for t in IT_TEMPLATES])
def test_it_after_a_move_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                     ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_it_after_a_move_to_a_hidden_zone_stays_unsupported() -> None:
    from judge.cards.parse import _it_as_target

    for step in ({"put": {"what": {"target": "character"}, "to": "your hand"}},
                 {"to_mana": {"target": "character"}}):
        _, problem = _it_as_target({"effect": [step, {"exhaust": "it"}]})
        assert problem == "a pronoun (it) naming a target that has changed zone"
    _, problem = _it_as_target({"effect": [{"put": {"what": {"target": "character"}, "to": "reserve"}},
                                           {"exhaust": "it"}]})
    assert problem == ""


def _moved(tmp_path: Path, steps: str, extra: str = "", landmarks: str = "") -> list[tuple[str, str]]:
    """Alice plays a Spell with ``steps`` on her Filler; the events (kind, English text) after its declaration."""
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  swap:\n    name: Swap\n    type: spell\n"
        f"    cost: 1\n    effect: {steps}\n{extra}"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        f"    alice: {{mana: 1, hand: [swap], expeditions: {{hero: [filler]}}, deck: 3, landmarks: [{landmarks}]}}\n"
        "    bob: {}\n"
        "do:\n  - {play: swap, by: alice, targets: [filler]}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    return [(str(e.kind), e.text("en")) for e in res.trace.events if str(e.kind) in ("atomic", "ignored")]


def test_it_follows_the_target_this_effect_moved_twice(tmp_path: Path) -> None:
    events = _moved(tmp_path, "[{put: {what: {target: character}, to: your reserve}}, "
                              "{put: {what: that_target, to: your discard}}, {exhaust: that_target}]")
    swap = [e for e in events if "Filler" in e[1]]
    assert [k for k, _ in swap] == ["atomic", "atomic", "atomic"]
    assert "into Alice's Reserve" in swap[0][1] and "into Alice's Discard" in swap[1][1]
    assert swap[2][1].startswith("exhaust Filler")
    handles = [t.split("(")[1].split(")")[0] for _, t in swap]
    assert len(set(handles)) == 3  # each move names the object the one before it made; the exhaust, the last


def test_it_does_not_follow_a_target_moved_to_a_hidden_zone(tmp_path: Path) -> None:
    events = _moved(tmp_path, "[{put: {what: {target: character}, to: your hand}}, {exhaust: that_target}]")
    kinds = [k for k, t in events if "Filler" in t or k == "ignored"]
    assert kinds[:2] == ["atomic", "ignored"]
    assert not [t for _, t in events if t.startswith("exhaust Filler")]


def test_it_does_not_follow_a_target_another_effect_moved(tmp_path: Path) -> None:
    bell = ("  bell:\n    name: Bell\n    type: permanent\n    cost: 1\n    abilities:\n      - reaction:\n"
            "          trigger: {event: goes_to, to: your hand}\n"
            "          effect: [{put: {what: {each: character, in: your expeditions}, to: your reserve}}]\n")
    events = _moved(tmp_path, "[{draw: 1}, {boost: {what: {target: character}}}, {exhaust: that_target}]",
                    extra=bell, landmarks="bell")
    moved = [k for k, t in events if "Filler" in t or k == "ignored"]
    assert moved[:3] == ["atomic", "ignored", "ignored"]  # the Bell's move; then the boost and the exhaust
    assert not [t for _, t in events if t.startswith("exhaust Filler")]


def _lift(tmp_path: Path, effect: str, targets: str) -> list[str]:
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  lift:\n    name: Lift\n    type: spell\n"
        f"    cost: 1\n    effect: {effect}\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        "    alice: {mana: 1, hand: [lift], expeditions: {hero: [filler]}}\n    bob: {}\n"
        f"do:\n  - {{play: lift, by: alice, targets: {targets}}}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    return [e.text("en") for e in res.trace.events if str(e.kind) == "atomic"]


def test_a_target_in_an_expedition_that_has_not_ascended_is_refused(tmp_path: Path) -> None:
    with pytest.raises(IllegalPlay) as caught:
        _lift(tmp_path, "[{boost: {what: {target: character, in_ascended: yes}}}]", "[filler]")
    assert "no legal target (character) for Lift (5.1.2.c, 5.2.3.b)" in str(caught.value)


def test_the_target_is_declared_before_the_expedition_ascends(tmp_path: Path) -> None:
    """5.2.3.b, 5.2.3.e: a Spell that makes a target Expedition Ascend, then boosts a target Character in an Ascended
    Expedition: both targets are chosen as the Spell is declared, when that expedition has not Ascended yet."""
    with pytest.raises(IllegalPlay) as caught:
        _lift(tmp_path, "[{ascend: {target: expedition}}, {boost: {what: {target: character, in_ascended: yes}}, "
                        "optional: yes}]", "[alice.hero, filler]")
    assert "no legal target (character) for Lift" in str(caught.value)
