"""Each card's bot policy, tested with its card: what it answers from what its seat knows, and
that a seat's view never shows it what its card does not (no psychic villagers)."""

from __future__ import annotations

import random
import re
from typing import Any

from narration.bot_view import BALLOT, DAY, FOLLOW_LEAD, Board, SeatView, _named
from narration.bots import Bots, village_ballot
from narration.card_index import card_named
from narration.engine import Game
from narration.memory import Cards, Names
from narration.prompts import CHOICE, NONE, PLAYER, PLAYERS, TABLE, VOTE, YESNO, Prompt
from setups.game_setup import GameSetup
from setups.options import Options

NAMES = ("Ann", "Bob", "Cas", "Dirk", "Eva", "Fien", "Gijs", "Hans")
# Ann and Bob are the pack; Cas the ziener, Dirk the heks, Eva the jager.
ROLES = ("weerwolf", "weerwolf", "ziener", "heks", "jager", "burger", "burger", "burger")


def game(roles: tuple[str, ...] = ROLES, **options: Any) -> Game:
    return Game(GameSetup(players=NAMES[:len(roles)], roles=roles, seed=3,
                          options=Options(**options)))


def view(g: Game, seat: str | None, board: Board | None = None,
         prompt: Prompt | None = None, notes: dict[str, dict[str, Any]] | None = None
         ) -> SeatView:
    return SeatView(g.state, board or Board(), seat, {} if notes is None else notes, prompt)


def ask(kind: Any, key: str, role: str | None = None, called: tuple[str, ...] = (),
        **kw: Any) -> Prompt:
    return Prompt(key, key, kind, "night", 1, role=role, called=called, **kw)


def policy(card_id: str, key: str) -> Any:
    return card_named(card_id).bot_policies[key]


RNG = random.Random(5)


# --- the view: what a seat may know -----------------------------------------------------------
def test_only_a_werewolf_sees_his_pack() -> None:
    g = game()
    assert view(g, "Ann").pack() == ["Bob"]
    assert view(g, "Cas").pack() == [] and view(g, None).pack() == []
    assert view(g, "Cas").pack_notes == {} and view(g, "Ann").werewolf


def test_a_seat_is_shown_the_names_of_its_own_prompt_only() -> None:
    g = game()
    prompt = ask(TABLE, "heks", "heks", ("Dirk",), info=("Wijs de heks het slachtoffer aan: "
                                                         "Gijs.",))
    assert view(g, "Dirk", prompt=prompt).shown() == ["Gijs"]
    assert view(g, "Eva", prompt=prompt).shown() == []  # not called: not shown


def test_a_name_is_found_as_a_whole_word_only() -> None:
    """The seat's names are found where a look-behind-first pattern, `(?<!\\w)name(?!\\w)`,
    finds them: in random texts of word and other characters, names that are parts of others."""
    rng = random.Random(8)
    names = ("P1", "P12", "Jan", "Jan Piet", "é", "x_y", "Ann.", "1")
    for _ in range(3000):
        text = "".join(rng.choice("P12 Jan_éx.y,Pietn") for _ in range(rng.randint(0, 14)))
        for name in names:
            plain = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")
            assert bool(_named(name).search(text)) == bool(plain.search(text)), (name, text)
    assert _named("P1").search("P12, P1.") and not _named("P1").search("P12 xP1")


def test_dead_cards_are_public_only_when_the_table_turns_them() -> None:
    g = game()
    g.state.player("Ann").alive = False
    assert view(g, "Fien").revealed("Ann") == "weerwolf"
    assert view(g, "Fien").revealed("Bob") is None  # alive: secret
    hidden = game(reveal_dead_roles=False)
    hidden.state.player("Ann").alive = False
    assert view(hidden, "Fien").revealed("Ann") is None


def test_the_seers_public_claim_moves_the_tables_suspicion() -> None:
    g = game()
    board = Board()
    cas = view(g, "Cas", board)
    cas.claim("ziener", {"Ann": True, "Fien": False})
    table = view(g, None, board)
    assert table.suspicion("Ann") > 0 > table.suspicion("Fien")
    assert table.suspicion("Cas") < 0 and table.suspicion("Gijs") == 0
    assert table.most_suspected(NAMES, RNG) == "Ann"


def test_a_villagers_ballot_does_not_depend_on_hidden_cards() -> None:
    """Swap two hidden cards: the same seat, with the same dice, votes the same way."""
    vote = Prompt("stemming", "stemming", VOTE, "day", 1, candidates=NAMES, voters=NAMES)
    for seed in range(30):
        ballots = []
        for roles in (ROLES, ("burger", "weerwolf", "ziener", "heks", "jager", "weerwolf",
                              "burger", "burger")):
            g = game(roles)
            ballots.append(village_ballot(view(g, "Gijs", prompt=vote), vote,
                                          random.Random(seed)))
        assert ballots[0] == ballots[1]


