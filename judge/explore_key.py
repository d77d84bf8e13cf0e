"""The key of a paused resolution: two resolutions with equal keys have the same future.

``judge explore`` merges the states it reaches by this key. It is derived from the state's
own fields, not written by hand: the board, the agenda of pending work (each procedure with
all its fields), the decision awaiting, and the engine's counters, walked field by field. A
field is part of the key unless it is listed in :data:`EXCLUDED` with the reason it cannot
change the future (a test checks that every excluded field exists and has a reason, and that
every attribute of the engine is accounted for).

Numbers are replaced by what they stand for (see :mod:`judge.model.ids`): an object by its
place (zone, position) — the engine finds objects by place, and an object that changes zone
is a new object (1.4.4.a) —, an effect being resolved by its depth among those being
resolved; event numbers are left out (they number the trace, not the game). An object the
scenario's script names by number (``filler#8``) keeps its number too. Dictionaries are
compared in order, except those listed in :data:`UNORDERED`; sets as sets.

Reactions whose effect is done but for unwinding (its last step performed, the check after
it under way: only ceasing is left, 5.5.e) are compared as a multiset, each one mark in its place
on the agenda: their unwinding commutes (see :func:`unwinding_segments`). This is what makes
the orders in which independent Reactions are played reach the same states.
"""

from __future__ import annotations

import dataclasses
import re
import sys
import types
import typing
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, Union, get_args, get_origin, get_type_hints

from judge.engine.core import Engine, Proc
from judge.engine.decisions import LazyOptions
from judge.engine.effects import CheckReactions, PlayReaction, ResolveEffect, ResolveStep
from judge.model.cards import Cannot, CardDef, Condition, Modifier, Pattern, QuickAction, Reaction, Selector, Step, Verb
from judge.model.state import GameObject, GameState
from judge.scenario.loader import Action, ObjectSpec, PlaySpec, QuickActionSpec, TurnSpec
from judge.scenario.yamlnode import Y

#: Immutable definitions shared by every copy of a resolution (cards, abilities, the scenario's script): keyed by
#: identity, which is the same in every state of one exploration.
SHARED = (CardDef, Cannot, Condition, Modifier, Pattern, QuickAction, Reaction, Selector, Step, Verb, Action,
          ObjectSpec, PlaySpec, QuickActionSpec, TurnSpec, Y)

#: Fields left out of the key, each with why it cannot change what happens next.
EXCLUDED: dict[tuple[str, str], str] = {
    ("Engine", "cards"): "the scenario's cards: the same in every state of one exploration",
    ("Engine", "trace"): "what has been said so far, not what is left to do",
    ("Engine", "ret"): "read only right after it is set: at a decision it is stale",
    ("Engine", "frames"): "a counter of effect numbers: effects are compared by their depth among those resolving",
    ("Engine", "effect_stack"): "the effects being resolved: the same records as the ResolveEffect procedures' "
                                "progress, on the agenda",
    ("ModifierLoop", "rounds"): "counts the loop's rounds against a safety bound (6.2.h makes it unreachable): "
                                "the modifiers applied are in the actions and in what the loop has done",
    ("CheckReactions", "played"): "how many Reactions the check has played: said in the trace (4.4.b or 4.4.c), "
                                  "nothing else depends on it",
    ("Engine", "integrity_checks"): "a test setting",
    ("Engine", "exploring"): "the same in every state of one exploration",
    ("Engine", "trying"): "set only on the copies the search for a legal assumed answer tries, never explored",
    ("Engine", "answered_how"): "read only right after it is set (as ret): at a decision it is stale",
    ("Engine", "waiting_by"): "derived from pending: each player's waiting emblems in order, and how many",
    ("Engine", "pending_sources"): "derived from pending: the waiting emblems counted by controller and source",
    ("Engine", "doubled"): "derived from pending: the sources with two or more waiting emblems, per player",
    ("Engine", "deferred"): "notes waiting to be written in the trace: words, not play",
    ("Engine", "_decided"): "links the trace's events (which event a decision selected)",
    ("Engine", "_sources"): "derived from the board: which abilities function (1.2.4.d)",
    ("Engine", "_sources_version"): "derived from the board: when the abilities that function were listed",
    ("Engine", "functioning"): "derived from the board: which objects' abilities function",
    ("Engine", "source_keys"): "derived from the board: names of the abilities that function",
    ("Engine", "modifier_sources"): "derived from the board: the modifiers that function",
    ("Engine", "cannot_sources"): "derived from the board: the \"can't\" abilities that function",
    ("Engine", "reaction_sources"): "derived from the board: the reactions that function",
    ("Engine", "activation_cannots"): "derived from the board: the \"cannot activate\" abilities that function",
    ("Engine", "gigantic_makers"): "derived from the board: the objects whose condition or grant may make a "
                                   "Character Gigantic",
    ("Engine", "gigantic_makers_version"): "derived from the board: when the objects that may make one Gigantic were "
                                           "listed",
    ("GameState", "objects"): "the objects are keyed by their places: see the zones",
    ("GameState", "zones"): "the board's zones are walked first, each object in its place (by its number only "
                            "if the script names it by number)",
    ("GameState", "next_oid"): "the number the next object gets: objects are compared by place (unless the script "
                               "names objects by number: then it is kept)",
    ("GameState", "ability_version"): "a cache counter (when abilities that function may have changed)",
    ("GameState", "gigantic_version"): "a cache counter (when the objects that may make one Gigantic may have changed)",
    ("GameObject", "oid"): "an object is keyed by its place",
    ("GameObject", "zone"): "an object is keyed by its place",
    ("GameObject", "was"): "the handle it had before it moved: for the reader only (1.4.4.a)",
    ("Decision", "en"): "the decision in words: what it offers is in its options",
    ("Decision", "fr"): "the decision in words: what it offers is in its options",
    ("Decision", "label"): "how the options are said in words",
    ("Decision", "refused"): "derived from the board: the answers left out of the options, with why in words",
    ("Option", "en"): "an option in words",
    ("Option", "fr"): "an option in words",
}

