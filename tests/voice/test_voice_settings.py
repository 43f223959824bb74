"""Settings are remembered between games; a broken file never stops the game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from narration.voice import Voice, VoiceSettings, load_settings, save_settings
from narration.voice.settings import settings_path
from tests.profiles import examples


def test_defaults() -> None:
    settings = load_settings()
    assert settings == VoiceSettings(lang="nl", voice=None, rate=160, volume=1.0, mute=False)


def test_round_trip(home: Path) -> None:
    chosen = VoiceSettings(lang="en", voice="gmw/en", rate=190, volume=0.5, mute=True)
    assert save_settings(chosen)
    assert settings_path() == home / "config" / "voice.json"
    assert load_settings() == chosen


@pytest.mark.parametrize(
    "content",
    ["", "{", "[]", "null", '"nl"', '{"lang": 3}', "\x00\xff", '{"rate": 1e999}'],
)
def test_a_broken_file_gives_defaults(content: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(content)
    assert load_settings() == VoiceSettings()


def test_a_broken_field_gives_that_fields_default() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    data = {"lang": "xx", "voice": 7, "rate": "fast", "volume": 3, "mute": "yes"}
    path.write_text(json.dumps(data))
    assert load_settings() == VoiceSettings(volume=1.0)
    path.write_text(json.dumps({"lang": "en", "rate": 5, "volume": -1}))
    assert load_settings() == VoiceSettings(lang="en", rate=60, volume=0.0)


def test_saving_where_the_disk_refuses_returns_false(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert not save_settings(VoiceSettings(), blocker / "sub" / "voice.json")


def test_configure_remembers_the_settings() -> None:
    with Voice(VoiceSettings(), engines=[]) as voice:
        voice.configure(VoiceSettings(lang="en", rate=200))
        assert voice.settings.lang == "en"
    assert load_settings() == VoiceSettings(lang="en", rate=200)


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.dictionaries(
        st.sampled_from(["lang", "voice", "rate", "volume", "mute", "other"]),
        st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=5)),
    )
)
def test_any_json_object_loads_to_valid_settings(data: dict[str, object]) -> None:
    settings = load_settings_from_text(json.dumps(data))
    assert settings.lang in ("nl", "en")
    assert 60 <= settings.rate <= 450
    assert 0.0 <= settings.volume <= 1.0
    assert isinstance(settings.mute, bool)


def load_settings_from_text(text: str) -> VoiceSettings:
    from narration.voice.settings import _from_dict

    try:
        return _from_dict(json.loads(text))
    except ValueError:
        return VoiceSettings()


def test_lang_overrides_the_saved_language() -> None:
    save_settings(VoiceSettings(lang="nl", voice="gmw/nl", rate=180))
    with Voice(engines=[], lang="en") as voice:
        assert voice.settings == VoiceSettings(lang="en", voice=None, rate=180)
    with Voice(engines=[], lang="nl") as voice:
        assert voice.settings == VoiceSettings(lang="nl", voice="gmw/nl", rate=180)
