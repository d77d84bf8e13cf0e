"""Parse trees of the card-text grammar → the structured ability language (plain YAML-like data).

One transformer serves both grammars (``en.lark``, ``fr.lark``): their rules have the same
names. A template the engine cannot resolve raises :class:`Unsupported` with the name of the
missing mechanism; the result is then fed through the scenario loader's own ability parser.
"""

from __future__ import annotations

import copy
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lark import Token, Transformer

from judge.cards.vocabulary import (
    COUNTER_NAMES,
    NUMBERS,
    ORDINALS,
    PASSIVE_KEYWORDS,
    REMINDER_PASSIVES,
    STEP_KEYWORDS,
    SUBTYPE_NAMES,
    TYPES,
    keyword,
)
from judge.scenario.abilities import STATUS_WORDS
from judge.scenario.words import PHASE_WORDS

Plain = Any


class Unsupported(Exception):
    """An ability understood whose mechanism the engine lacks; ``args[0]`` names the mechanism."""


#: The mechanism each ``u_`` rule of the grammars stands for.
MECHANISMS: dict[str, str] = {
    "u_phase_condition": "a trigger with a condition (At …, if …)",
    "u_event": "trigger event",
    "u_cost_change": "cost changes (costs more / less)",
    "u_next_card": "a delayed effect on the next card played",
    "u_first_each_turn": "the first card played each phase",
    "u_grant_keyword": "granting a keyword to other cards",
    "u_replacement": "this replacement (If … would …)",
    "u_reserve_limit": "changing the Reserve limit",
    "u_static": "a static ability (characteristics, conditions on the board)",
    "u_win": "winning the game",
    "u_choose_up_to": "choosing up to N modes",
    "u_dice": "rolling a die",
    "u_play_from_effect": "playing a card from an effect",
    "u_if_you_dont": "\"if you don't\" steps",
    "u_otherwise": "\"otherwise\" steps",
    "u_each_player": "effects done by each player",
    "u_top_card": "moving the top card of a deck",
    "u_x_value": "a computed X",
    "u_then_if": "a condition on a later step (then, if …)",
    "u_token_with_abilities": "a token with abilities given by the text",
    "u_draw_named_card": "drawing a card named earlier",
    "u_create_again": "\"create one\" (a token named earlier)",
    "u_counters": "counters",
    "u_per_count": "amounts per count (for each, per)",
    "u_max_boosts": "a maximum of boosts",
    "u_give": "giving boosts (you may give)",
    "u_target_step": "targeting as a step of its own",
    "u_place_marker": "terrain markers",
    "u_we_both": "\"we both\" (two objects in one subject)",
    "u_target_player": "targeting a player",
    "u_that_opponent": "an opponent named earlier",
    "u_qual_play_or_reserve": "targets in play or in Reserve",
    "u_qual_cost": "target restrictions by cost",
    "u_qual_facing": "the Expedition facing a card",
    "u_qual_ascended": "Ascended Expeditions",
    "u_qual_my_expedition": "the Expedition of the card itself (my Expedition)",
    "u_where_my_expedition": "the Expedition of the card itself (my Expedition)",
    "u_condition": "condition",
    # replacements "If … would …" the engine's modifiers cannot express yet (cardsE)
    "u_would_advance_during": "a replacement of moving forward that rolls a die (a die rolled inside a modifier)",
    "u_would_roll": "a modifier of a die roll (If you would roll …) other than revealing the top card of your deck",
    "u_would_leave": "a replacement of my leaving that changes my controller or my statuses (If I would go to "
                     "Reserve …, I gain [[Fleeting]] and defect instead)",
}


