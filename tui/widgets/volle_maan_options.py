"""The Volle Maan part of the new-game options: the event deck (none, all 36, a chosen subset),
how often a card is drawn, permanent cards in force from the start, the settings where the
sources disagree, and the booklet's variants, each with its short explanation."""

from __future__ import annotations

from collections import Counter
from typing import Any

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Checkbox, Label, RadioSet, SelectionList, Static

from setups.events import EventCard, deck_cards, event_cards
from setups.variants import VARIANTS
from tui.i18n import language, t
from tui.widgets.check_box import CheckBox, MarkedSelectionList, RadioOption

DECKS = ("", "alle", "keuze")
EVERY = (1, 2, 3)
FRIENDS = (2, 3)


def card_labels(cards: list[EventCard], lang: str) -> list[str]:
    """Each card's name as the table knows it, never its id (the picker showed "Dolle Nacht
    (dolle_nacht)"); copies that share a name (the five Spiritisme cards, each with its own
    questions) are told apart by their number in the deck."""
    names = [c.name(lang) for c in cards]
    shared = Counter(names)
    seen: Counter[str] = Counter()
    labels = []
    for name in names:
        seen[name] += 1
        labels.append(t("vm.card_copy", name=name, n=seen[name]) if shared[name] > 1
                      else name)
    return labels


class VolleMaanOptions(Vertical):
    DEFAULT_CSS = """
    VolleMaanOptions { height: auto; }
    VolleMaanOptions SelectionList { height: auto; max-height: 12; }
    VolleMaanOptions .explain { color: $text-muted; height: auto; padding: 0 0 0 4; }
    VolleMaanOptions .hidden { display: none; }
    """

    def compose(self) -> ComposeResult:
        lang = language()
        yield Label(t("vm.deck"))
        with RadioSet(id="vm-deck"):
            for deck in DECKS:
                yield RadioOption(t(f"vm.deck.{deck or 'geen'}"), value=deck == "",
                                  id=f"vm-deck-{deck or 'geen'}")
        cards = list(event_cards().values())
        yield MarkedSelectionList(*zip(card_labels(cards, lang), (c.id for c in cards),
                                       strict=True),
                                 id="vm-cards", classes="hidden")
        # How often a card is drawn means something only with cards to draw: hidden without.
        yield Label(t("vm.every"), id="vm-every-label", classes="hidden")
        with RadioSet(id="vm-every", classes="hidden"):
            for n in EVERY:
                yield RadioOption(t(f"vm.every.{n}"), value=n == 1, id=f"vm-every-{n}")
        yield Label(t("vm.in_force"))
        yield MarkedSelectionList(*[(c.name(lang), c.id) for c in cards if c.permanent],
                                 id="vm-force")
        yield Label(t("vm.friends"))
        with RadioSet(id="vm-friends"):
            for n in FRIENDS:
                yield RadioOption(t("vm.friends.n", n=n), value=n == 2, id=f"vm-friends-{n}")
        yield CheckBox(t("vm.durf"), id="vm-durf")
        yield Label(t("vm.variants"))
        for variant in VARIANTS:
            if variant.values:
                yield Label(variant.names[lang])
                with RadioSet(id=f"vm-{variant.option}"):
                    yield RadioOption(t("vm.off"), value=True, id=f"vm-{variant.option}-uit")
                    for value in variant.values:
                        yield RadioOption(t(f"vm.{variant.option}.{value}"),
                                          id=f"vm-{variant.option}-{value}")
            else:
                yield CheckBox(variant.names[lang], id=f"vm-{variant.option}")
            yield Static(variant.explanations[lang], classes="explain")

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        if event.radio_set.id == "vm-deck":
            self.query_one("#vm-cards").set_class(self._pressed("vm-deck") != "keuze", "hidden")
            self._show_draw()

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged[Any]) -> None:
        if event.selection_list.id == "vm-cards":
            self._show_draw()

    def deck_size(self) -> int:
        """How many event cards the deck chosen here holds (0: no deck), counted as the game
        deals it (setups.events.deck_cards)."""
        values = self.values()
        return len(deck_cards(values["event_deck"], values["event_cards"],
                              values["events_in_force"]))

    def _show_draw(self) -> None:
        """"Een kaart trekken" only while the deck has a card to draw."""
        hidden = self.deck_size() == 0
        for node in self.query("#vm-every-label, #vm-every"):
            node.set_class(hidden, "hidden")

    def _pressed(self, radio_set: str) -> str:
        button = self.query_one(f"#{radio_set}", RadioSet).pressed_button
        return button.id.removeprefix(f"{radio_set}-") if button and button.id else ""

    def values(self) -> dict[str, Any]:
        """The Options fields this part of the screen sets."""
        deck = self._pressed("vm-deck")
        out: dict[str, Any] = {
            "event_deck": "" if deck == "geen" else deck,
            "event_cards": tuple(self.query_one("#vm-cards", SelectionList).selected)
            if deck == "keuze" else (),
            "event_every": int(self._pressed("vm-every") or 1),
            "events_in_force": tuple(self.query_one("#vm-force", SelectionList).selected),
            "groot_wantrouwen_vrienden": int(self._pressed("vm-friends") or 2),
            "dorpsgek_durf": self.query_one("#vm-durf", Checkbox).value,
        }
        for variant in VARIANTS:
            if variant.values:
                value = self._pressed(f"vm-{variant.option}")
                out[variant.option] = "" if value in ("", "uit") else value
            else:
                out[variant.option] = self.query_one(f"#vm-{variant.option}", Checkbox).value
        return out
