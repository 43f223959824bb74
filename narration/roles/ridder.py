"""De Ridder met het Roestige Zwaard: eaten by the werewolves, he infects the first werewolf to
his left (the next living werewolf going forward through the seats), who survives a whole day
and dies at the end of the next night; the narrator announces he died of an infection."""

from __future__ import annotations

from dataclasses import dataclass, field

from narration.card import Card, Kind
from narration.hooks import Flow
from narration.ids import Cause
from narration.state import GameState, Player


@dataclass
class Infected:
    """(werewolf's name, the night he dies of the rusty sword), in the order infected."""

    infected: list[tuple[str, int]] = field(default_factory=list)


card = Card("ridder", Kind.ROLE, death_lines={Cause.INFECTIE: "dood_infectie"})

# Ruling ridder-verslonden: the big bad wolf's extra victim is eaten by a werewolf too.
EATEN = ("weerwolven", "grote_boze_wolf")


def first_werewolf_to_the_left(state: GameState, knight: Player) -> Player | None:
    n = len(state.players)
    for step in range(1, n):
        player = state.players[(knight.seat + step) % n]
        if player.alive and player.werewolf:
            return player
    return None


def cause_of_death(state: GameState, name: str) -> str:
    return next(d.cause for d in reversed(state.deaths) if d.name == name)


@card.after_deaths(200)
def rusty_sword(state: GameState, fallen: list[Player]) -> Flow:
    for knight in fallen:
        if "ridder" not in (knight.role, knight.acting):
            continue
        if cause_of_death(state, knight.name) not in EATEN:
            continue
        wolf = first_werewolf_to_the_left(state, knight)
        if wolf is None:
            continue
        # Eaten in night r (found at dawn of day r): the wolf dies at the end of night r + 1.
        state.memo("ridder", Infected).infected.append((wolf.name, state.round + 1))
        state.tell("ridder_infectie", name=wolf.name, knight=knight.name)
    yield from ()


def due_tonight(state: GameState) -> list[str]:
    """The infected werewolves who die at the end of this night, still alive."""
    return [name for name, night in state.recall("ridder", Infected).infected
            if night == state.round and state.player(name).alive]


@card.moment("einde_nacht", 500)
def infection_strikes(state: GameState) -> Flow:
    """Ruling ridder-infectie: a death of stage 4 of dawn, which no protection or potion stops."""
    for name in due_tonight(state):
        state.night.extra_deaths.append((name, "infectie"))
        state.tell("ridder_sterft", name=name)
    yield from ()
