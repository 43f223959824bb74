"""Pass-the-laptop played with keys: a whole game in which, at every hand-over and on every
turn, nothing on screen (rendered or mounted), in a notification, in the command palette or in
the voice tells anyone a card or a secret that is not his; the minimum time on screen and the
order of the turns are the same whatever the cards."""

from __future__ import annotations

from typing import Any

from textual.widgets import OptionList, Static

from narration.lines import line as engine_line
from narration.lines import line_ids
from narration.modes import DOORGEVEN
from narration.prompts import Prompt
from narration.secret_night import SecretNights, turn_order
from narration.session import Session
from setups.catalogue import roles
from setups.game_setup import GameSetup
from tests.tui.conftest import MakeApp
from tests.tui.game_driver import keys_for, turn_keys
from tests.tui.input_helpers import screen_text
from tui.app import WakkerdamApp
from tui.screens.end import EndScreen
from tui.screens.game import GameScreen
from tui.screens.pass_turn import PassNightScreen
from tui.speech import SilentSpeaker
from tui.widgets.table_view import TableView

SIZE = (80, 24)
SETUP = GameSetup(
    players=("Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna"),
    roles=("weerwolf", "weerwolf", "ziener", "heks", "burger", "cupido", "jager",
           "onschuldig_meisje"),
    seed=4,
)
HET_DORP = GameSetup(
    players=("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna", "Ids", "Jan",
             "Kim", "Lot"),
    roles=("weerwolf", "weerwolf", "ziener", "burger", "burger", "burger", "pyromaan",
           "burger", "burger", "burger", "raaf", "burger"),
    seed=2,
    professions=("boer", "zwerver", "biechtvader", "boer", "zwerver", "kasteelheer",
                 "bakker", "barbier", "veldwachter", "waard", "schooljuffrouw",
                 "kwakzalver"),
)
ROLE_NAMES = {n for r in roles().values() for n in (r.name("nl"), r.name("nl").upper())}
# Role-specific spoken lines: every public night line but the neutral nightfall.
ROLE_LINES = {engine_line("nl", "public", i) for i in line_ids("nl", "public")
              if i.endswith(("_wakker", "_slaapt", "_slapen", "_gluurt"))}


def names_in(text: str) -> set[str]:
    return {n for n in ROLE_NAMES if n in text}


def top_texts(app: WakkerdamApp) -> str:
    """What anyone at the table could see of the top screen: the rendered screen, the text of
    every mounted widget, the notifications and the command palette's entries."""
    parts = [screen_text(app)]
    for widget in app.screen.query("*"):
        if isinstance(widget, Static):
            parts.append(str(widget.render()))
        elif isinstance(widget, OptionList):
            parts += [str(widget.get_option_at_index(i).prompt)
                      for i in range(widget.option_count)]
    parts += [n.message for n in app._notifications]
    parts += [c.title + " " + c.help for c in app.get_system_commands(app.screen)]
    return "\n".join(parts)


def check_screens_below(app: WakkerdamApp) -> None:
    """The game screen under the secret night keeps no secret: no card of a living player, no
    private line, the curtain never up."""
    for screen in app.screen_stack:
        if isinstance(screen, GameScreen):
            assert not screen.curtain_up
            assert str(screen.query_one("#private", Static).render()) == ""
            seats = screen.query_one(TableView).seats
            assert all(s.card is None and not s.lover for s in seats if s.alive)


def check_curtain(app: WakkerdamApp) -> None:
    text = top_texts(app)
    assert names_in(text) == set(), f"a card shows on the hand-over curtain: {names_in(text)}"
    for secret in ("verliefd", "weerwolven:", "Stemmen van", "slachtoffer is", "drankje"):
        assert secret not in text, secret
    check_screens_below(app)


