"""``judge explore`` output in text and Markdown, English or French: the distinct outcomes in words, the
decisions that lead to each, and what the choices change (the words: judge.render.explore_words)."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from judge.explore import Exploration
from judge.render.explore_words import changes, outcome_words, say

SHOWN_PATHS = 3


def exploration_lines(result: Exploration, lang: str = "en", shown: int = 12,
                      markdown: bool = False) -> list[tuple[str, str]]:
    """The exploration as (style, line) pairs: ``bold`` headings, plain lines, ``dim`` notes."""
    h2, h3, item, sub = ("## ", "### ", "- ", "  - ") if markdown else ("", "", "  ", "    ")
    then = f" {say('then', lang)} "
    colon = " :" if lang == "fr" else ":"
    lines = [("bold", f"{'# ' if markdown else ''}{result.scenario}"),
             ("", say("head", lang, n=len(result.outcomes)))]
    for outcome in outcome_words(result, lang, shown):
        lines += [("", ""), ("bold", f"{h2}{say('outcome', lang, n=outcome.number)} — "
                                     f"{say('reached', lang, n=outcome.path_count)}")]
        lines += [("", f"{item}{sentence}.") for sentence in outcome.statement]
        lines.append(("", f"{item}{say('decisions', lang)}{colon}"))
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
            lines.append(("", f"{item}{heading}{colon}"))
        lines += [("", f"{item if markdown else sub}{value}") for value in values]
    return lines


def render_exploration(result: Exploration, console: Console, shown: int = 12, lang: str = "en") -> None:
    """The ``shown`` most reached outcomes in words, their decisions, then what the choices change."""
    for style, line in exploration_lines(result, lang, shown):
        console.print(Text(line, style=style))


def exploration_markdown(result: Exploration, lang: str = "en", shown: int = 12) -> str:
    """The same as Markdown: a heading per outcome and per changed zone."""
    return "\n".join(line for _, line in exploration_lines(result, lang, shown, markdown=True)) + "\n"
