"""The Bonds economy: a double-entry ledger and the price lists (rulebook sections 7, 10, 11).

Bonds are the game's money (section 7 "Bonds"). Every payment in the game is one
:class:`Transfer` from a payer account to a payee account: the Bank (:data:`BANK`) or a player
(accounts are named by the player id the engine uses, e.g. a nation id). A :class:`Ledger` is an
immutable value holding every transfer of a game in order; balances are derived from the
transfers and cached inside the value, so looking one up is O(1) and game states can share a
ledger safely. Because every transfer debits one account and credits another, the balances of all
accounts, the Bank's included, always sum to zero: the Bank's balance is minus the Bonds in the
players' hands. The Bank may go negative (it issues Bonds); a player may not (section 7: a player
who runs out of Bonds must give up crew, sell a mission or take a loan).

The Bank loan (section 10 "Selling a Mission", note): a player may owe the Bank up to
:data:`LOAN_CAP` Bonds at a time and must repay all of it before leaving for the Pole.

The price lists (section 11, both tables; D12 fuel and repair prices; section 8 "Preparation of
Commanders and Specialist Tokens" for the 100-Bond Specialist from the box) are data, in
``data/prices.toml``, loaded into typed :class:`PriceList` values by :func:`load_price_lists`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from npq.errors import ContentError, RuleViolation
from npq.i18n import N_
from npq.paths import data_path
from npq.safeio import read_toml

__all__ = [
    "BANK",
    "LOAN_CAP",
    "REASON_LOAN",
    "REASON_LOAN_REPAYMENT",
    "REASON_STARTING_BONDS",
    "Ledger",
    "PriceList",
    "PriceLists",
    "Relation",
    "Tariff",
    "Transfer",
    "load_price_lists",
]

BANK = "bank"
"""The Bank's account id (section 7 "The Bank")."""

LOAN_CAP = 200
"""Most Bonds a player may owe the Bank at once (section 10, "Selling a Mission", note)."""

REASON_STARTING_BONDS = "starting bonds"
"""Reason of the transfers that hand out each nation's starting budget (section 7 table)."""
REASON_LOAN = "bank loan"
"""Reason reserved for :meth:`Ledger.loan`; plain :meth:`Ledger.transfer` refuses it."""
REASON_LOAN_REPAYMENT = "loan repayment"
"""Reason reserved for :meth:`Ledger.repay_loan`; plain :meth:`Ledger.transfer` refuses it."""

_RULE_BONDS = "7 Bonds"
_RULE_LOAN = "10 Selling a Mission (Bank loan)"
_RESERVED_REASONS = frozenset({REASON_LOAN, REASON_LOAN_REPAYMENT})


@dataclass(frozen=True, slots=True)
class Transfer:
    """One payment of ``amount`` Bonds from ``payer`` to ``payee`` during round ``round_no``.

    ``reason`` is a short human phrase ("hire commander", "fuel x3", "mission berlin-perm") that
    the UI and the game log show. Round 0 is the preparation before the first round (section 8).
    """

    payer: str
    payee: str
    amount: int
    reason: str
    round_no: int

    def __str__(self) -> str:
        return f"r{self.round_no} {self.payer} -> {self.payee} {self.amount} ({self.reason})"


@dataclass(frozen=True, slots=True, eq=False)
class _Entry:
    """One link of the ledger's persistent history (newest first), shared between ledgers."""

    transfer: Transfer
    prev: _Entry | None


