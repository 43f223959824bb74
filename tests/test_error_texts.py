"""The errors a player can see (SetupError, JournalError) are catalogue texts: every raise names
a message id whose fields it fills, `text(lang)` says it in that language (a nested error in the
same language), and `str()` is the English text the scenario checker and the tests read."""

from __future__ import annotations

import ast
import json
import pickle
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from narration.errors import JournalError, JournalWarning
from narration.journal import FORMAT, VERSION, read
from setups.editions import validate_edition
from setups.errors import SetupError, TranslatedError
from setups.game_setup import GameSetup, validate
from texts import LANGS, fields, texts
from tui.cli import main

ROOT = Path(__file__).resolve().parents[1]
ERRORS: dict[str, type[TranslatedError]] = {"SetupError": SetupError,
                                            "JournalError": JournalError,
                                            "JournalWarning": JournalWarning}


def constructions() -> Iterator[tuple[str, ast.Call]]:
    """Every `SetupError(...)` / `JournalError(...)` in setups/ and narration/, with its place."""
    for folder in ("setups", "narration"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text("utf-8"), filename=str(path))
            for node in ast.walk(tree):
                if isinstance(node, ast.Call):
                    func = node.func
                    name = func.id if isinstance(func, ast.Name) else \
                        func.attr if isinstance(func, ast.Attribute) else ""
                    if name in ERRORS:
                        yield f"{path.relative_to(ROOT)}:{node.lineno} {name}", node


def message_ids(where: str, node: ast.expr) -> list[str]:
    """The message id a call names: a text constant, or either of two (`a if x else b`)."""
    if isinstance(node, ast.IfExp):
        return [*message_ids(where, node.body), *message_ids(where, node.orelse)]
    assert isinstance(node, ast.Constant) and isinstance(node.value, str), \
        f"{where}: not raised with a message id"
    assert re.fullmatch(r"[a-z_]+", node.value), f"{where}: {node.value!r} is not an id"
    return [node.value]


def test_every_error_is_raised_with_a_message_id_and_its_fields() -> None:
    used: dict[str, set[str]] = {name: set() for name in ERRORS}
    for where, call in constructions():
        kind = ERRORS[where.rsplit(" ", 1)[1]]
        assert len(call.args) == 1, f"{where}: one message id, then its fields by name"
        given = {k.arg for k in call.keywords}
        assert None not in given, f"{where}: fields given as **mapping cannot be checked"
        for name in message_ids(where, call.args[0]):
            key = kind.prefix + name
            for lang in LANGS:
                assert texts(lang, kind.domain).has(key), f"{where}: {key} missing in {lang}"
            template = texts("nl", kind.domain).text(key)
            assert given == fields(template), f"{where}: fields {given} != {fields(template)}"
            used[where.rsplit(" ", 1)[1]].add(key)
    for kind_name, kind in ERRORS.items():
        catalogue = {k for k in texts("nl", kind.domain).keys if k.startswith(kind.prefix)}
        assert used[kind_name], f"no {kind_name} found: the scan is broken"
        assert catalogue == used[kind_name], f"unused texts: {sorted(catalogue - used[kind_name])}"


def test_an_error_says_itself_in_every_language() -> None:
    error = SetupError("players_few", min=4, n=3)
    said = {lang: error.text(lang) for lang in LANGS}
    assert said["nl"] == "Er zijn minstens 4 spelers nodig, niet 3."
    assert said["en"] == str(error) == "At least 4 players are needed, not 3."
    assert said["de"] == "Es werden mindestens 4 Spieler gebraucht, nicht 3."
    assert said["fr"] == "Il faut au moins 4 joueurs, pas 3."


def test_the_english_text_is_the_developers_one() -> None:
    """str() keeps the wording the must-fail scenarios and tests pin (format specs included)."""
    with pytest.raises(SetupError) as caught:
        validate(GameSetup(("Anna", " Bram", "Cor", "Daan"), ("weerwolf",) + ("burger",) * 3))
    assert str(caught.value) == "The name ' Bram' has extra spaces; write it as 'Bram'."
    assert caught.value.text("nl") == ("De naam ' Bram' heeft overbodige spaties; "
                                       "schrijf hem als 'Bram'.")


