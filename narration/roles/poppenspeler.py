"""De Poppenspeler (25 jaar): the first time the werewolves choose him, his puppet takes the
blow: he turns his card open and stays in the game, but from fright he can no longer speak (he
may gesture and vote). Voted out, or chosen by the werewolves a second time, he is out."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.dawn import ATTACK_RULE
from narration.memory import Names
from narration.powers import has_power
from narration.state import GameState

card = Card("poppenspeler", Kind.ROLE)


@card.hook(ATTACK_RULE, 20)
def puppet_takes_the_blow(state: GameState, victim: str) -> bool:
    player = state.player(victim)
    if player.role != "poppenspeler" or not has_power(state, player):
        return False
    # Ruling poppenspeler-heks: the elixir saves him first; his puppet is then not used up.
    if state.night.saved == victim and state.night.victim == victim:
        return False
    used = state.memo("poppenspeler", Names).names
    if victim in used:
        return False
    used.append(victim)
    state.say("poppenspeler_pop", name=victim, role=state.role_name(player.role))
    return True
