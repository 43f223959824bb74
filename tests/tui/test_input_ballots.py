"""Ballot entry with keys as fast as a narrator types: no digit joins the next ballot, a
ballot that breaks a rule is refused at that ballot, ctrl+z steps back one ballot."""

from __future__ import annotations

import re

import pytest

from narration.engine import Game
from tests.tui.input_helpers import (
    answer_until,
    burst,
    game_of,
    lover_votes_for_partner,
    screen_text,
    seat_keys,
    twelve,
)
from texts import LANGS, texts
from tui.app import WakkerdamApp, create_app
from tui.speech import SilentSpeaker


def new_app() -> WakkerdamApp:
    return create_app(speaker_factory=lambda lang: SilentSpeaker())


def ballot_keys(game: Game, ballots: dict[str, str]) -> list[str]:
    prompt = game.prompt
    assert prompt is not None
    keys: list[str] = []
    for voter in prompt.voters:
        target = ballots.get(voter)
        keys += [*(seat_keys(game, target) if target else ["0"]), "enter"]
    return keys


async def test_a_whole_twelve_player_ballot_typed_without_pauses_counts_every_vote() -> None:
    app = new_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "stemming")
        prompt = game.prompt
        assert prompt is not None
        voters = list(prompt.voters)
        assert len(voters) >= 10
        players = {p.name: p for p in game.state.players}
        # Targets with one- and two-digit seats, typed back to back: a "1" after a "1"
        # must stay two ballots, not become seat 11.
        by_seat = sorted(prompt.candidates, key=lambda n: players[n].seat)
        one, ten, eleven = by_seat[0], by_seat[9], by_seat[10]
        assert players[one].seat == 0 and players[eleven].seat == 10
        ballots = {}
        for i, voter in enumerate(voters):
            target = (one, eleven, ten)[i % 3]
            if target != voter:
                ballots[voter] = target
        await pilot.press("b", *ballot_keys(game, ballots))
        await pilot.pause()
        record = game.records[-1]
        assert record.step == "stemming"
        assert record.answer == {"ballots": ballots}


async def test_a_ballot_sent_in_one_burst_counts_every_vote_for_its_own_voter() -> None:
    """A terminal hands the app a fast typist's keys in one read: each Enter takes the
    number typed before it, not the last one typed (Enter used to act only once it had
    bubbled up to the app, after the digits behind it: every ballot went to the last)."""
    app = new_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "stemming")
        prompt = game.prompt
        assert prompt is not None
        voters = list(prompt.voters)
        players = {p.name: p for p in game.state.players}
        by_seat = sorted(prompt.candidates, key=lambda n: players[n].seat)
        ballots = {}
        for i, voter in enumerate(voters):
            target = by_seat[(i * 5 + 1) % len(by_seat)]
            if target != voter:
                ballots[voter] = target
        assert len(set(ballots.values())) > 3
        await burst(app, pilot, ["b", *ballot_keys(game, ballots)])
        record = game.records[-1]
        assert record.step == "stemming"
        assert record.answer == {"ballots": ballots}


async def test_a_number_that_could_grow_is_shown_as_typed_and_not_taken_by_itself() -> None:
    app = new_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "stemming")
        await pilot.press("b", "1")
        await pilot.pause(1.5)  # a long pause does not end the number
        assert "Nummer 1…" in screen_text(app)
        await pilot.press("2")
        assert "Nummer 12" in screen_text(app)
        await pilot.press("enter")
        prompt = game.prompt
        assert prompt is not None and prompt.key == "stemming"
        assert "(2/" in screen_text(app)  # the second ballot is asked
        assert "Nummer 1" not in screen_text(app)  # the confirmed number has ended


