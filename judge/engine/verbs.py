"""The verbs of effects and costs, each turned into the atomic actions of one step (6.1.c, 6.1.e).

The seed documents name some verbs (Sabotage, Resupply in 6.1.c) without defining
them; their meaning here follows the card game's usage, and every step citing such
a verb says that the seed text does not define it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from judge.engine.after_you import after_you_action
from judge.engine.atomic import (
    AtomicAction,
    AtomicKind,
    expeditions_named,
    my_expeditions,
    object_matches,
    parse_zone_phrase,
    zones_for,
)
from judge.engine.context import EffectContext
from judge.engine.core import Proc
from judge.engine.decisions import Decision, DecisionKind, Option
from judge.engine.dice import draw_it_action, reveal_top_action
from judge.engine.words import (
    Label,
    counted,
    counter_name,
    de,
    label_fr,
    named,
    obj_name,
    player_name,
    zone_name,
    zone_phrase_fr,
)
from judge.events import Msg
from judge.model.cards import Reaction, Selector, Verb
from judge.model.ids import Target
from judge.model.state import EXPEDITIONS, HIDDEN, IN_PLAY, GameObject, PendingNextCard

if TYPE_CHECKING:
    from judge.engine.core import Engine

#: Rule ids a step cites for its verb, besides 6.1.c.
VERB_RULES: dict[str, tuple[str, ...]] = {
    "advance": ("7.3.11.a",),
    "after_you": ("7.3.2.a", "7.3.2.b"),
    "activate": ("7.3.1.b",),
    "pay_mana": ("6.1.d",),
    "exhausted_resupply": ("1.2.4.b",),
    "ascend": ("1.2.4.b", "1.3.2.e"),
    "play": ("5.1.2.a", "1.2.6.a"),
    "next_card": ("1.2.6.a", "5.1.2.d"),
    "mana_from_deck": ("2.2.1.f",),
    "to_mana": ("2.2.1.f",),
    "target": ("5.2.3.b",),
    "reveal_top": ("7.2.2.a",),
}

#: Verbs of named counters other than boosts: the seed documents have no counters but boosts (see the reading
#: ``counters-by-card-text``); their atomic actions cite 1.2.4.c (an effect changes the state of the game).
COUNTER_VERBS = frozenset({"gain_counters", "lose_counters"})

#: Verbs whose meaning the seed documents do not give.
UNDEFINED_IN_SEEDS = frozenset({"resupply", "sabotage", "sacrifice", "boost", "draw", "discard", "draw_it"})

#: Of these, the verbs the seed text does not name at all (no rule, remark or example uses them).
UNNAMED_IN_SEEDS = frozenset({"sacrifice", "boost"})

#: Keyword verbs the seed documents do not name at all: they follow the card's reminder text (1.2.4.b).
REMINDER_VERBS = frozenset({"exhausted_resupply", "ascend", "augment", "rush"})

OBJECT_VERBS = ("put", "discard", "sacrifice", "exhaust", "ready", "gain_status", "lose_status", "boost",
                "sabotage", "exhaust_me", "discard_me", "gain_counters", "lose_counters", "to_mana", "augment",
                "spend_counter")


#: The cards chosen for each verb of a list (None: the verb chooses none), in the verbs' order.
Chosen = tuple[list[int] | None, ...]


def _chooses(verb: Verb) -> bool:
    """Whether a verb acts on cards chosen as it resolves (``chosen``, 6.1.a), or creates tokens in an expedition
    chosen then ("in a Companion Expedition": :func:`chosen_expedition`)."""
    if verb.where is not None and (verb.where.kind == "chosen" or token_in_my_expedition(verb)):
        return True
    return verb.what is not None and verb.what.kind == "chosen" and verb.name not in ("exhaust_me", "discard_me")


def token_in_my_expedition(verb: Verb) -> bool:
    """2.2.1.d, 6.1.e — whether ``verb`` creates tokens "in my Expedition": for a Gigantic bearer, one of its player's
    expeditions, chosen as the step resolves (:meth:`ChooseCards._ask_my_expedition`)."""
    return verb.name == "create_token" and verb.where is not None and verb.where.kind == "my_expedition"


def cost_short_of_objects(verbs: tuple[Verb, ...], chosen: Chosen) -> bool:
    """1.4.1.b, 6.1.d, 2.2.1.h — whether a cost that names objects to choose as it is paid ("Sacrifice a Character":
    one in play, 2.2.1.h; "put a card from your Hand into the Reserve"; "spend 1 counter") found fewer than it names
    (``chosen``: per verb, as :class:`ChooseCards` gives them). Such a cost is impossible: it cannot be paid, not
    paid in part (1.4.1.b)."""
    for i, verb in enumerate(verbs):
        if not _chooses(verb) or (verb.where is not None and verb.where.kind == "chosen"):
            continue
        if chose_too_few(verb, chosen[i] if i < len(chosen) else None):
            return True
    return False


def chose_too_few(verb: Verb, picked: object) -> bool:
    """6.1.a, 1.2.6.f — whether the objects chosen for a verb that names how many to choose ("discard two cards",
    "sacrifice a Character"; not "up to") are fewer than it names (a counter spent: one)."""
    return (isinstance(picked, list) and verb.what is not None and verb.what.kind == "chosen" and not verb.what.up_to
            and len(picked) < (1 if verb.name == "spend_counter" else verb.what.count))


def counter_kinds(obj: GameObject) -> list[str]:
    """1.2.4.c — the kinds of counter an object has: ``boost`` first if it has boosts, then its named counters by
    name (a counter spent is chosen among them: "spend 1 counter")."""
    return (["boost"] if obj.boosts > 0 else []) + sorted(k for k, n in obj.counters.items() if n > 0)


def expeditions_to_choose(engine: Engine, sel: Selector, ctx: EffectContext) -> list[str]:
    """6.1.a — the expeditions "a Companion Expedition" (or "a Hero Expedition", "an opponent's Expedition") can be:
    those the phrase names (or every expedition of the players its ``controller`` says), every player's in turn
    order: the same as a target's legal choices (:func:`judge.engine.atomic.expeditions_named`)."""
    return expeditions_named(sel, engine.state, ctx.you)


