"""The bot policies of the house rules' cards (narration/editions/huisregels/, the shared ones in
narration/shared_policies.py): each test fails if the card played the generic answer, and a
bot sees only its SeatView (swap hidden cards: the same seat, with the same dice, chooses the
same)."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import BALLOT, Board, SeatView
from narration.bots import play_bot_game
from narration.engine import Game
from narration.prompts import PLAYER, PLAYERS, VOTE, YESNO, Prompt
from setups.deal import deal_setup
from setups.game_setup import GameSetup
from setups.presets import offered

HR = "huisregels"
NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna", "Ids", "Jan")
# Anna and Bram the pack with Cor the witte weerwolf; Dirk the ziener, Eva the genezer, Fleur
# the slet, Gijs the schout, Hanna the raaf, Ids the yeti, Jan the fluitspeler.
ROLES = ("weerwolf", "weerwolf", "witte_weerwolf", "ziener", "genezer", "slet", "schout",
         "raaf", "yeti", "fluitspeler")
RNG = random.Random(11)
PROFESSIONS = ("boer", "boer", "boer", "kwakzalver", "biechtvader", "kasteelheer", "barbier",
               "veldwachter", "schooljuffrouw", "zwerver")


def game(roles: tuple[str, ...] = ROLES) -> Game:
    """A table of the house rules with Het Dorp's professions (the raaf needs the buildings)."""
    return Game(GameSetup(NAMES, roles, 1, professions=PROFESSIONS, edition=HR))


def view(g: Game, seat: str | None, board: Board | None = None, prompt: Prompt | None = None,
         notes: dict[str, dict[str, Any]] | None = None) -> SeatView:
    return SeatView(g.state, board or Board(), seat, {} if notes is None else notes, prompt)


def policy(g: Game, role_id: str, key: str) -> Any:
    card = g.state.rules.card_of_role(role_id)
    assert card is not None and card.edition == HR, role_id  # the edition's own card
    return card.bot_policies[key]


def ask(kind: Any, key: str, role: str | None, called: tuple[str, ...], **kw: Any) -> Prompt:
    return Prompt(key, key, kind, "night", 1, role=role, called=called, **kw)


def others(*names: str) -> tuple[str, ...]:
    return tuple(n for n in NAMES if n not in names)


def exposed(g: Game, *wolves: str) -> Board:
    """A board on which Dirk (the seer) came out and named `wolves`."""
    board = Board()
    view(g, "Dirk", board).claim("ziener", dict.fromkeys(wolves, True))
    return board


def test_the_raaf_marks_the_most_suspected_and_nobody_without_a_suspect() -> None:
    g = game()
    letter = ask(PLAYER, "raaf", "raaf", ("Hanna",), candidates=others("Hanna"), optional=True)
    for seed in range(10):
        assert policy(g, "raaf", "raaf")(view(g, "Hanna", Board(), letter), letter,
                                         random.Random(seed)) == ""
    assert policy(g, "raaf", "raaf")(view(g, "Hanna", exposed(g, "Bram"), letter), letter,
                                     RNG) == "Bram"


def test_the_schooljuffrouw_bans_the_suspects_only() -> None:
    g = game(("weerwolf", "weerwolf", "burger", "ziener", "burger", "burger", "burger",
              "burger", "burger", "burger"))
    card = g.state.rules.cards
    teacher = next(c for c in card if c.id == "huisregels_schooljuffrouw")
    ban = Prompt("schooljuffrouw", "schooljuffrouw", PLAYERS, "day", 2, called=("Cor",),
                 candidates=others("Cor"), low=0, high=2)
    bans = teacher.bot_policies["schooljuffrouw"]
    assert bans(view(g, "Cor", Board(), ban), ban, RNG) == []
    assert sorted(bans(view(g, "Cor", exposed(g, "Anna", "Bram"), ban), ban,
                       RNG)) == ["Anna", "Bram"]
    one = Prompt("schooljuffrouw", "schooljuffrouw", PLAYERS, "day", 2, called=("Cor",),
                 candidates=others("Cor"), low=0, high=1)
    assert len(bans(view(g, "Cor", exposed(g, "Anna", "Bram"), one), one, RNG)) == 1


