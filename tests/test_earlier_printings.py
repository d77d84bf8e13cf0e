"""7.5.1.b, 7.3.1.c — earlier printings say "triggers" ("déclencheurs") where later ones say "abilities"
("capacités"), "don't activate" for "can't activate", and "Activate [a trigger]": the card-text grammar reads both
wordings as the same ability."""

from __future__ import annotations

import pytest

from judge.cards.parse import EXECUTABLE, parse_text

PAIRS = [  # (language, card type, the later wording, the earlier printing's)
    ("en", "character", "The {r}, {h} and {j} abilities of Characters facing me can't activate.",
     "The {r}, {h} and {j} triggers of Characters facing me can't activate."),
    ("en", "character", "The {r}, {h} and {j} abilities of Characters facing me can't activate.",
     "The {r}, {h} and {j} triggers of Characters facing me don't activate."),
    ("en", "character", "{J} Activate the {J} abilities of target Permanent you control.",
     "{J} Activate the {J} trigger of target Permanent you control."),
    ("en", "character", "{J} Target Permanent you control activates its {J} abilities.",
     "{J} Target Permanent you control activates its {J} triggers."),
    ("fr", "character", "Les capacités {r}, {h} et {j} des Personnages qui me font face ne peuvent pas s'activer.",
     "Les déclencheurs {r}, {h} et {j} des Personnages qui me font face ne peuvent pas s'activer."),
    ("fr", "character", "Les capacités {r}, {h} et {j} des Personnages qui me font face ne peuvent pas s'activer.",
     "Les déclencheurs {r}, {h} et {j} des Personnages qui me font face ne s'activent pas."),
    ("fr", "character", "{J} Activez les capacités {J} d'un Permanent ciblé que vous contrôlez.",
     "{J} Activez le déclencheur {J} d'un Permanent ciblé que vous contrôlez."),
    ("fr", "character", "{J} Un Permanent ciblé que vous contrôlez active ses capacités {J}.",
     "{J} Un Permanent ciblé que vous contrôlez active ses déclencheurs {J}."),
]


@pytest.mark.parametrize(("lang", "card_type", "later", "earlier"), PAIRS)
def test_an_earlier_printings_wording_is_the_same_ability(lang: str, card_type: str, later: str,
                                                         earlier: str) -> None:
    verdicts = [parse_text(text, lang, card_type=card_type).verdicts for text in (later, earlier)]
    assert [[v.verdict for v in found] for found in verdicts] == [[EXECUTABLE], [EXECUTABLE]], \
        [[v.reason for v in found] for found in verdicts]
    assert verdicts[0][0].ability == verdicts[1][0].ability


def test_a_trigger_word_elsewhere_is_still_not_understood() -> None:
    verdict = parse_text("{J} Activate the {J} triggers of.", "en", card_type="character").verdicts
    assert [v.verdict for v in verdict] != [EXECUTABLE]
