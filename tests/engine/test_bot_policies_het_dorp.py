"""Bot policies of Het Dorp's cards (raaf, pyromaan, kasteelheer, schooljuffrouw, barbier),
each tested with its card: a generic legal answer would fail these, and hidden cards (swapped
between other seats) do not move them."""

from __future__ import annotations

from narration.bot_view import Board
from narration.bots import Bots
from narration.day_powers import POINTS, point_key
from narration.engine import Game
from narration.prompts import PLAYER, PLAYERS, YESNO

from .policy_kit import NAMES, answers, ask, assert_blind, game, policy, view

# Ann and Bob are the pack; Cas the ziener; Dirk the card under test.
ROLES = ("weerwolf", "weerwolf", "ziener", "burger", "burger", "burger", "burger", "burger")
SWAPPED = ("burger", "weerwolf", "ziener", "burger", "weerwolf", "burger", "burger", "burger")


def with_card(roles: tuple[str, ...], card: str) -> tuple[str, ...]:
    return (*roles[:3], card, *roles[4:])


def exposes_ann(g: Game, board: Board) -> None:
    view(g, "Cas", board).claim("ziener", {"Ann": True, "Eva": False})


OTHERS = tuple(n for n in NAMES if n != "Dirk")


# --- raaf ---------------------------------------------------------------------------------------
def test_the_raaf_marks_the_exposed_wolf_and_nobody_on_a_guess() -> None:
    g, board = game(with_card(ROLES, "raaf")), Board()
    mark = ask(PLAYER, "raaf", "raaf", ("Dirk",), candidates=OTHERS, optional=True)
    assert set(answers("raaf", "raaf", g, "Dirk", mark, board)) == {""}
    exposes_ann(g, board)
    assert set(answers("raaf", "raaf", g, "Dirk", mark, board)) == {"Ann"}
    assert_blind("raaf", "raaf", "Dirk", mark, with_card(ROLES, "raaf"),
                 with_card(SWAPPED, "raaf"), exposes_ann)


# --- pyromaan -----------------------------------------------------------------------------------
def test_the_pyromaan_burns_the_claimed_seers_home_and_keeps_his_fire_else() -> None:
    g, board = game(with_card(ROLES, "pyromaan")), Board()
    fire = ask(PLAYER, "pyromaan", "pyromaan", ("Dirk",), candidates=OTHERS, optional=True)
    assert set(answers("pyromaan", "pyromaan", g, "Dirk", fire, board)) == {""}
    exposes_ann(g, board)
    assert set(answers("pyromaan", "pyromaan", g, "Dirk", fire, board)) == {"Cas"}
    assert_blind("pyromaan", "pyromaan", "Dirk", fire, with_card(ROLES, "pyromaan"),
                 with_card(SWAPPED, "pyromaan"), exposes_ann)


# --- kasteelheer --------------------------------------------------------------------------------
def test_the_kasteelheer_pardons_the_trusted_and_himself_never_the_exposed() -> None:
    g, board = game(ROLES), Board()
    exposes_ann(g, board)

    def pardon(condemned: str) -> set[bool]:
        question = ask(YESNO, "kasteelheer", called=("Dirk", condemned))
        return set(answers("kasteelheer", "kasteelheer", g, "Dirk", question, board))

    assert pardon("Cas") == {True} and pardon("Eva") == {True} and pardon("Dirk") == {True}
    assert pardon("Ann") == {False} and pardon("Fien") == {False}
    question = ask(YESNO, "kasteelheer", called=("Dirk", "Eva"))
    assert_blind("kasteelheer", "kasteelheer", "Dirk", question, ROLES, SWAPPED, exposes_ann)


# --- schooljuffrouw -----------------------------------------------------------------------------
def test_the_schooljuffrouw_silences_the_suspects_only() -> None:
    g, board = game(ROLES), Board()
    ban = ask(PLAYERS, "schooljuffrouw", called=("Dirk",), candidates=OTHERS, low=0, high=2)
    assert set(map(tuple, answers("schooljuffrouw", "schooljuffrouw", g, "Dirk", ban,
                                  board))) == {()}
    exposes_ann(g, board)
    assert set(map(tuple, answers("schooljuffrouw", "schooljuffrouw", g, "Dirk", ban,
                                  board))) == {("Ann",)}
    assert_blind("schooljuffrouw", "schooljuffrouw", "Dirk", ban, ROLES, SWAPPED, exposes_ann)


