"""4.2.c–e, 1.3.2.b/e/f, 4.2.5 — the daily effects of Morning, Dusk and Night.

Each daily effect is one step (its atomic actions simultaneous) recorded under a
``daily_effect`` event; reactions are checked after it (4.2.d) and the next daily
effect starts once Limbo is empty (4.2.e, which the check guarantees).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge.engine.atomic import AtomicAction, AtomicKind, already_advanced_this_dusk
from judge.engine.context import EffectContext
from judge.engine.core import Proc
from judge.engine.decisions import Decision, DecisionKind, Option
from judge.engine.effects import CheckReactions
from judge.engine.failing import fail_reactions
from judge.engine.keywords import (
    ascension_ends,
    defended,
    defender,
    defender_lifted,
    gigantic_elsewhere,
    gigantic_note,
    is_gigantic,
)
from judge.engine.modifiers import mark_impossible, rests
from judge.engine.statics import stat_note, statistics
from judge.engine.steps import RunStep
from judge.engine.tumults import CLARIFICATION, reveal_tumults_entered
from judge.engine.verbs import build_actions
from judge.engine.words import counted, obj_name, player_name, region_label, terrain_label, terrain_totals, zone_name
from judge.events import De, Join, Msg, Pair, Zone
from judge.events import EventKind as K
from judge.model.cards import TERRAINS, Reaction, Verb
from judge.model.ids import Seq
from judge.model.state import EXPEDITIONS, IN_PLAY, GameObject, GameState

if TYPE_CHECKING:
    from judge.engine.core import Engine

TIE = "egalite"


@dataclass
class DailyEffect(Proc):
    """4.2.c–e — run one daily effect (Limbo is empty: the previous check played all), then check reactions."""

    en: str
    fr: str
    rules: tuple[str, ...]
    body: Proc
    seq: Seq = 0

    def step(self, engine: Engine) -> None:
        """Open it and run its body; close it and check reactions (4.2.d)."""
        if self.at == 0:
            self.seq = engine.emit(K.DAILY_EFFECT, Msg("daily_effect", name=Pair(self.en, self.fr)),
                                   ("4.2.c", "4.2.e", *self.rules))
            engine.trace.open(self.seq)
            self.at = 1
            engine.call(self.body)
            return
        if self.at == 1:
            engine.trace.close(self.seq)
            self.at = 2
            key = DAILY_EFFECT_KEYS.get(self.en)
            if key is not None and watched_after(engine.state, key):
                engine.call(after_daily_effect(engine.state, key, self.en, self.fr))
                return
        engine.tail(CheckReactions(("4.2.d", "4.4.a"), f"after {self.en}", f"après {with_article_fr(self.fr)}",
                                   always=True))


#: The daily effects a reaction may follow ("After Rest —", 4.2.d's remark), by the key the language names them.
DAILY_EFFECT_KEYS = {"first-player marker": "first_player_marker", "Prepare": "prepare", "Draw": "draw",
                     "Mana": "mana", "Progress": "progress", "Rest": "rest", "Clean-up": "clean_up"}


def watched_after(state: GameState, key: str) -> bool:
    """4.2.d — whether a card's reaction triggers "after [this daily effect]" (``trigger: {after: KEY}``): only
    then is the daily effect's end an instant of its own in the trace."""
    phase = f"after:{key}"
    return any(isinstance(a, Reaction) and a.trigger.event == "phase" and a.trigger.phase == phase
               for card in {id(o.card): o.card for o in state.objects.values()}.values() for a in card.abilities)


def after_daily_effect(state: GameState, key: str, en: str, fr: str) -> RunStep:
    """4.2.d (its remark) — the end of a daily effect, an instant the reactions that trigger "after [this daily
    effect]" see: they are in Limbo with those it triggered, before the check that follows it."""
    instant = AtomicAction(AtomicKind.PHASE, "after_daily", state.first_player, phase=f"after:{key}")
    return RunStep([instant], None, ("4.2.d",), f"the end of {en}", f"fin de l'effet quotidien « {fr} »",
                   kind="instant")


