"""Secret nights (pass-the-laptop), headless: the order of the turns, the flow of information
between them (wolves before the heks, the ziener's card on his own turn), the werewolves'
majority, and that the journal rebuilds the same nights on resume."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from narration.engine import Game
from narration.modes import DOORGEVEN
from narration.potions import potions
from narration.secret_night import (
    SUSPECT,
    Fact,
    SecretNights,
    Task,
    safe_public_lines,
    turn_order,
    wolves_majority,
)
from narration.session import Session
from setups.game_setup import GameSetup

PLAYERS = ("Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna")
ROLES = ("weerwolf", "weerwolf", "ziener", "heks", "burger", "cupido", "jager",
         "onschuldig_meisje")

Brain = Callable[[str, Task, SecretNights], Any]


def new_session(tmp_path: Path, roles: tuple[str, ...] = ROLES, seed: int = 3,
                middle: tuple[str, ...] = ()) -> Session:
    setup = GameSetup(PLAYERS, roles, seed, middle)
    return Session.new(setup, tmp_path / "spel.jsonl", mode=DOORGEVEN)


def first_candidate(player: str, task: Task, nights: SecretNights | None) -> Any:
    prompt = task.prompt
    if task.key == "cupido":
        return list(prompt.candidates[:2])
    if task.key == "heks":
        return {}
    if prompt.kind in ("player",):
        return prompt.candidates[0]
    if prompt.kind == "choice":
        return prompt.choices[0]
    return None


def take_turn(nights: SecretNights, player: str, brain: Brain) -> list[str]:
    keys = []
    while (task := nights.task(player)) is not None:
        nights.answer(player, task, brain(player, task, nights))
        keys.append(task.key)
    nights.finish(player)
    return keys


def play_night(session: Session, brain: Brain = first_candidate,
               stop_after: int | None = None) -> dict[str, list[str]]:
    """Every living player's turn in tonight's order; returns the keys each one answered."""
    nights = SecretNights(session)
    nights.pump()
    done: dict[str, list[str]] = {}
    while (player := nights.next_player()) is not None:
        if stop_after is not None and len(done) == stop_after:
            break
        done[player] = take_turn(nights, player, brain)
    return done


# --- the order ------------------------------------------------------------------------------
def test_the_order_depends_on_seed_round_and_living_players_never_on_the_cards() -> None:
    other_cards = ("burger", "heks", "weerwolf", "ziener", "weerwolf", "jager", "cupido",
                   "burger")
    for round_number in (1, 2, 3):
        orders = []
        for roles in (ROLES, other_cards):
            game = Game(GameSetup(PLAYERS, roles, seed=11))
            game.state.round = round_number
            orders.append(turn_order(game.state))
        assert orders[0] == orders[1]
        assert sorted(orders[0]) == sorted(PLAYERS)
    rounds = set()
    for round_number in (1, 2, 3):
        game = Game(GameSetup(PLAYERS, ROLES, seed=11))
        game.state.round = round_number
        rounds.add(turn_order(game.state))
    assert len(rounds) > 1, "the order should change from night to night"


def test_every_living_player_takes_exactly_one_turn_and_the_powerless_name_a_suspect(
        tmp_path: Path) -> None:
    session = new_session(tmp_path)
    turns = play_night(session)
    assert set(turns) == set(PLAYERS)
    state = session.game.state
    for player, keys in turns.items():
        role = state.player(player).role
        if role in ("burger", "jager", "onschuldig_meisje"):
            assert keys == [SUSPECT], player
        else:
            assert SUSPECT not in keys, player
    assert session.game.prompt is not None and session.game.prompt.step == "dag_begint"
    assert {s.player for s in SecretNights(session).suspicions()} == {"Eva", "Gijs", "Hanna"}


# --- the werewolves -------------------------------------------------------------------------
def wolves_prompt(state: Any) -> Any:
    """The engine's own werewolves' prompt of the first night of a fresh game."""
    from narration.engine import Game as _Game

    game = _Game(state.setup)
    while game.prompt is not None and game.prompt.key != "weerwolven":
        game.answer(None if not game.prompt.needs_answer else
                    game.prompt.check(""))
    assert game.prompt is not None
    return game.state, game.prompt


def test_the_majority_of_the_werewolves_decides_and_a_tie_is_a_seeded_lot() -> None:
    roles = ("weerwolf", "weerwolf", "weerwolf", "burger", "burger", "burger", "burger",
             "burger")
    state, prompt = wolves_prompt(Game(GameSetup(PLAYERS, roles, seed=5)).state)
    assert wolves_majority(state, prompt, {"Anna": "Eva", "Bram": "Eva", "Cor": "Gijs"}) == "Eva"
    assert wolves_majority(state, prompt, {"Anna": "", "Bram": "", "Cor": ""}) == ""
    assert wolves_majority(state, prompt, {"Anna": "Eva", "Bram": "", "Cor": ""}) == "Eva"
    # A vote the engine's own check refuses (a werewolf) does not count.
    assert wolves_majority(state, prompt, {"Anna": "Bram", "Bram": "Anna", "Cor": "Eva"}) == "Eva"
    tie = {"Anna": "Eva", "Bram": "Gijs", "Cor": ""}
    draws = {wolves_majority(state, prompt, tie) for _ in range(5)}
    assert len(draws) == 1 and draws <= {"Eva", "Gijs"}, "the same seed draws the same lot"
    seeds = set()
    for seed in range(1, 30):
        other, other_prompt = wolves_prompt(Game(GameSetup(PLAYERS, roles, seed=seed)).state)
        seeds.add(wolves_majority(other, other_prompt, tie))
    assert seeds == {"Eva", "Gijs"}, "the lot depends on the seed"


def votes(choice: dict[str, str]) -> Brain:
    def brain(player: str, task: Task, nights: SecretNights) -> Any:
        if task.key == "weerwolven":
            return choice[player]
        if task.key == "heks":
            return {}
        return first_candidate(player, task, nights)
    return brain


def night_with_order(tmp_path: Path, want_heks_first: bool) -> Session:
    """A session whose first night has the heks (Daan) before or after both wolves."""
    for seed in range(1, 200):
        session = new_session(tmp_path / str(seed), seed=seed)
        order = SecretNights(session).order()
        heks_first = order.index("Daan") < min(order.index("Anna"), order.index("Bram"))
        heks_last = order.index("Daan") > max(order.index("Anna"), order.index("Bram"))
        if (want_heks_first and heks_first) or (not want_heks_first and heks_last):
            return session
    raise AssertionError("no seed gives that order")


@pytest.mark.parametrize("wolf_votes, saved", [
    ({"Anna": "Eva", "Bram": "Eva"}, True),   # a victim: the blind save saves Eva
    ({"Anna": "", "Bram": ""}, False),        # no victim: the elixir stays unused
])
def test_a_heks_before_the_wolves_decides_blind_and_her_save_means_whoever_it_is(
        tmp_path: Path, wolf_votes: dict[str, str], saved: bool) -> None:
    session = night_with_order(tmp_path, want_heks_first=True)
    nights = SecretNights(session)
    nights.pump()

    def brain(player: str, task: Task, n: SecretNights) -> Any:
        if task.key == "heks":
            assert task.blind and "redden" in task.prompt.choices
            assert "heks_blind" in [f.kind for f in n.facts(player)]
            return {"redden": True}
        if task.key == "weerwolven":
            return wolf_votes[player]
        return first_candidate(player, task, n)

    for player in nights.order():
        take_turn(nights, player, brain)
    state = session.game.state
    assert potions(state).elixir_used == (1 if saved else None)
    while session.game.prompt is not None and session.game.prompt.phase == "day" and \
            not session.game.prompt.needs_answer:
        session.submit(None)
    assert state.player("Eva").alive
    assert not state.deaths, "nobody died: saved, or no victim"


def test_the_engine_gets_one_victim_and_the_heks_never_sees_it_wherever_she_sits(
        tmp_path: Path) -> None:
    """Ruling doorgeven-heks-altijd-blind: after the wolves or before, her turn is the same."""
    screens = []
    for heks_first in (True, False):
        session = night_with_order(tmp_path / str(heks_first), want_heks_first=heks_first)
        nights = SecretNights(session)
        nights.pump()
        brain = votes({"Anna": "Eva", "Bram": "Eva"})
        for player in nights.order():
            if player == "Daan":
                task = nights.task("Daan")
                assert task is not None and task.blind
                screens.append((task.prompt.kind, task.prompt.choices, task.prompt.candidates,
                                nights.facts("Daan")))
            take_turn(nights, player, brain)
        wolves = [r.answer for r in session.game.records if r.key == "weerwolven"]
        assert wolves == ["Eva"], "the scenario key stays a single victim"
    assert screens[0] == screens[1]
    assert all(f.kind != "heks_slachtoffer" for f in screens[0][3])


@pytest.mark.parametrize("heks_first", [True, False])
def test_a_heks_whose_wolves_chose_nobody_keeps_the_elixir_she_offered(
        tmp_path: Path, heks_first: bool) -> None:
    session = night_with_order(tmp_path, want_heks_first=heks_first)
    nights = SecretNights(session)
    nights.pump()
    wolves = votes({"Anna": "", "Bram": ""})

    def brain(player: str, task: Task, n: SecretNights) -> Any:
        return {"redden": True} if task.key == "heks" else wolves(player, task, n)

    for player in nights.order():
        take_turn(nights, player, brain)
    assert [r.answer for r in session.game.records if r.key == "heks"] == [{}]
    assert potions(session.game.state).elixir_left


def test_a_dief_who_takes_a_werewolf_votes_with_the_wolves_in_the_same_turn(
        tmp_path: Path) -> None:
    roles = ("weerwolf", "dief", "ziener", "heks", "burger", "burger", "burger", "burger")
    session = new_session(tmp_path, roles=roles, middle=("weerwolf", "weerwolf"))

    def brain(player: str, task: Task, n: SecretNights) -> Any:
        if task.key == "dief":
            return "weerwolf"
        if task.key == "weerwolven":
            return "Eva"
        return first_candidate(player, task, n)

    turns = play_night(session, brain)
    assert turns["Bram"] == ["dief", "weerwolven"]
    assert session.game.state.player("Bram").role == "weerwolf"
    assert any(r.key == "weerwolven" and r.answer == "Eva" for r in session.game.records)


def test_the_meisje_is_never_caught_on_a_laptop(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    play_night(session)
    caught = [r.answer for r in session.game.records if r.key == "meisje_betrapt"]
    assert caught == [False]


# --- what each player is shown --------------------------------------------------------------
def test_the_zieners_card_shows_only_on_his_own_turn(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    nights = SecretNights(session)
    nights.pump()
    seen_by_others = []
    for player in nights.order():
        while (task := nights.task(player)) is not None:
            nights.answer(player, task, first_candidate(player, task, nights))
        kinds = [f.kind for f in nights.facts(player)]
        if player == "Cor":
            assert "ziener_ziet" in kinds
        else:
            seen_by_others += [k for k in kinds if k == "ziener_ziet"]
        nights.finish(player)
    assert not seen_by_others


def test_a_werewolf_meets_the_others_on_his_turn_and_a_villager_learns_nothing(
        tmp_path: Path) -> None:
    session = new_session(tmp_path)
    nights = SecretNights(session)
    nights.pump()
    assert nights.facts("Anna")[0].params == {"names": "Bram", "n": 1}
    assert nights.facts("Eva") == []


def test_only_neutral_night_lines_are_spoken(tmp_path: Path) -> None:
    session = new_session(tmp_path)
    play_night(session)
    spoken = safe_public_lines(session.game.state.messages)
    wake = [m.text for m in session.game.state.messages if m.public and m.phase == "night"
            and m.line_id != "nacht_valt"]
    assert wake, "the engine did say role lines tonight"
    assert not set(wake) & set(spoken)
    assert any("Het is nacht" in line for line in spoken)


# --- journal ----------------------------------------------------------------------------------
def test_resume_mid_night_keeps_the_mode_the_turns_done_and_the_same_game(
        tmp_path: Path) -> None:
    session = new_session(tmp_path)
    play_night(session, stop_after=4)
    before = SecretNights(session)
    resumed = Session.resume(tmp_path / "spel.jsonl")
    assert resumed.mode == DOORGEVEN
    after = SecretNights(resumed)
    assert after.done() == before.done() and len(after.done()) == 4
    assert after.next_player() == before.next_player()
    assert resumed.game.answers == session.game.answers
    # Both finish the night the same way and reach the same day.
    play_night(session)
    play_night(resumed)
    assert resumed.game.answers == session.game.answers
    assert SecretNights(resumed).suspicions() == SecretNights(session).suspicions()


def test_a_crash_between_a_turn_and_the_engine_answers_it_unlocks_is_made_good(
        tmp_path: Path) -> None:
    session = new_session(tmp_path)
    nights = SecretNights(session)
    nights.pump()
    # Journal a complete night of turns without letting the engine move (as if the app died
    # right after writing each turn event).
    nights.pump = lambda: None  # type: ignore[method-assign]
    for player in nights.order():
        take_turn(nights, player, first_candidate)
    stuck = session.game.prompt
    assert stuck is not None and stuck.phase == "night"
    resumed = Session.resume(tmp_path / "spel.jsonl")
    again = SecretNights(resumed)
    again.pump()
    assert resumed.game.prompt is not None and resumed.game.prompt.step == "dag_begint"
    assert again.next_player() is None


def test_the_journal_refuses_an_unknown_mode(tmp_path: Path) -> None:
    from narration.errors import JournalError
    from narration.journal import read

    session = new_session(tmp_path)
    path = tmp_path / "spel.jsonl"
    assert session.path == path
    text = path.read_text("utf-8").replace('"mode": "doorgeven"', '"mode": "stiekem"')
    path.write_text(text, "utf-8")
    with pytest.raises(JournalError, match="unknown play mode 'stiekem'"):
        read(path)


def test_a_damaged_secret_turn_in_the_journal_is_named_and_the_file_left_alone(
        tmp_path: Path) -> None:
    from narration.errors import JournalError

    session = new_session(tmp_path)
    play_night(session, stop_after=1)
    path = tmp_path / "spel.jsonl"
    lines = path.read_text("utf-8").splitlines()
    number = next(i for i, text in enumerate(lines, start=1) if text.startswith('{"turn"'))
    lines[number - 1] = '{"turn": {"r": "een", "p": "Anna", "k": "verdachte"}}'
    damaged = "\n".join(lines) + "\n"
    path.write_text(damaged, "utf-8")
    with pytest.raises(JournalError, match=f"line {number}: damaged secret turn"):
        Session.resume(path)
    assert path.read_text("utf-8") == damaged


EXPANSION_ROLES = ("weerwolf", "grote_boze_wolf", "witte_weerwolf", "oerwolf", "wolvenmoeder",
                   "wolvenkind", "wolfshond", "ziener", "heks", "aap", "kolos", "poppenspeler",
                   "cupido", "jager", "burger", "burger")


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_nights_with_the_expansion_roles_always_end_with_one_turn_each(
        tmp_path: Path, seed: int) -> None:
    """Every role is asked the engine's own prompt for its step (live, or from the game
    replayed ahead); every night ends after one turn per living player."""
    names = tuple(f"P{i:02d}" for i in range(len(EXPANSION_ROLES)))
    session = Session.new(GameSetup(names, EXPANSION_ROLES, seed), tmp_path / "spel.jsonl",
                          mode=DOORGEVEN)

    def brain(player: str, task: Task, n: SecretNights) -> Any:
        prompt = task.prompt
        if prompt.kind == "table":
            return {}
        if prompt.kind == "yesno":
            return True
        if prompt.kind == "players":
            return list(prompt.candidates[:max(prompt.low, 1)])
        if prompt.kind == "choice":
            return prompt.choices[0]
        return prompt.candidates[-1] if prompt.candidates else ""

    game = session.game
    for _ in range(4):
        if game.prompt is None:
            break
        living = set(game.state.alive_names())
        turns = play_night(session, brain)
        assert set(turns) == living
        prompt = game.prompt
        assert prompt is None or prompt.phase == "day", prompt
        while game.prompt is not None and game.prompt.phase != "night":
            p = game.prompt
            if p.key == "stemming":
                session.submit(p.candidates[0])
            else:
                session.submit(None if p.kind == "none" else "" if p.optional else
                               first_candidate("", Task(p.key or p.step, p, live=True), None)
                               if p.kind != "players" else list(p.candidates[:p.low]))
    assert SecretNights(session).suspicions()


# --- the engine's own checks ----------------------------------------------------------------
def test_oogstfeest_a_wolf_vote_for_a_player_next_to_no_wolf_is_refused_when_picked(
        tmp_path: Path) -> None:
    """Issue 14's bug: both wolves picked a player next to no wolf; the secret turn took it,
    the engine refused it, and the narrator was told the wolves did not agree. Now the engine's
    own check refuses the pick on the wolf's turn, and the victim they then agree on is eaten."""
    from narration.errors import AnswerError
    from setups.options import Options

    setup = GameSetup(PLAYERS, ROLES, 3, options=Options(oogstfeest=True))
    session = Session.new(setup, tmp_path / "spel.jsonl", mode=DOORGEVEN)
    nights = SecretNights(session)
    nights.pump()
    refused = []

    def brain(player: str, task: Task, n: SecretNights) -> Any:
        if task.key == "weerwolven":
            with pytest.raises(AnswerError) as error:
                n.answer(player, task, "Eva")   # Eva sits next to no wolf (Anna, Bram)
            refused.append(str(error.value))
            return "Cor"                        # Bram's neighbour
        if task.key == "heks":  # Het Oogstfeest's box toss: she keeps it
            return ""
        return first_candidate(player, task, n)

    for player in nights.order():
        take_turn(nights, player, brain)
    assert len(refused) == 2 and all("naast een van hen" in r for r in refused)
    assert [r.answer for r in session.game.records if r.key == "weerwolven"] == ["Cor"]
    said = [m.line_id for m in session.game.state.messages]
    assert "weerwolven_oneens" not in said and "weerwolven_slachtoffer" in said