def chosen_expedition(engine: Engine, sel: Selector, ctx: EffectContext, chosen: list[int] | None) -> list[str]:
    """6.1.a — the expedition chosen as the step resolved, not a target (5.2.3.b): ``chosen`` holds its place among
    :func:`expeditions_to_choose` (none when there was none to choose)."""
    zones = expeditions_to_choose(engine, sel, ctx)
    return [zones[i] for i in chosen or [] if i < len(zones)]


def needs_choice(verbs: tuple[Verb, ...]) -> bool:
    """Whether any of ``verbs`` acts on cards chosen as it resolves."""
    return any(_chooses(v) for v in verbs)


def played_activations(engine: Engine, objects: list[int], you: str) -> list[AtomicAction]:
    """7.3.1.b, 1.2.6.f — "Activate the {J} abilities of target Permanent": one activation per {J} ability (a reaction
    to the card being played, from anywhere) of each object, in printed order, the step being modified by each of
    those reactions; an object that has none gets one activation that cannot happen (said, then ignored)."""
    out: list[AtomicAction] = []
    for oid in objects:
        obj = engine.state.objects[oid]
        found = [i for i, a in enumerate(obj.card.abilities) if isinstance(a, Reaction) and a.trigger.event == "played"
                 and a.trigger.played_from == "any"]
        out += [AtomicAction(AtomicKind.NOTHING, "activate", you, obj=oid, amount=i) for i in found or [-1]]
    return out


def reaction_activations(objects: list[int], index: int, you: str) -> list[AtomicAction]:
    """7.3.1.b, 6.1.e — "Activate the reaction of (up to two) target Character(s)": one activation of that reaction
    (``index``: its place among the card's abilities) for each object designated, in their order, the step being
    modified by each; with none designated, one activation that cannot happen (its object is not there: said, then
    ignored, 1.2.6.f)."""
    if not objects:
        return [AtomicAction(AtomicKind.NOTHING, "activate", you, amount=index)]
    return [AtomicAction(AtomicKind.NOTHING, "activate", you, obj=oid, amount=index) for oid in objects]


def chosen_from(engine: Engine, sel: Selector, ctx: EffectContext) -> tuple[str, str]:
    """6.1.a — where a player chooses cards, said in the third person (the decision names its chooser): the zones its
    phrase names, by their owners ("Alice's Hand", "la Main d'Alice"), or the phrase itself when it names many."""
    phrase = sel.zone or "play"
    zones = zones_for(phrase, engine.state, ctx.you) if sel.zone else []
    if not 1 <= len(zones) <= 2:
        return phrase, zone_phrase_fr(phrase)
    owners = {engine.state.zone_owner(zone) for zone in zones}
    if len(zones) == 2 and len(owners) == 1 and {z.split(".", 1)[1] for z in zones} == set(EXPEDITIONS):
        who = player_name(zones[0].split(".", 1)[0])
        return f"{who}'s expeditions", f"les Expéditions {de(who)}"
    said = [zone_name(engine.state, zone) for zone in zones]
    return " or ".join(en for en, _ in said), " ou ".join(fr for _, fr in said)


def in_zone_fr(where: str) -> str:
    """Where a card is chosen, after its noun in French: « en jeu » for play (not « dans le jeu »), else
    « dans » and the zone (« dans la Main d'Alice »)."""
    return "en jeu" if where in ("le jeu", "en jeu") else f"dans {where}"


