"""Wolf Village's jager: when he dies, at night or by a vote, of grief or poison, he shoots one
living player of his choice at once; the shot is not optional, and everyone learns he was the
jager. The game checks for a winner only after the shot."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.deaths import OWN_REVEAL, kill, reveal_left_to_card
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.ids import Cause
from narration.prompts import player_prompt
from narration.shared_policies import bot_shoots
from narration.state import GameState, Player

card = Card("jager", Kind.ROLE, edition=EDITION, death_lines={Cause.JAGER: "dood_jager"})

RULE = ("Sterft de jager, dan schiet de jager meteen één levende speler naar keuze neer. "
        "Dat schot is niet optioneel.")


@card.hook(OWN_REVEAL, 121)
def names_himself(state: GameState, player: Player) -> bool:
    """"Gijs was de jager!": his death leaves "Dat was de jager." to that line."""
    return player.role == "jager"


@card.after_deaths(121)  # the shot comes first, before the sash
def shoots(state: GameState, fallen: list[Player]) -> Flow:
    for hunter in fallen:
        if hunter.role != "jager":
            continue
        if not state.alive_names():
            reveal_left_to_card(state, hunter, said=False)
            continue
        reveal_left_to_card(state, hunter, said=True)
        line = state.say("wv_jager_schiet", name=hunter.name)
        target = yield player_prompt(state, "jager", "jager", line, state.alive_names(),
                                     must_rule=RULE, role="jager", called=(hunter.name,))
        yield from kill(state, [(target, "jager")])


# --- how a bot plays the jager: as the Zygomatic jager (narration/shared_policies.py); his
# shot is compulsory, and the policy always names somebody.
card.bot_policy("jager")(bot_shoots)
