"""Bad input of every kind: each is refused with one clear message (the substring asserted),
the CLI exits 2 and prints no traceback, and a journal that cannot be read is left untouched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from narration.engine import Game
from narration.errors import AnswerError, JournalError, ScenarioError
from narration.journal import Journal, read, resume
from narration.replay import play
from narration.report import state_json
from narration.scenario import parse
from setups.errors import SetupError
from setups.game_setup import GameSetup, setup_from_dict, validate

from .helpers import run_cli, run_free

NAMES = ["Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna"]
ROLES = ["weerwolf", "weerwolf", "ziener", "burger", "burger", "burger", "jager", "burger"]


def scenario_text(players: list[str], roles: list[str], turns: str = "") -> str:
    return (f"title = \"t\"\n[setup]\nplayers = {json.dumps(players, ensure_ascii=False)}\n"
            f"roles = {json.dumps(roles)}\n{turns}")


def setup_of(players: list[str] = NAMES, roles: list[str] = ROLES) -> GameSetup:
    return setup_from_dict({"players": list(players), "roles": list(roles)})


# --- setups ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "roles", "message"), [
    (NAMES, [*ROLES[:-1], "tovenaar"], "Unknown role 'tovenaar' in roles"),
    (NAMES, ROLES[:-1], "There are 8 players but 7 roles"),
    (NAMES, [*ROLES, "burger"], "There are 8 players but 9 roles"),
    ([*NAMES[:-1], "Anna"], ROLES, "Two players are called 'Anna'"),
    ([*NAMES[:-1], "ANNA"], ROLES, "Two players are called 'ANNA'"),
    ([*NAMES[:-1], "x" * 41], ROLES, "longer than 40 characters"),
    ([*NAMES[:-1], ""], ROLES, "cannot be empty"),
    ([*NAMES[:-1], "Han\x00na"], ROLES, "control characters"),
    # Brackets are the screens' markup: "[/x]" ended the game screen with an error.
    ([*NAMES[:-1], "[/x]"], ROLES, "contains [ or ]"),
    ([*NAMES[:-1], "Anna [b]"], ROLES, "contains [ or ]"),
    (NAMES, ["burger"] * 8, "at least one werewolf"),
])
def test_bad_setup_is_refused(players: list[str], roles: list[str], message: str,
                              tmp_path: Path) -> None:
    with pytest.raises(SetupError) as caught:
        setup_of(players, roles)
    assert message in str(caught.value)
    path = tmp_path / "bad.toml"
    path.write_text(scenario_text(players, roles).replace("\x00", "\\u0000"), encoding="utf-8")
    # (The command frames its messages in its own language: these are the English ones.)
    done = run_cli("--lang", "en", "replay", str(path))
    assert done.returncode == 2
    assert message in done.stderr
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_forty_characters_is_still_fine() -> None:
    validate(setup_of([*NAMES[:-1], "x" * 40]))


def test_odd_names_are_accepted_and_played() -> None:
    names = ["Zoë", "José", "Ånne-Märit", "Łukasz", "Wolf 🐺", "👩\u200d🌾 Boerin", "Ĳsbrand",
             "O'Neil"]
    text = scenario_text(names, ROLES, """
[[turn]]
phase = "night"
ziener = "ZOË"
weerwolven = "👩\u200d🌾 Boerin"

