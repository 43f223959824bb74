"""Event cards that change today's vote or what follows it: Ontevredenheid and Enthousiasme
(a second vote), Goede manieren, Eclips and Ik niet, geen wolf (lost votes), Kop of munt and
Pact met de duivel (the verdict), Sint-Filippus (a new mayor), Invloeden (the next vote goes
round the table)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.card import Card, Kind
from narration.deaths import kill
from narration.event_deck import clear, last_drawn, last_eliminated, pending, set_pending, today
from narration.hooks import Flow
from narration.ids import Cause
from narration.mayor import mayor_memory
from narration.prompts import player_prompt, players_prompt, yesno_prompt
from narration.state import GameState
from narration.vote import candidates, say_tally, tally, vote_prompt, voters
from narration.vote_rules import CONDEMNED_RULE, TIE_RULE, VOTE_CALL, VOTER_RULE

card = Card("vote_cards", Kind.EVENT, death_lines={Cause.STEMMING: "dood_stemming"})

MAYOR_RULE = "Het dorp kiest een nieuwe Burgemeester."
VOTE_CAUSES = ("stemming", "herstemming")


# --- Ontevredenheid / Enthousiasme: a second vote after the next elimination -----------------
@card.effect("ontevredenheid", "enthousiasme")
def wait_for_elimination(state: GameState) -> Flow:
    card = last_drawn(state)
    set_pending(state, card, True)
    yield from ()


def voted_out_today(state: GameState) -> str | None:
    for death in state.deaths:
        if death.round == state.round and death.phase == "day" and death.cause in VOTE_CAUSES:
            return death.name
    return None


@card.moment("na_stemming", 500)
def second_vote(state: GameState) -> Flow:
    out = voted_out_today(state)
    if out is None:
        return  # nobody voted out: the cards wait for the next elimination
    wolf = state.player(out).werewolf
    for card, wants_wolf in (("ontevredenheid", False), ("enthousiasme", True)):
        if not pending(state, card):
            continue
        clear(state, card)
        if wolf == wants_wolf and state.phase != "end":
            yield from run_second_vote(state, card)
            return


def run_second_vote(state: GameState, key: str) -> Flow:
    """A second vote at once, without debate; its elimination counts as the vote's."""
    state.say("tweede_stemming")
    answer = yield vote_prompt(state, key, state.text("public", "tweede_stemming"),
                               candidates(state), voters(state))
    out = yield from settle_second_vote(state, answer, key)
    if not out:
        state.say("niemand_weggestemd")
        return
    for rule in state.rules.fns(CONDEMNED_RULE):
        if (yield from rule(state, out, "stemming")):
            return
    yield from kill(state, [(out, "stemming")])


def settle_second_vote(state: GameState, answer: Any, key: str) -> Generator[Any, Any, str]:
    """Ruling tweede-stemming: most votes is out; a tie kills a living zondebok (his rule),
    otherwise nobody: no mayor's pick, no re-vote, no lot in a vote without debate."""
    if isinstance(answer, str):
        return answer
    counts = tally(state, answer["ballots"], key)
    if not counts:
        return ""
    say_tally(state, counts)
    top = max(counts.values())
    tied = [p.name for p in state.players if counts.get(p.name) == top]
    if len(tied) == 1:
        return tied[0]
    state.say("gelijke_stand", names=state.names(tied), n=len(tied))
    for tie in state.rules.fns(TIE_RULE):
        settled = yield from tie(state, tied, key)
        if settled is not None:
            return settled
    return ""


# --- Goede manieren / Eclips / Ik niet, geen wolf: who loses his vote today -------------------
LOST_VOTE_CARDS = ("goede_manieren", "eclips", "ik_niet_geen_wolf")


@card.effect(*LOST_VOTE_CARDS)
def lose_votes_today(state: GameState) -> Flow:
    set_pending(state, last_drawn(state), state.round)
    yield from ()


