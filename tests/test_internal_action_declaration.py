"""5.1.2.c, 5.2.3.b, 5.2.3.g — an internal action is declared as it is played: with a target that has no legal
choice, or fewer different legal objects than its "N target …", its declaration is not legal, and (internal actions
being optional) its player takes it back: it is ignored, its cost unpaid."""

from __future__ import annotations

from pathlib import Path

from judge.events import EventKind as K
from judge.resolve import resolve
from judge.scenario.loader import load_scenario

SNARE = """scenario: s
rules: seed
cards:
  snare: {{name: Snare, type: spell, cost: 0, effect: [{{may_pay: {{cost: [{{pay_mana: 1}}],
    effect: [{{exhaust: {{target: character, count: {count}}}}}]}}}}]}}
  heron: {{name: Heron, type: character, cost: 1, stats: {{water: 1}}}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{mana: 1, hand: [snare], deck: 3}}
    bob: {{expeditions: {{hero: {heron}}}}}
do:
  - {{play: snare, by: alice}}
choices:
  - {{decision: internal_action, answer: "yes"}}
"""


def _events(tmp_path: Path, count: int, herons: int) -> list[tuple[K, str, tuple[str, ...]]]:
    path = tmp_path / "s.yaml"
    path.write_text(SNARE.format(count=count, heron=["heron"] * herons), encoding="utf-8")
    trace = resolve(load_scenario(path)).trace
    return [(e.kind, e.msg.mid, e.rules) for e in trace.events]


def _after_yes(events: list[tuple[K, str, tuple[str, ...]]]) -> list[tuple[K, str]]:
    start = next(i for i, (kind, _, _) in enumerate(events) if kind == K.INTERNAL_ACTION)
    return [(kind, mid) for kind, mid, _ in events[start:]]


def test_no_legal_target_the_internal_action_is_taken_back_before_any_cost(tmp_path: Path) -> None:
    events = _events(tmp_path, count=1, herons=0)
    after = _after_yes(events)
    assert after[:2] == [(K.INTERNAL_ACTION, "internal_action"), (K.IGNORED, "internal_action.illegal")]
    ignored = next(rules for kind, mid, rules in events if mid == "internal_action.illegal")
    assert ignored[:2] == ("5.1.2.c", "5.2.3.g") and "5.2.3.b" in ignored
    assert "atomic.exhaust" not in [mid for _, mid in after]
    assert not [kind for kind, _ in after if kind == K.PAY_COSTS]


def test_too_few_targets_taken_back_after_the_first_choice(tmp_path: Path) -> None:
    after = _after_yes(_events(tmp_path, count=2, herons=1))
    assert after[:3] == [(K.INTERNAL_ACTION, "internal_action"), (K.DECISION, "decision"),
                         (K.IGNORED, "internal_action.illegal")]
    assert not [kind for kind, _ in after if kind == K.PAY_COSTS]


def test_enough_targets_the_internal_action_is_played(tmp_path: Path) -> None:
    after = _after_yes(_events(tmp_path, count=2, herons=2))
    mids = [mid for _, mid in after]
    assert "internal_action.illegal" not in mids
    assert mids.count("decision") == 2 and [kind for kind, _ in after].index(K.PAY_COSTS) < mids.index("atomic.exhaust")
    assert mids.count("atomic.exhaust") == 3  # the Mana Orb paid, then the two Herons


def test_an_unscripted_internal_action_whose_cost_is_already_impossible_is_assumed_declined() -> None:
    """1.4.1.b — "you may pay 1 to draw" twice with one Mana Orb: left unscripted, the first is assumed played (yes,
    the first option); the second's cost cannot be paid any more, so "no" is assumed, not a "yes" the judge must then
    ignore. The assumptions say both, in order."""
    result = resolve(load_scenario(Path("tests/fixtures/explore/by_hand/internal-action-second-cost-unpayable.yaml")))
    assumed = [(d.kind.value, a.keys) for d, a in result.assumptions]
    assert assumed == [("internal_action", ("yes",)), ("internal_action", ("no",))]
    kinds = [e.kind for e in result.trace.events]
    assert kinds.count(K.INTERNAL_ACTION) == 1


MODAL = """scenario: s
rules: seed
cards:
  toll: {name: Toll, type: spell, cost: 0, effect: [{may_pay: {cost: [{pay_mana: 1}],
    effect: [{discard: {chosen: card, in: your hand}, if_you_do: [{choose_one: [[{exhaust: {target: character}}],
             [{ready: {target: character}}]]}]}]}}]}
  heron: {name: Heron, type: character, cost: 1, stats: {water: 1}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {mana: 1, hand: [toll, heron], deck: 3}
    bob: {expeditions: {hero: HERONS}}
do:
  - {play: toll, by: alice}
choices:
  - {decision: internal_action, answer: "yes"}
"""


def test_a_mode_of_an_internal_action_is_chosen_as_it_is_played_none_with_a_target_it_is_taken_back(
        tmp_path: Path) -> None:
    """6.5.e, 5.2.3.d, 5.2.3.g, 5.1.2.c — the modes of an internal action's effect ("if you do" part included) are
    chosen as it is played, not at the Spell's declaration; when no mode's target can be chosen, its declaration
    cannot be legal: it is taken back before its cost, as with a target that has no legal choice."""
    path = tmp_path / "s.yaml"
    path.write_text(MODAL.replace("HERONS", "[]"), encoding="utf-8")
    after = _after_yes([(e.kind, e.msg.mid, e.rules) for e in resolve(load_scenario(path)).trace.events])
    assert (K.IGNORED, "internal_action.illegal") in after
    assert not [kind for kind, _ in after if kind == K.PAY_COSTS]
    exhausted = MODAL.replace("HERONS", "[{card: heron, exhausted: yes}]")
    path.write_text(exhausted + "  - {decision: mode, answer: 2}\n", encoding="utf-8")
    events = resolve(load_scenario(path)).trace.events
    kinds = [(e.kind, e.msg.mid) for e in events]
    internal = kinds.index((K.INTERNAL_ACTION, "internal_action"))
    mode = next(i for i, e in enumerate(events) if e.kind == K.DECISION and "6.5.e" in e.rules)
    assert internal < mode < next(i for i, (kind, _) in enumerate(kinds) if kind == K.PAY_COSTS and i > internal)
    assert "atomic.ready" in [e.msg.mid for e in events if e.kind == K.ATOMIC]
