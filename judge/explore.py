"""What if: try every decision and group the distinct outcomes (``judge explore``).

The resolution is data (:mod:`judge.engine.agenda`): exploring is a search over paused
resolutions. At each decision the paused resolution is copied, once per answer, and each
copy goes on from there — no run replays the scenario from its start. Two paused
resolutions with the same key (:func:`judge.explore_key.state_key`: the board, the pending
work, the decision, numbers replaced by places) have the same future and are merged, so
independent choices do not multiply the work. The decision states and outcomes form a
graph; path counts and the shortest paths per outcome are computed on it.

Resources: ``max_states`` bounds the states kept (decision states and outcomes), so memory stays
proportional to it; a state is kept by a 16-byte hash of its key. Paused copies wait on a stack
(depth first): at most the answers not yet taken along one path. ``max_runs`` bounds the answers tried.
"""

from __future__ import annotations

import hashlib
import itertools
import marshal
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.digest import board_digest, board_key, digest
from judge.engine.agenda import Finished, Unasked, advance, answer, fewer_collections
from judge.engine.core import innermost_play
from judge.engine.decisions import Decision, DecisionKind, kind_fits, match_option, names_forced
from judge.engine.words import player_name, zone_name
from judge.errors import IllegalPlay, JudgeError
from judge.explore_key import state_key
from judge.model.board import board_data
from judge.model.choices import ScriptedChoice
from judge.resolve import start, stopped_by
from judge.scenario.loader import Scenario
from judge.trace import Trace

if TYPE_CHECKING:
    import networkx as nx

    from judge.engine.core import Engine, Proc
    from judge.events import Msg
    from judge.model.state import GameState

MAX_PATHS = 5
START = "start"
MAX_STATES = 50_000  # the default bound on states kept: well under 500 MB, about a minute here
MAX_RUNS = 10_000


class _Full(Exception):
    """Raised by the exploring decider when a new state would go past ``max_states``: the search stops."""


@dataclass
class _Search:
    """What the exploration has found so far: the decision states (by key), the outcomes, the edges."""

    merge: bool
    named: frozenset[int] = frozenset()  # object numbers the scenario's script names (see state_key)
    max_states: int = MAX_STATES  # stop before keeping more states (decision states and outcomes)
    states: dict[bytes, str] = field(default_factory=dict)  # a state's key, hashed (see state_hash) → its node
    nodes: dict[str, str] = field(default_factory=lambda: {START: "start"})
    edges: list[tuple[str, str, str]] = field(default_factory=list)
    merged: int = 0
    visits: int = 0
    # (parent, label, message, the message in the tables' words, within) per illegal path; ``within``: the play
    # declared illegally is the one the parent decision was part of (see same_play)
    illegal: list[tuple[str, str, str, Msg | None, bool]] = field(default_factory=list)
    within: set[int] = field(default_factory=set)  # the edges (their places in ``edges``) inside one play
    labels: dict[str, str] = field(default_factory=dict)  # one copy of each edge label
    words: dict[str, tuple[str, str]] = field(default_factory=dict)  # edge label → the choice in words (en, fr)
    names: dict[str, tuple[str, str]] = field(default_factory=dict)  # card id, zone, player → its name (en, fr)
    target_sets: bool = False  # whether an order of targets was set apart (see target_set_once)

    def full(self) -> bool:
        """Whether the states kept (decision states and outcomes) have reached ``max_states``."""
        return len(self.nodes) - 1 >= self.max_states

    def edge(self, parent: str, child: str, label: str, within: bool = False) -> None:
        """Record an edge of the decision graph (labels are shared: many edges have the same one); ``within``: the
        child decision is part of the play the parent's is part of (see :func:`same_play`)."""
        if within:
            self.within.add(len(self.edges))
        self.edges.append((parent, child, self.labels.setdefault(label, label)))


def choice_words(decision: Decision, keys: tuple[str, ...]) -> tuple[str, str]:
    """One answer to a decision as a judge says it, in English and French: the decision, then the options
    chosen, without object handles; a modifier chosen to apply first (6.2.f) says which step it changes."""
    said = []
    for lang in (0, 1):
        options = [_plain(decision.labels(k)[lang], lang) for k in keys]
        said.append(_HANDLE.sub("", (decision.en, decision.fr)[lang]) + (": ", " : ")[lang] + ", ".join(options))
    return said[0], said[1]


_HANDLE = re.compile(r" \([\w-]+#\d+\)")
_MODIFIER_ORDER = re.compile(r" \((instead|also|reaction|à la place|aussi|réaction)\) → ")


