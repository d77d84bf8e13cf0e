"""``--format markdown``: a ruling to paste into a chat: Ruling, Sequence, Rules cited, Assumptions, Readings.

The sequence folds a loop's repeated rounds (:mod:`judge.render.fold`) unless ``full``; ``short`` gives a
chat message under SHORT_LIMIT characters: the ruling, the key steps and the rule ids cited.
"""

from __future__ import annotations

from collections.abc import Sequence

import rules_index
from judge.render.fold import NEVER_FOLDED, Fold, fold_view, levels
from judge.resolve import Resolution
from judge.trace import Event

MAX_LEVEL = 8
SHORT_LIMIT = 2000  # a --short message is under this many characters
STEPS_ROOM = 600  # the characters kept for the key steps when a question or a ruling is too long
NO_RULING = {"en": "_no ruling written_", "fr": "_aucune décision rédigée_"}
HEAD = {"en": ("Ruling", "Question", "Sequence", "Rules cited", "Assumptions", "None: every decision was scripted.",
               "Readings (where the seed rules are silent)"),
        "fr": ("Décision", "Question", "Déroulement", "Règles citées", "Hypothèses",
               "Aucune : toutes les décisions étaient scriptées.", "Lectures (là où les règles fournies se taisent)")}
SHORT = {"en": ("Key steps", "{n} more steps: `judge resolve` shows them all",
                "`judge rule ID` prints a rule's text"),
         "fr": ("Étapes clés", "{n} étapes de plus : `judge resolve` les montre toutes",
                "`judge rule ID` affiche le texte d'une règle")}
KEY_KINDS = (*NEVER_FOLDED, "decision", "modifier", "reaction_activated")  # always among the key steps
USEFUL_KINDS = ("play", "reaction_played", "atomic", "effect", "internal_action", "daily_effect", "turn", "status",
                "condition", "legal", "phase")  # key steps when there is room


def render_markdown(res: Resolution, lang: str = "en", full: bool = False, short: bool = False) -> str:
    """The Markdown text: the whole ruling, or with ``short`` a chat message (:func:`short_markdown`)."""
    if short:
        return short_markdown(res, lang)
    h = HEAD[lang]
    sc = res.scenario
    title, question, ruling = (sc.text(k, lang) for k in ("title", "question", "ruling"))
    out = [f"# {title or sc.id}", ""]
    if question:
        out += [f"**{h[1]}** — {' '.join(question.split())}", ""]
    out += [f"## {h[0]}", "", " ".join((ruling or "").split()) or NO_RULING[lang], "", f"## {h[2]}", ""]
    out += sequence_lines(fold_view(res.trace.events, full), lang)
    out += ["", f"## {h[3]}", ""]
    for rule_id in sorted(res.trace.rules_cited(), key=rules_index.sort_key):
        entry = rules_index.get(rule_id)
        text = " ".join(entry.text.get("fr" if lang == "fr" else "en").split())
        out.append(f"- **{rule_id}** — {text}")
    out += ["", f"## {h[4]}", ""]
    if not res.assumptions:
        out.append(h[5])
    for decision, answer in res.assumptions:
        chosen = ", ".join(decision.labels(k)[0 if lang == "en" else 1] for k in answer.keys)
        word = "assumed" if lang == "en" else "supposé"
        out.append(f"- {word}: {decision.en if lang == 'en' else decision.fr} → {chosen} ({', '.join(decision.rules)})")
    if res.readings:
        out += ["", f"## {h[6]}", ""]
        out += [f"- {r.en if lang == 'en' else r.fr} ({', '.join(r.rules)})" for r, _ in res.readings]
    return "\n".join(out) + "\n"


def event_line(event: Event, lang: str) -> str:
    """One event as a list item's text: its number, its text, its rule ids."""
    return f"**{event.seq}** {event.text(lang)} ({', '.join(event.rules)})"


def fold_line(fold: Fold, lang: str) -> str:
    """A fold as a list item's text."""
    return f"↻ {fold.text(lang)}"


def sequence_lines(view: Sequence[Event | Fold], lang: str) -> list[str]:
    """The events as a nested list, at the levels :func:`~judge.render.fold.levels` gives (so no line turns into
    a code block: never more than one level below the line before)."""
    return [f"{'   ' * level}- {fold_line(item, lang) if isinstance(item, Fold) else event_line(item, lang)}"
            for item, level in zip(view, levels(view, MAX_LEVEL), strict=True)]


def short_markdown(res: Resolution, lang: str = "en") -> str:
    """A chat message under SHORT_LIMIT characters: title, question, ruling, the key steps (a loop folded;
    the refusals, decisions, modifiers and reaction activations first, other steps as room allows) and the ids
    of the rules cited. A question or ruling too long for it is cut, with "…"."""
    h, words = HEAD[lang], SHORT[lang]
    sc = res.scenario
    title, question, ruling = (" ".join(sc.text(k, lang).split()) for k in ("title", "question", "ruling"))
    cited = ", ".join(sorted(res.trace.rules_cited(), key=rules_index.sort_key))
    after = ["", f"**{h[3]}** — {cited}. {words[2]}."]
    head = f"**{title or sc.id}**"
    room = SHORT_LIMIT - len(head) - len("\n".join(after)) - STEPS_ROOM
    ask = _fit(f"**{h[1]}** — {question}", room // 2) if question else ""
    rule = _fit(f"**{h[0]}** — {ruling or NO_RULING[lang]}", room - len(ask))
    before = [head, "", *([ask, ""] if ask else []), rule, "", f"**{words[0]}**", ""]
    room = SHORT_LIMIT - 1 - len("\n".join(before)) - len("\n".join(after)) - 3  # and the line breaks around the steps
    return "\n".join(before + key_steps(res.trace.events, lang, room) + after) + "\n"


def _fit(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(limit - 1, 0)].rstrip() + "…"


def key_steps(events: Sequence[Event], lang: str, room: int) -> list[str]:
    """The key steps as list items, in order, at most ``room`` characters once joined by line breaks: every event
    of the folded sequence if they fit, else KEY_KINDS, USEFUL_KINDS and the top-level events, else KEY_KINDS and
    the top-level events; if even those do not fit, as many of them as do and how many more there are."""
    view = fold_view(events)

    def lines(kinds: tuple[str, ...] | None) -> list[str]:
        return [f"- {fold_line(i, lang)}" if isinstance(i, Fold) else f"- {event_line(i, lang)}" for i in view
                if isinstance(i, Fold) or kinds is None or i.kind in kinds or i.depth == 0]

    for kinds in (None, (*KEY_KINDS, *USEFUL_KINDS), KEY_KINDS):
        chosen = lines(kinds)
        if len("\n".join(chosen)) <= room:
            return chosen
    kept: list[str] = []
    for index, line in enumerate(chosen):
        more = f"- … {SHORT[lang][1].format(n=len(chosen) - index)}"
        if len("\n".join([*kept, line, more])) > room:
            return [*kept, more]
        kept.append(line)
    return kept  # not reached: the whole list did not fit
