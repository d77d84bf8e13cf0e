"""A printed card text → abilities, each with its verdict (executable, unsupported, not understood).

The grammars (``en.lark``, ``fr.lark``) are Earley grammars of the game's templates; lark is
imported here only, so resolving a scenario without ``text:`` never loads it. Every ability the
transformer builds goes through the scenario loader's :class:`AbilityParser` (one validator
for hand-written and parsed abilities) before it is called executable.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Tree
from lark.exceptions import LarkError, UnexpectedInput, VisitError

from judge.cards.build import MECHANISMS, Builder, TokenBook, Unsupported
from judge.cards.markup import AbilityText, split_abilities
from judge.cards.shipped import decode, shipped
from judge.errors import ScenarioError
from judge.scenario.abilities import AbilityParser
from judge.scenario.yamlnode import Y

EXECUTABLE, UNSUPPORTED, NOT_UNDERSTOOD = "executable", "unsupported", "not understood"
LANGS = ("en", "fr")
MAX_ABILITY = 600  # characters of one ability (the longest real one is under 300)


@dataclass
class Verdict:
    """One ability of a printed text and what the judge makes of it."""

    printed: str
    verdict: str
    ability: Any = None  # the structured ability (plain data) when executable
    reason: str = ""  # the missing mechanism, or the phrase not understood

    def as_dict(self) -> dict[str, Any]:
        """For JSON and the card library."""
        out: dict[str, Any] = {"text": self.printed, "verdict": self.verdict}
        if self.reason:
            out["mechanism" if self.verdict == UNSUPPORTED else "phrase"] = self.reason
        if self.ability is not None:
            out["ability"] = self.ability
        return out


@dataclass
class ParsedText:
    """All abilities of one text, the spell effect if any, and the token cards it defined."""

    verdicts: list[Verdict] = field(default_factory=list)
    tokens: TokenBook = field(default_factory=TokenBook)

    def abilities(self) -> list[Any]:
        """The executable abilities, in the loader's language (a spell's effect excluded)."""
        return [v.ability for v in self.verdicts if v.verdict == EXECUTABLE and "effect" not in v.ability]

    def effect(self) -> list[Any]:
        """A spell's executable effect steps, in order."""
        return [s for v in self.verdicts if v.verdict == EXECUTABLE and "effect" in v.ability
                for s in v.ability["effect"]]


@lru_cache(maxsize=2)
def grammar(lang: str) -> Lark:
    """The Earley parser of one language's templates (built once)."""
    text = resources.files("judge.cards").joinpath(f"{lang}.lark").read_text(encoding="utf-8")
    return Lark(text, parser="earley", lexer="dynamic_complete", ambiguity="resolve", propagate_positions=False)


@lru_cache(maxsize=4096)
def _parsed(lang: str, clean: str) -> Tree[Token] | LarkError:
    """One ability's parse tree (or why it does not parse), kept: the same text is parsed once per run, whatever
    the scenario that includes it (the tree is only read: :class:`Builder` makes new values from it); a bundled
    text's tree is shipped with the package (:mod:`judge.cards.shipped`)."""
    found = shipped(lang).get(clean)
    if found is not None:
        try:
            tree = decode(found)
        except (KeyError, IndexError, TypeError):  # a damaged file: the text is parsed instead
            tree = None
        if isinstance(tree, Tree):
            return tree
    try:
        return grammar(lang).parse(clean)
    except LarkError as exc:
        return exc


def parse_text(text: str | None, lang: str = "en", *, card_type: str = "character", echo: bool = False,
               tokens: TokenBook | None = None, card_ids: set[str] | None = None, label: str = "") -> ParsedText:
    """Every ability of ``text`` with its verdict. ``echo``: the text is a support (Echo) text."""
    book = tokens if tokens is not None else TokenBook(lang=lang)
    book.lang = lang
    out = ParsedText(tokens=book)
    for part in split_abilities(text):
        out.verdicts.extend(_one(part, lang, card_type, echo, book, card_ids or set(), label))
    return out


