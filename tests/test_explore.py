"""``judge explore``: every decision branched, identical states merged, distinct outcomes with their paths."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.explore import explore
from judge.resolve import resolve
from judge.scenario.loader import Scenario, load_scenario
from tests.conftest import ROOT, RUNNABLE, bundled_scenario, generated_scenarios

runner = CliRunner()
TWO = "scenarios/rules/6.2.f-two-replacements-order-matters.yaml"
EIGHT = "tests/fixtures/explore/eight-independent-noon-reactions.yaml"
MIXED = "tests/fixtures/explore/replacements-and-reactions-order-dependent.yaml"


def test_two_replacement_modifiers_give_exactly_two_outcomes_each_with_its_path() -> None:
    result = explore(load_scenario(TWO))
    assert result.complete and len(result.outcomes) == 2
    firsts = sorted(o.paths[0][0] for o in result.outcomes)
    assert firsts[0].startswith("modifier_order (alice): Alice chooses which modifier applies first → Hungry Pit")
    assert firsts[1].startswith("modifier_order (alice): Alice chooses which modifier applies first → Keeper of Hands")
    hands = {tuple(c[0] for c in o.canonical["zones"]["alice.hand"]) for o in result.outcomes}
    assert hands == {("filler",), ()}


def test_eight_independent_reactions_merge_to_one_outcome() -> None:
    result = explore(load_scenario(EIGHT))
    assert len(result.outcomes) == 1
    assert result.outcomes[0].path_count == 40320  # 8! orders
    # 2^8 subsets of reactions played: 247 decision states; each answer is tried once, on a copy of the
    # paused resolution: no replay of the scenario, and far from 8! runs.
    assert result.decisions_explored == 247 and result.states_merged == 714
    assert result.replays == 0 and result.runs == len(result.edges) - 1  # one try per edge of the merged graph
    assert result.runs < 1100


def test_without_merging_every_order_is_run() -> None:
    small = load_scenario(EIGHT)
    unmerged = explore(small, merge=False, max_runs=100)
    assert not unmerged.complete and unmerged.runs == 100
    assert unmerged.states_merged == 0


def _outcome_counts(scenario: Scenario, merge: bool, keep_choices: bool = False) -> dict[str, int] | None:
    result = explore(scenario, merge=merge, max_runs=4_000, keep_choices=keep_choices)
    return {o.digest: o.path_count for o in result.outcomes} if result.complete else None


LIBRARY = sorted(str(p.relative_to(ROOT)) for p in RUNNABLE)  # from ROOT: collected from any working directory
# Scenarios written to break merging; 23 of them once did (identical cards in two places, zone order,
# the stage of a phase, unlabelled twin reactions, answers recorded with another run's object numbers,
# an "if you do" decided in a local, where a Spell was played from, progress inside a mode,
# a step's actions in the modifier loop, an object named by its number in the script …).
ATTACKS = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests" / "fixtures" / "explore" / "merging").glob("*.yaml"))


@pytest.mark.parametrize("path", [MIXED, TWO, *LIBRARY, *ATTACKS])
def test_merging_changes_no_outcome_and_no_path_count(path: str) -> None:
    """Merged states share their future (and their waiting answers): the same outcomes, reached by as many paths,
    with the scenario's choices explored or kept."""
    scenario = bundled_scenario(ROOT / path)  # shared: an exploration copies what it changes, never the scenario
    for keep in (False, True) if scenario.choices else (False,):
        unmerged = _outcome_counts(scenario, merge=False, keep_choices=keep)
        if unmerged is None:
            pytest.skip("too many orders to run them all without merging")
        assert _outcome_counts(scenario, merge=True, keep_choices=keep) == unmerged, f"keep_choices={keep}"


def test_order_dependent_results_are_told_apart() -> None:
    result = explore(load_scenario(MIXED))
    assert len(result.outcomes) == 5
    assert sum(o.path_count for o in result.outcomes) == 24  # 3! orders × 2 modifier orders, some merged
    assert result.to_json()["differences"]["alice.hand"]


def test_kept_choices_fix_their_decisions() -> None:
    result = explore(load_scenario(TWO), keep_choices=True)
    assert len(result.outcomes) == 1 and result.decisions_explored == 0


