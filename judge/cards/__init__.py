"""Real cards: official card data and printed texts (English, French) → the structured ability language.

``markup`` reads the official markup, ``en.lark``/``fr.lark`` are the template grammars, ``build``
turns their trees into abilities (or names the missing mechanism), ``parse`` gives each ability its
verdict, ``library`` imports card JSON, ``report`` counts verdicts, ``hook`` serves the scenario
loader's ``text:``. Nothing here is imported by a plain resolution (lark is loaded only to parse).
"""