def _one(part: AbilityText, lang: str, card_type: str, echo: bool, book: TokenBook, card_ids: set[str],
         label: str) -> list[Verdict]:
    if len(part.clean) > MAX_ABILITY:  # Earley parsing grows fast with length: no input may hang the loader
        return [Verdict(part.printed, NOT_UNDERSTOOD, reason=f"an ability longer than {MAX_ABILITY} characters")]
    tree = _parsed(lang, part.clean)
    if isinstance(tree, UnexpectedInput):
        return [Verdict(part.printed, NOT_UNDERSTOOD, reason=_phrase(part.clean, tree))]
    if isinstance(tree, LarkError):  # pragma: no cover - grammar errors are caught by the tests
        return [Verdict(part.printed, NOT_UNDERSTOOD, reason=str(tree).splitlines()[0])]
    mark, defined = len(book.order), set(book.defined)
    book.quoted = lambda quoted: token_abilities(quoted, lang, "character", card_ids)
    try:
        book.reminder = token_from_reminder(part.printed, lang, card_ids)
        try:
            built = Builder(book).transform(tree)
        except VisitError as exc:
            if isinstance(exc.orig_exc, Unsupported):
                raise exc.orig_exc from None
            raise
        finally:
            reminded, book.reminder = book.reminder, None
        if reminded is None:
            _token_abilities_in_reminder(part.printed, book, mark)
    except Unsupported as exc:
        del book.order[mark:]
        for token_id in set(book.defined) - defined:  # no token card of an ability that is not resolved
            del book.defined[token_id]
        return [Verdict(part.printed, UNSUPPORTED, reason=str(exc))]
    return [_finish(part, one, card_type, echo, book, card_ids, label) for one in keyword_abilities(built)]


def keyword_abilities(built: dict[str, Any]) -> list[dict[str, Any]]:
    """1.2.4.b, 1.2.4.a — several keywords on one line ("[Tough 1] [Seasoned]", "[Defender]. [Seasoned].") are
    different abilities: one each, in printed order; any other line is one ability."""
    if "keywords" not in built or len(built["keywords"]) < 2:
        return [built]
    return [{"keywords": [item]} for item in built["keywords"]]


#: A reminder that defines a token: (It's a Permanent with "…") / (C'est un Permanent avec « … »), its type and
#: subtypes in between ("a Leviathan Companion token").
_TOKEN_REMINDER = re.compile(r"\((?:it's|c'est) (?:a|an|un|une) ([^()\"«]*?) (?:with|avec) "
                             r"[\"«]\s*([^\"»]+?)\s*[\"»]\.?\)", re.IGNORECASE)


def token_from_reminder(printed: str, lang: str, card_ids: set[str]) -> dict[str, Any] | None:
    """2.2.1.d, 1.2.4.b — the token an ability's reminder text defines ("(It's a Permanent with "…")"): its type (a
    Permanent, else a Character: 2.2.1.d) and the abilities the quoted text gives, each of which must be executable
    (else the ability is unsupported, naming why); None when the reminder defines no token. Abilities quoted one
    after the other on one line are split before a cost ("… Resupply. {T}, {1}: …")."""
    found = _TOKEN_REMINDER.search(printed.replace("’", "'"))
    if found is None:
        return None
    words = found.group(1).lower().split()
    card_type = "permanent" if "permanent" in words else "character"
    return {"type": card_type, "abilities": token_abilities(found.group(2), lang, card_type, card_ids)}


def token_abilities(quoted: str, lang: str, card_type: str, card_ids: set[str]) -> list[Any]:
    """2.2.10.e, 2.2.1.d — the abilities a quoted text gives a token ("… with "When …"", a reminder's "(It's a
    Permanent with "…")"), read with the card grammar as a card's own: each must be executable, else the ability
    that creates the token is unsupported, naming why (never a token silently without an ability). Abilities quoted
    one after the other on one line are split before a cost ("… Resupply. {T}, {1}: …"); a quoted ability that
    itself creates tokens is unsupported (its tokens would not be defined)."""
    text = re.sub(r"\.\s+(?=\{)", ".  ", quoted)
    parsed = parse_text(text, lang, card_type=card_type, card_ids=card_ids)
    for verdict in parsed.verdicts:
        if verdict.verdict != EXECUTABLE:
            raise Unsupported(f"{MECHANISMS['u_token_with_abilities']}: {verdict.reason}")
    if parsed.tokens.defined:
        raise Unsupported(f"{MECHANISMS['u_token_with_abilities']}: a given ability that creates tokens")
    return [v.ability for v in parsed.verdicts]


#: A reminder that gives a token its abilities: (It's a … token with "…") / (C'est un jeton … avec « … »).
_TOKEN_WITH = re.compile(r"\((?:it's|c'est)[^()]*\b(?:token|jeton)\b[^()]*\b(?:with|avec)\s*[\"«]", re.IGNORECASE)


def _token_abilities_in_reminder(printed: str, book: TokenBook, mark: int) -> None:
    """2.2.1.d — a token this ability creates from its printed statistics (no card of its own) whose abilities only
    its reminder text gives: the reminder is dropped (:mod:`judge.cards.markup`), so the token would lack them; the
    ability is unsupported rather than resolved without them."""
    if any(t in book.defined for t in book.order[mark:]) and _TOKEN_WITH.search(printed.replace("’", "'")):
        raise Unsupported(MECHANISMS["u_token_with_abilities"])


