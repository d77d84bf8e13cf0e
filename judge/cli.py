"""The ``judge`` command: argument parsing, and the one error boundary that turns any exception into an exit code.

Exit codes: 0 done; 1 a failed check (a scenario's ``expect:`` not met, a failure in ``judge check``, nothing found by
``rules search``); 2 bad input (a malformed scenario, an illegal play, an unknown rule id, an output file that
cannot or must not be written, the end of input in ``judge step``); 3 ``judge explore`` stopped at ``--max-branches``;
4 an internal error (a bug in the judge). Every command runs inside :func:`_boundary`: a
:class:`~judge.errors.JudgeError` is printed as one line on stderr with its exit code, anything else as one line
saying it is a bug in the judge, with exit code 4; ``judge --debug COMMAND`` also prints the traceback.
Heavy modules (the engine, networkx) are imported inside the commands that need them.
This module does not use ``from __future__ import annotations``: typer reads each command's
annotations twice (signature, type hints), and as text it compiles and evaluates them each
time, which tripled the time to build the commands (about 15 ms of every start).
"""

import enum
import functools
import os
import sys
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer
from rich.console import Console

from judge.cards.cli import cards_app
from judge.errors import INTERNAL_EXIT, JudgeError, internal_error
from judge.options import Format, Lang
from judge.visible import visible

if TYPE_CHECKING:
    from judge.render.board_film import BoardFilm
    from judge.resolve import Resolution
    from judge.scenario.loader import Scenario
    from judge.trace import Event

app = typer.Typer(add_completion=True, no_args_is_help=True, pretty_exceptions_enable=False,
                  help="A rules judge for Altered: exact resolution, every step with its rule.\n\nExample:\n\n"
                       "    $ judge resolve scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml")
rules_app = typer.Typer(no_args_is_help=True, help="List and search the rules index.\n\nExample:\n\n"
                        "    $ judge rules search éphémère")
app.add_typer(rules_app, name="rules")
app.add_typer(cards_app, name="cards")
_DEBUG = {"on": False}
F = TypeVar("F", bound=Callable[..., Any])


@app.callback()
def _options(debug: Annotated[bool, typer.Option("--debug", help="On an internal error, also print the "
                                                 "traceback.")] = False) -> None:
    """A rules judge for Altered: exact resolution, every step with its rule."""
    _DEBUG["on"] = debug


def _err() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


def _boundary(command: F) -> F:
    """The error boundary of every command: any exception becomes one line on stderr and an exit code.

    A :class:`JudgeError` exits with its code (2: bad input); any other exception is a bug in the
    judge: one line naming the file, the exception's class (never its repr) and where to report
    it, exit code 4, and the traceback only with ``judge --debug``.
    """
    @functools.wraps(command)
    def guarded(*args: Any, **kwargs: Any) -> Any:
        try:
            return command(*args, **kwargs)
        except (typer.Exit, typer.Abort, typer.TyperException):
            raise
        except BrokenPipeError:
            # the reader stopped reading (``judge resolve … | head``): what it read is all it wanted
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            raise typer.Exit(0) from None
        except JudgeError as exc:
            raise _fail(exc, kwargs.get("lang")) from None
        except Exception as exc:
            if _DEBUG["on"]:
                import traceback

                traceback.print_exc(file=sys.stderr)
            where = kwargs.get("scenario") or kwargs.get("rule_id") or ", ".join(map(str, kwargs.get("paths") or []))
            _err().print(internal_error(exc, str(where or "")), markup=False)
            raise typer.Exit(INTERNAL_EXIT) from None
    return guarded  # type: ignore[return-value]


for _command in cards_app.registered_commands:  # the cards group is behind the same boundary
    assert _command.callback is not None
    _command.callback = _boundary(_command.callback)


class RuleLang(enum.StrEnum):
    """Language of a rule's text."""

    en = "en"
    fr = "fr"
    both = "both"


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


class _Stdout(Console):
    """The console of the output: a reader that stops reading (``judge resolve … | head``) ends it quietly."""

    def on_broken_pipe(self) -> None:
        """What the reader read is all it wanted: the rest is dropped and the exit code is 0 (rich: 1)."""
        self.quiet = True
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise SystemExit(0)


def _out() -> Console:
    return _Stdout(highlight=False, soft_wrap=True)


