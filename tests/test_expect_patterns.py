"""Event patterns that cannot fail are refused, and the names outsiders take from the design documents are read.

Every field of an ``events:`` / ``never:`` pattern is checked when the scenario loads (tests/malformed/expect-event-*
give the located line of each check); these tests show that the other names match what the canonical ones match,
that ``kind: illegal`` is the refusal of an illegal declaration, that ``count:`` on a kind other than
reaction_activated is the N-th such event, that ``decision: optional`` answers any "may" decision, and that a scripted
answer written for another kind of decision says both kinds.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.engine.decisions import DecisionKind, kind_fits
from judge.events import EventKind
from judge.scenario import grammar as G
from judge.scenario.patterns import action_name, event_kinds
from judge.scenario.yamlnode import load_located
from tests.conftest import ROOT, RUNNABLE, bundled_resolution

runner = CliRunner()
OUTSIDER = ROOT / "tests" / "fixtures" / "outsider"
SKETCH = "o31-design-sketch-subhash-marmo.yaml"


def _variant(tmp_path: Path, source: Path, old: str, new: str) -> Path:
    text = source.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{source.name}: '{old}' is not found once"
    path = tmp_path / source.name
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def _check(path: Path) -> tuple[int, str]:
    result = runner.invoke(app, ["check", "--no-golden", str(path)])
    return result.exit_code, result.output


def test_the_kinds_documented_are_the_engines() -> None:
    assert set(G.names(G.EVENT_KIND_TERMS)) == {str(k) for k in EventKind}
    assert not set(G.names(G.EVENT_KIND_ALIASES)) & set(G.names(G.EVENT_KIND_TERMS))
    assert set(G.KIND_ALIAS_KINDS) == set(G.names(G.EVENT_KIND_ALIASES))


def test_every_atomic_action_the_engine_makes_has_its_name() -> None:
    """The verbs written as literals where the engine makes an atomic action, and ``action:`` accepts them all."""
    made = set()
    for source in (ROOT / "judge" / "engine").glob("*.py"):
        made |= set(re.findall(r'AtomicAction\(AtomicKind\.\w+, "(\w+)"', source.read_text(encoding="utf-8")))
    hidden = {"create_emblem", "fail_advance", "pass"}  # seen by modifiers and reactions, never an event
    assert made - hidden <= set(G.ATOMIC_ACTIONS), made - hidden - set(G.ATOMIC_ACTIONS)


@pytest.mark.parametrize("path", [p for p in RUNNABLE if p.stem.startswith(("1.3.2", "6.2", "4.2"))][:40],
                         ids=lambda p: p.stem)
def test_the_fields_a_kind_carries(path: Path) -> None:
    """``action``, ``decision``, ``answer``: only the kinds FIELD_KINDS names carry them (a pattern giving another
    kind is refused as one that matches nothing); every action carried is one ``action:`` accepts."""
    result, _ = bundled_resolution(path)
    for event in result.trace:
        for name, kinds in G.FIELD_KINDS.items():
            if event.attr(name) is not None:
                assert event.kind in kinds, (event.kind, name, event.en)
        if event.attr("action") is not None:
            assert event.attr("action") in G.ATOMIC_ACTIONS


@pytest.mark.parametrize(("old", "new"), [
    ("{kind: reaction activated, source: subhash & marmo,", "{kind: Reaction-Activated, source: subhash & marmo,"),
    ("{kind: reaction activated, source: subhash & marmo,", "{kind: emblem_created, source: subhash & marmo,"),
    ("{kind: reaction activated, source: subhash & marmo,", "{kind: reaction, source: subhash & marmo,"),
    ("{kind: atomic action, action: put,", "{kind: atomic, action: mettre,"),
    ("{kind: pay_costs, rules: [6.1.d]}", "{kind: pay, rules: [6.1.d]}"),
    ("{kind: decision, decision: internal_action,", "{kind: decision, decision: Internal Action,"),
    ("{decision: target, answer: alice.hero}", "{decision: Target, answer: alice.hero}"),
    ("    - {kind: illegal}", "    - {kind: modifier applied}"),  # no modifier applies to this resolution
])
def test_another_name_reads_the_same(tmp_path: Path, old: str, new: str) -> None:
    code, out = _check(_variant(tmp_path, OUTSIDER / SKETCH, old, new))
    assert code == 0, out


@pytest.mark.parametrize(("old", "new", "said"), [
    # kind: reaction is either kind: the reaction played matches too
    ("    - {kind: reaction, source: dredger-drone}", "    - {kind: reaction, source: subhash}",
     "must not occur, found e4: Subhash & Marmo (At Noon) is activated"),
    ("    - {kind: reaction, source: dredger-drone}", "    - {kind: reaction_played, source: subhash}",
     "must not occur, found e6: Alice plays Subhash & Marmo"),
    # a cost's step is pay_costs: a step citing 6.1.d is not there
    ("    - {kind: pay_costs, rules: [6.1.d]}", "    - {kind: step, rules: [6.1.d]}", "not found"),
])
def test_another_name_fails_as_the_same(tmp_path: Path, old: str, new: str, said: str) -> None:
    code, out = _check(_variant(tmp_path, OUTSIDER / SKETCH, old, new))
    assert code == 1, out
    assert said in " ".join(out.split()), out


def test_the_sketch_in_its_own_order_says_which_answer_is_for_which_decision(tmp_path: Path) -> None:
    """5.1.2.b: targets and how costs are paid are chosen in no particular order; the judge asks the target first,
    and an answer written for the other decision is named with its line and both kinds."""
    path = _variant(tmp_path, OUTSIDER / SKETCH,
                    "  - {decision: target, answer: alice.hero}\n  - {decision: choose_cards, answer: [dredger-drone]}",
                    "  - {decision: choose_cards, answer: [dredger-drone]}\n  - {decision: target, answer: alice.hero}")
    result = runner.invoke(app, ["resolve", "--strict", str(path)])
    assert result.exit_code == 2, result.output
    said = " ".join(result.stderr.split())
    assert "choices[1] (line 31) is for a decision 'choose_cards', but the decision asked here is target: Alice " \
           "chooses a target (expedition) for Subhash & Marmo (At Noon); legal options: alice.hero, " \
           "alice.companion" in said, said


def test_optional_answers_a_tough_cost(tmp_path: Path) -> None:
    source = ROOT / "scenarios" / "rules" / "5.5.d-tough-cost-declined.yaml"
    code, out = _check(_variant(tmp_path, source, "  - {decision: tough_cost, answer: no}",
                                "  - {decision: optional, answer: no}"))
    assert code == 0, out


def test_optional_answers_only_may_decisions() -> None:
    assert kind_fits("optional", DecisionKind.INTERNAL_ACTION) and kind_fits("optional", DecisionKind.TOUGH_COST)
    assert kind_fits(None, DecisionKind.TARGET) and kind_fits("target", DecisionKind.TARGET)
    assert not kind_fits("optional", DecisionKind.TARGET) and not kind_fits("internal_action", DecisionKind.OPTIONAL)


def test_never_illegal_fails_when_the_play_is_refused(tmp_path: Path) -> None:
    path = _variant(tmp_path, OUTSIDER / "o07-illegal-no-mana.yaml",
                    "  illegal: {rules: [5.1.2.c], text: cannot pay}\n", "")
    path.write_text(path.read_text(encoding="utf-8").replace("    - {kind: pay_costs}", "    - {kind: illegal}"),
                    encoding="utf-8")
    code, out = _check(path)
    assert code == 1, out
    said = " ".join(out.split())
    assert "event {'kind': 'illegal'} must not occur, found: the resolution stopped:" in said and "cannot pay" in said


@pytest.mark.parametrize(("pattern", "code"), [
    ("{kind: illegal, rules: [5.1.2.c], text: cannot pay}", 0),
    ("{kind: Illegal}", 0),
    ("{kind: illegal, rules: [6.1.d]}", 1),
    ("{kind: illegal, text: too many targets}", 1),
])
def test_events_illegal_is_the_refusal(tmp_path: Path, pattern: str, code: int) -> None:
    path = _variant(tmp_path, OUTSIDER / "o07-illegal-no-mana.yaml",
                    "  illegal: {rules: [5.1.2.c], text: cannot pay}\n", f"  events: [{pattern}]\n")
    got, out = _check(path)
    assert got == code, out


def test_never_illegal_holds_when_every_play_is_legal() -> None:
    for name in ("printed-en-computed-x", "printed-fr-computed-x"):
        code, out = _check(ROOT / "scenarios" / "printed" / f"{name}.yaml")
        assert code == 0, out


SECOND_STUDY_HALL = ROOT / "scenarios" / "rules" / (
    "6.2.d-additive-on-the-step-once-on-each-atomic-action-each-time.yaml")


@pytest.mark.parametrize(("old", "new", "code"), [
    # Inkwell applies to each of the two draws (6.2.d): a second application is there, a third is not
    ("    - {kind: modifier, source: inkwell, count: 3}", "    - {kind: modifier, source: inkwell, count: 2}", 1),
    ("    - {kind: modifier, source: inkwell, rules: [6.2.c]}\n    - {kind: modifier, source: inkwell, rules: [6.2.c]}",
     "    - {kind: modifier, source: inkwell, count: 2}", 0),
    # three Resupplies in all, the third before the spell goes to the Reserve; no fourth
    ("    - {kind: atomic, action: resupply}\n    - {kind: atomic, action: resupply}\n"
     "    - {kind: atomic, action: resupply}\n", "    - {kind: atomic, action: resupply, count: 3}\n", 0),
    ("    - {kind: atomic, action: resupply}\n    - {kind: atomic, action: resupply}\n"
     "    - {kind: atomic, action: resupply}\n", "    - {kind: atomic, action: resupply, count: 4}\n", 1),
    # the N-th is counted from the start of the trace: the first application is before the step's last draw
    ("    - {kind: atomic, action: resupply}\n    - {kind: step, rules: [5.2.3.j]}",
     "    - {kind: atomic, action: resupply}\n    - {kind: step, rules: [5.2.3.j]}\n"
     "    - {kind: modifier, source: inkwell, count: 1}", 1),
])
def test_count_on_another_kind_is_the_nth(tmp_path: Path, old: str, new: str, code: int) -> None:
    got, out = _check(_variant(tmp_path, SECOND_STUDY_HALL, old, new))
    assert got == code, out


def test_the_loader_names_the_line_of_a_pattern_that_cannot_match(tmp_path: Path) -> None:
    """The design sketch's misspelt pattern as an outsider writes it: one located line, exit 2."""
    path = _variant(tmp_path, OUTSIDER / SKETCH, "    - {kind: reaction, source: dredger-drone}",
                    "    - {kind: reaction_activate, source: dredger-drone}")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2
    line = result.stderr.strip()
    assert "\n" not in line
    assert re.search(r"o31-design-sketch-subhash-marmo\.yaml:46:14: expect\.never\[0\]\.kind: expected an event "
                     r"kind: phase, .* found 'reaction_activate' \(did you mean 'reaction_activated'\?\)", line), line


