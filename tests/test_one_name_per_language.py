"""A title or a situation has one name in a language, whatever the edition.

Walking a Wolf Village game in English (session 14) the day panel read "Elect a mayor" and the
narrator then read "First choose a sheriff. ... Cor is the mayor."; the French and German tie
rules of Wolf Village said "maire" and "Bürgermeister" where every other line says
"Capitaine" and "Hauptmann". In English "Sheriff" is the house rules' Schout, a card of its
own, so a mayor called sheriff is also ambiguous. And a lone werewolf read at the deal "You
will see who the other werewolves are on the first night", in every language."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from texts import DOMAINS, po_path, read_catalog, text

# The mayor (burgemeester) in each language, and the words that must not name him there.
MAYOR = {"en": ("mayor", r"sheriff"), "fr": ("capitaine", r"maire|bourgmestre"),
         "de": ("hauptmann", r"bürgermeister")}


def _forms(lang: str, domain: str) -> Iterator[tuple[str, str]]:
    for message in read_catalog(po_path(lang, domain), lang):
        if not message.id:
            continue
        key = str(message.id[0] if isinstance(message.id, tuple) else message.id)
        values = message.string if isinstance(message.string, tuple) else (message.string,)
        for value in values:
            if value:
                yield key, str(value)


def _about_the_mayor(domain: str) -> dict[str, str]:
    """Message id -> its Dutch text, for the texts that name the burgemeester and not the
    schout (the rules domain's ids are the Dutch quotes themselves)."""
    dutch: dict[str, str] = {}
    for key, value in _forms("nl", domain):
        dutch[key] = dutch.get(key, "") + " " + value
    if domain == "rules":
        dutch = {key: key for key in dutch}
    return {key: nl for key, nl in dutch.items()
            if re.search("burgemeester", nl, re.I) and not re.search("schout", nl, re.I)}


@pytest.mark.parametrize("lang", sorted(MAYOR))
def test_the_mayor_has_one_name(lang: str) -> None:
    name, wrong = MAYOR[lang]
    found = []
    for domain in DOMAINS:
        about = _about_the_mayor(domain)
        assert about or domain == "argparse", domain
        found += [f"{domain}:{key}: {value}" for key, value in _forms(lang, domain)
                  if key in about and re.search(rf"\b(?:{wrong})", value, re.I)]
    assert not found, f"the mayor is '{name}' in {lang}:\n" + "\n".join(found)
    assert name in text(lang, "tui", "step.burgemeester").lower()


def test_a_werewolf_is_not_told_of_other_werewolves_at_the_deal() -> None:
    # Said to every werewolf at the deal, the lone one too: it may not presume a pack.
    for lang, plural in (("nl", "weerwolven"), ("en", "werewolves"), ("fr", "Loups-Garous"),
                         ("de", "Werwölfe")):
        assert plural not in text(lang, "tui", "pass.fact.weerwolven_later"), lang
