"""1.2.4.b — keywords the seed documents do not define, resolved as the cards' reminder text says.

Cooldown, Defender, Gigantic (here) and Seasoned (:func:`judge.engine.atomic.keeps_boosts`), and
the verb Exhausted Resupply: 1.2.4.b says some abilities are keywords, and the seed documents
define none of these. Each event that applies one cites the governing seed rule and says that
the seed documents do not define the keyword (reading ``keywords-by-reminder-text``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction, AtomicKind, gigantic
from judge.engine.declare import IllegalDeclaration
from judge.engine.steps import RunStep
from judge.engine.words import Label, card_label, named, obj_name
from judge.events import EventKind as K
from judge.events import Join, Msg, Zone
from judge.model.cards import CardDef, CostChange
from judge.model.state import EXPEDITIONS, GameObject

if TYPE_CHECKING:
    from judge.engine.core import Engine

UNDEFINED_EN = "the seed documents do not define {kw}: this follows the card's reminder text"
UNDEFINED_FR = "les règles fournies ne définissent pas {kw} : on suit le texte de rappel de la carte"

#: The keywords the seed documents do not define, in both languages.
KEYWORDS = {"scout": Label("Scout", "Repérage"), "defender": Label("Defender", "Défenseur"),
            "gigantic": Label("Gigantic", "Gigantesque"), "ascend": Label("Ascend", "s'Élever")}


def _undefined(keyword: str) -> Msg:
    """1.2.4.b — the note that a keyword is followed by its reminder text, the seed documents not defining it."""
    return Msg("keyword.undefined", kw=KEYWORDS[keyword])


def cooldown(engine: Engine, done: list[AtomicAction]) -> list[RunStep]:
    """5.2.3.j, 1.2.4.b — Cooldown: a Spell that went to the Reserve after its effect resolved is exhausted there:
    the steps that exhaust them, to run in order."""
    state = engine.state
    steps = []
    for action in done:
        obj = state.objects.get(action.result) if action.result is not None else None
        if obj is None or "cooldown" not in obj.card.keywords or state.zone_kind(obj.zone) != "reserve":
            continue
        engine.take_reading("keywords-by-reminder-text")
        name_en, name_fr = obj_name(obj, "en"), obj_name(obj, "fr")
        steps.append(RunStep([AtomicAction(AtomicKind.EXHAUST, "cooldown", obj.controller, obj=obj.oid,
                                           cites=("1.2.4.b",))],
                             obj.controller, ("1.2.4.b", "5.2.3.j"),
                             f"Cooldown: {name_en} went to the Reserve after its effect: exhaust it ("
                             + UNDEFINED_EN.format(kw="Cooldown") + ")",
                             f"Rafraîchissement : {name_fr} est allé dans la Réserve après son effet : l'épuiser ("
                             + UNDEFINED_FR.format(kw="Rafraîchissement") + ")"))
    return steps


def scout_cost(engine: Engine, card: CardDef, origin: str) -> int:
    """5.1.2.d, 1.2.4.b — Scout N: the card may be played from the Hand for N (the card's reminder text)."""
    if card.scout is None or origin != "hand":
        why = Msg("illegal.scout.none") if card.scout is None else Msg("illegal.scout.hand")
        raise IllegalDeclaration("illegal.scout", ("5.1.2.c", "1.2.4.b"), card=card_label(card), why=why)
    engine.take_reading("keywords-by-reminder-text")
    engine.emit(K.NOTE, Msg("keyword.scout", cost=card.scout, undefined=_undefined("scout")), ("1.2.4.b", "5.1.2.d"))
    return card.scout


def cost_changes(engine: Engine, obj: GameObject, origin: str, expedition: str | None, say: bool = False,
                 ) -> list[tuple[GameObject, CostChange]]:
    """5.1.2.d — the cost changes that make a card cost less, played from ``origin`` into ``expedition``: its own
    "I cost {N} less …" and its controller's objects in play that make Spells cost less, each with its source;
    nothing said (:func:`cost_reduction` says them; ``say``: the reading of an expedition not empty, too)."""
    state = engine.state
    card = obj.card
    base = card.reserve_cost if origin == "reserve" else card.hand_cost
    found: list[tuple[GameObject, CostChange]] = [(obj, c) for c in card.cost_changes if not c.spells]
    if card.type == "spell":
        found += [(src, c) for src in state.in_play(obj.controller) for c in src.card.cost_changes if c.spells]
    applying = []
    for source, change in found:
        if change.base_cost_at_least is not None and base < change.base_cost_at_least:
            continue
        if change.empty_expedition and (expedition is None or has_characters(engine, expedition, say)):
            continue
        applying.append((source, change))
    return applying


def has_characters(engine: Engine, expedition: str, say: bool) -> bool:
    """5.1.2.d, 1.2.4.b — whether ``expedition`` has a Character ("an Expedition with no Characters" is one that has
    none): one in it, or a Gigantic Character of its player in the other expedition, considered present in each of
    them (the card's reminder text; the reading ``gigantic-present-in-each-expedition``, taken if ``say``)."""
    if any(o.card.type == "character" for o in engine.state.in_zone(expedition)):
        return True
    giants = gigantic_elsewhere(engine, expedition)
    if not giants:
        return False
    if say:
        engine.take_reading("keywords-by-reminder-text")
        engine.take_reading("gigantic-present-in-each-expedition")
        engine.emit(K.NOTE, Msg("keyword.gigantic_present", names=Join(tuple(named(o) for o in giants)),
                                zone=Zone(expedition), undefined=_undefined("gigantic")), ("1.2.4.b", "5.1.2.d"),
                    actor=engine.state.zone_owner(expedition), objects=tuple(o.ref for o in giants))
    return True


def cost_reduction(engine: Engine, obj: GameObject, origin: str, expedition: str | None) -> int:
    """5.1.2.d — how much less a card costs: its own "I cost {N} less …" and its controller's objects in play
    that make Spells cost less (:func:`cost_changes`). The seed documents do not define cost changes: each is said
    with its card."""
    total = 0
    for source, change in cost_changes(engine, obj, origin, expedition, say=True):
        total += change.less
        engine.emit(K.NOTE, Msg("note.cost_less", source=named(source), less=change.less), ("5.1.2.d",))
    return total


def best_cost_reduction(engine: Engine, obj: GameObject, player: str, origin: str) -> int:
    """5.1.2.d, 5.2.1.a — how much less ``obj`` can cost ``player`` now, nothing said: with the expedition chosen at
    the declaration that lowers it most (a Character's "if that Expedition is empty"; an Expedition Permanent's too,
    its expedition chosen as a Character's is: the reading ``expedition-permanent-joins-an-expedition``), for an offer
    of cards to play."""
    joins = obj.card.type == "character" or obj.card.expedition_permanent
    places: list[str | None] = [f"{player}.{kind}" for kind in EXPEDITIONS] if joins else [None]
    return max(sum(c.less for _, c in cost_changes(engine, obj, origin, place)) for place in places)


def defender(engine: Engine, expedition: str) -> GameObject | None:
    """1.4.1.a, 1.2.4.b — Defender: "my Expedition can't move forward during Dusk" (the card's reminder text).

    A Gigantic Defender of another expedition of the same player holds this one back too: Gigantic's reminder text
    counts it as being in each of its controller's expeditions, each of them "my Expedition" for its Defender."""
    present = [*engine.state.in_zone(expedition), *gigantic_elsewhere(engine, expedition)]
    return next((o for o in present if "defender" in o.card.keywords), None)


def defender_lifted(engine: Engine, expedition: str, say: bool = True) -> GameObject | None:
    """1.4.2.a, 1.2.4.b — a Character in ``expedition`` whose passive says "[Defender] Characters don't prevent my
    Expedition from moving forward" (its condition holding now), if any; the trace says so unless ``say`` is False
    (reading ``defender-lifted-by-card-text``). A Gigantic Character of another expedition of the same player lifts
    it too: "my Expedition" is each of its player's expeditions (reading ``gigantic-my-expedition-each``)."""
    from judge.engine.conditions import condition_holds  # the conditions read the engine's verbs: when used
    from judge.engine.context import EffectContext

    for obj in [*engine.state.in_zone(expedition), *gigantic_elsewhere(engine, expedition)]:
        for lift in obj.card.defender_lifts:
            if lift.condition is None or condition_holds(engine, lift.condition,
                                                         EffectContext(obj.controller, me=obj.oid)):
                if not say:
                    return obj
                engine.take_reading("defender-lifted-by-card-text")
                if obj.zone != expedition:
                    engine.take_reading("gigantic-my-expedition-each")
                engine.emit(K.NOTE, Msg("note.defender_lifted", obj=named(obj), zone=Zone(expedition)),
                            ("1.4.2.a", "1.2.4.b"), actor=obj.controller, objects=(obj.ref,))
                return obj
    return None


def defended(engine: Engine, expedition: str, player: str) -> bool:
    """1.4.1.a — if a Defender is in ``expedition``, say that it cannot advance (can't beats can) and return True."""
    guard = defender(engine, expedition)
    if guard is None:
        return False
    engine.take_reading("keywords-by-reminder-text")
    engine.emit(K.IGNORED, Msg("keyword.defender", zone=Zone(expedition), guard=named(guard),
                               undefined=_undefined("defender")), ("1.4.1.a", "1.2.4.b", "1.3.2.e"), actor=player)
    return True


def defender_holds_at_dusk(engine: Engine, action: AtomicAction, at: int | None = None) -> str:
    """1.4.1.a, 1.2.4.b — Defender during all of Dusk: "my Expedition can't move forward during Dusk" (the card's
    reminder text) also makes an effect's advance impossible while Dusk is under way (an "At Dusk" reaction), not
    only Progress's (:func:`defended`); "" when nothing holds the expedition. A lifting card lets it advance (said
    by Progress, which asks first: not said again here). ``at``: the event the reading is shown at (the step's)."""
    zone = action.to_zone
    if action.kind is not AtomicKind.ADVANCE or zone is None or engine.state.phase != "dusk":
        return ""
    guard = defender(engine, zone)
    if guard is None or defender_lifted(engine, zone, say=False) is not None:
        return ""
    engine.take_reading("keywords-by-reminder-text", at=at)
    return Label(f"{obj_name(guard)} is a Defender: its expedition can't move forward during Dusk",
                 f"{obj_name(guard, 'fr')} est Défenseur : son expédition ne peut pas avancer pendant le Crépuscule")


def gigantic_elsewhere(engine: Engine, expedition: str) -> list[GameObject]:
    """1.3.2.e, 1.2.4.b — Gigantic: "I am considered present in each of your Expeditions": the Gigantic
    Characters of the player's other expeditions, which count in this one's statistics at Progress."""
    state = engine.state
    player, kind = expedition.split(".", 1)
    others = [f"{player}.{k}" for k in EXPEDITIONS if k != kind]
    return [o for z in others for o in state.in_zone(z) if o.card.type == "character" and is_gigantic(engine, o)]


def is_gigantic(engine: Engine, obj: GameObject) -> bool:
    """1.2.4.b, 6.5.c — whether ``obj`` is Gigantic now, found again first (its condition may hold since the last
    step: :func:`judge.engine.conditions.refresh_gigantic`), as :func:`judge.engine.atomic.gigantic` reads it."""
    from judge.engine.conditions import refresh_gigantic  # the conditions read the engine's verbs: when used

    refresh_gigantic(engine)
    return gigantic(obj, engine.state)


def gigantic_note(engine: Engine, expedition: str, giants: list[GameObject], player: str) -> None:
    """1.3.2.e, 1.2.4.b — say which Gigantic Characters count in ``expedition`` at Progress."""
    engine.take_reading("keywords-by-reminder-text")
    engine.emit(K.NOTE, Msg("keyword.gigantic", names=Join(tuple(named(o) for o in giants)), zone=Zone(expedition),
                            undefined=_undefined("gigantic")), ("1.3.2.e", "1.2.4.b"), actor=player)


def ascension_ends(engine: Engine) -> None:
    """4.2.5.b, 1.2.4.b — Ascend lasts "until Rest" (the card's reminder text): at Rest the expeditions stop."""
    state = engine.state
    if not state.ascended:
        return
    names = state.end_ascension()
    engine.take_reading("keywords-by-reminder-text")
    engine.emit(K.NOTE, Msg("keyword.ascend_ends", zones=Join(tuple(Zone(z) for z in names)),
                            undefined=_undefined("ascend")), ("4.2.5.b", "1.2.4.b"))

