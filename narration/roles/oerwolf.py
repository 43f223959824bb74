"""De Besmettelijke Oerwolf (Karakters): he eats with the werewolves; once per game, after
they sleep, he may raise his hand: tonight's victim is then infected instead of devoured. The
infected player turns into a werewolf at once (Player.turned), wakes with them from the next
night, keeps any power of his card and wins with the werewolves from then on.

Editions and expansions change the infection through small rules (points in
narration/turning.py that their cards hook):
- INFECTION_RULE: (state, victim) -> why the infection does not take, or None (Best Of: the
  dorpsoudste's first bite). The victim is then bitten as usual.
- AFTER_INFECTION: what else an infection does to a card (Best Of: the fluitspeler becomes a
  plain werewolf).
- CURE_RULE: (state) -> why the witch's elixir cannot undo an infection, or None (Best Of).
  Without such a rule the elixir on the infected victim undoes the infection (ruling
  heks-besmetting).
"""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.lovers import update_lover_camps
from narration.memory import Once
from narration.prompts import YESNO, Prompt, none_prompt, yesno_prompt
from narration.state import GameState, Player
from narration.turning import AFTER_INFECTION, CURE_RULE, INFECTION_RULE, turn_werewolf

card = Card("oerwolf", Kind.ROLE, keeps_memory=True)



@card.night_step("oerwolf")
def oerwolf(state: GameState, step: Step, living: list[Player]) -> Flow:
    father = living[0]
    mem = state.memo("oerwolf", Once)
    victim = state.night.victim
    line = state.say(step.wake)
    called = (father.name,)
    # Ruling oerwolf-slachtoffer: he is woken every night like the witch with no potion left,
    # so silence never tells whether he has infected; asked only when he still can.
    if mem.used is not None or not victim:
        reason = (f"the oerwolf infected already in round {mem.used} (once per game)"
                  if mem.used is not None else "there is no victim tonight to infect")
        state.skip("oerwolf", reason)
        info = (state.tell("oerwolf_kan_niet"),)
        yield none_prompt(state, step.step, line, info=info, role="oerwolf", called=called)
        state.say("oerwolf_slaapt")
        return
    info = (state.tell("oerwolf_slachtoffer", name=victim),)
    infect = yield yesno_prompt(state, step.step, "oerwolf", line, info=info, role="oerwolf",
                                called=called)
    if infect:
        mem.used = state.round
        infect_victim(state, state.player(victim))
    state.say("oerwolf_slaapt")


def infect_victim(state: GameState, player: Player) -> None:
    for rule in state.rules.fns(INFECTION_RULE):
        reason = rule(state, player)
        if reason:
            state.tell("besmetting_mislukt", name=player.name, reason=reason)
            return
    state.night.infected = player.name
    turn_werewolf(state, player)
    for after in state.rules.fns(AFTER_INFECTION):
        after(state, player)
    state.tell("besmet", to=("narrator", player.name), name=player.name)


def _protected(state: GameState, player: Player) -> str | None:
    # Ruling oerwolf-genezer: the genezer's protection "tegen de Weerwolven" stops the bite, and
    # with it the infection; the oerwolf's one try is spent all the same.
    if state.night.protected == player.name:
        return state.text("private", "oerwolf_genezer_beschermt", role=state.role_name("genezer"))
    return None


card.hook(INFECTION_RULE, 10)(_protected)


@card.moment("einde_nacht", 100)
def elixir_undoes_infection(state: GameState) -> Flow:
    """The witch saved the infected victim: the infection is undone (or, where a cure rule
    forbids it, her elixir is spent and he stays infected)."""
    infected = state.night.infected
    if not infected or state.night.saved != infected:
        return
    for rule in state.rules.fns(CURE_RULE):
        reason = rule(state)
        if reason:
            state.tell("heks_geen_genezing", name=infected, reason=reason)
            return
    player = state.player(infected)
    player.turned = False
    if player.lover is not None:
        update_lover_camps(state)
    state.night.infected = None
    state.tell("heks_geneest", to=("narrator", infected), name=infected)
    yield from ()


# --- how a bot plays the oerwolf (narration/bots.py) ------------------------------------------
# An infection is worth more than a bite (the village loses the player either way; the pack
# gains one), and most when the village trusts the victim: he infects at once a victim who
# claimed a card nobody proved a lie or whom the seer cleared, since the village will not
# suspect him; otherwise he waits for such a victim until night INFECT_FROM and then infects
# whoever the pack chose. The victim is the one named in his prompt's lines.
INFECT_FROM = 2


@card.bot_policy("oerwolf")
def bot_infects(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != YESNO:
        return NotImplemented  # not the question this policy knows: the generic answer
    shown = [n for n in view.shown() if n != view.me]
    if not shown:
        return False
    victim = shown[0]
    trusted = victim in view.trusted_claimers() or view.findings.get(victim) is False
    return trusted or view.round >= INFECT_FROM
