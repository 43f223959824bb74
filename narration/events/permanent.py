"""Permanent event cards: Slaapwandelen, Dodelijke aanraking, De Beul, Dubbelagent, Begrafenis.
Once drawn (or in force from the start) they hold for the rest of the game."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.deaths import HIDE_RULE
from narration.event_deck import first_eliminated, in_force, pending, set_pending
from narration.hooks import Flow
from narration.prompts import player_prompt
from narration.state import GameState, Player, Winner
from narration.wins import WIN_RULE

card = Card("permanent", Kind.EVENT)

BEUL_RULE = "Het dorp kiest een beul."
BEUL_HEIR_RULE = "Sterft hij, dan wijst hij een opvolger aan."
AGENT_RULE = "De eerst uitgeschakelde speler wijst iemand aan die geen Weerwolf is."


# --- Slaapwandelen: the ziener's seen character is announced, never whose card it was -------
@card.moment("einde_nacht", 101)
def sleepwalking(state: GameState) -> Flow:
    seen = state.night.seen
    if in_force(state, "slaapwandelen") and seen:
        state.say("slaapwandelen_ziet", role=state.role_name(state.player(seen).role))
    yield from ()


# --- Dodelijke aanraking: only the table sees the touch ---------------------------------------
@card.moment("begin_nacht", 102)
def deadly_touch(state: GameState) -> Flow:
    if in_force(state, "dodelijke_aanraking"):
        state.tell("aanraking_herinnering")
    yield from ()


# --- De Beul: only he sees the card of a player voted out -----------------------------------
@card.effect("beul")
def elect_executioner(state: GameState) -> Flow:
    line = state.text("public", "beul_kiezen")
    name = yield player_prompt(state, "beul", "beul", line, state.alive_names(),
                               must_rule=BEUL_RULE)
    set_pending(state, "beul", name)
    state.say("beul_gekozen", name=name)


@card.hook(HIDE_RULE, 20)
def only_the_executioner_sees(state: GameState, player: Player, cause: str) -> bool:
    if cause not in ("stemming", "herstemming") or not in_force(state, "beul"):
        return False
    name = pending(state, "beul")
    if not name:
        return False
    state.tell("beul_ziet", to=("narrator", name), name=player.name,
               role=state.role_name(player.role))
    return True


@card.after_deaths(870)  # before the mayor's successor: one last wish after another
def executioner_successor(state: GameState, fallen: list[Player]) -> Flow:
    for dead in fallen:
        if pending(state, "beul") != dead.name or not in_force(state, "beul"):
            continue
        if not state.alive_names() or state.phase == "end":
            continue
        line = state.say("beul_opvolger", name=dead.name)
        heir = yield player_prompt(state, "beul_opvolger", "beul_opvolger", line,
                                   state.alive_names(), must_rule=BEUL_HEIR_RULE,
                                   called=(dead.name,))
        set_pending(state, "beul", heir)
        state.say("beul_gekozen", name=heir)


# --- Dubbelagent: a villager learns the wolves and wins with them ---------------------------
@card.effect("dubbelagent")
def double_agent_tonight(state: GameState) -> Flow:
    set_pending(state, "dubbelagent_nacht", state.round + 1)
    yield from ()


@card.moment("begin_nacht", 200)
def double_agent(state: GameState) -> Flow:
    if pending(state, "dubbelagent_nacht") != state.round:
        return
    chooser = first_eliminated(state)
    cands = [p.name for p in state.alive() if not p.werewolf and p.camp == "dorp"]
    if not cands:
        return
    line = state.say("dubbelagent_kiest")
    agent = yield player_prompt(state, "dubbelagent", "dubbelagent", line, cands,
                                must_rule=AGENT_RULE, called=(chooser,) if chooser else ())
    player = state.player(agent)
    player.camp_override = "weerwolven"
    wolves = [p.name for p in state.alive() if p.werewolf]
    state.tell("dubbelagent_ziet", to=("narrator", agent), name=agent,
               names=state.names(wolves), n=len(wolves))


@card.hook(WIN_RULE, 10)
def wolves_with_their_agent(state: GameState) -> Winner | None:
    """The wolves win when every living player is a werewolf or plays for them (their agent)."""
    wolf = agent = False  # one pass: asked at every win check of every game
    for p in state.players:
        if not p.alive:
            continue
        if p.werewolf:
            wolf = True
        elif p.camp == "weerwolven":
            agent = True
        else:
            return None  # a living player of another camp
    if wolf and agent:
        return Winner("weerwolven", [p.name for p in state.players if p.camp == "weerwolven"])
    return None


# --- Begrafenis: the wolves' victims are buried unseen ---------------------------------------
@card.hook(HIDE_RULE, 30)
def buried_unseen(state: GameState, player: Player, cause: str) -> bool:
    if cause != "weerwolven" or not in_force(state, "begrafenis"):
        return False
    state.tell("begrafenis_kaart", name=player.name, role=state.role_name(player.role))
    return True
