"""7.3.11.b — an expedition that enters a face-down Tumult region reveals it, whatever made it advance."""

from __future__ import annotations

from judge.engine.atomic import AtomicAction
from judge.engine.core import Engine
from judge.engine.words import region_label
from judge.events import EventKind as K
from judge.events import Msg
from judge.model.state import GameState

CLARIFICATION = "clarification-des-phases-d-une-journee"  # the glossary page on the phases of a day


def reveal_tumults_entered(engine: Engine, done: list[AtomicAction]) -> None:
    """7.3.11.b, Clarification (Révélation des Cartes Tumulte) — once a step has happened, each face-down Tumult card a
    region of which an advance of that step entered is revealed (its effect: not yet), be the step Progress's or an
    effect's ("At Dusk — your Hero expedition advances")."""
    state = engine.state
    for action, entered in regions_entered(state, done):
        region = state.adventure[entered]
        if region.face_down:
            state.reveal(entered)
            engine.emit(K.REVEAL, Msg("reveal", region=region_label(region.name)), ("7.3.11.b",),
                        actor=action.actor)
            engine.emit(K.NOT_YET, Msg("not_yet.tumult"), (CLARIFICATION,))


def regions_entered(state: GameState, done: list[AtomicAction]) -> list[tuple[AtomicAction, int]]:
    """7.3.11.a–b — the region each advance of the step entered, in order: an expedition that advanced n times
    ("it moves twice instead") entered the last n regions of its path, one per advance."""
    advanced = [a for a in done if a.kind == "advance" and not a.impossible and a.to_zone]
    out = []
    for n, action in enumerate(advanced):
        zone = action.to_zone or ""
        later = sum(1 for a in advanced[n + 1:] if a.to_zone == zone)
        out.append((action, state.markers[zone] - later * (1 if state.zone_kind(zone) == "hero" else -1)))
    return out