def slug(text: str) -> str:
    """A card id from a name: ``Mana Moth`` → ``mana-moth`` (accents folded)."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", folded).strip("-")


#: Words a token's name keeps in lower case after its first word (the texts reach the parser in lower case).
SMALL_WORDS = frozenset({"de", "du", "des", "la", "le", "les", "aux", "et", "of", "the", "and"})


def token_name(key: str) -> str:
    """A token's name from the lower-case words of its card text: each word capitalised but the small ones after the
    first (``feu de brume``: Feu de Brume; ``fog wisp``: Fog Wisp)."""
    words = key.split(" ")
    return " ".join(w if i and w.lower() in SMALL_WORDS else w[:1].upper() + w[1:].lower()
                    for i, w in enumerate(words))


@dataclass
class TokenBook:
    """The token cards a text names: known ids, new ones defined by their printed statistics.

    ``hints``: for a French text whose English is known, the token ids in the order the
    English text names them (the names differ between languages, the order does not).
    """

    known: dict[str, str] = field(default_factory=dict)  # lower-case name or id → card id
    hints: list[str] = field(default_factory=list)
    defined: dict[str, dict[str, Any]] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    lang: str = "en"
    redefined: frozenset[str] = frozenset()  # tokens other texts defined: one printing its statistics defines its own
    reminder: dict[str, Any] | None = None  # the token an ability's reminder text defines: type, abilities
    quoted: Callable[[str], list[Any]] | None = None  # reads the abilities a text gives a token (judge.cards.parse)

    def resolve(self, name: str, stats: tuple[int, int, int] | None, kind: str) -> str:
        """The card id of the token ``[name a/b/c]``; defines a new token card when the stats are printed."""
        index = len(self.order)
        key = name.replace("_", " ").strip()
        if index < len(self.hints):
            card_id = self.hints[index]
        elif key in self.known or slug(key) in self.known:
            card_id = self.known.get(key) or self.known[slug(key)]
        elif stats is not None or self.reminder is not None:
            card_id = slug(key)
        else:
            raise Unsupported(f"a token card not in the library ({key})")
        if stats is None and card_id not in self.known and self.reminder is not None:  # defined by the reminder
            entry = self.defined.setdefault(card_id, {"name": token_name(key), "token": True, **self.reminder})
            if self.lang == "fr":
                entry["name_fr"] = token_name(key)
        if stats is not None and (card_id not in self.known or card_id in self.redefined):
            entry = self.defined.setdefault(card_id, {"name": token_name(key), "type": "character", "token": True,
                                                      "stats": dict(zip(("forest", "mountain", "water"), stats,
                                                                        strict=True))})
            if kind:
                entry.setdefault("subtypes", [kind.title()])
            if self.lang == "fr":
                entry["name_fr"] = token_name(key)
            if self.reminder is not None:  # its abilities, given by the reminder text
                entry.update({k: v for k, v in self.reminder.items() if k != "type"})
        self.order.append(card_id)
        return card_id

    def give(self, card_id: str, quoted: str) -> None:
        """2.2.10.e, 2.2.1.d — the token ``card_id`` this text defines (its printed statistics) has the abilities the
        text gives it in quotes ("… token … with "When …""), each read with the card grammar and executable, else the
        creating ability is unsupported naming the one that is not. A token card the library defines is not changed
        by one text: that is unsupported too."""
        if card_id not in self.defined:
            raise Unsupported(f"{MECHANISMS['u_token_with_abilities']}: a token card defined elsewhere ({card_id})")
        if self.quoted is None:  # pragma: no cover - parse_text gives every book its reader
            raise Unsupported(MECHANISMS["u_token_with_abilities"])
        abilities = self.quoted(quoted.strip().strip('"').strip())
        entry = self.defined[card_id]
        if entry.get("abilities", abilities) != abilities:
            raise Unsupported(f"{MECHANISMS['u_token_with_abilities']}: one token given different abilities")
        entry["abilities"] = abilities


def _text(item: Any) -> str:
    return str(item).strip()


def _number(item: Any) -> int:
    word = _text(item)
    return int(word) if word.isdigit() else NUMBERS[word]


def _again(who: Plain) -> Plain:
    """5.2.3.b — a selector named again by a second verb of the same phrase: a target is the one object chosen for
    its one occurrence of "target" (``that_target``), not a second target; any other selector (and "up to two
    target …", whose objects ``that_target`` cannot name) is itself."""
    return "that_target" if isinstance(who, dict) and "target" in who and "count" not in who else who


def _status(item: Any) -> str:
    """A status word; a French one may agree with its noun: « Personnages [[Boostés]] », « [[Endormie]] »."""
    word = _text(item).strip("[]").strip()
    for agreed in (word, word.removesuffix("s"), word.removesuffix("s").removesuffix("e")):
        if agreed in STATUS_WORDS:
            return STATUS_WORDS[agreed]
    raise Unsupported(f"the status {word}")


def _mana(item: Any) -> int:
    inner = _text(item).strip("{}")
    if not inner.isdigit():
        raise Unsupported("a computed X")
    return int(inner)


def _steps(item: Any) -> list[Plain]:
    return list(item) if isinstance(item, list) else [item]


#: 1.2.4.b — the expeditions a phrase before [Ascend] names (English and French).
ASCENDING = {
    "your hero expedition": "your hero expedition", "votre expédition héros": "your hero expedition",
    "your companion expedition": "your companion expedition",
    "votre expédition compagnon": "your companion expedition",
    "both of your expeditions": "your expeditions", "vos deux expéditions": "your expeditions",
}


def _ascending(subject: Plain) -> Plain:
    """What Ascends: a target Expedition, or the expeditions a phrase names."""
    if isinstance(subject, dict) and subject == {"target": "expedition"}:
        return subject
    phrase = ASCENDING.get(_text(subject)) if isinstance(subject, Token) else None
    if phrase is None:
        raise Unsupported("keyword Ascend")
    return {"each": "expedition", "in": phrase}


def _granted(bracket: Token) -> Plain:
    """1.2.4.b — the keyword a passive gives other objects: Tough N or Seasoned (else unsupported)."""
    word, value = keyword(_text(bracket))
    if word == "Tough" and value.isdigit():
        return {"keyword": "tough", "value": int(value)}
    if word == "Seasoned":
        return {"keyword": "seasoned"}
    raise Unsupported("granting a keyword to other cards")


#: Numbers of Mana Orbs beyond five ("ten or more Mana Orbs", « moins de huit orbes de Mana »).
ORB_NUMBERS = {"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "sept": 7, "huit": 8, "neuf": 9, "dix": 10}

#: 6.5.c — "If …: A. B.": whether the colon gates B too is not read (the sentence after the colon must end the ability).
COLON_REACH = "a colon condition followed by more than one sentence (how far the condition reaches)"


def _if_you_do(step: Plain, body: list[Plain]) -> Plain:
    """6.5.d — "If you do, …" after the step done last: the last of a sentence's ``then:`` ("If …, A, then B. If you
    do, …" and "You may A, then B. If you do, …": B, the reading may-covers-its-sentence), or of the "if you do"
    already there ("You may A. If you do, B. If you do, …": B), else the step itself."""
    if not isinstance(step, dict):
        raise Unsupported("\"if you do\" after a step that cannot be declined")
    for key in ("then", "if_you_do"):
        if step.get(key):
            *first, last = step[key]
            return {**step, key: [*first, _if_you_do(last, body)]}
    return {**step, "if_you_do": body}


def _fold(sentences: list[Plain], steps: list[Plain]) -> list[Plain]:
    """6.1.c, 6.5.d, 6.5.g — sentences into steps: "you may pay … If you do" is an internal action, "If you do"
    joins the step before it; sentences after "Choose one:" belong to its last mode (the mode's text goes on)."""
    pending_pay: Plain = None
    for n, sentence in enumerate(sentences):
        kind, body = sentence
        if pending_pay is not None and kind != "if_you_do":
            raise Unsupported("paying without an effect (\"you may pay\" not followed by \"if you do\")")
        if steps and isinstance(steps[-1], dict) and "choose_one" in steps[-1]:
            modes = steps[-1]["choose_one"]
            last = -2 if modes[-1] == ["nothing"] else -1  # "up to one": the mode of none stays last
            modes[last] = _fold(sentences[n:], list(modes[last]))
            return steps
        if kind == "roll_this_way":  # "When you roll a 1-3 this way — …": the line's text goes on to the end
            line = body[0]["then"][-1]["roll_die"][0]
            line["effect"] = _fold(sentences[n + 1:], list(line["effect"]))
            steps.extend(body)
            return steps
        if kind == "x_bound":  # "X can't be higher than …": lifted to the quick action (Builder.quick_action)
            steps.append({"x_at_most": body})
        elif kind == "costs_more":  # "This action costs {1} more if …": lifted to the quick action too
            steps.append({"costs_more": body})
        elif kind == "if_colon":
            if n != len(sentences) - 1:
                raise Unsupported(COLON_REACH)
            steps.extend(body)
        elif kind == "may_pay":
            pending_pay = body
        elif kind == "if_you_do" and pending_pay is not None:
            steps.append({"may_pay": {"cost": [{"pay_mana": pending_pay}], "effect": body}})
            pending_pay = None
        elif kind == "if_you_do":
            if not steps:
                raise Unsupported("\"if you do\" after a step that cannot be declined")
            steps[-1] = _if_you_do(steps[-1], body)
        elif kind == "otherwise":
            if not steps or not isinstance(steps[-1], dict) or "if" not in steps[-1]:
                raise Unsupported("\"otherwise\" after a step without a condition")
            steps[-1] = {**steps[-1], "otherwise": body}
        elif kind == "if_you_dont":
            if not steps or not isinstance(steps[-1], dict) or not steps[-1].get("optional"):
                raise Unsupported("\"if you don't\" after a step that is not optional")
            if steps[-1].get("then"):  # "You may A, then B. If you don't, …": not done, A or the sentence? Not guessed
                raise Unsupported("\"if you don't\" after an optional sentence of several steps")
            steps[-1] = {**steps[-1], "if_you_dont": body}
        else:
            steps.extend(body)
    if pending_pay is not None:
        raise Unsupported("paying without an effect (\"you may pay\" not followed by \"if you do\")")
    return steps


class Builder(Transformer[Token, Plain]):
    """The shared transformer: each method is one template of both grammars."""

    def __init__(self, tokens: TokenBook) -> None:
        super().__init__()
        self.tokens = tokens

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Plain:
        name = str(data)
        if name.startswith("u_"):
            mechanism = MECHANISMS.get(name, name[2:].replace("_", " "))
            if name in ("u_condition", "u_event"):
                mechanism += ": " + " ".join(_text(t) for t in children if isinstance(t, Token))
            raise Unsupported(mechanism)
        raise NotImplementedError(name)  # pragma: no cover - every rule has a method

    # -- abilities -------------------------------------------------------------------------------------
    def start(self, c: list[Plain]) -> Plain:
        return c[0]

    def support(self, c: list[Plain]) -> Plain:
        ability = c[0]
        if "effect" in ability:
            raise Unsupported("a support effect without a trigger")
        return {"support": ability}

    def reaction(self, c: list[Plain]) -> Plain:
        _no_x(c[1])
        _no_costs_more(c[1])
        return {"reaction": {"trigger": c[0], "effect": c[1]}}

    def quick_action(self, c: list[Plain]) -> Plain:
        more = [s["costs_more"] for s in c[-1] if isinstance(s, dict) and "costs_more" in s]
        c = [*c[:-1], [s for s in c[-1] if not (isinstance(s, dict) and "costs_more" in s)]]
        _no_costs_more(c[-1])  # one, after the effect's steps (not inside a mode)
        if len(more) > 1:
            raise Unsupported(MECHANISMS["u_cost_change"])
        effect = [s for s in c[-1] if not (isinstance(s, dict) and "x_at_most" in s)]
        bounds = [s["x_at_most"] for s in c[-1] if isinstance(s, dict) and "x_at_most" in s]
        uses_x = {"pay_mana": "x"} in c[:-1] or "'x'" in repr(effect)
        if uses_x != bool(bounds) or len(bounds) > 1:
            raise Unsupported("a computed X")  # an X the text does not bound, or a bound on no X
        ability: dict[str, Any] = {"cost": c[:-1], "effect": effect}
        if bounds:
            ability["x"] = {"at_most": bounds[0]}
        if more:
            ability["costs_more"] = more[0]
        return {"quick_action": ability}

    def spell_effect(self, c: list[Plain]) -> Plain:
        _no_x(c[0])
        _no_costs_more(c[0])
        return {"effect": c[0]}

    def passive(self, c: list[Plain]) -> Plain:
        return c[0]

    def keywords(self, c: list[Plain]) -> Plain:
        return {"keywords": c}

    def kw_status(self, c: list[Token]) -> Plain:
        status = _status(c[0])
        if status != "fleeting":
            raise Unsupported(f"printed status {status}")
        return {"passive": {"fleeting": True}}

    def kw_bracket(self, c: list[Token]) -> Plain:
        word, value = keyword(_text(c[0]))
        if word in REMINDER_PASSIVES:
            return {"passive": {REMINDER_PASSIVES[word]: True}}
        if word not in PASSIVE_KEYWORDS:
            raise Unsupported(f"keyword {word}")
        if word == "Tough":
            if not value.isdigit():
                raise Unsupported("Tough X with a computed X")
            return {"passive": {"tough": int(value)}}
        return {"passive": {"eternal": True}}

    def kw_bracket_cost(self, c: list[Token]) -> Plain:
        word = keyword(_text(c[0]))[0]
        if word != "Scout":
            raise Unsupported(f"keyword {word}")
        return {"passive": {"scout": _mana(c[1])}}

    def kw_bracket_where(self, c: list[Token]) -> Plain:
        raise Unsupported(f"keyword {keyword(_text(c[0]))[0]} with a computed X")

    def g_grant_control(self, c: list[Token]) -> Plain:
        return {"passive": {"grant": {**_granted(c[1]), "to": {"each": TYPES[_text(c[0])], "controller": "you"}}}}

    def g_grant_my_expedition(self, c: list[Token]) -> Plain:
        return {"passive": {"grant": {**_granted(c[1]), "to": {"each": TYPES[_text(c[0])],
                                                               "in_my_expedition": True}}}}

    def g_cost_less_empty(self, c: list[Token]) -> Plain:
        return {"passive": {"costs_less": {"amount": _mana(c[0]), "what": "me", "if_expedition_empty": True}}}

    def g_spells_less(self, c: list[Token]) -> Plain:
        return {"passive": {"costs_less": {"amount": _mana(c[0]), "what": "your spells",
                                           "base_cost_at_least": _mana(c[1])}}}

    # -- triggers ----------------------------------------------------------------------------------------
    def trig_played_any(self, c: list[Plain]) -> Plain:
        return {"played": "me", "from": "any"}

    def trig_played_hand(self, c: list[Plain]) -> Plain:
        return {"played": "me", "from": "hand"}

    def trig_played_reserve(self, c: list[Plain]) -> Plain:
        return {"played": "me", "from": "reserve"}

    def trig_phase(self, c: list[Token]) -> Plain:
        return {"at": PHASE_WORDS[_text(c[0])]}

    def trig_event(self, c: list[Plain]) -> Plain:
        return c[0]

    def ev_me_sacrificed(self, c: list[Plain]) -> Plain:
        return {"event": "sacrificed", "object": "me"}

    def ev_me_leaves_landmarks(self, c: list[Plain]) -> Plain:
        return {"event": "leaves", "object": "me", "from": "your landmarks"}

    def ev_me_leaves_expedition(self, c: list[Plain]) -> Plain:
        return {"event": "leaves", "object": "me", "from": "expedition"}

    def ev_gains_status(self, c: list[Token]) -> Plain:
        return {"event": "gains_status", "status": _status(c[1]),
                "object": {"any": TYPES[_text(c[0])], "controller": "you"}}

    # -- costs ---------------------------------------------------------------------------------------------
    def cost_exhaust(self, c: list[Plain]) -> Plain:
        return "exhaust_me"

    def cost_discard(self, c: list[Plain]) -> Plain:
        return "discard_me"

    def cost_mana(self, c: list[Token]) -> Plain:
        if _text(c[0]) == "{x}":  # an X the effect bounds (judge.cards.build.Builder.quick_action)
            return {"pay_mana": "x"}
        return {"pay_mana": _mana(c[0])}

    def cost_sacrifice_me(self, c: list[Plain]) -> Plain:
        return {"sacrifice": "me"}

    # -- effects and sentences ---------------------------------------------------------------------------
    def effect(self, c: list[Plain]) -> Plain:
        return _fold(c, [])

    def s_plain(self, c: list[Plain]) -> Plain:
        return ("steps", c[0])

    def s_optional(self, c: list[Plain]) -> Plain:
        steps = c[0]
        first = steps[0] if isinstance(steps[0], dict) else {steps[0]: None}
        if len(steps) > 1:  # "You may A, then B": the choice covers the sentence (reading may-covers-its-sentence)
            return ("steps", [{**first, "optional": True, "then": steps[1:]}])
        return ("steps", [{**first, "optional": True}])

    def s_if(self, c: list[Plain]) -> Plain:
        """6.5.c — "If …, A, then B": one condition for the sentence, tested once before its first step, the others
        its ``then:`` (the reading ``condition-tested-once-for-its-sentence``)."""
        first, *rest = [s if isinstance(s, dict) else {s: None} for s in c[1]]
        return ("steps", [{**first, "if": c[0], **({"then": rest} if rest else {})}])

    def s_if_you_do(self, c: list[Plain]) -> Plain:
        return ("if_you_do", c[0])

    def s_if_colon(self, c: list[Plain]) -> Plain:
        """6.5.c — "If CONDITION: A, then B" (a condition, a colon, the effect it gates): the conditional sentence "If
        CONDITION, A, then B" (``s_if``); it must end the ability (:func:`_fold`: how far a colon reaches over
        several sentences is not read)."""
        return ("if_colon", self.s_if(c)[1])

    def empty_condition(self, c: list[Plain]) -> Plain:
        return c[0]

    def c_zone_empty(self, c: list[Plain]) -> Plain:
        """6.5.c — "your Reserve is empty", "your hand is empty": no card there."""
        return {"count": {"each": "card", "in": c[0]}, "at_least": 0, "at_most": 0}

    def control_at_least(self, c: list[Plain]) -> Plain:
        return c[0]

    def landmarks_control(self, c: list[Plain]) -> Plain:
        return c[0]

    def c_you_control_other_at_least(self, c: list[Any]) -> Plain:
        """6.5.c, 7.2.1.a — "you control N or more other NOUN": the object bearing the ability not counted."""
        condition = self.c_you_control_at_least(c)
        return {**condition, "count": {**condition["count"], "other": True}}

    def orbs_condition(self, c: list[Plain]) -> Plain:
        return c[0]

    def orb_count(self, c: list[Token]) -> Plain:
        word = _text(c[0])
        return ORB_NUMBERS[word] if word in ORB_NUMBERS else _number(c[0])

    def c_mana_orbs_at_least(self, c: list[Any]) -> Plain:
        """6.5.c, 2.2.1.f — "you have N or more Mana Orbs": the cards in your Mana zone."""
        return {"count": {"each": "mana_orb", "in": "your mana"}, "at_least": c[0]}

    def c_mana_orbs_fewer(self, c: list[Any]) -> Plain:
        """6.5.c, 2.2.1.f — "you have less than N Mana Orbs": at most N - 1 cards in your Mana zone."""
        return {"count": {"each": "mana_orb", "in": "your mana"}, "at_least": 0, "at_most": c[-1] - 1}

    def c_you_control_landmarks(self, c: list[Token]) -> Plain:
        """6.5.c, 5.1.2.e — "you control N or more Landmarks": the Permanents in your Landmark zone."""
        return {"count": {"each": "permanent", "in": "your landmarks"}, "at_least": _number(c[0])}

    def c_you_control_at_least(self, c: list[Any]) -> Plain:
        """6.5.c — "you control N or more NOUN" (« au moins N ») : at least N objects in play of that kind controlled
        by you, the object bearing the ability included."""
        noun = c[-1]
        return {"count": {"each": noun["type"], "controller": "you", **noun["quals"]}, "at_least": _number(c[0])}

    def s_may_keyword(self, c: list[Token]) -> Plain:
        """6.5.b — "You may [Rush]": an optional step that is a keyword."""
        step = self.v_keyword(c)
        return ("steps", [{**(step if isinstance(step, dict) else {step: None}), "optional": True}])

    def s_may_have(self, c: list[Plain]) -> Plain:
        """6.5.b — "You may have target Character gain [[Asleep]]": the step the sentence gives its object, optional;
        "lose [[Fleeting]] and gain 1 boost" is one step of two verbs (6.1.c, 6.1.f), optional as a whole."""
        who, what = c[0], c[1]
        steps = [{verb: {"what": who if i == 0 else _again(who), **args}}
                 for i, (verb, args) in enumerate(what)]  # one "target", one object (5.2.3.b)
        step = steps[0] if len(steps) == 1 else {"simultaneously": steps}
        return ("steps", [{**step, "optional": True}])

    def s_may_have_fr(self, c: list[Plain]) -> Plain:
        """6.5.b — « Vous pouvez faire gagner [[Endormi]] à un Personnage ciblé » : the object comes last."""
        return self.s_may_have([c[1], c[0]])

    def have_gain_status(self, c: list[Token]) -> Plain:
        return [("gain_status", {"status": _status(c[0])})]

    def have_lose_status(self, c: list[Token]) -> Plain:
        return [("lose_status", {"status": _status(c[0])})]

    def have_boost(self, c: list[Plain]) -> Plain:
        return [("boost", {"amount": c[0]})]

    def have_lose_and_boost(self, c: list[Plain]) -> Plain:
        return [("lose_status", {"status": _status(c[0])}), ("boost", {"amount": c[1]})]

    def s_if_you_dont(self, c: list[Plain]) -> Plain:
        """6.5.b, 6.5.d — "If you don't, …": steps done only if the optional step before was not done."""
        return ("if_you_dont", c[0])

    def s_each_draws(self, c: list[Plain]) -> Plain:
        return ("steps", [{"draw": {"count": c[0], "player": "each"}}])

    def s_may_pay(self, c: list[Token]) -> Plain:
        return ("may_pay", _mana(c[0]))

    def s_choose_one(self, c: list[Plain]) -> Plain:
        return ("steps", [{"choose_one": list(c)}])

    def s_choose_up_to_one(self, c: list[Plain]) -> Plain:
        return ("steps", [{"choose_one": [*c, ["nothing"]]}])  # "up to one": choosing none does nothing

    def u_sentence(self, c: list[Plain]) -> Plain:
        return c[0]

    def mode(self, c: list[Plain]) -> Plain:
        return c[0]

    def mode_with_cost(self, c: list[Plain]) -> Plain:
        """5.2.3.c, 6.5.g — "Choose one: • … • {T} : I gain 2 boosts": a mode printed "COST : EFFECT" is read as an
        internal action, its cost paid as the mode resolves (the seeds give a cost inside a mode no rule of its own)."""
        _no_costs_more(c[-1])
        return [{"may_pay": {"cost": list(c[:-1]), "effect": c[-1]}}]

    def chain(self, c: list[Plain]) -> Plain:
        return [s for item in c if item is not None for s in _steps(item)]

    def sep(self, c: list[Plain]) -> Plain:
        return None

    # -- steps ---------------------------------------------------------------------------------------------
    def v_draw(self, c: list[Plain]) -> Plain:
        return {"draw": c[0]}

    def one(self, c: list[Plain]) -> Plain:
        return 1

    def card_count(self, c: list[Token]) -> Plain:
        return _number(c[0])

    def token_count(self, c: list[Token]) -> Plain:
        return _number(c[0]) if c else 1

    def boost_n(self, c: list[Token]) -> Plain:
        return _number(c[0])

    def gain(self, c: list[Plain]) -> Plain:
        return None

    def lose(self, c: list[Plain]) -> Plain:
        return None

    def v_boost(self, c: list[Plain]) -> Plain:
        return {"boost": {"what": c[0], "amount": c[2]}}

    def v_boost_per(self, c: list[Plain]) -> Plain:
        return {"boost": {"what": c[0], "amount": c[2], "per": {"each": c[-1]["type"], **c[-1]["quals"]}}}

    def v_boost_per_other(self, c: list[Plain]) -> Plain:
        """6.1.e, 7.2.1.a — "I gain 1 boost per other Character in my Expedition": the count leaves out the object
        that bears the ability."""
        step = self.v_boost_per(c)
        step["boost"]["per"]["other"] = True
        return step

    def v_boost_per_target_opponent(self, c: list[Plain]) -> Plain:
        """6.1.e, 5.2.3.b — "I gain 1 boost per Character target opponent controls": the opponent is a target, chosen
        at the declaration, and the count is of what they control."""
        step = self.v_boost_per(c)
        step["boost"]["per"]["controller"] = "you"
        step["boost"]["per_player"] = {"target": "player", "controller": "opponent"}
        return step

    def per_word(self, c: list[Plain]) -> Plain:
        return None

    def v_gain_status(self, c: list[Plain]) -> Plain:
        return {"gain_status": {"what": c[0], "status": _status(c[2])}}

    def v_lose_status(self, c: list[Plain]) -> Plain:
        return {"lose_status": {"what": c[0], "status": _status(c[2])}}

    def v_boost_and_status(self, c: list[Plain]) -> Plain:
        what = c[0]  # one "target", one object: the second verb names the one declared (5.2.3.b)
        return {"simultaneously": [{"boost": {"what": what, "amount": c[2]}},
                                   {"gain_status": {"what": _again(what), "status": _status(c[3])}}]}

    def v_boost_and_lose(self, c: list[Plain]) -> Plain:
        what = c[0]
        return [{"boost": {"what": what, "amount": c[2]}},
                {"lose_status": {"what": _again(what), "status": _status(c[-1])}}]

    def v_boost_and_lose_fr(self, c: list[Plain]) -> Plain:
        if c[0] != c[3]:
            raise Unsupported("two subjects in one sentence")
        return [{"boost": {"what": c[0], "amount": c[2]}},
                {"lose_status": {"what": _again(c[0]), "status": _status(c[-1])}}]

    def v_exhaust(self, c: list[Plain]) -> Plain:
        return {"exhaust": c[0]}

    def v_ready(self, c: list[Plain]) -> Plain:
        return {"ready": c[0]}

    def v_discard(self, c: list[Plain]) -> Plain:
        return {"discard": c[0]}

    def v_sacrifice(self, c: list[Plain]) -> Plain:
        return {"sacrifice": c[0]}

    def v_to_reserve(self, c: list[Plain]) -> Plain:
        return {"put": {"what": c[0], "to": "reserve"}}

    def v_create_token(self, c: list[Plain]) -> Plain:
        count, token, where = c
        step: dict[str, Any] = {"token": token, "in": where}
        if count != 1:
            step["count"] = count
        return {"create_token": step}

    def token_spec(self, c: list[Token]) -> Plain:
        bracket = next(_text(t) for t in c if t.type == "BRACKET")
        words = [_text(t) for t in c if t.type == "TOKENWORD"]
        inner = bracket.strip("[]")
        match = re.search(r"(\d+)/(\d+)/(\d+)", inner)
        stats = tuple(int(x) for x in match.groups()) if match else None
        name = re.sub(r"\s+", " ", re.sub(r"\d+/\d+/\d+", "", inner)).strip()
        card_id = self.tokens.resolve(name, stats, words[0] if words else "")  # type: ignore[arg-type]
        for quoted in (t for t in c if t.type == "QUOTED"):
            self.tokens.give(card_id, _text(quoted))
        return card_id

    def v_keyword(self, c: list[Token]) -> Plain:
        word, _ = keyword(_text(c[0]))
        if word not in STEP_KEYWORDS:
            raise Unsupported(f"keyword {word}")
        verb = STEP_KEYWORDS[word]
        if verb in ("resupply", "exhausted_resupply"):
            return {verb: 1}
        return {"sabotage": "target"} if verb == "sabotage" else verb

    def v_resupply_plain(self, c: list[Token]) -> Plain:
        """6.1.c — "Resupply" written without brackets (a token's abilities quoted in a reminder text)."""
        return {"resupply": 1}

    def v_keyword_on(self, c: list[Plain]) -> Plain:
        word, _ = keyword(_text(c[0]))
        if word == "Augment" and isinstance(c[1], dict) and "target" in c[1]:
            return {"augment": {**c[1], "not_type": "hero"}}  # its reminder text: "This can't target Hero cards"
        raise Unsupported(f"keyword {word}")

    def v_keyword_by(self, c: list[Plain]) -> Plain:
        word, _ = keyword(_text(c[-1]))
        if word == "Ascend":
            return {"ascend": _ascending(c[0])}
        if c[0] == {"target": "player", "controller": "opponent"} and word in ("Resupply", "Exhausted Resupply"):
            return {STEP_KEYWORDS[word]: {"count": 1, "player": c[0]}}  # "target opponent [Resupplies]"
        if word in PASSIVE_KEYWORDS:
            raise Unsupported("granting a keyword to other cards")
        raise Unsupported(f"keyword {word} done by another player" if word in STEP_KEYWORDS else f"keyword {word}")

    # -- selectors -------------------------------------------------------------------------------------------
    def sub_me(self, c: list[Plain]) -> Plain:
        return "me"

    def sub_it(self, c: list[Plain]) -> Plain:
        return "it"

    def sub_target(self, c: list[Plain]) -> Plain:
        return {"target": c[0]["type"], **c[0]["quals"]}

    def sub_target_opponent(self, c: list[Plain]) -> Plain:
        """5.2.3.b — "target opponent": a player chosen for a target at the declaration."""
        return {"target": "player", "controller": "opponent"}

    def sub_target_up_to(self, c: list[Plain]) -> Plain:
        count = _number(c[0]) if len(c) == 2 else 1  # "up to one" / "jusqu'à une" leave no number token
        if count > 1:  # several targets in one phrase: each chosen once (judge.engine.declare.more_targets)
            return {"target": c[-1]["type"], **c[-1]["quals"], "count": count, "up_to": True}
        return {"target": c[-1]["type"], **c[-1]["quals"], "up_to": True}

    def sub_all(self, c: list[Plain]) -> Plain:
        return {"each": c[0]["type"], **c[0]["quals"]}

    def sub_each_yours(self, c: list[Plain]) -> Plain:
        """6.1.e, 7.2.2.a — "each of your Characters", "your Characters": every one the controller controls."""
        return {"each": c[0]["type"], "controller": "you", **c[0]["quals"]}

    def sub_chosen(self, c: list[Plain]) -> Plain:
        if c[0].get("targeted"):
            return self.sub_target(c)
        quals = dict(c[0]["quals"])
        if c[0]["type"] == "card" and "in" not in quals:  # "Discard a card": from a Hand? in play? (not guessed)
            raise Unsupported("a card chosen without the zone it is chosen in (\"a card from your hand\")")
        if "in" in quals:
            quals["from"] = quals.pop("in")
        elif c[0]["type"] != "mana_orb":
            quals.setdefault("controller", "you")
        return {"chosen": c[0]["type"], **quals}

    def noun(self, c: list[Any]) -> Plain:
        statuses = [_status(t) for t in c if isinstance(t, Token) and t.type == "STATUS"]
        type_word = next(_text(t) for t in c if isinstance(t, Token) and t.type == "TYPE")
        if type_word not in TYPES:  # "Landmarks" ("you control two or more Landmarks"): not a type of 2.2.1
            raise Unsupported(f"objects named by the word {type_word}")
        kind = TYPES[type_word]
        quals: dict[str, Any] = {}
        for q in c:
            if isinstance(q, dict):
                statuses += q.pop("statuses", [])
                quals.update(q)
        if kind == "mana_orb":
            quals.setdefault("in", "your mana")
        faction = next((_text(t) for t in c if isinstance(t, Token) and t.type == "FACTION"), None)
        if faction is not None:  # 2.2.8.a: "a Muna Character", « un Personnage Muna »
            quals["faction"] = faction.capitalize()
        if statuses:
            quals["statuses"] = statuses
        targeted = any(isinstance(t, Token) and t.type == "TARGETED" for t in c)  # French « ciblé »
        return {"type": kind, "quals": quals, "targeted": targeted}

    def q_statuses(self, c: list[Token]) -> Plain:
        return {"statuses": [_status(t) for t in c]}

    def q_hand_cost(self, c: list[Token]) -> Plain:
        return {"hand_cost_at_most": _mana(c[0])}

    def q_base_cost(self, c: list[Token]) -> Plain:
        return {"base_cost_at_most": _mana(c[0])}

    def q_my_expedition(self, c: list[Plain]) -> Plain:
        return {"in_my_expedition": True}

    def q_you_control(self, c: list[Plain]) -> Plain:
        return {"controller": "you"}

    def q_in(self, c: list[Plain]) -> Plain:
        return {"in": c[0]}

    def q_in_play(self, c: list[Plain]) -> Plain:
        return {}

    def z_any_reserve(self, c: list[Plain]) -> Plain:
        return "a reserve"

    def z_your_reserve(self, c: list[Plain]) -> Plain:
        return "your reserve"

    def z_opponent_reserve(self, c: list[Plain]) -> Plain:
        return "opponent's reserve"

    def z_your_mana(self, c: list[Plain]) -> Plain:
        return "your mana"

    def z_your_hand(self, c: list[Plain]) -> Plain:
        return "your hand"

    def z_your_landmarks(self, c: list[Plain]) -> Plain:
        return "your landmarks"

    def place(self, c: list[Plain]) -> Plain:
        return c[0]

    def where(self, c: list[Plain]) -> Plain:
        return c[0]

    def w_target_player_landmarks(self, c: list[Plain]) -> Plain:
        """5.2.3.b — "in target player's Landmarks": a player chosen for a target, and their Landmarks."""
        return {"target": "player", "in": "landmarks"}

    def w_target_expedition(self, c: list[Plain]) -> Plain:
        return {"target": "expedition"}

    def w_your_expeditions(self, c: list[Plain]) -> Plain:
        return {"each": "expedition", "in": "your expeditions"}

    def w_your_landmarks(self, c: list[Plain]) -> Plain:
        return {"each": "zone", "in": "your landmarks"}

    def w_each_landmarks(self, c: list[Plain]) -> Plain:
        return {"each": "zone", "in": "any landmarks"}

    def w_your_companion(self, c: list[Plain]) -> Plain:
        return {"each": "expedition", "in": "your companion expedition"}

    def w_your_hero(self, c: list[Plain]) -> Plain:
        return {"each": "expedition", "in": "your hero expedition"}

    # -- conditions -------------------------------------------------------------------------------------------
    def c_cards_in_reserve(self, c: list[Token]) -> Plain:
        return {"count": {"each": "card", "in": "your reserve"}, "at_least": _number(c[0])}

    def il_condition(self, c: list[Plain]) -> Plain:
        return c[0]

    def c_first_player(self, c: list[Token]) -> Plain:
        return {"first_player": True}

    def c_me_in_terrain(self, c: list[Token]) -> Plain:
        """6.5.c, 1.3.2.e — "If I'm in {V}": the region my expedition's marker stands in has that terrain."""
        return {"in_terrain": "me", "terrain": STAT_TERRAINS[_text(c[-1])]}

    def c_me_not_in_terrain(self, c: list[Token]) -> Plain:
        """6.5.c, 1.3.2.e — "If I'm not in {V}": no region I am in has that terrain (none, out of the expeditions)."""
        return {**self.c_me_in_terrain(c), "at_most": 0}

    def c_it_in_terrain(self, c: list[Token]) -> Plain:
        """6.5.c, 1.3.2.e — "If it's in {V}" / « S'il est en {V} »: the object of the triggering event is in an
        expedition whose region has that terrain."""
        return {"in_terrain": "it", "terrain": STAT_TERRAINS[_text(c[-1])]}

    def c_facing_in_terrain(self, c: list[Token]) -> Plain:
        """6.5.c, 1.3.2.e — "If I'm facing an Expedition in {O}": the expedition facing mine is in a region with that
        terrain."""
        return {"facing_in_terrain": STAT_TERRAINS[_text(c[-1])]}

    def c_my_boosts(self, c: list[Token]) -> Plain:
        return {"boosts": "me", "at_least": _number(c[0])}

    def c_cards_in_landmarks(self, c: list[Token]) -> Plain:
        return {"count": {"each": "card", "in": "your landmarks"}, "at_least": _number(c[0])}

    # -- cardsH: targets with a total Hand Cost … (judge.engine.declare.within_total_cost …) ----------------------
    def q_total_hand_cost(self, c: list[Token]) -> Plain:
        """5.2.3.b, 5.1.2.c — "up to four target Characters with a total Hand Cost {6} or less": the targets of
        that one occurrence of "target", together, cost at most that much."""
        return {"total_hand_cost_at_most": _mana(c[0])}

    def w_companion_of_owner(self, c: list[Plain]) -> Plain:
        """1.4.3 — "in the Companion Expedition of its owner": "its" is the one target named before (the card the
        step discarded, followed where it went), the expedition of its owner."""
        return {"each": "expedition", "in": "companion expedition", "owner_of": "that_target"}

    def w_hero_of_owner(self, c: list[Plain]) -> Plain:
        """1.4.3 — "in the Hero Expedition of its owner" (as ``w_companion_of_owner``)."""
        return {"each": "expedition", "in": "hero expedition", "owner_of": "that_target"}

    def c_you_control_distinct(self, c: list[Any]) -> Plain:
        """6.5.c, 2.2.1.h — "you control a X, another Y and yet another Z": one object in play you control for
        each noun, each a different object."""
        nouns = [n for n in c if isinstance(n, dict)]
        return {"distinct": [{"each": n["type"], "controller": "you", **n["quals"]} for n in nouns]}

    def v_target_only(self, c: list[Plain]) -> Plain:
        """5.2.3.b — "Target a Character …" as a step of its own: chosen at the declaration, the step does nothing
        to it; "it" after it names it."""
        return {"target": {"target": c[-1]["type"], **c[-1]["quals"]}}

    def v_target_other(self, c: list[Plain]) -> Plain:
        """5.2.3.b, 7.2.1.a — "Target another Character …": as ``v_target_only``, not the object bearing the ability."""
        return {"target": {"target": c[-1]["type"], **c[-1]["quals"], "other": True}}

    def s_chain_then_roll(self, c: list[Plain]) -> Plain:
        """6.1.c, 6.5.c — "…, then roll a die. On a: • 4+, … • 1-3, …": the steps, then the roll and its lines."""
        return ("steps", [*c[0], {"roll_die": list(c[1:])}])

    def v_we_both_boost(self, c: list[Plain]) -> Plain:
        """1.2.6.b, 7.2.1.a — "we both gain N boosts": the object bearing the ability and "it", at once."""
        amount = next(x for x in reversed(c) if isinstance(x, int))
        return {"simultaneously": [{"boost": {"what": "me", "amount": amount}},
                                   {"boost": {"what": "it", "amount": amount}}]}

    def g_unplayable(self, c: list[Token]) -> Plain:
        """1.4.1.a, 1.2.4.d — "I can't be played (, but I can be used as a Mana Orb)": the card can't be played
        (judge.engine.declare.cannot_be_played); being put into a Mana zone is not playing it."""
        return {"passive": {"unplayable": True}}

    def c_single_terrain_regions(self, c: list[Token]) -> Plain:
        """2.2.1.e, 7.3.11.b — "three or more single-terrain regions are visible": face-up regions of one terrain
        (judge.engine.conditions.visible_regions)."""
        return {"visible_regions": "single_terrain", "at_least": _number(c[0])}

    def s_otherwise(self, c: list[Plain]) -> Plain:
        """6.5.c — "Otherwise, …" after "If …, …": steps done instead when the condition does not hold (the last
        conditional step's ``otherwise:``, :func:`_fold`)."""
        return ("otherwise", c[0])

    def v_create_x(self, c: list[Plain]) -> Plain:
        """"Create X [Token] tokens in …": as many as the X chosen when the ability was played."""
        return {"create_token": {"token": c[0], "in": c[1], "count": "x"}}

    def x_bound(self, c: list[Plain]) -> Plain:
        """"X can't be higher than the (total) number of A and B": the bound of X, the objects counted."""
        return ("x_bound", list(c))

    def x_noun(self, c: list[Any]) -> Plain:
        """What "X can't be higher than" counts: "exhausted cards in Reserve", "other exhausted Permanents you
        control" (``exhausted: yes``; "other": not the card itself)."""
        words = {t.type for t in c if isinstance(t, Token)}
        kind = TYPES[next(_text(t) for t in c if isinstance(t, Token) and t.type == "TYPE")]
        out: dict[str, Any] = {"each": kind}
        for q in c:
            if isinstance(q, dict):
                out.update(q)
        if "X_EXHAUSTED" in words:
            out["exhausted"] = True
        if "X_OTHER" in words:
            out["other"] = True
        return out

    def choose_up_to_distinct(self, c: list[Plain]) -> Plain:
        """5.2.3.c, 6.5.e — "Choose up to N:" (no "the same option multiple times"): up to N different modes."""
        return ("steps", [{"choose_up_to": {"count": c[0], "modes": list(c[1:])}}])

    def v_activate_played(self, c: list[Plain]) -> Plain:
        """7.3.1.b — "Activate the {J} abilities of target Permanent you control": every {J} ability of the object."""
        return {"activate": {"what": c[0], "abilities": "j"}}

    def choose_distinct(self, c: list[Any]) -> Plain:
        """5.2.3.c, 6.5.e — "Choose two:": exactly N different modes (``choose:``, judge.engine.pick_modes)."""
        return ("steps", [{"choose": {"count": _number(c[0]), "modes": list(c[1:])}}])

    def picks_fixed(self, c: list[Token]) -> Plain:
        return _number(c[0])

    def picks_landmarks(self, c: list[Token]) -> Plain:
        """"up to the number of cards in your Landmarks": counted at the declaration."""
        return {"each": TYPES[_text(c[0])], "in": "your landmarks"}

    def w_chosen_companion(self, c: list[Plain]) -> Plain:
        """6.1.a — "in a Companion Expedition": any player's, one chosen as the step resolves; not a target, the text
        does not say "target" (5.2.3.b) (judge.engine.verbs.ChooseCards._ask_expedition)."""
        return {"chosen": "expedition", "in": "companion expedition"}

    def w_chosen_hero(self, c: list[Plain]) -> Plain:
        """6.1.a — "in a Hero Expedition": any player's, chosen as the step resolves, not a target."""
        return {"chosen": "expedition", "in": "hero expedition"}

    def w_chosen_opponent(self, c: list[Plain]) -> Plain:
        """6.1.a — "in an opponent's Expedition": one of theirs, chosen as the step resolves, not a target."""
        return {"chosen": "expedition", "in": "opponent expedition"}

    def v_create_given(self, c: list[Any]) -> Plain:
        """2.2.10.e, 2.2.1.d — "Create a [Name a/b/c] … token in … with "…"": the token created has the quoted
        abilities (:meth:`TokenBook.give`); the step is :meth:`v_create_token`'s."""
        *created, quoted = c
        step = self.v_create_token(created)
        self.tokens.give(step["create_token"]["token"], _text(quoted))
        return step

    def s_action_costs_more(self, c: list[Any]) -> Plain:
        """1.2.4.d, 5.1.2.b — "This action costs {N} more (if …)": N Mana more, when the condition holds as the quick
        action is declared (judge.engine.costs_more); lifted to the quick action (:meth:`quick_action`)."""
        body: dict[str, Any] = {"amount": _mana(c[0])}
        if len(c) > 1:
            body["if"] = c[1]
        return ("costs_more", body)

    def g_keyword_if(self, c: list[Any]) -> Plain:
        """1.2.4.b, 6.5.c — "If …, I am Gigantic.": the keyword while the condition holds (judge.engine.keywords
        .is_gigantic); another keyword under a condition is unsupported."""
        condition, word = c[0], keyword(_text(c[1]))[0]
        if word != "Gigantic":
            raise Unsupported(f"keyword {word} while a condition holds")
        return {"passive": {"keyword_if": {"keyword": "gigantic", "if": condition}}}

    def c_hero_counters(self, c: list[Token]) -> Plain:
        """1.2.4.c, 6.5.c — "your Hero has N or more Quest counters": the named counters on the Hero you control."""
        return {"counters": {"each": "hero", "controller": "you"}, "counter": _counter(c[1]), "at_least": _number(c[0])}

    def c_not_first_player(self, c: list[Token]) -> Plain:
        """1.3.2.a — "you are not the first player"."""
        return {"first_player": False}

    def v_create_again(self, c: list[Plain]) -> Plain:
        """"Create one in …": one more of the token the text named just before."""
        if not self.tokens.order:
            raise Unsupported(MECHANISMS["u_create_again"])
        return {"create_token": {"token": self.tokens.order[-1], "in": c[0]}}

    def s_spend_to(self, c: list[Plain]) -> Plain:
        """6.5.g, 1.2.6.e — "You may spend 1 counter from … to EFFECT": an internal action whose cost removes one
        counter of any kind (a boost included) from a card chosen as it is paid."""
        return ("steps", [{"may_pay": {"cost": [{"spend_counter": c[1]}], "effect": c[2]}}])

    def s_exhaust_me_to(self, c: list[Plain]) -> Plain:
        """6.5.g, 6.1.d — "You may exhaust me ({T}) to EFFECT", « Vous pouvez m'épuiser pour … »: an internal action
        whose cost is exhausting the object that bears the ability (paid as one step; an exhausted one cannot pay)."""
        return ("steps", [{"may_pay": {"cost": ["exhaust_me"], "effect": c[0]}}])

    def spend_mine_or_reserve(self, c: list[Token]) -> Plain:
        """"a card you control or in your Reserve": in play and yours, or in your Reserve."""
        return {"chosen": TYPES[_text(c[0])], "in": "play_or_reserve", "controller": "you"}

    def spend_mine(self, c: list[Token]) -> Plain:
        return {"chosen": TYPES[_text(c[0])], "controller": "you"}

    # -- choosing up to N modes, the same one several times ---------------------------------------------------------
    def choose_up_to_n(self, c: list[Plain]) -> Plain:
        """5.2.3.c, 6.5.e — "Choose up to N, you may choose the same option multiple times": N choices of "up to
        one" of the modes, each made at the declaration; each chosen mode has its own targets (5.2.3.b)."""
        count, modes = _number(c[0]), c[1:]
        if not _has_target(modes):  # copies with no target of their own would be one step (the same value)
            raise Unsupported("choosing up to N modes")
        return ("steps", [{"choose_one": [*copy.deepcopy(modes), ["nothing"]]} for _ in range(count)])

    # -- cards played by an effect, delayed effects on the next card played (judge.engine.effect_play, next_card) -
    def v_play(self, c: list[Plain]) -> Plain:
        what = next(x for x in c if "chosen" in x)
        how: dict[str, Any] = next((x for x in c if "chosen" not in x), {})
        return {"play": {"what": what, **how}}

    def v_play_each(self, c: list[Plain]) -> Plain:
        step = self.v_play(c)["play"]
        return {"play": {**step, "what": {**step["what"], "up_to": True}, "player": "each"}}

    def play_one(self, c: list[Plain]) -> Plain:
        return _played(c[-1])

    def play_up_to(self, c: list[Plain]) -> Plain:
        return {**_played(c[-1]), "count": _number(c[0]), "up_to": True}

    def play_free(self, c: list[Plain]) -> Plain:
        return {"free": True}

    def play_less(self, c: list[Token]) -> Plain:
        return {"less": _mana(c[0])}

    def v_next_card(self, c: list[Any]) -> Plain:
        kind = TYPES[_text(c[0])]
        if kind not in ("card", "character", "spell", "permanent"):
            raise Unsupported("a delayed effect on the next card played")
        step: Plain = {"what": kind}
        for part in c[1:]:
            step.update(part)
        return {"next_card": step}

    def nf_hand(self, c: list[Any]) -> Plain:
        return {"from": "hand"}

    def nf_reserve(self, c: list[Any]) -> Plain:
        return {"from": "reserve"}

    def nw_turn(self, c: list[Any]) -> Plain:
        return {}

    def nw_afternoon(self, c: list[Any]) -> Plain:
        return {"until": "afternoon"}

    def v_next_card_from_hand(self, c: list[Any]) -> Plain:
        step = self.v_next_card(c)
        return {"next_card": {**step["next_card"], "from": "hand"}}

    def nc_activate(self, c: list[Plain]) -> Plain:
        return {"activate": True}

    def nc_free(self, c: list[Token]) -> Plain:
        return {"free": True}

    def nc_less(self, c: list[Token]) -> Plain:
        return {"less": _mana(c[0])}

    def nc_boost(self, c: list[Plain]) -> Plain:
        return {"boost": c[0]}


    # -- static abilities that change statistics; facing; "my Expedition" ---------------------------------------
    def g_stats_highest(self, c: list[Plain]) -> Plain:
        """1.2.4.c — "The {V}, {M} and {O} of … are equal to their highest statistic" (or "my …", "If …, …")."""
        condition = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "if"), None)
        _, whose, terrains = next(x for x in c if isinstance(x, tuple) and x[0] == "whose")
        if sorted(terrains) != sorted(STAT_TERRAINS.values()):
            raise Unsupported(MECHANISMS["u_static"])
        stats: dict[str, Any] = {"equal_to_highest": True}
        if whose != "me":
            stats["to"] = whose
        if condition is not None:
            stats["if"] = condition
        return {"passive": {"stats": stats}}

    def g_stats_add(self, c: list[Plain]) -> Plain:
        """1.2.4.c — "I have +1 {V}/+1 {M} while …", "Characters you control have +1 {O}", "If …, I have …"."""
        conditions = [x[1] for x in c if isinstance(x, tuple) and x[0] == "if"]
        if len(conditions) > 1:
            raise Unsupported("two conditions on one static ability")
        holder = next(x for x in c if not isinstance(x, tuple))
        add: dict[str, int] = {}
        for item in c:
            if isinstance(item, tuple) and item[0] == "bonus":
                add[item[1]] = add.get(item[1], 0) + item[2]
        stats: dict[str, Any] = {"add": {t: add[t] for t in ("forest", "mountain", "water") if t in add}}
        if holder != "me":
            stats["to"] = holder
        if conditions:
            stats["if"] = conditions[0]
        return {"passive": {"stats": stats}}

    def stat_if(self, c: list[Plain]) -> Plain:
        return ("if", c[0])

    def stat_while(self, c: list[Plain]) -> Plain:
        return ("if", c[0])

    def sw_noun(self, c: list[Plain]) -> Plain:
        return ("whose", {"each": c[1]["type"], **c[1]["quals"]}, c[0])

    def sw_me(self, c: list[Plain]) -> Plain:
        return ("whose", "me", c[0])

    def stat_terrains(self, c: list[Token]) -> Plain:
        return [STAT_TERRAINS[_text(t)] for t in c]

    def sh_me(self, c: list[Plain]) -> Plain:
        return "me"

    def sh_noun(self, c: list[Plain]) -> Plain:
        return {"each": c[0]["type"], **c[0]["quals"]}

    def stat_bonus(self, c: list[Token]) -> Plain:
        return ("bonus", STAT_TERRAINS[_text(c[1])], int(_text(c[0])))

    # -- counters other than boosts, rolling a die (issue 16, point 5): the counter_* and roll_die rules ---------
    def event(self, c: list[Plain]) -> Plain:
        return c[0]

    def condition(self, c: list[Plain]) -> Plain:
        return c[0]

    def condition_a(self, c: list[Plain]) -> Plain:
        return c[0]

    def c_keyword_state(self, c: list[Token]) -> Plain:
        """1.2.4.b — "If I'm [In Contact]" (its reminder text: another player's Expedition is in my region)."""
        word = keyword(_text(c[0]))[0]
        if word != "In Contact":
            raise Unsupported(f"keyword {word}")
        return {"in_contact": True}

    def c_not_keyword_state(self, c: list[Token]) -> Plain:
        """1.2.4.b — "If I'm not [In Contact]"."""
        word = keyword(_text(c[0]))[0]
        if word != "In Contact":
            raise Unsupported(f"keyword {word}")
        return {"in_contact": False}

    def c_facing(self, c: list[Token]) -> Plain:
        """1.3.2.e — "If I'm facing a Character": one is in the expedition facing mine."""
        return {"count": {"each": TYPES[_text(c[0])], "facing_me": True}, "at_least": 1}

    def g_cannot_facing_played(self, c: list[Token]) -> Plain:
        """7.3.1.e, 1.3.2.e — "The {J}, {H} and {R} abilities of Characters facing me can't activate": the reactions
        to being played (every one of the three symbols) of the objects in the expedition facing mine."""
        symbols = {_text(t) for t in c if t.type == "PLAYED_SYMBOL"}
        if symbols != {"{j}", "{h}", "{r}"}:
            raise Unsupported("forbidding only some reactions to being played")
        kind = TYPES[_text(next(t for t in c if t.type == "TYPE"))]
        return {"passive": {"cannot": {"event": "activates", "object": {"any": kind, "facing_me": True},
                                       "trigger": "played"}}}

    def kw_x_regions_between(self, c: list[Token]) -> Plain:
        """7.4.5.c, 7.3.11.a — "[Tough X], where X is the number of regions separating your Hero from your
        Companion" (or "between your Hero and Companion")."""
        word, value = keyword(_text(c[0]))
        if word != "Tough" or value != "x":
            raise Unsupported(f"keyword {word} with a computed X")
        return {"passive": {"tough_x": "regions_between_expeditions"}}

    def g_defender_lifted(self, c: list[Plain]) -> Plain:
        """1.4.2.a, 1.2.4.b — "If …, [Defender] Characters don't prevent my Expedition from moving forward"."""
        condition = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "if"), None)
        bracket = next(t for t in c if isinstance(t, Token) and t.type == "BRACKET")
        kind = next(t for t in c if isinstance(t, Token) and t.type == "TYPE")
        word = keyword(_text(bracket))[0]
        if word != "Defender" or TYPES[_text(kind)] != "character":
            raise Unsupported(MECHANISMS["u_static"])
        return {"passive": {"defender_lifted": {"if": condition} if condition is not None else {}}}

    def q_facing_me(self, c: list[Plain]) -> Plain:
        return {"facing_me": True}

    def q_ascended(self, c: list[Plain]) -> Plain:
        return {"in_ascended": True}

    def v_give_boost(self, c: list[Plain]) -> Plain:
        return {"boost": {"what": c[1], "amount": c[0]}}

    def v_give_object_boost(self, c: list[Plain]) -> Plain:
        """"give target Character 1 boost": the object first."""
        return self.v_give_boost([c[1], c[0]])

    def w_my_expedition(self, c: list[Plain]) -> Plain:
        return "my_expedition"

    def v_gain_counters(self, c: list[Plain]) -> Plain:
        return {"gain_counters": {"what": c[0], "counter": _counter(c[3]), "amount": _number(c[2])}}

    def v_gain_counters_per(self, c: list[Plain]) -> Plain:
        """6.1.e, 1.2.4.c — "I gain 1 Food counter per Character you control": the amount times a count."""
        noun = c[-1]
        step = self.v_gain_counters(c)
        step["gain_counters"]["per"] = {"each": noun["type"], **noun["quals"]}
        return step

    def v_gain_counters_per_fr(self, c: list[Plain]) -> Plain:
        """6.1.e, 1.2.4.c — « Je gagne 1 compteur Nourriture pour chaque Personnage que vous contrôlez »."""
        return self.v_gain_counters_per([*c[:4], c[-1]])

    def s_each_mana_from_deck(self, c: list[Plain]) -> Plain:
        """2.2.1.f, 7.2.2.a — "Each player puts the top card of their deck in their Mana zone": one step, every
        player in initiative order (judge.engine.verbs.build_actions)."""
        return ("steps", [{"mana_from_deck": {"count": 1, "player": "each"}}])

    def s_each_discards_draws(self, c: list[Plain]) -> Plain:
        """6.1.e, 7.2.2.a — "Each player discards their hand, then draws three cards": one step discards every
        Hand (its atomic actions simultaneous, 6.1.f), the next makes every player draw."""
        return ("steps", [{"discard": {"what": {"each": "card", "in": "any hand"}, "player": "each"}},
                          {"draw": {"count": c[-1], "player": "each"}}])

    def s_each_discards_all_draws(self, c: list[Plain]) -> Plain:
        """6.1.e, 7.2.2.a — "Each player discards their hand and their Reserve, then draws …": both zones in one
        step."""
        hands, reserves = ({"what": {"each": "card", "in": zone}, "player": "each"}
                           for zone in ("any hand", "a reserve"))
        return ("steps", [{"simultaneously": [{"discard": hands}, {"discard": reserves}]},
                          {"draw": {"count": c[-1], "player": "each"}}])

    def s_each_sacrifices(self, c: list[Plain]) -> Plain:
        """6.1.a, 1.4.5.a — "Each player sacrifices a Character": each chooses one of their own, in initiative
        order, then all are sacrificed in one step."""
        what = c[-1]
        if not isinstance(what, dict) or "chosen" not in what:
            raise Unsupported("effects done by each player")
        return ("steps", [{"sacrifice": {"what": what, "player": "each"}}])

    def v_lose_counters(self, c: list[Plain]) -> Plain:
        return {"lose_counters": {"what": c[0], "counter": _counter(c[3]), "amount": _number(c[2])}}

    def v_remove_counters(self, c: list[Plain]) -> Plain:
        return {"lose_counters": {"what": c[2], "counter": _counter(c[1]), "amount": _number(c[0])}}

    def ev_me_gains_nth_counter(self, c: list[Token]) -> Plain:
        return {"event": "gains_counter", "object": "me", "counter": _counter(c[1]), "reaching": ORDINALS[_text(c[0])]}

    def ev_me_gains_counter(self, c: list[Token]) -> Plain:
        return {"event": "gains_counter", "object": "me", "counter": _counter(c[-1])}

    def g_counters_beyond_max(self, c: list[Plain]) -> Plain:
        return {"passive": {"counters_beyond_max": True}}

    def v_gain_counters_max(self, c: list[Plain]) -> Plain:
        """1.2.4.c — "I gain 1 Arcane counter, up to a max of 3": named counters capped as boosts are."""
        return {"gain_counters": {"what": c[0], "counter": _counter(c[3]), "amount": _number(c[2]),
                                  "up_to_total": _number(c[4])}}

    def v_boost_max(self, c: list[Plain]) -> Plain:
        return {"boost": {"what": c[0], "amount": c[2], "up_to_total": _number(c[3])}}

    def ev_you_play(self, c: list[Token]) -> Plain:
        return {"event": "played", "object": {"any": TYPES[_text(c[0])], "controller": "you"}}

    def ev_opponent_plays(self, c: list[Token]) -> Plain:
        return {"event": "played", "object": {"any": TYPES[_text(c[0])], "controller": "opponent"}}

    def ev_you_sacrifice(self, c: list[Token]) -> Plain:
        kind = next(_text(t) for t in c if t.type == "TYPE")
        obj: dict[str, Any] = {"any": TYPES[kind], "controller": "you"}
        non = [_text(t)[4:] for t in c if t.type == "NON_SUBTYPE"]
        if non:
            obj["not_subtype"] = SUBTYPE_NAMES.get(non[0], non[0])
        return {"event": "sacrificed", "object": obj}

    def c_my_counters(self, c: list[Token]) -> Plain:
        return {"counters": "me", "counter": _counter(c[1]), "at_least": _number(c[0])}

    def s_may_then_roll_when(self, c: list[Plain]) -> Plain:
        """6.5.b, 6.5.d, 6.5.c — "You may X, then roll a die. When you roll a 1-3 this way — …": X optional, the roll
        the rest of its sentence (as "You may X, then Y": its ``then:``), the one line the result that happens ("this
        way": this roll)."""
        return ("roll_this_way", self.s_optional([[*c[0], {"roll_die": [c[1]]}]])[1])

    def v_that_opponent_targets(self, c: list[Plain]) -> Plain:
        """5.2.3.b, 7.2.2.a — "That opponent targets a card in your Reserve": a target step whose target the owner of
        the one named before chooses ("your": still the controller)."""
        return {"target": {"target": c[-1]["type"], **c[-1]["quals"], "chosen_by": "that_opponent"}}

    def s_roll_die(self, c: list[Plain]) -> Plain:
        return ("steps", [{"roll_die": list(c)}])

    def die_line(self, c: list[Plain]) -> Plain:
        return {"results": _text(c[0]), "effect": c[1]}  # as printed: the trace says it so (6.5.c)

    # -- trigger events: another Character joins my Expedition, a player draws, you pass first -------------------
    def ev_other_joins_mine(self, c: list[Token]) -> Plain:
        return {"event": "joins_expedition", "object": {"any": TYPES[_text(c[0])], "other": True},
                "to": "my_expedition"}

    def ev_other_leaves_mine(self, c: list[Token]) -> Plain:
        """7.2.1.a, 1.4.4.a — "When another Character leaves my Expedition": the expedition of the object that bears
        the ability (each of its player's for a Gigantic one), the object not that one."""
        return {"event": "leaves", "object": {"any": TYPES[_text(c[0])], "other": True}, "from": "my_expedition"}

    def ev_other_joins_yours(self, c: list[Token]) -> Plain:
        """7.2.1.a, 1.4.4.a — "When another Character joins your Expeditions": one of the controller's expeditions,
        the object not the one that bears the ability."""
        return {"event": "joins_expedition", "object": {"any": TYPES[_text(c[0])], "other": True},
                "to": "your expeditions"}

    def ev_you_play_other(self, c: list[Token]) -> Plain:
        """5.1.2.a — "When you play another Character": a card the controller plays, not the one that bears the
        ability."""
        return {"event": "played", "object": {"any": TYPES[_text(c[0])], "controller": "you", "other": True}}

    def ev_opponent_draws(self, c: list[Token]) -> Plain:
        return _draws("opponent", c)

    def ev_you_draw(self, c: list[Token]) -> Plain:
        return _draws("you", c)

    def ev_you_pass_first(self, c: list[Token]) -> Plain:
        return {"event": "passes", "player": "you", "first": True}

    # -- trigger events about expeditions (cardsI): failing to move forward, Ascended ones moving forward ------------
    def ev_mine_fails_to_advance(self, c: list[Token]) -> Plain:
        """1.3.2.e — "When my Expedition fails to move forward during Dusk": Progress, at Dusk, did not advance it."""
        if PHASE_WORDS[_text(c[0])] != "dusk":
            raise Unsupported("trigger event: an expedition failing to move forward outside Dusk")
        return {"event": "fails_to_advance", "object": "my_expedition"}

    def ev_your_ascended_advance(self, c: list[Token]) -> Plain:
        """7.3.11.a — "When one or more of your Ascended Expeditions moves forward": one event per step."""
        return {"event": "advances", "player": "you", "ascended": True}

    def ev_you_make_keyword(self, c: list[Token]) -> Plain:
        """1.2.4.b — "When you make a [Gift]": the keyword's event as its reminder text defines it."""
        word, _ = keyword(_text(c[0]))
        if word != "Gift":
            raise Unsupported(f"trigger event: you make a {word}")
        return {"event": "gift", "player": "you"}

    def board_condition(self, c: list[Plain]) -> Plain:
        return c[0]

    def il_board_condition(self, c: list[Plain]) -> Plain:
        return c[0]

    def c_you_control_token(self, c: list[Token]) -> Plain:
        """6.5.c, 2.2.1.d — "you control a token": an object in play represented by a token, controlled by you."""
        return {"count": {"each": "token", "controller": "you"}, "at_least": 1}

    def subtype_control(self, c: list[Plain]) -> Plain:
        return c[0]

    def c_you_control_subtype(self, c: list[Token]) -> Plain:
        """6.5.c, 2.2.1.h — "you control two or more Plants": objects in play with the subtype Plant (of any type) that
        you control."""
        return {"count": {"each": "object", "controller": "you", "subtype": "plant"}, "at_least": _number(c[0])}

    def c_opponent_first_player(self, c: list[Token]) -> Plain:
        """6.5.c, 1.3.2.b — "your opponent is first player": the first-player marker is not yours (two players)."""
        return {"first_player": False}

    def c_my_boosts_at_most(self, c: list[Token]) -> Plain:
        """6.5.c — "If I have N boosts or less" (none included)."""
        return {"boosts": "me", "at_least": 0, "at_most": _number(c[0])}

    def c_my_boosts_fewer(self, c: list[Token]) -> Plain:
        """6.5.c — "If I have less than N boosts": at most N - 1."""
        n = _number(c[0])
        if n < 1:
            raise Unsupported("fewer than no boosts")
        return {"boosts": "me", "at_least": 0, "at_most": n - 1}

    def c_exhausted_in_reserve(self, c: list[Token]) -> Plain:
        """6.5.c, 2.2.1.h — "there are N or more exhausted cards in Reserve": in any player's Reserve, as "target card
        in Reserve" names any Reserve."""
        return {"count": {"each": "card", "in": "a reserve", "exhausted": True}, "at_least": _number(c[0])}

    def c_my_no_boosts(self, c: list[Token]) -> Plain:
        """6.5.c — "If I have no boosts"."""
        return {"boosts": "me", "at_least": 0, "at_most": 0}

    def c_none_facing_it(self, c: list[Token]) -> Plain:
        """1.3.2.e — "If there is no Character facing it": none in the expedition facing the event's expedition."""
        return {"facing_it": {"each": TYPES[_text(c[0])]}, "at_least": 0, "at_most": 0}

    # -- a trigger with a condition: "At Dusk, if you control a … Character —" ----------------------------------
    def trig_phase_if(self, c: list[Any]) -> Plain:
        """4.2.b, 6.3.b, 6.5.c — "At PHASE, if CONDITION —": the condition is tested as the phase begins."""
        return {"at": PHASE_WORDS[_text(c[0])], "if": c[1]}

    def v_advance_target(self, c: list[Token]) -> Plain:
        """7.3.11.a, 5.2.3.b — "Target Expedition moves forward one region": the target chosen at the declaration."""
        return {"advance": {"target": "expedition"}}

    def v_advance_mine(self, c: list[Token]) -> Plain:
        """7.3.11.a, 7.2.1.a — "My Expedition moves forward one region": the expedition of the object bearing it."""
        return {"advance": "my_expedition"}

    def trig_event_if(self, c: list[Any]) -> Plain:
        """4.4.a, 6.3.b, 6.5.c — "When EVENT, if CONDITION —": a trigger condition (``event-trigger-condition``)."""
        return {**c[0], "if": c[1]}

    def trigger(self, c: list[Plain]) -> Plain:
        return c[0]

    def control_condition(self, c: list[Plain]) -> Plain:
        return c[0]

    def c_you_control(self, c: list[Plain]) -> Plain:
        """6.5.c — "you control a NOUN": at least one object in play of that kind controlled by you."""
        return {"count": {"each": c[0]["type"], "controller": "you", **c[0]["quals"]}, "at_least": 1}

    # -- the first card of a type played each phase: "The first Character you play each Afternoon gains 1 boost" --
    def first_card(self, c: list[Plain]) -> Plain:
        return c[0]

    def g_first_card_afternoon(self, c: list[Any]) -> Plain:
        """1.2.4.c, 4.2.a — "The first TYPE you play each Afternoon gains N boosts"."""
        return _first_card(c[0], "afternoon", c[1])

    def g_first_card(self, c: list[Any]) -> Plain:
        """1.2.4.c, 4.2.a — "The first TYPE you play each PHASE gains N boosts"."""
        return _first_card(c[0], PHASE_WORDS[_text(c[1])], c[2])

    # -- targets in play or in Reserve: "target card in play or in Reserve" ---------------------------------------
    def play_or_reserve(self, c: list[Plain]) -> Plain:
        return c[0]

    def qual(self, c: list[Plain]) -> Plain:
        return c[0]

    def q_play_or_reserve(self, c: list[Plain]) -> Plain:
        """1.2.4.d, 5.2.1.b, 5.2.3.b — "in play or in Reserve": either zone, any player's."""
        return {"in": "play_or_reserve"}

    def sub_other_target(self, c: list[Plain]) -> Plain:
        """5.2.3.b, 7.2.1.a — "another target Character": a target that is not the object bearing the ability."""
        return {**self.sub_target(c), "other": True}

    # -- a Reserve limit changed by a card: "You may keep two more cards in Reserve during Night if they're exhausted"
    def g_reserve_limit(self, c: list[Any]) -> Plain:
        """4.2.5.c — "You may keep N more card(s) in Reserve during Night [if it's exhausted]"."""
        more = 1 if _text(c[0]) == "une" else _number(c[0])
        if PHASE_WORDS[_text(c[1])] != "night":
            raise Unsupported("changing the Reserve limit")
        return {"passive": {"reserve_limit": {"more": more, **({"exhausted": True} if len(c) > 2 else {})}}}

    def keep_exhausted(self, c: list[Plain]) -> Plain:
        return True

    # -- the top card of a deck into the Mana zone; replacements "If … would …" (cardsE) -------------------------
    def v_mana_from_deck(self, c: list[Plain]) -> Plain:
        """2.2.1.f, 1.4.4.a — "Put the top card of your deck into your Mana zone (it becomes an exhausted Mana Orb)"."""
        return {"mana_from_deck": 1}

    def g_would_advance_may(self, c: list[Plain]) -> Plain:
        """6.2.b, 6.5.b, 7.3.11.a — "If my Expedition would move forward, you may discard me instead to draw two
        cards": an optional replacement modifier of the advance of the expedition of the card itself."""
        return {"passive": {"instead": {"when": {"event": "advances", "object": "my_expedition"},
                                        "do": [c[0], *_plain_verbs(c[1])], "optional": True}}}

    def g_would_gain_status(self, c: list[Plain]) -> Plain:
        """6.2.b — "If I would gain [[Asleep]], I gain [[Anchored]] instead" (or "… I gain 1 boost instead")."""
        status = _status(c[0])
        if status == "fleeting":
            raise Unsupported("a replacement of gaining Fleeting: a card played from the Reserve gains it as it "
                              "moves (5.2.1.b), not by an atomic action a modifier sees")
        gain = {"gain_status": {"what": "me", "status": _status(c[1])}} if isinstance(c[1], Token) else {
            "boost": {"what": "me", "amount": c[1]}}
        return {"passive": {"instead": {"when": {"event": "gains_status", "object": "me", "status": status},
                                        "do": [gain]}}}

    def g_would_leave_to_mana(self, c: list[Plain]) -> Plain:
        """6.2.b, 2.2.1.f — "If I would leave the Expedition zone, (you may) put me in my owner's Mana zone (as an
        exhausted Mana Orb)": a replacement of my leaving an expedition, optional when it says "you may"."""
        instead: dict[str, Any] = {"when": {"event": "leaves", "object": "me", "from": "expedition"},
                                   "do": [{"to_mana": "me"}]}
        if True in c:
            instead["optional"] = True
        condition = next((x for x in c if isinstance(x, dict)), None)
        if condition is not None:
            instead["if"] = condition
        return {"passive": {"instead": instead}}

    def would_while(self, c: list[Token]) -> Plain:
        """6.5.c — "while I'm [[Boosted]]": I have a boost (other statuses: unsupported)."""
        if _status(c[0]) != "boosted":
            raise Unsupported("a replacement with a condition on a status other than Boosted")
        return {"boosts": "me", "at_least": 1}

    def g_would_leave_my_expedition(self, c: list[Plain]) -> Plain:
        """6.2.b, 4.2.a — "If an [[Anchored]] Character would leave my Expedition during the Afternoon, it loses
        [[Anchored]] instead": it stays, and loses the status."""
        statuses = [_status(t) for t in c if isinstance(t, Token) and t.type == "STATUS"]
        kind = TYPES[next(_text(t) for t in c if isinstance(t, Token) and t.type == "TYPE")]
        return {"passive": {"instead": {
            "when": {"event": "leaves", "object": {"any": kind, "statuses": [statuses[0]], "in_my_expedition": True},
                     "phase": "afternoon"},
            "do": [{"lose_status": {"what": "it", "status": statuses[1]}}]}}}

    def g_would_roll_reveal(self, c: list[Token]) -> Plain:
        """6.2.c, 6.2.d — "If you would roll a die (one or more dice), also reveal the top card of your deck": an
        additive modifier of the roll's step (judge.engine.dice)."""
        return {"passive": {"also": {"when": {"event": "rolls", "player": "you"}, "do": ["reveal_top"],
                                     "scope": "step"}}}

    def ev_revealed_this_way(self, c: list[Token]) -> Plain:
        """6.3.b, 6.2.c — "When you reveal a card this way": a reveal of yours that a modifier of this card added."""
        return {"event": "revealed", "player": "you", "this_way": True}

    def s_die_cost_draw_it(self, c: list[Token]) -> Plain:
        """6.5.c, 7.2.4.a — "If its Hand Cost equals the die's result, draw it": the card revealed ("it") drawn
        if its Hand Cost is the result of the die rolled in the step reacted to (judge.engine.dice)."""
        return ("steps", [{"draw_it": None, "if": {"hand_cost_is_die_result": "it"}}])

    def g_would_advance_twice(self, c: list[Token]) -> Plain:
        """6.2.b, 7.3.11.a — "If my Expedition would move forward during Dusk, it moves twice instead": two advances of
        that expedition instead of one, each checked as it happens (7.3.11.c)."""
        return {"passive": {"instead": {
            "when": {"event": "advances", "object": "my_expedition", "phase": PHASE_WORDS[_text(c[0])]},
            "do": [{"advance": "my_expedition"}, {"advance": "my_expedition"}]}}}

    def would_may(self, c: list[Plain]) -> Plain:
        return True

    def replacement(self, c: list[Plain]) -> Plain:
        return c[0]

    def rs_discard_me(self, c: list[Plain]) -> Plain:
        return {"discard": "me"}

    def rs_sacrifice_me(self, c: list[Plain]) -> Plain:
        return {"sacrifice": "me"}


