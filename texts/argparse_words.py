"""argparse's own words ("usage:", "options", "show this help message and exit", its error
messages) in the app's languages, from the "argparse" catalogues (texts/locale/<lang>/
LC_MESSAGES/argparse.po, the message ids being argparse's English words).

argparse translates them the standard library's way, through gettext's global API: it calls
`gettext.gettext`, which reads the current text domain's .mo file for the languages named in
the environment (LANGUAGE first). So while a parser is built and used, the text domain is
"argparse", bound to our locale folder, and LANGUAGE names the chosen language; both are put
back afterwards, so nothing else in the process sees a change.
"""

from __future__ import annotations

import gettext
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from texts import LOCALE_DIR, compile_catalogue, is_language, mo_file

DOMAIN = "argparse"


@contextmanager
def argparse_words(lang: str) -> Iterator[None]:
    """argparse speaks `lang` inside the block."""
    lang = lang if is_language(lang) else "nl"
    folder = _locale_folder(lang)
    saved_domain = gettext.textdomain()
    saved_folder = gettext.bindtextdomain(DOMAIN)
    saved_language = os.environ.get("LANGUAGE")
    gettext.bindtextdomain(DOMAIN, str(folder))
    gettext.textdomain(DOMAIN)
    os.environ["LANGUAGE"] = lang
    try:
        yield
    finally:
        gettext.textdomain(saved_domain)
        gettext.bindtextdomain(DOMAIN, saved_folder)
        if saved_language is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = saved_language


def _locale_folder(lang: str) -> Path:
    """Where gettext finds the .mo (it reads them from disk): beside the .po, compiled when
    stale; in a read-only install a copy in this user's temporary folder."""
    if mo_file(lang, DOMAIN).is_file():
        return LOCALE_DIR
    folder = Path(tempfile.gettempdir()) / f"wakkerdam-locale-{os.getuid()}"
    target = folder / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.{os.getpid()}")
    partial.write_bytes(compile_catalogue(lang, DOMAIN))
    os.replace(partial, target)  # whole or not at all: another process may be reading it
    return folder
