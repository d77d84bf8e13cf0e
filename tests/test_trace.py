"""The trace keeps each event as its fields until it is read (issue 12): counted at once, made once when read, in
order, whenever it is read; a trace with a listener makes each event at once."""

from __future__ import annotations

import copy
import pickle

from judge.engine.agenda import Finished, advance, answer
from judge.engine.decisions import Decision
from judge.events import Msg, message, words
from judge.explore import _Unasked
from judge.resolve import resolve, start
from judge.scenario.loader import load_scenario
from judge.trace import Event, Trace
from tests.conftest import ROOT

TWO = ROOT / "scenarios" / "rules" / "6.2.f-two-replacements-order-matters.yaml"
LOOP = ROOT / "scenarios" / "rules" / "6.3.f-self-feeding-loop-capped.yaml"


def test_events_are_counted_before_they_are_read_and_made_once_when_read() -> None:
    trace = resolve(load_scenario(LOOP)).trace
    assert trace._unread and not trace._events  # nothing read yet: no Event made
    assert len(trace) == trace.emitted == len(trace._unread)
    first = trace.events
    assert [e.seq for e in first] == list(range(1, trace.emitted + 1))
    assert not trace._unread and len(trace) == trace.emitted
    again = list(trace)
    assert all(a is b for a, b in zip(first, again, strict=True))  # the same records, not made again


def test_events_read_while_resolving_keep_their_place_and_the_next_ones_follow() -> None:
    engine = start(load_scenario(TWO), _Unasked(), Trace())
    reached = advance(engine)
    while isinstance(reached, Decision) and reached.forced:
        answer(engine, tuple(o.key for o in reached.options), "forced")
        reached = advance(engine)
    assert isinstance(reached, Decision)
    read = list(engine.trace.events)  # read at the pause
    assert [e.seq for e in read] == list(range(1, engine.trace.emitted + 1))
    answer(engine, (reached.options[0].key,))
    assert isinstance(advance(engine), Finished)
    events = engine.trace.events
    assert events[:len(read)] == read and all(a is b for a, b in zip(read, events, strict=False))
    assert [e.seq for e in events] == list(range(1, engine.trace.emitted + 1))
    assert events[len(read)].kind == "decision"  # the answer comes right after what was read


def test_a_trace_with_a_listener_makes_each_event_at_once_and_keeps_those() -> None:
    heard: list[Event] = []
    trace = resolve(load_scenario(LOOP), on_event=lambda event: heard.append(event)).trace
    assert not trace._unread and heard
    assert all(a is b for a, b in zip(heard, trace.events, strict=True))
    assert [e.to_json() for e in heard] == [e.to_json() for e in resolve(load_scenario(LOOP)).trace]


def test_a_message_made_without_the_class_call_is_the_message_the_class_makes() -> None:
    made, called = message("atomic.boost", amount=2, obj="x"), Msg("atomic.boost", amount=2, obj="x")
    assert type(made) is Msg and made == called and hash(made) == hash(called)
    assert (made.mid, made.values) == (called.mid, called.values)
    assert copy.deepcopy(made) is made and pickle.loads(pickle.dumps(made)) == called
    assert words(made, "en") == words(called, "en") and words(made, "fr") == words(called, "fr")
