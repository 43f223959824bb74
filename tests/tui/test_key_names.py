"""A key is named in the app's language, in the footer and in the command palette.

Walking the game in German and French (session 14) the footer read "space Meine Karte zeigen"
and "pgdn Nächster Schritt" under a hint that says "Leertaste" and "Bild↓", and the palette
listed Textual's raw key names: "Menu (escape)", "Bulletin précédent (backspace)",
"Annuler (ctrl+z)"."""

from __future__ import annotations

import re

import pytest

from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import screen_text
from tui.i18n import t

SIZE = (100, 32)
# Textual's names of keys a keyboard labels in words, as they would read untranslated.
RAW = re.compile(r"\((?:escape|backspace|enter|space|pagedown|delete|ctrl\+\w+)\)")


@pytest.mark.parametrize(("lang", "space", "pgdn"), [
    ("de", "Leertaste", "Bild↓"), ("fr", "Espace", "PgSuiv"), ("nl", "spatie", "pgdn"),
])
async def test_the_footer_names_keys_in_the_language(make_app: MakeApp, lang: str, space: str,
                                                     pgdn: str) -> None:
    app = make_app(lang=lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert f"{pgdn} {t('setup.key.next')}" in footer, footer
        assert "pgdn" not in footer or pgdn == "pgdn"
        titles = "\n".join(c.title for c in app.get_system_commands(app.screen))
        assert not RAW.search(titles), titles
        assert f"({t('keycap.escape')})" in titles
        assert t("keycap.space") == space


async def test_a_ctrl_key_reads_as_in_the_footer(make_app: MakeApp) -> None:
    app = make_app(lang="fr")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert any(title.endswith("(^s)") for title in titles), titles


@pytest.mark.parametrize("lang", ["nl", "en", "de", "fr"])
def test_the_setup_hints_name_keys_as_the_footer_does(lang: str) -> None:
    """The English hints said "PgDn" (and "Del", "Tab") over a footer that says "pgdn"."""
    from texts import text

    def keycap(key: str) -> str:
        return text(lang, "tui", f"keycap.{key}")

    for hint in ("setup.players.hint", "setup.mix.hint", "setup.options.hint"):
        words = text(lang, "tui", hint)
        assert keycap("pagedown") in words, (hint, words)
    players = text(lang, "tui", "setup.players.hint")
    assert keycap("delete") in players and keycap("tab") in players, players