def check_turn(app: WakkerdamApp, nights: SecretNights, player: str) -> None:
    """On `player`'s turn only his card and what he may know are shown."""
    state = nights.state
    me = state.player(player)
    allowed = {state.role_name(me.role), state.role_name(me.role).upper()}
    for fact in nights.facts(player):
        allowed |= names_in(" ".join(str(v) for v in fact.params.values()))
    text = top_texts(app)
    assert names_in(text) <= allowed, f"{player} sees {names_in(text) - allowed}"
    if me.lover is None:
        assert "verliefd op" not in text
    if not me.werewolf:
        assert "andere weerwolven" not in text and "Stemmen van" not in text
    for other in state.players:
        if other.name != player and other.lover and me.lover != other.name:
            assert f"verliefd op {other.lover}" not in text or other.lover == me.lover
    check_screens_below(app)


def night_choice(nights: SecretNights, player: str, prompt: Prompt, key: str) -> Any:
    """Cupido the last two, the heks keeps her potions, everyone else the first choice."""
    if key == "cupido":
        return list(prompt.candidates[-2:])
    if key == "heks":
        return {}
    return prompt.candidates[0]


def day_choice(app: WakkerdamApp, prompt: Prompt) -> Any:
    state = app.screen.session.game.state  # type: ignore[attr-defined]
    wolves = [p.name for p in state.alive() if p.werewolf]
    if prompt.key in ("stemming", "jager"):
        return next((w for w in wolves if w in prompt.candidates), prompt.candidates[0])
    if prompt.key in ("opvolger", "burgemeester_beslist"):
        return prompt.candidates[0]
    return None if not prompt.needs_answer else ""


async def press(pilot: Any, keys: list[str]) -> None:
    for key in keys:
        await pilot.press(key)
    await pilot.pause()


def turn_layout(app: WakkerdamApp, screen: PassNightScreen) -> tuple[Any, ...]:
    """Where a secret turn's widgets are and which keys the footer shows: what anyone
    glancing at the screen could tell apart (tests/tui/test_pass_shape.py checks the turn's
    content headless over many deals)."""
    stage = screen.query_one("#stage")
    regions = tuple((type(w).__name__, w.region.x, w.region.y, w.region.width,
                     w.region.height) for w in stage.query("*"))
    keys = tuple(sorted(b.binding.key for b in app.active_bindings.values()
                        if b.binding.show and b.enabled))
    return regions, keys


async def test_a_whole_pass_the_laptop_game_leaks_nothing_at_any_hand_over(
        make_app: MakeApp) -> None:
    """The one whole game played with keys in pass-the-laptop mode (as test_game_screen.py's
    is for the narrator): besides the secrets, every turn is drawn in the same regions with
    the same keys, before and after the choice, whatever the card (issue 15, (a))."""
    app = make_app(min_turn_seconds=0)
    speaker = app.speaker
    assert isinstance(speaker, SilentSpeaker)
    turns = handovers = 0
    layouts: dict[bool, set[tuple[Any, ...]]] = {True: set(), False: set()}
    cards: set[str] = set()
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(SETUP, DOORGEVEN)
        await pilot.pause()
        for _ in range(400):
            screen = app.screen
            if isinstance(screen, EndScreen):
                break
            if isinstance(screen, PassNightScreen):
                check_curtain(app)
                handovers += 1
                if screen.over:
                    await press(pilot, ["enter"])
                    continue
                player = screen.nights.next_player()
                assert player is not None
                cards.add(screen.nights.state.player(player).role)
                await press(pilot, ["space"])
                assert screen.player == player
                while screen.turn_task is not None:
                    task = screen.turn_task
                    check_turn(app, screen.nights, player)
                    layouts[True].add(turn_layout(app, screen))
                    value = night_choice(screen.nights, player, task.prompt, task.key)
                    await press(pilot, turn_keys(task.prompt, screen.nights.state,
                                                 value))
                check_turn(app, screen.nights, player)
                layouts[False].add(turn_layout(app, screen))
                # Escape hides at once and the same player's turn goes on.
                await press(pilot, ["escape"])
                check_curtain(app)
                assert screen.nights.next_player() == player
                await press(pilot, ["space", "enter"])
                turns += 1
                continue
            assert isinstance(screen, GameScreen)
            check_screens_below(app)
            if screen._nightfall is not None:  # the day's last lines, read before the night
                await press(pilot, ["enter"])
                continue
            game = screen.session.game
            prompt = game.prompt
            assert prompt is not None and prompt.phase == "day"
            check_screens_below(app)
            await press(pilot, keys_for(prompt, day_choice(app, prompt)))
        else:
            raise AssertionError("the game did not end")
        session = app.screen.session  # type: ignore[attr-defined]
        assert session.game.state.winner is not None
        assert turns >= len(SETUP.players) and handovers > turns
        assert len(cards) >= 5
        assert len(layouts[True]) == 1, layouts[True]
        assert len(layouts[False]) == 1, layouts[False]
        assert next(iter(layouts[True]))[0] == next(iter(layouts[False]))[0], \
            "a turn keeps its layout once the choice is made"
        # The voice said no role's line: only nightfall, the hand-overs and the public day.
        assert not [s for s in speaker.spoken if any(r in s for r in ROLE_LINES)]
        # Nightfall and the first hand-over are one utterance (a new line cuts the voice off).
        assert any("Het is nacht" in s and "Geef de laptop aan" in s for s in speaker.spoken)
        # The suspicions are shown to the table at the end.
        end_text = " ".join(str(w.render()) for w in app.screen.query(Static))
        assert "verdacht" in end_text


