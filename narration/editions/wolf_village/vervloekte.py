"""Wolf Village's vervloekte: a villager with a curse. Attacked by the werewolves and neither
protected nor saved, he does not die but becomes a werewolf and hunts with the pack from then
on (his card stays the vervloekte; the ziener sees a werewolf from then on). The village does
not hear who; he and the pack are told (the handlanger who knows the wolves learns it in the
morning, from his own card). A vervloekte in love is judged again: his camp is the pack's now.
"""

from __future__ import annotations

from narration.card import Card, Kind
from narration.dawn import ATTACK_RULE
from narration.editions.wolf_village import EDITION
from narration.editions.wolf_village.camps import judge_lovers
from narration.state import GameState
from narration.turning import turn_werewolf

card = Card("vervloekte", Kind.ROLE, edition=EDITION)


@card.hook(ATTACK_RULE, 41)  # after the dokter's protection, which wins over the curse
def bitten(state: GameState, victim: str) -> bool:
    player = state.player(victim)
    if player.role != "vervloekte" or player.turned:
        return False
    if state.night.saved == victim:
        return True  # the elixir saves him: nobody dies and nobody changes
    turn_werewolf(state, player)
    judge_lovers(state)
    state.night.infected = victim  # for the morning's sentence
    pack = [p.name for p in state.alive() if p.werewolf]
    state.tell("wv_vervloekte_nu_wolf", to=("narrator", *pack), name=victim)
    return True


# --- how a bot plays the vervloekte: no policy of his own. Unturned he is a villager and votes
# with the village's sense (narration/bots.py); bitten, he is a werewolf and the pack's
# policies play him (narration/bots.py PACK: the meal and the ballot of the pack's card).
