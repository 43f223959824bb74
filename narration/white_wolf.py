"""De Witte Weerwolf's night call, which the Zygomatic card (Karakters: every other night) and
the house rules' (every night from his second) play alike: how often he wakes is the call
order's (narration/data/callorder.toml `nights`); each card gives its own rule quotes.

He eats with the werewolves; woken alone, he may eliminate one of them. Nothing shields a
werewolf from him (ruling witte-weerwolf-bescherming: the genezer and the elixir work against
the wolves' attack, the witch is shown only its victim). He wins only as the last player alive.
A house the schout watches cannot be visited, and the yeti's gift may make him fail: he asks
those checks (narration/presence.py), which do nothing where no card hooks them."""

from __future__ import annotations

from dataclasses import dataclass, field

from narration.callorder import Step
from narration.hooks import Flow
from narration.presence import action_fails, tell_failed, visit_blocked
from narration.prompts import player_prompt, rule_error
from narration.state import GameState, Player, Winner


@dataclass
class Holders:
    """{holder's name: the first night he held the card} (his nights count from it)."""

    since: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class WhiteWolfRules:
    """What one text's witte weerwolf quotes when the answer is not a werewolf, and why he is
    not woken in his first night with the card."""

    prey: str
    waits: str


def since(state: GameState) -> dict[str, int]:
    """{holder's name: the first night he held the card}."""
    return state.memo("witte_weerwolf", Holders).since


def note_new_holders(state: GameState) -> Flow:
    """At the start of the night: the new holders' first night (a moment of each card)."""
    for p in state.holders("witte_weerwolf"):
        since(state).setdefault(p.name, state.round)
    yield from ()


def not_due(state: GameState, waits: str) -> str | None:
    """Why he is not woken tonight: only after a whole night with the card (who takes it
    later, the dienstmeisje, "wacht nog een nacht"), and only while there is another living
    werewolf he could eliminate."""
    living = state.holders("witte_weerwolf")
    if living and not any(since(state).get(p.name, state.round) < state.round for p in living):
        return waits
    if any(p.alive and p.werewolf and p.role != "witte_weerwolf" for p in state.players):
        return None
    return "no other werewolf is alive"


def white_wolf_step(state: GameState, step: Step, living: list[Player],
                    rules: WhiteWolfRules) -> Flow:
    """His call: he may name a living werewolf, who dies at dawn."""
    white = living[0]
    line = state.say(step.wake)
    prey = [p.name for p in state.alive() if p.werewolf and p.name != white.name
            and not visit_blocked(state, "witte_weerwolf", p.name)]

    def a_werewolf(name: str) -> str | None:
        if name == white.name or not state.player(name).werewolf:
            raise rule_error(state, f"{name}:", rules.prey)
        blocked = visit_blocked(state, "witte_weerwolf", name)
        if blocked:
            raise rule_error(state, f"{name}:", blocked)
        return None

    info = (state.tell("witte_weerwolf_prooi", names=state.names(prey) or
                       state.text("word", "niemand"), n=len(prey)),)
    target = yield player_prompt(state, step.step, "witte_weerwolf", line, prey, optional=True,
                                 rule=a_werewolf, info=info, role="witte_weerwolf",
                                 called=(white.name,))
    if target and action_fails(state, "witte_weerwolf"):  # the house rules' yeti
        tell_failed(state, "witte_weerwolf", [target])
    elif target:
        state.night.witte_victim = target
        state.tell("witte_weerwolf_doodt", name=target)
    state.say("witte_weerwolf_slaapt")


def white_kill(state: GameState, deaths: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """At dawn: the werewolf he named dies (a NIGHT_DEATH hook of each card)."""
    target = state.night.witte_victim
    return [(target, "witte_weerwolf")] if target else []


def last_survivor(state: GameState) -> Winner | None:
    """He wins alone as the last player alive (a SOLO_WIN hook of each card)."""
    alive = state.alive()
    if len(alive) == 1 and alive[0].role == "witte_weerwolf":
        return Winner("witte_weerwolf", [alive[0].name])
    return None
