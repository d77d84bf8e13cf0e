"""How the engine names things in English and French (the seed's own French terms).

Every French phrase that names a zone, a type, a terrain, a region or a label is made here, with its
article, so that the engine and the renderers say it one way: "la Main d'Alice", "la Défausse de Bob",
"l'Orbe de Mana", "une cible (Personnage)".
"""

from __future__ import annotations

from judge.events import Join, Msg, Named
from judge.model.cards import MANA_ORB, UNKNOWN_CARD, CardDef
from judge.model.copies import share
from judge.model.state import GameObject, GameState

#: kind → (English, French, the French article: "la ", "le " or "l'")
ZONE_NAMES: dict[str, tuple[str, str, str]] = {
    "deck": ("Deck", "Deck", "le "),
    "hand": ("Hand", "Main", "la "),
    "reserve": ("Reserve", "Réserve", "la "),
    "landmarks": ("Landmark zone", "zone des Repères", "la "),  # the seed: « zone des Repères »
    "mana": ("Mana zone", "zone de Mana", "la "),
    "discard": ("Discard pile", "Défausse", "la "),
    "hero_zone": ("Hero zone", "zone du Héros", "la "),
    "hero": ("Hero expedition", "Expédition du Héros", "l'"),
    "companion": ("Companion expedition", "Expédition du Compagnon", "l'"),
    "limbo": ("Limbo", "Limbo", "le "),
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

#: The types a selector names (2.2.1), as a target's kind is shown: "une cible (Personnage)".
TYPE_NAMES: dict[str, tuple[str, str]] = {
    "character": ("Character", "Personnage"),
    "permanent": ("Permanent", "Permanent"),
    "landmark": ("Landmark", "Repère"),
    "spell": ("Spell", "Sort"),
    "hero": ("Hero", "Héros"),
    "token": ("token", "jeton"),
    "card": ("card", "carte"),
    "object": ("object", "objet"),
    "expedition": ("expedition", "Expédition"),
    "player": ("player", "joueur"),
    "mana_orb": ("Mana Orb", "Orbe de Mana"),
    "emblem": ("Emblem", "Emblème"),
}

TERRAIN_NAMES: dict[str, tuple[str, str]] = {
    "forest": ("forest", "forêt"),
    "mountain": ("mountain", "montagne"),
    "water": ("water", "eau"),
}


def zone_name(state: GameState, zone: str) -> tuple[str, str]:
    """``alice.reserve`` → ("Alice's Reserve", "la Réserve d'Alice"): the French with its article, to follow
    "dans", "depuis", "vers" (capitalise it to start a heading: :func:`capitalised`)."""
    return zone_words(zone)


def zone_words(zone: str) -> tuple[str, str]:
    """A zone key said in English and French (see :func:`zone_name`): it depends on the key alone."""
    kind = zone.split(".", 1)[1] if "." in zone else zone
    en, fr, article = ZONE_NAMES.get(kind, (kind, kind, ""))
    owner = zone.split(".", 1)[0] if "." in zone else None
    if owner is None:
        return en, f"{article}{fr}"
    who = owner.capitalize()
    return f"{who}'s {en}", f"{article}{fr} {de(who)}"


def capitalised(text: str) -> str:
    """The text with its first letter in capitals (a French zone name at the start of a heading)."""
    return text[:1].upper() + text[1:]


def de(name: str) -> str:
    """French "de Bob" / "d'Alice" / "de la Main" / "du Deck" (a name with its article)."""
    if name.startswith("le "):
        return f"du {name[3:]}"
    if name.startswith("les "):
        return f"des {name[4:]}"
    return f"d'{name}" if name[:1].lower() in "aeiouyhéèêàâîô" else f"de {name}"


#: The cards named by a common noun, which French gives an article: "épuiser l'Orbe de Mana".
ARTICLES_FR = {MANA_ORB: "l'", UNKNOWN_CARD: "une "}


def obj_name(obj: GameObject, lang: str = "en") -> str:
    """An object's name with its handle: ``Ordis Recruit (ordis-recruit#7)``."""
    return named_words(named(obj), lang)


def named_words(obj: Named, lang: str) -> str:
    """An object as an event captured it (:class:`~judge.events.Named`), named with its handle; a
    Reaction-Emblem by its number and the label of its reaction."""
    if obj.emblem_label is not None:
        word = "Reaction-Emblem" if lang == "en" else "Emblème-Réaction"
        return f"{word} #{obj.oid} ({obj.emblem_label if lang == 'en' else label_fr(obj.emblem_label)})"
    if lang == "fr":
        return f"{ARTICLES_FR.get(obj.card.id, '')}{obj.card.display(lang)} ({obj.ref})"
    return f"{obj.card.display(lang)} ({obj.ref})"


def player_name(player: str) -> str:
    """A player's name as printed."""
    return player.capitalize()


def status_name(status: str) -> tuple[str, str]:
    """A status in both languages."""
    return STATUS_NAMES.get(status, (status, status))


def type_name(kind: str) -> tuple[str, str]:
    """A selector's type (``character``, ``card``, ``expedition`` …) in both languages."""
    return TYPE_NAMES.get(kind, (kind, kind))


def type_label(kind: str) -> Label:
    """A selector's type as a target's kind is said: ``character`` as written in English, "Personnage" in French."""
    return Label(kind, type_name(kind)[1])


def terrain_name(terrain: str) -> tuple[str, str]:
    """A terrain (1.3.2.e) in both languages."""
    return TERRAIN_NAMES.get(terrain, (terrain, terrain))


def terrain_label(terrain: str) -> Label:
    """A terrain (1.3.2.e) in both languages."""
    return Label(*terrain_name(terrain))


def terrain_totals(terrains: tuple[str, ...], mine: dict[str, int], theirs: dict[str, int]) -> Join:
    """1.3.2.e — the statistics compared in each terrain: "forest 2 vs 1", "forêt 2 contre 1"."""
    return Join(tuple(Msg("compare.terrain", terrain=terrain_label(t), mine=mine[t], theirs=theirs[t])
                      for t in terrains), empty=Msg("compare.no_terrain"))


_REGION_FR = (("hero region", "région du Héros"), ("companion region", "région du Compagnon"),
              ("the Arena", "l'Arène"), ("Tumult ", "Tumulte "), ("region ", "région "))


def region_label(name: str) -> Label:
    """A region's name in both languages (see :func:`region_name_fr`)."""
    return Label(name, region_name_fr(name))


def region_name_fr(name: str) -> str:
    """A region's name in French: the default names ("hero region", "Tumult 2", "region 3") translated, a
    name the scenario gave kept as written."""
    for en, fr in _REGION_FR:
        if name == en or (en.endswith(" ") and name.startswith(en) and name[len(en):].isdigit()):
            return fr + name[len(en):]
    return name


class Label(str):
    """A name shown in the trace (an ability's ``label``, a card's name): the English text, which is what
    compares, hashes and is matched by scripted answers, and its French ``fr`` (``label_fr``, ``name_fr``)."""

    fr: str

    def __new__(cls, en: str, fr: str = "") -> Label:
        """The label ``en``, said ``fr`` in French (``en`` when not given)."""
        made = super().__new__(cls, en)
        made.fr = fr or en
        return made

    def __reduce__(self) -> tuple[type[Label], tuple[str, str]]:
        """Copies and pickles keep the French."""
        return Label, (str(self), self.fr)


share(Label)  # immutable: a copy of the resolution shares it


def singular(number: int, lang: str) -> bool:
    """Whether words agree with ``number`` in the singular in ``lang``: 1 in English ("0 targets"), below 2 in
    French (« 0 cible », « 1 cible »). The message tables say it ``{count:target|targets}``
    (:mod:`judge.render.messages`)."""
    return abs(number) < 2 if lang == "fr" else abs(number) == 1


def counted(number: int, one: str, many: str, lang: str) -> str:
    """``number`` and the form of its noun that agrees with it: ``1 card``, ``2 cards``, « 0 carte »."""
    return f"{number} {one if singular(number, lang) else many}"


def as_label(text: str) -> Label:
    """``text`` as a :class:`Label`: itself when it is one (its French kept), else the same words in both languages."""
    return text if isinstance(text, Label) else Label(text)


def label_fr(label: str) -> str:
    """A label in French: its ``fr`` when it is a :class:`Label`, else the text as given."""
    return label.fr if isinstance(label, Label) else label


def ability_label(obj: GameObject, ability: object) -> Label:
    """An ability's name in the trace: its ``label``/``label_fr``, else the object's name with its handle."""
    en = getattr(ability, "label", "") or ""
    if not en:
        return Label(obj_name(obj, "en"), obj_name(obj, "fr"))
    return Label(en, getattr(ability, "label_fr", "") or en)


def card_label(card: CardDef, ability: object | None = None) -> Label:
    """A card or quick action's name in the trace: the ability's label if it has one, else the card's name."""
    en = getattr(ability, "label", "") or ""
    if en:
        return Label(en, getattr(ability, "label_fr", "") or en)
    return Label(card.name, card.display("fr"))


#: Why an atomic action cannot happen (1.4.1.c), as the engine says it, in French.
IMPOSSIBLE_FR = {
    "the object is no longer there": "l'objet n'est plus là",
    "already exhausted": "déjà épuisé",
    "not exhausted": "pas épuisé",
    "the expedition is in the Arena": "l'expédition est dans l'Arène",
    "the expedition has already advanced this Dusk": "l'expédition a déjà avancé pendant ce Crépuscule",
    "the expedition is already in the region opposite its origin":
        "l'expédition est déjà dans la région opposée à son origine",
    "the deck is empty": "le Deck est vide",
    "no ready Mana Orb left": "plus aucun Orbe de Mana prêt",
    "not in play": "pas en jeu",
    "no turn is under way": "aucun tour n'est en cours",
    "it is no longer the top card of the deck": "ce n'est plus la carte du dessus du Deck",
}


#: 1.2.4.c — named counters other than boosts: the ability language's (English) name → the French one.
COUNTER_FRENCH: dict[str, str] = {"trial": "Épreuve", "quest": "Quête"}


def counter_name(name: str, lang: str) -> str:
    """A named counter as the trace says it: ``Trial`` / ``Épreuve`` (an unknown name capitalised)."""
    return COUNTER_FRENCH.get(name, name.title()) if lang == "fr" else name.title()


def impossible_label(reason: str) -> Label:
    """Why an atomic action cannot happen, in both languages."""
    return reason if isinstance(reason, Label) else Label(reason, IMPOSSIBLE_FR.get(reason, reason))


PHRASE_WORDS_FR = {"your": "votre", "a": "une", "an": "une", "opponent": "adverse", "opponent's": "adverse",
                   "hand": "Main", "reserve": "Réserve", "discard": "Défausse", "deck": "Deck",
                   "landmarks": "zone des Repères", "expedition": "Expédition", "expeditions": "Expéditions",
                   "play": "jeu", "hero": "du Héros", "companion": "du Compagnon", "any": "n'importe quelle"}
_PHRASE_FR = {"your hand": "votre Main", "your reserve": "votre Réserve", "your discard": "votre Défausse",
              "your deck": "votre Deck", "your landmarks": "votre zone des Repères",
              "your expedition": "une de vos Expéditions", "your expeditions": "vos Expéditions",
              "your hero expedition": "votre Expédition du Héros",
              "your companion expedition": "votre Expédition du Compagnon",
              "opponent hand": "la Main adverse", "opponent's hand": "la Main adverse",
              "opponent reserve": "la Réserve adverse", "opponent's reserve": "la Réserve adverse",
              "opponent expedition": "une Expédition adverse", "opponent's expedition": "une Expédition adverse",
              "opponent expeditions": "les Expéditions adverses",
              "opponent's expeditions": "les Expéditions adverses",
              "a reserve": "une Réserve", "a hand": "une Main", "expedition": "une Expédition",
              "expeditions": "les Expéditions", "play": "le jeu", "in play": "en jeu"}


def zone_phrase_fr(phrase: str) -> str:
    """A zone phrase of the ability language (``your hand``) in French: "votre Main" (the common phrases as
    a whole, others word by word)."""
    said = _PHRASE_FR.get(" ".join(phrase.lower().split()))
    if said is not None:
        return said
    return " ".join(PHRASE_WORDS_FR.get(w, w) for w in phrase.split())



def named(obj: GameObject) -> Named:
    """An object as a message names it (its card, handle and number, an emblem's label), captured now: the
    object may move or cease afterwards.

    What it captures never changes while the object exists (a card that moves is a new object, 1.4.4.a), so an
    object other than an emblem keeps its name once made, as it keeps its handle (``GameObject.ref``): no field of
    the record, so neither copied nor keyed."""
    if obj.emblem_source is not None:
        return _NEW_NAMED(Named, (obj.card, obj.ref, obj.oid, obj.emblem_label))
    kept = obj.__dict__
    made: Named | None = kept.get("named")
    if made is None:
        made = kept["named"] = _NEW_NAMED(Named, (shown_card(obj), obj.ref, obj.oid, None))
    return made


#: What a face-down card in a Mana zone shows: a Mana Orb (2.2.1.f).
FACE_DOWN_ORB = CardDef(MANA_ORB, "Mana Orb", "mana_orb", name_fr="Orbe de Mana")


def shown_card(obj: GameObject) -> CardDef:
    """2.2.1.f, 1.3.2.b — the card an object is named by: a card in a Mana zone is face down there, an object whose
    type is Mana Orb, so it is named a Mana Orb, its handle (``herald#3``) telling the reader which card it is; the
    card it hides is not said (an object that moves is a new object, 1.4.4.a, so the name never changes)."""
    card = obj.card
    if card.id != MANA_ORB and obj.zone.endswith(".mana"):
        return FACE_DOWN_ORB
    return card


_NEW_NAMED = tuple.__new__  # a named tuple made without the Python-level ``__new__`` of its class


def phase_label(phase: str) -> Label:
    """A phase's name in both languages (``?`` for none)."""
    return _PHASE_LABELS.get(phase) or Label("?", "?")


def status_label(status: str) -> Label:
    """A status's name in both languages."""
    return Label(*status_name(status))


_PHASE_LABELS = {phase: Label(en, fr) for phase, (en, fr) in PHASE_NAMES.items()}