[[turn]]
phase = "day"
stemming = { "Zoë" = "Wolf 🐺", "José" = "Wolf 🐺", "Łukasz" = "zoë" }
""")
    game = play(parse(text))
    data = state_json(game)
    assert [p["name"] for p in data["players"]] == names
    assert [(d["name"], d["cause"]) for d in data["deaths"]] == [
        ("👩\u200d🌾 Boerin", "weerwolven"), ("Wolf 🐺", "stemming")]


def test_decomposed_accent_means_the_same_player() -> None:
    setup = setup_of([*NAMES[:-1], "Zoe\u0308"])  # NFD in the file
    assert setup.players[-1] == "Zoë"  # NFC in the game
    game = Game(setup)
    run_free(game)
    assert game.answer("Zoe\u0308") == "Zoë"  # the ziener looks at her


def test_extra_spaces_in_a_name_are_cleaned() -> None:
    assert setup_of([*NAMES[:-1], "  Hanna   de  Vries "]).players[-1] == "Hanna de Vries"


# --- answers -----------------------------------------------------------------------------------

def at(game: Game, step: str) -> None:
    run_free(game)
    while game.prompt is not None and game.prompt.step != step:
        game.answer("" if game.prompt.optional else game.prompt.candidates[0])
        run_free(game)


def test_unknown_player_in_an_answer() -> None:
    game = Game(setup_of())
    at(game, "weerwolven")
    before = state_json(game)
    with pytest.raises(AnswerError, match=r"'Zoë' speelt niet mee\. Spelers: "):
        game.answer("Zoë")
    assert state_json(game) == before  # nothing was applied


def test_dead_target_is_refused() -> None:
    game = Game(setup_of())
    at(game, "ziener")
    game.answer("Anna")
    at(game, "weerwolven")
    game.answer("Eva")
    at(game, "stemming")
    with pytest.raises(AnswerError, match="Eva is dood; alleen levende spelers"):
        game.answer("Eva")
    with pytest.raises(AnswerError, match="Eva mag nu niet stemmen"):
        game.answer({"Eva": "Anna"})
    with pytest.raises(AnswerError, match="Eva is dood"):
        game.answer({"Anna": "Eva"})


def test_answer_when_nothing_is_asked() -> None:
    game = Game(setup_of())
    assert game.prompt is not None and game.prompt.kind == "none"
    with pytest.raises(AnswerError, match="Deze stap vraagt geen antwoord"):
        game.answer("Anna")
    done = play(parse(scenario_text(NAMES, ["weerwolf", *["burger"] * 7], """
[[turn]]
phase = "night"
weerwolven = "Bram"
[[turn]]
phase = "day"
stemming = "Anna"
""")))
    assert done.ended
    with pytest.raises(AnswerError, match="Er wordt nu niets gevraagd"):
        done.answer("Bram")


def test_wrong_kind_of_answer() -> None:
    game = Game(setup_of())
    at(game, "ziener")
    with pytest.raises(AnswerError, match="Kies één speler"):
        game.answer(3)


def test_scenario_key_never_asked_names_turn_key_and_reason() -> None:
    text = scenario_text(NAMES, ROLES, """