@dataclass(frozen=True, slots=True, eq=False)
class Ledger:
    """The immutable double-entry book of a game's Bonds (sections 7 and 11).

    Build one with :meth:`open`; every payment returns a new ledger (the old one is unchanged, so
    a game state's history and undo come free). ``transfer`` and ``loan`` raise
    :class:`~npq.errors.RuleViolation` for an illegal payment and leave the ledger as it was.

    Appending a transfer costs O(number of accounts); ``balance`` and ``loan_outstanding`` are
    O(1); ``transfers`` rebuilds the ordered history (O(n)) when asked.
    """

    _index: Mapping[str, int]
    _balances: tuple[int, ...]
    _loans: tuple[int, ...]
    _head: _Entry | None
    _count: int

    # -- construction -------------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        players: Iterable[str] | Mapping[str, int],
        round_no: int = 0,
    ) -> Ledger:
        """A ledger with the Bank and one account per player.

        ``players`` is either player ids (all start at 0) or a mapping from player id to the
        starting Bonds the Bank hands out (section 7 table), recorded as transfers with reason
        :data:`REASON_STARTING_BONDS` in round ``round_no``.
        """
        ids = list(players)
        budgets: Mapping[str, int] = (
            players if isinstance(players, Mapping) else dict.fromkeys(ids, 0)
        )
        if BANK in ids:
            raise ValueError(f"{BANK!r} is the Bank's account and cannot be a player id")
        if len(set(ids)) != len(ids):
            raise ValueError(f"duplicate player ids: {ids}")
        accounts = (BANK, *ids)
        index = MappingProxyType({a: i for i, a in enumerate(accounts)})
        zeros = (0,) * len(accounts)
        ledger = cls(index, zeros, zeros, None, 0)
        for player, amount in budgets.items():
            if amount < 0:
                raise ValueError(f"starting Bonds of {player!r} must not be negative: {amount}")
            if amount:
                ledger = ledger._append(
                    Transfer(BANK, player, amount, REASON_STARTING_BONDS, round_no)
                )
        return ledger

    @classmethod
    def from_balances(cls, balances: Mapping[str, int], loans: Mapping[str, int]) -> Ledger:
        """A ledger with these balances and outstanding loans and no history.

        For a client of online play, which receives a player's view (balances and loans, as
        :func:`npq.game.to_data` summarises a ledger) and not the transfers behind them.
        ``balances`` names the Bank first, as :attr:`balances` gives them.
        """
        accounts = tuple(balances)
        if not accounts or accounts[0] != BANK:
            raise ValueError(f"the first account must be the Bank ({BANK!r})")
        if set(loans) - set(accounts[1:]):
            raise ValueError(f"loans of unknown players: {sorted(set(loans) - set(accounts))}")
        index = MappingProxyType({a: i for i, a in enumerate(accounts)})
        values = tuple(int(balances[a]) for a in accounts)
        owed = tuple(0 if a == BANK else int(loans.get(a, 0)) for a in accounts)
        return cls(index, values, owed, None, 0)

    # -- queries ------------------------------------------------------------------------------

    @property
    def accounts(self) -> tuple[str, ...]:
        """Every account, the Bank first, then players in the order they were opened."""
        return tuple(self._index)

    @property
    def players(self) -> tuple[str, ...]:
        """The player accounts, in the order they were opened."""
        return tuple(self._index)[1:]

    def has_account(self, account: str) -> bool:
        """Whether ``account`` is the Bank or one of this ledger's players."""
        return account in self._index

    def balance(self, account: str) -> int:
        """Bonds held by ``account`` (the Bank's balance is negative: Bonds it has issued)."""
        return self._balances[self._slot(account)]

    @property
    def balances(self) -> Mapping[str, int]:
        """A read-only snapshot of every balance, the Bank's included."""
        return MappingProxyType(dict(zip(self._index, self._balances, strict=True)))

    def can_afford(self, player: str, amount: int) -> bool:
        """Whether ``player`` holds at least ``amount`` Bonds (the Bank can always pay)."""
        return player == BANK or self.balance(player) >= amount

    def loan_outstanding(self, player: str) -> int:
        """Bonds ``player`` still owes the Bank (section 10: repaid before the Pole journey)."""
        if player == BANK:
            raise RuleViolation("bank.loan.bank_itself")
        return self._loans[self._slot(player)]

    def loan_available(self, player: str, cap: int = LOAN_CAP) -> int:
        """How many more Bonds ``player`` may borrow now without passing ``cap``."""
        return max(0, cap - self.loan_outstanding(player))

    @property
    def transfers(self) -> tuple[Transfer, ...]:
        """Every transfer, oldest first."""
        out: list[Transfer] = []
        entry = self._head
        while entry is not None:
            out.append(entry.transfer)
            entry = entry.prev
        out.reverse()
        return tuple(out)

    def history(self, account: str) -> tuple[Transfer, ...]:
        """The transfers paid or received by ``account``, oldest first."""
        self._slot(account)
        return tuple(t for t in self.transfers if account in (t.payer, t.payee))

    @property
    def last(self) -> Transfer | None:
        """The most recent transfer, if any."""
        return None if self._head is None else self._head.transfer

    def __len__(self) -> int:
        return self._count

    def total(self) -> int:
        """Sum of all balances, the Bank's included: always 0 (double entry)."""
        return sum(self._balances)

    # -- payments -----------------------------------------------------------------------------

    def transfer(self, payer: str, payee: str, amount: int, reason: str, round_no: int) -> Ledger:
        """Pay ``amount`` Bonds from ``payer`` to ``payee``; returns the new ledger.

        Raises :class:`~npq.errors.RuleViolation` (rule "7 Bonds") for an amount that is not a
        positive whole number, an unknown account, a payment to oneself, a reason reserved for
        loans, or a player who would go below zero Bonds. The Bank may go negative.
        """
        if reason in _RESERVED_REASONS:
            raise RuleViolation("bonds.loan_only", reason=reason)
        self._check(payer, payee, amount, reason, round_no)
        return self._append(Transfer(payer, payee, amount, reason, round_no))

    def pay_bank(self, player: str, amount: int, reason: str, round_no: int) -> Ledger:
        """``player`` pays ``amount`` to the Bank (hire, fuel, repairs, Arctic base...)."""
        return self.transfer(player, BANK, amount, reason, round_no)

    def receive_from_bank(self, player: str, amount: int, reason: str, round_no: int) -> Ledger:
        """The Bank pays ``amount`` to ``player`` (mission reward, sale, Manager income...)."""
        return self.transfer(BANK, player, amount, reason, round_no)

    def loan(self, player: str, amount: int, round_no: int, cap: int = LOAN_CAP) -> Ledger:
        """The Bank lends ``amount`` Bonds to ``player`` (section 10, note to "Selling a Mission").

        A player may owe at most ``cap`` (200) Bonds at a time; asking for more raises
        :class:`~npq.errors.RuleViolation`.
        """
        if player == BANK:
            raise RuleViolation("bank.loan.bank_itself")
        self._check(BANK, player, amount, REASON_LOAN, round_no)
        owed = self.loan_outstanding(player)
        if owed + amount > cap:
            raise RuleViolation("bank.loan.cap", player=player, owed=owed, amount=amount, cap=cap)
        return self._append(Transfer(BANK, player, amount, REASON_LOAN, round_no))

    def repay_loan(self, player: str, round_no: int, amount: int | None = None) -> Ledger:
        """``player`` repays ``amount`` Bonds of his loan (all of it when ``amount`` is None).

        Raises :class:`~npq.errors.RuleViolation` when there is no loan, when repaying more than
        is owed, or when the player cannot pay.
        """
        owed = self.loan_outstanding(player)
        if owed == 0:
            raise RuleViolation("bank.repay.nothing_owed", player=player)
        amount = owed if amount is None else amount
        if amount > owed:
            raise RuleViolation("bank.repay.too_much", player=player, owed=owed, amount=amount)
        self._check(player, BANK, amount, REASON_LOAN_REPAYMENT, round_no)
        return self._append(Transfer(player, BANK, amount, REASON_LOAN_REPAYMENT, round_no))

    # -- value semantics ----------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Ledger):
            return NotImplemented
        if self is other:
            return True
        return (
            self._count == other._count
            and tuple(self._index) == tuple(other._index)
            and self._balances == other._balances
            and self._loans == other._loans
            and self.transfers == other.transfers
        )

    def __hash__(self) -> int:
        return hash((tuple(self._index), self._balances, self._loans, self._count, self.last))

    def __repr__(self) -> str:
        shown = ", ".join(f"{a}={b}" for a, b in zip(self._index, self._balances, strict=True))
        return f"Ledger({shown}; {self._count} transfers)"

    # -- internals ----------------------------------------------------------------------------

    def _slot(self, account: str) -> int:
        try:
            return self._index[account]
        except KeyError:
            raise RuleViolation("bonds.no_account", account=account) from None

    def _check(self, payer: str, payee: str, amount: int, reason: str, round_no: int) -> None:
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise RuleViolation("bonds.not_whole", amount=repr(amount))
        if amount <= 0:
            raise RuleViolation("bonds.not_positive", amount=amount)
        if not reason:
            raise RuleViolation("bonds.no_reason")
        if round_no < 0:
            raise RuleViolation("bonds.negative_round", round=round_no)
        slot = self._slot(payer)
        self._slot(payee)
        if payer == payee:
            raise RuleViolation("bonds.pay_himself", payer=payer)
        if payer != BANK and self._balances[slot] < amount:
            raise RuleViolation(
                "bonds.short", payer=payer, have=self._balances[slot], amount=amount, reason=reason
            )

    def _append(self, t: Transfer) -> Ledger:
        balances = list(self._balances)
        balances[self._index[t.payer]] -= t.amount
        balances[self._index[t.payee]] += t.amount
        loans = self._loans
        if t.reason == REASON_LOAN:
            loans = _bump(loans, self._index[t.payee], t.amount)
        elif t.reason == REASON_LOAN_REPAYMENT:
            loans = _bump(loans, self._index[t.payer], -t.amount)
        return Ledger(self._index, tuple(balances), loans, _Entry(t, self._head), self._count + 1)