def with_article_fr(name: str) -> str:
    """A daily effect's French name as it follows « après »: a common noun with its article (« le marqueur
    Premier Joueur », « l'avancement des Expéditions »), a name (« Préparer », « Pioche », « Repos ») as it is."""
    if not name[:1].islower():
        return name
    return f"l'{name}" if name[:1] in "aeiouéèêh" else f"le {name}"


def in_order(engine: Engine, *procs: Proc) -> None:
    """End the procedure on top of the agenda by running ``procs`` one after the other in its place."""
    engine.finish()
    for proc in reversed(procs):
        engine.call(proc)


# -- Morning -------------------------------------------------------------------------------------------

@dataclass
class Morning(Proc):
    """1.3.2.b — first-player marker, Prepare, Draw, Mana."""

    def step(self, engine: Engine) -> None:
        """The four daily effects, in order."""
        in_order(engine,
                 DailyEffect("first-player marker", "marqueur Premier Joueur", ("1.3.2.b", CLARIFICATION),
                             PassMarker()),
                 DailyEffect("Prepare", "Préparer", ("1.3.2.b",), Prepare()),
                 DailyEffect("Draw", "Pioche", ("1.3.2.b",), Draw()),
                 DailyEffect("Mana", "Mana", ("1.3.2.b", CLARIFICATION), Mana()))


@dataclass
class PassMarker(Proc):
    """1.3.2.b — the first player's opponent becomes the first player, except on the first day."""

    def step(self, engine: Engine) -> None:
        """Pass the marker (not on day 1)."""
        _pass_marker(engine)
        engine.finish()


def _pass_marker(engine: Engine) -> None:
    """1.3.2.b — the first player's opponent becomes the first player, except on the first day."""
    state = engine.state
    if state.day == 1:
        engine.emit(K.NOTE, Msg("note.marker_stays", who=player_name(state.first_player)), (CLARIFICATION,))
        return
    state.pass_first_player_marker()
    who = player_name(state.first_player)
    engine.emit(K.FIRST_PLAYER, Msg("first_player", who=who), ("1.3.2.b", CLARIFICATION), actor=state.first_player)


@dataclass
class Prepare(Proc):
    """1.3.2.b — players ready their Characters, Permanents and Mana Orbs (one step)."""

    def step(self, engine: Engine) -> None:
        """One step readying every exhausted one."""
        state = engine.state
        actions = []
        reserves = False
        for player in state.initiative_order():
            for obj in state.in_play(player) + state.in_zone(f"{player}.mana"):
                if obj.exhausted:
                    actions.append(AtomicAction(AtomicKind.READY, "prepare", player, obj=obj.oid))
            if reserve_readied(engine, player):
                reserves = True
                actions += [AtomicAction(AtomicKind.READY, "prepare", player, obj=o.oid)
                            for o in state.in_zone(f"{player}.reserve") if o.exhausted]
            hero_readied(engine, player)
        if reserves:
            engine.tail(RunStep(actions, None, ("1.3.2.b", "6.1.e", CLARIFICATION),
                                "ready every exhausted Character, Permanent, Mana Orb and card in a Reserve",
                                "redresser tous les Personnages, Permanents, Orbes de Mana et cartes en Réserve "
                                "épuisés"))
            return
        engine.tail(RunStep(actions, None, ("1.3.2.b", "6.1.e"), "ready every exhausted Character, Permanent and "
                            "Mana Orb", "redresser tous les Personnages, Permanents et Orbes de Mana épuisés"))


@dataclass
class Draw(Proc):
    """1.3.2.b — each player draws two cards (one step)."""

    def step(self, engine: Engine) -> None:
        """One step drawing two cards for each player."""
        actions = [a for p in engine.state.initiative_order()
                   for a in build_actions(engine, Verb("draw", amount=2), EffectContext(p))]
        engine.tail(RunStep(actions, None, ("1.3.2.b", "6.1.e"), "each player draws two cards",
                            "chaque joueur pioche deux cartes"))


