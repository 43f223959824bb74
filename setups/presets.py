"""Ready mixes per player count (data/presets.toml) and the rulebook's advice on combining.

`offered(players, owned)` lists the presets a table can play now: the player count fits, every
card is playable in this version (`implemented` in roles.toml; presets with expansion cards
light up as those roles are implemented) and, when the group has said which boxes it owns,
those boxes hold the cards. `advice_for(mix, players)` gives the advice that applies to a mix.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from setups.boxes import boxes_for
from setups.catalogue import middle_size, role
from setups.errors import SetupError
from setups.mixes import parse_mix
from texts import localized

LEVELS = ("eerste", "klassiek", "chaos")


@dataclass(frozen=True)
class Special:
    role: str
    start: int
    count: int = 1


@dataclass(frozen=True)
class Preset:
    id: str
    level: str
    low: int
    high: int
    names: dict[str, str]
    texts: dict[str, str]
    fixed: dict[int, str]
    wolves_per: float
    specials: tuple[Special, ...]
    fill: str
    box_list: tuple[str, ...]
    # The edition whose cards step offers it ("" the Zygomatic game; data/presets.<id>.toml),
    # and the switches the set-up deals with (wolf_village: the mayor, the dokter, ...).
    edition: str = ""
    options: tuple[tuple[str, Any], ...] = ()

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["nl"]

    def text(self, lang: str) -> str:
        return self.texts.get(lang) or self.texts["nl"]

    def fits(self, players: int) -> bool:
        if self.fixed:
            return players in self.fixed
        return self.low <= players <= self.high

    def mix(self, players: int) -> Counter[str]:
        """The cards for `players` players (two more with the dief: the middle)."""
        if not self.fits(players):
            raise SetupError("preset_players", preset=self.id, low=self.low, high=self.high,
                             players=players)
        if self.fixed:
            return parse_mix(self.fixed[players])
        # One werewolf per `wolves_per` players, never more than a quarter (Best Of's advice).
        wolves = max(1, min(int(players / self.wolves_per + 0.5), players // 4))
        mix: Counter[str] = Counter({"weerwolf": wolves})
        seats = players - wolves
        for special in self.specials:
            if players < special.start:
                continue
            if role(special.role).werewolf:
                if mix["weerwolf"] > 1:  # takes a plain werewolf's place
                    mix["weerwolf"] -= 1
                    mix[special.role] += special.count
                continue
            if special.count > seats:
                continue
            mix[special.role] += special.count
            seats -= special.count
        mix[self.fill] += seats + middle_size(mix.elements())
        return +mix

    def roles(self, players: int | None = None) -> set[str]:
        """Every card the preset uses (at `players`, or at any count)."""
        counts = [players] if players is not None else [
            n for n in range(self.low, self.high + 1) if self.fits(n)]
        found: set[str] = set()
        for n in counts:
            found |= set(self.mix(n))
        return found

    def boxes(self, players: int | None = None) -> tuple[str, ...]:
        return self.box_list or boxes_for(sorted(self.roles(players)))

    def playable(self, players: int | None = None) -> bool:
        """Whether this version implements every card the preset uses."""
        return all(role(r).implemented for r in self.roles(players))


@dataclass(frozen=True)
class Advice:
    id: str
    all: tuple[str, ...]
    below: int
    wolf_share: float
    texts: dict[str, str]


def _preset(entry: dict[str, Any], edition: str = "", stem: str = "presets",
            switches: tuple[str, ...] = ()) -> Preset:
    """`switches`: the options every set-up of its file deals with; one the entry does not
    name is set to its default, so a set-up never keeps a switch the last one turned."""
    from setups.options import Options

    named = dict(entry.get("options", {}))
    stray = sorted(set(named) - set(switches)) if switches else []
    if stray:
        raise ValueError(f"{stem}: preset {entry['id']!r} sets {stray}, not in its `switches`")
    options = {key: getattr(Options(), key) for key in switches} | named
    fixed = {int(k): str(v) for k, v in entry.get("mixes", {}).items()}
    low, high = entry["players"]
    return Preset(
        id=entry["id"],
        level=entry["level"],
        low=int(low),
        high=int(high),
        names=localized(f"{stem}:preset.{entry['id']}.name"),
        texts=localized(f"{stem}:preset.{entry['id']}.text"),
        fixed=fixed,
        wolves_per=float(entry.get("wolves_per", 4.5)),
        specials=tuple(Special(c["role"], int(c["from"]), int(c.get("count", 1)))
                       for c in entry.get("cards", ())),
        fill=entry.get("fill", "burger"),
        box_list=tuple(entry.get("boxes", ())),
        edition=entry.get("edition", edition),
        options=tuple(sorted(options.items())),
    )


@cache
def _data() -> dict[str, Any]:
    text = resources.files("setups").joinpath("data/presets.toml").read_text("utf-8")
    return tomllib.loads(text)


@cache
def presets() -> tuple[Preset, ...]:
    """The presets of the Zygomatic game (data/presets.toml)."""
    return tuple(_preset(e) for e in _data()["preset"])


@cache
def edition_presets(edition: str) -> tuple[Preset, ...]:
    """An edition's own set-ups (`data/presets.<edition>.toml`); an edition without its own
    (Best Of, which deals from the Zygomatic cards) offers the Zygomatic presets."""
    if not edition:
        return presets()
    file = resources.files("setups").joinpath(f"data/presets.{edition}.toml")
    if not file.is_file():
        return presets()
    data = tomllib.loads(file.read_text("utf-8"))
    switches = tuple(data.get("switches", ()))
    return tuple(_preset(e, edition, f"presets.{edition}", switches) for e in data["preset"])


def all_presets() -> tuple[Preset, ...]:
    from setups.editions import edition_ids

    own = {p.id: p for e in edition_ids() for p in edition_presets(e)}
    return tuple(own.values())


@cache
def advice() -> tuple[Advice, ...]:
    return tuple(
        Advice(e["id"], tuple(e.get("all", ())), int(e.get("below", 0)),
               float(e.get("wolf_share", 0.0)), localized(f"presets:advice.{e['id']}"))
        for e in _data().get("advice", ())
    )


def preset(preset_id: str) -> Preset:
    for p in all_presets():
        if p.id == preset_id:
            return p
    known = ", ".join(p.id for p in all_presets())
    raise SetupError("unknown_preset", preset=preset_id, known=known)


def offered(players: int, owned: Collection[str] | None = None,
            table: tuple[Preset, ...] | None = None,
            edition: str = "") -> list[tuple[Preset, Counter[str]]]:
    """The presets this table can play now, with their mix, in data order. A preset that
    gives the same cards as one before it is left out (one key, one distinct mix). An
    edition offers its own set-ups; the boxes a group owns are the Zygomatic game's."""
    from setups.mix_check import blocking, mix_problems

    result: list[tuple[Preset, Counter[str]]] = []
    table = table if table is not None else edition_presets(edition)
    if edition and table is not presets():
        owned = None  # an edition with set-ups of its own is not dealt from the boxes
    for p in table:
        if not p.fits(players) or (p.edition and p.edition != edition):
            continue
        mix = p.mix(players)
        if blocking(mix_problems(players, mix, owned=owned, advice=False, edition=edition)):
            continue  # an unimplemented card, or more cards than the group's boxes hold
        if any(mix == seen for _, seen in result):
            continue
        result.append((p, mix))
    return result


def advice_for(mix: Counter[str], players: int | None = None) -> list[Advice]:
    """The rulebook's advice that applies to this mix."""
    found = []
    seated = players if players is not None else sum(mix.values()) - middle_size(mix.elements())
    wolves = sum(n for r, n in mix.items() if role(r).werewolf)
    for a in advice():
        if a.all and not all(mix[r] for r in a.all):
            continue
        if a.below and seated >= a.below:
            continue
        if a.wolf_share and (seated <= 0 or wolves / seated <= a.wolf_share):
            continue
        found.append(a)
    return found
