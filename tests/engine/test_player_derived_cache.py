"""What the state derives from its players (the cards held: GameState.derived) is kept only
while no player is written: each write below would leave a stale answer if the cache missed
it. The living (GameState.alive, alive_names) are kept the same way."""

from __future__ import annotations

import copy
from collections import Counter

from narration.call_plan import step_holders
from narration.callorder import night_steps
from narration.engine import Game
from narration.state import GameState, Player, player_writes
from setups.deal import deal_setup

NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur")


def fresh() -> GameState:
    return Game(deal_setup(NAMES, Counter(weerwolf=2, ziener=1, heks=1, burger=2), 5)).state


def uncached_alive(state: GameState) -> list[Player]:
    return [p for p in state.players if p.alive]


def uncached_names(state: GameState) -> list[str]:
    return [p.name for p in state.players if p.alive]


def uncached_held(state: GameState) -> frozenset[str | None]:
    return frozenset({p.role for p in state.players} | {p.acting for p in state.players})


def test_every_player_write_counts() -> None:
    state = fresh()
    anna = state.players[0]
    for name, value in (("alive", False), ("role", "heks"), ("acting", "ziener"),
                        ("turned", True), ("lover", "Bram"), ("camp_override", "geliefden")):
        before = player_writes()
        setattr(anna, name, value)
        assert player_writes() > before, name
    before = player_writes()
    Player("Gijs", 6, "burger")
    assert player_writes() > before


def test_the_living_follow_every_death_and_return() -> None:
    state = fresh()
    assert state.alive() == uncached_alive(state)
    names = state.alive_names()
    state.player(names[2]).alive = False
    assert state.alive() == uncached_alive(state)
    assert names[2] not in state.alive_names()
    state.player(names[2]).alive = True  # (an undo's replay makes a new state; a test may not)
    assert state.alive_names() == names
    living = state.alive()
    living.pop()  # a caller's list is his own
    assert state.alive() == uncached_alive(state) and len(state.alive()) == len(NAMES)


def test_the_cards_held_and_the_holders_follow_a_change_of_hands() -> None:
    state = fresh()
    seer_step = next(s for s in night_steps(1, "") if s.step == "ziener")
    seer = next(p for p in state.players if p.role == "ziener")
    other = next(p for p in state.players if p.role == "burger")
    assert state.cards_held() == uncached_held(state) and "ziener" in state.cards_held()
    assert step_holders(state, seer_step) == [seer]
    seer.role, other.role = "burger", "ziener"  # the cards change hands (a swap, the dief)
    assert state.cards_held() == uncached_held(state)
    assert step_holders(state, seer_step) == [other]
    other.role = "burger"
    assert "ziener" not in state.cards_held() and step_holders(state, seer_step) == []
    seer.acting = "ziener"  # the toneelspeler plays the card tonight
    assert "ziener" in state.cards_held() and step_holders(state, seer_step) == [seer]


def test_a_new_player_or_another_list_of_players_is_seen() -> None:
    state = fresh()
    assert len(state.alive()) == len(NAMES)
    state.players[0] = Player(state.players[0].name, 0, "ziener", alive=False)
    assert state.alive() == uncached_alive(state) and len(state.alive()) == len(NAMES) - 1
    state.players = state.players[1:]
    assert state.alive() == uncached_alive(state)
    assert state.alive_names() == uncached_names(state)


def test_a_copied_state_derives_from_its_own_players() -> None:
    state = fresh()
    state.alive()
    state.alive_names()
    state.cards_held()
    twin = copy.deepcopy(state)
    twin.players[0].alive = False
    twin.players[1].role = "heks"
    assert twin.alive() == uncached_alive(twin) and state.alive() == uncached_alive(state)
    assert len(state.alive()) == len(NAMES) and len(twin.alive()) == len(NAMES) - 1
    assert twin.alive_names() == uncached_names(twin) == state.alive_names()[1:]
    assert all(any(p is q for q in twin.players) for p in twin.alive())  # the copy's own
    assert twin.cards_held() == uncached_held(twin)
    assert state.cards_held() == uncached_held(state)


