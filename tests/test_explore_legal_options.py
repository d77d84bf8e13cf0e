"""What ``judge explore`` offers is every legal answer and only legal answers (an audit from the seed rules).

Each case is a small scenario of ``tests/fixtures/explore/legal/`` and what the seed rules say of it, written from
their text before the judge was run: every decision met on every path (its kind, who decides, the options offered),
the first decision (who decides first), and the distinct final boards (the zones that differ). Two walks are compared
with it: a plain walk of every answer here (no merging, forced decisions included, an illegal declaration a dead end:
the player makes other decisions, 5.1.2.c), which must offer no answer that leads only to an illegal play; and
``judge explore`` itself, whose outcomes must be exactly the boards the rules can reach.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

import pytest

from judge.digest import board_digest, board_key
from judge.engine.agenda import Finished, advance, answer
from judge.engine.core import Engine
from judge.engine.decisions import Decision
from judge.errors import IllegalPlay, JudgeError
from judge.explore import branches, explore
from judge.model.state import GameState
from judge.resolve import resolve, start, stopped_by
from judge.scenario.loader import Scenario, load_scenario
from judge.trace import Trace
from tests.conftest import ROOT

LEGAL = ROOT / "tests" / "fixtures" / "explore" / "legal"
_HANDLE = re.compile(r" \([\w-]+#\d+\)|(?<=Reaction-Emblem) #\d+")

Offered = tuple[str, str, tuple[str, ...]]  # kind, chooser, the answers offered (sorted, labels without handles)
Board = tuple[tuple[str, tuple[str, ...]], ...]  # zone, its objects (sorted)


class _Nobody:
    """The decider of a walked resolution: every decision is answered by the walk itself."""

    def answer(self, decision: Decision) -> object:
        """Never called: the walk answers on copies of the paused resolution."""
        raise AssertionError(decision)

    def forced(self, decision: Decision) -> None:
        """Nothing to note."""

    def finish(self) -> None:
        """Nothing to check."""

    def bind(self, engine: object) -> None:
        """Nothing needed."""


@dataclass
class Walk:
    """Every decision met, every answer that leads only to illegal plays, every final board."""

    offered: set[Offered] = field(default_factory=set)
    order: list[tuple[str, str]] = field(default_factory=list)
    dead: set[tuple[str, str, str]] = field(default_factory=set)
    boards: set[Board] = field(default_factory=set)
    errors: set[str] = field(default_factory=set)


def _label(text: str) -> str:
    return _HANDLE.sub("", text)


def _zones(canonical: dict[str, Any], zones: tuple[str, ...]) -> Board:
    """The zones asked for of a final board (``board_key``), each object as its card, "exhausted" and its boosts."""
    return tuple((zone, tuple(sorted(f"{o[0]}{' exhausted' if o[5] else ''}{f' +{o[4]}' if o[4] else ''}"
                                     for o in canonical["zones"].get(zone, ())))) for zone in zones)


def _board(state: GameState, zones: tuple[str, ...]) -> Board:
    """The zones asked for of a final state."""
    return _zones(board_key(state), zones)


def walk(scenario: Scenario, zones: tuple[str, ...]) -> Walk:
    """Answer every decision every way (forced ones too), on copies; an illegal declaration ends its path."""
    found = Walk()

    def go(engine: Engine) -> bool:  # whether some path from here ends legally
        try:
            reached = advance(engine)
        except JudgeError as exc:
            error = stopped_by(engine, scenario, exc)
            if isinstance(error, IllegalPlay):
                return False
            found.errors.add(str(error))
            return True
        if isinstance(reached, Finished):
            found.boards.add(_board(engine.state, zones))
            return True
        answers = branches(replace(reached, moot=()))  # every answer the player may give, moot ones too
        said = [", ".join(_label(reached.labels(k)[0]) for k in keys) for keys in answers]
        found.offered.add((str(reached.kind), reached.chooser, tuple(sorted(said))))
        found.order.append((str(reached.kind), reached.chooser))
        legal = False
        for keys, text in zip(answers, said, strict=True):
            copy = engine.snapshot()
            answer(copy, keys, "asked")
            if go(copy):
                legal = True
            else:
                found.dead.add((str(reached.kind), reached.chooser, text))
        return legal

    go(start(scenario, _Nobody(), Trace(record=False)))
    return found


@dataclass(frozen=True)
class Case:
    """A scenario and what the seed rules say of it."""

    file: str
    offered: frozenset[Offered]
    first: tuple[str, str] | None
    zones: tuple[str, ...]
    boards: frozenset[Board]


def _boards(zones: tuple[str, ...], *contents: tuple[tuple[str, ...], ...]) -> frozenset[Board]:
    return frozenset(tuple((zone, tuple(sorted(objects))) for zone, objects in zip(zones, content, strict=True))
                     for content in contents)


MODE_ZONES = ("alice.hero", "alice.hand")
UP_TO_ZONES = ("alice.hero", "alice.hand")
CHOOSER_ZONES = ("bob.hero", "bob.hand", "bob.discard", "bob.reserve")
TURN_ZONES = ("alice.hand", "bob.hand", "alice.hero", "bob.hero")
CLEANUP_ZONES = ("alice.reserve", "alice.discard", "bob.reserve")
MANA_ZONES = ("alice.hand", "alice.mana", "bob.hand", "bob.mana")
PIN_ZONES = ("alice.hero", "bob.hero", "bob.companion")
TOUGH_ZONES = ("alice.mana", "bob.hero")
TWO_ZONES = ("alice.hero", "bob.hero")
COLD_ZONES = ("alice.reserve", "bob.reserve")
SPELL_WATCH = "Reaction-Emblem (Spell Watch (a player plays a Spell, draw a card))"
SPELL_BELL = "Reaction-Emblem (Spell Bell (a player plays a Spell, boost))"

CASES = [
    # 5.2.3.b: each object is chosen once for one occurrence of "target"; 5.2.3.d, 5.1.2.c: a mode whose targets
    # cannot all be chosen cannot be declared — only mode 2 (draw) is left, forced; Alice draws Pebble.
    Case("mode-needs-two-different-targets.yaml",
         frozenset({("mode", "alice", ("mode 2",))}), ("mode", "alice"), MODE_ZONES,
         _boards(MODE_ZONES, (("moss-pup",), ("pebble",)))),
    # The same with "Choose up to 2" (reading up-to-n-modes-in-printed-order): mode 1 is never offered; mode 2 then
    # mode 3 or none, mode 3 alone, or none. Mode 3 exhausts Moss Pup (the only Character).
    Case("up-to-modes-need-two-different-targets.yaml",
         frozenset({("mode", "alice", ("mode 2", "mode 3", "no more modes")),
                    ("mode", "alice", ("mode 3", "no more modes")),
                    ("target", "alice", ("Moss Pup",))}),
         ("mode", "alice"), UP_TO_ZONES,
         _boards(UP_TO_ZONES, (("moss-pup",), ()), (("moss-pup",), ("pebble",)),
                 (("moss-pup exhausted",), ()), (("moss-pup exhausted",), ("pebble",)))),
    # 6.2.f: the controller of the step chooses which modifier applies first — Bob, whose reaction it is, though
    # Alice is the first player (the reaction's only target, his Filler, is forced); 6.2.g: after either, the other
    # no longer applies (Filler no longer goes to a Reserve). His Filler ends in his Hand or his discard pile.
    Case("modifier-order-chosen-by-the-steps-controller.yaml",
         frozenset({("target", "bob", ("Filler",)),
                    ("modifier_order", "bob",
                     ("Hungry Pit (instead) → Bob puts Filler into Bob's Reserve",
                      "Keeper of Hands (instead) → Bob puts Filler into Bob's Reserve"))}),
         ("target", "bob"), CHOOSER_ZONES,
         _boards(CHOOSER_ZONES, ((), ("filler",), (), ()), ((), (), ("filler",), ()))),
    # 1.4.5.a: in the Afternoon the player whose turn it is has the initiative; 4.4.b-c: Alice plays all her
    # reactions, in the order she chooses, before Bob plays his. The orders change nothing: one board.
    Case("afternoon-turn-player-orders-its-reactions-first.yaml",
         frozenset({("reaction_order", "alice", (SPELL_BELL, SPELL_WATCH)),
                    ("reaction_order", "bob", (SPELL_BELL, SPELL_WATCH))}),
         ("reaction_order", "alice"), TURN_ZONES,
         _boards(TURN_ZONES, (("filler", "forest-scout"), ("mountain-guard",), ("filler +1",),
                              ("filler +1",)))),
    # 4.2.5.d: no Hero, a Reserve limit of 2; 4.2.5.c: she chooses exactly two objects to keep, the rest is
    # discarded. Bob has one object: nothing to choose.
    Case("clean-up-without-hero-keeps-two.yaml",
         frozenset({("keep_cards", "alice", ("Moss Pup, Pebble", "Moss Pup, Reed", "Pebble, Reed"))}),
         ("keep_cards", "alice"), CLEANUP_ZONES,
         _boards(CLEANUP_ZONES, (("moss-pup", "pebble"), ("reed",), ("pebble",)),
                 (("moss-pup", "reed"), ("pebble",), ("pebble",)),
                 (("pebble", "reed"), ("moss-pup",), ("pebble",)))),
    # 1.3.2.b: on day 2 Bob, the opponent of the first player, becomes the first player; each player may put a
    # card from their Hand into their Mana zone, the first player first (phase clarification). Empty Decks: no draw.
    Case("morning-mana-first-player-first.yaml",
         frozenset({("mana", "bob", ("Pebble", "no card")), ("mana", "alice", ("Moss Pup", "no card"))}),
         ("mana", "bob"), MANA_ZONES,
         _boards(MANA_ZONES, *((a_hand, a_mana, b_hand, b_mana)
                               for a_hand, a_mana in ((("moss-pup",), ()), ((), ("moss-pup",)))
                               for b_hand, b_mana in ((("pebble",), ()), ((), ("pebble",)))))),
    # 5.2.3.b: "up to one target Character an opponent controls": either of Bob's Characters, or none; not Alice's.
    Case("up-to-one-target-or-none.yaml",
         frozenset({("target", "alice", ("Moss Pup", "Pebble", "no target"))}),
         ("target", "alice"), PIN_ZONES,
         _boards(PIN_ZONES, (("moss-pup",), ("moss-pup exhausted",), ("pebble",)),
                 (("moss-pup",), ("moss-pup",), ("pebble exhausted",)),
                 (("moss-pup",), ("moss-pup",), ("pebble",)))),
    # 7.4.5.c: targeting Bob's Tough 1 Character costs 1 more; 5.5.d: Alice may play the Reaction without paying,
    # and then it has no effect (its only target is forced). Paid: her Orb is exhausted and so is Stubborn Wall.
    Case("tough-reaction-cost-paid-or-not.yaml",
         frozenset({("target", "alice", ("Stubborn Wall",)), ("tough_cost", "alice", ("no", "yes"))}),
         ("target", "alice"), TOUGH_ZONES,
         _boards(TOUGH_ZONES, (("mana-orb",), ("stubborn-wall",)),
                 (("mana-orb exhausted",), ("stubborn-wall exhausted",)))),
    # Reading target-chosen-by-a-named-player (5.2.3.b, 7.2.2.a): "That opponent targets two Characters in your
    # Reserve" — Bob, the owner of the first target (his only Reserve Character, forced), chooses both of the two
    # different objects of that occurrence (5.2.3.b), not only the first.
    Case("that-opponent-chooses-every-target-of-the-occurrence.yaml",
         frozenset({("target", "alice", ("Filler",)),
                    ("target", "bob", ("Filler", "Forest Scout", "Pebble")),
                    ("target", "bob", ("Forest Scout", "Pebble")), ("target", "bob", ("Filler", "Forest Scout")),
                    ("target", "bob", ("Filler", "Pebble"))}),
         ("target", "alice"), COLD_ZONES,
         _boards(COLD_ZONES, *(((*alice, "cold-trade"), ("filler exhausted",)) for alice in (  # 5.2.3.j: the Spell too
             ("filler exhausted", "forest-scout exhausted", "pebble"),
             ("filler exhausted", "forest-scout", "pebble exhausted"),
             ("filler", "forest-scout exhausted", "pebble exhausted"))))),
]

# 5.1.2.c: a declaration that is not legal sends the player back to make other decisions — any of them, the play
# itself included. Pin and Pat with 1 Mana: Stubborn Wall (Tough 1) as its first target makes every declaration
# cost 2, whatever the second target; Bob's Filler as the first target gives two legal plays.
TWO_LEVELS = Case("illegal-target-first-other-targets-legal.yaml",
                  frozenset({("target", "alice", ("Filler", "Stubborn Wall")),
                             ("target", "alice", ("Filler", "Pebble"))}),
                  ("target", "alice"), TWO_ZONES,
                  _boards(TWO_ZONES, (("filler +1", "pebble"), ("filler exhausted", "stubborn-wall")),
                          (("filler", "pebble +1"), ("filler exhausted", "stubborn-wall"))))


def _walked(case: Case) -> Walk:
    return walk(load_scenario(LEGAL / case.file), case.zones)


@pytest.mark.parametrize("case", [*CASES, TWO_LEVELS], ids=lambda c: c.file.removesuffix(".yaml"))
def test_every_decision_offers_exactly_the_legal_answers(case: Case) -> None:
    found = _walked(case)
    assert found.offered == case.offered
    assert found.order[0] == case.first


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.file.removesuffix(".yaml"))
def test_no_answer_offered_leads_only_to_an_illegal_play(case: Case) -> None:
    found = _walked(case)
    assert found.dead == set()
    assert found.errors == set()


@pytest.mark.parametrize("case", [*CASES, TWO_LEVELS], ids=lambda c: c.file.removesuffix(".yaml"))
def test_the_walk_reaches_exactly_the_boards_the_rules_allow(case: Case) -> None:
    assert _walked(case).boards == case.boards


def _explored(case: Case) -> tuple[set[Board], list[str]]:
    result = explore(load_scenario(LEGAL / case.file))
    assert result.complete
    boards = {_zones(outcome.canonical, case.zones) for outcome in result.outcomes if not outcome.error}
    return boards, [outcome.error for outcome in result.outcomes if outcome.error]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.file.removesuffix(".yaml"))
def test_explore_gives_exactly_the_outcomes_the_rules_allow(case: Case) -> None:
    assert _explored(case) == (set(case.boards), [])


def test_explore_does_not_call_a_play_impossible_when_an_earlier_choice_makes_it_legal() -> None:
    """5.1.2.c — the second target has no legal answer after Stubborn Wall first (Tough 1, one Mana), but the
    first target has others: the player makes other decisions; the play can be made, so "cannot be made" is no
    outcome, and no path goes through Stubborn Wall first."""
    assert _explored(TWO_LEVELS) == (set(TWO_LEVELS.boards), [])


def test_the_mode_that_cannot_be_declared_is_no_default_either() -> None:
    """5.2.3.d, 5.2.3.b, 5.1.2.c — resolved without a script, the first mode offered is the default: a mode that
    needs two different targets with one legal object is not offered, so the play is legal and Alice draws."""
    result = resolve(load_scenario(LEGAL / "mode-needs-two-different-targets.yaml"))
    said = [(e.kind, e.rules) for e in result.trace.events if "5.2.3.d" in e.rules]
    assert said == [("note", ("5.2.3.d", "5.2.3.b", "5.1.2.c")), ("decision", ("5.2.3.c", "6.5.e", "5.2.3.d"))]
    assert result.assumptions == []  # the only mode left is forced, not assumed
    assert _board(result.state, MODE_ZONES) == (("alice.hero", ("moss-pup",)), ("alice.hand", ("pebble",)))


LATER = "a-later-play-made-impossible-by-an-earlier-decision.yaml"


@pytest.mark.parametrize("merge", [True, False])
def test_a_later_play_an_earlier_decision_makes_impossible_is_an_outcome(merge: bool) -> None:
    """5.1.2.c, 1.4.1.b — paying for the Noon internal action leaves no Mana for Pebble in the Afternoon; the Noon
    decision is not part of Pebble's play, so after "yes" the play cannot be made: an outcome of its own, reached by
    that answer alone, beside the board where Alice declined and played Pebble."""
    result = explore(load_scenario(LEGAL / LATER), merge=merge)
    assert result.complete
    errors = [o for o in result.outcomes if o.error]
    boards = [o for o in result.outcomes if not o.error]
    assert [(o.path_count, [p[0].rsplit("→ ", 1)[1] for p in o.paths]) for o in errors] == [(1, ["yes"])]
    assert "not enough ready Mana Orbs" in errors[0].error and "do[1].turns[0]" in errors[0].error
    assert [(o.path_count, o.paths[0][0].rsplit("→ ", 1)[1]) for o in boards] == [(1, "no")]
    assert [item[0] for item in boards[0].canonical["zones"]["alice.hero"]] == ["pebble"]


def _answers(path: list[str]) -> tuple[str, ...]:
    """A path's answers, without the decisions and the objects' handles."""
    return tuple(re.sub(r" \([\w-]+#\d+\)", "", label.rsplit("→ ", 1)[1]) for label in path)


@pytest.mark.parametrize("merge", [True, False])
def test_no_path_goes_through_a_first_target_that_makes_the_play_illegal(merge: bool) -> None:
    """5.1.2.c — Stubborn Wall first leaves no legal second target: those ways are not paths (the player chooses
    another first target), and the two plays with Filler first are the only paths."""
    result = explore(load_scenario(LEGAL / TWO_LEVELS.file), merge=merge)
    paths = sorted(_answers(path) for o in result.outcomes for path in o.paths)
    assert paths == [("Filler", "Filler"), ("Filler", "Pebble")]
    assert sum(o.path_count for o in result.outcomes) == 2
    assert not any("Stubborn Wall" in label for _, _, label in result.edges)


def test_the_fixtures_are_the_cases() -> None:
    assert sorted(p.name for p in LEGAL.glob("*.yaml")) == sorted([*(c.file for c in [*CASES, TWO_LEVELS]), LATER])


def test_the_walk_sees_a_dead_answer_where_there_is_one() -> None:
    """The walk's own check: the Stubborn Wall first target leads only to illegal plays, and it says so."""
    found = _walked(TWO_LEVELS)
    assert found.dead == {("target", "alice", "Stubborn Wall"), ("target", "alice", "Filler"),
                          ("target", "alice", "Pebble")}  # the second target, after Stubborn Wall


