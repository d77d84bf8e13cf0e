"""What an effect resolves with: its controller, "me", "it", targets and modes (7.2, 5.2.3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.model.cards import Step


@dataclass
class EffectContext:
    """7.2 — the pronouns of an effect, and the choices made when it was declared.

    ``you`` is the controller (7.2.2.a); ``me`` the object carrying the ability, or for
    an emblem the object that created it (7.2.1.a–b); ``it`` the object of the
    triggering event; ``targets`` maps a target's occurrence number to what was chosen
    (5.2.3.b); ``modes`` maps a modal step's number to the chosen mode (5.2.3.c).
    """

    you: str
    me: int | None = None
    it: int | None = None
    source_label: str = ""
    targets: dict[int, list[str]] = field(default_factory=dict)
    modes: dict[int, int] = field(default_factory=dict)
    free: bool = False
    frame: int = 0
    from_emblem: bool = False  # an emblem's effect: "me" is the object that created it (7.2.1.b)


@dataclass
class EffectFrame:
    """6.1.b–c — an effect being resolved: its label, how many of its steps have begun, what follows."""

    label: str
    begun: int
    total: int
    tail: bool = False  # the current step has an "if you do" part still to come
    performed: bool = False  # the atomic actions of its last step have happened
    happened: bool = False  # whether the step just performed did something (for its "if you do", 6.5.d)
    steps_begun: int = 0  # every step begun so far, inner ones too (a mode's, an "if you do"'s, a may-pay's)
    number: int = 0  # the frame's number (what holds Reaction-Emblems created by its internal actions)
    effect: tuple[Step, ...] = ()  # what it resolves, and with which "me" and "it" (7.2.1)
    me: int | None = None
    it: int | None = None
    check_after_last_step: int = 0  # the check after its last step, if it played reactions (4.4.a.2): its event

    @property
    def done(self) -> bool:
        """Whether only the check after its last step is left (nothing of the effect itself)."""
        return self.performed and not self.tail


@dataclass(eq=False)
class AnswerScope:
    """The answers of one play (a card, a quick action, a Reaction): from its first decision (which
    reaction, where, which targets) until its effect is done, they may live in the resolution's own
    variables rather than in the state (see :meth:`judge.engine.core.Engine.answer_scope`)."""

    ends_with_effect: bool = True  # False when the play still acts after its effect (a Spell's last move)
    facts: tuple[object, ...] = ()  # what the play keeps aside that the state does not show (where from)
    frame: EffectFrame | None = None

    @property
    def done(self) -> bool:
        """Whether only ceasing is left of the play: its answers no longer change what happens."""
        return self.ends_with_effect and self.frame is not None and self.frame.done
