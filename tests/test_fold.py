"""Repetition folded (judge.render.fold) and what each format makes of it: text, Markdown (and --short), SVG,
Mermaid. The cap loops are the bundled scenarios a fold is for; small synthetic traces pin the rules of a run."""

from __future__ import annotations

import re
from functools import cache
from itertools import pairwise
from pathlib import Path
from xml.etree import ElementTree

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.events import Msg, Pair
from judge.golden import plain_text
from judge.render.fold import Fold, find_runs, fold_view, levels
from judge.render.labels import wrap
from judge.render.markdown import SHORT_LIMIT, render_markdown
from judge.render.mermaid import MERMAID_MAX_TEXT, escape, render_mermaid
from judge.render.svg import render_svg
from judge.resolve import Resolution, resolve
from judge.scenario.loader import load_scenario
from judge.trace import Event, Trace
from tests.browser import CHROMIUM, Browser
from tests.conftest import RUNNABLE, bundled_resolution

LOOP = "scenarios/rules/6.3.f-self-feeding-loop-capped.yaml"
TWO = "scenarios/rules/6.3.f-two-players-loop-each-capped.yaml"
QUICK = "scenarios/rules/1.4.6.b-quick-action-cap.yaml"
QUICK_DAYS = "scenarios/day/1.4.6.b-quick-action-cap-resets-next-day.yaml"
LOOPS = (LOOP, TWO, QUICK, QUICK_DAYS)
DAY = "scenarios/day/4.2-full-day-two-players.yaml"
LONG = "scenarios/rules/1.3.2.f-rest-anchored-and-asleep-loses-both.yaml"  # the longest French event text
runner = CliRunner()


@cache
def _resolved(path: str) -> Resolution:
    return resolve(load_scenario(path))


def _shown(view: list[Event | Fold]) -> list[str]:
    """The view as ids: ``12`` an event, ``×100:2-901`` a fold."""
    return [f"×{i.rounds}:{i.first}-{i.last}" if isinstance(i, Fold) else str(i.seq) for i in view]


def said(en: str, fr: str) -> Msg:
    """An event's message made of words given in both languages (as a step's heading is)."""
    return Msg("step", heading=Pair(en, fr))


# --- the mechanism -------------------------------------------------------------------------------------------

def _loop(rounds: int, *, odd: dict[int, dict[str, object]] | None = None, cap: bool = False) -> Trace:
    """A synthetic nested loop: each round a step holding an atomic action and an activation, the next round
    nested in the activation's reaction; ``odd``: per round, what to change in its atomic action."""
    trace = Trace()
    top = trace.emit("effect", said("Alice resolves an effect", "Alice résout un effet"), ("6.1.a",), actor="alice")
    trace.open(top)
    opened = [top]
    for n in range(1, rounds + 1):
        change = (odd or {}).get(n, {})
        step = trace.emit("step", said("step: create token", "étape : créer un jeton"), ("6.1.c",), actor="alice")
        trace.open(step)
        atomic = trace.emit(str(change.get("kind", "atomic")), said(str(change.get("en", f"create token #{2 * n}")),
                            f"créer le jeton #{2 * n}"), ("6.1.e",), actor=str(change.get("actor", "alice")),
                            objects=(f"token#{2 * n}",))
        trace.emit("reaction_activated", said(f"Engine is activated ({n}/100 today)", f"Engine est activée ({n}/100)"),
                   ("6.3.b", "6.3.c"), actor="alice", cause=atomic, count=n)
        trace.close(step)
        played = trace.emit("reaction_played", said(f"Alice plays Engine (#{2 * n + 1})",
                            f"Alice joue Engine (#{2 * n + 1})"), ("5.5.a",), actor="alice")
        trace.open(played)
        opened.append(played)
    if cap:
        trace.emit("cap_reached", said("Engine has been activated 100 times today", "Engine a été activée 100 fois"),
                   ("6.3.f", "1.4.6.a"), actor="alice")
    for seq in reversed(opened):
        trace.close(seq)
    return trace


