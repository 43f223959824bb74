"""De Spiritisme-kaarten: the player left of the last eliminated one is the Medium; he reads the
four questions, picks one and asks it of the player eliminated first, who answers yes or no.
Questions that depend only on the game state are answered by the app (ruling
spiritisme-antwoord); the others (clothing, the room, gender) by the table."""

from __future__ import annotations

from collections.abc import Callable

from narration.card import Card, Kind
from narration.event_deck import first_eliminated, last_drawn, last_eliminated
from narration.hooks import Flow
from narration.memory import Cards
from narration.prompts import choice_prompt, players_prompt, yesno_prompt
from narration.seats import left_of, living_neighbours
from narration.state import GameState, Player
from setups.catalogue import role
from setups.events import event_card

card = Card("spiritisme", Kind.EVENT)

QUESTION_RULE = "Het Medium kiest één van die vragen."
POINT_RULE = "Het Medium wijst de spelers aan waar de vraag over gaat."


def _plain(state: GameState, name: str) -> bool:
    player = state.player(name)
    return player.role == "burger" and not player.turned


def _mayor_is(state: GameState, test: Callable[[Player], bool]) -> bool:
    mayor = state.mayor()
    return mayor is not None and test(mayor)


def _wolf_next_to(state: GameState, name: str) -> bool:
    return any(state.player(n).werewolf for n in living_neighbours(state, name))


def _seer_found_a_wolf(state: GameState) -> bool:
    return any(role(r).werewolf for r in state.memo("ziener", Cards).cards)


# question id -> (how many players the Medium points at, the answer from the game state)
Answer = Callable[[GameState, str, list[str]], bool]
STATE_ANSWERS: dict[str, tuple[int, Answer]] = {
    "medium_burger": (0, lambda s, medium, _: _plain(s, medium)),
    "medium_weerwolf": (0, lambda s, medium, _: s.player(medium).werewolf),
    "burgemeester_weerwolf": (0, lambda s, _m, _p: _mayor_is(s, lambda p: p.werewolf)),
    "burgemeester_burger": (0, lambda s, _m, _p: _mayor_is(s, lambda p: _plain(s, p.name))),
    "ziener_vond_wolf": (0, lambda s, _m, _p: _seer_found_a_wolf(s)),
    "wolven_naast_elkaar": (0, lambda s, _m, _p: any(_wolf_next_to(s, p.name)
                                                     for p in s.alive() if p.werewolf)),
    "zelfde_kamp": (2, lambda s, _m, pts: s.player(pts[0]).camp == s.player(pts[1]).camp),
    "buur_weerwolf": (1, lambda s, _m, pts: _wolf_next_to(s, pts[0])),
    "aangewezen_burger": (1, lambda s, _m, pts: _plain(s, pts[0])),
}


@card.effect("spiritisme_1", "spiritisme_2", "spiritisme_3", "spiritisme_4", "spiritisme_5")
def seance(state: GameState) -> Flow:
    card = event_card(last_drawn(state))
    spirit = first_eliminated(state)
    last = last_eliminated(state)
    medium = left_of(state, last) if last else None
    if spirit is None or medium is None:
        state.say("spiritisme_geen_geest")
        return
    questions = card.questions[state.lang]
    state.say("spiritisme_medium", medium=medium, spirit=spirit)
    info = tuple(state.tell("spiritisme_vraag", n=i + 1, question=q)
                 for i, q in enumerate(questions))
    line = state.text("public", "spiritisme_kies")
    living = len(state.alive_names())

    def needs(number: str) -> int:
        kind = card.answers[int(number) - 1]
        return STATE_ANSWERS[kind][0] if kind in STATE_ANSWERS else 0

    def too_few(number: str) -> str | None:
        # Ruling spiritisme-te-weinig-spelers: a question about more players than are alive
        # cannot be asked; the Medium picks another (it is refused when picked).
        if needs(number) <= living:
            return None
        return state.text("error", "rule", what=f"spiritisme = {number}:",
                          rule=state.text("private", "spiritisme_te_weinig",
                                          n=needs(number), alive=living))

    numbers = [str(i + 1) for i in range(len(questions))]
    if all(too_few(n) for n in numbers):
        state.say("spiritisme_geen_geest")
        return
    pick = yield choice_prompt(state, "spiritisme", "spiritisme", line, numbers,
                               must_rule=QUESTION_RULE, info=info, called=(medium,),
                               rule=too_few, labels=tuple(questions))
    index = int(pick) - 1
    state.say("spiritisme_vraagt", medium=medium, question=questions[index])
    kind = card.answers[index]
    if kind in STATE_ANSWERS:
        count, answer = STATE_ANSWERS[kind]
        pointed: list[str] = []
        if count:
            line = state.text("public", "spiritisme_wijs")
            pointed = yield players_prompt(state, "spiritisme_wijst", "spiritisme_wijst", line,
                                           state.alive_names(), low=count, high=count,
                                           must_rule=POINT_RULE, called=(medium,))
        yes = answer(state, medium, pointed)
        state.tell("spiritisme_app", answer=state.text("word", "ja" if yes else "nee"))
    else:
        line = state.text("public", "spiritisme_antwoord")
        yes = yield yesno_prompt(state, "spiritisme_antwoord", "spiritisme_antwoord", line,
                                 called=(spirit,))
    state.say("spiritisme_geest_zegt", spirit=spirit,
              answer=state.text("word", "ja" if yes else "nee"))
