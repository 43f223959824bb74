"""Wolf Village (`[setup] edition = "wolf_village"`, rules/wolf-village-regels.txt): its 13 roles
and the mayor, one card module each, and its own rules (edition.py: the dawn's sentences, the
wins in their priority, the tie). The modules without a `card` are this edition's shared
helpers (the lovers' camps, the sash).
"""

EDITION = "wolf_village"
