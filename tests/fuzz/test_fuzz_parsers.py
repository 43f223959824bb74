"""Fuzzing the readers of outside input: scenario files, setups, mixes and names, journals.

Whatever the input, they either accept it or raise one of the project's own errors (a
WakkerdamError, whose message is shown to the person); never a KeyError, a TypeError or a
traceback. What they accept must then be usable: a parsed scenario plays (or refuses with a
ScenarioError), a parsed setup validates again, a journal that reads also resumes or refuses
with a JournalError and is never modified by a failed resume.
"""

from __future__ import annotations

import contextlib
import json
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from narration.errors import JournalError, ScenarioError, WakkerdamError
from narration.journal import FORMAT, VERSION, read, resume
from narration.replay import play
from narration.report import differences
from narration.saved_games import saved_games
from narration.scenario import parse
from setups.errors import SetupError
from setups.game_setup import (
    MAX_NAME_LENGTH,
    clean_name,
    name_error,
    setup_from_dict,
    setup_to_dict,
    validate,
    validate_players,
)
from setups.mixes import parse_mix
from tests.profiles import examples
from tests.strategies import ANSWER_KEYS, NAMES, json_values, setup_dicts, texts, toml_values

FUZZ = settings(max_examples=examples(60), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
GOOD_SETUP = {"players": list(NAMES),
              "roles": ["weerwolf", "weerwolf", "ziener", "heks", "cupido", "jager",
                        "onschuldig_meisje", "burger"]}


# --- setups, mixes and names --------------------------------------------------------------------

@FUZZ
@given(setup_dicts(json_values()))
def test_setup_from_dict_accepts_or_explains(data: dict[str, Any]) -> None:
    try:
        setup = setup_from_dict(data)
    except SetupError as e:
        assert str(e) and "\n" not in str(e)
        return
    validate(setup)  # what was accepted is a playable setup, and survives a round trip
    assert setup_from_dict(setup_to_dict(setup)) == setup


@FUZZ
@given(st.text(max_size=40) | st.lists(st.sampled_from(
    ["weerwolf", "burger", "ziener", "=", "2", ",", " ", "-1", "x", "٣", "1_0", "+3", "1e3"]),
    max_size=12).map("".join))
def test_parse_mix_accepts_or_explains(text: str) -> None:
    try:
        mix = parse_mix(text)
    except SetupError as e:
        assert str(e)
        return
    assert all(count >= 1 for count in mix.values())


@FUZZ
@given(st.lists(st.text(max_size=45), max_size=8))
def test_names_are_cleaned_once_and_checked(names: list[str]) -> None:
    cleaned = tuple(clean_name(n) for n in names)
    for name in cleaned:
        assert clean_name(name) == name  # cleaning is idempotent
        problem = name_error(name)
        assert problem is None or (isinstance(problem, SetupError) and problem.text("nl"))
        if problem is None:
            assert 0 < len(name) <= MAX_NAME_LENGTH
    try:
        validate_players(cleaned)
    except SetupError as e:
        assert str(e)


# --- scenario files -----------------------------------------------------------------------------

@FUZZ
@given(st.text(max_size=300))
@example('[setup]\nplayers = ["Anna"]\n[expect]\nalive = 3\n')
def test_any_text_as_a_scenario(text: str) -> None:
    try:
        scenario = parse(text, "fuzz.toml")
    except ScenarioError as e:
        assert str(e).startswith("fuzz.toml")
        return
    with contextlib.suppress(ScenarioError):
        play(scenario, "fuzz.toml")


# scenario_documents' parts, built once (not at every draw: that cost more than the test).
SETUP_TABLES = st.just(dict(GOOD_SETUP)) | setup_dicts(toml_values())
PHASES = st.sampled_from(("night", "day", "avond"))
TURN_KEYS = st.lists(st.sampled_from(ANSWER_KEYS) | texts, max_size=4)
TURN_VALUES = (st.sampled_from(NAMES) | st.lists(st.sampled_from(NAMES), max_size=3)
               | st.dictionaries(st.sampled_from(NAMES), st.sampled_from(NAMES), max_size=8)
               | toml_values(4))
EXPECT_TABLES = st.dictionaries(
    st.sampled_from(("winner", "alive", "dead", "roles", "camps", "said")) | texts,
    toml_values(4), max_size=3)


@st.composite
def scenario_documents(draw: st.DrawFn) -> dict[str, Any]:
    doc: dict[str, Any] = {"setup": draw(SETUP_TABLES)}
    turns = []
    for _ in range(draw(st.integers(0, 4))):
        turn: dict[str, Any] = {"phase": draw(PHASES)}
        for key in draw(TURN_KEYS):
            turn[key] = draw(TURN_VALUES)
        turns.append(turn)
    if turns:
        doc["turn"] = turns
    if draw(st.booleans()):
        doc["expect"] = draw(EXPECT_TABLES)
    if draw(st.integers(0, 9)) == 0:
        doc[draw(texts)] = draw(toml_values(3))
    return doc


@FUZZ
@given(scenario_documents())
@example({"setup": GOOD_SETUP, "expect": {"alive": 3}})
@example({"setup": GOOD_SETUP, "expect": {"dead": ["Anna"], "said": "x", "roles": {"Anna": 1}}})
def test_scenario_documents_play_or_explain(doc: dict[str, Any]) -> None:
    try:
        text = tomli_w.dumps(doc)
    except (TypeError, ValueError):
        return  # not expressible in TOML
    try:
        scenario = parse(text, "fuzz.toml")
        game = play(scenario, "fuzz.toml")
    except ScenarioError as e:
        assert str(e).startswith("fuzz.toml") and "\n" not in str(e)
        return
    for line in differences(game, scenario.expect):  # --check never crashes on [expect]
        assert isinstance(line.text("nl"), str) and isinstance(str(line), str)


# --- journals -----------------------------------------------------------------------------------

def header(setup: Any = None, **fields: Any) -> bytes:
    data = {"format": FORMAT, "version": VERSION, "created": "2026-01-01T00:00:00+00:00",
            "setup": {**GOOD_SETUP, "seed": 1} if setup is None else setup, **fields}
    return json.dumps(data, ensure_ascii=False).encode() + b"\n"


@cache
def event_lines() -> st.SearchStrategy[bytes]:
    events = st.one_of(
        st.fixed_dictionaries({"a": st.none() | st.sampled_from(NAMES) | json_values(6)}),
        st.just({"undo": True}), st.just({"redo": True}),
        st.dictionaries(texts, json_values(3), max_size=2),
        json_values(4),
    )
    return st.one_of(
        events.map(lambda e: json.dumps(e, ensure_ascii=False).encode()),
        st.binary(max_size=20),
    )


DAMAGED_HEADERS = st.sampled_from([
    header(version=2),
    header(version="1"), header(setup=[]), header(setup={"players": 3}),
    json.dumps({"format": FORMAT}).encode() + b"\n",
]) | st.builds(lambda d: header(setup=d), setup_dicts(json_values()))
EVENT_LINE_LISTS = st.lists(event_lines(), max_size=12)


@st.composite
def journal_bytes(draw: st.DrawFn) -> bytes:
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return draw(st.binary(max_size=200))
    head = draw(DAMAGED_HEADERS) if kind == 1 else header()  # 1: a damaged header
    lines = draw(EVENT_LINE_LISTS)
    body = b"\n".join(lines)
    tail = draw(st.sampled_from([b"\n", b"", b'\n{"a": "An']))
    return head + body + (tail if lines else b"")


@settings(FUZZ, max_examples=examples(80))
@given(journal_bytes())
def test_any_journal_resumes_or_explains_and_a_failure_changes_nothing(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "spel.jsonl"
        path.write_bytes(raw)
        try:
            loaded = read(path)
        except JournalError as e:
            assert str(path) in str(e) and "\n" not in str(e)
            assert path.read_bytes() == raw
            loaded = None
        try:
            game, _, _ = resume(path)
        except JournalError as e:
            assert loaded is None or str(path) in str(e)
            assert path.read_bytes() == raw  # never overwritten
            assert not path.with_name("spel.jsonl.torn").exists()
        else:
            assert loaded is not None and game.answers == [
                game.records[i].answer for i in range(len(loaded.answers))]
        # The "Verder spelen" list shows it (or its problem) without raising.
        listed = saved_games(Path(folder))
        assert len(listed) == 1
        assert (listed[0].problem is None) == (loaded is not None and _resumes(path))


def _resumes(path: Path) -> bool:
    try:
        resume(path)
    except WakkerdamError:
        return False
    return True


@pytest.mark.parametrize("value", [float("nan"), float("inf"), 10**400, -0.0])
def test_odd_numbers_in_a_journal_answer(tmp_path: Path, value: float) -> None:
    path = tmp_path / "spel.jsonl"
    path.write_bytes(header() + json.dumps({"a": value}).encode() + b"\n")
    with pytest.raises(JournalError, match="answer 1 does not replay"):
        resume(path)