@dataclass
class ChooseCards(Proc):
    """5.1.2.b, 6.1.a — the choices made at resolution (``chosen``): for each verb that chooses, its
    controller picks ``count`` objects among those that fit, before the step's atomic actions are built.
    Gives a :data:`Chosen`. ``paying``: the verbs are a cost being paid (5.1.2.b, 6.1.d)."""

    verbs: tuple[Verb, ...]
    ctx: EffectContext
    paying: bool = False
    chosen: list[list[int] | None] = field(default_factory=list)
    pool: list[Target] = field(default_factory=list)  # the objects offered (numbers as text) while it awaits
    each: list[int] | None = None  # a verb every player chooses for (player: each): what they chose so far
    asked: int = 0  # … and how many players, in initiative order, have been asked

    def step(self, engine: Engine) -> None:
        """Ask each choice in turn (none when nothing fits)."""
        if self.at == 1:
            assert isinstance(engine.ret, tuple)
            by_ref = {engine.state.objects[oid].ref: oid for oid in map(int, self.pool)}
            if self.each is not None:
                self.each = [*self.each, *(by_ref[k] for k in engine.ret)]
                self.asked += 1
            else:
                self.chosen.append([by_ref[k] for k in engine.ret])
        elif self.at == 2:  # an expedition chosen: its place among those offered
            assert isinstance(engine.ret, tuple)
            self.chosen.append([self.pool.index(engine.ret[0])])
        elif self.at == 3:  # a counter chosen: its card, and its kind's place among the card's kinds
            assert isinstance(engine.ret, tuple)
            ref, _, kind = str(engine.ret[0]).rpartition(":")
            oid = next(o.oid for o in engine.state.objects.values() if o.ref == ref)
            self.chosen.append([oid, counter_kinds(engine.state.objects[oid]).index(kind)])
        while len(self.chosen) < len(self.verbs):
            verb = self.verbs[len(self.chosen)]
            if not _chooses(verb):
                self.chosen.append(None)
                continue
            if verb.where is not None and verb.where.kind == "chosen":
                self._ask_expedition(engine, verb.where)
                return
            if token_in_my_expedition(verb):
                if self._ask_my_expedition(engine):
                    return
                continue
            if verb.name == "spend_counter":
                if self._ask_counter(engine, verb):
                    return
                continue
            assert verb.what is not None
            sel, ctx = verb.what, self.ctx
            rules: tuple[str, ...] = ("5.1.2.b", "6.1.d") if self.paying else ("6.1.a",)
            if verb.player is not None and verb.player.kind == "each":
                player_ctx = self._next_player(engine, verb)
                if player_ctx is None:
                    continue
                sel, ctx, rules = chosen_among_their_own(sel), player_ctx, ("6.1.a", "6.1.g", "1.4.5.a")
            pool = engine.candidates(sel, ctx)
            if not pool:
                self.chosen.append([])
                continue
            count = min(sel.count, len(pool))
            options = tuple(Option(o.ref, obj_name(o, "en"), obj_name(o, "fr")) for o in pool)
            where_en, where_fr = chosen_from(engine, sel, ctx)
            self.pool = [str(o.oid) for o in pool]
            self.at = 1
            engine.ask(Decision(DecisionKind.CHOOSE_CARDS, ctx.you, options, rules,
                                f"{player_name(ctx.you)} chooses {counted(count, 'card', 'cards', 'en')} "
                                f"from {where_en}",
                                f"{player_name(ctx.you)} choisit {counted(count, 'carte', 'cartes', 'fr')} "
                                f"{in_zone_fr(where_fr)}",
                                count=count))
            return
        engine.finish(tuple(self.chosen))

    def _next_player(self, engine: Engine, verb: Verb) -> EffectContext | None:
        """6.1.g, 1.4.5.a, 6.1.a — "Each player sacrifices a Character": every player chooses for themselves ("you" is
        that player), in initiative order (6.1.g), the one with the initiative first (1.4.5.a); the next player with
        something to choose (their context), or None once all have chosen (the verb's choice is then what they all
        chose)."""
        assert verb.what is not None
        if self.each is None:
            self.each, self.asked = [], 0
        players = engine.state.initiative_order()
        while self.asked < len(players):
            ctx = replace(self.ctx, you=players[self.asked])
            if engine.candidates(chosen_among_their_own(verb.what), ctx):
                return ctx
            self.asked += 1
        self.chosen.append(self.each)
        self.each = None
        return None

    def _ask_counter(self, engine: Engine, verb: Verb) -> bool:
        """1.2.4.c, 6.1.d — "spend 1 counter from a card …": which card and which of its counters (each kind it has,
        its boosts first), one decision; whether it was asked (none to spend: nothing chosen, the cost cannot be
        paid, 1.4.1.b)."""
        assert verb.what is not None
        pool = [o for o in engine.candidates(verb.what, self.ctx) if counter_kinds(o)]
        if not pool:
            self.chosen.append([])
            return False
        options = tuple(Option(f"{o.ref}:{kind}", f"{obj_name(o, 'en')}: a {counter_name(kind, 'en')} counter",
                               f"{obj_name(o, 'fr')} : un compteur {counter_name(kind, 'fr')}")
                        for o in pool for kind in counter_kinds(o))
        self.at = 3
        who = player_name(self.ctx.you)
        engine.take_reading("spend-a-counter-of-any-kind")
        engine.ask(Decision(DecisionKind.CHOOSE_CARDS, self.ctx.you, options, ("5.1.2.b", "6.1.d", "1.2.4.c"),
                            f"{who} chooses a counter to spend", f"{who} choisit un compteur à dépenser"))
        return True

    def _ask_my_expedition(self, engine: Engine) -> bool:
        """2.2.1.d, 6.1.e, 6.1.a — "Create a token in my Expedition" of a Gigantic bearer, present in each of its
        player's expeditions (gigantic-my-expedition-each): "a token" is one token, one atomic action (6.1.e), made in
        one of them, which the effect's controller chooses as the step resolves (6.1.a), not a target (the reading
        ``gigantic-token-in-one-expedition``); whether it was asked (one expedition or none: nothing to choose)."""
        zones = my_expedition(engine, self.ctx)
        if len(zones) < 2:
            self.chosen.append(None)
            return False
        engine.take_reading("gigantic-token-in-one-expedition")
        self.pool = list(zones)
        self.at = 2
        who = player_name(self.ctx.you)
        engine.ask(Decision(DecisionKind.EXPEDITION, self.ctx.you,
                            tuple(Option(z, *zone_name(engine.state, z)) for z in zones), ("6.1.a", "6.1.e"),
                            f"{who} chooses which of their expeditions the token is created in for "
                            f"{self.ctx.source_label} (not a target)",
                            f"{who} choisit dans laquelle de ses expéditions le jeton est créé pour "
                            f"{label_fr(self.ctx.source_label)} (pas une cible)"))
        return True

    def _ask_expedition(self, engine: Engine, sel: Selector) -> None:
        """6.1.a, 5.2.3.b — "Create a token in an opponent's Expedition": the effect's controller chooses the
        expedition as the step resolves, among those the phrase names (none offered: none, 1.2.6.f). It is a
        decision made in following the effect's instructions (6.1.a; one player's: 6.1.g, decisions of several
        players in initiative order, is not cited), not a target: the text does not say "target" (5.2.3.b: a target is
        chosen at the declaration for each occurrence of the word), so it is not chosen then, and what applies to
        targets (Tough, 7.4.5.c) does not apply to it."""
        zones = expeditions_to_choose(engine, sel, self.ctx)
        if not zones:
            self.chosen.append([])
            engine.ret = ()
            self.at = 0
            self.step(engine)
            return
        self.pool = list(zones)
        self.at = 2
        who = player_name(self.ctx.you)
        engine.ask(Decision(DecisionKind.EXPEDITION, self.ctx.you,
                            tuple(Option(z, *zone_name(engine.state, z)) for z in zones), ("6.1.a",),
                            f"{who} chooses an expedition for {self.ctx.source_label} (not a target)",
                            f"{who} choisit une expédition pour {label_fr(self.ctx.source_label)} (pas une cible)"))


