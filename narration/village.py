"""Het Dorp's village: the buildings on the table and who may use a profession's power.

A building stands at its occupant's seat (the vagrant the veldwachter moves in "gaat achter
het gebouw staan", so the building is where he sits); an empty one stays at the seat of its
last occupant. Its power belongs to the tile: a new occupant gets it "in volledig vernieuwde
staat", a burnt building leaves the game with its tile.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from setups.professions import ZWERVER, profession

if TYPE_CHECKING:
    from narration.state import GameState, Player

INHABITED = "bewoond"
EMPTY = "leeg"
BURNT = "afgebrand"


def house_professions(state: GameState) -> bool:
    """Whether Het Dorp's professions play by huisregels-met-beroepen.txt (the burnt werewolf
    by lot, one-time day powers end with the vote, every empty building filled): the option
    `huisregels_beroepen` in the Zygomatic game, always in the edition `huisregels` (ruling
    huisregels-optie)."""
    return state.setup.options.huisregels_beroepen or state.setup.edition == "huisregels"


@dataclass
class Building:
    id: str                 # boerderij, kerk, ... (SCENARIOS.md)
    profession: str         # the profession that goes with it
    occupant: str | None    # the living player who lives there; None when empty or burnt
    former: str             # the last occupant: names the building once it is empty
    status: str = INHABITED
    used: bool = False      # a one-time power was used (the tile went back)
    lost: bool = False      # a conditional power was lost (the waard's tile)

    @property
    def resident(self) -> str:
        """Whose building it is on the table: the occupant, or the last one."""
        return self.occupant or self.former


def new_buildings(players: list[Player]) -> list[Building]:
    out = []
    for p in players:
        if p.profession and (building := profession(p.profession).building):
            out.append(Building(building, p.profession, p.name, p.name))
    return out


def het_dorp(state: GameState) -> bool:
    return bool(state.setup.professions)


def home(state: GameState, name: str) -> Building | None:
    """The building a player lives in now (none for a vagrant)."""
    for b in state.buildings:
        if b.occupant == name and b.status == INHABITED:
            return b
    return None


def is_zwerver(state: GameState, name: str) -> bool:
    return het_dorp(state) and state.player(name).profession == ZWERVER


def not_zwervers(state: GameState, names: list[str]) -> list[str]:
    return [n for n in names if not is_zwerver(state, n)]


def holders(state: GameState, profession_id: str) -> Iterator[tuple[Player, Building]]:
    """The living players of a profession with their building (the power is theirs)."""
    if not state.buildings:
        return  # nobody lives in a building (a game without Het Dorp): no power to hold
    for p in state.players:
        if p.alive and p.profession == profession_id:
            b = home(state, p.name)
            if b is not None and b.profession == profession_id:
                yield p, b


def with_power(state: GameState, profession_id: str) -> tuple[Player, Building] | None:
    """The living player who can use the power of this profession now: his building stands,
    a one-time power is not used, a conditional power is not lost."""
    for p, b in holders(state, profession_id):
        if not b.used and not b.lost:
            return p, b
    return None


def why_no_power(state: GameState, profession_id: str) -> str:
    """Why nobody can use this profession's power now (for the replay's "never asked")."""
    if not het_dorp(state):
        return "this game is played without Het Dorp's professions ([setup] professions)"
    for _, b in holders(state, profession_id):
        if b.used:
            return f"the {profession_id} has used his one-time power"
        if b.lost:
            return f"the {profession_id} has lost his power"
    return f"no living {profession_id} lives in the {profession(profession_id).building}"


def empty_buildings(state: GameState) -> list[Building]:
    return [b for b in state.buildings if b.status == EMPTY]


def building_name(state: GameState, b: Building) -> str:
    return profession(b.profession).building_name(state.lang)


def vacate(state: GameState, player: Player) -> Building | None:
    """A dead occupant's tile goes back to the narrator and his building stands empty."""
    b = home(state, player.name)
    if b is not None:
        b.status = EMPTY
        b.occupant = None
    return b


def first_werewolf_right_of(state: GameState, name: str) -> Player | None:
    """The first living werewolf to the right of a seat: going backwards through the seat
    order (SCENARIOS.md: a player's right neighbour is the one before him in the list)."""
    seat = state.player(name).seat
    n = len(state.players)
    for step in range(1, n):
        p = state.players[(seat - step) % n]
        if p.alive and p.werewolf:
            return p
    return None
