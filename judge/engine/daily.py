"""4.2.c–e, 1.3.2.b/e/f, 4.2.5 — the daily effects of Morning, Dusk and Night.

Each daily effect is one step (its atomic actions simultaneous) recorded under a
``daily_effect`` event; reactions are checked after it (4.2.d) and the next daily
effect starts once Limbo is empty (4.2.e, which the check guarantees).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction
from judge.engine.context import EffectContext
from judge.engine.decisions import Decision, Option
from judge.engine.keywords import ascension_ends, defended, defender, gigantic_elsewhere, gigantic_note, stats_with
from judge.engine.reactions import check_reactions
from judge.engine.verbs import build_actions
from judge.engine.words import obj_name, player_name, zone_name
from judge.model.cards import TERRAINS, Verb
from judge.model.state import EXPEDITIONS, GameObject

if TYPE_CHECKING:
    from judge.engine.core import Engine

CLARIFICATION = "clarification-des-phases-d-une-journee"
TIE = "egalite"


def daily_effect(engine: Engine, en: str, fr: str, rules: tuple[str, ...], body: Callable[[], None]) -> None:
    """4.2.c–e — run one daily effect (Limbo is empty: the previous check played all), then check reactions."""
    engine.stage = en
    with engine.section("daily_effect", en, fr, ("4.2.c", "4.2.e", *rules)):
        body()
    check_reactions(engine, ("4.2.d", "4.4.a"), f"after {en}", f"après {fr}", always=True,
                    settled=True)


# -- Morning -------------------------------------------------------------------------------------------

def morning(engine: Engine) -> None:
    """1.3.2.b — first-player marker, Prepare, Draw, Mana."""
    daily_effect(engine, "first-player marker", "marqueur Premier Joueur", ("1.3.2.b", CLARIFICATION),
                 lambda: _pass_marker(engine))
    daily_effect(engine, "Prepare", "Préparer", ("1.3.2.b",), lambda: _prepare(engine))
    daily_effect(engine, "Draw", "Pioche", ("1.3.2.b",), lambda: _draw(engine))
    daily_effect(engine, "Mana", "Mana", ("1.3.2.b", CLARIFICATION), lambda: _mana(engine))


def _pass_marker(engine: Engine) -> None:
    """1.3.2.b — the first player's opponent becomes the first player, except on the first day."""
    state = engine.state
    if state.day == 1:
        engine.emit("note", f"day 1: the first-player marker stays with {player_name(state.first_player)}",
                    f"jour 1 : le marqueur Premier Joueur reste à {player_name(state.first_player)}",
                    (CLARIFICATION,))
        return
    state.first_player = state.opponent(state.first_player)
    who = player_name(state.first_player)
    engine.emit("first_player", f"{who} becomes the first player", f"{who} devient le premier joueur",
                ("1.3.2.b", CLARIFICATION), actor=state.first_player)


def _prepare(engine: Engine) -> None:
    """1.3.2.b — players ready their Characters, Permanents and Mana Orbs (one step)."""
    state = engine.state
    actions = []
    for player in state.initiative_order():
        for obj in state.in_play(player) + state.in_zone(f"{player}.mana"):
            if obj.exhausted:
                actions.append(AtomicAction("ready", "prepare", player, obj=obj.oid))
    engine.run_step(actions, controller=None, rules=("1.3.2.b", "6.1.e"), en="ready every exhausted Character, "
                    "Permanent and Mana Orb", fr="redresser Personnages, Permanents et Orbes de Mana épuisés",
                    check=False)


def _draw(engine: Engine) -> None:
    """1.3.2.b — each player draws two cards (one step)."""
    actions = [a for p in engine.state.initiative_order()
               for a in build_actions(engine, Verb("draw", amount=2), EffectContext(p))]
    engine.run_step(actions, controller=None, rules=("1.3.2.b", "6.1.e"), en="each player draws two cards",
                    fr="chaque joueur pioche deux cartes", check=False)


def _mana(engine: Engine) -> None:
    """1.3.2.b, 6.1.g — in first-player order, each player may put a card from their Hand into their Mana zone."""
    state = engine.state
    actions = []
    for player in state.initiative_order():
        hand = state.in_zone(f"{player}.hand")
        if not hand:
            continue
        who = player_name(player)
        options = (Option("none", "no card", "aucune carte"),
                   *(Option(o.ref, obj_name(o, "en"), obj_name(o, "fr")) for o in hand))
        key = engine.decide(Decision("mana", player, options, ("1.3.2.b", "6.1.g", "1.4.5.a"),
                                     f"{who} may put a card from their Hand into their Mana zone",
                                     f"{who} peut mettre une carte de sa Main dans sa zone de Mana"))[0]
        if key != "none":
            oid = next(o.oid for o in hand if o.ref == key)
            actions.append(AtomicAction("move", "mana", player, obj=oid, to_zone=f"{player}.mana",
                                        from_zone=f"{player}.hand"))
    engine.run_step(actions, controller=None, rules=("1.3.2.b", "2.2.1.f"),
                    en="the chosen cards go face down into the Mana zones as Mana Orbs",
                    fr="les cartes choisies vont face cachée dans les zones de Mana : Orbes de Mana", check=False)


