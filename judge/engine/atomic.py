"""6.1.e–f — atomic actions: one per affected object; those of a step happen simultaneously.

An :class:`AtomicAction` is what a step will do to one object (or player) before it
happens: modifiers (6.2) look at it, change it or add to it, then it is performed.
It keeps the set of modifiers already applied to it (6.2.h).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import lru_cache

from judge.engine.words import (
    Label,
    card_label,
    counter_name,
    de,
    named,
    obj_name,
    phase_label,
    player_name,
    status_label,
)
from judge.events import De, Msg, Zone, message
from judge.model.cards import MY_EXPEDITION, NEUTRAL, CardDef, Effect, NextCard, Pattern, Reaction, Selector
from judge.model.copies import copy_record
from judge.model.ids import Oid, Ref
from judge.model.once import BOUND, Once
from judge.model.state import EXPEDITIONS, HIDDEN, IN_PLAY, GameObject, GameState, PendingNextCard


class AtomicKind(StrEnum):
    """6.1.e — the kinds of atomic action (each its own string, as traces and scenarios say it); which trigger
    event each one is: :attr:`event`."""

    MOVE = "move"
    CREATE = "create"
    EXHAUST = "exhaust"
    READY = "ready"
    GAIN_STATUS = "gain_status"
    LOSE_STATUS = "lose_status"
    BOOST = "boost"
    GAIN_COUNTER = "gain_counter"
    LOSE_COUNTER = "lose_counter"
    ADVANCE = "advance"
    ASCEND = "ascend"
    PHASE = "phase"
    EMBLEM = "emblem"  # create a Reaction-Emblem in Limbo (6.3.b)
    NOTHING = "nothing"
    NEXT_CARD = "next_card"  # a delayed effect begins to wait (judge.engine.next_card)
    PASS = "pass"  # a player passes (4.2.3.c): the event reactions see, outside any step (judge.engine.passing)
    FAIL_ADVANCE = "fail_advance"  # an expedition Progress did not advance (1.3.2.e; judge.engine.failing)

    @property
    def event(self) -> str:
        """6.3.b — the trigger event this kind of atomic action is (``moves``, ``created`` …)."""
        return EVENT_OF_KIND[self]


@dataclass
class AtomicAction:
    """6.1.e — one atomic action of a step.

    ``kind``: move, create, exhaust, ready, gain_status, lose_status, boost, advance,
    emblem (create a Reaction-Emblem in Limbo, 6.3.b), phase (a phase begins), nothing.
    ``verb`` is the verb it comes from (draw, resupply, discard, sacrifice, put, play …).
    """

    kind: AtomicKind
    verb: str
    actor: str
    obj: Oid | None = None
    to_zone: str | None = None
    from_zone: str | None = None
    card: CardDef | None = None
    status: str | None = None
    amount: int = 1
    phase: str | None = None
    played_from: str | None = None
    scouted: bool = False  # a card played with Scout (the pattern played_from "scout" matches it)
    keeps_boosts: bool = False  # Seasoned: set for a whole step before it happens (6.1.f)
    ends_play: bool = False  # a Spell leaving Limbo once resolved: its play ends ("when you play a Spell")
    applied: set[Ref] = field(default_factory=set)
    impossible: str = ""
    impossible_rules: tuple[str, ...] = ()  # the rule that makes it impossible, when one does
    added_by: Ref | None = None
    added_to: AtomicAction | None = None  # the atomic action an additive modifier added it to (6.2.c)
    replaced: bool = False  # made by a replacement modifier ("instead", 6.2.b) from the step's own action
    result: Oid | None = None
    cites: tuple[str, ...] = ()  # the rules that make it happen, cited by its event beside 6.1.e
    # emblem creation (6.3.b)
    reaction_key: tuple[Oid, int] | None = None
    reaction_label: str = ""
    reaction_effect: Effect = ()
    reaction_controller: str = ""
    trigger: AtomicAction | None = None
    it: Oid | None = None
    it_follows: bool = False  # "it" is the object the triggering event leaves where its trigger names (1.4.4.a)
    activation: int = 0  # this activation's number today (6.3.f)
    next_card: PendingNextCard | None = None  # next_card: the delayed effect that begins to wait
    __deepcopy__ = copy_record

    def copy(self, **changes: object) -> AtomicAction:
        """A changed copy that keeps the modifiers already applied (6.2.h); a kind given as text is made an
        :class:`AtomicKind` (the engine compares kinds by identity: see ``_MOVE``)."""
        if "kind" in changes:
            changes["kind"] = AtomicKind(str(changes["kind"]))
        return replace(self, applied=set(self.applied), **changes)  # type: ignore[arg-type]

    @property
    def event(self) -> str:
        """The event name patterns match (``moves``, ``created`` …)."""
        return EVENT_OF_KIND[self.kind]


# The kinds compared where every atomic action passes, by identity (an enum member compared with a text goes through
# the generic comparison, several times as long): every atomic action's kind is an AtomicKind (see AtomicAction.copy).
_MOVE, _CREATE, _EMBLEM, _ADVANCE, _PHASE = (AtomicKind.MOVE, AtomicKind.CREATE, AtomicKind.EMBLEM, AtomicKind.ADVANCE,
                                             AtomicKind.PHASE)
_BOOST, _EXHAUST, _READY, _NOTHING = AtomicKind.BOOST, AtomicKind.EXHAUST, AtomicKind.READY, AtomicKind.NOTHING

#: The event of "when … draws one or more cards" (see draw_fits).
DRAWS = "draws"
#: The event of "when you make a [Gift]" (see gift_fits).
GIFT = "gift"
#: The event of "If you would roll one or more dice" (see roll_fits).
ROLLS = "rolls"
#: The event of "When you reveal a card this way" (see reveal_fits).
REVEALED = "revealed"
MOVE_EVENTS = ("moves", "goes_to", "leaves", "joins_expedition", "discarded", "sacrificed", "enters_play", "played")
JOINING_EVENTS = ("joins_expedition", "enters_play")


def phase_begins_rules(phase: str) -> tuple[str, ...]:
    """instants-actions-atomiques, 4.2.a, 4.2.b — the rules of the step that opens ``phase``: at Noon, Dusk and Night
    the glossary's atomic instant; the glossary names none at Morning nor at the Afternoon, which just begin (4.2.a)."""
    return ("instants-actions-atomiques", "4.2.b") if is_atomic_instant(phase) else ("4.2.a", "4.2.b")


def is_atomic_instant(phase: str) -> bool:
    """instants-actions-atomiques — whether ``phase`` opens with an atomic instant ("At Noon", "At Dusk", "The
    Night")."""
    return phase in ("noon", "dusk", "night")


@lru_cache(maxsize=64)
def kinds_for(event: str) -> frozenset[str]:
    """The atomic-action kinds a pattern's event can match (a quick filter before ``pattern_matches``)."""
    if event in JOINING_EVENTS:
        return frozenset({"move", "create"})  # a token created in an expedition joins it (see joins_by_creation)
    if event == GIFT:
        return frozenset({"move", "create"})  # a card drawn or Resupplied, a token received (see gift_fits)
    if event in MOVE_EVENTS or event == DRAWS:
        return frozenset({"move"})
    if event in (ROLLS, REVEALED):
        return frozenset({"nothing"})  # a roll, a reveal: atomic actions that change nothing (judge.engine.dice)
    return frozenset(k for k, e in EVENT_OF_KIND.items() if e == event)


EVENT_OF_KIND: dict[AtomicKind, str] = {
    AtomicKind.MOVE: "moves", AtomicKind.CREATE: "created", AtomicKind.EXHAUST: "exhausted",
    AtomicKind.READY: "readied", AtomicKind.GAIN_STATUS: "gains_status", AtomicKind.LOSE_STATUS: "loses_status",
    AtomicKind.BOOST: "boosted", AtomicKind.GAIN_COUNTER: "gains_counter", AtomicKind.LOSE_COUNTER: "loses_counter",
    AtomicKind.ADVANCE: "advances", AtomicKind.ASCEND: "ascends", AtomicKind.PHASE: "phase",
    AtomicKind.EMBLEM: "emblem", AtomicKind.NOTHING: "nothing", AtomicKind.NEXT_CARD: "nothing",
    AtomicKind.PASS: "passes", AtomicKind.FAIL_ADVANCE: "fails_to_advance"}


# -- zone phrases ------------------------------------------------------------------------------------

ZONE_WORDS = {
    "reserve": ("reserve",), "hand": ("hand",), "deck": ("deck",), "discard": ("discard",),
    "landmarks": ("landmarks",), "landmark": ("landmarks",), "mana": ("mana",), "limbo": ("limbo",),
    "expedition": EXPEDITIONS, "expeditions": EXPEDITIONS, "hero": ("hero",), "companion": ("companion",),
    "play": IN_PLAY, "hero_zone": ("hero_zone",),
    "play_or_reserve": (*IN_PLAY, "reserve"),  # "target card in play or in Reserve" (5.2.3.b)
}


@lru_cache(maxsize=512)
def parse_zone_phrase(phrase: str) -> tuple[tuple[str, ...], str]:
    """A zone phrase → (zone kinds, whose: ``you`` | ``opponent`` | ``any``); kinds empty if none named."""
    words = phrase.lower().replace("'s", "").split()
    kinds = next((ZONE_WORDS[w] for w in words if w in ZONE_WORDS), ())
    whose = "you" if "your" in words else "opponent" if ("opponent" in words or "opponents" in words) else "any"
    return kinds, whose


