"""Bot policies of the Karakters cards, each tested with its card: what it answers from what
its seat knows (a generic legal answer would fail these), and that hidden cards do not move it."""

from __future__ import annotations

import random

from narration.bot_view import BALLOT, Board
from narration.engine import Game
from narration.memory import Cards
from narration.prompts import CHOICE, NONE, PLAYER, VOTE, YESNO, Prompt
from narration.roles.vos import VosMemory

from .policy_kit import NAMES, answers, ask, assert_blind, game, policy, view

# Ann and Bob are the pack; Cas the ziener.
WOLVES = ("weerwolf", "weerwolf", "ziener", "heks", "burger", "burger", "burger", "burger")


def claim_seer(g: Game, board: Board, findings: dict[str, bool] | None = None) -> None:
    view(g, "Cas", board).claim("ziener", findings or {"Dirk": False})


# --- grote_boze_wolf ----------------------------------------------------------------------------
def test_the_grote_boze_wolf_devours_the_claimed_seer_never_his_pack() -> None:
    roles = ("grote_boze_wolf", "weerwolf", "ziener", "heks", "burger", "burger", "burger",
             "burger")
    g, board = game(roles), Board()
    meal = ask(PLAYER, "grote_boze_wolf", "grote_boze_wolf", ("Ann",),
               candidates=("Cas", "Dirk", "Eva", "Fien"), optional=True)
    claim_seer(g, board)
    assert set(answers("grote_boze_wolf", "grote_boze_wolf", g, "Ann", meal, board)) == {"Cas"}
    board = Board()
    view(g, "Gijs", board).claim("ziener", {"Eva": True})  # a suspect is left for the vote
    picks = answers("grote_boze_wolf", "grote_boze_wolf", g, "Ann", meal, board)
    assert "Eva" not in picks and len(set(picks)) > 1
    assert_blind("grote_boze_wolf", "grote_boze_wolf", "Ann", meal, roles,
                 ("grote_boze_wolf", "weerwolf", "burger", "heks", "ziener", "burger",
                  "burger", "burger"), claim_seer)


# --- oerwolf ------------------------------------------------------------------------------------
def test_the_oerwolf_infects_a_trusted_victim_at_once_and_anybody_from_night_two() -> None:
    roles = ("oerwolf", "weerwolf", "ziener", "heks", "burger", "burger", "burger", "burger")
    g, board = game(roles), Board()

    def infect(victim: str, night: int, b: Board) -> set[bool]:
        g.state.round = night
        question = Prompt("oerwolf", "oerwolf", YESNO, "night", night, role="oerwolf",
                          called=("Ann",), info=(f"Het slachtoffer is {victim}.",))
        return set(answers("oerwolf", "oerwolf", g, "Ann", question, b))

    assert infect("Eva", 1, board) == {False}  # a victim nobody vouches for: he waits
    claim_seer(g, board)
    assert infect("Cas", 1, board) == {True}  # the claimed seer: infected at once
    assert infect("Dirk", 1, board) == {True}  # whom she cleared
    assert infect("Eva", 2, Board()) == {True}  # from night two, anybody
    question = Prompt("oerwolf", "oerwolf", YESNO, "night", 1, role="oerwolf",
                      called=("Ann",), info=("Het slachtoffer is Cas.",))
    g.state.round = 1
    assert_blind("oerwolf", "oerwolf", "Ann", question, roles,
                 ("oerwolf", "weerwolf", "ziener", "burger", "heks", "burger", "burger",
                  "burger"), claim_seer)


