"""Game state: players, zones and the objects in them.

A zone is named ``PLAYER.ZONE`` (``alice.hand``, ``bob.hero`` for Bob's hero
expedition) or ``limbo``. Each object knows its zone; each zone keeps its objects
in order. Moving an object makes a new object (1.4.4): :meth:`GameState.move`
gives the moved card a fresh id.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from judge.model.cards import CardDef, Effect, NextCard, Terrain
from judge.model.copies import copier_of, copy_record, share
from judge.model.ids import Oid

PLAYER_ZONES = ("deck", "hand", "reserve", "landmarks", "mana", "discard", "hero_zone", "hero", "companion")
EXPEDITIONS = ("hero", "companion")
IN_PLAY = ("hero", "companion", "hero_zone", "landmarks")
HIDDEN = ("deck", "hand", "mana")
ABILITY_ZONES = (*IN_PLAY, "reserve")
PHASES = ("morning", "noon", "afternoon", "dusk", "night")


class _Handle:
    """A game object's short, unique handle for traces, ``card-id#oid``: made when first read and kept on the object
    (what :func:`functools.cached_property` does, without the lock it takes on every first read in Python 3.11)."""

    def __get__(self, obj: GameObject, owner: type | None = None) -> str:
        ref: str = f"{obj.card.id}#{obj.oid}"
        obj.__dict__["ref"] = ref
        return ref


@dataclass
class GameObject:
    """An object in a zone: a card, a token, a Mana Orb or a Reaction-Emblem."""

    oid: Oid
    card: CardDef
    owner: str
    controller: str
    zone: str
    statuses: set[str] = field(default_factory=set)
    boosts: int = 0
    counters: dict[str, int] = field(default_factory=dict)  # named counters other than boosts (trial: 2)
    exhausted: bool = False
    # A Reaction-Emblem's reaction: where it came from and what it does (6.3.b).
    emblem_source: Oid | None = None
    emblem_label: str = ""
    emblem_effect: Effect = ()
    emblem_it: Oid | None = None
    emblem_key: tuple[Oid, int] | None = None
    emblem_where: str = ""  # the expedition(s) its source was in when the reaction triggered ("my Expedition", 7.2.1.b)
    emblem_it_expedition: str = ""  # the expedition its triggering event moved or left in place ("facing it")
    # 1.4.4.a: a card that changes zone becomes a new object; this is the handle of the object it was
    # (for the reader only: it is no part of what the object is, nor of explore's keys and digests).
    was: str = field(default="", compare=False)

    ref = _Handle()  # ``card-id#oid`` (not annotated: no field of the record)

    __deepcopy__ = copy_record  # a copy of the resolution copies each object once, its card shared

    @property
    def is_emblem(self) -> bool:
        """Whether this object is a Reaction-Emblem."""
        return self.emblem_source is not None

    def stat(self, terrain: Terrain) -> int:
        """The statistic in ``terrain``, with boost counters (one each per counter)."""
        return self.card.stat(terrain) + self.boosts


@dataclass(frozen=True)
class PendingNextCard:
    """1.2.6.a — a delayed effect waiting for the next card ``player`` plays this turn or this Afternoon
    (judge.engine.next_card)."""

    player: str
    effect: NextCard
    label: str  # the ability that created it, for the trace


share(PendingNextCard)


@dataclass(frozen=True)
class Region:
    """A region of the adventure (1.3.2.e, 7.3.11): its terrains; a Tumult may be face down (revealed: replaced
    by a face-up one, :meth:`GameState.reveal`)."""

    terrains: tuple[str, ...]
    name: str = ""
    tumult: bool = False
    face_down: bool = False


share(Region)


def standard_adventure() -> list[Region]:
    """The hero region, three face-down Tumults, the companion region."""
    every = ("forest", "mountain", "water")
    return [Region(every, "hero region"), *(Region((), f"Tumult {i}", True, True) for i in (1, 2, 3)),
            Region(every, "companion region")]


@dataclass
class GameState:
    """The whole board: players, zones, the day and its counters."""

    players: list[str]
    day: int = 1
    phase: str = "morning"
    first_player: str = ""
    turn_player: str | None = None
    opening_check: bool = False  # the check of reactions that opens the Afternoon: no turn has begun yet (4.2.3.b)
    objects: dict[int, GameObject] = field(default_factory=dict)
    zones: dict[str, list[int]] = field(default_factory=dict)
    next_oid: int = 1
    activations: dict[tuple[Oid, int], int] = field(default_factory=dict)
    quick_action_plays: dict[tuple[Oid, int], int] = field(default_factory=dict)
    passed: set[str] = field(default_factory=set)
    markers: dict[str, int] = field(default_factory=dict)  # expedition key → region index
    adventure: list[Region] = field(default_factory=standard_adventure)
    arena: bool = False
    ascended: set[str] = field(default_factory=set)  # expeditions that Ascend until Rest (judge.engine.keywords)
    advanced_this_dusk: set[str] = field(default_factory=set)  # the expeditions that advanced during this Dusk
    ability_version: int = 0  # bumped when an object with abilities enters or leaves play or a Reserve
    # the Characters Gigantic now though not printed so (a condition that holds, a keyword given): found by the engine
    # after each step (judge.engine.conditions.refresh_gigantic), read by judge.engine.atomic.gigantic; part of
    # explore's key, since what changed since the last step (the first-player marker, say) is read at the next one
    gigantic_now: frozenset[Oid] = frozenset()
    gigantic_version: int = 0  # bumped when an object that may make a Character Gigantic enters or leaves play
    next_cards: list[PendingNextCard] = field(default_factory=list)  # delayed effects on the next card played
    # (player, card type) of the cards played this phase: which types, not how many or in which order (a set, so
    # that explore merges two orders of the same plays)
    played_this_phase: set[tuple[str, str]] = field(default_factory=set)

    def __post_init__(self) -> None:
        for player in self.players:
            for zone in PLAYER_ZONES:
                self.zones.setdefault(f"{player}.{zone}", [])
        self.zones.setdefault("limbo", [])
        for player in self.players:
            self.markers.setdefault(f"{player}.hero", 0)
            self.markers.setdefault(f"{player}.companion", len(self.adventure) - 1)

    def __deepcopy__(self, memo: dict[int, object]) -> GameState:
        """A copy for a copy of the resolution (``Engine.snapshot``): every object copied once, zones and
        counters of its own; what refers to an object of this state refers to the copy's (``memo``)."""
        new = copy_record(self, memo, skip=("objects", "zones"))
        copy_object = copier_of(GameObject)
        new.objects = {oid: copy_object(obj, memo) if type(obj) is GameObject else copy_record(obj, memo)
                       for oid, obj in self.objects.items()}
        new.zones = {zone: list(oids) for zone, oids in self.zones.items()}
        return new

    # -- the changes of the board that are not atomic actions, each named (the engine writes no field itself) --
    def count_activation(self, key: tuple[int, int]) -> int:
        """6.3.f — one more activation today of the reaction ``key`` (its object, its ability); the new count."""
        self.activations[key] = count = self.activations.get(key, 0) + 1
        return count

    def count_quick_action(self, key: tuple[int, int]) -> int:
        """1.4.6.b — one more play today of the quick action ``key``; the new count."""
        self.quick_action_plays[key] = count = self.quick_action_plays.get(key, 0) + 1
        return count

    def begin_day(self) -> None:
        """6.3.f, 1.4.6.b — a new day: activations and quick-action plays are counted afresh."""
        self.day += 1
        self.activations.clear()
        self.quick_action_plays.clear()

    def note_gigantic(self, oids: frozenset[int]) -> None:
        """1.2.4.b, 1.2.4.d — the Characters Gigantic now though not printed so, as the engine found them
        (judge.engine.conditions.refresh_gigantic)."""
        self.gigantic_now = oids

    def begin_phase(self, phase: str) -> None:
        """4.2.a — the day enters ``phase`` (what waited for a card played "this turn" is gone)."""
        self.phase = phase
        self.opening_check = False
        self.next_cards.clear()
        self.played_this_phase.clear()
        self.advanced_this_dusk.clear()

    def note_advances(self, expeditions: list[str]) -> None:
        """Clarification of the phases ("Each Expedition can only advance once per Dusk phase") — the expeditions a
        step advanced during Dusk (judge.engine.atomic.already_advanced_this_dusk)."""
        if self.phase == "dusk":
            self.advanced_this_dusk.update(expeditions)

    def pass_first_player_marker(self) -> None:
        """1.3.2.b — the first player's opponent becomes the first player."""
        self.first_player = self.opponent(self.first_player)

    def begin_afternoon(self) -> None:
        """4.2.3.a–b — nobody has passed yet; the first player takes the first turn."""
        self.passed.clear()
        self.turn_player = self.first_player

    def give_turn(self, player: str) -> None:
        """4.2.3.c — ``player`` takes the next turn."""
        self.turn_player = player

    def open_afternoon(self) -> None:
        """4.2.b, 4.2.3.b — the check of reactions that opens the Afternoon: the first player will take the first turn
        (their initiative there, 1.4.5.a), but no turn is under way before it ends."""
        self.turn_player = self.first_player
        self.opening_check = True

    def begin_turn(self) -> None:
        """4.2.3.b, 4.2.3.c — a turn begins: the Afternoon's opening check is over."""
        self.opening_check = False

    def turn_under_way(self) -> str | None:
        """4.2.3.a, 4.2.3.b, 4.2.3.c — the player whose turn is under way: turns are taken only in the Afternoon, and
        the first begins after the check of reactions that opens it (4.2.b); none at another time."""
        if self.phase != "afternoon" or self.opening_check:
            return None
        return self.turn_player or self.first_player

    def add_next_card(self, pending: PendingNextCard) -> None:
        """A delayed effect now waits for the next card its player plays this turn."""
        self.next_cards.append(pending)

    def end_next_cards(self, until: str = "turn") -> list[PendingNextCard]:
        """4.2.3.c, 4.2.3.a — the turn (``until="turn"``) or the Afternoon (``"afternoon"``) ends: the delayed
        effects still waiting for a card played "this turn" (or "this Afternoon") end: gives them."""
        ended = [p for p in self.next_cards if p.effect.until == until]
        self.next_cards = [p for p in self.next_cards if p.effect.until != until]
        return ended

    def use_next_cards(self, used: list[PendingNextCard]) -> None:
        """The delayed effects ``used`` have applied to a card played: they are used up."""
        self.next_cards = [p for p in self.next_cards if all(p is not u for u in used)]

    def note_played(self, player: str, card_type: str) -> None:
        """4.2.a, 5.1.2.a — ``player`` plays a card of ``card_type`` in this phase (judge.engine.first_card)."""
        self.played_this_phase.add((player, card_type))

    def pass_turn(self, player: str) -> None:
        """4.2.3.c — ``player`` passes: no more turns for them today."""
        self.passed.add(player)

    def reveal(self, region: int) -> None:
        """7.3.11.b — a face-down Tumult reached is revealed."""
        self.adventure[region] = replace(self.adventure[region], face_down=False)

    def enter_arena(self) -> None:
        """Glossary "Égalité" — both sides' expeditions have met: the game goes on in the Arena."""
        self.arena = True

    def end_ascension(self) -> list[str]:
        """Ascend ends (at Rest): the expeditions that were Ascending, in order."""
        ended = sorted(self.ascended)
        self.ascended.clear()
        return ended

    def give_status(self, oid: int, status: str) -> None:
        """An object gains a status outside an atomic action (a card that gains Fleeting as it goes to Limbo)."""
        self.objects[oid].statuses.add(status)

    def add_emblem(self, card: CardDef, controller: str, source: int, key: tuple[int, int] | None, label: str,
                   effect: Effect, it: int | None, where: str = "", it_expedition: str = "") -> GameObject:
        """6.3.b–c — a Reaction-Emblem created in Limbo, carrying its reaction: whose, which, what it does, "it" (an
        object, or the expedition of an event that advances one or leaves it in place)."""
        emblem = self.add(card, controller, "limbo")
        emblem.emblem_source, emblem.emblem_key, emblem.emblem_label = source, key, label
        emblem.emblem_effect, emblem.emblem_it, emblem.emblem_where = effect, it, where
        if it_expedition:
            emblem.emblem_it_expedition = it_expedition
        return emblem

    def opponent(self, player: str) -> str:
        """The other player."""
        return next(p for p in self.players if p != player)

    def initiative_order(self) -> list[str]:
        """1.4.5.a — players in initiative order: the turn player in the Afternoon, else the first player."""
        lead = self.turn_player if self.phase == "afternoon" and self.turn_player else self.first_player
        return [lead] + [p for p in self.players if p != lead]

    def add(self, card: CardDef, owner: str, zone: str, *, controller: str | None = None,
            at_top: bool = False) -> GameObject:
        """Put a new object for ``card`` into ``zone`` (at the end, or the top of a deck)."""
        obj = GameObject(self.next_oid, card, owner, controller or owner, zone)
        self.next_oid += 1
        self._touch(obj)
        self.objects[obj.oid] = obj
        if at_top:
            self.zones[zone].insert(0, obj.oid)
        else:
            self.zones[zone].append(obj.oid)
        return obj

    def remove(self, oid: int) -> GameObject:
        """Take an object out of the game (an emblem that ceases to exist, 5.5.e)."""
        obj = self.objects.pop(oid)
        self.zones[obj.zone].remove(oid)
        self._touch(obj)
        return obj

    def _touch(self, obj: GameObject) -> None:
        card = obj.card
        if (card.abilities or card.keywords_if or card.grants) and self.zone_kind(obj.zone) in ABILITY_ZONES:
            if card.abilities:
                self.ability_version += 1
            if card.keywords_if or card.grants:
                self.gigantic_version += 1

    def move(self, oid: int, zone: str) -> GameObject:
        """1.4.4.a — move the card of ``oid`` to ``zone``: the result is a new object.

        Statuses, counters and exhaustion do not follow it; a token that leaves play
        ceases to exist (it has no card to carry it elsewhere).
        """
        old = self.remove(oid)
        new = self.add(old.card, old.owner, zone)
        new.was = old.ref
        return new

    def shift(self, oid: int, zone: str) -> GameObject:
        """1.4.4.a — move the object ``oid`` to ``zone`` within the same zone of the rules (from one expedition to
        the other): it stays the same object, with its statuses, boosts, counters, exhaustion and handle."""
        obj = self.remove(oid)
        obj.zone = zone
        self.objects[oid] = obj
        self.zones[zone].append(oid)
        self._touch(obj)
        return obj

    def in_zone(self, zone: str) -> list[GameObject]:
        """The objects of ``zone``, in order."""
        return [self.objects[oid] for oid in self.zones.get(zone, [])]

    def in_play(self, player: str | None = None) -> list[GameObject]:
        """Objects in play (expeditions, hero zone, landmarks), players in order."""
        players = [player] if player else self.players
        return [o for p in players for z in IN_PLAY for o in self.in_zone(f"{p}.{z}")]

    def zone_owner(self, zone: str) -> str | None:
        """The player a zone belongs to (``None`` for Limbo)."""
        return zone.split(".", 1)[0] if "." in zone else None

    def zone_kind(self, zone: str) -> str:
        """The kind of a zone key: ``hand``, ``hero`` …, or ``limbo``."""
        return zone.split(".", 1)[1] if "." in zone else zone

    def check_integrity(self) -> None:
        """Every object is in exactly one zone, and each zone lists only its own objects."""
        seen: dict[int, str] = {}
        for zone, oids in self.zones.items():
            for oid in oids:
                if oid in seen:
                    raise AssertionError(f"object {oid} in {seen[oid]} and {zone}")
                seen[oid] = zone
                if self.objects[oid].zone != zone:
                    raise AssertionError(f"object {oid} listed in {zone}, knows {self.objects[oid].zone}")
        if set(seen) != set(self.objects):
            raise AssertionError("an object is in no zone")
