"""Parse trees shipped with the package for the printed texts it bundles, so that they are not parsed again.

An Earley parse of one ability takes tens of milliseconds; the bundled printed libraries hold more than a
hundred abilities, and every scenario that includes one used to parse them all. ``parses-en.json`` and
``parses-fr.json`` (next to the grammars) keep the parse tree of each ability text found in the bundled
libraries and scenarios, with the digest of the grammar that made them: a tree is used only while that
grammar is the one in use, so a grammar changed since makes the file unused (slower, never wrong). The
files are plain JSON read without running anything; ``python -m judge.cards.shipped`` writes them again,
and a test checks they are current and that a shipped tree is the one the grammar gives.
"""

from __future__ import annotations

import hashlib
import json
import sys
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from lark import Token, Tree
from lark.exceptions import LarkError

from judge.files import write_atomic

Encoded = Any  # a tree as JSON: {"r": rule, "c": [children]}; a token: [type, value]


def grammar_digest(lang: str) -> str:
    """The digest of one language's grammar text (what a shipped tree was made with)."""
    text = resources.files("judge.cards").joinpath(f"{lang}.lark").read_text(encoding="utf-8")
    return hashlib.sha256(text.encode()).hexdigest()


@lru_cache(maxsize=2)
def shipped(lang: str) -> dict[str, Encoded]:
    """The shipped trees of ``lang`` by ability text (normalised), or none if they were made by another grammar."""
    found = resources.files("judge.cards").joinpath(f"parses-{lang}.json")
    if not found.is_file():
        return {}
    data = json.loads(found.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("grammar") != grammar_digest(lang):
        return {}
    trees = data.get("trees")
    return trees if isinstance(trees, dict) else {}


def encode(node: Tree[Token] | Token) -> Encoded:
    """A parse tree as JSON."""
    if isinstance(node, Token):
        return [node.type, str(node)]
    return {"r": str(node.data), "c": [encode(child) for child in node.children]}


def decode(data: Encoded) -> Tree[Token] | Token:
    """A parse tree from its JSON (only strings and lists: nothing is run)."""
    if isinstance(data, list):
        return Token(str(data[0]), str(data[1]))
    return Tree(str(data["r"]), [decode(child) for child in data["c"]])


def bundled_texts(root: Path) -> dict[str, set[str]]:
    """The normalised ability texts of the bundled libraries and scenarios under ``root``, per language."""
    import yaml

    from judge.cards.markup import split_abilities

    texts: dict[str, set[str]] = {"en": set(), "fr": set()}
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's parser when PyYAML has it: the same data
    files = [*sorted((root / "judge" / "libraries").glob("*.yaml")), *sorted((root / "scenarios").rglob("*.yaml"))]
    for path in files:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=loader)
        cards = data.get("cards") if isinstance(data, dict) else None
        for card in (cards or {}).values():
            if not isinstance(card, dict):
                continue
            for key, lang in (("text", "en"), ("echo", "en"), ("text_fr", "fr"), ("echo_fr", "fr")):
                if isinstance(card.get(key), str):
                    texts[lang].update(part.clean for part in split_abilities(card[key]))
    return texts


def build(root: Path) -> dict[str, dict[str, Any]]:
    """The shipped files' contents: each bundled ability text's tree (texts that do not parse are left out)."""
    from judge.cards.parse import grammar

    out: dict[str, dict[str, Any]] = {}
    for lang, texts in bundled_texts(root).items():
        trees: dict[str, Encoded] = {}
        for text in sorted(texts):
            try:
                trees[text] = encode(grammar(lang).parse(text))
            except LarkError:  # a text the grammar does not understand is parsed (and said) each time
                continue
        out[lang] = {"grammar": grammar_digest(lang), "trees": trees}
    return out


def main() -> None:
    """Write ``judge/cards/parses-en.json`` and ``parses-fr.json`` from the bundled texts."""
    root = Path(__file__).resolve().parent.parent.parent
    for lang, content in build(root).items():
        path = Path(__file__).with_name(f"parses-{lang}.json")
        write_atomic(path, json.dumps(content, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n")
        sys.stdout.write(f"wrote {path}: {len(content['trees'])} trees\n")


if __name__ == "__main__":
    main()