@dataclass
class Mana(Proc):
    """1.3.2.b, 6.1.g — in first-player order, each player may put a card from their Hand into their Mana zone."""

    asked: int = 0  # players asked so far, in initiative order
    actions: list[AtomicAction] = field(default_factory=list)

    def step(self, engine: Engine) -> None:
        """Ask each player in turn; then one step puts the chosen cards."""
        state = engine.state
        players = state.initiative_order()
        if self.at == 1:  # a player's answer
            assert isinstance(engine.ret, tuple)
            key = engine.ret[0]
            player = players[self.asked - 1]
            if key != "none":
                oid = next(o.oid for o in state.in_zone(f"{player}.hand") if o.ref == key)
                self.actions.append(AtomicAction(AtomicKind.MOVE, "mana", player, obj=oid, to_zone=f"{player}.mana",
                                                 from_zone=f"{player}.hand"))
        while self.asked < len(players):
            player = players[self.asked]
            self.asked += 1
            hand = state.in_zone(f"{player}.hand")
            if not hand:
                continue
            who = player_name(player)
            options = (Option("none", "no card", "aucune carte"),
                       *(Option(o.ref, obj_name(o, "en"), obj_name(o, "fr")) for o in hand))
            self.at = 1
            engine.ask(Decision(DecisionKind.MANA, player, options, ("1.3.2.b", "6.1.g", "1.4.5.a"),
                                f"{who} may put a card from their Hand into their Mana zone",
                                f"{who} peut mettre une carte de sa Main dans sa zone de Mana"))
            return
        engine.tail(RunStep(self.actions, None, ("1.3.2.b", "2.2.1.f"),
                            "the chosen cards go face down into the Mana zones as Mana Orbs",
                            "les cartes choisies vont face cachée dans les zones de Mana : Orbes de Mana"))


def hero_readied(engine: Engine, player: str) -> None:
    """1.3.2.b, 2.2.1.a, Clarification (Redressement: "toutes les cartes épuisées sur le plateau") — Prepare readies an
    exhausted Hero too: 1.3.2.b names Characters, Permanents and Mana Orbs, which a Hero is not (2.2.1.a), but the
    Clarification readies every exhausted card on the board, and the Hero zone is in play (1.2.4.d) (reading
    ``prepare-readies-the-hero``, said when the player's Hero is exhausted)."""
    if any(o.exhausted for o in engine.state.in_zone(f"{player}.hero_zone")):
        engine.take_reading("prepare-readies-the-hero")


def reserve_readied(engine: Engine, player: str) -> bool:
    """1.3.2.b, 2.2.1.h, Clarification (Redressement: "toutes les cartes épuisées sur le plateau") — whether Prepare
    readies cards exhausted in the player's Reserve: 1.3.2.b names the Characters, Permanents and Mana Orbs (a daily
    effect's "Character" is in play, 2.2.1.h), but the Clarification readies every exhausted card on the board, and an
    exhausted card in a Reserve can't be played until readied (:func:`judge.engine.declare.exhausted_in_reserve`)
    (reading ``prepare-readies-the-reserve``, said when such a card is there)."""
    if not any(o.exhausted for o in engine.state.in_zone(f"{player}.reserve")):
        return False
    engine.take_reading("prepare-readies-the-reserve")
    return True


# -- Dusk -----------------------------------------------------------------------------------------------

@dataclass
class Dusk(Proc):
    """1.3.2.e — Progress: the expeditions compare their statistics, and the winners advance.

    ``markers``: where the expeditions stood as Dusk began (before its "At Dusk" reactions)."""

    markers: dict[str, int] = field(default_factory=dict)

    def step(self, engine: Engine) -> None:
        """The one daily effect of Dusk, its reactions; then who met during the Dusk."""
        in_order(engine, DailyEffect("Progress", "avancement des Expéditions", ("1.3.2.e", CLARIFICATION),
                                     Progress()), DuskMeetings(self.markers))


