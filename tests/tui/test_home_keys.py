"""The home screen's keys come from each language's own words ("w Weiterspielen", "g Réglages";
quitting is q everywhere, as in every terminal program), and no two keys on the screen collide
in any language: not two choices, not a choice and a key the app or the screen already has."""

from __future__ import annotations

from textual.binding import Binding
from textual.screen import Screen

from tests.tui.conftest import MakeApp
from tui.app import WakkerdamApp
from tui.i18n import t
from tui.screens.home import CHOICES, HomeScreen, choice_key
from tui.screens.settings import SettingsScreen


def keys_of(bindings: object) -> set[str]:
    assert isinstance(bindings, list)
    return {k.strip() for b in bindings if isinstance(b, Binding) for k in b.key.split(",")}


def test_each_choice_has_a_letter_of_its_own_word_and_none_collide(lang: str) -> None:
    keys = [choice_key(label) for _, label in CHOICES]
    assert len(set(keys)) == len(keys), (lang, keys)
    for key, (action, label) in zip(keys, CHOICES, strict=True):
        assert len(key) == 1 and key.isalpha() and key.islower(), (lang, key)
        if action == "app.quit":
            assert key == "q"
        else:
            assert key in t(label).casefold(), (lang, key, t(label))
    taken = keys_of(WakkerdamApp.BINDINGS) | keys_of(Screen.BINDINGS)
    assert taken.isdisjoint(keys), (lang, taken & set(keys))


async def test_the_german_home_screen_answers_its_own_letters(make_app: MakeApp) -> None:
    app = make_app(lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        shown = {b.binding.key: b.binding.description for b in app.screen.active_bindings.values()
                 if b.binding.show}
        assert shown["w"] == "Weiterspielen" and shown["e"] == "Einstellungen"
        assert "v" not in shown and "i" not in shown  # the Dutch letters are gone
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)  # Dutch 'i' does nothing in German
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
