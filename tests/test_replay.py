"""The replay page (``judge graph -o X.html``, ``judge resolve --html X``): boards filmed from the engine's states,
loops folded, the page itself — and in headless Chromium at a phone's size and a desktop's, driven by keys and taps."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.engine.core import Engine
from judge.render.board_film import BoardFilm, board_rows
from judge.render.replay import find_folds, record, render_replay, trace_list
from judge.resolve import Resolution, resolve
from judge.scenario.loader import load_scenario
from judge.trace import Event
from tests.browser import CHROMIUM, Browser
from tests.fresh import imported_by

GATES = "scenarios/rules/6.1.e-open-the-gates-four-atomic-actions.yaml"
LOOP = "scenarios/rules/6.3.f-self-feeding-loop-capped.yaml"
SUBHASH = "scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml"
ORDER = "scenarios/rules/6.2.f-two-replacements-order-matters.yaml"
ARTIFACTS = Path(__file__).resolve().parent.parent / ".artifacts"
runner = CliRunner()


@cache
def _recorded(path: str, lang: str = "en") -> tuple[Resolution, BoardFilm]:
    """A scenario resolved and filmed once for the tests that read it (none changes the result or the film)."""
    return record(load_scenario(path), lang)


# -- the boards, filmed ------------------------------------------------------------------------------------

class _Witness:
    """Takes the whole board (no diff) each time the engine reports an event: what the film must rebuild."""

    def __init__(self, film: BoardFilm) -> None:
        self.film = film
        self.boards: list[list[tuple[str, tuple[str, ...]]]] = []
        self.engine: Engine | None = None

    def watch(self, engine: Engine) -> None:
        self.engine = engine
        self.film.watch(engine)
        self.boards.append(board_rows(engine.state))

    def event(self, event: Event) -> None:
        assert self.engine is not None
        self.film.event(event)
        self.boards.append(board_rows(self.engine.state))


@pytest.mark.parametrize("path", [GATES, LOOP, SUBHASH, ORDER])
def test_each_board_is_the_engine_state_when_its_event_was_emitted(path: str) -> None:
    """The diffs rebuild, for every event, the whole board as it was when the engine reported that event."""
    scenario = load_scenario(path)
    witness = _Witness(BoardFilm("en"))
    result = resolve(scenario, watch=witness.watch, on_event=witness.event)
    film, whole = witness.film, witness.boards
    assert not film.finish(result.state)  # the engine reports after it acts: the last board is the final one
    assert len(whole) == len(film.frames) == len(result.trace) + 1
    for position in range(len(whole)):
        assert film.board(position) == whole[position], position
    assert film.board(len(whole) - 1) == board_rows(result.state)
    assert board_rows(scenario.initial_state()) == film.board(0)


def test_a_final_board_that_no_event_reported_is_one_more_position() -> None:
    scenario = load_scenario(SUBHASH)
    film = BoardFilm("en")
    result = resolve(scenario, watch=film.watch, on_event=film.event)
    result.state.phase = "dusk"  # a change after the last event: the page must not hide it
    assert film.finish(result.state)
    assert len(film.frames) == len(result.trace) + 2
    assert dict(film.board(len(result.trace)))["Phase"] == ("Noon, day 2",)
    assert dict(film.board(len(result.trace) + 1))["Phase"] == ("Dusk, day 2",)
    assert film.frames[-1] == {film.labels.index("Phase"): (0, (film.strings.index("Dusk, day 2"),))}


def test_the_loop_boards_follow_the_events_in_order() -> None:
    """6.1.e: the token is on the board from its "create" atomic action on, not before; 6.3.b–c: the emblem
    is in Limbo from its activation on; 5.5.e: it is gone once it has resolved and ceased to exist."""
    result, film = _recorded(LOOP)
    events = list(result.trace)
    create = next(e for e in events if e.kind == "atomic" and e.attr("kind_of") == "create")
    activated = next(e for e in events if e.kind == "reaction_activated")
    ceases = next(e for e in events if e.kind == "ceases" and "#3 " in e.en)

    def row(position: int, label: str) -> tuple[str, ...]:
        return dict(film.board(position))[label]

    assert create.seq < activated.seq < ceases.seq
    assert row(create.seq - 1, "Alice's Hero expedition") == ("Echo Engine (echo-engine#1)",)
    assert "Ordis Recruit (ordis-recruit#2)" in row(create.seq, "Alice's Hero expedition")
    assert row(activated.seq - 1, "Limbo") == ()
    assert row(activated.seq, "Limbo")[0].startswith("Reaction-Emblem #3 (Echo Engine")
    assert not any(item.startswith("Reaction-Emblem #3 ") for item in row(ceases.seq, "Limbo"))
    assert any(item.startswith("Reaction-Emblem #3 ") for item in row(ceases.seq - 1, "Limbo"))
    cap = next(e for e in events if e.kind == "cap_reached")
    assert row(cap.seq, "Activations today") == ("Echo Engine (echo-engine#1), ability 1: 100/100",)
    assert row(len(events), "Alice's Hero expedition")[1].startswith("100× Ordis Recruit (ordis-recruit#2 … "
                                                                       "ordis-recruit#200) — 1 boost counter")


def test_french_board_words() -> None:
    _, film = _recorded(SUBHASH, "fr")
    board = dict(film.board(0))
    assert board["La Main d'Alice"] == ("Drone Dragueur (dredger-drone#2)",)  # the card's French name
    assert board["La zone de Mana d'Alice"] == ("3 Orbes de Mana, 3 prêts",)
    assert board["Phase"] == ("Matin, jour 2",) and board["Premier joueur"] == ("Alice",)
    assert "l'Expédition du Héros d'Alice\u00a0: région 0" in board["Marqueurs d'expédition"]  # no break before « : »


# -- folds -------------------------------------------------------------------------------------------------

def test_the_cap_loop_is_folded_and_the_trigger_and_the_refusal_stay_shown() -> None:
    result, _ = _recorded(LOOP)
    events = list(result.trace)
    folds = find_folds(events)
    assert [(f.length, f.rounds) for f in folds] == [(9, 100), (1, 100)]
    hidden = {events[i].seq for f in folds for i in f.hidden}
    cap = next(e for e in events if e.kind == "cap_reached")
    assert cap.seq not in hidden
    first_round = [events[i] for i in range(folds[0].start, folds[0].start + folds[0].length)]
    assert [e.kind for e in first_round].count("reaction_activated") == 1 and first_round[0].seq not in hidden
    assert len(hidden) == 99 * 9 + 99
    assert find_folds(list(_recorded(GATES)[0].trace)) == []


def test_the_sequence_is_a_nested_list_with_every_event_once() -> None:
    result, _ = _recorded(LOOP)
    events = list(result.trace)
    root = ET.fromstring(trace_list(events, "en"))
    items = {li.get("id"): li for li in root.iter("li") if li.get("id")}
    assert sorted(items, key=lambda k: int(k[1:])) == [e.id for e in events]
    parents = {child: parent for parent in root.iter() for child in parent}

    def enclosing(li: ET.Element) -> str | None:
        node = parents[li]
        while node is not root and node.get("id") is None:
            node = parents[node]
        return node.get("id")

    hidden = {events[i].seq for f in find_folds(events) for i in f.hidden}
    for e in events[:12]:  # before the folded rounds: nested exactly as the trace nests them
        assert enclosing(items[e.id]) == (f"e{e.parent}" if e.parent else None), e.seq
    for e in events:  # further on, an event whose parent is folded away says which one it is
        li = items[e.id]
        shown = f"e{li.get('data-p')}" if li.get("data-p") else enclosing(li)
        assert shown == (f"e{e.parent}" if e.parent else None), e.seq
    assert items["e902"].get("data-p") == "897"  # 902 is shown after the fold that holds 897
    folds = [li for li in root.iter("li") if li.get("class") == "fold"]
    assert len(folds) == 2
    summary = folds[0].find("details/summary")
    assert summary is not None and summary.text == "↻ ×100 in all: the 9 event(s) above again 99 times (events 11–901)"
    assert all(items[f"e{seq}"] in list(folds[0].iter()) or items[f"e{seq}"] in list(folds[1].iter()) for seq in hidden)
    cap = next(e for e in events if e.kind == "cap_reached")
    assert not any(items[cap.id] in list(f.iter()) for f in folds)


# -- the page ----------------------------------------------------------------------------------------------

def test_page_sections_self_contained_and_deterministic() -> None:
    result, film = _recorded(ORDER)
    page = render_replay(result, film, "en")
    assert page == render_replay(*record(load_scenario(ORDER)), "en")  # a second resolution gives the same page
    assert "<script src" not in page and "<link" not in page and "@import" not in page
    assert not re.search(r"https?://", page)
    for heading in ("Question", "Ruling", "Step through", "Sequence", "Final board",
                    "Assumptions (decisions not scripted)", "Readings (where the seed rules are silent)",
                    "Rules cited"):
        assert f"<h2>{heading}</h2>" in page
    assert page.index("<h2>Question</h2>") < page.index("<h2>Ruling</h2>") < page.index("<h2>Sequence</h2>")
    assert '<dt id="r-6.2.f">6.2.f</dt>' in page
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page


def test_page_without_a_ruling_says_so(tmp_path: Path) -> None:
    text = Path(GATES).read_text(encoding="utf-8")
    cut = re.sub(r"^ruling: >\n(  .*\n)+", "", text, flags=re.M)
    assert "ruling" not in cut
    path = tmp_path / "no-ruling.yaml"
    path.write_text(cut, encoding="utf-8")
    page = render_replay(*record(load_scenario(str(path))), "en")
    assert '<h2>Ruling</h2><p><em class="no-ruling">no ruling written</em></p>' in page
    with_ruling = render_replay(*_recorded(GATES), "en")
    assert "no ruling written" not in with_ruling


def test_french_page() -> None:
    fr = render_replay(*_recorded(SUBHASH, "fr"), "fr")
    assert '<html lang="fr">' in fr and "<h2>Plateau final</h2>" in fr and "<h2>Décision</h2>" in fr
    assert "<p>Le coût est une seule étape (6.1.d)" in fr
    assert "Emblème-Réaction" in fr and "Les coûts ont toujours une seule étape." in fr
    assert '"start":"début\u00a0: le plateau tel que le scénario le pose"' in fr  # no break before « : »


def test_loop_page_size() -> None:
    page = render_replay(*_recorded(LOOP), "en")
    assert len(page.encode()) < 450_000  # 1,004 events with every board: about 380 KB


def test_cli_writes_the_page_and_never_overwrites(tmp_path: Path) -> None:
    out = tmp_path / "r.html"
    assert runner.invoke(app, ["graph", SUBHASH, "-o", str(out)]).exit_code == 0
    assert 'id="film"' in out.read_text(encoding="utf-8")
    again = runner.invoke(app, ["graph", SUBHASH, "-o", str(out)])
    assert again.exit_code == 2 and "use --force" in again.output
    page = tmp_path / "p.html"
    result = runner.invoke(app, ["resolve", SUBHASH, "--html", str(page), "--lang", "fr"])
    assert result.exit_code == 0, result.output
    assert "<h2>Déroulement</h2>" in page.read_text(encoding="utf-8")
    assert runner.invoke(app, ["resolve", SUBHASH, "--html", str(page)]).exit_code == 2
    assert runner.invoke(app, ["resolve", SUBHASH, "--html", str(page), "--force"]).exit_code == 0
    wrong = runner.invoke(app, ["resolve", SUBHASH, "--html", str(tmp_path / "p.txt")])
    assert wrong.exit_code == 2 and "expected a file ending in .html" in wrong.output
    assert not (tmp_path / "p.txt").exists()
    copy = tmp_path / "s.yaml"
    copy.write_text(Path(SUBHASH).read_text(encoding="utf-8"), encoding="utf-8")
    link = tmp_path / "s.html"
    link.symlink_to(copy)
    for target in (copy, link):  # --force never writes over the scenario, even through a link
        refused = runner.invoke(app, ["resolve", str(copy), "--html", str(target), "--force"])
        assert refused.exit_code == 2 and "found the input file itself" in refused.output
    assert copy.read_text(encoding="utf-8") == Path(SUBHASH).read_text(encoding="utf-8")


def test_resolve_html_does_not_import_networkx() -> None:
    assert "networkx" not in imported_by()["html"]  # a fresh process: judge resolve SCENARIO --html X


# -- in a real browser -------------------------------------------------------------------------------------

SIZES = [(390, 844, True), (1280, 800, False)]
BOARD_JS = ("[...document.querySelectorAll('#{id} .row')].map(r => [r.querySelector('.k').textContent, "
            "[...r.querySelectorAll('.v li')].map(li => li.textContent)])")
needs_chromium = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed: .ci/run installs Debian's "
                                    "chromium package; install it (apt-get install chromium) to run the browser tests")


def _shown(rows: list[tuple[str, tuple[str, ...]]]) -> list[list[object]]:
    return [[label, list(items)] for label, items in rows if items]


@needs_chromium
@pytest.mark.parametrize(("path", "size", "lang"), [(ORDER, SIZES[0], "en"), (ORDER, SIZES[1], "fr"),
                                                    (LOOP, SIZES[0], "fr"), (LOOP, SIZES[1], "en")],
                         ids=["two-replacements-phone-en", "two-replacements-desktop-fr", "cap-loop-phone-fr",
                              "cap-loop-desktop-en"])
def test_replay_in_headless_chromium(path: str, size: tuple[int, int, bool], lang: str, tmp_path: Path,
                                     browser: Browser) -> None:
    result, film = _recorded(path, lang)
    page = tmp_path / "replay.html"
    page.write_text(render_replay(result, film, lang), encoding="utf-8")
    last = len(film.frames) - 1
    width, height, phone = size
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / f"replay-{Path(path).stem}-{width}x{height}-{lang}.png"
    browser.viewport(width, height, phone)
    browser.open(page.as_uri())
    assert browser.js("document.body.dataset.position") == "0"
    assert browser.js(BOARD_JS.format(id="board")) == _shown(film.board(0))
    for _ in range(3):
        browser.key("ArrowRight")
    assert browser.js("document.body.dataset.position") == "3"
    assert browser.js(BOARD_JS.format(id="board")) == _shown(film.board(3))
    assert browser.js("document.querySelector('li.cur').id") == "e3"
    browser.key("ArrowLeft")
    assert browser.js("document.body.dataset.position") == "2"
    browser.key("End")
    assert browser.js("document.body.dataset.position") == str(last)
    final = _shown(board_rows(result.state, lang))
    assert browser.js(BOARD_JS.format(id="board")) == final
    assert browser.js(BOARD_JS.format(id="finalboard")) == final
    # readable at this width: the page body never scrolls sideways
    assert browser.js("document.documentElement.scrollWidth") <= width
    browser.screenshot(shot)
    browser.js("window.scrollTo(0, document.getElementById('replay').offsetTop - 70)")
    browser.screenshot(shot.with_name(shot.stem + "-step-through.png"))
    browser.key("Home")
    assert browser.js("document.body.dataset.position") == "0"
    # search by rule id, then Enter goes to the first event citing it
    rule = "6.3.f" if path == LOOP else "6.2.f"
    browser.key("/")
    browser.type(rule)
    found = browser.js("[...document.querySelectorAll('#results button[data-go]')].map(b => Number(b.dataset.go))")
    citing = [e.seq for e in result.trace if rule in e.rules]
    assert found == citing[:50] and found
    browser.key("Enter")
    assert browser.js("document.body.dataset.position") == str(citing[0])
    assert browser.js(BOARD_JS.format(id="board")) == _shown(film.board(citing[0]))
    browser.key("Escape")
    # taps: the next button, and a rule id shows its text (no hover needed)
    box = browser.js("(b => { const r = b.getBoundingClientRect(); "
                     "return [r.x + r.width / 2, r.y + r.height / 2]; })(document.getElementById('next'))")
    (browser.tap if phone else browser.click)(*box)
    assert browser.js("document.body.dataset.position") == str(citing[0] + 1)
    link = browser.js("(a => { a.scrollIntoView({block: 'center'}); const r = a.getBoundingClientRect(); "
                      "return [r.x + r.width / 2, r.y + r.height / 2, a.textContent]; })"
                      "(document.querySelector('#now a.rl'))")
    (browser.tap if phone else browser.click)(link[0], link[1])
    assert browser.js("document.getElementById('rulebox').hidden") is False
    assert browser.js("document.getElementById('rbid').textContent") == link[2]
    assert browser.js("document.getElementById('rbtext').textContent") == browser.js(
        f"document.getElementById('r-{link[2]}').nextElementSibling.textContent")
    assert browser.console_problems() == []


@needs_chromium
def test_without_javascript_the_sequence_is_a_nested_list(tmp_path: Path, browser: Browser) -> None:
    result, film = _recorded(ORDER)
    page = tmp_path / "replay.html"
    page.write_text(render_replay(result, film, "en"), encoding="utf-8")
    browser.call("Emulation.setScriptExecutionDisabled", session=True, value=True)
    browser.viewport(390, 844, True)
    browser.open(page.as_uri())
    # with scripts disabled, Runtime.evaluate still runs (DevTools), but the page's own script did not
    assert browser.js("document.body.dataset.position === undefined")
    for hidden in ("replay", "first", "openall"):  # the step-through and its buttons need the script
        assert browser.js(f"document.getElementById('{hidden}').getBoundingClientRect().height") == 0
    assert browser.js("document.querySelectorAll('#tracebox li[data-seq]').length") == len(result.trace)
    assert browser.js("[...document.querySelectorAll('#tracebox li[data-seq]')]"
                      ".every(li => li.getBoundingClientRect().height > 0)")
    assert browser.js("document.documentElement.scrollWidth") <= 390
    ARTIFACTS.mkdir(exist_ok=True)
    browser.screenshot(ARTIFACTS / f"replay-{Path(ORDER).stem}-no-js.png", full_page=True)


@needs_chromium
def test_the_end_position_shows_a_final_board_no_event_reported(tmp_path: Path, browser: Browser) -> None:
    film = BoardFilm("en")
    result = resolve(load_scenario(SUBHASH), watch=film.watch, on_event=film.event)
    result.state.phase = "dusk"
    assert film.finish(result.state)
    page = tmp_path / "replay.html"
    page.write_text(render_replay(result, film, "en"), encoding="utf-8")
    browser.viewport(1280, 800, False)
    browser.open(page.as_uri())
    browser.key("End")
    assert browser.js("document.body.dataset.position") == str(len(result.trace) + 1)
    assert browser.js("document.getElementById('pos').textContent") == "end"
    assert browser.js(BOARD_JS.format(id="board")) == _shown(board_rows(result.state))
    browser.key("ArrowLeft")
    assert browser.js("document.querySelector('li.cur').id") == f"e{len(result.trace)}"
    assert browser.console_problems() == []
