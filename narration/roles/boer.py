"""De Boeren en de Boerderijen (Het Dorp): from the second round the farmers choose the mayor
from among themselves; a dying mayor names a living farmer; after the last farmer's death the
village has no mayor any more. The election and the successor themselves stay in
narration/roles/burgemeester.py, which asks this module who may be chosen."""

from __future__ import annotations

from narration.hooks import Flow, after_deaths
from narration.state import GameState, Player
from narration.village import het_dorp
from setups.professions import BOER

FARMERS_RULE = ("Vanaf de tweede ronde overleggen de Boeren met elkaar en kiezen ze uit hun "
                "midden de Burgemeester.")


def living_farmers(state: GameState) -> list[str]:
    return [p.name for p in state.alive() if p.profession == BOER]


def election(state: GameState) -> tuple[list[str], str | None]:
    """Who may be elected mayor today, or why there is no election (base game: anyone)."""
    if not het_dorp(state):
        return state.alive_names(), None
    if state.round < 2:
        return [], "under Het Dorp the farmers choose the mayor from round 2 on"
    farmers = living_farmers(state)
    if not farmers:
        return [], "no farmer is alive, so the village has no mayor"
    return farmers, None


def successors(state: GameState) -> tuple[list[str], str | None]:
    """Who a dying mayor may name, or why nobody (base game: any living player)."""
    if not het_dorp(state):
        return state.alive_names(), None
    farmers = living_farmers(state)
    if not farmers:
        return [], "no farmer is alive, so the village has no mayor any more"
    return farmers, None


@after_deaths(95)  # after the successor (90): a mayor who was the last farmer names nobody
def last_farmer(state: GameState, fallen: list[Player]) -> Flow:
    """Ruling boer-laatste: once the last farmer is dead, a mayor still alive (a farmer whose
    farm burnt down) loses the title too: "heeft het dorp geen Burgemeester meer"."""
    if het_dorp(state) and any(p.profession == BOER for p in fallen) \
            and not living_farmers(state):
        mayor = state.mayor()
        if mayor is not None:
            mayor.titles.remove("burgemeester")
        state.say("geen_burgemeester_meer")
    return
    yield