@pytest.mark.parametrize(("written", "kinds"), [
    ("Daily-Effect", ("daily_effect",)), ("reaction check", ("reaction_check",)), ("CAP REACHED", ("cap_reached",)),
    ("atomic action", ("atomic",)), ("modifier_applied", ("modifier",)), ("emblem created", ("reaction_activated",)),
    ("reaction", ("reaction_activated", "reaction_played")), ("pay", ("pay_costs",)), ("pay cost", ("pay_costs",)),
    ("illegal", ("illegal",)), ("step", ("step",)),
])
def test_the_spellings_of_a_kind(written: str, kinds: tuple[str, ...]) -> None:
    node = load_located(f"kind: {written}\n", "x.yaml").as_map()["kind"]
    assert event_kinds(node) == kinds


@pytest.mark.parametrize(("written", "name"), [
    ("create token", "create_token"), ("créer_jeton", "create_token"), ("Piocher", "draw"), ("pay-mana", "pay_mana"),
    ("prepare", "prepare"), ("to limbo", "to_limbo"),
])
def test_the_spellings_of_an_action(written: str, name: str) -> None:
    node = load_located(f"action: {written}\n", "x.yaml").as_map()["action"]
    assert action_name(node) == name


@pytest.mark.parametrize(("written", "cited"), [("6.2.f", "6.2.f"), ("6.2.F", "6.2.f"), (" 4.4.a ", "4.4.a"),
                                                 ("1.3.2.d", "1.3.2.d*"), ("4.4.a.2", "4.4.a"), ("9.9.9", None),
                                                 ("4.4.z.2", None)])