_EMBLEM = re.compile(r"^(?:Reaction-Emblem|Emblème-Réaction) #\d+ \((.*)\)$")


def _plain(label: str, lang: int) -> str:
    """An option label without handles (``filler#1``; a Reaction-Emblem's number, which earlier answers decide, so
    one reaction is said by its label alone); a modifier option as "X first, instead of: step"."""
    label = _EMBLEM.sub(r"\1", _HANDLE.sub("", label))
    found = _MODIFIER_ORDER.search(label)
    if found is None:
        return label
    word = {"instead": "instead of", "à la place": "à la place de", "also": "in addition to",
            "aussi": "en plus de", "reaction": "reacting to", "réaction": "en réaction à"}[found.group(1)]
    first = ("first", "d'abord")[lang]
    return f"{label[:found.start()]} {first}, {word}{(': ', ' : ')[lang]}{label[found.end():]}"


def answer_label(decision: Decision, keys: tuple[str, ...]) -> str:
    """An edge of the decision graph: the decision (its kind, who decides, what is asked) and the answer. What is
    asked is part of it, so that one label (and its words, :func:`choice_words`) is one decision's answer: two
    decisions answered "yes" (two optional steps, two modifiers that "may" apply) are different edges."""
    return f"{decision.kind} ({decision.chooser}): {decision.en} → " + ", ".join(decision.labels(k)[0] for k in keys)


def branches(decision: Decision, limit: int | None = None) -> list[tuple[str, ...]]:
    """Every legal answer: one option, or every combination of ``count`` options; not a moot one (1.4.1.b), unless
    every option is moot (then none is set apart: each is tried). ``limit``: at most that many, the first ones (a
    choice of 5 cards among 600 has more answers than can be tried: they are not all made)."""
    keys = [o.key for o in decision.options if o.key not in decision.moot] or [o.key for o in decision.options]
    if decision.count <= 1:
        return [(k,) for k in keys[:limit]]
    return list(itertools.islice(itertools.combinations(keys, min(decision.count, len(keys))), limit))


def target_set_once(decision: Decision) -> bool:
    """5.2.3.b — whether :func:`branches` sets apart a target of ``decision`` because it would declare, in another
    order, a set of targets of one occurrence of "target" already tried (see
    :func:`judge.engine.declare.same_set_in_another_order`): said in the output, where the paths are counted."""
    return decision.kind is DecisionKind.TARGET and any(k not in decision.too_dear for k in decision.moot) and \
        any(o.key not in decision.moot for o in decision.options)


@dataclass
class Outcome:
    """A distinct final board, and how it is reached."""

    digest: str
    board: dict[str, Any]
    canonical: dict[str, Any]
    paths: list[list[str]] = field(default_factory=list)
    path_count: int = 0
    error: str = ""
    said: Msg | None = None  # the error in the message tables' words, when it has them (said in French)
    activations: list[tuple[str, int, int]] = field(default_factory=list)  # (card id, ability number, times)


