"""Altered Judge: a rules judge for the Altered trading card game.

Layers, top to bottom: ``cli`` → ``render`` → ``trace`` → ``engine`` → ``model`` →
``scenario`` (YAML → model) and the ``rules_index`` package.
"""

from judge.method_cache import install

__version__ = "0.1.0"

install()  # before any record class is made: their generated methods are compiled once (judge.method_cache)