def test_a_rule_id_is_read_as_the_engine_cites_it(written: str, cited: str | None) -> None:
    from judge.scenario.patterns import as_cited

    assert as_cited(written) == cited


SOURCE_BY_ID = """\
scenario: source-by-id
cards:
  bell-ringer:
    type: permanent
    cost: 1
    abilities:
      - reaction: {{trigger: {{at: noon}}, effect: [{{draw: 1}}]}}
board:
  phase: morning
  players:
    alice: {{landmarks: [bell-ringer], deck: 3}}
    bob: {{}}
do:
  - start_phase: noon
expect:
  events:
    - {{kind: reaction_activated, source: {source}}}
"""


@pytest.mark.parametrize(("source", "passes"), [("bell ringer", True), ("Bell-Ringer", True), ("bell-ringer", True),
                                                ("'bell  ringer'", True), ("bell ringers", False)])
def test_source_words_match_a_name_made_of_the_card_id(tmp_path: Path, source: str, passes: bool) -> None:
    path = tmp_path / "source.yaml"
    path.write_text(SOURCE_BY_ID.format(source=source))
    result = CliRunner().invoke(app, ["check", "--no-golden", str(path)])
    assert (result.exit_code == 0) is passes, result.output


@pytest.mark.parametrize(("actor", "said"), [("alice", "1 passed"), ("Alice", "1 passed"), ("bob", "1 failed"),
                                             ("carol", "expected a player of this scenario: alice, bob")])
