"""Rulings the ``expect:`` block could not say before: "this cannot be played" (``illegal:``), the defaults
taken for decisions left open (``assumptions: [...]``), reaction-order answers that name the reaction,
and forced decisions (a single legal answer), which need no answer and are never assumptions."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.check import check_scenario
from judge.cli import app
from judge.errors import DecisionError
from judge.golden import trace_path
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import ROOT

pytest_plugins = ["pytester"]
runner = CliRunner()
ILLEGAL = "5.1.2.c-tough-surcharge-makes-the-play-illegal.yaml"
TURNS = "4.2.3.c-unscripted-turns-are-passes.yaml"
ORDER = "4.4.b-reaction-order-choice.yaml"
TOUGH_DECLINED = "5.5.d-tough-cost-declined.yaml"


def _copy(tmp_path: Path, name: str, *edits: tuple[str, str]) -> Path:
    """A bundled scenario copied into a folder of its own (it includes the packaged library), edited."""
    (tmp_path / "rules").mkdir(exist_ok=True)
    text = (ROOT / "scenarios" / "rules" / name).read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new)
    target = tmp_path / "rules" / name
    target.write_text(text, encoding="utf-8")
    return target


# -- illegal: -----------------------------------------------------------------------------------------

def test_an_illegal_play_passes_check_and_still_exits_2_in_resolve() -> None:
    path = ROOT / "scenarios" / "rules" / ILLEGAL
    outcome = check_scenario(path)
    assert outcome.status == "passed", outcome.problems
    result = runner.invoke(app, ["resolve", str(path.relative_to(ROOT))])
    assert result.exit_code == 2
    assert "cannot pay 2 (1 + 1 Tough) for Draw, Then You May Exhaust" in result.stderr
    assert "Traceback" not in result.output


def test_the_golden_trace_of_an_illegal_play_ends_with_the_refusal_and_its_rules() -> None:
    text = trace_path(ROOT / "scenarios" / "rules" / ILLEGAL).read_text()
    lines = text.splitlines()
    stopped = lines.index("Stopped (illegal, exit 2)")
    assert lines[stopped + 1].startswith(f"  {ILLEGAL}:27:5: do[0]: expected a legal declaration")
    assert lines[stopped + 1].endswith("[5.1.2.c, 1.4.1.b, 7.4.5.c]")
    assert "chooses a target" in text[: text.index("Final board")]


def test_an_illegal_expectation_fails_when_the_play_is_legal(tmp_path: Path) -> None:
    path = _copy(tmp_path, ILLEGAL, ("mana: {orbs: 1}", "mana: {orbs: 2}"),
                 ("expect:\n", "choices: [{decision: optional, answer: no}]\nexpect:\n"))
    outcome = check_scenario(path, golden=False)
    assert outcome.status == "failed"
    assert "event {'kind': 'legal'} must not occur" in outcome.problems[1]
    assert any("expected an illegal action (rules 5.1.2.c, 7.4.5.c, 1.4.1.b) to stop the resolution, but it "
               "resolved to the end" in p for p in outcome.problems), outcome.problems


def test_an_illegal_expectation_fails_on_other_rules_or_other_words(tmp_path: Path) -> None:
    path = _copy(tmp_path, ILLEGAL, ("rules: [5.1.2.c, 7.4.5.c, 1.4.1.b]", "rules: [5.1.2.c, 6.3.f]"),
                 ("text: cannot pay 2", "text: cannot pay 3"))
    problems = check_scenario(path, golden=False).problems
    assert len(problems) == 2, problems
    assert "the illegal action cites 5.1.2.c, 1.4.1.b, 7.4.5.c, not 6.3.f" in problems[0]
    assert "the error does not say 'cannot pay 3'" in problems[1]


def test_an_error_that_is_not_expected_is_still_an_error(tmp_path: Path) -> None:
    path = _copy(tmp_path, ILLEGAL, ("  illegal:\n    rules: [5.1.2.c, 7.4.5.c, 1.4.1.b]\n    text: cannot pay 2\n",
                                     ""))
    outcome = check_scenario(path, golden=False)
    assert outcome.status == "error" and "cannot pay 2" in outcome.problems[0]


def test_a_card_not_in_hand_is_refused_with_the_rule_of_the_turn(tmp_path: Path) -> None:
    path = _copy(tmp_path, ILLEGAL, ("      hand: [draw-then-may-exhaust]\n", "      reserve: [filler]\n"),
                 ("rules: [5.1.2.c, 7.4.5.c, 1.4.1.b]", "rules: [4.2.3.c]"),
                 ("text: cannot pay 2", "text: no such card there now"),
                 ("    alice.hand: [draw-then-may-exhaust]\n", "    alice.reserve: [filler]\n"))
    text = path.read_text()
    start, end = text.index("  events:"), text.index("  never:")
    path.write_text(text[:start] + text[end:])
    outcome = check_scenario(path, golden=False)
    assert outcome.status == "passed", outcome.problems


def test_an_answer_that_is_not_a_legal_option_is_an_illegal_action_with_the_decisions_rules(tmp_path: Path) -> None:
    path = _copy(tmp_path, ORDER, ("answer: noon-bell}", "answer: filler}"),
                 ("expect:\n", "expect:\n  illegal: {rules: [4.4.b], text: \"'filler' is not a legal option\"}\n"))
    outcome = check_scenario(path, golden=False)
    assert outcome.status == "failed"  # it stopped as expected, but the events from the answer on never came
    assert "expected event {'kind': 'decision'" in outcome.problems[0]  # the refused answer is no decision made
    assert not any("illegal" in p or "does not say" in p for p in outcome.problems), outcome.problems
    text = path.read_text()
    path.write_text(text[: text.index("  assumptions: none")] + "  board:\n    alice.hand: []\n")
    assert check_scenario(path, golden=False).status == "passed"


def test_the_plugin_passes_an_illegal_play(pytester: pytest.Pytester) -> None:
    _copy(pytester.path, ILLEGAL)
    pytester.makeini("[pytest]\njudge_scenarios = rules\n")
    pytester.runpytest("rules").assert_outcomes(passed=1)


# -- assumptions: [...] --------------------------------------------------------------------------------

def test_listed_assumptions_run_the_scenario_without_strict_decisions() -> None:
    outcome = check_scenario(ROOT / "scenarios" / "rules" / TURNS)
    assert outcome.status == "passed", outcome.problems
    strict = runner.invoke(app, ["resolve", f"scenarios/rules/{TURNS}", "--strict"])
    assert strict.exit_code == 2 and "unscripted decision (turn) for alice" in strict.stderr


@pytest.mark.parametrize(("old", "new", "says"), [
    ("    - {decision: turn, chooser: bob, answer: pass, rules: [4.2.3.c]}\n", "",
     "expected 1 decision(s) left open, found 2; not listed: turn by bob → pass [4.2.3.c]"),
    ("{decision: turn, chooser: alice,", "{decision: turn, chooser: bob,",
     "expected assumption 1 {'decision': 'turn', 'chooser': 'bob', 'answer': 'pass', 'rules': ['4.2.3.c']}, "
     "found: turn by alice → pass [4.2.3.c]"),
    ("chooser: alice, answer: pass, rules: [4.2.3.c]", "chooser: alice, answer: pass, rules: [4.2.3.b]",
     "expected assumption 1"),
    ("    - {decision: turn, chooser: bob, answer: pass, rules: [4.2.3.c]}\n",
     "    - {decision: turn, chooser: bob, answer: pass, rules: [4.2.3.c]}\n    - {decision: turn}\n",
     "expected assumption 3 {'decision': 'turn'}, found only 2 decision(s) left open"),
])
def test_listed_assumptions_are_matched_in_order(tmp_path: Path, old: str, new: str, says: str) -> None:
    problems = check_scenario(_copy(tmp_path, TURNS, (old, new)), golden=False).problems
    assert len(problems) == 1 and says in problems[0], problems


def test_assumptions_none_fails_when_a_turn_is_left_open(tmp_path: Path) -> None:
    text = (ROOT / "scenarios" / "rules" / TURNS).read_text()
    listed = text[text.index("  assumptions:\n"): text.index("  events:")]
    outcome = check_scenario(_copy(tmp_path, TURNS, (listed, "  assumptions: none\n")), golden=False)
    assert outcome.status == "error" and "unscripted decision (turn) for alice" in outcome.problems[0]


# -- reaction-order answers naming the reaction ---------------------------------------------------------

@pytest.mark.parametrize("answer", ["noon-bell", '"Noon Bell (At Noon)"', '"noon bell  (at noon)"',
                                    '"reaction-emblem#10"'])
def test_a_reaction_order_answer_may_name_the_card_or_the_label(tmp_path: Path, answer: str) -> None:
    path = _copy(tmp_path, ORDER, ("answer: noon-bell}", f"answer: {answer}}}"))
    outcome = check_scenario(path, golden=False)
    assert outcome.status == "passed", outcome.problems


def test_an_answer_naming_two_waiting_reactions_is_an_error_listing_them(tmp_path: Path) -> None:
    path = _copy(tmp_path, ORDER, ("landmarks: [noon-horn, noon-bell]", "landmarks: [noon-horn, noon-bell, noon-bell]"))
    with pytest.raises(DecisionError) as err:
        resolve(load_scenario(path), strict=True)
    message = str(err.value)
    assert "answer 'noon-bell' names 2 options of reaction_order" in message
    assert "reaction-emblem#11 (noon-bell, Noon Bell (At Noon), Cloche de Midi (Midi)); " \
        "reaction-emblem#12 (noon-bell, Noon Bell (At Noon), Cloche de Midi (Midi))" in message  # id, label, label_fr
    assert err.value.rules == ("4.4.b",)


# -- forced decisions -----------------------------------------------------------------------------------

def test_a_forced_decision_needs_no_answer_and_is_no_assumption(tmp_path: Path) -> None:
    path = _copy(tmp_path, TOUGH_DECLINED, ("  - {decision: target, answer: stubborn-wall}\n", ""))
    result = resolve(load_scenario(path), strict=True)
    assert result.assumptions == []
    target = next(e for e in result.trace if e.attr("decision") == "target")
    assert target.attr("how") == "forced" and target.en.endswith("(forced: the only legal option)")
    assert "(forcé : la seule option légale)" in target.fr
    tough = next(e for e in result.trace if e.attr("decision") == "tough_cost")
    assert target.seq < tough.seq and tough.attr("how") == "scripted"
    assert check_scenario(path, golden=False).status == "passed"


def test_a_scripted_answer_written_for_a_forced_decision_is_taken_in_order() -> None:
    """Scripts that answer a forced decision keep their order: the answer naming it is used there."""
    result = resolve(load_scenario(f"scenarios/rules/{TOUGH_DECLINED}"), strict=True)
    answers = [(e.attr("decision"), e.attr("answer"), e.attr("how")) for e in result.trace if e.kind == "decision"]
    assert answers == [("target", "stubborn-wall#3", "forced"), ("tough_cost", "no", "scripted")]


def test_a_forced_decision_is_not_listed_when_others_are_assumed(tmp_path: Path) -> None:
    path = _copy(tmp_path, TOUGH_DECLINED, ("choices:\n  - {decision: target, answer: stubborn-wall}\n"
                                            "  - {decision: tough_cost, answer: no}\n", ""))
    result = resolve(load_scenario(path))
    assert [(d.kind, a.keys) for d, a in result.assumptions] == [("tough_cost", ("yes",))]


# -- board: Mana counts ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("mana", "passes"), [("{orbs: 2}", True), ("{exhausted: 1}", True),
                                              ("{orbs: 2, exhausted: 1}", True), ("{orbs: 3}", False),
                                              ("{orbs: 2, exhausted: 0}", False)])
def test_a_mana_expectation_compares_only_the_counts_it_writes(tmp_path: Path, mana: str, passes: bool) -> None:
    """Alice pays 1 of her 2 Mana Orbs for Filler: ``{orbs: 2}`` holds whatever is exhausted; a count written wrong
    fails, the other left unchecked."""
    path = tmp_path / "mana.yaml"
    path.write_text("scenario: mana\nrules: seed\ninclude: [judge:core]\n"
                    "board: {phase: afternoon, first_player: alice, players: {alice: {mana: 2, hand: [filler]}, "
                    "bob: {}}}\ndo:\n  - {play: filler, by: alice, expedition: hero}\n"
                    f"expect:\n  board:\n    alice.mana: {mana}\n", encoding="utf-8")
    outcome = check_scenario(path, golden=False)
    assert outcome.status == ("passed" if passes else "failed"), outcome.problems
    assert passes or any("alice.mana: expected" in p for p in outcome.problems)


# -- board: owner: ------------------------------------------------------------------------------------
BORROWED = "7.2.2.a-a-borrowed-characters-your-opponent-is-its-owner.yaml"


@pytest.mark.parametrize(("owner", "status"), [("bob", "passed"), ("alice", "failed")])
def test_a_board_card_names_its_owner_the_zones_player_unless_another(tmp_path: Path, owner: str, status: str) -> None:
    """1.4.3.a — ``{card:, owner:}`` compares the card's owner: the Double Agent in Alice's expedition is Bob's; a card
    the board shows without an owner is its zone's player's (Bob's Filler in his Hand)."""
    path = _copy(tmp_path, BORROWED,
                 ("[{card: double-agent, boosts: 1}]", f"[{{card: double-agent, boosts: 1, owner: {owner}}}]"),
                 ("bob.hand: [filler, forest-scout]", "bob.hand: [{card: filler, owner: bob}, forest-scout]"))
    outcome = check_scenario(path, golden=False)
    assert outcome.status == status, outcome.problems
    if status == "failed":
        assert any("('owner', 'alice')" in p and "('owner', 'bob')" in p for p in outcome.problems), outcome.problems


def test_a_board_owner_that_is_no_player_is_refused(tmp_path: Path) -> None:
    path = _copy(tmp_path, BORROWED,
                 ("[{card: double-agent, boosts: 1}]", "[{card: double-agent, boosts: 1, owner: carol}]"))
    result = runner.invoke(app, ["check", str(path), "--no-golden"])
    assert result.exit_code != 0
    assert "a player of the board (alice, bob)" in result.output, result.output
