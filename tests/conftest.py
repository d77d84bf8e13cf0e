"""Shared test helpers: paths, loading and resolving bundled scenarios."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pytest
import typer.testing
from typer.main import get_command

if TYPE_CHECKING:
    from judge.errors import JudgeError
    from judge.resolve import Resolution
    from judge.scenario.loader import Scenario
    from tests.browser import Browser, Chromium
    from tests.fresh import Worker

ROOT = Path(__file__).resolve().parent.parent
BYTECODE = ROOT / ".pytest_cache" / "bytecode"


def _keep_bytecode() -> None:
    """Where bytecode is not written (``PYTHONDONTWRITEBYTECODE``), every run (and each xdist worker) compiled the
    judge's modules from source and rewrote the assertions of every test module again (about 5 s of each worker's
    start): they are kept in pytest's own cache folder instead (``.pytest_cache/bytecode``, ignored by git; nothing
    written beside the sources), checked against their source as Python always does."""
    import sys

    if sys.dont_write_bytecode and not sys.pycache_prefix:
        sys.pycache_prefix = str(BYTECODE)
        sys.dont_write_bytecode = False


_keep_bytecode()
SCENARIOS = sorted((ROOT / "scenarios").rglob("*.yaml"))
RUNNABLE = [p for p in SCENARIOS if "cards" not in p.relative_to(ROOT).parts]


@cache
def bundled_scenario(path: Path) -> Scenario:
    """``load_scenario(path)``, done once per scenario file (an absolute path) for the tests that only read it.
    The scenario is shared: never change it."""
    from judge.scenario.loader import load_scenario

    assert path.is_absolute(), path
    return load_scenario(path)


@cache
def bundled_resolution(path: Path) -> tuple[Resolution, JudgeError | None]:
    """``resolve_until_stopped(load_scenario(path))`` (not strict: unscripted decisions assumed), done once per
    scenario file (an absolute path) for the tests that only read the result: the messages, the French, the short
    Markdown and the rule coverage of every bundled scenario. The result is shared: never change it."""
    from judge.resolve import resolve_until_stopped

    return resolve_until_stopped(bundled_scenario(path))


_BUILT: dict[int, tuple[typer.Typer, Any]] = {}


@cache
def generated_scenarios() -> ModuleType:
    """The benchmarks' scenario generator (benchmarks/generated.py: ``independent_reactions(k)`` …)."""
    spec = importlib.util.spec_from_file_location("generated", ROOT / "benchmarks" / "generated.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def command_of(app: typer.Typer) -> Any:
    """The click command of ``app``, built once. typer's ``CliRunner.invoke`` builds the whole command tree from
    the app at every call (about 8 ms for the judge's commands, over a thousand calls in a run), yet the tree
    depends only on the app, so the tests' runners share one (installed as ``typer.testing._get_command``
    below). It holds the command functions themselves: a test patches what they call (looked up as they run),
    never a command function."""
    entry = _BUILT.get(id(app))
    if entry is None or entry[0] is not app:
        entry = _BUILT[id(app)] = (app, get_command(app))
    return entry[1]


typer.testing._get_command = command_of  # type: ignore[attr-defined]


@pytest.fixture(autouse=True)
def _at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run every test from the repository root, so printed paths are stable."""
    monkeypatch.chdir(ROOT)


def pytest_addoption(parser: pytest.Parser) -> None:
    """``--fuzz``: the hypothesis tests run many more examples, with a fresh random seed each time."""
    parser.addoption("--fuzz", action="store_true", help="run the fuzz and property tests at length (random seed)")


FUZZ = {"on": False}
FUZZ_FACTOR = 25  # how many times more examples under --fuzz


def pytest_configure(config: pytest.Config) -> None:
    """Normal runs are derandomized (the same examples every time: CI is deterministic); --fuzz is not."""
    from hypothesis import HealthCheck, settings

    common = {"deadline": None, "database": None, "suppress_health_check": [HealthCheck.function_scoped_fixture]}
    settings.register_profile("judge", derandomize=True, **common)  # type: ignore[arg-type]
    settings.register_profile("judge-fuzz", derandomize=False, print_blob=True, **common)  # type: ignore[arg-type]
    FUZZ["on"] = bool(config.getoption("--fuzz", default=False))
    settings.load_profile("judge-fuzz" if FUZZ["on"] else "judge")
    _collect_less_often()


def _collect_less_often() -> None:
    """The youngest objects are collected every COLLECT_EVERY allocations, not every 700. The tests keep what they
    share alive (the bundled scenarios and resolutions, cached as they are first asked for: several hundred
    thousand objects by the middle of a module), and everything else they do (reading YAML, building cards,
    dumping boards) makes large short-lived trees: collected every 700 allocations, the live part of each tree is
    promoted, and the full collections this brings walk every shared object again (two thirds of composing the
    YAML of the dumped boards in test_board_round_trip, for one). Fewer young collections let those trees die
    young. Only when the cyclic collector runs changes, never what a test computes or checks."""
    import gc

    from judge.engine.agenda import COLLECT_EVERY  # the engine's own setting while it resolves

    threshold = gc.get_threshold()
    gc.set_threshold(max(COLLECT_EVERY, threshold[0]), *threshold[1:])


@pytest.fixture(scope="session", autouse=True)
def _children_share_bytecode() -> Iterator[None]:
    """Where bytecode is not written (``PYTHONDONTWRITEBYTECODE``), each Python process the tests start (hash
    seeds, imports, pipes: over a dozen) would compile every module it imports from source again: they share
    the tests' bytecode cache instead (``PYTHONPYCACHEPREFIX``: pytest's cache folder, see ``_keep_bytecode``),
    nothing written beside the sources."""
    import os

    if not os.environ.get("PYTHONDONTWRITEBYTECODE") or os.environ.get("PYTHONPYCACHEPREFIX"):
        yield
        return
    saved = os.environ.pop("PYTHONDONTWRITEBYTECODE")
    os.environ["PYTHONPYCACHEPREFIX"] = str(BYTECODE)
    yield
    os.environ["PYTHONDONTWRITEBYTECODE"] = saved
    del os.environ["PYTHONPYCACHEPREFIX"]


def examples(normal: int) -> int:
    """How many examples a hypothesis test runs: ``normal``, or FUZZ_FACTOR times more under --fuzz."""
    return normal * FUZZ_FACTOR if FUZZ["on"] else normal


@pytest.fixture(scope="session")
def chromium(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Chromium]:
    """One headless Chromium for the whole session (started on first use): a launch costs more than a page."""
    from tests.browser import Chromium

    process = Chromium(tmp_path_factory.mktemp("chromium") / "profile")
    yield process
    process.close()


@pytest.fixture
def browser(chromium: Chromium) -> Iterator[Browser]:
    """A new page of the shared Chromium, in a browser context of its own (a fresh profile's state), closed after."""
    page = chromium.page()
    yield page
    page.close()


@pytest.fixture(scope="session")
def seeded_workers() -> Iterator[dict[str, Worker]]:
    """Two long-lived processes, under PYTHONHASHSEED 1 and 31337, for hash-seed checks that come one by one."""
    from tests.fresh import Worker

    workers = {seed: Worker(seed) for seed in ("1", "31337")}
    yield workers
    for worker in workers.values():
        worker.close()


_MODULE: list[Path | None] = [None]


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Before the first test of each test module, what is still alive (imported modules, the collected items,
    the caches of the modules before) is moved out of the cyclic collector's sight (``gc.collect``, then
    ``gc.freeze``): most of it lives to the end, and the full collections the tests trigger then scan only what
    the tests make, not all of it again each time (what dies later is memory kept, never a different result)."""
    import gc

    if item.path.suffix == ".py" and item.path != _MODULE[0]:
        _MODULE[0] = item.path
        gc.collect()
        gc.freeze()


def refused_in_one_line(path: Path, text: str, message: str) -> None:
    """A scenario whose text is ``text`` (written to ``path``) is refused by ``judge resolve``: exit 2, one line
    saying ``message``, no traceback."""
    from judge.cli import app

    path.write_text(text, encoding="utf-8")
    result = typer.testing.CliRunner().invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2, result.output
    assert message in result.output and "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1


def resolved_events(path: Path, text: str, kinds: tuple[str, ...]) -> list[tuple[str, str]]:
    """The events of the kinds ``kinds`` (kind, English text), in order, of resolving the scenario ``text`` (written
    to ``path``)."""
    from judge.resolve import resolve
    from judge.scenario.loader import load_scenario

    path.write_text(text, encoding="utf-8")
    return [(str(e.kind), e.text("en")) for e in resolve(load_scenario(path)).trace.events if str(e.kind) in kinds]


def one_executable_ability(en: str, fr: str, card_type: str, ability: Any) -> None:
    """A printed text, in English and in French, is one executable ability, the same in both: ``ability``."""
    from judge.cards.parse import EXECUTABLE, parse_text

    for lang, text in (("en", en), ("fr", fr)):
        verdicts = parse_text(text, lang, card_type=card_type).verdicts
        assert [v.verdict for v in verdicts] == [EXECUTABLE], (lang, [v.reason for v in verdicts])
        assert verdicts[0].ability == ability, lang


def assert_said_in_order(trace: str, said: tuple[str, ...], unsaid: tuple[str, ...]) -> None:
    """The trace part of a resolution's text (before its final board) says each of ``said`` in that order, on lines
    one after the other, and none of ``unsaid``."""
    lines = trace.split("\nFinal board")[0].splitlines()
    at = 0
    for words in said:
        at = next((n for n in range(at, len(lines)) if words in lines[n]), -1)
        assert at >= 0, f"{words!r} not said in order:\n{trace}"
    for words in unsaid:
        assert not [line for line in lines if words in line], (words, trace)