def expedition_stats(engine: Engine, expedition: str) -> dict[str, int]:
    """1.3.2.e, 1.2.4.c — the sum of each statistic over the Characters of an expedition (boosts and the passives
    that change statistics included), an Asleep one's left out (:func:`counted_at_dusk`)."""
    chars = [o for o in [*engine.state.in_zone(expedition), *gigantic_elsewhere(engine, expedition)]
             if o.card.type == "character" and counted_at_dusk(engine, o)]
    each = [(statistics(engine, o), counted_in_arena(engine, o)) for o in chars]
    return {t: sum(s[t] * times for s, times in each) for t in TERRAINS}


def counted_in_arena(engine: Engine, obj: GameObject) -> int:
    """Glossary "Égalité" — how many times a Character's statistics count in an expedition's: in the Arena "les
    Personnages Gigantesques comptent double", twice in each expedition it counts in (reading
    ``arena-each-expedition-gigantic-double``); once elsewhere."""
    if not engine.state.arena or not is_gigantic(engine, obj):
        return 1
    engine.take_reading("arena-each-expedition-gigantic-double")
    return 2


def counted_at_dusk(engine: Engine, obj: GameObject) -> bool:
    """1.3.2.e, 1.4.2.a, 4.2.5.b — whether a Character's statistics count in its expedition's at Dusk: an Asleep
    Character's do not, as the game's reminder text for Asleep says (the reading
    ``asleep-statistics-not-counted-at-dusk``; the seed documents add up every Character's, 1.3.2.e, and define
    Asleep only as modifying Rest, 4.2.5.b remark)."""
    if "asleep" not in obj.statuses:
        return True
    engine.take_reading("asleep-statistics-not-counted-at-dusk")
    return False


@dataclass
class Progress(Proc):
    """1.3.2.e, 7.3.11 — compare facing expeditions in their region's terrains; advance all winners at once (an
    expedition that already advanced this Dusk cannot advance again: :func:`judge.engine.atomic.check_possible`)."""

    def step(self, engine: Engine) -> None:
        """Compare, advance the winners in one step; then reveal Tumults reached and see who met."""
        state = engine.state
        if self.at == 1:
            assert isinstance(engine.ret, list)
            _after_progress(engine, engine.ret)
            fail_reactions(engine, engine.ret)
            engine.finish()
            return
        actions = []
        for player in state.initiative_order():
            for exp in EXPEDITIONS:
                if giants := [g for g in gigantic_elsewhere(engine, f"{player}.{exp}") if counted_at_dusk(engine, g)]:
                    gigantic_note(engine, f"{player}.{exp}", giants, player)
        for player in state.initiative_order():
            for exp in EXPEDITIONS:
                for obj in state.in_zone(f"{player}.{exp}"):
                    if obj.card.type == "character":
                        stat_note(engine, obj, player)
        for player in state.initiative_order():
            for exp in EXPEDITIONS:
                key = f"{player}.{exp}"
                facing = f"{state.opponent(player)}.{exp}"
                region = state.adventure[state.markers[key]]
                rules: tuple[str, ...] = ("1.3.2.e",)
                terrains, where = region.terrains, region.name
                if state.arena:  # glossary "Égalité": the statistics are compared in the Arena
                    terrains, where, rules = TERRAINS, "the Arena", ("1.3.2.e", TIE)
                    engine.take_reading("arena-each-expedition-gigantic-double")
                mine, theirs = expedition_stats(engine, key), expedition_stats(engine, facing)
                lifted = key in state.ascended  # Ascend: "even if matched" (the card's reminder text)
                wins = [t for t in terrains
                        if (mine[t] > theirs[t] or (lifted and mine[t] == theirs[t])) and mine[t] > 0]
                if lifted and any(mine[t] == theirs[t] for t in wins):
                    rules += ("1.2.4.b",)
                    engine.take_reading("keywords-by-reminder-text")
                guarded = bool(wins) and defender(engine, key) is not None and defender_lifted(engine, key) is None
                again = bool(wins) and already_advanced_this_dusk(state, key)  # its advance is said impossible next
                verdict = Msg("compare.stays") if not wins else Msg(
                    "compare.would_advance" if guarded or again else "compare.advances",
                    terrains=Join(tuple(terrain_label(t) for t in wins)))
                engine.emit(K.COMPARE, Msg("compare", zone=Zone(key, capital=True), region=region_label(where),
                                           totals=terrain_totals(terrains, mine, theirs), verdict=verdict), rules,
                            actor=player, expedition=key, advances=bool(wins) and not guarded and not again)
                if guarded:
                    defended(engine, key, player)
                elif wins:
                    actions.append(AtomicAction(AtomicKind.ADVANCE, "advance", player, to_zone=key))
        self.at = 1
        engine.call(RunStep(actions, None, ("1.3.2.e", "7.3.11.a", "6.1.f"),
                            "the winning expeditions advance, simultaneously",
                            "les expéditions gagnantes avancent, simultanément"))


