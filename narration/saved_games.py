"""The autosaved games on disk, newest first, for "Verder spelen"."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from narration.engine import Game
from narration.errors import WakkerdamError
from narration.ids import Phase
from narration.journal import read, replay
from narration.modes import secret_nights
from narration.paths import games_dir
from narration.secret_night import turns_going_on


@dataclass(frozen=True)
class SavedGame:
    path: Path
    created: str
    players: tuple[str, ...]
    answers: int
    error: WakkerdamError | None = None  # why it cannot be opened (None: it can)
    round: int = 0
    ended: bool = False
    lang: str = ""  # the language the game is played in (its setup's)

    @property
    def problem(self) -> str | None:
        """Why it cannot be opened, in English, or None."""
        return str(self.error) if self.error is not None else None

    def problem_in(self, lang: str) -> str | None:
        """Why it cannot be opened, in `lang`, or None."""
        return self.error.text(lang) if self.error is not None else None


def shown_answers(game: Game, mode: str, answers: int) -> int:
    """How many answers the list says a game has. In the middle of a secret night only those
    given before nightfall: the engine's answers of the night grow as the turns unlock its
    steps, so their count would tell the table whether a card's turn has come yet."""
    if not secret_nights(mode) or not turns_going_on(game):
        return answers
    r = game.state.round
    return next((i for i, rec in enumerate(game.records)
                 if rec.phase == Phase.NIGHT and rec.round == r), answers)


def saved_games(folder: Path | None = None) -> list[SavedGame]:
    folder = folder or games_dir()
    if not folder.is_dir():
        return []
    found: list[SavedGame] = []
    for path in folder.glob("*.jsonl"):
        try:
            loaded = read(path)
            # A checked replay, as resuming does: cheap, gives the round, and a journal whose
            # answers do not fit the rules shows its problem here instead of failing on open.
            game = replay(path, loaded)
            answers = shown_answers(game, loaded.mode, len(loaded.answers))
            found.append(SavedGame(path, loaded.created, loaded.setup.players, answers, None,
                                   game.state.round, game.ended, loaded.setup.lang))
        except WakkerdamError as e:
            found.append(SavedGame(path, "", (), 0, e))
    found.sort(key=lambda g: (g.created, g.path.name), reverse=True)
    return found