def test_cli_json_and_graph(tmp_path: Path) -> None:
    out = tmp_path / "tree.json"
    result = runner.invoke(app, ["explore", TWO, "--format", "json", "--graph", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert set(data) >= {"scenario", "outcomes", "decisions_explored", "states_merged"}
    assert all({"digest", "board", "paths", "path_count"} <= set(o) for o in data["outcomes"])
    graph = json.loads(out.read_text())
    assert len([n for n in graph["nodes"] if n["kind"] == "outcome"]) == 2


def test_max_branches_stops_with_exit_3_and_what_was_found() -> None:
    result = runner.invoke(app, ["explore", EIGHT, "--max-branches", "3"])
    assert result.exit_code == 3
    assert "stopped after 3 runs" in result.stderr
    assert "distinct outcome" in result.stdout


def test_text_output_names_the_differences() -> None:
    result = runner.invoke(app, ["explore", TWO])
    assert result.exit_code == 0
    assert "2 distinct outcomes" in result.stdout
    assert "What the choice changes" in result.stdout and "  Alice's Hand:" in result.stdout


def test_text_output_prints_the_most_reached_outcomes_and_summarises_the_rest() -> None:
    clean_up = "scenarios/day/4.2.5.c-clean-up-uses-the-hero-limits.yaml"
    result = runner.invoke(app, ["explore", clean_up, "--show", "5"])
    assert result.exit_code == 0, result.output
    assert "36 distinct outcomes" in result.stdout
    assert "Outcome 5 — " in result.stdout and "Outcome 6 — " not in result.stdout
    assert "31 more outcomes" in result.stdout
    summary = [line for line in result.stdout.splitlines() if "different contents over 36 outcomes" in line]
    assert summary, result.stdout
    counts = [int(line.split(": in ")[-1].split()[0]) for line in result.stdout.splitlines()
              if line.startswith("    ") and line.endswith((" outcome", " outcomes")) and ": in " in line]
    assert counts and all(c >= 1 for c in counts)


def test_no_merge_option_gives_the_same_outcomes_from_more_runs() -> None:
    merged = runner.invoke(app, ["explore", MIXED, "--format", "json"])
    apart = runner.invoke(app, ["explore", MIXED, "--format", "json", "--no-merge"])
    assert merged.exit_code == apart.exit_code == 0
    one, two = json.loads(merged.stdout), json.loads(apart.stdout)
    assert two["states_merged"] == 0 and two["runs"] > one["runs"]
    assert {o["digest"]: o["path_count"] for o in one["outcomes"]} == {o["digest"]: o["path_count"]
                                                                         for o in two["outcomes"]}


def test_outcomes_differing_only_in_exhaustion_show_it() -> None:
    """Paying the Tough cost or not changes no zone, only what is exhausted: the differences must say so
    (they once printed the same card lists for both outcomes). The target, the only legal one, is forced:
    not a branch of the exploration."""
    result = explore(load_scenario("scenarios/rules/5.5.d-tough-cost-declined.yaml"))
    assert result.decisions_explored == 1 and len(result.outcomes) == 2
    asked = "tough_cost (alice): Alice may pay 1 more (Tough) for this reaction → "
    assert [o.paths for o in result.outcomes] == [[[asked + "yes"]], [[asked + "no"]]]
    diff = result.to_json()["differences"]
    assert diff == {"alice.mana": [["mana-orb (exhausted)"], ["mana-orb"]],
                    "bob.hero": [["stubborn-wall (exhausted)"], ["stubborn-wall"]]}
    text = runner.invoke(app, ["explore", "scenarios/rules/5.5.d-tough-cost-declined.yaml"]).stdout
    assert "Outcome 1: Stubborn Wall, exhausted\n    Outcome 2: Stubborn Wall\n" in text


def test_differences_show_statuses_boosts_and_controller() -> None:
    from judge.explore import object_text

    assert object_text(["filler", "alice", "alice", ["anchored", "fleeting"], 2, True]) == \
        "filler (exhausted, anchored, fleeting, 2 boosts)"
    assert object_text(["filler", "alice", "bob", [], 1, False]) == "filler (1 boost, controlled by bob)"
    assert object_text(["filler", "alice", "alice", [], 0, False]) == "filler"


def test_the_events_counted_are_those_each_run_makes(tmp_path: Path) -> None:
    """Two reactions at Noon, one decision (which first, 4.4.b): the first run makes the events before the
    decision, each of the two answers the rest (a copy's trace numbers on from where it paused: its events are
    counted from there, not from the start)."""
    generated = generated_scenarios()
    path = tmp_path / "two.yaml"
    path.write_text(generated.independent_reactions(2), encoding="utf-8")
    scenario = load_scenario(path)
    events = resolve(scenario).trace.events
    before = next(e.seq for e in events if e.kind == "decision") - 1
    found = explore(scenario)
    assert found.runs == 2 and len(found.outcomes) == 1
    assert found.events == before + 2 * (len(events) - before)


def test_how_a_reactions_last_step_was_run_does_not_keep_orders_apart(tmp_path: Path) -> None:
    """4.4.b, 5.5.e — four independent At Noon reactions reach the same states in any order, whether a step of
    theirs is run plainly or tested first (a condition that holds: 6.5.c): the same states, the same merges."""
    plain = generated_scenarios().independent_reactions(4)
    step = "            - create_token: {token: spark, in: {each: expedition, in: your hero expedition}}\n"
    tested = ("            - {create_token: {token: spark, in: {each: expedition, in: your hero expedition}},"
              " if: {count: {each: card, in: your landmarks}, at_least: 1}}\n")
    assert plain.count(step) == 4
    found = []
    for text in (plain, plain.replace(step, tested, 1)):
        path = tmp_path / "four.yaml"
        path.write_text(text, encoding="utf-8")
        result = explore(load_scenario(path))
        found.append((result.decisions_explored, result.states_merged, [o.path_count for o in result.outcomes]))
    assert found[0] == found[1] == (found[0][0], found[0][1], [24])


def test_two_decisions_answered_alike_are_told_apart_in_paths_and_words(tmp_path: Path) -> None:
    """Two "may" decisions answered "yes" are two edges: each path names each decision's own question, in its
    labels and in its words (the words of the first were once shown for both)."""
    path = tmp_path / "two-mays.yaml"
    path.write_text("""\
scenario: two-mays
rules: seed
cards:
  p: {name: Pit, type: permanent, cost: 1, abilities: [{passive: {label: Pit, instead: {
      when: {event: goes_to, to: your reserve}, do: [discard], optional: yes}}}]}
  s: {name: Supply, type: spell, cost: 0, effect: [{resupply: 1}]}
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {landmarks: [p], hand: [s], deck: 3}
    bob: {}
do:
  - {play: s, by: alice}
""", encoding="utf-8")
    result = explore(load_scenario(path))
    assert len(result.outcomes) == 4 and all(o.path_count == 1 for o in result.outcomes)
    for outcome in result.outcomes:
        first, second = outcome.paths[0]
        assert "resupplies" in first and "puts Supply" in second
        said = [result.words[label][0] for label in (first, second)]
        assert "resupplies: face-down card goes from the Deck" in said[0] and "puts Supply into" in said[1]
        assert "#" not in said[0] + said[1]  # the words name no handle


def test_outcomes_differing_only_in_a_delayed_effect_are_two_and_say_it() -> None:
    """1.2.6.a — two modes that leave different delayed effects waiting ("the next Character you play this
    Afternoon costs 1 less" or "the next Spell …"; "this turn" would end with the turn Planner's play ends,
    4.2.3.c) end on the same cards, but the next card played plays on differently:
    two outcomes, each naming its delayed effect (they were once grouped as one, "the choices do not change
    the final board")."""
    path = "tests/fixtures/explore/delayed-effects-only-difference.yaml"
    result = explore(load_scenario(path))
    assert [o.path_count for o in result.outcomes] == [1, 1]
    assert sorted(o.canonical["delayed"] for o in result.outcomes) == [
        [["alice", "character", "", 1, 0, False, False, "afternoon"]],
        [["alice", "spell", "", 1, 0, False, False, "afternoon"]]]
    assert result.to_json()["differences"] == {
        "delayed": [[["alice", "spell", "", 1, 0, False, False, "afternoon"]],
                    [["alice", "character", "", 1, 0, False, False, "afternoon"]]]}
    text = runner.invoke(app, ["explore", path]).stdout
    assert "2 distinct outcomes" in text and "do not change the final board" not in text
    assert "Delayed effects:\n    Outcome 1: Alice: the next Spell played this Afternoon costs 1 less" in text
    assert "\n    Outcome 2: Alice: the next Character played this Afternoon costs 1 less" in text
    french = runner.invoke(app, ["explore", path, "--lang", "fr"]).stdout
    assert "Effets différés :\n    Issue 1 : Alice : le prochain Sort joué cet Après-midi coûte 1 de moins" in french


def test_a_choice_with_more_answers_than_can_be_tried_copies_only_the_answers_taken(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """4.2.5.c — at Clean-up Alice keeps 2 of the 60 objects in her Reserve: 1,770 answers. Exploring with a bound of
    3 answers copies the paused resolution for the answers taken only (one copy each, when taken, plus one as it
    paused), not for every answer at once: a wide choice neither eats memory nor hangs before the bound stops it."""
    from judge.engine.core import Engine

    case = tmp_path / "wide.yaml"
    case.write_text("include: [judge:core]\nboard:\n  phase: dusk\n  players:\n    alice: {reserve: ["
                    + ", ".join(["filler"] * 60) + "]}\n    bob: {}\ndo:\n  - start_phase: night\n")
    copies = 0
    real = Engine.snapshot

    def counted(self: Engine) -> Engine:
        nonlocal copies
        copies += 1
        return real(self)

    monkeypatch.setattr(Engine, "snapshot", counted)
    result = explore(load_scenario(case), max_runs=3)
    assert result.stopped == "runs" and not result.complete
    assert copies <= 10, copies
