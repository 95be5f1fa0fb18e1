"""Words of the advanced game's screens (issue #11): the draft, the Engagement Auction, the
Telegram of the round, crew on its way, the Barrage's thresholds, the New game options.

Every sentence is a template of :mod:`ui.texts` (:class:`~ui.texts.Words` with both plural
forms where a count decides, :class:`~ui.texts.Select` where a value does), filled by
:func:`ui.texts.render`; the screens compose none. A translation wraps these templates as it
wraps those of :mod:`ui.texts`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ui.texts import Select, Words, date_words, member_words, place_name, render
from ui.theme import nation_name

__all__ = [
    "ADVANCED_WORDS",
    "barrage_words",
    "crew_pending_words",
    "date_words",
    "member_words",
    "telegram_effect_words",
    "words",
]

_W = Words

#: The advanced screens' sentences, by key.
ADVANCED_WORDS: dict[str, Words | Select] = {
    # -- the New game dialog ---------------------------------------------------------------
    "new.group": _W("Advanced game (the rulebook's Advanced Rules boxes)"),
    "new.advanced": _W("Advanced rules"),
    "new.advanced.tip": _W(
        "Advanced prices paid to the Bank or the base's owner, crew timing, the Engagement "
        "Auction, restricted areas as forbidden zones, fog flights with a Commander, the "
        "Barrage's 300 Bonds and the Mission-card draft (two or more players)."
    ),
    "new.telegrams": _W("Telegrams: one read at the start of every round (section 6)"),
    "new.cession": _W("Cession variant: a member sold to the Bank is hired at his release base"),
    "new.second": _W("Play on for second place (section 9)"),
    "new.solo": _W("The advanced rules are for two or more players."),
    "end.second": _W("Second place: {names}."),
    # -- the pass screen before a decision --------------------------------------------------
    "pass.draft": _W("{name}: the Mission-card draft. Nobody else looks."),
    "pass.auction": _W("{name}: an Engagement Auction for {member}. Nobody else looks."),
    "pass.button.draft": _W("I am {name} — show my cards"),
    "pass.button.auction": _W("I am {name} — bid or pass"),
    "pass.rescue": _W("{name}: {landed}'s S.O.S. — your ship is the nearest and must answer."),
    "pass.button.rescue": _W("I am {name} — answer the S.O.S."),
    # -- the rescue (section 10) -------------------------------------------------------------
    "rescue.title": _W("S.O.S. — {name}"),
    "rescue.call": _W(
        "{landed}'s airship is down at sea. Your ship, {lengths:.2f} L away, is the nearest: it "
        "must answer (section 10)."
    ),
    "rescue.spent": Select(
        "spent",
        {
            "this_turn": _W("It goes onto the airship at once: this is your ship move this turn."),
            "next_turn": _W(
                "It goes onto the airship at once; this takes the ship move of your next turn."
            ),
        },
        _W("It goes onto the airship at once."),
    ),
    "rescue.tow": _W("In a later turn {landed} tows both to {host}, where your ship stays."),
    "rescue.fee": Select(
        "you",
        {
            True: _W(
                "Fee: you pay {fee} Bonds ({lengths:.2f} L × 20, to the nearest 10) to {payee}."
            )
        },
        _W("Fee: {payer} pays {fee} Bonds ({lengths:.2f} L × 20, to the nearest 10) to {payee}."),
    ),
    "rescue.rent": _W("Rent at {host}: {rent} Bonds to {payee}."),
    "rescue.answer": _W("Send the ship"),
    "rescue.bank": _W("the Bank"),
    "rescue.you": _W("you"),
    "rescue.own_ship": _W("your own ship"),
    "rescue.down.water": _W(
        "Down at sea: {ship} ({lengths:.2f} L away) must answer and tow you to {host}."
    ),
    "rescue.down.land": _W("Down on land: {host} hosts the airship ({lengths:.2f} L away)."),
    "rescue.down.ice": _W(
        "Down on the ice: the Arctic base {host} hosts the airship ({lengths:.2f} L away)."
    ),
    "rescue.next.sos": _W("Next: send the S.O.S. (one action); the fee is paid at the recovery."),
    "rescue.next.wait": _W("S.O.S. sent: {ship} must answer with the nearest ship."),
    "rescue.next.fly": _W("Next: fly to {host} (the recovery move); the fee is paid then."),
    # -- the draft ---------------------------------------------------------------------------
    "draft.title": _W("Mission-card draft — {name}"),
    "draft.pass": Select(
        "passes",
        {
            None: _W("Keep 1 of these 3 Mission cards; the other 2 pass face down to {next}."),
            1: _W("Keep 1 of these 2 Mission cards; the other passes face down to {next}."),
        },
        _W("Keep 1 Mission card."),
    ),
    "draft.kept": _W("Already kept: {cards}"),
    "draft.none_kept": _W("No card kept yet."),
    "draft.card": _W("{city}: {reward} Bonds from {start}, {distance:.1f} L"),
    "draft.keep": _W("Keep {city}"),
    "draft.table": _W("Face up on the table: {cards}"),
    "draft.rule": _W("Section 8 “Draft Mission Cards”: the cards you pass stay hidden."),
    # -- the auction -------------------------------------------------------------------------
    "auction.title": _W("Engagement Auction — {name}"),
    "auction.member": _W("<b>{member}</b> is up for hire (base price {base} Bonds)."),
    "auction.opened": Select(
        "seller",
        {None: _W("{opener} declared the hire; bids rise by exactly {step} Bonds.")},
        _W(
            "{seller} puts him up instead of selling him to the Bank; the winner pays {seller}; "
            "bids rise by exactly {step} Bonds."
        ),
    ),
    "auction.high": Select(
        "high",
        {None: _W("Nobody holds a bid yet.")},
        _W("Highest bid: <b>{price} Bonds</b> by {high}."),
    ),
    "auction.bonds": _W("You have {bonds} Bonds."),
    "auction.cost": Select(
        "outside",
        {True: _W("Bidding now, in another player's turn, costs you 1 action in your next turn.")},
        _W("It is your turn: bidding costs no action of a later turn."),
    ),
    "auction.pass_final": _W("A pass is final: you bid no more in this auction."),
    "auction.bid": _W("Bid {bonds} Bonds"),
    "auction.pass": _W("Pass"),
    "auction.cannot": _W("You cannot pay {bonds} Bonds: pass."),
    "auction.closed": Select(
        "seller",
        {
            None: Select(
                "contested",
                {
                    True: _W(
                        "{winner} wins {member} at auction for {price} Bonds, paid to the Bank."
                    )
                },
                _W(
                    "Nobody outbid {winner}: {member} is hired for {price} Bonds, paid to the Bank."
                ),
            )
        },
        _W("{winner} wins {member} at auction for {price} Bonds, paid to {seller}."),
    ),
    "price.auction": _W(
        "an Engagement Auction from {base} Bonds (another player may bid), paid to the Bank",
        "an Engagement Auction from {base} Bonds ({n} other players may bid), paid to the Bank",
        "n",
    ),
    # -- the Telegram ------------------------------------------------------------------------
    "telegram.title": _W("Telegram of the round — {date}"),
    "telegram.nations": Select(
        "everyone",
        {True: _W("Involves every nation.")},
        Select(
            "nations",
            {None: _W("Involves no nation of the game.")},
            _W("Involves: {nations}."),
        ),
    ),
    "telegram.no_effect": _W(
        "It involves no nation in play: no effect this round (section 8, the Game Example)."
    ),
    "telegram.lasts": _W("Its effects last until the end of round {round}."),
    "telegram.banner": _W("Telegram, {date}: {title}"),
    "telegram.banner.effects": _W("Telegram, {date}: {title} — {effects}"),
    "telegram.ok": _W("Read"),
    "telegram.zone_tip": Select(
        "type",
        {"zone_closed": _W("{zone}: closed to airships this round (Telegram “{title}”)")},
        _W("{zone}: open this round, no Commander and no Venture card (Telegram “{title}”)"),
    ),
    "telegram.every": _W("every other player"),
    "telegram.base_tip": _W("{place}: closed to {to} this round (Telegram “{title}”)"),
    # -- Telegram effects --------------------------------------------------------------------
    "effect.zone_closed": _W("{zone} closed to airships"),
    "effect.zone_open": _W("{zone} open (no Commander, no Venture card)"),
    "effect.bases_closed": Select(
        "other",
        {None: _W("{nation}'s bases closed to every other player")},
        _W("{nation}'s bases closed to {other}"),
    ),
    "effect.tariff_as_own": _W("{nation} pays own-base prices at {other}'s bases, to the Bank"),
    "effect.weather_held": _W("the weather disc does not turn at the end of the round"),
    "effect.player": Select(
        "nation", {None: _W("every player: {effect}")}, _W("{nation}: {effect}")
    ),
    "effect.bonds": _W("{amount:+d} Bonds"),
    "effect.fuel": _W("fuel {amount:+d}"),
    "effect.speed": _W("Speed {amount:+d} this round"),
    "effect.lose_actions": _W("loses {amount} action", "loses {amount} actions", "amount"),
    "effect.blocked": _W("held where it is"),
    "effect.draw_strategy": _W(
        "draws {amount} Strategy card", "draws {amount} Strategy cards", "amount"
    ),
    # -- the player's board ------------------------------------------------------------------
    "panel.title": _W("Advanced game"),
    "panel.rules": _W("Rules: {options}"),
    "panel.option.advanced": _W("advanced"),
    "panel.option.telegrams": _W("telegrams"),
    "panel.option.cession": _W("cession at the release base"),
    "panel.option.second": _W("second place"),
    "crew.joining": _W("{member}: joins at the next base"),
    "crew.leaving": _W("{member}: leaves at the next base"),
    "crew.renounced": _W("{member}: renounced, leaves at the next base for no Bonds"),
    "crew.none": _W("No crew on the way."),
    "barrage": _W("Barrage: 3 missions {m_mark} / {need} Bonds {b_mark}"),
    "barrage.tip": _W(
        "Section 1A: the Barrage Area opens with 3 completed missions and at least {need} "
        "Bonds net of the Bank loan; {who} has {missions} and {net}. The Pole journey needs "
        "them at departure."
    ),
    "pole.journey": _W("On the Pole journey (the departure check stands)"),
    # -- fog ---------------------------------------------------------------------------------
    "fog.card": _W("fog: a Commander flies on after a Venture card (line 3) is drawn"),
    "fog.venture": _W(
        "{who} flies into the fog of {area} with a Commander: Venture card <b>{title}</b>: {text}"
    ),
    "fog.optional": _W("gold Scientist: you may decline that Venture card (asked when you move)"),
    "fog.choice.title": _W("Fog — {name}"),
    "fog.choice.text": _W(
        "{name}, your airship flies into the fog of {area} with a Commander. A Venture card "
        "(line 3) is drawn first, unless you decline it: your gold Scientist makes the card "
        "a choice (section 3, L321-323)."
    ),
    "fog.choice.draw": _W("Draw the Venture card and fly"),
    "fog.choice.decline": _W("Fly without the card (gold Scientist)"),
    "fog.choice.cancel": _W("Do not fly now"),
    "restricted.card": _W(
        "restricted area {zone}: a Commander crosses it after a Venture card (line 2)"
    ),
}


def words(key: str, **fields: Any) -> str:
    """The sentence ``key`` of :data:`ADVANCED_WORDS` filled with ``fields``."""
    return render(ADVANCED_WORDS[key], fields)


def _zone_name(zone: str | None) -> str:
    return place_name(zone) if zone else ""


def telegram_effect_words(effect: Any) -> str:
    """One effect of a Telegram (:class:`npq.content.TelegramEffect`) in words."""
    kind = str(effect.type.value)
    fields: dict[str, Any] = {
        "zone": _zone_name(effect.zone),
        "nation": nation_name(effect.nation) if effect.nation else None,
        "other": nation_name(effect.other) if effect.other else None,
        "amount": int(getattr(effect.effect, "amount", 0) or 0),
    }
    key = f"effect.{kind}"
    if kind in ("zone_closed", "zone_open", "bases_closed", "tariff_as_own", "weather_held"):
        return words(key, **fields)
    template = ADVANCED_WORDS.get(key)
    fields["effect"] = render(template, fields) if template is not None else kind.replace("_", " ")
    return words("effect.player", **fields)


def crew_pending_words(member: str, leaving: bool) -> str:
    """A member declared in flight: joining, leaving or renounced, at the next base."""
    if member.startswith("renounced:"):
        return words("crew.renounced", member=member_words(member))
    return words("crew.leaving" if leaving else "crew.joining", member=member_words(member))


def barrage_words(who: str, missions: int, net: int, need: int = 300) -> tuple[str, str]:
    """The Barrage's status line and its tooltip: ``("Barrage: 3 missions ✓ / 300 Bonds ✗",
    "...")``, ``net``: the player's Bonds net of the Bank loan."""
    fields: Mapping[str, Any] = {
        "who": who,
        "missions": missions,
        "m_mark": "✓" if missions >= 3 else "✗",
        "bonds": net,
        "b_mark": "✓" if net >= need else "✗",
        "need": need,
        "net": net,
    }
    return words("barrage", **fields), words("barrage.tip", **fields)
