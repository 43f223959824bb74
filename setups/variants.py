"""The variants of the Volle Maan rule booklet a table can switch on at setup, with the short
explanation the app shows (nl and en), and the setup checks a variant needs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from setups.errors import SetupError

if TYPE_CHECKING:
    from setups.game_setup import GameSetup


@dataclass(frozen=True)
class Variant:
    option: str                    # the field of setups.options.Options
    values: tuple[str, ...]        # for a choice option; () for true/false
    names: dict[str, str]
    explanations: dict[str, str]


VARIANTS: tuple[Variant, ...] = (
    Variant("hij_is_het_niet", (), {"nl": "Hij is het zeker niet!", "en": "It is surely not him!"},
            {"nl": "Vervangt de stemming: iedereen staat, wie vrijgepleit wordt gaat zitten; wie "
                   "als laatste staat, is het slachtoffer van de dag.",
             "en": "Replaces the vote: everyone stands, whoever is cleared sits down; the last "
                   "one standing is the day's victim."}),
    Variant("dubbele_agenda", ("klein", "groot"), {"nl": "Dubbele Agenda", "en": "Double Agenda"},
            {"nl": "Elke speler krijgt een karakter en een geheime identiteitskaart (de app deelt "
                   "2 Weerwolven, de rest Burger); geen weerwolfkaarten in de mix, en zonder "
                   "Dief, Onschuldige Meisje, Dorpsgek en Fluitspeler. Klein: het karakter ligt "
                   "open. Groot: beide kaarten zijn geheim.",
             "en": "Every player gets a character and a secret identity card (the app deals 2 "
                   "Werewolves, the rest Villager); no werewolf cards in the mix, and no Thief, "
                   "Little Girl, Village Idiot or Piper. Small: the character is open. Big: both "
                   "cards are secret."}),
    Variant("oogstfeest", (), {"nl": "Het Oogstfeest in Wakkerdam", "en": "The Harvest Festival"},
            {"nl": "Het dorp is dronken: de weerwolven eten alleen een buur, de ziener ziet drie "
                   "kaarten, de jager schiet een buur, de heks gooit één keer de doos, en meer.",
             "en": "The village is drunk: the wolves eat only a neighbour, the seer sees three "
                   "cards, the hunter shoots a neighbour, the witch tosses the box once, and "
                   "more."}),
    Variant("zwarte_dood", (), {"nl": "De Zwarte Dood", "en": "The Black Death"},
            {"nl": "Alleen voor de spelleider: er spelen geen weerwolven, maar ze worden wel "
                   "geroepen. Het laatste slachtoffer kiest het volgende.",
             "en": "For the narrator only: no werewolves play, but they are called. The last "
                   "victim chooses the next."}),
    Variant("besmetting", (), {"nl": "Lycantropische Besmetting", "en": "Lycanthropic Infection"},
            {"nl": "De weerwolven besmetten hun slachtoffer in plaats van het te doden; valt een "
                   "besmette speler, dan vallen ze allemaal.",
             "en": "The werewolves infect their victim instead of killing him; when one infected "
                   "player falls, they all fall."}),
    Variant("maneschijn", ("gewoon", "riskant"), {"nl": "Maneschijn", "en": "Moonlight"},
            {"nl": "Buiten bij kaarslicht: de app herinnert je wiens kaars uit moet. Riskant: de "
                   "weerwolven doven zelf de kaars.",
             "en": "Outside by candlelight: the app reminds you whose candle goes out. Risky: "
                   "the werewolves blow out the candle themselves."}),
    Variant("sprekende_muur", (), {"nl": "De Sprekende Muur", "en": "The Talking Wall"},
            {"nl": "Voor de nacht schrijft iedereen een anoniem briefje; de spelleider leest ze "
                   "voor. De app geeft een schrijftijd.",
             "en": "Before night everyone writes an anonymous note; the narrator reads them out. "
                   "The app times the writing."}),
)

# Dubbele Agenda: the cards that do not take part ("klein" names them; "groot" shuffles "dezelfde
# kaarten", so they stay out there too).
NOT_IN_SMALL_AGENDA = ("dief", "onschuldig_meisje", "dorpsgek", "fluitspeler")


def validate_double_agenda(setup: GameSetup) -> None:
    """The identity cards name players of the game, and only with Dubbele Agenda."""
    options = setup.options
    if not options.dubbele_agenda:
        raise SetupError("identiteit_weerwolf is only used with the variant dubbele_agenda "
                         "(klein or groot).")
    unknown = [n for n in options.identiteit_weerwolf if n not in setup.players]
    if unknown:
        raise SetupError(f"identiteit_weerwolf names '{unknown[0]}', who does not play; "
                         f"players: {', '.join(setup.players)}.")
    banned = sorted({r for r in (*setup.roles, *setup.middle) if r in NOT_IN_SMALL_AGENDA})
    if banned:
        raise SetupError(f"In Dubbele Agenda '{options.dubbele_agenda}' these cards do not play: "
                         f"{', '.join(banned)}.")
