"""``judge cards import``: official card JSON (English and French) → a card library in the ability language.

Reads a file with one card, a list of cards, or a folder tree of such files (the public
databases' ``CARDS/EN/<SET>/<FACTION>/<REF>.json`` and ``CARDS/FR/…``). Cards are merged by
``reference``; the language of a file is its ``elements_fr`` (both), its collector number's
``-EN``/``-FR`` suffix, or an ``EN``/``FR`` folder on its path.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.cards.build import TokenBook, slug
from judge.cards.parse import Verdict, parse_text
from judge.model.cards import own_token_id

TYPES = {"CHARACTER": ("character", False), "SPELL": ("spell", False), "HERO": ("hero", False),
         "PERMANENT": ("permanent", False), "LANDMARK_PERMANENT": ("permanent", False),
         "EXPEDITION_PERMANENT": ("permanent", False), "TOKEN": ("character", True),
         "TOKEN_LANDMARK_PERMANENT": ("permanent", True), "TOKEN_MANA": ("permanent", True)}
STATS = (("FOREST_POWER", "forest"), ("MOUNTAIN_POWER", "mountain"), ("OCEAN_POWER", "water"))


class CardDataError(Exception):
    """A file that is not card JSON: ``file: expected …, found …``."""


@dataclass
class ImportedCard:
    """One card merged from its locales, with the verdicts of its abilities per language."""

    reference: str
    data: dict[str, Any] = field(default_factory=dict)  # English object (API shape)
    fr: dict[str, Any] = field(default_factory=dict)  # French elements / name / subtypes
    entry: dict[str, Any] = field(default_factory=dict)
    verdicts: dict[str, list[Verdict]] = field(default_factory=dict)


def read_cards(paths: list[Path]) -> list[ImportedCard]:
    """Every card of ``paths``, merged by reference, in reference order."""
    cards: dict[str, ImportedCard] = {}
    for path in paths:
        files = sorted(p for p in path.rglob("*.json") if p.is_file()) if path.is_dir() else [path]
        for file in files:
            for obj in _objects(file):
                ref = str(obj["reference"])
                card = cards.setdefault(ref, ImportedCard(ref))
                lang = _lang(obj, file)
                if "elements_fr" in obj:
                    card.data = obj
                    card.fr = {"name": obj.get("name_fr"), "elements": obj["elements_fr"],
                               "subtypes": obj.get("cardSubTypes_fr")}
                elif lang == "fr":
                    card.fr = {"name": obj.get("name"), "elements": obj.get("elements") or {},
                               "subtypes": obj.get("cardSubTypes")}
                    card.data = card.data or obj
                else:
                    card.data = obj
    return [cards[k] for k in sorted(cards)]


MAX_JSON_BYTES = 200_000_000  # far above the whole official card data; a bigger file is not read (memory)


def _read_json(file: Path) -> Any:
    """The JSON of a card data file; anything unreadable (too big, not UTF-8, not JSON, nested past Python's
    recursion limit) is refused in one line naming the file (and the place, for a JSON syntax error)."""
    try:
        size = file.stat().st_size
        if size > MAX_JSON_BYTES:
            raise CardDataError(f"{file}: expected card JSON of at most {MAX_JSON_BYTES:,} bytes, found {size:,} bytes")
        return json.loads(file.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        why = exc.msg[:1].lower() + exc.msg[1:]
        raise CardDataError(f"{file}:{exc.lineno}:{exc.colno}: expected card JSON, found invalid JSON ({why})") \
            from None
    except UnicodeDecodeError:
        raise CardDataError(f"{file}: expected card JSON, found bytes that are not UTF-8") from None
    except RecursionError:
        raise CardDataError(f"{file}: expected card JSON, found lists or objects nested too deep") from None
    except OSError as exc:
        raise CardDataError(f"{file}: expected card JSON, found {exc.strerror or exc.__class__.__name__}") from None


def _objects(file: Path) -> list[dict[str, Any]]:
    data = _read_json(file)
    items = data if isinstance(data, list) else [data]
    out = []
    for i, item in enumerate(items):
        if not isinstance(item, dict) or "reference" not in item or "cardType" not in item:
            raise CardDataError(f"{file}: [{i}]: expected a card object (reference, cardType, …), found "
                               f"{type(item).__name__}")
        _check_shape(item, f"{file}: [{i}]")
        out.append(item)
    return out


_JSON_NAMES = {str: "a string", int: "a number", dict: "an object", list: "a list"}
_ELEMENT_KEYS = ("MAIN_COST", "RECALL_COST", "FOREST_POWER", "MOUNTAIN_POWER", "OCEAN_POWER", "MAIN_EFFECT",
                 "ECHO_EFFECT")


def _found(value: Any) -> str:
    return "null" if value is None else {bool: "a boolean", float: "a number"}.get(type(value), "") \
        or _JSON_NAMES.get(type(value), type(value).__name__)


def _check_shape(obj: dict[str, Any], where: str) -> None:
    """Each field the import reads has the official data's shape (a field may be absent or null): names and
    numbers are strings, cardType and mainFaction objects with a string reference, elements an object of strings,
    subtypes a list of objects with a string name. Anything else is refused, named, before any work."""

    def want(value: Any, path: str, *kinds: type) -> None:
        if value is not None and (type(value) not in kinds):
            expected = " or ".join(_JSON_NAMES[k] for k in kinds)
            raise CardDataError(f"{where}.{path}: expected {expected}, found {_found(value)}")

    want(obj["reference"], "reference", str)
    for key in ("name", "name_fr", "collectorNumber"):
        want(obj.get(key), key, str)
    for key in ("cardType", "mainFaction"):
        want(obj.get(key), key, dict)
        want((obj.get(key) or {}).get("reference"), f"{key}.reference", str)
    for key in ("elements", "elements_fr"):
        want(obj.get(key), key, dict)
        for element in _ELEMENT_KEYS:  # numbers are strings in the data ("3"); a plain number is read too
            kinds = (str,) if element.endswith("EFFECT") else (str, int)
            want((obj.get(key) or {}).get(element), f"{key}.{element}", *kinds)
    for key in ("cardSubTypes", "cardSubTypes_fr"):
        want(obj.get(key), key, list)
        for n, sub in enumerate(obj.get(key) or []):
            if not isinstance(sub, dict):
                raise CardDataError(f"{where}.{key}[{n}]: expected an object, found {_found(sub)}")
            want(sub.get("name"), f"{key}[{n}].name", str)


def _lang(obj: dict[str, Any], file: Path) -> str:
    number = str(obj.get("collectorNumber") or "")
    if number.endswith("-FR"):
        return "fr"
    if number.endswith("-EN"):
        return "en"
    return "fr" if "FR" in file.parts else "en"


def _int(value: Any) -> int | None:
    text = re.sub(r"[^0-9]", "", str(value or ""))
    return int(text) if text else None


def build_library(cards: list[ImportedCard]) -> dict[str, dict[str, Any]]:
    """The library's ``cards:`` mapping (ids from names; tokens the texts define added)."""
    ids: dict[str, str] = {}
    for card in cards:
        base = slug(str(card.data.get("name") or card.reference)) or slug(card.reference)
        card_id = base if base not in ids.values() else f"{base}-{slug(card.reference)}"
        ids[card.reference] = card_id
    known = {str(c.data.get("name", "")).lower(): ids[c.reference] for c in cards}
    known.update({slug(str(c.data.get("name", ""))): ids[c.reference] for c in cards})
    known.update({str(c.fr.get("name") or "").lower(): ids[c.reference] for c in cards if c.fr.get("name")})
    library: dict[str, dict[str, Any]] = {}
    extra: dict[str, dict[str, Any]] = {}
    for card in sorted(cards, key=lambda c: not _prints_token_statistics(c)):  # stable: in order within each group
        card.entry = _entry(card, ids[card.reference], known, extra)
        _know_tokens(known, extra)
    for card in cards:
        library[ids[card.reference]] = card.entry
    for token_id, token in sorted(extra.items()):
        library.setdefault(token_id, token)
    return library