def test_a_nested_loop_is_one_run_whatever_its_depth_and_numbers() -> None:
    trace = _loop(5)
    assert [(r.start, r.period, r.rounds) for r in find_runs(trace.events, min_hidden=1)] == [(1, 4, 5)]
    view = fold_view(trace.events)
    assert _shown(view) == [str(s) for s in range(1, 22)]  # 20 events hidden is the least a fold hides
    view = [*fold_view(_loop(7).events)]
    # the first round, the fold, then the last round's activation (its count reached the cap's), nothing else
    assert _shown(view) == ["1", "2", "3", "4", "5", "×7:2-29", "28"]
    assert view[-1].en == "Engine is activated (7/100 today)"  # type: ignore[union-attr]


def test_a_round_that_differs_in_more_than_numbers_ends_the_run() -> None:
    for change in ({"en": "discard token #8"}, {"actor": "bob"}, {"kind": "modifier"}):
        runs = find_runs(_loop(8, odd={4: change}).events, min_hidden=1)
        # rounds 1-3 are alike, round 4 differs: what follows its odd event is a run of its own (realigned)
        assert [(r.start, r.period, r.rounds) for r in runs] == [(1, 4, 3), (15, 4, 4)], change


def test_the_cap_refusal_is_never_folded() -> None:
    trace = Trace()
    for n in range(30):
        seq = trace.emit("cap_reached", said(f"Engine has been activated 100 times ({n})", "…"), ("6.3.f",),
                         actor="alice")
        assert seq == n + 1
    assert find_runs(trace.events, min_hidden=1) == []
    assert all(isinstance(item, Event) for item in fold_view(trace.events))


def test_the_nesting_shape_is_part_of_a_round() -> None:
    trace = Trace()
    for n in range(12):  # the same two events, nested one in the other in even rounds only
        first = trace.emit("step", said("step: draw", "étape : piocher"), ("6.1.c",), actor="alice")
        if n % 2 == 0:
            trace.open(first)
        trace.emit("atomic", said(f"draw card #{n}", f"piocher la carte #{n}"), ("6.1.e",), actor="alice")
        if n % 2 == 0:
            trace.close(first)
    runs = find_runs(trace.events, min_hidden=1)
    assert [(r.start, r.period, r.rounds) for r in runs] == [(0, 4, 6)]  # a round is two of them, never one


def test_the_cap_loop_is_folded_around_its_triggers_and_its_refusal() -> None:
    view = fold_view(_resolved(LOOP).trace.events)
    assert _shown(view) == [*map(str, range(1, 11)), "×100:2-901", "895", "902", "903", "904", "905",
                            "×100:905-1004"]
    kinds = {i.seq: i.kind for i in view if isinstance(i, Event)}
    assert kinds[4] == kinds[895] == "reaction_activated" and kinds[903] == "cap_reached"
    assert levels(view, 8) == [0, 1, 2, 2, 1, 2, 3, 4, 3, 4, 1, 2, 3, 4, 4, 3, 3]
    assert fold_view(_resolved(LOOP).trace.events, full=True) == _resolved(LOOP).trace.events


def test_the_quick_action_cap_keeps_the_last_legal_play_and_the_refusal() -> None:
    view = fold_view(_resolved(QUICK).trace.events)
    assert _shown(view) == [*map(str, range(1, 9)), "×100:1-800", "795", "801"]
    assert "(100/100 today)" in view[-2].en and view[-1].kind == "refused"  # type: ignore[union-attr]


# --- text ----------------------------------------------------------------------------------------------------

def _lines(out: str, *needles: str) -> list[int]:
    """The index of the first line holding each needle, in order."""
    lines = out.splitlines()
    return [next(i for i, line in enumerate(lines) if needle in line) for needle in needles]