def test_an_actor_is_a_player_of_the_board_in_any_case(tmp_path: Path, actor: str, said: str) -> None:
    path = tmp_path / "actor.yaml"
    path.write_text(SOURCE_BY_ID.format(source="bell-ringer").replace("source: bell-ringer", f"actor: {actor}"))
    assert said in " ".join(CliRunner().invoke(app, ["check", "--no-golden", str(path)]).output.split())


EXHAUST_ME = """\
scenario: exhaust-me
cards:
  lamp:
    type: permanent
    cost: 1
    abilities:
      - quick_action: {{cost: [exhaust_me], effect: [{{draw: 1}}]}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {{landmarks: [lamp], deck: 3}}
    bob: {{}}
do:
  - quick_action: lamp
  - pass: alice
expect:
  {block}:
    - {{kind: atomic, action: {action}, objects: [lamp]}}
"""


@pytest.mark.parametrize(("block", "action", "said"), [("events", "exhaust", "1 passed"),
                                                        ("events", "exhaust_me", "1 passed"),
                                                        ("never", "exhaust", "1 failed"),
                                                        ("events", "ready", "1 failed")])
def test_exhaust_names_the_exhaust_me_cost_too(tmp_path: Path, block: str, action: str, said: str) -> None:
    path = tmp_path / "exhaust.yaml"
    path.write_text(EXHAUST_ME.format(block=block, action=action))
    assert said in CliRunner().invoke(app, ["check", "--no-golden", str(path)]).output
