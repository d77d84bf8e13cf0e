"""The board as plain data (below the renderers: text, JSON, `--dump-board`, `expect:` and explore read it)."""

from __future__ import annotations

from typing import Any

from judge.model.cards import MANA_ORB, UNKNOWN_CARD
from judge.model.state import GameObject, GameState

ZONES_SHOWN = ("hero_zone", "hero", "companion", "landmarks", "reserve", "hand", "mana", "discard", "deck")


def object_data(obj: GameObject) -> dict[str, Any] | str:
    """An object as a card id, or a mapping when it has statuses, counters or is exhausted."""
    extra: dict[str, Any] = {}
    if obj.boosts:
        extra["boosts"] = obj.boosts
    if obj.counters:
        extra["counters"] = dict(sorted(obj.counters.items()))
    if obj.statuses:
        extra["statuses"] = sorted(obj.statuses)
    if obj.exhausted:
        extra["exhausted"] = True
    if obj.owner != obj.controller:
        extra["owner"] = obj.owner
    return {"card": obj.card.id, **extra} if extra else obj.card.id


def board_data(state: GameState, history: bool = True) -> dict[str, Any]:
    """The final board: day, phase, each player's zones (objects by handle), Limbo, counters.

    With ``history``, an object that changed zone during the resolution (a new object, 1.4.4.a) also
    gives ``was``: the handle of the object it was before, the one the trace names at the move."""
    players: dict[str, Any] = {}
    for player in state.players:
        zones: dict[str, Any] = {}
        for zone in ZONES_SHOWN:
            objs = state.in_zone(f"{player}.{zone}")
            if zone == "mana":
                zones["mana"] = {"orbs": len(objs), "exhausted": sum(1 for o in objs if o.exhausted)}
            elif zone == "deck":
                zones["deck"] = len(objs)
            else:
                zones[zone] = [_handle(o, history) for o in objs]
        players[player] = zones
    return {
        "day": state.day, "phase": state.phase, "first_player": state.first_player,
        "players": players,
        "limbo": [_handle(o, history) for o in state.in_zone("limbo")],
        "activations": {f"{state.objects[k[0]].ref if k[0] in state.objects else k[0]}:{k[1] + 1}": n
                        for k, n in sorted(state.activations.items())},
        "markers": dict(sorted(state.markers.items())),
        "adventure": [{"name": r.name, "terrains": list(r.terrains), "face_down": r.face_down}
                      for r in state.adventure],
        "arena": state.arena,
        **({"ascended": sorted(state.ascended)} if state.ascended else {}),
    }


def _handle(obj: GameObject, history: bool) -> dict[str, Any] | str:
    data = object_data(obj)
    was = {"was": obj.was} if history and obj.was else {}
    if isinstance(data, str):
        return {"card": obj.ref, **was} if was else obj.ref
    return {**data, "card": obj.ref, **was}


def board_as_scenario(state: GameState, raw_cards: dict[str, Any], scenario_id: str) -> dict[str, Any]:
    """The board as a scenario file that loads again (a round trip; the language: docs/scenario-language.md):
    what it cannot say is listed by :func:`left_out`."""
    players: dict[str, Any] = {}
    for player in state.players:
        p: dict[str, Any] = {}
        hero = state.in_zone(f"{player}.hero_zone")
        if hero:
            p["hero"] = scenario_object(state, hero[0])
        p["expeditions"] = {e: [scenario_object(state, o) for o in state.in_zone(f"{player}.{e}")]
                            for e in ("hero", "companion")}
        for zone in ("landmarks", "reserve", "hand", "discard"):
            objs = state.in_zone(f"{player}.{zone}")
            if objs:
                p[zone] = [scenario_object(state, o) for o in objs]
        deck = state.in_zone(f"{player}.deck")
        if deck:
            unknown = all(o.card.id == UNKNOWN_CARD for o in deck) and not any(_object_extra(state, o) for o in deck)
            p["deck"] = len(deck) if unknown else [scenario_object(state, o) for o in deck]
        mana = mana_data(state, player)
        if mana:
            p["mana"] = mana
        players[player] = p
    board: dict[str, Any] = {"day": state.day, "phase": state.phase, "first_player": state.first_player,
                             "players": players}
    if state.turn_player is not None:
        board["turn_player"] = state.turn_player
    if state.passed:
        board["passed"] = [p for p in state.players if p in state.passed]
    if state.ascended:
        board["ascended"] = sorted(state.ascended)
    if state.played_this_phase:
        board["played_this_phase"] = {p: sorted(t for q, t in state.played_this_phase if q == p)
                                      for p in state.players if any(q == p for q, _ in state.played_this_phase)}
    board["markers"] = dict(sorted(state.markers.items()))
    board["adventure"] = [{"name": r.name, "terrains": list(r.terrains), "tumult": r.tumult, "face_down": r.face_down}
                          for r in state.adventure]
    if state.arena:
        board["arena"] = True
    return {"scenario": f"{scenario_id}-board", "title": f"Board reached by {scenario_id}", "rules": "seed",
            "cards": _cards_used(state, raw_cards), "board": board}


