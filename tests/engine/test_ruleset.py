"""The per-game ruleset: only the cards a game can meet, in declared precedence, and refused
when two cards compete with no precedence declared."""

from __future__ import annotations

import pytest

from narration.card import MOMENT, NIGHT_STEP, Card, Kind
from narration.card_index import all_cards
from narration.engine import Game
from narration.hooks import Flow
from narration.ruleset import (
    RulesetError,
    build_ruleset,
    edition_cards,
    full_ruleset,
    ruleset_for,
)
from narration.state import GameState
from narration.vote_rules import VOTER_RULE
from setups.editions import edition_ids
from setups.game_setup import GameSetup
from setups.options import Options

PLAYERS = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur")


def nothing(state: GameState) -> Flow:
    yield from ()


def also_nothing(state: GameState) -> Flow:
    yield from ()


def test_two_cards_on_one_moment_run_in_their_declared_order_whatever_the_card_order() -> None:
    first, second = Card("eerste", Kind.RULE), Card("tweede", Kind.RULE)
    second.moment("ochtend", 10)(also_nothing)
    first.moment("ochtend", 20)(nothing)
    for cards in ((first, second), (second, first)):
        assert build_ruleset(cards).scoped_fns(MOMENT, "ochtend") == (also_nothing, nothing)


def test_two_cards_with_the_same_precedence_are_refused_naming_both() -> None:
    a, b = Card("kaart_a", Kind.RULE), Card("kaart_b", Kind.RULE)
    a.moment("ochtend", 10)(nothing)
    b.moment("ochtend", 10)(also_nothing)
    with pytest.raises(RulesetError, match=r"kaart_a:nothing and kaart_b:also_nothing .* 10"):
        build_ruleset((a, b))
    c = Card("kaart_c", Kind.RULE)
    c.moment("voor_stemming", 10)(also_nothing)  # the same order on another moment: no conflict
    assert build_ruleset((a, c)).scoped_fns(MOMENT, "voor_stemming") == (also_nothing,)


def test_two_cards_claiming_one_night_step_are_refused() -> None:
    a, b = Card("kaart_a", Kind.ROLE), Card("kaart_b", Kind.ROLE)
    a.night_step("ziener")(nothing)
    b.night_step("ziener")(also_nothing)
    with pytest.raises(RulesetError, match="both claim night_step 'ziener'"):
        build_ruleset((a, b))


def test_every_card_together_builds_one_ruleset() -> None:
    """No two cards anywhere compete without a declared precedence (a mixed game may meet
    any of them)."""
    rules = full_ruleset()
    assert len(rules.cards) == len([c for c in all_cards() if not c.edition])
    assert rules.keyed(NIGHT_STEP, "heks") is not None
    for edition_id in edition_ids():  # and every card one edition can meet
        rules = full_ruleset(edition_id)
        own = [c.id for c in all_cards() if c.edition == edition_id]
        assert set(own) <= {c.id for c in rules.cards}
        assert rules.keyed(NIGHT_STEP, "heks") is not None


def test_a_game_holds_only_the_cards_it_can_meet() -> None:
    base = GameSetup(PLAYERS, ("weerwolf", "ziener", "heks", "burger", "burger", "burger"))
    ids = {card.id for card in ruleset_for(base).cards}
    assert {"weerwolven", "ziener", "heks", "burgemeester"} <= ids
    assert not ids & {"fluitspeler", "waard", "vote_cards", "zwarte_dood", "best_of"}
    with_deck = GameSetup(PLAYERS, base.roles, options=Options(event_deck="alle"))
    assert "vote_cards" in {card.id for card in ruleset_for(with_deck).cards}
    with_thief = GameSetup(PLAYERS, ("dief", *base.roles[1:]), middle=("weerwolf", "fluitspeler"))
    assert "fluitspeler" in {card.id for card in ruleset_for(with_thief).cards}


def test_a_games_ruleset_is_the_one_the_flow_uses() -> None:
    """A card added to a game's ruleset acts in that game; the same game without it does not
    see it (the voter rule removes Anna from the voters)."""
    game = Game(GameSetup(PLAYERS, ("weerwolf", "ziener", "heks", "burger", "burger", "burger")))
    extra = Card("geen_stem_voor_anna", Kind.RULE)
    extra.hook(VOTER_RULE, 5)(lambda state, names: [n for n in names if n != "Anna"])
    from narration.vote import voters

    assert "Anna" in voters(game.state)
    game.state.rules = build_ruleset((*game.state.rules.cards, extra))
    assert "Anna" not in voters(game.state)