# Bundled scenarios with real decisions (targets, modes, optional steps, internal actions, modifier and reaction
# orders, Tough costs, X, dice, Morning mana, Clean-up): the scripted path's final board is one of explore's outcomes,
# with the script's answers kept and without them (then explore tries every answer, the script's among them).
AGREE = [
    "rules/1.3.2.f-fleeting-replaces-only-going-to-the-reserve",
    "rules/1.3.2.f-rest-anchored-and-asleep-loses-both",
    "rules/1.4.1.b-internal-action-costing-zero-can-be-paid",
    "rules/4.2.5.b-anchored-no-longer-stays-once-sent-to-the-hand",
    "rules/4.2.b-card-put-into-play-during-dusk-instant-does-not-trigger",
    "rules/4.4.a-internal-action-reaction-waits",
    "rules/4.4.b-reaction-order-choice",
    "rules/4.4.c-new-reaction-chosen-like-the-waiting-ones",
    "rules/5.2.3.b-internal-action-two-targets-each-chosen",
    "rules/5.2.3.c-modal-spell",
    "rules/5.2.3.d-modal-spell-mode-without-target-cannot-be-chosen",
    "rules/5.2.3.e-optional-step-target-chosen-at-declaration",
    "rules/5.5.d-tough-cost-declined",
    "rules/5.5.d-unpayable-tough-cost-reaction-still-played-without-effect",
    "rules/6.1.d-subhash-marmo-cost-one-step",
    "rules/6.2.f-additive-chosen-before-a-replacement-keeps-its-action",
    "rules/6.2.f-rest-modifiers-first-player-chooses",
    "rules/6.2.f-two-replacements-order-matters",
    "rules/6.2.g-replacement-applied-first-the-reaction-no-longer-applies",
    "rules/6.3.c-reaction-applied-before-a-replacement-still-activates",
    "rules/6.5.b-optional-step-decided-after-the-reactions-of-the-step-before",
    "rules/6.5.e-modal-reaction-mode-chosen-when-played",
    "rules/7.4.5.c-tough-paid-for-optional-step-declined",
    "day/1.3.2.b-mana-placed-in-first-player-order",
    "day/4.2.5.b-rest-fleeting-anchored-asleep",
    "day/4.2.5.c-clean-up-uses-the-hero-limits",
    "day/4.2.5.d-clean-up-without-a-hero-keeps-two",
    "day/6.3.d-noon-support-reaction-must-be-in-reserve-when-noon-begins",
    "printed/printed-en-computed-x",
    "printed/printed-en-die-roll",
    "printed/printed-en-up-to-n-modes",
    "printed/printed-en-would-instead",
    "printed/printed-en-spend-counter",
    "printed/printed-en-target-then-roll",
]


@pytest.mark.parametrize("name", AGREE)
def test_the_scripted_board_is_one_of_explores_outcomes(name: str) -> None:
    scenario = load_scenario(ROOT / "scenarios" / f"{name}.yaml")
    resolved = board_digest(resolve(scenario, strict=True).state)
    for keep in (True, False):
        result = explore(scenario, keep_choices=keep)
        assert result.complete
        assert resolved in {o.digest for o in result.outcomes if not o.error}, keep
