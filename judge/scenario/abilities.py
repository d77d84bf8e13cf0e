"""The structured ability language (docs/scenario-language.md) → :mod:`judge.model.cards` values.

Every malformed piece raises a :class:`~judge.errors.ScenarioError` at its line, with the nearest
known word suggested ("did you mean"). English or French words are accepted for phases, verbs and
statuses (the tables of :mod:`judge.scenario.words`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from judge.model.cards import (
    MY_EXPEDITION,
    NEUTRAL,
    PASSIVE_FLAGS,
    REMINDER_KEYWORDS,
    TERRAINS,
    Ability,
    Cannot,
    Condition,
    CostChange,
    DefenderLift,
    DieResult,
    Effect,
    FirstCardBonus,
    Grant,
    KeywordIf,
    Modifier,
    NextCard,
    Pattern,
    QuickAction,
    Reaction,
    ReserveLimitBonus,
    Selector,
    StatChange,
    Step,
    Verb,
)
from judge.scenario import grammar as G
from judge.scenario.words import VERB_WORDS, did_you_mean, phase_name, phases_listed, verb_name, verbs_listed
from judge.scenario.yamlnode import Y

PHASE_WORDS = G.PHASE_WORDS
STATUS_WORDS = G.STATUS_WORDS
EVENTS = G.names(G.EVENT_TERMS)
PATTERN_KEYS = G.names(G.PATTERN)
CANNOT_KEYS = G.CANNOT_KEYS
OBJECT_VERBS = G.OBJECT_VERBS
ALL_VERBS = G.names(G.VERBS)
STEP_FLAGS = G.names(G.STEP_FLAGS_TERMS)
SELECTOR_KINDS = G.names(G.SELECTOR_KIND_TERMS)
PRONOUNS = G.names(G.PRONOUN_TERMS)
ZONE_WORDS = G.names(G.ZONE_WORD_TERMS)
ZONE_QUALIFIERS = G.names(G.ZONE_QUALIFIER_TERMS)

MAX_DISTINCT = 20  # selectors of one distinct: condition (cards say three); bounds the matching's depth


def _labels(m: dict[str, Y]) -> tuple[str, str]:
    """An ability's ``label`` and ``label_fr`` (each "" when not given)."""
    return tuple(m[k].as_str() if k in m else "" for k in ("label", "label_fr"))  # type: ignore[return-value]


def read_phase(node: Y, also: tuple[str, ...] = ()) -> str:
    """1.3.2.a — a phase named in English or French (``crépuscule``, ``crepuscule``), or one of ``also``."""
    word = node.as_str("a phase").strip().lower()
    if word in also:
        return word
    name = phase_name(word)
    if name is None:
        raise node.error("a phase: " + phases_listed() + "".join(f", or {a}" for a in also),
                         f"'{word}'{did_you_mean(word, [*PHASE_WORDS, *also])}")
    return name


def faction_word(node: Y) -> str | None:
    """2.2.8.a, 2.2.8.b — a faction as a file writes it (a card's ``faction:``, a selector's): one of the six by its
    name (the same in both languages) or the card data's code, any case, or neutral (None: the objects with none)."""
    word = node.as_str("a faction").strip()
    if word.lower() not in G.FACTION_WORDS:
        raise node.error("a faction: Axiom, Bravos, Lyra, Muna, Ordis, Yzmir (or AX, BR, LY, MU, OR, YZ), "
                         "or neutral (neutre, NE)", f"'{word}'{did_you_mean(word.lower(), G.FACTION_WORDS)}")
    return G.FACTION_WORDS[word.lower()]


_PRINTED_FACES = re.compile(r"([1-6])(?:(\+)|-([1-6]))?")


def printed_faces(node: Y, printed: str) -> tuple[int, ...]:
    """6.5.c — the results a die line covers, given as the card prints them: ``4-6`` → 4, 5, 6; ``4+`` → 4, 5, 6;
    ``6`` → 6 (the trace then says the line as printed)."""
    found = _PRINTED_FACES.fullmatch(printed.replace(" ", ""))
    if found is None or (found[3] and int(found[3]) < int(found[1])):
        raise node.error("results as printed: '4-6', '4+' or '6' (1 to 6)", printed)
    low = int(found[1])
    high = 6 if found[2] else int(found[3] or low)
    return tuple(range(low, high + 1))


#: How a reaction "after [a daily effect]" might be written as an event, pointed to {after: …}.
AFTER_DAILY_WORDS = ("daily_effect", "after_daily_effect", "daily", "after")


def daily_effect_as_an_event(node: Y) -> None:
    """4.2.d — a reaction "after [a daily effect]" ("After Rest —") is ``{after: rest}``; written as an event
    (``{event: daily_effect}``) it is refused, located (exit 2), with the form to write."""
    if not node.is_map() or "event" not in node.as_map():
        return
    event = node.as_map()["event"]
    if not event.is_map() and not event.is_list() and str(event.plain()) in AFTER_DAILY_WORDS:
        raise event.error("an event; a reaction \"after [a daily effect]\" (4.2.d) is written {after: rest} "
                          "(" + ", ".join(G.DAILY_EFFECTS) + ")", f"event: {event.plain()}")


def zone_phrase(node: Y) -> str:
    """A zone phrase such as ``your reserve``, ``a reserve``, ``opponent's hand``, ``your hero expedition``."""
    text = node.as_str("a zone (hand, reserve, discard, landmarks, expedition …)")
    words = text.lower().split()
    if not any(w in ZONE_WORDS for w in words) or any(w not in ZONE_WORDS + ZONE_QUALIFIERS for w in words):
        raise node.error("a zone such as 'your reserve', 'a reserve', 'your hero expedition' (zones: "
                         + ", ".join(ZONE_WORDS[:-1]) + ")")
    return text


def played_from_own_zone(what: Selector, node: Y) -> None:
    """4.2.3.c, 5.1.2.a, 1.4.3.a — a card an effect plays (``play: {what:}``) is one of the player's own Hand or
    Reserve (the zones cards are played from), or none in Limbo: a card in another player's zone, or in another zone
    ("in: reserve" names every player's), would be played by a player who does not own it, and where it goes then
    (a Character entering the player's expedition, a Spell going to its owner's Reserve) is not read yet: refused,
    located, rather than refused as an illegal play when the step resolves."""
    if what.zone is None:
        return
    words = what.zone.lower().split()
    if "limbo" in words or ("your" in words and all(w in ("your", "hand", "reserve") for w in words)):
        return
    raise node.error("cards in your Hand or your Reserve (in: your hand, in: your reserve): a card in another zone, "
                     "or in another player's, cannot be played by an effect yet", f"in: {what.zone}")


def counter_name(node: Y) -> str:
    """1.2.4.c — a named counter (``trial``, ``quest``): lower case, one word (the card's text; not ``boost``)."""
    name = node.as_str("a counter's name").strip().lower()
    if not name or " " in name or name in ("boost", "boosts"):
        raise node.error("a counter's name in one word (boosts are written with boost:)", f"'{name}'")
    return name


def cards_count(node: Y) -> int:
    """6.1.c, 6.1.e — how many cards a verb takes from a Deck (draw, resupply …): from 1. A card that does it says
    how many, and never 0 (its text would not name the verb), so a 0 is a mistake in the file, refused as are the 0
    boosts, counters and tokens of the other verbs; only a cost may be {0} (``pay_mana: 0``, 1.4.1.b)."""
    return node.as_int("a number of cards", minimum=1, maximum=100)