def _finish(part: AbilityText, built: Any, card_type: str, echo: bool, book: TokenBook, card_ids: set[str],
            label: str) -> Verdict:
    if "keywords" in built:
        items = built["keywords"]
        built = items[0]  # one keyword: several on a line are split first (keyword_abilities)
        if "fleeting" in built["passive"] and card_type != "spell":
            return Verdict(part.printed, UNSUPPORTED, reason="printed Fleeting on a card that is not a Spell")
        if "cooldown" in built["passive"] and card_type != "spell":
            return Verdict(part.printed, UNSUPPORTED, reason="Cooldown on a card that is not a Spell")
        if {"defender", "gigantic", "scout"} & set(built["passive"]) and card_type != "character":
            return Verdict(part.printed, UNSUPPORTED, reason="Defender, Gigantic or Scout on a card that is not a "
                           "Character")
    elif "keyword_if" in built.get("passive", {}) and card_type != "character":
        return Verdict(part.printed, UNSUPPORTED, reason="Defender, Gigantic or Scout on a card that is not a "
                       "Character")
    elif "effect" in built:
        if card_type != "spell":
            return Verdict(part.printed, UNSUPPORTED, reason="an effect without a trigger on a card that is not "
                           "a Spell")
        if echo:
            return Verdict(part.printed, UNSUPPORTED, reason="a support effect without a trigger")
    if _mentions_it(built):
        built, problem = _it_as_target(built, trigger_object=_it_is_the_trigger_object(built))
        if problem:
            return Verdict(part.printed, UNSUPPORTED, reason=problem)
    if echo and "support" not in built and "effect" not in built:
        built = {"support": built}
    if label and "effect" not in built:
        inner = built.get("support", built)
        kind = next(iter(inner))
        named = kind in ("reaction", "quick_action") or (kind == "passive" and "stats" in inner[kind])
        if named:  # a static ability that changes statistics is named in the trace where it counts
            inner[kind] = {"label": f"{label} ({_short(part.printed)})", **inner[kind]}
    problem = validate(built, card_ids | set(book.defined))
    if problem:
        return Verdict(part.printed, UNSUPPORTED, reason=f"the ability language refuses it: {problem}")
    return Verdict(part.printed, EXECUTABLE, ability=built)


def _mentions_it(value: Any) -> bool:
    if isinstance(value, dict):
        return any(_mentions_it(v) for v in value.values())
    if isinstance(value, list):
        return any(_mentions_it(v) for v in value)
    return bool(value == "it")


MOVING_VERBS = ("put", "discard", "sacrifice", "sabotage", "to_mana")


def _moves_to_hidden(verb: str, arg: Any) -> bool:
    """Whether a moving verb sends its object to a hidden zone (a Hand, a Deck, a Mana zone)."""
    if verb == "to_mana":
        return True
    words = str(arg.get("to", "")).lower().split() if verb == "put" and isinstance(arg, dict) else []
    return any(w in ("hand", "deck", "mana") for w in words)


def _it_as_target(ability: Any, trigger_object: bool = False) -> tuple[Any, str]:
    """7.2.4.a, 5.2.3.b, 1.4.4.a — "target Character … Then ready it": ``it`` is the one target named before it.

    Returns the ability with ``that_target``, or a reason it cannot be read so: no target or several
    before it, or a step that moved the target first to a hidden zone (in its new zone it is a new object,
    1.4.4.a; one moved to a zone whose cards are seen is followed there: judge.engine.verbs.follow_moved_targets).
    With ``trigger_object`` (a reaction to an event that has an object, a modifier), an ``it`` before any target or
    token is named is that object and stays ``it``; one after them names the nearest of them, as without a trigger
    ("When you play a Spell — Target Character gains 1 boost. It gains [[Asleep]]": the Character, not the Spell).
    """
    targets, moved, problems = [0], [False], []
    played = [False]  # a card played by the effect ("Immediately play …") is "it" after it (judge.engine.effect_play)
    created = [False]  # "… create a token … You may have it gain [[Asleep]]": "it" is the token, not the target

    def walk(value: Any) -> Any:
        if isinstance(value, dict):
            if isinstance(value.get("target"), dict):  # a target named as a step of its own: "it" after it is it
                targets[0], moved[0] = 0, False
            if (isinstance(value.get("target"), str) or "sabotage" in value) and "token" not in value:  # a target
                targets[0] += 2 if isinstance(value.get("count"), int) and value["count"] > 1 else 1  # "up to two …"
            out = {}
            for key, inner in value.items():
                out[key] = walk(inner)
                if key in MOVING_VERBS and targets[0] and _moves_to_hidden(key, inner):
                    moved[0] = True
                played[0] = played[0] or key == "play"
                created[0] = created[0] or key == "create_token"
            return out
        if isinstance(value, list):
            return [walk(v) for v in value]
        if value == "it" and (played[0] or (trigger_object and not targets[0] and not created[0])):
            return value
        if value == "it":
            if created[0]:
                problems.append("a pronoun (it) naming a token created by an earlier step")
            elif targets[0] != 1:
                problems.append("a pronoun (it) naming an object met earlier in the text")
            elif moved[0]:
                problems.append("a pronoun (it) naming a target that has changed zone")
            return "that_target"
        return value

    out = walk(ability)
    return out, problems[0] if problems else ""


