"""De Boeren en de Boerderijen (Het Dorp): from the second round the farmers choose the mayor
from among themselves; a dying mayor names a living farmer; after the last farmer's death the
village has no mayor any more. The election (narration/mayor.py) and the successor
(narration/roles/burgemeester.py) ask this card's ELECTION_RULE who may be chosen."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.hooks import Flow
from narration.mayor import ELECTION_RULE, Candidates
from narration.state import GameState, Player
from narration.village import het_dorp
from setups.professions import BOER

card = Card("boer", Kind.PROFESSION)

FARMERS_RULE = ("Vanaf de tweede ronde overleggen de Boeren met elkaar en kiezen ze uit hun "
                "midden de Burgemeester.")


def living_farmers(state: GameState) -> list[str]:
    return [p.name for p in state.alive() if p.profession == BOER]


@card.hook(ELECTION_RULE, 10)
def farmers_choose(state: GameState, key: str) -> Candidates | None:
    """Who may be elected mayor today ("burgemeester") or named by a dying mayor ("opvolger")
    under Het Dorp: the living farmers, the election from round 2 on."""
    if not het_dorp(state):
        return None
    if key == "burgemeester" and state.round < 2:
        return Candidates([], "under Het Dorp the farmers choose the mayor from round 2 on")
    farmers = living_farmers(state)
    if not farmers:
        return Candidates([], "no farmer is alive, so the village has no mayor" if
                          key == "burgemeester" else
                          "no farmer is alive, so the village has no mayor any more")
    if key == "burgemeester":
        return Candidates(farmers, rule=FARMERS_RULE, chosen_by="boeren_kiezen")
    return Candidates(farmers)


@card.after_deaths(950)  # after the successor (90): a mayor who was the last farmer names nobody
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