def test_a_night_s_deaths_are_announced_in_seat_order_whatever_killed_them(
        tmp_path: Path) -> None:
    """Issue 15: the order of the pipeline (victim, then poison) told the poison apart."""
    from narration.engine import Game as _Game

    deaths_said = []
    for victim, poisoned in (("Cor", "Eva"), ("Eva", "Cor")):
        game = _Game(GameSetup(PLAYERS, ROLES, 3))
        while game.prompt is not None and game.prompt.phase == "night":
            key = game.prompt.key
            game.answer({"cupido": ["Gijs", "Hanna"], "ziener": "Anna", "weerwolven": victim,
                         "heks": {"vergif": poisoned}}.get(key or "")
                        if game.prompt.needs_answer and key != "meisje_betrapt" else None)
        while game.prompt is not None and not game.prompt.needs_answer:
            game.answer(None)
        deaths_said.append([n for m in game.state.messages if m.line_id == "dood_nacht"
                            for n in PLAYERS if n in m.text])
        assert {d.cause for d in game.state.deaths} == {"weerwolven", "vergif"}
    assert deaths_said == [["Cor", "Eva"], ["Cor", "Eva"]]


def test_the_ziener_sees_the_dief_as_dealt_wherever_he_sits(tmp_path: Path) -> None:
    """Ruling doorgeven-ziener: the card as it lay at nightfall, before or after the dief's
    turn; and the wolf Anna is shown the werewolves of nightfall either way."""
    roles = ("weerwolf", "dief", "ziener", "heks", "burger", "burger", "burger", "burger")
    seen: dict[bool, list[Fact]] = {}
    for seed in range(1, 80):
        session = new_session(tmp_path / str(seed), roles=roles, seed=seed,
                              middle=("weerwolf", "burger"))
        order = SecretNights(session).order()
        ziener_first = order.index("Cor") < order.index("Bram")
        if ziener_first in seen:
            continue

        def brain(player: str, task: Task, n: SecretNights) -> Any:
            return {"dief": "weerwolf", "ziener": "Bram", "weerwolven": "Eva",
                    "heks": {}}.get(task.key) or first_candidate(player, task, n)

        nights = SecretNights(session)
        nights.pump()
        facts: list[Fact] = []
        for player in nights.order():
            while (task := nights.task(player)) is not None:
                nights.answer(player, task, brain(player, task, nights))
            if player in ("Cor", "Anna"):
                facts += nights.facts(player)
            nights.finish(player)
        assert session.game.state.player("Bram").role == "weerwolf"
        seen[ziener_first] = facts
        if len(seen) == 2:
            break
    assert seen[True] == seen[False]
    assert Fact("ziener_ziet", {"name": "Bram", "role": "Dief"}) in seen[True]


