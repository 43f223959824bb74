"""Event cards that change the coming night or undo the last one: Terugslag, Het Spook, Dolle
Nacht (a reminder each hour of that night), Wonder."""

from __future__ import annotations

from narration.dawn import attack_rule
from narration.events.cards import deck, effect, pending, set_pending
from narration.hooks import Flow, moment
from narration.prompts import player_prompt
from narration.roles.cupido import update_lover_camps
from narration.state import GameState
from setups.catalogue import role

SPOOK_RULE = "Hij wijst een van de oorspronkelijke Weerwolven aan, die meteen sterft."


@effect("terugslag", "dolle_nacht")
def next_night(state: GameState) -> Flow:
    set_pending(state, deck(state)["getrokken"][-1][1], state.round + 1)
    yield from ()


@effect("spook")
def ghost_waits(state: GameState) -> Flow:
    set_pending(state, "spook", True)
    yield from ()


# --- Terugslag ------------------------------------------------------------------------------
@attack_rule
def backfire(state: GameState, victim: str) -> bool:
    if pending(state, "terugslag") != state.round or state.night.get("victim_cause") != (
            "weerwolven"):
        return False
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
            state.night.setdefault("special", []).append((p.name, "gebeurtenis"))
            state.tell("terugslag_wolf", name=p.name)
            break
    return True


# --- Het Spook --------------------------------------------------------------------------------
@moment("einde_nacht", 30)
def ghost(state: GameState) -> Flow:
    """The wolves' next victim who would die becomes a werewolf and names a wolf who dies."""
    victim = state.night.get("victim")
    if not pending(state, "spook") or not victim or state.night.get("victim_cause") != (
            "weerwolven"):
        return
    if victim in (state.night.get("protected"), state.night.get("saved")):
        return  # he does not die: the ghost waits for the next victim
    target = state.player(victim)
    wolves = [p.name for p in state.alive() if p.werewolf and p.name != victim]
    if not wolves:
        return  # no werewolf to name (De Zwarte Dood): the ghost waits
    deck(state).pop("spook")
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
    state.night["victim"] = None
    state.night.setdefault("special", []).append((chosen, "gebeurtenis"))
    state.tell("spook_ruil", name=victim, wolf=chosen)


# --- Dolle Nacht ------------------------------------------------------------------------------
@moment("begin_nacht", 30)
def crazy_night(state: GameState) -> Flow:
    if pending(state, "dolle_nacht") == state.round:
        state.tell("dolle_nacht_herinnering")
    yield from ()


# --- Wonder -----------------------------------------------------------------------------------
@effect("wonder")
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