# --- witte_weerwolf -----------------------------------------------------------------------------
def test_the_witte_weerwolf_waits_then_kills_the_least_suspected_wolf() -> None:
    alone = game(("witte_weerwolf", "weerwolf", "ziener", "burger", "burger", "burger",
                  "burger", "burger"))
    kill = ask(PLAYER, "witte_weerwolf", "witte_weerwolf", ("Ann",), candidates=("Bob",),
               optional=True)
    # One other wolf, six villagers alive: the pack is still useful to him.
    assert set(answers("witte_weerwolf", "witte_weerwolf", alone, "Ann", kill)) == {""}
    for name in ("Eva", "Fien", "Gijs"):
        alone.state.player(name).alive = False
    # Three villagers left for one wolf: he turns on the pack before it wins without him.
    assert set(answers("witte_weerwolf", "witte_weerwolf", alone, "Ann", kill)) == {"Bob"}
    roles = ("witte_weerwolf", "weerwolf", "weerwolf", "ziener", "burger", "burger", "burger",
             "burger")
    g, board = game(roles), Board()
    view(g, "Dirk", board).claim("ziener", {"Bob": True})
    kill = ask(PLAYER, "witte_weerwolf", "witte_weerwolf", ("Ann",), candidates=("Bob", "Cas"),
               optional=True)
    # Two other wolves and five villagers: the one nobody suspects (the vote takes Bob).
    assert set(answers("witte_weerwolf", "witte_weerwolf", g, "Ann", kill, board)) == {"Cas"}


# --- wolfshond ----------------------------------------------------------------------------------
def test_the_wolfshond_joins_the_side_the_cards_favour_with_him() -> None:
    camps = ask(CHOICE, "wolfshond", "wolfshond", ("Cas",), choices=("dorp", "weerwolven"))
    village = game(("weerwolf", "ziener", "wolfshond", "heks", "burger", "burger", "burger"))
    assert set(answers("wolfshond", "wolfshond", village, "Cas", camps)) == {"dorp"}
    wolves = game(("weerwolf", "weerwolf", "wolfshond", "burger", "burger", "burger", "burger"))
    assert set(answers("wolfshond", "wolfshond", wolves, "Cas", camps)) == {"weerwolven"}
    assert_blind("wolfshond", "wolfshond", "Cas", camps,
                 ("weerwolf", "ziener", "wolfshond", "heks", "burger"),
                 ("heks", "weerwolf", "wolfshond", "ziener", "burger"))


# --- wolvenkind ---------------------------------------------------------------------------------
def test_the_wolvenkind_models_on_a_player_nobody_bites_or_votes_first() -> None:
    roles = ("weerwolf", "weerwolf", "ziener", "wolvenkind", "burger", "burger", "burger",
             "burger")
    g, board = game(roles), Board()
    view(g, "Cas", board).claim("ziener", {"Ann": True, "Eva": False})
    model = ask(PLAYER, "wolvenkind", "wolvenkind", ("Dirk",),
                candidates=("Ann", "Bob", "Cas", "Eva", "Fien"))
    picks = answers("wolvenkind", "wolvenkind", g, "Dirk", model, board)
    assert set(picks) == {"Bob", "Fien"}  # not the claimer, the cleared or the exposed
    assert_blind("wolvenkind", "wolvenkind", "Dirk", model, roles,
                 ("burger", "weerwolf", "ziener", "wolvenkind", "weerwolf", "burger",
                  "burger", "burger"),
                 lambda g, b: view(g, "Cas", b).claim("ziener", {"Ann": True, "Eva": False}))


# --- vos ----------------------------------------------------------------------------------------
def test_the_vos_sniffs_new_suspects_and_votes_among_a_thumb_up() -> None:
    roles = ("weerwolf", "weerwolf", "ziener", "vos", "burger", "burger", "burger", "burger")
    g, board, notes = game(roles), Board(), {}  # type: ignore[var-annotated]
    view(g, "Cas", board).claim("ziener", {"Eva": True})  # a (wrong) accusation
    sniff = ask(PLAYER, "vos", "vos", ("Dirk",), candidates=NAMES, optional=True)
    fn = policy("vos", "vos")
    assert fn(view(g, "Dirk", board, sniff, notes), sniff, random.Random(1)) == "Eva"
    # The next night he points at somebody else (he has sniffed around Eva already).
    assert fn(view(g, "Dirk", board, sniff, notes), sniff, random.Random(1)) != "Eva"
    smelt = ask(NONE, "vos_ziet", "vos", ("Dirk",), info=("Duim omhoog: Ann, Bob, Cas.",))
    policy("vos", "vos_ziet")(view(g, "Dirk", board, smelt, notes), smelt, random.Random(1))
    vote = Prompt("stemming", "stemming", VOTE, "day", 2, candidates=NAMES, voters=NAMES)
    ballots = {policy("vos", BALLOT)(view(g, "Dirk", board, vote, notes), vote,
                                     random.Random(s)) for s in range(20)}
    assert ballots <= {"Ann", "Bob", "Cas"} and ballots
    g.state.memo("vos", VosMemory).lost = 2  # a thumb down: no new suspects
    notes = {}
    policy("vos", "vos_ziet")(view(g, "Dirk", board, smelt, notes), smelt, random.Random(1))
    assert policy("vos", BALLOT)(view(g, "Dirk", board, vote, notes), vote,
                                 random.Random(1)) is NotImplemented
    assert_blind("vos", "vos", "Dirk", sniff, roles,
                 ("burger", "weerwolf", "ziener", "vos", "weerwolf", "burger", "burger",
                  "burger"), lambda g, b: view(g, "Cas", b).claim("ziener", {"Eva": True}))