def zone_matches(phrase: str | None, zone: str | None, state: GameState, you: str) -> bool:
    """Whether ``zone`` fits a phrase such as ``your reserve``, ``a reserve``, ``opponent's hand``."""
    if phrase is None:
        return True
    if zone is None:
        return False
    kinds, whose = parse_zone_phrase(phrase)
    if state.zone_kind(zone) not in kinds:
        return False
    owner = state.zone_owner(zone)
    if whose == "you":
        return owner == you
    if whose == "opponent":
        return owner is not None and owner != you
    return True


def zones_for(phrase: str, state: GameState, you: str) -> list[str]:
    """Every zone key that fits a zone phrase, players in order."""
    kinds, whose = parse_zone_phrase(phrase)
    if kinds == ("limbo",):
        return ["limbo"]
    if whose == "you":  # the commonest ("your hero expedition"): the player's own zones
        return [f"{you}.{k}" for k in kinds] if you in state.players else []
    players = [p for p in state.players if whose == "any" or p != you]
    return [f"{p}.{k}" for p in players for k in kinds]


def expeditions_named(sel: Selector, state: GameState, you: str) -> list[str]:
    """5.2.1.a, 5.2.3.b, 6.1.a — the expeditions a selector of type expedition names, players in order: its zone
    phrase, or every expedition of the players its ``controller`` says (a target's legal choices, or the expeditions
    an effect chooses among as it resolves)."""
    phrase = sel.zone or {"you": "your expedition", "opponent": "opponent expedition"}.get(sel.controller or "",
                                                                                          "expedition")
    return zones_for(phrase, state, you)


def object_type(obj: GameObject, state: GameState) -> str:
    """2.2.1.f, 2.2.1.b — an object's single type: Mana Orb for a card face down in a Mana zone (a Character card put
    there is no longer a Character), else its card's type."""
    return "mana_orb" if state.zone_kind(obj.zone) == "mana" else obj.card.type


def typed_as_it_becomes_an_orb(pattern: Pattern, action: AtomicAction, state: GameState) -> bool:
    """2.2.1.f, 2.2.1.i — whether a pattern naming a type ("When a Character goes to your Mana zone") is matched by
    an object moving into a Mana zone, where it becomes a Mana Orb (2.2.1.f): the event is seen with the type the
    object had as it began (:func:`pattern_matches` looks before the move), which 2.2.1.i (its type whatever its
    location) and 2.2.1.f (a Mana Orb there) leave open: the reading ``type-before-it-becomes-a-mana-orb``."""
    sel = pattern.object
    return (action.kind is _MOVE and sel is not None and sel.type not in (None, "card", "object", "token")
            and state.zone_kind(action.to_zone or "") == "mana")


def typed_as_it_was_an_orb(pattern: Pattern, action: AtomicAction, state: GameState, you: str, me: int | None) -> bool:
    """2.2.1.f, 2.2.1.i — whether a pattern naming a type ("When a Character goes to your Hand") that does not match a
    card leaving a Mana zone would match it but for its type: there the object was a Mana Orb (2.2.1.f), and the event
    is seen with the type it had as it began (:func:`pattern_matches` looks before the move), though its card, a
    Character card, is one wherever it is (2.2.1.i): the same choice as :func:`typed_as_it_becomes_an_orb`, the
    reading ``type-before-it-becomes-a-mana-orb``."""
    sel = pattern.object
    if action.kind is not _MOVE or sel is None or sel.type in (None, "card", "object", "token") or \
            state.zone_kind(action.from_zone or "") != "mana":
        return False
    obj = state.objects.get(action.obj) if action.obj is not None else None
    if obj is None or obj.card.type != sel.type:
        return False
    return pattern_matches(replace(pattern, object=replace(sel, type="card")), action, state, you, me)


def faction_of(obj: GameObject, state: GameState) -> str | None:
    """2.2.8.c, 2.2.8.d, 2.2.8.b, 2.2.1.f — an object's faction: its card's, by the faction symbol it shows
    (2.2.8.c); a token, a Reaction-Emblem or any other emblem has none (2.2.8.d), whatever the faction of the card that
    created it; a face-down card in a Mana zone, a Mana Orb (2.2.1.f), shows none, so has none (the reading
    ``mana-orb-has-no-faction``, said by :meth:`judge.engine.core.Engine.candidates`); None is neutral (2.2.8.b)."""
    if obj.card.token or obj.is_emblem or obj.card.type == "emblem" or faction_hidden(obj, state):
        return None
    return obj.card.faction


def faction_hidden(obj: GameObject, state: GameState) -> bool:
    """2.2.1.f, 2.2.8.c — whether an object is a Mana Orb whose card has a faction it does not show (face down): the
    seeds define a faction by the symbol a card shows and the type of a face-down card in a Mana zone, not its faction
    (the reading ``mana-orb-has-no-faction``)."""
    return obj.card.faction is not None and object_type(obj, state) == "mana_orb"


def is_card(obj: GameObject) -> bool:
    """2.2.1.g, 2.2.10.e, 2.2.1.d — whether an object is "a card": a Reaction-Emblem in Limbo is an Emblem (2.2.1.g),
    an object no card represents, so "a card in Limbo" is never one (a Spell played is); a token is a Character
    represented by a token, not by a card (2.2.10.e, 2.2.1.d beside 2.2.10.b, 2.2.1.c), so "a card" is never one
    either (the reading ``token-is-not-a-card``, said where it decides: :func:`token_seen_as_no_card`)."""
    return obj.card.type != "emblem" and not obj.card.token


def token_seen_as_no_card(pattern: Pattern, action: AtomicAction, state: GameState, you: str,
                          me: int | None) -> bool:
    """2.2.10.e, 2.2.1.d — whether a pattern naming "a card" ("When a card goes to your Hand") does not match an
    atomic action only because its object is a token (one created, or one leaving play): a token is not a card
    (:func:`is_card`), the reading ``token-is-not-a-card``."""
    sel = pattern.object
    if sel is None or sel.type != "card" or action.impossible or action.kind is _EMBLEM:
        return False
    if action.kind is _CREATE:
        if action.card is None or not action.card.token:
            return False
    else:
        obj = state.objects.get(action.obj) if action.obj is not None else None
        if obj is None or not obj.card.token:
            return False
    return pattern_matches(replace(pattern, object=replace(sel, type="object")), action, state, you, me)


def object_matches(sel: Selector | None, oid: int | None, state: GameState, you: str,
                   me: int | None, it: int | None) -> bool:
    """Whether the object ``oid`` fits a selector used in a pattern or an ``each``."""
    if sel is None:
        return True
    if oid is None or oid not in state.objects:
        return False
    if sel.kind == "me":
        return oid == me
    if sel.kind == "it":
        return oid == it
    obj = state.objects[oid]
    if sel.type == "card" and not is_card(obj):
        return False
    if sel.type not in (None, "card", "object"):
        wanted = sel.type
        if wanted == "token":
            if not obj.card.token:
                return False
        elif object_type(obj, state) != wanted:
            return False
    if sel.token is not None and obj.card.token != sel.token:
        return False
    if sel.controller == "you" and obj.controller != you:
        return False
    if sel.controller == "opponent" and obj.controller == you:
        return False
    return restrictions_hold(sel, obj, state, me)


def restrictions_hold(sel: Selector, obj: GameObject, state: GameState, me: int | None) -> bool:
    """5.2.3.b, 2.2.1.h — a selector's restrictions: a status among ``statuses``, a cost at most ``max_cost``
    (Hand Cost, or Base Cost: the Reserve Cost of a Fleeting card, else its Hand Cost, as the cards' reminder
    text says), without a subtype (``not_subtype``, "a non-Illusion Character") or with one (``subtype``, "two or
    more Plants"), of a faction or neutral (``faction``, 2.2.8, :func:`faction_of`), not of a type (``not_type``,
    "This can't target Hero cards"), in an expedition that has Ascended (``in_ascended``, 1.3.2.e), exhausted or
    ready (``exhausted``), in the expedition of the object that bears the ability (``near_me``, "in my
    Expedition")."""
    if sel.statuses and not set(sel.statuses) & obj.statuses:
        return False
    if sel.max_cost is not None:
        fleeting = sel.cost == "base" and "fleeting" in obj.statuses
        if (obj.card.reserve_cost if fleeting else obj.card.hand_cost) > sel.max_cost:
            return False
    if sel.not_subtype is not None and sel.not_subtype in obj.card.subtypes:
        return False
    if sel.subtype is not None and sel.subtype not in obj.card.subtypes:
        return False
    if sel.faction is not None and (faction_of(obj, state) or NEUTRAL) != sel.faction:
        return False
    if sel.not_type is not None and object_type(obj, state) == sel.not_type:
        return False
    if sel.in_ascended and obj.zone not in state.ascended:
        return False
    if sel.exhausted is not None and obj.exhausted != sel.exhausted:
        return False
    if sel.other and obj.oid == me:
        return False
    if sel.facing_me and not facing_me(obj, state, me):
        return False
    if sel.near_me:
        return in_my_expedition(obj, state, me)
    return True


