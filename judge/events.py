"""Events as data (issue 12, part 5): the kinds of event and the message each one carries.

The engine records what happened, not how to say it: an event's :class:`Msg` is a message id and the plain
values it needs (numbers, names, zone keys, an object's card and handle, nested messages), captured when the
event is emitted. The words are made by the render layer (:mod:`judge.render.messages`, one table per
language) only when the event is shown: when nobody reads the trace (``judge explore``), no text is made.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from judge.model.cards import CardDef
from judge.model.copies import share


class EventKind(StrEnum):
    """The kinds of event in a trace; each is its own string, as JSON, ``expect:`` (``kind: step``) and the
    graph's ``kind`` attribute give it."""

    PHASE = "phase"
    DAY = "day"
    PLAY = "play"
    DECLARE = "declare"
    LEGAL = "legal"
    PAY_COSTS = "pay_costs"
    TO_LIMBO = "to_limbo"
    RESOLVE = "resolve"
    STEP = "step"
    INSTANT = "instant"
    ATOMIC = "atomic"
    MODIFIER = "modifier"
    REACTION_ACTIVATED = "reaction_activated"
    CAP_REACHED = "cap_reached"
    REACTION_CHECK = "reaction_check"
    REACTION_PLAYED = "reaction_played"
    DECISION = "decision"
    IGNORED = "ignored"
    CEASES = "ceases"
    NO_EFFECT = "no_effect"
    INTERNAL_ACTION = "internal_action"
    DAILY_EFFECT = "daily_effect"
    TURN = "turn"
    TURN_END = "turn_end"
    PASS = "pass"
    EFFECT = "effect"
    REFUSED = "refused"
    NOTE = "note"
    STATUS = "status"
    CONDITION = "condition"
    FIRST_PLAYER = "first_player"
    COMPARE = "compare"
    REVEAL = "reveal"
    NOT_YET = "not_yet"
    TIE = "tie"


class Msg:
    """A message: its id in the message tables and the values it is said with (keyword arguments).

    Values are plain data: ``str``, ``int``, a :class:`~judge.engine.words.Label` (its English and French),
    :class:`Named`, :class:`Zone`, :class:`Join`, :class:`De`, :class:`Pair`, or a nested :class:`Msg`. Equal
    and hashable as its id and values, so a procedure may keep one in a field.
    """

    __slots__ = ("mid", "values")

    def __init__(self, mid: str, /, **values: object) -> None:
        self.mid = mid
        self.values = values

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and self.mid == other.mid and self.values == other.values

    def __hash__(self) -> int:
        return hash((self.mid, tuple(self.values.items())))

    def __repr__(self) -> str:
        return f"Msg({self.mid!r}, {self.values!r})"

    def __reduce__(self) -> tuple[object, ...]:
        return _msg, (self.mid, tuple(self.values.items()))


def message(mid: str, /, **values: object) -> Msg:
    """``Msg(mid, **values)``, made without the class's call: for the messages the engine makes with every event of a
    step or a Reaction (an instance made with keyword arguments goes through a dictionary made and unpacked again,
    which costs more than the message)."""
    made = _new(Msg)
    made.mid = mid
    made.values = values
    return made


_new = object.__new__


def _msg(mid: str, items: tuple[tuple[str, object], ...]) -> Msg:
    """Rebuild a message (pickles, copies)."""
    return Msg(mid, **dict(items))


#: The message of an event nobody will read (the trace does not record: ``judge explore``), and the empty part
#: of a message (an optional clause left out).
UNSAID = Msg("unsaid")


class Named(NamedTuple):
    """An object as it was named when the event happened: its card, handle and number, and for a
    Reaction-Emblem the label of the reaction it carries (the renderer says "Ordis Recruit (ordis-recruit#7)")."""

    card: CardDef
    ref: str
    oid: int
    emblem_label: str | None = None


class Zone(NamedTuple):
    """A zone by its key (``alice.reserve``); ``capital``: said at the start of a sentence."""

    key: str
    capital: bool = False


class Join(NamedTuple):
    """Values said one after the other with ``sep`` between them (``empty`` when there are none)."""

    items: tuple[object, ...]
    sep: object = ", "
    empty: object = ""


class De(NamedTuple):
    """A value after French "de", which the French says with it (« de Bob », « d'Alice », « du Deck »);
    the English says the value alone."""

    value: object


class Pair(NamedTuple):
    """Words already made in both languages (a decision's question, a scenario's own label)."""

    en: str
    fr: str


def words(msg: Msg, lang: str) -> str:
    """A message in words (a decision's options are still words: see :mod:`judge.render.messages`)."""
    from judge.render.messages import render

    return render(msg, lang)


share(Msg, Named)  # immutable: a copy of the resolution shares them (an object keeps its Named: words.named)
