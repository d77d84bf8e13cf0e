"""``--format markdown``: a ruling to paste into a chat: Ruling, Sequence, Rules cited, Assumptions, Readings.

The sequence folds a loop's repeated rounds (:mod:`judge.render.fold`) unless ``full``; ``short`` gives a
chat message under SHORT_LIMIT characters: the ruling, the key steps and the rule ids cited.
"""

from __future__ import annotations

from collections.abc import Sequence

import rules_index
from judge.render.fold import NEVER_FOLDED, Fold, fold_view, levels
from judge.render.header import colon, given_up_lines, one_line, untranslated_note, unused_answers
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
                "`judge rule ID` prints a rule's text", "Other rules cited"),
         "fr": ("Étapes clés", "{n} étapes de plus : `judge resolve` les montre toutes",
                "`judge rule ID` affiche le texte d'une règle", "Autres règles citées")}
KEY_KINDS = (*NEVER_FOLDED, "decision", "modifier", "reaction_activated")  # the first key steps
RANKED = (("play", "reaction_played", "internal_action", "effect", "daily_effect", "phase", "turn"),
          ("atomic", "status", "condition", "legal"))  # then these, in this order, as room allows


def render_markdown(res: Resolution, lang: str = "en", full: bool = False, short: bool = False) -> str:
    """The Markdown text: the whole ruling, or with ``short`` a chat message (:func:`short_markdown`)."""
    if short:
        return short_markdown(res, lang)
    h = HEAD[lang]
    sc = res.scenario
    title, question, ruling = (sc.text(k, lang) for k in ("title", "question", "ruling"))
    out = [f"# {title or sc.id}", ""]
    if question:
        out += [f"**{h[1]}** — {one_line(question)}", ""]
    note = untranslated_note(sc, lang)
    if note:
        out += [f"_{note}_", ""]
    out += [f"## {h[0]}", "", " ".join((ruling or "").split()) or NO_RULING[lang], "", f"## {h[2]}", ""]
    out += sequence_lines(fold_view(res.trace.events, full), lang)
    out += ["", f"## {h[3]}", ""]
    for rule_id in sorted(res.trace.rules_cited(), key=rules_index.sort_key):
        entry = rules_index.get(rule_id)
        text = " ".join(entry.text.get("fr" if lang == "fr" else "en").split())
        out.append(f"- **{rule_id}** — {text}")
    out += ["", f"## {h[4]}", ""]
    unused = unused_answers(res.unused, lang)
    if not res.assumptions and not unused:
        out.append(h[5])
    if unused:
        out.append(f"- {unused}")
    for decision, answer in res.assumptions:
        chosen = ", ".join(decision.labels(k)[0 if lang == "en" else 1] for k in answer.keys)
        word = "assumed" if lang == "en" else "supposé"
        said = decision.en if lang == "en" else decision.fr
        out.append(f"- {word}{colon(lang)} {said} → {chosen} ({', '.join(decision.rules)})")
        out += [f"  - {line}" for line in given_up_lines(decision, answer, lang)]
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
    """A chat message under SHORT_LIMIT characters: title, question, ruling, the key steps (a loop folded; the
    refusals, decisions, modifiers and reaction activations first, other steps as room allows: :func:`key_steps`)
    each with its rule ids, then the other rules cited. A question or ruling too long for it is cut, with "…"."""
    h, words = HEAD[lang], SHORT[lang]
    sc = res.scenario
    title, question, ruling = (" ".join(sc.text(k, lang).split()) for k in ("title", "question", "ruling"))
    cited = sorted(res.trace.rules_cited(), key=rules_index.sort_key)

    def after(shown: set[str]) -> list[str]:
        others = [r for r in cited if r not in shown]
        return ["", (f"**{words[3]}** — {', '.join(others)}. " if others else "") + f"{words[2]}."]

    note = untranslated_note(sc, lang)
    head = f"**{title or sc.id}**" + (f"\n\n_{note}_" if note else "")
    room = SHORT_LIMIT - len(head) - len("\n".join(after(set()))) - STEPS_ROOM
    ask = _fit(f"**{h[1]}** — {question}", room // 2) if question else ""
    rule = _fit(f"**{h[0]}** — {ruling or NO_RULING[lang]}", room - len(ask))
    before = [head, "", *([ask, ""] if ask else []), rule, "", f"**{words[0]}**", ""]
    view = fold_view(res.trace.events)
    tail = after(set())
    for _ in range(2):  # the steps shown cite rules the last line then leaves out: room for more steps
        room = SHORT_LIMIT - 1 - len("\n".join(before)) - len("\n".join(tail)) - 3  # and the line breaks around
        steps, shown = key_steps(view, lang, room)
        tail = after(shown)
    return "\n".join(before + steps + tail) + "\n"


def _fit(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(limit - 1, 0)].rstrip() + "…"


def _rank(item: Event | Fold) -> int:
    """How key a step is: 0 (a fold, a top-level event, KEY_KINDS) to len(RANKED) + 1 (plumbing)."""
    if isinstance(item, Fold) or item.depth == 0 or item.kind in KEY_KINDS:
        return 0
    return next((rank for rank, kinds in enumerate(RANKED, 1) if item.kind in kinds), len(RANKED) + 1)


def key_steps(view: Sequence[Event | Fold], lang: str, room: int) -> tuple[list[str], set[str]]:
    """The key steps of ``view`` (a folded sequence) as list items, in order, at most ``room`` characters once
    joined by line breaks, and the rule ids they cite: the items taken by rank (:func:`_rank`), then in order,
    until the next one does not fit; if some are left out, a last line says how many."""
    lines = [f"- {fold_line(i, lang)}" if isinstance(i, Fold) else f"- {event_line(i, lang)}" for i in view]
    kept = set(range(len(lines)))
    if len("\n".join(lines)) > room:
        used, kept = len(f"- … {SHORT[lang][1].format(n=len(lines))}"), set()
        for index in sorted(range(len(lines)), key=lambda i: (_rank(view[i]), i)):
            if used + len(lines[index]) + 1 > room:
                break
            used += len(lines[index]) + 1
            kept.add(index)
    shown = {rule for i in kept if isinstance(view[i], Event) for rule in view[i].rules}  # type: ignore[union-attr]
    more = [f"- … {SHORT[lang][1].format(n=len(lines) - len(kept))}"] if len(kept) < len(lines) else []
    return [lines[i] for i in sorted(kept)] + more, shown
