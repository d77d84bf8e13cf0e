"""What every rendering of a scenario says first, in English or French: its title, its question, and in
French the note that says once which of them have no French text (``title_fr``, ``question_fr``,
``ruling_fr``) and are given as written."""

from __future__ import annotations

from judge.engine.decisions import Answer, Decision
from judge.engine.words import singular
from judge.events import Msg, words
from judge.model.choices import ScriptedChoice
from judge.scenario.loader import Scenario

_WHAT_FR = {"title": "du titre", "question": "de la question", "ruling": "de la décision"}


def colon(lang: str) -> str:
    """The colon with French spacing in French: « : »."""
    return " :" if lang == "fr" else ":"


def semicolon(lang: str) -> str:
    """The separator of a list of clauses: « ; » in French, "; " in English."""
    return " ; " if lang == "fr" else "; "


def untranslated_note(scenario: Scenario, lang: str, keys: tuple[str, ...] = ("title", "question", "ruling")) -> str:
    """In French, one note naming the texts among ``keys`` that have no French version ("" if none, or in
    English): "(pas de traduction française du titre ni de la question : texte anglais)"."""
    if lang != "fr":
        return ""
    missing = [_WHAT_FR[k] for k in scenario.untranslated() if k in keys]
    if not missing:
        return ""
    said = missing[0] if len(missing) == 1 else ", ".join(missing[:-1]) + " ni " + missing[-1]
    return f"(pas de traduction française {said} : texte anglais)"


def one_line(text: str) -> str:
    """Prose on one line (a question written over several YAML lines)."""
    return " ".join(text.split())


def unused_answers(unused: tuple[ScriptedChoice, ...], lang: str) -> str:
    """One line for the ``choices:`` answers no decision asked for ("" if none): a plain ``judge resolve`` runs
    without them (``--strict`` and ``judge check`` refuse them), and says so beside its assumptions."""
    if not unused:
        return ""
    first = unused[0]
    said = f"{first.kind or 'any'}{colon(lang)} {', '.join(first.answer)}"
    line = first.where.rsplit(":", 2)[-2]
    if lang == "fr":
        s = "" if singular(len(unused), "fr") else "s"  # « 1 réponse … jamais demandée », « 2 réponses … demandées »
        return (f"non utilisée{s} : {len(unused)} réponse{s} de choices: jamais demandée{s}, dès la ligne {line} "
                f"({said}) ; les réponses sont lues dans l'ordre des décisions")
    return (f"not used: {len(unused)} choices: answer(s) never asked for, from line {line} ({said}); answers are "
            "read in the order the decisions are asked")


def given_up_lines(decision: Decision, answer: Answer, lang: str) -> list[str]:
    """5.1.2.c — one line per assumed answer given up before ``answer`` (see :mod:`judge.assumed`): the option (its
    key in English, as ``choices:`` names it; its words in French) and the illegal declaration it led to."""
    return [words(Msg("given_up", option=key if lang == "en" else decision.labels(key)[1], why=why), lang)
            for key, why in answer.given_up]