# -- helpers of the counter and die templates (issue 16, point 5) --------------------------------------------------

def _counter(item: Any) -> str:
    """1.2.4.c — a named counter in the ability language: the English name (``épreuve`` → ``trial``)."""
    word = _text(item).strip("'")
    return COUNTER_NAMES.get(word, word)


def _draws(player: str, c: list[Token]) -> Plain:
    """1.3.2.b, 6.3.b — "when PLAYER draws one or more cards", and "… or [Resupplies]" (one event for either)."""
    out: dict[str, Any] = {"event": "draws", "player": player}
    for token in c:
        if keyword(_text(token))[0] != "Resupply":
            raise Unsupported(f"trigger event: drawing or {keyword(_text(token))[0]}")
        out["or_resupplies"] = True
    return out


def _no_costs_more(effect: Plain) -> None:
    """"This action costs … more" outside a quick action's own sentences (judge.engine.costs_more: quick actions)."""
    if "'costs_more'" in repr(effect):
        raise Unsupported(MECHANISMS["u_cost_change"])


def _no_x(effect: Plain) -> None:
    """An X outside a quick action (judge.engine.x_value resolves a quick action's X only)."""
    if "x_at_most" in repr(effect) or "'x'" in repr(effect):
        raise Unsupported("a computed X")


