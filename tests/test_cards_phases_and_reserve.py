"""Real cards: a trigger with a condition ("At Dusk, if … —", "When you draw …, if … —"), the first card of a type
played each phase, targets in play or in Reserve ("another target Character" too), and a changed Reserve limit.
Each template reads the same in English and French; the engine's part is checked here where the bundled scenarios
(scenarios/printed/printed-*-trigger-condition, -first-card-each-phase, -play-or-reserve, -reserve-limit) do not
show it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from judge.cards.parse import EXECUTABLE, UNSUPPORTED, parse_text
from judge.cli import app
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import one_executable_ability

runner = CliRunner()

#: (English, French, card type, the ability both must give).
TEMPLATES: list[tuple[str, str, str, Any]] = [
    ("At Dusk, if you control an [[Anchored]] Character — Draw a card.",
     "Au Crépuscule, si vous contrôlez un Personnage [[Ancré]] — Piochez une carte.", "permanent",
     {"reaction": {"trigger": {"at": "dusk", "if": {"count": {"each": "character", "controller": "you",
                                                              "statuses": ["anchored"]}, "at_least": 1}},
                   "effect": [{"draw": 1}]}}),
    ("At Noon, if you have two or more cards in Reserve — I gain 1 boost.",
     "À Midi, si vous avez au moins deux cartes en Réserve — Je gagne 1 boost.", "character",
     {"reaction": {"trigger": {"at": "noon", "if": {"count": {"each": "card", "in": "your reserve"}, "at_least": 2}},
                   "effect": [{"boost": {"what": "me", "amount": 1}}]}}),
    # 4.4.a: "[trigger], [trigger condition] — [effect]" with an event trigger, tested as the event happens
    ("When you draw one or more cards, if you are not the first player — Draw a card.",
     "Lorsque vous piochez au moins une carte, si vous n'êtes pas le premier joueur — Piochez une carte.", "permanent",
     {"reaction": {"trigger": {"event": "draws", "player": "you", "if": {"first_player": False}},
                   "effect": [{"draw": 1}]}}),
]


@pytest.mark.parametrize(("en", "fr", "card_type", "ability"), TEMPLATES, ids=[t[0][:40] for t in TEMPLATES])
def test_each_template_is_one_executable_ability_in_both_languages(en: str, fr: str, card_type: str,
                                                                   ability: Any) -> None:
    one_executable_ability(en, fr, card_type, ability)


def test_a_trigger_condition_the_grammar_cannot_read_names_the_condition() -> None:
    (verdict,) = parse_text("At Dusk, if you control two [[Asleep]] Characters — Draw a card.",
                            card_type="permanent").verdicts
    assert verdict.verdict == UNSUPPORTED
    assert verdict.reason == "condition: you control two [[asleep]] characters"


def _scenario(tmp_path: Path, trigger: str, alice_statuses: str, do: str) -> list[tuple[str, str | None]]:
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  lantern:\n    name: Lantern\n    type: permanent\n"
        f"    cost: 1\n    abilities: [{{reaction: {{trigger: {trigger}, effect: [{{draw: 1}}]}}}}]\n"
        "board:\n  phase: afternoon\n  first_player: alice\n  players:\n"
        f"    alice: {{landmarks: [lantern], expeditions: {{hero: [{{card: filler, statuses: [{alice_statuses}]}}]}}, "
        "deck: 3}\n    bob: {landmarks: [lantern], deck: 3}\n"
        f"do:\n  - {do}\n", encoding="utf-8")
    res = resolve(load_scenario(path))
    assert not res.assumptions
    return [(str(e.kind), e.actor) for e in res.trace.events
            if str(e.kind) in ("condition", "ignored", "reaction_activated", "reaction_played")]


def test_the_condition_is_tested_as_the_phase_begins_and_only_a_reaction_whose_condition_holds_activates(
        tmp_path: Path) -> None:
    trigger = "{at: dusk, if: {count: {each: character, controller: you, statuses: [anchored]}}}"
    assert _scenario(tmp_path, trigger, "anchored", "start_phase: dusk") == [
        ("condition", "alice"), ("ignored", "bob"), ("reaction_activated", "alice"), ("reaction_played", "alice")]
    # the Asleep Filler's statistics are not counted at Dusk either (asleep-statistics-not-counted-at-dusk): no
    # expedition advances, and Progress's advancing step has nothing to do
    assert _scenario(tmp_path, trigger, "asleep", "start_phase: dusk") == [("ignored", "alice"), ("ignored", "bob"),
                                                                           ("ignored", None)]


def test_a_condition_on_another_phase_is_not_tested_at_this_one(tmp_path: Path) -> None:
    trigger = "{at: night, if: {count: {each: character, controller: you}}}"
    assert _scenario(tmp_path, trigger, "anchored", "start_phase: dusk") == []


def test_the_ability_language_takes_if_in_a_reactions_trigger_not_in_a_modifiers_pattern(tmp_path: Path) -> None:
    """4.4.a: a trigger condition is a reaction's ("[trigger], [condition] — [effect]"), in any trigger form; a
    modifier's event pattern (``instead: when:``) has none: refused in one located line."""
    head = "scenario: s\nrules: seed\ncards:\n  x:\n    name: X\n    type: permanent\n    cost: 1\n"
    tail = "board:\n  players:\n    alice: {hand: [x]}\n    bob: {}\n"
    for trigger in ("{played: me, if: {first_player: yes}}", "{event: draws, player: you, if: {first_player: yes}}"):
        path = tmp_path / "good.yaml"
        path.write_text(f"{head}    abilities: [{{reaction: {{trigger: {trigger}, effect: [{{draw: 1}}]}}}}]\n{tail}",
                        encoding="utf-8")
        assert runner.invoke(app, ["resolve", str(path)]).exit_code == 0
    path = tmp_path / "bad.yaml"
    path.write_text(f"{head}    abilities: [{{passive: {{instead: {{when: {{event: draws, player: you, if: "
                    f"{{first_player: yes}}}}, do: [{{draw: 2}}]}}}}}}]\n{tail}", encoding="utf-8")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2, result.output
    assert "'if'" in result.output and len(result.output.strip().splitlines()) == 1


