"""De Waard en de Herberg (Het Dorp): while he has his tile, the werewolves may not devour him
and the village may not vote against him; in return he votes first and alone, before the
others. When the player he voted against is condemned by that vote, he loses his immunity and
his tile, also when the kasteelheer then pardons that player; from then on he votes with the
rest. Other players' special powers work against him (the barbier, the raaf, the pyromaan)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Generator
from typing import Any

from narration.bot_view import SeatView
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.lovers import bonds_kept_at_the_vote
from narration.memory import Dated
from narration.presence import PREY_RULE
from narration.prompts import PLAYER, Prompt, player_prompt, rule_error
from narration.state import GameState
from narration.village import why_no_power, with_power
from narration.vote import LOVER_RULE, candidates, voters
from narration.vote_rules import CANDIDATE_RULE, CONDEMNED_RULE, EXTRA_VOTES, VOTER_RULE

card = Card("waard", Kind.PROFESSION)

NOT_EATEN_RULE = "De Weerwolven mogen hem ’s nachts niet verslinden."
VOTE_RULE = "Het dorp mag overdag niet tegen hem stemmen."


def innkeeper(state: GameState) -> str | None:
    """The waard who still has his immunity (alive, his inn standing, his tile kept)."""
    holder = with_power(state, "waard")
    return holder[0].name if holder else None


def first_vote(state: GameState) -> tuple[str, str] | None:
    """(waard, target or "") when the waard has cast today's first vote."""
    vote = state.memo("waard", Dated).today(state.round)
    return (vote[0], vote[1]) if vote and state.phase == "day" else None


def not_the_innkeeper(state: GameState, name: str) -> str | None:
    return NOT_EATEN_RULE if name == innkeeper(state) else None


card.hook(PREY_RULE, 10)(not_the_innkeeper)


@card.hook(CANDIDATE_RULE, 20)
def immune(state: GameState, names: list[str]) -> list[str]:
    waard = innkeeper(state)
    return [n for n in names if n != waard]


@card.moment("voor_stemming", 600)  # after the schooljuffrouw's ban: a banned waard does not vote
def votes_first(state: GameState) -> Flow:
    waard = innkeeper(state)
    if waard is None:
        state.skip("waard", why_no_power(state, "waard"))
        return
    if waard not in voters(state):
        state.skip("waard", f"{waard} may not vote today")
        return
    # His lover is left out of his list and refused, as at the vote (bonds_kept_at_the_vote).
    lover = state.player(waard).lover if bonds_kept_at_the_vote(state) else None

    def not_his_lover(name: str) -> str | None:
        if name == lover:
            raise rule_error(state, f"{waard} → {name}:", LOVER_RULE)
        return None

    state.say("waard_stemt_eerst", name=waard)
    line = state.text("public", "waard_stemt_eerst", name=waard)
    targets = [n for n in candidates(state) if n != lover]
    target = yield player_prompt(state, "waard", "waard", line, targets,
                                 optional=True, rule=not_his_lover, called=(waard,))
    state.memory["waard"] = Dated(state.round, (waard, target or ""))
    if target:
        state.say("waard_stem", name=waard, target=target)
    else:
        state.say("waard_onthoudt", name=waard)


@card.hook(VOTER_RULE, 40)
def voted_already(state: GameState, names: list[str]) -> list[str]:
    """Ruling waard-herstemming: his vote of the day is the first one; he is not among the
    voters of the vote (nor of a re-vote among the tied)."""
    cast = first_vote(state)
    return [n for n in names if cast is None or n != cast[0]]


@card.hook(EXTRA_VOTES, 20)
def his_vote(state: GameState) -> Counter[str]:
    cast = first_vote(state)
    if cast is None or not cast[1]:
        return Counter()
    return Counter({cast[1]: 1})


def loses_tile(state: GameState, condemned: str, cause: str) -> Generator[Any, Any, bool]:
    """The player he voted against is condemned: the waard loses immunity and tile, pardon or
    not. Never settles the elimination itself."""
    cast = first_vote(state)
    holder = with_power(state, "waard")
    if cast is not None and cast[1] == condemned and holder is not None:
        holder[1].lost = True
        state.say("waard_verliest", name=cast[0])
    return False
    yield


# First of the condemned rules: it must see every condemned player before a rule (the
# kasteelheer's pardon, a dorpsgek) settles the elimination and stops the others.
card.hook(CONDEMNED_RULE, 10)(loses_tile)


# --- how a bot plays the waard (narration/bots.py) --------------------------------------------
# He votes first and alone, and loses his immunity when the player he voted against is
# condemned, so he spends his vote on a werewolf the seer exposed in public, or on the day's
# lead when the table suspects him (suspicion above 0), and otherwise keeps quiet. With
# ENDGAME players or fewer left he always votes for the lead: an immune waard who never votes
# would leave a table nobody can end. Never for his lover. Infected (a werewolf), he votes for
# the day's most suspected player outside his pack when the table suspects one.
ENDGAME = 4


@card.bot_policy("waard")
def bot_votes_first(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER:
        return NotImplemented  # not the vote this policy knows: the generic answer
    cands = [c for c in prompt.candidates if c not in (view.me, view.lover)]
    if not cands:
        return ""
    if view.werewolf:
        pack = set(view.pack())
        prey = [c for c in cands if c not in pack] or cands
        suspect = view.most_suspected(prey, rng)
        endgame = len(view.alive()) <= ENDGAME
        return suspect if suspect and (endgame or view.suspicion(suspect) > 0) else ""
    exposed = [c for c in cands if view.findings.get(c)]
    if exposed:
        return exposed[rng.randrange(len(exposed))]
    lead = view.lead(prompt, rng)
    lead = lead if lead in cands else view.most_suspected(cands, rng)
    if lead and (view.suspicion(lead) > 0 or len(view.alive()) <= ENDGAME):
        return lead
    return ""
