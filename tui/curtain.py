"""What a list on the narrator's screen offers while the privacy curtain is down (ruling
`verteller-gordijn`).

With the curtain up a list is the engine's candidates, a help to the narrator who sees every
card anyway: the ziener's leaves out his own seat, the werewolves' the pack, the heks's herself
and a potion she has used. Over a shoulder that shape tells the cards, so with the curtain down
a night's list is drawn as a secret turn's is (tui/secret_turn.py, ruling
`doorgeven-beurtvorm`): every living player, and the heks's every potion; the engine's own
check refuses what the card may not pick, and the refusal names no secret (tui/refusals.py,
`narrator_refusal`). The day keeps the engine's lists: its steps are called aloud, whose card
acts is no secret there (the vote, the mayor's tie, the jager's shot).
"""

from __future__ import annotations

from typing import Literal

from narration.prompts import PLAYER, PLAYERS, TABLE, Prompt
from narration.secret_night import secret_turn
from narration.state import GameState

# The curtain of a narrator's screen: up (the narrator alone looks: every secret shows), down
# (`c` raises it), or shut (down, and no key of this screen raises it: the edit screen).
Curtain = Literal["up", "down", "shut"]
UP: Curtain = "up"
DOWN: Curtain = "down"
SHUT: Curtain = "shut"




def widened(prompt: Prompt, curtain: Curtain) -> bool:
    """Whether a list of `prompt` is drawn as behind the curtain (every living player)."""
    return curtain != UP and prompt.phase == "night" and prompt.kind in (PLAYER, PLAYERS, TABLE)


def listed_players(prompt: Prompt, state: GameState, curtain: Curtain) -> tuple[str, ...]:
    """The players a list of `prompt` shows, in seat order: its candidates, or behind the
    curtain every living player (and a candidate who is not alive, should a card pick one)."""
    if not widened(prompt, curtain):
        return prompt.candidates
    shown = {*prompt.candidates, *state.alive_names()}
    return tuple(p.name for p in state.players if p.name in shown)


def table_fields(prompt: Prompt, state: GameState, curtain: Curtain
                 ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A table's fields as the screen shows them: (its yes/no fields, its fields that take a
    player). Behind the curtain the fields its card declares for a secret turn (the heks's
    elixir and poison) are shown whether or not they are still offered: a potion used is
    refused when picked, as on her secret turn."""
    choices = prompt.choices
    if widened(prompt, curtain):
        turn = secret_turn(state, prompt.key or "")
        choices = tuple(dict.fromkeys(f for f in (turn.ask_first, *choices, turn.ask_player)
                                      if f))
        players = tuple(f for f in choices if f in prompt.player_fields or f == turn.ask_player)
    else:
        players = prompt.player_fields
    return tuple(f for f in choices if f not in players), players
