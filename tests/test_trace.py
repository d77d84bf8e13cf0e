"""Messages made without the class's call (issue 12: the engine makes one per event) are the messages the class
makes."""

from __future__ import annotations

import copy
import pickle

from judge.events import Msg, message, words


def test_a_message_made_without_the_class_call_is_the_message_the_class_makes() -> None:
    made, called = message("atomic.boost", amount=2, obj="x"), Msg("atomic.boost", amount=2, obj="x")
    assert type(made) is Msg and made == called and hash(made) == hash(called)
    assert (made.mid, made.values) == (called.mid, called.values)
    assert copy.deepcopy(made) is made and pickle.loads(pickle.dumps(made)) == called
    assert words(made, "en") == words(called, "en") and words(made, "fr") == words(called, "fr")