def in_my_expedition(obj: GameObject, state: GameState, me: int | None) -> bool:
    """7.2.1.a, 1.2.4.b — whether ``obj`` is "in my Expedition" for the object ``me`` that bears the ability: in the
    expedition ``me`` is in. Gigantic's reminder text says a Gigantic Character is "considered present in each of your
    Expeditions": a Gigantic bearer's "my Expedition" is each of its player's expeditions (:func:`my_expeditions`), and
    a Gigantic Character is in each of its player's expeditions (the reading ``gigantic-my-expedition-each``, taken by
    the callers)."""
    mine = state.objects.get(me) if me is not None else None
    return mine is not None and state.zone_kind(obj.zone) in EXPEDITIONS \
        and bool(set(my_expeditions(obj, state)) & set(my_expeditions(mine, state)))


def gigantic_near_me_elsewhere(obj: GameObject, state: GameState, me: int | None) -> bool:
    """7.2.1.a, 1.2.4.b — whether ``obj`` is "in my Expedition" (``near_me``) of the bearer ``me`` only because one of
    them is Gigantic, present in each of its player's expeditions: they are in two different expeditions (the reading
    ``gigantic-my-expedition-each``)."""
    mine = state.objects.get(me) if me is not None else None
    return mine is not None and obj.zone != mine.zone and in_my_expedition(obj, state, me)


def facing_expedition(state: GameState, me: int | None) -> str:
    """1.3.2.e — the expedition facing that of the object ``me`` ("the Expedition facing me"): the opponent's
    expedition of the same kind, the one Progress compares it with ("" when ``me`` is in no expedition)."""
    mine = state.objects.get(me) if me is not None else None
    if mine is None or state.zone_kind(mine.zone) not in EXPEDITIONS:
        return ""
    return f"{state.opponent(mine.controller)}.{state.zone_kind(mine.zone)}"


def facing_expeditions(state: GameState, me: int | None) -> list[str]:
    """1.3.2.e, 1.2.4.b — the expeditions facing those of the object ``me``: the opponent's expedition of the same
    kind as each expedition ``me`` is in (:func:`my_expeditions`: for a Gigantic Character, both of the opponent's;
    the reading ``gigantic-present-in-each-expedition``, taken by the callers); none when ``me`` is in no
    expedition."""
    mine = state.objects.get(me) if me is not None else None
    if mine is None:
        return []
    return [f"{state.opponent(mine.controller)}.{state.zone_kind(z)}" for z in my_expeditions(mine, state)]


def facing_me(obj: GameObject, state: GameState, me: int | None) -> bool:
    """1.3.2.e, 1.2.4.b — whether ``obj`` is "facing me" for the object ``me`` that bears the ability: in an
    expedition facing one that ``me`` is in, either of them seen in each of its player's expeditions when it is a
    Gigantic Character (:func:`my_expeditions`; the reading ``gigantic-present-in-each-expedition``, taken by the
    callers: :func:`gigantic_faces_me_elsewhere`)."""
    return bool(set(my_expeditions(obj, state)) & set(facing_expeditions(state, me)))


def gigantic_faces_me_elsewhere(obj: GameObject, state: GameState, me: int | None) -> bool:
    """1.3.2.e, 1.2.4.b — whether ``obj`` is "facing me" of ``me`` only because one of them is a Gigantic Character,
    present in each of its player's expeditions: ``obj`` is not in the expedition facing the one ``me`` is in (the
    reading ``gigantic-present-in-each-expedition``)."""
    return obj.zone != facing_expedition(state, me) and facing_me(obj, state, me)


def gigantic_in_other_expeditions(state: GameState, zones: list[str]) -> list[GameObject]:
    """1.3.2.e, 1.2.4.b — the Gigantic Characters a zone phrase that names one expedition of a player but not the
    other names too: Gigantic's reminder text says such a Character is considered present in each of its player's
    expeditions (the reading ``gigantic-present-in-each-expedition``, taken by the callers); Gigantic as
    :func:`gigantic` reads it."""
    found: list[GameObject] = []
    for zone in zones:
        if state.zone_kind(zone) not in EXPEDITIONS:
            continue
        player = zone.split(".", 1)[0]
        for other in (f"{player}.{kind}" for kind in EXPEDITIONS):
            if other in zones:
                continue
            found += [o for o in state.in_zone(other) if gigantic(o, state) and o not in found]
    return found


def gigantic_zone_matches(phrase: str | None, obj: GameObject, state: GameState, you: str) -> bool:
    """1.3.2.e, 1.2.4.b — whether a zone phrase that does not name the expedition ``obj`` is in names another
    expedition of its player where ``obj``, a Gigantic Character, is considered present too
    (:func:`gigantic_in_other_expeditions`; the reading ``gigantic-present-in-each-expedition``, taken by the
    callers)."""
    return phrase is not None and obj in gigantic_in_other_expeditions(
        state, [z for z in my_expeditions(obj, state) if zone_matches(phrase, z, state, you)])


def gigantic_moved_between_expeditions(action: AtomicAction, state: GameState) -> bool:
    """7.2.1.a, 1.2.4.b — whether ``action`` moves a Gigantic Character from one of its player's expeditions to the
    other: considered present in each of them before the move and after it (its reminder text), it neither leaves
    the first nor joins the second (the reading ``gigantic-present-in-each-expedition``, taken by the callers:
    :func:`gigantic_stays_present`)."""
    if action.kind is not _MOVE or not within_the_expedition_zone(action, state):
        return False
    moved = next((state.objects[oid] for oid in (action.result, action.obj) if oid in state.objects), None)
    if moved is not None:
        return gigantic(moved, state)
    return action.card is not None and printed_gigantic(action.card)


def gigantic_stays_present(pattern: Pattern, action: AtomicAction, state: GameState, you: str,
                           me: int | None) -> bool:
    """7.2.1.a, 1.2.4.b — whether a "leaves" or "joins my Expedition" pattern would see ``action`` but for the
    Gigantic Character it moves between its player's expeditions staying present in both
    (:func:`gigantic_moved_between_expeditions`): the reading ``gigantic-present-in-each-expedition``."""
    return pattern.event in STAYING_EVENTS and gigantic_moved_between_expeditions(action, state) \
        and pattern_matches(pattern, action, state, you, me, gigantic_stays=False)


#: The events a Gigantic Character moved between its player's expeditions does not make (it stays in both).
STAYING_EVENTS = ("leaves", "joins_expedition")


def facing_entering(state: GameState, sel: Selector | None, obj: GameObject, source: GameObject,
                    entering: str) -> bool:
    """7.3.1.e, 6.3.d, 1.3.2.e — whether ``obj``, entering the expedition ``entering``, is one of the objects "facing"
    ``source`` that ``sel`` names: its reactions to entering are checked as it enters (reading
    ``facing-as-it-enters``), when it is not yet in the expedition it will face from; a Gigantic Character enters
    each expedition of that player (:func:`entering_expeditions`)."""
    if sel is None or not sel.facing_me \
            or not set(entering_expeditions(state, obj, entering)) & set(facing_expeditions(state, source.oid)):
        return False
    return object_matches(replace(sel, facing_me=False), obj.oid, state, source.controller, source.oid, None)


def entering_expeditions(state: GameState, obj: GameObject, entering: str) -> list[str]:
    """1.3.2.e, 1.2.4.b — the expeditions ``obj`` will be in once it has entered the expedition ``entering``: that
    one; for a Gigantic Character, each expedition of that player, as it is considered present in each (the reading
    ``gigantic-present-in-each-expedition``, taken by the callers)."""
    return present_in(obj, entering, state) or [entering]


def where_i_was(state: GameState, sel: Selector, me: int | None, me_expedition: str) -> list[str]:
    """7.2.1.b, 1.4.4.a — the expeditions "in my Expedition" (``near_me``) or "facing me" (``facing_me``) names in the
    effect of a reaction whose object has left its expedition: those it was present in when the reaction triggered
    (``me_expedition``, :func:`source_expedition`: each of its player's for a Gigantic one), or those facing them, as
    "my Expedition" is read (the reading ``my-expedition-after-leaving``); none while "me" is still in an expedition
    (it is read where it is), or when it was in none."""
    if not me_expedition or not (sel.near_me or sel.facing_me):
        return []
    mine = state.objects.get(me) if me is not None else None
    if mine is not None and state.zone_kind(mine.zone) in EXPEDITIONS:
        return []
    if sel.near_me:
        return me_expedition.split()
    return [f"{state.opponent(state.zone_owner(z) or '')}.{state.zone_kind(z)}" for z in me_expedition.split()]


def in_contact(state: GameState, me: int | None, gigantic: bool = True) -> bool:
    """7.3.11, 1.2.4.b — In Contact (the card's reminder text): "I'm In Contact if another player's Expedition is in
    my region": an expedition of another player has its marker in the region of the object's expedition; for a
    Gigantic Character, of either expedition of its player, as it is considered present in each (the reading
    ``gigantic-present-in-each-expedition``, taken by the caller; not with ``gigantic`` False)."""
    obj = state.objects.get(me) if me is not None else None
    if obj is None or state.zone_kind(obj.zone) not in EXPEDITIONS:
        return False
    regions = {state.markers[z] for z in (my_expeditions(obj, state) if gigantic else [obj.zone]) if z in state.markers}
    return any(state.markers.get(f"{p}.{k}") in regions for p in state.players if p != obj.controller
               for k in EXPEDITIONS)


