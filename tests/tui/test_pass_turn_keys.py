"""A secret turn typed as a player types it (found playing in tmux, qa-pass): the numbers of
its list are the seat numbers of the seat map once someone has died, a fact longer than a line
is shown whole, and picks typed fast are all taken."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Static

from narration.modes import DOORGEVEN
from narration.prompts import PLAYER
from narration.secret_night import SecretNights
from narration.session import Session
from setups.game_setup import GameSetup
from tests.tui.conftest import MakeApp
from tests.tui.game_driver import keys_for, turn_keys
from tests.tui.test_pass_mode import SIZE, night_choice, press, session_at_dawn
from tui.i18n import LANGS, language, set_language, t
from tui.screens.game import GameScreen
from tui.screens.pass_turn import PassNightScreen
from tui.secret_turn import FACT_LINES, WIDTH, fact_lines, with_tick
from tui.widgets.pick_list import PickList


@asynccontextmanager
async def pass_night(make_app: MakeApp, session: Session
                     ) -> AsyncIterator[tuple[Pilot[Any], PassNightScreen]]:
    """The pass-the-laptop night of `session` on screen, with no minimum turn time."""
    app = make_app(min_turn_seconds=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = PassNightScreen(session, min_seconds=0)
        app.push_screen(screen)
        await pilot.pause()
        yield pilot, screen


SETUP = GameSetup(
    players=("Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna"),
    roles=("burger", "burger", "ziener", "heks", "weerwolf", "cupido", "weerwolf", "jager"),
    seed=4,
)


def session_at_second_night(setup: GameSetup, voted_out: str) -> Session:
    """The first night played headless, then a day in which the village votes `voted_out`."""
    session = session_at_dawn(setup)
    for _ in range(40):
        prompt = session.game.prompt
        assert prompt is not None
        if prompt.phase == "night":
            return session
        value: Any = None
        if prompt.key == "stemming":
            value = voted_out
        elif prompt.kind == PLAYER and prompt.needs_answer:
            value = prompt.candidates[0]
        elif prompt.needs_answer:
            value = ""
        session.submit(value)
    raise AssertionError("the day did not end")


async def reveal_turn_with_player_list(pilot: Any, screen: PassNightScreen) -> str:
    """Hand on turns until one whose choice is a list of players; its player."""
    for _ in range(len(SETUP.players)):
        player = screen.nights.next_player()
        assert player is not None
        await press(pilot, ["space"])
        task = screen.turn_task
        if task is not None and task.prompt.kind == PLAYER:
            return player
        while (task := screen.turn_task) is not None:
            await press(pilot, turn_keys(task.prompt, screen.nights.state, night_choice(
                screen.nights, player, task.prompt, task.key)))
        await press(pilot, ["enter"])
    raise AssertionError("no turn picks a player")


async def test_a_turn_lists_the_players_by_their_seat_numbers_after_a_death(
        make_app: MakeApp) -> None:
    session = session_at_second_night(SETUP, voted_out="Bram")
    state = session.game.state
    assert not state.player("Bram").alive
    async with pass_night(make_app, session) as (pilot, screen):
        player = await reveal_turn_with_player_list(pilot, screen)
        pick_list = screen.query_one("#turn-pick", PickList)
        living = [p for p in state.players if p.alive]
        assert pick_list.numbers == [0, *(p.seat + 1 for p in living)]
        # Hanna sits at 8 on the seat map: typing 8 picks her, not the row after her.
        target = next(p.name for p in reversed(living) if p.name != player)
        task = screen.turn_task
        assert task is not None
        await press(pilot, [str(state.player(target).seat + 1), "enter"])
        assert screen.nights.answered(player).get(task.key) == target


def test_the_heks_reads_every_fact_of_her_turn_whole_in_every_language() -> None:
    """Her "you never see their victim" is longer than a line in every language; it was cut
    with … at the turn's width."""
    session = Session.new(SETUP, mode=DOORGEVEN)
    nights = SecretNights(session)
    nights.pump()
    heks = next(p.name for p in session.game.state.players if p.role == "heks")
    while (player := nights.next_player()) != heks:
        assert player is not None
        while (task := nights.task(player)) is not None:
            nights.answer(player, task, night_choice(nights, player, task.prompt, task.key))
        nights.finish(player)
    before = language()
    try:
        for lang in LANGS:
            set_language(lang)
            shown = fact_lines(nights, heks, nights.task(heks))
            assert len(shown) == FACT_LINES and all(len(s) <= WIDTH for s in shown)
            assert "…" not in " ".join(shown)
            # (whitespace compared as one space: French has a no-break space before its colon)
            potions = shown[0].split(":", 1)[1].strip().rstrip(".")
            assert " ".join(" ".join(shown).split()) == " ".join(" ".join(
                [t("pass.fact.heks_drankjes", potions=potions), t("pass.fact.heks_blind")]).split())
    finally:
        set_language(before)


