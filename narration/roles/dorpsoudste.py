"""De Dorpsoudste (Volle Maan): he survives the first werewolf attack, unseen; a second attack
kills him. Killed by the vote, the witch's poison or the hunter, he takes every villager's power
with him for the rest of the game (not when he dies of grief).

Villager power (ruling villager-power): what a card of the village camp lets its holder do or
be spared from: the night steps of the ziener, genezer, heks, onschuldig_meisje, cupido and
dief, the jager's shot, the dorpsgek's pardon and the zondebok's choice of tomorrow's voters.
Not a power: the burgemeester's title (the village gave it, not a card), the lovers' bond,
the zondebok's death at a tie (a burden), and anything of a werewolf or the fluitspeler.
"""

from __future__ import annotations

from narration.card import Card, Kind
from narration.dawn import ATTACK_RULE
from narration.memory import ElderLives, Names
from narration.powers import POWER_RULE, Lost, acting_role
from narration.state import GameState, Player
from setups.catalogue import role

card = Card("dorpsoudste", Kind.ROLE)

# Causes that take the villagers' powers away ("de dorpsstemming, het vergif van de Heks en
# het schot van de Jager"); an event card's elimination by the village counts as a vote.
VILLAGE_CAUSES = {"stemming", "herstemming", "vergif", "jager", "gebeurtenis"}


@card.hook(ATTACK_RULE, 10)
def spare_life(state: GameState, victim: str) -> bool:
    """The first attack costs his spare life; the elixir gives back one life, never two."""
    player = state.player(victim)
    if acting_role(state, player) != "dorpsoudste" or state.night.victim_cause != (
            "weerwolven"):
        return False
    mem = state.memo("dorpsoudste", ElderLives)
    lives = mem.lives
    if state.night.saved == victim:
        # Ruling dorpsoudste-heks: the attack took a life, the elixir gives one back: he
        # lives on with one life, his spare one spent.
        mem.lives = 1
        return False  # the elixir itself saves him
    if lives >= 2:
        mem.lives = 1
        state.tell("dorpsoudste_overleeft", name=victim)
        return True
    return False


@card.grief(30)
def powers_go_with_him(state: GameState, player: Player) -> list[tuple[str, str]]:
    if player.role != "dorpsoudste":
        return []
    cause = state.deaths[-1].cause if state.deaths else ""
    if cause not in VILLAGE_CAUSES:
        return []
    state.memo("dorpsoudste", ElderLives).powers_lost = state.round
    state.say("burgers_ontredderd")
    idiot = [p for p in state.alive() if p.role == "dorpsgek"
             and state.memo("dorpsgek", Names).names]
    if state.setup.options.dorpsgek_durf and idiot:
        # The daring variant: a revealed dorpsgek is eliminated at that moment too.
        return [(p.name, "dorpsoudste") for p in idiot]
    return []


@card.hook(POWER_RULE, 10)
def villagers_lost_powers(state: GameState, player: Player) -> Lost | None:
    lost = state.memo("dorpsoudste", ElderLives).powers_lost
    if lost is None:
        return None
    if player.turned or role(player.role).camp != "dorp":
        return None
    return Lost(f"the villagers lost their powers when the dorpsoudste was killed by the village "
                f"(round {lost})",
                state.text("power_lost", "dorpsoudste", role=state.role_name("dorpsoudste"),
                           round=lost))

# How a bot plays the dorpsoudste (narration/bots.py): he has nothing to answer and no secret
# to keep beyond his card, so he has no policy of his own; he votes with the village's sense
# (narration/bots.py village_ballot). Playing his goal is staying out of the vote, which the
# village's sense gives him like any villager.
