"""``--format text``: a numbered, indented sequence, each line ending with its rule ids."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from judge.engine.decisions import Decision
from judge.model.board import board_data
from judge.render.board_words import board_lines
from judge.render.fold import Fold, fold_view
from judge.render.header import colon, given_up_lines, one_line, untranslated_note, unused_answers
from judge.resolve import Resolution

STYLES = {"phase": "bold magenta", "play": "bold cyan", "step": "bold", "atomic": "green",
          "reaction_activated": "yellow", "reaction_played": "bold yellow", "reaction_check": "blue",
          "decision": "cyan", "cap_reached": "bold red", "refused": "bold red", "ignored": "dim",
          "modifier": "magenta", "not_yet": "red"}
MAX_INDENT = 12
MAX_OPTIONS = 8
BATCH = 256  # event lines per print (a long trace is not held twice)
HEAD = {"en": ("Scenario", "Question", "Final board", "Assumptions (decisions not scripted)", "none",
               "Readings (where the seed rules are silent)", "first at event"),
        "fr": ("Scénario", "Question", "Plateau final", "Hypothèses (décisions non scriptées)", "aucune",
               "Lectures (là où les règles fournies se taisent)", "d'abord à l'événement")}


def render_text(res: Resolution, console: Console, lang: str = "en", full: bool = False) -> None:
    """Print the resolution: header, the numbered sequence (a loop's rounds folded, unless ``full``), the final
    board, the assumptions."""
    head = HEAD[lang]
    sc = res.scenario
    c = colon(lang)
    title = sc.text("title", lang)
    console.print(Text(f"{head[0]}{c} {sc.id}" + (f" — {title}" if title else ""), style="bold"))
    question = sc.text("question", lang)
    if question:
        console.print(Text(f"{head[1]}{c} {one_line(question)}"))
    note = untranslated_note(sc, lang, ("title", "question"))
    if note:
        console.print(Text(note, style="dim"))
    console.print()
    lines: list[Text] = []  # printed BATCH lines at a time: rich's cost is per print more than per line
    for event in fold_view(res.trace.events, full):
        if isinstance(event, Fold):
            lines.append(Text(f"     {_indent(event.depth)}↻ {event.text(lang)}", style="bold"))
        else:
            depth = event.depth
            if event.kind == "phase" and depth == 0 and event.seq > 1:
                lines.append(Text())
            line = Text(f"{event.seq:>4} {_indent(depth)}")
            line.append(event.text(lang), style=STYLES.get(event.kind, ""))
            line.append(f"  [{', '.join(event.rules)}]", style="dim")
            lines.append(line)
        if len(lines) >= BATCH:
            console.print(Text("\n").join(lines), soft_wrap=True)
            lines = []
    if lines:
        console.print(Text("\n").join(lines), soft_wrap=True)
    console.print()
    console.print(Text(head[2], style="bold"))
    names = {o.ref: o.card.display("fr") for o in res.state.objects.values()} if lang == "fr" else {}
    for row in board_lines(board_data(res.state), lang, names):
        console.print(Text(row))
    console.print()
    console.print(Text(head[3], style="bold"))
    unused = unused_answers(res.unused, lang)
    if not res.assumptions and not unused:
        console.print(Text(f"  {head[4]}"))
    if unused:
        console.print(Text(f"  {unused}"))
    for decision, answer in res.assumptions:
        # the keys a `choices:` answer names; in French, the options in words
        chosen = ", ".join(_option(decision, k, lang) for k in answer.keys)
        rest = [_option(decision, o.key, lang) for o in decision.options if o.key not in answer.keys]
        more = decision.options_count - len(answer.keys) - MAX_OPTIONS  # only the first options may be kept
        others = ", ".join(rest[:MAX_OPTIONS]) + (f", … {more} {'de plus' if lang == 'fr' else 'more'}"
                                                  if more > 0 else "")
        text = decision.en if lang == "en" else decision.fr
        word = ("assumed", "other options") if lang == "en" else ("supposé", "autres options")
        c = colon(lang)
        console.print(Text(f"  {word[0]}{c} {text} → {chosen} ({word[1]}{c} {others or '—'}) "
                           f"[{', '.join(decision.rules)}]"))
        for given_up in given_up_lines(decision, answer, lang):
            console.print(Text(f"    {given_up}"))
    console.print()
    console.print(Text(head[5], style="bold"))
    if not res.readings:
        console.print(Text(f"  {head[4]}"))
    for reading, seq in res.readings:
        text = reading.en if lang == "en" else reading.fr
        console.print(Text(f"  {reading.id}{colon(lang)} {text} ({head[6]} {seq}) [{', '.join(reading.rules)}]"))


def _option(decision: Decision, key: str, lang: str) -> str:
    """An option of an assumed decision: its key in English (what `choices:` names), its words in French."""
    return key if lang == "en" else decision.labels(key)[1]


def _indent(depth: int) -> str:
    """Two spaces a level, up to MAX_INDENT levels; deeper, the depth in brackets."""
    return "  " * depth if depth <= MAX_INDENT else "  " * MAX_INDENT + f"[{depth}] "
