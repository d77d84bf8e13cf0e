"""What if: try every decision and group the distinct outcomes (``judge explore``).

The engine is a pure function of (initial state, answers), so exploring is a search over
answer sequences: each run replays the scenario with a prefix of answers, then explores on.
A paused resolution is digested (board, Limbo, what is left to do, the decision — see
:mod:`judge.engine.digest`); two prefixes that reach the same digest have the same future
and are merged, so independent choices do not multiply the work. Merging also saves
replays: a run that reaches an explored state whose other answers are still waiting takes
one of them there and goes on, instead of a new run replaying that state's prefix. The
decision states and outcomes form a graph; path counts and the shortest paths per outcome
are computed on it.

Resources: ``max_states`` bounds the states kept (decision states and outcomes), so memory stays
proportional to it; a state is kept by a 16-byte hash of its key, and its replay prefix and waiting
answers are dropped once every answer has been taken. ``max_runs`` bounds the replays.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.engine.decisions import Answer, Decision, match_option, names_forced
from judge.engine.digest import board_digest, board_key, digest, option_key, progress_key
from judge.engine.words import player_name, zone_name
from judge.errors import IllegalPlay, JudgeError
from judge.model.board import board_data
from judge.model.choices import ScriptedChoice
from judge.resolve import resolve
from judge.scenario.loader import Scenario

if TYPE_CHECKING:
    import networkx as nx

    from judge.engine.core import Engine
    from judge.model.state import GameState

MAX_PATHS = 5
START = "start"
MAX_STATES = 50_000  # the default bound on states kept: well under 500 MB, about a minute here
MAX_RUNS = 10_000


class _Full(Exception):
    """Raised by the exploring decider when a new state would go past ``max_states``: the search stops."""


class _Merged(Exception):
    """Raised by the exploring decider when a run reaches a state already explored: the run stops there."""


Prefix = tuple[tuple[str, ...], ...]
Canonical = tuple[Any, ...]  # an answer by the places of what it names, the same in every run (not by ids)
Run = tuple[Prefix, str, str, Canonical | None]  # answers to replay, then at that state (with that label) this one


@dataclass
class _Search:
    """What the exploration has found so far, shared by its runs.

    ``waiting`` holds, per explored decision state, the answers not taken yet (with their edge
    labels), and ``prefixes`` one answer sequence that reaches the state; ``frontier`` lists
    the states with waiting answers, oldest first (so that runs often come back to a state
    whose answers are still waiting, and take one there without a replay).
    """

    merge: bool
    named: tuple[int, ...] = ()  # object numbers the scenario's script names (see progress_key)
    max_states: int = MAX_STATES  # stop before keeping more states (decision states and outcomes)
    waiting: dict[str, list[tuple[Canonical, str]]] = field(default_factory=dict)
    prefixes: dict[str, Prefix] = field(default_factory=dict)
    frontier: deque[str] = field(default_factory=deque)
    states: dict[bytes, str] = field(default_factory=dict)  # a state's key, hashed (see state_hash) → its node
    nodes: dict[str, str] = field(default_factory=lambda: {START: "start"})
    edges: list[tuple[str, str, str]] = field(default_factory=list)
    merged: int = 0
    visits: int = 0
    queued: int = 0
    illegal: list[tuple[str, str, str]] = field(default_factory=list)  # (parent, label, message) per illegal run
    labels: dict[str, str] = field(default_factory=dict)  # one copy of each edge label
    words: dict[str, tuple[str, str]] = field(default_factory=dict)  # edge label → the choice in words (en, fr)
    names: dict[str, tuple[str, str]] = field(default_factory=dict)  # card id, zone, player → its name (en, fr)

    def full(self) -> bool:
        """Whether the states kept (decision states and outcomes) have reached ``max_states``."""
        return len(self.nodes) - 1 >= self.max_states

    def edge(self, parent: str, child: str, label: str) -> None:
        """Record an edge of the decision graph (labels are shared: many edges have the same one)."""
        self.edges.append((parent, child, self.labels.setdefault(label, label)))

    def take(self, node: str) -> tuple[Canonical, str] | None:
        """One waiting answer of ``node`` (its first one left), or None."""
        answers = self.waiting.get(node)
        if not answers:
            return None
        self.queued -= 1
        taken = answers.pop()
        if not answers:  # every answer taken: nothing left to replay from here
            del self.waiting[node]
            self.prefixes.pop(node, None)
        return taken

    def next_run(self) -> Run | None:
        """The next run: a waiting answer of the oldest state, after the prefix that reaches it."""
        while self.frontier:
            node = self.frontier[0]
            prefix = self.prefixes.get(node, ())
            taken = self.take(node)
            if taken is None:
                self.frontier.popleft()
                continue
            answer, label = taken
            return prefix, node, label, answer
        return None


class ExploringDecider:
    """Answers from a prefix (and, if kept, the scenario's ``choices:``), then explores on from there.

    Past its prefix, each decision is digested. A new state is recorded, its other answers wait,
    and the run goes on with the first answer. A state already explored (merged) ends the run,
    unless some of its answers are still waiting: the run takes one and goes on. So a replay is
    only needed for the answers no run came back to take.
    """

    def __init__(self, prefix: Prefix, scripted: list[ScriptedChoice], search: _Search, parent: str,
                 label: str, then: Canonical | None = None) -> None:
        self.prefix = prefix
        self.then = then
        self.scripted = scripted
        self.search = search
        self.used = 0
        self.position = 0
        self.answered: Prefix = ()
        self.parent = parent
        self.label = label
        self.engine: Engine | None = None

    def bind(self, engine: Engine) -> None:
        """Keep the engine, to digest its state at each new decision (with the answers it holds)."""
        self.engine = engine
        engine.keep_answers = self.search.merge

    def answer(self, decision: Decision) -> Answer:
        """A kept scripted answer, else the prefix's next answer, else explore from here."""
        if self.used < len(self.scripted) and self.scripted[self.used].kind in (None, decision.kind):
            choice = self.scripted[self.used]
            keys = [match_option(decision, w) for w in choice.answer]
            if all(k is not None for k in keys):
                self.used += 1
                return Answer(tuple(k.key for k in keys if k is not None), "scripted")
        if self.position < len(self.prefix):
            self.position += 1
            self.answered += (self.prefix[self.position - 1],)
            return Answer(self.prefix[self.position - 1], "asked")
        assert self.engine is not None
        if self.then is not None:  # the prefix led to the state of the answer this run is for
            answer = self._own(decision, self.then)
            self.then = None
            self.answered += (answer,)
            return Answer(answer, "asked")
        search = self.search
        search.visits += 1
        node = f"dec:{search.visits}"
        if search.merge:
            key = state_hash((progress_key(self.engine, decision, search.named), self.used))
            if key not in search.states and search.full():
                raise _Full
            node = search.states.setdefault(key, node)
        elif search.full():
            raise _Full
        search.edge(self.parent, node, self.label)
        if node in search.nodes:
            search.merged += 1
            taken = search.take(node)
            if taken is None:
                raise _Merged
            canonical, self.label = taken
            answer = self._own(decision, canonical)
        else:
            search.nodes[node] = f"{decision.chooser}: {decision.en}"
            answers = branches(decision)
            labels = [f"{decision.kind} ({decision.chooser}): " + ", ".join(decision.labels(k)[0] for k in a)
                      for a in answers]
            for label, a in zip(labels, answers, strict=True):
                search.words.setdefault(label, choice_words(decision, a))
            state = self.engine.state
            if len(answers) > 1:
                search.waiting[node] = [(tuple(option_key(state, k) for k in a), label)
                                        for a, label in zip(answers[:0:-1], labels[:0:-1], strict=True)]
                search.queued += len(answers) - 1
                search.prefixes[node] = self.answered
                search.frontier.append(node)
            answer, self.label = answers[0], labels[0]
        self.parent = node
        self.answered += (answer,)
        return Answer(answer, "asked")

    def forced(self, decision: Decision) -> None:
        """A forced decision is no branch; a kept scripted answer written for it is taken, as in a resolution."""
        if self.used < len(self.scripted) and names_forced(decision, self.scripted[self.used]):
            self.used += 1

    def _own(self, decision: Decision, canonical: Canonical) -> tuple[str, ...]:
        """A waiting answer in this run's own terms: the options that name the same places.

        The answer was recorded by the run that found the state; this run may have numbered its
        objects otherwise (an emblem made first here was made second there)."""
        assert self.engine is not None
        state = self.engine.state
        mine = {option_key(state, o.key): o.key for o in decision.options}
        return tuple(mine[c] for c in canonical)

    def finish(self) -> None:
        """Nothing to check: exploration does not require every answer to be used."""


def choice_words(decision: Decision, keys: tuple[str, ...]) -> tuple[str, str]:
    """One answer to a decision as a judge says it, in English and French: the decision, then the options
    chosen, without object handles; a modifier chosen to apply first (6.2.f) says which step it changes."""
    said = []
    for lang in (0, 1):
        options = [_plain(decision.labels(k)[lang], lang) for k in keys]
        said.append((decision.en, decision.fr)[lang] + (": ", " : ")[lang] + ", ".join(options))
    return said[0], said[1]


_HANDLE = re.compile(r" \([\w-]+#\d+\)")
_MODIFIER_ORDER = re.compile(r" \((instead|also|reaction|à la place|aussi|réaction)\) → ")


def _plain(label: str, lang: int) -> str:
    """An option label without handles (``filler#1``); a modifier option as "X first, instead of: step"."""
    label = _HANDLE.sub("", label)
    found = _MODIFIER_ORDER.search(label)
    if found is None:
        return label
    word = {"instead": "instead of", "à la place": "à la place de", "also": "in addition to",
            "aussi": "en plus de", "reaction": "reacting to", "réaction": "en réaction à"}[found.group(1)]
    first = ("first", "d'abord")[lang]
    return f"{label[:found.start()]} {first}, {word}{(': ', ' : ')[lang]}{label[found.end():]}"


def branches(decision: Decision) -> list[tuple[str, ...]]:
    """Every legal answer: one option, or every combination of ``count`` options."""
    keys = [o.key for o in decision.options]
    if decision.count <= 1:
        return [(k,) for k in keys]
    return list(itertools.combinations(keys, min(decision.count, len(keys))))


@dataclass
class Outcome:
    """A distinct final board, and how it is reached."""

    digest: str
    board: dict[str, Any]
    canonical: dict[str, Any]
    paths: list[list[str]] = field(default_factory=list)
    path_count: int = 0
    error: str = ""
    activations: list[tuple[str, int, int]] = field(default_factory=list)  # (card id, ability number, times)


@dataclass
class Exploration:
    """The result of exploring a scenario (``stopped``: ``runs`` or ``states`` when a limit stopped it)."""

    scenario: str
    outcomes: list[Outcome]
    decisions_explored: int
    states_merged: int
    runs: int
    complete: bool
    nodes: dict[str, str]
    edges: list[tuple[str, str, str]]
    stopped: str = ""
    words: dict[str, tuple[str, str]] = field(default_factory=dict)  # edge label → the choice in words (en, fr)
    names: dict[str, tuple[str, str]] = field(default_factory=dict)  # card id, zone, player → its name (en, fr)

    def to_json(self) -> dict[str, Any]:
        """``judge explore --format json``."""
        return {"scenario": self.scenario, "complete": self.complete, **({"stopped": self.stopped} if self.stopped
                                                                          else {}), "runs": self.runs,
                "decisions_explored": self.decisions_explored, "states_merged": self.states_merged,
                "outcomes": [{"digest": o.digest, "board": o.board, "paths": o.paths, "path_count": o.path_count,
                              **({"error": o.error} if o.error else {})} for o in self.outcomes],
                "differences": differences(self.outcomes)}

    def graph(self) -> nx.DiGraph[str]:
        """The decision tree (a DAG once states are merged) as a networkx graph."""
        import networkx as nx

        g: nx.DiGraph[str] = nx.DiGraph(scenario=self.scenario)
        for node, label in self.nodes.items():
            kind = "outcome" if node.startswith("out:") else "start" if node == START else "decision"
            g.add_node(node, label=label, kind=kind, rules=[])
        for parent, child, label in self.edges:
            g.add_edge(parent, child, label=label, kind="decides")
        return g


def explore(scenario: Scenario, *, keep_choices: bool = False, max_runs: int = MAX_RUNS,
            progress: Callable[[int, int], None] | None = None, merge: bool = True,
            max_states: int = MAX_STATES) -> Exploration:
    """Explore every decision of ``scenario``, merging identical states (unless ``merge`` is off: every
    order is then run apart, to measure what merging saves or to double-check a merged answer).

    Stops, incomplete, after ``max_runs`` runs or once ``max_states`` states are kept."""
    scripted = list(scenario.choices) if keep_choices else []
    search = _Search(merge, named_objects(scenario), max_states)
    outcomes: dict[str, Outcome] = {}
    runs = 0
    stopped = ""
    run: Run | None = ((), START, "", None)
    while run is not None:
        if runs >= max_runs:
            stopped = "runs"
            break
        prefix, parent, label, then = run
        runs += 1
        if progress is not None:
            progress(runs, search.queued)
        decider = ExploringDecider(prefix, scripted, search, parent, label, then)
        try:
            _run_once(scenario, decider, search, outcomes)
        except _Full:
            stopped = "states"
            break
        run = search.next_run()
    # An illegal declaration is not an outcome: the player makes other decisions (5.1.2.c). Only where a
    # decision has no answer that leads anywhere else is it one: the play cannot be made from there.
    left = {parent for parent, _, _ in search.edges}
    for parent, label, message in search.illegal:
        if parent not in left:
            _error_outcome(search, outcomes, parent, label, message, bounded=False)
    _count_paths(search.nodes, search.edges, outcomes)
    ordered = sorted(outcomes.values(), key=lambda o: (-o.path_count, o.digest))
    return Exploration(scenario.id, ordered, len(search.nodes) - 1 - len(outcomes), search.merged, runs, not stopped,
                       search.nodes, search.edges, stopped, search.words, search.names)


def state_hash(key: Any) -> bytes:
    """A paused resolution's key as 16 bytes (blake2b of its canonical ``repr``): kept instead of the key."""
    return hashlib.blake2b(repr(key).encode(), digest_size=16).digest()


def named_objects(scenario: Scenario) -> tuple[int, ...]:
    """The object numbers the scenario file writes (``card#12``): a script that names an object by its
    number finds whatever has that number then, which may differ from one order to another."""
    text = Path(scenario.file).read_text(encoding="utf-8") if Path(scenario.file).is_file() else ""
    return tuple(sorted({int(n) for n in re.findall(r"[\w-]#(\d{1,9})\b", text)}))


def _run_once(scenario: Scenario, decider: ExploringDecider, search: _Search, outcomes: dict[str, Outcome]) -> None:
    """One run: to its outcome (recorded, with the edge that reaches it), an error, or a merged state."""
    try:
        result = resolve(scenario, decider=decider, record=False)
    except _Merged:
        return
    except IllegalPlay as exc:  # not an outcome: the player makes other decisions (5.1.2.c)
        search.illegal.append((decider.parent, decider.label, str(exc)))
        return
    except JudgeError as exc:
        _error_outcome(search, outcomes, decider.parent, decider.label, str(exc))
        return
    key = "out:" + board_digest(result.state)
    if key not in outcomes:
        if search.full():
            raise _Full
        state = result.state
        activations = sorted((state.objects[oid].card.id, index + 1, n)
                             for (oid, index), n in state.activations.items() if oid in state.objects)
        outcomes[key] = Outcome(key[4:], board_data(state, history=False), board_key(state), activations=activations)
        _name_things(search.names, state)
        search.nodes[key] = f"outcome {len(outcomes)}"
    search.edge(decider.parent, key, decider.label)


def _name_things(names: dict[str, tuple[str, str]], state: GameState) -> None:
    """Keep the names (English, French) of the cards, zones and players of a final board, for the words."""
    for obj in state.objects.values():
        if not obj.is_emblem:
            names.setdefault(obj.card.id, (obj.card.name, obj.card.display("fr")))
    for zone in state.zones:
        names.setdefault(zone, zone_name(state, zone))
    for player in state.players:
        names.setdefault(player, (player_name(player), player_name(player)))


def _error_outcome(search: _Search, outcomes: dict[str, Outcome], parent: str, label: str, message: str,
                   *, bounded: bool = True) -> None:
    """A run that ended in an error: an outcome of its own, reached from ``parent`` (``bounded``: a new
    outcome counts against ``--max-states``)."""
    key = "out:error:" + digest(message)
    if bounded and key not in outcomes and search.full():
        raise _Full
    outcomes.setdefault(key, Outcome(key[4:], {}, {}, error=message))
    search.nodes.setdefault(key, f"error: {message}")
    search.edge(parent, key, label)


def _count_paths(nodes: dict[str, str], edges: list[tuple[str, str, str]], outcomes: dict[str, Outcome]) -> None:
    """Path counts from the start to each outcome, and up to MAX_PATHS shortest paths (labels)."""
    children: dict[str, list[tuple[str, str]]] = {}
    for parent, child, label in edges:
        children.setdefault(parent, []).append((child, label))
    order: list[str] = []
    seen: set[str] = set()
    stack: list[tuple[str, bool]] = [(START, False)]
    while stack:  # iterative post-order DFS → reverse topological order
        node, expanded = stack.pop()
        if expanded:
            order.append(node)
            continue
        if node in seen:
            continue
        seen.add(node)
        stack.append((node, True))
        stack += [(child, False) for child, _ in children.get(node, []) if child not in seen]
    count: dict[str, int] = {START: 1}
    for node in reversed(order):
        for child, _ in children.get(node, []):
            count[child] = count.get(child, 0) + count.get(node, 0)
    best: dict[str, dict[str, list[list[str]]]] = {}
    for node in order:
        if node in outcomes:
            best[node] = {node: [[]]}
            continue
        table: dict[str, list[list[str]]] = {}
        for child, label in children.get(node, []):
            for reached, suffixes in best.get(child, {}).items():
                table.setdefault(reached, []).extend(([label] if label else []) + s for s in suffixes)
        best[node] = {k: sorted(v, key=len)[:MAX_PATHS] for k, v in table.items()}
    for key, outcome in outcomes.items():
        outcome.path_count = count.get(key, 0)
        outcome.paths = best.get(START, {}).get(key, [])


def differences(outcomes: list[Outcome]) -> dict[str, list[Any]]:
    """Zones (and counters) whose content differs between outcomes: zone → content per outcome.

    An object is shown by its card id, with what else tells two boards apart: its statuses, boost
    counters, exhaustion and controller (``filler (exhausted, anchored, 2 boosts)``).
    """
    if len(outcomes) < 2:
        return {}
    keys = sorted({k for o in outcomes for k in o.canonical.get("zones", {})})
    diff: dict[str, list[Any]] = {}
    for key in keys:
        values = [o.canonical.get("zones", {}).get(key) for o in outcomes]
        if any(v != values[0] for v in values):
            diff[key] = [[object_text(item) for item in v] if v else [] for v in values]
    for key in ("markers", "activations", "first"):
        values = [o.canonical.get(key) for o in outcomes]
        if any(v != values[0] for v in values):
            diff[key] = values
    return diff


def object_text(item: list[Any]) -> str:
    """One object of a final board (``[card, owner, controller, statuses, boosts, exhausted]``) as text;
    a Reaction-Emblem left in Limbo by its label."""
    if len(item) != 6:
        return str(item[0])
    card, owner, controller, statuses, boosts, exhausted = item
    extra = [*(["exhausted"] if exhausted else []), *statuses,
             *([f"{boosts} boost{'s' if boosts != 1 else ''}"] if boosts else []),
             *([f"controlled by {controller}"] if controller != owner else [])]
    return f"{card} ({', '.join(extra)})" if extra else str(card)
