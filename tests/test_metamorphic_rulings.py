"""Metamorphic checks: bundled ruling cases (scenarios/rules/) transformed in ways that must not change the ruling.

Each transformation is applied to a deterministic sample of the ruling cases (every eighteenth file, a different
eighteenth for each transformation, so that together they cover many), with its question, ruling and ``expect:`` left
out (they name the cards and players in words), and the judge's answers are compared with the original's:

- ``mirror``: the players' names swapped everywhere (alice ↔ bob, who is first player included): the same ruling,
  mirrored;
- ``mirror_listed``: the same, the players still listed in the original order, so the first player is now listed
  second (nothing may depend on the order the file lists the players in);
- ``rename``: every card the case uses renamed (its id and its names; judge:core's written into the case), the new
  ids sorting the other way round;
- ``reorder``: ``cards:`` and every zone whose order does not matter (all but the Deck) listed the other way round;
- ``french``: the phases, the statuses and the verbs of the cards (judge:core's too) written in French
  (docs/scenario-language.md);
- ``dump``: ``judge resolve --dump-board`` of the end, loaded again and played on to the end of the day, as the
  original played on (for the cases whose day goes on; every fifty-fourth case).

It found the French ``après-midi`` refused as a delayed effect's duration (``next_card: {until: …}``), though the
language takes phases in French everywhere (judge.scenario.abilities, fixed).

What is compared: the final board (every zone with its objects' cards, owners, controllers, statuses, boosts,
counters and exhaustion; the Deck in order), the order of the events' kinds, rules and actors, the decisions
assumed, whether the run stops as illegal, and ``judge explore``'s outcomes (every answer to every decision).
Differences that are right are taken out precisely, each by a named normalization below:

- objects are numbered in the order they come into being (``filler#3``): the numbers are not compared
  (``without_numbers``), and a script (do:, choices:) that names an object by its number (``reaction-emblem#11``)
  or an atomic action by its position (``rule:1.3.2.f/fleeting@1``) cannot follow a transformation that numbers
  them anew (``mirror_listed``, ``reorder``): such a case is left out of those two only (``NUMBERED_ANSWER``);
- things that happen together are listed in the order of the file (the players, the zones), which the rules do
  not order: the atomic actions of one step (6.1.f), with the judge's remark on one of them; the reactions one event
  activates, whose Reaction-Emblems are created together (6.3.b, 4.4.a: the players then choose the order they are
  played in, which is compared), with the tests of their trigger conditions (6.5.c) and their refusals (7.3.1.e);
  additive modifiers, which the reading additive-modifiers-in-board-order applies in board order as their order
  cannot change the step, and the remarks that each does not apply again (6.2.h): consecutive sibling events of these
  kinds are compared as a multiset
  (``canonical_events``);
- a token card the judge makes from a card's text is given an id from its name, the second one of that name with
  ``-2`` after it (library.py): which card is read first decides which gets the ``-2``, so such tokens are compared by
  name (``made_token_ids``).
"""

from __future__ import annotations

import copy
import json
import re
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.digest import board_key
from judge.events import EventKind
from judge.explore import explore
from judge.model.board import left_out
from judge.render.dump import dump_board
from judge.resolve import Resolution, resolve_until_stopped
from judge.scenario.loader import Scenario, load_scenario
from judge.scenario.words import PHASE_FRENCH, VERB_FRENCH
from judge.trace import Event
from tests.conftest import ROOT
from tests.test_board_round_trip import round_trip_key

RULINGS = sorted((ROOT / "scenarios" / "rules").glob("*.yaml"))
EVERY = 18  # each transformation runs over one eighteenth of the ruling cases (a different one each): under ~10 s
EXPLORED = 100  # answers judge explore tries at most (a case with more is compared as "incomplete")
PROSE = ("scenario", "title", "question", "ruling", "title_fr", "question_fr", "ruling_fr", "expect")
NUMBERED_ANSWER = re.compile(r"#\d|@\d")
#: Events that happen together when they are consecutive siblings: the atomic actions of one step (6.1.f), one
#: ignored as it cannot happen (1.2.6.f); the reactions an event activates (6.3.b), one whose trigger's condition
#: holds (6.5.c) or not (ignored), or that cannot activate (refused, 7.3.1.e).
SIMULTANEOUS = {EventKind.ATOMIC, EventKind.IGNORED, EventKind.REACTION_ACTIVATED, EventKind.CONDITION,
                EventKind.REFUSED}
APPLIES_ONCE = ("6.2.h",)  # a remark: a modifier does not apply again to the step it changed (one per modifier)
ADDITIVE = "6.2.c"  # an additive modifier ("also"): applied in board order (reading additive-modifiers-in-board-order)


