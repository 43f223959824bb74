"""The win check, run after dawn and after the vote ("Einde van het spel").

Solo goals first: the engel eliminated in the day-0 vote or the first night wins alone and the
game ends; a sektarier whose other group is gone wins and leaves the game, the rest playing on
where possible (his win is kept in the sektarier's memory and announced at once).

Then: nobody left (no winner, or the sektarier when he left as the last) → lovers from
different camps as the last two → village (no werewolf left, a villager alive) → werewolves
(no villager left, a werewolf alive). The werewolves win when the last non-werewolf is gone,
not by parity.
"""

from __future__ import annotations

from narration.state import Death, GameState, Winner


def winner_of(state: GameState) -> Winner | None:
    from narration.roles.engel import engel_winners

    angels = engel_winners(state)
    if angels:
        return Winner("engel", angels)
    alive = state.alive()
    if not alive:
        last = state.deaths[-1] if state.deaths else None
        if last is not None and last.cause == "vertrokken":  # the sektarier left last
            departed = [d.name for d in state.deaths if d.cause == "vertrokken"
                        and (d.round, d.phase) == (last.round, last.phase)]
            return Winner("sektarier", departed)
        return Winner("niemand", [])
    if (len(alive) == 2 and all(p.camp == "geliefden" for p in alive)
            and alive[1].name in (alive[0].lover, *alive[0].more_lovers)):
        return Winner("geliefden", [p.name for p in alive])
    wolves = [p for p in alive if p.werewolf]
    others = [p for p in alive if not p.werewolf]
    if not wolves and others:
        return Winner("dorp", [p.name for p in state.players if p.camp == "dorp"])
    if wolves and not others:
        return Winner("weerwolven", [p.name for p in state.players if p.camp == "weerwolven"])
    return None


def check_win(state: GameState) -> bool:
    """Decide the game if it is over; announce the winner. True when the game has ended."""
    sectarians_leave(state)
    won = winner_of(state)
    if won is None:
        return False
    state.winner = won
    state.say(f"winst_{won.camp}")
    state.phase = "end"
    return True


def sectarians_leave(state: GameState) -> None:
    """A sektarier who reached his goal wins at once and leaves the table (not a death of the
    village: no grief, no shot; recorded with cause `vertrokken`, ruling sektarier-vertrekt)."""
    from narration.roles.sektarier import sect_winners

    for player in sect_winners(state):
        player.alive = False
        if "burgemeester" in player.titles:
            player.titles.remove("burgemeester")
        state.deaths.append(Death(player.name, state.round, state.phase, "vertrokken"))
        state.mem("sektarier").setdefault("won", []).append(player.name)
        state.say("sektarier_wint", name=player.name)
