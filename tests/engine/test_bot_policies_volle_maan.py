"""Bot policies of the Volle Maan and 25 jaar cards (genezer, zondebok, wolvenmoeder, kolos),
each tested with its card: a generic legal answer would fail these, and hidden cards (swapped
between other seats) do not move them."""

from __future__ import annotations

import random

from narration.bot_view import BALLOT, Board
from narration.engine import Game
from narration.prompts import NONE, PLAYER, PLAYERS, VOTE, Prompt

from .policy_kit import NAMES, answers, ask, assert_blind, game, policy, view

# Ann and Bob are the pack; Cas the ziener; Dirk the card under test.


def roles_with(card: str) -> tuple[str, ...]:
    return ("weerwolf", "weerwolf", "ziener", card, "burger", "burger", "burger", "burger")


def seer_claims(g: Game, board: Board) -> None:
    view(g, "Cas", board).claim("ziener", {"Eva": False, "Ann": True})


# --- genezer ------------------------------------------------------------------------------------
def test_the_genezer_shields_the_claimed_seer_then_whom_she_cleared() -> None:
    g, board = game(roles_with("genezer")), Board()
    shield = ask(PLAYER, "genezer", "genezer", ("Dirk",),
                 candidates=("Ann", "Bob", "Cas", "Dirk", "Eva", "Fien"))
    seer_claims(g, board)
    assert set(answers("genezer", "genezer", g, "Dirk", shield, board)) == {"Cas"}
    # Last night's choice is not offered: the next likely bite, whom she cleared.
    again = ask(PLAYER, "genezer", "genezer", ("Dirk",),
                candidates=("Ann", "Bob", "Dirk", "Eva", "Fien"))
    assert set(answers("genezer", "genezer", g, "Dirk", again, board)) == {"Eva"}
    # Nobody claimed yet: himself half the nights, else the least suspected, never a suspect.
    quiet = Board()
    view(g, "Gijs", quiet).claim("ziener", {"Fien": True})
    picks = answers("genezer", "genezer", g, "Dirk", again, quiet, seeds=60)
    assert "Fien" not in picks and 15 < picks.count("Dirk") < 45
    assert_blind("genezer", "genezer", "Dirk", shield, roles_with("genezer"),
                 ("burger", "weerwolf", "ziener", "genezer", "weerwolf", "burger", "burger",
                  "burger"), seer_claims)


def test_an_infected_genezer_shields_his_pack() -> None:
    g = game(roles_with("genezer"))
    g.state.player("Dirk").turned = True
    shield = ask(PLAYER, "genezer", "genezer", ("Dirk",), candidates=("Ann", "Cas", "Eva"))
    assert set(answers("genezer", "genezer", g, "Dirk", shield)) == {"Ann"}


# --- zondebok -----------------------------------------------------------------------------------
def test_the_zondebok_lets_only_the_unsuspected_vote() -> None:
    g, board = game(roles_with("zondebok")), Board()
    seer_claims(g, board)
    alive = ("Ann", "Bob", "Cas", "Eva", "Fien", "Gijs", "Hans")
    choose = ask(PLAYERS, "zondebok", "zondebok", ("Dirk",), candidates=alive, low=1,
                 high=len(alive))
    chosen = answers("zondebok", "zondebok", g, "Dirk", choose, board)
    assert all(sorted(c) == ["Bob", "Cas", "Eva", "Fien", "Gijs", "Hans"] for c in chosen)
    assert_blind("zondebok", "zondebok", "Dirk", choose, roles_with("zondebok"),
                 ("burger", "weerwolf", "ziener", "zondebok", "weerwolf", "burger", "burger",
                  "burger"), seer_claims)


# --- wolvenmoeder -------------------------------------------------------------------------------
def test_the_wolvenmoeder_takes_a_claimed_power_never_from_her_pack() -> None:
    roles = ("wolvenmoeder", "weerwolf", "ziener", "heks", "burger", "burger", "burger",
             "burger")
    g, board = game(roles), Board()
    point = ask(PLAYER, "wolvenmoeder", "wolvenmoeder", ("Ann",),
                candidates=("Bob", "Cas", "Dirk", "Eva", "Fien"))
    assert "Bob" not in answers("wolvenmoeder", "wolvenmoeder", g, "Ann", point, board)
    seer_claims(g, board)
    assert set(answers("wolvenmoeder", "wolvenmoeder", g, "Ann", point, board)) == {"Cas"}
    assert_blind("wolvenmoeder", "wolvenmoeder", "Ann", point, roles,
                 ("wolvenmoeder", "weerwolf", "heks", "ziener", "burger", "burger", "burger",
                  "burger"), seer_claims)


# --- kolos --------------------------------------------------------------------------------------
def test_the_kolos_takes_along_the_wolf_nobody_suspects() -> None:
    g, board = game(roles_with("kolos")), Board()
    seer_claims(g, board)  # Ann is exposed: the vote will take her without him
    strike = ask(PLAYER, "kolos", "kolos", ("Dirk",), candidates=("Ann", "Bob"))
    assert set(answers("kolos", "kolos", g, "Dirk", strike, board)) == {"Bob"}


