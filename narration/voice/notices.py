"""The one-sentence notices shown when the voice is silent: why, and how to fix it."""

from __future__ import annotations

import sys
from typing import Literal

Reason = Literal["no-engine", "no-player", "no-device", "fallback"]


def _install_espeak(lang: str) -> str:
    if sys.platform == "darwin":
        return "brew install espeak-ng"
    if sys.platform == "win32":
        return (
            "installeer espeak-ng van github.com/espeak-ng/espeak-ng"
            if lang == "nl"
            else "install espeak-ng from github.com/espeak-ng/espeak-ng"
        )
    return "sudo apt install espeak-ng"


def notice(reason: Reason, lang: str) -> str:
    """A clear sentence in the settings language (nl, otherwise en)."""
    fix = _install_espeak(lang)
    if lang == "nl":
        if reason == "no-engine":
            return (
                "De stem zwijgt omdat pyttsx3 en espeak-ng niet werken: installeer espeak-ng "
                f"({fix}) en start wakkerdam opnieuw; het spel gaat door met de tekst "
                "op het scherm."
            )
        if reason == "no-player":
            return (
                "De stem zwijgt omdat er geen afspeelprogramma is (aplay, paplay of pw-play): "
                "installeer alsa-utils of pipewire en start wakkerdam opnieuw; "
                "de tekst blijft op het scherm."
            )
        return (
            "De stem zwijgt omdat er geen geluidsapparaat werkt: sluit luidsprekers aan of zet "
            "het geluid aan en test met 'wakkerdam voices'; de tekst blijft op het scherm."
        )
    if reason == "no-engine":
        return (
            "The voice is silent because neither pyttsx3 nor espeak-ng works: install espeak-ng "
            f"({fix.replace('installeer', 'install')}) and restart wakkerdam; the game goes on "
            "with the lines on screen."
        )
    if reason == "no-player":
        return (
            "The voice is silent because no audio player was found (aplay, paplay or pw-play): "
            "install alsa-utils or pipewire and restart wakkerdam; the lines stay on screen."
        )
    return (
        "The voice is silent because no audio device works: connect speakers or unmute the "
        "sound and test with 'wakkerdam voices'; the lines stay on screen."
    )


def fallback_notice(voice_id: str, lang: str) -> str:
    """A better voice (Piper, MBROLA) failed twice: espeak-ng speaks for the rest of the game."""
    if lang == "nl":
        return (
            f"De stem {voice_id} werkt niet (zie het logboek); espeak-ng spreekt verder. "
            "Kies een andere stem bij Instellingen."
        )
    return (
        f"The voice {voice_id} does not work (see the log); espeak-ng speaks instead. "
        "Choose another voice in Settings."
    )
