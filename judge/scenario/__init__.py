"""Scenario files: YAML with positions, the ability language, the loader."""