#: Dictionaries whose order says nothing (counts and lookups); every other one is compared in order.
UNORDERED = frozenset({("GameState", "activations"), ("GameState", "quick_action_plays"), ("Engine", "held"),
                       ("Engine", "emblem_cards"), ("EffectContext", "targets"), ("EffectContext", "modes"),
                       ("EffectContext", "followed")})

#: The engine's attributes that are part of the key, with their types (the engine is not a dataclass).
ENGINE_FIELDS: dict[str, str] = {
    "state": "GameState",
    "agenda": "list[Proc]",
    "awaiting": "Decision | None",
    "internal_depth": "int",
    "held": "dict[Oid, FrameId]",
    "holding_frame": "FrameId | None",
    "after_you": "set[str]",
    "emblem_cards": "dict[Oid, str]",
    "pending": "dict[Oid, tuple[str, Oid | None]]",
}

_REF = re.compile(r"#(\d+)")
_MODULES = ("judge.model.cards", "judge.model.state", "judge.model.ids", "judge.engine.agenda", "judge.engine.atomic",
            "judge.engine.context", "judge.engine.decisions", "judge.engine.modifiers", "judge.engine.verbs",
            "judge.engine.declare", "judge.engine.effects", "judge.engine.steps", "judge.engine.playing",
            "judge.engine.daily", "judge.engine.day", "judge.engine.turns", "judge.engine.core", "judge.resolve",
            "judge.scenario.loader")


@cache
def _names() -> dict[str, Any]:
    """The names type annotations use, from the modules that declare the resolution's state."""
    found: dict[str, Any] = {}
    for name in _MODULES:
        __import__(name)
        found.update(vars(sys.modules[name]))
    return found


@cache
def _hints(cls: type) -> dict[str, Any]:
    """The resolved type hints of a dataclass's fields (``Annotated`` kept: it says what a number stands for)."""
    return get_type_hints(cls, globalns=_names(), include_extras=True)


@cache
def _engine_hints() -> dict[str, Any]:
    return {name: eval(text, _names()) for name, text in ENGINE_FIELDS.items()}


@cache
def _fields(cls: type) -> tuple[tuple[str, Any, bool], ...]:
    """The fields of ``cls`` in the key: (name, hint, unordered)."""
    hints = _hints(cls)
    return tuple((f.name, hints[f.name], (cls.__name__, f.name) in UNORDERED) for f in dataclasses.fields(cls)
                 if (cls.__name__, f.name) not in EXCLUDED)


