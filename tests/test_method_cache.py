"""The compiled methods of record classes, kept across processes (judge.method_cache)."""

from __future__ import annotations

import builtins
import dataclasses
import marshal
import os
import subprocess
import sys
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from typing import Any

import pytest

from judge import method_cache
from judge.method_cache import CompiledTexts

SOURCE = "def __create_fn__(x):\n def f(self):\n  return x\n return f"


def _made(texts: CompiledTexts, source: str = SOURCE) -> Any:
    found: dict[str, Any] = {}
    texts.exec(source, {}, found)
    return found["__create_fn__"]


def test_a_text_is_compiled_once_and_kept_for_the_next_process(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The first process compiles the text and writes it at exit; the next finds it and compiles nothing."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    path = tmp_path / "cache" / "methods.marshal"
    first = CompiledTexts(path)
    assert _made(first)(7)(None) == 7
    assert _made(first)(8)(None) == 8
    assert first.compiled == 1
    first.save()
    second = CompiledTexts(path)
    assert SOURCE in second.codes
    assert _made(second)(9)(None) == 9
    assert second.compiled == 0
    assert not list(path.parent.glob("*.part"))  # written whole, through a temporary file


def test_nothing_is_written_when_bytecode_writing_is_off_or_nothing_was_compiled(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``PYTHONDONTWRITEBYTECODE`` (``sys.dont_write_bytecode``) is respected; a cache with nothing new is left."""
    path = tmp_path / "methods.marshal"
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    texts = CompiledTexts(path)
    _made(texts)
    texts.save()
    assert not path.exists()
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    texts.save()
    assert path.exists()
    os.utime(path, ns=(0, 0))
    again = CompiledTexts(path)
    _made(again)
    again.save()
    assert path.stat().st_mtime_ns == 0


@pytest.mark.parametrize("content", [
    b"", b"not marshal at all", marshal.dumps((b"\x00\x00\r\n", {SOURCE: compile(SOURCE, "<string>", "exec")})),
    marshal.dumps((MAGIC_NUMBER, ["a list"])), marshal.dumps((MAGIC_NUMBER, {SOURCE: "not code"})),
])
def test_a_cache_of_another_interpreter_or_damaged_is_ignored(tmp_path: Path, content: bytes) -> None:
    """A file stamped with another magic number, or not a cache at all, is read as an empty cache."""
    path = tmp_path / "methods.marshal"
    path.write_bytes(content)
    texts = CompiledTexts(path)
    assert texts.codes == {}
    assert _made(texts)(1)(None) == 1


def test_a_cache_past_its_bound_is_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file longer than MAX_BYTES is not read at all."""
    path = tmp_path / "methods.marshal"
    path.write_bytes(marshal.dumps((MAGIC_NUMBER, {SOURCE: compile(SOURCE, "<string>", "exec")})))
    monkeypatch.setattr(method_cache, "MAX_BYTES", path.stat().st_size - 1)
    assert CompiledTexts(path).codes == {}


def test_past_max_entries_only_the_texts_used_are_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cache that has grown past MAX_ENTRIES keeps, when written again, only what the last process used."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(method_cache, "MAX_ENTRIES", 2)
    path = tmp_path / "methods.marshal"
    old = CompiledTexts(path)
    for n in range(3):
        _made(old, SOURCE.replace("return x", f"return x + {n}"))
    old.save()
    texts = CompiledTexts(path)
    assert len(texts.codes) == 3
    _made(texts)
    texts.save()
    assert set(CompiledTexts(path).codes) == {SOURCE}


def test_record_classes_made_after_install_are_the_same_records() -> None:
    """The judge installs the cache when it is imported; a dataclass made then behaves as dataclasses says."""
    assert method_cache.installed is not None and vars(dataclasses)["exec"] == method_cache.installed.exec

    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 2

    assert Point(1) == Point(1, 2) and hash(Point(1)) == hash(Point(1, 2)) and repr(Point(3)) == \
        "test_record_classes_made_after_install_are_the_same_records.<locals>.Point(x=3, y=2)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        Point(1).x = 2  # type: ignore[misc]


def test_the_methods_are_compiled_as_dataclasses_compiles_them(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Methods made through the cache are those the stdlib makes: same annotations (objects, not text: no
    ``__future__`` flag of the cache's own module), same defaults, same behaviour; again once read from the file."""
    def point(exec_: Any) -> Any:
        monkeypatch.setitem(vars(dataclasses), "exec", exec_)

        @dataclasses.dataclass(order=True)
        class Point:
            x: int
            y: list[int] = dataclasses.field(default_factory=list)

        return Point

    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    plain = point(builtins.exec)
    first = CompiledTexts(tmp_path / "methods.marshal")
    compiled = point(first.exec)
    first.save()
    second = CompiledTexts(tmp_path / "methods.marshal")
    read = point(second.exec)
    assert first.compiled > 0 and second.compiled == 0
    for made in (compiled, read):
        for name in ("__init__", "__eq__", "__lt__", "__repr__"):
            assert getattr(made, name).__annotations__ == getattr(plain, name).__annotations__
            assert getattr(made, name).__defaults__ == getattr(plain, name).__defaults__
        assert made(1) < made(2) and made(1).y == [] and made(1).y is not made(1).y


def test_a_second_process_compiles_no_method_of_the_judge(tmp_path: Path) -> None:
    """Two processes importing the engine with bytecode writing on: the second compiles none of the methods."""
    code = ("import sys; from pathlib import Path; from judge import method_cache; "
            "texts = method_cache.CompiledTexts(Path(sys.argv[1])); "
            "import dataclasses; vars(dataclasses)['exec'] = texts.exec; "
            "import judge.resolve, judge.scenario.loader; texts.save(); print(texts.compiled)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cache = str(tmp_path / "methods.marshal")
    counts = [subprocess.run([sys.executable, "-c", code, cache], capture_output=True, text=True, env=env,
                             check=True).stdout.strip() for _ in range(2)]
    assert int(counts[0]) > 100 and counts[1] == "0"