TEMPLATES_FIRST_CARD: list[tuple[str, str, Any]] = [
    ("The first Character you play each Afternoon gains 3 boosts.",
     "Le premier Personnage que vous jouez chaque Après-midi gagne 3 boosts.",
     {"passive": {"first_card": {"type": "character", "phase": "afternoon", "boost": 3}}}),
    ("The first Permanent you play each Afternoon gains 2 boosts.",
     "Le premier Permanent que vous jouez chaque Après-midi gagne 2 boosts.",
     {"passive": {"first_card": {"type": "permanent", "phase": "afternoon", "boost": 2}}}),
]


@pytest.mark.parametrize(("en", "fr", "ability"), TEMPLATES_FIRST_CARD, ids=[t[0][:40] for t in TEMPLATES_FIRST_CARD])
def test_the_first_card_template_is_one_executable_ability_in_both_languages(en: str, fr: str, ability: Any) -> None:
    for lang, text in (("en", en), ("fr", fr)):
        verdicts = parse_text(text, lang, card_type="hero").verdicts
        assert [v.verdict for v in verdicts] == [EXECUTABLE], (lang, [v.reason for v in verdicts])
        assert verdicts[0].ability == ability, lang


def _first_card(tmp_path: Path, bonus: str, turns: str) -> tuple[list[tuple[str, str | None]], dict[str, int]]:
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  banner:\n    name: Banner\n    type: permanent\n"
        f"    cost: 1\n    abilities: [{{passive: {{first_card: {bonus}}}}}]\n"
        "board:\n  phase: noon\n  first_player: alice\n  players:\n"
        "    alice: {landmarks: [banner], mana: 3, hand: [draw-one, filler, filler], deck: 3}\n    bob: {}\n"
        f"do:\n  - start_phase: afternoon\n    turns:\n{turns}", encoding="utf-8")
    res = resolve(load_scenario(path))
    assert not res.assumptions
    events = [(str(e.kind), e.actor) for e in res.trace.events
              if str(e.kind) == "play" or (str(e.kind) == "note" and e.rules == ("1.2.4.c", "4.2.a"))]
    boosts = {f"{o.card.id}@{o.zone}": o.boosts for o in res.state.objects.values() if o.card.id == "filler"}
    return events, boosts


