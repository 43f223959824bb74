"""What the screens call a step: the call order, the game screen's heading, the secret turn's
title and the edit screen's "where" all name a step the same way.

A step's label is its text `step.<id>`. A step that calls one card is named after that card;
in an edition whose own version of the card has another name (the house rules' Eros for
Cupido), the step shows the edition's name, as the card's own data gives it; so does a step
only an edition has and no `step.<id>` text names (Wolf Village's dokter).
"""

from __future__ import annotations

from functools import cache

from narration.callorder import Step, all_steps, edition_order
from setups.catalogue import role
from tui.i18n import language, t


@cache
def _steps(edition: str) -> dict[str, Step]:
    return {s.step: s for s in (*all_steps(), *(edition_order(edition) or ()))}


def step_label(step: str, edition: str = "") -> str:
    """The name of step `step` in a game of `edition` ("" the Zygomatic game)."""
    label = t(f"step.{step}")
    called = _steps(edition).get(step) if edition else None
    if called is None or len(called.roles) != 1:
        return label
    card = called.roles[0]
    own, base = role(card, edition), role(card)
    lang = language()
    if label == f"step.{step}":  # a step only the edition has (Wolf Village's dokter)
        return own.name(lang)
    if own is base or own.name(lang) == base.name(lang):
        return label
    return own.name(lang)