def select_objects(engine: Engine, sel: Selector | None, ctx: EffectContext,
                   chosen: list[int] | None = None) -> list[int]:
    """7.2 — the objects a selector designates now (targets as declared, 5.2.3.b; cards chosen, 6.1.a)."""
    state = engine.state
    if sel is None:
        return []
    if sel.kind in ("me", "it"):
        oid = ctx.me if sel.kind == "me" else ctx.it
        if oid is None:
            return []
        if oid not in state.objects:
            gone(engine, Msg(f"gone.{sel.kind}"), ctx)
            return []
        return [oid]
    if sel.kind == "that_target" and sel.slot in ctx.followed:
        return followed_target(engine, ctx.followed[sel.slot], ctx)
    if sel.kind in ("target", "that_target"):
        declared = [int(ref) for ref in ctx.targets.get(sel.slot, []) if ref.isdigit()]
        there = [oid for oid in declared if oid in state.objects]
        if len(there) < len(declared):
            gone(engine, Msg("gone.target"), ctx)
        if sel.kind == "target":
            kept_though_it_no_longer_fits(engine, sel, there, ctx)
        return there
    if sel.kind == "each":
        return [o.oid for o in engine.candidates(sel, ctx)]
    if sel.kind == "chosen":
        return list(chosen or [])
    return []


def kept_though_it_no_longer_fits(engine: Engine, sel: Selector, oids: list[int], ctx: EffectContext) -> None:
    """5.2.3.b, 1.4.4.a — a target chosen at the declaration that is still the same object when its step happens but
    no longer fits what its "target" says (readied since, for "target exhausted Character"): it is still the target,
    and the step affects it (the reading ``target-kept-while-it-stays``); the seed text checks a target's choice only
    at the declaration (5.2.3.b) and loses it only when it leaves its zone (1.4.4.a)."""
    loose = replace(sel, kind="any", zone=None)
    for oid in oids:
        if not object_matches(loose, oid, engine.state, ctx.you, ctx.me, ctx.it):
            engine.take_reading("target-kept-while-it-stays")
            return


def follow_moved_targets(engine: Engine, ctx: EffectContext, done: list[AtomicAction]) -> None:
    """1.4.4.a — "Send target Character to Reserve, then exhaust it": a target that a step of this effect moved is a
    new object where it went; the card's text means that object ("it" follows the card, the exception 1.4.4.a names
    for the event that moves an object), unless it went to a hidden zone (a Hand, a Deck, a Mana zone). A target
    moved within its zone (from one expedition of a player to the other) is the same object: there is nothing to
    follow, and "it" is the target as it was declared."""
    state = engine.state
    for action in done:
        if action.kind is not AtomicKind.MOVE or action.impossible or action.result is None or \
                action.result == action.obj:
            continue
        if state.zone_kind(action.to_zone or "") in HIDDEN:
            continue
        for slot, refs in ctx.targets.items():  # the target as declared, or where this effect moved it before
            if (len(refs) == 1 and refs[0] == str(action.obj)) or ctx.followed.get(slot) == action.obj:
                ctx.followed[slot] = action.result


