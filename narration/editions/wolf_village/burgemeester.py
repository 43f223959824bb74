"""Wolf Village's burgemeester, a title and not a card: elected by the village on day 1 only,
before the debate ("" for none: the village may choose no mayor); a double vote; he decides a
tie (edition.py). Dying, he passes the sash to a living player who may still vote, or throws it
away; there is no new election."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.editions.wolf_village.sash import TITLE, pass_sash
from narration.hooks import Flow
from narration.mayor import ELECTION_RULE, ELECTION_STEP, Candidates
from narration.shared_policies import bot_breaks_tie, bot_elects, bot_heir
from narration.state import GameState, Player
from narration.wins import winner_of

card = Card("wv_burgemeester", Kind.TITLE, edition=EDITION, replaces=("burgemeester",),
            title_marks={TITLE: "★"}, day_steps=(ELECTION_STEP,))


@card.hook(ELECTION_RULE, 21)
def day_one_only(state: GameState, key: str) -> Candidates | None:
    if key != "burgemeester":
        return None
    if state.round > 1:
        return Candidates([], closed="in Wolf Village the mayor is elected on day 1 only, "
                                     "before the debate; there is no new election")
    return Candidates(state.alive_names(), chosen_by="wv_burgemeester_kiezen")


@card.after_deaths(921)  # after the hunter's shot: the sash goes to one still alive
def sash(state: GameState, fallen: list[Player]) -> Flow:
    for mayor in fallen:
        if TITLE not in mayor.titles:
            continue
        if winner_of(state) is not None:
            mayor.titles.remove(TITLE)
            state.skip("opvolger", f"{mayor.name}'s death ended the game; nobody takes the sash")
            continue
        yield from pass_sash(state, mayor)


# --- how the bots play the sash: as the Zygomatic mayor's title (narration/shared_policies.py):
# the village elects a claimer, else the least suspected; the sash goes to the most trusted
# (a werewolf's to his pack); a tie sends out the most suspected.
card.bot_policy("burgemeester")(bot_elects)
card.bot_policy("opvolger")(bot_heir)
card.bot_policy("burgemeester_beslist")(bot_breaks_tie)
