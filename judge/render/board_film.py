"""The board after each event, as the replay page shows it: rows of words, recorded from the engine's own state.

:func:`board_rows` names what is on a board, zone by zone, in English or French: one row per player's
zone (Hero zone, expeditions, Landmarks, Reserve, Hand, Mana, Discard, Deck), then Limbo, the phase,
the first player, the expedition markers and the activations counted today (out of 100). A
:class:`BoardFilm` watches a resolution (``resolve(…, watch=film.watch, on_event=film.event)``) and
keeps, for each event, only the rows that changed since the one before (a compact diff), each row's
items as numbers into one table of strings: the page rebuilds every board from these without
simulating anything.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge.engine.words import PHASE_NAMES, STATUS_NAMES, counted, counter_name, obj_name, player_name, zone_name
from judge.model.state import GameObject, GameState

if TYPE_CHECKING:
    from judge.engine.core import Engine
    from judge.trace import Event

PLAYER_ZONES = ("hero_zone", "hero", "companion", "landmarks", "reserve", "hand", "mana", "discard", "deck")
GROUP = 3  # a run of at least this many alike objects is shown once with its count
WORDS = {
    "en": {"colon": ": ", "phase": "Phase", "day": "day", "first": "First player", "markers": "Expedition markers",
           "region": "region", "activations": "Activations today", "cards": "cards", "orbs": "Mana Orbs",
           "ready": "ready", "boost": "boost counter", "boosts": "boost counters", "owner": "owned by",
           "ability": "ability"},
    "fr": {"colon": "\u00a0: ", "phase": "Phase", "day": "jour", "first": "Premier joueur",
           "markers": "Marqueurs d'expédition", "region": "région", "activations": "Activations du jour",
           "cards": "cartes", "orbs": "Orbes de Mana",
           "ready": "prêts", "boost": "marqueur de boost", "boosts": "marqueurs de boost", "owner": "appartient à",
           "ability": "capacité"},
}

Row = tuple[str, tuple[str, ...]]


def _details(obj: GameObject, lang: str) -> str:
    """What is on an object besides its name: boost counters, statuses, exhaustion, another owner."""
    w = WORDS[lang]
    parts = [counted(obj.boosts, w["boost"], w["boosts"], lang)] if obj.boosts else []
    parts += [counted(n, f"{counter_name(name, lang)} counter", f"{counter_name(name, lang)} counters", lang)
              if lang == "en" else
              f"{counted(n, 'compteur', 'compteurs', lang)} {counter_name(name, lang)}"
              for name, n in sorted(obj.counters.items())]
    index = 0 if lang == "en" else 1
    parts += [STATUS_NAMES.get(s, (s, s))[index] for s in sorted(obj.statuses)]
    if obj.exhausted and "exhausted" not in obj.statuses:
        parts.append(STATUS_NAMES["exhausted"][index])
    if obj.owner != obj.controller:
        parts.append(f"{w['owner']} {player_name(obj.owner)}")
    return ", ".join(parts)


def _objects(objs: list[GameObject], lang: str, cache: dict[object, tuple[str, ...]] | None = None) -> tuple[str, ...]:
    """The objects of a zone in order; a run of alike ones (same card, same details) once, with its count.
    ``cache`` keeps the answer for a zone whose objects have not changed (a long loop asks again and again)."""
    key = tuple((o.oid, o.boosts, tuple(sorted(o.counters.items())), tuple(sorted(o.statuses)), o.exhausted, o.owner,
                 o.controller) for o in objs)
    if cache is not None and key in cache:
        return cache[key]
    details = [_details(o, lang) for o in objs]
    items: list[str] = []
    i = 0
    while i < len(objs):
        first = objs[i]
        j = i + 1
        while not first.is_emblem and j < len(objs) and objs[j].card.id == first.card.id and \
                not objs[j].is_emblem and details[j] == details[i]:
            j += 1
        if j - i >= GROUP:
            extra = f" — {details[i]}" if details[i] else ""
            items.append(f"{j - i}× {first.card.display(lang)} ({first.ref} … {objs[j - 1].ref}){extra}")
        else:
            items += [obj_name(o, lang) + (f" — {d}" if d else "") for o, d in zip(objs[i:j], details[i:j],
                                                                                   strict=True)]
        i = j
    if cache is not None:
        cache[key] = tuple(items)
    return tuple(items)


def _capital(label: str) -> str:
    return label[:1].upper() + label[1:]


def board_rows(state: GameState, lang: str = "en", cache: dict[object, tuple[str, ...]] | None = None) -> list[Row]:
    """Every row of the board in a fixed order, each ``(label, items)``; empty zones have no items.
    ``cache``: see :func:`_objects`."""
    w = WORDS[lang]
    index = 0 if lang == "en" else 1
    rows: list[Row] = []
    for player in state.players:
        for zone in PLAYER_ZONES:
            where = f"{player}.{zone}"
            objs = state.in_zone(where)
            if zone == "mana":
                ready = sum(1 for o in objs if not o.exhausted)
                items: tuple[str, ...] = (f"{len(objs)} {w['orbs']}, {ready} {w['ready']}",) if objs else ()
            elif zone == "deck":
                items = (f"{len(objs)} {w['cards']}",) if objs else ()
            else:
                items = _objects(objs, lang, cache)
            rows.append((_capital(zone_name(state, where)[index]), items))
    rows.append((_capital(zone_name(state, "limbo")[index]), _objects(state.in_zone("limbo"), lang, cache)))
    phase = PHASE_NAMES.get(state.phase, (state.phase, state.phase))[index]
    rows.append((w["phase"], (f"{phase}, {w['day']} {state.day}",)))
    rows.append((w["first"], (player_name(state.first_player),)))
    rows.append((w["markers"], tuple(f"{zone_name(state, zone)[index]}{w['colon']}{w['region']} {n}"
                                     for zone, n in sorted(state.markers.items()))))
    activations = []
    for (oid, ability), count in sorted(state.activations.items()):
        obj = state.objects.get(oid)
        name = obj_name(obj, lang) if obj is not None else f"#{oid}"
        activations.append(f"{name}, {w['ability']} {ability + 1}{w['colon']}{count}/100")
    rows.append((w["activations"], tuple(activations)))
    return rows


@dataclass
class BoardFilm:
    """The board after each event of one resolution, kept as diffs of :func:`board_rows`.

    ``labels``: the row labels (fixed for a resolution: players and zones do not change); ``strings``: every
    item text once; ``frames[0]``: the board before the first event, ``frames[k]``: the board after event
    ``k``, each as ``{row: (kept, items)}`` for the rows that changed since the frame before — the row is
    its first ``kept`` items as they were, then ``items`` (numbers into ``strings``). A zone that grows or
    shrinks at its end, as Limbo does in a loop, costs one item per event, not the whole zone.
    """

    lang: str = "en"
    labels: list[str] = field(default_factory=list)
    strings: list[str] = field(default_factory=list)
    frames: list[dict[int, tuple[int, tuple[int, ...]]]] = field(default_factory=list)
    _index: dict[str, int] = field(default_factory=dict)
    _last: list[tuple[int, ...]] = field(default_factory=list)
    _zones: dict[object, tuple[str, ...]] = field(default_factory=dict)
    _engine: Engine | None = None

    def watch(self, engine: Engine) -> None:
        """Start filming ``engine``: its board before anything happens is the first frame."""
        self._engine = engine
        self._shoot(engine.state)

    def event(self, event: Event) -> None:
        """An event was emitted: the board now is the board after it (the engine changes, then reports)."""
        assert self._engine is not None, "watch() the engine first"
        self._shoot(self._engine.state)

    def finish(self, state: GameState) -> bool:
        """Film the final board if it differs from the board after the last event; whether it did."""
        self._shoot(state)
        if not self.frames[-1]:
            self.frames.pop()
            return False
        return True

    def _shoot(self, state: GameState) -> None:
        rows = board_rows(state, self.lang, self._zones)
        if not self.labels:
            self.labels = [label for label, _ in rows]
            self._last = [() for _ in rows]
        frame: dict[int, tuple[int, tuple[int, ...]]] = {}
        for i, (_, items) in enumerate(rows):
            numbered = tuple(self._intern(item) for item in items)
            before = self._last[i]
            if numbered == before and self.frames:
                continue
            kept = 0
            while kept < min(len(before), len(numbered)) and before[kept] == numbered[kept]:
                kept += 1
            frame[i] = (kept, numbered[kept:])
            self._last[i] = numbered
        self.frames.append(frame)

    def _intern(self, text: str) -> int:
        number = self._index.get(text)
        if number is None:
            number = self._index[text] = len(self.strings)
            self.strings.append(text)
        return number

    def board(self, position: int) -> list[Row]:
        """The rows at ``position`` (0: before any event; k: after event k), rebuilt from the diffs."""
        rows: list[tuple[int, ...]] = [() for _ in self.labels]
        for frame in self.frames[: position + 1]:
            for i, (kept, items) in frame.items():
                rows[i] = rows[i][:kept] + items
        return [(label, tuple(self.strings[n] for n in items)) for label, items in zip(self.labels, rows, strict=True)]