def source_expedition(state: GameState, source: int | None, trigger: AtomicAction | None) -> str:
    """7.2.1.b, 1.4.4.a — the expedition a reaction's object was in when the reaction triggered: where it is, or,
    if the triggering event took it out of an expedition, the one it left ("" when neither); for a Gigantic Character
    that left, each of its player's expeditions, space-separated: it was present in each (the reading
    ``gigantic-my-expedition-each``; Gigantic as it was when it left, :func:`gigantic` of the object it was)."""
    obj = state.objects.get(source) if source is not None else None
    if obj is not None:
        return obj.zone if state.zone_kind(obj.zone) in EXPEDITIONS else ""
    if trigger is not None and trigger.kind == "move" and trigger.obj == source and trigger.from_zone and (
            state.zone_kind(trigger.from_zone) in EXPEDITIONS):
        moved = state.objects.get(trigger.result) if trigger.result is not None else None
        card = moved.card if moved is not None else trigger.card
        if card is not None and card.type == "character" and (
                source in state.gigantic_now or printed_gigantic(card)):
            player = trigger.from_zone.split(".", 1)[0]
            return " ".join(f"{player}.{kind}" for kind in EXPEDITIONS)
        return trigger.from_zone
    return ""


def event_expedition(trigger: AtomicAction | None) -> str:
    """7.3.11.a, 1.3.2.e — the expedition a triggering event is about, when it is one (an expedition advances, or
    Progress leaves it in place): the "it" of "If there is no Character facing it" ("" otherwise)."""
    if trigger is None or (trigger.kind is not _ADVANCE and trigger.kind is not AtomicKind.FAIL_ADVANCE):
        return ""
    return trigger.to_zone or ""


def status_gained_as_it_enters(pattern: Pattern, action: AtomicAction, state: GameState, you: str,
                               me: int | None) -> bool:
    """5.2.1.c, 6.3.b — a Character that had Fleeting in Limbo gains Fleeting as it enters its expedition: the move
    that puts it there (the play's, carrying the status) is also the event "gains [[Fleeting]]" a reaction's trigger
    sees ("When a Character you control gains [[Fleeting]]"). Only reactions look here (a modifier of gaining a status
    does not apply to the move that enters)."""
    return (pattern.event == "gains_status" and action.kind is _MOVE and action.verb == "play"
            and not action.impossible and action.status is not None and pattern.status in (None, action.status)
            and state.zone_kind(action.to_zone or "") in EXPEDITIONS
            and object_matches(pattern.object, action.obj, state, you, me, None))


def pattern_matches(pattern: Pattern, action: AtomicAction, state: GameState, you: str,
                    me: int | None, gigantic_stays: bool = True) -> bool:
    """6.3.b — whether an atomic action is an event that ``pattern`` describes. A Gigantic Character moved between
    its player's expeditions neither leaves nor joins one (:func:`gigantic_moved_between_expeditions`), unless
    ``gigantic_stays`` is False (to say the reading: :func:`gigantic_stays_present`)."""
    if action.impossible or action.kind is _EMBLEM:
        return False
    if gigantic_stays and pattern.event in STAYING_EVENTS and gigantic_moved_between_expeditions(action, state):
        return False
    event = pattern.event
    subject = action.obj
    if action.kind is _CREATE and event in JOINING_EVENTS:
        return joins_by_creation(pattern, action, state, you, me)
    if event == DRAWS:
        return draw_fits(pattern, action, state, you)
    if event == GIFT:
        return gift_fits(pattern, action, state, you)
    if event == ROLLS:
        return roll_fits(pattern, action, you)
    if event == REVEALED:
        return reveal_fits(pattern, action, state, you, me)
    if event in ("moves", "goes_to", "leaves", "joins_expedition", "discarded", "sacrificed",
                 "enters_play", "played"):
        if action.kind is not _MOVE or stays_in_its_expedition(action, state):
            return False
        if pattern.phase is not None and state.phase != pattern.phase:  # "during the Afternoon" (4.2.a)
            return False
        to, frm = pattern.to_zone, pattern.from_zone
        if event == "joins_expedition":
            to = to or "expedition"
        if event == "discarded":
            to = to or "discard"
        if event == "enters_play":
            if within_the_expedition_zone(action, state):  # already in play (1.4.4.a, 1.2.4.d)
                return False
            to = to or "play"
        if event == "sacrificed" and action.verb != "sacrifice":
            return False
        if event == "played":
            if not (action.verb == "play" or action.ends_play) or action.played_from is None:
                return False
            if pattern.played_from == "scout":
                if not action.scouted:
                    return False
            elif pattern.played_from not in (None, "any", action.played_from):
                return False
        if not destination_fits(to, action.to_zone, state, you, me) \
                and not (to == MY_EXPEDITION and gigantic_joins_my_other_expedition(action, state, me)):
            return False
        if not destination_fits(frm, action.from_zone, state, you, me):
            return False
        if event == "leaves" and stays_in_the_zone_left(frm, action, state, you, me):
            return False
        if pattern.object is not None and pattern.object.kind == "me":
            return subject == me or (event == "played" and action.result == me)
        return object_matches(pattern.object, subject, state, you, me, None)
    if event != EVENT_OF_KIND[action.kind]:  # action.event, without the property's call
        return False
    if event == "phase":  # a phase begins; or a daily effect ends ("after:rest", 4.2.d), seen only by {after: rest}
        return pattern.phase == action.phase or (pattern.phase is None and action.verb != "after_daily")
    if event == "advances" and pattern.phase is not None and state.phase != pattern.phase:  # "during Dusk" (4.2.a)
        return False
    if event in ("advances", "fails_to_advance") and pattern.object is not None:
        return advance_fits(pattern.object, action, state, me)
    if pattern.ascended and action.to_zone not in state.ascended:  # "one or more of your Ascended Expeditions"
        return False
    if event in ("gains_status", "loses_status") and pattern.status not in (None, action.status):
        return False
    if event in ("gains_counter", "loses_counter") and not counter_event_fits(pattern, action, state):
        return False
    if pattern.player == "you" and action.actor != you:
        return False
    if pattern.player == "opponent" and action.actor == you:
        return False
    if event == "passes":
        return not pattern.first or passes_first(action, state)
    if event == "created":
        return destination_fits(pattern.to_zone, action.to_zone, state, you, me) and (
            pattern.object is None or _token_fits(pattern.object, action, you))
    return object_matches(pattern.object, subject, state, you, me, None)


def advance_fits(sel: Selector, action: AtomicAction, state: GameState, me: int | None) -> bool:
    """7.3.11.a, 7.2.1.a — "If my Expedition would move forward": the expedition advancing is the one the object that
    bears the ability is in (none when it is in no expedition)."""
    mine = state.objects.get(me) if me is not None else None
    if sel.kind != "my_expedition" or mine is None or state.zone_kind(mine.zone) not in EXPEDITIONS:
        return False
    return action.to_zone == mine.zone


def counter_event_fits(pattern: Pattern, action: AtomicAction, state: GameState) -> bool:
    """6.3.b — a counter event fits a trigger naming its counter, and "my third Trial counter" only the gain that
    takes the count from below three to three or more (the count before the event plus what it gains)."""
    if pattern.counter not in (None, action.status):
        return False
    if pattern.reaching is None:
        return True
    obj = state.objects.get(action.obj) if action.obj is not None else None
    before = obj.counters.get(action.status or "", 0) if obj is not None else 0
    return before < pattern.reaching <= before + action.amount


def names_destination(pattern: Pattern) -> bool:
    """1.4.4.a — whether a trigger describes its object arriving somewhere (joins, enters play, goes to a zone,
    is discarded, is played): its "it" is then the object in that zone, which the event that moved it made.

    Otherwise (leaves, moves, is sacrificed) "it" is the object where the trigger saw it, and an
    effect does not follow it into another zone (reading ``reaction-it-where-its-trigger-sees-it``).
    """
    event = pattern.event
    return event in ("joins_expedition", "enters_play", "discarded", "played") or (
        event in ("goes_to", "moves") and pattern.to_zone is not None)


@lru_cache(maxsize=256)
def refers_to_it(effect: Effect) -> bool:
    """7.2 — whether an effect says "it" anywhere (its verbs, modes, conditions, "if you do", internal actions)."""
    for step in effect:
        sels = [s for v in (*step.verbs, *step.internal_cost) for s in (v.what, v.where) if s is not None]
        if step.condition is not None:
            sels.append(step.condition.selector)
        if any(s.kind == "it" for s in sels):
            return True
        if any(refers_to_it(inner) for inner in (step.if_you_do, step.if_you_dont, step.otherwise, step.then,
                                                 step.internal_effect,
                                                 *step.modes,
                                                 *(line.effect for line in step.die))):
            return True
    return False


