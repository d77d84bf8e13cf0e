"""The ``judge`` command: argument parsing and error → exit code, nothing else.

Exit codes: 0 done; 1 a failed check (a scenario's ``expect:`` not met); 2 bad input (a malformed scenario, an unknown
rule id, a file that would be overwritten). A :class:`~judge.errors.JudgeError` is
printed as one line on stderr; anything else is a bug in the judge.
Heavy modules (the engine, networkx) are imported inside the commands that need them.
This module does not use ``from __future__ import annotations``: typer reads each command's
annotations twice (signature, type hints), and as text it compiles and evaluates them each
time, which tripled the time to build the commands (about 15 ms of every start).
"""

import enum
import sys
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console

from judge.errors import JudgeError

if TYPE_CHECKING:
    from judge.resolve import Resolution
    from judge.scenario.loader import Scenario
    from judge.trace import Event

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="A rules judge for Altered: exact resolution, every step with its rule.")
rules_app = typer.Typer(no_args_is_help=True, help="List and search the rules index.")
app.add_typer(rules_app, name="rules")


class Lang(enum.StrEnum):
    """Output language."""

    en = "en"
    fr = "fr"


class RuleLang(enum.StrEnum):
    """Language of a rule's text."""

    en = "en"
    fr = "fr"
    both = "both"


class Format(enum.StrEnum):
    """Output format of ``judge rule`` and ``judge rules``."""

    text = "text"
    json = "json"


class CheckFormat(enum.StrEnum):
    """Output format of ``judge check``."""

    text = "text"
    json = "json"
    junit = "junit"


class ResolveFormat(enum.StrEnum):
    """Output format of ``judge resolve``."""

    text = "text"
    json = "json"
    markdown = "markdown"


def _out() -> Console:
    return Console(highlight=False, soft_wrap=True)


def _fail(exc: JudgeError) -> typer.Exit:
    Console(stderr=True, highlight=False, soft_wrap=True).print(str(exc), markup=False)
    return typer.Exit(exc.exit_code)


def _new_file(path: Path, force: bool, inputs: list[Path]) -> None:
    """Files the user gave are never overwritten: refuse an existing path unless --force (never an input)."""
    resolved = path.resolve()
    if any(resolved == p.resolve() for p in inputs):
        raise JudgeError(f"{path}: expected a new output file, found the input file itself")
    if path.exists() and not force:
        raise JudgeError(f"{path}: expected a new output file, found an existing file (use --force)")



def _write_json(data: object) -> None:
    """Print ``data`` as JSON (json is imported only here: a plain text answer does not load it)."""
    import json

    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=1) + "\n")

@app.command()
def rule(
    rule_id: Annotated[str, typer.Argument(help="A rule id such as 6.2.f, or a glossary slug.")],
    lang: Annotated[RuleLang, typer.Option(help="Language of the text.")] = RuleLang.both,
    format: Annotated[Format, typer.Option(help="text or json.")] = Format.text,
) -> None:
    """Show one rule with its remarks, examples, parent and children."""
    import rules_index
    from judge.render.rules import render_rule

    try:
        entry = rules_index.get(rule_id)
    except rules_index.UnknownRule as exc:
        raise _fail(JudgeError(str(exc))) from None
    if not entry.has_text:
        refs = ", ".join(entry.referenced_by)
        raise _fail(JudgeError(f"rule {rule_id} is referenced by {refs}, text not in the seed documents"))
    if format is Format.json:
        _write_json(entry.to_json())
        return
    render_rule(entry, lang.value, _out())


@rules_app.command("list")
def rules_list(format: Annotated[Format, typer.Option(help="text or json.")] = Format.text) -> None:
    """Every entry of the index, in rule order."""
    import rules_index

    entries = list(rules_index.entries())
    if format is Format.json:
        _write_json([e.to_json() for e in entries])
        return
    console = _out()
    for e in entries:
        label = e.title.fr if e.kind in ("section", "glossary") else " ".join(e.text.fr.split())[:90]
        console.print(f"{e.id:<40} {label}", markup=False)


