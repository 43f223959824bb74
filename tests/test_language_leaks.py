"""tools/language_leaks.py on a small sample: no Dutch, message id, unfilled `{field}`,
snake_case id, English (in French or German) or "he" (in English: a player's gender is never
known) in the catalogues' English, French and German texts, nor in what a few bot games show
and say in those languages (messages, prompts, refusals of wrong answers, the end screen); no
"hij", "hem", "wiens" or a possessive "zijn" in the Dutch texts the app shows and speaks
(a player's gender is never known there either; the rulebook's quotes stay as written)."""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from setups.presets import all_presets
from texts import text

TOOL = Path(__file__).resolve().parents[1] / "tools" / "language_leaks.py"
OTHER = ("en", "fr", "de")
SAMPLE = ("basismix", "karakters_combineren", "huisregels", "wv_vos", "wv_chaos",
          "standaard_12")
# Played once more with Het Dorp's professions and buildings, as the set-up screen's switch
# "The Village (Het Dorp)" deals them: their day powers, buildings and lines.
VILLAGE = ("klassiek", "karakters_combineren")
# A wrong choice is answered in the words it was typed in: the refusal lists the choices' ids
# ("Possible: jager, onschuldig_meisje, vos"), which a scenario's .refusal sidecar pins
# (karakters/fouten/toneelspeler_kaart_gebruikt). The screens never show it: they offer
# only the choices, by their labels.
CHOICE_IDS = ("is not a choice here", "ist hier keine Wahl", "n'est pas un choix possible")


@cache
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("language_leaks", TOOL)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["language_leaks"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("text", "lang", "kind"), [
    ("P1 is de weerwolf.", "en", "dutch"),
    ("Le speler se réveille.", "fr", "dutch"),
    ("Die Seherin wählt the player.", "de", "english"),
    ("{name} wakes up.", "en", "field"),
    ("prompt.pick_many", "en", "id"),
    ("The switch dokter_zelf is off.", "en", "snake"),
    ("The Seer learns what he is.", "en", "he"),
    ("de weerwolf die hij uitschakelt", "nl", "he"),
    ("true: hem beschermen", "nl", "he"),
    ("twee spelers, hijzelf toegestaan", "nl", "he"),
    ("de levende speler wiens huis de schout bewaakt", "nl", "he"),
    ("\"\" houdt zijn kaart", "nl", "he"),
    ("zolang de vos zijn eigenschap heeft", "nl", "he"),
])
def test_the_checker_sees_each_kind(text: str, lang: str, kind: str) -> None:
    assert any(flag.startswith(kind) for flag in tool().flags(text, lang))


def test_het_dorp_and_wolf_village_games_are_in_the_sample() -> None:
    # A Het Dorp game has professions (its day powers and buildings speak); a Wolf Village
    # game with a mayor, a minion and masons: the lines only those tables say.
    presets = {p.id: p for p in all_presets()}
    tables = tool().tables(tuple(presets[i] for i in SAMPLE + VILLAGE), VILLAGE)
    assert {p.id for p, village in tables if village} == set(VILLAGE)
    heard = tool().play(presets["klassiek"], 0, "en", village=True)
    assert heard is not None
    assert any("Innkeeper" in text or "Baker" in text for _, text in heard.texts)
    wv = tool().play(presets["wv_chaos"], 0, "en")
    assert wv is not None
    assert any(text.startswith("Minion ") for _, text in wv.texts)


def test_a_pinned_english_error_is_still_pinned() -> None:
    # The checker passes over these English texts only while a .refusal sidecar still says
    # them: once the sidecar is updated, the text must be wholly English.
    root = TOOL.parents[1]
    for where, sidecar in tool().PINNED_BY_SCENARIO.items():
        domain, key = where.split(":", 1)
        said = text("en", domain, key)
        pinned = [line for line in (root / sidecar).read_text("utf-8").splitlines()
                  if line and not line.startswith("[")]
        assert any(line in said for line in pinned), f"{sidecar} no longer pins {where}"


