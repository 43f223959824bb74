"""The caches of the engine's hot paths (tests/benchmarks/sim_bench.py) give what the uncached
code gives: a ruleset per cards and options, a player's werewolf flag after his card changes,
a line per fields, the bots' living wolves per answer."""

from __future__ import annotations

from collections import Counter

import pytest

from narration.bot_view import Board, SeatView
from narration.engine import Game
from narration.lines import edition_line, line
from narration.ruleset import _play_key, _ruleset_for_key, ruleset_for
from narration.state import Player, _Seat, new_player
from setups.deal import deal_setup
from setups.errors import SetupError
from setups.game_setup import GameSetup, validate
from setups.options import Options

NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur")


def setup(roles: tuple[str, ...], options: Options | None = None) -> GameSetup:
    return GameSetup(players=NAMES, roles=roles, options=options or Options())


def test_a_ruleset_is_found_by_its_cards_and_options_as_without_the_cache() -> None:
    base = ("weerwolf", "ziener", "burger", "burger", "burger", "burger")
    shuffled = ("burger", "burger", "ziener", "burger", "weerwolf", "burger")
    options = Options()
    assert ruleset_for(setup(base, options)) is ruleset_for(setup(shuffled, options))
    with_witch = ("weerwolf", "ziener", "heks", "burger", "burger", "burger")
    assert ruleset_for(setup(with_witch, options)) is not ruleset_for(setup(base, options))
    assert "heks" in {c.id for c in ruleset_for(setup(with_witch, options)).cards}
    other = Options(reveal_dead_roles=not options.reveal_dead_roles)
    for roles in (base, with_witch):
        for opts in (options, other, Options()):
            found = ruleset_for(setup(roles, opts))
            assert found is _ruleset_for_key(_play_key(setup(roles, opts)))


def test_a_players_werewolf_flag_follows_his_card_and_his_turning() -> None:
    player = Player("Anna", 0, "weerwolf")
    assert player.werewolf
    player.role = "burger"
    assert not player.werewolf
    player.turned = True
    assert player.werewolf
    player.turned = False
    player.role = "weerwolf"
    assert player.werewolf and Player("Bram", 1, "ziener").werewolf is False


def test_a_line_formatted_once_is_the_line_formatted_again() -> None:
    for lang in ("nl", "en"):
        first = edition_line(lang, "", "public", "dood_nacht", {"name": "Anna"})
        assert first == line(lang, "public", "dood_nacht", name="Anna")
        assert edition_line(lang, "", "public", "dood_nacht", {"name": "Anna"}) == first
        assert "Bram" in edition_line(lang, "", "public", "dood_nacht", {"name": "Bram"})


def test_the_bots_living_wolves_are_read_again_after_each_answer() -> None:
    game = Game(deal_setup(NAMES, Counter(weerwolf=2, ziener=1, burger=3), 4))
    wolves = [p.name for p in game.state.players if p.werewolf]
    board = Board(moment=0)
    view = SeatView(game.state, board, wolves[0], {})
    assert view.pack() == wolves[1:]
    game.state.player(wolves[1]).alive = False  # as a later answer would
    assert view.pack() == wolves[1:]  # the same answer: the state has not changed for the bots
    board.moment += 1
    assert view.pack() == []
    assert SeatView(game.state, Board(), wolves[0], {}).pack() == []  # no driver: read afresh


def test_a_setup_checked_once_is_refused_for_the_same_reasons() -> None:
    good = setup(("weerwolf", "ziener", "burger", "burger", "burger", "burger"))
    validate(good)
    validate(good)
    bad = GameSetup(players=NAMES, roles=("ziener", "burger", "burger", "burger", "burger",
                                          "burger"))
    for _ in range(2):
        with pytest.raises(SetupError, match="werewolf"):
            validate(bad)