@rules_app.command("search")
def rules_search(
    query: Annotated[str, typer.Argument(help="Words to find (accents and case ignored).")],
    lang: Annotated[Lang | None, typer.Option(help="Search one language only.")] = None,
    limit: Annotated[int, typer.Option(min=1, max=200, help="How many results.")] = 10,
) -> None:
    """Search the rules in French and English, best matches first."""
    import rules_index

    results = rules_index.search(query, lang.value if lang else None, limit)
    console = _out()
    if not results:
        console.print(f"no rule matches '{query}'", markup=False)
        raise typer.Exit(1)
    for entry, snippet in results:
        console.print(f"{entry.id:<12} {snippet}", markup=False)


@app.command()
def resolve(
    scenario: Annotated[Path, typer.Argument(help="A scenario YAML file.")],
    format: Annotated[ResolveFormat, typer.Option(help="text, json or markdown.")] = ResolveFormat.text,
    lang: Annotated[Lang, typer.Option(help="Language of the output.")] = Lang.en,
    graph: Annotated[Path | None, typer.Option(help="Also write the graph: OUT.dot, OUT.graphml or OUT.json.")]
    = None,
    strict: Annotated[bool, typer.Option(help="An unscripted decision or an unused answer is an error.")] = False,
    dump_board: Annotated[Path | None, typer.Option(help="Write the final board as a scenario file.")] = None,
    force: Annotated[bool, typer.Option(help="Allow --graph / --dump-board to replace an existing file.")] = False,
) -> None:
    """Resolve a scenario step by step, each step with the rules that govern it."""
    from judge.scenario.loader import load_scenario

    try:
        for out in (graph, dump_board):
            if out is not None:
                _new_file(out, force, [scenario])
        if graph is not None:
            from judge.render.graph_out import check_suffix

            check_suffix(graph)
        loaded = load_scenario(scenario)
        result, graph_written = _resolve_streamed(loaded, strict, format is ResolveFormat.json, graph)
        if format is not ResolveFormat.json:
            if format is ResolveFormat.markdown:
                from judge.render.markdown import render_markdown

                sys.stdout.write(render_markdown(result, lang.value))
            else:
                from judge.render.text import render_text

                render_text(result, _out(), lang.value)
        if graph is not None and not graph_written:
            from judge.render.graph_out import write_graph

            write_graph(result.trace.graph(loaded.id), graph)
        if dump_board is not None:
            from judge.render.dump import dump_board as dump

            dump(result, dump_board)
        if loaded.expect is not None:
            from judge.expect import check

            problems = check(result, loaded.expect)
            err = Console(stderr=True, highlight=False, soft_wrap=True)
            for problem in problems:
                err.print(f"expect: {problem}", markup=False)
            if problems:
                raise typer.Exit(1)
    except JudgeError as exc:
        raise _fail(exc) from None


def _resolve_streamed(loaded: "Scenario", strict: bool, json_out: bool,
                      graph: Path | None) -> "tuple[Resolution, bool]":
    """Resolve, streaming what can be streamed as the events come: the JSON document to stdout, the graph
    (DOT, JSON) to its file; the events are kept only if something else reads them (text, Markdown, GraphML,
    an expect: block). Progress is shown on stderr when it is a terminal. Returns whether the graph is written."""
    from judge.render.progress import ProgressReporter
    from judge.resolve import resolve as run

    listeners: list[Callable[[Event], None]] = []
    with ExitStack() as stack:
        reporter = stack.enter_context(ProgressReporter())
        spool = graph_stream = None
        if json_out:
            from judge.render.json_out import EventSpool, write_json

            spool = stack.enter_context(EventSpool())
            listeners.append(spool.add)
        if graph is not None:
            from judge.render.graph_out import STREAMED, GraphStream

            if graph.suffix.lower() in STREAMED:
                graph_stream = stack.enter_context(GraphStream(loaded.id, graph.suffix.lower()))
                listeners.append(graph_stream.add)
        if reporter.enabled:
            listeners.append(reporter.event)
        keep = not json_out or loaded.expect is not None or (graph is not None and graph_stream is None)

        def on_event(event: "Event") -> None:
            for listener in listeners:
                listener(event)

        result = run(loaded, strict=strict, on_event=on_event if len(listeners) > 1 else
                     listeners[0] if listeners else None, keep=keep)
        if spool is not None:
            write_json(result, spool, sys.stdout)
        if graph_stream is not None and graph is not None:
            graph_stream.write(graph)
    return result, graph_stream is not None