async def test_a_number_that_is_not_in_the_list_is_said_on_the_list() -> None:
    """Typing 9 in a list of eight players did nothing at all: no sound, no word."""
    from textual.app import App, ComposeResult

    class One(App[None]):
        def compose(self) -> ComposeResult:
            yield PickList([("", "Niemand"), *((n, n) for n in SETUP.players)], id="l",
                           numbered_from=0)

    app = One()
    async with app.run_test() as pilot:
        pick_list = app.query_one(PickList)
        pick_list.focus()
        await press(pilot, ["9"])
        assert pick_list.border_title == t("pick.typed_unlisted", number="9")
        await press(pilot, ["8"])
        assert pick_list.highlighted == 8 and "9" not in str(pick_list.border_title)


async def test_the_day_ends_on_the_open_screen_before_the_laptop_goes_round(
        make_app: MakeApp) -> None:
    """The vote's outcome (and the card it turned) was drawn under the first hand-over curtain
    at once: without a voice nobody read it. Now the open screen shows it and waits for Enter,
    and a vote entered wrong can still be taken back there (no night answer was given yet)."""
    session = session_at_dawn(SETUP)
    app = make_app(min_turn_seconds=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(GameScreen(session, mode=DOORGEVEN))
        await pilot.pause()
        state = session.game.state
        for _ in range(40):
            prompt = session.game.prompt
            assert prompt is not None and prompt.phase == "day"
            value: Any = None
            if prompt.key == "stemming":
                # Whose death asks nothing more (no successor, no shot, no lover).
                value = target = next(
                    p.name for p in state.players if p.alive and p.role not in ("jager", "weerwolf")
                    and not p.lover and "burgemeester" not in p.titles)
            elif prompt.kind == PLAYER and prompt.needs_answer:
                value = prompt.candidates[0]
            elif prompt.needs_answer:
                value = ""
            await press(pilot, keys_for(prompt, value, session.game.state))
            if prompt.key == "stemming":
                break
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen), "the night hid the vote at once"
        text = " ".join(str(w.render()) for w in game_screen.query(Static))
        assert f"{target} weggestemd" in text and t("pass.nightfall_press") in text
        await press(pilot, ["ctrl+z"])
        again = session.game.prompt
        assert again is not None and again.key == "stemming" and app.screen is game_screen
        await press(pilot, keys_for(again, target, session.game.state))
        await press(pilot, ["enter"])
        assert isinstance(app.screen, PassNightScreen)


async def test_a_repaired_save_says_so_on_the_first_curtain_after_resume(
        make_app: MakeApp) -> None:
    """A journal with a torn last line resumes with a warning; in pass-the-laptop mode the
    first hand-over curtain cleared it before it could be read."""
    app = make_app(min_turn_seconds=0)
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(SETUP, DOORGEVEN)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PassNightScreen)
        path = screen.session.path
        assert path is not None
    with path.open("a", encoding="utf-8") as journal:
        journal.write('{"a": ')  # the battery died halfway through a line
    app = make_app(min_turn_seconds=0)
    async with app.run_test(size=SIZE) as pilot:
        app.resume_game(path)
        await pilot.pause()
        assert isinstance(app.screen, PassNightScreen)
        notices = " ".join(n.message for n in app._notifications)
        assert path.name in notices or "half geschreven" in notices, notices
        await press(pilot, ["space"])  # the first turn clears it: it is a player's screen now
        assert not list(app._notifications)


