"""Wolf Village's werewolves: every night the pack chooses one victim, never one of its own.
"Is de roedel het oneens, dan is de speler die de meeste weerwolven kozen het slachtoffer, en
beslist het lot bij een gelijke stand": so there is always a victim. The answer is the victim,
or the wolves' own votes `{ wolf = "victim" }`, settled here by the majority and a lot drawn
from the seed."""

from __future__ import annotations

from collections import Counter
from typing import Any

from narration.bot_view import BALLOT, DAY
from narration.callorder import Step
from narration.card import Card, Kind, SecretTurn
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.ids import Cause
from narration.prompts import PLAYER, Prompt, err, resolve_name, rule_error
from narration.shared_policies import bot_counter_claims, bot_meal, bot_pack_votes
from narration.state import GameState, Player

card = Card("wv_weerwolven", Kind.RULE, roles=("weerwolf",), edition=EDITION,
            death_lines={Cause.WEERWOLVEN: "dood_nacht"},
            # On a secret turn each living werewolf votes; their facts name the pack.
            secret_turns={"weerwolven": SecretTurn(facts_say_it=True, pack=True)})

RULE = "Een lid van de eigen roedel kunnen de weerwolven niet aanvallen."
MUST_RULE = ("Elke nacht kiezen de weerwolven één slachtoffer; zijn ze het oneens, dan is de "
             "speler die de meeste van hen kozen het slachtoffer, en beslist het lot bij een "
             "gelijke stand.")
VOTER_RULE = "Alleen de weerwolven kiezen hun slachtoffer."
VOTES = "stemmen"  # the normal form of the wolves' own votes: {"stemmen": {wolf: victim}}


def lone(state: GameState) -> bool:
    """"Een roedel van één jaagt alleen": a pack of one is called as one. Counted over every
    player who is a werewolf now, dead or alive (ruling wv-roedel-van-een): the count grows
    only with the bite the morning announces and never drops, so the call tells no death."""
    return sum(1 for p in state.players if p.werewolf) == 1


@card.night_step("weerwolven")
def weerwolven(state: GameState, step: Step, living: list[Player]) -> Flow:
    one = lone(state)
    sleep = "wv_weerwolf_slaapt_een" if one else "wv_weerwolven_slapen"
    line = state.say("wv_weerwolf_wakker_een" if one else step.wake)
    wolves = tuple(p.name for p in living)
    info = (state.tell("weerwolven_kiezen", names=state.names(list(wolves)), n=len(wolves)),)
    prey = tuple(p.name for p in state.alive() if not p.werewolf)
    if not prey:
        state.skip("weerwolven", "there is nobody left the werewolves may attack")
        state.say(sleep)
        return
    everyone = {p.name for p in state.players}

    def target(value: Any) -> str:
        if isinstance(value, str) and value not in everyone:
            value = resolve_name(state, value) or value
        if not isinstance(value, str) or value not in everyone:
            raise err(state, "unknown_player", name=value, allowed=", ".join(prey))
        if not state.player(value).alive:
            raise err(state, "dead_player", name=value)
        if value not in prey:
            raise rule_error(state, f"{value}:", RULE)
        return value

    def check(value: Any) -> Any:
        if value in (None, "", [], {}):
            raise err(state, "must_choose", rule=MUST_RULE)
        if isinstance(value, list) and len(value) == 1:
            value = value[0]
        if isinstance(value, str):
            return target(value)
        if not isinstance(value, dict):
            raise err(state, "need_table", example='{ Anna = "Eva", Bram = "Eva" }')
        if set(value) == {VOTES} and isinstance(value[VOTES], dict):
            value = value[VOTES]  # the journaled form, checked again on resume
        votes: dict[str, str] = {}
        for wolf, victim in value.items():
            if isinstance(wolf, str) and wolf not in everyone:
                wolf = resolve_name(state, wolf) or wolf
            if wolf not in wolves:
                if wolf not in everyone:
                    raise err(state, "unknown_player", name=wolf, allowed=", ".join(wolves))
                raise rule_error(state, f"{wolf} → {victim}:", VOTER_RULE)
            votes[wolf] = target(victim)
        return {VOTES: votes}

    answer = yield Prompt(step.step, "weerwolven", PLAYER, state.phase, state.round, line,
                          wolves, "weerwolf", info, prey, low=1, high=1, check=check)
    victim = answer if isinstance(answer, str) else settle(state, answer[VOTES])
    state.night.victim = victim
    state.night.victim_cause = "weerwolven"
    state.night.chosen = victim
    state.tell("weerwolven_slachtoffer", name=victim)
    state.say(sleep)


def settle(state: GameState, votes: dict[str, str]) -> str:
    """The player most of the wolves chose; a tie by a lot drawn from the seed."""
    counts = Counter(votes.values())
    top = max(counts.values())
    seats = {p.name: p.seat for p in state.players}
    tied = sorted((n for n, c in counts.items() if c == top), key=seats.__getitem__)
    victim = tied[0] if len(tied) == 1 else state.rng("wolvenstem").choice(tied)
    state.tell("wv_weerwolven_stemmen", name=victim,
               votes=", ".join(f"{w} → {t}" for w, t in votes.items()))
    if len(tied) > 1:
        state.tell("wv_weerwolven_lot", name=victim)
    return victim


# --- how the bots play the pack: as the Zygomatic pack (narration/shared_policies.py); the
# meal's answer is the victim, so the majority and the lot are never needed.
card.bot_policy("weerwolven")(bot_meal)
card.bot_policy(BALLOT)(bot_pack_votes)
card.bot_policy(DAY)(bot_counter_claims)