def _fail(exc: JudgeError, lang: object = None) -> typer.Exit:
    """Print the error's one line on stderr (with ``--lang fr``, then the ruling in French when the error has it
    in the message tables' words: an illegal declaration, 5.1.2.c); the exit code to leave with."""
    err = _err()
    err.print(visible(str(exc)), markup=False)
    if exc.said is not None and getattr(lang, "value", lang) == "fr":
        from judge.render.messages import render

        err.print(visible(render(exc.said, "fr")), markup=False)
    return typer.Exit(exc.exit_code)



def _write_json(data: object) -> None:
    """Print ``data`` as JSON (json is imported only here: a plain text answer does not load it)."""
    import json

    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=1) + "\n")

@app.command()
@_boundary
def rule(
    rule_id: Annotated[str, typer.Argument(help="A rule id such as 6.2.f, or a glossary slug.")],
    lang: Annotated[RuleLang, typer.Option(help="Language of the text.")] = RuleLang.both,
    format: Annotated[Format, typer.Option(help="text or json.")] = Format.text,
) -> None:
    """Show one rule with its remarks, examples, parent and children.

    Example:

        $ judge rule 6.2.f --lang en
    """
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
@_boundary
def rules_list(format: Annotated[Format, typer.Option(help="text or json.")] = Format.text) -> None:
    """Every entry of the index, in rule order.

    Example:

        $ judge rules list --format json
    """
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
@_boundary
def rules_search(
    query: Annotated[str, typer.Argument(help="Words to find (accents and case ignored).")],
    lang: Annotated[Lang | None, typer.Option(help="Search one language only.")] = None,
    limit: Annotated[int, typer.Option(min=1, max=200, help="How many results.")] = 10,
) -> None:
    """Search the rules in French and English, best matches first, the matched words highlighted.

    Words match by their stems in both languages (ravitailler finds Ravitaillez, draws finds draw),
    by their start (modif), and through the game's synonyms (éphémère finds Fugace, tap finds exhaust).

    Example:

        $ judge rules search ravitailler
    """
    from rich.text import Text

    import rules_index

    results = rules_index.hits(query, lang.value if lang else None, limit)
    console = _out()
    if not results:
        console.print(visible(f"no rule matches '{query}'"), markup=False)
        raise typer.Exit(1)
    for hit in results:
        line = Text()
        line.append(f"{hit.entry.id:<12} ", style="bold")
        snippet = Text(hit.snippet)
        for start, end in hit.spans:
            snippet.stylize("bold yellow", start, end)
        line.append_text(snippet)
        console.print(line)


@app.command()
@_boundary
def resolve(
    scenario: Annotated[Path, typer.Argument(help="A scenario YAML file.")],
    format: Annotated[ResolveFormat, typer.Option(help="text, json or markdown.")] = ResolveFormat.text,
    lang: Annotated[Lang, typer.Option(help="Language of the output.")] = Lang.en,
    graph: Annotated[Path | None, typer.Option(help="Also write the graph: OUT.dot, OUT.graphml or OUT.json.")]
    = None,
    strict: Annotated[bool, typer.Option(help="An unscripted decision or an unused answer is an error.")] = False,
    dump_board: Annotated[Path | None, typer.Option(help="Write the final board as a scenario file.")] = None,
    html: Annotated[Path | None, typer.Option(help="Also write the replay page: OUT.html, self-contained, the "
                                              "board after each event.")] = None,
    force: Annotated[bool, typer.Option(help="Allow --graph / --dump-board / --html to replace an existing "
                                        "file.")] = False,
    full: Annotated[bool, typer.Option(help="Show every event: a loop's repeated rounds are not folded.")] = False,
    short: Annotated[bool, typer.Option(help="With --format markdown: the ruling, the key steps and the "
                                        "citations, under 2,000 characters (a chat message).")] = False,
) -> None:
    """Resolve a scenario step by step, each step with the rules that govern it.

    Example:

        $ judge resolve scenarios/rules/6.2.f-two-replacements-order-matters.yaml --lang fr
    """
    from judge.files import plan_outputs
    from judge.scenario.loader import load_scenario

    if short and format is not ResolveFormat.markdown:
        raise JudgeError(f"--short: expected --format markdown, found --format {format.value}")
    outputs = [graph, dump_board, html]
    plan_outputs(outputs, force, [scenario])
    if graph is not None:
        from judge.render.graph_out import check_suffix

        check_suffix(graph)
    if html is not None and html.suffix.lower() != ".html":
        raise JudgeError(f"{visible(str(html))}: expected a file ending in .html, found "
                         f"'{visible(html.suffix) or 'no suffix'}'")
    loaded = load_scenario(scenario)
    plan_outputs(outputs, force, loaded.sources)
    film = None
    if html is not None:
        from judge.render.board_film import BoardFilm

        film = BoardFilm(lang.value)
    result, graph_written = _resolve_streamed(loaded, strict, format is ResolveFormat.json, graph, film)
    if graph is not None and not graph_written:
        from judge.render.graph_out import write_graph

        write_graph(result.trace.graph(loaded.id), graph)
    if html is not None and film is not None:
        from judge.files import write_atomic
        from judge.render.replay import render_replay

        film.finish(result.state)
        write_atomic(html, render_replay(result, film, lang.value))
    if dump_board is not None:
        from judge.render.dump import dump_board as dump

        missing = dump(result, dump_board)
        if missing:  # never silently: the one line saying what the board file leaves out
            _err().print(f"{visible(str(dump_board))}: left out of the board file: {'; '.join(missing)}",
                         markup=False)
    if format is ResolveFormat.markdown:
        from judge.render.markdown import render_markdown

        sys.stdout.write(render_markdown(result, lang.value, full=full, short=short))
    elif format is ResolveFormat.text:
        from judge.render.text import render_text

        render_text(result, _out(), lang.value, full=full)
    if loaded.expect is not None:
        from judge.expect import check

        problems = check(result, loaded.expect)
        err = _err()
        for problem in problems:
            err.print(visible(f"expect: {problem}"), markup=False)
        if problems:
            raise typer.Exit(1)