async def test_cupido_typing_fast_gets_both_lovers(make_app: MakeApp) -> None:
    """`4 Enter 5 Enter 0 Enter` typed quickly on Cupido's turn ticked only 4: every pick
    rebuilt the whole turn, and the keys typed meanwhile went nowhere."""
    from tests.tui.input_helpers import burst

    session = Session.new(SETUP, mode=DOORGEVEN)
    app = make_app(min_turn_seconds=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = PassNightScreen(session, min_seconds=0)
        app.push_screen(screen)
        await pilot.pause()
        for _ in SETUP.players:
            player = screen.nights.next_player()
            assert player is not None
            await press(pilot, ["space"])
            task = screen.turn_task
            if task is not None and task.key == "cupido":
                break
            while (task := screen.turn_task) is not None:
                await press(pilot, turn_keys(task.prompt, screen.nights.state, night_choice(
                    screen.nights, player, task.prompt, task.key)))
            await press(pilot, ["enter"])
        else:
            raise AssertionError("no cupido turn")
        lovers = ["Daan", "Eva"]
        pick_list = screen.query_one("#turn-pick", PickList)
        await press(pilot, ["4", "enter"])
        # The turn is redrawn in place: the list that takes the next digit is the same one,
        # focused all along (a rebuilt stage had none for a moment).
        assert screen.query_one("#turn-pick", PickList) is pick_list and pick_list.has_focus
        assert with_tick("Daan") in pick_list.labels
        await burst(app, pilot, ["5", "enter", "0", "enter"])
        for _ in range(20):
            if screen.turn_task is None:
                break
            await pilot.pause(0.05)
        assert screen.nights.answered(player).get("cupido") == lovers


async def reveal_turn_of(pilot: Any, screen: PassNightScreen, key: str) -> str:
    """Hand on turns (each takes the first choice) until the one whose task is `key`."""
    for _ in range(len(SETUP.players)):
        player = screen.nights.next_player()
        assert player is not None
        await press(pilot, ["space"])
        task = screen.turn_task
        if task is not None and task.key == key:
            return player
        while (task := screen.turn_task) is not None:
            await press(pilot, turn_keys(task.prompt, screen.nights.state, night_choice(
                screen.nights, player, task.prompt, task.key)))
        await press(pilot, ["enter"])
    raise AssertionError(f"no {key} turn")


async def test_a_refused_confirm_keeps_the_lover_already_ticked(make_app: MakeApp) -> None:
    """Cupido confirming one lover is refused ("choose exactly 2"); the one he ticked stays
    ticked, so he adds the second instead of starting over unawares."""
    session = Session.new(SETUP, mode=DOORGEVEN)
    async with pass_night(make_app, session) as (pilot, screen):
        player = await reveal_turn_of(pilot, screen, "cupido")
        await press(pilot, ["4", "enter", "0", "enter"])
        pick_list = screen.query_one("#turn-pick", PickList)
        assert screen.turn_task is not None and "cupido" not in screen.nights.answered(player)
        refusal = str(screen.query_one(".turn-error", Static).render())
        assert "2" in refusal  # it says what was wrong: exactly two players
        assert with_tick("Daan") in pick_list.labels
        await press(pilot, ["5", "enter", "0", "enter"])
        assert screen.nights.answered(player).get("cupido") == ["Daan", "Eva"]


async def test_a_refused_poison_keeps_the_heks_s_elixir_answer(make_app: MakeApp) -> None:
    """The heks uses her elixir, then poisons herself: refused with the rule; she stays at
    the poison question with her elixir answer kept, instead of being asked it again."""
    session = Session.new(SETUP, mode=DOORGEVEN)
    async with pass_night(make_app, session) as (pilot, screen):
        player = await reveal_turn_of(pilot, screen, "heks")
        assert player == "Daan"
        await press(pilot, ["1", "enter"])          # use the elixir
        assert screen.picking.save is True
        await press(pilot, ["4", "enter"])          # poison herself: refused
        assert "heks" not in screen.nights.answered(player)
        assert "Heks" in str(screen.query_one(".turn-error", Static).render())  # the rule
        assert screen.picking.save is True
        assert screen.view().title[0] == t("pass.task.heks")  # still the poison question
        await press(pilot, ["0", "enter"])          # nobody
        assert screen.nights.answered(player).get("heks") == {"redden": True}
