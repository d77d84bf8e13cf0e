"""The game's words the grammar leaves as bracketed or symbolic tokens, in English and French.

This is a lexicon of keywords, statuses, types and phases (the words of the rules), never of
card names: a card's text is read by the grammar's templates.
"""

from __future__ import annotations

from judge.engine.words import COUNTER_FRENCH

#: Keyword → (canonical keyword, the verb or passive it is in the ability language, or None when
#: the engine lacks the mechanism). French grammatical forms are listed with the English ones.
KEYWORDS: dict[str, str] = {
    "sabotage": "Sabotage", "sabotez": "Sabotage", "saboter": "Sabotage", "sabote": "Sabotage",
    "resupply": "Resupply", "ravitaillez": "Resupply", "ravitailler": "Resupply",
    "resupplies": "Resupply", "ravitaille": "Resupply",
    "after you": "After You", "après vous": "After You",
    "tough": "Tough", "coriace": "Tough", "coriaces": "Tough",
    "eternal": "Eternal", "éternel": "Eternal", "éternelle": "Eternal", "éternels": "Eternal",
    "defender": "Defender", "défenseur": "Defender", "défenseuse": "Defender", "défenseurs": "Defender",
    "gigantic": "Gigantic", "gigantesque": "Gigantic",
    "seasoned": "Seasoned", "aguerri": "Seasoned", "aguerris": "Seasoned", "aguerrie": "Seasoned",
    "cooldown": "Cooldown", "rafraîchissement": "Cooldown",
    "scout": "Scout", "repérage": "Scout",
    "rush": "Rush", "foncer": "Rush", "foncez": "Rush",
    "augment": "Augment", "amplifier": "Augment", "amplifiez": "Augment",
    "exhausted resupply": "Exhausted Resupply", "ravitaillez épuisé": "Exhausted Resupply",
    "exhausted resupplies": "Exhausted Resupply", "ravitaille épuisé": "Exhausted Resupply",
    "ascends": "Ascend", "ascend": "Ascend", "s'élève": "Ascend", "s'élèvent": "Ascend",
    "gift": "Gift", "don": "Gift",
    "in contact": "In Contact", "en contact": "In Contact",
}

#: Keywords the ability language has: as a step (verbs) or as a passive (keywords of CardDef).
STEP_KEYWORDS = {"Sabotage": "sabotage", "Resupply": "resupply", "After You": "after_you",
                 "Exhausted Resupply": "exhausted_resupply", "Rush": "rush"}
PASSIVE_KEYWORDS = ("Tough", "Eternal")
#: Keywords the seed documents do not define, resolved as their reminder text says (judge.engine.keywords).
REMINDER_PASSIVES = {"Cooldown": "cooldown", "Defender": "defender", "Seasoned": "seasoned", "Gigantic": "gigantic"}

TYPES: dict[str, str] = {
    "character": "character", "characters": "character", "personnage": "character", "personnages": "character",
    "permanent": "permanent", "permanents": "permanent",
    "card": "card", "cards": "card", "carte": "card", "cartes": "card",
    "expedition": "expedition", "expeditions": "expedition", "expédition": "expedition",
    "expéditions": "expedition",
    "spell": "spell", "spells": "spell", "sort": "spell", "sorts": "spell",
    "mana orb": "mana_orb", "orbe de mana": "mana_orb",
}

#: 1.2.4.c — named counters other than boosts: the French name → the English one (the ability language's).
COUNTER_NAMES: dict[str, str] = {fr.lower(): en for en, fr in COUNTER_FRENCH.items()}

#: Subtypes a template names ("a non-Illusion Character"): the French name → the English one, lower case.
SUBTYPE_NAMES: dict[str, str] = {"illusion": "illusion"}

#: "my third … counter": ordinal words (English and French) → the count reached.
ORDINALS: dict[str, int] = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
    "premier": 1, "deuxième": 2, "troisième": 3, "quatrième": 4, "cinquième": 5, "sixième": 6,
}

NUMBERS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5,
}


def keyword(bracket: str) -> tuple[str, str]:
    """``[Tough 2]`` → (``Tough``, ``2``); an unknown word comes back as itself, capitalised."""
    inner = bracket.strip("[]").strip()
    words = inner.split()
    value = ""
    if len(words) > 1 and (words[-1].isdigit() or words[-1] == "x"):
        value = words[-1]
        inner = " ".join(words[:-1])
    return KEYWORDS.get(inner, inner.title()), value
