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
from collections.abc import Iterator
from contextlib import contextmanager

from texts import LOCALE_DIR, is_language, mo_file

DOMAIN = "argparse"


@contextmanager
def argparse_words(lang: str) -> Iterator[None]:
    """argparse speaks `lang` inside the block (English where its .mo cannot be written)."""
    lang = lang if is_language(lang) else "nl"
    mo_file(lang, DOMAIN)  # gettext reads .mo files from disk: compile it if it is stale
    saved_domain = gettext.textdomain()
    saved_folder = gettext.bindtextdomain(DOMAIN)
    saved_language = os.environ.get("LANGUAGE")
    gettext.bindtextdomain(DOMAIN, str(LOCALE_DIR))
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
