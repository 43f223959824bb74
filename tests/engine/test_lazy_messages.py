"""A message said with `announce` / `note` renders its text when first read
(narration/state.py): it reads exactly what `say` / `tell` would have said at that moment."""

from __future__ import annotations

import copy
import pickle
from collections import Counter

import pytest

from narration.bots import Bots
from narration.engine import Game
from narration.state import GameState, Message
from setups.deal import deal_setup
from setups.mixes import parse_mix

NAMES = tuple(f"P{i + 1}" for i in range(12))
MIX = "weerwolf=3,ziener,heks,jager,cupido,onschuldig_meisje,burger=4"


def seen(messages: list[Message]) -> list[tuple[object, ...]]:
    return [(m.public, m.text, m.round, m.phase, m.to, m.line_id) for m in messages]


def played(seed: int, lang: str = "nl") -> GameState:
    game = Game(deal_setup(NAMES, parse_mix(MIX), seed, lang=lang), validated=True)
    bots = Bots(game, seed)
    while game.prompt is not None and game.state.round <= 30:
        bots.answer(game.prompt)
    return game.state


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_bot_game_says_what_it_said_when_every_line_was_rendered_at_once(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    lazy = [played(seed, lang) for seed in range(6)]
    assert any(m._fields is not None for m in lazy[0].messages)  # some are still unrendered

    def announce(self: GameState, line_id: str, **params: object) -> None:
        self.say(line_id, **params)

    def note(self: GameState, line_id: str, to: tuple[str, ...] = ("narrator",),
             **params: object) -> None:
        self.tell(line_id, to, **params)

    monkeypatch.setattr(GameState, "announce", announce)
    monkeypatch.setattr(GameState, "note", note)
    eager = [played(seed, lang) for seed in range(6)]
    assert all(m._fields is None for m in eager[0].messages)
    for a, b in zip(lazy, eager, strict=True):
        assert seen(a.messages) == seen(b.messages)
        assert a.messages == b.messages


def test_a_line_said_later_is_the_line_of_its_moment() -> None:
    game = Game(deal_setup(NAMES[:6], Counter(weerwolf=2, ziener=1, burger=3), 1))
    state = game.state
    state.announce("dood_nacht", name="P1")
    state.note("weerwolven_slachtoffer", to=("narrator", "P2"), name="P2")
    said, told = state.messages[-2:]
    assert said._fields is not None and told._fields is not None
    assert said.text == state.text("public", "dood_nacht", name="P1")
    assert told.text == state.text("private", "weerwolven_slachtoffer", name="P2")
    assert said._fields is None and said.text == state.text("public", "dood_nacht", name="P1")
    assert (said.public, said.to, said.line_id) == (True, (), "dood_nacht")
    assert (told.public, told.to, told.line_id) == (False, ("narrator", "P2"),
                                                    "weerwolven_slachtoffer")


def test_a_field_that_could_change_is_rendered_when_said() -> None:
    game = Game(deal_setup(NAMES[:6], Counter(weerwolf=2, ziener=1, burger=3), 1))
    state = game.state
    names = ["P1", "P2"]
    state.announce("gelijke_stand", names=names)  # a list: it could change after
    message = state.messages[-1]
    assert message._fields is None
    before = message.text
    names.append("P3")
    assert message.text == before


def test_an_unrendered_message_copies_and_pickles_as_its_text() -> None:
    game = Game(deal_setup(NAMES[:6], Counter(weerwolf=2, ziener=1, burger=3), 1))
    game.state.announce("dood_nacht", name="P3")
    message = game.state.messages[-1]
    for twin in (copy.deepcopy(message), pickle.loads(pickle.dumps(message))):
        assert twin == message and twin.text == message.text
        assert twin.line_id == "dood_nacht" and twin.public
    assert message != Message(True, "something else", message.round, message.phase, (),
                              "dood_nacht")
    assert "P3" in repr(message)


def test_messages_made_at_every_answer_are_those_made_once_at_the_end() -> None:
    """The app reads the fresh messages at every prompt (the lines to speak); a bot game reads
    none until the end: the state keeps the lines said since the last read as tuples and makes
    them Messages when `messages` is read. Both ways give the same messages, and every answer's
    fresh messages are exactly what was said on the way to its prompt."""
    for seed in range(4):
        setup = deal_setup(NAMES, parse_mix(MIX), seed)
        read_always, read_once = Game(setup, validated=True), Game(setup, validated=True)
        bots_a, bots_b = Bots(read_always, seed), Bots(read_once, seed)
        fresh: list[Message] = list(read_always.fresh_messages())
        while read_always.prompt is not None and read_always.state.round <= 30:
            assert read_always.state.message_count() == len(read_always.state.messages)
            bots_a.answer(read_always.prompt)
            assert read_once.prompt is not None
            bots_b.answer(read_once.prompt)
            assert read_once.state._said  # nothing read: the lines wait as tuples
            fresh += read_always.fresh_messages()
        assert read_once.state.message_count() == len(read_always.state.messages)
        assert seen(fresh) == seen(read_always.state.messages)
        assert seen(read_once.state.messages) == seen(read_always.state.messages)
        assert not read_once.state._said and read_once.state.message_count() == len(fresh)


def test_lines_not_yet_made_messages_copy_with_their_state() -> None:
    game = Game(deal_setup(NAMES[:6], Counter(weerwolf=2, ziener=1, burger=3), 1))
    state = game.state
    state.announce("dood_nacht", name="P1")
    assert state._said
    twin = copy.deepcopy(state)
    assert seen(twin.messages) == seen(state.messages)
    twin.announce("dood_nacht", name="P2")
    assert len(twin.messages) == len(state.messages) + 1
