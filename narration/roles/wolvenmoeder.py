"""De Machtige Wolvenmoeder (25 jaar): she wakes and chooses with the werewolves; in the first
two nights she is woken once more, alone, and points at a player. A villager with a special
power loses it and plays on as a plain villager; only she and that player know it, so the
narrator keeps calling his card (narration/flow.py calls it as a pause). Werewolves are not
affected; a lover loses his power but stays in love."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.powers import POWER_RULE, Lost
from narration.prompts import PLAYER, Prompt, player_prompt, rule_error
from narration.state import GameState, Player
from setups.catalogue import role


@dataclass
class Powerless:
    """{player: (the round she took his power, the card he held then)}."""

    taken: dict[str, tuple[int, str]] = field(default_factory=dict)


card = Card("wolvenmoeder", Kind.ROLE)

RULE = ("In de eerste twee nachten wordt ze daarna nog een keer alleen gewekt en wijst ze een "
        "speler aan.")
SELF_RULE = ("De Wolvenmoeder wijst een andere speler aan dan zichzelf "
             "(uitspraak van de spelleider).")
# Cards of the village without a special power (ruling wolvenmoeder-burger).
PLAIN = {"burger", "dorpse_dorpeling"}


def has_special_power(player: Player) -> bool:
    """A villager with a special power: a card of the camp dorp, not plain, not turned."""
    card = role(player.role)
    return card.camp == "dorp" and not card.werewolf and not player.turned and (
        player.role not in PLAIN)


@card.night_step("wolvenmoeder")
def wolvenmoeder(state: GameState, step: Step, living: list[Player]) -> Flow:
    mother = living[0]
    line = state.say(step.wake)
    others = [n for n in state.alive_names() if n != mother.name]

    def another_player(name: str) -> str | None:
        if name == mother.name:
            raise rule_error(state, f"{name}:", SELF_RULE, ruling="wolvenmoeder-zelf")
        return None

    target = yield player_prompt(state, step.step, "wolvenmoeder", line, others, must_rule=RULE,
                                 rule=another_player, role="wolvenmoeder",
                                 called=(mother.name,))
    player = state.player(target)
    who = ("narrator", mother.name, target)
    if has_special_power(player):
        state.memo("wolvenmoeder", Powerless).taken[target] = (state.round, player.role)
        state.tell("wolvenmoeder_raak", to=who, name=target, role=state.role_name(player.role))
    else:
        state.tell("wolvenmoeder_mis", to=who, name=target)
    state.say("wolvenmoeder_slaapt")


@card.hook(POWER_RULE, 20)
def lost_to_the_mother(state: GameState, player: Player) -> Lost | None:
    taken = state.memo("wolvenmoeder", Powerless).taken
    if player.name not in taken:
        return None
    round_number, card = taken[player.name]
    if card != player.role:
        return None  # a new card (the dienstmeisje) "begint helemaal opnieuw", power and all
    return Lost(f"{player.name} lost his power to the wolvenmoeder in round {round_number}",
                state.text("power_lost", "wolvenmoeder", name=player.name,
                           role=state.role_name("wolvenmoeder"), round=round_number))


# --- how a bot plays the wolvenmoeder (narration/bots.py) -------------------------------------
# She takes a power where one is sure to be: a player who claimed a card in public, else one
# the seer cleared (the village leans on him), else a player the table does not suspect; never
# a werewolf she wakes with (werewolves are not affected, the pointing would be lost), nor her
# lover.


@card.bot_policy("wolvenmoeder")
def bot_disarms(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the choice this policy knows: the generic answer
    pack = set(view.pack()) | {view.me, view.lover}
    cands = [c for c in prompt.candidates if c not in pack] or list(prompt.candidates)
    claimers = set(view.trusted_claimers())
    for tier in ([c for c in cands if c in claimers],
                 [c for c in cands if view.findings.get(c) is False],
                 [c for c in cands if view.suspicion(c) <= 0]):
        if tier:
            return tier[rng.randrange(len(tier))]
    return cands[rng.randrange(len(cands))]
