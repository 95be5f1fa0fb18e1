"""The advanced game's switches on the command line (``npq sim`` and ``npq play``).

``--advanced`` plays every "Advanced Rules" box of the rulebook; ``--telegrams`` (the Telegram
deck, section 6), ``--cession-variant`` (section 3, end of "Cession") and ``--second-place``
(section 9) go with it. An impossible combination is a usage error naming the flag.
"""

from __future__ import annotations

from typing import Annotated

import typer

from npq import i18n

__all__ = ["AdvancedFlag", "CessionFlag", "SecondPlaceFlag", "TelegramsFlag", "rule_options"]

AdvancedFlag = Annotated[
    bool, typer.Option("--advanced", help="The advanced game (every Advanced Rules box).")
]
TelegramsFlag = Annotated[
    bool, typer.Option("--telegrams", help="Read a Telegram each round (needs --advanced).")
]
CessionFlag = Annotated[
    bool,
    typer.Option(
        "--cession-variant",
        help="A member sold to the Bank is hired only at his release base (needs --advanced).",
    ),
]
SecondPlaceFlag = Annotated[
    bool, typer.Option("--second-place", help="Play on for second place (needs --advanced).")
]


def rule_options(
    advanced: bool, telegrams: bool, cession_variant: bool, second_place: bool
) -> dict[str, bool]:
    """The config switches the flags ask for (only those on); a usage error if one needs
    ``--advanced`` and it is off."""
    for on, flag in (
        (telegrams, "--telegrams"),
        (cession_variant, "--cession-variant"),
        (second_place, "--second-place"),
    ):
        if on and not advanced:
            said = i18n.gettext("{flag} is an advanced rule: add --advanced")
            raise typer.BadParameter(i18n.render(said, flag=flag), param_hint=flag)
    chosen = {
        "advanced": advanced,
        "telegrams": telegrams,
        "cession_at_base": cession_variant,
        "second_place": second_place,
    }
    return {k: v for k, v in chosen.items() if v}
