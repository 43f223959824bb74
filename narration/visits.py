"""The night call that every "visit another player's house" card asks the same way (the
ziener, the house rules' slet and schout, Wolf Village's ziener): its holder names another
living player he may visit tonight; himself is refused with the card's own quote, a house the
schout watches with the schout's (narration/presence.py `visit_blocked`, nothing where no card
hooks it)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from narration.callorder import Step
from narration.presence import visit_blocked, visitable
from narration.prompts import Prompt, player_prompt, rule_error
from narration.state import GameState, Player


@dataclass(frozen=True)
class VisitRules:
    """One card's quotes (that he must name somebody; not himself) and why his step is
    skipped when there is nobody he may visit."""

    must: str
    not_self: str
    nobody: str
    not_self_ruling: str | None = None  # the RULINGS.md id behind `not_self`, if a ruling


def visit_prompt(state: GameState, step: Step, visitor: Player, card: str,
                 rules: VisitRules, *, optional: bool = False
                 ) -> Generator[Prompt, Any, str | None]:
    """Wake `visitor` and ask for the player he visits (`optional`: "" visits nobody); None
    (the step skipped, nobody woken) when there is nobody he may visit."""
    others = visitable(state, card, [n for n in state.alive_names() if n != visitor.name])
    if not others:  # he is the last one alive, or every other house is watched
        state.skip(card, rules.nobody)
        return None
    line = state.say(step.wake)

    def allowed(name: str) -> str | None:
        if name == visitor.name:
            raise rule_error(state, f"{name}:", rules.not_self, rules.not_self_ruling)
        blocked = visit_blocked(state, card, name)
        if blocked:
            raise rule_error(state, f"{name}:", blocked)
        return None

    target: str = yield player_prompt(state, step.step, card, line, others, optional=optional,
                                      must_rule=rules.must, rule=allowed, role=card,
                                      called=(visitor.name,))
    return target
