"""The French catalogues (texts/locale/fr): French counts like French, every card, box,
profession, building, event and variant name says where it comes from, and a played line
never glues an elided word ("de", "que") to a player's name."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from texts import LANGS, po_path, read_catalog, text

pytestmark = pytest.mark.skipif("fr" not in LANGS, reason="no French catalogues")

# The message ids that hold a name printed on a card or a box (setups domain).
# Ids are "<file stem>:<path>" (roles.wolf_village:vos.name is an edition's own card).
NAME = re.compile(r"^(roles(\.\w+)?:\w+\.name|professions:\w+\.(name|building)|boxes:\w+"
                  r"|events:\w+\.name|variants:\w+\.name|editions:edition\.\w*\.name"
                  r"|mix_messages:title_omroeper)$")


def test_french_counts_zero_and_one_as_singular() -> None:
    """CLDR's French rule (through Babel's Plural-Forms header): 0 and 1 take the singular."""
    zero = text("fr", "tui", "cards.missing", n=0)
    one = text("fr", "tui", "cards.missing", n=1)
    two = text("fr", "tui", "cards.missing", n=2)
    assert one.replace("1", "0") == zero
    assert two.replace("2", "1") != one
    assert "joueurs" in two and "joueurs" not in one


def test_every_french_name_says_its_source() -> None:
    catalog = read_catalog(po_path("fr", "setups"), "fr")
    names = [m for m in catalog if isinstance(m.id, str) and NAME.match(m.id)]
    assert len(names) > 60, "the name messages were not found"
    unsourced = [m.id for m in names if not any(c.startswith("name:") for c in m.user_comments)]
    assert unsourced == []


def test_no_french_line_elides_before_a_player() -> None:
    """'la carte de Anna' is not French; the lines are written so the name needs no elision."""
    player = r"\{(name|names|a|b|target|spirit|model|medium|wolf|victim|voter|knight|former)\}"
    elided = re.compile(r"\b(de|que|le|la|ne|se|je|me|te)\s+" + player)
    found = []
    for domain in ("narration", "tui"):
        for message in read_catalog(po_path("fr", domain), "fr"):
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            found += [f"{message.id}: {form}" for form in forms if elided.search(str(form))]
    assert found == []


# Text the command line prints for scenario authors (file and line before the error).
CLI = ("tui/replay_command.py", "tui/balance_command.py", "tui/stats_command.py")


def test_no_screen_glues_a_colon_in_code() -> None:
    """A screen that joins "Anna" and her card with ": " in code shows "Anna: Rebouteux" in
    French too, where the catalogue says "Anna\u00a0: ..." (seen at the Het Dorp deal, the end
    screen's cards and the ballot tally): such a pair is the catalogue's `pair`."""
    root = Path(__file__).resolve().parents[1]
    found = []
    for path in sorted((root / "tui").rglob("*.py")):
        if str(path.relative_to(root)) in CLI:
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.JoinedStr):
                continue
            parts = node.values
            for before, middle, after in zip(parts, parts[1:], parts[2:], strict=False):
                fields = isinstance(before, ast.FormattedValue) and isinstance(
                    after, ast.FormattedValue)
                if fields and isinstance(middle, ast.Constant) and middle.value in (": ", " : "):
                    found.append(f"{path.relative_to(root)}:{node.lineno}")
    assert not found, "a 'name: value' built in code: " + ", ".join(found)
    assert text("fr", "tui", "pair", name="Anna", value="Rebouteux") == "Anna\u00a0: Rebouteux"
