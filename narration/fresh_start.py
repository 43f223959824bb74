"""A card that changes hands during the game starts afresh ("alsof het spel net is gestart").

When the dienstmeisje takes the card of the player voted out, the card's memory is wiped
(the witch's potions come back, the fox gets his nose back), unless the card declares that
its memory holds more than its holder (`Card.keeps_memory`: the cards still on the table of
the toneelspeler and the waarzegster, the oerwolf's one infection, the fluitspeler's charmed
players). Two keyed points let a card say what else happens:

- ON_TAKE (`card.on_take(role)`): at once, when the card is taken (the engel gives up his
  own goal).
- NEXT_NIGHT (`card.next_night(role)`): at the start of the next night, instead of the
  default, which calls the card's first-night step (if it has one) for the new holder alone
  (the raadsheer agrees a new sign, cupido picks new lovers).
"""

from __future__ import annotations

from narration.card import ON_TAKE
from narration.state import GameState, Player


def restart_card(state: GameState, player: Player) -> None:
    """The card `player` now holds starts afresh: its memory is wiped, its own hook runs."""
    card = state.rules.card_of_role(player.role)
    if card is None or not card.keeps_memory:
        state.memory.pop(player.role, None)
    hook = state.rules.keyed(ON_TAKE, player.role)
    if hook is not None:
        hook.fn(state, player)
