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

from narration.errors import message_in
from narration.voice import Voice, VoiceSettings, VoiceStatus, load_settings
from narration.voice.catalog import split_id
from narration.voice.notices import notice
from narration.voice.settings import Lang
from texts import LANGS, is_language, text

READY_TIMEOUT = 30.0
RENDER_TIMEOUT = 60.0

class _Texts:
    """The command's sentences in one language: the "tui" catalogue's `cli.voice.*`."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __getitem__(self, key: str) -> str:
        return text(self.lang, "tui", f"cli.voice.{key}")


_TEXTS = {lang: _Texts(lang) for lang in LANGS}


def test_sentence(lang: str) -> str:
    """What the sound check says, in the language it speaks."""
    return _TEXTS[lang]["test_sentence"]


def open_voice(settings: VoiceSettings) -> Voice:
    """The voice these commands use (tests replace this to inject a fake player)."""
    return Voice(settings)


def _lang(args: argparse.Namespace, settings: VoiceSettings, *names: str) -> Lang:
    for name in names:
        value = getattr(args, name, None)
        if is_language(value):
            return str(value)
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
        _err(texts["failed"].format(cmd="say", error=message_in(error, lang)))
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
        _err(texts["failed"].format(cmd="voices", error=message_in(error, lang)))
        return 2


def _voices(settings: VoiceSettings, lang: Lang) -> int:
    texts = _TEXTS[lang]
    # The sound check speaks the command's language: the saved voice only if it speaks it.
    spoken = replace(
        settings, lang=lang, voice=settings.voice if settings.lang == lang else None, mute=False
    )
    sentence = test_sentence(lang)
    with open_voice(spoken) as voice:
        status = voice.wait_ready(timeout=READY_TIMEOUT)
        if status.engine == "silent":
            _err(_notice(status, lang))
            return 2
        voices = sorted(voice.list_voices(), key=lambda v: (v.languages[:1], v.id))
        print(texts["voices_of"].format(count=len(voices)))
        width_id = max((len(v.id) for v in voices), default=2)
        width_name = max((len(v.name) for v in voices), default=4)
        defaults = {
            voice.chosen_voice(replace(spoken, lang=code, voice=None)) for code in LANGS
        }
        for info in voices:
            mark = "*" if info.id in defaults else " "
            languages = ", ".join(info.languages)
            engine = split_id(info.id)[0]
            print(
                f"{mark} {info.id:<{width_id}}  {engine:<6}  {info.name:<{width_name}}  {languages}"
            )
        print()
        print(texts["test"].format(sentence=sentence))
        if not status.available:
            _err(_notice(status, lang))
            return 2
        finished = _play_and_wait(voice, sentence)
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
