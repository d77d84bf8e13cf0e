"""The scenario language's words in English and French (1.3.2 phases, 6.1.c verbs), and "did you mean".

One table per kind of word, read by the loader and by whatever documents the language: each maps every
accepted spelling (English, French infinitive, French without accents) to the English name the engine
uses. French verbs are infinitives, as the verbs of the rules (``Ravitaillez`` → ``ravitailler``); verbs of
several words are written with underscores, as the English ones (``créer_jeton``). Phase names and verb
names are matched without regard to case; a French word may be written with or without its accents.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

#: 1.3.2.a — the five phases of a day, in order: English → French.
PHASE_FRENCH: dict[str, str] = {
    "morning": "matin", "noon": "midi", "afternoon": "après-midi", "dusk": "crépuscule", "night": "nuit",
}

#: 6.1.c — the verbs of the structured ability language: English → French infinitive. ``None``: no French
#: name (a verb of the language itself, not of the cards).
VERB_FRENCH: dict[str, str | None] = {
    "draw": "piocher", "resupply": "ravitailler", "sabotage": "saboter", "create_token": "créer_jeton",
    "put": "mettre", "discard": "défausser", "sacrifice": "sacrifier", "exhaust": "épuiser", "ready": "redresser",
    "gain_status": "gagner_statut", "lose_status": "perdre_statut", "boost": "booster", "pay_mana": "payer_mana",
    "advance": "avancer", "after_you": "après_toi", "activate": "activer", "nothing": "rien",
    "exhaust_me": "épuiser_moi", "discard_me": "défausser_moi", "exhausted_resupply": "ravitailler_épuisé",
    "ascend": "élever", "play": "jouer", "next_card": "prochaine_carte", "gain_counters": "gagner_compteurs",
    "lose_counters": "perdre_compteurs", "mana_from_deck": "mana_depuis_deck",
    "to_mana": "mettre_en_mana", "augment": "amplifier", "rush": "foncer", "spend_counter": "dépenser_compteur",
    "reveal_top": "révéler_dessus", "draw_it": "la_piocher",
    "target": "cibler",
}


def fold_accents(word: str) -> str:
    """``word`` without its accents (``crépuscule`` → ``crepuscule``)."""
    plain = unicodedata.normalize("NFKD", word)
    return "".join(c for c in plain if not unicodedata.combining(c))


def _spellings(french: dict[str, str | None]) -> dict[str, str]:
    """Every accepted spelling (English, French, French without accents) → the English name."""
    out = {en: en for en in french}
    for en, fr in french.items():
        if fr:
            out.setdefault(fr, en)
            out.setdefault(fold_accents(fr), en)
    return out


#: Every accepted phase spelling → the English phase.
PHASE_WORDS: dict[str, str] = _spellings(dict(PHASE_FRENCH))
#: Every accepted verb spelling → the English verb.
VERB_WORDS: dict[str, str] = _spellings(VERB_FRENCH)


def phase_name(word: str) -> str | None:
    """The English name of a phase written in English or French, or None."""
    return PHASE_WORDS.get(word.strip().lower())


def verb_name(word: str) -> str | None:
    """The English name of a verb written in English or French (an infinitive), or None."""
    return VERB_WORDS.get(word.strip().lower())


def phases_listed() -> str:
    """The phases as errors list them: ``morning (matin), noon (midi), …``."""
    return ", ".join(f"{en} ({fr})" for en, fr in PHASE_FRENCH.items())


def verbs_listed() -> str:
    """The verbs as errors list them: ``draw (piocher), resupply (ravitailler), …, nothing (rien)``."""
    return ", ".join(f"{en} ({fr})" if fr else en for en, fr in VERB_FRENCH.items())


#: The French a judge writes for English-only words of the language (keys, zone words, card types, terrains,
#: yes/no …), without accents → the English word to write. Only "did you mean" reads it: these words are not
#: accepted in French (phases, statuses and verbs are, above and in the grammar), but a mistake says what to write.
FRENCH_HINTS: dict[str, tuple[str, ...]] = {
    "main": ("hand",), "reserve": ("reserve",), "defausse": ("discard",), "pile de defausse": ("discard",),
    "reperes": ("landmarks",), "repere": ("landmarks", "landmark"), "pioche": ("deck",), "heros": ("hero",),
    "zone du heros": ("hero_zone",), "compagnon": ("companion",), "expedition": ("expedition",),
    "expeditions": ("expeditions",), "mana": ("mana",), "limbes": ("limbo",), "foret": ("forest",),
    "montagne": ("mountain",), "eau": ("water",), "cout": ("cost",), "personnage": ("character",),
    "sort": ("spell",), "jeton": ("token",), "carte": ("card",), "coriace": ("tough",), "fugace": ("fleeting",),
    "eternel": ("eternal",), "statuts": ("statuses",), "statut": ("status", "statuses"), "boosts": ("boosts",),
    "epuise": ("exhausted",), "oui": ("yes",), "non": ("no",), "aucune": ("none",), "aucun": ("none",),
    "a": ("at",), "declencheur": ("trigger",), "effet": ("effect",), "capacites": ("abilities",),
    "joueurs": ("players",), "premier_joueur": ("first_player",), "jour": ("day",), "phase": ("phase",),
    "plateau": ("board",), "cartes": ("cards",), "choix": ("choices",), "attendu": ("expect",),
    "jamais": ("never",), "evenements": ("events",), "hypotheses": ("assumptions",), "par": ("by",),
    "depuis": ("from",), "cibles": ("targets",), "cible": ("target",), "vous": ("you",), "moi": ("me",),
    "adversaire": ("opponent",), "chaque": ("each",), "votre": ("your",), "gratuit": ("free",),
}


def _french_hint(word: str, names: list[str]) -> str | None:
    """The option a French word stands for (``repères`` → ``landmarks``), when it is one of ``names``."""
    for english in FRENCH_HINTS.get(" ".join(fold_accents(word).lower().replace("-", " ").split()), ()):
        if english in names:
            return english
    return None


def did_you_mean(word: str, options: Iterable[str]) -> str:
    """`` (did you mean 'X'?)`` for the option nearest to ``word`` (accents and case ignored), or ``""``; a French
    word of :data:`FRENCH_HINTS` names its English option (``main`` → ``hand``) before any spelling is compared.

    ``options`` is any iterable of strings: card ids, keys, verbs in both languages, phases, event names.
    """
    names = list(options)
    french = _french_hint(word, names)
    if french is not None and fold_accents(word).lower() != french:
        return f" (the French '{word}' is written '{french}')"
    folded = {fold_accents(n).lower(): n for n in reversed(names)}
    import difflib  # here: only a mistake needs it

    near = difflib.get_close_matches(fold_accents(word).lower(), list(folded), n=1)
    return f" (did you mean '{folded[near[0]]}'?)" if near else ""
