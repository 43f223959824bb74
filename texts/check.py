"""Check the catalogues: `python -m texts.check [LANG ...]` (every language when none is given).

For each language and domain it lists the message ids the Dutch catalogue has and the language
lacks (missing, empty or fuzzy), the ids it has that Dutch does not, and every text whose
`{fields}` differ from the Dutch text's, or whose plural forms do not match the language's
plural rule, and every text that breaks the language's typography (French: a no-break space,
not a plain one, before ? ! : ; and inside « », so that a screen never wraps a line there and
leaves the mark alone at the start of the next). Exit 0 when all is complete, 1 otherwise.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field

from texts import COUNT, DEFAULT, DOMAINS, LANGS, fields, po_path, read_catalog


@dataclass
class Problems:
    missing: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)
    fields: list[str] = field(default_factory=list)
    plurals: list[str] = field(default_factory=list)
    typography: list[str] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.missing or self.extra or self.fields or self.plurals or self.typography)


# A plain space where the language wants a no-break one (U+00A0), by language. Textual and Rich
# wrap at a plain space and never at a no-break one; espeak-ng speaks both the same.
BREAKABLE_SPACE = {"fr": re.compile(r" [?!:;»]|« ")}


def _forms(lang: str, domain: str) -> tuple[dict[str, tuple[str, ...]], set[str], int]:
    """key -> its forms (one for a plain text), the plural keys, and nplurals."""
    catalog = read_catalog(po_path(lang, domain), lang)
    forms: dict[str, tuple[str, ...]] = {}
    plural: set[str] = set()
    for message in catalog:
        if not message.id:
            continue
        key = str(message.id[0] if isinstance(message.id, tuple) else message.id)
        if isinstance(message.id, tuple):
            plural.add(key)
        values = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(values):
            continue
        forms[key] = tuple(str(v) for v in values)
    return forms, plural, catalog.num_plurals


def check(lang: str, domain: str) -> Problems:
    dutch, dutch_plural, _ = _forms(DEFAULT, domain)
    found = Problems()
    if not po_path(lang, domain).is_file():
        found.missing = sorted(dutch)
        return found
    mine, mine_plural, nplurals = _forms(lang, domain)
    found.missing = sorted(set(dutch) - set(mine))
    found.extra = sorted(set(mine) - set(dutch))
    for key in sorted(set(dutch) & set(mine)):
        want = set().union(*(fields(form) for form in dutch[key]))
        for form in mine[key]:
            have = fields(form)
            # A singular form may say the count in words ("one player"): it may leave out `n`.
            if have != want and have | {COUNT} != want:
                found.fields.append(f"{key}: {sorted(have)} != {sorted(want)}")
        if (key in dutch_plural) != (key in mine_plural):
            found.plurals.append(f"{key}: plural in one language only")
        elif key in mine_plural and len(mine[key]) != nplurals:
            found.plurals.append(f"{key}: {len(mine[key])} forms, {lang} has {nplurals}")
    breakable = BREAKABLE_SPACE.get(lang)
    if breakable is not None:
        found.typography = sorted(key for key, forms in mine.items()
                                  if any(breakable.search(form) for form in forms))
    return found


def main(argv: list[str]) -> int:
    langs = argv or list(LANGS)
    unknown = [lang for lang in langs if lang not in LANGS]
    if unknown:
        print(f"No catalogues for {', '.join(unknown)}; languages: {', '.join(LANGS)}.")
        return 1
    bad = False
    for lang in langs:
        for domain in DOMAINS:
            problems = check(lang, domain)
            if not problems:
                continue
            bad = True
            print(f"{lang}/{domain}.po:")
            for label, keys in (("missing", problems.missing), ("not in Dutch", problems.extra),
                                ("fields differ", problems.fields),
                                ("plural forms", problems.plurals),
                                ("plain space before ? ! : ; or inside « » (use U+00A0)",
                                 problems.typography)):
                if keys:
                    print(f"  {label} ({len(keys)}): " + ", ".join(keys[:12])
                          + (" ..." if len(keys) > 12 else ""))
    if not bad:
        print(f"complete: {', '.join(langs)}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
