"""Benchmark (issue 12): 20 and 50 reactions feeding each other, run to the 100-activation cap, in-process.

Alice has n landmarks whose reactions each create a token when a token is created under her control, and
creates one: every token activates every reaction that is not capped, until each has been activated 100
times that day (6.3.f, 1.4.6.a). For n = 20 and 50 it prints the events, the activations, the seconds (CPU
and wall) and the microseconds per event, or what stopped the resolution (today's engine stops, exit 2,
when pending work nests more than 2,000 steps deep). Issue 12's target: both run to their caps, the time
linear in the events (the same cost per event at n = 20 and 50).

Run: python benchmarks/bench_feeding.py [--budget SECONDS] [SIZES...]
"""

from __future__ import annotations

import argparse

from generated import Clock, feeding, load

from judge.resolve import resolve_until_stopped
from judge.trace import Event


class OverBudget(Exception):
    """The resolution ran past its time budget."""


def main() -> None:
    """Print one line per n, then the ratio of the costs per event."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=120.0, help="CPU seconds per n (default 120)")
    parser.add_argument("sizes", type=int, nargs="*", default=[20, 50], help="numbers of reactions (20 50)")
    args = parser.parse_args()
    per_event: dict[int, float] = {}
    for n in args.sizes:
        scenario = load(feeding(n))
        clock = Clock()
        events = [0]
        activations = [0]

        def count(event: Event, clock: Clock = clock, events: list[int] = events,
                  activations: list[int] = activations) -> None:
            events[0] += 1
            activations[0] += event.kind == "reaction_activated"
            if events[0] % 1000 == 0 and clock.cpu > args.budget:
                raise OverBudget

        try:
            _, stopped = resolve_until_stopped(scenario, on_event=count, keep=False)
            end = f"stopped: {str(stopped).rsplit(': ', 1)[-1]}" if stopped is not None else "ran to the end"
        except OverBudget:
            end = f"stopped at the {args.budget:g} s budget"
        cpu, wall = clock.cpu, clock.wall
        if events[0]:
            per_event[n] = cpu / events[0]
        print(f"n = {n}: {events[0]:,} events, {activations[0]:,} activations (cap: {100 * n:,}), "
              f"{cpu:.2f} s CPU, {wall:.2f} s wall, {1e6 * cpu / max(events[0], 1):.0f} µs per event — {end}",
              flush=True)
    if len(per_event) >= 2:
        (small, a), *_, (large, b) = sorted(per_event.items())
        print(f"cost per event at n = {large} / at n = {small}: {b / a:.2f} (1.00 is linear)")


if __name__ == "__main__":
    main()
