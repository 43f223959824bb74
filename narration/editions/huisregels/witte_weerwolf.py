"""De Witte Weerwolf (huisregels): he eats with the werewolves, "maar vanaf de 2de nacht kan hij
er ook nog voor kiezen 1 van de weerwolven op te eten": every night from the second, not every
other night (his step in `[editions.huisregels]` plays every night; he waits a whole night
with the card). He wins only as the last player alive."""

from __future__ import annotations

from dataclasses import dataclass, field

from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import NIGHT_DEATH
from narration.hooks import Flow
from narration.presence import action_fails, visit_blocked
from narration.prompts import player_prompt, rule_error
from narration.state import GameState, Player, Winner
from narration.wins import SOLO_WIN

card = Card("witte_weerwolf", Kind.ROLE, edition="huisregels")


@dataclass
class Holders:
    """{holder's name: the first night he held the card} (he eats from his second)."""

    since: dict[str, int] = field(default_factory=dict)

RULE = ("Vanaf de 2de nacht kan hij er ook nog voor kiezen 1 van de weerwolven op te eten.")


def since(state: GameState) -> dict[str, int]:
    return state.memo("witte_weerwolf", Holders).since


@card.moment("begin_nacht", 101)
def note_new_holders(state: GameState) -> Flow:
    for p in state.holders("witte_weerwolf"):
        since(state).setdefault(p.name, state.round)
    yield from ()


def not_yet(state: GameState) -> str | None:
    living = state.holders("witte_weerwolf")
    if living and not any(since(state).get(p.name, state.round) < state.round for p in living):
        return "the witte_weerwolf eats a werewolf from his second night with the card"
    if any(p.alive and p.werewolf and p.role != "witte_weerwolf" for p in state.players):
        return None
    return "no other werewolf is alive"


@card.night_step("witte_weerwolf", when=not_yet)
def witte_weerwolf(state: GameState, step: Step, living: list[Player]) -> Flow:
    white = living[0]
    line = state.say(step.wake)
    prey = [p.name for p in state.alive() if p.werewolf and p.name != white.name
            and not visit_blocked(state, "witte_weerwolf", p.name)]

    def a_werewolf(name: str) -> str | None:
        if name == white.name or not state.player(name).werewolf:
            raise rule_error(state, f"{name}:", RULE)
        blocked = visit_blocked(state, "witte_weerwolf", name)
        if blocked:
            raise rule_error(state, f"{name}:", blocked)
        return None

    info = (state.tell("witte_weerwolf_prooi", names=state.names(prey) or
                       state.text("word", "niemand")),)
    target = yield player_prompt(state, step.step, "witte_weerwolf", line, prey, optional=True,
                                 rule=a_werewolf, info=info, role="witte_weerwolf",
                                 called=(white.name,))
    if target and not action_fails(state, "witte_weerwolf"):
        state.night.witte_victim = target
    if target:
        state.tell("witte_weerwolf_doodt", name=target)
    state.say("witte_weerwolf_slaapt")


@card.hook(NIGHT_DEATH, 200)
def white_kill(state: GameState, deaths: list[tuple[str, str]]) -> list[tuple[str, str]]:
    target = state.night.witte_victim
    return [(target, "witte_weerwolf")] if target else []


@card.hook(SOLO_WIN, 40)
def last_survivor(state: GameState) -> Winner | None:
    alive = state.alive()
    if len(alive) == 1 and alive[0].role == "witte_weerwolf":
        return Winner("witte_weerwolf", [alive[0].name])
    return None
