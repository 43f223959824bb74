"""De Witte Weerwolf (huisregels): he eats with the werewolves, "maar vanaf de 2de nacht kan hij
er ook nog voor kiezen 1 van de weerwolven op te eten": every night from the second, not every
other night (his step in `[editions.huisregels]` plays every night; he waits a whole night
with the card). He wins only as the last player alive. His call, which the Zygomatic card
plays alike with its own text: narration/white_wolf.py."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import NIGHT_DEATH
from narration.hooks import Flow
from narration.ids import Cause
from narration.prompts import PLAYER, Prompt
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

card = Card("witte_weerwolf", Kind.ROLE, edition="huisregels",
            death_lines={Cause.WITTE_WEERWOLF: "dood_nacht"})

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


# --- how a bot plays the witte weerwolf ------------------------------------------------------
# He wins only as the last one alive, so he lets the pack eat the village and eats one of the
# pack only once the village is about to fall (the living others no more than twice the rest
# of the pack): then the most suspected of them, whom the village would vote out anyway.
# By day and at the meal he plays as the pack (narration/bots.py PACK).


@card.bot_policy("witte_weerwolf")
def bot_white_eats(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER:
        return NotImplemented  # not the choice this policy knows: the generic answer
    pack = [c for c in prompt.candidates if c != view.lover]
    others = [n for n in view.alive() if n != view.me and n not in view.pack()]
    if not pack or len(others) > 2 * len(view.pack()):
        return ""
    return view.most_suspected(pack, rng) or pack[0]
