"""Event cards that replace today's vote: Groot wantrouwen (whoever nobody trusts is out),
Nachtmerrie (accusations in turn, the most accused is out), Zondvloed (no vote; the next night
the wolves may strike in both shelters). And Straf (this morning: the last eliminated names
someone, who dies unless two others vouch for him)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator
from dataclasses import dataclass
from functools import cache, wraps
from typing import Any

from narration.card import Card, Kind
from narration.deaths import kill
from narration.event_deck import last_drawn, last_eliminated, pending, set_pending, today
from narration.hooks import Flow
from narration.ids import Cause
from narration.prompts import player_prompt, players_prompt, yesno_prompt
from narration.state import GameState
from narration.vote import candidates, vote_prompt, voters
from narration.vote_rules import VOTE_REPLACEMENT, VOTE_TODAY

card = Card("replaced_votes", Kind.EVENT,
            death_lines={Cause.WEERWOLVEN: "dood_nacht", Cause.GEBEURTENIS: "dood_algemeen"})

STRAF_RULE = "De laatst uitgeschakelde speler wijst iemand aan."
ZONDVLOED_MIN = 6

Replacement = Callable[[GameState], Generator[Any, Any, bool]]


@dataclass(frozen=True)
class ReplacedVote:
    """What a replacement of today's vote declares beside its precedence: the event card whose
    day it is, and the step that holds the vote in its place ("" when there is no vote)."""

    event: str
    step: str


def replaces_the_vote(event: str, order: int, step: str) -> Callable[[Replacement],
                                                                        Replacement]:
    """A replacement of today's vote on a day of the event card `event`, at `order` among the
    replacements (VOTE_REPLACEMENT), held by `step`. The hook's order is the one order of
    these cards: `todays_vote` reads it from the hooks, so it is said once."""
    def attach(fn: Replacement) -> Replacement:
        @wraps(fn)
        def on_its_day(state: GameState) -> Generator[Any, Any, bool]:
            if not today(state, event):
                return False
            return (yield from fn(state))

        card.hook(VOTE_REPLACEMENT, order, extra=ReplacedVote(event, step))(on_its_day)
        return fn

    return attach


@card.effect("groot_wantrouwen", "nachtmerrie")
def replaces_todays_vote(state: GameState) -> Flow:
    set_pending(state, last_drawn(state), state.round)
    yield from ()


@card.hook(VOTE_TODAY, 10)
def todays_vote(state: GameState) -> str | None:
    """What holds today's vote under these cards: the step of the first replacement, in the
    order their replacements run (`replaces_the_vote`), whose card's day it is."""
    for replaced in _replaced_votes():
        if today(state, replaced.event):
            return replaced.step
    return None


@cache  # asked once the module has declared them all
def _replaced_votes() -> list[ReplacedVote]:
    """This card's replacements of the vote, in the order they run (their hooks' order)."""
    hooks = sorted((h for h in card.hooks if h.point is VOTE_REPLACEMENT), key=lambda h: h.order)
    return [h.extra for h in hooks]


@replaces_the_vote("groot_wantrouwen", 10, step="groot_wantrouwen")
def great_mistrust(state: GameState) -> Generator[Any, Any, bool]:
    friends = state.setup.options.groot_wantrouwen_vrienden
    line = state.say("groot_wantrouwen_wijzen", count=friends)
    out = yield players_prompt(state, "groot_wantrouwen", "groot_wantrouwen", line,
                               state.alive_names(), low=0, high=len(state.alive_names()))
    if not out:
        state.say("niemand_weggestemd")
        return True
    state.say("groot_wantrouwen_uit", names=state.names(out), n=len(out))
    yield from kill(state, [(name, "gebeurtenis") for name in out])
    return True


@replaces_the_vote("nachtmerrie", 20, step="nachtmerrie")
def nightmare(state: GameState) -> Generator[Any, Any, bool]:
    line = state.say("nachtmerrie_beschuldigen")
    answer = yield vote_prompt(state, "nachtmerrie", line, candidates(state), voters(state))
    if isinstance(answer, str):
        out = [answer] if answer else []
    else:
        counts = Counter(answer["ballots"].values())  # every accusation counts once
        top = max(counts.values(), default=0)
        out = [p.name for p in state.players if top and counts.get(p.name) == top]
        if len(out) > 1 and state.setup.options.nachtmerrie_gelijk == "niemand":
            state.say("gelijke_stand", names=state.names(out), n=len(out))
            out = []
    if not out:
        state.say("niemand_weggestemd")
        return True
    yield from kill(state, [(name, "gebeurtenis") for name in out])
    return True


# --- Zondvloed ------------------------------------------------------------------------------
@card.effect("zondvloed")
def flood(state: GameState) -> Flow:
    if len(state.alive()) < ZONDVLOED_MIN:
        state.say("zondvloed_te_weinig", count=ZONDVLOED_MIN)
        return
    set_pending(state, "zondvloed", state.round)
    line = state.say("zondvloed_kerk")
    church = yield players_prompt(state, "zondvloed_kerk", "zondvloed_kerk", line,
                                  state.alive_names(), low=0, high=len(state.alive_names()))
    set_pending(state, "kerk", church)


@replaces_the_vote("zondvloed", 30, step="")  # no vote today
def no_vote_in_the_flood(state: GameState) -> Generator[Any, Any, bool]:
    state.skip("stemming", "Zondvloed: there is no vote today")
    state.say("zondvloed_geen_stemming")
    yield from ()
    return True


@card.moment("einde_nacht", 200)
def strike_in_both_shelters(state: GameState) -> Flow:
    """Ruling zondvloed-nacht: with wolves in both shelters, they may take a second victim in
    the shelter where the first was not (chosen after the night's steps)."""
    if pending(state, "zondvloed") != state.round - 1:
        return
    church = set(pending(state, "kerk") or [])
    alive = state.alive()
    shelters = [[p for p in alive if p.name in church], [p for p in alive if p.name not in church]]
    if not all(any(p.werewolf for p in shelter) for shelter in shelters):
        return
    first = state.night.victim
    other = [p.name for shelter in shelters
             if not any(p.name == first for p in shelter) for p in shelter if not p.werewolf]
    if not other:
        return
    line = state.say("zondvloed_tweede")
    second = yield player_prompt(state, "zondvloed", "zondvloed", line, other, optional=True)
    if second:
        state.night.special.append((second, Cause.WEERWOLVEN))
        state.tell("weerwolven_slachtoffer", name=second)


# --- Straf -------------------------------------------------------------------------------------
@card.effect("straf")
def punishment(state: GameState) -> Flow:
    accuser = last_eliminated(state)
    line = state.say("straf_wijst")
    name = yield player_prompt(state, "straf", "straf", line, state.alive_names(),
                               must_rule=STRAF_RULE, called=(accuser,) if accuser else ())
    line = state.say("straf_borgen", name=name)
    vouched = yield yesno_prompt(state, "straf_borgen", "straf_borgen", line)
    if vouched:
        state.say("straf_gered", name=name)
        return
    yield from kill(state, [(name, "gebeurtenis")])
