"""`wakkerdam balance` says its result in the chosen language (`--lang`), from the catalogues:
no Dutch word in another language's result, no English one in Dutch."""

from __future__ import annotations

import pytest

from texts import LANGS
from tui.cli import main

MIX = "weerwolf=2,ziener,heks,burger=4"
DUTCH = ("spelers", "potjes", "kaartpunten", "Geen voorstel")
ENGLISH = ("players", "games,", "card points", "No preset")


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
def test_one_verdict_is_said_once_and_the_card_points_never_contradict_it(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`weerwolf=2,burger=6`: the bots and the card points both find it good for the wolves;
    the line says that once and names the points beside it as agreeing. With
    `weerwolf=2,ziener,heks,burger=4` the two differ (the bots: good for the village, the
    points: balanced): the line still says one verdict, the bots', and the points only that
    they come to another (it said "... · statische score +3 (in balans)": two verdicts)."""
    from setups.scores import verdict_text
    from texts import text

    def say(key: str, **fields: str) -> str:
        return text(lang, "tui", key, **fields)

    assert main(["--lang", lang, "balance", "--players", "8", "--mix", "weerwolf=2,burger=6",
                 "--games", "300"]) == 0
    agreed = capsys.readouterr().out.splitlines()[0]
    words = verdict_text(-6, lang, "")
    assert agreed.count(words) == 1, agreed
    assert agreed.endswith(say("setup.balance.agreed", score="-6")), agreed
    assert main(["--lang", lang, "balance", "--players", "8", "--mix", MIX, "--games", "300"]) == 0
    differ = capsys.readouterr().out.splitlines()[0]
    assert verdict_text(3, lang, "") not in differ, differ
    assert differ.endswith(say("setup.balance.hint", score="+3")), differ
