"""The parse trees shipped for the bundled printed texts (judge/cards/parses-*.json) are current and right."""

from __future__ import annotations

import json
from functools import cache

import pytest
from lark.exceptions import LarkError

from judge.cards.parse import grammar
from judge.cards.shipped import bundled_texts, decode, encode, grammar_digest, shipped
from tests.conftest import ROOT

REGENERATE = "run: python -m judge.cards.shipped"


@cache
def _bundled() -> dict[str, frozenset[str]]:
    """The bundled ability texts per language, read once for both languages (it reads every YAML file)."""
    return {lang: frozenset(texts) for lang, texts in bundled_texts(ROOT).items()}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_shipped_trees_were_made_by_the_grammar_in_use(lang: str) -> None:
    data = json.loads((ROOT / "judge" / "cards" / f"parses-{lang}.json").read_text(encoding="utf-8"))
    assert data["grammar"] == grammar_digest(lang), f"the {lang} grammar changed since: {REGENERATE}"
    assert shipped(lang), "the shipped trees are not used"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_bundled_text_that_parses_is_shipped(lang: str) -> None:
    missing = sorted(_bundled()[lang] - set(shipped(lang)))
    for text in missing:  # only a text the grammar does not understand may be left out
        with pytest.raises(LarkError):
            grammar(lang).parse(text)
    assert len(shipped(lang)) >= 90


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_shipped_tree_is_the_one_the_grammar_gives(lang: str) -> None:
    texts = sorted(shipped(lang))
    for text in texts[:: max(1, len(texts) // 12)]:  # a dozen spread over the file: each parse takes ~20 ms
        assert encode(grammar(lang).parse(text)) == shipped(lang)[text], text
        assert encode(decode(shipped(lang)[text])) == shipped(lang)[text]