#: A token printed with its statistics, English (``[Mana Moth 2/2/2]``) or French (``[2/2/2 Phalène de Mana]``).
_PRINTED_TOKEN = re.compile(r"\[[^\[\]]*\d+/\d+/\d+[^\[\]]*\]")


def _prints_token_statistics(card: ImportedCard) -> bool:
    """2.2.1.d — whether a card's text defines a token by its printed statistics: such cards are read first, so
    that a text naming the token without them (``[MANA_MOTH]``) finds it whatever the order of the import."""
    elements = [card.data.get("elements") or {}, card.fr.get("elements") or {}]
    return any(_PRINTED_TOKEN.search(str(el.get(key) or "")) for el in elements for key in ("MAIN_EFFECT",
                                                                                              "ECHO_EFFECT"))


def own_token_ids(defined: dict[str, dict[str, Any]], extra: dict[str, dict[str, Any]],
                  taken: set[str]) -> dict[str, str]:
    """2.2.10.e — a token this card's text defines under an id another card's text defined otherwise (an "Ember"
    token with a quoted ability, another without): the new id it gets (``ember-2``), the token's name kept."""
    renames = {}
    for token_id, definition in defined.items():
        existing = extra.get(token_id)
        if existing is None or _alike(existing, definition):
            continue
        def free(i: str, definition: dict[str, Any] = definition) -> bool:
            return i not in taken and (i not in extra or _alike(extra[i], definition))

        renames[token_id] = own_token_id(token_id, free)
    return renames