def count_bounds(m: dict[str, Y]) -> tuple[int, int | None]:
    """6.5.c, 1.2.6.d — a counted condition's bounds ``at_least:`` and ``at_most:``: at least 1 by default, but 0
    when only ``at_most:`` is given ("if you have no card in your Hand" is ``at_most: 0``: at most N counts from
    none); an ``at_most:`` below ``at_least:`` could never hold, and is refused."""
    at_most = m["at_most"].as_int(minimum=0) if "at_most" in m else None
    at_least = m["at_least"].as_int(minimum=0) if "at_least" in m else (1 if at_most is None else 0)
    if at_most is not None and at_most < at_least:
        raise m["at_most"].error(f"a number from at_least ({at_least}) up", str(at_most))
    return at_least, at_most


def kind_of(node: Y) -> str:
    """The selector kind a selector mapping names (target, each, chosen, any), for messages."""
    return next((k for k in SELECTOR_KINDS if k in node.value), "")


def refuse_step_flags(flags: dict[str, Y], name: str) -> None:
    """1.2.6.c, 1.2.6.d, 1.2.6.e, 6.5.b, 6.5.c, 6.5.d, 6.5.g — a step form takes only the flags the judge resolves
    for it (grammar.FORM_FLAGS): an internal action is already optional and says no "if you do", a modal step has no
    condition of its own; any other flag is refused with its location rather than dropped, so that a card's text is
    never silently cut."""
    allowed = G.FORM_FLAGS.get(name)
    if allowed is None:
        return
    for key, node in flags.items():
        if key not in allowed:
            wanted = f"only {', '.join(allowed)} on a {name} step" if allowed else f"no flag on a {name} step"
            raise node.error(wanted, key)


