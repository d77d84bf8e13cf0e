"""Card definitions and the structured ability language (docs/scenario-language.md).

Everything here is immutable data that a scenario file compiles to: what a card is
and what its abilities say. The engine reads it; nothing here does anything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from judge.model.copies import share

CardType = Literal["character", "spell", "permanent", "hero", "emblem", "mana_orb"]
Terrain = Literal["forest", "mountain", "water"]
TERRAINS: tuple[Terrain, ...] = ("forest", "mountain", "water")
STATUSES = ("fleeting", "anchored", "asleep", "boosted", "exhausted")
#: Keywords the seed documents do not define, resolved as the cards' reminder text says (judge.engine.keywords).
REMINDER_KEYWORDS = ("cooldown", "defender", "seasoned", "gigantic")
#: Passives that are neither keywords nor modifiers, kept in ``CardDef.keywords`` like them (judge.engine.verbs).
PASSIVE_FLAGS = ("counters_beyond_max", "unplayable")


@dataclass(frozen=True)
class Selector:
    """Which objects, players or zones a verb acts on.

    ``kind``: ``me`` (the object carrying the ability, 7.2.1), ``you`` (its controller,
    7.2.2), ``opponent``, ``it`` (the object of the triggering event), ``target`` (a
    target chosen when declared, 5.2.3.b), ``each`` (every object that matches),
    ``chosen`` (chosen at resolution), ``top_of_deck``.
    """

    kind: str
    type: str | None = None  # character, permanent, card, expedition, object …
    controller: str | None = None  # you | opponent | any
    zone: str | None = None  # in: / from: — a zone phrase ("your expeditions", "a reserve")
    count: int = 1
    up_to: bool = False
    token: bool | None = None
    slot: int = 0  # a target's occurrence number in its effect (5.2.3.b)
    statuses: tuple[str, ...] = ()  # it has one of these statuses ("target [[Fleeting]] Character")
    max_cost: int | None = None  # its cost is at most this ("with Hand Cost {3} or less")
    cost: str = "hand"  # which cost max_cost reads: hand, or base (Reserve Cost if Fleeting, else Hand Cost)
    near_me: bool = False  # only in the expedition of the object that bears the ability ("in my Expedition")
    not_subtype: str | None = None  # only objects without this subtype ("a non-Illusion Character")
    subtype: str | None = None  # only objects with this subtype ("two or more Plants")
    facing_me: bool = False  # only in the expedition facing that of the object that bears the ability (1.3.2.e)
    other: bool = False  # not the object that bears the ability ("another Character", 7.2.1.a)
    in_ascended: bool = False  # only objects in an expedition that has Ascended ("in an Ascended Expedition")
    not_type: str | None = None  # only objects of another type ("This can't target Hero cards", 5.2.3.b)
    total_cost: int | None = None  # the targets of this occurrence of "target" cost at most this, together
    owner_of: int = 0  # zones: only those of the owner of the object this target slot designates ("its owner")
    exhausted: bool | None = None  # only exhausted (yes) or ready (no) objects
    chosen_by: int = 0  # a target chosen by the owner of the object this target slot designates ("That opponent …")
    faction: str | None = None  # only objects of this faction ("Lyra" …), or NEUTRAL: only those with none (2.2.8)


#: 2.2.8.b — a selector's ``faction`` naming the objects that have none (neutral ones).
NEUTRAL = "neutral"

#: A pattern's ``to:`` that names no zone phrase: the expedition of the object that bears the ability ("joins my
#: Expedition", judge.engine.atomic.destination_fits).
MY_EXPEDITION = "my_expedition"


@dataclass(frozen=True)
class Pattern:
    """An event pattern: which atomic actions a trigger or modifier matches."""

    event: str  # moves | created | draws | exhausted | readied | gains_status | played | phase …
    object: Selector | None = None
    from_zone: str | None = None
    to_zone: str | None = None
    status: str | None = None
    phase: str | None = None
    played_from: str | None = None
    player: str | None = None  # you | opponent | any: who does it (draws)
    counter: str | None = None  # gains_counter / loses_counter: which named counter (trial, quest …)
    reaching: int | None = None  # gains_counter: only the gain that brings it to this many ("my third")
    first: bool = False  # passes: only a pass while no other player has passed yet ("you pass first")
    or_resupplies: bool = False  # draws: a Resupply (or an Exhausted Resupply) is one too ("… or Resupplies")
    ascended: bool = False  # advances: only an expedition that has Ascended, once per step ("one or more of …")
    this_way: bool = False  # revealed: only a reveal a modifier of the object bearing the ability added ("this way")


@dataclass(frozen=True)
class Verb:
    """One verb of an effect: ``name`` with its arguments."""

    name: str
    what: Selector | None = None
    amount: int = 1
    token: str | None = None  # create_token
    where: Selector | None = None  # create_token in / expedition to advance
    to_zone: str | None = None  # put
    ready: bool = False  # put into a Mana zone: the card's text says the Mana Orb is ready (2.2.1.f)
    status: str | None = None
    ability: int | None = None  # activate: which reaction of ``what``
    played_abilities: bool = False  # activate: every {J} ability of each object ``what`` designates (abilities: j)
    # who draws / resupplies / discards or sacrifices (default: you; each: every player); with per: (boost), the
    # target player whose objects per: counts (per_player:)
    player: Selector | None = None
    per: Selector | None = None  # boost, gain_counters, lose_counters: the amount times how many objects it designates
    counter: str | None = None  # gain_counters / lose_counters: the counter's name (trial, quest …)
    up_to_total: int | None = None  # boost: never beyond this many boosts on the object ("up to a max of 2")
    free: bool = False  # play: the card is played for free (judge.engine.effect_play)
    less: int = 0  # play: the card is played for this much less
    next_card: NextCard | None = None  # next_card: the delayed effect it creates (judge.engine.next_card)
    x: bool = False  # pay_mana / create_token: the amount is the X chosen as it was played (judge.engine.x_value)


@dataclass(frozen=True)
class NextCard:
    """5.1.2.d, 1.2.6.a — a delayed effect on the next card its controller plays this turn ("The next Character
    you play this turn costs {1} less / gains 1 boost") or this Afternoon ("The next Spell you play this Afternoon
    costs {1} less", 4.2.3.a): kept until a card that fits is played, then used up."""

    type: str = "card"  # card | character | spell | permanent
    played_from: str | None = None  # hand | reserve: only a card played from there (None: from anywhere)
    less: int = 0  # it costs this much less
    boost: int = 0  # it gains this many boosts as it enters its expedition
    activate: bool = False  # it activates one of its {R} abilities as it enters (7.3.1.b)
    free: bool = False  # it is free: its Mana cost is none ("The next Spell you play this turn is free")
    until: str = "turn"  # turn | afternoon: "this turn" ends with the turn, "this Afternoon" with the Afternoon


@dataclass(frozen=True)
class Step:
    """6.1.c, 1.2.6.b — one step of an effect: one verb, or several said to happen simultaneously.

    ``optional`` (6.5.b), ``condition`` (6.5.c) and ``otherwise`` (steps done instead when it does not hold),
    ``then`` (the other steps of its conditional or optional sentence, done after it when its condition held or
    its controller chose to do it),
    ``if_you_do`` (6.5.d) and ``if_you_dont`` (its negation: the step was declined or did nothing), ``modes``
    (6.5.e), ``internal`` (an internal action: a cost and an effect, 6.5.g).
    """

    verbs: tuple[Verb, ...] = ()
    optional: bool = False
    condition: Condition | None = None
    if_you_do: tuple[Step, ...] = ()
    modes: tuple[tuple[Step, ...], ...] = ()
    internal_cost: tuple[Verb, ...] = ()
    internal_effect: tuple[Step, ...] = ()
    die: tuple[DieResult, ...] = ()  # roll a die: the results and the steps each selects
    if_you_dont: tuple[Step, ...] = ()  # "If you don't," (6.5.b, 6.5.d): done only if this step was not done
    location: str = ""  # file:line:col of the step in the scenario, for messages
    pick: int = 0  # choose_up_to: this copy's place (1, 2 …) among the modes chosen (judge.engine.pick_modes)
    picks: int = 0  # choose_up_to: how many modes at most (when picks_per is None)
    picks_per: Selector | None = None  # choose_up_to: … or as many as the objects this designates now
    picks_exact: bool = False  # choose: exactly that many modes ("Choose two:"), not up to it
    otherwise: tuple[Step, ...] = ()  # "Otherwise," (6.5.c): done instead when the condition does not hold
    then: tuple[Step, ...] = ()  # "If …, A, then B" (6.5.c) / "You may A, then B" (6.5.b): done after it

    @property
    def is_internal_action(self) -> bool:
        """Whether this step is an internal action ("you may pay X to Y")."""
        return bool(self.internal_cost)


@dataclass(frozen=True)
class DieResult:
    """6.1.c, 6.5.c — one line of "Roll a die. On a: • 4+, …": the results it covers and its steps."""

    faces: tuple[int, ...]
    effect: tuple[Step, ...]
    printed: str = ""  # the results as the card prints them ("4-6", "4+", "6"); "" for a list of results


@dataclass(frozen=True)
class Condition:
    """6.5.c — a condition of a conditional step, evaluated just before the step."""

    kind: str  # count: how many objects match a selector; boosts / counters: how many they have; first_player
    selector: Selector
    at_least: int = 1
    at_most: int | None = None
    counter: str = ""  # counters: which named counter is counted
    distinct: tuple[Selector, ...] = ()  # distinct: one object for each selector, each a different object
    terrains: int = 0  # visible_regions: the number of terrains a region counted has (1: single-terrain; 0: any)
    terrain: str = ""  # in_terrain: the terrain the region of the objects counted has ("If I'm in {V}": forest)


Effect = tuple[Step, ...]


@dataclass(frozen=True)
class Reaction:
    """1.2.4.c, 6.3.a — a reaction ability: "Trigger — Effect"."""

    trigger: Pattern
    effect: Effect
    support: bool = False
    label: str = ""
    label_fr: str = ""  # the label in French output (the label when empty)
    condition: Condition | None = None  # "At Dusk, if … —": tested as the phase begins (judge.engine.modifiers)


@dataclass(frozen=True)
class QuickAction:
    """1.2.4.c — a quick action: "Cost: Effect"; ``exhaust_me`` is the {T} cost."""

    cost: tuple[Verb, ...]
    effect: Effect
    support: bool = False
    label: str = ""
    label_fr: str = ""  # the label in French output (the label when empty)
    x_at_most: tuple[Selector, ...] = ()  # "X can't be higher than the number of …": what bounds X (none: no X)
    more: int = 0  # "This action costs {N} more if …": N Mana more while ``more_if`` holds (judge.engine.costs_more)
    more_if: Condition | None = None


@dataclass(frozen=True)
class Modifier:
    """6.2.a–c — a passive modifier: ``instead`` replaces (6.2.b), ``also`` adds (6.2.c).

    ``scope`` is ``atomic`` (applies to each matching atomic action) or ``step``
    (applies once to a step that contains a matching atomic action), 6.2.d.
    """

    mode: Literal["instead", "also"]
    when: Pattern
    do: tuple[Verb, ...]
    scope: Literal["atomic", "step"] = "atomic"
    support: bool = False
    label: str = ""
    label_fr: str = ""  # the label in French output (the label when empty)
    optional: bool = False  # "you may … instead": its controller chooses whether it applies (6.5.b)
    condition: Condition | None = None  # "while I'm [[Boosted]]": it applies only while this holds (6.5.c)


@dataclass(frozen=True)
class Cannot:
    """1.4.1.a, 7.3.1.e — a passive "can't": matching events are impossible.

    With the event ``activates`` it says that reactions cannot activate (7.3.1.e): those of
    the objects ``when.object`` names, only those whose trigger is of the kind ``trigger``
    (an event name such as ``joins_expedition``, or ``phase`` for "At Noon"), and only
    during the phase ``phase``, when these are given.
    """

    when: Pattern
    support: bool = False
    label: str = ""
    label_fr: str = ""  # the label in French output (the label when empty)
    trigger: str | None = None
    phase: str | None = None


Ability = Reaction | QuickAction | Modifier | Cannot


@dataclass(frozen=True)
class StatChange:
    """1.2.4.c, 1.2.4.d — a passive that changes statistics while its object is in play: "I have +1 {V} while
    …", "Characters you control have +1 {M}", "The {V}, {M} and {O} of Characters you control in my Expedition are
    equal to their highest statistic" (``highest``); ``condition`` is tested whenever a statistic is read."""

    to: Selector
    add: tuple[tuple[Terrain, int], ...] = ()
    highest: bool = False
    condition: Condition | None = None
    label: str = ""
    label_fr: str = ""  # the label in French output (the label when empty)


@dataclass(frozen=True)
class DefenderLift:
    """1.4.2.a, 1.2.4.b — a passive of a Character: "[Defender] Characters don't prevent my Expedition from moving
    forward", while ``condition`` holds (tested at Progress)."""

    condition: Condition | None = None


@dataclass(frozen=True)
class KeywordIf:
    """1.2.4.b — a keyword its object has while ``condition`` holds ("If your Hero has 5 or more Quest counters, I am
    Gigantic."; the card's text), tested where the keyword counts (Gigantic: at Progress, judge.engine.keywords)."""

    keyword: str
    condition: Condition


@dataclass(frozen=True)
class CostChange:
    """5.1.2.d — a passive that makes cards cost less: the card itself ("I cost {3} less to play in an
    Expedition with no Characters", from the Hand) or its controller's Spells ("You may play Spells for {3}
    less if their Base Cost is {7} or more", while it is in play)."""

    less: int
    spells: bool = False  # its controller's Spells, else the card itself
    base_cost_at_least: int | None = None  # Base Cost: Reserve Cost if played from the Reserve, else Hand Cost
    empty_expedition: bool = False  # only when played into an expedition with no Characters


@dataclass(frozen=True)
class Grant:
    """1.2.4.b, 1.2.4.d — a passive that gives a keyword to other objects ("Characters you control are
    [Tough 3]", "Characters in my Expedition are [Seasoned]"), while its object is in play."""

    keyword: str  # tough | seasoned | gigantic
    to: Selector
    value: int = 1


def scout_reaction(name: str) -> Reaction:
    """1.2.4.b — what Scout gives a card played with it (the card's reminder text): "{H} Send me to Reserve"."""
    return Reaction(Pattern("played", object=Selector("me"), played_from="scout"),
                    (Step(verbs=(Verb("put", what=Selector("me"), to_zone="reserve"),)),),
                    label=f"{name} (Scout: {{H}} Send me to Reserve)")


@dataclass(frozen=True)
class FirstCardBonus:
    """1.2.4.c, 4.2.a — a passive ability: "The first Character you play each Afternoon gains 1 boost": the first
    card of ``type`` its controller plays in ``phase`` gains ``boost`` boosts as it enters (judge.engine.first_card)."""

    type: str  # character | spell | permanent | card
    phase: str
    boost: int


@dataclass(frozen=True)
class ReserveLimitBonus:
    """4.2.5.c — a passive ability: "You may keep two more cards in Reserve during Night if they're exhausted": at
    Clean-up its controller may keep ``more`` objects in Reserve beyond their Hero's limit (only exhausted ones
    when ``exhausted``) (judge.engine.daily.CleanUp)."""

    more: int
    exhausted: bool = False


def own_token_id(token_id: str, free: Callable[[str], bool]) -> str:
    """2.2.10.e — the id of a token a text defines otherwise than the token already known as ``token_id`` (a token's
    abilities are those its creating effect gives): ``ember-2``, ``ember-3`` …, the first one ``free`` accepts (not
    taken, or taken by a token defined alike)."""
    return next(i for n in range(2, 1000) if free(i := f"{token_id}-{n}"))


#: The card the loader makes for a Mana Orb given as a number (``mana: 3``), and for a face-down card of a Deck given
#: as a number (``deck: 5``): the board dump and the expectation patterns name them too.
MANA_ORB = "mana-orb"
UNKNOWN_CARD = "unknown-card"


@dataclass(frozen=True)
class CardDef:
    """A card (or token) definition, as a scenario or card library gives it."""

    id: str
    name: str
    type: CardType
    name_fr: str = ""
    token: bool = False  # a token's type is Character (2.2.1.d)
    faction: str | None = None
    hand_cost: int = 0
    reserve_cost: int = 0
    stats: tuple[tuple[Terrain, int], ...] = ()
    abilities: tuple[Ability, ...] = ()
    effect: Effect = ()  # a spell's effect
    fleeting: bool = False  # printed Fleeting on a spell (5.2.3.i)
    tough: int = 0  # Tough X (7.4.5)
    tough_x: bool = False  # Tough X, X the number of regions between its controller's expeditions (when targeted)
    scout: int | None = None  # Scout N: may be played from the Hand for N (the card's reminder text)
    eternal: bool = False
    expedition_permanent: bool = False  # a Permanent played into an expedition (judge.engine.playing.joins_where)
    keywords: frozenset[str] = frozenset()  # keywords defined by their reminder text (judge.engine.keywords)
    grants: tuple[Grant, ...] = ()  # keywords it gives other objects while in play
    cost_changes: tuple[CostChange, ...] = ()
    stat_changes: tuple[StatChange, ...] = ()  # statistics it changes while in play (judge.engine.statics)
    defender_lifts: tuple[DefenderLift, ...] = ()  # Defenders do not prevent its expedition from advancing
    keywords_if: tuple[KeywordIf, ...] = ()  # keywords it has while a condition holds ("If …, I am Gigantic")
    first_card_bonuses: tuple[FirstCardBonus, ...] = ()  # "the first Character you play each Afternoon gains …"
    reserve_limit_bonuses: tuple[ReserveLimitBonus, ...] = ()  # "you may keep two more cards in Reserve …"
    reserve_limit: int = 2  # a hero's limits (4.2.5.c)
    landmark_limit: int = 2
    subtypes: tuple[str, ...] = ()  # its subtypes, lower case (illusion, adventurer …)
    reference: str = ""  # the official reference (ALT_CORE_B_BR_19_C) of an imported card
    unresolved: tuple[str, ...] = ()  # printed abilities the judge does not resolve, each with its verdict
    unresolved_fr: tuple[str, ...] = ()  # the same in French (said by --lang fr when there are as many)
    location: str = field(default="", compare=False)

    def stat(self, terrain: Terrain) -> int:
        """The printed statistic for ``terrain`` (0 when not printed)."""
        return dict(self.stats).get(terrain, 0)

    def display(self, lang: str) -> str:
        """The card's name in ``lang`` (French name when given, else the name)."""
        return self.name_fr if lang == "fr" and self.name_fr else self.name


share(Selector, Pattern, NextCard, Verb, Step, DieResult, Condition, Reaction, QuickAction, Modifier, Cannot,
      CardDef, StatChange, DefenderLift, FirstCardBonus, ReserveLimitBonus)  # immutable
