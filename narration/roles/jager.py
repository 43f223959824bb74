"""De Jager: when he dies, however it happens (grief included), he shoots another player."""

from __future__ import annotations

from narration.deaths import kill
from narration.hooks import Flow, after_deaths
from narration.powers import has_power
from narration.prompts import player_prompt
from narration.state import GameState, Player

RULE = "Voordat hij het spel verlaat, kiest hij een andere speler die ook meteen is uitgeschakeld."


@after_deaths(10)  # the hunter shoots first (his shot is "meteen")
def hunter_shoots(state: GameState, fallen: list[Player]) -> Flow:
    for hunter in fallen:
        if hunter.role != "jager" or not state.alive_names():
            continue
        if not has_power(state, hunter):
            state.skip("jager", f"{hunter.name} has lost his power and does not shoot")
            continue
        line = state.say("jager_schiet", name=hunter.name)
        target = yield player_prompt(state, "jager", "jager", line, state.alive_names(),
                                     must_rule=RULE, role="jager", called=(hunter.name,))
        yield from kill(state, [(target, "jager")])
