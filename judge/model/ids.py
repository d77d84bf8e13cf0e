"""What a number or a text of the resolution's state stands for, when it is not a plain value.

The engine keeps objects by number (a new number in each new zone, 1.4.4.a), effects being
resolved by number, and event numbers of the trace. Two resolutions that are the same but for
how things were numbered have the same future: ``judge explore`` compares them with numbers
replaced by places (see :mod:`judge.explore_key`). These annotations say which fields hold what;
for the type checker they are plain ``int`` and ``str``.
"""

from __future__ import annotations

from typing import Annotated

Oid = Annotated[int, "object"]  # an object's number
Seq = Annotated[int, "event"]  # an event's number in the trace (the trace's, not the game's)
FrameId = Annotated[int, "effect"]  # the number of an effect being resolved
Ref = Annotated[str, "ref"]  # a text that names objects as ``card#N`` (modifier keys, option keys, scripted targets)
Target = Annotated[str, "target"]  # a target chosen: an object's number as text, or an expedition's zone
