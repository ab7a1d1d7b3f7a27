"""/crew replies and forms (issue 44, docs/crews.md)."""