def _bump(values: tuple[int, ...], slot: int, delta: int) -> tuple[int, ...]:
    out = list(values)
    out[slot] += delta
    return tuple(out)


# ---------------------------------------------------------------------------------------------
# Price lists (section 11)
# ---------------------------------------------------------------------------------------------


class Relation(StrEnum):
    """Who owns the base where a price is paid, seen from the paying player (D12, section 11)."""

    OWN = "own"
    NEUTRAL = "neutral"
    OPPONENT = "opponent"


@dataclass(frozen=True, slots=True)
class Tariff:
    """A price that depends on who owns the place (advanced fuel, repairs, Arctic bases).

    In the basic game all three prices are equal and the Bank is always paid. In the advanced
    game (section 11 advanced table, D12) an opponent's base costs more and, when
    ``opponent_collects`` is true, that opponent collects the payment instead of the Bank.
    """

    own: int
    neutral: int
    opponent: int
    opponent_collects: bool = False

    def price(self, relation: Relation | str) -> int:
        """The price at a place of this ``relation`` to the payer."""
        match Relation(relation):
            case Relation.OWN:
                return self.own
            case Relation.NEUTRAL:
                return self.neutral
            case Relation.OPPONENT:
                return self.opponent

    def paid_to_owner(self, relation: Relation | str) -> bool:
        """Whether the place's owner (an opponent) collects instead of the Bank."""
        return self.opponent_collects and Relation(relation) is Relation.OPPONENT


