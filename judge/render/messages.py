"""Events in words: an event's :class:`~judge.events.Msg` said in English or French, from one message table per
language (:mod:`judge.render.messages_en`, :mod:`judge.render.messages_fr`), only when the event is shown."""

from __future__ import annotations

import string
from collections.abc import Mapping

from judge.engine.words import Label, capitalised, de, named_words, zone_words
from judge.events import De, Join, Msg, Named, Pair, Zone
from judge.render.messages_en import MESSAGES as EN
from judge.render.messages_fr import MESSAGES as FR

TABLES: dict[str, Mapping[str, str]] = {"en": EN, "fr": FR}


def render(msg: Msg, lang: str) -> str:
    """The message in ``lang`` (``en`` or ``fr``): its template filled with its values, each said in ``lang``."""
    return TABLES["fr" if lang == "fr" else "en"][msg.mid].format_map(_Said(msg.values, lang))


class _Said:
    """A message's values, each said in one language as the template asks for it."""

    __slots__ = ("lang", "values")

    def __init__(self, values: Mapping[str, object], lang: str) -> None:
        self.values, self.lang = values, lang

    def __getitem__(self, name: str) -> str:
        return say(self.values[name], self.lang)


def say(value: object, lang: str) -> str:
    """One value of a message in ``lang``: a label, an object, a zone, a list, a nested message, a number."""
    if isinstance(value, Label):
        return value.fr if lang == "fr" else str(value)
    if isinstance(value, str):
        return value
    if isinstance(value, Msg):
        return render(value, lang)
    if isinstance(value, Named):
        return named_words(value, lang)
    if isinstance(value, Zone):
        words = zone_words(value.key)[1 if lang == "fr" else 0]
        return capitalised(words) if value.capital else words
    if isinstance(value, Join):
        return say(value.sep, lang).join(say(item, lang) for item in value.items) or say(value.empty, lang)
    if isinstance(value, De):
        return de(say(value.value, lang)) if lang == "fr" else say(value.value, lang)
    if isinstance(value, Pair):
        return value.fr if lang == "fr" else value.en
    return str(value)


def fields(template: str) -> set[str]:
    """The names of the values a template uses."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}