# --- aap ----------------------------------------------------------------------------------------
def test_the_aap_dares_one_look_and_never_votes_for_a_villager_he_saw() -> None:
    g, board, notes = game(roles_with("aap")), Board(), {}  # type: ignore[var-annotated]
    seer_claims(g, board)  # Ann exposed, Eva cleared: he looks at neither
    look = ask(PLAYERS, "aap", "aap", ("Dirk",), candidates=("Ann", "Bob", "Cas", "Eva", "Fien"),
               low=0, high=5)
    g.state.round = 1
    assert answers("aap", "aap", g, "Dirk", look, board, seeds=5) == [[]] * 5  # no facts yet
    g.state.round = 2
    looked = policy("aap", "aap")(view(g, "Dirk", board, look, notes), look, random.Random(2))
    assert len(looked) == 1 and looked[0] in ("Bob", "Cas", "Fien")
    seen = ask(NONE, "aap_ziet", "aap", ("Dirk",), info=(f"{looked[0]} is een Burger.",))
    policy("aap", "aap_ziet")(view(g, "Dirk", board, seen, notes), seen, random.Random(2))
    vote = Prompt("stemming", "stemming", VOTE, "day", 2, candidates=NAMES, voters=NAMES)
    board.leads[(2, "stemming")] = looked[0]  # the day's lead is the villager he saw
    ballots = {policy("aap", BALLOT)(view(g, "Dirk", board, vote, notes), vote,
                                     random.Random(s)) for s in range(20)}
    assert looked[0] not in ballots and ballots == {"Ann"}


# --- the pack against the genezer ---------------------------------------------------------------
def test_the_pack_bites_a_meal_that_survived_again_the_next_night() -> None:
    """The genezer may not shield one player two nights in a row: a pack whose victim lived
    bites him again; a fresh night after a death is a fresh choice."""
    g, board, notes = game(roles_with("genezer")), Board(), {}  # type: ignore[var-annotated]
    seer_claims(g, board)
    meal = policy("weerwolven", "weerwolven")

    def night(number: int) -> str:
        prompt = Prompt("weerwolven", "weerwolven", PLAYER, "night", number, role="weerwolf",
                        called=("Ann", "Bob"), candidates=("Cas", "Dirk", "Eva", "Fien"))
        return str(meal(view(g, "Ann", board, prompt, notes), prompt, random.Random(number)))

    assert night(1) == "Cas"  # the claimed seer; the genezer shields her, she lives
    view(g, "Gijs", board).claim("jager", {})  # a fresh claimer does not distract them
    assert night(2) == "Cas"
    g.state.player("Cas").alive = False
    fresh = Prompt("weerwolven", "weerwolven", PLAYER, "night", 3, role="weerwolf",
                   called=("Ann", "Bob"), candidates=("Dirk", "Eva", "Fien", "Gijs"))
    assert meal(view(g, "Ann", board, fresh, notes), fresh, random.Random(3)) == "Gijs"
    # Gijs died too; two nights on, no second bite is owed: the next tier, whom she cleared.
    g.state.player("Gijs").alive = False
    skipped = Prompt("weerwolven", "weerwolven", PLAYER, "night", 5, role="weerwolf",
                     called=("Ann", "Bob"), candidates=("Dirk", "Eva", "Fien"))
    picks = {meal(view(g, "Ann", board, skipped, {}), skipped, random.Random(s))
             for s in range(10)}
    assert picks == {"Eva"}


def test_a_fresh_claim_comes_before_a_second_bite() -> None:
    g, notes = game(roles_with("genezer")), {}  # type: ignore[var-annotated]
    meal = policy("weerwolven", "weerwolven")
    first = Prompt("weerwolven", "weerwolven", PLAYER, "night", 1, role="weerwolf",
                   called=("Ann", "Bob"), candidates=("Cas", "Dirk", "Eva"))
    bitten = meal(view(g, "Ann", Board(), first, notes), first, random.Random(1))
    board = Board()
    survivor = next(n for n in ("Cas", "Dirk", "Eva") if n != bitten)
    view(g, survivor, board).claim("ziener", {})
    second = Prompt("weerwolven", "weerwolven", PLAYER, "night", 2, role="weerwolf",
                    called=("Ann", "Bob"), candidates=("Cas", "Dirk", "Eva"))
    assert meal(view(g, "Ann", board, second, notes), second, random.Random(1)) == survivor
    third = Prompt("weerwolven", "weerwolven", PLAYER, "night", 3, role="weerwolf",
                   called=("Ann", "Bob"), candidates=("Cas", "Dirk", "Eva"))
    assert meal(view(g, "Ann", board, third, notes), third, random.Random(1)) == survivor
