"""Repetition folded: a loop's rounds shown once, with "×N" and the events they span.

A *run* is a sequence of consecutive *rounds*, each a block of events structurally identical to the
first: the same kinds, rule ids, actors and sources, the same texts once their numbers are set aside
(object handles, emblem numbers, activation counts), and the same nesting shape inside the block
(depths relative to its first event, and which event of the block each one is nested in or caused
by). A self-feeding reaction (6.3.f) or a quick action played again and again (1.4.6.b) gives such
runs. :func:`fold_view` turns a trace into what every renderer shows (text, Markdown, SVG, Mermaid):
the first round of each run, then a :class:`Fold` that stands for the run, then the events of its
last round that count towards the 100-a-day cap (1.4.6.a), so the count that reached the cap is seen.
Events that stop a loop (the cap refusal, 6.3.f and 1.4.6.b) are never part of a run.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from judge.trace import Event

NEVER_FOLDED = ("cap_reached", "refused", "not_yet")  # what stops a loop, or what the judge cannot do, is always shown
TALLY_KINDS = ("reaction_activated", "legal")  # the events that count an activation or a play (6.3.f, 1.4.6.b)
MAX_PERIOD = 120  # the longest round looked for, in events
MIN_ROUNDS = 3  # fewer repetitions are shown as they are
MIN_HIDDEN = 20  # a fold must hide at least this many events: a short repetition reads better whole
_NUMBER = re.compile(r"\d+")
WORDS = {"en": ("events {first}–{last}: this sequence {rounds} times, only the numbers change", "; the last time:"),
         "fr": ("événements {first} à {last} : cette séquence {rounds} fois, seuls les nombres changent",
                " ; la dernière fois :")}


@dataclass(frozen=True)
class Run:
    """Rounds of structurally identical events (the repetition the 100-a-day cap stops).

    ``start``: the index in the event list of the first round's first event; ``period``: the events in a
    round; ``rounds``: how many rounds follow each other.
    """

    start: int
    period: int
    rounds: int

    @property
    def end(self) -> int:
        """The index just past the run's last event."""
        return self.start + self.period * self.rounds


@dataclass(frozen=True)
class Fold:
    """What a renderer shows in place of a run's rounds after the first.

    ``first`` and ``last``: the sequence numbers of the run's first and last events; ``depth``: the depth of
    the first round's first event; ``shown``: the events of the first round, shown before the fold;
    ``tallies``: the events of the last round that count an activation or a play, shown after it. The other
    events of the rounds after the first are folded away (:meth:`hides`).
    """

    rounds: int
    period: int
    first: int
    last: int
    depth: int
    shown: tuple[Event, ...]
    tallies: tuple[Event, ...]

    @property
    def id(self) -> str:
        """A stable id for drawings (``fold12``: the run's first round ends at event 11)."""
        return f"fold{self.first + self.period}"

    def hides(self, seq: int) -> bool:
        """Whether event ``seq`` is folded away."""
        return self.first + self.period <= seq <= self.last and all(t.seq != seq for t in self.tallies)

    def text(self, lang: str) -> str:
        """"×N — events A–B: …" in ``lang`` (ending with an announcement of the last round's counts, if any)."""
        body, last = WORDS["fr" if lang == "fr" else "en"]
        return f"×{self.rounds} — " + body.format(first=self.first, last=self.last, rounds=self.rounds) + (
            last if self.tallies else "")


def _token(event: Event) -> tuple[object, ...]:
    """What two events in the same place of two rounds share: all but their numbers."""
    def mask(text: str) -> str:
        return _NUMBER.sub("#", text)
    return (event.kind, event.rules, event.actor, mask(event.en), tuple(mask(o) for o in event.objects),
            tuple((k, mask(v)) for k, v in event.attrs))