def joins_by_creation(pattern: Pattern, action: AtomicAction, state: GameState, you: str,
                      me: int | None = None) -> bool:
    """6.1.e, 6.3.b, 2.2.1.d — a token created in an expedition joins that expedition and enters play.

    The seed text does not define "join" (rejoindre) for tokens: this is the reading
    ``token-created-joins-expedition``. A created token comes from no zone, and is not yet the "me" of a reaction
    that exists before the event; its own reactions to its arrival are the exception of 6.3.d
    (``judge.engine.modifiers._created_tokens_arriving``).
    """
    default = "expedition" if pattern.event == "joins_expedition" else "play"
    if pattern.from_zone is not None or not destination_fits(pattern.to_zone or default, action.to_zone, state, you,
                                                             me):
        return False
    sel = pattern.object
    if sel is None:
        return True
    if sel.kind in ("me", "it"):
        return False
    assert action.card is not None
    if sel.type not in (None, "object", "token", action.card.type):  # a token is no card (is_card)
        return False
    return _token_fits(sel, action, you)


def destination_fits(phrase: str | None, zone: str | None, state: GameState, you: str, me: int | None) -> bool:
    """5.1.2.e, 7.2.1.a — whether the zone an event takes its object to (or from) fits a trigger's ``to:`` (or
    ``from:``): a zone phrase (:func:`zone_matches`), or ``my_expedition``, the expedition of the object that bears the
    ability as the event happens ("joins my Expedition", "leaves my Expedition": each of its player's expeditions for
    a Gigantic one, :func:`my_expeditions`; nothing when that object is in no expedition)."""
    if phrase != MY_EXPEDITION:
        return zone_matches(phrase, zone, state, you)
    mine = state.objects.get(me) if me is not None else None
    return mine is not None and zone in my_expeditions(mine, state)


def my_expeditions(mine: GameObject, state: GameState) -> list[str]:
    """7.2.1.a, 1.2.4.b — the expeditions "my Expedition" names for the object ``mine`` that bears an ability: the one
    it is in (none out of the expeditions); for a Gigantic Character (:func:`gigantic`), each expedition of its
    player: Gigantic's reminder text says it is "considered present in each of your Expeditions" (the reading
    ``gigantic-my-expedition-each``, taken by the callers: :func:`gigantic_elsewhere_named`)."""
    return present_in(mine, mine.zone, state)


def present_in(obj: GameObject, zone: str, state: GameState) -> list[str]:
    """7.2.1.a, 1.2.4.b — the expeditions ``obj`` is present in when in ``zone``: none out of the expeditions; the one
    it is in; for a Gigantic Character (:func:`gigantic`), each expedition of that player ("considered present in each
    of your Expeditions": the readings ``gigantic-my-expedition-each`` and ``gigantic-present-in-each-expedition``,
    taken by the callers)."""
    if state.zone_kind(zone) not in EXPEDITIONS:
        return []
    if gigantic(obj, state):
        player = zone.split(".", 1)[0]
        return [f"{player}.{kind}" for kind in EXPEDITIONS]
    return [zone]


def gigantic(obj: GameObject, state: GameState) -> bool:
    """1.2.4.b, 1.2.4.d, 6.5.c — whether ``obj`` is a Gigantic Character now, the one notion of Gigantic every check
    reads (Progress, Defender, costs, "my Expedition", zone phrases, facing, moves, In Contact): Gigantic printed on
    its card, or as its keyword functions now, by a condition that holds ("If …, I am Gigantic") or given by a
    passive of an object in play, as the engine found after the last step (``GameState.gigantic_now``:
    :func:`judge.engine.conditions.refresh_gigantic`). A card out of play has only its printed Gigantic: its
    abilities do not function there (1.2.4.d)."""
    return obj.card.type == "character" and ("gigantic" in obj.card.keywords or obj.oid in state.gigantic_now)


def printed_gigantic(card: CardDef) -> bool:
    """1.2.4.b — whether a card is a Character with the Gigantic keyword printed on it: a card not yet in play
    (judge.engine.atomic.gigantic reads Gigantic of an object)."""
    return card.type == "character" and "gigantic" in card.keywords


def gigantic_joins_my_other_expedition(action: AtomicAction, state: GameState, me: int | None) -> bool:
    """7.2.1.a, 1.2.4.b — whether ``action`` brings a Gigantic Character from outside its player's expeditions into
    one of them while the object ``me`` that bears the ability is in another of them: Gigantic's reminder text says it
    is "considered present in each of your Expeditions", so it joins each of them, "my Expedition" too (the reading
    ``gigantic-my-expedition-each``, taken by the callers: :func:`gigantic_elsewhere_named`)."""
    mine = state.objects.get(me) if me is not None else None
    moved = next((state.objects[oid] for oid in (action.result, action.obj) if oid in state.objects), None)
    zone, origin = action.to_zone or "", action.from_zone or ""
    giant = gigantic(moved, state) if moved is not None else action.card is not None and printed_gigantic(action.card)
    if mine is None or not giant or state.zone_kind(zone) not in EXPEDITIONS:
        return False
    player = zone.split(".", 1)[0]
    if state.zone_kind(origin) in EXPEDITIONS and origin.split(".", 1)[0] == player:
        return False  # already present in each of them
    return any(f"{player}.{kind}" in my_expeditions(mine, state) for kind in EXPEDITIONS)


def gigantic_elsewhere_named(pattern: Pattern, action: AtomicAction, state: GameState, me: int | None) -> bool:
    """7.2.1.a, 1.2.4.b — whether a pattern matched by ``action`` says "my Expedition" (``to:`` or ``from:
    my_expedition``) of a Gigantic bearer that the action's zone is not the one it is in: the reading
    ``gigantic-my-expedition-each``."""
    mine = state.objects.get(me) if me is not None else None
    if mine is None:
        return False
    if pattern.to_zone == MY_EXPEDITION and action.to_zone != mine.zone:
        return True
    if pattern.from_zone == MY_EXPEDITION and action.from_zone != mine.zone:  # "leaves my Expedition"
        return True
    subject = state.objects.get(action.obj) if action.obj is not None else None  # "a Character in my Expedition"
    return pattern.object is not None and pattern.object.near_me and subject is not None \
        and gigantic_near_me_elsewhere(subject, state, me)


def draw_fits(pattern: Pattern, action: AtomicAction, state: GameState, you: str) -> bool:
    """1.3.2.b, 6.3.b — whether an atomic action is a card drawn (from a deck into a Hand) by the player the pattern
    names (``player:`` you, opponent, or anyone); with ``or_resupplies``, a card Resupplied too (an Exhausted Resupply
    is a Resupply, as its reminder text says); with ``phase:``, only during that phase ("in the Morning", 4.2.a). A
    step that draws several cards is one event per player: see :func:`drawn_earlier_in_step`."""
    if action.kind is not _MOVE or not action.from_zone or state.zone_kind(action.from_zone) != "deck":
        return False
    if pattern.phase is not None and state.phase != pattern.phase:  # "in the Morning" (4.2.a)
        return False
    if action.verb != "draw" and not (pattern.or_resupplies and action.verb in ("resupply", "exhausted_resupply")):
        return False
    if action.verb == "draw" and state.zone_kind(action.to_zone or "") != "hand":
        return False  # a replacement sent it elsewhere: not drawn (see drawn_elsewhere)
    if pattern.player == "you":
        return action.actor == you
    return pattern.player != "opponent" or action.actor != you


def drawn_elsewhere(pattern: Pattern, action: AtomicAction, state: GameState, you: str) -> bool:
    """6.2.b, 6.3.b — whether a "draws" ``pattern`` (or a Gift's, whose card drawn is one, :func:`gift_fits`) fails to
    see ``action`` only because a replacement sent the card it would draw to a zone other than a Hand: the new
    destination decides what the action does (as a discard put into a Reserve instead is not a discard), so the card
    is not drawn (the reading draw-sent-elsewhere-is-not-drawn, taken by the caller)."""
    if pattern.event not in (DRAWS, GIFT) or action.kind is not _MOVE or action.verb != "draw" or action.impossible \
            or not action.from_zone or state.zone_kind(action.from_zone) != "deck" \
            or state.zone_kind(action.to_zone or "") == "hand" \
            or (pattern.phase is not None and state.phase != pattern.phase):
        return False
    return pattern.event == DRAWS or gift_fits(pattern, action.copy(to_zone=f"{action.actor}.hand"), state, you)


def roll_fits(pattern: Pattern, action: AtomicAction, you: str) -> bool:
    """6.1.c, 6.2.d — whether an atomic action is a die rolled by the player the pattern names (``player:`` you,
    opponent, or anyone): "If you would roll one or more dice" (judge.engine.dice; reading die-roll-by-card-text)."""
    if action.kind is not _NOTHING or action.verb != "roll_die":
        return False
    if pattern.player == "you":
        return action.actor == you
    return pattern.player != "opponent" or action.actor != you


def reveal_fits(pattern: Pattern, action: AtomicAction, state: GameState, you: str, me: int | None) -> bool:
    """6.3.b, 6.2.c — whether an atomic action is a card revealed by the player the pattern names; with ``this_way``,
    only a reveal that a modifier of the object bearing the ability added ("When you reveal a card this way": the
    key of an ability is its object's reference and the ability's number, judge.engine.core.ability_sources)."""
    if action.kind is not _NOTHING or action.verb != "reveal_top":
        return False
    if pattern.player == "you" and action.actor != you:
        return False
    if pattern.player == "opponent" and action.actor == you:
        return False
    if not pattern.this_way:
        return True
    mine = state.objects.get(me) if me is not None else None
    return mine is not None and str(action.added_by or "").startswith(f"{mine.ref}/")


