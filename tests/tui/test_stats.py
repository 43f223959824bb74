"""`wakkerdam stats` and the statistics screen on saved games; the meter's group results."""

from __future__ import annotations

import csv
import io
import json

import pytest

from narration.history import finished_games
from narration.paths import games_dir
from tests.engine.test_history import MIX, journal_game
from tests.tui.conftest import GROUP, MakeApp
from tests.tui.input_helpers import open_new_game, screen_text
from tests.tui.test_setup_screens import SIZE
from tui.cli import main
from tui.screens.stats import StatsScreen


def saved(*seeds: int) -> None:
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for seed in seeds:
        journal_game(seed, folder)


def test_stats_as_text_json_and_csv(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats"]) == 0
    assert "Nog geen uitgespeeld potje" in capsys.readouterr().out
    saved(1, 2, 3)
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 3 and sum(data["wins"].values()) == 3
    assert main(["stats", "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert len(rows) == 3 and {r["mix"] for r in rows} == {"burger=5,weerwolf=2,ziener"}
    assert main(["--lang", "en", "stats"]) == 0
    out = capsys.readouterr().out
    assert "Played: 3 games" in out and "Longest game" in out and "Per player" in out


def test_one_game_is_counted_in_the_singular(capsys: pytest.CaptureFixture[str]) -> None:
    """`1 potjes` (every count was written in the plural) is `1 potje`, in each language."""
    saved(1)
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Gespeeld: 1 potje\n" in out and "1 potjes" not in out
    assert main(["--lang", "en", "stats"]) == 0
    out = capsys.readouterr().out
    assert "Played: 1 game\n" in out and "1 games" not in out


async def test_the_statistics_screen_from_home(make_app: MakeApp) -> None:
    saved(1, 2)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = screen_text(app)
        # (the mix in words takes two lines at this size: the last player is scrolled off)
        assert "Gespeeld: 2 potjes" in text and "Gijs: 2 potjes" in text
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, StatsScreen)


async def test_the_meter_shows_the_groups_own_results_for_the_same_mix(
        make_app: MakeApp) -> None:
    saved(1, 2)
    village = sum(g.winner == "dorp" for g in finished_games())
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        await pilot.press("pagedown")
        await pilot.pause()
        assert screen.mix == MIX  # the base mix for eight, as the saved games had
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert f"jullie potjes: dorp {village} van 2" in text


def test_the_statistics_name_cards_and_mixes_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    """The per-mix and per-card lines showed the ids ("burger=5,weerwolf=2,ziener",
    "weerwolf : 1 partie") in every language; they name the cards as the screens do."""
    saved(1)
    for lang, words in (("en", ("5× Villager, 2× Werewolf, 1× Seer", "  Werewolf: ")),
                        ("fr", ("5× Simple Villageois", "  Voyante\u00a0: ")),
                        ("nl", ("5× Gewone Burger, 2× Weerwolf, 1× Ziener", "  Weerwolf: "))):
        assert main(["--lang", lang, "stats"]) == 0
        out = capsys.readouterr().out
        assert all(w in out for w in words), out
        assert "weerwolf" not in out and "ziener" not in out


# Names a person sorts by letter, as the group typed them: a space, accents, a small first
# letter, the Dutch ĳ as one character (U+0132), a German ß.
PEOPLE = ("Zoë", "Ĳsbrand", "Anna Maria", "émile", "bram", "Straße", "Ölaf", "Cor")


def test_csv_keeps_each_games_winners_in_one_field_a_spreadsheet_can_split(
        capsys: pytest.CaptureFixture[str]) -> None:
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    played = [journal_game(seed, folder, names=PEOPLE) for seed in (1, 4, 5)]
    assert main(["stats", "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    winners = {row["file"]: row["winners"].split("|") for row in rows}
    expected = {f"spel-{seed}.jsonl": list(game.state.winner.players)
                for seed, game in zip((1, 4, 5), played, strict=True) if game.state.winner}
    assert any(len(names) > 1 and "Anna Maria" in names for names in expected.values())
    assert winners == expected


def test_player_names_sort_as_a_person_reads_them(capsys: pytest.CaptureFixture[str]) -> None:
    saved_people = games_dir()
    saved_people.mkdir(parents=True, exist_ok=True)
    journal_game(1, saved_people, names=PEOPLE)
    person = ["Anna Maria", "bram", "Cor", "émile", "Ĳsbrand", "Ölaf", "Straße", "Zoë"]
    assert main(["stats", "--json"]) == 0
    assert list(json.loads(capsys.readouterr().out)["players"]) == person
    assert main(["stats"]) == 0
    out = capsys.readouterr().out.splitlines()
    listed = [line.split(":")[0].strip() for line in out[out.index("Per speler:") + 1:]
              if ":" in line and line.split(":")[0].strip() in PEOPLE]
    assert listed == person
