"""Tokens that printed texts define (2.2.10.e): one card id per distinct definition."""

from __future__ import annotations

import dataclasses
from typing import Any

from judge.model.cards import CardDef, Verb, own_token_id


def distinct_text_tokens(card: CardDef, tokens: tuple[tuple[str, CardDef], ...], cards: dict[str, CardDef],
                         ids: set[str]) -> tuple[CardDef, tuple[tuple[str, CardDef], ...]]:
    """2.2.10.e, 2.2.1.d — the abilities of a token are those the effect that creates it gives: when the printed
    text of ``card`` defines a token under an id another card's text already defined differently (two texts
    creating an "Ember" token, one with a quoted ability, one without), this card's token gets an id of its own
    (``ember-2``, same name), and its abilities create that one. A token defined the same way by both keeps the
    one id; a card defined under ``cards:`` is never renamed."""
    out = []
    for token_id, token in tokens:
        known = cards.get(token_id)
        if token_id in ids or known is None or _same(known, token):
            out.append((token_id, token))
            continue
        def free(i: str, token: CardDef = token) -> bool:
            return i not in ids and (i not in cards or _same(cards[i], dataclasses.replace(token, id=i)))

        new = own_token_id(token_id, free)
        card = _renamed(card, token_id, new)
        out.append((new, dataclasses.replace(token, id=new)))
    return card, tuple(out)


def _same(a: CardDef, b: CardDef) -> bool:
    """Whether two token cards are defined alike, wherever their texts are (locations aside)."""
    return bool(_unlocated(a) == _unlocated(b))


def _unlocated(value: Any) -> Any:
    """``value`` with every ``location`` field emptied (a step is located at the text that gives it)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: "" if f.name == "location" else _unlocated(getattr(value, f.name))
                   for f in dataclasses.fields(value) if f.init}
        return dataclasses.replace(value, **changes)
    if isinstance(value, tuple):
        return tuple(_unlocated(v) for v in value)
    if isinstance(value, list):
        return [_unlocated(v) for v in value]
    return value


def _renamed(value: Any, old: str, new: str) -> Any:
    """``value`` with every ``create_token`` of the token ``old`` creating ``new`` instead (frozen values rebuilt)."""
    if isinstance(value, Verb) and value.token == old:
        value = dataclasses.replace(value, token=new)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            inner = getattr(value, f.name)
            renamed = _renamed(inner, old, new)
            if renamed is not inner:
                changes[f.name] = renamed
        return dataclasses.replace(value, **changes) if changes else value
    if isinstance(value, tuple):
        items = tuple(_renamed(v, old, new) for v in value)
        return items if any(a is not b for a, b in zip(items, value, strict=True)) else value
    if isinstance(value, list):
        items_l = [_renamed(v, old, new) for v in value]
        return items_l if any(a is not b for a, b in zip(items_l, value, strict=True)) else value
    return value
