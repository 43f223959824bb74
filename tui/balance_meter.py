"""The balance meter's line in the cards step: one verdict, from the bots' games.

The verdict is the simulation's (narration/balance.py `verdict`) with each camp's share and
its 95% margin; the static score of the cards (setups/scores.py) stands beside it as a hint
only; once the group has finished games with the same mix, their real results stand beside
the simulated ones (narration/history.py).
"""

from __future__ import annotations

from textual.content import Content
from textual.visual import VisualType

from tui.i18n import language, t


def verdict_words(verdict_id: str, edition: str = "") -> str:
    """A verdict in the words of the table's edition (Wolf Village's "in balans"), the same
    words for the bots' verdict and the card score's."""
    from setups.scores import verdict_label

    return verdict_label(verdict_id, language(), camp_name=t(f"setup.camp.{verdict_id}"),
                         edition=edition)


def score_hint(value: int, agreed: bool | None = None) -> str:
    """The card points beside the bots' verdict, never a second verdict: "kaartpunten +4
    (zelfde oordeel)" or "(ander oordeel)" once the bots have one; before that (`agreed`
    None: the bots still play) the points alone."""
    if agreed is None:
        return t("setup.balance.points", score=f"{value:+d}")
    return t("setup.balance.agreed" if agreed else "setup.balance.hint", score=f"{value:+d}")


def score_only(value: int, edition: str = "") -> str:
    """The card points with their own verdict, where the bots have none to give (they could
    not play the mix): then that is the one verdict of the line."""
    from setups.scores import verdict

    return t("setup.balance.points_verdict", score=f"{value:+d}",
             verdict=verdict_words(verdict(value, edition), edition))


def meter_line(shares: list[tuple[str, float, float]], games: int, total: int,
               verdict_id: str, score: int, group: str = "", edition: str = "") -> str:
    """`shares`: (camp, share, 95% half width) per camp; `score`: the cards' static score.
    One verdict, the bots', at the head; the card points follow as a hint that only says
    whether they come to the same verdict (a play-test read "gunstig voor het dorp · ... ·
    hint: score +4 (in balans)": two verdicts that contradict each other)."""
    from setups.scores import verdict

    parts = [t("setup.balance.camp", camp=t(f"setup.camp.{camp}"), share=f"{share:.0%}",
               ci=f"{half * 100:.0f}") for camp, share, half in shares]
    parts.append(t("setup.balance.games", games=games, total=total))
    if group:
        parts.append(group)
    if not verdict_id:
        parts.append(score_hint(score))
        return t("setup.balance.head") + " " + " · ".join(parts)
    parts.append(score_hint(score, agreed=verdict_id == verdict(score, edition)))
    return " · ".join([t("setup.balance.verdict", verdict=verdict_words(verdict_id, edition)),
                       *parts])


def changes_height(shown: VisualType, line: Content, width: int) -> bool:
    """Whether the meter (one line, wrapped to at most two: `max-height: 2` in the new-game
    screen's CSS) needs a new layout to show `line` instead of `shown`: only when one of them
    fits the width and the other does not. A layout pass costs the app ~10 ms, a repaint of
    the line alone ~1 ms, and the running result repaints a few times a second while the bots
    need the CPU."""
    if width <= 0 or not isinstance(shown, Content) or "\n" in shown.plain + line.plain:
        return True
    return (shown.cell_length > width) != (line.cell_length > width)
