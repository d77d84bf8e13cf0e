"""Game state and card definitions."""
