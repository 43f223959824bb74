"""Event cards that change the coming night or undo the last one: Terugslag, Het Spook, Dolle
Nacht, Wonder."""

from __future__ import annotations

from typing import Any

from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import ATTACK_RULE
from narration.event_deck import clear, last_drawn, pending, set_pending
from narration.hooks import Flow
from narration.ids import Cause
from narration.lovers import update_lover_camps
from narration.prompts import VOTE, Prompt, err, player_prompt, resolve_name
from narration.state import GameState
from setups.catalogue import role

card = Card("night_cards", Kind.EVENT,
            death_lines={Cause.WEERWOLVEN: "dood_nacht", Cause.GEBEURTENIS: "dood_algemeen"})

SPOOK_RULE = "Hij wijst een van de oorspronkelijke Weerwolven aan, die meteen sterft."


@card.effect("terugslag", "dolle_nacht")
def next_night(state: GameState) -> Flow:
    set_pending(state, last_drawn(state), state.round + 1)
    yield from ()


@card.effect("spook")
def ghost_waits(state: GameState) -> Flow:
    set_pending(state, "spook", True)
    yield from ()


# --- Terugslag ------------------------------------------------------------------------------
@card.hook(ATTACK_RULE, 30)
def backfire(state: GameState, victim: str) -> bool:
    if pending(state, "terugslag") != state.round or state.night.victim_cause != (
            "weerwolven"):
        return False
    if state.setup.options.zwarte_dood:
        return False  # ruling terugslag-zwarte-dood: no werewolf bit, so nothing strikes back
    target = state.player(victim)
    if target.role == "burger" and not target.werewolf:
        target.turned = True
        update_lover_camps(state)
        state.tell("terugslag_weerwolf", to=("narrator", victim), name=victim)
        return True
    n = len(state.players)
    for step in range(1, n):
        p = state.players[(target.seat + step) % n]
        if p.alive and p.werewolf:
            state.night.special.append((p.name, "gebeurtenis"))
            state.tell("terugslag_wolf", name=p.name)
            break
    return True


# --- Het Spook --------------------------------------------------------------------------------
@card.moment("einde_nacht", 300)
def ghost(state: GameState) -> Flow:
    """The wolves' next victim who would die becomes a werewolf and names a wolf who dies."""
    victim = state.night.victim
    if not pending(state, "spook") or not victim or state.night.victim_cause != (
            "weerwolven"):
        return
    if victim in (state.night.protected, state.night.saved):
        return  # he does not die: the ghost waits for the next victim
    target = state.player(victim)
    wolves = [p.name for p in state.alive() if p.werewolf and p.name != victim]
    if not wolves:
        return  # no werewolf to name (De Zwarte Dood): the ghost waits
    clear(state, "spook")
    line = state.say("spook_wakker")
    chosen = yield player_prompt(state, "spook", "spook", line, wolves, must_rule=SPOOK_RULE,
                                 called=(victim,))
    wolf = state.player(chosen)
    if role(wolf.role).werewolf:
        # "Cards are swapped before morning": the ghost holds the wolf's card now.
        target.role, wolf.role = wolf.role, target.role
        target.turned, wolf.turned = False, False
    else:
        target.turned = True
    update_lover_camps(state)
    state.night.victim = None
    state.night.special.append((chosen, "gebeurtenis"))
    state.tell("spook_ruil", name=victim, wolf=chosen)


# --- Dolle Nacht ------------------------------------------------------------------------------
# The ziener, heks and jager wake together as "werewolves" at the wolves' step and kill one
# player; each werewolf looks at one card like a ziener. Their own steps are skipped tonight
# (ruling dolle-nacht).
CRAZY_ROLES = ("jager", "heks", "ziener")


def crazy(state: GameState) -> bool:
    return bool(pending(state, "dolle_nacht") == state.round)


@card.moment("begin_nacht", 300)
def crazy_night(state: GameState) -> Flow:
    if crazy(state):
        state.tell("dolle_nacht_herinnering")
    yield from ()


@card.override_step("ziener", 10, crazy)
@card.override_step("heks", 10, crazy)
def not_tonight(state: GameState, step: Step) -> Flow:
    if step.key:
        state.skip(step.key, "Dolle Nacht: the " + step.roles[0] + " wakes with the "
                   "jager and the heks as a werewolf tonight")
    yield from ()


def looks_prompt(state: GameState, line: str, wolves: list[str]) -> Prompt:
    """Each werewolf points at one other living player whose card he sees: { wolf = player }
    (the vote panel's ballot-by-ballot entry); a wolf left out looks at nobody."""
    alive = state.alive_names()

    def check(value: Any) -> dict[str, dict[str, str]]:
        if value in (None, "", {}):
            return {"ballots": {}}
        if not isinstance(value, dict):
            raise err(state, "need_table", example='{ Anna = "Bram" }')
        if set(value) == {"ballots"} and isinstance(value["ballots"], dict):
            value = value["ballots"]
        looks: dict[str, str] = {}
        for wolf, target in value.items():
            wolf = resolve_name(state, str(wolf)) or wolf
            target = resolve_name(state, str(target)) or target
            if wolf not in wolves:
                raise err(state, "not_voter", name=wolf, allowed=", ".join(wolves))
            if target not in alive or target == wolf:
                raise err(state, "not_allowed", name=target, allowed=", ".join(
                    n for n in alive if n != wolf))
            looks[wolf] = target
        return {"ballots": looks}

    return Prompt("dolle_nacht_kijken", "dolle_nacht_kijken", VOTE, state.phase, state.round,
                  line, called=tuple(wolves), candidates=tuple(alive), voters=tuple(wolves),
                  optional=True, one_by_one=True, check=check)


@card.override_step("weerwolven", 10, crazy)
def crazy_wolves(state: GameState, step: Step) -> Flow:
    wolves = [p.name for p in state.alive() if p.werewolf]
    if wolves:
        line = state.say("dolle_nacht_wolven")
        looks = yield looks_prompt(state, line, wolves)
        for wolf, target in looks["ballots"].items():
            # The werewolf looks, not the ziener (who wakes with the jager and heks tonight).
            state.tell("dolle_nacht_ziet", to=("narrator", wolf), wolf=wolf, name=target,
                       role=state.role_name(state.player(target).role))
        state.say("weerwolven_slapen")
    hunters = [p.name for p in state.alive() if p.role in CRAZY_ROLES]
    if not hunters:
        state.skip("dolle_nacht", "none of the jager, heks and ziener is alive")
        return
    line = state.say("dolle_nacht_doden")
    victim = yield player_prompt(state, "dolle_nacht", "dolle_nacht", line,
                                 [n for n in state.alive_names() if n not in hunters],
                                 optional=True, called=tuple(hunters))
    if victim:
        state.night.victim = victim
        state.night.victim_cause = "weerwolven"
        state.tell("weerwolven_slachtoffer", name=victim)
    state.say("dolle_nacht_slapen")


# --- Wonder -----------------------------------------------------------------------------------
@card.effect("wonder")
def miracle(state: GameState) -> Flow:
    """The wolves' most recent victim comes back as a plain Burger (ruling wonder-terug)."""
    victims = [d for d in state.deaths if d.cause == "weerwolven"]
    if not victims or state.player(victims[-1].name).alive:
        state.say("wonder_niemand")
        return
    death = victims[-1]
    player = state.player(death.name)
    state.deaths.remove(death)
    player.alive = True
    player.role = "burger"
    player.turned = False
    player.titles.clear()
    player.camp_override = None
    state.say("wonder_terug", name=player.name)
    yield from ()