def test_an_old_journal_s_heks_turn_without_the_blind_flag_resumes_the_same(
        tmp_path: Path) -> None:
    """Old journals wrote `"blind"` only when the heks played before the wolves; one that
    stopped with her turn journaled but not yet fed to the engine resumes as it was played."""
    import json

    session = night_with_order(tmp_path, want_heks_first=False)
    nights = SecretNights(session)
    nights.pump()
    wolves = votes({"Anna": "Eva", "Bram": "Eva"})

    def brain(player: str, task: Task, n: SecretNights) -> Any:
        return {"redden": True} if task.key == "heks" else wolves(player, task, n)

    nights.pump = lambda: None  # type: ignore[method-assign]  # the app died after each turn
    for player in nights.order():
        take_turn(nights, player, brain)
    path = session.path
    assert path is not None
    lines = []
    for text in path.read_text("utf-8").splitlines():
        event = json.loads(text)
        if "turn" in event and event["turn"].get("k") == "heks":
            event["turn"].pop("blind")  # the old form of a heks who saw the victim
        lines.append(json.dumps(event, ensure_ascii=False))
    path.write_text("\n".join(lines) + "\n", "utf-8")
    resumed = Session.resume(path)
    SecretNights(resumed).pump()
    assert [r.answer for r in resumed.game.records if r.key == "heks"] == [{"redden": True}]
    assert [r.answer for r in resumed.game.records if r.key == "weerwolven"] == ["Eva"]