@dataclass
class Exploration:
    """The result of exploring a scenario (``stopped``: ``runs`` or ``states`` when a limit stopped it)."""

    scenario: str
    outcomes: list[Outcome]
    decisions_explored: int
    states_merged: int
    runs: int  # answers tried (each on a copy of the paused resolution)
    complete: bool
    nodes: dict[str, str]
    edges: list[tuple[str, str, str]]
    stopped: str = ""
    words: dict[str, tuple[str, str]] = field(default_factory=dict)  # edge label → the choice in words (en, fr)
    names: dict[str, tuple[str, str]] = field(default_factory=dict)  # card id, zone, player → its name (en, fr)
    replays: int = 0  # times the scenario was run again from its start (none: copies go on from where they paused)
    events: int = 0  # events the engine produced, over every path tried
    target_sets: bool = False  # an order of the targets of one occurrence of "target" was tried once (5.2.3.b)

    def to_json(self) -> dict[str, Any]:
        """``judge explore --format json``."""
        return {"scenario": self.scenario, "complete": self.complete,
                **({"stopped": self.stopped} if self.stopped else {}), "runs": self.runs, "replays": self.replays,
                "events": self.events, "decisions_explored": self.decisions_explored,
                "states_merged": self.states_merged, **({"target_sets_once": True} if self.target_sets else {}),
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
    order is then explored apart, to measure what merging saves or to double-check a merged answer).

    Stops, incomplete, after ``max_runs`` answers tried or once ``max_states`` states are kept."""
    with fewer_collections():  # copies are made by the thousand: collect cycles less often
        return _explore(scenario, keep_choices, max_runs, progress, merge, max_states)


def _explore(scenario: Scenario, keep_choices: bool, max_runs: int, progress: Callable[[int, int], None] | None,
             merge: bool, max_states: int) -> Exploration:
    scripted = list(scenario.choices) if keep_choices else []
    search = _Search(merge, frozenset(named_objects(scenario)), max_states)
    outcomes: dict[str, Outcome] = {}
    decider = Unasked()
    # each paused copy: the resolution, the decision node it answers, the answer's label, the script's answers
    # used, how many events its trace had when it paused (a copy's trace counts on from its original's), and its
    # pending work as it paused (to tell whether what comes next is part of the same play: same_play); and, for an
    # answer not yet taken, its keys (the resolution is then the paused one, copied and answered when taken) and
    # whether it is the paused one's last answer taken (then answered without a copy: nothing else will read it)
    first = start(scenario, decider, Trace(record=False))
    first.exploring = True  # an internal action declared illegally is an illegal play (5.1.2.c), set apart
    paused: list[tuple[Engine, str, str, int, int, tuple[Proc, ...], tuple[str, ...] | None, bool]] = [
        (first, START, "", 0, 0, (), None, False)]
    runs = events = 0
    stopped = ""
    try:
        while paused:
            if runs >= max_runs:
                stopped = "runs"
                break
            engine, parent, label, used, since, before, keys, last = paused.pop()
            if keys is not None:  # an answer not yet taken: its copy is made now, unless it is the last one
                engine = engine if last else engine.snapshot()
                answer(engine, keys, "asked")
                before = tuple(engine.agenda)
            if parent != START:
                runs += 1
                if progress is not None:
                    progress(runs, len(paused))
            reached, used = _go_on(engine, scenario, scripted, used, search, outcomes, parent, label, before)
            node = None if reached is None else _decision_node(engine, reached, used, search, parent, label,
                                                                same_play(engine.agenda, before))
            events += engine.trace.emitted - since
            if reached is None or node is None:
                continue
            answers = branches(reached, max_runs - runs + 1)  # one more than can be tried: the search stops
            if not search.target_sets and target_set_once(reached):
                search.target_sets = True
            labels = [answer_label(reached, a) for a in answers]
            for text, keys in zip(labels, answers, strict=True):
                if text not in search.words:
                    search.words[text] = choice_words(reached, keys)
            since = engine.trace.emitted
            # one copy as it paused, for the other answers: each is copied from it when taken (not all at once),
            # but the last one taken, which goes on with the copy itself (the answers are taken in the order pushed
            # back: the first pushed is the last taken)
            base = engine.snapshot() if len(answers) > 1 else engine
            for number in range(len(answers) - 1, 0, -1):
                paused.append((base, node, labels[number], used, since, (), answers[number],
                               number == len(answers) - 1))
            answer(engine, answers[0], "asked")  # the first answer is explored first; it needs no copy
            paused.append((engine, node, labels[0], used, since, tuple(engine.agenda), None, False))
    except _Full:
        stopped = "states"
    _settle_illegal_plays(search, outcomes)
    _count_paths(search.nodes, search.edges, outcomes)
    ordered = sorted(outcomes.values(), key=lambda o: (-o.path_count, o.digest))
    return Exploration(scenario.id, ordered, len(search.nodes) - 1 - len(outcomes), search.merged, runs, not stopped,
                       search.nodes, search.edges, stopped, search.words, search.names, replays=0, events=events,
                       target_sets=search.target_sets)


def _go_on(engine: Engine, scenario: Scenario, scripted: list[ScriptedChoice], used: int, search: _Search,
           outcomes: dict[str, Outcome], parent: str, label: str,
           before: tuple[Proc, ...]) -> tuple[Decision | None, int]:
    """Advance a paused resolution to its next decision that is a choice to explore (forced ones and kept
    scripted answers are answered on the way); at the end, record the outcome (None is returned then).
    ``before``: its pending work when it paused at ``parent``."""
    try:
        while True:
            reached = advance(engine)
            if isinstance(reached, Finished):
                _outcome(engine.state, search, outcomes, parent, label)
                return None, used
            if reached.forced:
                if used < len(scripted) and names_forced(reached, scripted[used]):
                    used += 1
                answer(engine, tuple(o.key for o in reached.options), "forced")
                continue
            if used < len(scripted) and kind_fits(scripted[used].kind, reached.kind):
                keys = [match_option(reached, w) for w in scripted[used].answer]
                if all(k is not None for k in keys):
                    used += 1
                    answer(engine, tuple(k.key for k in keys if k is not None), "scripted")
                    continue
            return reached, used
    except JudgeError as exc:
        within = same_play(engine.agenda, before)
        error = stopped_by(engine, scenario, exc)
        if isinstance(error, IllegalPlay):  # an outcome or not: see _settle_illegal_plays (5.1.2.c)
            search.illegal.append((parent, label, str(error), error.located(), within))
        else:
            _error_outcome(search, outcomes, parent, label, str(error), error.said)
        return None, used


def _decision_node(engine: Engine, decision: Decision, used: int, search: _Search, parent: str,
                   label: str, within: bool) -> str | None:
    """The node of a decision state reached from ``parent``: a new one (returned), or one already explored
    (merged: None is returned, nothing more to explore from here). ``within``: the decision is part of the play
    the parent's is part of."""
    search.visits += 1
    node = f"dec:{search.visits}"
    if search.merge:
        key = state_hash((state_key(engine, search.named), used))
        if key not in search.states and search.full():
            raise _Full
        node = search.states.setdefault(key, node)
    elif search.full():
        raise _Full
    search.edge(parent, node, label, within)
    if node in search.nodes:
        search.merged += 1
        return None
    search.nodes[node] = f"{decision.chooser}: {decision.en}"
    return node


