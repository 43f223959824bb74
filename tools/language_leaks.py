"""Play bot games in every language and list each text that is not wholly in its language.

    .venv/bin/python tools/language_leaks.py [SEEDS] [--lang en] [--preset ID]

For every preset (with its edition, options and, for the house rules, the professions; every
preset of the Zygomatic game once more with Het Dorp's professions and buildings) and SEEDS
seeds (default 3), a bot game is played in each language but Dutch, and everything a
player or the narrator can see or hear is collected: public and private messages, every
prompt's line, info lines and choice labels, the refusal of a few wrong answers per prompt
(nothing is applied when an answer is refused, so the bots' game is unchanged), and the end
screen's words (camp, cards, timeline). The catalogues themselves are read too, which covers
the setup texts (cards, explanations, presets, options). Each text is flagged when it holds

- Dutch words ("de", "het", "wordt", "speler", "weerwolf"; the names of cards the edition
  keeps in Dutch are taken out first),
- a message id ("prompt.pick_many"), an unfilled `{placeholder}` or a snake_case id
  ("dokter_zelf"),
- English words in French or German,
- "he"/"him"/"his" (a player's gender is never known); in Dutch "hij"/"hem"/"hijzelf"/"wiens"
  and a possessive "zijn" in the texts about any player (DUTCH_ABOUT_PLAYERS: the answer keys
  of `replay --keys`), and in every other Dutch text shown or spoken "hij"/"hem"/"wiens" and
  "zijn" before what a player has (DUTCH_HIS_THING), but for the few that say "hem" of a
  card, a sentence or a name (DUTCH_NOT_OF_A_PLAYER); the rulebook's quotes stay as the
  rulebook says them. In German and French, a pronoun for the player a line names ("{name}
  ... Er", "... contre lui"; NAMED_HE), where a pronoun that agrees with a noun is grammar.

Prints one line per distinct finding; exit 1 when there is any. tests/test_language_leaks.py
runs it on a small sample.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from narration.bots import MAX_ROUNDS, Bots
from narration.engine import Game
from narration.errors import AnswerError
from narration.prompts import Prompt
from setups import professions as prof
from setups.catalogue import role as card_in
from setups.catalogue import roles
from setups.deal import deal_setup
from setups.editions import edition
from setups.options import Options
from setups.presets import Preset, all_presets
from texts import DOMAINS, LANGS, po_path, read_catalog, texts

OTHER = tuple(lang for lang in LANGS if lang != "nl")

# Words that are Dutch and not a word of the language checked (French has "de", "en").
DUTCH = {
    "en": r"de|het|een|wordt|worden|speler|spelers|weerwolf|weerwolven|niet|wie|heeft|"
    r"zijn|kiest|nacht|dorp|dorpelingen|jij|jouw|naar|ook|maar|geen|deze|dit|dat|"
    r"voor|wakker|ogen",
    "fr": r"het|een|wordt|worden|speler|spelers|weerwolf|weerwolven|niet|wie|heeft|"
    r"zijn|kiest|nacht|dorp|dorpelingen|jij|jouw|naar|ook|maar|geen|deze|dat|"
    r"voor|wakker|ogen|van",
    "de": r"het|een|wordt|worden|speler|spelers|weerwolf|weerwolven|niet|heeft|"
    r"zijn|kiest|dorp|dorpelingen|jij|jouw|naar|ook|maar|geen|deze|dit|dat|"
    r"met|voor|wakker|ogen|van",
}
ENGLISH = (
    r"the|and|player|players|werewolf|werewolves|night|you|your|who|is|are|with|"
    r"of|to|choose|chooses|villagers|dies|died|wakes|dead"
)
HE = {"en": r"he|him|his|himself", "nl": r"hij|hem|hijzelf|wiens"}
# Dutch "zijn" is "his" before a word that is no past participle ("zijn kaart", "zijn eigen";
# not the verb of "door niemand zijn aangewezen", "er kaarten over zijn").
DUTCH_HIS = re.compile(
    r"(?<![\w'’-])zijn (?!(?:aan|op|uit|in|af|mee|door|over|terug|weg|toe|vrij)?"
    r"(?:ge|be|ver|ont|her|er)\w*(?:d|t|en)\b)(?=\w)", re.IGNORECASE)
# The Dutch texts about any player, read for "hij"/"hem"/"zijn" (the Dutch of `replay --keys`).
DUTCH_ABOUT_PLAYERS = ("tui:replay_keys.",)
# Every other Dutch text the app shows or speaks (not the rulebook's quotes, domain "rules",
# which stay as the rulebook says them) is read for "hij"/"hem"/"hijzelf"/"wiens" and for
# "zijn" before what a player has ("zijn kaart", "zijn ogen"; "zijn" as a verb, "er zijn",
# "{a} en {b} zijn", is left alone): a player's gender is never known, so Dutch says the
# name again, "die", "diens", "de eigen kaart". These texts say "hij"/"hem" of a thing (a card,
# a sentence, a name, a mix) or are a title:
DUTCH_NOT_OF_A_PLAYER = (
    "narration:public.gebeurtenis_trekt",     # leest hem (de kaart) voor
    "tui:cli.help.balance",                   # bots die hem (de mix) spelen
    "tui:cli.help.say",                       # schrijf hem (de zin) naar een WAV-bestand
    "tui:cli.help.say_ambience",              # zolang hij (de zin) spreekt
    "tui:deal.press_hide",                    # om hem (de kaart) te verbergen
    "tui:setup.name.control",                 # typ hem (de naam) opnieuw
    "tui:stats.per_card",                     # wie hem (de kaart) had
    "setups:setup_errors:actor_card_dealt",   # kan hij (de kaart) niet ook open liggen
    "setups:setup_errors:card_of_edition",    # om hem (de kaart) te spelen
    "setups:setup_errors:name_spaces",        # schrijf hem (de naam) als
    "setups:role_explanations:waarzegster",   # die hem (de vraag) beantwoordt
    "setups:variants:hij_is_het_niet.name",   # the variant's title
    "tui:step.hij_is_het_niet",               # the same title as a step
)
DUTCH_SHOWN = ("narration:", "tui:", "setups:")
# German and French give every noun a gender, and a pronoun that agrees with one ("der Fuchs
# ... seine Fähigkeit", "le condamné ... il") is grammar; but a pronoun for a player named in
# the line ({name}) guesses that player's gender: the name again, "die eigene Karte",
# "en sa défaveur". Read in the lines that name one player; these agree with a noun instead:
NAMED = re.compile(r"\{(?:name|target|victim|neighbour|mayor|lord|former|knight)\}")
NAMED_HE = {
    "de": re.compile(r"(?<![\w'’-])(?:er|ihn|ihm|seine?[mnrs]?)(?![\w'’-])", re.IGNORECASE),
    "fr": re.compile(r"(?<![\w'’-])(?:il(?! (?:y|n'y) a)|lui-même|avec lui|contre lui|"
                     r"pour lui|de lui)(?![\w'’-])", re.IGNORECASE),
}
NAMED_NOUN_AGREES = (
    "narration:public.medium_dood",          # "das Medium sein": the verb
    "narration:private.biechtvader_vraag",   # "Le Confesseur ({name}) veut-il"
    "narration:private.kwakzalver_vraag",    # "Le Rebouteux ({name}) veut-il"
    "narration:private.barbier_vraag",       # "Le Perruquier ({name}) veut-il"
)
DUTCH_HE = re.compile(r"(?<![\w'’-])(?:hij|hem|hijzelf|wiens)(?![\w'’-])", re.IGNORECASE)
DUTCH_HIS_THING = re.compile(
    r"(?<![\w'’-])z(?:ij|')n (?:eigen )?(?:kaart|kaarten|kracht|krachten|eigenschap|ogen|stem|"
    r"beurt|kamp|teken|gave|leven|nummer|plaats|titel|bescherming|scheermes|vuur|"
    r"nachtmerrie|eentje|pop|partner|buren|huis|gebouw|beroep|rol)\b", re.IGNORECASE)
# Names that stay as they are in every language: the edition "Best Of", and the Dutch box
# names a translation quotes in brackets after its own ("The Village (Het Dorp)"), the app's
# log file and web addresses.
PROPER = (
    "Best Of",
    "(Het Dorp)",
    "(Het Pact)",
    "errors.log",
    "github.com",
    "huisregels-met-beroepen.txt",
    "De Weerwolven van Wakkerdam",
    # The name of the variant "Hij is het zeker niet!": a title, said as the village says it.
    "It is surely not him!",
    "Surely not him",  # its short form on the day panel (16 cells)
)
# Texts for scenario authors and the command line, which name ids on purpose.
TECHNICAL = (
    "tui:replay_keys.",
    "tui:cli.help.",
    "tui:balance.",
    "tui:replay.",
    # A scenario file's errors quote its keys, values and examples (`said = ["De burgers
    # winnen!"]`) as the file has them.
    "narration:scenario_error.",
    "setups:editions:help.",
    # A setup or scenario file's errors name its keys ("tie_rule", "sect_group") as written.
    "setups:setup_errors:",
)
MESSAGE_ID = re.compile(r"(?<![\w/.])[a-z]+(?:_[a-z]+)*\.[a-z_]+(?:\.[a-z_]+)*(?![\w(])")
FIELD = re.compile(r"\{[A-Za-z_]\w*\}")
SNAKE = re.compile(r"(?<![\w/.-])[a-z]+_[a-z_]+(?![\w/.])")


def _words(alternatives: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w'’-])(?:{alternatives})(?![\w'’-])", re.IGNORECASE)


PATTERNS: dict[str, list[tuple[str, re.Pattern[str]]]] = {
    lang: [("dutch", _words(DUTCH[lang]))] for lang in DUTCH
}
for _lang in ("fr", "de"):
    PATTERNS[_lang].append(("english", _words(ENGLISH)))
for _lang, _he in HE.items():
    PATTERNS.setdefault(_lang, []).append(("he", _words(_he)))
PATTERNS["nl"].append(("he", DUTCH_HIS))


def kept_names(lang: str) -> tuple[str, ...]:
    """Every card name in `lang` (any edition), longest first: a name is no leak, even one an
    edition keeps in Dutch ("De Oude Knar")."""
    names: set[str] = set()
    for role_id in roles():
        for ed in ("", "huisregels", "wolf_village", "best_of", "jubileum"):
            try:
                card = card_in(role_id, ed)
            except Exception:
                continue
            names |= {card.name(lang), card.plural(lang)}
    return tuple(sorted((n for n in names if n), key=len, reverse=True))


def flags(text: str, lang: str, names: tuple[str, ...] = ()) -> list[str]:
    """What is wrong with `text` as a `lang` text (empty: nothing)."""
    found = []
    if FIELD.search(text):
        found.append("field " + FIELD.search(text).group())  # type: ignore[union-attr]
    rest = FIELD.sub(" ", text)
    for proper in PROPER:
        rest = rest.replace(proper, " ")
    for name in names:
        if name and name in rest:
            rest = rest.replace(name, " ")
    for kind, pattern in ((k, p) for k, p in PATTERNS.get(lang, [])):
        hit = pattern.search(rest)
        if hit:
            found.append(f"{kind} {hit.group()!r}")
    for kind, pattern in (("id", MESSAGE_ID), ("snake", SNAKE)):
        hit = pattern.search(rest)
        if hit:
            found.append(f"{kind} {hit.group()!r}")
    return found


BAD_ANSWERS: tuple[Any, ...] = ("Niemand Anders", 12345, [], {"x": 1}, "bogus", True)


def _wrong_answers(prompt: Prompt, game: Game) -> Iterator[Any]:
    yield from BAD_ANSWERS
    dead = [p.name for p in game.state.players if not p.alive]
    if dead:
        yield dead[0]
        yield [dead[0]]
    if prompt.candidates:
        yield [prompt.candidates[0]] * 2
        yield list(prompt.candidates)
        yield prompt.candidates[0]
    if prompt.called:
        yield prompt.called[0]


@dataclass
class Heard:
    texts: list[tuple[str, str]] = field(default_factory=list)  # (where, text)

    def add(self, where: str, text: str) -> None:
        if text:
            self.texts.append((where, text))


def play(preset: Preset, seed: int, lang: str, village: bool = False) -> Heard | None:
    """A bot game of `preset`; `village`: with Het Dorp (a profession for every player, as
    the set-up screen proposes them), which the house rules always play."""
    players = [k for k in range(8, 48) if preset.fits(k)] or [
        k for k in range(4, 48) if preset.fits(k)
    ]
    count = players[0]
    names = tuple(f"P{i + 1}" for i in range(count))
    opts = Options(**dict(preset.options)) if preset.options else None
    profs = (
        prof.propose(count, seed, edition(preset.edition).professions)
        if preset.edition == "huisregels" or village
        else ()
    )
    try:
        setup = deal_setup(
            names,
            preset.mix(count),
            seed,
            opts,
            lang=lang,
            edition=preset.edition,
            professions=profs,
        )
    except Exception:
        return None
    game = Game(setup, validated=True)
    heard = Heard()
    answer: Callable[..., Any] = game.answer
    tried: set[tuple[str, str | None]] = set()

    def recorded(value: Any = None) -> Any:
        prompt = game.prompt
        if prompt is not None:
            where = f"prompt {prompt.step}"
            heard.add(where, prompt.line)
            for text in (*prompt.info, *prompt.labels):
                heard.add(where, text)
            if (prompt.step, prompt.key) not in tried and prompt.needs_answer:
                tried.add((prompt.step, prompt.key))
                for wrong in _wrong_answers(prompt, game):
                    try:
                        prompt.check(wrong)
                    except AnswerError as error:
                        heard.add(f"refusal {prompt.step}", str(error))
                    except Exception:
                        pass
        try:
            return answer(value)
        except AnswerError as error:
            heard.add(f"refusal {prompt.step if prompt else '-'}", str(error))
            raise

    game.answer = recorded  # type: ignore[method-assign]
    bots = Bots(game, seed)
    while game.prompt is not None and game.state.round <= MAX_ROUNDS:
        bots.answer(game.prompt)
    state = game.state
    for message in state.messages:
        heard.add("public" if message.public else "private", message.text)
    tui = texts(lang, "tui")
    if state.winner is not None and state.winner.camp != "niemand":
        heard.add(
            "end",
            tui.text(
                "end.winner",
                camp=tui.text("camp." + state.winner.camp),
                names=", ".join(state.winner.players),
                n=len(state.winner.players),
            ),
        )
    for p in state.players:
        heard.add("end card", state.role_name(p.role))
    for _round, _phase, text in state.timeline:
        heard.add("end timeline", text)
    return heard


def catalogue_texts(lang: str) -> Iterator[tuple[str, str]]:
    for domain in DOMAINS:
        if domain == "argparse":
            continue
        for message in read_catalog(po_path(lang, domain), lang):
            if not message.id:
                continue
            key = message.id[0] if isinstance(message.id, tuple) else message.id
            values = message.string if isinstance(message.string, tuple) else (message.string,)
            for value in values:
                if value:
                    yield f"{domain}:{key}", str(value)


# A set-up error still speaks the language around the keys and values it quotes: only its
# Dutch words count, once the quoted parts ('tie_rule', «x»), `key=value` examples and
# snake_case keys are taken out ("De Zwarte Dood is played without werewolves" was missed).
WORDED_TECHNICAL = ("setups:setup_errors:",)
# English set-up errors a must-fail scenario's .refusal sidecar pins word for word (scenario
# files never change): left as they are until the lead updates the sidecar.
PINNED_BY_SCENARIO = {
    "setups:setup_errors:zwarte_dood_wolves":
        "tests/scenarios/volle_maan/fouten/zwarte_dood_met_weerwolf.refusal",
    "setups:setup_errors:needs_buildings":
        "tests/scenarios/het_dorp/fouten/pyromaan_zonder_gebouwen.refusal",
}
QUOTED = re.compile(r"'[^']*'|«[^»]*»|\"[^\"]*\"|\w+=\w+")


def _worded_flags(text: str, lang: str, names: tuple[str, ...]) -> list[str]:
    rest = SNAKE.sub(" ", QUOTED.sub(" ", text))
    return [f for f in flags(rest, lang, names) if f.startswith("dutch")]


def catalogue_flags(lang: str) -> list[tuple[str, str, str]]:
    names = kept_names(lang)
    out = []
    for where, text in catalogue_texts(lang):
        if lang == "nl":
            # Dutch is the source language: only what it says of any player is read.
            if where.startswith(DUTCH_ABOUT_PLAYERS):
                out.extend((where, flag, text) for flag in flags(text, lang, names)
                           if flag.startswith("he"))
            elif where.startswith(DUTCH_SHOWN) and where not in DUTCH_NOT_OF_A_PLAYER:
                out.extend((where, f"he {hit.group()!r}", text)
                           for pattern in (DUTCH_HE, DUTCH_HIS_THING)
                           if (hit := pattern.search(text)))
            continue
        if where.startswith(WORDED_TECHNICAL):
            if lang == "en" and where in PINNED_BY_SCENARIO:
                continue
            out.extend((where, flag, text) for flag in _worded_flags(text, lang, names))
            continue
        if where.startswith(TECHNICAL):
            # Ids on purpose, but a player's gender is still unknown ("the dokter may protect
            # himself" in `replay --keys`).
            out.extend((where, flag, text) for flag in flags(text, lang, names)
                       if flag.startswith("he"))
            continue
        for flag in flags(text, lang, names):
            if not flag.startswith("field"):  # a catalogue text has its fields
                out.append((where, flag, text))
        named_he = NAMED_HE.get(lang)
        if named_he and NAMED.search(text) and where not in NAMED_NOUN_AGREES:
            hit = named_he.search(NAMED.sub(" ", text))
            if hit:
                out.append((where, f"he {hit.group()!r}", text))
    return out


def tables(presets: tuple[Preset, ...], village: tuple[str, ...] = ()) -> list[tuple[Preset, bool]]:
    """Each preset as it is, and those named in `village` once more with Het Dorp."""
    return [(p, False) for p in presets] + [(p, True) for p in presets if p.id in village]


def game_flags(
    presets: tuple[Preset, ...], seeds: range, langs: tuple[str, ...] = OTHER,
    village: tuple[str, ...] = (),
) -> dict[tuple[str, str, str], str]:
    """(lang, where, flag) -> one text that has it; `village`: the presets also played with
    Het Dorp."""
    found: dict[tuple[str, str, str], str] = {}
    for lang in langs:
        names = kept_names(lang)
        for preset, with_village in tables(presets, village):
            label = f"{preset.id}+het_dorp" if with_village else preset.id
            for seed in seeds:
                heard = play(preset, seed, lang, with_village)
                if heard is None:
                    continue
                for where, text in heard.texts:
                    for flag in flags(text, lang, names):
                        found.setdefault((lang, where, flag), f"{label}:{seed}: {text}")
    return found


def main(argv: list[str]) -> int:
    seeds = int(argv[0]) if argv and argv[0].isdigit() else 3
    langs = tuple(argv[argv.index("--lang") + 1].split(",")) if "--lang" in argv else OTHER
    chosen = argv[argv.index("--preset") + 1] if "--preset" in argv else None
    presets = tuple(p for p in all_presets() if chosen in (None, p.id))
    bad = 0
    if "--games-only" not in argv:
        for lang in (*langs, "nl"):
            for where, flag, text in catalogue_flags(lang):
                print(f"[{lang}] catalogue {where}: {flag}: {text[:160]!r}")
                bad += 1
    if "--catalogues-only" not in argv:
        village = tuple(p.id for p in presets if not p.edition)
        found = game_flags(presets, range(seeds), langs, village)
        for (lang, where, flag), text in sorted(found.items()):
            print(f"[{lang}] {where}: {flag}: {text[:200]!r}")
            bad += 1
    print(f"{bad} findings", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
