"""De Dorpsoudste (huisregels): once he cannot die at night: picked at night (by the wolves,
the poison, whatever), his card is shown and he survives; the next time he dies. When he dies,
however, every non-werewolf loses his card's power for the rest of the game (ruling
huisregels-dorpsoudste). His bot has no policy of its own (nothing is asked of him): he votes
with the village's sense (narration/bots.py)."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.dawn import NIGHT_SHIELD
from narration.memory import ElderLives
from narration.powers import POWER_RULE, Lost
from narration.state import GameState, Player

card = Card("dorpsoudste", Kind.ROLE, edition="huisregels")


@card.hook(NIGHT_SHIELD, 30)
def once_not_at_night(state: GameState, name: str, cause: str) -> bool:
    player = state.player(name)
    if player.role != "dorpsoudste" or cause == "liefdesverdriet" or (
            state.recall("dorpsoudste", ElderLives).lives < 2):
        return False
    state.memo("dorpsoudste", ElderLives).lives = 1  # his spare night is spent
    state.say("dorpsoudste_nacht", name=name)  # "wordt zijn identiteit duidelijk"
    return True


@card.grief(30)
def powers_go_with_him(state: GameState, player: Player) -> list[tuple[str, str]]:
    elder = state.memo("dorpsoudste", ElderLives)
    if player.role == "dorpsoudste" and elder.powers_lost is None:
        elder.powers_lost = state.round
        state.say("huis_krachten_kwijt")
    return []


@card.hook(POWER_RULE, 10)
def non_werewolves_lost_powers(state: GameState, player: Player) -> Lost | None:
    lost = state.recall("dorpsoudste", ElderLives).powers_lost
    if lost is None or player.werewolf:
        return None
    return Lost(f"every non-werewolf lost his power when the dorpsoudste died (round {lost})",
                state.text("power_lost", "huis_dorpsoudste", role=state.role_name("dorpsoudste"),
                           round=lost))