def followed_target(engine: Engine, oid: int, ctx: EffectContext) -> list[int]:
    """1.4.4.a — "it" naming a target this effect moved: the object its card became (the reading
    ``it-follows-the-moved-target``); gone if that object has left its zone since."""
    engine.take_reading("it-follows-the-moved-target")
    if oid not in engine.state.objects:
        gone(engine, Msg("gone.target"), ctx)
        return []
    return [oid]


def gone(engine: Engine, what: Msg, ctx: EffectContext) -> None:
    """1.4.4.a, 1.2.6.f, 6.5.f — what an effect refers to has left its zone: it is a new object there, which
    the effect does not follow; what would happen to it is ignored, and the rest of the effect happens."""
    engine.defer_ignored(Msg("gone", what=what), ("1.4.4.a", "1.2.6.f", "6.5.f"), ctx.you)


def select_zones(engine: Engine, sel: Selector | None, ctx: EffectContext) -> list[str]:
    """The zones (expeditions) a selector designates."""
    if sel is None:
        return []
    if sel.kind in ("target", "that_target") and sel.type == "player":  # "target player's Landmarks" (5.2.3.b)
        kinds, _ = parse_zone_phrase(sel.zone or "")
        players = [ref for ref in ctx.targets.get(sel.slot, []) if ref in engine.state.players]
        return [f"{p}.{k}" for p in players for k in kinds]
    if sel.kind in ("target", "that_target"):
        return [ref for ref in ctx.targets.get(sel.slot, []) if not ref.isdigit()]
    if sel.kind in ("each", "zone") and sel.owner_of:
        return owner_zones(engine, sel, ctx)
    if sel.kind in ("each", "zone"):
        return zones_for(sel.zone or "your expeditions", engine.state, ctx.you)
    if sel.kind == "my_expedition":
        return my_expedition(engine, ctx)
    if sel.kind == "it" and ctx.it is None:
        return expedition_it(ctx)
    if sel.kind == "it" and ctx.it is not None:
        if ctx.it not in engine.state.objects:
            gone(engine, Msg("gone.it"), ctx)
            return []
        zone = engine.state.objects[ctx.it].zone
        return [zone] if engine.state.zone_kind(zone) in EXPEDITIONS else []
    return []


def expedition_it(ctx: EffectContext) -> list[str]:
    """7.3.11.a, 7.2.4.a — "it" where the event an ability reacts to or modifies is an expedition's advance ("If your
    expedition would advance, instead advance it twice", "When one of your expeditions advances — … it"): that
    expedition, which is no object (nothing when the event is not one)."""
    return [ctx.it_expedition] if ctx.it_expedition else []


def owner_zones(engine: Engine, sel: Selector, ctx: EffectContext) -> list[str]:
    """1.4.3, 1.4.4.a — "the Companion Expedition of its owner": the zones the phrase names that the owner of the
    target's object owns (the object this effect moved it to, when it did: the same card, the same owner); none when
    no object was chosen for that target."""
    state = engine.state
    oid = ctx.followed.get(sel.owner_of)
    if oid is None:
        refs = [int(r) for r in ctx.targets.get(sel.owner_of, []) if r.isdigit()]
        oid = refs[0] if len(refs) == 1 else None
    obj = state.objects.get(oid) if oid is not None else None
    if obj is None:
        return []
    return [z for z in zones_for(sel.zone or "expedition", state, ctx.you) if state.zone_owner(z) == obj.owner]


def my_expedition(engine: Engine, ctx: EffectContext) -> list[str]:
    """7.2.1.a–b — "my Expedition": the expedition of the object that bears the ability; once it has left it (1.4.4.a),
    the expedition it was in when its reaction triggered (reading ``my-expedition-after-leaving``)."""
    state = engine.state
    mine = state.objects.get(ctx.me) if ctx.me is not None else None
    if mine is not None and state.zone_kind(mine.zone) in EXPEDITIONS:
        found = my_expeditions(mine, state)
        if len(found) > 1:
            engine.take_reading("gigantic-my-expedition-each")
        return found
    if ctx.me_expedition:
        engine.take_reading("my-expedition-after-leaving")
        was = ctx.me_expedition.split()  # each of its player's for a Gigantic one (atomic.source_expedition)
        if len(was) > 1:
            engine.take_reading("gigantic-my-expedition-each")
        return was
    return []


def select_player(engine: Engine, sel: Selector | None, ctx: EffectContext) -> str:
    """``you`` (default) or ``opponent``; a target player, as declared (5.2.3.b: a player can be a target)."""
    if sel is not None and sel.kind == "opponent":
        return engine.state.opponent(ctx.you)
    if sel is not None and sel.kind == "target":
        declared = [ref for ref in ctx.targets.get(sel.slot, []) if ref in engine.state.players]
        return declared[0] if declared else ""  # no player was chosen: nobody does it
    return ctx.you


# _BY_POSITION: the atomic actions a chain of reactions makes at each step are made with their fields given by
# position (kind, verb, actor, obj, to_zone, from_zone, card, status, amount): making an instance of a class with
# keyword arguments goes through a dictionary made and unpacked again (type.__call__), which costs more than the
# dataclass's whole __init__.
# The commonest kinds, as module constants (an enum's member is looked up through its metaclass's ``__getattr__``
# hook in Python 3.11: see judge.engine.core).
_CREATE, _EXHAUST, _BOOST = AtomicKind.CREATE, AtomicKind.EXHAUST, AtomicKind.BOOST