[[turn]]
phase = "night"
ziener = "Anna"
weerwolven = "Eva"
cupido = ["Anna", "Bram"]
""")
    with pytest.raises(ScenarioError) as caught:
        play(parse(text, "x.toml"), "x.toml")
    message = str(caught.value)
    for part in ("x.toml", "turn 1 (night)", "key 'cupido'", "never asked",
                 "no player holds the card 'cupido'"):
        assert part in message


@pytest.mark.parametrize(("text", "message"), [
    ("title = \"x\n", "not valid TOML"),
    ("title = \"x\"\n", "the [setup] table is missing"),
    ("title = \"x\"\n[setup]\nplayers = \"Anna\"\nroles = []\n", "'players' must be a list"),
    ("title = \"x\"\n[foo]\n", "unknown table 'foo'"),
    (scenario_text(NAMES, ROLES) + "[[turn]]\nphase = \"avond\"\n", "'phase' must be"),
    (scenario_text(NAMES, ROLES) + "[setup.options]\ntie_rule = \"dobbelsteen\"\n",
     "allowed: burgemeester, herstemming, lot, niemand"),
    (scenario_text(NAMES, ROLES) + "[setup.options]\nkleur = 1\n", "Unknown option 'kleur'"),
])
def test_broken_scenario_files(text: str, message: str, tmp_path: Path) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse(text, "f.toml")
    assert message in str(caught.value)
    path = tmp_path / "f.toml"
    path.write_text(text, encoding="utf-8")
    done = run_cli("--lang", "en", "replay", str(path), "--json")
    assert done.returncode == 2, done.stderr
    assert message in done.stderr and "Traceback" not in done.stderr


def test_not_utf8_scenario(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes(scenario_text(NAMES, ROLES).replace("Anna", "Zoë").encode("latin-1"))
    done = run_cli("replay", str(path))
    assert done.returncode == 2
    assert "UTF-8" in done.stderr and "Traceback" not in done.stderr


# --- journals ----------------------------------------------------------------------------------

def journal_of(tmp_path: Path, answers: int = 12) -> tuple[Path, Game]:
    game = Game(setup_of())
    journal = Journal.create(game.setup, tmp_path / "spel.jsonl")
    while len(game.answers) < answers or (game.prompt is not None
                                          and game.prompt.kind == "none"):
        prompt = game.prompt
        assert prompt is not None
        value: object = None
        if prompt.kind != "none":
            value = "" if prompt.optional else prompt.candidates[-1]
        journal.answer(game.answer(value))
    return journal.path, game


def test_torn_last_line_is_dropped_with_warning_and_kept(tmp_path: Path) -> None:
    path, game = journal_of(tmp_path)
    whole = path.read_bytes()
    path.write_bytes(whole + b'{"a": {"ball')
    loaded = read(path)  # without repair: the file is not touched
    assert path.read_bytes() == whole + b'{"a": {"ball'
    assert loaded.answers == game.answers
    assert any("cut off by a crash" in str(w) and "spel.jsonl.torn" in str(w)
               for w in loaded.warnings)
    resumed, _, warnings = resume(path)
    assert warnings and "dropped" in str(warnings[0])
    assert path.read_bytes() == whole
    assert (tmp_path / "spel.jsonl.torn").read_bytes() == b'{"a": {"ball\n'
    assert state_json(resumed) == state_json(game)


def broken(path: Path, how: str) -> None:
    lines = path.read_bytes().split(b"\n")
    if how == "middle":
        lines[4] = b'{"a": "Anna"'
    elif how == "event":
        lines[3] = b'{"b": 1}'
    elif how == "version":
        header = json.loads(lines[0])
        header["version"] = 99
        lines[0] = json.dumps(header).encode()
    elif how == "foreign":
        lines = [b"Anna;Bram;Cor", b"1;2;3", b""]
    elif how == "empty":
        lines = [b""]
    elif how == "setup":
        header = json.loads(lines[0])
        header["setup"]["roles"] = ["tovenaar"] * 8
        lines[0] = json.dumps(header).encode()
    elif how == "answer":
        lines[2] = b'{"a": "Zoltan"}'
    path.write_bytes(b"\n".join(lines))


@pytest.mark.parametrize(("how", "message"), [
    ("middle", "spel.jsonl, line 5: damaged (not valid JSON)"),
    ("event", "spel.jsonl, line 4: unknown journal event"),
    ("version", "line 1: journal version 99"),
    ("foreign", "line 1: not a Wakkerdam journal"),
    ("empty", "the file is empty"),
    ("setup", "line 1: the setup cannot be played: Unknown role 'tovenaar'"),
    ("answer", "answer 2 does not replay: 'Zoltan' speelt niet mee"),
])
def test_damaged_journal_is_a_clear_error_and_stays_untouched(
        tmp_path: Path, how: str, message: str) -> None:
    path, _ = journal_of(tmp_path)
    broken(path, how)
    if how != "empty":
        path.write_bytes(path.read_bytes() + b'{"a": "torn')  # a torn tail too: no repair
    before = path.read_bytes()
    with pytest.raises(JournalError) as caught:
        resume(path)
    assert message in str(caught.value)
    assert str(path) in str(caught.value)
    assert "\n" not in str(caught.value)
    # The torn line is repaired only once every answer replays: a failed resume changes nothing.
    assert path.read_bytes() == before
    assert not (tmp_path / "spel.jsonl.torn").exists()


def test_missing_journal(tmp_path: Path) -> None:
    with pytest.raises(JournalError, match="cannot be read"):
        resume(tmp_path / "nope.jsonl")


def test_undo_redo_events_are_replayed(tmp_path: Path) -> None:
    path, game = journal_of(tmp_path)
    journal = Journal(path)
    game.undo()
    journal.undo()
    game.undo()
    journal.undo()
    game.redo()
    journal.redo()
    resumed, _, _ = resume(path)
    assert state_json(resumed) == state_json(game)
    assert resumed.redo_stack == game.redo_stack
    assert resumed.redo() and game.redo()
    assert state_json(resumed) == state_json(game)
