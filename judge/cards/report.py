"""The coverage report of an import: per verdict, counts and shares; what is not understood or not supported."""

from __future__ import annotations

from collections import Counter
from typing import Any

from judge.cards.library import ImportedCard
from judge.cards.parse import EXECUTABLE, NOT_UNDERSTOOD, UNSUPPORTED
from judge.visible import visible

VERDICTS = (EXECUTABLE, UNSUPPORTED, NOT_UNDERSTOOD)


def coverage(cards: list[ImportedCard], top: int = 10) -> dict[str, Any]:
    """Per language: abilities per verdict (count, share), the most frequent phrases and mechanisms."""
    out: dict[str, Any] = {"cards": len(cards), "languages": {}}
    for lang in ("en", "fr"):
        verdicts = [v for c in cards for v in c.verdicts.get(lang, [])]
        if not verdicts:
            continue
        counts = Counter(v.verdict for v in verdicts)
        total = len(verdicts)
        out["languages"][lang] = {
            "abilities": total,
            "verdicts": {k: {"count": counts[k], "share": round(counts[k] / total, 4)} for k in VERDICTS},
            "not_understood": Counter(v.reason for v in verdicts if v.verdict == NOT_UNDERSTOOD).most_common(top),
            "unsupported": Counter(v.reason for v in verdicts if v.verdict == UNSUPPORTED).most_common(top),
        }
    return out


def render_coverage(report: dict[str, Any]) -> str:
    """The report as text."""
    lines = [f"{report['cards']} cards"]
    for lang, data in report["languages"].items():
        lines.append(f"\n[{lang}] {data['abilities']} abilities")
        for verdict, figures in data["verdicts"].items():
            lines.append(f"  {verdict:<15} {figures['count']:>4}  {figures['share'] * 100:5.1f}%")
        lines.append("  most frequent not-understood phrases:")
        lines += [f"    {n:>3}  {visible(phrase)}" for phrase, n in data["not_understood"]] or ["    (none)"]
        lines.append("  most frequent unsupported mechanisms:")
        lines += [f"    {n:>3}  {visible(mech)}" for mech, n in data["unsupported"]] or ["    (none)"]
    return "\n".join(lines) + "\n"


def render_cards(cards: list[ImportedCard]) -> str:
    """Each card with each ability's verdict (English, or French when the card has no English text); what the card
    data says is shown with its control characters escaped (:func:`judge.visible.visible`)."""
    lines = []
    for card in cards:
        lang = "en" if card.verdicts.get("en") else "fr"
        lines.append(visible(f"{card.reference}  {card.entry.get('name', '')}"))
        for v in card.verdicts.get(lang, []):
            reason = f" — {v.reason}" if v.reason else ""
            lines.append(visible(f"  [{v.verdict}] {' '.join(v.printed.split())}{reason}"))
    return "\n".join(lines) + "\n"