def build_actions(engine: Engine, verb: Verb, ctx: EffectContext,
                  chosen: list[int] | None = None) -> list[AtomicAction]:
    """6.1.e — the atomic actions of one verb: one per affected object (``chosen``: the cards it chose, 6.1.a, or the
    place of the expedition it chose among :func:`expeditions_to_choose`)."""
    state = engine.state
    name = verb.name
    you = ctx.you
    if name in ("draw", "resupply", "exhausted_resupply", "mana_from_deck"):
        players = state.initiative_order() if verb.player is not None and verb.player.kind == "each" else [
            p for p in (select_player(engine, verb.player, ctx),) if p]
        actions = []
        for player in players:
            deck = state.zones[f"{player}.deck"]
            dest = f"{player}.hand" if name == "draw" else f"{player}.mana" if name == "mana_from_deck" else (
                f"{player}.reserve")
            for i in range(verb.amount):
                if i < len(deck):
                    actions.append(AtomicAction(AtomicKind.MOVE, name, player, obj=deck[i], to_zone=dest,
                                                from_zone=f"{player}.deck"))
                else:
                    actions.append(AtomicAction(AtomicKind.MOVE, name, player, to_zone=dest,
                                                impossible="the deck is empty"))
        return actions
    if name == "create_token":
        assert verb.token is not None
        card = engine.cards[verb.token]
        # fields given in their order (kind, verb, actor, obj, to_zone, from_zone, card): see _BY_POSITION
        zones = chosen_expedition(engine, verb.where, ctx, chosen) if (
            verb.where is not None and verb.where.kind == "chosen") else select_zones(engine, verb.where, ctx)
        if chosen and token_in_my_expedition(verb):  # one of a Gigantic bearer's expeditions (_ask_my_expedition)
            zones = [zones[i] for i in chosen if i < len(zones)]
        return [AtomicAction(_CREATE, name, you, None, zone, None, card)
                for zone in zones for _ in range(ctx.x if verb.x else verb.amount)]
    if name == "pay_mana":
        orbs = [o.oid for o in state.in_zone(f"{you}.mana") if not o.exhausted]
        actions = [AtomicAction(AtomicKind.EXHAUST, "pay_mana", you, obj=oid) for oid in orbs[: verb.amount]]
        missing = verb.amount - len(actions)
        actions += [AtomicAction(AtomicKind.EXHAUST, "pay_mana", you, impossible="no ready Mana Orb left")
                    for _ in range(missing)]
        return actions
    if name in ("advance", "ascend"):
        cites = ("1.2.4.b",) if name == "ascend" else ()
        return [AtomicAction(AtomicKind(name), name, you, to_zone=zone, cites=cites)
                for zone in select_zones(engine, verb.where, ctx)]
    if name == "next_card":
        return [next_card_action(verb, ctx)]
    if name == "target":  # 5.2.3.b: chosen at the declaration; the step does nothing to it
        return [AtomicAction(AtomicKind.NOTHING, name, you, obj=oid) for oid in select_objects(engine, verb.what, ctx)]
    if name == "reveal_top":  # the top card of your deck, shown; it stays there (judge.engine.dice)
        return [reveal_top_action(engine, you)]
    if name == "draw_it":  # the card revealed, if it is still the top card of the deck (judge.engine.dice)
        return [draw_it_action(engine, ctx)]
    if name == "after_you":  # the turn under way; ignored outside one (judge.engine.after_you)
        return [after_you_action(engine, you)]
    if name == "activate" and verb.played_abilities:  # "Activate the {J} abilities of …" (7.3.1.b)
        return played_activations(engine, select_objects(engine, verb.what, ctx, chosen), you)
    if name == "activate":  # "Activate the reaction of (up to two) target Character(s)" (7.3.1.b)
        return reaction_activations(select_objects(engine, verb.what, ctx, chosen), verb.ability or 0, you)
    if name == "nothing":
        return [AtomicAction(AtomicKind.NOTHING, name, you)]
    objects = each_players_objects(engine, verb, ctx) if verb.player is not None and verb.player.kind == "each" \
        and verb.what is not None and verb.what.kind == "each" else \
        select_objects(engine, verb.what if name not in ("exhaust_me", "discard_me") else Selector("me"), ctx, chosen)
    out: list[AtomicAction] = []
    for oid in objects:
        obj = state.objects[oid]
        here = obj.zone
        if name in ("put",):
            dest = destination(engine, verb.to_zone or "reserve", obj.owner, you)
            out.append(AtomicAction(AtomicKind.MOVE, name, you, obj=oid, to_zone=dest, from_zone=here,
                                    status="ready" if verb.ready else None))
        elif name in ("discard", "sacrifice", "sabotage", "discard_me"):
            if name == "sacrifice" and state.zone_kind(here) not in IN_PLAY:
                out.append(AtomicAction(AtomicKind.MOVE, name, you, obj=oid, impossible="not in play"))
                continue
            # a card another player controls goes to its owner's discard pile, not its controller's (1.4.3.a)
            out.append(AtomicAction(AtomicKind.MOVE, "discard" if name != "sacrifice" else name,
                                    acting_player(verb, obj, you), obj=oid, to_zone=f"{obj.owner}.discard",
                                    from_zone=here, cites=("1.4.3.a",) if obj.owner != obj.controller else ()))
        elif name == "to_mana":
            out.append(AtomicAction(AtomicKind.MOVE, name, you, obj=oid, to_zone=f"{obj.owner}.mana", from_zone=here))
        elif name in ("exhaust", "exhaust_me"):
            out.append(AtomicAction(_EXHAUST, name, you, oid))
        elif name == "ready":
            out.append(AtomicAction(AtomicKind.READY, name, you, obj=oid))
        elif name in ("gain_status", "lose_status"):
            out.append(AtomicAction(AtomicKind(name), name, you, obj=oid, status=verb.status))
        elif name in COUNTER_VERBS:
            kind = AtomicKind.GAIN_COUNTER if name == "gain_counters" else AtomicKind.LOSE_COUNTER
            amount = amount_per_count(engine, verb, ctx)
            if amount and verb.up_to_total is not None and verb.counter and \
                    not beyond_max(engine, ctx, verb.up_to_total):
                out.append(capped_counters(obj, verb.counter, amount, verb.up_to_total, you))
            elif amount:
                out.append(AtomicAction(kind, name, you, obj=oid, status=verb.counter, amount=amount,
                                        cites=("1.2.4.c",)))
        elif name == "spend_counter":  # the card and its kind's place among its kinds (ChooseCards._ask_counter)
            kinds = counter_kinds(obj)
            spent = kinds[chosen[1]] if chosen and len(chosen) > 1 and chosen[1] < len(kinds) else ""
            if spent:
                out.append(AtomicAction(AtomicKind.LOSE_COUNTER, name, you, obj=oid, status=spent, amount=1,
                                        cites=("1.2.4.c",)))
            break
        elif name == "augment":
            out.extend(augment_actions(obj, you))
        elif name == "boost":
            amount = amount_per_count(engine, verb, ctx)
            if verb.up_to_total is not None and not beyond_max(engine, ctx, verb.up_to_total):
                out.append(capped_boost(obj, amount, verb.up_to_total, you))
            elif amount:
                out.append(AtomicAction(_BOOST, name, you, oid, None, None, None, None, amount))  # see _BY_POSITION
    return out


