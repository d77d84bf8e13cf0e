"""Altered Judge: a rules judge for the Altered trading card game.

Layers, top to bottom: ``cli`` → ``render`` → ``trace`` → ``engine`` → ``model`` →
``scenario`` (YAML → model) and the ``rules_index`` package.
"""

__version__ = "0.1.0"
