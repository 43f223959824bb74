"""De Veldwachter en het Politiebureau (Het Dorp): each morning he gives every emptied building
to a vagrant of his choice, who hands in his bag tile and takes the building's tile with its
power fresh, even when the last occupant had used it. A vagrant may refuse (ruling
veldwachter-weigeren: the table enters who took the building; a refused building stays empty
and can be offered again the next morning). After his death no building is given any more.

One prompt per empty building, key `veldwachter`; its answer is a vagrant for that building,
or the scenario's table `{ building = "player" }` settling several buildings at once (a
building is named by its id, or by its last occupant when the id is not unique: the farms).
"""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.prompts import PLAYER, Prompt, err, resolve_name, rule_error
from narration.state import GameState
from narration.village import (
    EMPTY,
    INHABITED,
    Building,
    building_name,
    empty_buildings,
    het_dorp,
    house_professions,
    is_zwerver,
    why_no_power,
    with_power,
)

card = Card("veldwachter", Kind.PROFESSION)

RULE = ("Komt er een gebouw leeg te staan, dan mag de Veldwachter het toewijzen aan een Zwerver "
        "naar keuze.")
HOUSE_RULE = ("Alle leegstaande huizen moeten op het begin van de dag worden gevuld "
              "(huisregels_beroepen).")
ONE_RULE = ("Die Zwerver gaat achter het gebouw staan, levert zijn buideltegel in en krijgt de "
            "tegel van het gebouw.")


def label(state: GameState, b: Building) -> str:
    """How an answer names a building: its id, or its last occupant when the id repeats."""
    same = [x for x in state.buildings if x.id == b.id]
    return b.id if len(same) == 1 else b.former


def find(state: GameState, name: Any, empty: list[Building]) -> Building:
    for b in empty:
        if name in (label(state, b), b.former):
            return b
    matches = [b for b in empty if b.id == name]
    if len(matches) == 1:
        return matches[0]
    allowed = ", ".join(label(state, b) for b in empty)
    if matches:
        raise err(state, "gebouw_onduidelijk", field=name,
                  allowed=", ".join(label(state, b) for b in matches))
    raise err(state, "unknown_field", field=name, allowed=allowed)


def assignment_prompt(state: GameState, lawman: str, building: Building,
                      empty: list[Building], vagrants: list[str]) -> Prompt:
    def vagrant(value: Any) -> str:
        if value in ("", None, []):
            return ""
        if isinstance(value, list) and len(value) == 1:
            value = value[0]
        if not isinstance(value, str):
            raise err(state, "need_player")
        name = resolve_name(state, value)
        if name is None:
            raise err(state, "unknown_player", name=value, allowed=", ".join(vagrants))
        if not state.player(name).alive:
            raise err(state, "dead_player", name=name)
        if not is_zwerver(state, name):
            raise rule_error(state, f"{name}:", RULE)
        return name

    must = house_professions(state)

    def check(value: Any) -> dict[str, str]:
        if isinstance(value, dict):
            table = {label(state, find(state, k, empty)): vagrant(v) for k, v in value.items()}
        else:
            table = {label(state, building): vagrant(value)}
        # House rules: this prompt's building is filled (the others get their own prompt).
        if must and not table.get(label(state, building)):
            raise err(state, "must_choose", rule=HOUSE_RULE)
        taken = [v for v in table.values() if v]
        for name in taken:
            if taken.count(name) > 1:
                raise rule_error(state, f"{name}:", ONE_RULE)
        return table

    # House rules: no "choose nobody if he refuses" (ruling huisregels-veldwachter).
    line = state.text("private", "veldwachter_vraag_verplicht" if must else "veldwachter_vraag",
                      name=lawman,
                      building=building_name(state, building), former=building.former)
    return Prompt("veldwachter", "veldwachter", PLAYER, state.phase, state.round, line,
                  (lawman,), None, (), tuple(vagrants), optional=not must, low=int(must), high=1,
                  check=check)


@card.moment("ochtend", 101)
def assign(state: GameState) -> Flow:
    holder = with_power(state, "veldwachter")
    if holder is None:
        state.skip("veldwachter", why_no_power(state, "veldwachter") if not het_dorp(state)
                   else "no living veldwachter: after his death no building is given")
        return
    lawman = holder[0].name
    settled: set[int] = set()
    while True:
        empty = empty_buildings(state)
        vagrants = [n for n in state.alive_names() if is_zwerver(state, n)]
        todo = [b for b in empty if id(b) not in settled]
        if not todo or not vagrants:
            if not settled:
                state.skip("veldwachter", "no empty building and vagrant this morning"
                           if not todo else "no living vagrant to give a building to")
            return
        answer = yield assignment_prompt(state, lawman, todo[0], todo, vagrants)
        for key, name in answer.items():
            b = find(state, key, todo)
            settled.add(id(b))
            if name:
                move_in(state, b, name, lawman)
        settled.add(id(todo[0]))


def move_in(state: GameState, b: Building, name: str, lawman: str) -> None:
    state.say("veldwachter_geeft", name=lawman, building=building_name(state, b),
              former=b.former, target=name)
    assert b.status == EMPTY
    b.status, b.occupant, b.former = INHABITED, name, name
    b.used = b.lost = False  # "in volledig vernieuwde staat"
    state.player(name).profession = b.profession


# --- how a bot plays the veldwachter (narration/bots.py) --------------------------------------
# A building's power is best in trusted hands: he gives each emptied building to the vagrant
# the seer cleared in public, else a claimer nobody proved a liar, else the least suspected
# vagrant, never one the seer exposed while another may take it. Infected (a werewolf), he
# gives it to his pack first.


@card.bot_policy("veldwachter")
def bot_assigns(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the assignment this policy knows: the generic answer
    cands = list(prompt.candidates)
    if view.werewolf:
        pack = [c for c in cands if c in view.pack() or c == view.me]
        return pack[rng.randrange(len(pack))] if pack else view.most_suspected(cands, rng)
    claimers = set(view.trusted_claimers())
    for tier in ([c for c in cands if view.findings.get(c) is False],
                 [c for c in cands if c in claimers]):
        if tier:
            return tier[rng.randrange(len(tier))]
    return view.least_suspected([c for c in cands if not view.findings.get(c)] or cands, rng)
