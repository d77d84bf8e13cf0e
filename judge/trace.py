"""The trace: the ordered log of what a resolution did, and its graph.

Each record is a frozen :class:`Event` carrying the rule ids that make it happen.
The networkx graph is built from the log on request (:meth:`Trace.graph`), so a
plain ``judge resolve`` never imports networkx.

Edges of the graph: ``contains`` (an event → the events nested in it), ``next``
(an event → the following sibling), ``causes`` (an event → what it made happen:
an atomic action → the emblem it created, a modifier → the action it changed),
``decides`` (a decision → the event it selected).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge.events import EventKind, Msg

if TYPE_CHECKING:
    import networkx as nx


EVENT_LIMIT = 200_000  # events in one resolution: far more than any real one (a safety limit)


@dataclass(slots=True)
class Event:
    """One record of the resolution (a record: nothing changes it once made; not frozen only because a frozen
    dataclass takes three times as long to make, and a resolution makes one per event).

    ``kind``: an :class:`~judge.events.EventKind` (phase, play, declare, pay_costs, to_limbo, resolve, step,
    atomic, modifier, reaction_activated, cap_reached, reaction_check, reaction_played, decision, ignored,
    ceases, internal_action, daily_effect, turn, refused, note, status (a status gained as part of a move,
    5.2.1.c), condition (a condition checked that holds, 6.5.c) …). ``msg``: what happened, as data; its words
    (:attr:`en`, :attr:`fr`) are made from the message tables when first asked for. ``given``: its attributes as
    the engine gave them (immutable values: texts, numbers, None), said as texts by :attr:`attrs` when read.
    """

    seq: int
    kind: EventKind
    msg: Msg
    rules: tuple[str, ...]
    actor: str | None = None
    objects: tuple[str, ...] = ()
    parent: int | None = None
    cause: int | None = None
    given: Mapping[str, object] = field(default_factory=dict)
    depth: int = 0
    _en: str | None = field(default=None, compare=False, repr=False)
    _fr: str | None = field(default=None, compare=False, repr=False)

    @property
    def id(self) -> str:
        """The event's stable id in exports (``e12``)."""
        return f"e{self.seq}"

    @property
    def attrs(self) -> tuple[tuple[str, str], ...]:
        """The event's attributes (``action``, ``source``, ``decision`` …) as texts, in the order given; those
        given as None are left out."""
        return tuple([(k, v if type(v) is str else str(v)) for k, v in self.given.items() if v is not None])

    def attr(self, name: str) -> str | None:
        """An attribute of the event (``action``, ``source``, ``decision`` …)."""
        value = self.given.get(name)
        return None if value is None else value if type(value) is str else str(value)

    @property
    def en(self) -> str:
        """The event in English (made from the message table when first asked for)."""
        if self._en is None:
            from judge.render.messages import render

            self._en = render(self.msg, "en")
        return self._en

    @property
    def fr(self) -> str:
        """The event in French (made from the message table when first asked for)."""
        if self._fr is None:
            from judge.render.messages import render

            self._fr = render(self.msg, "fr")
        return self._fr

    def text(self, lang: str) -> str:
        """The event's text in ``lang``."""
        return self.fr if lang == "fr" else self.en

    def graph_attrs(self) -> dict[str, Any]:
        """The event's attributes as a node of the resolution graph."""
        return {"kind": str(self.kind), "label": self.en, "label_fr": self.fr, "rules": list(self.rules),
                "seq": self.seq, "actor": self.actor or "", "objects": list(self.objects), **dict(self.attrs)}

    def to_json(self) -> dict[str, Any]:
        """The JSON form of ``judge resolve --format json``."""
        return {
            "seq": self.seq, "id": self.id, "kind": str(self.kind),
            "text": {"en": self.en, "fr": self.fr}, "rules": list(self.rules),
            "actor": self.actor, "objects": list(self.objects),
            "parent": f"e{self.parent}" if self.parent is not None else None,
            "cause": f"e{self.cause}" if self.cause is not None else None,
            "attrs": dict(self.attrs),
        }


