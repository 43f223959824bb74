"""Variant Dubbele Agenda: every player has a character card (open in "klein", hidden in
"groot") and a secret identity card; a Weerwolf identity (option `identiteit_weerwolf` names
those players) makes him a werewolf who still uses his character's power. The identity is
turned open when he is eliminated. In "groot" a player's two cards can also be two characters;
the app plays one power per player, so the narrator plays the second one by hand (ruling
dubbele-agenda)."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.hooks import Flow
from narration.state import GameState, Player

card = Card("dubbele_agenda", Kind.VARIANT, when=lambda setup: bool(setup.options.dubbele_agenda))


@card.moment("voor_het_spel", 50)
def identity_cards(state: GameState) -> Flow:
    if not state.setup.options.dubbele_agenda:
        return
    identities = list(state.setup.options.identiteit_weerwolf)
    for name in identities:
        state.player(name).turned = True
    state.tell("dubbele_agenda_wolven",
               names=state.names(identities), n=len(identities))
    yield from ()


@card.after_deaths(50)  # the identity is turned at once, with the character
def show_identity(state: GameState, fallen: list[Player]) -> Flow:
    if not state.setup.options.dubbele_agenda or not state.setup.options.reveal_dead_roles:
        return
    for player in fallen:
        wolf = player.name in state.setup.options.identiteit_weerwolf
        state.say("identiteit_onthuld", name=player.name,
                  role=state.role_name("weerwolf" if wolf else "burger"))
    yield from ()
