"""Values of the command-line options that several command groups share (``--lang``, ``--format``)."""

from __future__ import annotations

import enum


class Lang(enum.StrEnum):
    """Output language (or the language of a printed text)."""

    en = "en"
    fr = "fr"


class Format(enum.StrEnum):
    """Output format: text for people, JSON for scripts."""

    text = "text"
    json = "json"