def _after_progress(engine: Engine, done: list[AtomicAction]) -> None:
    """7.3.11.b — a face-down Tumult reached is revealed (its effect: not yet)."""
    reveal_tumults_entered(engine, done)


@dataclass
class DuskMeetings(Proc):
    """Glossary "Égalité", 4.2.e — once Progress and the reactions checked after it are over, the Dusk ends: whose
    markers met during it.

    ``markers``: where the expeditions stood as Dusk began (see :func:`met_before_dusk`)."""

    markers: dict[str, int] = field(default_factory=dict)

    def step(self, engine: Engine) -> None:
        """Say who met; a tie enters the Arena."""
        dusk_meetings(engine, self.markers)
        engine.finish()


def met_before_dusk(engine: Engine, markers: dict[str, int], player: str) -> None:
    """Glossary "Égalité", 4.2.e — a side whose markers had already met as the Dusk began (an effect earlier in the
    day made them meet) and are still together as it ends is counted among the sides that met during the Dusk: the
    glossary speaks only of markers meeting during the Dusk phase (reading ``markers-met-before-dusk-meet-at-dusk``,
    said when such a side is counted)."""
    hero, companion = f"{player}.hero", f"{player}.companion"
    if hero in markers and companion in markers and markers[hero] >= markers[companion]:
        engine.take_reading("markers-met-before-dusk-meet-at-dusk")


def dusk_meetings(engine: Engine, markers: dict[str, int]) -> None:
    """Glossary "Égalité", 4.2.d, 4.2.e — the sides whose Expedition markers met during the Dusk phase: both is a tie,
    played on in the Arena. They are seen as the Dusk ends, once Progress and the reactions checked after it (4.2.d)
    are over (4.2.e): markers an "At Dusk" reaction, Progress or a reaction to Progress brought together all met
    during the Dusk, whichever came first; markers that had met before it count too (:func:`met_before_dusk`)."""
    state = engine.state
    if state.arena:
        return
    met = [p for p in state.initiative_order() if state.markers[f"{p}.hero"] >= state.markers[f"{p}.companion"]]
    if len(met) == 2:
        state.enter_arena()
        engine.emit(K.TIE, Msg("tie"), (TIE,))
    elif met:
        who = player_name(met[0])
        engine.emit(K.NOTE, Msg("note.met", who=De(who)), (TIE,), actor=met[0])
    for player in met:
        met_before_dusk(engine, markers, player)


# -- Night ----------------------------------------------------------------------------------------------

@dataclass
class Night(Proc):
    """4.2.5.a — two daily effects: Rest, then Clean-up; then what is left above a limit is said."""

    def step(self, engine: Engine) -> None:
        """Rest, Clean-up, then the limits."""
        in_order(engine, DailyEffect("Rest", "Repos", ("4.2.5.b", "1.3.2.f"), Rest()),
                 DailyEffect("Clean-up", "Nettoyage", ("4.2.5.c", "1.3.2.f"), CleanUp()), AboveLimits())