@app.command()
def check(
    paths: Annotated[list[Path], typer.Argument(help="Scenario files or folders of them.")],
    format: Annotated[CheckFormat, typer.Option(help="text, json or junit (JUnit XML).")] = CheckFormat.text,
    update: Annotated[bool, typer.Option(help="Rewrite the golden traces (NAME.trace.txt) instead of comparing.")]
    = False,
    golden: Annotated[bool, typer.Option(help="Compare with the golden traces beside the scenarios.")] = True,
) -> None:
    """Run scenarios as regression tests: strict decisions, their expect: blocks, their golden traces."""
    from judge.check import check_scenario, discover, orphan_traces

    try:
        files = discover(paths)
    except JudgeError as exc:
        raise _fail(exc) from None
    outcomes = [check_scenario(p, golden=golden, update=update, require_golden=golden) for p in files]
    orphans = [] if update else orphan_traces(paths)
    if format is CheckFormat.junit:
        from judge.render.junit import render_junit

        sys.stdout.write(render_junit(outcomes))
    elif format is CheckFormat.json:
        data = {"scenarios": [{"file": str(o.path), "scenario": o.scenario, "status": o.status,
                               "problems": o.problems, "events": o.events} for o in outcomes],
                "orphan_traces": [str(p) for p in orphans]}
        _write_json(data)
    else:
        from judge.render.summary import render_summary

        render_summary(outcomes, orphans, _out())
    if not files:
        raise _fail(JudgeError(f"no scenario found in {', '.join(map(str, paths))}"))
    if orphans or any(o.status != "passed" for o in outcomes):
        raise typer.Exit(1)


@app.command()
def coverage(
    paths: Annotated[list[Path] | None, typer.Argument(help="Scenario files or folders (default: scenarios/).")]
    = None,
    format: Annotated[Format, typer.Option(help="text or json.")] = Format.text,
) -> None:
    """For each rule, the scenarios whose resolution cites it; the engine sections' coverage."""
    from judge.check import discover
    from judge.coverage import coverage_of
    from judge.resolve import resolve as run
    from judge.scenario.loader import load_scenario

    try:
        pairs = []
        for path in discover(paths or [Path("scenarios")]):
            loaded = load_scenario(path)
            pairs.append((loaded.id, run(loaded).trace.rules_cited()))
    except JudgeError as exc:
        raise _fail(exc) from None
    cov = coverage_of(pairs)
    if format is Format.json:
        _write_json(cov.to_json())
        return
    from judge.render.summary import render_coverage

    render_coverage(cov, len(pairs), _out())


