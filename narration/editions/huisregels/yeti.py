"""De Yeti (huisregels): twice a game he may use his gift at night (key `yeti`, `true`); that
night every night action has a 50% chance to succeed, Eros's excepted. Each action's draw comes
from the seed and the answer position (narration/presence.py `action_fails`), so a replay
agrees; the narrator is told which actions failed. He decides right after the schout, before
every action he touches (ruling yeti-volgorde); the schout's watch is not an action he can
spoil. A failed action is spent as if it had worked (the potion is used, the fire is lit in
vain: ruling yeti-mislukt).

On the laptop (option `vooraf_kiezen`) he decides on his secret turn for the next night, and
never for the first (ruling doorgeven-begin-nacht): his step is fed that choice."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import NIGHT_BEFORE, Card, Kind
from narration.hooks import Flow
from narration.presence import ACTION_FAILS, DECIDED_AT_DAWN
from narration.prompts import YESNO, Prompt, none_prompt, yesno_prompt
from narration.state import GameState, Player

card = Card("yeti", Kind.ROLE, edition="huisregels")


@dataclass
class Gift:
    """The nights he used his gift, and each night's draws (action: whether it failed)."""

    nights: list[int] = field(default_factory=list)
    draws: dict[int, dict[str, bool]] = field(default_factory=dict)

USES = 2
ONCE_RULE = "Dit mag 2 keer per spel."
# Eros is called before the yeti anyway; the schout acts before the yeti decides.
UNTOUCHED = frozenset({"cupido", "schout"})
# The actions whose cards take effect at dawn: drawn in spoil_the_night, at the end of the
# night (drawing them at their steps would change every draw a saved game or scenario made).
DAWN_DRAWS = frozenset({"weerwolven", "redden", "vergif", "pyromaan"})


def gift_tonight(state: GameState) -> bool:
    return state.phase == "night" and state.round in state.recall("yeti", Gift).nights


@card.night_step("yeti")
def yeti(state: GameState, step: Step, living: list[Player]) -> Flow:
    beast = living[0]
    used = list(state.memo("yeti", Gift).nights)
    line = state.say(step.wake)
    if len(used) >= USES:
        state.skip("yeti", "the yeti has used his gift twice (twice a game)")
        yield none_prompt(state, step.step, line, role="yeti", called=(beast.name,))
        state.say("yeti_slaapt")
        return
    use = yield yesno_prompt(state, step.step, "yeti", line, role="yeti", called=(beast.name,))
    if use:
        state.memo("yeti", Gift).nights = [*used, state.round]
        state.tell("yeti_gebruikt", left=USES - len(used) - 1)
    state.say("yeti_slaapt")


@card.hook(NIGHT_BEFORE, key="yeti")
def gift_next_night(state: GameState, beast: Player) -> Prompt | None:
    """On his secret turn: whether he uses his gift the next night (nothing to choose once
    he has used it twice, tonight's use counted)."""
    if len(state.recall("yeti", Gift).nights) >= USES:
        return None
    return yesno_prompt(state, "yeti", "yeti", "", role="yeti", called=(beast.name,))


@card.hook(ACTION_FAILS, 10)
def fifty_fifty(state: GameState, action: str) -> bool:
    if action in UNTOUCHED or not gift_tonight(state):
        return False
    draws = state.memo("yeti", Gift).draws.setdefault(state.round, {})
    if action not in draws:
        draws[action] = state.rng(f"yeti:{action}").random() < 0.5
    return draws[action]


@card.hook(DECIDED_AT_DAWN, 10)
def drawn_at_dawn(state: GameState, action: str) -> bool:
    """The actions spoil_the_night draws for: their steps tell what was done, not its outcome
    (the narrator read "De heks vergiftigt Anna" on a night the poison failed)."""
    return action in DAWN_DRAWS and gift_tonight(state)


@card.moment("einde_nacht", 50)
def spoil_the_night(state: GameState) -> Flow:
    """The actions of cards that do not ask `action_fails` at their own step take effect at
    dawn; the draw for each is made here, at the end of the night."""
    if not gift_tonight(state):
        return
    log = state.night
    if log.victim and log.victim_cause == "weerwolven" and fifty_fifty(state, "weerwolven"):
        log.victim = None
    if log.saved and fifty_fifty(state, "redden"):
        log.saved = None
    if log.poisoned and fifty_fifty(state, "vergif"):
        log.poisoned = None
    if log.fire and fifty_fifty(state, "pyromaan"):
        owner = log.fire
        log.fire = None
        if owner in log.spared:
            log.spared.remove(owner)
        log.extra_deaths = [(n, c) for n, c in log.extra_deaths if c != "brand"]
    draws = state.recall("yeti", Gift).draws.get(state.round, {})
    failed = [a for a, lost in draws.items() if lost]
    if failed:
        words = [state.text("word", f"actie_{a}") for a in failed]
        state.tell("yeti_mislukt", actions=state.names(words))
    else:
        state.tell("yeti_alles_gelukt")
    yield from ()


# --- how a bot plays the yeti ---------------------------------------------------------------
# His gift spoils the village's powers as much as the wolves' meal, so he keeps it for the
# end: he uses it on a night when half of the table he saw at his first call is gone, or
# fewer; twice a game at most (the engine stops asking).


@card.bot_policy("yeti")
def bot_gift(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != YESNO:
        return NotImplemented  # not the gift this policy knows (it is spent): nothing asked
    table = view.notes.setdefault("table", len(view.alive()))
    return 2 * len(view.alive()) <= table
