"""4.4, 5.5 — checking reactions, and playing a Reaction from Limbo.

A check plays the emblems waiting in Limbo one at a time: the first player in
initiative order who controls one picks one and plays it (4.4.b, 5.1.1.d), then the
check starts again (4.4.c) — so the initiative player plays all theirs, new ones
included, before the other player plays any. Emblems created by an internal action
are held until the effect containing it ends (4.4.a remark).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.engine.agenda import Proc
from judge.engine.context import EffectContext
from judge.engine.decisions import Decision, Option
from judge.engine.effects import Declare, ResolveEffect, tough_extra, yes_no
from judge.engine.verbs import build_cost
from judge.engine.words import label_fr, obj_name, player_name
from judge.model.ids import Oid, Ref, Seq
from judge.model.state import GameObject

if TYPE_CHECKING:
    from judge.engine.core import Engine


def waiting_emblems(engine: Engine) -> list[GameObject]:
    """4.4.b, 4.4.a — Reaction-Emblems in Limbo that may be played now (not held, not being played)."""
    objects = engine.state.objects
    return [objects[oid] for oid in engine.pending if oid not in engine.held and oid in objects]


@dataclass
class CheckReactions(Proc):
    """4.4.a–c — check reactions: play waiting emblems, initiative order first, until none is left.

    Gives how many Reactions were played.

    A check with nothing to play is recorded only where ``always`` asks for it (the
    start of a phase, after a card, a quick action or a pass), to keep traces readable.
    """

    rules: tuple[str, ...]
    why_en: str
    why_fr: str
    always: bool = False
    seq: Seq = 0
    played: int = 0
    offered: tuple[tuple[Ref, Oid], ...] = ()  # the emblems offered to the chooser: (ref, object number)

    def step(self, engine: Engine) -> None:
        """Open the check; play one waiting emblem at a time; close it."""
        if self.at == 0:
            waiting = waiting_emblems(engine)
            held = sum(1 for oid in engine.pending if oid in engine.held)
            if not waiting and not held and not self.always:
                engine.finish(0)
                return
            count = len(waiting)
            rules = self.rules
            held_en = held_fr = ""
            if held:
                rules = (*rules, "4.4.a") if "4.4.a" not in rules else rules
                held_en = f"; {held} held until the end of the effect containing its internal action"
                held_fr = f" ; {held} en attente de la fin de l'effet contenant son action interne"
            self.seq = engine.emit("reaction_check",
                                   f"check reactions ({self.why_en}): {count} Reaction-Emblem(s) to play in Limbo"
                                   f"{held_en}",
                                   f"vérification des réactions ({self.why_fr}) : {count} Emblème(s)-Réaction à "
                                   f"jouer dans le Limbo{held_fr}", rules, reason=self.why_en, waiting=count,
                                   held=held or None)
            engine.trace.open(self.seq)
            self.at = 1
        elif self.at == 2:  # the chooser's answer: which emblem
            assert isinstance(engine.ret, tuple)
            oid = dict(self.offered)[engine.ret[0]]
            self.offered = ()
            self.at = 3
            engine.call(PlayReaction(oid, again=self.played > 0))
            return
        elif self.at == 3:  # a Reaction has been played
            self.played += 1
            self.at = 1
        waiting = waiting_emblems(engine)
        if not waiting:
            engine.trace.close(self.seq)
            engine.finish(self.played)
            return
        for player in engine.state.initiative_order():  # 4.4.b: the first player who controls one chooses
            mine = [o for o in waiting if o.controller == player]
            if not mine:
                continue
            if len(mine) == 1:
                self.at = 3
                engine.call(PlayReaction(mine[0].oid, again=self.played > 0))
                return
            by_ref = {o.ref: o for o in mine}
            order: tuple[str, ...] = ("4.4.b", "4.4.c") if self.played else ("4.4.b",)
            if _same_card(mine):
                order += ("4.4.a",)
            options = tuple(Option(ref, aliases=_aliases(engine, emblem)) for ref, emblem in by_ref.items())
            self.offered = tuple((o.ref, o.oid) for o in mine)
            self.at = 2
            engine.ask(Decision("reaction_order", player, options, order,
                                f"{player_name(player)} chooses which reaction to play",
                                f"{player_name(player)} choisit quelle réaction jouer", label=_labeller(by_ref)))
            return
        raise AssertionError("an emblem without a controller")  # pragma: no cover


def _same_card(emblems: list[GameObject]) -> bool:
    """4.4.a — whether two of these emblems come from the same card ("even those from the same card")."""
    sources = [o.emblem_key[0] for o in emblems if o.emblem_key is not None]
    return len(set(sources)) < len(sources)


def _aliases(engine: Engine, emblem: GameObject) -> tuple[str, ...]:
    """Stable names of a waiting emblem for a scripted answer: its reaction's card id and its label."""
    card = engine.source_card(emblem)
    return tuple(dict.fromkeys(a for a in (card, emblem.emblem_label) if a))


