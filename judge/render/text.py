"""``--format text``: a numbered, indented sequence, each line ending with its rule ids."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from judge.render.board import board_data
from judge.render.fold import Fold, fold_view
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


def render_text(res: Resolution, console: Console, lang: str = "en", full: bool = False) -> None:
    """Print the resolution: header, the numbered sequence (a loop's rounds folded, unless ``full``), the final
    board, the assumptions."""
    head = HEAD[lang]
    sc = res.scenario
    console.print(Text(f"{head[0]}: {sc.id}" + (f" — {sc.title}" if sc.title else ""), style="bold"))
    if sc.question:
        console.print(Text(f"{head[1]}: {' '.join(sc.question.split())}"))
    console.print()
    for event in fold_view(res.trace.events, full):
        if isinstance(event, Fold):
            console.print(Text(f"     {_indent(event.depth)}↻ {event.text(lang)}", style="bold"), soft_wrap=True)
            continue
        depth = event.depth
        if event.kind == "phase" and depth == 0 and event.seq > 1:
            console.print()
        line = Text(f"{event.seq:>4} {_indent(depth)}")
        line.append(event.text(lang), style=STYLES.get(event.kind, ""))
        line.append(f"  [{', '.join(event.rules)}]", style="dim")
        console.print(line, soft_wrap=True)
    console.print()
    console.print(Text(head[2], style="bold"))
    board = board_data(res.state)
    for player, zones in board["players"].items():
        parts = []
        for zone, content in zones.items():
            if zone == "mana":
                if content["orbs"]:
                    parts.append(f"mana {content['orbs'] - content['exhausted']}/{content['orbs']} ready")
            elif zone == "deck":
                if content:
                    parts.append(f"deck {content}")
            elif content:
                parts.append(f"{zone}: " + ", ".join(_grouped(content)))
        console.print(Text(f"  {player}: " + ("; ".join(parts) or "—")))
    if board["limbo"]:
        console.print(Text("  limbo: " + ", ".join(_short(o) for o in board["limbo"])))
    console.print()
    console.print(Text(head[3], style="bold"))
    if not res.assumptions:
        console.print(Text(f"  {head[4]}"))
    for decision, answer in res.assumptions:
        chosen = ", ".join(answer.keys)
        rest = [o.key for o in decision.options if o.key not in answer.keys]
        more = decision.options_count - len(answer.keys) - MAX_OPTIONS  # only the first options may be kept
        others = ", ".join(rest[:MAX_OPTIONS]) + (f", … {more} more" if more > 0 else "")
        text = decision.en if lang == "en" else decision.fr
        word = ("assumed", "other options") if lang == "en" else ("supposé", "autres options")
        console.print(Text(f"  {word[0]}: {text} → {chosen} ({word[1]}: {others or '—'}) "
                           f"[{', '.join(decision.rules)}]"))
    console.print()
    console.print(Text(head[5], style="bold"))
    if not res.readings:
        console.print(Text(f"  {head[4]}"))
    for reading, seq in res.readings:
        text = reading.en if lang == "en" else reading.fr
        console.print(Text(f"  {reading.id}: {text} ({head[6]} {seq}) [{', '.join(reading.rules)}]"))


def _indent(depth: int) -> str:
    """Two spaces a level, up to MAX_INDENT levels; deeper, the depth in brackets."""
    return "  " * depth if depth <= MAX_INDENT else "  " * MAX_INDENT + f"[{depth}] "


def _grouped(objects: list[object]) -> list[str]:
    """Objects in a zone, runs of the same card with the same counters shown once with a count (and, for
    objects that changed zone, the range of handles they were)."""
    out: list[str] = []
    run: list[object] = []
    for obj in [*objects, None]:
        if run and obj is not None and _run_key(obj) == _run_key(run[0]):
            run.append(obj)
            continue
        if len(run) == 1:
            out.append(_short(run[0]))
        elif run:
            first, last = _fields(run[0]), _fields(run[-1])
            was = f", was {first['was']} … {last['was']}" if "was" in first else ""
            out.append(f"{len(run)}× {_card_key(run[0])} ({first['card']} … {last['card']}{was})")
        run = [obj] if obj is not None else []
    return out


def _fields(obj: object) -> dict[str, object]:
    return dict(obj) if isinstance(obj, dict) else {"card": obj}


def _card_key(obj: object) -> str:
    """The card and its counters, without the handle."""
    data = _fields(obj)
    extra = [f"{k}={v}" for k, v in data.items() if k not in ("card", "was")]
    return str(data["card"]).split("#")[0] + (f" ({', '.join(extra)})" if extra else "")


def _run_key(obj: object) -> tuple[str, bool]:
    """What a run of objects shares: the card, its counters, and whether it changed zone."""
    return _card_key(obj), "was" in _fields(obj)


def _short(obj: object) -> str:
    if isinstance(obj, dict):
        extra = [f"{k}={v}" for k, v in obj.items() if k not in ("card", "was")]
        if "was" in obj:
            extra.append(f"was {obj['was']}")
        return f"{obj['card']} ({', '.join(extra)})"
    return str(obj)
