"""De Vos: every night he may point at a player; that player and his two living neighbours are
sniffed. A werewolf among them: thumb up. None: thumb down, and he loses his power for good
(he is still called every night, so that silence does not betray it)."""

from __future__ import annotations

from narration.callorder import Step
from narration.hooks import Flow, night_step
from narration.prompts import none_prompt, player_prompt
from narration.state import GameState, Player


def living_neighbours(state: GameState, player: Player) -> list[Player]:
    """The nearest living player to the right and to the left (dead players have left)."""
    alive = [p for p in state.players if p.alive or p is player]
    at = alive.index(player)
    found: list[Player] = []
    for p in (alive[(at - 1) % len(alive)], alive[(at + 1) % len(alive)]):
        if p is not player and all(p is not q for q in found):
            found.append(p)
    return found


def sniffed(state: GameState, middle: Player) -> list[Player]:
    """The three sniffed, in table order: right neighbour, the one pointed at, left neighbour."""
    beside = living_neighbours(state, middle)
    return [*beside[:1], middle, *beside[1:]]


@night_step("vos")
def vos(state: GameState, step: Step, living: list[Player]) -> Flow:
    fox = living[0]
    mem = state.mem("vos")
    line = state.say(step.wake)
    if mem.get("lost"):
        state.skip("vos", "the vos lost his power after sniffing no werewolf")
        info = (state.tell("vos_kwijt"),)
        yield none_prompt(state, step.step, line, info=info, role="vos", called=(fox.name,))
        state.say("vos_slaapt")
        return
    # Ruling vos-keuze: any living player may be the middle of the three, himself included.
    target = yield player_prompt(state, step.step, "vos", line, state.alive_names(),
                                 optional=True, role="vos", called=(fox.name,))
    if target:
        group = sniffed(state, state.player(target))
        names = state.names([p.name for p in group])
        if any(p.werewolf for p in group):
            shown = state.tell("vos_duim_omhoog", to=("narrator", fox.name), names=names)
        else:
            mem["lost"] = state.round
            shown = state.tell("vos_duim_omlaag", to=("narrator", fox.name), names=names)
        yield none_prompt(state, "vos_ziet", "", info=(shown,), role="vos", called=(fox.name,))
    state.say("vos_slaapt")