async def test_a_lover_voting_against_the_partner_is_refused_at_that_ballot() -> None:
    app = new_app()
    async with app.run_test(size=(120, 40)) as pilot:
        _, first, partner = await lover_votes_for_partner(app, pilot)
        text = screen_text(app)
        # The curtain dropped at dawn: the refusal names no lover (ruling verteller-gordijn);
        # raised, it says whom and the rule.
        refused = str(app.screen.query_one("#ballot-error").render())
        assert refused.startswith("Dat kun je hier niet kiezen: kies iets anders."), refused
        assert f"Stem van {first} (1/" in text  # still this voter's ballot
        await pilot.press("c")
        refused = str(app.screen.query_one("#ballot-error").render())
        assert refused.startswith(f"Je kunt {partner} hier niet kiezen: kies iets anders. "
                                  "De regel: “Een Geliefde mag nooit tegen"), refused
        panel = app.screen.panel  # type: ignore[attr-defined]
        assert panel.ballots == {}


async def test_ctrl_z_in_ballot_entry_steps_back_one_ballot_and_ctrl_y_puts_it_back() -> None:
    app = new_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "stemming")
        answers_before = len(game.records)
        prompt = game.prompt
        assert prompt is not None
        target = prompt.candidates[-1]
        await pilot.press("b")
        for _ in range(3):
            await pilot.press(*seat_keys(game, target), "enter")
        panel = app.screen.panel  # type: ignore[attr-defined]
        assert len(panel.ballots) == 3
        await pilot.press("ctrl+z")
        assert len(panel.ballots) == 2 and panel.voter_index == 2
        assert len(game.records) == answers_before  # the game's answers are untouched
        await pilot.press("ctrl+y")
        assert len(panel.ballots) == 3 and panel.voter_index == 3



async def test_enter_alone_takes_no_ballot_only_a_typed_zero_abstains() -> None:
    """After a ballot nothing is lit: a second Enter pressed by accident used to record an
    abstention for the next voter (row 0 was lit again); now it rings and counts nothing."""
    app = new_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "stemming")
        prompt = game.prompt
        assert prompt is not None
        target = prompt.candidates[-1]
        panel = app.screen.panel  # type: ignore[attr-defined]
        await pilot.press("b", "enter")  # nothing lit yet for the first voter either
        assert panel.voter_index == 0 and not panel.entered
        await pilot.press(*seat_keys(game, target), "enter", "enter")
        assert panel.voter_index == 1 and len(panel.entered) == 1
        await pilot.press("0", "enter")  # the second voter abstains, said with 0
        assert panel.voter_index == 2 and panel.entered == list(prompt.voters[:2])
        assert list(panel.ballots) == [prompt.voters[0]]
        await pilot.press("down", "enter")  # an arrow lights row 0: the third abstains too
        assert panel.voter_index == 3 and list(panel.ballots) == [prompt.voters[0]]

# Third-person singular pronouns that guess a voter's gender from the name.
GENDERED = {"nl": {"hij", "zij", "hem", "haar", "zijn"}, "en": {"he", "she", "him", "her", "his"},
            "de": {"er", "sie", "ihn", "ihm", "ihr", "sein", "seine"},
            "fr": {"il", "elle", "lui"}}


@pytest.mark.parametrize("lang", LANGS)
def test_the_ballot_prompt_guesses_no_gender(lang: str) -> None:
    """"Stem van Anna: typ het nummer van wie hij aanwijst": the voter was always "hij"."""
    hint = texts(lang, "tui").text("prompt.ballot_of", voter="Anna", n=1, total=8)
    assert "Anna" in hint
    words = set(re.findall(r"\w+", hint.lower()))
    assert not words & GENDERED.get(lang, set()), hint


@pytest.mark.parametrize("key", ["setup.deal.secret", "setup.mode.doorgeven", "cards.head"])
def test_the_english_setup_speaks_of_any_player_neutrally(key: str) -> None:
    """"each sees only his own card", "everyone takes his own turn", "the card he got"."""
    words = set(re.findall(r"\w+", texts("en", "tui").text(key).lower()))
    assert not words & GENDERED["en"], key
