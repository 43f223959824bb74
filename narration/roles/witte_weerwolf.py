"""De Witte Weerwolf (Karakters): he wakes and chooses with the werewolves every night; on
nights 2, 4, 6 … he is woken once more, alone, and may eliminate one of the werewolves. He wins
only as the last survivor of the whole village; when the other werewolves win he does not share
their victory (his camp is `witte_weerwolf`). His call: narration/white_wolf.py."""

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

card = Card("witte_weerwolf", Kind.ROLE, death_lines={Cause.WITTE_WEERWOLF: "dood_nacht"})

RULE = ("Om de nacht wordt hij daarna nog een keer alleen gewekt en dan mag hij een van de "
        "Weerwolven uitschakelen.")
RULES = WhiteWolfRules(RULE, "the witte_weerwolf waits a night with the card before he uses it")

card.moment("begin_nacht", 101)(note_new_holders)


def no_other_wolf(state: GameState) -> str | None:
    return not_due(state, RULES.waits)


@card.night_step("witte_weerwolf", when=no_other_wolf)
def witte_weerwolf(state: GameState, step: Step, living: list[Player]) -> Flow:
    return (yield from white_wolf_step(state, step, living, RULES))


card.hook(NIGHT_DEATH, 200)(white_kill)
card.hook(SOLO_WIN, 40)(last_survivor)


# --- how a bot plays the witte_weerwolf (narration/bots.py) -----------------------------------
# He wins only as the last one alive, so he lets the pack thin the village first and turns on
# it before the pack could win without him (the werewolves win when the last non-werewolf is
# gone): once the living non-werewolves are at most ENDGAME per other werewolf, plus one, he
# eliminates one of them, the one the table suspects least (the village will vote out the
# suspected ones for him). He knows the pack: he wakes with it.
ENDGAME = 2


@card.bot_policy("witte_weerwolf")
def bot_betrays(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER:
        return NotImplemented  # not the choice this policy knows: the generic answer
    wolves = [c for c in prompt.candidates if c != view.me and c != view.lover]
    if not wolves:
        return ""
    others = len(view.pack())
    village = len(view.alive()) - others - 1
    if village > ENDGAME * others + 1:
        return ""  # the pack is still useful to him
    return view.least_suspected(wolves, rng) or ""