def gift_fits(pattern: Pattern, action: AtomicAction, state: GameState, you: str) -> bool:
    """4.2.3.c, 1.2.4.b — "When you make a [Gift]": the card's reminder text makes a Gift of what happens on a
    player's turn to an opponent of theirs: a card the opponent draws, a Resupply (or an Exhausted Resupply) of theirs,
    a token created in one of their zones. The giver is the player whose turn it is in the Afternoon (4.2.3.c; the
    first player when the scenario names no turn; none before the first turn begins); ``player:`` says who it must be
    (you, opponent or any). Each card drawn, each Resupply and each token is a Gift (reading
    ``gift-by-reminder-text``)."""
    giver = state.turn_under_way()
    if giver is None:
        return False
    if (pattern.player in (None, "you") and giver != you) or (pattern.player == "opponent" and giver == you):
        return False
    if action.kind is _CREATE:
        receiver = state.zone_owner(action.to_zone or "")
        return receiver is not None and receiver != giver
    if action.kind is not _MOVE or action.actor == giver or not action.from_zone:
        return False
    if action.verb == "draw" and state.zone_kind(action.to_zone or "") != "hand":
        return False  # a replacement sent it elsewhere: not drawn, so no Gift (see drawn_elsewhere)
    return state.zone_kind(action.from_zone) == "deck" and action.verb in ("draw", "resupply", "exhausted_resupply")


def drawn_earlier_in_step(pattern: Pattern, actions: list[AtomicAction], index: int, state: GameState, you: str,
                          me: int | None) -> bool:
    """6.1.c, 6.1.e, 6.3.b — "when … draws one or more cards": a step (one verb: "draw 2", the Morning's Draw)
    draws its cards in one atomic action each, and is one such event for each player who draws: the reaction
    applies to the first card that player draws in the step, not again to the others (reading
    ``draws-one-or-more-once-per-step``). Whether an earlier action of the step is already that event."""
    actor = actions[index].actor
    return any(a.actor == actor and pattern_matches(pattern, a, state, you, me) for a in actions[:index])


def passes_first(action: AtomicAction, state: GameState) -> bool:
    """4.2.3.c, 1.3.2.d* — "you pass first": the player passes while no other player has passed yet this day (the
    card's reminder text says: before any other player has passed); read before the pass happens."""
    return not any(p in state.passed for p in state.players if p != action.actor)


def _token_fits(sel: Selector, action: AtomicAction, you: str) -> bool:
    """2.2.1.d, 2.2.1.b — whether a token about to be created fits a selector's type (:func:`created_token_type_fits`),
    ``token``, ``faction`` (:func:`created_token_faction_fits`), ``not_subtype``, ``subtype`` and ``controller`` (its
    zone's player)."""
    if sel.token is False or (sel.type == "token" and action.card is not None and not action.card.token):
        return False
    if not created_token_type_fits(sel, action):
        return False
    if not created_token_faction_fits(sel):
        return False
    if sel.not_subtype is not None and action.card is not None and sel.not_subtype in action.card.subtypes:
        return False  # "a non-Illusion Character" (2.2.1.h), as restrictions_hold says of an object in play
    if sel.subtype is not None and (action.card is None or sel.subtype not in action.card.subtypes):
        return False  # "a Plant", as restrictions_hold says of an object in play
    owner = action.to_zone.split(".", 1)[0] if action.to_zone and "." in action.to_zone else None
    if sel.controller == "you" and owner != you:
        return False
    return not (sel.controller == "opponent" and owner == you)


# -- performing ---------------------------------------------------------------------------------------

def created_token_type_fits(sel: Selector, action: AtomicAction) -> bool:
    """2.2.1.d, 2.2.1.b, 2.2.1.i — whether a token about to be created is of the type a selector names ("When you
    create a Character token"): a token is a Character (2.2.1.d), unless the text creating it says it is a Permanent
    (the reading ``token-type-by-card-text``), and an object has a single type (2.2.1.b); a selector naming no type
    (an object, a token) fits any token. "A card" never fits one (:func:`is_card`)."""
    if sel.type in (None, "object", "token") or action.card is None:
        return True
    return sel.type == action.card.type


def created_token_faction_fits(sel: Selector) -> bool:
    """2.2.8.d, 2.2.8.b — whether a token about to be created fits a selector's ``faction``: a token has no faction,
    whatever card's effect creates it (2.2.8.d), so it is neutral (2.2.8.b) and fits only ``faction: neutral`` (or
    no faction named), as :func:`faction_of` says of a token already in play ("When another Lyra Character joins
    your Expeditions" does not see the tokens a Lyra Spell creates)."""
    return sel.faction is None or sel.faction == NEUTRAL


def token_typed_by_card_text(action: AtomicAction) -> bool:
    """2.2.1.d, 2.2.1.b, 1.4.2.a — whether an atomic action creates a token of another type than Character, as the
    text creating it says ("Create a [Seedling] token in your Landmarks. (It's a Permanent …)"): 2.2.1.d gives every
    token the type Character, and the card's text is followed instead (the reading ``token-type-by-card-text``,
    taken by the caller)."""
    return action.kind is _CREATE and action.card is not None and action.card.type != "character"


def token_owner(action: AtomicAction) -> str:
    """1.4.3.a, 2.2.1.d, 2.2.10.e — who owns (and controls) a token an atomic action creates: the player whose
    expedition it is created in, whoever's effect creates it. The seed text names no owner for tokens: this is the
    reading ``token-is-its-expeditions-players`` (a card moved to another player's zone goes to its owner's, 1.4.3.a,
    so an object in a player's expedition is that player's), taken when the creator is another player."""
    assert action.to_zone is not None
    return action.to_zone.split(".", 1)[0]


def arrives_exhausted_in_mana(action: AtomicAction, state: GameState) -> bool:
    """2.2.1.f, 1.3.2.b — whether the card a move puts into a Mana zone, a Mana Orb there, arrives exhausted: one an
    effect puts there does ("Put it into your Mana zone", "… (as an exhausted Mana Orb)": reading
    ``card-text-to-mana-exhausted``), unless its card's text says it is ready (``put: {…, ready: yes}``); the
    Morning's Mana (1.3.2.b, the verb ``mana``) is not exhausted."""
    return action.verb != "mana" and action.status != "ready" and state.zone_kind(action.to_zone or "") == "mana"


def perform(action: AtomicAction, state: GameState) -> None:
    """6.1.f, 1.4.4.a — do the atomic action on the state (it is possible: checked before)."""
    kind = action.kind
    if kind is _MOVE:
        assert action.obj is not None and action.to_zone is not None
        obj = state.objects[action.obj]
        if obj.card.token and state.zone_kind(action.to_zone) not in IN_PLAY:
            state.remove(action.obj)  # a token that leaves play ceases to exist
            return
        if within_the_expedition_zone(action, state):
            keep_the_object(action, state)
            return
        boosts = obj.boosts if action.keeps_boosts else 0
        new = state.move(action.obj, action.to_zone)
        if action.verb == "play" and action.status:
            new.statuses.add(action.status)
        if action.verb == "exhausted_resupply" or arrives_exhausted_in_mana(action, state):
            new.exhausted = True
        if boosts:
            new.boosts = boosts
            new.statuses.add("boosted")
        action.result = new.oid
    elif kind is _CREATE:
        assert action.card is not None and action.to_zone is not None
        action.result = state.add(action.card, token_owner(action), action.to_zone).oid
    elif kind in ("exhaust", "ready"):
        assert action.obj is not None
        target = state.objects[action.obj]
        target.exhausted = kind is _EXHAUST
        if state.zone_kind(target.zone) == "reserve":  # an exhausted card there has no support abilities
            state.ability_version += 1  # (judge.engine.declare.exhausted_in_reserve): which function changes
    elif kind == "gain_status":
        assert action.obj is not None and action.status
        state.objects[action.obj].statuses.add(action.status)
    elif kind == "lose_status":
        assert action.obj is not None and action.status
        state.objects[action.obj].statuses.discard(action.status)
    elif kind is _BOOST:
        assert action.obj is not None
        target = state.objects[action.obj]
        target.boosts += action.amount
        target.statuses.add("boosted")
    elif kind in ("gain_counter", "lose_counter"):
        assert action.obj is not None and action.status
        change_counters(state.objects[action.obj], action.status, action.amount if kind == "gain_counter"
                        else -action.amount)
    elif kind is _ADVANCE:
        assert action.to_zone is not None
        state.markers[action.to_zone] = advance_target(state, action.to_zone)
    elif kind == "ascend":
        assert action.to_zone is not None
        state.ascended.add(action.to_zone)
    elif kind == "next_card":
        assert action.next_card is not None
        state.add_next_card(action.next_card)


def within_the_expedition_zone(action: AtomicAction, state: GameState) -> bool:
    """1.4.4.a, 1.2.4.d, 4.2.5.b — whether a move takes an object from one of a player's expeditions to their other
    one, or into the one it is in: both are in that player's Expedition zone (1.2.4.d: in play is in the Expedition
    zone, the Hero zone or the Landmark zone; 4.2.5.b: the Characters in the Expedition zone), so it does not change
    zones (:func:`stays_in_its_expedition`)."""
    frm, to = action.from_zone, action.to_zone
    return (frm is not None and to is not None and state.zone_owner(frm) == state.zone_owner(to)
            and state.zone_kind(frm) in EXPEDITIONS and state.zone_kind(to) in EXPEDITIONS)


