"""The bot policies of Wolf Village's cards (narration/editions/wolf_village/, the shared ones in
narration/shared_policies.py): each test fails if the card played the generic answer, and a
bot sees only its SeatView (swap hidden cards: the same seat, with the same dice, chooses the
same)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from narration.bot_view import BALLOT, DAY, Board, SeatView
from narration.bots import BotError, Bots, play_bot_game
from narration.editions.wolf_village.handlanger import Told
from narration.editions.wolf_village.ziener import Findings
from narration.engine import Game
from narration.memory import Names
from narration.prompts import NONE, PLAYER, TABLE, VOTE, Prompt
from setups.deal import deal_setup
from setups.game_setup import GameSetup
from setups.options import Options
from setups.presets import offered

WV = "wolf_village"
NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
# Anna and Bram the pack, Cor the ziener, Dirk the dokter, Eva the handlanger, Fleur the vos,
# Gijs and Hanna the vrijmetselaars.
ROLES = ("weerwolf", "weerwolf", "ziener", "dokter", "handlanger", "vos", "vrijmetselaar",
         "vrijmetselaar")
RNG = random.Random(7)


def game(roles: tuple[str, ...] = ROLES, **options: Any) -> Game:
    return Game(GameSetup(NAMES, roles, 1, edition=WV, options=Options(**options)))


def view(g: Game, seat: str | None, board: Board | None = None, prompt: Prompt | None = None,
         notes: dict[str, dict[str, Any]] | None = None) -> SeatView:
    return SeatView(g.state, board or Board(), seat, {} if notes is None else notes, prompt)


def policy(g: Game, role_id: str, key: str) -> Any:
    card = g.state.rules.card_of_role(role_id)
    assert card is not None and card.edition == WV, role_id  # the edition's own card
    return card.bot_policies[key]


def ask(kind: Any, key: str, role: str | None, called: tuple[str, ...], **kw: Any) -> Prompt:
    return Prompt(key, key, kind, "night", 1, role=role, called=called, **kw)


def vote(round_number: int = 1) -> Prompt:
    return Prompt("stemming", "stemming", VOTE, "day", round_number, candidates=NAMES,
                  voters=NAMES)


def test_the_ziener_keeps_werewolf_or_not_and_claims_once_she_found_a_wolf() -> None:
    g = game()
    board, notes = Board(), {}  # type: ignore[var-annotated]
    look = ask(PLAYER, "ziener", "ziener", ("Cor",), candidates=("Eva", "Anna"))
    view(g, "Dirk", board).claim("ziener", {"Eva": True})  # a rival's claim: Eva suspected
    assert policy(g, "ziener", "ziener")(view(g, "Cor", board, look, notes), look, RNG) == "Eva"
    g.state.memo("ziener", Findings).wolf["Eva"] = False  # the handlanger looks "geen weerwolf"
    seen = ask(NONE, "ziener_ziet", "ziener", ("Cor",))
    policy(g, "ziener", "ziener_ziet")(view(g, "Cor", board, seen, notes), seen, RNG)
    policy(g, "ziener", DAY)(view(g, "Cor", board, None, notes), RNG)
    assert "Cor" not in board.claims  # only a cleared player: she stays hidden
    look = ask(PLAYER, "ziener", "ziener", ("Cor",), candidates=("Eva", "Anna"))
    assert policy(g, "ziener", "ziener")(view(g, "Cor", board, look, notes), look, RNG) == "Anna"
    g.state.memo("ziener", Findings).wolf["Anna"] = True
    policy(g, "ziener", "ziener_ziet")(view(g, "Cor", board, seen, notes), seen, RNG)
    policy(g, "ziener", DAY)(view(g, "Cor", board, None, notes), RNG)
    assert board.claims["Cor"] == "ziener" and board.said["Cor"] == {"Eva": False, "Anna": True}
    assert policy(g, "ziener", BALLOT)(view(g, "Cor", board, vote(2), notes), vote(2),
                                       RNG) == "Anna"


def test_the_pack_eats_the_claimed_seer_and_never_a_werewolf() -> None:
    g = game()
    board = Board()
    meal = ask(PLAYER, "weerwolven", "weerwolf", ("Anna", "Bram"), candidates=NAMES[2:])
    view(g, "Cor", board).claim("ziener", {"Anna": True})
    for seed in range(10):
        assert policy(g, "weerwolf", "weerwolven")(view(g, "Anna", board, meal), meal,
                                                   random.Random(seed)) == "Cor"
    for seed in range(20):
        ballot = policy(g, "weerwolf", BALLOT)(view(g, "Bram", Board(), vote(), {}), vote(),
                                               random.Random(seed))
        assert ballot not in ("Anna", "Bram")


def test_the_dokter_protects_the_claimed_seer_else_himself_else_the_most_trusted() -> None:
    g = game()
    board = Board()
    protect = ask(PLAYER, "dokter", "dokter", ("Dirk",), candidates=NAMES)
    for seed in range(10):
        assert policy(g, "dokter", "dokter")(view(g, "Dirk", board, protect), protect,
                                             random.Random(seed)) == "Dirk"
    no_self = ask(PLAYER, "dokter", "dokter", ("Dirk",),
                  candidates=tuple(n for n in NAMES if n != "Dirk"))
    view(g, "Cor", board).claim("ziener", {"Anna": True, "Gijs": False})
    assert policy(g, "dokter", "dokter")(view(g, "Dirk", board, no_self), no_self, RNG) == "Cor"
    board = Board()
    view(g, "Cor", board).claim("ziener", {"Anna": True, "Gijs": False})
    g.state.player("Cor").alive = False  # her open card proves her: she is no longer offered
    after = ask(PLAYER, "dokter", "dokter", ("Dirk",),
                candidates=tuple(n for n in NAMES if n not in ("Dirk", "Cor")))
    assert policy(g, "dokter", "dokter")(view(g, "Dirk", board, after), after, RNG) == "Gijs"


def test_the_dokters_choice_does_not_depend_on_hidden_cards() -> None:
    swapped = ("weerwolf", "vos", "ziener", "dokter", "handlanger", "weerwolf",
               "vrijmetselaar", "vrijmetselaar")
    protect = ask(PLAYER, "dokter", "dokter", ("Dirk",),
                  candidates=tuple(n for n in NAMES if n != "Dirk"))
    for seed in range(20):
        picks = [policy(g, "dokter", "dokter")(view(g, "Dirk", prompt=protect), protect,
                                               random.Random(seed))
                 for g in (game(), game(swapped))]
        assert picks[0] == picks[1]


def test_the_handlanger_never_votes_for_a_werewolf_he_knows() -> None:
    g = game()
    g.state.memo("handlanger", Told).known = ["Anna", "Bram"]
    board = Board()
    view(g, "Cor", board).claim("ziener", {"Anna": True})  # the lead: a wolf he knows
    for seed in range(20):
        ballot = policy(g, "handlanger", BALLOT)(view(g, "Eva", board, vote(), {}), vote(),
                                                 random.Random(seed))
        assert ballot not in ("Anna", "Bram", "Eva")
    blind = game(handlanger_kent_wolven=False)
    blind.state.memo("handlanger", Told).known = ["Anna", "Bram"]  # not what his card says
    assert policy(blind, "handlanger", BALLOT)(view(blind, "Eva", board, vote(), {}), vote(),
                                               RNG) is NotImplemented


def test_a_vrijmetselaar_never_votes_for_his_brother() -> None:
    g = game()
    g.state.memo("vrijmetselaar", Names).names[:] = ["Gijs", "Hanna"]  # what his card shows
    board = Board()
    view(g, "Cor", board).claim("ziener", {"Hanna": True})  # even when the seer accuses him
    for seed in range(20):
        ballot = policy(g, "vrijmetselaar", BALLOT)(view(g, "Gijs", board, vote(), {}),
                                                    vote(), random.Random(seed))
        assert ballot not in ("Gijs", "Hanna")


def test_the_vrijmetselaars_know_each_other_from_the_deal() -> None:
    g = game()
    assert g.state.recall("vrijmetselaar", Names).names == ["Gijs", "Hanna"]


def test_the_vos_always_votes_with_the_lead() -> None:
    g = game()
    followed = 0
    for seed in range(40):
        board = Board()
        rng = random.Random(seed)
        lead = view(g, None, board).lead(vote(), rng)
        ballot = policy(g, "vos", BALLOT)(view(g, "Fleur", board, vote(), {}), vote(), rng)
        followed += ballot == lead or (lead == "Fleur" and ballot is NotImplemented)
    assert followed == 40  # a villager follows only FOLLOW_LEAD of the time


def test_the_nar_claims_the_seers_card_and_accuses_somebody_once() -> None:
    g = game(("weerwolf", "weerwolf", "ziener", "dokter", "nar", "burger", "burger", "burger"))
    bluffs = 0
    for seed in range(40):
        board, notes = Board(), {}  # type: ignore[var-annotated]
        policy(g, "nar", DAY)(view(g, "Eva", board, None, notes), random.Random(seed))
        if "Eva" in board.claims:
            bluffs += 1
            assert board.claims["Eva"] == "ziener"
            assert list(board.said["Eva"].values()) == [True] and "Eva" not in board.said["Eva"]
        said = dict(board.claims)
        policy(g, "nar", DAY)(view(g, "Eva", board, None, notes), random.Random(seed + 1))
        assert board.claims == said  # once
    assert 20 < bluffs < 40


def test_the_heks_the_jager_and_cupido_play_as_the_zygomatic_ones() -> None:
    g = game(("weerwolf", "weerwolf", "ziener", "heks", "jager", "cupido", "burger", "burger"))
    board = Board()
    view(g, "Cor", board).claim("ziener", {"Bram": True})
    potions = ask(TABLE, "heks", "heks", ("Dirk",), choices=("redden", "vergif"),
                  candidates=tuple(n for n in NAMES if n != "Dirk"),
                  info=("Het slachtoffer van de weerwolven: Dirk.",))
    assert policy(g, "heks", "heks")(view(g, "Dirk", board, potions), potions,
                                     RNG) == {"redden": True, "vergif": "Bram"}
    shot = ask(PLAYER, "jager", "jager", ("Eva",), candidates=tuple(n for n in NAMES
                                                                    if n != "Eva"))
    assert policy(g, "jager", "jager")(view(g, "Eva", board, shot), shot, RNG) == "Bram"
    assert "cupido" in g.state.rules.card_of_role("cupido").bot_policies  # type: ignore[union-attr]


def test_every_preset_plays_to_an_end_with_the_bots() -> None:
    for players in (8, 12):
        for preset, mix in offered(players, edition=WV):
            setup = deal_setup(tuple(f"P{i}" for i in range(players)), mix, 1, edition=WV)
            try:
                result = play_bot_game(setup, 1)
            except BotError as e:  # pragma: no cover - the message names the step
                raise AssertionError(f"{preset.id} at {players}: {e}") from e
            assert result.winner and not result.capped, preset.id


def test_in_a_whole_game_the_ziener_comes_out_with_what_she_truly_saw() -> None:
    """Through the engine: her bot reads her look from her card (Findings), so her public
    findings are true ("werewolf or not"), and she comes out in some games."""
    came_out = 0
    for seed in range(12):
        setup = deal_setup(NAMES, Counter(weerwolf=2, ziener=1, dokter=1, burger=4), seed,
                           edition=WV)
        g = Game(setup)
        bots = Bots(g, seed)
        while g.prompt is not None and g.state.round < 40:
            bots.answer(g.prompt)
        seer = next(p.name for p in g.state.players if p.role == "ziener")
        said = bots.board.said.get(seer, {}) if bots.board.claims.get(seer) == "ziener" else {}
        came_out += bool(said)
        for name, wolf in said.items():
            assert g.state.player(name).werewolf == wolf
    assert came_out >= 2
