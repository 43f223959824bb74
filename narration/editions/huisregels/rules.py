"""The edition's own rules (huisregels-met-beroepen.txt), where they are no single card's:

- The lovers' win table ("Geliefden"): a pair with the fluitspeler, and the witte weerwolf with
  a werewolf, play for themselves like a villager with a werewolf (the fluitspeler's pair wins
  in narration/editions/huisregels/fluitspeler.py); two werewolves win as the werewolves, two
  villagers as the village.
- The village wins only while, if the fluitspeler lives, one of its living burgers is not
  charmed ("minimaal één burger ... bovendien niet betoverd is").
- The mayor's tie: "Als de burgemeester geen stem uitbrengt en er geen zondebok is, wordt er
  bij een gelijke stemming niemand veroordeeld" (the zondebok's rule comes first).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.card import Card, Kind
from narration.ids import Camp
from narration.lovers import MIXED_PAIR_RULE
from narration.memory import Names
from narration.state import GameState, Player, Winner
from narration.vote_rules import TIE_RULE, ballot_memory
from narration.wins import GAME_GOES_ON, WIN_RULE

card = Card("huisregels", Kind.EDITION, edition="huisregels")


@card.hook(MIXED_PAIR_RULE, 20)
def pairs_that_play_for_themselves(state: GameState, a: Player, b: Player) -> bool:
    cards = {a.role, b.role}
    if "fluitspeler" in cards:
        return True  # "Fluitspeler-Burger/Weerwolf/Witte weerwolf"
    # "Witte weerwolf-Weerwolf" (a villager with either is a mixed pair anyway).
    return "witte_weerwolf" in cards and a.werewolf and b.werewolf


@card.hook(WIN_RULE, 40)
def village_needs_an_uncharmed_burger(state: GameState) -> Winner | None:
    alive = state.alive()
    if any(p.werewolf for p in alive):
        return None
    pipers = [p for p in alive if p.role == "fluitspeler" and not p.turned]
    if not pipers:
        return None
    charmed = set(state.recall("fluitspeler", Names).names)
    if any(p.camp == Camp.DORP and p.name not in charmed for p in alive):
        return None
    return GAME_GOES_ON


@card.hook(TIE_RULE, 30)
def mayor_who_did_not_vote(state: GameState, tied: list[str],
                           key: str) -> Generator[Any, Any, str | None]:
    mayor = state.mayor()
    ballots = ballot_memory(state).by_key.get(key, {})
    if mayor is None or mayor.name in ballots:
        return None  # no mayor: nobody (the table's tie rule); a mayor who voted decides
    state.skip("burgemeester_beslist", "the mayor cast no vote: at a tie nobody is condemned "
               "(huisregels)")
    state.say("huis_gelijk_niemand")
    yield from ()
    return ""