def _resolve_streamed(loaded: "Scenario", strict: bool, json_out: bool,
                      graph: Path | None, film: "BoardFilm | None" = None) -> "tuple[Resolution, bool]":
    """Resolve, streaming what can be streamed as the events come: the JSON document to stdout, the graph
    (DOT, JSON) to its file; the events are kept only if something else reads them (text, Markdown, GraphML,
    an expect: block, the replay page). ``film`` records the board after each event (``--html``). Progress is
    shown on stderr when it is a terminal. Returns whether the graph is written."""
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
        if film is not None:
            listeners.append(film.event)
        if reporter.enabled:
            listeners.append(reporter.event)
        keep = not json_out or loaded.expect is not None or (graph is not None and graph_stream is None) or \
            film is not None

        def on_event(event: "Event") -> None:
            for listener in listeners:
                listener(event)

        result = run(loaded, strict=strict, on_event=on_event if len(listeners) > 1 else
                     listeners[0] if listeners else None, keep=keep, watch=film.watch if film else None)
        if spool is not None:
            write_json(result, spool, sys.stdout)
        if graph_stream is not None and graph is not None:
            graph_stream.write(graph)
    return result, graph_stream is not None


@app.command()
@_boundary
def check(
    paths: Annotated[list[Path], typer.Argument(help="Scenario files or folders of them.")],
    format: Annotated[CheckFormat, typer.Option(help="text, json or junit (JUnit XML).")] = CheckFormat.text,
    update: Annotated[bool, typer.Option(help="Rewrite the golden traces (NAME.trace.txt) instead of comparing.")]
    = False,
    golden: Annotated[bool, typer.Option(help="Compare with the golden traces beside the scenarios.")] = True,
) -> None:
    """Run scenarios as regression tests: strict decisions, their expect: blocks, their golden traces.

    Example:

        $ judge check scenarios/rules --format junit
    """
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
    if any(o.internal for o in outcomes):
        raise typer.Exit(INTERNAL_EXIT)
    if orphans or any(o.status != "passed" for o in outcomes):
        raise typer.Exit(1)


@app.command()
@_boundary
def coverage(
    paths: Annotated[list[Path] | None, typer.Argument(help="Scenario files or folders (default: scenarios/).")]
    = None,
    format: Annotated[Format, typer.Option(help="text or json.")] = Format.text,
) -> None:
    """For each rule, the scenarios whose resolution cites it; the engine sections' coverage.

    Example:

        $ judge coverage scenarios --format json
    """
    from judge.check import discover
    from judge.coverage import coverage_of
    from judge.expect import resolve_as_ruling
    from judge.scenario.loader import load_scenario

    try:
        pairs = []
        for path in discover(paths or [Path("scenarios")]):
            loaded = load_scenario(path)
            result, stopped = resolve_as_ruling(loaded, strict=False)
            pairs.append((loaded.id, [*result.trace.rules_cited(), *(stopped.rules if stopped else ())]))
    except JudgeError as exc:
        raise _fail(exc) from None
    cov = coverage_of(pairs)
    if format is Format.json:
        _write_json(cov.to_json())
        return
    from judge.render.summary import render_coverage

    render_coverage(cov, len(pairs), _out())


