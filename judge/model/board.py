"""The board as plain data (below the renderers: text, JSON, `--dump-board`, `expect:` and explore read it)."""

from __future__ import annotations

from typing import Any

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
    """The board as a scenario file that loads again (a round trip; the language: docs/scenario-language.md)."""
    players: dict[str, Any] = {}
    for player in state.players:
        p: dict[str, Any] = {}
        hero = state.in_zone(f"{player}.hero_zone")
        if hero:
            p["hero"] = object_data(hero[0])
        p["expeditions"] = {e: [object_data(o) for o in state.in_zone(f"{player}.{e}")]
                            for e in ("hero", "companion")}
        for zone in ("landmarks", "reserve", "hand", "discard"):
            objs = state.in_zone(f"{player}.{zone}")
            if objs:
                p[zone] = [object_data(o) for o in objs]
        deck = state.in_zone(f"{player}.deck")
        if deck:
            known = all(o.card.id in raw_cards for o in deck)
            p["deck"] = [object_data(o) for o in deck] if known else len(deck)
        orbs = state.in_zone(f"{player}.mana")
        if orbs:
            p["mana"] = {"orbs": len(orbs), "exhausted": sum(1 for o in orbs if o.exhausted)}
        players[player] = p
    board: dict[str, Any] = {"day": state.day, "phase": state.phase, "first_player": state.first_player,
                             "players": players}
    board["markers"] = dict(sorted(state.markers.items()))
    board["adventure"] = [{"name": r.name, "terrains": list(r.terrains), "tumult": r.tumult, "face_down": r.face_down}
                          for r in state.adventure]
    if state.arena:
        board["arena"] = True
    return {"scenario": f"{scenario_id}-board", "title": f"Board reached by {scenario_id}", "rules": "seed",
            "cards": raw_cards, "board": board}
