"""What an effect resolves with: its controller, "me", "it", targets and modes (7.2, 5.2.3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge.engine.words import Label
from judge.model.copies import copy_record
from judge.model.ids import FrameId, Oid, Seq, Target

#: The label of a context made without a source named (one made to evaluate a condition or a modifier).
NO_LABEL = Label("")

if TYPE_CHECKING:
    from judge.model.cards import Step


@dataclass
class EffectContext:
    """7.2 — the pronouns of an effect, and the choices made when it was declared.

    ``you`` is the controller (7.2.2.a); ``me`` the object carrying the ability, or for
    an emblem the object that created it (7.2.1.a–b); ``it`` the object of the
    triggering event; ``targets`` maps a target's occurrence number to what was chosen
    (5.2.3.b); ``modes`` maps a modal step to the chosen mode (5.2.3.c).
    """

    you: str
    me: Oid | None = None
    it: Oid | None = None
    source_label: Label = NO_LABEL  # its source's name in both languages (a card's, an ability's label)
    targets: dict[int, list[Target]] = field(default_factory=dict)
    modes: dict[Step, int] = field(default_factory=dict)
    free: bool = False
    frame: FrameId = 0
    from_emblem: bool = False  # an emblem's effect: "me" is the object that created it (7.2.1.b)
    # the expedition "me" was in when its reaction triggered ("my Expedition", 7.2.1.b); space-separated, each of its
    # player's, for a Gigantic one (judge.engine.atomic.source_expedition)
    me_expedition: str = ""
    it_expedition: str = ""  # the expedition of the triggering event, when it is one ("facing it", 1.3.2.e)
    followed: dict[int, Oid] = field(default_factory=dict)  # a target's slot → the object this effect moved it to
    x: int = 0  # the X chosen as its quick action was played (judge.engine.x_value)
    playing: Oid | None = None  # the card whose declaration this is: not its own target (judge.engine.declare)
    __deepcopy__ = copy_record


@dataclass
class EffectFrame:
    """6.1.b–c — an effect being resolved: its label, how many of its steps have begun."""

    label: str
    begun: int
    total: int
    number: FrameId = 0  # the frame's number (what holds Reaction-Emblems created by its internal actions)
    check_after_last_step: Seq = 0  # the check after its last step, if it played reactions (4.4.a.2): its event
    __deepcopy__ = copy_record