def limits(engine: Engine, player: str) -> dict[str, int]:
    """4.2.5.c–d — a player's Reserve and Landmark limits: their Hero's, or 2 without a Hero."""
    hero = engine.state.in_zone(f"{player}.hero_zone")
    return {"reserve": hero[0].card.reserve_limit if hero else 2,
            "landmarks": hero[0].card.landmark_limit if hero else 2}


@dataclass
class AboveLimits(Proc):
    """4.2.5.d remark — after Clean-up and its reactions, a player may be left above a limit: said, not redone."""

    def step(self, engine: Engine) -> None:
        """Say each limit exceeded."""
        above_limits(engine)
        engine.finish()


def above_limits(engine: Engine) -> None:
    """4.2.5.d remark — after Clean-up and its reactions, a player may be left above a limit: said, not redone."""
    state = engine.state
    for player in state.initiative_order():
        for zone, limit in limits(engine, player).items():
            count = len(state.in_zone(f"{player}.{zone}"))
            if count > limit:
                who = player_name(player)
                engine.emit(K.NOTE, Msg("note.above_limit", who=who, count=count, zone=Zone(f"{player}.{zone}"),
                                        limit=limit), ("4.2.5.d",), actor=player)


def rest_action(obj: GameObject) -> AtomicAction:
    """4.2.5.b, 1.4.3.a — Rest's atomic action for one Character: to the Reserve of its owner, who may not be the
    player controlling it (a card going to another player's zone goes to its owner's instead): then it cites 1.4.3.a."""
    cites = ("1.4.3.a",) if obj.owner != obj.controller else ()
    return AtomicAction(AtomicKind.MOVE, "rest", obj.controller, obj=obj.oid, to_zone=f"{obj.owner}.reserve",
                        from_zone=obj.zone, cites=cites)


def cleanup_discard_action(obj: GameObject, player: str) -> AtomicAction:
    """4.2.5.c, 1.4.3.a — Clean-up's atomic action for one object ``player`` did not keep: to the Discard pile of its
    owner, who may not be that player (a card going to another player's zone goes to its owner's instead): then it
    cites 1.4.3.a."""
    cites = ("1.4.3.a",) if obj.owner != player else ()
    return AtomicAction(AtomicKind.MOVE, "discard", player, obj=obj.oid, to_zone=f"{obj.owner}.discard",
                        from_zone=obj.zone, cites=cites)


def statuses_lost_where_rest_cannot_move(engine: Engine, actions: list[AtomicAction]) -> list[AtomicAction]:
    """1.3.2.f, 1.4.1.c, 1.4.1.d — "The Anchored and Asleep statuses are removed from Characters during this phase":
    a Character whose Rest move cannot happen ("Characters can't go to a Reserve") stays where it is, and that
    impossible move cannot be modified (1.4.1.d), so the Anchored or Asleep rule of Rest, which replaces it (reading
    ``rest-statuses-stay``), does not apply; the rest of Rest happens normally (1.4.1.c): the Character still loses
    those statuses, one atomic action each, in the same step."""
    lost: list[AtomicAction] = []
    objects = engine.state.objects
    for action in actions:
        statuses = [s for s in ("anchored", "asleep") if s in objects[action.obj or 0].statuses]
        if not statuses:
            continue
        mark_impossible(engine, action)
        if not action.impossible:
            continue
        for status in statuses:
            lost.append(AtomicAction(AtomicKind.LOSE_STATUS, "rest", action.actor, obj=action.obj, status=status,
                                     cites=("1.3.2.f", "1.4.1.c")))
    return lost