class _Walker:
    """Turns a paused resolution into nested tuples, numbers replaced by what they stand for."""

    def __init__(self, engine: Engine, named: frozenset[int], unwinding: set[int]) -> None:
        state = engine.state
        self.state = state
        self.places = {oid: (zone, i) for zone, oids in state.zones.items() for i, oid in enumerate(oids)}
        self.named = named
        live = [p.progress.number for i, p in enumerate(engine.agenda)
                if isinstance(p, ResolveEffect) and p.progress is not None and i not in unwinding]
        self.depths: dict[int, Any] = {number: i for i, number in enumerate(live)}
        self.depths.update({p.progress.number: "unwinding" for i, p in enumerate(engine.agenda)
                            if i in unwinding and isinstance(p, ResolveEffect) and p.progress is not None})
        self._refs: dict[str, str] = {}

    def oid(self, value: int) -> Any:
        place = self.places.get(value)
        if value in self.named:
            return ("#", value, place)
        return place if place is not None else ("gone", value)

    def ref(self, text: str) -> str:
        found = self._refs.get(text)
        if found is None:
            found = self._refs[text] = _REF.sub(lambda m: "#" + repr(self.oid(int(m.group(1)))), text)
        return found

    def marked(self, meta: str, value: Any) -> Any:
        if value is None:
            return None
        if meta == "object":
            return self.oid(value)
        if meta == "event":
            return None
        if meta == "effect":
            return ("effect", self.depths.get(value, ("gone", value))) if value else 0
        if meta == "ref":
            return self.ref(value)
        if meta == "target":
            return self.oid(int(value)) if value.isdigit() else value
        raise TypeError(f"no key for numbers marked {meta!r}")  # pragma: no cover - ids.py lists them all

    def walk(self, value: Any, hint: Any = None, unordered: bool = False) -> Any:
        """``value`` in the key's terms (``hint``: its declared type, which says what its numbers stand for)."""
        return _converter(hint, unordered)(self, value)

    def value(self, value: Any) -> Any:
        """A value whose declared type says nothing more: by what it is."""
        kind = type(value)
        convert = _BY_TYPE.get(kind)
        if convert is None:
            convert = _BY_TYPE[kind] = _by_type(kind)
        return convert(self, value)

    def lazy(self, options: LazyOptions) -> Any:
        """Options made only when read, by what they are made from (the same function of the same items makes
        the same options): making every option of every decision reached would cost more than the rest."""
        make, items = options.made_from()
        return ("lazy", ("=", id(make.__code__)),
                tuple([self.oid(x.oid) if type(x) is GameObject else self.value(x) for x in items]))

    def board(self, state: GameState) -> Any:
        """The board: each zone in order, each object by its fields; then the rest of the state's fields."""
        obj = _record(GameObject)
        objects = state.objects
        zones = tuple((zone, tuple([obj(self, objects[oid]) for oid in oids]))
                      for zone, oids in state.zones.items() if oids)
        named = tuple((zone, i, oid) for zone, oids in state.zones.items() for i, oid in enumerate(oids)
                      if oid in self.named) if self.named else ()
        return ("board", zones, named, _record(GameState)(self, state), state.next_oid if self.named else None)


Convert = Callable[[_Walker, Any], Any]
_BY_TYPE: dict[type, Convert] = {}  # how a value is converted when only its own type says what it is


def _by_type(kind: type) -> Convert:
    """How to turn a value of type ``kind`` into the key's terms (built once per type). Words and numbers
    become plain ``str`` and ``int`` (a label or a kind is compared by its text)."""
    if kind in (bool, int, float, str, type(None)):
        return _same
    if issubclass(kind, str):
        return lambda w, v: str(v)
    if issubclass(kind, int):
        return lambda w, v: int(v)
    if issubclass(kind, SHARED):
        return lambda w, v: ("=", id(v))
    if issubclass(kind, GameState):
        return _Walker.board
    if dataclasses.is_dataclass(kind):
        return _record(kind)
    if issubclass(kind, LazyOptions):
        return _Walker.lazy
    if issubclass(kind, (list, tuple, Sequence)):
        return lambda w, v: tuple(w.value(item) for item in v)
    if issubclass(kind, (set, frozenset)):
        return lambda w, v: ("set", _sorted([w.value(item) for item in v]))
    if issubclass(kind, dict):
        return lambda w, v: ("dict", tuple((w.value(k), w.value(x)) for k, x in v.items()))
    raise TypeError(f"no key for a {kind.__name__}: declare its type or exclude it (judge.explore_key)")


