"""Benchmark (issue 12): the engine's events per second against a plain-Python loop doing the same bookkeeping.

The engine resolves a generated self-feeding chain (one reaction creating a token that activates it again, 100
activations, about 1,000 events: benchmarks/generated.py) with ``judge.resolve.resolve``. The loop does, for
as many events, the least any engine must do per event: create an object (a slotted instance: id, card,
zone, controller), record an event (a frozen dataclass with its number, kind, rule ids, actor, objects and
parent, appended to a list) and count (a dictionary counter, as the daily activations are). Both are timed
in this one process, alternately, each the median of ``--runs`` runs (CPU time, the steadier figure on a
shared machine; wall time beside it). Issue 12's target: the engine within 6x of the loop.

Run: python benchmarks/bench_event_rate.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import dataclass

from generated import Clock, load, self_feeding

from judge.resolve import resolve


class Thing:
    """A game object, as small as one can be."""

    __slots__ = ("card", "controller", "oid", "zone")

    def __init__(self, oid: int, card: str, zone: str, controller: str) -> None:
        self.oid, self.card, self.zone, self.controller = oid, card, zone, controller


@dataclass(frozen=True)
class Record:
    """An event, as small as one can be."""

    seq: int
    kind: str
    rules: tuple[str, ...]
    actor: str
    objects: tuple[int, ...]
    parent: int | None


def plain_loop(events: int) -> int:
    """Create an object, record an event and count, ``events`` times; the number of records made."""
    objects: dict[int, Thing] = {}
    records: list[Record] = []
    counts: dict[tuple[int, int], int] = {}
    for seq in range(1, events + 1):
        thing = Thing(seq, "spark", "alice.hero", "alice")
        objects[thing.oid] = thing
        records.append(Record(seq, "atomic", ("6.1.e",), "alice", (thing.oid,), seq - 1 or None))
        key = (seq % 7, 1)
        counts[key] = counts.get(key, 0) + 1
    return len(records)


def main() -> None:
    """Print both rates and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="runs of each, for the medians (default 21)")
    args = parser.parse_args()
    scenario = load(self_feeding())
    events = len(resolve(scenario).trace)  # also a warm-up
    plain_loop(events)
    engine_cpu, engine_wall, loop_cpu, loop_wall = [], [], [], []
    for _ in range(args.runs):
        clock = Clock()
        assert len(resolve(scenario).trace) == events
        engine_cpu.append(clock.cpu)
        engine_wall.append(clock.wall)
        clock = Clock()
        assert plain_loop(events) == events
        loop_cpu.append(clock.cpu)
        loop_wall.append(clock.wall)
    engine, loop = statistics.median(engine_cpu), statistics.median(loop_cpu)
    print(f"engine: {events:,} events in {1000 * engine:.1f} ms CPU ({1000 * statistics.median(engine_wall):.1f} ms "
          f"wall): {events / engine:,.0f} events/s (median of {args.runs})")
    print(f"plain loop: {events:,} events in {1000 * loop:.2f} ms CPU ({1000 * statistics.median(loop_wall):.2f} ms "
          f"wall): {events / loop:,.0f} events/s (median of {args.runs})")
    print(f"ratio: the engine takes {engine / loop:.1f}x the plain loop's time per event")


if __name__ == "__main__":
    main()
