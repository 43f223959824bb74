"""`wakkerdam balance` says its result in the chosen language (`--lang`), from the catalogues:
no Dutch word in another language's result, no English one in Dutch."""

from __future__ import annotations

import pytest

from texts import LANGS
from tui.cli import main

MIX = "weerwolf=2,ziener,heks,burger=4"
DUTCH = ("spelers", "potjes", "statische score", "Geen voorstel")
ENGLISH = ("players", "games,", "static score", "No preset")


@pytest.mark.parametrize("lang", LANGS)
def test_the_result_and_the_preset_list_are_in_the_chosen_language(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", lang, "balance", "--players", "8", "--mix", MIX, "--games", "10"]) == 0
    assert main(["--lang", lang, "balance", "--players", "8"]) == 0
    assert main(["--lang", lang, "balance", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("8 ")
    if lang != "nl":
        assert not [w for w in DUTCH if w in out], out
    if lang != "en":
        assert not [w for w in ENGLISH if w in out], out


@pytest.mark.parametrize("lang", LANGS)
def test_one_verdict_is_said_once_when_the_score_agrees(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`weerwolf=2,burger=6`: the bots and the static score both find it good for the wolves;
    the line says that once and names the score beside it. With `weerwolf=2,ziener,heks,burger=4`
    the two differ (the bots: good for the village, the score: balanced), and both are said."""
    from setups.scores import verdict_text

    assert main(["--lang", lang, "balance", "--players", "8", "--mix", "weerwolf=2,burger=6",
                 "--games", "300"]) == 0
    agreed = capsys.readouterr().out.splitlines()[0]
    words = verdict_text(-6, lang, "")
    assert agreed.count(words) == 1, agreed
    assert "-6" in agreed
    assert main(["--lang", lang, "balance", "--players", "8", "--mix", MIX, "--games", "300"]) == 0
    differ = capsys.readouterr().out.splitlines()[0]
    assert verdict_text(3, lang, "") in differ and "+3" in differ, differ