def stays_in_its_expedition(action: AtomicAction, state: GameState) -> bool:
    """1.4.4.a, 1.2.4.d — whether a move puts an object into the expedition it is already in: it changes no zone
    (:func:`within_the_expedition_zone`) and no expedition, so it is the same object, and it neither leaves, joins,
    goes to nor enters anything a trigger could see."""
    return action.from_zone == action.to_zone and within_the_expedition_zone(action, state)


def stays_in_the_zone_left(phrase: str | None, action: AtomicAction, state: GameState, you: str,
                           me: int | None = None) -> bool:
    """1.2.4.d, 1.4.4.a — whether a move from one of a player's expeditions to the other leaves nothing that ``phrase``
    (a "leaves" trigger's ``from``) names: both are in the Expedition zone (:func:`within_the_expedition_zone`), so
    "When I leave the Expedition zone" (``from: expedition``, or no ``from``) does not see it; "When I leave the Hero
    expedition" does, its destination being no Hero expedition; "When a Character leaves my Expedition" does, unless
    the object ``me`` bearing it is Gigantic, each of its player's expeditions then its (:func:`destination_fits`)."""
    return within_the_expedition_zone(action, state) and destination_fits(phrase, action.to_zone, state, you, me)


def keep_the_object(action: AtomicAction, state: GameState) -> None:
    """1.4.4.a — an object that moves within its zone (from one expedition to the other) is not a new object: it
    keeps its statuses, boosts, counters and exhaustion, and its handle."""
    assert action.obj is not None and action.to_zone is not None
    action.result = state.shift(action.obj, action.to_zone).oid


def change_counters(obj: GameObject, name: str, change: int) -> None:
    """1.2.4.c, 1.4.4.a — an object gains (or loses) named counters, as the card's text says: never fewer than
    none; they stay with the object, and do not follow its card to another zone (a new object). A boost spent
    ("spend 1 counter", judge.engine.verbs.counter_kinds) is one of its boosts: with none left it is no longer
    Boosted."""
    if name == "boost":
        obj.boosts = max(0, obj.boosts + change)
        if not obj.boosts:
            obj.statuses.discard("boosted")
        return
    count = max(0, obj.counters.get(name, 0) + change)
    kept = {k: n for k, n in obj.counters.items() if k != name}
    if count:
        kept[name] = count
    obj.counters = dict(sorted(kept.items()))  # in name order: equal counters give equal keys (judge.explore_key)


def keeps_boosts(obj: GameObject, to_zone: str, state: GameState) -> bool:
    """1.4.4.a, 1.2.4.b — whether a card keeps its boosts as it moves: Seasoned (the card's reminder text) keeps them
    when it goes to the Reserve, and a card leaving a Reserve or Limbo keeps them (:func:`boosts_leave_with_it`).

    Counters do not follow a card to a new zone (1.4.4.a); the seed documents do not define Seasoned.
    """
    return obj.boosts > 0 and not obj.card.token and (
        boosts_leave_with_it(obj, to_zone, state)
        or (state.zone_kind(to_zone) == "reserve"
            and ("seasoned" in obj.card.keywords or granted(state, obj, "seasoned") > 0)))


def boosts_leave_with_it(obj: GameObject, to_zone: str, state: GameState) -> bool:
    """1.4.4.a, 2.2.10.c — a boost is removed when its card leaves the Expedition zone (the cards' reminder text, "A
    boost is a +1/+1/+1 counter. Remove it when it leaves the Expedition zone."; the seed documents do not define
    boosts): a card that leaves a Reserve or Limbo for a visible zone keeps them, so a Character with boosts in the
    Reserve enters its expedition with them when it is played from there (reading boosts-by-reminder-text)."""
    return (obj.boosts > 0 and state.zone_kind(obj.zone) in ("reserve", "limbo")
            and state.zone_kind(to_zone) not in HIDDEN)


def granted(state: GameState, obj: GameObject, keyword: str) -> int:
    """1.2.4.b, 1.2.4.d — what the passives of objects in play give ``obj`` of ``keyword`` (summed values):
    "Characters you control are [Tough 2]" gives each of them Tough 2 while its object is in play."""
    total = 0
    for source in state.in_play():
        for grant in source.card.grants:
            if grant.keyword != keyword or not zone_matches(grant.to.zone or "play", obj.zone, state,
                                                            source.controller):
                continue
            if object_matches(replace(grant.to, kind="any"), obj.oid, state, source.controller, source.oid, None):
                total += grant.value
    return total


def advance_target(state: GameState, expedition: str) -> int:
    """7.3.11.a — the next region: toward the companion region for the hero's expedition, else toward the hero's."""
    step = 1 if state.zone_kind(expedition) == "hero" else -1
    return state.markers[expedition] + step


def check_possible(action: AtomicAction, state: GameState) -> tuple[str, tuple[str, ...]]:
    """1.4.1.c, 6.5.f — why an atomic action cannot happen ("" when it can), and the rules that say so."""
    if action.kind in _ON_AN_OBJECT:
        if action.obj is None or action.obj not in state.objects:
            return "the object is no longer there", ()
        obj = state.objects[action.obj]
        if action.from_zone is not None and obj.zone != action.from_zone:
            return "the object is no longer there", ()
        if action.kind is _EXHAUST and obj.exhausted:
            return "already exhausted", ()
        if action.kind is _READY and not obj.exhausted:
            return "not exhausted", ()
        unchanged = status_unchanged(action, obj)
        if unchanged:
            return unchanged, ()
        if action.kind == "lose_counter" and not (obj.boosts if action.status == "boost" else
                                                  obj.counters.get(action.status or "")):
            name = action.status or ""
            return Label(f"it has no {counter_name(name, 'en')} counter",
                         f"il n'a pas de compteur {counter_name(name, 'fr')}"), ()
    if action.kind is _NOTHING and action.verb == "activate":
        return _activation_missing(action, state)
    if action.kind is _ADVANCE and action.to_zone is not None:
        if state.arena:
            return "the expedition is in the Arena", ("7.3.11.d",)
        if already_advanced_this_dusk(state, action.to_zone):
            return "the expedition has already advanced this Dusk", (CLARIFICATION, "1.4.1.a")
        target = advance_target(state, action.to_zone)
        if not 0 <= target < len(state.adventure):
            return "the expedition is already in the region opposite its origin", ("7.3.11.c",)
    return "", ()


CLARIFICATION = "clarification-des-phases-d-une-journee"  # the glossary page on the phases of a day


def already_advanced_this_dusk(state: GameState, expedition: str) -> bool:
    """Clarification of the phases (Advancement of the Expeditions: "Each Expedition can only advance once per Dusk
    phase"), 1.4.1.a, 1.4.2.a — whether ``expedition`` advanced during this Dusk in an earlier step, by Progress or by
    an effect (an "At Dusk" reaction, a reaction to Progress): it cannot advance again before the Dusk ends. Advances
    in one step are not counted against each other: a second one there comes from a card's modifier ("it moves twice
    instead"), which allows what the rule forbids (specific beats general, 1.4.2.a)."""
    return state.phase == "dusk" and expedition in state.advanced_this_dusk


def status_unchanged(action: AtomicAction, obj: GameObject) -> str:
    """1.2.6.f, 6.5.f — a status gained by an object that already has it, or lost by one that does not have it:
    the object's state cannot change, so that part of the effect cannot happen and is ignored, as exhausting an
    exhausted object is (reading ``status-gained-only-if-missing``: the seed documents do not say whether an object
    can gain a status twice). The reason ("" when the status changes)."""
    if action.kind is AtomicKind.GAIN_STATUS and action.status in obj.statuses:
        name = status_label(action.status or "")
        return Label(f"it is already {name}", f"il est déjà {name.fr}")
    if action.kind is AtomicKind.LOSE_STATUS and action.status not in obj.statuses:
        name = status_label(action.status or "")
        return Label(f"it is not {name}", f"il n'est pas {name.fr}")
    return ""


def _activation_missing(action: AtomicAction, state: GameState) -> tuple[str, tuple[str, ...]]:
    """7.3.1.b, 1.2.4.d, 1.2.6.f — "Activate [a reaction] of an object": it cannot happen when the object is no longer
    there, when its ability of that number is not a reaction (its card has fewer abilities, or that one is a passive
    or a quick action), or when that reaction does not work where the object is (in play; a support reaction in the
    Reserve, as :meth:`judge.engine.core.Engine.ability_sources` finds them); that part of the effect is ignored."""
    obj = state.objects.get(action.obj) if action.obj is not None else None
    if obj is None:
        return "the object is no longer there", ()
    abilities = obj.card.abilities
    number = action.amount + 1
    if action.amount < 0:  # "Activate the {J} abilities of …" on an object that has none (judge.engine.verbs)
        return Label(f"{obj_name(obj)} has no {{J}} ability", f"{obj_name(obj, 'fr')} n'a pas de capacité {{J}}"), \
            ("7.3.1.b",)
    if not (0 <= action.amount < len(abilities) and isinstance(abilities[action.amount], Reaction)):
        return Label(f"{obj_name(obj)} has no ability {number} that is a reaction",
                     f"{obj_name(obj, 'fr')} n'a pas de capacité {number} qui soit une réaction"), ("7.3.1.b",)
    where = state.zone_kind(obj.zone)
    if (where == "reserve") if abilities[action.amount].support else (where in IN_PLAY):
        return "", ()
    return Label(f"the reaction {number} of {obj_name(obj)} does not work where it is",
                 f"la réaction {number} {de(obj_name(obj, 'fr'))} ne fonctionne pas là où elle est"), ("1.2.4.d",)


