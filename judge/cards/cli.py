"""``judge cards import`` and ``judge cards parse`` (registered by :mod:`judge.cli`).

Like :mod:`judge.cli`, no ``from __future__ import annotations`` (typer reads the annotations),
and the parser (lark) is imported inside the commands only.
"""

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from judge.options import Format, Lang

cards_app = typer.Typer(no_args_is_help=True, help="Real cards: import official card data, parse printed texts."
                        "\n\nExample:\n\n    $ judge cards parse '{J} Target Character gains 1 boost.'")


def _json(data: Any) -> None:
    import json

    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2, sort_keys=False) + "\n")


@cards_app.command("import")
def import_cards(
    paths: Annotated[list[Path], typer.Argument(help="Card JSON files or folders (English and French).")],
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Write the card library (YAML).")] = None,
    report: Annotated[bool, typer.Option(help="Print the coverage report (verdict counts and shares).")] = False,
    format: Annotated[Format, typer.Option(help="text or json.")] = Format.text,
    force: Annotated[bool, typer.Option(help="Write over an existing output file.")] = False,
) -> None:
    """Read official card JSON into a card library; show each ability's verdict.

    Example:

        $ judge cards import cards/ -o library.yaml --report
    """
    from judge.cards.library import CardDataError, build_library, dump_library, read_cards
    from judge.cards.report import coverage, render_cards, render_coverage
    from judge.visible import visible

    for path in paths:
        if not path.exists():
            sys.stderr.write(visible(f"{path}: expected a card JSON file or folder, found nothing") + "\n")
            raise typer.Exit(2)
    from judge.files import plan_outputs, write_atomic

    plan_outputs([output], force, [p for p in paths if p.is_file()])  # before any work; never over an input
    try:
        cards = read_cards(paths)
    except CardDataError as exc:
        sys.stderr.write(visible(str(exc)) + "\n")
        raise typer.Exit(2) from None
    library = build_library(cards)
    if output is not None:
        write_atomic(output, dump_library(library, paths))
    if format == Format.json and report:
        _json({"report": coverage(cards)})
        return
    if format == Format.json:
        ids = {id(entry): card_id for card_id, entry in library.items()}
        _json({"cards": [{"reference": c.reference, "id": ids[id(c.entry)],
                          **{lang: [v.as_dict() for v in vs] for lang, vs in c.verdicts.items()}} for c in cards]})
        return
    sys.stdout.write(render_coverage(coverage(cards)) if report else render_cards(cards))
    if output is not None:
        sys.stdout.write(visible(f"wrote {output}: {len(library)} cards") + "\n")


@cards_app.command("parse")
def parse(
    text: Annotated[str, typer.Argument(help="A printed ability text, with the official markup.")],
    lang: Annotated[Lang, typer.Option(help="Language of the text.")] = Lang.en,
    type: Annotated[str, typer.Option(help="Card type: character, spell, permanent or hero.")] = "character",
    echo: Annotated[bool, typer.Option(help="The text is an Echo (support) text.")] = False,
    format: Annotated[Format, typer.Option(help="text or json.")] = Format.text,
) -> None:
    """Show what a pasted printed text becomes: each ability, its verdict, its structured form.

    Example:

        $ judge cards parse '{J} Target Character gains 1 boost.'
    """
    from judge.cards.parse import parse_text
    from judge.files import yaml_text
    from judge.visible import visible

    if type not in ("character", "spell", "permanent", "hero"):
        sys.stderr.write(visible(f"--type: expected character, spell, permanent or hero, found '{type}'") + "\n")
        raise typer.Exit(2)
    parsed = parse_text(text, lang.value, card_type=type, echo=echo)
    if format == Format.json:
        _json({"abilities": [v.as_dict() for v in parsed.verdicts], "tokens": parsed.tokens.defined})
        return
    if not parsed.verdicts:
        sys.stdout.write("(no ability: the text is empty or only reminder text)\n")
    for v in parsed.verdicts:
        sys.stdout.write(visible(f"[{v.verdict}] {' '.join(v.printed.split())}") + "\n")
        if v.reason:
            sys.stdout.write(visible(f"  {'missing mechanism' if v.verdict == 'unsupported' else 'not understood'}: "
                                     f"{v.reason}") + "\n")
        if v.ability is not None:
            body = yaml_text(v.ability, width=100)
            sys.stdout.write("".join(f"  {line}\n" for line in body.splitlines()))
    for token_id, token in parsed.tokens.defined.items():
        sys.stdout.write(f"token card {token_id}: {token}\n")