def together(e: Event) -> bool:
    """Whether ``e`` happens together with its like siblings (``SIMULTANEOUS``, or an additive modifier: the reading
    additive-modifiers-in-board-order applies them in board order, as their order cannot change the step; and the
    remarks that a modifier, each in its turn, does not apply again to the step it changed, 6.2.h)."""
    return e.kind in SIMULTANEOUS or (e.kind is EventKind.MODIFIER and ADDITIVE in e.rules) or (
        e.kind is EventKind.NOTE and tuple(e.rules) == APPLIES_ONCE)


Back = Callable[[str], str]  # a transformation's names back to the original's, in a text


def plain(path: Path) -> dict[str, Any]:
    """The case as data, without its prose and its expectations (a copy: the transformations may change it)."""
    return copy.deepcopy(_read(path))


@cache
def _read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader",
                                                                                          yaml.SafeLoader))
    return {k: v for k, v in data.items() if k not in PROSE}


def numbered_answers(path: Path) -> bool:
    """Whether the case's script (do:, choices:) names an object by its number or an atomic action by its
    position."""
    return bool(NUMBERED_ANSWER.search(json.dumps([_read(path).get(key) for key in ("do", "choices")])))


def rewrite(node: Any, word: Callable[[str], str]) -> Any:
    """``node`` with every text (keys included) passed through ``word``."""
    if isinstance(node, dict):
        return {rewrite(k, word): rewrite(v, word) for k, v in node.items()}
    if isinstance(node, list):
        return [rewrite(v, word) for v in node]
    return word(node) if isinstance(node, str) else node


def mirror(data: dict[str, Any], listed_as_before: bool = False) -> tuple[dict[str, Any], Back]:
    """The players' names swapped (their zones, markers, scripted players …); the first player made explicit."""
    first, second = list(data["board"]["players"])
    swap = {first: second, second: first}

    def word(text: str) -> str:
        head, dot, tail = text.partition(".")
        return swap.get(text) or (swap[head] + dot + tail if dot and head in swap else text)

    out: dict[str, Any] = rewrite(data, word)
    out["board"].setdefault("first_player", second)  # the first listed was the first player: now its mirror
    if listed_as_before:
        players = out["board"]["players"]
        out["board"]["players"] = {first: players[first], second: players[second]}
    return out, lambda text: re.sub(rf"\b({first}|{second})\b", lambda m: swap[m.group(1)], text)


@cache
def _core() -> dict[str, Any]:
    library: dict[str, Any] = yaml.safe_load((ROOT / "judge" / "libraries" / "core.yaml").read_text(encoding="utf-8"))
    return dict(library["cards"])


def inlined(data: dict[str, Any]) -> dict[str, Any]:
    """The case with the cards of judge:core written in its cards: (its own first), when it includes only that."""
    if data.get("include") != ["judge:core"]:
        return data
    out = {k: v for k, v in data.items() if k != "include"}
    out["cards"] = {**(data.get("cards") or {}), **{k: copy.deepcopy(v) for k, v in _core().items()
                                                    if k not in (data.get("cards") or {})}}
    return out


def rename(data: dict[str, Any]) -> tuple[dict[str, Any], Back]:
    """Each card the case uses (its own and judge:core's) gets a new id and new names (the ids sort the other way
    round); a card whose id is also a verb (sabotage) keeps it: the words of the language are not renamed. An answer
    naming an ability the judge labels by its card's name ("Dice Tinker (Scout: …)") is renamed with the card."""
    data = inlined(data)
    ids = sorted(k for k in data.get("cards") or {} if k not in VERB_FRENCH)
    new = {old: f"c{len(ids) - i:03d}" for i, old in enumerate(ids)}
    names = {card[key]: f"Kard {new[old]}{key[4:]}" for old, card in (data.get("cards") or {}).items()
             if old in new and isinstance(card, dict) for key in ("name", "name_fr") if key in card}

    def word(text: str) -> str:
        card, hash_, rest = text.partition("#")  # a handle (filler#3) or a key (homeward-captain#1/1@1)
        named, paren, said = text.partition(" (")  # an ability the judge labels by its card's name ("X (Scout: …)")
        return new.get(text) or names.get(text) or (new[card] + hash_ + rest if hash_ and card in new else "") or (
            names[named] + paren + said if paren and named in names else text)

    out: dict[str, Any] = rewrite(data, word)
    back = {v: k for k, v in new.items()}
    return out, lambda text: re.sub(r"\bc\d{3}\b", lambda m: back.get(m.group(0), m.group(0)), text)


