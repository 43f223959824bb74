"""De Weerwolven: every night they choose one victim together, never a werewolf; when they do
not agree there is no victim."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import BALLOT, DAY, FOLLOW_LEAD, SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.pack_meal import choose_meal
from narration.presence import away, may_be_eaten, prey_blocked
from narration.prompts import PLAYER, Prompt, player_prompt, rule_error
from narration.state import GameState, Player

card = Card("weerwolven", Kind.RULE, roles=("weerwolf",))

RULE = "Dat slachtoffer mag nooit een andere Weerwolf zijn."


@card.night_step("weerwolven")
def weerwolven(state: GameState, step: Step, living: list[Player]) -> Flow:
    # Away players (an event card) neither eat nor can be eaten tonight.
    living = [p for p in living if not away(state, p.name)]
    if not living:
        state.skip("weerwolven", "every living werewolf is away from the village tonight")
        return
    line = state.say(step.wake)
    if state.holders("onschuldig_meisje"):
        # She peeks while the wolves are awake, so she is told so now (rulebook).
        line += " " + state.say("meisje_gluurt")
    info = (state.tell("weerwolven_kiezen", names=state.names([p.name for p in living])),)
    prey = [p.name for p in state.alive() if not p.werewolf and may_be_eaten(state, p.name)]

    def never_a_werewolf(name: str) -> str | None:
        if state.player(name).werewolf and state.player(name).alive:
            raise rule_error(state, f"{name}:", RULE)
        blocked = prey_blocked(state, name)
        if blocked:
            raise rule_error(state, f"{name}:", blocked)
        return None

    victim = yield player_prompt(state, step.step, "weerwolven", line, prey, optional=True,
                                 rule=never_a_werewolf, info=info, role="weerwolf",
                                 called=tuple(p.name for p in living))
    if victim:
        state.night.victim = victim
        state.night.victim_cause = "weerwolven"
        state.night.chosen = victim  # their choice, even if another dies in its place
        state.tell("weerwolven_slachtoffer", name=victim)
    else:
        state.tell("weerwolven_oneens")
    state.say("weerwolven_slapen")


# --- how the bots play the pack (narration/bots.py) -------------------------------------------
# Every werewolf without a ballot of his own card follows these (narration/bots.py PACK).
# The meal: a player who claimed a village power (the seer) first, then one she cleared (the
# village trusts him), else a player the table does not suspect: a suspect is left alive for
# the village to vote out. By day the pack votes as one: the day's lead when he is not a
# werewolf (blending in with the village), else the most suspected villager; a werewolf the
# seer exposed is given up (the pack votes for him too) half the time, to look innocent.
# A werewolf never votes for a werewolf otherwise, nor for his lover.
# A meal that survived the night (the genezer shielded him, the heks saved him) is bitten again
# the next night, unless somebody else has claimed a card since (the claimer comes first): the
# genezer may not shield the same player two nights in a row and the heks has one elixir, so
# the second bite is the surest one.
# When a claimer exposes a living werewolf, that werewolf lies back COUNTER_CLAIM of the time:
# he claims the same card and names his accuser a werewolf (narration/bot_view.py weighs two
# such claims until an open card decides between them). Once per accusation.
BUS_EXPOSED = 0.5
COUNTER_CLAIM = 0.5


def _prey(view: SeatView, names: tuple[str, ...] | list[str]) -> list[str]:
    pack = set(view.pack()) | {view.me}
    return [n for n in names if n not in pack and n != view.lover]


@card.bot_policy("weerwolven")
def bot_meal(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER:
        return NotImplemented  # not the meal this policy knows: the generic answer
    prey = _prey(view, prompt.candidates)
    if not prey:
        return ""
    notes = view.pack_notes
    last = notes.get("meal")
    survived = last[1] if last and last[0] == prompt.round - 1 and last[1] in prey else None
    claimers = [n for n in prey if n in view.claims]
    if survived and (survived in claimers or not claimers):
        choice = survived
    else:
        choice = choose_meal(view, prey, rng)
    notes["meal"] = (prompt.round, choice)
    return choice


@card.bot_policy(BALLOT)
def bot_pack_votes(view: SeatView, prompt: Prompt, rng: random.Random) -> str | None:
    notes = view.pack_notes
    key = (prompt.round, prompt.key)
    prey = _prey(view, prompt.candidates)
    if notes.get("vote") != key:
        lead = view.lead(prompt, rng)
        pack = set(view.pack()) | {view.me}
        if lead and lead not in pack:
            target: str | None = lead
        elif lead and view.findings.get(lead) and rng.random() < BUS_EXPOSED:
            target = lead  # give up an exposed werewolf
        else:
            target = view.most_suspected(prey, rng)
        notes["vote"], notes["target"], notes["own"] = key, target, view.most_suspected(
            [p for p in prey if p != target] or prey, rng)
    target = notes.get("target")
    if target == view.lead(prompt, rng) and target in prey and rng.random() >= FOLLOW_LEAD:
        target = notes.get("own")  # as often as a villager, he goes his own way
    if target in (view.me, view.lover) or target not in prompt.candidates:
        return view.most_suspected(prey, rng)
    return str(target) if target else None


@card.bot_policy(DAY)
def bot_counter_claims(view: SeatView, rng: random.Random) -> None:
    if not view.werewolf or not view.me or view.me in view.claims:
        return
    pack = set(view.pack())
    answered = view.pack_notes.setdefault("answered", set())
    for accuser, card_id in list(view.claims.items()):
        if accuser in pack or accuser == view.me or accuser in answered:
            continue
        if view.findings.get(view.me) and view.is_alive(accuser):
            answered.add(accuser)
            if rng.random() < COUNTER_CLAIM:
                view.claim(card_id, {accuser: True})
            return
