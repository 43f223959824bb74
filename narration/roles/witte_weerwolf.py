"""De Witte Weerwolf (Karakters): he wakes and chooses with the werewolves every night; on
nights 2, 4, 6 … he is woken once more, alone, and may eliminate one of the werewolves. He wins
only as the last survivor of the whole village; when the other werewolves win he does not share
their victory (his camp is `witte_weerwolf`)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import NIGHT_DEATH
from narration.hooks import Flow
from narration.prompts import PLAYER, Prompt, player_prompt, rule_error
from narration.state import GameState, Player, Winner
from narration.wins import SOLO_WIN


@dataclass
class Holders:
    """{holder's name: the first night he held the card} (his nights count from it)."""

    since: dict[str, int] = field(default_factory=dict)


card = Card("witte_weerwolf", Kind.ROLE)

RULE = ("Om de nacht wordt hij daarna nog een keer alleen gewekt en dan mag hij een van de "
        "Weerwolven uitschakelen.")


def since(state: GameState) -> dict[str, int]:
    """{holder's name: the first night he held the card}."""
    return state.memo("witte_weerwolf", Holders).since


@card.moment("begin_nacht", 101)
def note_new_holders(state: GameState) -> Flow:
    for p in state.holders("witte_weerwolf"):
        since(state).setdefault(p.name, state.round)
    yield from ()


def no_other_wolf(state: GameState) -> str | None:
    """Woken only while there is another living werewolf he could eliminate, and only after a
    whole night with the card: who takes it later (the dienstmeisje) "wacht nog een nacht"."""
    living = state.holders("witte_weerwolf")
    if living and not any(since(state).get(p.name, state.round) < state.round for p in living):
        return "the witte_weerwolf waits a night with the card before he uses it"
    if any(p.alive and p.werewolf and p.role != "witte_weerwolf" for p in state.players):
        return None
    return "no other werewolf is alive"


@card.night_step("witte_weerwolf", when=no_other_wolf)
def witte_weerwolf(state: GameState, step: Step, living: list[Player]) -> Flow:
    white = living[0]
    line = state.say(step.wake)
    prey = [p.name for p in state.alive() if p.werewolf and p.name != white.name]

    def a_werewolf(name: str) -> str | None:
        if name == white.name or not state.player(name).werewolf:
            raise rule_error(state, f"{name}:", RULE)
        return None

    info = (state.tell("witte_weerwolf_prooi", names=state.names(prey) or
                       state.text("word", "niemand")),)
    target = yield player_prompt(state, step.step, "witte_weerwolf", line, prey, optional=True,
                                 rule=a_werewolf, info=info, role="witte_weerwolf",
                                 called=(white.name,))
    if target:
        state.night.witte_victim = target
        state.tell("witte_weerwolf_doodt", name=target)
    state.say("witte_weerwolf_slaapt")


@card.hook(NIGHT_DEATH, 200)
def white_kill(state: GameState, deaths: list[tuple[str, str]]) -> list[tuple[str, str]]:
    # Ruling witte-weerwolf-bescherming: nothing shields a werewolf from him (the genezer and
    # the elixir work against the wolves' attack, the witch is shown only its victim).
    target = state.night.witte_victim
    return [(target, "witte_weerwolf")] if target else []


@card.hook(SOLO_WIN, 40)
def last_survivor(state: GameState) -> Winner | None:
    alive = state.alive()
    if len(alive) == 1 and alive[0].role == "witte_weerwolf":
        return Winner("witte_weerwolf", [alive[0].name])
    return None


# --- how a bot plays the witte_weerwolf (narration/bots.py) -----------------------------------
# He wins only as the last one alive, so he lets the pack thin the village first and turns on
# it before the pack could win without him (the werewolves win when the last non-werewolf is
# gone): once the living non-werewolves are at most ENDGAME per other werewolf, plus one, he
# eliminates one of them, the one the table suspects least (the village will vote out the
# suspected ones for him). He knows the pack: he wakes with it.
ENDGAME = 2


@card.bot_policy("witte_weerwolf")
def bot_betrays(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER:
        return NotImplemented  # not the choice this policy knows: the generic answer
    wolves = [c for c in prompt.candidates if c != view.me and c != view.lover]
    if not wolves:
        return ""
    others = len(view.pack())
    village = len(view.alive()) - others - 1
    if village > ENDGAME * others + 1:
        return ""  # the pack is still useful to him
    return view.least_suspected(wolves, rng) or ""
