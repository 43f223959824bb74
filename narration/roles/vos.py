"""De Vos: every night he may point at a player; that player and his two living neighbours are
sniffed. A werewolf among them: thumb up. None: thumb down, and he loses his power for good
(he is still called every night, so that silence does not betray it)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from narration.bot_view import BALLOT, SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.prompts import PLAYER, Prompt, none_prompt, player_prompt
from narration.seats import nearest_living_players
from narration.state import GameState, Player


@dataclass
class VosMemory:
    """The night the vos lost his power (he sniffed out no werewolf), or None."""

    lost: int | None = None


card = Card("vos", Kind.ROLE)


def sniffed(state: GameState, middle: Player) -> list[Player]:
    """The three sniffed, in table order: right neighbour, the one pointed at, left neighbour."""
    beside = nearest_living_players(state, middle)
    return [*beside[:1], middle, *beside[1:]]


@card.night_step("vos")
def vos(state: GameState, step: Step, living: list[Player]) -> Flow:
    fox = living[0]
    mem = state.memo("vos", VosMemory)
    line = state.say(step.wake)
    if mem.lost is not None:
        state.skip("vos", "the vos lost his power after sniffing no werewolf")
        info = (state.tell("vos_kwijt"),)
        yield none_prompt(state, step.step, line, info=info, role="vos", called=(fox.name,))
        state.say("vos_slaapt")
        return
    # Ruling vos-keuze: any living player may be the middle of the three, himself included.
    target = yield player_prompt(state, step.step, "vos", line, state.alive_names(),
                                 optional=True, role="vos", called=(fox.name,))
    if target:
        group = sniffed(state, state.player(target))
        names = state.names([p.name for p in group])
        if any(p.werewolf for p in group):
            shown = state.tell("vos_duim_omhoog", to=("narrator", fox.name), names=names,
                               n=len(group))
        else:
            mem.lost = state.round
            shown = state.tell("vos_duim_omlaag", to=("narrator", fox.name), names=names,
                               n=len(group))
        yield none_prompt(state, "vos_ziet", "", info=(shown,), role="vos", called=(fox.name,))
    state.say("vos_slaapt")


# --- how a bot plays the vos (narration/bots.py) ----------------------------------------------
# He sniffs around the player the table suspects most whom he has not pointed at yet (ties at
# random), so the thumb tells him the most. A thumb up (his card kept its power: VosMemory)
# makes the three sniffed his own suspects; he votes for the most suspected of them who is
# still a candidate (never himself or his lover), else with the village.


@card.bot_policy("vos")
def bot_sniffs(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the sniff this policy knows: the generic answer
    pointed = view.notes.setdefault("pointed", set())
    fresh = [c for c in prompt.candidates if c not in pointed and c != view.me]
    target = view.most_suspected(fresh or list(prompt.candidates), rng) or prompt.candidates[0]
    pointed.add(target)
    return target


@card.bot_policy("vos_ziet")
def bot_smells(view: SeatView, prompt: Prompt, rng: random.Random) -> None:
    if view.card_memory(VosMemory).lost is None:  # a thumb up: a werewolf among the three
        view.notes["scent"] = [n for n in view.shown() if n != view.me]


@card.bot_policy(BALLOT)
def bot_votes(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    scent = [c for c in view.notes.get("scent", []) if c in prompt.candidates
             and c not in (view.me, view.lover)]
    return view.most_suspected(scent, rng) if scent else NotImplemented