@dataclass
class Rest(Proc):
    """4.2.5.b — Characters in the Expedition zone are sent to the Reserve (statuses modify it: see modifiers)."""

    def step(self, engine: Engine) -> None:
        """One step moving them all; then Ascend ends (the card's reminder text)."""
        if self.at == 1:
            ascension_ends(engine)
            engine.finish()
            return
        state = engine.state
        actions = [rest_action(o) for p in state.initiative_order() for e in EXPEDITIONS
                   for o in state.in_zone(f"{p}.{e}") if rests(o)]
        if any(state.objects[a.obj or 0].card.expedition_permanent for a in actions):
            engine.take_reading("expedition-permanent-joins-an-expedition")
        actions += statuses_lost_where_rest_cannot_move(engine, actions)
        self.at = 1
        engine.call(RunStep(actions, None, ("4.2.5.b", "1.3.2.f"), "Characters in expeditions go to the Reserve",
                            "les Personnages des expéditions vont dans la Réserve"))


def hero_limit_not_two(engine: Engine, limit: int, count: int) -> None:
    """4.2.5.c, 1.3.2.f — the Clean-up keeps as many objects as the Hero's limit (4.2.5.c, the rule of the Night),
    where 1.3.2.f's summary of the day says "only two cards" in each zone: the two agree for a limit of 2 (and without
    a Hero, 4.2.5.d); for another limit the judge follows 4.2.5.c, the reading ``clean-up-keeps-the-heros-limit``,
    said where the two would keep different objects (more objects than the smaller of the two numbers)."""
    if limit != 2 and count > min(2, limit):
        engine.take_reading("clean-up-keeps-the-heros-limit")


def tokens_counted(engine: Engine, objects: list[GameObject]) -> None:
    """4.2.5.c, 1.3.2.f, 2.2.1.d — Clean-up chooses among the objects of a zone above its limit, a token among them
    (4.2.5.c says objects, 1.3.2.f's summary cards, and a token is no card): the reading
    ``clean-up-counts-every-object``."""
    if any(o.card.token for o in objects):
        engine.take_reading("clean-up-counts-every-object")


@dataclass
class CleanUp(Proc):
    """4.2.5.c–d — each player keeps up to their limits in Reserve and Landmarks; the rest is discarded at once."""

    asked: int = 0  # the (player, zone) pairs looked at so far, in initiative order
    discarded: list[AtomicAction] = field(default_factory=list)
    more: int = 0  # how many more objects the player being asked may still keep in Reserve (reserve_limit_bonus)

    def step(self, engine: Engine) -> None:
        """4.2.5.c remark, 6.1.g — each player chooses what to keep, in initiative order; one step discards."""
        state = engine.state
        pairs = [(player, zone, limit) for player in state.initiative_order()
                 for zone, limit in limits(engine, player).items()]
        if self.at == 1:  # what a player keeps
            assert isinstance(engine.ret, tuple)
            player, zone, _ = pairs[self.asked - 1]
            self.discarded += [cleanup_discard_action(o, player) for o in state.in_zone(f"{player}.{zone}")
                               if o.ref not in engine.ret]
            self.more = reserve_limit_bonus(engine, player)[0] if zone == "reserve" else 0
        if self.at == 2:  # one more kept, or none
            assert isinstance(engine.ret, tuple)
            self.more = 0 if engine.ret[0] == "none" else self.more - 1
            self.discarded = [a for a in self.discarded if state.objects[a.obj or 0].ref != engine.ret[0]]
        if self.more and keep_one_more(engine, self, pairs[self.asked - 1][0]):
            return
        while self.asked < len(pairs):
            player, zone, limit = pairs[self.asked]
            self.asked += 1
            objects = state.in_zone(f"{player}.{zone}")
            hero_limit_not_two(engine, limit, len(objects))
            if len(objects) <= limit:
                continue
            tokens_counted(engine, objects)
            if not limit and self.keep_none(engine, player, zone, objects):
                return
            if not limit:
                continue
            who = player_name(player)
            en, fr = zone_name(state, f"{player}.{zone}")
            rules = cleanup_choice_rules(state, player)
            options = tuple(Option(o.ref, obj_name(o, "en"), obj_name(o, "fr")) for o in objects)
            self.at = 1
            engine.ask(Decision(DecisionKind.KEEP_CARDS, player, options, rules,
                                f"{who} keeps {counted(limit, 'object', 'objects', 'en')} in {en}",
                                f"{who} garde {counted(limit, 'objet', 'objets', 'fr')} dans {fr}",
                                count=limit))
            return
        engine.tail(RunStep(self.discarded, None, ("4.2.5.c",), "the objects not kept are discarded simultaneously",
                            "les objets non sélectionnés sont défaussés simultanément"))


    def keep_none(self, engine: Engine, player: str, zone: str, objects: list[GameObject]) -> bool:
        """4.2.5.c — a limit of 0: the player chooses no object there, so there is nothing to decide; every object
        there is discarded with the others (a card may still let them keep more in Reserve: then they are
        asked that). Whether a decision was asked."""
        self.discarded += [cleanup_discard_action(o, player) for o in objects]
        self.more = reserve_limit_bonus(engine, player)[0] if zone == "reserve" else 0
        return bool(self.more) and keep_one_more(engine, self, player)