# -- Dusk -----------------------------------------------------------------------------------------------

def dusk(engine: Engine) -> None:
    """1.3.2.e — Progress: the expeditions compare their statistics, and the winners advance."""
    daily_effect(engine, "Progress", "avancement des Expéditions", ("1.3.2.e", CLARIFICATION),
                 lambda: progress(engine))


def expedition_stats(engine: Engine, expedition: str) -> dict[str, int]:
    """1.3.2.e — the sum of each statistic over the Characters of an expedition (boosts included)."""
    return stats_with([*engine.state.in_zone(expedition), *gigantic_elsewhere(engine, expedition)])


def progress(engine: Engine) -> None:
    """1.3.2.e, 7.3.11 — compare facing expeditions in their region's terrains; advance all winners at once."""
    state = engine.state
    actions = []
    for player in state.initiative_order():
        for exp in EXPEDITIONS:
            if giants := gigantic_elsewhere(engine, f"{player}.{exp}"):
                gigantic_note(engine, f"{player}.{exp}", giants, player)
    for player in state.initiative_order():
        for exp in EXPEDITIONS:
            key = f"{player}.{exp}"
            facing = f"{state.opponent(player)}.{exp}"
            region = state.adventure[state.markers[key]]
            rules: tuple[str, ...] = ("1.3.2.e",)
            terrains, where = region.terrains, region.name
            if state.arena:  # glossary "Égalité": the statistics are compared in the Arena
                terrains, where, rules = TERRAINS, "the Arena", ("1.3.2.e", TIE)
            mine, theirs = expedition_stats(engine, key), expedition_stats(engine, facing)
            lifted = key in state.ascended  # Ascend: "even if matched" (the card's reminder text)
            wins = [t for t in terrains if (mine[t] > theirs[t] or (lifted and mine[t] == theirs[t])) and mine[t] > 0]
            if lifted and any(mine[t] == theirs[t] for t in wins):
                rules += ("1.2.4.b",)
                engine.take_reading("keywords-by-reminder-text")
            detail = ", ".join(f"{t} {mine[t]} vs {theirs[t]}" for t in terrains) or "no terrain"
            en, fr = zone_name(state, key)
            verdict_en = f"advances ({', '.join(wins)})" if wins else "does not advance"
            verdict_fr = f"avance ({', '.join(wins)})" if wins else "n'avance pas"
            guarded = bool(wins) and defender(engine, key) is not None
            if guarded:
                verdict_en, verdict_fr = f"would advance ({', '.join(wins)})", f"avancerait ({', '.join(wins)})"
            engine.emit("compare", f"{en} in {where}: {detail} → {verdict_en}",
                        f"{fr} ({where}) : {detail} → {verdict_fr}", rules, actor=player,
                        expedition=key, advances=bool(wins) and not guarded)
            if guarded:
                defended(engine, key, player)
            elif wins:
                actions.append(AtomicAction("advance", "advance", player, to_zone=key))
    done = engine.run_step(actions, controller=None, rules=("1.3.2.e", "7.3.11.a", "6.1.f"),
                           en="the winning expeditions advance, simultaneously",
                           fr="les expéditions gagnantes avancent, simultanément", check=False)
    for action in done:
        if action.kind == "advance" and not action.impossible and action.to_zone:
            region = state.adventure[state.markers[action.to_zone]]
            if region.face_down:
                region.face_down = False
                engine.emit("reveal", f"{region.name} was a face-down Tumult: it is revealed",
                            f"{region.name} était un Tumulte face cachée : il est révélé", ("7.3.11.b",),
                            actor=action.actor)
                engine.emit("not_yet", "not yet: this version does not resolve Tumult effects",
                            "pas encore : cette version ne résout pas les effets des Tumultes", (CLARIFICATION,))
    _meetings(engine)


def _meetings(engine: Engine) -> None:
    """Glossary "Égalité" — expeditions that meet; both sides at once is a tie, played on in the Arena."""
    state = engine.state
    if state.arena:
        return
    met = [p for p in state.initiative_order() if state.markers[f"{p}.hero"] >= state.markers[f"{p}.companion"]]
    if len(met) == 2:
        state.arena = True
        engine.emit("tie", "both players' expeditions have met: a tie — the game goes on with an extra day in the "
                           "Arena", "les expéditions des deux camps se sont rejointes : égalité — la partie continue "
                    "avec un jour supplémentaire dans l'Arène", (TIE,))
    elif met:
        who = player_name(met[0])
        engine.emit("note", f"{who}'s expeditions have met (the seed documents do not give the victory rule)",
                    f"les expéditions {who} se sont rejointes (les règles fournies ne donnent pas la victoire)",
                    (TIE,), actor=met[0])


