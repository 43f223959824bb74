"""De Schout (huisregels): at the start of every night he names a player whose house he watches.
That night the resident's power does nothing (the heks, ziener, weerwolf, yeti, genezer,
pyromaan, fluitspeler and raaf "mag die nacht niets doen", whoever lives there), and nobody
"kan het huis in of uit": the wolves, ziener, heks, genezer, pyromaan, fluitspeler and raaf may
not visit it, nor may the slet sleep there or leave it.

On the laptop (option `vooraf_kiezen`) he names on his secret turn the house he watches the
next night, and watches none on the first (ruling doorgeven-begin-nacht): his step is then fed
that choice, and "" (nobody: the first night, or the resident died in the day) watches none."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import NIGHT_BEFORE, Card, Kind
from narration.hooks import Flow
from narration.memory import Dated
from narration.powers import POWER_RULE, Lost
from narration.presence import PREY_RULE, VISIT_RULE
from narration.prompts import PLAYER, Prompt, player_prompt, rule_error
from narration.state import GameState, Player
from narration.village import is_zwerver
from narration.visits import VisitRules, visit_prompt

card = Card("schout", Kind.ROLE, edition="huisregels")

RULE = "Aan het begin van de nacht geeft de schout een naam door."
SELF_RULE = ("De Schout houdt het huis van een ander in de gaten, niet zijn eigen huis "
             "(uitspraak van de spelleider).")
# A zwerver has no house to watch (his bag lies nowhere): the rules give every profession but
# his a house, and the schout watches a house, not a player.
ZWERVER_RULE = ("Elke avond houdt hij een huis in de gaten. Bij alle beroepen behalve de "
                "zwerver krijg je ook een huis.")
STAY_RULE = ("De persoon in dat huis mag de hele nacht niet naar buiten. Niemand kan het huis "
             "in of uit.")
# "De heks, ziener, weerwolf, yeti, geneesheer, pyromaan, fluitspeler, of raaf, mag die nacht
# niets doen"; the slet cannot leave the house either ("Niemand kan het huis in of uit").
HELD_IN = frozenset({"heks", "ziener", "yeti", "genezer", "pyromaan", "fluitspeler", "raaf",
                     "slet", "witte_weerwolf"})


def watched(state: GameState) -> str | None:
    """The player whose house the schout watches tonight, or None."""
    today = state.recall("schout", Dated).today(state.round)
    return today[0] if today and state.phase == "night" else None


RULES = VisitRules(RULE, SELF_RULE, "nobody else is alive", not_self_ruling="schout-zelf")


@card.night_step("schout")
def schout(state: GameState, step: Step, living: list[Player]) -> Flow:
    sheriff = living[0]
    target = yield from visit_prompt(state, step, sheriff, "schout", RULES,
                                     optional=state.setup.options.vooraf_kiezen)
    if target is None:
        return
    if not target:  # chosen the night before (on the laptop): no watch tonight
        state.say("schout_slaapt")
        return
    watch = state.memo("schout", Dated)
    watch.round, watch.names = state.round, (target,)
    state.tell("schout_kiest", name=target)
    state.say("schout_slaapt")


@card.hook(NIGHT_BEFORE, key="schout")
def watch_next_night(state: GameState, sheriff: Player) -> Prompt | None:
    """On his secret turn: the house he watches the next night, another living player (who
    dies in the day leaves no house to watch)."""
    others = [n for n in state.alive_names() if n != sheriff.name and not is_zwerver(state, n)]
    if not others:
        return None

    def allowed(name: str) -> str | None:
        if name == sheriff.name:
            raise rule_error(state, f"{name}:", SELF_RULE, "schout-zelf")
        if is_zwerver(state, name):
            raise rule_error(state, f"{name}:", ZWERVER_RULE, "schout-zwerver")
        return None

    return player_prompt(state, "schout", "schout", "", others, must_rule=RULE, rule=allowed,
                         role="schout", called=(sheriff.name,))


@card.hook(POWER_RULE, 40)
def held_in(state: GameState, player: Player) -> Lost | None:
    if player.name == watched(state) and player.role in HELD_IN:
        return Lost(f"the schout watches the house of {player.name} tonight: he may do nothing",
                    state.text("power_lost", "schout", role=state.role_name("schout"),
                               name=player.name))
    return None


@card.hook(PREY_RULE, 30)
def wolves_stay_away(state: GameState, name: str) -> str | None:
    house = watched(state)
    if house is None:
        return None
    wolves = [p for p in state.alive() if p.werewolf]
    if name == house or (wolves and all(p.name == house for p in wolves)):
        return STAY_RULE  # nobody calls there; a watched lone werewolf cannot go out
    return None


@card.hook(VISIT_RULE, 10)
def nobody_calls(state: GameState, visitor: str, name: str) -> str | None:
    return STAY_RULE if name == watched(state) else None


@card.hook(VISIT_RULE, 11)
def no_house(state: GameState, visitor: str, name: str) -> str | None:
    """The schout watches a house: a zwerver has none (ruling schout-zwerver)."""
    return ZWERVER_RULE if visitor == "schout" and is_zwerver(state, name) else None


# --- how a bot plays the schout -------------------------------------------------------------
# He watches the house of the seer who came out (a claimer nobody proved a liar): the pack eats
# her first, and no wolf can enter a watched house. Without one he watches the player the
# table trusts most, whom the pack would also eat first.


@card.bot_policy("schout")
def bot_watches(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the watch this policy knows: the generic answer
    liars = view.liars()
    claimers = [c for c in prompt.candidates if c in view.claims and c not in liars]
    if claimers:
        return claimers[rng.randrange(len(claimers))]
    return view.least_suspected(prompt.candidates, rng)
