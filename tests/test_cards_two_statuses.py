"""Real cards: a noun with one status word ("target [[Asleep]] Character"), or a list of them joined by "or" ("target
[[Asleep]] or [[Anchored]] Character": any one of them, selector ``statuses:``). Two status words side by side
("target [[Asleep]] [[Anchored]] Character") ask for both at once, which ``statuses:`` (one of them) cannot say: the
text is not understood rather than read as the list with "or"."""

from __future__ import annotations

import pytest

from judge.cards.parse import NOT_UNDERSTOOD, parse_text


@pytest.mark.parametrize(("text", "lang"), [
    ("{H} Send to Reserve target [[Asleep]] [[Anchored]] Character.", "en"),
    ("{H} Envoyez en Réserve un Personnage [[Endormi]] [[Ancré]] ciblé.", "fr"),
    ("{H} Envoyez en Réserve un Personnage [[Endormi]] ciblé [[Ancré]].", "fr"),
])
def test_two_status_words_side_by_side_are_not_understood(text: str, lang: str) -> None:
    assert [v.verdict for v in parse_text(text, lang).verdicts] == [NOT_UNDERSTOOD]


@pytest.mark.parametrize(("text", "lang", "statuses"), [
    ("{H} Send to Reserve target [[Asleep]] Character.", "en", ["asleep"]),
    ("{H} Send to Reserve target [[Asleep]] or [[Anchored]] Character.", "en", ["asleep", "anchored"]),
    ("{H} Envoyez en Réserve un Personnage [[Endormi]] ciblé.", "fr", ["asleep"]),
    ("{H} Envoyez en Réserve un Personnage ciblé [[Endormi]].", "fr", ["asleep"]),
    ("{H} Envoyez en Réserve un Personnage [[Endormi]] ou [[Ancré]] ciblé.", "fr", ["asleep", "anchored"]),
])
def test_one_status_word_or_a_list_with_or_is_a_selector_of_any_of_them(text: str, lang: str,
                                                                        statuses: list[str]) -> None:
    [verdict] = parse_text(text, lang).verdicts
    assert verdict.verdict == "executable", verdict.reason
    [step] = verdict.ability["reaction"]["effect"]
    assert step == {"put": {"what": {"target": "character", "statuses": statuses}, "to": "reserve"}}