# -- Night ----------------------------------------------------------------------------------------------

def night(engine: Engine) -> None:
    """4.2.5.a — two daily effects: Rest, then Clean-up."""
    daily_effect(engine, "Rest", "Repos", ("4.2.5.b", "1.3.2.f"), lambda: rest(engine))
    daily_effect(engine, "Clean-up", "Nettoyage", ("4.2.5.c", "1.3.2.f"), lambda: clean_up(engine))
    above_limits(engine)


def limits(engine: Engine, player: str) -> dict[str, int]:
    """4.2.5.c–d — a player's Reserve and Landmark limits: their Hero's, or 2 without a Hero."""
    hero = engine.state.in_zone(f"{player}.hero_zone")
    return {"reserve": hero[0].card.reserve_limit if hero else 2,
            "landmarks": hero[0].card.landmark_limit if hero else 2}


def above_limits(engine: Engine) -> None:
    """4.2.5.d remark — after Clean-up and its reactions, a player may be left above a limit: said, not redone."""
    state = engine.state
    for player in state.initiative_order():
        for zone, limit in limits(engine, player).items():
            count = len(state.in_zone(f"{player}.{zone}"))
            if count > limit:
                who = player_name(player)
                en, fr = zone_name(state, f"{player}.{zone}")
                engine.emit("note", f"{who} ends the day with {count} objects in {en}, above the limit of {limit}: "
                            f"Clean-up is not done again (a reaction or a modified Clean-up may leave excess "
                            f"objects)", f"{who} finit la journée avec {count} objets : {fr}, au-delà de la limite "
                            f"de {limit} : le Nettoyage n'est pas refait (une réaction ou un Nettoyage modifié "
                            f"peut laisser des objets en excès)", ("4.2.5.d",), actor=player)


def rest(engine: Engine) -> None:
    """4.2.5.b — Characters in the Expedition zone are sent to the Reserve (statuses modify it: see modifiers)."""
    state = engine.state
    actions = [AtomicAction("move", "rest", o.controller, obj=o.oid, to_zone=f"{o.owner}.reserve", from_zone=o.zone)
               for p in state.initiative_order() for e in EXPEDITIONS for o in state.in_zone(f"{p}.{e}")
               if o.card.type == "character"]
    engine.run_step(actions, controller=None, rules=("4.2.5.b", "1.3.2.f"),
                    en="Characters in expeditions go to the Reserve", fr="les Personnages des expéditions vont "
                    "dans la Réserve", check=False)
    ascension_ends(engine)


def clean_up(engine: Engine) -> None:
    """4.2.5.c–d — each player keeps up to their limits in Reserve and Landmarks; the rest is discarded at once."""
    state = engine.state
    discarded: list[AtomicAction] = []
    for player in state.initiative_order():
        has_hero = bool(state.in_zone(f"{player}.hero_zone"))
        for zone, limit in limits(engine, player).items():
            objects = state.in_zone(f"{player}.{zone}")
            if len(objects) <= limit:
                continue
            keep = _choose_kept(engine, player, zone, objects, limit, has_hero)
            discarded += [AtomicAction("move", "discard", player, obj=o.oid, to_zone=f"{o.owner}.discard",
                                       from_zone=o.zone) for o in objects if o.ref not in keep]
    engine.run_step(discarded, controller=None, rules=("4.2.5.c",),
                    en="the objects not kept are discarded simultaneously",
                    fr="les objets non sélectionnés sont défaussés simultanément", check=False)


def _choose_kept(engine: Engine, player: str, zone: str, objects: list[GameObject], limit: int,
                 has_hero: bool) -> set[str]:
    """4.2.5.c remark, 6.1.g — the player chooses what to keep; choices are made in initiative order."""
    who = player_name(player)
    en, fr = zone_name(engine.state, f"{player}.{zone}")
    rules = ("4.2.5.c", "6.1.g") if has_hero else ("4.2.5.c", "4.2.5.d", "6.1.g")
    options = tuple(Option(o.ref, obj_name(o, "en"), obj_name(o, "fr")) for o in objects)
    keys = engine.decide(Decision("keep_cards", player, options, rules,
                                  f"{who} keeps {limit} object(s) in {en}",
                                  f"{who} garde {limit} objet(s) : {fr}", count=limit))
    return set(keys)
