"""Scenarios for the issue-12 benchmarks, generated as YAML text with cards of their own (no library).

Each function gives a scenario's text for a size; :func:`load` writes it into a temporary folder and
loads it the way every scenario is loaded. The benchmarks use only the judge's public entry points
(``load_scenario``, ``judge.resolve``, ``judge.explore``), so they run unchanged on a rewritten engine.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from judge.scenario.loader import Scenario, load_scenario

SPARK = """\
  spark:
    name: Spark
    type: character
    token: true
    stats: {forest: 1}
"""


def _landmarks(prefix: str, count: int) -> str:
    return "[" + ", ".join(f"{prefix}-{i}" for i in range(1, count + 1)) + "]"


def independent_reactions(k: int) -> str:
    """Alice has ``k`` landmarks, each with an At Noon reaction creating a Spark in her Hero expedition:
    the ``k!`` orders she may play them in (4.4.b) all give the same board."""
    cards = "".join(f"""\
  chime-{i}:
    name: Chime {i}
    type: permanent
    cost: 1
    abilities:
      - reaction:
          label: Chime {i} (At Noon)
          trigger: {{at: noon}}
          effect:
            - create_token: {{token: spark, in: {{each: expedition, in: your hero expedition}}}}
""" for i in range(1, k + 1))
    return f"""\
scenario: bench-{k}-independent-noon-reactions
rules: seed
cards:
{SPARK}{cards}board:
  day: 2
  phase: morning
  first_player: alice
  players:
    alice:
      landmarks: {_landmarks("chime", k)}
    bob: {{}}
do:
  - start_phase: noon
"""


DETOUR_ZONES = ("your hand", "your discard", "your reserve", "your deck")


def replacements(k: int) -> str:
    """Alice sends her Wanderer to her Reserve; ``k`` replacement modifiers each say "when a Character of yours
    would change zone, it goes to ZONE instead" (four zones in turn). Each applies once to the atomic action
    (6.2.h) and the next still matches it, so all ``k`` apply, in the order Alice picks each time (6.2.f): ``k!``
    orders. They do not commute (the last one applied decides where the Wanderer ends), but the step reached
    depends only on which have applied and where the Wanderer is going: far fewer states than orders."""
    cards = "".join(f"""\
  detour-{i}:
    name: Detour {i}
    type: permanent
    cost: 1
    abilities:
      - passive:
          label: Detour {i}
          instead:
            when: {{event: moves, object: {{any: character, controller: you}}}}
            do: [{{put: {{what: it, to: {DETOUR_ZONES[i % len(DETOUR_ZONES)]}}}}}]
""" for i in range(1, k + 1))
    return f"""\
scenario: bench-{k}-replacement-modifiers
rules: seed
cards:
  wanderer:
    name: Wanderer
    type: character
    cost: 1
    stats: {{forest: 1}}
{cards}board:
  phase: afternoon
  first_player: alice
  players:
    alice:
      landmarks: {_landmarks("detour", k)}
      expeditions: {{hero: [wanderer], companion: []}}
    bob: {{}}
do:
  - effect:
      - put: {{what: {{each: character, in: your hero expedition}}, to: your reserve}}
    by: alice
    label: send the Wanderer to the Reserve
"""


def feeding(n: int) -> str:
    """Alice has ``n`` landmarks, each with "when a token is created under your control, create a Spark in your
    Hero expedition", and creates one Spark: every token activates all ``n`` reactions, each of which makes a
    token, until each reaction has been activated 100 times that day (6.3.f): ``100 × n`` activations."""
    cards = "".join(f"""\
  relay-{i}:
    name: Relay {i}
    type: permanent
    cost: 1
    abilities:
      - reaction:
          label: Relay {i} (a token is created)
          trigger: {{event: created, object: {{any: character, token: true, controller: you}}}}
          effect:
            - create_token: {{token: spark, in: {{each: expedition, in: your hero expedition}}}}
""" for i in range(1, n + 1))
    return f"""\
scenario: bench-{n}-reactions-feeding-each-other
rules: seed
cards:
{SPARK}{cards}board:
  phase: afternoon
  first_player: alice
  players:
    alice:
      landmarks: {_landmarks("relay", n)}
    bob: {{}}
do:
  - effect:
      - create_token: {{token: spark, in: {{each: expedition, in: your hero expedition}}}}
    by: alice
    label: the first Spark
"""


def self_feeding() -> str:
    """One Character whose reaction to a token created under Alice's control boosts it, exhausts it and creates
    another: a single chain of 100 activations (6.3.f), about 1,000 events, no decision."""
    return f"""\
scenario: bench-self-feeding-chain
rules: seed
cards:
{SPARK}  kiln:
    name: Kiln
    type: character
    cost: 2
    stats: {{forest: 1}}
    abilities:
      - reaction:
          label: Kiln (a token is created)
          trigger: {{event: created, object: {{any: character, token: true, controller: you}}}}
          effect:
            - boost: {{what: it, amount: 1}}
            - exhaust: it
            - create_token: {{token: spark, in: {{each: expedition, in: your hero expedition}}}}
board:
  phase: afternoon
  first_player: alice
  players:
    alice:
      expeditions: {{hero: [kiln]}}
    bob: {{}}
do:
  - effect:
      - create_token: {{token: spark, in: {{each: expedition, in: your hero expedition}}}}
    by: alice
    label: the first Spark
"""


class Clock:
    """Wall time and this process's CPU time since it was made: on a shared machine the CPU time is the
    steadier figure (other processes stretch the wall time, not the CPU time)."""

    def __init__(self) -> None:
        self.wall0, self.cpu0 = time.perf_counter(), time.process_time()

    @property
    def wall(self) -> float:
        """Seconds of wall time so far."""
        return time.perf_counter() - self.wall0

    @property
    def cpu(self) -> float:
        """Seconds of this process's CPU time so far."""
        return time.process_time() - self.cpu0


def load(text: str) -> Scenario:
    """The scenario ``text`` loaded from a file in a temporary folder (removed once loaded)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "scenario.yaml"
        path.write_text(text, encoding="utf-8")
        return load_scenario(path)