def same_play(agenda: list[Proc], before: tuple[Proc, ...]) -> bool:
    """5.1.2.a, 5.1.2.c — whether the play under way now (the innermost procedure that plays a card, a quick action,
    a reaction or an internal action) is one a decision paused with pending work ``before`` was part of: that play
    was already under way then (its declaration asks several decisions), or the procedure that asked that decision
    began it (the decision to play it: which Reaction, which card an effect plays)."""
    inner = innermost_play(agenda)
    if inner is None or not before:
        return False
    if inner < len(before):
        return agenda[inner] is before[inner]
    return inner == len(before) and agenda[inner - 1] is before[-1]


def _settle_illegal_plays(search: _Search, outcomes: dict[str, Outcome]) -> None:
    """5.1.2.c — an illegal declaration is not an outcome: the player makes other decisions, including the decision
    to play. A decision of a play is *dead* when every answer to it leads, within that play, to an illegal
    declaration; only where a play's decisions are all dead from the first one on can it not be made from there: an
    outcome ("the play cannot be made"), reached through each illegal answer. The ways into a dead decision from a
    decision of the same play that has another answer are no paths (the player takes that answer): they are dropped,
    with the decisions no path reaches any more. An illegal play the decision before it was not part of (a play
    the script makes after it) is an outcome from there."""
    children: dict[str, list[tuple[str, bool]]] = {}
    for number, (parent, child, _) in enumerate(search.edges):
        children.setdefault(parent, []).append((child, number in search.within))
    illegal: dict[str, list[bool]] = {}
    for parent, _, _, _, within in search.illegal:
        illegal.setdefault(parent, []).append(within)
    dead: dict[str, bool] = {}
    for node in _children_first(children):
        answers = children.get(node, [])
        tried = illegal.get(node, [])
        dead[node] = (node not in outcomes and node != START and bool(answers or tried) and all(tried)
                      and all(inside and dead.get(child, False) for child, inside in answers))
    kept = [(parent, child, label) for number, (parent, child, label) in enumerate(search.edges)
            if not (number in search.within and dead.get(child, False) and not dead.get(parent, False))]
    reached = _reached(kept)
    search.edges = [edge for edge in kept if edge[0] in reached]
    for parent, label, message, said, within in search.illegal:
        if parent in reached and (not within or dead.get(parent, False)):
            _error_outcome(search, outcomes, parent, label, message, said, bounded=False)
    for node in [n for n in search.nodes if n != START and not n.startswith("out:") and n not in reached]:
        del search.nodes[node]


def _children_first(children: Mapping[str, Sequence[tuple[str, object]]]) -> list[str]:
    """The decision graph's nodes from START, each after every node it leads to (an iterative post-order):
    ``children`` gives each node's (child, what the edge carries)."""
    order: list[str] = []
    seen: set[str] = set()
    stack: list[tuple[str, bool]] = [(START, False)]
    while stack:
        node, expanded = stack.pop()
        if expanded:
            order.append(node)
        elif node not in seen:
            seen.add(node)
            stack.append((node, True))
            stack += [(child, False) for child, _ in children.get(node, []) if child not in seen]
    return order


def _reached(edges: list[tuple[str, str, str]]) -> set[str]:
    """The nodes reached from START along ``edges``."""
    children: dict[str, list[str]] = {}
    for parent, child, _ in edges:
        children.setdefault(parent, []).append(child)
    reached, stack = {START}, [START]
    while stack:
        for child in children.get(stack.pop(), []):
            if child not in reached:
                reached.add(child)
                stack.append(child)
    return reached