def _same(walker: _Walker, value: Any) -> Any:
    return value


@cache
def _record(cls: type) -> Convert:
    """The converter of a record of type ``cls``: ``(class name, field, field …)``, each field in the key's
    terms (see :func:`_expression`). Its code is generated once per class from the fields' declared types,
    so that a key is built without a call per field."""
    names: dict[str, Any] = {"_text": _text, "_sorted": _sorted}
    _MAKING.add(cls)
    try:
        parts = [_expression(hint, unordered, f"v.{name}", names, 0) for name, hint, unordered in _fields(cls)]
    finally:
        _MAKING.discard(cls)
    code = f"def convert(w, v):\n    return ({cls.__name__!r}, {''.join(p + ', ' for p in parts)})\n"
    exec(code, names)  # the code is built above from the record's own field declarations
    convert: Convert = names["convert"]
    return convert


_MAKING: set[type] = set()  # the record classes whose converter is being made (a record may hold its own kind)


def _expression(hint: Any, unordered: bool, source: str, names: dict[str, Any], depth: int) -> str:
    """A Python expression that turns ``source``, declared as ``hint``, into the key's terms (the same terms as
    :func:`_converter`); what it cannot say inline it calls (a converter kept in ``names``)."""
    origin = get_origin(hint)
    args = get_args(hint)
    item = f"x{depth}"
    if origin is typing.Annotated:
        meta = hint.__metadata__[0]
        if meta == "object":
            return f"w.oid({source})"
        if meta == "event":
            return "None"  # event numbers number the trace, not the game
        return f"w.marked({meta!r}, {source})"
    if origin in (Union, types.UnionType):
        arms = [a for a in get_args(hint) if a is not type(None)]
        if len(arms) == 1:
            return f"(None if {source} is None else {_expression(arms[0], False, source, names, depth)})"
        return f"w.value({source})"
    if isinstance(hint, type) and issubclass(hint, SHARED):
        return f"('=', id({source}))"
    if isinstance(hint, type) and dataclasses.is_dataclass(hint) and not hint.__subclasses__() \
            and hint not in _MAKING and _by_type(hint) is _record(hint):  # a record converted by its fields
        helper = f"c{len(names)}"
        names[helper], names[f"{helper}_type"] = _record(hint), hint
        return f"({helper}(w, {source}) if type({source}) is {helper}_type else w.value({source}))"
    if origin in (list, tuple, Sequence) and ((len(args) == 2 and args[1] is Ellipsis) or
                                              (origin is not tuple and args)):
        listed = f"tuple([{_expression(args[0], False, item, names, depth + 1)} for {item} in {source}])"
        if origin is Sequence:  # it may be options made only when read
            names["_Lazy"] = LazyOptions
            return f"(w.lazy({source}) if type({source}) is _Lazy else {listed})"
        return listed
    if origin is tuple and args:
        items = [_expression(a, False, f"{source}[{i}]", names, depth) for i, a in enumerate(args)]
        return "(" + "".join(f"{x}, " for x in items) + ")"
    if origin in (set, frozenset) and args:  # an empty one (the most common) said at once
        listed = f"[{_expression(args[0], False, item, names, depth + 1)} for {item} in {source}]"
        return f"(('set', _sorted({listed})) if {source} else ('set', ()))"
    if origin is dict and len(args) == 2:
        key = _expression(args[0], False, f"k{depth}", names, depth + 1)
        value = _expression(args[1], False, item, names, depth + 1)
        pairs = f"[({key}, {value}) for k{depth}, {item} in {source}.items()]"
        said = f"('dict', _sorted({pairs}))" if unordered else f"('dict', tuple({pairs}))"
        return f"({said} if {source} else ('dict', ()))"
    if hint in (int, bool, float):
        return source
    if hint is str:
        return f"({source} if type({source}) is str else _text({source}))"
    return f"w.value({source})"


def _sorted(items: list[Any]) -> tuple[Any, ...]:
    """Items whose order says nothing, in a canonical order: words or numbers in their own order, anything
    else by its ``repr`` (a total order, whatever the items hold)."""
    if len(items) < 2:
        return tuple(items)
    first = type(items[0])
    if (first is str or first is int) and all(type(x) is first for x in items):
        return tuple(sorted(items))
    return tuple(sorted(items, key=repr))


