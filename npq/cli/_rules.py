"""The advanced game's switches on the command line (``npq sim`` and ``npq play``).

``--advanced`` plays every "Advanced Rules" box of the rulebook; ``--telegrams`` (the Telegram
deck, section 6), ``--cession-variant`` (section 3, end of "Cession") and ``--second-place``
(section 9) go with it. An impossible combination is a usage error naming the flag.
``--first-back-wins`` plays the basic victory rule (section 9) instead of a new game's variant
(:data:`~npq.game.config.NEW_GAME_NOT_JUST_FIRST`).
"""

from __future__ import annotations

from typing import Annotated

import typer

from npq import i18n
from npq.game.config import NEW_GAME_NOT_JUST_FIRST

__all__ = [
    "AdvancedFlag",
    "CessionFlag",
    "FirstBackFlag",
    "SecondPlaceFlag",
    "TelegramsFlag",
    "rule_options",
    "victory",
]

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
FirstBackFlag = Annotated[
    bool,
    typer.Option(
        "--first-back-wins",
        help="The basic victory rule (section 9): the first back from the Pole wins at once. "
        'Without it a new game plays the variant "It\'s Not Just First": the round of the first '
        "return is played out and the richest of those back wins.",
    ),
]


def rule_options(
    advanced: bool,
    telegrams: bool,
    cession_variant: bool,
    second_place: bool,
    first_back_wins: bool = False,
) -> dict[str, bool]:
    """The config switches the flags ask for (the advanced ones only when on, the victory rule
    always); a usage error if one needs ``--advanced`` and it is off."""
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
    return {**{k: v for k, v in chosen.items() if v}, "not_just_first": victory(first_back_wins)}


def victory(first_back_wins: bool) -> bool:
    """``not_just_first`` of a new game: a new game's rule unless ``--first-back-wins``."""
    return NEW_GAME_NOT_JUST_FIRST and not first_back_wins