class _Shapes:
    """The events as integers (equal tokens, equal integers), with their nesting, for fast comparisons."""

    def __init__(self, events: Sequence[Event]) -> None:
        ids: dict[tuple[object, ...], int] = {}
        self.tokens = [ids.setdefault(_token(e), len(ids)) for e in events]
        self.positions: dict[int, list[int]] = {}
        for index, token in enumerate(self.tokens):
            self.positions.setdefault(token, []).append(index)
        first = events[0].seq if events else 0
        self.depth = [e.depth for e in events]
        self.parent = [-1 if e.parent is None else e.parent - first for e in events]
        self.cause = [-1 if e.cause is None else e.cause - first for e in events]
        self.stops = [0]  # prefix counts of the events never folded
        for e in events:
            self.stops.append(self.stops[-1] + (e.kind in NEVER_FOLDED))

    def link(self, links: list[int], start: int, index: int) -> int | None:
        """How far back the event ``index`` links (to its parent or cause), if inside the block from ``start``."""
        target = links[index]
        return index - target if target >= start else None

    def same_round(self, a: int, b: int, period: int) -> bool:
        """Whether the blocks of ``period`` events from ``a`` and from ``b`` are structurally identical."""
        if self.stops[a + period] != self.stops[a] or self.stops[b + period] != self.stops[b]:
            return False
        tokens, depth = self.tokens, self.depth
        for k in range(period):
            i, j = a + k, b + k
            if tokens[i] != tokens[j] or depth[i] - depth[a] != depth[j] - depth[b]:
                return False
            if self.link(self.parent, a, i) != self.link(self.parent, b, j) or \
                    self.link(self.cause, a, i) != self.link(self.cause, b, j):
                return False
        return True

    def candidates(self, index: int) -> list[int]:
        """The periods worth trying at ``index``: the distances to the next events with the same token."""
        places = self.positions[self.tokens[index]]
        at = bisect_right(places, index)
        limit = index + min(MAX_PERIOD, (len(self.tokens) - index) // 2)
        out = []
        for place in places[at:]:
            if place > limit:
                break
            out.append(place - index)
        return out


def find_runs(events: Sequence[Event], min_rounds: int = MIN_ROUNDS, min_hidden: int = MIN_HIDDEN) -> list[Run]:
    """The runs of repeated rounds in ``events`` (a trace's events in order), left to right.

    At each event the period that covers the most events wins (the shorter on a tie); a run needs
    ``min_rounds`` rounds and must hide ``min_hidden`` events; the events never folded (NEVER_FOLDED) are in none.
    """
    shapes = _Shapes(events)
    runs: list[Run] = []
    index = 0
    while index < len(events):
        best: Run | None = None
        for period in shapes.candidates(index):
            rounds = 1
            while index + (rounds + 1) * period <= len(events) and shapes.same_round(
                    index, index + rounds * period, period):
                rounds += 1
            if rounds >= min_rounds and (rounds - 1) * period >= min_hidden and (
                    best is None or rounds * period > best.rounds * best.period):
                best = Run(index, period, rounds)
        if best is None:
            index += 1
        else:
            runs.append(best)
            index = best.end
    return runs


def fold_view(events: Sequence[Event], full: bool = False) -> list[Event | Fold]:
    """What to show of ``events``: every event outside runs; of each run its first round, a
    :class:`Fold`, then the tallies of its last round (the counts that reached the cap). ``full``: every event."""
    if full:
        return list(events)
    out: list[Event | Fold] = []
    index = 0
    for run in find_runs(events):
        out += events[index: run.start + run.period]
        last_round = events[run.end - run.period: run.end]
        fold = Fold(run.rounds, run.period, events[run.start].seq, events[run.end - 1].seq, events[run.start].depth,
                    tuple(events[run.start: run.start + run.period]),
                    tuple(e for e in last_round if e.kind in TALLY_KINDS))
        out.append(fold)
        out += fold.tallies
        index = run.end
    out += events[index:]
    return out


def hidden_by(view: Sequence[Event | Fold]) -> dict[int, Fold]:
    """Each folded-away event's sequence number → the fold that hides it."""
    out: dict[int, Fold] = {}
    for item in view:
        if isinstance(item, Fold):
            for seq in range(item.first + item.period, item.last + 1):
                if item.hides(seq):
                    out[seq] = item
    return out


def levels(view: Sequence[Event | Fold], max_level: int) -> list[int]:
    """The level at which to draw each item of ``view`` (a nested list, a drawing). A line's level follows the
    change of depth from the line before, never more than one level deeper than it and at most ``max_level``;
    a fold is at the level of its first round, and the lines after it follow from there. So the events after a
    long loop, hundreds of levels deep, are drawn just below the fold."""
    out = []
    level, depth = -1, -1  # the first line is at level 0
    first_round: dict[int, int] = {}
    for item in view:
        if isinstance(item, Fold):
            level, depth = first_round[item.first], item.depth
        else:
            level = max(0, min(level + item.depth - depth, level + 1, max_level))
            first_round[item.seq], depth = level, item.depth
        out.append(level)
    return out
