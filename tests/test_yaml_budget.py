"""The YAML value budget (aliases expand) is enforced without walking the expansion: the converter counts a
subtree it knows converts cleanly instead of walking it, and must refuse every document exactly where, and
with exactly the message, the value-by-value walk does."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import yaml

from judge.errors import ScenarioError
from judge.scenario import yamlnode
from judge.scenario.yamlnode import load_located

ROOT = Path(__file__).resolve().parent.parent


def _walked(text: str) -> str:
    """The error of a value-by-value conversion (no subtree skipped), or 'ok'."""
    root = yaml.compose(text, Loader=yamlnode._Loader)
    if root is None:
        return _loaded(text)  # an empty document is refused before any conversion
    try:
        yamlnode._Converter("x.yaml").convert(root, "", 0, ())
    except ScenarioError as exc:
        return str(exc)
    return "ok"


def _loaded(text: str) -> str:
    try:
        load_located(text, "x.yaml")
    except ScenarioError as exc:
        return str(exc)
    return "ok"


LAUGHS = "a: &a [1, 2, 3, 4]\nb: &b [*a, *a, *a, *a]\nc: &c [*b, *b, *b, *b]\nd: [*c, *c, *c, *c]\n"
DOCUMENTS = {
    "over the budget in the last alias": LAUGHS,
    "a bad tag before the expansion": "z: !!int abc\n" + LAUGHS,
    "a bad tag after the expansion": LAUGHS + "z: !!int abc\n",
    "a bad tag inside the repeated list": LAUGHS.replace("[1, 2, 3, 4]", "[1, 2, !!bool maybe, 4]"),
    "a duplicate key inside a repeated mapping": "a: &a {x: 1, x: 2}\nb: [*a, *a, *a, *a, *a, *a, *a, *a]\n",
    "a merge key inside a repeated mapping": "a: &a {x: 1}\nm: &m {<<: *a}\nb: [*m, *m]\n",
    "deep nesting inside a repeated list": "a: &a " + "[" * 70 + "]" * 70 + "\nb: [*a, *a]\n",
    "a repeated list that fits": "a: &a [1, 2]\nb: [*a, *a, *a]\n",
    "a key that is not plain in a repeated mapping": "a: &a {[1]: 2}\nb: [*a, *a]\n",
}


@pytest.mark.parametrize("text", list(DOCUMENTS.values()), ids=list(DOCUMENTS))
@pytest.mark.parametrize("budget", [10, 40, 90, 200, 10_000])
def test_refused_where_the_walk_refuses(text: str, budget: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(yamlnode, "MAX_NODES", budget)
    assert _loaded(text) == _walked(text)


# billion-laughs: its walk takes seconds; its message and place are checked below and by test_malformed.py
@pytest.mark.parametrize("case", sorted(p for p in (ROOT / "tests/malformed").glob("*.yaml")
                                        if p.stem != "billion-laughs"), ids=lambda p: p.stem)
def test_every_malformed_case_gives_the_walks_error(case: Path) -> None:
    text = case.read_text(encoding="utf-8", errors="replace")
    try:
        yaml.compose(text, Loader=yamlnode._Loader)
    except (yaml.YAMLError, RecursionError):
        pytest.skip("not YAML: refused before conversion")
    assert _loaded(text) == _walked(text)


def test_a_document_that_fits_is_converted_whole() -> None:
    """Nothing is skipped when the document is within the budget: every value is there."""
    data = load_located("a: &a [1, 2]\nb: [*a, *a]\n", "x.yaml").plain()
    assert data == {"a": [1, 2], "b": [[1, 2], [1, 2]]}


def test_billion_laughs_is_refused_without_walking_the_budget() -> None:
    text = (ROOT / "tests/malformed/billion-laughs.yaml").read_text(encoding="utf-8")
    start = time.process_time()
    with pytest.raises(ScenarioError, match=r"4:52: question\.f\[0\]\[6\]\[8\]\[8\]\[8\]\[6\]: .*200000"):
        load_located(text, "x.yaml")
    assert time.process_time() - start < 0.2  # the walk took about 1.5 s of CPU
