"""De Witte Weerwolf (huisregels): he eats with the werewolves, "maar vanaf de 2de nacht kan hij
er ook nog voor kiezen 1 van de weerwolven op te eten": every night from the second, not every
other night (his step in `[editions.huisregels]` plays every night; he waits a whole night
with the card). He wins only as the last player alive. His call, which the Zygomatic card
plays alike with its own text: narration/white_wolf.py."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import NIGHT_DEATH
from narration.hooks import Flow
from narration.state import GameState, Player
from narration.white_wolf import (
    WhiteWolfRules,
    last_survivor,
    not_due,
    note_new_holders,
    white_kill,
    white_wolf_step,
)
from narration.wins import SOLO_WIN

card = Card("witte_weerwolf", Kind.ROLE, edition="huisregels")

RULES = WhiteWolfRules("Vanaf de 2de nacht kan hij er ook nog voor kiezen 1 van de weerwolven "
                       "op te eten.",
                       "the witte_weerwolf eats a werewolf from his second night with the card")

card.moment("begin_nacht", 101)(note_new_holders)


def not_yet(state: GameState) -> str | None:
    return not_due(state, RULES.waits)


@card.night_step("witte_weerwolf", when=not_yet)
def witte_weerwolf(state: GameState, step: Step, living: list[Player]) -> Flow:
    return (yield from white_wolf_step(state, step, living, RULES))


card.hook(NIGHT_DEATH, 200)(white_kill)
card.hook(SOLO_WIN, 40)(last_survivor)
