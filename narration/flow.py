"""The game as one flow: nights and days in the rulebook's order until somebody wins.

The flow is a generator that yields prompts and receives the table's answers; it is the only
writer of the state. Replaying the same answers through a fresh flow rebuilds the same game.
"""

from __future__ import annotations

from enum import Enum
from typing import Final

from narration.call_plan import card_holders, holders_if_in_game
from narration.callorder import Step
from narration.hooks import Flow
from narration.ids import Phase
from narration.moments import run_moment
from narration.powers import POWER_RULE, power_blocked
from narration.prompts import none_prompt
from narration.ruleset import NightCall
from narration.state import GameState, NightLog, Player
from narration.wins import check_win


class Holders(Enum):
    """What `call` is told of a step's holders besides the list itself (or None: nobody
    holds its cards)."""

    NOT_LOOKED_UP = "not looked up"  # the night did not look them up: call finds them


NOT_LOOKED_UP: Final = Holders.NOT_LOOKED_UP

# An enum member read from its class (`Phase.END`) goes through EnumType.__getattr__'s
# slow attribute hook (~900 instructions in 3.11); the flow reads these ~100 times a
# game, so each is read once, here.
_END, _NIGHT, _DAY = Phase.END, Phase.NIGHT, Phase.DAY


def game_flow(state: GameState) -> Flow:
    yield from run_moment(state, "voor_het_spel")
    # Ruling winst-voor-het-spel: only deaths before the first night (the engel's day-0 vote)
    # can decide the game there; with every werewolf card in the middle the dief must still
    # take one.
    if state.deaths and check_win(state):
        return
    while True:
        yield from night(state)
        if state.phase == _END:
            return  # won during the night (the fluitspeler's last charm)
        yield from day(state)
        if state.phase == _END:
            return


def night(state: GameState) -> Flow:
    state.round += 1
    state.phase = _NIGHT
    state.night = NightLog()
    line = state.say("nacht_valt")
    yield none_prompt(state, "nacht_valt", line)
    yield from run_moment(state, "begin_nacht")
    for planned in state.rules.night_plan(state.round, state.setup.edition):
        # A card's step that only its holders can play: its holders as kept per version of
        # the cards, found once for the step; nobody holds or acts its cards: what call()
        # would find without running anything (nobody_holds).
        holders = (card_holders(state, planned.step) if planned.needs_holder
                   else NOT_LOOKED_UP)
        if holders is None:
            continue
        flow = call(state, planned, holders)
        if flow is not None:
            yield from flow
        if state.phase == _END:
            return
    yield from run_moment(state, "einde_nacht")


def call(state: GameState, planned: NightCall,
         holders: list[Player] | Holders | None = NOT_LOOKED_UP) -> Flow | None:
    """The flow that calls one step of the night, or pauses for it; None when the step is
    passed over without a word (nobody can answer). The checks run at once, as they did at
    the start of the step's flow; the flow returned is the card's own (one generator less
    between the table and the card, none for a step passed over). `holders`: the step's
    holders (read-only) when the night found them already (card_holders), else NOT_LOOKED_UP."""
    step = planned.step
    # step_in_game (narration/call_plan.py), with the ruleset's hooks of the step looked up
    # once (Ruleset.night_plan) and its holders kept for the call itself.
    for override in planned.overrides:  # call_plan.step_override: the first that applies
        if override.extra.applies(state):
            flow: Flow = override.fn(state, step)
            return flow
    handler = planned.handler
    if handler is None:
        return None  # a step of no card in this game (or of a role not implemented yet)
    if holders is NOT_LOOKED_UP:
        holders = holders_if_in_game(state, step)
    if holders is None:
        return None
    not_due = planned.when.fn(state) if planned.when is not None else None  # not_due_tonight
    if not_due:
        if step.key:
            state.skip(step.key, not_due)
        return None
    called = step.roles or step.professions
    living = []
    for p in holders:  # (a loop: a comprehension is a function made and called, in 3.11)
        if p.alive:
            living.append(p)
    if called and not living:
        if step.professions:
            return None  # a profession is public: a dead baker needs no pause to hide his death
        if step.key:
            state.skip(step.key, f"the {step.roles[0]} is dead")
        if not state.setup.options.reveal_dead_roles:
            return _pause(state, step, "dode_rol_pauze", ())
        return None
    # A lost card power (power_blocked) is the card's: a profession's step (the bakker) keeps
    # its power (ruling beroep-blijft-bij-verloren-kaartkracht).
    if called and not step.werewolves and not step.professions and state.rules.fns(POWER_RULE):
        able = [p for p in living if power_blocked(state, p) is None]
        if not able:
            lost = power_blocked(state, living[0])
            assert lost is not None
            if step.key:
                state.skip(step.key, lost.why)
            # The card is still called (the wolvenmoeder's victim: "De spelleider blijft het
            # karakter van die speler daarom gewoon oproepen"); nothing the player does counts.
            return _pause(state, step, "kracht_kwijt_pauze", tuple(p.name for p in living),
                          reason=lost.words)
        living = able
    flow = handler.fn(state, step, living)
    return flow


def _pause(state: GameState, step: Step, line_id: str, called: tuple[str, ...],
           reason: str | None = None) -> Flow:
    """A card called though it cannot act: its wake line, the narrator told why (`line_id`),
    the pause, its sleep line."""
    line = state.say(step.wake)
    role = state.role_name(step.roles[0])
    info = (state.tell(line_id, role=role) if reason is None
            else state.tell(line_id, role=role, reason=reason),)
    yield none_prompt(state, step.step, line, info=info, role=step.roles[0], called=called)
    _sleep(state, step)


def _sleep(state: GameState, step: Step) -> None:
    """A card called only for the pause goes back to sleep as one that acted: the table hears
    the same wake line, pause and sleep line (rulebook: "De spelleider blijft het karakter van
    die speler daarom gewoon oproepen")."""
    if step.sleep:
        state.announce(step.sleep)


def day(state: GameState) -> Flow:
    """The day: the steps its cards declare (Card.day_steps), in their declared order, the
    order the call-order panel lists (daybreak and the discussion of the day's rule card,
    narration/roles/dag.py; the election of the mayor's; the vote of the vote's), until one
    of them decides the game."""
    state.phase = _DAY
    for day_step in state.rules.day_steps:
        yield from day_step.run(state)
        if state.phase == _END:
            return
