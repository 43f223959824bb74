"""Deaths and what they set off: grief at once, then the hunter's shot and the successor.

`kill` is the one place where players die. It takes a batch of (name, cause), lets every
death pull in those who die with it at once (hooks.GRIEF: the lover), announces each death
publicly with the card turned open (when the table reveals the dead), and then runs the
AFTER_DEATHS hooks (the hunter shoots, the mayor names a successor), which may kill again.
"""

from __future__ import annotations

from collections.abc import Callable

from narration.card import AFTER_DEATHS, GRIEF, Point
from narration.hooks import Flow
from narration.memory import Names
from narration.state import Death, GameState, Player

HIDE_RULE: Point[Callable[[GameState, Player, str], bool]] = Point(
    "hide_rule", doc="(state, player, cause) -> True when this dead player's card is not "
                     "turned open for all (the dienstmeisje took it unseen, the event cards "
                     "Begrafenis and De Beul); the rule itself tells whoever may see it")
OWN_REVEAL: Point[Callable[[GameState, Player], bool]] = Point(
    "own_reveal", doc="(state, dead player) -> True when his card's own line, said among the "
                      "deaths' consequences, names his card to all (the jager's \"Gijs was "
                      "de jager!\"): the death leaves the card to that line, so the table "
                      "hears it once. The card then calls `reveal_left_to_card`")
UNTOLD = "deaths.untold"  # Names: the dead whose card is left to their card's own line


def announce_death(state: GameState, player: Player, cause: str) -> None:
    # The card that deals the death says how it is told (Card.death_lines): "dood_nacht"
    # keeps the cause secret; an edition may tell how each one died (wolf_village's own line
    # `dood_<cause>`).
    own_line = f"dood_{cause}"
    if state.setup.edition and state.has_own_line("public", own_line):
        line_id = own_line
    else:
        line_id = state.rules.death_lines.get(cause, "dood_algemeen")
    state.announce(line_id, name=player.name)
    if not state.setup.options.reveal_dead_roles:
        return
    # (Loops, not any() over a generator: a generator is made and run for each death.)
    for hide in state.rules.fns(HIDE_RULE):
        if hide(state, player, cause):
            return
    for own in state.rules.fns(OWN_REVEAL):
        if own(state, player):
            state.memo(UNTOLD, Names).names.append(player.name)
            return
    say_card(state, player)


def say_card(state: GameState, player: Player) -> None:
    state.announce("dood_onthuld", name=player.name, role=state.role_name(player.role))


def reveal_left_to_card(state: GameState, player: Player, said: bool) -> None:
    """The card a death left to `player`'s own line (OWN_REVEAL): `said` when that line is
    said now and names it; when it is not (the jager without his power or anyone to shoot),
    the card is turned open now, as the death would have. Nothing for another player."""
    untold = state.recall(UNTOLD, Names).names
    if player.name not in untold:
        return
    state.memo(UNTOLD, Names).names.remove(player.name)
    if not said:
        say_card(state, player)


def kill(state: GameState, batch: list[tuple[str, str]], phase: str | None = None) -> Flow:
    """Kill a batch of players, with everything their deaths set off."""
    fallen: list[Player] = []
    queue = list(batch)
    while queue:
        name, cause = queue.pop(0)
        player = state.player(name)
        if not player.alive:
            continue
        player.alive = False
        state.deaths.append(Death(name, state.round, phase or state.phase, cause))
        announce_death(state, player, cause)
        fallen.append(player)
        for hook in state.rules.fns(GRIEF):
            queue[0:0] = hook(state, player)
    if fallen:
        for after in state.rules.fns(AFTER_DEATHS):
            yield from after(state, fallen)