def _alike(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return {k: v for k, v in a.items() if k != "name_fr"} == {k: v for k, v in b.items() if k != "name_fr"}


def renamed_tokens(value: Any, renames: dict[str, str]) -> Any:
    """``value`` (abilities or steps, as plain data) with each ``create_token`` of a renamed token naming its new id."""
    if not renames:
        return value
    if isinstance(value, list):
        return [renamed_tokens(v, renames) for v in value]
    if isinstance(value, dict):
        out = {k: renamed_tokens(v, renames) for k, v in value.items()}
        made = out.get("create_token")
        if isinstance(made, dict) and made.get("token") in renames:
            out["create_token"] = {**made, "token": renames[made["token"]]}
        return out
    return value


def _know_tokens(known: dict[str, str], extra: dict[str, dict[str, Any]]) -> None:
    """The tokens defined so far become known by their names (English, French) and ids, for the cards read next."""
    for token_id, token in extra.items():
        for name in (token.get("name"), token.get("name_fr")):
            if name:
                known.setdefault(str(name).lower(), token_id)
                known.setdefault(slug(str(name)), token_id)


def _entry(card: ImportedCard, card_id: str, known: dict[str, str],
           extra: dict[str, dict[str, Any]]) -> dict[str, Any]:
    d = card.data
    ctype, token = TYPES.get(str((d.get("cardType") or {}).get("reference")), ("character", False))
    el = d.get("elements") or {}
    fr_el = card.fr.get("elements") or {}
    entry: dict[str, Any] = {"name": d.get("name") or card.reference}
    if card.fr.get("name"):
        entry["name_fr"] = card.fr["name"]
    entry["reference"] = card.reference
    entry["type"] = ctype
    if str((d.get("cardType") or {}).get("reference")) == "EXPEDITION_PERMANENT":
        entry["expedition_permanent"] = True
    if token:
        entry["token"] = True
    if d.get("mainFaction") and not token:  # tokens have no faction (2.2.8.d), whatever colour the data gives them
        entry["faction"] = d["mainFaction"].get("reference")
    hand, reserve = _int(el.get("MAIN_COST")), _int(el.get("RECALL_COST"))
    if hand is not None or reserve is not None:
        entry["cost"] = {"hand": hand or 0, "reserve": reserve if reserve is not None else hand or 0}
    stats = {name: _int(el.get(key)) for key, name in STATS if _int(el.get(key)) is not None}
    if stats and ctype == "character":
        entry["stats"] = stats
    subtypes = [s.get("name") for s in d.get("cardSubTypes") or [] if s.get("name")]
    if subtypes:
        entry["subtypes"] = subtypes
    for key, out in (("MAIN_EFFECT", "text"), ("ECHO_EFFECT", "echo")):
        if el.get(key):
            entry[out] = el[key]
        if fr_el.get(key):
            entry[out + "_fr"] = fr_el[key]
    abilities: list[Any] = []
    effect: list[Any] = []
    unresolved: list[str] = []
    en_tokens: list[str] = []
    fr_abilities: list[Any] = []
    unresolved_fr: list[str] = []
    for lang, elements in (("en", el), ("fr", fr_el)):
        if not elements:
            continue
        book = TokenBook(known=dict(known), lang=lang, hints=list(en_tokens) if lang == "fr" else [],
                         redefined=frozenset(extra) if lang == "en" else frozenset())
        verdicts: list[Verdict] = []
        for key in ("MAIN_EFFECT", "ECHO_EFFECT"):
            parsed = parse_text(elements.get(key), lang, card_type=ctype, echo=key == "ECHO_EFFECT", tokens=book,
                                card_ids=set(known.values()),
                                label=str(entry.get("name_fr") if lang == "fr" and el else entry["name"]))
            verdicts.extend(parsed.verdicts)
            if lang == "en" or not el:
                abilities += parsed.abilities()
                effect += parsed.effect()
            else:
                fr_abilities += parsed.abilities()
        card.verdicts[lang] = verdicts
        if lang == "en":
            renames = own_token_ids(book.defined, extra, set(known.values()))
            abilities, effect = renamed_tokens(abilities, renames), renamed_tokens(effect, renames)
            book.defined = {renames.get(t, t): d for t, d in book.defined.items()}
            en_tokens = [renames.get(t, t) for t in book.order]
        for token_id, definition in book.defined.items():
            existing = extra.setdefault(token_id, dict(definition))
            if lang == "fr" and "name_fr" in definition:
                existing["name_fr"] = definition["name_fr"]
        said = [f"{v.printed} [{v.verdict}: {v.reason}]" for v in verdicts if v.verdict != "executable"]
        if lang == "en" or not el:
            unresolved = said
        else:
            unresolved_fr = said
    french_labels(abilities, fr_abilities)
    entry["abilities"] = abilities  # written even when empty: loading the library never parses a text again
    if effect or ctype == "spell":
        entry["effect"] = effect
    if unresolved:
        entry["unresolved"] = unresolved
        if len(unresolved_fr) == len(unresolved) and el and fr_el:
            entry["unresolved_fr"] = unresolved_fr
    return entry


def _labelled(ability: Any) -> tuple[str, dict[str, Any]] | None:
    """The kind and body of an ability that carries a trace label (a support ability's inner one), if any."""
    inner = ability.get("support", ability) if isinstance(ability, dict) else None
    if not isinstance(inner, dict) or len(inner) != 1:
        return None
    kind, body = next(iter(inner.items()))
    return (kind, body) if isinstance(body, dict) and "label" in body else None


def french_labels(abilities: list[Any], fr_abilities: list[Any]) -> None:
    """Gives each labelled ability of the English text the ``label_fr`` its French text makes (the French name and
    the start of the French line), so that ``--lang fr`` names it in French. Only when the two texts give the same
    abilities in the same order (same count, same kinds); otherwise the English label stays for both languages."""
    if len(abilities) != len(fr_abilities):
        return
    pairs = [(_labelled(en), _labelled(fr)) for en, fr in zip(abilities, fr_abilities, strict=True)]
    if any((en is None) != (fr is None) or (en and fr and en[0] != fr[0]) for en, fr in pairs):
        return
    for en, fr in pairs:
        if en is not None and fr is not None:
            body = en[1]
            items = list(body.items())
            body.clear()
            for key, value in items:
                body[key] = value
                if key == "label":
                    body["label_fr"] = fr[1]["label"]


def dump_library(library: dict[str, dict[str, Any]], sources: list[Path]) -> str:
    """The library as YAML (block style, keys in a fixed order: byte-identical on every run)."""
    from judge.files import yaml_text

    head = ("# Card library written by `judge cards import` from: " + ", ".join(str(s) for s in sources) + "\n"
            "# text/text_fr/echo/echo_fr are the printed texts; abilities/effect what the judge executes;\n"
            "# unresolved: the abilities it does not resolve, with their verdict and reason.\n")
    body = yaml_text({"cards": library}, width=120)
    return head + body