def test_the_facts_of_a_mix_are_its_own_and_kept_only_once_its_cards_passed() -> None:
    from setups.game_setup import _CARD_FACTS

    # A mix two groups spoil: each seating names the group seen first, every time (a refused
    # mix leaves no facts behind that would carry one seating's order to another).
    first = ("gezuster", "gebroeder", "weerwolf", "burger", "burger", "burger")
    second = ("gebroeder", "gezuster", "weerwolf", "burger", "burger", "burger")
    for _ in range(2):
        with pytest.raises(SetupError, match="gezuster"):
            validate(setup(first))
        with pytest.raises(SetupError, match="gebroeder"):
            validate(setup(second))
    assert ("", tuple(sorted(first)), ()) not in _CARD_FACTS
    # A mix that passed keeps its facts; the same cards in other seats read them, and a mix
    # that differs in one card (here: the werewolf) is checked for itself.
    good = setup(("weerwolf", "ziener", "heks", "burger", "burger", "burger"))
    validate(good)
    facts = _CARD_FACTS[("", tuple(sorted(good.roles)), ())]
    assert facts.wolf_card and facts.counts == Counter(good.roles)
    validate(setup(("burger", "heks", "burger", "ziener", "burger", "weerwolf")))
    assert _CARD_FACTS[("", tuple(sorted(good.roles)), ())] is facts
    with pytest.raises(SetupError, match="werewolf"):
        validate(setup(("burger", "ziener", "heks", "burger", "burger", "burger")))
    # The same cards with the dief's middle cards are another mix, with its own checks.
    dief = ("weerwolf", "ziener", "dief", "burger", "burger", "burger")
    validate(GameSetup(players=NAMES, roles=dief, middle=("burger", "burger")))
    with pytest.raises(SetupError, match="two middle cards"):
        validate(GameSetup(players=NAMES, roles=dief, middle=("burger",)))


def test_a_player_is_made_with_every_field_of_the_dataclass_and_its_werewolf_flag() -> None:
    import dataclasses
    import inspect

    fields = [f.name for f in dataclasses.fields(Player)]
    # Player's own __new__ and new_player (it sets the fields at once) take exactly the
    # fields, in order, and store them in the slots of _Seat, with the werewolf flag.
    assert list(inspect.signature(Player.__new__).parameters)[1:] == fields
    assert list(inspect.signature(new_player).parameters) == fields
    assert new_player("Anna", 0, "weerwolf") == Player("Anna", 0, "weerwolf")
    assert sorted(_Seat.__slots__) == sorted((*fields, "werewolf"))
    anna = Player("Anna", 0, "weerwolf")
    for f in dataclasses.fields(Player):
        if f.default is not dataclasses.MISSING:
            assert getattr(anna, f.name) == f.default
        elif f.default_factory is not dataclasses.MISSING:
            assert getattr(anna, f.name) == f.default_factory()
    assert Player("Bram", 1, "burger").titles is not Player("Cor", 2, "burger").titles
    assert anna.werewolf and Player("Dirk", 3, "burger", turned=True).werewolf
    assert dataclasses.replace(anna, role="burger").werewolf is False


def test_a_table_found_valid_once_is_checked_again_for_every_field_its_checks_read() -> None:
    """The passed setups (setups.game_setup._PASSED) are kept by every field validate reads of
    them: a setup that differs from a passed one in any of them is refused as before."""
    from dataclasses import replace

    from setups.game_setup import _KEY_FIELDS, _passed, _plain_key

    good = setup(("weerwolf", "ziener", "heks", "burger", "burger", "burger"))
    validate(good)
    validate(replace(good, roles=("burger", "heks", "burger", "ziener", "burger", "weerwolf"),
                     seed=9))  # the same table dealt again
    key = _plain_key(good)
    assert key is not None and key in _passed(good.options)
    assert len([k for k in _passed(good.options) if k[:2] == key[:2]]) == 1  # both deals
    refused = {
        "names": replace(good, players=("Anna", "Anna", "Cor", "Dirk", "Eva", "Fleur")),
        "cards": replace(good, roles=("burger", "ziener", "heks", "burger", "burger", "burger")),
        "middle": replace(good, middle=("burger", "burger")),
        "language": replace(good, lang="xx"),
        "zwarte_dood": replace(good, options=Options(zwarte_dood=True)),
        "professions": replace(good, professions=("onbekend",) * 6),
        "edition": replace(good, edition="geen_editie"),
        "actor_cards": replace(good, actor_cards=("geen_kaart",)),
        "sect_group": replace(good, sect_group=("Niemand",)),
        "events": replace(good, events=("geen_kaart",)),
    }
    # Every field the key holds has a refused setup here (a field added to GameSetup joins the
    # key by itself, and this test then asks for its refusal); the seed alone is read by none.
    named = {"names": "players", "cards": "roles", "language": "lang", "zwarte_dood": "options"}
    assert {named.get(f, f) for f in refused} == {name for name, _ in _KEY_FIELDS} | {"options"}
    for field, bad in refused.items():
        for _ in range(2):
            with pytest.raises(SetupError):
                validate(bad)
        assert _plain_key(bad) not in _passed(bad.options), field

