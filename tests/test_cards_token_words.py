"""Real cards: the words printed around a token's bracket. A token is created with one subtype word beside its
bracket ("a [Name a/b/c] Robot token", « un jeton Robot [a/b/c Nom] »); any other word there ("an exhausted …",
« … épuisé … ») changes what is created, so the text is not understood rather than read without that word (and the
word taken for the token's subtype)."""

from __future__ import annotations

import pytest

from judge.cards.parse import NOT_UNDERSTOOD, parse_text


@pytest.mark.parametrize(("text", "lang"), [
    ("{J} Create an exhausted [Cogling 1/2/1] Robot token in my Expedition.", "en"),
    ("{J} Create a ready [Cogling 1/2/1] Robot token in my Expedition.", "en"),
    ("{H} Create one [Cogling 1/2/1] Robot Soldier token in target Expedition.", "en"),
    ("{J} Créez un jeton Robot épuisé [1/2/1 Rouage] dans mon Expédition.", "fr"),
    ("{H} Créez un jeton Robot Soldat [1/2/1 Rouage] dans une Expédition ciblée.", "fr"),
])
def test_a_word_beside_a_token_other_than_its_subtype_is_not_understood(text: str, lang: str) -> None:
    parsed = parse_text(text, lang)
    assert [v.verdict for v in parsed.verdicts] == [NOT_UNDERSTOOD]
    assert parsed.tokens.defined == {}


@pytest.mark.parametrize(("text", "lang", "subtypes"), [
    ("{J} Create a [Cogling 1/2/1] Robot token in my Expedition.", "en", ["Robot"]),
    ("{J} Create an [Cogling 1/2/1] Soldier token in my Expedition.", "en", ["Soldier"]),
    ("{J} Create a [Cogling 1/2/1] token in my Expedition.", "en", None),
    ("{J} Créez un jeton Robot [1/2/1 Rouage] dans mon Expédition.", "fr", ["Robot"]),
    ("{J} Créez un jeton [1/2/1 Rouage] dans mon Expédition.", "fr", None),
])
def test_a_token_with_its_subtype_word_or_none_is_created_with_that_subtype(text: str, lang: str,
                                                                            subtypes: list[str] | None) -> None:
    parsed = parse_text(text, lang)
    [verdict] = parsed.verdicts
    assert verdict.verdict == "executable", verdict.reason
    [step] = verdict.ability["reaction"]["effect"]
    token = parsed.tokens.defined[step["create_token"]["token"]]
    assert token["stats"] == {"forest": 1, "mountain": 2, "water": 1}
    assert token.get("subtypes") == subtypes
