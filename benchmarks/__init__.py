"""Benchmarks and load drivers for Fatebot (``python -m benchmarks.flips``)."""