# Five players, five different cards: the fewest turns that still show the rule is the card's
# own (the whole game above plays eight).
FIVE_CARDS = GameSetup(players=SETUP.players[:5],
                       roles=("weerwolf", "ziener", "heks", "cupido", "burger"), seed=4)


async def test_the_minimum_turn_time_is_the_same_for_every_card(make_app: MakeApp) -> None:
    # (With no minimum, Enter hands on at once: every turn of the whole game above.)
    min_seconds = 10
    now = [0.0]
    session = Session.new(FIVE_CARDS, mode=DOORGEVEN)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = PassNightScreen(session, min_seconds=min_seconds, clock=lambda: now[0])
        app.push_screen(screen)
        await pilot.pause()
        held: dict[str, str] = {}
        for _ in FIVE_CARDS.players:
            player = screen.nights.next_player()
            assert player is not None
            now[0] = 1000.0 * (len(held) + 1)
            await press(pilot, ["space"])
            while screen.turn_task is not None:
                task = screen.turn_task
                await press(pilot, turn_keys(task.prompt, screen.nights.state,
                                             night_choice(screen.nights, player, task.prompt,
                                                          task.key)))
            now[0] += min_seconds - 0.5
            await press(pilot, ["enter"])
            if min_seconds:
                assert screen.player == player, "handed on before the minimum time"
                assert "Nog 1 s" in screen_text(app)
            now[0] += 0.5
            await press(pilot, ["enter"])
            assert screen.player is None
            held[player] = session.game.state.player(player).role
        assert len(set(held.values())) >= 5, "the cards differed; the rule did not"


def test_the_order_of_the_turns_is_the_same_whatever_the_cards() -> None:
    other = GameSetup(SETUP.players, tuple(reversed(SETUP.roles)), SETUP.seed)
    first = Session.new(SETUP, mode=DOORGEVEN)
    second = Session.new(other, mode=DOORGEVEN)
    for session in (first, second):
        SecretNights(session).pump()
    assert SecretNights(first).order() == SecretNights(second).order()
    assert turn_order(first.game.state) == SecretNights(first).order()


