"""De Burgemeester (a title, not a card): elected by the village on a day the narrator picks
while there is none (narration/mayor.py); his vote counts twice; he breaks ties; dying, he
names a successor (this card)."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.hooks import Flow
from narration.mayor import ELECTION_STEP, candidates
from narration.prompts import player_prompt
from narration.shared_policies import bot_breaks_tie, bot_elects, bot_heir
from narration.state import GameState, Player
from narration.wins import winner_of

card = Card("burgemeester", Kind.TITLE, title_marks={"burgemeester": "★"},
            day_steps=(ELECTION_STEP,))

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
        state.announce("opvolger_gekozen", name=heir)


# --- how the bots play the mayor's title: narration/shared_policies.py (Wolf Village's
# title plays alike)
card.bot_policy("burgemeester")(bot_elects)
card.bot_policy("opvolger")(bot_heir)
card.bot_policy("burgemeester_beslist")(bot_breaks_tie)
