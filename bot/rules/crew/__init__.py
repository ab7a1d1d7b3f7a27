"""Crews (issue 44): crew lists from text, and model cards in a short notation (docs/crews.md)."""
