"""Outputs: each reads a Resolution (or the Trace) and never touches the engine."""