def _has_target(value: Plain) -> bool:
    if isinstance(value, dict):
        return "target" in value or "sabotage" in value or any(_has_target(v) for v in value.values())
    return isinstance(value, list) and any(_has_target(v) for v in value)


def _played(noun: Plain) -> Plain:
    """5.1.2.a — the cards an effect plays: chosen as the step resolves, from the zone the text names (else the
    Hand or the Reserve, judge.engine.effect_play)."""
    quals = dict(noun["quals"])
    if "in" in quals:
        quals["from"] = quals.pop("in")
    return {"chosen": noun["type"], **quals}


def _plain_verbs(steps: Plain) -> list[Plain]:
    """6.2.b — the verbs a replacement does: plain steps only (no condition, no "you may" of their own)."""
    out = _steps(steps)
    if any(isinstance(s, dict) and (len(s) != 1 or {"optional", "if", "if_you_do"} & set(s)) for s in out):
        raise Unsupported("a replacement whose steps have conditions of their own")
    return out


#: The terrain symbols of statistics (1.3.2.e): {V} forest, {M} mountain, {O} water.
STAT_TERRAINS = {"{v}": "forest", "{m}": "mountain", "{o}": "water"}


def _first_card(type_word: Token, phase: str, boost: Plain) -> Plain:
    kind = TYPES[_text(type_word)]
    if kind not in ("character", "spell", "permanent", "card"):
        raise Unsupported(f"the first {kind} played each phase")
    return {"passive": {"first_card": {"type": kind, "phase": phase, "boost": boost}}}
