"""Variant Lycantropische Besmetting: the werewolves infect their victim instead of eating him.
He stays in the game, loses his powers at once, and wakes with the wolves from then on; the
morning does not say who it was. When an infected player is eliminated, every other infected
player dies with him. The werewolves win once they have infected the last but one villager."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.hooks import Flow
from narration.lovers import update_lover_camps
from narration.memory import Names
from narration.powers import POWER_RULE, Lost
from narration.state import GameState, Player, Winner
from narration.wins import WIN_RULE

card = Card("besmetting", Kind.VARIANT, when=lambda setup: setup.options.besmetting)


def infected(state: GameState) -> list[str]:
    return list(state.memo("besmetting", Names).names)


@card.moment("einde_nacht", 400)
def infect(state: GameState) -> Flow:
    """After the night's steps: the victim (not protected, not saved) is infected, not eaten."""
    victim = state.night.victim
    if not state.setup.options.besmetting or not victim:
        return
    if state.night.victim_cause != "weerwolven":
        return
    if victim in (state.night.protected, state.night.saved):
        return
    player = state.player(victim)
    player.turned = True
    update_lover_camps(state)
    state.memo("besmetting", Names).names.append(victim)
    state.night.victim = None
    state.tell("besmetting_tik", to=("narrator", victim), name=victim)
    yield from ()


@card.hook(POWER_RULE, 30)
def infected_lose_powers(state: GameState, player: Player) -> Lost | None:
    if player.name in infected(state):
        return Lost(f"{player.name} is infected and has lost his powers",
                    state.text("power_lost", "besmet", name=player.name))
    return None


@card.grief(50)
def infected_fall_together(state: GameState, player: Player) -> list[tuple[str, str]]:
    if player.name not in infected(state):
        return []
    return [(n, "besmetting") for n in infected(state) if n != player.name
            and state.player(n).alive]


@card.hook(WIN_RULE, 20)
def last_but_one(state: GameState) -> Winner | None:
    if not state.setup.options.besmetting:
        return None
    alive = state.alive()
    wolves = [p for p in alive if p.werewolf]
    if wolves and len([p for p in alive if not p.werewolf]) == 1:
        return Winner("weerwolven", [p.name for p in state.players if p.camp == "weerwolven"],
                      line_id="winst_besmetting")
    return None
