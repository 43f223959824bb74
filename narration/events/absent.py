"""Event cards that send players away: Het Kleintje (the youngest, until the next morning; then
his vote counts three times), Ouderenmaal (the older half, today), Zaterdagavondbal (the
younger half, until dawn), Bosvruchten (the women, until sunset; the witch gains a potion),
Wie gaat er op jacht (the men, until dawn).

Away by day: no debate, no vote, and nobody may vote against them (ruling gebeurtenis-weg).
Away at night (until dawn): they cannot be eaten and, as werewolves, do not eat. Only the table
knows who is youngest, older or a woman, so the narrator chooses the players.
"""

from __future__ import annotations

from narration.card import Card, Kind
from narration.event_deck import deck, last_drawn, pending, set_pending
from narration.hooks import Flow
from narration.potions import potions
from narration.presence import AWAY_RULE
from narration.prompts import player_prompt, players_prompt
from narration.state import GameState
from narration.vote_rules import BALLOT_WEIGHT, CANDIDATE_RULE, VOTER_RULE

card = Card("absent", Kind.EVENT)

KLEINTJE_RULE = "De jongste speler verlaat de kamer."
# card -> does the group stay away the coming night too ("tot zonsopgang")
GROUPS = {"ouderenmaal": False, "zaterdagavondbal": True, "bosvruchten": False, "jacht": True}


def away_groups(state: GameState) -> dict[str, tuple[int, list[str], bool]]:
    """card -> (the round drawn, the players sent away, away the next night too)."""
    groups: dict[str, tuple[int, list[str], bool]] = deck(state).pending.setdefault("weg", {})
    return groups


@card.effect("kleintje")
def little_one(state: GameState) -> Flow:
    line = state.text("public", "kleintje_kiezen")
    name = yield player_prompt(state, "kleintje", "kleintje", line, state.alive_names(),
                               must_rule=KLEINTJE_RULE)
    away_groups(state)["kleintje"] = (state.round, [name], True)
    set_pending(state, "kleintje_stem", state.round + 1)
    state.say("kleintje_weg", name=name)


@card.effect(*GROUPS)
def group_away(state: GameState) -> Flow:
    card = last_drawn(state)
    line = state.say(f"{card}_kiezen")
    names = yield players_prompt(state, card, card, line, state.alive_names(), low=0,
                                 high=len(state.alive_names()))
    away_groups(state)[card] = (state.round, names, GROUPS[card])
    if names:
        state.say("groep_weg", names=state.names(names), n=len(names))
    if card == "bosvruchten":
        extra_potion(state)


def extra_potion(state: GameState) -> None:
    """Ruling bosvruchten-drankje: the witch gets back a used potion, the elixir first."""
    witch = potions(state)
    if not witch.elixir_left:
        witch.elixir_used = None
        state.tell("heks_extra_drankje", potion=state.text("word", "levensdrankje"))
        return
    if not witch.poison_left:
        witch.poison_used = None
        state.tell("heks_extra_drankje", potion=state.text("word", "gifdrankje"))
        return
    state.tell("heks_geen_extra")


def away_now(state: GameState) -> set[str]:
    out: set[str] = set()
    for drawn, names, night_too in away_groups(state).values():
        today = state.round == drawn and state.phase == "day"
        tonight = night_too and state.round == drawn + 1 and state.phase == "night"
        if today or tonight:
            out.update(names)
    return out


@card.hook(AWAY_RULE, 10)
def sent_away(state: GameState, name: str) -> bool:
    return name in away_now(state)


@card.hook(VOTER_RULE, 10)
def away_do_not_vote(state: GameState, names: list[str]) -> list[str]:
    gone = away_now(state)
    return [n for n in names if n not in gone]


@card.hook(CANDIDATE_RULE, 10)
def away_cannot_be_voted(state: GameState, names: list[str]) -> list[str]:
    gone = away_now(state)
    return [n for n in names if n not in gone]


@card.hook(BALLOT_WEIGHT, 10)
def little_ones_triple_vote(state: GameState, voter: str) -> int:
    day = pending(state, "kleintje_stem")
    drawn = away_groups(state).get("kleintje")
    if day is None or drawn is None or voter not in drawn[1]:
        return 0
    if state.round == day or (state.setup.options.kleintje_rest_van_spel and state.round >= day):
        return 2
    return 0