def test_text_folds_and_full_shows_every_event() -> None:
    out = runner.invoke(app, ["resolve", LOOP]).stdout
    at = _lines(out, "activated (1/100 today)", "↻ ×100 — events 2–901: this sequence 100 times",
                "activated (100/100 today)", "has been activated 100 times today", "↻ ×100 — events 905–1004")
    assert at == sorted(at) and len(set(at)) == 5
    numbered = [int(m) for m in re.findall(r"^\s*(\d+) ", out.split("\n\n", 2)[1], re.M)]
    assert numbered == [*range(1, 11), 895, *range(902, 906)]
    full = runner.invoke(app, ["resolve", LOOP, "--full"]).stdout
    assert [int(m) for m in re.findall(r"^\s*(\d+) ", full, re.M)][:1004] == list(range(1, 1005))
    assert "↻" not in full
    french = runner.invoke(app, ["resolve", LOOP, "--lang", "fr"]).stdout
    assert "↻ ×100 — événements 2 à 901 : cette séquence 100 fois, seuls les nombres changent ; la dernière fois :" \
        in french


def test_golden_traces_stay_the_full_trace() -> None:
    golden = Path(LOOP).with_suffix(".trace.txt").read_text(encoding="utf-8")
    assert plain_text(_resolved(LOOP)) == golden
    assert "↻" not in golden and " 500 " in golden


# --- Markdown ------------------------------------------------------------------------------------------------

def test_markdown_of_the_cap_loop_is_short_and_shows_triggers_and_refusal() -> None:
    for lang, fold in (("en", "↻ ×100 — events 2–901"), ("fr", "↻ ×100 — événements 2 à 901")):
        out = render_markdown(_resolved(LOOP), lang)
        assert len(out.splitlines()) < 150, lang
        at = _lines(out, "- **4** ", fold, "- **895** ", "- **903** ", "- **904** ")
        assert at == sorted(at) and len(set(at)) == 5, lang
        lines = out.splitlines()
        assert "(1/100" in lines[at[0]] and "(100/100" in lines[at[2]] and "(6.3.f, 1.4.6.a)" in lines[at[3]]
        assert "- **500** " not in out


def test_markdown_levels_never_jump_into_a_code_block() -> None:
    for path in LOOPS:
        out = render_markdown(_resolved(path), "en").split("\n## ", 3)[2]
        indents = [len(line) - len(line.lstrip(" ")) for line in out.splitlines() if line.lstrip().startswith("- ")]
        assert indents[0] == 0 and all(b <= a + 3 for a, b in pairwise(indents)), path


def test_short_markdown_is_a_chat_message_for_every_bundled_scenario() -> None:
    for path in RUNNABLE:
        res, stopped = bundled_resolution(path)
        if stopped is not None:  # a scenario whose script is illegal stops: no ruling to write
            continue
        for lang in ("en", "fr"):
            short = render_markdown(res, lang, short=True)
            assert len(short) < SHORT_LIMIT, (path, lang, len(short))
            assert all(rule in short for rule in res.trace.rules_cited()), (path, lang)


def test_short_markdown_of_the_cap_loop_keeps_ruling_triggers_and_refusal() -> None:
    for lang, head in (("en", "**Ruling** — Each new token"), ("fr", "**Décision** — ")):
        result = runner.invoke(app, ["resolve", LOOP, "--format", "markdown", "--short", "--lang", lang])
        assert result.exit_code == 0, result.output
        out = result.stdout
        assert len(out) < SHORT_LIMIT and head in out
        at = _lines(out, "- **4** ", "- ↻ ×100", "- **895** ", "- **903** ")
        assert at == sorted(at) and len(set(at)) == 4
        assert "6.3.f" in out.splitlines()[at[3]]


def test_short_markdown_of_a_long_ruling_keeps_the_top_level_and_says_what_it_leaves_out() -> None:
    res = _resolved(DAY)
    short = render_markdown(res, "en", short=True)
    steps = [line for line in short.splitlines() if line.startswith("- ")]
    seqs = [int(m) for line in steps for m in re.findall(r"^- \*\*(\d+)\*\*", line)]
    assert seqs == sorted(seqs) and {e.seq for e in res.trace if e.depth == 0} <= set(seqs)
    more = re.fullmatch(r"- … (\d+) more steps: `judge resolve` shows them all", steps[-1])
    assert more is not None and int(more.group(1)) + len(seqs) == len(fold_view(res.trace.events))
    others = re.search(r"\*\*Other rules cited\*\* — (.*)\. `judge rule ID`", short)
    assert others is not None
    shown = {r for line in steps[:-1] for r in re.findall(r"\(([^()]*)\)$", line)[0].split(", ")}
    assert set(others.group(1).split(", ")) == set(res.trace.rules_cited()) - shown


