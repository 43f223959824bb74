"""De Zondebok (huisregels): "Bij de eerste gelijke stemming geldt niet de doorslaggevende stem
van de burgemeester, maar wordt gelijk de zondebok geëlimineerd." The house card gives him no
choice of tomorrow's voters (ruling huisregels-zondebok)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.card import Card, Kind
from narration.memory import Once
from narration.state import GameState
from narration.vote_rules import TIE_RULE

card = Card("zondebok", Kind.ROLE, edition="huisregels")


@card.hook(TIE_RULE, 20)
def first_tie(state: GameState, tied: list[str], key: str) -> Generator[Any, Any, str | None]:
    goats = [p for p in state.alive() if p.role == "zondebok"]
    if not goats or state.recall("zondebok", Once).used is not None:
        return None
    state.memo("zondebok", Once).used = state.round  # "Bij de eerste gelijke stemming"
    state.skip("burgemeester_beslist", "at the first tie the zondebok is eliminated at once, "
               "before the mayor's casting vote")
    state.say("zondebok_sterft", name=goats[0].name)
    yield from ()
    return goats[0].name


# --- how a bot plays the zondebok: no policy of his own (the house card asks him nothing); he
# votes with the village's sense (narration/bots.py).
