"""Events in words: an event's :class:`~judge.events.Msg` said in English or French, from one message table per
language (:mod:`judge.render.messages_en`, :mod:`judge.render.messages_fr`), only when the event is shown."""

from __future__ import annotations

import string
from collections.abc import Mapping

from judge.engine.words import Label, capitalised, de, named_words, singular, zone_words
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

    def __getitem__(self, name: str) -> object:
        value = self.values[name]
        if isinstance(value, int) and not isinstance(value, bool):
            return _Number(value, self.lang)
        if isinstance(value, Join):
            return _Said.Items(say(value, self.lang), len(value.items), self.lang)
        return _Said.Text(say(value, self.lang))

    class Text(str):
        """A value said in words: a template may still ask its words to agree with it (``{what:is|are}``), and a
        value that is not a number takes the plural form (a count said in words, "X")."""

        __slots__ = ()

        def __format__(self, spec: str) -> str:
            """The words (no spec), the plural form of ``one|many``, or (``de``) the words after French "de",
            elided or contracted (« d'Éclaireur », « d'une carte », « du Deck »: :func:`~judge.engine.words.de`)."""
            if spec == "de":
                return de(str(self))
            return spec.split("|", 1)[1] if "|" in spec else str.__format__(self, spec)

    class Items(str):
        """A list of values said in words, which the words after it agree with as with its number of items:
        ``{zones:s'Élève|s'Élèvent}`` says « s'Élève » after one expedition, « s'Élèvent » after two."""

        size: int
        lang: str

        def __new__(cls, words: str, count: int, lang: str) -> _Said.Items:
            """The words of the list, its number of items and the template's language."""
            made = super().__new__(cls, words)
            made.size, made.lang = count, lang
            return made

        def __format__(self, spec: str) -> str:
            """The words (no spec), the words after French "de" (``de``), or the form of ``one|many`` that agrees
            with the number of items."""
            if spec == "de":
                return de(str(self))
            if "|" not in spec:
                return str.__format__(self, spec)
            one, many = spec.split("|", 1)
            return one if singular(self.size, self.lang) else many


class _Number:
    """A number in a template, which the words after it agree with: ``{count:target|targets}`` says ``target``
    when the number is singular in the template's language (English: 1; French: 0 and 1, « 0 cible »), else
    ``targets``; ``{count}`` says the number itself."""

    __slots__ = ("lang", "number")

    def __init__(self, number: int, lang: str) -> None:
        self.number, self.lang = number, lang

    def __format__(self, spec: str) -> str:
        """The number (no spec), or the form of ``one|many`` that agrees with it."""
        if "|" not in spec:
            return format(self.number, spec)
        one, many = spec.split("|", 1)
        return one if singular(self.number, self.lang) else many


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
