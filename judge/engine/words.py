"""How the engine names things in English and French (the seed's own French terms)."""

from __future__ import annotations

from judge.model.state import GameObject, GameState

ZONE_NAMES: dict[str, tuple[str, str]] = {
    "deck": ("Deck", "Deck"),
    "hand": ("Hand", "Main"),
    "reserve": ("Reserve", "Réserve"),
    "landmarks": ("Landmark zone", "zone de Repère"),
    "mana": ("Mana zone", "zone de Mana"),
    "discard": ("Discard pile", "pile de Défausse"),
    "hero_zone": ("Hero zone", "zone du Héros"),
    "hero": ("Hero expedition", "Expédition du Héros"),
    "companion": ("Companion expedition", "Expédition du Compagnon"),
    "limbo": ("Limbo", "Limbo"),
}

PHASE_NAMES: dict[str, tuple[str, str]] = {
    "morning": ("Morning", "Matin"),
    "noon": ("Noon", "Midi"),
    "afternoon": ("Afternoon", "Après-midi"),
    "dusk": ("Dusk", "Crépuscule"),
    "night": ("Night", "Nuit"),
}

STATUS_NAMES: dict[str, tuple[str, str]] = {
    "fleeting": ("Fleeting", "Fugace"),
    "anchored": ("Anchored", "Ancré"),
    "asleep": ("Asleep", "Endormi"),
    "boosted": ("Boosted", "Boosté"),
    "exhausted": ("Exhausted", "Épuisé"),
}


def zone_name(state: GameState, zone: str) -> tuple[str, str]:
    """``alice.reserve`` → ("Alice's Reserve", "Réserve d'Alice")."""
    kind = state.zone_kind(zone)
    en, fr = ZONE_NAMES.get(kind, (kind, kind))
    owner = state.zone_owner(zone)
    if owner is None:
        return en, fr
    who = owner.capitalize()
    return f"{who}'s {en}", f"{fr} {de(who)}"


def de(name: str) -> str:
    """French "de Bob" / "d'Alice"."""
    return f"d'{name}" if name[:1].lower() in "aeiouyhé" else f"de {name}"


def obj_name(obj: GameObject, lang: str = "en") -> str:
    """An object's name with its handle: ``Ordis Recruit (ordis-recruit#7)``."""
    if obj.is_emblem:
        word = "Reaction-Emblem" if lang == "en" else "Emblème-Réaction"
        return f"{word} #{obj.oid} ({obj.emblem_label})"
    return f"{obj.card.display(lang)} ({obj.ref})"


def player_name(player: str) -> str:
    """A player's name as printed."""
    return player.capitalize()


def status_name(status: str) -> tuple[str, str]:
    """A status in both languages."""
    return STATUS_NAMES.get(status, (status, status))


PHRASE_WORDS_FR = {"your": "votre", "a": "une", "an": "une", "opponent": "adverse", "opponent's": "adverse",
                   "hand": "Main", "reserve": "Réserve", "discard": "Défausse", "deck": "Deck",
                   "landmarks": "zone de Repère", "expedition": "Expédition", "expeditions": "Expéditions",
                   "play": "jeu", "hero": "Héros", "companion": "Compagnon"}


def zone_phrase_fr(phrase: str) -> str:
    """A zone phrase of the ability language (``your hand``) in French, word by word."""
    return " ".join(PHRASE_WORDS_FR.get(w, w) for w in phrase.split())
