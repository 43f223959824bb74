"""``wakkerdam say`` and ``wakkerdam voices``: the sound check before the guests arrive.

These run outside the TUI, so they may print. Every failure ends in one clear line on stderr
and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

from narration.voice import Voice, VoiceSettings, VoiceStatus, load_settings
from narration.voice.catalog import split_id
from narration.voice.notices import notice
from narration.voice.settings import Lang

TEST_SENTENCE = "Het dorp slaapt. De weerwolven worden wakker."
READY_TIMEOUT = 30.0
RENDER_TIMEOUT = 60.0

_TEXTS = {
    "nl": {
        "no_text": "wakkerdam say: geef een tekst om uit te spreken.",
        "failed": "wakkerdam {cmd}: de stem werkt niet: {error}",
        "interrupted": "wakkerdam {cmd}: onderbroken.",
        "render_failed": "wakkerdam say: deze zin kon niet worden omgezet naar geluid "
        "(zie het logboek {log}).",
        "voices_of": "Stemmen ({count}); * = de standaard voor Nederlands en Engels:",
        "unknown_voice": "wakkerdam say: de stem {voice!r} is er niet; de stemmen staan in "
        "'wakkerdam voices' (bijvoorbeeld {example}).",
        "ambience_needs_out": "wakkerdam say: --ambience werkt alleen met --out.",
        "test": "Testzin: {sentence}",
        "played": "Geluid werkt: de testzin is afgespeeld met {player}, stem {engine}. "
        "Niets gehoord? Zet het volume hoger.",
        "timeout": "wakkerdam {cmd}: het afspelen duurde te lang en is gestopt.",
        "cannot_write": "wakkerdam say: kan {out} niet schrijven: {error}.",
    },
    "en": {
        "no_text": "wakkerdam say: give a text to speak.",
        "failed": "wakkerdam {cmd}: the voice does not work: {error}",
        "interrupted": "wakkerdam {cmd}: interrupted.",
        "render_failed": "wakkerdam say: this line could not be turned into sound "
        "(see the log {log}).",
        "voices_of": "Voices ({count}); * = the default for Dutch and English:",
        "unknown_voice": "wakkerdam say: there is no voice {voice!r}; 'wakkerdam voices' lists "
        "them (for example {example}).",
        "ambience_needs_out": "wakkerdam say: --ambience works only with --out.",
        "test": "Test sentence: {sentence}",
        "played": "Sound works: the test sentence was played with {player}, voice {engine}. "
        "Heard nothing? Turn the volume up.",
        "timeout": "wakkerdam {cmd}: playing took too long and was stopped.",
        "cannot_write": "wakkerdam say: cannot write {out}: {error}.",
    },
}


def open_voice(settings: VoiceSettings) -> Voice:
    """The voice these commands use (tests replace this to inject a fake player)."""
    return Voice(settings)


def _lang(args: argparse.Namespace, settings: VoiceSettings, *names: str) -> Lang:
    for name in names:
        value = getattr(args, name, None)
        if value == "nl" or value == "en":
            return value  # type: ignore[no-any-return]
    return settings.lang


def _notice(status: VoiceStatus, lang: str) -> str:
    """The status notice in the language of the command (the voice may speak another)."""
    if status.reason is not None and status.reason != "fallback":
        return notice(status.reason, lang)
    return status.notice or ""


def catalog_id(voice_id: str) -> str:
    """The full ``engine:name`` id ("gmw/nl" is "espeak:gmw/nl")."""
    engine, name = split_id(voice_id)
    return f"{engine}:{name}"


def _err(message: str) -> None:
    print(message, file=sys.stderr)


def _log_path() -> Path:
    from narration.paths import cache_dir

    return cache_dir() / "voice.log"


def _write_atomically(source: Path, target: Path) -> None:
    target = target.expanduser()
    folder = target.parent if str(target.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=".wakkerdam-", suffix=".wav", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(source.read_bytes())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _play_and_wait(voice: Voice, text: str) -> bool:
    voice.speak(text)
    return voice.wait_until_done(timeout=max(30.0, len(text) * 0.3))


def run_say(args: argparse.Namespace) -> int:
    settings = load_settings()
    lang = _lang(args, settings, "say_lang", "lang")
    texts = _TEXTS[lang]
    try:
        return _say(args, settings, lang)
    except KeyboardInterrupt:
        _err(texts["interrupted"].format(cmd="say"))
        return 2
    except Exception as error:
        _err(texts["failed"].format(cmd="say", error=error))
        return 2


def _say(args: argparse.Namespace, settings: VoiceSettings, lang: Lang) -> int:
    texts = _TEXTS[lang]
    text = str(getattr(args, "text", "") or "").strip()
    if not text:
        _err(texts["no_text"])
        return 2
    if lang != settings.lang:
        settings = replace(settings, lang=lang, voice=None)  # the saved voice speaks the other one
    wanted = getattr(args, "voice", None)
    ambience = getattr(args, "ambience", None)
    out = getattr(args, "out", None)
    if ambience and not out:
        _err(texts["ambience_needs_out"])
        return 2
    settings = replace(settings, lang=lang, mute=False, voice=wanted or settings.voice)
    with open_voice(settings) as voice:
        status = voice.wait_ready(timeout=READY_TIMEOUT)
        if wanted and status.engine != "silent":
            known = [v.id for v in voice.list_voices()]
            if catalog_id(wanted) not in known:
                example = next((k for k in known if k.endswith(f"/{lang}")), "espeak:gmw/nl")
                _err(texts["unknown_voice"].format(voice=wanted, example=example))
                return 2
        if out:
            if status.engine == "silent":
                _err(_notice(status, lang))
                return 2
            path = voice.render(text, timeout=RENDER_TIMEOUT)
            if path is None:
                _err(texts["render_failed"].format(log=_log_path()))
                return 2
            try:
                if ambience:
                    from narration.voice.ambience import render_over_bed

                    render_over_bed(
                        path, ambience, Path(out).expanduser(), settings.ambience_volume
                    )
                else:
                    _write_atomically(path, Path(out))
            except OSError as error:
                _err(texts["cannot_write"].format(out=out, error=error.strerror or error))
                return 2
            print(Path(out))
            return 0
        if not status.available:
            _err(_notice(status, lang))
            return 2
        finished = _play_and_wait(voice, text)
        status = voice.status
        if not status.available:
            _err(_notice(status, lang))
            return 2
        if not finished:
            _err(texts["timeout"].format(cmd="say"))
            return 2
        return 0


def run_voices(args: argparse.Namespace) -> int:
    settings = load_settings()
    lang = _lang(args, settings, "lang")
    texts = _TEXTS[lang]
    try:
        return _voices(settings, lang)
    except KeyboardInterrupt:
        _err(texts["interrupted"].format(cmd="voices"))
        return 2
    except Exception as error:
        _err(texts["failed"].format(cmd="voices", error=error))
        return 2


def _voices(settings: VoiceSettings, lang: Lang) -> int:
    texts = _TEXTS[lang]
    # The sound check speaks Dutch: keep the saved voice only if it is a Dutch one.
    dutch = replace(
        settings, lang="nl", voice=settings.voice if settings.lang == "nl" else None, mute=False
    )
    with open_voice(dutch) as voice:
        status = voice.wait_ready(timeout=READY_TIMEOUT)
        if status.engine == "silent":
            _err(_notice(status, lang))
            return 2
        voices = sorted(voice.list_voices(), key=lambda v: (v.languages[:1], v.id))
        print(texts["voices_of"].format(count=len(voices)))
        width_id = max((len(v.id) for v in voices), default=2)
        width_name = max((len(v.name) for v in voices), default=4)
        defaults = {
            voice.chosen_voice(replace(dutch, lang=code, voice=None)) for code in ("nl", "en")
        }
        for info in voices:
            mark = "*" if info.id in defaults else " "
            languages = ", ".join(info.languages)
            engine = split_id(info.id)[0]
            print(
                f"{mark} {info.id:<{width_id}}  {engine:<6}  {info.name:<{width_name}}  {languages}"
            )
        print()
        print(texts["test"].format(sentence=TEST_SENTENCE))
        if not status.available:
            _err(_notice(status, lang))
            return 2
        finished = _play_and_wait(voice, TEST_SENTENCE)
        status = voice.status
        if not status.available:
            _err(_notice(status, lang))
            return 2
        if not finished:
            _err(texts["timeout"].format(cmd="voices"))
            return 2
        player = voice.player.last_success or "?"
        print(texts["played"].format(player=player, engine=voice.voice_id or status.engine))
        return 0