def test_the_checker_leaves_good_lines_alone() -> None:
    names = tool().kept_names("en")
    assert tool().flags("The Village (Het Dorp): professions and buildings", "en", names) == []
    assert tool().flags("C'est la nuit. Le village s'endort.", "fr", ()) == []
    assert tool().flags("Heiler, wach auf. Wen schützt du heute Nacht?", "de", ()) == []
    # Dutch "zijn" as a verb, and the neutral forms of the answer keys.
    for dutch in ("de spelers die door niemand zijn aangewezen (zij liggen eruit)",
                  "elke nacht zolang er kaarten over zijn",
                  "twee spelers die nog niet betoverd zijn, nooit de fluitspeler zelf",
                  "true als het dorp doorheeft dat er geen weerwolven zijn (de overlevenden)",
                  "de levende speler van wie de schout vannacht het huis bewaakt"):
        assert tool().flags(dutch, "nl", ()) == [], dutch


@pytest.mark.parametrize("dutch", [
    "De Barbier {name} slaat toe met zijn scheermes: {target}.",
    "{name} draait zijn kaart om: de Dorpsgek!",
    "Het dorp slaapt en iedereen sluit zijn ogen.",
    "Minstens twee spelers moeten voor hem instaan.",
    "Wijs een speler aan wiens kaart je wilt zien.",
    "De Fluitspeler wint in zijn eentje!",
])
def test_the_dutch_check_sees_a_player_called_he(dutch: str) -> None:
    assert tool().DUTCH_HE.search(dutch) or tool().DUTCH_HIS_THING.search(dutch)


@pytest.mark.parametrize("dutch", [
    "{a} en {b} zijn al elkaars Geliefden",
    "Er zijn minstens {min} spelers nodig; nu zijn het er {players}.",
    "{names} zijn weg en doen vandaag niet mee.",
    "De Dief ligt nu in het midden (de twee middenkaarten zijn andere kaarten).",
    "Titus en zijn Dansende Beer",
])
def test_the_dutch_check_leaves_the_verb_zijn_alone(dutch: str) -> None:
    assert not tool().DUTCH_HE.search(dutch) and not tool().DUTCH_HIS_THING.search(dutch)


def test_the_dutch_texts_never_say_he_of_a_player() -> None:
    """The lines the app speaks and shows in Dutch (narrator, screens, cards, events, the
    answer keys of `wakkerdam replay --keys`) say the name again, "die", "diens", "de eigen
    kaart", as the English says "they"; a "hem" of a card or a sentence is listed where it
    stays (DUTCH_NOT_OF_A_PLAYER), and the rulebook's quotes stay as written."""
    read = [t for where, t in tool().catalogue_texts("nl")
            if where.startswith(tool().DUTCH_ABOUT_PLAYERS)]
    assert len(read) > 100  # every key's value form and condition is read
    known = {where for where, _ in tool().catalogue_texts("nl")}
    assert set(tool().DUTCH_NOT_OF_A_PLAYER) <= known  # no stale exception
    found = tool().catalogue_flags("nl")
    assert found == [], "\n".join(f"{where}: {flag}: {text}" for where, flag, text in found)


@pytest.mark.parametrize("lang", OTHER)
def test_the_catalogues_speak_only_their_language(lang: str) -> None:
    found = tool().catalogue_flags(lang)
    assert found == [], "\n".join(f"{where}: {flag}: {text}" for where, flag, text in found)


@pytest.mark.parametrize("lang", OTHER)
def test_bot_games_show_and_say_only_their_language(lang: str) -> None:
    presets = tuple(p for p in all_presets() if p.id in SAMPLE + VILLAGE)
    assert len(presets) == len(set(SAMPLE + VILLAGE))
    found = {key: text
             for key, text in tool().game_flags(presets, range(1), (lang,), VILLAGE).items()
             if not any(words in text for words in CHOICE_IDS)}
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())
