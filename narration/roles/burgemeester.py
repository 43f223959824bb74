"""De Burgemeester (a title, not a card): elected by the village on a day the narrator picks
while there is none; his vote counts twice; he breaks ties; dying, he names a successor."""

from __future__ import annotations

from collections.abc import Callable

from narration.hooks import Flow, after_deaths
from narration.prompts import player_prompt
from narration.roles.boer import FARMERS_RULE, election, successors
from narration.state import GameState, Player
from narration.village import het_dorp
from narration.wins import winner_of

# What a new mayor's election sets off at once (the omroeper elected mayor passes his title).
AFTER_ELECTION: list[Callable[[GameState], Flow]] = []

SUCCESSOR_RULE = "Zodra de Burgemeester sterft, wijst hij met zijn laatste adem een opvolger aan."


def elect(state: GameState) -> Flow:
    """The day's optional election: the answer "" means "not today"."""
    if not state.setup.options.mayor_election or state.mayor() is not None:
        state.skip("burgemeester", "there is a mayor already" if state.mayor() else
                   "the mayor election is switched off (option mayor_election)")
        return
    if state.mem("burgemeester").get("abolished"):
        state.skip("burgemeester", "the village has no mayor for the rest of the game")
        return
    candidates, closed = election(state)  # Het Dorp: the farmers choose (roles/boer.py)
    if closed:
        state.skip("burgemeester", closed)
        return
    farmers = het_dorp(state)
    line_id = "boeren_kiezen" if farmers else "burgemeester_verkiezing"
    line = state.text("public", line_id)
    chosen = yield player_prompt(state, "burgemeester", "burgemeester", line, candidates,
                                 optional=not farmers, must_rule=FARMERS_RULE if farmers else "")
    if chosen:
        state.say(line_id)
        state.player(chosen).titles.append("burgemeester")
        state.say("burgemeester_gekozen", name=chosen)
        for after in AFTER_ELECTION:
            yield from after(state)


@after_deaths(90)  # the successor is named last, among those still alive
def successor(state: GameState, fallen: list[Player]) -> Flow:
    for mayor in fallen:
        if "burgemeester" not in mayor.titles:
            continue
        mayor.titles.remove("burgemeester")
        if not state.alive_names():
            continue
        if winner_of(state) is not None:
            # Ruling opvolger-na-einde: the chain has decided the game; nobody is left to lead.
            state.skip("opvolger", f"{mayor.name}'s death ended the game; no successor is needed")
            continue
        heirs, none = successors(state)  # Het Dorp: a living farmer (roles/boer.py)
        if none:
            state.skip("opvolger", none)
            continue
        line = state.say("opvolger_kiezen", name=mayor.name)
        heir = yield player_prompt(state, "opvolger", "opvolger", line, heirs,
                                   must_rule=SUCCESSOR_RULE, called=(mayor.name,))
        state.player(heir).titles.append("burgemeester")
        state.say("opvolger_gekozen", name=heir)
