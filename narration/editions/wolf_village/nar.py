"""Wolf Village's nar plays alone and has no night power. Voted out by the village, he wins
alone, the game ends and everyone else loses (unless he is in love: then his camp is the
lovers'). Dying any other way, at night or by the hunter's arrow, he simply loses. His win goes
before every other ("Vallen er twee winsten tegelijk, dan gaat die van de nar voor")."""

from __future__ import annotations

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
