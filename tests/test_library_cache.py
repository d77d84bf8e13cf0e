"""Included card libraries parsed once per run (judge.scenario.cache), and never served stale or changed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from judge.check import check_scenario
from judge.errors import ScenarioError
from judge.scenario import cache, loader
from judge.scenario.loader import load_scenario, read_yaml

LIBRARY = """\
cards:
  maker:
    name: Maker
    type: spell
    cost: 1
    effect:
      - create_token: {token: tok, in: {target: expedition, controller: you}}
  plain:
    name: Plain One
    type: character
    stats: {forest: 1}
"""

BOARD = """\
board:
  phase: afternoon
  players:
    alice:
      expeditions: {hero: [plain], companion: []}
    bob: {}
"""


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files parsed from YAML text, in order (each parse of the loader is recorded)."""
    seen: list[str] = []
    real = loader.load_located

    def spy(text: str, file: str) -> object:
        seen.append(Path(file).name)
        return real(text, file)

    monkeypatch.setattr(loader, "load_located", spy)
    cache.clear()
    return seen


def test_a_library_is_parsed_once_for_many_scenarios(tmp_path: Path, parses: list[str]) -> None:
    lib = LIBRARY.replace("token: tok", "token: plain")
    _write(tmp_path, "lib.yaml", lib)
    one = load_scenario(_write(tmp_path, "one.yaml", "include: [lib.yaml]\n" + BOARD))
    two = load_scenario(_write(tmp_path, "two.yaml", "include: [lib.yaml]\n" + BOARD))
    assert parses == ["one.yaml", "lib.yaml", "two.yaml"]
    assert one.cards["maker"] is two.cards["maker"]  # built once, shared: CardDef is frozen
    assert list(one.cards) == list(two.cards) == ["maker", "plain"]


def test_a_scenario_read_to_be_collected_is_not_parsed_again(tmp_path: Path, parses: list[str]) -> None:
    path = _write(tmp_path, "one.yaml", "include: [judge:core]\n" + BOARD.replace("[plain]", "[filler]"))
    read_yaml(path)
    load_scenario(path)
    assert parses == ["one.yaml", "core.yaml"]


def test_a_library_rewritten_within_the_same_clock_tick_is_read_again(tmp_path: Path, parses: list[str]) -> None:
    lib = _write(tmp_path, "lib.yaml", LIBRARY.replace("token: tok", "token: plain"))
    scenario = _write(tmp_path, "one.yaml", "include: [lib.yaml]\n" + BOARD)
    assert load_scenario(scenario).cards["plain"].name == "Plain One"
    before = lib.stat()
    lib.write_text(LIBRARY.replace("token: tok", "token: plain").replace("Plain One", "Plain Two"), encoding="utf-8")
    os.utime(lib, ns=(before.st_atime_ns, before.st_mtime_ns))  # same size, same time: only the bytes differ
    assert lib.stat().st_size == before.st_size
    assert load_scenario(scenario).cards["plain"].name == "Plain Two"
    assert parses.count("lib.yaml") == 2


def test_a_card_built_for_one_scenario_is_not_reused_where_its_context_differs(tmp_path: Path,
                                                                                 parses: list[str]) -> None:
    """The library's Maker creates `tok`, a card only the second scenario defines: the first is an error
    each time, the second loads, whatever the order."""
    _write(tmp_path, "lib.yaml", LIBRARY)
    without = _write(tmp_path, "without.yaml", "include: [lib.yaml]\n" + BOARD)
    with_tok = _write(tmp_path, "with.yaml", "include: [lib.yaml]\ncards:\n  tok: {name: Tok, type: character}\n"
                      + BOARD)
    for path in (without, with_tok, without):
        if path is without:
            with pytest.raises(ScenarioError, match="unknown card 'tok'"):
                load_scenario(path)
        else:
            assert load_scenario(path).cards["maker"].effect
    assert parses.count("lib.yaml") == 1