# --- ziener -------------------------------------------------------------------------------------
def test_the_ziener_keeps_what_she_saw_and_claims_once_she_found_a_wolf() -> None:
    g = game()
    board, notes = Board(), {}  # type: ignore[var-annotated]
    look = ask(PLAYER, "ziener", "ziener", ("Cas",), candidates=("Fien",))
    assert policy("ziener", "ziener")(view(g, "Cas", board, look, notes), look, RNG) == "Fien"
    g.state.memory["ziener"] = Cards(["burger"])  # what her card showed her
    shown = ask(NONE, "ziener_ziet", "ziener", ("Cas",))
    policy("ziener", "ziener_ziet")(view(g, "Cas", board, shown, notes), shown, RNG)
    policy("ziener", DAY)(view(g, "Cas", board, None, notes), RNG)
    assert board.claims == {}  # only a cleared villager: she stays hidden
    look = ask(PLAYER, "ziener", "ziener", ("Cas",), candidates=("Fien", "Ann"))
    assert policy("ziener", "ziener")(view(g, "Cas", board, look, notes), look, RNG) == "Ann"
    g.state.memo("ziener", Cards).cards.append("weerwolf")
    policy("ziener", "ziener_ziet")(view(g, "Cas", board, shown, notes), shown, RNG)
    policy("ziener", DAY)(view(g, "Cas", board, None, notes), RNG)
    assert board.claims == {"Cas": "ziener"} and board.said["Cas"] == {"Fien": False, "Ann": True}
    vote = Prompt("stemming", "stemming", VOTE, "day", 2, candidates=NAMES, voters=NAMES)
    assert policy("ziener", BALLOT)(view(g, "Cas", board, vote, notes), vote, RNG) == "Ann"


# --- the pack -----------------------------------------------------------------------------------
def test_the_pack_eats_the_claimed_seer_and_never_a_werewolf() -> None:
    g = game()
    board = Board()
    meal = ask(PLAYER, "weerwolven", "weerwolf", ("Ann", "Bob"), candidates=NAMES[2:])
    for seed in range(20):
        pick = policy("weerwolven", "weerwolven")(view(g, "Ann", board, meal), meal,
                                                   random.Random(seed))
        assert pick not in ("Ann", "Bob")
    view(g, "Cas", board).claim("ziener", {"Ann": True})
    assert policy("weerwolven", "weerwolven")(view(g, "Ann", board, meal), meal, RNG) == "Cas"


def test_the_pack_never_votes_for_a_hidden_mate_and_follows_a_lead_like_a_villager() -> None:
    g = game()
    vote = Prompt("stemming", "stemming", VOTE, "day", 1, candidates=NAMES, voters=NAMES)
    followed = ballots = 0
    for seed in range(100):
        board, notes = Board(), {}  # type: ignore[var-annotated]
        rng = random.Random(seed)
        lead = view(g, None, board).lead(vote, rng)
        for wolf in ("Ann", "Bob"):
            choice = policy("weerwolven", BALLOT)(view(g, wolf, board, vote, notes), vote, rng)
            assert choice not in ("Ann", "Bob")
            if lead not in ("Ann", "Bob"):
                ballots += 1
                followed += choice == lead
    assert ballots > 100 and abs(followed / ballots - FOLLOW_LEAD) < 0.12  # no tell


def test_an_exposed_wolf_lies_back_and_the_table_weighs_both_claims() -> None:
    g = game()
    board = Board()
    view(g, "Cas", board).claim("ziener", {"Ann": True})
    said = 0
    for seed in range(40):
        trial = Board(claims=dict(board.claims), said={k: dict(v) for k, v in board.said.items()})
        policy("weerwolven", DAY)(view(g, "Ann", trial, notes={}), random.Random(seed))
        if "Ann" in trial.claims:
            said += 1
            table = view(g, None, trial)
            assert trial.said["Ann"] == {"Cas": True}
            assert "Ann" not in table.findings  # contested: no sure finding any more
            assert table.suspicion("Ann") == table.suspicion("Cas")
    assert 10 < said < 30
    # The seer dies and her card is turned open: the werewolf is a proven liar.
    view(g, "Ann", board).claim("ziener", {"Cas": True})
    g.state.player("Cas").alive = False
    table = view(g, None, board)
    assert table.liars() == {"Ann"} and table.findings == {"Ann": True}


# --- heks, jager, dief, meisje, cupido, fluitspeler, mayor --------------------------------------
def test_the_heks_saves_herself_always_and_poisons_an_exposed_wolf() -> None:
    g = game()
    board = Board()
    potions = ask(TABLE, "heks", "heks", ("Dirk",), choices=("redden", "vergif"),
                  candidates=tuple(n for n in NAMES if n != "Dirk"),
                  info=("Wijs de heks het slachtoffer aan: Dirk.",))
    for seed in range(10):
        answer = policy("heks", "heks")(view(g, "Dirk", board, potions), potions,
                                         random.Random(seed))
        assert answer == {"redden": True}  # nobody suspect enough to poison
    view(g, "Cas", board).claim("ziener", {"Bob": True})
    answer = policy("heks", "heks")(view(g, "Dirk", board, potions), potions, RNG)
    assert answer == {"redden": True, "vergif": "Bob"}