def scenario_object(state: GameState, obj: GameObject) -> dict[str, Any] | str:
    """An object as the scenario language writes it on the board: :func:`object_data` and, when some, today's
    activations of its reactions (6.3.f) and plays of its quick actions (1.4.6.b)."""
    extra = _object_extra(state, obj)
    data = object_data(obj)
    if not extra:
        return data
    return {**({"card": data} if isinstance(data, str) else data), **extra}


def _object_extra(state: GameState, obj: GameObject) -> dict[str, Any]:
    """6.3.f, 1.4.6.b — today's counts of ``obj``'s abilities, by ability number (1 = its first)."""
    extra: dict[str, Any] = {}
    for key, counts in (("activated_today", state.activations), ("quick_actions_today", state.quick_action_plays)):
        today = {index + 1: n for (oid, index), n in sorted(counts.items()) if oid == obj.oid and n}
        if today:
            extra[key] = today
    return extra


def mana_data(state: GameState, player: str) -> dict[str, Any]:
    """2.2.1.f — ``player``'s Mana zone as the scenario language writes it: the plain Mana Orbs counted (how many,
    how many exhausted), the orbs whose card is known listed (``cards:``); empty when there is none."""
    orbs = state.in_zone(f"{player}.mana")
    plain = [o for o in orbs if o.card.id == MANA_ORB]
    known = [o for o in orbs if o.card.id != MANA_ORB]
    data: dict[str, Any] = {}
    if plain:
        data = {"orbs": len(plain), "exhausted": sum(1 for o in plain if o.exhausted)}
    if known:
        data["cards"] = [scenario_object(state, o) for o in known]
    return data


def _cards_used(state: GameState, raw_cards: dict[str, Any]) -> dict[str, Any]:
    """The scenario's cards, with the face-down card of a counted Deck when one is on the board out of its Deck (a
    card drawn from ``deck: 5``): the dumped board names it, so it defines it."""
    if UNKNOWN_CARD in raw_cards or not any(o.card.id == UNKNOWN_CARD for o in state.objects.values()):
        return raw_cards
    card = next(o.card for o in state.objects.values() if o.card.id == UNKNOWN_CARD)
    return {**raw_cards, UNKNOWN_CARD: {"name": card.name, "name_fr": card.name_fr, "type": card.type}}


def left_out(state: GameState) -> list[str]:
    """What a board file cannot say of ``state`` (so the dump says it leaves it out): the objects in Limbo
    (a Reaction-Emblem carries its bound reaction, 6.3.b), the delayed effects waiting for the next card played
    (1.2.6.a); empty when the board has none of them."""
    out = []
    limbo = state.in_zone("limbo")
    emblems = sum(1 for o in limbo if o.is_emblem)
    if emblems:
        out.append(f"{emblems} Reaction-Emblem{'s' if emblems > 1 else ''} in Limbo")
    if len(limbo) > emblems:
        out.append(f"{len(limbo) - emblems} other object{'s' if len(limbo) - emblems > 1 else ''} in Limbo")
    if state.next_cards:
        out.append(f"{len(state.next_cards)} delayed effect{'s' if len(state.next_cards) > 1 else ''} waiting for "
                   "the next card played")
    return out
