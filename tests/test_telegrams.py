"""The Telegram deck (rulebook section 6 "Telegrams", L547-549, L755; ADVANCED.md section 3)."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from npq.content import (
    MIN_TELEGRAMS,
    NATION_IDS,
    TELEGRAM_ONLY,
    EffectType,
    load_content,
    load_strategy_deck,
    load_telegram_deck,
)
from npq.content.telegrams import FIRST_DATE, LAST_DATE
from npq.errors import ContentError
from npq.game import World, default_world

DECK = load_telegram_deck()


def test_the_packaged_deck_has_thirty_real_events_of_spring_and_summer_1924() -> None:
    """L547: "all historical facts that really happened between the spring and summer of
    1924"; each card carries its true date as a TOML date."""
    assert len(DECK) >= MIN_TELEGRAMS == 30
    assert all(isinstance(c.date, datetime.date) for c in DECK)
    assert all(FIRST_DATE <= c.date <= LAST_DATE for c in DECK)
    assert DECK["immigration_act"].date == datetime.date(1924, 5, 26)
    assert DECK["lz126_first_flight"].date == datetime.date(1924, 8, 27)
    assert DECK["world_cruisers_depart"].date == datetime.date(1924, 4, 6)
    # in date order, one card for most weeks from March to September
    dates = [c.date for c in DECK]
    assert dates == sorted(dates)
    months = {d.month for d in dates}
    assert months == {3, 4, 5, 6, 7, 8, 9}
    assert all(c.text.endswith("STOP") and c.text == c.text.upper() for c in DECK)


def test_every_new_effect_type_is_used_by_the_deck() -> None:
    used = {e.type for c in DECK for e in c.effects}
    assert used >= TELEGRAM_ONLY
    assert used - TELEGRAM_ONLY <= {
        EffectType.BONDS,
        EffectType.FUEL,
        EffectType.SPEED,
        EffectType.LOSE_ACTIONS,
        EffectType.BLOCKED,
        EffectType.DRAW_STRATEGY,
    }


def test_about_a_third_of_the_deck_often_involves_no_nation_in_play() -> None:
    """ADVANCED.md section 3: the L755 case (a telegram with no effect) must happen."""
    italy_japan = ("italy", "japan")  # the rulebook's own 2-player suggestion (section 8)
    void = [c.id for c in DECK if not c.effects_in_play(italy_japan)]
    assert len(void) >= len(DECK) // 3
    assert "greek_republic" in void and "dawes_in_force" in void


def test_a_telegram_about_nations_not_in_play_has_no_effect() -> None:
    """L755, the Game Example: Marco (Japan) and Elena (USSR) read a first telegram that
    "does not involve the Nations in play, so it will not have any effect"."""
    marco_elena = ("japan", "ussr")
    dawes = DECK["dawes_in_force"]
    assert dawes.nations == ("germany",)
    assert not dawes.involves(marco_elena)
    assert dawes.effects_in_play(marco_elena) == ()
    assert [str(e) for e in dawes.effects_in_play(("germany", "ussr"))] == ["bonds+50[germany]"]
    # a card naming two nations acts only through the effects whose nations are both in play
    pelletier = DECK["pelletier_doisy_tokyo"]
    assert [str(e) for e in pelletier.effects_in_play(("france", "usa"))] == ["bonds+40[france]"]
    assert len(pelletier.effects_in_play(("france", "japan"))) == 2
    # "all" involves every game
    assert DECK["paris_olympics"].everyone and DECK["paris_olympics"].involves(marco_elena)


def test_zones_named_by_telegrams_exist_on_the_board() -> None:
    board_zones = {f.id for f in default_world().board.features}
    assert {z for _, z in DECK.zones} <= board_zones
    assert ("card[london_agreement].effects[0].zone", "ruhr_occupation") in DECK.zones


def test_telegram_only_types_are_refused_in_other_decks(tmp_path: Path) -> None:
    bad = tmp_path / "strategy.toml"
    bad.write_text(
        '[[card]]\nid = "x"\ntitle = "X"\ntext = "x"\ntarget = "self"\n'
        'effects = [{ type = "zone_open" }]\n',
        encoding="utf-8",
    )
    with pytest.raises(ContentError) as err:
        load_strategy_deck(bad)
    assert err.value.source == "strategy.toml"
    assert err.value.field == "card[x].effects[0].type"