def test_an_editions_card_takes_the_place_of_the_zygomatic_card_with_its_role_id() -> None:
    """In its edition's games the edition's own `vos` plays, not the Karakters fox; a card it
    `replaces` by id (a rule of every game) is gone too; the other cards stay."""
    zygomatic_vos = Card("vos", Kind.ROLE)
    zygomatic_vos.night_step("vos")(nothing)
    wins = Card("wins", Kind.RULE)
    ziener = Card("ziener", Kind.ROLE)
    own_vos = Card("dorp_vos", Kind.ROLE, roles=("vos",), edition="dorp",
                   replaces=("wins",))
    own_vos.night_step("vos")(also_nothing)
    playing = edition_cards((zygomatic_vos, wins, ziener, own_vos))
    assert playing == (ziener, own_vos)
    assert build_ruleset(playing).keyed(NIGHT_STEP, "vos").fn is also_nothing  # type: ignore[union-attr]
    # Outside its edition the card is not in play at all.
    setup = GameSetup(players=PLAYERS, roles=("vos", "weerwolf", "burger", "burger", "burger",
                                              "burger"), seed=1)
    assert not own_vos.in_play(setup) and zygomatic_vos.in_play(setup)


def test_without_edition_cards_nothing_is_replaced() -> None:
    cards = tuple(c for c in all_cards() if not c.edition)
    assert edition_cards(cards) == cards


def test_a_points_functions_are_its_own_hooks_in_each_ruleset_also_after_asking_others() -> None:
    # `fns` keeps the () of a point nobody hooks once asked: that must never hide a hook of
    # the same point in another ruleset, nor a hook of another point, nor a moment's hooks.
    def voter(state: GameState, voters: list[str]) -> list[str]:
        return voters

    def also_voter(state: GameState, voters: list[str]) -> list[str]:
        return voters

    a, b = Card("kaart_a", Kind.RULE), Card("kaart_b", Kind.RULE)
    a.hook(VOTER_RULE, 20)(voter)
    b.hook(VOTER_RULE, 10)(also_voter)
    a.moment("ochtend", 10)(nothing)
    lone, both = build_ruleset((Card("leeg", Kind.RULE),)), build_ruleset((a, b))
    for _ in range(2):
        assert lone.fns(VOTER_RULE) == ()
        assert lone.fns(MOMENT) == ()
        assert both.fns(VOTER_RULE) == (also_voter, voter)
        assert both.fns(MOMENT) == ()  # a moment's hooks are under its name only
        assert both.scoped_fns(MOMENT, "ochtend") == (nothing,)
    assert both.fns(VOTER_RULE) == tuple(h.fn for h in both.hooks(VOTER_RULE))
    # Every ordered point of a whole edition gives exactly its hooks.
    full = full_ruleset()
    for point in {h.point for c in full.cards for h in c.hooks if not h.point.keyed}:
        assert full.fns(point) == tuple(h.fn for h in full.hooks(point))


def test_the_cards_that_bring_other_cards_are_known_from_the_catalogue() -> None:
    """The waarzegster brings her Spiritisme event cards without a deck; the toneelspeler,
    before the game has drawn his cards, can bring any card (catalogue `brings_events`,
    `draws_cards`)."""
    roles = ("weerwolf", "ziener", "heks", "burger", "burger", "burger")

    def ids(setup: GameSetup) -> set[str]:
        return {card.id for card in ruleset_for(setup).cards}

    plain = ids(GameSetup(PLAYERS, roles))
    assert "spiritisme" not in plain and "fluitspeler" not in plain
    seer = GameSetup(PLAYERS, ("waarzegster", *roles[1:]))
    assert {"spiritisme", "waarzegster_cards"} <= ids(seer)
    assert "fluitspeler" in ids(GameSetup(PLAYERS, ("toneelspeler", *roles[1:])))
    drawn = GameSetup(PLAYERS, ("toneelspeler", *roles[1:]),
                      actor_cards=("jager", "cupido", "dorpsoudste"))
    assert "fluitspeler" not in ids(drawn)


@pytest.mark.parametrize("edition", ["", "best_of", "huisregels", "wolf_village"])
def test_the_titles_marks_come_from_their_cards(edition: str) -> None:
    """The table view's ★ and ⚑ are declared by the title cards (Card.title_marks)."""
    roles = ("weerwolf", "ziener", "burger", "burger", "burger", "burger")
    plain = ruleset_for(GameSetup(PLAYERS, roles, edition=edition)).title_marks
    assert plain == {"burgemeester": "★"}
    if edition != "wolf_village":  # (Wolf Village has no omroeper)
        crier = GameSetup(PLAYERS, roles, edition=edition, options=Options(omroeper=True))
        assert ruleset_for(crier).title_marks == {"burgemeester": "★", "omroeper": "⚑"}


def test_two_cards_that_mark_one_title_differently_are_refused() -> None:
    a = Card("kaart_a", Kind.TITLE, title_marks={"schout": "☆"})
    b = Card("kaart_b", Kind.TITLE, title_marks={"schout": "✪"})
    with pytest.raises(RulesetError, match="kaart_a and kaart_b mark the title 'schout'"):
        build_ruleset((a, b))