@dataclass(frozen=True, slots=True)
class PriceList:
    """One of the two price lists of section 11, every price in Bonds.

    Hiring (paid to the Bank): ``commander_hire`` 100, ``advanced_commander_hire`` 180,
    ``specialist_hire`` 50, ``extra_specialist_hire`` 100 (a Specialist Token bought from the box
    once the ones laid out at the start ran out, section 8), ``extra_commander_hire`` (a Commander
    bought from the box, section 3 "Crew Management": "a higher sum than usual"). Selling to the
    Bank: ``commander_sale`` 40, ``advanced_commander_sale`` 80, ``specialist_sale`` 20,
    ``mission_sale`` (200 basic, 300 advanced). ``fuel`` and ``repair`` per unit and the Arctic
    base ``arctic_base_rental`` and ``arctic_base_setup`` are :class:`Tariff` values by base
    ownership (D12). ``arctic_base_move`` is the penalty for moving an Arctic base (section 10).
    ``auction_bid`` is the fixed auction raise (advanced, section 3). ``recovery_per_length`` and
    ``recovery_base_rent`` price an advanced emergency-landing recovery (section 10); the basic
    recovery is free. ``manager_income`` is what a Manager earns each round (section 3);
    ``loan_cap`` the Bank loan limit (section 10); ``pole_min_bonds`` the Bonds needed to leave
    for the Pole (advanced: 300, section 1A and 9).
    """

    rules: str
    commander_hire: int
    advanced_commander_hire: int
    specialist_hire: int
    extra_specialist_hire: int
    extra_commander_hire: int
    commander_sale: int
    advanced_commander_sale: int
    specialist_sale: int
    mission_sale: int
    fuel: Tariff
    repair: Tariff
    arctic_base_rental: Tariff
    arctic_base_setup: Tariff
    arctic_base_move: int
    auction_bid: int
    recovery_per_length: int
    recovery_base_rent: int
    manager_income: int
    loan_cap: int
    pole_min_bonds: int

    @property
    def fuel_unit(self) -> int:
        """One fuel unit at one's own base (10 Bonds; the basic price everywhere, D12)."""
        return self.fuel.own

    @property
    def repair_unit(self) -> int:
        """One point of Structural Integrity restored at one's own base (10 Bonds, D12)."""
        return self.repair.own