def test_the_schout_watches_the_claimed_seer_else_the_most_trusted() -> None:
    g = game()
    watch = ask(PLAYER, "schout", "schout", ("Gijs",), candidates=others("Gijs"))
    board = exposed(g, "Bram")
    assert policy(g, "schout", "schout")(view(g, "Gijs", board, watch), watch, RNG) == "Dirk"
    board = Board()
    view(g, "Eva", board).claim("genezer", {})  # a claimer is watched too
    assert policy(g, "schout", "schout")(view(g, "Gijs", board, watch), watch, RNG) == "Eva"


def test_the_slet_sleeps_with_a_suspect_never_with_the_seer() -> None:
    g = game()
    night = ask(PLAYER, "slet", "slet", ("Fleur",), candidates=others("Fleur"))
    board = exposed(g, "Bram")
    for seed in range(10):
        assert policy(g, "slet", "slet")(view(g, "Fleur", board, night), night,
                                         random.Random(seed)) == "Bram"


def test_the_slets_choice_does_not_depend_on_hidden_cards() -> None:
    swapped = ("burger", "weerwolf", "witte_weerwolf", "ziener", "genezer", "slet", "schout",
               "raaf", "yeti", "weerwolf")
    night = ask(PLAYER, "slet", "slet", ("Fleur",), candidates=others("Fleur"))
    for seed in range(20):
        picks = [policy(g, "slet", "slet")(view(g, "Fleur", prompt=night), night,
                                           random.Random(seed)) for g in (game(), game(swapped))]
        assert picks[0] == picks[1]


def test_the_genezer_protects_the_claimed_seer() -> None:
    g = game()
    protect = ask(PLAYER, "genezer", "genezer", ("Eva",), candidates=others("Eva"))
    board = exposed(g, "Bram")
    for seed in range(10):
        assert policy(g, "genezer", "genezer")(view(g, "Eva", board, protect), protect,
                                               random.Random(seed)) == "Dirk"


def test_the_witte_weerwolf_waits_until_the_village_is_about_to_fall() -> None:
    g = game()
    prey = ask(PLAYER, "witte_weerwolf", "witte_weerwolf", ("Cor",), candidates=("Anna", "Bram"),
               optional=True)
    eats = policy(g, "witte_weerwolf", "witte_weerwolf")
    assert eats(view(g, "Cor", exposed(g, "Bram"), prey), prey, RNG) == ""  # 7 others, 2 wolves
    for name in ("Dirk", "Eva", "Fleur", "Gijs"):
        g.state.player(name).alive = False
    assert eats(view(g, "Cor", exposed(g, "Bram"), prey), prey, RNG) == "Bram"  # 3 others


def test_the_yeti_keeps_his_gift_for_the_end() -> None:
    g = game()
    gift = ask(YESNO, "yeti", "yeti", ("Ids",))
    notes: dict[str, dict[str, Any]] = {}
    uses = policy(g, "yeti", "yeti")
    assert uses(view(g, "Ids", prompt=gift, notes=notes), gift, RNG) is False
    for name in ("Dirk", "Eva", "Fleur", "Gijs", "Hanna"):
        g.state.player(name).alive = False
    assert uses(view(g, "Ids", prompt=gift, notes=notes), gift, RNG) is True


def test_the_fluitspeler_charms_as_many_as_asked_of_the_least_suspected() -> None:
    g = game()
    board = exposed(g, "Bram", "Anna")
    charm = ask(PLAYERS, "fluitspeler", "fluitspeler", ("Jan",), candidates=others("Jan"),
                low=2, high=2)
    picked = policy(g, "fluitspeler", "fluitspeler")(view(g, "Jan", board, charm), charm, RNG)
    assert len(picked) == 2 and "Dirk" in picked and not {"Anna", "Bram"} & set(picked)
    vote = Prompt("stemming", "stemming", VOTE, "day", 1, candidates=NAMES, voters=NAMES)
    assert policy(g, "fluitspeler", BALLOT)(view(g, "Jan", board, vote), vote,
                                            RNG) in ("Anna", "Bram")


def test_every_preset_plays_to_an_end_with_the_bots() -> None:
    for players in (8, 12):
        for preset, mix in offered(players, edition=HR):
            if preset.edition != HR:
                continue  # a Zygomatic preset with cards the house box does not have
            setup = deal_setup(tuple(f"P{i}" for i in range(players)), mix, 1, edition=HR)
            result = play_bot_game(setup, 1)
            assert result.winner, preset.id
