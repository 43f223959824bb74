"""De Aap (25 jaar): called every night, he may use his power in one night of the game. He
points at a player and sees his card; a villager lets him stop or look at one more, as often as
he dares; the moment he meets a werewolf he is eliminated (at dawn, cause `aap`).

The answer is the list of players he looked at, in order; only the last may be a werewolf.
Ruling aap-kaart: what counts is the card he is shown (a werewolf card), as for the ziener.
"""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import BALLOT, SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import NIGHT_DEATH
from narration.hooks import Flow
from narration.ids import Cause
from narration.memory import Once
from narration.prompts import PLAYERS, Prompt, none_prompt, players_prompt, rule_error
from narration.state import GameState, Player
from setups.catalogue import role

card = Card("aap", Kind.ROLE, death_lines={Cause.AAP: "dood_nacht"})

RULE = ("Hoort die speler bij de Burgers, dan mag de Aap stoppen of nog een speler bekijken. "
        "Komt hij daarbij een Weerwolf tegen, dan is de Aap onmiddellijk uitgeschakeld.")
SELF_RULE = "De Aap wijst een andere speler aan dan zichzelf (uitspraak van de spelleider)."


def werewolf_card(state: GameState, name: str) -> bool:
    return role(state.player(name).role).werewolf


@card.night_step("aap")
def aap(state: GameState, step: Step, living: list[Player]) -> Flow:
    monkey = living[0]
    mem = state.memo("aap", Once)
    line = state.say(step.wake)
    if mem.used is not None:
        state.skip("aap", f"the aap used his power in round {mem.used} (one night per game)")
        info = (state.tell("aap_al_gebruikt"),)
        yield none_prompt(state, step.step, line, info=info, role="aap", called=(monkey.name,))
        state.say("aap_slaapt")
        return
    others = [n for n in state.alive_names() if n != monkey.name]

    def in_order(names: list[str]) -> str | None:
        if monkey.name in names:
            raise rule_error(state, f"{monkey.name}:", SELF_RULE, ruling="aap-zelf")
        for name in names[:-1]:
            if werewolf_card(state, name):
                raise rule_error(state, f"{name} → {names[names.index(name) + 1]}:", RULE)
        return None

    info = (state.tell("aap_uitleg"),)
    looked = yield players_prompt(state, step.step, "aap", line, others, low=0,
                                  high=len(others), rule=in_order, info=info, role="aap",
                                  called=(monkey.name,))
    if looked:
        mem.used = state.round
        shown = [state.tell("aap_ziet", to=("narrator", monkey.name), name=n,
                            role=state.role_name(state.player(n).role)) for n in looked]
        if werewolf_card(state, looked[-1]):
            state.night.aap_dies = monkey.name
            shown.append(state.tell("aap_gepakt", name=monkey.name))
        yield none_prompt(state, "aap_ziet", "", info=tuple(shown), role="aap",
                          called=(monkey.name,))
    state.say("aap_slaapt")


@card.hook(NIGHT_DEATH, 300)
def caught(state: GameState, deaths: list[tuple[str, str]]) -> list[tuple[str, str]]:
    name = state.night.aap_dies
    return [(name, "aap")] if name else []


# --- how a bot plays the aap (narration/bots.py) ----------------------------------------------
# Every look risks his life, so he dares only LOOKS of them, once the table has facts to go by
# (from night LOOK_FROM): at the player the table suspects least whom the seer has not cleared
# (the likeliest villager worth knowing). Survived, he knows those he saw are villagers: when
# the day's lead is one of them he votes for the most suspected other player, else with the
# village.
LOOKS = 1
LOOK_FROM = 2


@card.bot_policy("aap")
def bot_looks(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYERS:
        return NotImplemented  # not the look this policy knows: the generic answer
    if view.round < LOOK_FROM or not prompt.candidates:
        return []
    unclear = [c for c in prompt.candidates if c not in view.findings and c != view.me]
    looked = view.ranked(unclear or list(prompt.candidates), rng)[-LOOKS:]
    view.notes["looking"] = looked
    return looked


@card.bot_policy("aap_ziet")
def bot_sees(view: SeatView, prompt: Prompt, rng: random.Random) -> None:
    looked = view.notes.pop("looking", [])
    if view.me not in view.shown():  # not caught: every card he saw was a villager's
        view.notes.setdefault("villagers", []).extend(looked)


@card.bot_policy(BALLOT)
def bot_votes(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    known = set(view.notes.get("villagers", []))
    lead = view.lead(prompt, rng)
    if lead not in known:
        return NotImplemented  # nothing he knows better: the village's sense
    pool = [c for c in prompt.candidates if c not in known and c not in (view.me, view.lover)]
    return view.most_suspected(pool, rng) if pool else NotImplemented