def test_a_lover_learns_his_partner_the_next_night_wherever_cupido_sits(
        tmp_path: Path) -> None:
    for seed in range(1, 60):  # a night where a lover's turn comes after Cupido's (Fleur)
        session = new_session(tmp_path / str(seed), seed=seed)
        order = SecretNights(session).order()
        if order.index("Fleur") < max(order.index("Eva"), order.index("Gijs")):
            break

    def brain(player: str, task: Task, n: SecretNights) -> Any:
        return ["Eva", "Gijs"] if task.key == "cupido" else first_candidate(player, task, n)

    nights = SecretNights(session)
    nights.pump()
    night_one = []
    for player in nights.order():
        while (task := nights.task(player)) is not None:
            nights.answer(player, task, brain(player, task, nights))
        night_one += [f.kind for f in nights.facts(player)]
        nights.finish(player)
    assert session.game.state.player("Eva").lover == "Gijs"
    assert "geliefde" not in night_one, "a lover's night-1 turn told where Cupido sat"
    game = session.game
    while game.prompt is not None and game.prompt.phase != "night":
        p = game.prompt
        session.submit(None if not p.needs_answer else "" if p.optional else
                       next(c for c in p.candidates if game.state.player(c).werewolf)
                       if p.key == "stemming" else p.candidates[0])
    again = SecretNights(session)
    again.pump()
    assert game.state.player("Eva").alive or game.state.player("Gijs").alive
    for lover, partner in (("Eva", "Gijs"), ("Gijs", "Eva")):
        if game.state.player(lover).alive:
            assert Fact("geliefde", {"name": partner}) in again.facts(lover)


def test_the_saved_games_list_counts_no_answer_of_the_night_in_progress(
        tmp_path: Path) -> None:
    """"Verder spelen" lists each game with its number of answers, on the open screen: in the
    middle of a secret night that number moved as the turns unlocked the engine's steps (Cupido
    first), so the table could tell whether a card's turn had come yet. It stays the count
    at nightfall until the night is over."""
    from narration.saved_games import saved_games

    session = new_session(tmp_path, seed=8)  # Cupido (Fleur) has the third turn
    nights = SecretNights(session)
    nights.pump()
    counts = {saved_games(tmp_path)[0].answers}
    engine_moved = set()
    while (player := nights.next_player()) is not None:
        before = len(session.game.answers)
        take_turn(nights, player, first_candidate)
        engine_moved.add(len(session.game.answers) != before)
        if nights.next_player() is not None:
            counts.add(saved_games(tmp_path)[0].answers)
    assert True in engine_moved  # the turns did feed the engine in between
    assert len(counts) == 1