@dataclass
class Trace:
    """The ordered event log of one resolution, with the current nesting."""

    events: list[Event] = field(default_factory=list)
    _open: list[int] = field(default_factory=list)
    limit: int = field(default_factory=lambda: EVENT_LIMIT)
    listener: Callable[[Event], None] | None = None  # called with each new event (``judge step``)
    record: bool = True  # False: count and nest events without making them (``judge explore``: nobody reads them)
    keep: bool = True  # False: make each event for the listener, then drop it (streamed output: memory stays flat)
    _count: int = 0  # events emitted (recorded or not)
    readings: dict[str, int] = field(default_factory=dict)  # reading id → the event where it was first taken

    def emit(self, kind: EventKind | str, msg: Msg, rules: tuple[str, ...], *, actor: str | None = None,
             objects: tuple[str, ...] = (), cause: int | None = None, **attrs: object) -> int:
        """Append an event under the innermost open event; returns its sequence number. Its words are not
        made here: only the message (its id and values) is kept."""
        return self.add(kind, msg, rules, actor, objects, cause, attrs)

    def add(self, kind: EventKind | str, msg: Msg, rules: tuple[str, ...], actor: str | None,
            objects: tuple[str, ...], cause: int | None, attrs: dict[str, object]) -> int:
        """:meth:`emit` with its attributes given as a dictionary, kept as given (a dictionary of their own, in
        call-site order, deterministic; said as texts when read). :meth:`judge.engine.core.Engine.emit` makes the
        engine's events the same way, in place."""
        if not rules:
            raise ValueError(f"event {kind!r} without a rule id")
        seq = self._count + 1
        if seq > self.limit:
            raise TraceLimitError(self.limit)
        self._count = seq
        if not self.record:
            return seq
        opened = self._open
        if type(kind) is not EventKind:
            kind = EventKind(kind)
        event = Event(seq, kind, msg, rules, actor, objects, opened[-1] if opened else None, cause, attrs,
                      len(opened))
        if self.keep:
            self.events.append(event)
        if self.listener is not None:
            self.listener(event)
        return seq

    @property
    def emitted(self) -> int:
        """How many events have been emitted (recorded or not): the last one's sequence number."""
        return self._count

    def take_reading(self, reading_id: str, at: int | None = None) -> None:
        """Note that the resolution took a reading at event ``at`` (default: the last one emitted).

        Each reading is listed once: the first event where it was taken is kept.
        """
        if reading_id not in self.readings or (at is not None and at < self.readings[reading_id]):
            self.readings[reading_id] = at if at is not None else self._count

    def fork(self) -> Trace:
        """A trace that counts on from this one (same numbering, nesting and readings) without its events or
        its listener: the trace of a copy of the resolution (``Engine.snapshot``)."""
        return Trace([], list(self._open), self.limit, None, self.record, self.keep, self._count,
                     dict(self.readings))

    def open(self, seq: int) -> None:
        """Make ``seq`` the parent of the events emitted until :meth:`close`."""
        self._open.append(seq)

    def close(self, seq: int) -> None:
        """End the nesting opened by :meth:`open`."""
        if not self._open or self._open[-1] != seq:
            raise RuntimeError(f"trace nesting broken at e{seq}")
        self._open.pop()

    def innermost(self) -> int | None:
        """The innermost event open (the parent of the next event emitted), or None."""
        opened = self._open
        return opened[-1] if opened else None

    def open_sections(self) -> tuple[int, ...]:
        """The events currently open (the nesting the next event will be emitted in), outermost first."""
        return tuple(self._open)

    def __iter__(self) -> Iterator[Event]:
        return iter(self.events)

    def __len__(self) -> int:
        return len(self.events)

    def depth(self, event: Event) -> int:
        """How deeply ``event`` is nested (0 at the top)."""
        return event.depth

    def rules_cited(self) -> list[str]:
        """Every rule id cited, once each, in order of first citation."""
        return list(dict.fromkeys(r for e in self.events for r in e.rules))

    def graph(self, scenario: str = "") -> nx.DiGraph[str]:
        """The trace as a networkx DiGraph (imported here, not before)."""
        import networkx as nx

        g: nx.DiGraph[str] = nx.DiGraph(scenario=scenario)
        edges = EdgeTracker()
        for e in self.events:
            g.add_node(e.id, **e.graph_attrs())
            for source, target, kind in edges.into(e):
                g.add_edge(f"e{source}", f"e{target}", kind=kind)
        return g


class EdgeTracker:
    """The graph's edges into each new event, from the events before it (given in order): ``contains``
    from its parent, ``next`` from its previous sibling, ``causes`` (or ``decides``, from a decision)
    from its cause. Keeps the last child of each open level and one byte per event, not the events."""

    def __init__(self) -> None:
        self._last: list[tuple[int | None, int]] = []  # per depth: (parent, its last child so far)
        self._decision = bytearray()  # per event: whether it is a decision

    def into(self, e: Event) -> list[tuple[int, int, str]]:
        """The edges ending at ``e``, in the order the graph adds them: (source seq, target seq, kind)."""
        edges = []
        if e.parent is not None:
            edges.append((e.parent, e.seq, "contains"))
        del self._last[e.depth + 1:]  # deeper levels belong to closed events
        if len(self._last) > e.depth:
            parent, previous = self._last[e.depth]
            if parent == e.parent:
                edges.append((previous, e.seq, "next"))
            self._last[e.depth] = (e.parent, e.seq)
        else:
            self._last.append((e.parent, e.seq))
        self._decision.append(e.kind == "decision")
        if e.cause is not None:
            edges.append((e.cause, e.seq, "decides" if self._decision[e.cause - 1] else "causes"))
        return edges


class TraceLimitError(RuntimeError):
    """A resolution produced more events than any real one could; the engine stops."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"the resolution exceeded {limit} events")
        self.limit = limit