def reorder(data: dict[str, Any]) -> tuple[dict[str, Any], Back]:
    """``cards:`` and each zone whose order does not matter (not the Deck) listed the other way round."""
    out = copy.deepcopy(data)
    if isinstance(out.get("cards"), dict):
        out["cards"] = dict(reversed(out["cards"].items()))
    for zones in (out["board"].get("players") or {}).values():
        for holder, names in ((zones, ("hand", "reserve", "landmarks", "discard")),
                              ((zones or {}).get("expeditions"), ("hero", "companion")),
                              ((zones or {}).get("mana"), ("cards",))):
            for name in names:
                if isinstance(holder, dict) and isinstance(holder.get(name), list):
                    holder[name] = holder[name][::-1]
    return out, str


STATUS_FRENCH = {"fleeting": "fugace", "anchored": "ancré", "asleep": "endormi", "boosted": "boosté",
                 "exhausted": "épuisé"}
STEP_LISTS = ("effect", "cost", "simultaneously", "do")


def french(data: dict[str, Any]) -> tuple[dict[str, Any], Back]:
    """Phases (board, do:, triggers, durations), statuses and the verbs of effects and costs in French, judge:core's
    cards included."""
    data = inlined(data)

    def verb(step: Any) -> Any:
        if isinstance(step, str):
            return VERB_FRENCH.get(step) or step
        if isinstance(step, dict) and len(step) == 1:
            (name, arg), = step.items()
            return {VERB_FRENCH.get(name) or name: walk(arg)}
        return walk(step)

    def walk(node: Any, in_cards: bool = False) -> Any:
        if isinstance(node, list):
            return [walk(v, in_cards) for v in node]
        if not isinstance(node, dict):
            return node
        out = {}
        for key, value in node.items():
            if key in ("phase", "at", "until", "start_phase") and isinstance(value, str) and value in PHASE_FRENCH:
                out[key] = PHASE_FRENCH[value]
            elif key == "statuses" and isinstance(value, list):
                out[key] = [STATUS_FRENCH.get(s, s) if isinstance(s, str) else s for s in value]
            elif key == "status" and isinstance(value, str) and value in STATUS_FRENCH:
                out[key] = STATUS_FRENCH[value]
            elif key in STEP_LISTS and (in_cards or key == "effect") and isinstance(value, list):
                out[key] = [verb(step) for step in value]
            else:
                out[key] = walk(value, in_cards or key in ("cards", "effect"))
        return out

    return walk(data), str


TRANSFORMS: dict[str, Callable[[dict[str, Any]], tuple[dict[str, Any], Back]]] = {
    "mirror": mirror, "mirror_listed": lambda data: mirror(data, listed_as_before=True), "rename": rename,
    "reorder": reorder, "french": french}
RENUMBERING = ("mirror_listed", "reorder")


def sample(offset: int) -> list[Path]:
    return RULINGS[offset::EVERY]


def _name(path: Path) -> str:
    return path.stem


def written(data: dict[str, Any], folder: Path, name: str) -> Path:
    path = folder / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path


def without_numbers(text: str) -> str:
    """Objects' numbers left out (``filler#3`` → ``filler``, ``mana-orb#7`` → ``mana-orb``)."""
    return re.sub(r"#\d+", "", text)


def canonical_events(events: list[Event]) -> list[Any]:
    """The events in order as (kind, rules, actor, depth), each run of consecutive siblings that happen together
    (``together``: atomic actions of one step, 6.1.f; Reaction-Emblems created together, 6.3.b …) as
    {"together": [each one's events]} (``together_sorted`` sorts them)."""
    out: list[Any] = []
    i = 0
    while i < len(events):
        e = events[i]
        if not together(e):
            out.append([str(e.kind), list(e.rules), e.actor, e.depth])
            i += 1
            continue
        run: list[list[Any]] = []
        while i < len(events) and events[i].parent == e.parent and together(events[i]):
            member = [[str(events[i].kind), list(events[i].rules), events[i].actor, events[i].depth]]
            i += 1
            head = events[i - 1].kind
            while i < len(events) and (events[i].depth > e.depth or (  # its own events, a remark on an atomic action
                    head is EventKind.ATOMIC and events[i].parent == e.parent and events[i].kind is EventKind.NOTE)):
                member.append([str(events[i].kind), list(events[i].rules), events[i].actor, events[i].depth])
                i += 1
            run.append(member)
        out.append({"together": run})
    return out


def together_sorted(events: list[Any]) -> list[Any]:
    """The runs of simultaneous events (``canonical_events``) sorted, once in the original's names."""
    return [sorted(e["together"], key=repr) if isinstance(e, dict) else e for e in events]


def made_token_ids(scenario: Scenario) -> dict[str, str]:
    """Token cards the judge made from a card's text (not written in cards:) → a name-based stand-in."""
    return {cid: f"token:{card.name}" for cid, card in scenario.cards.items()
            if card.token and cid not in scenario.raw_cards}


