"""The project's card texts are its own: no sentence of the publisher's sample cards is in a tracked file.

The sample (``../shared/cards-sample/sample.json``, beside the checkout) is read only to know which sentences
to look for: every sentence of 45 characters or more of a card's main or echo effect, in English and French.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.test_cards import SAMPLE

LONG = 45  # shorter sentences ("Draw a card.") are the game's vocabulary, not a card's wording
KEPT: dict[str, str] = {}  # sentence of the sample -> why the project must keep it (none so far)


def _normal(text: str) -> str:
    """Text as compared: no highlight marks, escapes of the file formats undone, one space between words."""
    for escaped, plain in (("\\u00a0", " "), ("\u00a0", " "), ("#", ""), ('\\"', '"'), ("\\'", "'"), ("''", "'")):
        text = text.replace(escaped, plain)
    return re.sub(r"\s+", " ", text).strip()


def _sample_sentences() -> set[str]:
    sentences: set[str] = set()
    for card in json.loads(SAMPLE.read_text(encoding="utf-8")):
        for elements in (card.get("elements") or {}, card.get("elements_fr") or {}):
            for key in ("MAIN_EFFECT", "ECHO_EFFECT"):
                text = _normal(elements.get(key) or "")
                sentences.update(s for s in re.split(r"(?<=[.!?)])\s+", text) if len(s) >= LONG)
    return sentences


def _tracked_files() -> list[Path]:
    try:
        names = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
        return [ROOT / name for name in names.decode().split("\0") if name]
    except (OSError, subprocess.CalledProcessError):  # no git: every file but the virtualenv's and git's
        skip = {".git", ".venv"}
        return [p for p in ROOT.rglob("*") if p.is_file() and not skip & set(p.relative_to(ROOT).parts)]


@pytest.mark.skipif(not SAMPLE.is_file(), reason="../shared/cards-sample is not here")
def test_no_sentence_of_the_sample_cards_is_in_the_project() -> None:
    sentences = _sample_sentences()
    assert len(sentences) > 100  # the sample was read
    found: dict[str, list[str]] = {}
    for path in _tracked_files():
        try:
            body = _normal(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, OSError):
            continue  # not text
        for sentence in sentences - KEPT.keys():
            if sentence in body:
                found.setdefault(sentence, []).append(str(path.relative_to(ROOT)))
    assert not found, "sentences of the sample cards in the project (reword them):\n" + "\n".join(
        f"  {sentence!r} in {', '.join(paths)}" for sentence, paths in sorted(found.items()))
