"""De Jager: when he dies, however it happens (grief included), he shoots another player."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.deaths import OWN_REVEAL, kill, reveal_left_to_card
from narration.hooks import Flow
from narration.ids import Cause
from narration.powers import acting_role, has_power
from narration.prompts import player_prompt, rule_error
from narration.seats import living_neighbours
from narration.shared_policies import bot_shoots
from narration.state import GameState, Player

card = Card("jager", Kind.ROLE, death_lines={Cause.JAGER: "dood_jager"})

HARVEST_RULE = "De Jager kiest zijn slachtoffer uit de twee spelers direct naast hem."
RULE = "Voordat hij het spel verlaat, kiest hij een andere speler die ook meteen is uitgeschakeld."


@card.hook(OWN_REVEAL, 100)
def names_himself(state: GameState, player: Player) -> bool:
    """His shot's line says he was the jager: his death does not say it first."""
    return player.role == "jager"


@card.after_deaths(100)  # the hunter shoots first (his shot is "meteen")
def hunter_shoots(state: GameState, fallen: list[Player]) -> Flow:
    for hunter in fallen:
        shoots = "jager" in (acting_role(state, hunter), hunter.acting) and bool(
            state.alive_names())
        if shoots and not has_power(state, hunter):
            state.skip("jager", f"{hunter.name} has lost his power and does not shoot")
            shoots = False
        if hunter.role == "jager":
            reveal_left_to_card(state, hunter, said=shoots)
        if not shoots:
            continue
        line = state.say("jager_schiet", name=hunter.name)
        targets = state.alive_names()
        if state.setup.options.oogstfeest:  # Het Oogstfeest: one of his two neighbours
            targets = living_neighbours(state, hunter.name) or targets

        def in_reach(name: str, targets: list[str] = targets) -> str | None:
            if name not in targets and state.player(name).alive:
                raise rule_error(state, f"{name}:", HARVEST_RULE)
            return None

        target = yield player_prompt(state, "jager", "jager", line, targets, rule=in_reach,
                                     must_rule=RULE, role="jager", called=(hunter.name,))
        yield from kill(state, [(target, "jager")])


# --- how a bot plays the jager: narration/shared_policies.py (Wolf Village's jager plays alike)
card.bot_policy("jager")(bot_shoots)
