"""The sash: "Sterft de burgemeester, dan geeft die de sjerp door aan een levende speler die nog
mag stemmen, of gooit de sjerp weg. Er wordt niet opnieuw gekozen." A spared dorpsgek who was
mayor passes it the same way, having lost his vote.
"""

from __future__ import annotations

from narration.hooks import Flow
from narration.prompts import player_prompt, rule_error
from narration.state import GameState, Player
from narration.vote import voters

TITLE = "burgemeester"
HEIR_RULE = ("De burgemeester geeft de sjerp door aan een levende speler die nog mag stemmen; "
             "een gespaarde dorpsgek kan de sjerp ook niet krijgen.")


def pass_sash(state: GameState, holder: Player) -> Flow:
    """`holder` gives up the title: he names a living player who may vote, or "" throws it
    away."""
    if TITLE in holder.titles:
        holder.titles.remove(TITLE)
    heirs = [n for n in voters(state) if n != holder.name]
    if not heirs:
        state.skip("opvolger", "nobody alive may still vote, so nobody can take the sash")
        return
    line = state.say("wv_sjerp_doorgeven", name=holder.name)

    def may_vote(name: str) -> str | None:
        if name not in heirs and state.player(name).alive:
            raise rule_error(state, f"{name}:", HEIR_RULE)
        return None

    heir = yield player_prompt(state, "opvolger", "opvolger", line, heirs, optional=True,
                               rule=may_vote, called=(holder.name,))
    if heir:
        state.player(heir).titles.append(TITLE)
        state.say("opvolger_gekozen", name=heir)
    else:
        state.say("wv_sjerp_weg", name=holder.name)