# --- toneelspeler -------------------------------------------------------------------------------
def test_the_toneelspeler_takes_the_card_worth_most_to_the_village_every_night() -> None:
    roles = ("weerwolf", "weerwolf", "toneelspeler", "burger", "burger", "burger")
    g = game(roles)
    g.state.memory["toneelspeler"] = Cards(["dorpsoudste", "ziener", "jager"])
    pick = ask(CHOICE, "toneelspeler", "toneelspeler", ("Cas",),
               choices=("dorpsoudste", "ziener", "jager"), optional=True)
    assert set(answers("toneelspeler", "toneelspeler", g, "Cas", pick)) == {"ziener"}
    g.state.player("Cas").turned = True  # infected: the card worth least to the village
    worst = set(answers("toneelspeler", "toneelspeler", g, "Cas", pick))
    assert worst == {"dorpsoudste", "jager"}  # tied in value, drawn at random


# --- omroeper -----------------------------------------------------------------------------------
def test_the_mayor_names_a_trusted_omroeper_and_keeps_him() -> None:
    g, board = game(WOLVES), Board()
    view(g, "Cas", board).claim("ziener", {"Ann": True, "Eva": False})
    name = ask(PLAYER, "omroeper", called=("Fien",), candidates=("Ann", "Cas", "Eva", "Gijs"),
               optional=True)
    assert set(answers("omroeper", "omroeper", g, "Fien", name, board)) == {"Eva"}
    name = ask(PLAYER, "omroeper_opvolger", called=("Fien",), candidates=("Ann", "Cas", "Gijs"))
    assert set(answers("omroeper", "omroeper_opvolger", g, "Fien", name, board)) == {"Cas"}
    dismiss = ask(PLAYER, "omroeper_ontslag", called=("Fien",), candidates=("Ann", "Gijs"),
                  optional=True)
    assert set(answers("omroeper", "omroeper_ontslag", g, "Fien", dismiss, board)) == {""}
    # A werewolf mayor names his pack.
    name = ask(PLAYER, "omroeper", called=("Ann",), candidates=("Bob", "Cas", "Eva"))
    assert set(answers("omroeper", "omroeper", g, "Ann", name, board)) == {"Bob"}


# --- stotterende_raadsheer ----------------------------------------------------------------------
def test_the_raadsheer_signs_for_a_second_vote_while_an_exposed_wolf_lives() -> None:
    roles = ("weerwolf", "weerwolf", "ziener", "stotterende_raadsheer", "burger", "burger")
    g, board = game(roles), Board()
    sign = ask(YESNO, "raadsheer", "stotterende_raadsheer")
    assert set(answers("stotterende_raadsheer", "raadsheer", g, "Dirk", sign, board)) == {False}
    view(g, "Cas", board).claim("ziener", {"Ann": True})
    assert set(answers("stotterende_raadsheer", "raadsheer", g, "Dirk", sign, board)) == {True}
    g.state.player("Ann").alive = False
    assert set(answers("stotterende_raadsheer", "raadsheer", g, "Dirk", sign, board)) == {False}