_GOOD = """
[[card]]
id = "t"
date = 1924-05-26
title = "T"
text = "WASHINGTON 26 MAY STOP ACT SIGNED STOP"
nations = ["japan", "usa"]
effects = [{ type = "bases_closed", nation = "usa", other = "japan" }]
"""


@pytest.mark.parametrize(
    ("old", "new", "field", "message"),
    [
        ("date = 1924-05-26", 'date = "1924-05-26"', "card[t].date", "TOML date"),
        ("date = 1924-05-26", "date = 1924-05-26T10:00:00", "card[t].date", "TOML date"),
        ("date = 1924-05-26", "date = 1925-01-21", "card[t].date", "spring and summer of 1924"),
        ("date = 1924-05-26\n", "", "card[t].date", "missing"),
        ("ACT SIGNED STOP", "act signed", "card[t].text", "capitals"),
        ('"japan", "usa"', '"japan", "spain"', "card[t].nations[1]", "unknown nation"),
        ('other = "japan"', 'other = "italy"', "card[t].effects[0].other", "not among"),
        ('type = "bases_closed", nation = "usa", ', 'type = "bases_closed", ', "nation", "names"),
        ("bases_closed", "cancel_venture", "card[t].effects[0].type", "not a telegram effect"),
        ("bases_closed", "zone_closed", "card[t].effects[0].zone", "names the area"),
        ('nation = "usa", other = "japan"', 'nation = "usa"', "other", "tariff_as_own"),
        ("effects = [", "colour = 1\neffects = [", "card[0].colour", "unknown field"),
        (
            'nations = ["japan", "usa"]\neffects = [{ type = "bases_closed", nation = "usa", '
            'other = "japan" }]',
            'nations = []\neffects = [{ type = "weather_held" }]',
            "card[t].effects",
            "no effect",
        ),
    ],
)
def test_broken_telegrams_name_the_file_and_field(
    tmp_path: Path, old: str, new: str, field: str, message: str
) -> None:
    text = _GOOD
    if "tariff_as_own" in message:
        text = text.replace("bases_closed", "tariff_as_own")
    assert old in text
    path = tmp_path / "telegrams.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_telegram_deck(path)
    assert err.value.source == "telegrams.toml"
    assert err.value.field is not None and field in err.value.field
    assert message in str(err.value)


def test_a_good_telegram_loads_and_duplicates_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "telegrams.toml"
    path.write_text(_GOOD, encoding="utf-8")
    deck = load_telegram_deck(path)
    assert deck.ids == ("t",)
    path.write_text(_GOOD + _GOOD, encoding="utf-8")
    with pytest.raises(ContentError, match="duplicate id"):
        load_telegram_deck(path)
    path.write_text(_GOOD, encoding="utf-8")
    with pytest.raises(ContentError, match="at least 30 cards"):
        load_telegram_deck(path, MIN_TELEGRAMS)


def test_a_world_refuses_a_telegram_zone_not_on_its_board(tmp_path: Path) -> None:
    from dataclasses import replace

    w = default_world()
    path = tmp_path / "telegrams.toml"
    path.write_text(
        _GOOD.replace(
            'type = "bases_closed", nation = "usa", other = "japan"',
            'type = "zone_open", zone = "atlantis"',
        ),
        encoding="utf-8",
    )
    content = replace(w.content, telegrams=load_telegram_deck(path))
    with pytest.raises(ContentError) as err:
        World(board=w.board, disc=w.disc, content=content)
    assert err.value.field == "card[t].effects[0].zone"


def test_the_packaged_content_carries_the_deck_and_old_data_sets_have_none() -> None:
    assert load_content().telegrams is DECK
    golden = load_content(Path(__file__).parent / "golden" / "data")
    assert len(golden.telegrams) in (0, len(DECK))
    assert set(NATION_IDS) >= {n for c in DECK for n in c.nations}
