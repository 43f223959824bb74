"""App settings remembered between games: language, theme, the last group of players.

Stored as JSON in the config folder; a missing or broken file gives the defaults and is never
overwritten until the user changes a setting. Voice settings live with the voice.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

from narration.paths import config_dir
from texts import is_language

Choice = str | bool | list[str]  # a radio set's pressed button, a checkbox, a list's picks


@dataclass
class AppSettings:
    lang: str = "nl"
    theme: str = "textual-dark"
    last_group: list[str] = field(default_factory=list)
    timer_seconds: int = 180
    # Pass-the-laptop: the least time every secret turn stays on screen, whatever the card.
    min_turn_seconds: int = 20
    # The boxes the group owns (setups/data/boxes.toml ids); None: not said, no box limits.
    boxes_owned: list[str] | None = None
    # The setup screen's balance meter: bot games per mix (2400 gives about ±2% at 95%; the
    # games are played on every core, narration/balance.py).
    balance_games: int = field(default_factory=lambda: default_balance_games())
    # The last game's mix (for that many players) and its options (each choice by its widget's
    # id: the options, Volle Maan's and Het Dorp's included, the edition, the deal and mode),
    # offered again.
    last_mix: dict[str, int] = field(default_factory=dict)
    last_mix_players: int = 0
    last_choices: dict[str, Choice] = field(default_factory=dict)


BALANCE_GAMES = 2400
MAX_BALANCE_GAMES = 100_000


def default_balance_games() -> int:
    """2400, or WAKKERDAM_BALANCE_GAMES when it is a whole number from 1 to 100000 (the tests set
    it low: they check what the meter shows, not its precision)."""
    return _balance_games(os.environ.get("WAKKERDAM_BALANCE_GAMES"), BALANCE_GAMES)


def _balance_games(value: object, default: int) -> int:
    try:
        games = int(str(value))
    except ValueError:
        return default
    return games if 1 <= games <= MAX_BALANCE_GAMES else default


def _boxes(value: object) -> list[str] | None:
    """The saved boxes, keeping only known ids; anything else means "not said"."""
    from setups.boxes import boxes

    if not isinstance(value, list):
        return None
    return [str(b) for b in value if str(b) in boxes()]


def _mix(value: object) -> dict[str, int]:
    """The saved mix, keeping only known cards with a positive count."""
    from setups.catalogue import is_role

    if not isinstance(value, dict):
        return {}
    return {str(r): int(n) for r, n in value.items()
            if is_role(str(r)) and isinstance(n, int) and n > 0}


def _choices(value: object) -> dict[str, Choice]:
    if not isinstance(value, dict):
        return {}
    return {str(k): [str(x) for x in v] if isinstance(v, list) else v
            for k, v in value.items() if isinstance(v, (str, bool, list))}


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> AppSettings:
    try:
        data = json.loads(settings_path().read_text("utf-8"))
        defaults = AppSettings()
        return AppSettings(
            lang=data.get("lang", defaults.lang) if is_language(data.get("lang"))
            else defaults.lang,
            theme=str(data.get("theme", defaults.theme)),
            last_group=[str(n) for n in data.get("last_group", [])][:47],
            timer_seconds=int(data.get("timer_seconds", defaults.timer_seconds)),
            min_turn_seconds=max(0, int(data.get("min_turn_seconds",
                                                 defaults.min_turn_seconds))),
            boxes_owned=_boxes(data.get("boxes_owned")),
            balance_games=_balance_games(data.get("balance_games"), defaults.balance_games),
            last_mix=_mix(data.get("last_mix")),
            last_mix_players=int(data.get("last_mix_players", 0)),
            last_choices=_choices(data.get("last_choices")),
        )
    except (OSError, ValueError, TypeError, AttributeError):
        return AppSettings()


def save_settings(settings: AppSettings) -> None:
    path = settings_path()
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(asdict(settings), ensure_ascii=False, indent=1), "utf-8")
        os.replace(tmp, path)