def test_only_the_first_card_of_the_type_gains_the_boosts_a_spell_played_before_does_not_count(tmp_path: Path) -> None:
    turns = ("      - {by: alice, play: draw-one}\n      - {by: bob, pass: true}\n"
             "      - {by: alice, play: filler, expedition: hero}\n      - {by: alice, play: filler, "
             "expedition: companion}\n      - {by: alice, pass: true}\n")
    events, boosts = _first_card(tmp_path, "{type: character, phase: afternoon, boost: 2}", turns)
    assert [kind for kind, _ in events] == ["play", "play", "note", "play"]
    assert boosts == {"filler@alice.hero": 2, "filler@alice.companion": 0}
    events, _ = _first_card(tmp_path, "{type: card, phase: afternoon, boost: 1}", turns)
    assert [kind for kind, _ in events] == ["play", "note", "play", "play"]  # the Spell is the first card


def test_a_bonus_of_another_phase_gives_nothing(tmp_path: Path) -> None:
    turns = "      - {by: alice, play: filler, expedition: hero}\n      - {by: bob, pass: true}\n" \
            "      - {by: alice, pass: true}\n"
    events, boosts = _first_card(tmp_path, "{type: character, phase: dusk, boost: 1}", turns)
    assert [kind for kind, _ in events] == ["play"] and boosts == {"filler@alice.hero": 0, "filler@alice.hand": 0}


def test_the_cards_played_this_phase_are_the_state_s_a_snapshot_owns_them_and_a_new_phase_forgets_them() -> None:
    from judge.model.state import GameState
    state = GameState(["alice", "bob"])
    state.note_played("alice", "character")
    copy = __import__("copy").deepcopy(state)
    copy.note_played("bob", "spell")
    assert state.played_this_phase == {("alice", "character")}
    state.begin_phase("dusk")
    assert state.played_this_phase == set() and copy.played_this_phase == {("alice", "character"), ("bob", "spell")}


def test_in_play_or_in_reserve_reads_the_same_in_both_languages_also_with_augment() -> None:
    for lang, text in (("en", "{J} Exhaust target Character in play or in Reserve."),
                       ("fr", "{J} Épuisez un Personnage ciblé en jeu ou en Réserve.")):
        (verdict,) = parse_text(text, lang).verdicts
        assert verdict.verdict == EXECUTABLE, (lang, verdict.reason)
        assert verdict.ability == {"reaction": {"trigger": {"played": "me", "from": "any"}, "effect": [
            {"exhaust": {"target": "character", "in": "play_or_reserve"}}]}}, lang
    (augment,) = parse_text("{H} [Augment] target card in play or in Reserve.").verdicts
    assert augment.ability["reaction"]["effect"][0]["augment"]["in"] == "play_or_reserve"  # tests/test_cards_augment…


def test_a_target_in_play_or_in_reserve_is_chosen_among_both_zones_of_every_player() -> None:
    path = Path(__file__).resolve().parent.parent / "scenarios" / "printed" / "printed-en-play-or-reserve.yaml"
    scenario = load_scenario(path)
    scenario.choices.clear()
    res = resolve(scenario)
    (decision, _), = res.assumptions
    assert str(decision.kind) == "target"
    assert [o.key for o in decision.options] == ["frost-warden#6", "plain-filler#3", "plain-filler#4"]
    zones = {o.key: res.state.objects[int(o.key.split("#")[1])].zone for o in decision.options
             if int(o.key.split("#")[1]) in res.state.objects}
    assert zones == {"frost-warden#6": "alice.hero", "plain-filler#3": "bob.hero", "plain-filler#4": "bob.reserve"}


def test_the_reserve_limit_template_reads_the_same_in_both_languages() -> None:
    for lang, text in (
            ("en", "You may keep two more cards in Reserve during Night if they're exhausted."),
            ("fr", "Vous pouvez conserver deux cartes de plus en Réserve pendant la Nuit si elles sont épuisées.")):
        (verdict,) = parse_text(text, lang, card_type="permanent").verdicts
        assert verdict.verdict == EXECUTABLE, (lang, verdict.reason)
        assert verdict.ability == {"passive": {"reserve_limit": {"more": 2, "exhausted": True}}}, lang
    (plain,) = parse_text("You may keep two more cards in Reserve during Night.", card_type="permanent").verdicts
    assert plain.ability == {"passive": {"reserve_limit": {"more": 2}}}