def _labeller(by_ref: dict[str, GameObject]) -> Callable[[str], tuple[str, str]]:
    """Labels of emblems, computed only for the options shown (a check may offer hundreds)."""
    return lambda ref: (obj_name(by_ref[ref], "en"), obj_name(by_ref[ref], "fr"))


@dataclass
class PlayReaction(Proc):
    """5.5 — play a Reaction: like a spell, but no zone change; a cost may be declined; then it ceases to exist."""

    emblem: Oid
    again: bool = False
    ctx: EffectContext | None = None
    seq: Seq = 0
    paid: bool = True
    extra: int = 0

    def step(self, engine: Engine) -> None:
        """Declare, maybe pay (Tough), resolve, cease."""
        emblem = engine.state.objects[self.emblem]
        who = player_name(emblem.controller)
        if self.at == 0:
            self.ctx = EffectContext(emblem.controller, me=emblem.emblem_source, it=emblem.emblem_it,
                                     source_label=emblem.emblem_label, from_emblem=True)
            engine.pending.pop(emblem.oid, None)
            rules = ("5.5.a", "5.5.b", "4.4.c" if self.again else "4.4.b", "5.1.1.d")
            self.seq = engine.emit("reaction_played",
                                   f"{who} plays {emblem.emblem_label} (Reaction-Emblem #{emblem.oid})",
                                   f"{who} joue {label_fr(emblem.emblem_label)} (Emblème-Réaction #{emblem.oid})",
                                   rules,
                                   actor=emblem.controller, objects=(emblem.ref,), source=emblem.emblem_label,
                                   source_card=engine.source_card(emblem))
            engine.trace.open(self.seq)
            self.at = 1
            engine.call(Declare(emblem.emblem_effect, self.ctx, [], card=False))
            return
        ctx = self.ctx
        assert ctx is not None
        if self.at == 1:
            self.extra = tough_extra(engine, emblem.emblem_effect, ctx)
            if self.extra:
                self.at = 2
                engine.ask(yes_no("tough_cost", emblem.controller, ("5.5.c", "5.5.d", "7.4.5.c", "7.4.5.a"),
                                  f"{who} may pay {self.extra} more (Tough) for this reaction",
                                  f"{who} peut payer {self.extra} de plus (Coriace) pour cette réaction"))
                return
            self.at = 3
        if self.at == 2:  # the answer: pay Tough or not
            assert isinstance(engine.ret, tuple)
            self.paid = engine.ret[0] == "yes"
            self.at = 3
            extra = self.extra
            if self.paid:
                actions = build_cost(engine, (), ctx, extra)
                if any(a.impossible for a in actions):
                    engine.emit("ignored", f"{who} cannot pay {extra} (Tough): the cost is impossible",
                                f"{who} ne peut pas payer {extra} (Coriace) : coût impossible", ("1.4.1.b", "7.4.5.c"))
                    self.paid = False
                else:
                    from judge.engine.core import RunStep

                    engine.call(RunStep(actions, emblem.controller, ("5.1.2.d", "6.1.d", "7.4.5.c"),
                                        f"pay the costs: {extra} (Tough)", f"payer les coûts : {extra} (Coriace)",
                                        check=False, kind="pay_costs"))
                    return
        if self.at == 3:
            if emblem.emblem_key is not None and emblem.emblem_key[0] not in engine.state.objects:
                engine.emit("note", "the object whose reaction this is has left its zone: the reaction still resolves",
                            "l'objet dont c'est la réaction a quitté sa zone : la réaction se résout quand même",
                            ("6.3.e", "7.2.1.b"), objects=(emblem.ref,))
            if self.paid:
                self.at = 4
                engine.call(ResolveEffect(emblem.emblem_effect, ctx))
                return
            engine.emit("no_effect", f"{emblem.emblem_label} is played without paying its cost: it has no effect",
                        f"{label_fr(emblem.emblem_label)} est jouée sans payer son coût : elle n'a aucun effet",
                        ("5.5.d",),
                        actor=emblem.controller, source=emblem.emblem_label)
        elif self.at == 4 and engine.ret:
            assert isinstance(engine.ret, int)
            engine.take_reading("reaction-last-step-check-before-it-ceases", at=engine.ret)
        engine.state.remove(emblem.oid)
        engine.emit("ceases", f"Reaction-Emblem #{emblem.oid} has resolved and ceases to exist",
                    f"l'Emblème-Réaction #{emblem.oid} a été résolu et cesse d'exister", ("5.5.e",),
                    objects=(emblem.ref,))
        engine.trace.close(self.seq)
        engine.finish()
