"""``--format json``: the whole resolution as one JSON document (stable key order, byte-identical runs)."""

from __future__ import annotations

import json
from typing import Any

import rules_index
from judge.render.board import board_data
from judge.resolve import Resolution

MAX_OPTIONS = 50


def resolution_data(res: Resolution) -> dict[str, Any]:
    """The resolution as plain data."""
    cited = res.trace.rules_cited()
    rules = []
    for rule_id in sorted(cited, key=rules_index.sort_key):
        entry = rules_index.get(rule_id)
        rules.append({"id": rule_id, "text": {"fr": entry.text.fr, "en": entry.text.en}})
    return {
        "scenario": res.scenario.id,
        "title": res.scenario.title,
        "rules": rules,
        "events": [e.to_json() for e in res.trace],
        "assumptions": [assumption_data(d, a) for d, a in res.assumptions],
        "readings": [{"id": r.id, "rules": list(r.rules), "text": {"en": r.en, "fr": r.fr}, "first_event": f"e{seq}"}
                     for r, seq in res.readings],
        "board": board_data(res.state),
    }


def assumption_data(decision: Any, answer: Any) -> dict[str, Any]:
    """One assumed decision: who, what kind, the default taken, the options there were."""
    return {"decision": decision.kind, "chooser": decision.chooser, "text": {"en": decision.en, "fr": decision.fr},
            "answer": list(answer.keys), "options": [o.key for o in decision.options[:MAX_OPTIONS]],
            "options_count": len(decision.options), "rules": list(decision.rules)}


def render_json(res: Resolution) -> str:
    """The JSON text."""
    return json.dumps(resolution_data(res), ensure_ascii=False, indent=1) + "\n"
