"""De Engel: with him in the game, the game opens with a debate and a vote before the first
night (day 0). Eliminated in that vote or in the first night, he wins alone and the game ends
(narration/wins.py). Alive at the start of the second day (day 1), he plays on as a plain
villager; an engel who becomes a lover gives up his goal; a dienstmeisje who takes his card
cannot win alone.
"""

from __future__ import annotations

from narration.card import Card, Kind
from narration.hooks import Flow
from narration.ids import DayStepId
from narration.memory import Names
from narration.prompts import none_prompt
from narration.state import GameState, Player, Winner
from narration.vote import run_vote
from narration.wins import SOLO_WIN

card = Card("engel", Kind.ROLE, keeps_memory=True)

# Who was dealt the engel card is remembered for the whole game, also when the card changes hands.
# The deaths that let the engel win: the day-0 vote (round 0) and the first night (round 1).
WINDOW = ((0, "day"), (1, "night"))


def angels(state: GameState) -> list[str]:
    """The players dealt the engel card, who keep his goal while it lasts."""
    return list(state.recall("engel", Names).names)


# "Houd met de Engel in het spel eerst een discussie en een stemming"
@card.moment("voor_het_spel", 300)
def day_zero(state: GameState) -> Flow:
    holders = state.holders("engel")
    if not holders:
        return
    state.memo("engel", Names).names = [p.name for p in holders]
    state.phase = "day"
    state.round = 0
    line = state.say("engel_dag_nul")
    yield none_prompt(state, DayStepId.DAG_BEGINT, line)
    line = state.say(DayStepId.DISCUSSIE)
    yield none_prompt(state, DayStepId.DISCUSSIE, line, timed=True)
    # Ruling engel-dag-nul: no mayor election and no second vote of the raadsheer (he has not
    # agreed a sign yet); the dienstmeisje may take the card of the player voted out.
    yield from run_vote(state)
    if state.in_game("stotterende_raadsheer"):
        state.skip("raadsheer", "on day 0 the stotterende_raadsheer has not agreed a sign yet "
                                "(he does so in the first night)")


def engel_goal_holds(state: GameState, name: str) -> bool:
    player = state.player(name)
    return player.lover is None and not player.turned


@card.moment("ochtend", 50)  # "Leeft hij nog aan het begin van de tweede dag ..."
def plays_on_as_villager(state: GameState) -> Flow:
    if state.round == 1:
        for name in angels(state):
            player = state.player(name)
            if player.alive and player.role == "engel" and player.camp_override is None:
                player.camp_override = "dorp"
                state.tell("engel_wordt_burger", name=name)
    yield from ()


@card.on_take("engel")
def maid_cannot_win_alone(state: GameState, player: Player) -> None:
    """The dienstmeisje who takes the engel card plays as a plain villager."""
    if player.camp_override is None:
        player.camp_override = "dorp"


def engel_winners(state: GameState) -> list[str]:
    """The engel(s) eliminated in the day-0 vote or the first night with their goal intact."""
    return [d.name for d in state.deaths if (d.round, d.phase) in WINDOW
            and d.name in angels(state) and engel_goal_holds(state, d.name)]


@card.hook(SOLO_WIN, 10)
def engel_wins(state: GameState) -> Winner | None:
    """Eliminated in the day-0 vote or the first night: he wins alone and the game ends."""
    won = engel_winners(state)
    return Winner("engel", won) if won else None
