"""De Twee Gezusters and de Drie Gebroeders: they wake together in the first night and so know
they can trust each other; with experienced players (option family_every_night) the narrator
wakes them again every night, as the last step of the night, to share suspicions silently.

A dienstmeisje who takes a sister's or brother's card does not know the others, while they know
a new family member has joined: she is not woken with them (ruling familie-dienstmeisje).
"""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.memory import Names
from narration.prompts import none_prompt
from narration.state import GameState, Player

card = Card("familie", Kind.ROLE, roles=("gezuster", "gebroeder"))

# card -> (step id, wake line, sleep line)
FAMILIES = {
    "gezuster": ("gezusters", "gezusters_wakker", "gezusters_slapen"),
    "gebroeder": ("gebroeders", "gebroeders_wakker", "gebroeders_slapen"),
}


def newcomers(state: GameState, card: str) -> list[str]:
    """Holders of the card who took it from a voted-out family member."""
    return list(state.memo(card, Names).names)


def wake_family(state: GameState, card: str, living: list[Player]) -> Flow:
    step_id, wake, sleep = FAMILIES[card]
    new = newcomers(state, card)
    known = [p for p in living if p.name not in new]
    if not known:
        return
    line = state.say(wake)
    names = [p.name for p in known]
    info = [state.tell("familie_leden", to=("narrator", *names), names=state.names(names),
                       n=len(names))]
    if any(state.player(n).alive for n in new):
        info.append(state.tell("familie_nieuw_lid", to=("narrator", *names)))
    yield none_prompt(state, step_id, line, info=tuple(info), role=card, called=tuple(names))
    state.say(sleep)


@card.night_step("gezusters")
def gezusters(state: GameState, step: Step, living: list[Player]) -> Flow:
    yield from wake_family(state, "gezuster", living)


@card.night_step("gebroeders")
def gebroeders(state: GameState, step: Step, living: list[Player]) -> Flow:
    yield from wake_family(state, "gebroeder", living)


@card.moment("einde_nacht", 900)  # "alleen met ervaren spelers": the last step of the night
def family_every_night(state: GameState) -> Flow:
    if not state.setup.options.family_every_night or state.round < 2:
        return
    for card in FAMILIES:
        living = state.holders(card)
        if living:
            yield from wake_family(state, card, living)


def join_family(state: GameState, player: Player) -> Flow:
    """The dienstmeisje's new card is a sister's or brother's: she learns only that she has
    family (not who); the others learn a new member joined when they next wake."""
    state.memo(player.role, Names).names.append(player.name)
    line = state.say("dienstmeisje_wakker")
    info = (state.tell("familie_onbekend", to=("narrator", player.name),
                       role=state.role_name(player.role)),)
    yield none_prompt(state, "dienstmeisje_wakker", line, info=info, role=player.role,
                      called=(player.name,))
    state.say("dienstmeisje_slaapt")


card.next_night("gezuster")(join_family)
card.next_night("gebroeder")(join_family)
