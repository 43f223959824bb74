"""Setup fields of the Karakters expansion: the toneelspeler's three open cards and the
sektarier's two groups, checked here so that a bad setup is refused before the game starts.

Both fields are optional: without them the game draws the open cards from the seed and splits
the table in two halves by seat (narration/roles/toneelspeler.py, narration/roles/sektarier.py).
"""

from __future__ import annotations

from setups.catalogue import roles
from setups.errors import SetupError

ACTOR_CARD_COUNT = 3

# The expansion's fields of a scenario's [setup] table, for `wakkerdam replay --keys` (their
# help texts: the "tui" catalogue's `replay_keys.field.<field>`).
SETUP_FIELDS: tuple[str, ...] = ("actor_cards", "sect_group")


def playable_actor_cards() -> tuple[str, ...]:
    """Cards whose power the toneelspeler can play for one night (`actor_card` in the role
    data): a power of its own, no werewolf card ("Weerwolfkaarten mogen daar niet tussen
    zitten"), and one the engine can lend for a night (ruling toneelspeler-kaarten)."""
    cards = sorted((r for r in roles().values() if r.actor_card and r.implemented),
                   key=lambda r: r.actor_card)
    return tuple(r.id for r in cards)


def validate_actor_cards(cards: tuple[str, ...], roles: tuple[str, ...]) -> None:
    if not cards:
        return
    if "toneelspeler" not in roles:
        raise SetupError("actor_cards_without")
    allowed = playable_actor_cards()
    if len(cards) != ACTOR_CARD_COUNT:
        raise SetupError("actor_cards_count", need=ACTOR_CARD_COUNT, n=len(cards),
                         allowed=", ".join(allowed))
    for card in cards:
        if card not in allowed:
            raise SetupError("actor_card_not_allowed", card=card, allowed=", ".join(allowed))
        if card in roles:
            raise SetupError("actor_card_dealt", card=card)
    if len(set(cards)) != len(cards):
        raise SetupError("actor_cards_different")


def validate_sect_group(group: tuple[str, ...], players: tuple[str, ...],
                        roles: tuple[str, ...]) -> None:
    if not group:
        return
    if "sektarier" not in roles:
        raise SetupError("sect_without")
    for name in group:
        if name not in players:
            raise SetupError("sect_not_playing", name=name, players=", ".join(players))
    if len(set(group)) != len(group):
        raise SetupError("sect_twice")
    if len(group) == len(players):
        raise SetupError("sect_everyone")