def test_a_steps_holders_are_in_seat_order_with_its_actors_and_follow_each_write() -> None:
    state = fresh()
    seer_step = next(s for s in night_steps(1, "") if s.step == "ziener")

    def uncached_holders() -> list[Player]:
        return [p for p in state.players if p.role == "ziener" or p.acting == "ziener"]

    seer = next(p for p in state.players if p.role == "ziener")
    assert step_holders(state, seer_step) == uncached_holders() == [seer]
    for actor in state.players:  # an actor on each side of the seer, one after another
        if actor is seer:
            continue
        actor.acting = "ziener"
        assert step_holders(state, seer_step) == uncached_holders()
        assert len(step_holders(state, seer_step)) == 2
        actor.acting = None
        assert step_holders(state, seer_step) == [seer]
    seer.acting = "ziener"  # his own card, acted: still once
    assert step_holders(state, seer_step) == [seer]
    found = step_holders(state, seer_step)
    found.clear()  # a caller's list is his own
    assert step_holders(state, seer_step) == [seer]


def test_a_cards_holders_follow_deaths_and_changes_of_hands() -> None:
    state = fresh()

    def uncached(role_id: str, alive_only: bool = True) -> list[Player]:
        return [p for p in state.players if p.role == role_id and (p.alive or not alive_only)]

    wolves = uncached("weerwolf")
    assert state.holders("weerwolf") == wolves and len(wolves) == 2
    wolves[0].alive = False
    assert state.holders("weerwolf") == uncached("weerwolf") == wolves[1:]
    assert state.holders("weerwolf", alive_only=False) == wolves
    seer = state.holders("ziener")[0]
    wolves[1].acting = "ziener"  # acting a card is not holding it
    assert state.holders("ziener") == [seer]
    seer.role = "burger"
    assert state.holders("ziener") == [] and state.holders("burger") == uncached("burger")
    assert "ziener" in state.cards_held()  # still acted
    wolves[1].acting = None
    assert "ziener" not in state.cards_held() and None in state.cards_held()


def test_the_card_index_outlives_a_death_and_follows_a_new_player_in_the_same_list() -> None:
    state = fresh()
    index = state.by_card()
    held = state.cards_held()
    victim = state.players[0]
    victim.alive = False  # a death writes only `alive`: the dead keep their cards
    assert state.by_card() is index and state.cards_held() is held
    assert victim in state.by_card()[victim.role]
    assert state.holders(victim.role) == [p for p in state.players
                                          if p.role == victim.role and p.alive]
    victim.lover = "Bram"  # nor does a lover change who holds what
    assert state.by_card() is index
    # A player made anew in the same list (no card assigned through __setattr__) is seen.
    players = state.players
    players[1] = Player(players[1].name, 1, "dorpsoudste")
    assert state.players is players and "dorpsoudste" in state.cards_held()
    assert state.by_card()["dorpsoudste"] == [players[1]]
    assert state.cards_held() == uncached_held(state)


def test_the_cards_held_are_kept_across_deaths_and_lovers_and_renewed_by_a_card_write() -> None:
    state = fresh()
    index = state.by_card()
    anna, bram = state.players[0], state.players[1]
    anna.alive = False  # a death, a lover, a camp: the cards stay where they are
    bram.lover, bram.camp_override = anna.name, "geliefden"
    assert state.by_card() is index and state.cards_held() == uncached_held(state)
    assert anna in state.by_card()[anna.role]  # the dead still hold their cards
    for name, value in (("role", "heks"), ("acting", "ziener"), ("turned", True)):
        before = state.by_card()
        setattr(bram, name, value)
        assert state.by_card() is not before, name
        assert state.cards_held() == uncached_held(state), name
    assert bram in state.by_card()["heks"] and bram in state.by_card()["ziener"]