@card.moment("voor_stemming", 502)
def who_lost_his_vote(state: GameState) -> Flow:
    day, earlier = (pending(state, "stemloos") or (-1, []))
    lost: list[str] = list(earlier) if day == state.round else []
    for card in LOST_VOTE_CARDS:
        if not today(state, card):
            continue
        line = state.say(f"{card}_stemloos")
        names = yield players_prompt(state, card, card, line, state.alive_names(), low=0,
                                     high=len(state.alive_names()))
        lost += [n for n in names if n not in lost]
        if names:
            state.say("stem_kwijt", names=state.names(names), n=len(names))
    if lost:
        set_pending(state, "stemloos", (state.round, lost))


@card.hook(VOTER_RULE, 60)
def without_their_vote(state: GameState, names: list[str]) -> list[str]:
    day, lost = (pending(state, "stemloos") or (-1, []))
    return [n for n in names if n not in lost] if day == state.round else names


# --- Kop of munt / Pact met de duivel: today's verdict ----------------------------------------
@card.effect("kop_of_munt", "pact_duivel")
def todays_verdict(state: GameState) -> Flow:
    set_pending(state, last_drawn(state), state.round)
    yield from ()


@card.hook(CONDEMNED_RULE, 40)
def coin_toss(state: GameState, name: str, cause: str) -> Generator[Any, Any, bool]:
    if not today(state, "kop_of_munt"):
        return False
    clear(state, "kop_of_munt")
    heads = state.rng("kop_of_munt").random() < 0.5
    state.say("kop" if heads else "munt", name=name)
    yield from ()
    return heads


@card.hook(CONDEMNED_RULE, 50)
def devils_pact(state: GameState, name: str, cause: str) -> Generator[Any, Any, bool]:
    if not today(state, "pact_duivel"):
        return False
    clear(state, "pact_duivel")
    line = state.say("pact_vraag", name=name)
    takes = yield yesno_prompt(state, "pact_duivel", "pact_duivel", line, called=(name,))
    if takes:
        state.say("pact_gesloten", name=name)
        state.tell("pact_herinnering", name=name)
    return bool(takes)


# --- Sint-Filippus: a new mayor -----------------------------------------------------------
@card.effect("sint_filippus")
def new_mayor(state: GameState) -> Flow:
    if mayor_memory(state).abolished:
        state.say("sint_filippus_geen")
        return
    sitting = state.mayor()
    if sitting is not None:
        sitting.titles.remove("burgemeester")
        state.say("burgemeester_afgezet", name=sitting.name)
    line = state.text("public", "burgemeester_verkiezing")
    name = yield player_prompt(state, "sint_filippus", "sint_filippus", line,
                               state.alive_names(), must_rule=MAYOR_RULE)
    state.player(name).titles.append("burgemeester")
    state.say("burgemeester_gekozen", name=name)


# --- Invloeden: the next vote goes round the table ----------------------------------------
@card.effect("invloeden")
def in_turn_next_vote(state: GameState) -> Flow:
    set_pending(state, "invloeden", True)
    yield from ()


@card.hook(VOTE_CALL, 10)
def in_turn(state: GameState, key: str,
            allowed: list[str]) -> Generator[Any, Any, tuple[str, list[str]] | None]:
    """The day's next vote (not a second vote or a re-vote of the same day: the card's "next
    vote" is the village's own) is called round the table: the last eliminated player points
    at who starts, each voter points in turn clockwise and keeps pointing (ruling
    invloeden-om-de-beurt). A day whose vote is replaced or falls leaves the card waiting."""
    if key != "stemming" or not pending(state, "invloeden"):
        return None
    clear(state, "invloeden")
    pointer = last_eliminated(state)
    if pointer:
        line = state.say("invloeden_wie_begint", name=pointer)
    else:  # nobody is out yet: the narrator, who then drew the card, points
        line = state.say("invloeden_wie_begint_spelleider")
    if not state.setup.options.invloeden_wie_begint:
        # A journal from before the question: the call says the round, nobody is asked.
        return state.say("invloeden_stemming"), allowed
    first = yield player_prompt(state, "invloeden", "invloeden", line, allowed,
                                called=(pointer,) if pointer else ())
    seats = len(state.players)
    start = state.player(first).seat
    order = sorted(allowed, key=lambda name: (state.player(name).seat - start) % seats)
    return state.say("invloeden_stemming_vanaf", name=first), order
