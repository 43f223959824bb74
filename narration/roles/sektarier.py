"""De Verschrikkelijke Sektariër: before the game the narrator splits the village aloud into two
groups by a clear trait; the sektarier belongs to one and wins alone as soon as every player of
the other group is eliminated; he then leaves the game and the rest plays on where possible
(ruling sektarier-vertrekt). Infected by the oerwolf, he becomes a plain werewolf and loses
his goal.

The groups are the setup's `sect_group` (the first group; the second is everyone else), or,
without it, the two halves of the table by seat (ruling sektarier-groepen).
"""

from __future__ import annotations

from narration.card import Card, Kind
from narration.hooks import Flow
from narration.memory import Names
from narration.state import Death, GameState, Player, Winner
from narration.wins import SOLO_WIN

card = Card("sektarier", Kind.ROLE)

CARD = "sektarier"


def groups(state: GameState) -> tuple[list[str], list[str]]:
    first = list(state.setup.sect_group)
    if not first:
        first = [p.name for p in state.players[: (len(state.players) + 1) // 2]]
    second = [p.name for p in state.players if p.name not in first]
    return first, second


def other_group(state: GameState, sectarian: Player) -> list[str]:
    """The group the current holder of the card does not belong to."""
    first, second = groups(state)
    return second if sectarian.name in first else first


@card.moment("voor_het_spel", 101)  # "Verdeel het dorp in twee groepen"
def name_the_groups(state: GameState) -> Flow:
    if state.in_game(CARD):
        first, second = groups(state)
        state.say("sektarier_groepen", first=state.names(first), second=state.names(second))
    yield from ()


def sect_winners(state: GameState) -> list[Player]:
    """Living sektariers (not infected) whose other group is entirely eliminated."""
    return [p for p in state.holders(CARD) if not p.turned
            and not any(state.player(n).alive for n in other_group(state, p))]


@card.after_deaths(952)  # after the whole chain of deaths: the shot, grief, the successor
def wins_and_leaves(state: GameState, fallen: list[Player]) -> Flow:
    """Ruling sektarier-vertrekt: a sektarier whose other group is gone wins at once and
    leaves the table (cause `vertrokken`: no grief, no shot, a mayor's title lapses), and the
    rest plays on. Is he the last one left, he stays and wins the game alone (`sektarier_wins`)."""
    for player in sect_winners(state):
        if not any(p.alive and p is not player for p in state.players):
            continue
        player.alive = False
        if "burgemeester" in player.titles:
            player.titles.remove("burgemeester")
        state.deaths.append(Death(player.name, state.round, state.phase, "vertrokken"))
        state.memo(CARD, Names).names.append(player.name)
        state.say("sektarier_wint", name=player.name)
    yield from ()


@card.hook(SOLO_WIN, 30)
def sektarier_wins(state: GameState) -> Winner | None:
    """The sektarier reached his goal and nobody else is left to play on."""
    won = sect_winners(state)
    if won and len(state.alive()) == 1:
        return Winner("sektarier", [won[0].name])
    return None
