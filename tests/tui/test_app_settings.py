"""The app settings' balance-meter game count: 2400 by default, WAKKERDAM_BALANCE_GAMES or the
settings file may change it, and a value out of range falls back instead of breaking the meter."""

from __future__ import annotations

import json

import pytest

from tui.settings import AppSettings, load_settings, save_settings, settings_path


def test_the_meter_plays_2400_games_unless_told_otherwise(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WAKKERDAM_BALANCE_GAMES")
    assert AppSettings().balance_games == 2400
    assert load_settings().balance_games == 2400


@pytest.mark.parametrize(("value", "games"), [("77", 77), ("1", 1), ("0", 2400), ("-5", 2400),
                                              ("veel", 2400), ("", 2400), ("100001", 2400)])
def test_the_environment_sets_the_default_count(monkeypatch: pytest.MonkeyPatch, value: str,
                                                games: int) -> None:
    monkeypatch.setenv("WAKKERDAM_BALANCE_GAMES", value)
    assert AppSettings().balance_games == games


def test_the_settings_file_keeps_the_count() -> None:
    save_settings(AppSettings(balance_games=1000))
    assert json.loads(settings_path().read_text("utf-8"))["balance_games"] == 1000
    assert load_settings().balance_games == 1000


@pytest.mark.parametrize("saved", [0, "x", None, [3], 10**9])
def test_a_bad_count_in_the_file_gives_the_default(monkeypatch: pytest.MonkeyPatch,
                                                   saved: object) -> None:
    monkeypatch.setenv("WAKKERDAM_BALANCE_GAMES", "33")
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"lang": "en", "balance_games": saved}), "utf-8")
    loaded = load_settings()
    assert loaded.balance_games == 33
    assert loaded.lang == "en"  # the rest of the file still counts
