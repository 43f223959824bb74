"""De Boeren en de Boerderijen (Het Dorp): from the second round the farmers choose the mayor
from among themselves; a dying mayor names a living farmer; after the last farmer's death the
village has no mayor any more. The election (narration/mayor.py) and the successor
(narration/roles/burgemeester.py) ask this card's ELECTION_RULE who may be chosen."""

from __future__ import annotations

from dataclasses import dataclass

from narration.card import Card, Kind
from narration.hooks import Flow
from narration.mayor import ELECTION_RULE, Candidates
from narration.state import GameState, Player
from narration.village import het_dorp
from setups.editions import edition
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
    first = edition(state.setup.edition).boeren_kiezen_vanaf
    if key == "burgemeester" and state.round < first:
        return Candidates([], "under Het Dorp the farmers choose the mayor from round 2 on")
    farmers = living_farmers(state)
    if not farmers:
        return Candidates([], "no farmer is alive, so the village has no mayor" if
                          key == "burgemeester" else
                          "no farmer is alive, so the village has no mayor any more")
    if key == "burgemeester" and state.round < 2:
        # An edition that lets them elect on day 1 (the house rules give no day): the
        # narrator may hold it then or later, "" being "not today"; from round 2 as Het Dorp.
        return Candidates(farmers, chosen_by="boeren_kiezen")
    if key == "burgemeester":
        return Candidates(farmers, rule=FARMERS_RULE, chosen_by="boeren_kiezen")
    return Candidates(farmers)


@dataclass
class Sash:
    """Whether the village had a mayor when this chain of deaths began (the successor, at 900,
    takes the title off a fallen mayor before the last farmer's line is said)."""

    held: bool = False


@card.after_deaths(890)
def mayor_before(state: GameState, fallen: list[Player]) -> Flow:
    if het_dorp(state):
        state.memo("boer", Sash).held = state.mayor() is not None or any(
            "burgemeester" in p.titles for p in fallen)
    return
    yield


@card.after_deaths(950)  # after the successor (90): a mayor who was the last farmer names nobody
def last_farmer(state: GameState, fallen: list[Player]) -> Flow:
    """Ruling boer-laatste: once the last farmer is dead, a mayor still alive (a farmer whose
    farm burnt down) loses the title too: "heeft het dorp geen Burgemeester meer"."""
    if het_dorp(state) and any(p.profession == BOER for p in fallen) \
            and not living_farmers(state):
        mayor = state.mayor()
        if mayor is not None:
            mayor.titles.remove("burgemeester")
        if state.recall("boer", Sash).held:
            state.say("geen_burgemeester_meer")
        elif state.setup.options.mayor_election:
            # There was none to lose: the village only cannot elect one any more.
            state.say("geen_burgemeester_te_kiezen")
    return
    yield
