"""Tables for ``judge check`` and ``judge coverage`` (rich)."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.table import Table
from rich.text import Text

import rules_index
from judge.check import Outcome
from judge.coverage import NOT_CITABLE, Coverage
from judge.visible import visible, visible_prose

STATUS_STYLE = {"passed": "green", "failed": "bold red", "error": "bold red"}


def render_summary(outcomes: list[Outcome], orphans: list[Path], console: Console) -> None:
    """One row per scenario, then what failed in detail, then the totals."""
    table = Table(title="judge check", show_lines=False)
    table.add_column("scenario")
    table.add_column("status")
    table.add_column("events", justify="right")
    for o in outcomes:
        table.add_row(Text(visible(o.scenario)), Text(o.status, style=STATUS_STYLE[o.status]), str(o.events))
    console.print(table)
    for o in outcomes:
        if o.problems:
            console.print(Text(f"{o.status}: {visible(str(o.path))}", style=STATUS_STYLE[o.status]))
            for problem in o.problems:
                console.print(Text("  " + visible_prose(problem).replace("\n", "\n  ")))
    for orphan in orphans:
        console.print(Text(f"orphan golden trace (no scenario): {visible(str(orphan))}", style="bold red"))
    passed = sum(1 for o in outcomes if o.status == "passed")
    failed = sum(1 for o in outcomes if o.status == "failed")
    console.print(Text(f"{passed} passed, {failed} failed, {len(outcomes) - passed - failed} could not run"))


def render_coverage(cov: Coverage, scenarios: int, console: Console) -> None:
    """Each engine rule with the number of scenarios citing it; uncovered ones flagged."""
    table = Table(title=f"rule coverage over {scenarios} scenarios")
    table.add_column("rule")
    table.add_column("scenarios", justify="right")
    table.add_column("first scenarios")
    for rule in cov.engine_rules():
        cited = cov.cited.get(rule, [])
        mark = Text(str(len(cited)), style="green" if cited else ("dim" if rule in NOT_CITABLE else "bold red"))
        note = ", ".join(cited[:3]) if cited else NOT_CITABLE.get(rule, "not cited")
        table.add_row(rule, mark, note)
    console.print(table)
    others = [e.id for e in rules_index.entries() if e.id in cov.cited and e.id not in cov.engine_rules()]
    console.print(Text(f"also cited: {', '.join(others)}", style="dim"))
    console.print(Text(f"engine sections 1.4, 4, 5, 6, 7: {cov.percent():.1f}% of the citable rules are cited "
                       f"({len(cov.uncovered())} uncovered, {len(NOT_CITABLE)} not citable)", style="bold"))
