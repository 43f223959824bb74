"""A whole game in each language shows and speaks no word of another language.

Every scenario of every expansion is played headless once in Dutch and once in each other
language (the same answers: they are ids, not words). Every announcement, private line, prompt,
prompt info and choice label is compared with the Dutch one at the same place: it must differ,
unless the Dutch text is only player names, numbers and punctuation; and no card, box,
profession or event name may appear in its Dutch form where the language names it otherwise
(a Dutch name slipped into a translated sentence).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from narration.engine import Game
from narration.replay import _play_turn, _run_free
from narration.scenario import Scenario, load
from setups.boxes import boxes
from setups.catalogue import role as card_in
from setups.catalogue import roles
from setups.editions import edition_ids
from setups.events import event_cards
from setups.professions import professions
from tests.engine.helpers import SCENARIOS
from texts import LANGS

OTHER = [lang for lang in LANGS if lang != "nl"]
GAMES = sorted(p for p in SCENARIOS.rglob("*.toml")
               if not p.read_text("utf-8").startswith("# MUST FAIL"))


def transcript(scenario: Scenario, lang: str) -> list[str]:
    """What the game shows and speaks, in order: every prompt (line, info, labels) as it is
    asked, then every message the game wrote."""
    game = Game(replace(scenario.setup, lang=lang))
    shown: list[str] = []
    answer = game.answer

    def recorded(value: Any) -> Any:
        prompt = game.prompt
        if prompt is not None:
            shown.extend(t for t in (prompt.line, *prompt.info, *prompt.labels) if t)
        return answer(value)

    game.answer = recorded  # type: ignore[method-assign,assignment]
    for turn in scenario.turns:
        _play_turn(game, turn, "scenario")
    _run_free(game)
    return shown + [m.text for m in game.state.messages]


def only_names_and_numbers(text: str, names: tuple[str, ...]) -> bool:
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "")
    return not re.sub(r"[\W\d_]+", "", text)


@cache
def dutch_names(lang: str) -> tuple[str, ...]:
    """The Dutch names of every card, box, profession and event that `lang` names otherwise."""
    names: set[str] = set()
    for role in roles().values():
        names |= {n for n, o in ((role.name("nl"), role.name(lang)),
                                 (role.plural("nl"), role.plural(lang))) if n != o}
    for box in boxes().values():
        if box.name("nl") != box.name(lang):
            names.add(box.name("nl"))
    for job in professions().values():
        names |= {n for n, o in ((job.name("nl"), job.name(lang)),
                                 (job.plurals["nl"], job.plurals[lang]),
                                 (job.building_name("nl"), job.building_name(lang))) if n != o}
    for card in event_cards().values():
        if card.name("nl") != card.name(lang):
            names.add(card.name("nl"))
    # A Dutch name that is also a name in the language (the Dutch plural "Raven" and the
    # English "Raven") is not a leak.
    own = {role.name(lang) for role in roles().values()} | {
        role.plural(lang) for role in roles().values()}
    return tuple(sorted(n for n in names - own if len(n) > 3))


@cache
def same_names(lang: str) -> tuple[str, ...]:
    """The card names that are the same in Dutch and `lang` (the house rules' Eros): a line
    of only those, player names and numbers reads the same in both languages."""
    cards = [card_in(r, e) for e in edition_ids() for r in roles()]
    return tuple(sorted({c.name("nl") for c in cards if c.name("nl") == c.name(lang)}))


@cache
def any_dutch_name(lang: str) -> re.Pattern[str]:
    """One pattern for all of `dutch_names(lang)`: a line is searched once, not once per name
    (the hundreds of patterns did not fit re's cache and were compiled again for every line)."""
    names = sorted(dutch_names(lang), key=len, reverse=True)
    return re.compile(rf"(?<!\w)(?:{'|'.join(map(re.escape, names))})(?!\w)")


def leaked_name(text: str, lang: str, players: tuple[str, ...]) -> str | None:
    for player in sorted(players, key=len, reverse=True):
        text = text.replace(player, "")
    if not dutch_names(lang) or not any_dutch_name(lang).search(text):
        return None
    for name in dutch_names(lang):  # which one, for the message
        if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text):
            return name
    return None


@pytest.mark.parametrize("path", GAMES, ids=lambda p: str(p.relative_to(SCENARIOS)))
def test_a_game_speaks_only_its_own_language(path: Path) -> None:
    scenario = load(path)
    players = scenario.setup.players
    dutch = transcript(scenario, "nl")
    assert dutch, "the game said nothing"
    for lang in OTHER:
        other = transcript(scenario, lang)
        assert len(dutch) == len(other), f"{lang}: the language changed the course of the game"
        for nl_text, text in zip(dutch, other, strict=True):
            if text == nl_text:
                assert only_names_and_numbers(text, players + same_names(lang)), (
                    f"Dutch in a {lang} game: {text!r}")
            name = leaked_name(text, lang, players)
            assert name is None, f"the Dutch name {name!r} in a {lang} game: {text!r}"


def test_the_check_sees_a_dutch_line_in_another_game() -> None:
    """The comparison can fail: a Dutch line is caught, a line of names and numbers is not."""
    assert not only_names_and_numbers("Anna is dood.", ("Anna",))
    assert only_names_and_numbers("Anna, Bram: 3", ("Anna", "Bram"))
    roles_nl = roles()["ziener"].name("nl")
    if roles()["ziener"].name("de") != roles_nl:
        assert leaked_name(f"Der {roles_nl} erwacht.", "de", ()) == roles_nl
    assert leaked_name("Der Seher erwacht.", "de", ()) is None