# --- barbier ------------------------------------------------------------------------------------
def test_the_barbier_shaves_only_an_exposed_wolf_at_every_point_of_the_day() -> None:
    g, board = game(ROLES), Board()
    for point, _ in POINTS:
        key = point_key("barbier", point)
        razor = ask(PLAYER, key, called=("Dirk",), candidates=OTHERS, optional=True)
        assert set(answers("barbier", key, g, "Dirk", razor, board)) == {""}
    exposes_ann(g, board)
    for point, _ in POINTS:
        key = point_key("barbier", point)
        razor = ask(PLAYER, key, called=("Dirk",), candidates=OTHERS, optional=True)
        assert set(answers("barbier", key, g, "Dirk", razor, board)) == {"Ann"}
    razor = ask(PLAYER, "barbier", called=("Dirk",), candidates=OTHERS, optional=True)
    assert_blind("barbier", "barbier", "Dirk", razor, ROLES, SWAPPED, exposes_ann)
    assert policy("barbier", "barbier") is policy("barbier", "barbier@na_stemming")


def test_a_day_powers_offer_reaches_its_cards_policy_by_its_key() -> None:
    """The day powers' prompts name no card (`Prompt.role`): the driver finds the policy by
    the prompt's key, at each point of the day."""
    g = game(with_card(ROLES, "raaf"))
    bots = Bots(g, 1)
    bots.view("Cas").claim("ziener", {"Ann": True})
    teacher = next(p.name for p in g.state.players if p.profession == "schooljuffrouw")
    ban = ask(PLAYERS, "schooljuffrouw", called=(teacher,),
              candidates=tuple(n for n in NAMES if n != teacher), low=0, high=2)
    assert bots.policy(ban) == ["Ann"]
    for point, _ in POINTS:
        razor = ask(PLAYER, point_key("barbier", point), called=("Dirk",), candidates=OTHERS,
                    optional=True)
        assert bots.policy(razor) == "Ann"


# --- waard --------------------------------------------------------------------------------------
def test_the_waard_spends_his_first_vote_on_a_suspect_or_in_the_endgame_only() -> None:
    g, board = game(ROLES), Board()
    first = ask(PLAYER, "waard", called=("Dirk",), candidates=OTHERS, optional=True)
    assert set(answers("waard", "waard", g, "Dirk", first, board)) == {""}
    exposes_ann(g, board)
    assert set(answers("waard", "waard", g, "Dirk", first, board)) == {"Ann"}
    assert_blind("waard", "waard", "Dirk", first, ROLES, SWAPPED, exposes_ann)
    for name in ("Cas", "Eva", "Fien", "Gijs"):
        g.state.player(name).alive = False
    last = ask(PLAYER, "waard", called=("Dirk",), candidates=("Ann", "Bob", "Hans"),
               optional=True)
    # Four left: an immune waard who kept quiet would leave a game nobody can end.
    assert "" not in answers("waard", "waard", g, "Dirk", last, Board())


# --- veldwachter --------------------------------------------------------------------------------
def test_the_veldwachter_gives_a_building_to_the_cleared_vagrant() -> None:
    g, board = game(ROLES), Board()
    exposes_ann(g, board)  # Eva is cleared, Ann exposed
    give = ask(PLAYER, "veldwachter", called=("Dirk",), candidates=("Ann", "Eva", "Fien"),
               optional=True)
    assert set(answers("veldwachter", "veldwachter", g, "Dirk", give, board)) == {"Eva"}
    give = ask(PLAYER, "veldwachter", called=("Dirk",), candidates=("Ann", "Fien"),
               optional=True)
    assert set(answers("veldwachter", "veldwachter", g, "Dirk", give, board)) == {"Fien"}
    assert_blind("veldwachter", "veldwachter", "Dirk", give, ROLES, SWAPPED, exposes_ann)