def _clean_up_file(tmp_path: Path, bonus: str, choices: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(
        "scenario: s\nrules: seed\ninclude: [judge:core]\ncards:\n  storage:\n    name: Storage\n    type: permanent\n"
        f"    cost: 1\n    abilities: [{{passive: {{reserve_limit: {bonus}}}}}]\n"
        "board:\n  phase: dusk\n  first_player: alice\n  players:\n"
        "    alice: {landmarks: [storage], reserve: [filler, filler, draw-one, {card: forest-scout, exhausted: true}, "
        "{card: mountain-guard, exhausted: true}]}\n    bob: {}\n"
        f"do:\n  - start_phase: night\nchoices:\n{choices}", encoding="utf-8")
    return path


def _clean_up(tmp_path: Path, bonus: str, choices: str) -> list[str]:
    res = resolve(load_scenario(_clean_up_file(tmp_path, bonus, choices)))
    assert not res.assumptions
    return [o.card.id for o in res.state.in_zone("alice.reserve")]


KEEP_TWO = "  - {decision: keep_cards, answer: [filler, filler]}\n"


def test_only_objects_not_kept_are_offered_one_at_a_time_and_none_ends_it(tmp_path: Path) -> None:
    assert _clean_up(tmp_path, "{more: 2, exhausted: yes}", KEEP_TWO + "  - {decision: keep_cards, answer: "
                     "mountain-guard}\n  - {decision: keep_cards, answer: forest-scout}\n") == [
        "filler", "filler", "forest-scout", "mountain-guard"]
    assert _clean_up(tmp_path, "{more: 2, exhausted: yes}", KEEP_TWO + "  - {decision: keep_cards, answer: none}\n"
                     ) == ["filler", "filler"]
    assert _clean_up(tmp_path, "{more: 1}", KEEP_TWO + "  - {decision: keep_cards, answer: draw-one}\n") == [
        "filler", "filler", "draw-one"]


def test_clean_up_keeps_as_many_objects_as_the_limit_not_fewer(tmp_path: Path) -> None:
    """4.2.5.c: each player chooses as many objects as their limit: an answer that keeps one of two is refused."""
    path = _clean_up_file(tmp_path, "{more: 1}", "  - {decision: keep_cards, answer: [filler]}\n")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2 and "keep_cards takes 2 answer(s), found 1" in result.output


def test_a_ready_object_cannot_be_kept_beyond_the_limit_when_the_card_asks_an_exhausted_one(tmp_path: Path) -> None:
    path = _clean_up_file(tmp_path, "{more: 1, exhausted: yes}", KEEP_TWO + "  - {decision: keep_cards, answer: "
                          "draw-one}\n")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2 and "legal options: none, forest-scout#5, mountain-guard#6" in result.output


def test_another_target_in_play_or_in_reserve_is_not_the_card_that_bears_the_ability(tmp_path: Path) -> None:
    for lang, text in (("en", "{J} Exhaust another target Character in play or in Reserve."),
                       ("fr", "{J} Épuisez un autre Personnage ciblé en jeu ou en Réserve.")):
        (verdict,) = parse_text(text, lang).verdicts
        assert verdict.ability == {"reaction": {"trigger": {"played": "me", "from": "any"}, "effect": [
            {"exhaust": {"target": "character", "in": "play_or_reserve", "other": True}}]}}, lang
    bundled = Path(__file__).resolve().parent.parent / "scenarios" / "printed" / "printed-en-play-or-reserve.yaml"
    path = tmp_path / "another.yaml"
    path.write_text(bundled.read_text(encoding="utf-8").replace(
        '"{J} Exhaust target Character in play or in Reserve."',
        '"{J} Exhaust another target Character in play or in Reserve."'), encoding="utf-8")
    scenario = load_scenario(path)
    scenario.choices.clear()
    (decision, _), = resolve(scenario).assumptions
    assert [o.key for o in decision.options] == ["plain-filler#3", "plain-filler#4"]
