"""De Burgemeester (a title, not a card): elected by the village on a day the narrator picks
while there is none (narration/mayor.py); his vote counts twice; he breaks ties; dying, he
names a successor (this card)."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.mayor import candidates
from narration.prompts import PLAYER, Prompt, player_prompt
from narration.state import GameState, Player
from narration.wins import winner_of

card = Card("burgemeester", Kind.TITLE)

SUCCESSOR_RULE = "Zodra de Burgemeester sterft, wijst hij met zijn laatste adem een opvolger aan."


@card.after_deaths(900)  # the successor is named last, among those still alive
def successor(state: GameState, fallen: list[Player]) -> Flow:
    for mayor in fallen:
        if "burgemeester" not in mayor.titles:
            continue
        mayor.titles.remove("burgemeester")
        if not state.alive_names():
            continue
        if winner_of(state) is not None:
            # Ruling opvolger-na-einde: the chain has decided the game; nobody is left to lead.
            state.skip("opvolger", f"{mayor.name}'s death ended the game; no successor is needed")
            continue
        heirs = candidates(state, "opvolger")  # Het Dorp: a living farmer (roles/boer.py)
        if heirs.closed:
            state.skip("opvolger", heirs.closed)
            continue
        line = state.say("opvolger_kiezen", name=mayor.name)
        heir = yield player_prompt(state, "opvolger", "opvolger", line, heirs.names,
                                   must_rule=SUCCESSOR_RULE, called=(mayor.name,))
        state.player(heir).titles.append("burgemeester")
        state.say("opvolger_gekozen", name=heir)


# --- how the bots play the mayor's title (narration/bots.py) ---------------------------------
# The village elects the player who claimed a village power, else one the seer cleared, else
# the player it suspects least. A dying mayor names his most trusted heir; a werewolf names a
# werewolf of his pack when he can. At a tie the mayor sends out the most suspected of the
# tied; a werewolf mayor spares his pack.


@card.bot_policy("burgemeester")
def bot_elects(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the choice this policy knows: the generic answer
    names = list(prompt.candidates)
    claimed = [n for n in names if n in view.claims]
    if claimed:
        return claimed[0]
    return view.least_suspected(names, rng) or (names[0] if names else "")


@card.bot_policy("opvolger")
def bot_heir(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the choice this policy knows: the generic answer
    names = [n for n in prompt.candidates if n != view.me]
    pack = [n for n in names if n in view.pack()]
    if pack:
        return pack[rng.randrange(len(pack))]
    return view.least_suspected(names or prompt.candidates, rng) or prompt.candidates[0]


@card.bot_policy("burgemeester_beslist")
def bot_breaks_tie(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the choice this policy knows: the generic answer
    spared = set(view.pack()) | {view.me, view.lover}
    names = [n for n in prompt.candidates if n not in spared]
    return view.most_suspected(names or prompt.candidates, rng) or prompt.candidates[0]