async def test_resume_keeps_the_mode_and_hands_the_laptop_to_the_next_player(
        make_app: MakeApp) -> None:
    app = make_app(min_turn_seconds=0)
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(SETUP, DOORGEVEN)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PassNightScreen)
        first = screen.nights.next_player()
        await press(pilot, ["space"])
        while screen.turn_task is not None:
            task = screen.turn_task
            await press(pilot, turn_keys(task.prompt, screen.nights.state,
                                         night_choice(screen.nights, str(first), task.prompt,
                                                      task.key)))
        await press(pilot, ["enter"])
        second = screen.nights.next_player()
        path = screen.session.path
        assert path is not None and second != first
    app = make_app(min_turn_seconds=0)
    async with app.run_test(size=SIZE) as pilot:
        app.resume_game(path)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PassNightScreen)
        assert screen.player is None and screen.nights.next_player() == second
        for _ in range(50):  # a loaded machine may not have drawn the resumed screen yet
            if "Geef de laptop aan" in screen_text(app):
                break
            await pilot.pause(0.1)
        assert f"{second}" in screen_text(app) and "Geef de laptop aan" in screen_text(app)
        check_curtain(app)


def session_at_dawn(setup: GameSetup) -> Session:
    """A pass-the-laptop session whose first night was played headless, turn by turn, as the
    whole game above plays it with keys; the day's first prompt waits."""
    session = Session.new(setup, mode=DOORGEVEN)
    nights = SecretNights(session)
    nights.pump()
    while (player := nights.next_player()) is not None:
        while (task := nights.task(player)) is not None:
            nights.answer(player, task, night_choice(nights, player, task.prompt, task.key))
        nights.finish(player)
    prompt = session.game.prompt
    assert prompt is not None and prompt.phase == "day"
    return session


async def test_undo_in_the_day_cannot_step_back_into_the_night(make_app: MakeApp) -> None:
    app = make_app(min_turn_seconds=0)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(GameScreen(session_at_dawn(SETUP), mode=DOORGEVEN))
        await pilot.pause()
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        answers = len(game_screen.session.game.answers)
        await press(pilot, ["ctrl+z"])
        assert len(game_screen.session.game.answers) == answers
        assert app.screen is game_screen
        assert "geheimen van de nacht" in " ".join(n.message for n in app._notifications)
        await press(pilot, ["e"])  # editing the past is kept out of the night the same way
        assert app.screen_stack[-1] is game_screen
        assert len(game_screen.session.game.answers) == answers  # type: ignore[attr-defined]
        await press(pilot, ["c"])
        assert not game_screen.curtain_up  # type: ignore[attr-defined]


async def test_narrator_plays_too_is_chosen_at_setup_and_gets_the_laptop_at_dawn(
        make_app: MakeApp) -> None:
    from tests.tui.conftest import GROUP

    group = GROUP[:5]  # the fewest players whose first night ends in a day (a short deal)
    app = make_app(group=group, min_turn_seconds=0)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, ["n", "pagedown", "pagedown", "pagedown"])
        await pilot.click("#mode-verteller_speelt_mee")
        await press(pilot, ["ctrl+s"])
        for _ in group:
            await press(pilot, ["space", "enter"])
        assert "de verteller" in screen_text(app)
        await press(pilot, ["enter"])
        screen = app.screen
        assert isinstance(screen, PassNightScreen) and screen.steerer
        assert screen.session.mode == "verteller_speelt_mee"
        while not screen.over:
            player = str(screen.nights.next_player())
            await press(pilot, ["space"])
            while screen.turn_task is not None:
                task = screen.turn_task
                await press(pilot, turn_keys(task.prompt, screen.nights.state,
                                             night_choice(screen.nights, player, task.prompt,
                                                          task.key)))
            await press(pilot, ["enter"])
        text = screen_text(app)
        assert "Geef de laptop aan" in text and "de verteller" in text
        check_curtain(app)
        await press(pilot, ["enter"])
        assert isinstance(app.screen, GameScreen)
        assert app.screen.game.prompt.phase == "day"


async def test_the_minimum_turn_time_is_a_setting(make_app: MakeApp) -> None:
    from tui.settings import load_settings

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, ["i", "end", "up", "right"])  # the row above the boxes
        assert "30 s" in screen_text(app)
    assert load_settings().min_turn_seconds == 30


