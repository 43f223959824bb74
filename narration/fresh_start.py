"""A card that changes hands during the game starts afresh ("alsof het spel net is gestart").

When the dienstmeisje takes the card of the player voted out, the card's memory is wiped
(the witch's potions come back, the fox gets his nose back), unless the card keeps what is
left of it (`KEEPS_MEMORY`). Two registries let a card's
own module say what else happens:

- `on_take(role)`: at once, when the card is taken (the engel gives up his own goal).
- `next_night(role)`: at the start of the next night, instead of the default, which calls the
  card's first-night step (if it has one) for the new holder alone (the raadsheer agrees a new
  sign, cupido picks new lovers).
"""

from __future__ import annotations

from collections.abc import Callable

from narration.hooks import Flow
from narration.state import GameState, Player

TakeHook = Callable[[GameState, Player], None]
NightHook = Callable[[GameState, Player], Flow]

# What a card's memory holds beyond its holder: the cards still on the table (toneelspeler,
# waarzegster), the oerwolf's one infection ("alleen als de vorige Oerwolf dat nog niet had
# gedaan"), the fluitspeler's charmed players ("Was ze betoverd ... dan blijft ze dat").
KEEPS_MEMORY: set[str] = {"toneelspeler", "waarzegster", "oerwolf", "fluitspeler"}
ON_TAKE: dict[str, TakeHook] = {}
NEXT_NIGHT: dict[str, NightHook] = {}


def on_take(role_id: str) -> Callable[[TakeHook], TakeHook]:
    def register(fn: TakeHook) -> TakeHook:
        ON_TAKE[role_id] = fn
        return fn

    return register


def next_night(role_id: str) -> Callable[[NightHook], NightHook]:
    def register(fn: NightHook) -> NightHook:
        NEXT_NIGHT[role_id] = fn
        return fn

    return register


def restart_card(state: GameState, player: Player) -> None:
    """The card `player` now holds starts afresh: its memory is wiped, its own hook runs."""
    if player.role not in KEEPS_MEMORY:
        state.memory.pop(player.role, None)
    hook = ON_TAKE.get(player.role)
    if hook is not None:
        hook(state, player)