def test_the_same_file_seen_from_another_folder_names_itself_from_there(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Errors and card locations name a file as seen from the working folder: a change of folder is a new entry."""
    (tmp_path / "sub").mkdir()
    _write(tmp_path / "sub", "lib.yaml", LIBRARY.replace("token: tok", "token: plain"))
    path = _write(tmp_path / "sub", "one.yaml", "include: [lib.yaml]\n" + BOARD)
    monkeypatch.chdir(tmp_path)
    first = load_scenario(path)
    monkeypatch.chdir(tmp_path / "sub")
    second = load_scenario(path)
    assert (first.file, second.file) == ("sub/one.yaml", "one.yaml")
    assert (first.cards["plain"].location, second.cards["plain"].location) == ("sub/lib.yaml:9:5", "lib.yaml:9:5")


def test_checking_every_bundled_scenario_leaves_the_cached_libraries_unchanged() -> None:
    """What is shared between scenarios is never written: the trees read back equal to a fresh parse."""
    root = Path(__file__).resolve().parent.parent
    cache.clear()
    core = root / "judge/libraries/core.yaml"
    before = read_yaml(core).plain()
    for path in sorted((root / "scenarios/rules").glob("6.*.yaml")):
        assert check_scenario(path).status == "passed", path
    assert read_yaml(core).plain() == before
    cache.clear()
    assert read_yaml(core).plain() == before


def test_the_cache_is_bounded_by_the_values_it_holds(tmp_path: Path, parses: list[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Least recently used files go first once the trees (and bytes) kept cost more values than the bound."""
    _write(tmp_path, "lib.yaml", LIBRARY.replace("token: tok", "token: plain"))
    for name in ("a.yaml", "b.yaml"):
        _write(tmp_path, name, LIBRARY.replace("token: tok", "token: plain") + f"# {name}\n")
    size = max(cache.cost(read_yaml(tmp_path / n), (tmp_path / n).read_bytes()) for n in ("lib.yaml", "a.yaml"))
    monkeypatch.setattr(cache, "MAX_VALUES", 2 * size)
    cache.clear()
    parses.clear()
    for name in ("lib.yaml", "a.yaml", "lib.yaml", "b.yaml", "lib.yaml", "a.yaml"):
        read_yaml(tmp_path / name)
    # lib and a fit; b pushes out a (lib was used more recently); a comes back and pushes out b, not lib
    assert parses == ["lib.yaml", "a.yaml", "b.yaml", "a.yaml"]
    assert sum(e.values for e in cache._ENTRIES.values()) <= 2 * size


def test_a_file_of_comments_is_kept_at_the_cost_of_its_bytes(tmp_path: Path, parses: list[str],
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A file whose text is mostly comments holds few values but many bytes: its bytes count against the bound."""
    monkeypatch.setattr(cache, "MAX_VALUES", 1_000)
    padding = "# a comment line, forty bytes long .....\n" * 5_000  # 200,000 bytes: 1,000 values' worth
    for name in ("a.yaml", "b.yaml"):
        _write(tmp_path, name, padding + LIBRARY.replace("token: tok", "token: plain"))
    cache.clear()
    parses.clear()
    for name in ("a.yaml", "b.yaml", "a.yaml"):
        read_yaml(tmp_path / name)
    assert parses == ["a.yaml", "b.yaml", "a.yaml"]  # each pushed out the other
    assert len(cache._ENTRIES) == 1


PRINTED = """\
cards:
  caller:
    name: Caller
    type: permanent
    text: "At Noon — Create a [Pebble] token in your Hero Expedition."
"""


def test_a_printed_card_is_reused_only_where_the_names_it_read_name_the_same_cards(tmp_path: Path,
                                                                                   parses: list[str]) -> None:
    """The library's Caller names its token by its printed name: a scenario defining Pebble gets an executable
    reaction creating it, one that does not an unresolved ability, the one of the other scenario's never reused
    (each the card a fresh run builds), whatever the order; a third scenario whose other cards differ but answer
    the same reuses the card."""
    _write(tmp_path, "lib.yaml", PRINTED)
    without = _write(tmp_path, "without.yaml", "include: [lib.yaml]\n" + BOARD.replace("[plain]", "[]"))
    with_it = _write(tmp_path, "with.yaml", "include: [lib.yaml]\ncards:\n  pebble: {name: Pebble}\n"
                     + BOARD.replace("[plain]", "[]"))
    other = _write(tmp_path, "other.yaml", "include: [lib.yaml]\ncards:\n  pebble: {name: Pebble}\n"
                   "  stone: {name: Stone}\n" + BOARD.replace("[plain]", "[]"))
    fresh = {}
    for path in (without, with_it):
        cache.clear()
        fresh[path] = load_scenario(path).cards["caller"]
    assert fresh[with_it].abilities and not fresh[with_it].unresolved
    assert fresh[without].unresolved and not fresh[without].abilities
    cache.clear()
    parses.clear()
    fresh[other] = fresh[with_it]
    order = (without, with_it, without, other, with_it)
    seen = [load_scenario(path).cards["caller"] for path in order]
    assert seen == [fresh[path] for path in order]
    assert seen[1] is seen[3] is seen[4] and seen[0] is seen[2]  # the same answers: built once
    assert parses.count("lib.yaml") == 1