async def test_a_secret_of_the_day_goes_to_its_player_alone(make_app: MakeApp) -> None:
    """Het Dorp's biechtvader hears a card by day: with secret nights only he sees it, behind
    the curtain (and the night's pyromaan and raaf take their turns like any role)."""
    from narration.prompts import NONE
    from tui.screens.day_secret import DaySecretScreen

    setup = HET_DORP
    session = Session.new(setup, mode=DOORGEVEN)
    nights = SecretNights(session)
    nights.pump()
    while (player := nights.next_player()) is not None:
        while (task := nights.task(player)) is not None:
            prompt = task.prompt
            value: Any = "" if prompt.optional else (
                {} if task.key == "heks" else prompt.candidates[0])
            nights.answer(player, task, value)
        nights.finish(player)
    game = session.game
    while game.prompt is not None and game.prompt.key != "biechtvader":
        prompt = game.prompt
        session.submit(None if prompt.kind == NONE else "" if prompt.optional else
                       prompt.candidates[0])
    session.submit("Anna")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(GameScreen(session, mode=DOORGEVEN))
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DaySecretScreen)
        text = top_texts(app)
        assert "Cor" in text and names_in(text) == set()
        await press(pilot, ["space"])
        assert "Weerwolf" in screen_text(app) and "Anna" in screen_text(app)
        await press(pilot, ["enter"])
        assert names_in(top_texts(app)) == set()
        await press(pilot, ["enter"])
        assert isinstance(app.screen, GameScreen)
        await pilot.pause()
        assert isinstance(app.screen, GameScreen), "the secret is handed over once"
        check_screens_below(app)


async def test_the_deal_ends_with_the_public_professions_for_all(make_app: MakeApp) -> None:
    from setups.professions import profession
    from tui.screens.deal import DealScreen

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(DealScreen(HET_DORP, DOORGEVEN))
        await pilot.pause()
        for _ in HET_DORP.players:
            check_curtain(app)
            await press(pilot, ["space", "enter"])
        text = top_texts(app)
        assert "Beroepen (openbaar)" in text and names_in(text) == set()
        for name, tile in zip(HET_DORP.players, HET_DORP.professions, strict=True):
            assert f"{name}: {profession(tile).name('nl')}" in text


async def test_an_open_vote_refuses_no_lover_against_the_partner(make_app: MakeApp) -> None:
    """Ruling doorgeven-geliefde-stem: on the laptop the day's ballots are entered on the open
    screen, and a lover's ballot against the partner is taken like any other. A play-test saw
    "Je kunt Bram hier niet kiezen ... De regel: “Een Geliefde mag nooit tegen zijn partner
    stemmen”": the whole table learnt who the lovers were, on day 1, before the lover himself
    (he is shown his partner from night 2, ruling doorgeven-geliefden)."""
    from tests.tui.input_helpers import answer_until, seat_keys

    session = session_at_dawn(SETUP)
    assert session.game.setup.options.stemming_in_het_open  # the laptop's modes set it
    app = make_app(min_turn_seconds=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(GameScreen(session, mode=DOORGEVEN))
        await pilot.pause()
        await answer_until(app, pilot, "stemming")
        game = session.game
        prompt = game.prompt
        assert prompt is not None
        lovers = [v for v in prompt.voters if game.state.player(v).lover in prompt.candidates]
        assert lovers, "cupido's pair lives to vote"
        first = prompt.voters[0]
        await pilot.press("b")
        for voter in prompt.voters[:prompt.voters.index(lovers[0]) + 1]:
            target = game.state.player(voter).lover or next(
                c for c in prompt.candidates if c != voter)
            await pilot.press(*seat_keys(game, target), "enter")
        await pilot.pause()
        panel = app.screen.panel  # type: ignore[attr-defined]
        assert panel.ballots[lovers[0]] == game.state.player(lovers[0]).lover, panel.ballots
        assert not str(app.screen.query_one("#ballot-error").render()).strip()
        text = screen_text(app)
        assert "Geliefde" not in text and "partner" not in text, text
        assert first in panel.ballots
