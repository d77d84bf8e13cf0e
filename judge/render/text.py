"""``--format text``: a numbered, indented sequence, each line ending with its rule ids."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.text import Text

from judge.engine.decisions import Decision
from judge.engine.words import ZONE_NAMES, capitalised, player_name, status_name
from judge.render.board import board_data
from judge.render.header import colon, one_line, semicolon, untranslated_note
from judge.resolve import Resolution

STYLES = {"phase": "bold magenta", "play": "bold cyan", "step": "bold", "atomic": "green",
          "reaction_activated": "yellow", "reaction_played": "bold yellow", "reaction_check": "blue",
          "decision": "cyan", "cap_reached": "bold red", "refused": "bold red", "ignored": "dim",
          "modifier": "magenta", "not_yet": "red"}
MAX_INDENT = 12
MAX_OPTIONS = 8
HEAD = {"en": ("Scenario", "Question", "Final board", "Assumptions (decisions not scripted)", "none",
               "Readings (where the seed rules are silent)", "first at event"),
        "fr": ("Scénario", "Question", "Plateau final", "Hypothèses (décisions non scriptées)", "aucune",
               "Lectures (là où les règles fournies se taisent)", "d'abord à l'événement")}


def render_text(res: Resolution, console: Console, lang: str = "en") -> None:
    """Print the resolution: header, the numbered sequence, the final board, the assumptions."""
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
    for event in res.trace:
        depth = res.trace.depth(event)
        if event.kind == "phase" and depth == 0 and event.seq > 1:
            console.print()
        indent = "  " * depth if depth <= MAX_INDENT else "  " * MAX_INDENT + f"[{depth}] "
        line = Text(f"{event.seq:>4} {indent}")
        line.append(event.text(lang), style=STYLES.get(event.kind, ""))
        line.append(f"  [{', '.join(event.rules)}]", style="dim")
        console.print(line, soft_wrap=True)
    console.print()
    console.print(Text(head[2], style="bold"))
    board = board_data(res.state)
    for row in board_lines(board, lang):
        console.print(Text(row))
    console.print()
    console.print(Text(head[3], style="bold"))
    if not res.assumptions:
        console.print(Text(f"  {head[4]}"))
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


def board_lines(board: dict[str, Any], lang: str = "en") -> list[str]:
    """The final board of :func:`board_data`, one line per player and one for Limbo (in French: the zones'
    French names, « : » and « ; » spaced)."""
    fr = lang == "fr"
    c, sep = colon(lang), semicolon(lang)
    lines = []
    for player, zones in board["players"].items():
        parts = []
        for zone, content in zones.items():
            if zone == "mana":
                if content["orbs"]:
                    ready = content["orbs"] - content["exhausted"]
                    parts.append(f"Mana{c} {ready}/{content['orbs']} prête(s)" if fr
                                 else f"mana {ready}/{content['orbs']} ready")
            elif zone == "deck":
                if content:
                    parts.append(f"Deck{c} {content}" if fr else f"deck {content}")
            elif content:
                name = capitalised(ZONE_NAMES[zone][1]) if fr else zone
                parts.append(f"{name}{c} " + ", ".join(_grouped(content, lang)))
        who = player_name(player) if fr else player
        lines.append(f"  {who}{c} " + (sep.join(parts) or "—"))
    if board["limbo"]:
        lines.append(f"  {'Limbo' if fr else 'limbo'}{c} " + ", ".join(_short(o, lang) for o in board["limbo"]))
    return lines


def _grouped(objects: list[object], lang: str = "en") -> list[str]:
    """Objects in a zone, runs of the same card with the same counters shown once with a count (and, for
    objects that changed zone, the range of handles they were)."""
    out: list[str] = []
    run: list[object] = []
    was_word = "était" if lang == "fr" else "was"
    for obj in [*objects, None]:
        if run and obj is not None and _run_key(obj) == _run_key(run[0]):
            run.append(obj)
            continue
        if len(run) == 1:
            out.append(_short(run[0], lang))
        elif run:
            first, last = _fields(run[0]), _fields(run[-1])
            was = f", {was_word} {first['was']} … {last['was']}" if "was" in first else ""
            out.append(f"{len(run)}× {_card_key(run[0], lang)} ({first['card']} … {last['card']}{was})")
        run = [obj] if obj is not None else []
    return out


def _fields(obj: object) -> dict[str, object]:
    return dict(obj) if isinstance(obj, dict) else {"card": obj}


def _extras(data: dict[str, object], lang: str) -> list[str]:
    """An object's counters and statuses: ``boosts=1, exhausted=True`` (in French: "1 boost(s), épuisé")."""
    if lang != "fr":
        return [f"{k}={v}" for k, v in data.items() if k not in ("card", "was")]
    said = []
    for key, value in data.items():
        if key == "boosts":
            said.append(f"{value} boost(s)")
        elif key == "statuses" and isinstance(value, list):
            said += [status_name(str(s))[1] for s in value]
        elif key == "exhausted":
            said.append("épuisé")
        elif key == "owner":
            said.append(f"propriétaire{colon(lang)} {player_name(str(value))}")
    return said


def _card_key(obj: object, lang: str = "en") -> str:
    """The card and its counters, without the handle."""
    data = _fields(obj)
    extra = _extras(data, lang)
    return str(data["card"]).split("#")[0] + (f" ({', '.join(extra)})" if extra else "")


def _run_key(obj: object) -> tuple[str, bool]:
    """What a run of objects shares: the card, its counters, and whether it changed zone."""
    return _card_key(obj), "was" in _fields(obj)


def _short(obj: object, lang: str = "en") -> str:
    if isinstance(obj, dict):
        extra = _extras(obj, lang)
        if "was" in obj:
            extra.append(f"{'était' if lang == 'fr' else 'was'} {obj['was']}")
        return f"{obj['card']} ({', '.join(extra)})"
    return str(obj)
