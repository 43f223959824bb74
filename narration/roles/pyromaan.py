"""De Pyromaan (Het Dorp): once per game, called at night, he sets a building on fire (the
answer names its occupant). The next morning the whole village sees the fire: the building
leaves the game for good and its occupant plays on as a zwerver. When it was the home of the
player the werewolves chose that night, the werewolves flee: their victim survives, and the
first werewolf to the right of the building dies in the fire (cause `brand`)."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import SEEN_AT_DAWN
from narration.hooks import Flow
from narration.ids import Cause
from narration.memory import Once
from narration.presence import decided_at_dawn, visit_blocked
from narration.prompts import PLAYER, Prompt, none_prompt, player_prompt, rule_error
from narration.state import GameState, Player
from narration.village import (
    BURNT,
    INHABITED,
    building_name,
    first_werewolf_right_of,
    home,
    house_professions,
    is_zwerver,
)
from setups.professions import ZWERVER

card = Card("pyromaan", Kind.ROLE, death_lines={Cause.BRAND: "dood_nacht"})

ONCE_RULE = "Eén keer per spel mag hij een gebouw aanwijzen."
ZWERVER_RULE = ("De eigenschappen van de Schooljuffrouw, de Barbier, de Raaf en de Pyromaan "
                "hebben geen effect op hen.")


@card.night_step("pyromaan")
def pyromaan(state: GameState, step: Step, living: list[Player]) -> Flow:
    arsonist = living[0]
    mem = state.memo("pyromaan", Once)
    line = state.say(step.wake)
    if mem.used is not None:
        # Still woken, so that silence does not betray that his fire is spent.
        state.skip("pyromaan", "the pyromaan has set his fire already (once per game)")
        info = (state.tell("pyromaan_op"),)
        yield none_prompt(state, step.step, line, info=info, role="pyromaan",
                          called=(arsonist.name,))
        state.say("pyromaan_slaapt")
        return
    owners = [b.occupant for b in state.buildings
              if b.status == INHABITED and b.occupant and state.player(b.occupant).alive
              and not visit_blocked(state, "pyromaan", b.occupant)]

    def has_building(name: str) -> str | None:
        if is_zwerver(state, name) or home(state, name) is None:
            raise rule_error(state, f"{name}:", ZWERVER_RULE)
        blocked = visit_blocked(state, "pyromaan", name)
        if blocked:
            raise rule_error(state, f"{name}:", blocked)
        return None

    owner = yield player_prompt(state, step.step, "pyromaan", line, owners, optional=True,
                                rule=has_building, role="pyromaan", called=(arsonist.name,))
    if owner:
        mem.used = state.round
        state.night.fire = owner
        building = home(state, owner)
        assert building is not None
        # Whether it burns may be drawn only at dawn (the house rules' yeti): then the narrator
        # is told what would follow, not that it does.
        unsure = decided_at_dawn(state, "pyromaan")
        state.tell("pyromaan_steekt_aan_onzeker" if unsure else "pyromaan_steekt_aan",
                   name=owner, building=building_name(state, building))
        log = state.night
        if log.chosen == owner:  # the wolves' choice, also when the girl died instead
            log.spared.append(owner)
            wolf = burnt_werewolf(state, owner)
            if wolf is not None:
                log.extra_deaths.append((wolf.name, "brand"))
                state.tell("pyromaan_wolven_vluchten_onzeker" if unsure
                           else "pyromaan_wolven_vluchten", name=owner, wolf=wolf.name)
    state.say("pyromaan_slaapt")


def burnt_werewolf(state: GameState, owner: str) -> Player | None:
    """The first werewolf to the right of the building; by the house rules one drawn by lot
    ("deze wordt willekeurig bepaald"), from the seed and the answer position."""
    if house_professions(state):
        wolves = [p for p in state.alive() if p.werewolf]
        return state.rng("brand").choice(wolves) if wolves else None
    return first_werewolf_right_of(state, owner)


def fire_seen(state: GameState) -> None:
    """Dawn: the building burns down and leaves the game; its occupant becomes a zwerver."""
    owner = state.night.fire
    building = home(state, owner) if owner else None
    if owner is None or building is None:
        return
    building.status, building.occupant = BURNT, None
    state.player(owner).profession = ZWERVER
    state.say("brand", name=owner, building=building_name(state, building))


card.hook(SEEN_AT_DAWN, 10)(fire_seen)  # the fire first: a raven's tile before a burnt house falls


# --- how a bot plays the pyromaan (narration/bots.py) -----------------------------------------
# His one fire pays when it is set at the home the werewolves chose tonight (their victim
# survives and a werewolf burns); the wolves bite a claimed seer first (narration/roles/
# weerwolven.py), so he sets fire to the home of a living claimer nobody proved a liar, and
# keeps his fire while there is none. Infected (a werewolf now), he keeps it.


@card.bot_policy("pyromaan")
def bot_sets_fire(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER:
        return NotImplemented  # not the fire this policy knows: the generic answer
    if view.werewolf:
        return ""
    homes = [c for c in view.trusted_claimers() if c in prompt.candidates and c != view.me]
    return homes[rng.randrange(len(homes))] if homes else ""