def test_short_needs_markdown() -> None:
    result = runner.invoke(app, ["resolve", LOOP, "--short"])
    assert result.exit_code == 2
    assert "--short: expected --format markdown, found --format text" in result.output


# --- SVG -----------------------------------------------------------------------------------------------------

def test_svg_of_the_cap_loop_is_folded_and_under_3000_px() -> None:
    svg = render_svg(_resolved(LOOP).trace, "en", "loop")
    height = int(re.search(r'<svg [^>]*height="(\d+)"', svg).group(1))  # type: ignore[union-attr]
    assert height < 3000
    ids = re.findall(r'<g class="(?:node|fold)" data-id="(\w+)"', svg)
    assert ids == [*(f"e{n}" for n in range(1, 11)), "fold11", "e895", "e902", "e903", "e904", "e905", "fold906"]
    assert 'data-rounds="100" data-first="2" data-last="901"' in svg
    full = render_svg(_resolved(LOOP).trace, "en", "loop", full=True)
    assert full.count('<g class="node"') == 1004 and 'class="fold"' not in full


def _spans(svg: str, node: str) -> list[str]:
    group = re.search(rf'<g class="\w+" data-id="{node}".*?</g>', svg, re.S)
    assert group is not None
    return re.findall(r"<tspan[^>]*>([^<]*)</tspan>", group.group(0))


def test_svg_labels_are_wrapped_never_cut_rule_ids_apart() -> None:
    trace = Trace()
    emblems = " ".join(f"Reaction-Emblem #{n} (Echo Engine)" for n in range(12))
    long = f"Alice chooses  which reaction to play: {emblems}"
    trace.emit("decision", said(long, long), ("4.4.b", "4.4.a"), actor="alice")
    svg = render_svg(trace, "en", "long")
    spans = _spans(svg, "e1")
    assert len(spans) > 3 and spans[-1] == "[4.4.b, 4.4.a]"  # the rule ids: a line of their own
    text = " ".join(spans[:-1]).replace(" ◆", "")
    assert text == f"1. {long}"  # every word, in order, and the double space kept
    assert 'xml:space="preserve"' in svg and "…" not in svg
    subhash = _resolved("scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml").trace
    svg = render_svg(subhash, "en", "s")
    for event in subhash:
        spans = _spans(svg, event.id)
        assert spans[-1] == f"[{', '.join(event.rules)}]" and not spans[-2].endswith("[")


def test_svg_of_a_hostile_label_is_well_formed_xml() -> None:
    trace = Trace()
    trace.emit("atomic", said("Bob's \x1b[2J card <script>&\u202e", "…"), ("6.1.e",))
    svg = render_svg(trace, "en", "title \x07")
    root = ElementTree.fromstring(svg)  # raises on a control character or an unescaped bracket
    texts = ["".join(t.itertext()) for t in root.iter("{http://www.w3.org/2000/svg}tspan")]
    assert texts == ["1. Bob's \\x1b[2J card <script>&\\u202e", "[6.1.e]"]