def test_the_jager_shoots_the_exposed_wolf_else_never_a_cleared_player() -> None:
    g = game()
    board = Board()
    shot = ask(PLAYER, "jager", "jager", ("Eva",), candidates=("Ann", "Fien", "Gijs"))
    view(g, "Cas", board).claim("ziener", {"Fien": False, "Gijs": False})
    assert policy("jager", "jager")(view(g, "Eva", board, shot), shot, RNG) == "Ann"
    board = Board()
    view(g, "Cas", board).claim("ziener", {"Ann": True})
    assert policy("jager", "jager")(view(g, "Eva", board, shot), shot, RNG) == "Ann"


def test_the_dief_takes_a_forced_werewolf_and_prefers_a_power() -> None:
    g = game()
    forced = ask(CHOICE, "dief", "dief", ("Fien",), choices=("weerwolf",))
    assert policy("dief", "dief")(view(g, "Fien", prompt=forced), forced, RNG) == "weerwolf"
    free = ask(CHOICE, "dief", "dief", ("Fien",), choices=("burger", "heks"), optional=True)
    assert policy("dief", "dief")(view(g, "Fien", prompt=free), free, RNG) == "heks"


def test_the_meisje_is_caught_about_one_night_in_ten() -> None:
    g = game()
    caught = ask(YESNO, "meisje_betrapt", "onschuldig_meisje", ("Fien",))
    rng = random.Random(1)
    share = sum(policy("onschuldig_meisje", "meisje_betrapt")(view(g, "Fien"), caught, rng)
                for _ in range(2000)) / 2000
    assert 0.07 < share < 0.13


def test_cupido_names_two_different_players() -> None:
    g = game()
    pair = ask(PLAYERS, "cupido", "cupido", ("Fien",), candidates=NAMES, low=2, high=2)
    for seed in range(20):
        chosen = policy("cupido", "cupido")(view(g, "Fien", prompt=pair), pair,
                                             random.Random(seed))
        assert len(set(chosen)) == 2 and set(chosen) <= set(NAMES)


def test_the_fluitspeler_charms_the_least_suspected_and_votes_the_uncharmed() -> None:
    g = game(("weerwolf", "weerwolf", "ziener", "fluitspeler", "burger", "burger"))
    board = Board()
    view(g, "Cas", board).claim("ziener", {"Ann": True, "Eva": False})
    charm = ask(PLAYERS, "fluitspeler", "fluitspeler", ("Dirk",),
                candidates=("Ann", "Bob", "Eva"), low=2, high=2)
    chosen = policy("fluitspeler", "fluitspeler")(view(g, "Dirk", board, charm), charm, RNG)
    assert sorted(chosen) == ["Bob", "Eva"]
    g.state.memory["fluitspeler"] = Names(["Bob", "Eva"])
    vote = Prompt("stemming", "stemming", VOTE, "day", 1, candidates=NAMES[:6],
                  voters=NAMES[:6])
    ballot = policy("fluitspeler", BALLOT)(view(g, "Dirk", board, vote), vote, RNG)
    assert ballot == "Ann"


def test_the_village_elects_the_claimed_seer_and_a_wolf_mayor_names_his_pack() -> None:
    g = game()
    board = Board()
    view(g, "Cas", board).claim("ziener", {"Ann": True})
    elect = ask(PLAYER, "burgemeester", candidates=NAMES)
    assert policy("burgemeester", "burgemeester")(view(g, None, board), elect, RNG) == "Cas"
    heir = ask(PLAYER, "opvolger", called=("Ann",), candidates=NAMES[1:])
    assert policy("burgemeester", "opvolger")(view(g, "Ann", board), heir, RNG) == "Bob"
    tie = ask(PLAYER, "burgemeester_beslist", called=("Bob",), candidates=("Ann", "Fien"))
    assert policy("burgemeester", "burgemeester_beslist")(view(g, "Bob", board), tie,
                                                           RNG) == "Fien"
    tie = ask(PLAYER, "burgemeester_beslist", called=("Gijs",), candidates=("Ann", "Fien"))
    assert policy("burgemeester", "burgemeester_beslist")(view(g, "Gijs", board), tie,
                                                           RNG) == "Ann"


# --- the driver ---------------------------------------------------------------------------------
def test_a_prompt_goes_to_the_policy_of_the_card_it_calls() -> None:
    g = game()
    bots = Bots(g, 1)
    meal = ask(PLAYER, "weerwolven", "weerwolf", ("Ann", "Bob"), candidates=NAMES[2:])
    bots.view("Cas").claim("ziener", {"Ann": True})
    assert bots.policy(meal) == "Cas"
    unknown = ask(PLAYER, "nieuwe_rol", "nieuwe_rol", ("Fien",), candidates=NAMES)
    assert bots.policy(unknown) is NotImplemented  # the generic layer answers it
