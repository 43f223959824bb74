"""Wolf Village's nar plays alone and has no night power. Voted out by the village, he wins
alone, the game ends and everyone else loses (unless he is in love: then his camp is the
lovers'). Dying any other way, at night or by the hunter's arrow, he simply loses. His win goes
before every other ("Vallen er twee winsten tegelijk, dan gaat die van de nar voor")."""

from __future__ import annotations

import random

from narration.bot_view import DAY, SeatView
from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.ids import Camp, Cause
from narration.state import GameState, Winner
from narration.wins import SOLO_WIN

card = Card("nar", Kind.ROLE, edition=EDITION)

VOTED = (Cause.STEMMING, Cause.HERSTEMMING)


@card.hook(SOLO_WIN, 21)
def voted_out(state: GameState) -> Winner | None:
    for death in state.deaths:
        player = state.player(death.name)
        if player.role == "nar" and death.cause in VOTED and player.camp == Camp.NAR:
            return Winner(Camp.NAR, [player.name])
    return None


# --- how a bot plays the nar ----------------------------------------------------------------
# He wants the village to vote him out: on the first day he is alive he claims the ziener's
# card and names a random other player a werewolf (BLUFF of the time). A false finding is
# proved a lie once that player's open card shows a villager, and the table then suspects him
# most (narration/bot_view.py LIAR).
BLUFF = 0.8


@card.bot_policy(DAY)
def bot_bluffs(view: SeatView, rng: random.Random) -> None:
    if not view.me or view.me in view.claims or view.notes.get("bluffed"):
        return
    view.notes["bluffed"] = True
    others = [n for n in view.alive() if n not in (view.me, view.lover)]
    if others and rng.random() < BLUFF:
        view.claim("ziener", {others[rng.randrange(len(others))]: True})