def chosen_among_their_own(sel: Selector) -> Selector:
    """7.2.2.a, 6.1.g, 1.4.5.a — "Each player sacrifices a Character" (``player: each``): each player chooses, in
    initiative order, among the objects they control ("you" is that player), since each does the step to their own
    (:func:`acting_player`); a selector that names no controller is read as theirs, so a player with none chooses
    nothing, rather than another player's object."""
    return replace(sel, controller="you") if sel.controller in (None, "any") else sel


def each_players_objects(engine: Engine, verb: Verb, ctx: EffectContext) -> list[int]:
    """7.2.2.a, 1.4.5.a — the objects of a step every player does (``player: each``: "Each player discards their
    hand"): "you" and "your" in its selector name each player in turn, in initiative order ("your hand" is each
    player's own), each object once."""
    assert verb.what is not None
    found: dict[int, None] = {}
    for player in engine.state.initiative_order():
        found.update(dict.fromkeys(select_objects(engine, verb.what, replace(ctx, you=player))))
    return list(found)


def acting_player(verb: Verb, obj: GameObject, you: str) -> str:
    """7.2.2.a, 6.1.e — who does an atomic action: the ability's controller ("you"), or, for a step every player
    does ("Each player discards their hand", ``player: each``), the object's controller, each for their own."""
    return obj.controller if verb.player is not None and verb.player.kind == "each" else you


def amount_per_count(engine: Engine, verb: Verb, ctx: EffectContext) -> int:
    """6.1.e, 1.2.4.c — the amount of a boost or counter step, "1 boost per Character you control", « pour chaque
    Personnage que vous contrôlez »: the printed amount times how many objects ``per`` designates, counted as the
    step happens, before any of its atomic actions (the reading ``amount-counted-as-the-step-happens``); with
    ``player``, a target player ("per Character target opponent controls", 5.2.3.b), "you" in the count is that
    player. Without ``per``, the printed amount."""
    if verb.per is None:
        return verb.amount
    engine.take_reading("amount-counted-as-the-step-happens")
    if verb.player is not None:  # "per Character target opponent controls": "you" in the count is that player
        who = select_player(engine, verb.player, ctx)
        if not who:
            return 0
        ctx = replace(ctx, you=who)
    return verb.amount * len(engine.candidates(verb.per, ctx))


def augment_actions(obj: GameObject, you: str) -> list[AtomicAction]:
    """1.2.4.b, 1.2.4.c — Augment (the card's reminder text: "If it has counters, it gains 1 more"): for each kind
    of counter the object has, its boosts and each named counter, it gains one more of that kind, in one step; an
    object with no counter gains none (the reading ``keywords-by-reminder-text``)."""
    out = [AtomicAction(_BOOST, "augment", you, obj.oid, None, None, None, None, 1, cites=("1.2.4.c",))] \
        if obj.boosts > 0 else []
    out += [AtomicAction(AtomicKind.GAIN_COUNTER, "augment", you, obj=obj.oid, status=name, amount=1,
                         cites=("1.2.4.c",)) for name in sorted(obj.counters) if obj.counters[name] > 0]
    return out


