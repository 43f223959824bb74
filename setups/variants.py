"""The variants of the Volle Maan rule booklet a table can switch on at setup, with the short
explanation the app shows (in every language), and the setup checks a variant needs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from setups.catalogue import roles
from setups.errors import SetupError
from texts import localized

if TYPE_CHECKING:
    from setups.game_setup import GameSetup


@dataclass(frozen=True)
class Variant:
    option: str                    # the field of setups.options.Options
    values: tuple[str, ...]        # for a choice option; () for true/false
    names: dict[str, str]
    explanations: dict[str, str]


def _variant(option: str, values: tuple[str, ...] = ()) -> Variant:
    return Variant(option, values, localized(f"variants:{option}.name"),
                   localized(f"variants:{option}.text"))


# The texts are the "setups" catalogue's `variants.<option>.name` and `.text`.
VARIANTS: tuple[Variant, ...] = (
    _variant("hij_is_het_niet"),
    _variant("dubbele_agenda", ("klein", "groot")),
    _variant("oogstfeest"),
    _variant("zwarte_dood"),
    _variant("besmetting"),
    _variant("maneschijn", ("gewoon", "riskant")),
    _variant("sprekende_muur"),
)

# Dubbele Agenda: the cards that do not take part, as their data says (roles.toml
# `dubbele_agenda = false`: "klein" names them; "groot" shuffles "dezelfde kaarten", so they
# stay out there too).
NOT_IN_SMALL_AGENDA = tuple(r.id for r in roles().values() if not r.in_double_agenda)


def validate_double_agenda(setup: GameSetup) -> None:
    """The identity cards name players of the game, and only with Dubbele Agenda."""
    options = setup.options
    if not options.dubbele_agenda:
        raise SetupError("identity_without_agenda")
    unknown = [n for n in options.identiteit_weerwolf if n not in setup.players]
    if unknown:
        raise SetupError("identity_not_playing", name=unknown[0],
                         players=", ".join(setup.players))
    banned = sorted({r for r in (*setup.roles, *setup.middle) if r in NOT_IN_SMALL_AGENDA})
    if banned:
        raise SetupError("agenda_banned", variant=options.dubbele_agenda,
                         cards=", ".join(banned))