# -- a Reserve limit changed by a card ("You may keep two more cards in Reserve during Night if they're exhausted") --

def reserve_limit_bonus(engine: Engine, player: str) -> tuple[int, bool]:
    """4.2.5.c, 4.2.5.d — how many more objects ``player`` may keep in Reserve at Clean-up, from the passive
    abilities "You may keep N more card(s) in Reserve during Night [if it's exhausted]" of the objects they control
    in play, and whether every one of them asks the objects kept so to be exhausted."""
    state = engine.state
    bonuses = [b for zone in IN_PLAY for o in state.in_zone(f"{player}.{zone}") for b in o.card.reserve_limit_bonuses]
    return sum(b.more for b in bonuses), all(b.exhausted for b in bonuses)


def cleanup_choice_rules(state: GameState, player: str) -> tuple[str, ...]:
    """4.2.5.c, 4.2.5.d, 6.1.g — the rules of a player's choice of what to keep at Clean-up: their Hero's limits
    (4.2.5.c), or 2 when they have no Hero (4.2.5.d); each player chooses, in initiative order (6.1.g)."""
    has_hero = bool(state.in_zone(f"{player}.hero_zone"))
    return ("4.2.5.c", "6.1.g") if has_hero else ("4.2.5.c", "4.2.5.d", "6.1.g")


def keep_one_more(engine: Engine, cleanup: CleanUp, player: str) -> bool:
    """4.2.5.c, 6.1.g — after choosing what to keep in Reserve up to their Hero's limit, a player whose cards let
    them keep more may keep one more object among those not kept (only an exhausted one when the cards say so), or
    none; asked once per further object (reading ``reserve-limit-by-card-text``). Whether it asked."""
    state = engine.state
    exhausted_only = reserve_limit_bonus(engine, player)[1]
    kept_back = [state.objects[a.obj] for a in cleanup.discarded if a.actor == player and a.obj is not None
                 and state.zone_kind(state.objects[a.obj].zone) == "reserve"]
    offered = [o for o in kept_back if o.exhausted or not exhausted_only]
    if not offered:
        cleanup.more = 0
        return False
    engine.take_reading("reserve-limit-by-card-text")
    who = player_name(player)
    en, fr = zone_name(state, f"{player}.reserve")
    what_en, what_fr = ("one more exhausted object", "un objet épuisé de plus") if exhausted_only else (
        "one more object", "un objet de plus")
    cleanup.at = 2
    engine.ask(Decision(DecisionKind.KEEP_CARDS, player,
                        (Option("none", "no more", "pas d'autre"),
                         *(Option(o.ref, obj_name(o, "en"), obj_name(o, "fr")) for o in offered)),
                        cleanup_choice_rules(state, player), f"{who} may keep {what_en} in {en}",
                        f"{who} peut garder {what_fr} dans {fr}"))
    return True
