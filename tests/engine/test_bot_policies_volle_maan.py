"""Bot policies of the Volle Maan and 25 jaar cards (genezer, zondebok, wolvenmoeder, kolos),
each tested with its card: a generic legal answer would fail these, and hidden cards (swapped
between other seats) do not move them."""

from __future__ import annotations

from narration.bot_view import Board
from narration.engine import Game
from narration.prompts import PLAYER, PLAYERS

from .policy_kit import answers, ask, assert_blind, game, view

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
