"""``--format json``: the whole resolution as one JSON document (stable key order, byte-identical runs).

The events are streamed: an :class:`EventSpool` takes each event as the engine emits it, writes its JSON
to a temporary file and keeps only the rules it cites, so the memory does not grow with the number of
events. :func:`write_json` then writes the document around them, byte for byte what
``json.dumps(resolution_data(res), ensure_ascii=False, indent=1)`` gives.
"""

from __future__ import annotations

import io
import json
import shutil
import tempfile
from typing import IO, Any

import rules_index
from judge.events import words
from judge.model.board import board_data
from judge.resolve import Resolution
from judge.trace import Event

MAX_OPTIONS = 50
EVENT_INDENT = "  "  # an item's lines inside the document's "events" or "assumptions" list (indent=1, two down)
EVENTS_SLOT = '\n "events": []'
ASSUMPTIONS_SLOT = '\n "assumptions": []'


def resolution_data(res: Resolution) -> dict[str, Any]:
    """The resolution as plain data (from the events the trace kept)."""
    return {**_head(res, res.trace.rules_cited()), "events": [e.to_json() for e in res.trace],
            "assumptions": [assumption_data(d, a) for d, a in res.assumptions], "unused_answers": unused_data(res),
            "readings": readings_data(res),
            "board": board_data(res.state)}


def _head(res: Resolution, cited: list[str]) -> dict[str, Any]:
    rules = []
    for rule_id in sorted(cited, key=rules_index.sort_key):
        entry = rules_index.get(rule_id)
        rules.append({"id": rule_id, "text": {"fr": entry.text.fr, "en": entry.text.en}})
    return {"scenario": res.scenario.id, "title": res.scenario.title, "rules": rules}


def readings_data(res: Resolution) -> list[dict[str, Any]]:
    """The readings taken, each with its rules, its text and the event where it was first taken."""
    return [{"id": r.id, "rules": list(r.rules), "text": {"en": r.en, "fr": r.fr}, "first_event": f"e{seq}"}
            for r, seq in res.readings]


def unused_data(res: Resolution) -> list[dict[str, Any]]:
    """The ``choices:`` answers no decision asked for (a plain resolve runs without them), in their order."""
    return [{"decision": c.kind, "answer": list(c.answer), "where": c.where} for c in res.unused]


def assumption_data(decision: Any, answer: Any) -> dict[str, Any]:
    """One assumed decision: who, what kind, the default taken, the options there were."""
    return {"decision": decision.kind, "chooser": decision.chooser, "text": {"en": decision.en, "fr": decision.fr},
            "answer": list(answer.keys), "options": [o.key for o in decision.options[:MAX_OPTIONS]],
            "options_count": decision.options_count, "rules": list(decision.rules),
            **({"given_up": [{"answer": key, "why": {"en": words(why, "en"), "fr": words(why, "fr")}}
                             for key, why in answer.given_up]} if answer.given_up else {})}


class EventSpool:
    """The events of a resolution as JSON text in a temporary file, and the rules they cite in order.

    Give :meth:`add` to :func:`judge.resolve.resolve` as ``on_event`` (with ``keep=False``), then call
    :func:`write_json`; use it as a context manager so the file is removed.
    """

    def __init__(self) -> None:
        self.file: IO[str] = tempfile.TemporaryFile("w+", encoding="utf-8")  # noqa: SIM115 (closed on exit)
        self.count = 0
        self.cited: dict[str, None] = {}

    def add(self, event: Event) -> None:
        """Write one event (its JSON, indented as an item of the document's ``events`` list)."""
        text = json.dumps(event.to_json(), ensure_ascii=False, indent=1)
        self.file.write(("\n" if self.count == 0 else ",\n") + EVENT_INDENT
                        + text.replace("\n", "\n" + EVENT_INDENT))
        self.count += 1
        self.cited.update(dict.fromkeys(event.rules))

    def __enter__(self) -> EventSpool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.file.close()


def write_json(res: Resolution, spool: EventSpool, out: IO[str]) -> None:
    """Write the JSON document of ``res`` to ``out``: its events copied from ``spool``, its assumptions one
    by one (a long unscripted resolution has thousands: their text is never built in one piece)."""
    document = json.dumps({**_head(res, list(spool.cited)), "events": [], "assumptions": [],
                           "unused_answers": unused_data(res), "readings": readings_data(res),
                           "board": board_data(res.state)},
                          ensure_ascii=False, indent=1)
    before, found, after = document.partition(EVENTS_SLOT)
    between, found_too, after = after.partition(ASSUMPTIONS_SLOT)
    assert found and found_too, "the document has its slots"  # a JSON string cannot hold a raw newline
    out.write(before + '\n "events": [')
    if spool.count:
        spool.file.flush()
        spool.file.seek(0)
        shutil.copyfileobj(spool.file, out)
        out.write("\n ]")
    else:
        out.write("]")
    out.write(between + '\n "assumptions": [')
    for number, (decision, answer) in enumerate(res.assumptions):
        text = json.dumps(assumption_data(decision, answer), ensure_ascii=False, indent=1)
        out.write(("\n" if number == 0 else ",\n") + EVENT_INDENT + text.replace("\n", "\n" + EVENT_INDENT))
    out.write("\n ]" if res.assumptions else "]")
    out.write(after + "\n")


def render_json(res: Resolution) -> str:
    """The JSON text of a resolution whose trace kept its events (the same text as streamed)."""
    buffer = io.StringIO()
    with EventSpool() as spool:
        for event in res.trace:
            spool.add(event)
        write_json(res, spool, buffer)
    return buffer.getvalue()