def capped_boost(obj: GameObject, amount: int, cap: int, you: str) -> AtomicAction:
    """1.2.4.c, 6.5.f — "I gain 1 boost, up to a max of 2" (the card's text): the boosts missing to the max at
    most; at the max already, the gain cannot happen (ignored)."""
    room = max(0, cap - obj.boosts)
    if not room:
        return AtomicAction(AtomicKind.BOOST, "boost", you, obj=obj.oid, amount=amount, cites=("1.2.4.c",),
                            impossible=Label(f"it has {counted(obj.boosts, 'boost', 'boosts', 'en')}: the max is {cap}",
                                             f"il a {counted(obj.boosts, 'boost', 'boosts', 'fr')} : le max est {cap}"))
    return AtomicAction(AtomicKind.BOOST, "boost", you, obj=obj.oid, amount=min(amount, room), cites=("1.2.4.c",))


def capped_counters(obj: GameObject, counter: str, amount: int, cap: int, you: str) -> AtomicAction:
    """1.2.4.c, 6.5.f — "I gain 1 Arcane counter, up to a max of 3" (the card's text): the counters of that name
    missing to the max at most; at the max already, the gain cannot happen (ignored), as :func:`capped_boost`."""
    have = obj.counters.get(counter, 0)
    room = max(0, cap - have)
    if not room:
        return AtomicAction(AtomicKind.GAIN_COUNTER, "gain_counters", you, obj=obj.oid, status=counter,
                            amount=amount, cites=("1.2.4.c",),
                            impossible=Label(f"it has {have} {counter_name(counter, 'en')} counters: the max is {cap}",
                                             f"il a {counted(have, 'compteur', 'compteurs', 'fr')} "
                                             f"{counter_name(counter, 'fr')} : le max est {cap}"))
    return AtomicAction(AtomicKind.GAIN_COUNTER, "gain_counters", you, obj=obj.oid, status=counter,
                        amount=min(amount, room), cites=("1.2.4.c",))


def beyond_max(engine: Engine, ctx: EffectContext, cap: int) -> bool:
    """1.4.2.a — "Support abilities can give cards in Reserve counters beyond their maximum": while
    an object with that passive is in play, an effect of a card in a Reserve ignores its max (noted)."""
    state = engine.state
    me = state.objects.get(ctx.me) if ctx.me is not None else None
    if me is None or state.zone_kind(me.zone) != "reserve":
        return False
    allowing = next((o for o in state.in_play() if "counters_beyond_max" in o.card.keywords), None)
    if allowing is None:
        return False
    engine.defer_ignored(Msg("ignored.beyond_max", cap=cap, obj=named(allowing)), ("1.4.2.a", "1.2.4.c"), ctx.you)
    return True


def next_card_action(verb: Verb, ctx: EffectContext) -> AtomicAction:
    """1.2.6.a — the atomic action of "The next card you play this turn …": the delayed effect begins to wait
    (judge.engine.next_card)."""
    assert verb.next_card is not None
    return AtomicAction(AtomicKind.NEXT_CARD, "next_card", ctx.you,
                        next_card=PendingNextCard(ctx.you, verb.next_card, ctx.source_label))


def destination(engine: Engine, phrase: str, owner: str, you: str) -> str:
    """Where ``put … into PHRASE`` sends a card: ``your reserve`` is the controller's, else the owner's."""
    words = phrase.lower().replace("'s", "").split()
    kind = next((w for w in words if w in ("reserve", "hand", "discard", "landmarks", "deck", "hero",
                                           "companion", "mana")), "reserve")
    if "your" in words:
        player = you
    elif "opponent" in words:
        player = engine.state.opponent(you)
    else:
        player = owner
    return f"{player}.{kind}"


def build_cost(engine: Engine, verbs: tuple[Verb, ...], ctx: EffectContext, extra_mana: int = 0,
               chosen: Chosen = ()) -> list[AtomicAction]:
    """5.1.2.d, 6.1.d, 7.4.5.c — a whole cost as one step's atomic actions (``chosen``: per verb of ``verbs``).

    Every Mana part (and a Tough surcharge) is paid together, so no Mana Orb pays twice;
    an action that cannot happen makes the cost impossible (1.4.1.b).
    """
    mana = sum(ctx.x if v.x else v.amount for v in verbs if v.name == "pay_mana") + extra_mana
    parts: list[tuple[Verb, list[int] | None]] = []
    for i, verb in enumerate(verbs):  # the Mana once, where it is first written
        if verb.name != "pay_mana":
            parts.append((verb, chosen[i] if chosen else None))
        elif not any(p.name == "pay_mana" for p, _ in parts):
            parts.append((Verb("pay_mana", amount=mana), None))
    if mana and not any(p.name == "pay_mana" for p, _ in parts):
        parts.append((Verb("pay_mana", amount=mana), None))
    return [a for v, c in parts if v.name != "pay_mana" or mana for a in build_actions(engine, v, ctx, c)]