#: The kinds of atomic action done to an object that must still be there (1.4.1.c).
_ON_AN_OBJECT = frozenset({"move", "exhaust", "ready", "gain_status", "lose_status", "boost", "gain_counter",
                           "lose_counter"})


# -- describing ---------------------------------------------------------------------------------------

def mana_orb_put(action: AtomicAction, state: GameState, who: str, name: object, to: Zone) -> Msg:
    """2.2.1.f, 1.3.2.b — a card put into a Mana zone goes face down, a Mana Orb: the Morning's (1.3.2.b), or an
    effect's, exhausted unless its text says ready (:func:`arrives_exhausted_in_mana`); the card is named as it was
    where it came from, its handle following it (the trace is the judge's: 1.4.5.a lets the player keep it hidden)."""
    if action.verb == "mana":
        return Msg("atomic.put_mana_morning", who=who, obj=name, to=to)
    key = "atomic.put_mana_exhausted" if arrives_exhausted_in_mana(action, state) else "atomic.put_mana_ready"
    return Msg(key, who=who, obj=name, to=to)


def describe(action: AtomicAction, state: GameState) -> Msg:
    """The atomic action as a message, as it stands before it happens (its words: :func:`judge.events.words`)."""
    obj = state.objects.get(action.obj) if action.obj is not None else None
    name: object = named(obj) if obj else "?"
    kind = action.kind
    if kind is _BOOST:  # the commonest first, each made by message(): see judge.events.message
        return message("atomic.boost", amount=action.amount, obj=name)
    if kind is _EXHAUST or kind is _READY:
        return message("atomic.exhaust" if kind is _EXHAUST else "atomic.ready", obj=name)
    if kind is _CREATE:
        assert action.card is not None
        return message("atomic.create", card=_card_label(action.card), to=zone_said(action.to_zone or ""))
    who = player_name(action.actor)
    if kind is _MOVE:
        to = Zone(action.to_zone or "")
        if action.verb == "draw":
            if obj is not None and state.zone_kind(action.to_zone or "") != "hand":  # a modifier sent it elsewhere
                return Msg("atomic.draw_elsewhere", who=who, obj=name, to=to)
            return Msg("atomic.draw_card", who=who) if obj is None else Msg("atomic.draw", who=who, obj=name)
        if action.verb == "resupply" and obj is None:
            return Msg("atomic.resupply", who=who)
        if action.verb == "resupply":
            return Msg("atomic.resupply_card", who=who, obj=name, to=to)
        if action.verb == "exhausted_resupply" and obj is None:
            return Msg("atomic.exhausted_resupply", who=who)
        if action.verb == "exhausted_resupply":
            return Msg("atomic.exhausted_resupply_card", who=who, obj=name, to=to)
        if action.verb == "to_mana" and not (obj is not None and obj.card.token):  # a token becomes no Mana Orb
            return Msg("atomic.to_mana", who=who, obj=name, to=to)
        if action.verb == "mana_from_deck":
            return Msg("atomic.mana_from_deck", who=who) if obj is None else Msg("atomic.mana_from_deck_card",
                                                                                  who=who, obj=name, to=to)
        if action.verb in ("put", "mana") and obj is not None and not obj.card.token and \
                state.zone_kind(action.to_zone or "") == "mana" and not action.keeps_boosts:
            return mana_orb_put(action, state, who, name, to)
        if action.verb == "rest":
            moved = Msg("atomic.rest", obj=name, to=to)
        else:
            moved = Msg(f"atomic.{action.verb if action.verb in ('discard', 'sacrifice') else 'put'}", who=who,
                        obj=name, to=to)
        if obj is not None and action.keeps_boosts:
            return Msg("atomic.keeps_boosts" if boosts_leave_with_it(obj, action.to_zone or "", state)
                       else "atomic.seasoned", move=moved, boosts=obj.boosts)
        return moved
    if kind in ("gain_status", "lose_status"):
        return Msg(f"atomic.{kind}", obj=name, status=status_label(action.status or ""))
    if kind in ("gain_counter", "lose_counter"):
        return counter_message(action, name)
    if kind is _ADVANCE:
        return Msg("atomic.advance", zone=Zone(action.to_zone or ""))
    if kind == "ascend":
        return Msg("atomic.ascend", zone=Zone(action.to_zone or "", capital=True))
    if kind is _EMBLEM:
        return Msg("atomic.emblem", label=De(action.reaction_label))
    if kind == "pass":
        return Msg("pass", who=who)
    if kind is _NOTHING and action.verb == "after_you":
        return Msg("atomic.after_you", who=who)
    if kind is _NOTHING and action.verb == "stays":
        return Msg("atomic.stays", obj=name)
    if kind is _NOTHING and action.verb == "activate":
        return Msg("atomic.activate", number=action.amount + 1, obj=name) if action.amount >= 0 else \
            Msg("atomic.activate_played", obj=name)
    if kind is _NOTHING and action.verb == "target":
        return Msg("atomic.targeted", obj=name)
    if kind is _NOTHING and action.verb == "roll_die":
        return Msg("atomic.roll_die", who=who, result=action.amount)
    if kind is _NOTHING and action.verb == "reveal_top":
        return Msg("atomic.reveal_top", who=who, obj=name)
    if kind == "next_card" and action.next_card is not None:
        return next_card_message(action.next_card.effect)
    if kind is _PHASE and action.verb == "after_daily":
        return Msg("atomic.after_daily")
    if kind is _PHASE:
        return Msg("atomic.phase", phase=phase_label(action.phase or ""))
    return Msg("atomic.nothing")


_FROM_THE_TOP = ("draw", "resupply", "exhausted_resupply", "mana_from_deck")


def describe_ahead(action: AtomicAction, state: GameState) -> Msg:
    """6.1.f, 6.2.a — an atomic action as a modifier's event says it, before the step's atomic actions happen: one
    that takes a card from a Deck takes the top card when it happens, which the actions before it in the step
    decide (a card they draw is no longer there), so it is said as "the top card of Alice's Deck", not named."""
    if action.kind is _MOVE and action.verb in _FROM_THE_TOP and action.from_zone and not action.impossible:
        who, deck = player_name(action.actor), De(Zone(action.from_zone))
        if action.verb == "draw" and state.zone_kind(action.to_zone or "") != "hand":  # a modifier sent it elsewhere
            return Msg("atomic.top.draw_elsewhere", who=who, deck=deck, to=Zone(action.to_zone or ""))
        if action.verb == "draw":  # into its player's Hand
            return Msg("atomic.top.draw", who=who, deck=deck)
        return Msg(f"atomic.top.{action.verb}", who=who, deck=deck, to=Zone(action.to_zone or ""))
    return describe(action, state)


#: A card's name as the messages of its atomic actions say it (:func:`card_label`), made once per card definition.
_card_label: Once[CardDef, Label] = Once(card_label)


@lru_cache(maxsize=BOUND)
def zone_said(key: str) -> Zone:
    """A zone as a message says it, made once per zone key (a message is data nobody changes: messages share it;
    at most :data:`~judge.model.once.BOUND` kept, whatever a process resolves)."""
    return Zone(key)


def counter_message(action: AtomicAction, name: object) -> Msg:
    """A counter action: ``put 1 Trial counter(s) on X`` / ``remove …`` (its words: judge.render.messages)."""
    counter = Label(counter_name(action.status or "", "en"), counter_name(action.status or "", "fr"))
    return Msg("atomic.gain_counter" if action.kind == "gain_counter" else "atomic.lose_counter",
               amount=action.amount, counter=counter, obj=name)


def would_happen(action: AtomicAction, state: GameState) -> Msg:
    """The atomic action as what would have happened, had no replacement modifier changed it (6.2.b)."""
    obj = state.objects.get(action.obj) if action.obj is not None else None
    if action.kind == "move" and obj is not None and action.to_zone:
        return Msg("would.move", obj=named(obj), to=Zone(action.to_zone))
    if action.kind == "create" and action.card is not None:
        return Msg("would.create", card=card_label(action.card), to=Zone(action.to_zone or ""))
    if action.kind == "nothing" and action.verb == "stays" and obj is not None:
        return Msg("would.stay", obj=named(obj))
    return Msg("would.happen", what=describe(action, state))


def next_card_message(effect: NextCard) -> Msg:
    """A delayed effect on the next card played (its words: judge.render.messages)."""
    does = Msg("next_card.free") if effect.free else Msg("next_card.less", amount=effect.less) if effect.less else \
        Msg("next_card.boost", amount=effect.boost) if effect.boost else Msg("next_card.activate")
    return Msg(f"next_card.{effect.type}", origin=Msg(f"next_card.from_{effect.played_from or 'anywhere'}"),
               when=Msg(f"next_card.this_{effect.until}"), does=does)
