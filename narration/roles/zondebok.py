"""De Zondebok (Volle Maan): a tied vote kills him, also when he had no vote himself. Leaving,
he chooses who may vote the next day; if none of them is alive then, there is no vote."""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

from narration.bot_view import SeatView
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.memory import Dated
from narration.powers import has_power
from narration.prompts import PLAYERS, Prompt, players_prompt
from narration.state import GameState, Player
from narration.vote_rules import TIE_RULE, VOTER_RULE


@dataclass
class Scapegoat:
    """(round, name) of the scapegoat who died for a tie, and the voters he chose for the
    next day."""

    tie_death: tuple[int, str] | None = None
    voters: Dated = field(default_factory=Dated)


card = Card("zondebok", Kind.ROLE)

CHOICE_RULE = ("Als troost mag hij bij zijn vertrek bepalen welke spelers de volgende dag mogen "
               "stemmen.")


@card.hook(TIE_RULE, 20)
def scapegoat_dies(state: GameState, tied: list[str], key: str) -> Generator[Any, Any, str | None]:
    goats = [p for p in state.alive() if p.role == "zondebok"]
    if not goats or state.setup.options.oogstfeest:
        return None  # under Het Oogstfeest he dies for his neighbours instead (oogstfeest.py)
    goat = goats[0]
    state.memo("zondebok", Scapegoat).tie_death = (state.round, goat.name)
    state.say("zondebok_sterft", name=goat.name)
    yield from ()
    return goat.name


@card.after_deaths(850)  # after the hunter's shot, so he chooses among those still alive
def choose_voters(state: GameState, fallen: list[Player]) -> Flow:
    mem = state.memo("zondebok", Scapegoat)
    for goat in fallen:
        if mem.tie_death != (state.round, goat.name) or not state.alive_names():
            continue
        if not has_power(state, goat):
            state.skip("zondebok", f"{goat.name} has lost his power: everyone votes tomorrow")
            continue
        line = state.say("zondebok_kiest", name=goat.name)
        chosen = yield players_prompt(state, "zondebok", "zondebok", line, state.alive_names(),
                                      low=1, high=len(state.alive_names()),
                                      must_rule=CHOICE_RULE, role="zondebok",
                                      called=(goat.name,))
        mem.voters = Dated(state.round + 1, tuple(chosen))
        state.say("zondebok_gekozen", names=state.names(chosen), n=len(chosen))


@card.hook(VOTER_RULE, 50)
def only_the_chosen(state: GameState, names: list[str]) -> list[str]:
    # Day -1 is "never": round 0 is a real day when the engel plays (the day-0 vote).
    voters = state.memo("zondebok", Scapegoat).voters
    if voters.round != state.round:
        return names
    chosen = voters.names
    return [n for n in names if n in chosen]


# --- how a bot plays the zondebok (narration/bots.py) -----------------------------------------
# Leaving, he lets vote whom the village may trust tomorrow: every living player but the ones
# the seer exposed and those the table suspects (suspicion above 0), so a suspected werewolf
# cannot steer the vote; when that would leave nobody, everybody. Infected (a werewolf), he
# lets his pack and the suspected vote instead.


@card.bot_policy("zondebok")
def bot_chooses_voters(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYERS or not prompt.candidates:
        return NotImplemented  # not the choice this policy knows: the generic answer
    cands = list(prompt.candidates)
    if view.werewolf:
        pack = set(view.pack())
        chosen = [c for c in cands if c in pack or view.suspicion(c) > 0]
    else:
        chosen = [c for c in cands if not view.findings.get(c) and view.suspicion(c) <= 0]
    if len(chosen) < max(1, prompt.low):
        chosen = cands
    return chosen[:prompt.high] if prompt.high else chosen