@app.command()
def explore(
    scenario: Annotated[Path, typer.Argument(help="A scenario YAML file.")],
    format: Annotated[Format, typer.Option(help="text or json.")] = Format.text,
    max_branches: Annotated[int, typer.Option(min=1, help="Stop after this many runs (exit 3).")] = 10_000,
    max_states: Annotated[int, typer.Option(min=1, help="Stop once this many states are kept (exit 3): bounds "
                                                        "memory and time.")] = 50_000,
    keep_choices: Annotated[bool, typer.Option(help="Keep the scenario's choices: fixed, not explored.")] = False,
    graph: Annotated[Path | None, typer.Option(help="Write the decision graph: OUT.dot, OUT.graphml, OUT.json.")]
    = None,
    force: Annotated[bool, typer.Option(help="Allow --graph to replace an existing file.")] = False,
    show: Annotated[int, typer.Option(min=1, help="Outcomes printed in full (text; JSON lists them all).")] = 12,
    merge: Annotated[bool, typer.Option(help="Merge identical states (--no-merge runs every order apart: slow, "
                                             "to double-check an answer).")] = True,
) -> None:
    """What if: try every decision, merge identical states, and show the distinct outcomes."""
    from judge.explore import explore as run_explore
    from judge.render.explore_out import render_exploration
    from judge.render.progress import ProgressReporter
    from judge.scenario.loader import load_scenario

    try:
        if graph is not None:
            from judge.render.graph_out import check_suffix

            _new_file(graph, force, [scenario])
            check_suffix(graph)
        loaded = load_scenario(scenario)
        with ProgressReporter() as reporter:
            result = run_explore(loaded, keep_choices=keep_choices, max_runs=max_branches, progress=reporter.update,
                                 merge=merge, max_states=max_states)
        if format is Format.json:
            _write_json(result.to_json())
        else:
            render_exploration(result, _out(), shown=show)
        if graph is not None:
            from judge.render.graph_out import write_graph

            write_graph(result.graph(), graph)
    except JudgeError as exc:
        raise _fail(exc) from None
    if not result.complete:
        limit = (f"after {result.runs} runs (--max-branches {max_branches})" if result.stopped == "runs" else
                 f"at {max_states} states kept (--max-states {max_states}), after {result.runs} runs")
        Console(stderr=True, soft_wrap=True).print(f"stopped {limit}: {len(result.outcomes)} outcome(s) found so far; "
                                                   "the exploration is incomplete", markup=False)
        raise typer.Exit(3)


@app.command()
def step(
    scenario: Annotated[Path, typer.Argument(help="A scenario YAML file.")],
    lang: Annotated[Lang, typer.Option(help="Language of the output.")] = Lang.en,
    pause: Annotated[bool, typer.Option(help="Wait for Enter after each event.")] = True,
) -> None:
    """Walk a resolution event by event, choosing at each decision (b: back, w: write choices, q: quit)."""
    from judge.scenario.loader import load_scenario
    from judge.step import StepSession

    console = _out()
    try:
        session = StepSession(load_scenario(scenario), scenario, console, console.input, lang.value, pause)
        session.run()
    except JudgeError as exc:
        raise _fail(exc) from None


DRAWINGS = (".html", ".svg", ".dot", ".graphml", ".json", ".mmd")


@app.command()
def graph(
    scenario: Annotated[Path, typer.Argument(help="A scenario YAML file.")],
    output: Annotated[Path, typer.Option("-o", "--output", help="OUT.html, .svg, .dot, .graphml, .json or .mmd")],
    lang: Annotated[Lang, typer.Option(help="Language of the labels and rule texts.")] = Lang.en,
    force: Annotated[bool, typer.Option(help="Allow replacing an existing file.")] = False,
) -> None:
    """Draw the resolution: a self-contained HTML page, an SVG, Mermaid, or graph data."""
    from judge.resolve import resolve as run
    from judge.scenario.loader import load_scenario

    try:
        suffix = output.suffix.lower()
        if suffix not in DRAWINGS:
            raise JudgeError(f"{output}: expected a file ending in {', '.join(DRAWINGS)}, found "
                             f"'{output.suffix or 'no suffix'}'")
        _new_file(output, force, [scenario])
        loaded = load_scenario(scenario)
        result = run(loaded)
        title = loaded.title or loaded.id
        if suffix in (".html", ".svg"):
            from judge.render.drawing import render_html, render_svg

            draw = render_html if suffix == ".html" else render_svg
            output.write_text(draw(result.trace, lang.value, title), encoding="utf-8")
        elif suffix == ".mmd":
            from judge.render.mermaid import render_mermaid

            output.write_text(render_mermaid(result.trace, lang.value), encoding="utf-8")
        else:
            from judge.render.graph_out import write_graph

            write_graph(result.trace.graph(loaded.id), output)
    except JudgeError as exc:
        raise _fail(exc) from None
    _out().print(f"wrote {output}", markup=False)


def main() -> None:
    """Console-script entry point."""
    app()
