"""Best Of ("Het Beste van De Weerwolven van Wakkerdam"), the edition's own rules, active when
the setup's `edition` is "best_of" (its box and the narrator who never plays: setups/editions.py;
its call order: `[editions.best_of]` in narration/data/callorder.toml).

- The tie in two steps: when the mayor voted for one of the tied players, that player is out;
  otherwise the village votes again among the tied only; tied again, nobody is out.
- The witch's elixir cannot undo the oerwolf's infection (nor a charm: no potion ever does).
- The dorpsoudste is immune to the infection the first time he is bitten.
- An infected fluitspeler becomes a plain werewolf: no goal of his own, no call of his own.
- Lovers who are a villager and the fluitspeler play for themselves, like a werewolf pair.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.card import Card, Kind
from narration.lovers import MIXED_PAIR_RULE
from narration.memory import ElderLives
from narration.state import GameState, Player
from narration.turning import AFTER_INFECTION, CURE_RULE, INFECTION_RULE
from narration.vote import decide, vote_prompt, voters
from narration.vote_rules import TIE_RULE, ballot_memory
from setups.catalogue import role

card = Card("best_of", Kind.EDITION)

NO_CURE_RULE = ("De Heks kan met haar drankjes geen betovering van de Fluitspeler en geen "
             "besmetting van de Oerwolf ongedaan maken.")
ELDER_RULE = ("De Dorpsoudste is de eerste keer dat hij wordt gebeten ook ongevoelig voor de "
              "besmetting van de Oerwolf.")


def best_of(state: GameState) -> bool:
    return state.setup.edition == "best_of"


@card.hook(TIE_RULE, 10)
def two_step_tie(state: GameState, tied: list[str], key: str) -> Generator[Any, Any, str | None]:
    if not best_of(state):
        return None
    if key != "stemming":
        state.say("best_of_weer_gelijk")
        return ""  # tied again after the re-vote: nobody is out
    state.skip("burgemeester_beslist", "in Best Of a tie is settled in two steps (the mayor's "
               "own ballot, else a re-vote among the tied); the mayor does not pick")
    mayor = state.mayor()
    cast = ballot_memory(state).by_key.get(key, {})
    if mayor is not None and cast.get(mayor.name) in tied:
        out = cast[mayor.name]
        state.say("best_of_burgemeester_stem", mayor=mayor.name, name=out)
        return out
    state.say("herstemming_begint", names=state.names(tied), n=len(tied))
    again = yield vote_prompt(state, "herstemming",
                              state.text("public", "herstemming_begint",
                                         names=state.names(tied), n=len(tied)),
                              tied, voters(state))
    out, _ = yield from decide(state, again, "herstemming")
    if not out:
        return ""
    ballot_memory(state).revote_out = out  # narration/vote.py: the cause is `herstemming`
    return out


def _elder_first_bite(state: GameState, player: Player) -> str | None:
    # The dorpsoudste's lives (narration/memory.py): 2 means he has not been bitten yet.
    if not best_of(state) or player.role != "dorpsoudste":
        return None
    if state.memo("dorpsoudste", ElderLives).lives >= 2:
        return ELDER_RULE
    return None


def _fluitspeler_turns_plain(state: GameState, player: Player) -> None:
    if best_of(state) and player.role == "fluitspeler":
        player.role = "weerwolf"
        state.tell("best_of_fluitspeler_wolf", name=player.name)


def _no_cure(state: GameState) -> str | None:
    return NO_CURE_RULE if best_of(state) else None


def _villager_and_piper(state: GameState, a: Player, b: Player) -> bool:
    if not best_of(state):
        return False
    cards = {role(a.role).camp, role(b.role).camp}
    return cards == {"dorp", "fluitspeler"} and not (a.turned or b.turned)


card.hook(INFECTION_RULE, 20)(_elder_first_bite)
card.hook(AFTER_INFECTION, 10)(_fluitspeler_turns_plain)
card.hook(CURE_RULE, 10)(_no_cure)
card.hook(MIXED_PAIR_RULE, 10)(_villager_and_piper)
