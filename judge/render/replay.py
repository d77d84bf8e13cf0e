"""The replay page: one self-contained HTML file to hand to players, readable on a phone.

It shows the question, the ruling, a step-through of the resolution (the board after each event, as the
engine's own states were — filmed by :class:`~judge.render.board_film.BoardFilm`, never re-simulated in
the page), the sequence as a nested list (rounds of a loop folded, unfoldable), the final board, the
assumptions, the readings and the text of every rule cited. Without JavaScript the page is the nested list
and the sections; with it, buttons and keys step through the boards, and a search finds events and rules.
No network access, no external script or font.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Literal

import rules_index
from judge.render.board_film import BoardFilm, Row, board_rows
from judge.trace import Event

if TYPE_CHECKING:
    from judge.resolve import Resolution
    from judge.scenario.loader import Scenario

MIN_ROUNDS = 3  # a run is folded when its round comes at least this many times in a row
MIN_HIDDEN = 10  # … and folding hides at least this many events (three Mana Orbs exhausted stay in sight)
MAX_ROUND = 40  # the longest round looked for, in events
MAX_NESTING = 30  # lists nested deeper in the sequence are shown flat
NEVER_FOLDED = ("cap_reached", "refused", "not_yet")  # always shown: the cap refusal (6.3.f) and its like
SCRIPT_WORDS = ("start", "start_short", "end_short", "event", "end", "rules", "events", "none_found", "more", "empty",
                "toggle")  # the words the page's script uses
WORDS = {
    "en": {"question": "Question", "ruling": "Ruling", "no_ruling": "no ruling written",
           "replay": "Step through", "start_short": "start", "end_short": "end",
           "board_now": "Board after this event", "start": "start: the board as the "
           "scenario sets it", "event": "event {k} of {n}", "end": "end of the resolution: the final board",
           "search": "Search events and rules", "rules": "Rules", "events": "Events", "none_found": "no match",
           "more": "… and {n} more", "sequence": "Sequence", "final": "Final board", "empty": "nothing",
           "assumptions": "Assumptions (decisions not scripted)", "none": "none", "assumed": "assumed",
           "readings": "Readings (where the seed rules are silent)", "first_at": "first at event",
           "cited": "Rules cited", "first": "First", "prev": "Previous", "next": "Next", "last": "Last",
           "close": "Close", "open_all": "Unfold all", "fold_all": "Fold all", "toggle": "Fold or unfold",
           "fold": "↻ ×{n} in all: the {k} event(s) above again {m} times (events {a}–{b})",
           "keys": "Keys: ← → one event, Home / End the first / last, / to search. Tap an event's number to go "
                   "there, a rule id to read the rule.",
           "nojs": "The step-through needs JavaScript; the whole sequence is below."},
    "fr": {"question": "Question", "ruling": "Décision", "no_ruling": "aucune décision rédigée",
           "replay": "Pas à pas", "start_short": "début", "end_short": "fin",
           "board_now": "Plateau après cet événement", "start": "début\u00a0: le plateau tel "
           "que le scénario le pose", "event": "événement {k} sur {n}", "end": "fin de la résolution\u00a0: le "
           "plateau final", "search": "Chercher dans les événements et les règles", "rules": "Règles",
           "events": "Événements", "none_found": "aucun résultat", "more": "… et {n} de plus",
           "sequence": "Déroulement", "final": "Plateau final", "empty": "rien",
           "assumptions": "Hypothèses (décisions non scriptées)", "none": "aucune", "assumed": "supposé",
           "readings": "Lectures (là où les règles fournies se taisent)", "first_at": "d'abord à l'événement",
           "cited": "Règles citées", "first": "Début", "prev": "Précédent", "next": "Suivant", "last": "Fin",
           "close": "Fermer", "open_all": "Tout déplier", "fold_all": "Tout replier", "toggle": "Plier ou déplier",
           "fold": "↻ ×{n} en tout\u00a0: {the} {k} événement{s} ci-dessus encore {m} fois (événements {a} à {b})",
           "keys": "Touches\u00a0: ← → un événement, Début / Fin le premier / le dernier, / pour chercher. Touchez le "
                   "numéro d'un événement pour y aller, l'identifiant d'une règle pour la lire.",
           "nojs": "Le pas à pas demande JavaScript\u00a0; tout le déroulement est ci-dessous."},
}


@dataclass(frozen=True)
class Fold:
    """A loop's rounds in the trace: ``length`` events from ``start`` (an index) repeated ``rounds`` times in a
    row; the first round is shown, the others are folded."""

    start: int
    length: int
    rounds: int

    @property
    def hidden(self) -> range:
        """The indices of the folded events (every round but the first)."""
        return range(self.start + self.length, self.start + self.length * self.rounds)


def find_folds(events: list[Event]) -> list[Fold]:
    """Runs of structurally identical events: the same kinds, rules, actors and texts but for their numbers
    (handles, emblem numbers, counts), at any nesting; from left to right, at each place the run that covers
    the most events. Short runs stay in sight (see ``MIN_HIDDEN``)."""
    kinds: dict[tuple[object, ...], int] = {}
    sig = [-e.seq if e.kind in NEVER_FOLDED else
           kinds.setdefault((e.kind, e.rules, e.actor, re.sub(r"\d+", "#", e.en)), len(kinds)) for e in events]
    folds, i, n = [], 0, len(sig)
    while i < n:
        best: tuple[int, int] = (0, 0)  # (events covered, round length)
        for length in range(1, min(MAX_ROUND, (n - i) // MIN_ROUNDS) + 1):
            if sig[i + length] != sig[i]:
                continue
            rounds = 1
            while sig[i + rounds * length: i + (rounds + 1) * length] == sig[i: i + length]:
                rounds += 1
            if rounds >= MIN_ROUNDS and (rounds - 1) * length >= MIN_HIDDEN and rounds * length > best[0]:
                best = (rounds * length, length)
        if best[0]:
            folds.append(Fold(i, best[1], best[0] // best[1]))
            i += best[0]
        else:
            i += 1
    return folds


def record(scenario: Scenario, lang: str = "en") -> tuple[Resolution, BoardFilm]:
    """Resolve ``scenario`` while filming the board after each event."""
    from judge.resolve import resolve

    film = BoardFilm(lang)
    result = resolve(scenario, watch=film.watch, on_event=film.event)
    film.finish(result.state)
    return result, film


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _rule_links(rules: tuple[str, ...]) -> str:
    return ", ".join(f'<a class="rl" href="#r-{_e(r)}">{_e(r)}</a>' for r in rules)


def _event_item(event: Event, lang: str, shown_in: object) -> str:
    """One event; ``data-p`` gives its parent when it is shown elsewhere (its parent is in a fold)."""
    moved = f' data-p="{event.parent}"' if event.parent is not None and shown_in != event.parent else ""
    return (f'<li id="{event.id}" data-seq="{event.seq}" data-k="{event.kind}"{moved}><a class="n" href="#{event.id}">'
            f'{event.seq}</a> <span class="t">{_e(event.text(lang))}</span> '
            f'<span class="r">[{_rule_links(event.rules)}]</span>')


def trace_list(events: list[Event], lang: str) -> str:
    """The sequence as nested lists (an event's list holds the events nested in it); each fold's rounds are a
    ``<details>`` (unfoldable without JavaScript) placed where they begin, and an event whose parent is
    folded is shown in the nearest list outside the fold. Lists nest at most ``MAX_NESTING`` deep (browsers
    flatten HTML nested past a few hundred elements, and a phone cannot show it)."""
    w = WORDS[lang]
    folds = find_folds(events)
    region: dict[int, int] = {}  # event seq → the fold holding it
    for number, fold in enumerate(folds):
        for i in fold.hidden:
            region[events[i].seq] = number
    parent_of = {e.seq: e.parent for e in events}
    children: dict[object, list[object]] = {}  # a list's key (None, an event seq, ("fold", n)) → its items

    def holder(seq: int, own: int | None) -> object:
        up = parent_of[seq]
        while up is not None:
            if region.get(up) == own:
                return up
            if own is not None:
                return ("fold", own)
            up = parent_of[up]
        return ("fold", own) if own is not None else None

    first_of = {events[fold.hidden.start].seq: number for number, fold in enumerate(folds)}
    shown_in: dict[int, object] = {}  # event seq → the list it is shown in
    fold_in: dict[int, object] = {}  # fold number → the list its <details> is in
    levels: dict[object, int] = {None: 0}

    def level(key: object) -> int:
        """How many lists deep ``key``'s own list is."""
        if key not in levels:
            levels[key] = level(fold_in[key[1]] if isinstance(key, tuple) else shown_in[int(str(key))]) + 1
        return levels[key]

    def capped(key: object) -> object:
        """Past ``MAX_NESTING`` lists, an event is shown beside its parent (``data-p`` names the parent)."""
        return shown_in[int(str(key))] if key is not None and not isinstance(key, tuple) and \
            level(key) >= MAX_NESTING else key

    for event in events:
        if event.seq in first_of:
            number = first_of[event.seq]
            fold_in[number] = capped(holder(event.seq, None))
            children.setdefault(fold_in[number], []).append(("fold", number, event.seq))
        shown_in[event.seq] = capped(holder(event.seq, region.get(event.seq)))
        children.setdefault(shown_in[event.seq], []).append(event.seq)
    by_seq = {e.seq: e for e in events}

    def order(item: object) -> int:
        return item[2] if isinstance(item, tuple) else int(str(item))  # a fold goes where its rounds begin

    out: list[str] = []

    def write(key: object) -> None:
        items = sorted(children.get(key, []), key=order)
        if not items:
            return
        out.append("<ol>")
        for item in items:
            if isinstance(item, tuple):
                fold = folds[item[1]]
                a, b = events[fold.hidden.start].seq, events[fold.hidden.stop - 1].seq
                summary = w["fold"].format(n=fold.rounds, k=fold.length, m=fold.rounds - 1, a=a, b=b,  # French agrees
                                           s="s" if fold.length > 1 else "", the="les" if fold.length > 1 else "le")
                out.append(f'<li class="fold" data-first="{a}" data-last="{b}"><details><summary>{_e(summary)}'
                           f'</summary>')
                write(("fold", item[1]))
                out.append("</details></li>")
            else:
                seq = int(str(item))
                out.append(_event_item(by_seq[seq], lang, shown_in[seq]))
                write(item)
                out.append("</li>")
        out.append("</ol>")

    write(None)
    return "".join(out).replace("<ol>", '<ol class="trace">', 1)


def board_html(rows: list[Row], lang: str) -> str:
    """The rows of a board that hold something, as the page's JavaScript writes them too."""
    out = []
    for label, items in rows:
        if items:
            out.append(f'<div class="row"><span class="k">{_e(label)}</span><ul class="v">'
                       + "".join(f"<li>{_e(item)}</li>" for item in items) + "</ul></div>")
    return "".join(out) or f'<p class="empty">{WORDS[lang]["empty"]}</p>'


def _rules_cited(res: Resolution, lang: str) -> str:
    out = ['<dl class="rules">']
    for rule_id in sorted(res.trace.rules_cited(), key=rules_index.sort_key):
        entry = rules_index.get(rule_id)
        language: Literal["en", "fr"] = "fr" if lang == "fr" else "en"
        title = entry.title.get(language) if entry.kind == "glossary" else ""
        body = " ".join(entry.text.get(language).split())
        out.append(f'<dt id="r-{_e(rule_id)}">{_e(rule_id)}</dt><dd>{_e(f"{title}: {body}" if title else body)}</dd>')
    return "".join(out) + "</dl>"


def _assumptions(res: Resolution, lang: str) -> str:
    from judge.render.header import given_up_lines, unused_answers  # as judge.resolve is: only when a page is made

    w = WORDS[lang]
    unused = unused_answers(res.unused, lang)
    if not res.assumptions and not unused:
        return f"<p>{w['none']}</p>"
    items = [f"<li>{_e(unused)}</li>"] if unused else []
    for decision, answer in res.assumptions:
        keys = {o.key for o in decision.options}
        chosen = ", ".join(decision.labels(k)[0 if lang == "en" else 1] if k in keys else k for k in answer.keys)
        text = decision.en if lang == "en" else decision.fr
        given_up = "".join(f"<li>{_e(line)}</li>" for line in given_up_lines(decision, answer, lang))
        items.append(f"<li>{w['assumed']}: {_e(text)} → {_e(chosen)} [{_rule_links(decision.rules)}]"
                     + (f"<ul>{given_up}</ul>" if given_up else "") + "</li>")
    return "<ul>" + "".join(items) + "</ul>"


def _readings(res: Resolution, lang: str) -> str:
    w = WORDS[lang]
    if not res.readings:
        return f"<p>{w['none']}</p>"
    return "<ul>" + "".join(
        f'<li>{_e(r.en if lang == "en" else r.fr)} ({w["first_at"]} <a class="n" href="#e{seq}">{seq}</a>) '
        f"[{_rule_links(r.rules)}]</li>" for r, seq in res.readings) + "</ul>"


def render_replay(res: Resolution, film: BoardFilm, lang: str = "en") -> str:
    """The page, from a resolution and the board filmed after each of its events (:func:`record`)."""
    w = WORDS[lang]
    sc = res.scenario
    title = sc.text("title", lang) or sc.id
    question = " ".join(sc.text("question", lang).split())
    ruling = " ".join(sc.text("ruling", lang).split())
    events = list(res.trace)
    data = {"lang": lang, "words": {k: w[k] for k in SCRIPT_WORDS}, "events": len(events), "labels": film.labels,
            "strings": film.strings,
            "frames": [[[row, kept, *items] for row, (kept, items) in sorted(frame.items())] for frame in film.frames]}
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    parts = {
        "__LANG__": lang, "__TITLE__": _e(title), "__ID__": _e(sc.id),
        "__H_QUESTION__": w["question"], "__QUESTION__": _e(question) or f"<em>{w['none']}</em>",
        "__H_RULING__": w["ruling"], "__RULING__": _e(ruling) or f'<em class="no-ruling">{w["no_ruling"]}</em>',
        "__H_REPLAY__": w["replay"], "__NOJS__": w["nojs"], "__KEYS__": _e(w["keys"]),
        "__FIRST__": w["first"], "__PREV__": w["prev"], "__NEXT__": w["next"], "__LAST__": w["last"],
        "__BOARD_NOW__": w["board_now"], "__SEARCH__": w["search"], "__CLOSE__": w["close"],
        "__H_SEQUENCE__": w["sequence"], "__OPEN_ALL__": w["open_all"], "__FOLD_ALL__": w["fold_all"],
        "__TRACE__": trace_list(events, lang),
        "__H_FINAL__": w["final"], "__FINAL__": board_html(board_rows(res.state, lang), lang),
        "__H_ASSUMPTIONS__": w["assumptions"], "__ASSUMPTIONS__": _assumptions(res, lang),
        "__H_READINGS__": w["readings"], "__READINGS__": _readings(res, lang),
        "__H_RULES__": w["cited"], "__RULES__": _rules_cited(res, lang),
    }
    template = (resources.files("judge.render") / "assets" / "replay.html").read_text(encoding="utf-8")
    head, tail = (re.sub(r"__[A-Z_]+__", lambda m: parts.get(m.group(0), m.group(0)), half)
                  for half in template.split("__DATA__"))
    return head + payload + tail
