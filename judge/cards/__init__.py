"""Real cards."""