@dataclass(frozen=True, slots=True)
class PriceLists:
    """Both price lists of section 11."""

    basic: PriceList
    advanced: PriceList

    def for_rules(self, advanced: bool) -> PriceList:
        """The advanced list when ``advanced`` is true, else the basic one."""
        return self.advanced if advanced else self.basic


_TARIFFS = frozenset({"fuel", "repair", "arctic_base_rental", "arctic_base_setup"})


def load_price_lists(path: Path | str | None = None) -> PriceLists:
    """Read and validate ``data/prices.toml`` (or ``path``); cached for the packaged file.

    Raises :class:`~npq.errors.ContentError` naming the file and the field for a missing table
    or price, an unknown key, or a price that is not a non-negative whole number.
    """
    if path is None:
        return _packaged_price_lists()
    return _read_price_lists(Path(path))


@lru_cache(maxsize=1)
def _packaged_price_lists() -> PriceLists:
    return _read_price_lists(data_path("prices.toml"))


def _read_price_lists(path: Path) -> PriceLists:
    source = path.name
    raw = read_toml(path)
    unknown = set(raw) - {"basic", "advanced"}
    if unknown:
        raise ContentError(N_("unknown table (expected basic, advanced)"), source, min(unknown))
    return PriceLists(
        basic=_price_list(raw, "basic", source),
        advanced=_price_list(raw, "advanced", source),
    )


def _price_list(raw: Mapping[str, Any], rules: str, source: str) -> PriceList:
    table = raw.get(rules)
    if not isinstance(table, dict):
        raise ContentError(N_("missing table"), source, rules)
    names = [f.name for f in fields(PriceList) if f.name != "rules"]
    unknown = set(table) - set(names)
    if unknown:
        raise ContentError(N_("unknown price"), source, f"{rules}.{min(unknown)}")
    values: dict[str, Any] = {"rules": rules}
    for name in names:
        where = f"{rules}.{name}"
        if name not in table:
            raise ContentError(N_("missing price"), source, where)
        if name in _TARIFFS:
            values[name] = _tariff(table[name], source, where)
        else:
            values[name] = _bonds(table[name], source, where)
    return PriceList(**values)


def _tariff(value: Any, source: str, where: str) -> Tariff:
    if isinstance(value, int) and not isinstance(value, bool):
        amount = _bonds(value, source, where)
        return Tariff(amount, amount, amount, False)
    if not isinstance(value, dict):
        raise ContentError(N_("expected Bonds or a table {own, neutral, opponent}"), source, where)
    unknown = set(value) - {"own", "neutral", "opponent", "opponent_collects"}
    if unknown:
        raise ContentError(N_("unknown key"), source, f"{where}.{min(unknown)}")
    prices = []
    for key in ("own", "neutral", "opponent"):
        if key not in value:
            raise ContentError(N_("missing price"), source, f"{where}.{key}")
        prices.append(_bonds(value[key], source, f"{where}.{key}"))
    collects = value.get("opponent_collects", False)
    if not isinstance(collects, bool):
        raise ContentError(N_("expected true or false"), source, f"{where}.opponent_collects")
    return Tariff(prices[0], prices[1], prices[2], collects)


def _bonds(value: Any, source: str, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ContentError(
            N_("expected a whole number of Bonds, got {value!r}"), source, where, value=value
        )
    if value < 0:
        raise ContentError(N_("a price cannot be negative: {value}"), source, where, value=value)
    return value