@dataclass
class AbilityParser:
    """Parses one card's abilities; numbers its targets (5.2.3.b) as it goes."""

    card_ids: set[str]
    slots: int = 0
    x_allowed: bool = False  # inside a quick action, whose x: may bound an X (judge.engine.x_value)

    # -- selectors and patterns ----------------------------------------------------------------------
    def selector(self, node: Y) -> Selector:
        """``me`` | ``it`` | ``{target|each|chosen|any: TYPE, controller:, in:/from:, count:, up_to:}``."""
        if not node.is_map():
            word = node.as_str("a selector (me, you, opponent, it, or a mapping)")
            if word not in PRONOUNS:
                raise node.error("one of me, you, opponent, it, that_target, or a mapping such as "
                                 "{target: character}", f"'{word}'{did_you_mean(word, PRONOUNS)}")
            if word == "that_target":
                if not self.slots:
                    raise node.error("a target named before 'that_target' in the same ability", "none")
                return Selector(word, slot=self.slots)
            return Selector(word)
        m = node.as_map((*SELECTOR_KINDS, *G.names(G.SELECTOR_OPTIONS)))
        kinds = [k for k in SELECTOR_KINDS if k in m]
        if len(kinds) != 1:
            raise node.error("exactly one of target, each, chosen, any", f"{len(kinds)} of them")
        kind = kinds[0]
        controller = m["controller"].as_str() if "controller" in m else None
        if controller is not None and controller not in G.CONTROLLERS:
            raise m["controller"].error("you, opponent or any",
                                        f"'{controller}'{did_you_mean(str(controller), G.CONTROLLERS)}")
        zone = zone_phrase(m["in"]) if "in" in m else (zone_phrase(m["from"]) if "from" in m else None)
        slot = 0
        if kind == "target":
            self.slots += 1
            slot = self.slots
        costs = [k for k in ("hand_cost_at_most", "base_cost_at_most") if k in m]
        if len(costs) > 1:
            raise m[costs[1]].error("one cost restriction (hand_cost_at_most or base_cost_at_most)", "both")
        statuses = tuple(self.status(st) for st in m["statuses"].as_list("a list of statuses")) if (
            "statuses" in m) else ()
        return Selector(kind if kind != "any" else "each", type=m[kind].as_str(), controller=controller,
                        zone=zone, count=m["count"].as_int(minimum=1, maximum=100) if "count" in m else 1,
                        up_to=m["up_to"].as_bool() if "up_to" in m else False,
                        token=m["token"].as_bool() if "token" in m else None, slot=slot, statuses=statuses,
                        max_cost=m[costs[0]].as_int(maximum=99) if costs else None,
                        cost="base" if costs == ["base_cost_at_most"] else "hand",
                        near_me=m["in_my_expedition"].as_bool() if "in_my_expedition" in m else False,
                        facing_me=m["facing_me"].as_bool() if "facing_me" in m else False,
                        other=m["other"].as_bool() if "other" in m else False,
                        not_subtype=m["not_subtype"].as_str().strip().lower() if "not_subtype" in m else None,
                        subtype=m["subtype"].as_str().strip().lower() if "subtype" in m else None,
                        not_type=self.not_type(m["not_type"]) if "not_type" in m else None,
                        in_ascended=m["in_ascended"].as_bool() if "in_ascended" in m else False,
                        total_cost=self.total_cost(m, kind), owner_of=self.owner_of(m),
                        chosen_by=self.chosen_by(m, kind),
                        exhausted=m["exhausted"].as_bool() if "exhausted" in m else None,
                        faction=(faction_word(m["faction"]) or NEUTRAL) if "faction" in m else None)

    @staticmethod
    def total_cost(m: dict[str, Y], kind: str) -> int | None:
        """5.2.3.b — ``total_hand_cost_at_most:``, the total Hand Cost of the targets of one occurrence of "target"."""
        if "total_hand_cost_at_most" not in m:
            return None
        if kind != "target":
            raise m["total_hand_cost_at_most"].error("total_hand_cost_at_most on a target", f"on '{kind}'")
        return m["total_hand_cost_at_most"].as_int(maximum=99)

    def owner_of(self, m: dict[str, Y]) -> int:
        """1.4.3 — ``owner_of: that_target``: zones of the owner of the object the last target named designates."""
        if "owner_of" not in m:
            return 0
        word = m["owner_of"].as_str()
        if word != "that_target":
            raise m["owner_of"].error("that_target", f"'{word}'")
        if not self.slots:
            raise m["owner_of"].error("a target named before 'owner_of: that_target' in the same ability", "none")
        return self.slots

    def chosen_by(self, m: dict[str, Y], kind: str) -> int:
        """5.2.3.b, 7.2.2.a — ``chosen_by: that_opponent`` on a target: chosen at the declaration by the owner of the
        object the last target named before it designates ("That opponent targets a card in your Reserve")."""
        if "chosen_by" not in m:
            return 0
        word = m["chosen_by"].as_str()
        if word != "that_opponent":
            raise m["chosen_by"].error("that_opponent", f"'{word}'")
        if kind != "target":
            raise m["chosen_by"].error("chosen_by on a target", f"on '{kind}'")
        if self.slots < 2:  # this target's own slot is numbered already: one named before it is needed
            raise m["chosen_by"].error("a target named before 'chosen_by: that_opponent' in the same ability", "none")
        return self.slots - 1

    def quick_action(self, q: dict[str, Y], body: Y, support: bool) -> QuickAction:
        """1.2.4.c — a quick action ``{cost:, effect:}``; with ``x: {at_most: [SELECTOR, …]}`` its cost and effect
        may say ``x`` (``{pay_mana: x}``, a token ``count: x``): the X chosen as it is played (judge.engine.x_value)."""
        self.x_allowed = True
        try:
            cost, effect = self.verbs(self._need(q, "cost", body)), self.effect(self._need(q, "effect", body))
        finally:
            self.x_allowed = False
        bound: tuple[Selector, ...] = ()
        if "x" in q:
            xm = q["x"].as_map(G.names(G.X_VALUE))
            bound = tuple(self.selector(n) for n in self._need(xm, "at_most", q["x"]).as_list("a list of selectors"))
            if not bound or any(b.kind != "each" for b in bound):
                raise q["x"].error("at_most: one or more selectors {each: TYPE, …}", "none")
        says_x = any(v.x for v in cost) or any(v.x for step in effect for v in step.verbs)
        if says_x != bool(bound):
            raise body.error("x: {at_most: …} with a cost or effect that says x" if says_x else
                             "a cost or effect that says x (x: bounds it)", "x without its bound" if says_x else
                             "a bound on no x")
        more, more_if = 0, None
        if "costs_more" in q:
            cm = q["costs_more"].as_map(G.names(G.COSTS_MORE))
            more = self._need(cm, "amount", q["costs_more"]).as_int(minimum=1, maximum=20)
            more_if = self.condition(cm["if"]) if "if" in cm else None
        return QuickAction(cost, effect, support, *_labels(q), x_at_most=bound, more=more, more_if=more_if)

    def pattern(self, node: Y) -> Pattern:
        """An event pattern ``{event:, object:, from:, to:, status:, player:}``."""
        m = node.as_map(PATTERN_KEYS)
        if "event" not in m:
            raise node.error("an event pattern with 'event:'", "no event")
        event = self._event(m["event"])
        m = self.sketch_pattern(event, m)
        if event in G.PATTERN_KEYS_OF:
            for key, value in m.items():
                if key not in G.PATTERN_KEYS_OF[event]:
                    raise value.key_error(key, G.PATTERN_KEYS_OF[event])
        player = m["player"].as_str() if "player" in m else None
        if player is not None and player not in G.CONTROLLERS:
            raise m["player"].error("you, opponent or any", f"'{player}'{did_you_mean(player, G.CONTROLLERS)}")
        if "or_resupplies" in m and event != "draws":
            raise m["or_resupplies"].error("or_resupplies only with the event draws", f"the event {event}")
        if "first" in m and event != "passes":
            raise m["first"].error("first only with the event passes", f"the event {event}")
        if "ascended" in m and event != "advances":
            raise m["ascended"].error("ascended only with the event advances", f"the event {event}")
        if "this_way" in m and event != "revealed":
            raise m["this_way"].error("this_way only with the event revealed", f"the event {event}")
        return Pattern(event, object=self.selector(m["object"]) if "object" in m else None,
                       from_zone=self.destination(m["from"]) if "from" in m else None,
                       to_zone=self.destination(m["to"]) if "to" in m else None,
                       status=self.status(m["status"]) if "status" in m else None,
                       phase=self.phase(m["phase"]) if "phase" in m else None,
                       player=player,
                       or_resupplies=m["or_resupplies"].as_bool() if "or_resupplies" in m else False,
                       first=m["first"].as_bool() if "first" in m else False,
                       ascended=m["ascended"].as_bool() if "ascended" in m else False,
                       this_way=m["this_way"].as_bool() if "this_way" in m else False,
                       counter=counter_name(m["counter"]) if "counter" in m else None,
                       reaching=m["reaching"].as_int(minimum=1, maximum=99) if "reaching" in m else None)

    @staticmethod
    def sketch_pattern(event: str, m: dict[str, Y]) -> dict[str, Y]:
        """6.3.b, 7.2.2.a — the design sketch's spellings of a pattern (``{event: …, object: SELECTOR, from:, to:}``),
        read as the language's own where they mean one thing only: ``object: you|opponent|any`` on an event of a
        player (draws, passes, rolls, revealed, gift) is ``player:``; ``to: STATUS`` on gains_status and ``from:
        STATUS`` on loses_status is ``status:``. ``object:`` on advances or fails_to_advance other than my_expedition
        is refused, saying what to write (no expedition selector there yet)."""
        out = dict(m)
        keys = G.PATTERN_KEYS_OF.get(event, ())
        if "object" in m and "player" in keys and "object" not in keys:
            word = m["object"].value
            if "player" in m or not isinstance(word, str) or word not in G.CONTROLLERS:
                raise m["object"].error(f"player: you, opponent or any (the {event} event is a player's; object: "
                                        "you|opponent|any is read as player:)",
                                        "both object: and player:" if "player" in m else None)
            out["player"] = out.pop("object")
        for key, status_event in (("to", "gains_status"), ("from", "loses_status")):
            word = m[key].value if key in m else None
            if event == status_event and isinstance(word, str) and word.strip().lower() in STATUS_WORDS:
                if "status" in m:
                    raise m[key].error(f"status: (the status {'gained' if key == 'to' else 'lost'}), once",
                                       f"both {key}: and status:")
                out["status"] = out.pop(key)
        if event in ("advances", "fails_to_advance") and "object" in m and m["object"].value != MY_EXPEDITION:
            raise m["object"].error(
                f"object: my_expedition (the expedition of the object that bears the ability); any other object of "
                f"{event} is not yet read: leave object: out for any expedition, or write player: you (an "
                "expedition of yours, or one your effect moves)")
        return out

    @staticmethod
    def _not_a_pass(pattern: Pattern, node: Y) -> Pattern:
        """4.2.3.c, 1.3.2.e — a pass, an expedition failing to move forward, a Gift are events only reactions see
        (judge.engine.passing, judge.engine.failing, judge.engine.atomic.gift_fits): a modifier or a "cannot" of one
        is refused, not silently never applied."""
        if pattern.event in ("passes", "fails_to_advance", "gift"):
            raise node.error(f"an event a modifier or a cannot applies to ({pattern.event} is for reactions' "
                             "triggers)", pattern.event)
        return pattern

    @staticmethod
    def destination(node: Y) -> str:
        """5.1.2.e, 7.2.1.a — a pattern's ``to:`` or ``from:``: a zone phrase, or ``my_expedition`` (the expedition of
        the object that bears the ability: "joins my Expedition", "leaves my Expedition")."""
        if not node.is_map() and node.as_str("a zone or my_expedition").strip().lower() == MY_EXPEDITION:
            return MY_EXPEDITION
        return zone_phrase(node)

    def cannot(self, node: Y, support: bool, label: str, label_fr: str = "") -> Cannot:
        """1.4.1.a, 7.3.1.e — ``cannot: {event:, …}`` with only the keys its event uses (unknown keys rejected).

        ``{event: activates, object:, trigger:, phase:}`` names which reactions cannot activate:
        whose objects, which trigger kind, during which phase.
        """
        m = node.as_map((*PATTERN_KEYS, G.CANNOT_TRIGGER.name))
        if "event" not in m:
            raise node.error("a 'cannot:' with 'event:'", "no event")
        event = self._event(m["event"])
        node.as_map(CANNOT_KEYS.get(event, G.CANNOT_OTHER_KEYS))
        if event != "activates":
            pattern = self._not_a_roll(self._not_a_pass(self.pattern(node), m["event"]), m["event"])
            return Cannot(pattern, support, label, label_fr)
        trigger = None
        if "trigger" in m:
            trigger = m["trigger"].as_str()
            if trigger not in EVENTS or trigger == "activates":
                raise m["trigger"].error("a trigger's event: one of " + ", ".join(EVENTS[:-1]),
                                         f"'{trigger}'{did_you_mean(trigger, EVENTS[:-1])}")
        return Cannot(Pattern(event, object=self.selector(m["object"]) if "object" in m else None), support,
                      label, label_fr, trigger=trigger, phase=self.phase(m["phase"]) if "phase" in m else None)

    def _event(self, node: Y) -> str:
        """6.3.a — the event a trigger or a modifier waits for, one of :data:`EVENTS`."""
        event = node.as_str("an event")
        if event not in EVENTS:
            raise node.error("one of " + ", ".join(EVENTS), f"'{event}'{did_you_mean(event, EVENTS)}")
        return event

    def trigger(self, node: Y) -> Pattern:
        """``{at: noon}``, ``{played: me, from: hand}`` (7.5.1 trigger symbols) or an event pattern; each may have a
        trigger condition ``if:`` (4.4.a), read by :meth:`trigger_condition`."""
        daily_effect_as_an_event(node)
        if node.is_map() and not {"at", "after", "played", "event"} & set(node.as_map()):
            node.as_map(("at", "after", "played", "if", *PATTERN_KEYS))  # an unknown key: the nearest trigger key
        if node.is_map() and "after" in node.as_map():
            m = node.as_map(G.names(G.AFTER_FORM))
            daily = m["after"].as_str("a daily effect")
            if daily not in G.DAILY_EFFECTS:
                raise m["after"].error("a daily effect: " + ", ".join(G.DAILY_EFFECTS),
                                       f"'{daily}'{did_you_mean(daily, G.DAILY_EFFECTS)}")
            return Pattern("phase", phase=f"after:{daily}")
        if node.is_map() and "at" in node.as_map():
            m = node.as_map(G.names(G.AT_FORM))
            return Pattern("phase", phase=self.phase(m["at"]))
        if node.is_map() and "played" in node.as_map():
            m = node.as_map(G.names(G.PLAYED_FORM))
            if m["played"].as_str() != "me":
                raise m["played"].error("me")
            origin = m["from"].as_str() if "from" in m else "any"
            if origin not in G.PLAYED_FROM:
                raise m["from"].error("hand, reserve or any", f"'{origin}'{did_you_mean(origin, G.PLAYED_FROM)}")
            return Pattern("played", object=Selector("me"), played_from=origin)
        if node.is_map() and "if" in node.as_map():  # the trigger condition (4.4.a): not a key of the pattern
            node = replace(node, value={k: v for k, v in node.as_map().items() if k != "if"})
        return self._not_a_roll(self.pattern(node), node)

    @staticmethod
    def _not_a_roll(pattern: Pattern, node: Y) -> Pattern:
        """6.2.d — a die roll is an event only modifiers see ("If you would roll a die, also …", judge.engine.dice): a
        reaction's trigger or a "cannot" on it is refused, not silently never applied."""
        if pattern.event == "rolls":
            raise node.error("an event other than rolls (rolls is for modifiers: \"If you would roll …\")", "rolls")
        return pattern

    def first_card(self, node: Y) -> FirstCardBonus:
        """1.2.4.c, 4.2.a — ``first_card: {type:, phase:, boost:}``: the first card of that type its controller plays
        in that phase gains boosts as it enters (judge.engine.first_card)."""
        m = node.as_map(G.names(G.FIRST_CARD))
        kind = self._need(m, "type", node).as_str().strip().lower()
        if kind not in G.FIRST_CARD_TYPES:
            raise m["type"].error("one of " + ", ".join(G.FIRST_CARD_TYPES),
                                  f"'{kind}'{did_you_mean(kind, G.FIRST_CARD_TYPES)}")
        return FirstCardBonus(kind, self.phase(self._need(m, "phase", node)),
                              self._need(m, "boost", node).as_int(minimum=1, maximum=20))

    def trigger_condition(self, node: Y) -> Condition | None:
        """4.4.a, 4.2.b, 6.3.b, 6.5.c — the trigger condition ``if:`` of a trigger (4.4.a: "[trigger], [condition] —
        [effect]"): of ``{at: PHASE, if: CONDITION}`` ("At Dusk, if … —"), tested as the phase begins; of an event
        pattern or ``{played: me}`` ("When you draw, if … —"), as the event happens
        (judge.engine.modifiers.trigger_condition_holds)."""
        if not node.is_map() or "if" not in node.as_map():
            return None
        return self.condition(node.as_map()["if"])

    def phase(self, node: Y) -> str:
        """1.3.2.a — a phase name in English or French."""
        return read_phase(node)

    def status(self, node: Y) -> str:
        """A status name in English or French."""
        word = node.as_str().lower()
        if word not in STATUS_WORDS:
            raise node.error("a status (fleeting, anchored, asleep, boosted, exhausted)",
                             f"'{word}'{did_you_mean(word, STATUS_WORDS)}")
        return STATUS_WORDS[word]

    def changed_status(self, node: Y) -> str:
        """1.3.2.f, 5.2.1.b — the status a ``gain_status:`` or ``lose_status:`` step names: Fleeting, Anchored or
        Asleep. Boosted is having boosts (``boost:``) and Exhausted is being exhausted (``exhaust:``, ``ready:``):
        gaining either as a bare status would leave the object without a boost, or not exhausted."""
        status = self.status(node)
        if status not in ("fleeting", "anchored", "asleep"):
            raise node.error("a status an effect gives or takes away (fleeting, anchored, asleep; boost: gives boosts, "
                             "exhaust: and ready: exhaust and ready)", f"'{node.as_str()}'")
        return status

    @staticmethod
    def not_type(node: Y) -> str:
        """5.2.3.b — ``not_type:``: a card type the selector leaves out ("This can't target Hero cards")."""
        word = node.as_str().strip().lower()
        if word not in G.CARD_TYPES:
            raise node.error("a card type (" + ", ".join(G.CARD_TYPES) + ")",
                             f"'{word}'{did_you_mean(word, G.CARD_TYPES)}")
        return word

    def condition(self, node: Y) -> Condition:
        """``{count: SELECTOR, at_least: N, at_most: N}`` (6.5.c)."""
        if node.is_map() and set(node.value) & {"each", "any"} and not set(node.value) & set(G.names(G.CONDITION)):
            return Condition("count", self.selector(node), 1, None)  # "if there is …": {count: SELECTOR}
        if node.is_map() and set(node.value) & set(SELECTOR_KINDS):
            raise node.error("a condition such as {count: {each: character, in: your expeditions}, at_least: 2} (a "
                             "selector {each: …} alone is read as at least one of it)",
                             "a selector with " + ", ".join(f"{k}:" for k in node.value if k in G.names(G.CONDITION))
                             if set(node.value) & set(G.names(G.CONDITION)) else f"a {kind_of(node)} selector")
        m = node.as_map(G.names(G.CONDITION))
        kinds = [k for k in ("count", "boosts", "counters", "first_player", "in_contact", "facing_it", "distinct",
                             "visible_regions", "hand_cost_is_die_result", "in_terrain", "facing_in_terrain") if k in m]
        if len(kinds) != 1:
            raise node.error("a condition {count: SELECTOR, at_least: N}, {boosts: SELECTOR, at_least: N}, "
                             "{counters: SELECTOR, counter: NAME, at_least: N}, {first_player: yes|no}, "
                             "{in_contact: yes|no}, {facing_it: SELECTOR, at_most: N}, {distinct: [SELECTOR, …]} or "
                             "{visible_regions: single_terrain|any, at_least: N} or "
                             "{in_terrain: SELECTOR, terrain: TERRAIN} or {facing_in_terrain: TERRAIN}",
                             "none" if not kinds else ", ".join(kinds))
        if kinds == ["distinct"]:
            sels = tuple(self.selector(x) for x in m["distinct"].as_list("a list of selectors, two or more"))
            if not 2 <= len(sels) <= MAX_DISTINCT or any(x.kind != "each" for x in sels):
                raise m["distinct"].error(f"two to {MAX_DISTINCT} selectors {{each: TYPE, …}}", f"{len(sels)}")
            return Condition("distinct", sels[0], distinct=sels)
        if kinds == ["visible_regions"]:
            return self.visible_regions(m)
        if kinds == ["first_player"]:
            return Condition("first_player", Selector("you"), int(m["first_player"].as_bool()))
        if kinds == ["hand_cost_is_die_result"]:  # the result: set as the reaction is activated (judge.engine.dice)
            return Condition("hand_cost_is_die_result", self.selector(m["hand_cost_is_die_result"]), 0)
        if kinds == ["in_contact"]:
            return Condition("in_contact", Selector("me"), int(m["in_contact"].as_bool()))
        if kinds == ["in_terrain"]:
            return self.in_terrain(m, node)
        if kinds == ["facing_in_terrain"]:
            word = m["facing_in_terrain"].as_str().strip().lower()
            if word not in TERRAINS:
                raise m["facing_in_terrain"].error(", ".join(TERRAINS), f"'{word}'{did_you_mean(word, TERRAINS)}")
            return Condition("facing_in_terrain", Selector("me"), *count_bounds(m), terrain=word)
        if kinds == ["counters"] and "counter" not in m:
            raise node.error("a 'counter:' entry naming the counter counted", "none")
        sel = self.selector(m[kinds[0]])
        return Condition(kinds[0], sel, *count_bounds(m), counter_name(m["counter"]) if kinds == ["counters"] else "")

    @staticmethod
    def visible_regions(m: dict[str, Y]) -> Condition:
        """2.2.1.e, 7.3.11.b — ``{visible_regions: single_terrain, at_least: 3}``: how many face-up regions of the
        adventure (of one terrain each, or ``any``) there are (judge.engine.conditions.visible_regions)."""
        word = m["visible_regions"].as_str().strip().lower()
        if word not in G.REGION_KINDS:
            raise m["visible_regions"].error(" or ".join(G.REGION_KINDS), f"'{word}'")
        return Condition("visible_regions", Selector("you"), *count_bounds(m), terrains=G.REGION_KINDS[word])

    def in_terrain(self, m: dict[str, Y], node: Y) -> Condition:
        """1.3.2.e, 7.3.11.a — ``{in_terrain: me, terrain: forest}``: how many of the objects a selector names are in
        an expedition whose region has that terrain ("If I'm in {V}"; ``at_most: 0``: "If I'm not in {V}",
        judge.engine.conditions.in_terrain)."""
        word = self._need(m, "terrain", node).as_str().strip().lower()
        if word not in TERRAINS:
            raise m["terrain"].error(", ".join(TERRAINS), f"'{word}'{did_you_mean(word, TERRAINS)}")
        return Condition("in_terrain", self.selector(m["in_terrain"]), *count_bounds(m), terrain=word)

    # -- verbs and steps -------------------------------------------------------------------------------
    def verb(self, name: str, arg: Y | None, where: Y) -> Verb:
        """6.1.c — one verb (English, or its French infinitive) with its argument (see docs/scenario-language.md)."""
        english = verb_name(name)
        if english is None:
            raise where.error("a verb: " + verbs_listed(), f"'{name}'{did_you_mean(name, VERB_WORDS)}")
        name = english
        if name in ("draw", "mana_from_deck") and arg is not None and arg.is_map():
            m = arg.as_map(G.names(G.VERB_ARGS["draw"]))
            player = m["player"].as_str() if "player" in m else "you"
            if player not in G.DRAWERS:
                raise m["player"].error("you, opponent or each", f"'{player}'{did_you_mean(player, G.DRAWERS)}")
            return Verb(name, amount=cards_count(m["count"]) if "count" in m else 1,
                        player=Selector(player) if player != "you" else None)
        if name in ("resupply", "exhausted_resupply") and arg is not None and arg.is_map():
            m = arg.as_map(G.names(G.VERB_ARGS["resupply_by"]))
            who = self.selector(self._need(m, "player", arg))
            if who.kind != "target" or who.type != "player":
                raise m["player"].error("a target player ({target: player, controller: opponent})", who.kind)
            return Verb(name, amount=cards_count(m["count"]) if "count" in m else 1, player=who)
        if name == "pay_mana" and arg is not None and arg.value == "x":
            self._x_here(arg)
            return Verb(name, amount=0, x=True)
        if name == "pay_mana":  # a cost of {0} is printed, and paid (1.4.1.b)
            return Verb(name, amount=arg.as_int("a number of Mana", maximum=100) if arg is not None else 1)
        if name in G.COUNT_VERBS:
            return Verb(name, amount=cards_count(arg) if arg is not None else 1)
        if name in G.NO_ARGUMENT_VERBS:
            return Verb(name)
        if name == "sabotage" and arg is not None and isinstance(arg.value, int) and not isinstance(arg.value, bool):
            if arg.value != 1:  # "sabotage: 1" reads as draw: 1 does: the one Sabotage
                raise arg.error("sabotage alone, sabotage: 1 or sabotage: SELECTOR (one card: write one sabotage "
                                "step per Sabotage)", str(arg.value))
            arg = None
        if name == "sabotage":
            sel = self.selector(arg) if arg is not None and arg.value != "target" else Selector(
                "target", type="card", zone="a reserve", up_to=True, slot=self._slot())
            return Verb(name, what=sel)
        if name == "target":
            return Verb(name, what=self.target_step(arg, where))
        if arg is None and name in OBJECT_VERBS:
            return Verb(name, what=Selector("it"))
        if arg is None:
            raise where.error(f"an argument for '{name}'", "nothing")
        if name in ("discard", "sacrifice") and arg.is_map() and "what" in arg.value:
            return self.done_by(name, arg)
        if name in OBJECT_VERBS:
            return Verb(name, what=self.selector(arg))
        if name in ("advance", "ascend"):
            return Verb(name, where=self.selector(arg))
        if name == "boost" and self.is_selector(arg):  # "boost: SELECTOR": one boost on what it designates
            return Verb(name, what=self.selector(arg), amount=1)
        keys = G.names(G.VERB_ARGS[G.VERB_ARG_FORMS[name]])
        if not arg.is_map() or self.is_selector(arg):
            example = next(t.example for t in G.VERBS if t.name == name).removeprefix("- ")
            raise arg.error(f"{{{', '.join(k + ':' for k in keys)}}} such as '{example}'"
                            + (" (or boost: SELECTOR, one boost)" if name == "boost" else ""),
                            "a selector alone" if arg.is_map() else None)
        m = arg.as_map(keys)
        if name == "create_token":
            token = self._need(m, "token", arg).as_str()
            if token not in self.card_ids:
                raise m["token"].error("a card defined in cards: or an included library", f"unknown card '{token}'")
            place = self.selector(self._need(m, "in", arg))
            if place.kind == "chosen" and place.type != "expedition":
                raise m["in"].error("an expedition chosen as the step resolves ({chosen: expedition, in: opponent "
                                    "expedition})", f"a chosen {place.type}")
            x = "count" in m and m["count"].value == "x"
            if x:
                self._x_here(m["count"])
            return Verb(name, token=token, where=place, x=x,
                        amount=0 if x else m["count"].as_int(minimum=1, maximum=100) if "count" in m else 1)
        if name == "put":
            to_zone = zone_phrase(self._need(m, "to", arg))
            ready = "ready" in m and m["ready"].as_bool()
            if ready and "mana" not in to_zone.lower().replace("'s", "").split():
                raise m["ready"].error("ready: only with to: a Mana zone (a Mana Orb that arrives ready)", to_zone)
            return Verb(name, what=self.selector(self._need(m, "what", arg)), to_zone=to_zone, ready=ready)
        if name in ("gain_status", "lose_status"):
            return Verb(name, what=self.selector(self._need(m, "what", arg)),
                        status=self.changed_status(self._need(m, "status", arg)))
        if name == "boost":
            return Verb(name, what=self.selector(self._need(m, "what", arg)),
                        amount=m["amount"].as_int(minimum=1, maximum=100) if "amount" in m else 1,
                        player=self.per_player(m),
                        per=self.selector(m["per"]) if "per" in m else None,
                        up_to_total=m["up_to_total"].as_int(minimum=1, maximum=100) if "up_to_total" in m else None)
        if name in ("gain_counters", "lose_counters"):
            if name == "lose_counters" and "up_to_total" in m:
                raise m["up_to_total"].error("up_to_total only on gain_counters (\"up to a max of N\")",
                                             "lose_counters")
            return Verb(name, what=self.selector(self._need(m, "what", arg)),
                        counter=counter_name(self._need(m, "counter", arg)),
                        amount=m["amount"].as_int(minimum=1, maximum=100) if "amount" in m else 1,
                        up_to_total=m["up_to_total"].as_int(minimum=1, maximum=100) if "up_to_total" in m else None,
                        per=self.selector(m["per"]) if "per" in m else None)
        if name == "play":
            return self.play_verb(m, arg)
        if name == "next_card":
            return self.next_card_verb(m, arg)
        return self.activate_verb(m, arg)

    def activate_verb(self, m: dict[str, Y], arg: Y) -> Verb:
        """7.3.1.b — ``activate: {what:, ability: N}`` (one reaction of the object) or ``{what:, abilities: j}`` (every
        {J} ability of each object it designates)."""
        what = self.selector(self._need(m, "what", arg))
        if "abilities" in m:
            if "ability" in m:
                raise m["ability"].error("ability: or abilities:, not both", "both")
            if m["abilities"].as_str() != "j":
                raise m["abilities"].error("j (its {J} abilities)", f"'{m['abilities'].as_str()}'")
            return Verb("activate", what=what, played_abilities=True)
        return Verb("activate", what=what, ability=self._need(m, "ability", arg).as_int(minimum=1, maximum=50) - 1)

    def per_player(self, m: dict[str, Y]) -> Selector | None:
        """5.2.3.b, 7.2.2.a — ``per_player: {target: player, controller: opponent}`` with ``per:``: the target player
        whose objects the count counts ("1 boost per Character target opponent controls")."""
        if "per_player" not in m:
            return None
        if "per" not in m:
            raise m["per_player"].error("per_player with per: (what is counted)", "no per:")
        who = self.selector(m["per_player"])
        if who.kind != "target" or who.type != "player":
            raise m["per_player"].error("a target player ({target: player, controller: opponent})", who.kind)
        return who

    def done_by(self, name: str, arg: Y) -> Verb:
        """6.1.e, 7.2.2.a — ``discard: {what:, player: each}``, ``sacrifice: {…}``: "Each player discards their
        hand", "Each player sacrifices a Character", every player on the objects they control, a chosen one chosen
        by each (judge.engine.verbs.ChooseCards, build_actions)."""
        m = arg.as_map(G.names(G.VERB_ARGS["done_by"]))
        player = m["player"].as_str() if "player" in m else "you"
        if player not in ("you", "each"):
            raise m["player"].error("you or each", f"'{player}'")
        return Verb(name, what=self.selector(self._need(m, "what", arg)),
                    player=Selector("each") if player == "each" else None)

    def play_verb(self, m: dict[str, Y], arg: Y) -> Verb:
        """5.1.2.a, 1.2.6.a — ``play: {what:, free:, less:, player:}``: cards played as a step of the effect."""
        what = self.selector(self._need(m, "what", arg))
        if what.kind != "chosen":
            raise m["what"].error("a card chosen as the step resolves: {chosen: TYPE, …}", f"a {what.kind} selector")
        played_from_own_zone(what, m["what"])
        free = m["free"].as_bool() if "free" in m else False
        less = m["less"].as_int(minimum=1, maximum=20) if "less" in m else 0
        if free and less:
            raise m["less"].error("free: or less:, not both", "both")
        player = m["player"].as_str() if "player" in m else "you"
        if player not in ("you", "each"):
            raise m["player"].error("you or each", f"'{player}'")
        return Verb("play", what=what, free=free, less=less, player=Selector("each") if player == "each" else None)

    def next_card_verb(self, m: dict[str, Y], arg: Y) -> Verb:
        """1.2.6.a, 5.1.2.d — ``next_card: {what:, from:, less:, boost:, activate:, free:, until:}``: a delayed
        effect on the next card played this turn (or this Afternoon, 4.2.3.a)."""
        kind = m["what"].as_str() if "what" in m else "card"
        if kind not in G.NEXT_CARD_TYPES:
            raise m["what"].error(", ".join(G.NEXT_CARD_TYPES), f"'{kind}'{did_you_mean(kind, G.NEXT_CARD_TYPES)}")
        origin = m["from"].as_str() if "from" in m else None
        if origin is not None and origin not in ("hand", "reserve"):
            raise m["from"].error("hand or reserve", f"'{origin}'")
        less = m["less"].as_int(minimum=1, maximum=20) if "less" in m else 0
        boost = m["boost"].as_int(minimum=1, maximum=20) if "boost" in m else 0
        activate = m["activate"].as_bool() if "activate" in m else False
        free = m["free"].as_bool() if "free" in m else False
        given = sum(map(bool, (less, boost, activate, free)))
        if given != 1:
            raise m.get("boost", arg).error("one of less:, boost:, activate: or free:", "several" if given else "none")
        until = read_phase(m["until"], also=("turn",)) if "until" in m else "turn"  # après-midi too (1.3.2.a)
        if until not in ("turn", "afternoon"):
            raise m["until"].error("turn or afternoon (après-midi)", f"'{m['until'].as_str()}'")
        return Verb("next_card", next_card=NextCard(kind, origin, less, boost, activate, free,
                                                    until))

    @staticmethod
    def is_selector(node: Y) -> bool:
        """Whether ``node`` is written as a selector: a pronoun, or a mapping with a selector kind (target, each …)."""
        if node.is_map():
            return bool(set(node.value) & set(SELECTOR_KINDS))
        return isinstance(node.value, str) and node.value in PRONOUNS

    def _x_here(self, node: Y) -> None:
        """An X only in a quick action (its ``x:`` bounds it; judge.engine.x_value)."""
        if not self.x_allowed:
            raise node.error("a number (x only in a quick action whose x: bounds it)", "x")

    def _slot(self) -> int:
        self.slots += 1
        return self.slots

    @staticmethod
    def _need(m: dict[str, Y], key: str, node: Y) -> Y:
        if key not in m:
            raise node.error(f"a '{key}:' entry", "none")
        return m[key]

    def verbs(self, node: Y) -> tuple[Verb, ...]:
        """A list of verbs (a cost, or a modifier's ``do:``)."""
        items = node.as_list("a list of verbs") if node.is_list() else [node]
        out = []
        for item in items:
            if item.is_map():
                m = item.as_map()
                if len(m) != 1:
                    flags = [k for k in m if k in STEP_FLAGS]
                    raise item.error("one verb per entry" + (
                        ", without step flags (a cost, simultaneously: or a modifier's do: are the verbs of one step, "
                        "6.1.c-d, 6.2.b-c; a modifier's own optional: and if: go beside its when: and do:)"
                        if flags else ""), f"{len(m)} keys" + (f" ({', '.join(flags)})" if flags else ""))
                (name, arg), = m.items()
                out.append(self.verb(name, arg, item))
            else:
                out.append(self.verb(item.as_str("a verb"), None, item))
        return tuple(out)

    def effect(self, node: Y) -> Effect:
        """A list of steps (6.1.c); ``choose_up_to`` and ``choose`` are one step per mode that may be chosen."""
        out: list[Step] = []
        for item in node.as_list("a list of steps"):
            if item.is_map() and "choose_up_to" in item.as_map():
                out += self.choose_up_to(item)
            elif item.is_map() and "choose" in item.as_map():
                out += self.choose_up_to(item, "choose")
            else:
                out.append(self.step(item))
        return tuple(out)

    def choose_up_to(self, node: Y, key: str = "choose_up_to") -> list[Step]:
        """5.2.3.c, 6.5.e — ``choose_up_to: {count: N | SELECTOR, modes: [[…], …]}``: up to N different modes,
        chosen at the declaration in their printed order; one modal step per mode, each choosing a mode after the
        one before it or none (judge.engine.pick_modes). ``choose:`` (the same form) chooses exactly N ("Choose
        two:"), none only when no mode can be chosen any more."""
        where = f"{node.file}:{node.line}:{node.col}"
        m = node.as_map((key,))
        cm = m[key].as_map(G.names(G.CHOOSE_UP_TO))
        modes = tuple(self.effect(mode) for mode in self._need(cm, "modes", m[key]).as_list(
            "a list of modes (each a list of steps)"))
        if len(modes) < 2:
            raise cm["modes"].error("at least two modes", f"{len(modes)}")
        count = self._need(cm, "count", m[key])
        per = self.selector(count) if count.is_map() else None
        picks = 0 if per is not None else count.as_int(minimum=1, maximum=len(modes))
        none = (Step(verbs=(Verb("nothing"),), location=where),)
        return [Step(modes=(*modes, none), pick=n, picks=picks, picks_per=per, picks_exact=key == "choose",
                     location=where) for n in range(1, len(modes) + 1)]

    def target_step(self, arg: Y | None, where: Y) -> Selector:
        """5.2.3.b — ``target: {target: …}``: a target named as a step of its own; only a target selector."""
        if arg is None:
            raise where.error("a target selector for 'target' ({target: character, …})", "nothing")
        sel = self.selector(arg)
        if sel.kind != "target" or sel.type in ("player", "expedition"):
            raise arg.error("a target object ({target: character, …})", sel.kind if sel.kind != "target" else
                            f"a target {sel.type}")
        return sel

    def under_condition(self, effect: Effect, node: Y) -> Effect:
        """6.5.c — a reaction's ``if:``: each step of its effect is a conditional step with that condition, tested
        just before it; everything else of the step kept. A step with a condition of its own is refused: the
        language has no "and" of two conditions."""
        condition = self.condition(node)
        for step in effect:
            if step.condition is not None:
                raise node.error("if: on the reaction or on its steps, not both (a step's own if: would be replaced)",
                                 f"a step with its own if: ({step.location})")
        return tuple(replace(step, condition=condition) for step in effect)

    def otherwise(self, flags: dict[str, Y], name: str, condition: Condition | None) -> Effect:
        """6.5.c — ``otherwise:``, the steps done instead of a step whose ``if:`` does not hold ("If …, … Otherwise,
        …"): on a verb or ``simultaneously`` step with a condition."""
        if "otherwise" not in flags:
            return ()
        if condition is None or name not in ("simultaneously", *VERB_WORDS):
            raise flags["otherwise"].error("otherwise on a step with if: (\"If …, … Otherwise, …\")",
                                           "a step without a condition" if condition is None else name)
        return self.effect(flags["otherwise"])

    def then(self, flags: dict[str, Y], name: str, condition: Condition | None, optional: bool) -> Effect:
        """6.5.c, 6.5.b, 6.1.c — ``then:``, the other steps of a conditional sentence ("If …, A, then B"), done after a
        step whose ``if:`` held (the reading ``condition-tested-once-for-its-sentence``), or of an optional one ("You
        may A, then B"), done after it when its controller chose to do it (the reading ``may-covers-its-sentence``),
        on a verb or ``simultaneously`` step with either a condition or ``optional:``, not both."""
        if "then" not in flags:
            return ()
        found = ("a step with neither" if condition is None and not optional else "a step with both"
                 if condition is not None and optional else name)
        if (condition is None) == (not optional) or name not in ("simultaneously", *VERB_WORDS):
            raise flags["then"].error("then on a step with if: (\"If …, A, then B\") or optional: (\"You may A, "
                                      "then B\"), not both", found)
        return self.effect(flags["then"])

    def step(self, node: Y) -> Step:
        """One step: a verb, ``simultaneously``, ``choose_one``, ``may_pay``; with ``optional``/``if``/``if_you_do``."""
        where = f"{node.file}:{node.line}:{node.col}"
        if not node.is_map():
            return Step(verbs=(self.verb(node.as_str("a step"), None, node),), location=where)
        m = node.as_map()
        flags = {k: v for k, v in m.items() if k in STEP_FLAGS}
        body = {k: v for k, v in m.items() if k not in STEP_FLAGS}
        if len(body) != 1:
            hints = "".join(did_you_mean(k, STEP_FLAGS) for k in body if verb_name(k) is None)
            raise node.error("one verb (or simultaneously / choose_one / may_pay) per step, with "
                             + ", ".join(STEP_FLAGS), f"{len(body)}: {', '.join(body) or 'none'}{hints}")
        (name, arg), = body.items()
        refuse_step_flags(flags, name)
        optional = flags["optional"].as_bool() if "optional" in flags else False
        condition = self.condition(flags["if"]) if "if" in flags else None
        if_you_do: Effect = ()
        if "otherwise" in flags and name not in ("simultaneously", *VERB_WORDS):
            self.otherwise(flags, name, condition)  # refused: not a verb's step
        if "then" in flags and name not in ("simultaneously", *VERB_WORDS):
            self.then(flags, name, condition, optional)  # refused: not a verb's step
        if name == "simultaneously":
            verbs = self.verbs(arg)
            if not verbs:
                raise arg.error("a list of the verbs that happen simultaneously (6.1.c)", "an empty list")
            otherwise = self.otherwise(flags, name, condition)  # after the verbs: "it" there names their target
            if_you_do = self.effect(flags["if_you_do"]) if "if_you_do" in flags else ()
            then = self.then(flags, name, condition, optional)
            return Step(verbs=verbs, optional=optional, condition=condition, if_you_do=if_you_do, location=where,
                        otherwise=otherwise, then=then)
        if name == "choose_one":
            modes = tuple(self.effect(mode) if mode.is_list() else (self.step(mode),)  # a mode of one step alone
                          for mode in arg.as_list("a list of modes (each a list of steps, or one step)"))
            if len(modes) < 2:
                raise arg.error("at least two modes", f"{len(modes)}")
            return Step(modes=modes, location=where)
        if name == "roll_die":
            return Step(die=self.die(arg), optional=optional, condition=condition, location=where)
        if name == "may_pay":
            mp = arg.as_map(G.names(G.MAY_PAY))
            cost = self.verbs(self._need(mp, "cost", arg))
            effect = self.effect(self._need(mp, "effect", arg))
            if not effect:
                raise mp["effect"].error("the steps the internal action does (6.5.g)", "an empty list")
            return Step(internal_cost=cost, internal_effect=effect, optional=False, condition=condition,
                        location=where)
        verbs = (self.verb(name, arg, node),)  # its targets first: "that_target" after it names them
        otherwise = self.otherwise(flags, name, condition)
        if "if_you_do" in flags:
            if_you_do = self.effect(flags["if_you_do"])
        if_you_dont = self.effect(flags["if_you_dont"]) if "if_you_dont" in flags else ()
        if if_you_dont and not optional:
            raise flags["if_you_dont"].error("if_you_dont only on an optional step (\"You may … If you don't, …\")",
                                             "a step that is not optional")
        then = self.then(flags, name, condition, optional)
        if if_you_dont and then:  # "You may A, then B. If you don't, …": whether A or the sentence was done, unsaid
            raise flags["if_you_dont"].error("if_you_dont on an optional step of one step (\"You may A. If you don't, "
                                             "…\")", "a step with then:")
        return Step(verbs=verbs, optional=optional, condition=condition, if_you_do=if_you_do, if_you_dont=if_you_dont,
                    location=where, otherwise=otherwise, then=then)

    def die(self, node: Y) -> tuple[DieResult, ...]:
        """6.1.c, 6.5.c — ``roll_die: [{results: [4, 5, 6], effect: STEPS}, …]``: each result in one line at most."""
        lines: list[DieResult] = []
        seen: set[int] = set()
        for item in node.as_list("a list of lines {results: [1 to 6], effect: STEPS}"):
            m = item.as_map(G.names(G.DIE_LINE))
            results = self._need(m, "results", item)
            printed = "" if results.is_list() else results.as_str("a list of results (1 to 6), or as printed: "
                                                                 "'4-6', '4+', '6'")
            faces = printed_faces(results, printed) if printed else tuple(
                f.as_int(minimum=1, maximum=6) for f in results.as_list("a list of results (1 to 6)"))
            if not faces or seen & set(faces):
                raise m["results"].error("results 1 to 6 that no other line covers",
                                    ", ".join(map(str, sorted(seen & set(faces)))) or "none")
            seen.update(faces)
            lines.append(DieResult(tuple(sorted(faces)), self.effect(self._need(m, "effect", item)), printed))
        if not lines:
            raise node.error("at least one line {results: [1 to 6], effect: STEPS}", "none")
        return tuple(lines)

    # -- abilities --------------------------------------------------------------------------------------
    def grant(self, node: Y) -> Grant:
        """1.2.4.b — ``grant: {keyword: tough|seasoned|gigantic, value: N, to: SELECTOR}``."""
        m = node.as_map(G.names(G.GRANT))
        word = self._need(m, "keyword", node).as_str()
        if word not in G.GRANTED_KEYWORDS:
            raise m["keyword"].error("one of " + ", ".join(G.GRANTED_KEYWORDS), f"'{word}'")
        return Grant(word, self.selector(self._need(m, "to", node)),
                     m["value"].as_int(minimum=1, maximum=20) if "value" in m else 1)

    def stats(self, node: Y, label: str, label_fr: str) -> StatChange:
        """1.2.4.c — ``stats: {add: {forest:, mountain:, water:}, equal_to_highest:, to: SELECTOR, if: CONDITION}``."""
        m = node.as_map(G.names(G.STATS))
        add = m["add"].as_map(G.names(G.STAT_ADD)) if "add" in m else {}
        highest = m["equal_to_highest"].as_bool() if "equal_to_highest" in m else False
        if not add and not highest:
            raise node.error("add: or equal_to_highest: yes", "neither")
        return StatChange(self.selector(m["to"]) if "to" in m else Selector("me"),
                          tuple((t, add[t].as_int(minimum=0, maximum=20)) for t in TERRAINS if t in add),
                          highest, self.condition(m["if"]) if "if" in m else None, label, label_fr)

    def ability(self, node: Y, support: bool = False
                ) -> (Ability | Grant | CostChange | StatChange | DefenderLift | FirstCardBonus | ReserveLimitBonus
                      | KeywordIf | tuple[str, int]):
        """One ability; keywords (tough, fleeting, eternal) come back as ``(name, value)``."""
        m = node.as_map(G.names(G.ABILITY))
        if len(m) != 1:
            raise node.error("one of reaction, quick_action, passive, support", f"{len(m)} keys")
        (kind, body), = m.items()
        if kind == "support":
            if support:
                raise body.error("an ability", "support inside support")
            return self.ability(body, support=True)
        if kind == "reaction":
            r = body.as_map(G.names(G.REACTION))
            trig = self.trigger(self._need(r, "trigger", body))
            effect = self.effect(self._need(r, "effect", body))
            if "if" in r:
                effect = self.under_condition(effect, r["if"])
            return Reaction(trig, effect, support, *_labels(r), condition=self.trigger_condition(r["trigger"]))
        if kind == "quick_action":
            q = body.as_map(G.names(G.QUICK_ABILITY))
            return self.quick_action(q, body, support)
        p = body.as_map(G.names(G.PASSIVE))
        if support:
            _support_passive_read_in_the_reserve(p, body)
        label, label_fr = _labels(p)
        for keyword in ("tough", "fleeting", "eternal", "scout", *REMINDER_KEYWORDS, *PASSIVE_FLAGS):
            if keyword in p:
                value = p[keyword].as_int(minimum=1 if keyword == "tough" else 0, maximum=20) if keyword in (
                    "tough", "scout") else int(p[keyword].as_bool())
                return (keyword, value)
        if support and "keyword_if" in p:
            raise body.error("keyword_if: as a passive in play (not a support ability)", "support")
        if support and {"stats", "defender_lifted", "tough_x"} & set(p):
            raise body.error("stats:, defender_lifted: or tough_x: as a passive in play (not a support ability)",
                             "support")
        if "defender_lifted" in p:
            lift = p["defender_lifted"].as_map(G.names(G.DEFENDER_LIFTED))
            return DefenderLift(self.condition(lift["if"]) if "if" in lift else None)
        if "keyword_if" in p:
            ki = p["keyword_if"].as_map(G.names(G.KEYWORD_IF))
            word = self._need(ki, "keyword", p["keyword_if"]).as_str()
            if word not in G.KEYWORDS_IF:
                raise ki["keyword"].error("one of " + ", ".join(G.KEYWORDS_IF), f"'{word}'")
            return KeywordIf(word, self.condition(self._need(ki, "if", p["keyword_if"])))
        if "tough_x" in p:
            counted = p["tough_x"].as_str()
            if counted not in G.TOUGH_X:
                raise p["tough_x"].error("one of " + ", ".join(G.TOUGH_X), f"'{counted}'")
            return ("tough_x", 1)
        if "cannot" in p:
            return self.cannot(p["cannot"], support, label, label_fr)
        if "grant" in p:
            return self.grant(p["grant"])
        if "stats" in p:
            return self.stats(p["stats"], label, label_fr)
        if "first_card" in p:
            return self.first_card(p["first_card"])
        if "reserve_limit" in p:
            r = p["reserve_limit"].as_map(G.names(G.RESERVE_LIMIT))
            return ReserveLimitBonus(self._need(r, "more", p["reserve_limit"]).as_int(minimum=1, maximum=20),
                                     r["exhausted"].as_bool() if "exhausted" in r else False)
        if "costs_less" in p:
            c = p["costs_less"].as_map(G.names(G.COSTS_LESS))
            what = c["what"].as_str() if "what" in c else "me"
            if what not in ("me", "your spells"):
                raise c["what"].error("me or your spells", f"'{what}'")
            return CostChange(self._need(c, "amount", p["costs_less"]).as_int(minimum=1, maximum=20),
                              spells=what == "your spells",
                              base_cost_at_least=c["base_cost_at_least"].as_int(maximum=99) if (
                                  "base_cost_at_least" in c) else None,
                              empty_expedition=c["if_expedition_empty"].as_bool() if "if_expedition_empty" in c
                              else False)
        mode = "instead" if "instead" in p else "also" if "also" in p else None
        if mode is None:
            raise body.error("one of instead, also, cannot, grant, costs_less, first_card, reserve_limit, stats, "
                             "tough, fleeting, eternal, scout, "
                             + ", ".join((*REMINDER_KEYWORDS, *PASSIVE_FLAGS)), "none")
        inner = p[mode].as_map(G.names(G.MODIFIER))
        scope = inner["scope"].as_str() if "scope" in inner else "atomic"
        if scope not in G.SCOPES:
            raise inner["scope"].error("atomic or step")
        when = self._need(inner, "when", p[mode])
        return Modifier(mode, self._not_a_pass(self.pattern(when), when),  # type: ignore[arg-type]
                        self.verbs(self._need(inner, "do", p[mode])), scope, support, label,  # type: ignore[arg-type]
                        label_fr, optional=inner["optional"].as_bool() if "optional" in inner else False,
                        condition=self.condition(inner["if"]) if "if" in inner else None)


def _support_passive_read_in_the_reserve(p: dict[str, Y], body: Y) -> None:
    """1.2.4.d, 2.2.10.d — a support ability works only in the Reserve: of the passive abilities, the judge reads from
    the Reserve only the modifiers (instead:, also:) and cannot:; a keyword, grant:, first_card:, reserve_limit: or
    costs_less: would be read as working in play, where a support ability does not work, so it is refused (keyword_if:,
    stats:, defender_lifted: and tough_x: are refused with their own words)."""
    read = {"instead", "also", "cannot", "keyword_if", "stats", "defender_lifted", "tough_x"}
    if not read & set(p):
        written = ", ".join(f"{k}:" for k in p if k not in ("label", "label_fr"))
        raise body.error("instead:, also: or cannot: in a support ability (a keyword, grant:, first_card:, "
                         "reserve_limit: or costs_less: is read as a passive in play, not from the Reserve)",
                         f"{written} as a support ability")