@app.command()
@_boundary
def explore(
    scenario: Annotated[Path, typer.Argument(help="A scenario YAML file.")],
    format: Annotated[ResolveFormat, typer.Option(help="text, json or markdown.")] = ResolveFormat.text,
    lang: Annotated[Lang, typer.Option(help="Language of the text and Markdown.")] = Lang.en,
    max_branches: Annotated[int, typer.Option(min=1, help="Stop after this many answers tried (exit 3).")] = 10_000,
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
    """What if: try every decision, merge identical states, and show the distinct outcomes.

    Example:

        $ judge explore scenarios/rules/6.2.f-two-replacements-order-matters.yaml --format markdown --lang fr
    """
    from judge.explore import explore as run_explore
    from judge.render.explore_out import exploration_markdown, render_exploration
    from judge.render.progress import ProgressReporter
    from judge.scenario.loader import load_scenario

    try:
        if graph is not None:
            from judge.files import plan_outputs
            from judge.render.graph_out import check_suffix

            plan_outputs([graph], force, [scenario])
            check_suffix(graph)
        loaded = load_scenario(scenario)
        if graph is not None:
            plan_outputs([graph], force, loaded.sources)
        with ProgressReporter() as reporter:
            result = run_explore(loaded, keep_choices=keep_choices, max_runs=max_branches, progress=reporter.update,
                                 merge=merge, max_states=max_states)
        if format is ResolveFormat.json:
            _write_json(result.to_json())
        elif format is ResolveFormat.markdown:
            sys.stdout.write(exploration_markdown(result, lang.value, shown=show, scenario=loaded))
        else:
            render_exploration(result, _out(), shown=show, lang=lang.value, scenario=loaded)
        if graph is not None:
            from judge.render.graph_out import write_graph

            write_graph(result.graph(), graph)
    except JudgeError as exc:
        raise _fail(exc, lang) from None
    if not result.complete:
        limit = (f"after {result.runs} runs (--max-branches {max_branches})" if result.stopped == "runs" else
                 f"at {max_states} states kept (--max-states {max_states}), after {result.runs} runs")
        Console(stderr=True, soft_wrap=True).print(f"stopped {limit}: {len(result.outcomes)} outcome(s) found so far; "
                                                   "the exploration is incomplete", markup=False)
        raise typer.Exit(3)


@app.command()
@_boundary
def step(
    scenario: Annotated[Path, typer.Argument(help="A scenario YAML file.")],
    lang: Annotated[Lang, typer.Option(help="Language of the output.")] = Lang.en,
    pause: Annotated[bool, typer.Option(help="Wait for Enter after each event.")] = True,
) -> None:
    """Walk a resolution event by event, choosing at each decision (b: back, w: write choices, s: save, q: quit).

    Example:

        $ judge step scenarios/rules/6.2.f-two-replacements-order-matters.yaml --no-pause
    """
    from judge.scenario.loader import load_scenario
    from judge.step import StepSession

    console = _out()
    session = StepSession(load_scenario(scenario), scenario, console, console.input, lang.value, pause)
    session.run()


DRAWINGS = (".html", ".svg", ".dot", ".graphml", ".json", ".mmd")


@app.command()
@_boundary
def graph(
    scenario: Annotated[Path, typer.Argument(help="A scenario YAML file.")],
    output: Annotated[Path, typer.Option("-o", "--output", help="OUT.html, .svg, .dot, .graphml, .json or .mmd")],
    lang: Annotated[Lang, typer.Option(help="Language of the labels and rule texts.")] = Lang.en,
    force: Annotated[bool, typer.Option(help="Allow replacing an existing file.")] = False,
    full: Annotated[bool, typer.Option(help="SVG and Mermaid: draw every event (a loop's repeated rounds are "
                                       "not folded).")] = False,
) -> None:
    """Draw the resolution: a self-contained HTML page, an SVG, Mermaid, or graph data.

    Example:

        $ judge graph scenarios/rules/6.2.f-two-replacements-order-matters.yaml -o ruling.html
    """
    from judge.files import plan_outputs, write_atomic
    from judge.resolve import resolve as run
    from judge.scenario.loader import load_scenario

    suffix = output.suffix.lower()
    if suffix not in DRAWINGS:
        raise JudgeError(f"{output}: expected a file ending in {', '.join(DRAWINGS)}, found "
                         f"'{output.suffix or 'no suffix'}'")
    plan_outputs([output], force, [scenario])
    loaded = load_scenario(scenario)
    plan_outputs([output], force, loaded.sources)
    if suffix == ".html":
        from judge.render.replay import record, render_replay

        write_atomic(output, render_replay(*record(loaded, lang.value), lang.value))
        _out().print(visible(f"wrote {output}"), markup=False)
        return
    result = run(loaded)
    title = loaded.title or loaded.id
    if suffix == ".svg":
        from judge.render.svg import render_svg

        write_atomic(output, render_svg(result.trace, lang.value, title, full=full))
    elif suffix == ".mmd":
        from judge.render.mermaid import render_mermaid

        write_atomic(output, render_mermaid(result.trace, lang.value, full=full))
    else:
        from judge.render.graph_out import write_graph

        write_graph(result.trace.graph(loaded.id), output)
    _out().print(visible(f"wrote {output}"), markup=False)


@app.command()
@_boundary
def new(
    output: Annotated[Path, typer.Argument(help="The scenario file to write (FILE.yaml); never replaced.")],
    phase: Annotated[str, typer.Option(help="The phase the ruling is about: morning, noon, afternoon (a card "
                                       "is played), dusk or night, or in French: matin, midi, après-midi, "
                                       "crépuscule, nuit.")] = "afternoon",
    cards: Annotated[str, typer.Option(help="The card library to include: judge:core (bundled), judge:printed-en, "
                                       "or a path inside FILE's folder.")] = "judge:core",
) -> None:
    """Write a commented scenario to start a ruling from (board, do:, choices:, expect:); it resolves as written.

    Example:

        $ judge new my-ruling.yaml --phase night && judge resolve my-ruling.yaml
    """
    from judge.files import plan_outputs, write_atomic
    from judge.new import template
    from judge.scenario.loader import library_cards

    if output.suffix.lower() not in (".yaml", ".yml"):
        raise JudgeError(visible(f"{output}: expected a file ending in .yaml, found '{output.suffix or 'no suffix'}'"))
    if output.is_file():
        raise JudgeError(visible(f"{output}: expected a new file, found an existing file (judge new never replaces "
                                 "one)"))
    plan_outputs([output], False)
    text = template(output, phase, cards, library_cards(cards, output.absolute()))
    write_atomic(output, text, replace=False)
    _out().print(visible(f"wrote {output} — resolve it with: judge resolve {output}"), markup=False)


@app.command()
@_boundary
def schema() -> None:
    """Print the JSON Schema (draft 2020-12) of scenarios and card libraries, for editors and validators.

    Example:

        $ judge schema > scenario.schema.json
    """
    from judge.scenario.schema import schema_text

    sys.stdout.write(schema_text())


@app.command()
@_boundary
def language(
    topic: Annotated[str | None, typer.Argument(help="A topic: keys, cards, board, do, abilities, verbs, "
                                                "selectors, zones, triggers, conditions, passives, decisions, "
                                                "expect.")] = None,
    markdown: Annotated[bool, typer.Option(help="Print the whole reference as Markdown "
                                           "(docs/scenario-language.md).")] = False,
) -> None:
    """The scenario language: every key, verb, selector, trigger … with its meaning, rules and an example.

    Example:

        $ judge language verbs
    """
    from judge.scenario import langdoc
    from judge.scenario.grammar import TOPICS
    from judge.scenario.grammar import topic as find

    if markdown:
        sys.stdout.write(langdoc.markdown())
        return
    if topic is None:
        sys.stdout.write(langdoc.index_text())
        return
    found = find(topic.lower())
    if found is None:
        raise JudgeError(visible(f"unknown topic '{topic}': expected one of {', '.join(t.name for t in TOPICS)}"))
    sys.stdout.write(langdoc.topic_text(found))


def main() -> None:
    """Console-script entry point (``--debug`` may also be written after the command: it is moved first)."""
    args = sys.argv[1:]
    end = args.index("--") if "--" in args else len(args)
    if "--debug" in args[1:end]:
        args.remove("--debug")
        args.insert(0, "--debug")
    app(args=args)