def ruling(path: Path, back: Back = str) -> dict[str, Any]:
    """What the judge answers for the case at ``path``, in the original's names (``back``), numbers left out."""
    scenario = load_scenario(path)
    res, stopped = resolve_until_stopped(scenario)
    said = {"board": board_key(res.state), "events": canonical_events(list(res.trace)),
            "assumptions": [(str(d.kind), list(a.keys)) for d, a in res.assumptions],
            "stopped": None if stopped is None else sorted(stopped.rules)}
    found = explore(scenario, max_runs=EXPLORED)  # every answer to every decision (an assumed one included)
    said["outcomes"] = [[o.canonical, o.path_count, bool(o.error)] for o in found.outcomes] \
        if found.complete else "incomplete"
    text = json.dumps(said, default=repr)
    for cid, stand_in in made_token_ids(scenario).items():
        text = text.replace(json.dumps(cid), json.dumps(stand_in)).replace(repr(cid), repr(stand_in))  # repr: counts
    return canonical(json.loads(without_numbers(back(text))))


def canonical(said: dict[str, Any]) -> dict[str, Any]:
    """Lists that the names' order sorts, sorted again (a mirror or a renaming changes that order)."""
    said["board"] = canonical_board(said["board"])
    said["events"] = together_sorted(said["events"])
    if isinstance(said.get("outcomes"), list):
        said["outcomes"] = sorted(([canonical_board(board), *rest] for board, *rest in said["outcomes"]), key=repr)
    return said


def canonical_board(board: dict[str, Any]) -> dict[str, Any]:
    for key in ("passed", "markers", "ascended", "activations", "quick"):
        if key in board:
            board[key] = sorted(board[key], key=repr)
    board["zones"] = {zone: items if zone.endswith(".deck") else sorted(items, key=repr)
                      for zone, items in sorted(board.get("zones", {}).items())}  # none: an illegal play's outcome
    return board


@cache
def original(path: Path) -> str:
    """The original's ruling, once per case (written in a folder of its own: no test's tmp_path)."""
    with tempfile.TemporaryDirectory() as folder:
        return json.dumps(ruling(written(plain(path), Path(folder), "original")), sort_keys=True)


CASES = [pytest.param(name, path, id=f"{name}-{path.stem}")
         for offset, name in enumerate(TRANSFORMS) for path in sample(offset)
         if not (name in RENUMBERING and numbered_answers(path))]


@pytest.mark.parametrize(("transform", "path"), CASES)
def test_a_transformation_that_must_not_change_the_ruling_does_not(transform: str, path: Path,
                                                                      tmp_path: Path) -> None:
    data, back = TRANSFORMS[transform](plain(path))
    assert json.dumps(ruling(written(data, tmp_path, transform), back), sort_keys=True) == original(path)


def test_the_sample_is_large_and_the_exclusions_few() -> None:
    assert len(CASES) >= 120
    left_out_of = [p for p in RULINGS if numbered_answers(p)]
    assert len(left_out_of) < len(RULINGS) // 10


RUN_ON = {"run": {"until": "end_of_day"}}


@pytest.mark.parametrize("path", RULINGS[len(TRANSFORMS)::3 * EVERY], ids=_name)
def test_the_dumped_end_plays_on_as_the_original(path: Path, tmp_path: Path) -> None:
    """``judge resolve --dump-board`` of the end, loaded again and played on to the end of the day: the same board,
    through the same events, as the original played on (a case whose end a board file cannot say, or whose day is
    over, or whose script is not all used by its end, has nothing to play on)."""
    data = plain(path)
    first, stopped = resolve_until_stopped(load_scenario(written(data, tmp_path, "original")))
    if stopped is not None or left_out(first.state) or first.state.phase == "night" or first.unused:
        pytest.skip("nothing to play on from a board file")
    on = written({**data, "do": [*(data.get("do") or []), RUN_ON]}, tmp_path, "on")
    dumped = tmp_path / "board.yaml"
    dump_board(first, dumped)
    board = yaml.safe_load(dumped.read_text(encoding="utf-8"))
    again = written({**board, "do": [RUN_ON]}, tmp_path, "again")
    went_on, played_again = resolve(on), resolve(again)
    assert round_trip_key(played_again.state) == round_trip_key(went_on.state)
    later = [(e.kind, e.rules, e.actor) for e in went_on.trace][len(first.trace):]
    assert [(e.kind, e.rules, e.actor) for e in played_again.trace] == later


def resolve(path: Path) -> Resolution:
    res, stopped = resolve_until_stopped(load_scenario(path))
    assert stopped is None
    return res