def journal_with(path: Path, setup: dict[str, object]) -> Path:
    header = {"format": FORMAT, "version": VERSION, "created": "2026-12-01T20:00:00+00:00",
              "setup": setup}
    path.write_text(json.dumps(header) + "\n", "utf-8")
    return path


def test_a_nested_error_is_said_in_the_same_language(tmp_path: Path) -> None:
    path = journal_with(tmp_path / "drie.jsonl", {
        "players": ["Anna", "Bram", "Cor"], "roles": ["weerwolf", "burger", "burger"]})
    with pytest.raises(JournalError) as caught:
        read(path)
    error = caught.value
    assert str(error) == (f"{path}, line 1: the setup cannot be played: "
                          "At least 4 players are needed, not 3.")
    assert error.text("nl") == (f"{path}, regel 1: de opzet kan niet gespeeld worden: "
                                "Er zijn minstens 4 spelers nodig, niet 3.")
    assert error.text("de") == (f"{path}, Zeile 1: Der Aufbau kann nicht gespielt werden: "
                                "Es werden mindestens 4 Spieler gebraucht, nicht 3.")
    assert "Il faut au moins 4 joueurs, pas 3." in error.text("fr")


def test_names_in_a_message_follow_its_language() -> None:
    """The edition's box refusal names the edition and what its box lacks in the language."""
    with pytest.raises(SetupError) as caught:
        validate_edition("best_of", ("dief",), ())
    error = caught.value
    assert "(no dief, no genezer)" in str(error)
    assert "(geen Dief, geen Genezer)" in error.text("nl")
    assert "(kein Dieb, kein Heiler)" in error.text("de")
    assert "(pas de Voleur, pas de Salvateur)" in error.text("fr")


def test_an_error_crosses_processes_whole() -> None:
    """A balance worker's error is pickled back to the app: it keeps its id and fields."""
    error = JournalError("bad_setup", path=Path("x.jsonl"), error=SetupError("no_werewolf"))
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is JournalError
    assert {lang: again.text(lang) for lang in LANGS} == {lang: error.text(lang) for lang in LANGS}


@pytest.mark.parametrize(("lang", "unknown", "count"), [
    ("nl", "Onbekende kaart 'foo' in de mix; bekende kaarten: aap,",
     "'burger=x': het aantal na '=' moet een heel getal zijn, zoals weerwolf=2."),
    ("en", "Unknown role 'foo' in the mix; known roles: aap,",
     "'burger=x': the count after '=' must be a whole number, like weerwolf=2."),
    ("de", "Unbekannte Karte 'foo' in der Mischung; bekannte Karten: aap,",
     "'burger=x': Die Anzahl nach '=' muss eine ganze Zahl sein, etwa weerwolf=2."),
    ("fr", "Carte inconnue «\u00a0foo\u00a0» dans le mélange\u00a0; cartes connues\u00a0: aap,",
     "«\u00a0burger=x\u00a0»\u00a0: le nombre après «\u00a0=\u00a0» doit être un nombre entier, "
     "comme weerwolf=2."),
])
def test_the_command_line_refuses_in_its_language(capsys: pytest.CaptureFixture[str], lang: str,
                                                  unknown: str, count: str) -> None:
    chosen = [] if lang == "nl" else ["--lang", lang]  # Dutch: the default, nothing chosen
    assert main([*chosen, "balance", "--players", "8", "--mix", "weerwolf=3,foo"]) == 2
    assert capsys.readouterr().err.startswith(f"wakkerdam balance: {unknown}")
    assert main([*chosen, "balance", "--players", "8", "--mix", "weerwolf=3,burger=x"]) == 2
    assert capsys.readouterr().err == f"wakkerdam balance: {count}\n"
    assert main([*chosen, "balance", "--players", "9", "--preset", "best_of_8"]) == 2
    err = capsys.readouterr().err
    assert ("9" in err) and (err == "wakkerdam balance: " + SetupError(
        "preset_players", preset="best_of_8", low=8, high=8, players=9).text(lang) + "\n")
