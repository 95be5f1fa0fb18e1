"""The Bonds ledger and the price lists (rulebook sections 7, 10 and 11; D12)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from npq.economy import (
    BANK,
    LOAN_CAP,
    REASON_LOAN,
    REASON_STARTING_BONDS,
    Ledger,
    PriceList,
    Relation,
    Transfer,
    load_price_lists,
)
from npq.errors import ContentError, RuleViolation

PLAYERS = ("germany", "italy", "japan")

# -- section 7: accounts, transfers, double entry -------------------------------------------


def test_open_hands_out_starting_bonds_from_the_bank() -> None:
    # Section 7: each nation receives its starting Bonds; the rest stays in the Bank.
    ledger = Ledger.open({"germany": 240, "japan": 300})
    assert ledger.accounts == (BANK, "germany", "japan")
    assert ledger.players == ("germany", "japan")
    assert ledger.balance("germany") == 240
    assert ledger.balance("japan") == 300
    assert ledger.balance(BANK) == -540
    assert ledger.total() == 0
    assert ledger.transfers == (
        Transfer(BANK, "germany", 240, REASON_STARTING_BONDS, 0),
        Transfer(BANK, "japan", 300, REASON_STARTING_BONDS, 0),
    )


def test_open_from_ids_starts_at_zero() -> None:
    ledger = Ledger.open(PLAYERS)
    assert dict(ledger.balances) == {BANK: 0, "germany": 0, "italy": 0, "japan": 0}
    assert len(ledger) == 0
    assert ledger.last is None


def test_open_refuses_the_bank_as_a_player_and_duplicates() -> None:
    with pytest.raises(ValueError):
        Ledger.open(["bank"])
    with pytest.raises(ValueError):
        Ledger.open(["italy", "italy"])
    with pytest.raises(ValueError):
        Ledger.open({"italy": -10})


def test_transfer_returns_a_new_ledger_and_keeps_the_old_one() -> None:
    # Section 11: hiring a Commander costs 100 Bonds, paid to the Bank.
    before = Ledger.open({"italy": 240})
    after = before.pay_bank("italy", 100, "hire commander nobile", 1)
    assert before.balance("italy") == 240
    assert after.balance("italy") == 140
    assert after.balance(BANK) == -140
    assert after.last == Transfer("italy", BANK, 100, "hire commander nobile", 1)
    assert len(after) == len(before) + 1
    assert after.history("italy")[-1].reason == "hire commander nobile"


def test_transfer_prints_as_a_log_line() -> None:
    t = Transfer("italy", BANK, 30, "fuel x3", 4)
    assert str(t) == "r4 italy -> bank 30 (fuel x3)"


def test_player_to_player_transfer() -> None:
    # Advanced rules, section 7: "The Bank is not involved when transactions take place directly
    # between players" (e.g. refuelling at an opponent's base, D12).
    ledger = Ledger.open({"italy": 240, "japan": 300})
    ledger = ledger.transfer("italy", "japan", 20, "fuel at kushiro", 3)
    assert (ledger.balance("italy"), ledger.balance("japan")) == (220, 320)
    assert ledger.balance(BANK) == -540


def test_overdraft_of_a_player_is_refused_naming_rule_7() -> None:
    # Section 7: a player who runs out of Bonds cannot pay; he must sell or borrow.
    ledger = Ledger.open({"british_empire": 200})
    with pytest.raises(RuleViolation) as err:
        ledger.pay_bank("british_empire", 210, "hire advanced commander", 2)
    assert err.value.rule == "7 Bonds"
    assert "200" in str(err.value)
    # Exactly the balance is fine and leaves zero.
    assert (
        ledger.pay_bank("british_empire", 200, "hire commander x2", 2).balance("british_empire")
        == 0
    )


def test_the_bank_may_go_negative() -> None:
    ledger = Ledger.open(PLAYERS).receive_from_bank("japan", 500, "mission kasumigaura-perm", 4)
    assert ledger.balance(BANK) == -500
    assert ledger.balance("japan") == 500


@pytest.mark.parametrize("amount", [0, -10, 2.5, True, "10"])
def test_amount_must_be_a_positive_whole_number(amount: object) -> None:
    ledger = Ledger.open({"italy": 240})
    with pytest.raises(RuleViolation) as err:
        ledger.transfer("italy", BANK, amount, "fuel", 1)  # type: ignore[arg-type]
    assert err.value.rule == "7 Bonds"


def test_unknown_account_self_payment_and_empty_reason_are_refused() -> None:
    ledger = Ledger.open({"italy": 240})
    with pytest.raises(RuleViolation):
        ledger.transfer("italy", "atlantis", 10, "bribe", 1)
    with pytest.raises(RuleViolation):
        ledger.balance("atlantis")
    with pytest.raises(RuleViolation):
        ledger.transfer("italy", "italy", 10, "nothing", 1)
    with pytest.raises(RuleViolation):
        ledger.transfer("italy", BANK, 10, "", 1)
    with pytest.raises(RuleViolation):
        ledger.transfer("italy", BANK, 10, "fuel", -1)


def test_reserved_loan_reasons_go_through_loan_methods_only() -> None:
    ledger = Ledger.open({"italy": 240})
    with pytest.raises(RuleViolation):
        ledger.transfer(BANK, "italy", 100, REASON_LOAN, 1)


def test_can_afford() -> None:
    ledger = Ledger.open({"italy": 50})
    assert ledger.can_afford("italy", 50)
    assert not ledger.can_afford("italy", 60)
    assert ledger.can_afford(BANK, 10_000)


def test_ledgers_are_values() -> None:
    a = Ledger.open({"italy": 240}).pay_bank("italy", 10, "fuel", 1)
    b = Ledger.open({"italy": 240}).pay_bank("italy", 10, "fuel", 1)
    c = Ledger.open({"italy": 240}).pay_bank("italy", 10, "repair", 1)
    assert a == b
    assert hash(a) == hash(b)
    assert a != c
    assert a != Ledger.open({"italy": 240})
    assert "italy=230" in repr(a)


# -- section 10: the Bank loan ---------------------------------------------------------------


def test_loan_up_to_200_then_refused() -> None:
    # Section 10, "Selling a Mission" note: a loan of up to 200 Bonds.
    assert LOAN_CAP == 200
    ledger = Ledger.open({"usa": 0})
    ledger = ledger.loan("usa", 150, 5)
    assert ledger.balance("usa") == 150
    assert ledger.loan_outstanding("usa") == 150
    assert ledger.loan_available("usa") == 50
    ledger = ledger.loan("usa", 50, 6)
    assert ledger.loan_outstanding("usa") == 200
    with pytest.raises(RuleViolation) as err:
        ledger.loan("usa", 10, 6)
    assert err.value.rule.startswith("10 ")
    assert ledger.total() == 0


def test_loan_over_the_cap_in_one_go_is_refused() -> None:
    with pytest.raises(RuleViolation):
        Ledger.open({"usa": 0}).loan("usa", 210, 1)


def test_repay_loan_in_part_and_in_full() -> None:
    # Section 10: all money received must be paid back before leaving for the Pole.
    ledger = Ledger.open({"ussr": 280}).loan("ussr", 200, 2)
    ledger = ledger.repay_loan("ussr", 3, 80)
    assert ledger.loan_outstanding("ussr") == 120
    assert ledger.balance("ussr") == 400
    ledger = ledger.repay_loan("ussr", 4)
    assert ledger.loan_outstanding("ussr") == 0
    assert ledger.balance("ussr") == 280
    assert ledger.loan_available("ussr") == LOAN_CAP


def test_repay_more_than_owed_or_without_loan_or_without_money() -> None:
    ledger = Ledger.open({"ussr": 0})
    with pytest.raises(RuleViolation):
        ledger.repay_loan("ussr", 1)
    ledger = ledger.loan("ussr", 100, 1)
    with pytest.raises(RuleViolation):
        ledger.repay_loan("ussr", 1, 150)
    ledger = ledger.pay_bank("ussr", 60, "repairs", 1)
    with pytest.raises(RuleViolation) as err:
        ledger.repay_loan("ussr", 2)
    assert err.value.rule == "7 Bonds"
    with pytest.raises(RuleViolation):
        ledger.loan_outstanding(BANK)


def test_loan_cap_is_a_parameter_for_variants() -> None:
    ledger = Ledger.open({"usa": 0}).loan("usa", 300, 1, cap=300)
    assert ledger.loan_outstanding("usa") == 300


# -- double entry under random play (hypothesis) -----------------------------------------------

ACCOUNTS = (BANK, *PLAYERS)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(ACCOUNTS),
            st.sampled_from(ACCOUNTS),
            st.integers(min_value=-50, max_value=400),
        ),
        max_size=40,
    )
)
def test_balances_always_sum_to_zero(moves: list[tuple[str, str, int]]) -> None:
    # Double entry: every transfer debits one account and credits another, so all balances,
    # the Bank's included, sum to zero whatever is attempted; refused payments change nothing.
    ledger = Ledger.open({"germany": 240, "italy": 240, "japan": 300})
    for round_no, (payer, payee, amount) in enumerate(moves, start=1):
        try:
            ledger = ledger.transfer(payer, payee, amount, "test", round_no)
        except RuleViolation:
            continue
        assert ledger.total() == 0
        assert all(ledger.balance(p) >= 0 for p in PLAYERS)
    assert ledger.total() == 0
    replayed: dict[str, int] = dict.fromkeys(ACCOUNTS, 0)
    for t in ledger.transfers:
        replayed[t.payer] -= t.amount
        replayed[t.payee] += t.amount
    assert replayed == dict(ledger.balances)


class LedgerMachine(RuleBasedStateMachine):
    """Random payments, loans and repayments against a plain model of the books."""

    def __init__(self) -> None:
        super().__init__()
        self.ledger = Ledger.open({"germany": 240, "italy": 240, "japan": 300})
        self.model = {BANK: -780, "germany": 240, "italy": 240, "japan": 300}
        self.loans = dict.fromkeys(PLAYERS, 0)
        self.round = 1

    @rule(
        payer=st.sampled_from(ACCOUNTS), payee=st.sampled_from(ACCOUNTS), amount=st.integers(1, 300)
    )
    def pay(self, payer: str, payee: str, amount: int) -> None:
        ok = payer != payee and (payer == BANK or self.model[payer] >= amount)
        try:
            self.ledger = self.ledger.transfer(payer, payee, amount, "pay", self.round)
        except RuleViolation:
            assert not ok
            return
        assert ok
        self.model[payer] -= amount
        self.model[payee] += amount

    @rule(player=st.sampled_from(PLAYERS), amount=st.integers(1, 250))
    def borrow(self, player: str, amount: int) -> None:
        ok = self.loans[player] + amount <= LOAN_CAP
        try:
            self.ledger = self.ledger.loan(player, amount, self.round)
        except RuleViolation:
            assert not ok
            return
        assert ok
        self.loans[player] += amount
        self.model[player] += amount
        self.model[BANK] -= amount

    @rule(player=st.sampled_from(PLAYERS))
    def repay(self, player: str) -> None:
        owed = self.loans[player]
        ok = 0 < owed <= self.model[player]
        try:
            self.ledger = self.ledger.repay_loan(player, self.round)
        except RuleViolation:
            assert not ok
            return
        assert ok
        self.loans[player] = 0
        self.model[player] -= owed
        self.model[BANK] += owed

    @rule()
    def next_round(self) -> None:
        self.round += 1

    @invariant()
    def books_agree(self) -> None:
        assert dict(self.ledger.balances) == self.model
        assert self.ledger.total() == 0
        assert all(self.ledger.loan_outstanding(p) == self.loans[p] for p in PLAYERS)
        assert all(0 <= self.ledger.loan_outstanding(p) <= LOAN_CAP for p in PLAYERS)


TestLedgerMachine = LedgerMachine.TestCase
TestLedgerMachine.settings = settings(max_examples=60, stateful_step_count=40, deadline=None)


# -- section 11: the price lists ---------------------------------------------------------------


def test_basic_price_list_section_11() -> None:
    basic = load_price_lists().basic
    assert basic.rules == "basic"
    # "Basic Game Price List", Price / Pay a: Bank.
    assert basic.advanced_commander_hire == 180
    assert basic.commander_hire == 100
    assert basic.specialist_hire == 50
    assert basic.fuel_unit == 10
    assert basic.repair_unit == 10
    assert basic.arctic_base_rental.price(Relation.NEUTRAL) == 50
    assert basic.arctic_base_setup.price(Relation.OWN) == 100
    # Embed / Withdraw from: Bank.
    assert basic.mission_sale == 200
    assert basic.advanced_commander_sale == 80
    assert basic.commander_sale == 40
    assert basic.specialist_sale == 20
    # Section 8: extra Specialist Tokens from the box cost 100 Bonds.
    assert basic.extra_specialist_hire == 100
    # Section 3: Manager +10 Bonds a round; section 10: loan cap 200.
    assert basic.manager_income == 10
    assert basic.loan_cap == LOAN_CAP
    assert basic.pole_min_bonds == 0


def test_basic_prices_are_paid_to_the_bank_everywhere_d12() -> None:
    basic = load_price_lists().basic
    for tariff in (basic.fuel, basic.repair, basic.arctic_base_rental, basic.arctic_base_setup):
        assert tariff.own == tariff.neutral == tariff.opponent
        assert not any(tariff.paid_to_owner(r) for r in Relation)


def test_advanced_price_list_section_11_and_d12() -> None:
    adv = load_price_lists().advanced
    assert adv.rules == "advanced"
    assert adv.mission_sale == 300
    assert (adv.commander_hire, adv.advanced_commander_hire, adv.specialist_hire) == (100, 180, 50)
    assert (adv.commander_sale, adv.advanced_commander_sale, adv.specialist_sale) == (40, 80, 20)
    assert adv.auction_bid == 10
    # D12: own base 10 to the Bank, neutral 15 to the Bank, opponent's 20 to that opponent.
    assert [adv.fuel.price(r) for r in ("own", "neutral", "opponent")] == [10, 15, 20]
    assert adv.fuel.paid_to_owner("opponent")
    assert not adv.fuel.paid_to_owner("neutral")
    assert [adv.repair.price(r) for r in Relation] == [10, 15, 20]
    # Arctic base rental: own 0, neutral 20 to the Bank, opponent 50 to the opponent.
    assert [adv.arctic_base_rental.price(r) for r in Relation] == [0, 20, 50]
    assert adv.arctic_base_rental.paid_to_owner(Relation.OPPONENT)
    # Setup 100: to the opponent owner at an opposing base, else the Bank.
    assert [adv.arctic_base_setup.price(r) for r in Relation] == [100, 100, 100]
    assert adv.arctic_base_setup.paid_to_owner(Relation.OPPONENT)
    # Emergency-landing recovery: 20 Bonds a Length, 20 rent.
    assert adv.recovery_per_length == 20
    assert adv.recovery_base_rent == 20
    # Sections 1A and 9: at least 300 Bonds to leave for the Pole.
    assert adv.pole_min_bonds == 300


def test_for_rules_and_cache() -> None:
    lists = load_price_lists()
    assert lists.for_rules(advanced=False) is lists.basic
    assert lists.for_rules(advanced=True) is lists.advanced
    assert load_price_lists() is lists
    assert isinstance(lists.basic, PriceList)


# -- broken price files -------------------------------------------------------------------------


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "prices.toml"
    path.write_text(text, encoding="utf-8")
    return path


def _packaged_text() -> str:
    from npq.paths import data_path

    return data_path("prices.toml").read_text(encoding="utf-8")


def test_missing_price_names_file_and_field(tmp_path: Path) -> None:
    text = _packaged_text().replace("commander_sale = 40\n", "", 1)
    with pytest.raises(ContentError) as err:
        load_price_lists(_write(tmp_path, text))
    assert err.value.source == "prices.toml"
    assert err.value.field == "basic.commander_sale"


def test_wrong_type_and_negative_prices(tmp_path: Path) -> None:
    text = _packaged_text().replace("specialist_hire = 50", 'specialist_hire = "fifty"', 1)
    with pytest.raises(ContentError) as err:
        load_price_lists(_write(tmp_path, text))
    assert err.value.field == "basic.specialist_hire"
    text = _packaged_text().replace("mission_sale = 300", "mission_sale = -300", 1)
    with pytest.raises(ContentError) as err:
        load_price_lists(_write(tmp_path, text))
    assert err.value.field == "advanced.mission_sale"


def test_unknown_key_missing_table_bad_tariff_bad_toml(tmp_path: Path) -> None:
    with pytest.raises(ContentError) as err:
        load_price_lists(_write(tmp_path, _packaged_text() + "\n[expert]\nfuel = 1\n"))
    assert err.value.field == "expert"
    text = _packaged_text().replace("loan_cap = 200\n", "loan_cap = 200\nlaon = 1\n", 1)
    with pytest.raises(ContentError) as err:
        load_price_lists(_write(tmp_path, text))
    assert err.value.field == "basic.laon"
    text = _packaged_text().split("[advanced]")[0]
    with pytest.raises(ContentError) as err:
        load_price_lists(_write(tmp_path, text))
    assert err.value.field == "advanced"
    text = _packaged_text().replace(
        "neutral = 15, opponent = 20, opponent_collects = true }", "neutral = 15 }", 1
    )
    with pytest.raises(ContentError) as err:
        load_price_lists(_write(tmp_path, text))
    assert err.value.field == "advanced.fuel.opponent"
    with pytest.raises(ContentError) as err:
        load_price_lists(_write(tmp_path, "[basic\n"))
    assert err.value.source == "prices.toml"
    with pytest.raises(ContentError):
        load_price_lists(tmp_path / "absent.toml")