def test_wrap_never_cuts() -> None:
    text = "a" * 30 + " word  two spaces " + "b" * 5
    lines = wrap(text, 12)
    assert all(len(line) <= 12 for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert "word  two" in wrap("word  two", 40)[0]


# --- Mermaid -------------------------------------------------------------------------------------------------

NODE = re.compile(r'^  (n\d+|fold\d+)(\["|\(\["|\{\{"|\[\[")([^"]*)("\]|"\]\)|"\}\}|"\]\])$')


def _check_mermaid(text: str) -> list[str]:
    """Every line a node, an edge between declared nodes, or a class; returns the node ids in order."""
    lines = text.splitlines()
    assert lines[0] == "flowchart TD"
    nodes: list[str] = []
    for line in lines[1:]:
        node = NODE.match(line)
        if node:
            nodes.append(node.group(1))
            continue
        edge = re.fullmatch(r"  (\w+) (-->|-\.->) (\w+)", line)
        if edge:
            assert edge.group(1) in nodes and edge.group(3) in nodes, line
            continue
        assert re.fullmatch(r"  (classDef \w+ [\w:#,. -]+|class [\w,]+ \w+)", line), line
    return nodes


def test_mermaid_of_every_loop_is_folded_and_under_the_default_limit() -> None:
    for path in LOOPS:
        text = render_mermaid(_resolved(path).trace)
        assert len(text) < MERMAID_MAX_TEXT, (path, len(text))
        nodes = _check_mermaid(text)
        assert any(n.startswith("fold") for n in nodes) and "nº" not in text
    nodes = _check_mermaid(render_mermaid(_resolved(LOOP).trace, "fr"))
    assert nodes == [*(f"n{n}" for n in range(1, 11)), "fold11", "n895", "n902", "n903", "n904", "n905", "fold906"]
    text = render_mermaid(_resolved(LOOP).trace)
    assert "  n6 --> fold11\n" in text and "  fold11 --> n895\n" in text and "  n902 --> n903\n" in text
    assert len(render_mermaid(_resolved(LOOP).trace, full=True)) > MERMAID_MAX_TEXT  # what folding saves


def test_mermaid_labels_are_escaped_never_cut_rule_ids_apart() -> None:
    assert escape('say "hi" #3 <b>&</b>\nnext  two') == \
        "say #34;hi#34; #35;3 #60;b#62;#38;#60;/b#62;#10;next #160;two"
    trace = Trace()
    trace.emit("atomic", said('Bob\'s "Mountain Guard" (guard#3) goes to <Reserve> ' + "x " * 40, "…"), ("6.1.e",))
    text = render_mermaid(trace)
    node = _check_mermaid(text)
    assert node == ["n1"]
    label = NODE.match(text.splitlines()[1]).group(3)  # type: ignore[union-attr]
    assert label.split("<br/>") == ["1. Bob's #34;Mountain Guard#34; (guard#35;3) goes to #60;Reserve#62; " + "x " * 40,
                                    "<i>[6.1.e]</i>"]  # Mermaid wraps the text itself
    trace = Trace()
    trace.emit("atomic", said("a\nforged --> line\x1b[2J", "…"), ("6.1.e",))
    assert '  n1["1. a\\nforged --#62; line\\x1b[2J<br/><i>[6.1.e]</i>"]\n' in render_mermaid(trace)


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed: .ci/run installs Debian's chromium package")
def test_svg_text_fits_in_its_boxes_in_chromium(tmp_path: Path, browser: Browser) -> None:
    """Laid out by a browser, no line of text runs past the right edge of its box (labels wrapped, not cut)."""
    pictures = [render_svg(_resolved(path).trace, lang, path) for path, lang in ((LOOP, "en"), (LONG, "fr"))]
    script = ("<script>let worst = -1e9; for (const g of document.querySelectorAll('g.node, g.fold')) {"
              "const box = g.querySelector('rect').getBBox(); for (const t of g.querySelectorAll('tspan')) {"
              "const r = t.getBBox(); worst = Math.max(worst, r.x + r.width - (box.x + box.width)); } }"
              "document.body.setAttribute('data-overflow', Math.ceil(worst));</script>")
    page = tmp_path / "page.html"
    page.write_text("<!doctype html><html><body>" + "".join(pictures) + script + "</body></html>", encoding="utf-8")
    browser.viewport(800, 600, False)  # headless Chromium's default window
    browser.open(page.as_uri())
    dom = browser.js("document.documentElement.outerHTML")  # the DOM once the page's script has run
    overflow = re.search(r'data-overflow="(-?\d+)"', dom)
    assert overflow is not None, "the page did not run"
    assert int(overflow.group(1)) <= 0
