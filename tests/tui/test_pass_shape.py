"""Pass-the-laptop leaks nothing by shape or order (issue 15), played headless over many deals
and seeds (what only the app shows, the widget regions and keys of every turn, is checked in
the whole pass-the-laptop game of test_pass_mode.py):

(a) every secret turn, at every pick, has the same shape (blocks, lines, widths, list rows,
    and what the list draws: every row filled, each of one width, with the same numbers)
    whatever the card, the seat and the position in the order;
(b) the public channel (what is spoken, and the hand-over curtain) is the same sequence for two
    deals with the same public events;
(c) the morning lists a night's deaths in seat order.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from narration.errors import AnswerError
from narration.modes import DOORGEVEN
from narration.secret_night import SecretNights, Task, safe_public_lines
from narration.session import Session
from setups.game_setup import GameSetup
from setups.options import Options
from texts import LANGS, keys_under, text
from tui.i18n import set_language, t
from tui.secret_turn import (
    EMPTY,
    ERROR_LINES,
    FACT_LINES,
    MORE,
    TITLE_LINES,
    WIDTH,
    Picking,
    TurnView,
    card_width,
    pick,
    row_count,
    turn_view,
)

PLAYERS = ("Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna", "Ids", "Jan")
DECKS = [
    ("weerwolf", "weerwolf", "ziener", "heks", "cupido", "jager", "onschuldig_meisje",
     "burger", "burger", "burger"),
    ("weerwolf", "weerwolf", "dief", "ziener", "heks", "burger", "burger", "burger", "burger",
     "jager", "burger", "burger"),  # two in the middle
    ("weerwolf", "witte_weerwolf", "grote_boze_wolf", "wolfshond", "ziener", "heks",
     "genezer", "dorpsoudste", "burger", "burger"),
    ("weerwolf", "weerwolf", "toneelspeler", "heks", "vos", "ridder", "burger", "burger",
     "burger", "burger"),
    # the house rules: the yeti's yes or no, the schout's house (doorgeven-begin-nacht)
    ("weerwolf", "weerwolf", "yeti", "schout", "ziener", "heks", "slet", "genezer", "burger",
     "burger"),
]
HOUSE_RULES = {"yeti"}  # a deck with one of these cards plays the edition huisregels


def shape(view: TurnView) -> tuple[Any, ...]:
    """What anyone glancing at the screen could tell apart, card by card."""
    texts = [view.heading, *view.facts, *view.title, *view.error, view.status]
    assert all(len(text) <= WIDTH for text in texts), "a line would wrap"
    filled = tuple(value != EMPTY and bool(label.strip()) for value, label in view.rows)
    title_lines = sum(1 for line in view.title if line)  # a longer question shows
    return (len(view.card), len(view.facts), len(view.title), len(view.error), len(view.rows),
            bool(view.heading), filled, tuple(len(row) for row in view.drawn), view.numbers,
            title_lines)


def setup_for(deck: tuple[str, ...], seed: int, **options: Any) -> GameSetup:
    rng = random.Random(seed)
    dealt = list(deck)
    rng.shuffle(dealt)
    middle = tuple(dealt[len(PLAYERS):])
    if "dief" in middle:  # the dief must be dealt: swap him with a plain card
        dealt[dealt.index("dief")], dealt[0] = dealt[0], dealt[dealt.index("dief")]
        middle = tuple(dealt[len(PLAYERS):])
    actor = ("ziener", "jager", "onschuldig_meisje") if "toneelspeler" in deck else ()
    edition = "huisregels" if HOUSE_RULES & set(deck) else ""
    return GameSetup(PLAYERS, tuple(dealt[:len(PLAYERS)]), seed, middle,
                     Options(**options), actor_cards=actor, edition=edition)


def take_turn(nights: SecretNights, player: str, rng: random.Random,
              views: list[TurnView]) -> list[str]:
    """One player's turn, picking rows at random as a player might (the refused ones too);
    every view on the way is kept. Returns the refusals."""
    refused: list[str] = []
    lang = "nl"
    for _ in range(60):
        task = nights.task(player)
        picking = Picking()
        if task is None:
            break
        while True:
            view = turn_view(nights, player, task, picking, error="", status="", lang=lang)
            views.append(view)
            value = rng.choice([v for v, _ in view.rows])
            try:
                answer = pick(task, picking, value)
                if answer is MORE:
                    if len(picking.ticked) > 4:
                        picking.ticked.clear()
                    continue
                nights.answer(player, task, answer)
            except AnswerError as e:
                refused.append(str(e))
                views.append(turn_view(nights, player, task, picking, error=str(e), status="",
                                       lang=lang))
                picking = Picking()
                continue
            break
    views.append(turn_view(nights, player, None, Picking(), error="", status="", lang=lang))
    nights.finish(player)
    return refused


def play_day(session: Session, rng: random.Random) -> None:
    game = session.game
    while game.prompt is not None and game.prompt.phase != "night":
        prompt = game.prompt
        if not prompt.needs_answer:
            session.submit(None)
            continue
        for value in ["", *random.Random(rng.random()).sample(
                list(prompt.candidates), len(prompt.candidates))]:
            try:
                session.submit(value if prompt.kind != "players" else
                               list(prompt.candidates[:prompt.low]))
                break
            except AnswerError:
                continue
        else:
            raise AssertionError(f"no answer fits {prompt}")


def night_deaths_said(session: Session, round_number: int) -> list[str]:
    state = session.game.state
    return [name for m in state.messages
            if m.line_id == "dood_nacht" and m.round == round_number
            for name in state.setup.players if f"{name} " in m.text]


@pytest.mark.parametrize("deck", range(len(DECKS)))
def test_every_secret_turn_has_one_shape_and_the_morning_goes_by_seat(deck: int) -> None:
    set_language("nl")
    shapes: dict[tuple[int, int], set[tuple[Any, ...]]] = {}
    refusals = 0
    cards_seen: set[str] = set()
    for seed in range(1, 7):
        setup = setup_for(DECKS[deck], seed)
        session = Session.new(setup, mode=DOORGEVEN)
        rng = random.Random(seed)
        for _ in range(3):
            if session.game.prompt is None:
                break
            nights = SecretNights(session)
            nights.pump()
            round_number = session.game.state.round
            rows = row_count(session.game.state)
            while (player := nights.next_player()) is not None:
                views: list[TurnView] = []
                refusals += len(take_turn(nights, player, rng, views))
                cards_seen.add(session.game.state.player(player).role)
                for view in views:
                    assert len(view.rows) == rows
                    shapes.setdefault((seed, round_number), set()).add(shape(view))
            play_day(session, rng)
            # (c) a night's deaths, announced at dawn, in seat order
            said = night_deaths_said(session, round_number)
            seats = [setup.players.index(n) for n in said]
            assert seats == sorted(seats), said
    assert len(cards_seen) >= 5, "the deals gave too few different cards to compare"
    assert refusals > 0, "no pick was ever refused: the list left something out"
    for night, seen in shapes.items():
        assert len(seen) == 1, f"night {night}: turns of different shapes {seen}"
    widths = {next(iter(seen))[0] for seen in shapes.values()}
    assert widths == {card_width("nl")}


def play_public(setup: GameSetup, victim: str, poisoned: str) -> list[str]:
    """Night 1 and its morning, every turn taken with the same public outcome in mind; what the
    table hears and sees on the open screens, in order."""
    set_language("nl")
    session = Session.new(setup, mode=DOORGEVEN)
    nights = SecretNights(session)
    nights.pump()
    channel: list[str] = []

    def choose(task: Task) -> Any:
        if task.key == "weerwolven":
            return victim
        if task.key == "heks":
            return {"vergif": poisoned}
        if task.key == "ziener":
            return next(n for n in PLAYERS if n != nights.next_player())
        return ""

    order = nights.order()
    while (player := nights.next_player()) is not None:
        channel.append(t("pass.turn_of", night=1, n=order.index(player) + 1,
                         total=len(order)))
        channel.append(t("pass.say.give", name=player))
        while (task := nights.task(player)) is not None:
            nights.answer(player, task, choose(task))
        nights.finish(player)
    channel.append(t("pass.say.all_done"))
    game = session.game
    while game.prompt is not None and not game.prompt.needs_answer:
        session.submit(None)
    return channel + safe_public_lines(game.state.messages)


def test_two_deals_with_the_same_public_events_sound_and_look_the_same() -> None:
    """(b): in one deal the wolves eat Cor and the heks poisons Eva, in the other the other way
    round; the table must not hear or see which was which."""
    plain = ["burger"] * 6
    for seed in range(1, 9):
        rng = random.Random(seed)
        others = [n for n in PLAYERS if n not in ("Cor", "Eva")]
        channels = []
        for victim, poisoned in (("Cor", "Eva"), ("Eva", "Cor")):
            seats = rng.sample(others, 4)
            cards = dict(zip(seats, ("weerwolf", "weerwolf", "heks", "ziener"), strict=True))
            rest = iter(plain)
            roles = tuple(cards.get(n) or next(rest) for n in PLAYERS)
            setup = GameSetup(PLAYERS, roles, seed)
            channels.append(play_public(setup, victim, poisoned))
        assert channels[0] == channels[1]
        assert sum("niet overleefd" in line for line in channels[0]) == 2


def test_a_choice_of_cards_fills_every_row_like_a_list_of_players() -> None:
    """The dief's choices (keep, or a card of the middle) repeat down the rows, numbered as
    the player rows are, each drawn to the width of a player's row: no row holds nothing."""
    set_language("nl")
    setup = GameSetup(PLAYERS, DECKS[1][:10], 1, DECKS[1][10:])
    session = Session.new(setup, mode=DOORGEVEN)
    nights = SecretNights(session)
    nights.pump()
    dief = next(p.name for p in session.game.state.players if p.role == "dief")
    task = nights.task(dief)
    assert task is not None and task.key == "dief"
    view = turn_view(nights, dief, task, Picking(), error="", status="", lang="nl")
    assert len(view.rows) == row_count(session.game.state)
    assert all(value != EMPTY and label for value, label in view.rows)
    k = 1 + len(task.prompt.choices)
    choices = [value for value, _ in view.rows[:k]]
    assert [value for value, _ in view.rows] == [choices[i % k] for i in range(len(view.rows))]
    others = next(p.name for p in session.game.state.players if p.role == "burger")
    player_view = turn_view(nights, others, nights.task(others), Picking(), error="",
                            status="", lang="nl")
    assert view.numbers == player_view.numbers
    assert {len(row) for row in view.drawn} == {len(row) for row in player_view.drawn}
    assert len({len(row) for row in view.drawn}) == 1
    assert pick(task, Picking(), view.rows[k + 1][0]) == view.rows[1][0]  # any of its rows
    with pytest.raises(AnswerError, match="staat niets"):
        pick(task, Picking(), EMPTY)
    sizes = (len(view.facts), len(view.title), len(view.error))
    assert sizes == (FACT_LINES, TITLE_LINES, ERROR_LINES)


@pytest.mark.parametrize("lang", LANGS)
def test_every_question_of_a_secret_turn_fits_one_line(lang: str) -> None:
    """The title of every task (what to do now) is one line in every language: the wolves'
    question took two, so the werewolf's screen was the one with a longer question. What
    explains the pack's vote is one of his facts instead."""
    tasks = keys_under(lang, "tui", "pass.task.")
    assert "pass.task.weerwolven" in tasks and "pass.task.verdachte" in tasks
    for key in tasks:
        assert len(text(lang, "tui", key)) <= WIDTH, (lang, key)
    assert len(text(lang, "tui", "pass.fact.meerderheid")) <= WIDTH