def state_hash(key: Any) -> bytes:
    """A paused resolution's key as 16 bytes, kept instead of the key: blake2b of its bytes in marshal's
    format 2 (nested tuples of plain values; format 2 writes no back-references, so equal keys give equal
    bytes), or of its ``repr`` if it holds anything else."""
    try:
        data = marshal.dumps(key, 2)
    except ValueError:
        data = repr(key).encode()
    return hashlib.blake2b(data, digest_size=16).digest()


def named_objects(scenario: Scenario) -> tuple[int, ...]:
    """The object numbers the scenario file writes (``card#12``): a script that names an object by its
    number finds whatever has that number then, which may differ from one order to another."""
    text = Path(scenario.file).read_text(encoding="utf-8") if Path(scenario.file).is_file() else ""
    return tuple(sorted({int(n) for n in re.findall(r"[\w-]#(\d{1,9})\b", text)}))


def _outcome(state: GameState, search: _Search, outcomes: dict[str, Outcome], parent: str, label: str) -> None:
    """A resolution that has ended: its final board is an outcome (new, or found before), reached from ``parent``."""
    key = "out:" + board_digest(state)
    if key not in outcomes:
        if search.full():
            raise _Full
        activations = sorted((state.objects[oid].card.id, index + 1, n)
                             for (oid, index), n in state.activations.items() if oid in state.objects)
        outcomes[key] = Outcome(key[4:], board_data(state, history=False), board_key(state), activations=activations)
        _name_things(search.names, state)
        search.nodes[key] = f"outcome {len(outcomes)}"
    search.edge(parent, key, label)


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
                   said: Msg | None = None, *, bounded: bool = True) -> None:
    """A run that ended in an error: an outcome of its own, reached from ``parent`` (``bounded``: a new
    outcome counts against ``--max-states``; ``said``: the error in the message tables' words, if it has them)."""
    key = "out:error:" + digest(message)
    if bounded and key not in outcomes and search.full():
        raise _Full
    outcomes.setdefault(key, Outcome(key[4:], {}, {}, error=message, said=said))
    search.nodes.setdefault(key, f"error: {message}")
    search.edge(parent, key, label)


def _count_paths(nodes: dict[str, str], edges: list[tuple[str, str, str]], outcomes: dict[str, Outcome]) -> None:
    """Path counts from the start to each outcome, and up to MAX_PATHS shortest paths (labels)."""
    children: dict[str, list[tuple[str, str]]] = {}
    for parent, child, label in edges:
        children.setdefault(parent, []).append((child, label))
    order = _children_first(children)
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
    """Zones (and counters) whose content differs between outcomes: zone → content per outcome that has a board, in
    the outcomes' order (an error, a play that cannot be made, has none).

    An object is shown by its card id, with what else tells two boards apart: its statuses, boost
    counters, exhaustion and controller (``filler (exhausted, anchored, 2 boosts)``).
    """
    outcomes = [o for o in outcomes if not o.error]  # a play that cannot be made has no board to compare
    if len(outcomes) < 2:
        return {}
    keys = sorted({k for o in outcomes for k in o.canonical.get("zones", {})})
    diff: dict[str, list[Any]] = {}
    for key in keys:
        values = [o.canonical.get("zones", {}).get(key) for o in outcomes]
        if any(v != values[0] for v in values):
            diff[key] = [[object_text(item) for item in v] if v else [] for v in values]
    for key in ("markers", "activations", "first", "delayed"):  # delayed: the delayed effects left waiting (1.2.6.a)
        values = [o.canonical.get(key) for o in outcomes]
        if any(v != values[0] for v in values):
            diff[key] = values
    return diff


def object_text(item: list[Any]) -> str:
    """One object of a final board (``[card, owner, controller, statuses, boosts, exhausted]``, then its named
    counters if it has any) as text; a Reaction-Emblem left in Limbo by its label."""
    if len(item) not in (6, 7):
        return str(item[0])
    card, owner, controller, statuses, boosts, exhausted = item[:6]
    counters = item[6] if len(item) == 7 else ()
    extra = [*(["exhausted"] if exhausted else []), *statuses,
             *([f"{boosts} boost{'s' if boosts != 1 else ''}"] if boosts else []),
             *(f"{n} {name.title()} counter{'s' if n != 1 else ''}" for name, n in counters),
             *([f"controlled by {controller}"] if controller != owner else [])]
    return f"{card} ({', '.join(extra)})" if extra else str(card)
