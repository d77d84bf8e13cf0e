"""``judge explore`` output in text and Markdown, English or French: the distinct outcomes in words, the
decisions that lead to each, and what the choices change (the words: judge.render.explore_words)."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from judge.explore import Exploration
from judge.render.explore_words import changes, outcome_words, say
from judge.render.header import colon, one_line, untranslated_note
from judge.scenario.loader import Scenario

SHOWN_PATHS = 3


def exploration_lines(result: Exploration, lang: str = "en", shown: int = 12, markdown: bool = False,
                      scenario: Scenario | None = None) -> list[tuple[str, str]]:
    """The exploration as (style, line) pairs: ``bold`` headings, plain lines, ``dim`` notes; with the
    ``scenario``, its title and question first (in French, with the note of what has no translation)."""
    h2, h3, item, sub = ("## ", "### ", "- ", "  - ") if markdown else ("", "", "  ", "    ")
    then = f" {say('then', lang)} "
    c = colon(lang)
    title = scenario.text("title", lang) if scenario is not None else ""
    lines = [("bold", f"{'# ' if markdown else ''}{title or result.scenario}")]
    if markdown and scenario is not None:
        lines.append(("", ""))
    if scenario is not None:
        question = scenario.text("question", lang)
        if question:
            lines.append(("", f"**{say('question', lang)}** — {one_line(question)}" if markdown
                          else f"{say('question', lang)}{c} {one_line(question)}"))
        note = untranslated_note(scenario, lang, ("title", "question"))
        if note:
            lines.append(("dim", f"_{note}_" if markdown else note))
        if markdown or question or note:
            lines.append(("", ""))
    lines.append(("", say("head", lang, n=len(result.outcomes))))
    if result.target_sets:
        lines.append(("dim", f"_{say('sets', lang)}_" if markdown else say("sets", lang)))
    for outcome in outcome_words(result, lang, shown):
        lines += [("", ""), ("bold", f"{h2}{say('outcome', lang, n=outcome.number)} — "
                                     f"{say('reached', lang, n=outcome.path_count)}")]
        lines += [("", f"{item}{sentence}.") for sentence in outcome.statement]
        lines.append(("", f"{item}{say('decisions', lang)}{c}"))
        for path in outcome.paths[:SHOWN_PATHS]:
            lines.append(("", f"{sub}{then.join(path) if path else say('no_choice', lang)}"))
    hidden = len(result.outcomes) - shown
    if hidden > 0:
        lines += [("", ""), ("dim", say("more", lang, n=hidden))]
    rows = changes(result, lang, shown)
    lines.append(("", ""))
    if not rows:
        lines.append(("", say("same", lang)))
        return lines
    lines.append(("bold", f"{h2}{say('changes', lang)}"))
    for heading, values in rows:
        if markdown:
            lines += [("", ""), ("bold", f"{h3}{heading}"), ("", "")]
        else:
            lines.append(("", f"{item}{heading}{c}"))
        lines += [("", f"{item if markdown else sub}{value}") for value in values]
    return lines


def render_exploration(result: Exploration, console: Console, shown: int = 12, lang: str = "en",
                       scenario: Scenario | None = None) -> None:
    """The ``shown`` most reached outcomes in words, their decisions, then what the choices change."""
    for style, line in exploration_lines(result, lang, shown, scenario=scenario):
        console.print(Text(line, style=style))


def exploration_markdown(result: Exploration, lang: str = "en", shown: int = 12,
                         scenario: Scenario | None = None) -> str:
    """The same as Markdown: a heading per outcome and per changed zone."""
    return "\n".join(line for _, line in exploration_lines(result, lang, shown, markdown=True,
                                                           scenario=scenario)) + "\n"
