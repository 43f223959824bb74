"""Wolf Village's own rules, active in its games (`edition = "wolf_village"`):

- The morning's sentences ("Wat er bij zonsopgang gebeurt"): a victim who did not die is
  credited to the dokter first, then to the heks's elixir, then to the bite that turned the
  vervloekte; "Niemand is gestorven" only when nobody else died that night.
- The wins ("Hoe win je"), checked after every morning and every vote once all deaths, shots
  and the sash are done: the nar first (his own card), then the lovers (the core check), then
  the village (no werewolf alive) or the werewolves (the pack at least as many as all the
  others); a living vos takes that last win in their place.
- The tie: a mayor decides; without one the village votes again among the tied
  (`tie_rule` herstemming, the default) or nobody leaves (`niemand`); tied again, nobody.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.card import Card, Kind
from narration.dawn import MORNING_NEWS
from narration.editions.wolf_village import EDITION
from narration.editions.wolf_village.camps import pack
from narration.ids import Camp
from narration.prompts import player_prompt
from narration.state import GameState, Winner
from narration.vote_rules import TIE_RULE, ballot_memory
from narration.wins import GAME_GOES_ON, WIN_RULE

card = Card(EDITION, Kind.EDITION, edition=EDITION)

MAYOR_TIE_RULE = ("Heeft het spel een burgemeester, dan beslist de burgemeester bij een gelijke "
                  "stand.")


@card.hook(MORNING_NEWS, 21)
def morning(state: GameState, deaths: list[tuple[str, str]]) -> bool:
    log = state.night
    victim = log.victim
    if not victim or any(name == victim for name, _ in deaths):
        return False  # no attack, or the bite killed: the deaths tell it
    others_died = bool(deaths)
    if log.protected == victim:
        state.say("wv_slachtoffer_stierf_niet" if others_died else "wv_dokter_redde")
    elif log.saved == victim:
        state.say("wv_slachtoffer_stierf_niet" if others_died else "wv_heks_redde")
    elif log.infected == victim:
        if others_died:
            state.say("wv_slachtoffer_stierf_niet")
            state.say("wv_vervloekte_veranderd")
        else:
            state.say("wv_vervloekte_gebeten")
    else:
        state.say("wv_slachtoffer_stierf_niet")
    return True


def _stolen(state: GameState, won: Winner) -> Winner:
    """"Een levende vos pikt die laatste in" (unless the vos is in love: then his camp is the
    lovers')."""
    fox = [p.name for p in state.alive() if p.camp == Camp.VOS]
    return Winner(Camp.VOS, fox) if fox else won


@card.hook(WIN_RULE, 21)
def village_or_pack(state: GameState) -> Winner | None:
    alive = state.alive()
    if not any(p.werewolf for p in alive):
        return _stolen(state, Winner(Camp.DORP, [p.name for p in state.players
                                                 if p.camp == Camp.DORP]))
    wolves = len(pack(state))
    if wolves and wolves >= len(alive) - wolves:
        return _stolen(state, Winner(Camp.WEERWOLVEN, [p.name for p in state.players
                                                       if p.camp == Camp.WEERWOLVEN]))
    return GAME_GOES_ON


@card.hook(TIE_RULE, 21)
def tie(state: GameState, tied: list[str], key: str) -> Generator[Any, Any, str | None]:
    from narration.vote import decide, vote_prompt, voters

    mayor = state.mayor()
    if mayor is not None:
        state.say("burgemeester_beslist")
        pick = yield player_prompt(state, "burgemeester_beslist", "burgemeester_beslist",
                                   state.text("public", "burgemeester_beslist"), tied,
                                   must_rule=MAYOR_TIE_RULE, called=(mayor.name,))
        return str(pick)
    if key != "stemming" or state.setup.options.tie_rule == "niemand":
        state.skip("herstemming", "the tie rule is niemand, or the re-vote was tied again")
        return ""
    state.say("herstemming_begint", names=state.names(tied), n=len(tied))
    again = yield vote_prompt(state, "herstemming",
                              state.text("public", "herstemming_begint",
                                         names=state.names(tied), n=len(tied)),
                              tied, voters(state))
    out, _ = yield from decide(state, again, "herstemming")
    if out:
        ballot_memory(state).revote_out = out  # narration/vote.py: the cause is herstemming
    return out