def _text(value: Any) -> Any:
    """A value declared as text, as a plain ``str`` (a label is compared by its text)."""
    return value if type(value) is str or value is None else str(value)


@cache
def _converter(hint: Any, unordered: bool = False) -> Convert:
    """How to turn a value declared as ``hint`` into the key's terms (built once per type): the code of
    :func:`_expression`, or :meth:`_Walker.value` where the declaration says nothing more."""
    names: dict[str, Any] = {"_text": _text, "_sorted": _sorted}
    expression = _expression(hint, unordered, "v", names, 0)
    if expression == "w.value(v)":
        return _Walker.value
    exec(f"def convert(w, v):\n    return {expression}\n", names)  # built from the declaration (see _record)
    convert: Convert = names["convert"]
    return convert


def state_key(engine: Engine, named: frozenset[int] = frozenset()) -> tuple[Any, ...]:
    """The key of a paused resolution (see the module's docstring). ``named``: object numbers the script names."""
    segments = unwinding_segments(engine)
    unwinding = {i for segment in segments for i in segment}
    walker = _Walker(engine, named, unwinding)
    hints = _engine_hints()
    # an unwinding Reaction is one mark, however many procedures it has left (their number depends on how its
    # effect's last step was run, not on what is left to happen)
    firsts = {segment[0] for segment in segments}
    agenda = tuple("unwinding" if i in firsts else walker.walk(proc) for i, proc in enumerate(engine.agenda)
                   if i in firsts or i not in unwinding)
    # what unwinding does to the board: each Reaction-Emblem ceases to exist (5.5.e); nothing else is left of it
    done = _sorted([walker.oid(_emblem(engine, segment)) for segment in segments])
    return ("agenda", agenda, done, *(walker.walk(getattr(engine, name), hints[name], ("Engine", name) in UNORDERED)
                                      for name in ENGINE_FIELDS if name != "agenda"))


def unwinding_segments(engine: Engine) -> list[list[int]]:
    """5.5.e, 4.4.a.2 — the Reactions on the agenda whose effect is done but for unwinding: each as the places
    of its procedures (the Reaction, its effect, its last step, and a mode or an "if you do" that step ends),
    the check after that step excluded. Nothing is left of them but ceasing to exist (5.5.e), whatever
    happens in the check above them; the check itself looks only at the board. An effect whose internal
    action holds Reactions (4.4.a remark) is not unwinding: their release comes when it ends."""
    agenda = engine.agenda
    held = {*engine.held.values(), *((engine.holding_frame,) if engine.holding_frame is not None else ())}
    segments: list[list[int]] = []
    for start, proc in enumerate(agenda):
        if not (isinstance(proc, PlayReaction) and proc.at == 4):
            continue
        segment = [start]
        for i in range(start + 1, len(agenda)):
            if isinstance(agenda[i], CheckReactions):
                break
            segment.append(i)
        if all(_unwinding(agenda[i], held) for i in segment[1:]) and len(segment) > 1:
            segments.append(segment)
    return segments


def _emblem(engine: Engine, segment: list[int]) -> int:
    """The Reaction-Emblem an unwinding segment ends with."""
    proc = engine.agenda[segment[0]]
    assert isinstance(proc, PlayReaction)
    return proc.emblem


def _unwinding(proc: Proc, held: set[int]) -> bool:
    """Whether ``proc`` has nothing left to do but end once the procedure it called has ended."""
    if isinstance(proc, ResolveEffect):
        progress = proc.progress
        return progress is not None and progress.begun == progress.total and progress.number not in held
    if isinstance(proc, ResolveStep):
        part = proc.part
        if proc.at == 6:  # checking reactions after the step (4.4.a.2)
            return not part.if_you_do and not part.then
        if proc.at == 5:
            return proc.inner == len(part.if_you_do) and not part.then
        if proc.at == 9:  # the rest of a conditional sentence (6.5.c)
            return proc.inner == len(part.then)
        return proc.at == 10 and proc.inner == len(part.modes[proc.ctx.modes.get(part, 0)])
    return False


def unaccounted(engine: Engine) -> list[str]:
    """The engine's attributes that are neither in the key nor excluded with a reason (a test keeps it empty)."""
    return sorted(name for name in vars(engine) if name not in ENGINE_FIELDS and ("Engine", name) not in EXCLUDED)

