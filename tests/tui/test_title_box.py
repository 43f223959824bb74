"""The new-game screen's mix check knows the titles the options hand out: the omroeper's
card comes in the Volle Maan box (setups/data/boxes.toml), so a group without that box is told
so when it switches the omroeper on."""

from __future__ import annotations

from setups.mixes import parse_mix
from setups.options import Options
from tui.screens.new_game import mix_issue

MIX = parse_mix("weerwolf=2,ziener,burger=5")


def test_the_omroeper_needs_the_volle_maan_box_on_the_new_game_screen() -> None:
    owned = ["basis", "karakters"]
    assert mix_issue(8, MIX, owned, Options()) is None
    issue = mix_issue(8, MIX, owned, Options(omroeper=True))
    assert issue is not None and "Volle Maan" in issue
    assert mix_issue(8, MIX, [*owned, "volle_maan"], Options(omroeper=True)) is None
    assert mix_issue(8, MIX, None, Options(omroeper=True)) is None  # no boxes set: no box rules
