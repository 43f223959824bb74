"""Which steps this night calls, and whom: the call order of one game's night, read from
the state without changing it. The flow (narration/flow.py) calls these steps; the screens
show them (the night's call order with the current step).
"""

from __future__ import annotations

from narration.callorder import Step, night_steps
from narration.card import NIGHT_STEP, STEP_OVERRIDE, STEP_WHEN, Hook
from narration.powers import acting_role, may_swap
from narration.state import GameState, Player


def nobody_holds(state: GameState, step: Step, held: set[str | None]) -> bool:
    """Whether a card's step is surely not in the game: no override, no swap can reach its
    cards, and nobody holds or acts them (step_in_game, without walking every player)."""
    return (bool(step.roles) and not step.werewolves and not step.professions
            and not state.rules.hooks(STEP_OVERRIDE, step.step)
            and not may_swap(state, step.roles) and held.isdisjoint(step.roles))


# The key of the wolves' step among a state's card-derived holders (the other steps' keys are
# their cards: a tuple of role ids).
_WOLVES = "wolves"


def step_holders(state: GameState, step: Step) -> list[Player]:
    """The players (dead or alive) holding the cards a step calls (a new list: the caller's
    own)."""
    if step.professions:
        return [p for p in state.players if p.profession in step.professions]
    roles = step.roles
    if not step.werewolves and may_swap(state, roles):
        return [p for p in state.players if acting_role(state, p) in roles or p.acting in roles]
    # Who wakes with the wolves, and (nobody's power swapped to or from these cards) who holds
    # or acts the cards, change only with a card write: found once per version of the cards
    # held (GameState.card_derived), not again every night.
    known = state.card_derived()
    key = _WOLVES if step.werewolves else roles
    holders: list[Player] | None = known.get(key)
    if holders is None:
        holders = known[key] = _card_holders(state, step)
    return holders[:]


def _card_holders(state: GameState, step: Step) -> list[Player]:
    if step.werewolves:
        return [p for p in state.players if p.werewolf]
    roles = step.roles
    if len(roles) == 1:
        return list(state.by_card().get(roles[0], ()))
    return [p for p in state.players if p.role in roles or p.acting in roles]


def step_in_game(state: GameState, step: Step) -> bool:
    """Whether a step is called (or paused for) in this game at all."""
    if step_override(state, step.step) is not None:
        return True
    if state.rules.keyed(NIGHT_STEP, step.step) is None:
        return False  # a step of no card in this game (or of a role not implemented yet)
    return holders_if_in_game(state, step) is not None


def holders_if_in_game(state: GameState, step: Step) -> list[Player] | None:
    """A step without an override: its holders when it is in the game, else None."""
    if step.roles or step.professions or step.werewolves:
        return step_holders(state, step) or None
    if not step.present_with or any(state.in_game(r) for r in step.present_with):
        return []  # holds no card: step_holders would find nobody
    return None


def not_due_tonight(state: GameState, step: Step) -> str | None:
    """Why a step's own rule does not call it tonight (hooks.STEP_WHEN), or None."""
    when = state.rules.keyed(STEP_WHEN, step.step)
    return when.fn(state) if when is not None else None


def step_override(state: GameState, name: str) -> Hook | None:
    """The first override of step `name` (in declared order) that plays it tonight."""
    for hook in state.rules.hooks(STEP_OVERRIDE, name):
        if hook.extra.applies(state):
            return hook
    return None


def tonight(state: GameState) -> list[Step]:
    """The steps of this night that are in the game and due, in call order."""
    return [step for step in night_steps(max(1, state.round), state.setup.edition)
            if step_in_game(state, step) and not not_due_tonight(state, step)]
