"""Events are data (issue 12, part 5): the message tables are complete, each template uses exactly the values
its emit sites give, and no words are made while nobody reads the trace."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from judge.events import De, EventKind, Join, Msg
from judge.explore import explore
from judge.render import messages
from judge.render.messages import fields, render
from judge.render.messages_en import MESSAGES as EN
from judge.render.messages_fr import MESSAGES as FR
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from judge.trace import Trace
from tests.conftest import ROOT, RUNNABLE, bundled_resolution
from tests.sources import nodes


def test_every_message_has_both_languages_with_the_same_values() -> None:
    assert sorted(EN) == sorted(FR)
    for mid in EN:
        assert fields(EN[mid]) == fields(FR[mid]), mid


def _literal_messages() -> Iterator[tuple[str, int, str, set[str]]]:
    """Each ``Msg("id", name=…)`` written in the judge's source, with a literal id: (file, line, id, names)."""
    for path in sorted((ROOT / "judge").rglob("*.py")):
        for node in nodes(path):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Msg"
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                names = {k.arg for k in node.keywords if k.arg is not None}
                yield str(path.relative_to(ROOT)), node.lineno, node.args[0].value, names


def test_every_message_written_in_the_source_has_templates_using_exactly_its_values() -> None:
    found = list(_literal_messages())
    assert len(found) > 80  # the emit sites of the engine, and the words they nest
    for where, line, mid, names in found:
        assert mid in EN, f"{where}:{line}: no template for {mid!r}"
        assert fields(EN[mid]) == names, f"{where}:{line}: {mid!r} is given {sorted(names)}"


def _nested(value: object) -> Iterator[Msg]:
    """Every message in a value, itself included, nested ones (in lists, after « de ») too."""
    if isinstance(value, Msg):
        yield value
        for inner in value.values.values():
            yield from _nested(inner)
    elif isinstance(value, Join):
        for item in (*value.items, value.sep, value.empty):
            yield from _nested(item)
    elif isinstance(value, De):
        yield from _nested(value.value)


def test_every_event_of_every_bundled_scenario_is_said_with_exactly_its_values() -> None:
    seen: set[str] = set()
    kinds: set[EventKind] = set()
    for path in RUNNABLE:
        for event in bundled_resolution(path)[0].trace:  # an illegal play: what came before
            assert type(event.kind) is EventKind
            kinds.add(event.kind)
            for msg in _nested(event.msg):
                seen.add(msg.mid)
                assert set(msg.values) == fields(EN[msg.mid]) == fields(FR[msg.mid]), (path.name, msg)
            assert event.en == render(event.msg, "en") and event.fr == render(event.msg, "fr")
            assert "{" not in event.en or "{" in str(event.msg.values)  # no template left unfilled
    assert len(seen) > 60 and len(kinds) > 20  # the bundled scenarios say most messages and kinds


def test_an_event_keeps_the_values_of_when_it_happened_not_the_board_after() -> None:
    resolution = resolve(load_scenario(ROOT / "scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml"))
    put = next(e for e in resolution.trace if e.kind == "atomic" and "Reserve" in e.en)
    # Dredger Drone is dredger-drone#47 in the Reserve now; the event names it as it was when it moved
    assert put.en == "Alice puts Dredger Drone (dredger-drone#2) into Alice's Reserve"
    assert put.fr == "Alice met Drone Dragueur (dredger-drone#2) dans la Réserve d'Alice"
    assert put.objects == ("dredger-drone#2", "dredger-drone#47")  # the object that moved, the one it became
    assert [o.ref for o in resolution.state.in_zone("alice.reserve")] == ["dredger-drone#47"]


def test_the_kinds_are_their_own_strings_in_json_and_the_graph() -> None:
    resolution = resolve(load_scenario(ROOT / "scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml"))
    first = resolution.trace.events[0]
    assert first.kind == "phase" and first.to_json()["kind"] == "phase"
    assert type(first.to_json()["kind"]) is str and type(first.graph_attrs()["kind"]) is str


def test_no_words_are_made_while_the_trace_does_not_record(monkeypatch: pytest.MonkeyPatch) -> None:
    # (a scenario without a modifier-order decision: that decision's options are still words, made as it is asked)
    scenario = load_scenario(ROOT / "scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml")
    made: list[str] = []

    def counting(msg: Msg, lang: str) -> str:
        made.append(msg.mid)
        return ""

    monkeypatch.setattr(messages, "render", counting)
    result = explore(scenario)
    assert result.outcomes and result.events > 10 and made == []
    resolve(scenario)  # a resolution records its events, still without saying them
    assert made == []
    trace = Trace()
    trace.emit(EventKind.NOTE, Msg("note.free"), ("7.4.5.c",))
    assert made == [] and trace.events[0].en == "" and made == ["note.free"]  # said when asked, once


def test_a_message_is_equal_hashable_and_copied_as_data() -> None:
    import copy
    import pickle

    msg = Msg("pass", who="Alice")
    assert msg == Msg("pass", who="Alice") and hash(msg) == hash(Msg("pass", who="Alice"))
    assert msg != Msg("pass", who="Bob") and copy.deepcopy(msg) is msg
    assert pickle.loads(pickle.dumps(msg)) == msg


def test_the_tables_are_modules_of_the_render_layer() -> None:
    assert Path(messages.__file__).parent.name == "render"
