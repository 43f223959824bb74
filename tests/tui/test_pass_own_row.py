"""On a secret turn the player's own row says it is his ("Anna (jij)"), on every card's list
alike. A villager's suspicion list showed his own name like any other, and picking it was
refused; a wolf, the ziener and cupido could not tell their own row either."""

from __future__ import annotations

import random

from narration.modes import DOORGEVEN
from narration.secret_night import SecretNights
from narration.session import Session
from tests.tui.test_pass_shape import DECKS, setup_for, take_turn
from tui.i18n import set_language, t
from tui.secret_turn import TurnView, shown_label


def test_the_own_row_is_marked_on_every_card_and_only_there(lang: str) -> None:
    set_language(lang)
    marked_cards: set[str] = set()
    for deck in range(len(DECKS)):
        session = Session.new(setup_for(DECKS[deck], 3), mode=DOORGEVEN)
        nights = SecretNights(session)
        nights.pump()
        rng = random.Random(deck)
        living = set(session.game.state.alive_names())
        while (player := nights.next_player()) is not None:
            views: list[TurnView] = []
            take_turn(nights, player, rng, views)
            mine = t("pass.row.me", name=player)
            assert mine != player and player in mine
            for view in views:
                labels = [shown_label(label) for value, label in view.rows
                          if value in living]
                if not labels:
                    continue  # a yes/no or the heks's elixir: no player listed
                assert labels.count(mine) == 1, (player, labels)
                others = [label for label in labels if label != mine]
                assert sorted(others) == sorted(living - {player}), (player, labels)
                marked_cards.add(session.game.state.player(player).role)
    assert {"weerwolf", "ziener", "burger", "cupido"} <= marked_cards, marked_cards