def _it_is_the_trigger_object(ability: Any) -> bool:
    """``it`` in the engine is the object of the triggering event (7.2): only a reaction to an event has one, and a
    modifier: the object of the atomic action it modifies (6.2.b, judge.engine.modifiers)."""
    inner = ability.get("support", ability)
    passive = inner.get("passive", {})
    modifier = passive.get("instead") or passive.get("also") if isinstance(passive, dict) else None
    if isinstance(modifier, dict):
        return modifier.get("when", {}).get("object") not in (None, "me")
    trigger = inner.get("reaction", {}).get("trigger", {})
    if trigger.get("event") == "revealed":  # the card revealed (judge.engine.dice)
        return True
    return "event" in trigger and trigger.get("object") not in (None, "me")


def _short(printed: str) -> str:
    """An ability's label: its printed text, cut after about 45 characters, never inside brackets: a group that
    closes soon after ("[[Anchored]]", "({T})") is kept whole, a longer one left out."""
    words = " ".join(printed.replace("#", "").replace("\xa0", " ").split())
    if len(words) <= 48:
        return words
    cut = words[:45]
    opened = _first_unclosed(cut)
    if opened >= 0:
        end = next((n for n in range(46, min(len(words), 60) + 1) if _first_unclosed(words[:n]) < 0), 0)
        cut = words[:end] if end else cut[:opened]
    return words if len(cut) >= len(words) - 3 else cut.rstrip() + "…"


def _first_unclosed(text: str) -> int:
    """Where the first bracket of ``text`` left open is ((, [ or {), or -1."""
    opened: list[int] = []
    for i, char in enumerate(text):
        if char in "([{":
            opened.append(i)
        elif char in ")]}" and opened:
            opened.pop()
    return opened[0] if opened else -1


def validate(ability: Any, card_ids: set[str]) -> str:
    """'' when the scenario loader accepts ``ability``; else its message (one validator for both)."""
    node = to_y(ability, "<text>", "ability")
    parser = AbilityParser(card_ids)
    try:
        if "effect" in ability and len(ability) == 1:
            parser.effect(node.as_map()["effect"])
        else:
            parser.ability(node)
    except ScenarioError as exc:
        return f"{exc.expected}, found {exc.found}"
    return ""


def to_y(value: Any, file: str, path: str, line: int = 1, col: int = 1) -> Y:
    """Plain data → located :class:`Y` values (all at one position: the text they came from)."""
    if isinstance(value, dict):
        return Y({str(k): to_y(v, file, f"{path}.{k}", line, col) for k, v in value.items()}, file, line, col, path)
    if isinstance(value, list):
        return Y([to_y(v, file, f"{path}[{i}]", line, col) for i, v in enumerate(value)], file, line, col, path)
    return Y(value, file, line, col, path)


def _phrase(text: str, exc: UnexpectedInput) -> str:
    """The sentence (or mode, or trigger) where the grammar stopped, without its trigger symbol."""
    pos = getattr(exc, "pos_in_stream", None) or 0
    pos = max(0, min(int(pos), len(text)))
    marks = (". ", " — ", " : ", " • ")
    begin = max((text.rfind(m, 0, pos) + len(m) for m in marks if text.rfind(m, 0, pos) >= 0), default=0)
    ends = [i for i in (text.find(m.rstrip(), pos) for m in marks) if i >= 0]
    phrase = text[begin:min(ends, default=len(text))].strip(" .")
    words = phrase.split(" ", 1)
    if len(words) == 2 and words[0] in ("{j}", "{h}", "{r}", "{i}"):
        phrase = words[1]
    return phrase or text.strip()
