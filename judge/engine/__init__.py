"""The resolution engine: steps, modifiers, reactions, checks, playing, the day."""
