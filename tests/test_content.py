"""Content as validated data (D17): nations, crew, effects, Venture and Strategy cards.

Each packaged file is checked against the rulebook tables it comes from, and each loader is
checked on small broken files (tests/data/content/) that must raise ContentError naming the file
and the field.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

import npq.content as content_pkg
from npq.content import (
    EFFECT_RULES,
    MIN_DECK_SIZE,
    NATION_IDS,
    SHIP_EFFECTS,
    Content,
    Effect,
    EffectType,
    Miniature,
    MissionCard,
    Skill,
    Target,
    VentureLine,
    load_content,
    load_crew,
    load_nations,
    load_strategy_deck,
    load_venture_deck,
    mission_deck,
)
from npq.errors import ContentError

BROKEN = Path(__file__).parent / "data" / "content"


# -- section 4 + D3: airships; section 7: starting Bonds; section 1A and 8: colours, places ------


AIRSHIPS = {
    # nation: (airship, range, speed, integrity) - section 4 table, USA and USSR from D3.
    "british_empire": ("HMA R33", 4, 4, 3),
    "france": ("Méditerranée (ex LZ121)", 4, 3, 3),
    "germany": ("LZ120 Bodensee", 4, 4, 3),
    "italy": ("N-1 I-SAAN", 4, 4, 3),
    "japan": ("Nieuport AT-2", 3, 3, 3),
    "usa": ("ZR-1 USS Shenandoah", 4, 4, 3),
    "ussr": ("Albatros II", 4, 3, 3),
}

STARTING_BONDS = {
    # Section 7, "Table of Bonds assigned to each player at the beginning of the game".
    "british_empire": 200,
    "france": 240,
    "germany": 240,
    "italy": 240,
    "japan": 300,
    "usa": 200,
    "ussr": 280,
}


def test_seven_nations_in_order() -> None:
    nations = load_nations()
    assert nations.ids == NATION_IDS
    assert len(nations) == 7
    assert "japan" in nations
    assert "atlantis" not in nations
    with pytest.raises(KeyError):
        nations["atlantis"]


@pytest.mark.parametrize("nation_id", sorted(AIRSHIPS))
def test_airship_table_section_4_and_d3(nation_id: str) -> None:
    n = load_nations()[nation_id]
    assert (n.airship, n.range, n.speed, n.integrity) == AIRSHIPS[nation_id]


@pytest.mark.parametrize("nation_id", sorted(STARTING_BONDS))
def test_starting_bonds_section_7(nation_id: str) -> None:
    assert load_nations()[nation_id].bonds == STARTING_BONDS[nation_id]


def test_colours_section_1a_and_d3() -> None:
    colours = {n.id: n.colour for n in load_nations()}
    assert colours == {
        "germany": "Ochre",
        "british_empire": "Violet",
        "italy": "Pink",
        "japan": "Peach",
        "ussr": "Light Green",
        "usa": "Light Yellow",
        "france": "Light Blue",
    }
    hexes = [n.colour_hex for n in load_nations()]
    assert len(set(hexes)) == 7
    assert all(h.startswith("#") and len(h) == 7 for h in hexes)


def test_starting_places_section_8_and_d3() -> None:
    nations = load_nations()
    assert [(n.base, n.port) for n in nations] == [
        ("berlin", "konigsberg"),
        ("pulham", "dundee"),
        ("milano", "cagliari"),
        ("kasumigaura", "kushiro"),
        ("perm", "tomsk"),
        ("san_diego", "san_francisco"),
        ("cuers_pierrefeu", "toulon"),
    ]
    # Section 8 note: "If more players were to leave Europe".
    be, it, de = nations["british_empire"], nations["italy"], nations["germany"]
    assert (be.start_base(alternate=True), be.start_port(alternate=True)) == (
        "montreal",
        "goose_bay",
    )
    assert (it.start_base(alternate=True), it.start_port(alternate=True)) == ("rhodes", "cagliari")
    assert (de.start_base(alternate=True), de.start_port(alternate=True)) == (
        "berlin",
        "konigsberg",
    )
    assert be.start_base() == "pulham"


def test_nations_are_frozen() -> None:
    n = load_nations()["italy"]
    with pytest.raises(FrozenInstanceError):
        n.bonds = 1000  # type: ignore[misc]


# -- section 3: crew ----------------------------------------------------------------------------


def test_crew_counts_and_skills_section_3() -> None:
    crew = load_crew()
    assert len(crew.commanders) >= 8
    assert len(crew.advanced_commanders) >= 4
    assert all(len(c.skills) == 1 and not c.is_advanced for c in crew.commanders)
    assert all(len(set(c.skills)) == 2 and c.is_advanced for c in crew.advanced_commanders)
    # Every skill is offered by at least one plain Commander.
    assert {c.skills[0] for c in crew.commanders} == set(Skill)
    ids = [c.id for c in crew.all_commanders]
    assert len(ids) == len(set(ids))
    assert all(c.note and c.name and c.nationality for c in crew.all_commanders)
    names = {c.name for c in crew.all_commanders}
    assert {"Umberto Nobile", "Roald Amundsen", "Hugo Eckener", "Finn Malmgren"} <= names


def test_crew_lookup() -> None:
    crew = load_crew()
    nobile = crew.commander("nobile")
    assert nobile.is_advanced
    assert nobile.has_skill("engineer") and nobile.has_skill(Skill.PILOT)
    assert not nobile.has_skill("manager")
    with pytest.raises(KeyError):
        crew.commander("napoleon")


def test_specialist_bonuses_section_3() -> None:
    skills = load_crew().skills
    assert (skills[Skill.ENGINEER].bonus, skills[Skill.ENGINEER].amount) == ("speed", 1)
    assert (skills[Skill.PILOT].bonus, skills[Skill.PILOT].amount) == ("range", 1)
    assert (skills[Skill.MANAGER].bonus, skills[Skill.MANAGER].amount) == ("income", 10)
    assert skills[Skill.SCIENTIST].bonus == "weather"
    assert skills[Skill.PILOT].alt_title == "Navigator"
    assert skills[Skill.SCIENTIST].alt_title == "Meteorologist"


def test_specialist_tokens_per_player_count_section_8() -> None:
    crew = load_crew()
    assert [crew.tokens_per_symbol(n) for n in range(1, 7)] == [1, 1, 2, 2, 3, 3]
    with pytest.raises(ValueError):
        crew.tokens_per_symbol(7)


# -- D17: the closed effect vocabulary ----------------------------------------------------------


def test_every_effect_type_cites_a_section() -> None:
    assert set(EFFECT_RULES) == set(EffectType)
    for t in EffectType:
        assert t.rule[0].isdigit(), t


def test_effect_type_names_are_stable() -> None:
    # The engine implements these by name; renaming one breaks saves and the engine.
    assert [t.value for t in EffectType] == [
        "bonds",
        "fuel",
        "integrity",
        "speed",
        "lose_actions",
        "skip_turn",
        "blocked",
        "draw_strategy",
        "discard_strategy",
        "crew_bonus_suspended",
        "move_back",
        "cancel_venture",
        "cancel_strategy",
        "zone_closed",
        "zone_open",
        "bases_closed",
        "tariff_as_own",
        "weather_held",
    ]


def test_effect_defaults_and_text() -> None:
    assert Effect(EffectType.BLOCKED).turns == 1
    assert Effect(EffectType.SPEED, -1).turns == 1
    assert Effect("skip_turn").type is EffectType.SKIP_TURN  # type: ignore[arg-type]
    e = Effect(EffectType.CREW_BONUS_SUSPENDED, skill=Skill.SCIENTIST, turns=2)
    assert str(e) == "crew_bonus_suspended:scientist/2t"
    assert e.describe() == "No scientist bonus for 2 turns"
    assert str(Effect(EffectType.BONDS, -50)) == "bonds-50"
    assert Effect(EffectType.BONDS, -50).describe() == "Pay 50 Bonds"
    assert Effect(EffectType.MOVE_BACK, 2, miniature=Miniature.SHIP).describe() == (
        "Your ship moves back 2 Lengths along its course"
    )
    assert Effect(EffectType.FUEL, 2).is_bonus
    assert not Effect(EffectType.INTEGRITY, -1).is_bonus
    assert Effect(EffectType.CANCEL_VENTURE).is_counter


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"type": EffectType.BONDS}, "amount"),
        ({"type": EffectType.BONDS, "amount": 25}, "multiple of 10"),
        ({"type": EffectType.BONDS, "amount": 50, "turns": 2}, "takes no turns"),
        ({"type": EffectType.FUEL, "amount": 9}, "amount"),
        ({"type": EffectType.LOSE_ACTIONS, "amount": -1}, "amount"),
        ({"type": EffectType.SKIP_TURN, "amount": 1}, "takes no amount"),
        ({"type": EffectType.SPEED, "amount": 1, "turns": 7}, "turns"),
        ({"type": EffectType.CREW_BONUS_SUSPENDED}, "needs a skill"),
        ({"type": EffectType.FUEL, "amount": 1, "skill": Skill.PILOT}, "takes no skill"),
        ({"type": EffectType.FUEL, "amount": 1, "miniature": Miniature.SHIP}, "no miniature"),
        ({"type": EffectType.CANCEL_VENTURE, "amount": 1}, "takes no amount"),
    ],
)
def test_effect_refuses_bad_parameters(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Effect(**kwargs)  # type: ignore[arg-type]


def test_effect_refuses_unknown_type() -> None:
    with pytest.raises(ValueError):
        Effect("teleport")  # type: ignore[arg-type]


# -- section 6 + D10: Venture cards ---------------------------------------------------------------


def test_venture_deck_size_and_lines() -> None:
    deck = load_venture_deck()
    assert len(deck) >= MIN_DECK_SIZE
    assert len(set(deck.ids)) == len(deck)
    for card in deck:
        for line in VentureLine:
            outcome = card.outcome(line)
            assert outcome.text and outcome.effects, (card.id, line)
        # Line 1 may strike a ship (section 4 "Ships"): only effects a ship can suffer.
        assert all(e.type in SHIP_EFFECTS for e in card.sea.effects), card.id
        assert not any(e.is_counter for line in VentureLine for e in card.effects_for(line))


def test_venture_line_names_match_board_zone_kinds_d10() -> None:
    assert [line.value for line in VentureLine] == ["sea_obstacle", "restricted_area", "obstacle"]
    assert [line.number for line in VentureLine] == [1, 2, 3]
    card = load_venture_deck()["north_sea_gale"]
    assert card.effects_for("sea_obstacle") == (Effect(EffectType.MOVE_BACK, 1),)
    assert card.effects_for("restricted_area") == (Effect(EffectType.BONDS, -30),)
    assert card.effects_for("obstacle") == (Effect(EffectType.INTEGRITY, -1),)


def test_venture_deck_mixes_penalties_and_bonuses() -> None:
    # Section 6: "sometimes they can be disadvantageous, sometimes advantageous".
    effects = [e for c in load_venture_deck() for line in VentureLine for e in c.effects_for(line)]
    bonuses = sum(e.is_bonus for e in effects)
    assert 0.25 * len(effects) < bonuses < 0.75 * len(effects)
    used = {e.type for e in effects}
    assert used >= {
        EffectType.BONDS,
        EffectType.FUEL,
        EffectType.INTEGRITY,
        EffectType.SPEED,
        EffectType.LOSE_ACTIONS,
        EffectType.SKIP_TURN,
        EffectType.BLOCKED,
        EffectType.DRAW_STRATEGY,
        EffectType.DISCARD_STRATEGY,
        EffectType.MOVE_BACK,
    }


# -- section 6: Strategy cards ----------------------------------------------------------------------


def test_strategy_deck_size_and_targets() -> None:
    deck = load_strategy_deck()
    assert len(deck) >= MIN_DECK_SIZE
    targets = {c.target for c in deck}
    assert targets == set(Target)
    assert Target.SELF.allows(on_self=True) and not Target.SELF.allows(on_self=False)
    assert Target.OPPONENT.allows(on_self=False) and not Target.OPPONENT.allows(on_self=True)
    assert Target.ANY.allows(on_self=True) and Target.ANY.allows(on_self=False)


def test_strategy_cards_naming_a_specialist_section_6_note() -> None:
    deck = load_strategy_deck()
    named = [c for c in deck if c.requires_specialist is not None]
    assert {c.requires_specialist for c in named} == set(Skill)
    # The rulebook's example: "You will not receive bonuses from your Scientist for 2 turns".
    recalled = deck["meteorologist_recalled"]
    assert recalled.requires_specialist is Skill.SCIENTIST
    assert recalled.target is Target.OPPONENT
    assert recalled.effects == (
        Effect(EffectType.CREW_BONUS_SUSPENDED, turns=2, skill=Skill.SCIENTIST),
    )
    for c in deck:
        for e in c.effects:
            if e.type is EffectType.CREW_BONUS_SUSPENDED:
                assert c.requires_specialist is e.skill


def test_strategy_counters_section_6() -> None:
    deck = load_strategy_deck()
    counters = [c for c in deck if c.is_counter]
    kinds = {c.counters for c in counters}
    assert kinds == {EffectType.CANCEL_VENTURE, EffectType.CANCEL_STRATEGY}
    assert all(c.target is Target.SELF and len(c.effects) == 1 for c in counters)
    assert deck["sabotage"].counters is None


def test_card_summaries_read_as_sentences() -> None:
    assert load_strategy_deck()["government_grant"].summary == "Receive 60 Bonds"
    assert load_strategy_deck()["overhaul"].summary == (
        "Restore 2 Structural Integrity; Lose 1 action next turn"
    )
    card = load_venture_deck()["icing"]
    assert card.geographical.summary == "Lose 1 fuel unit; Suffer 1 structural damage"


# -- mission cards (D11) ---------------------------------------------------------------------------


class _City:
    def __init__(self, id: str, name: str) -> None:
        self.id = id
        self.name = name


class _Board:
    def __init__(self, cities: list[_City]) -> None:
        self.calculator_cities = tuple(cities)


def test_mission_deck_one_card_per_calculator_city() -> None:
    board = _Board(
        [_City("perm", "Perm"), _City("berlin", "Berlin"), _City("kings_bay", "Kings Bay")]
    )
    deck = mission_deck(board)
    assert deck == (
        MissionCard("berlin", "Berlin"),
        MissionCard("kings_bay", "Kings Bay"),
        MissionCard("perm", "Perm"),
    )
    assert deck[0].place == "berlin"
    with pytest.raises(ContentError):
        mission_deck(_Board([_City("perm", "Perm"), _City("perm", "Perm")]))


# -- the bundle -----------------------------------------------------------------------------------


def test_load_content_bundle_is_cached() -> None:
    c = load_content()
    assert isinstance(c, Content)
    assert load_content() is c
    assert c.nations["japan"].bonds == 300
    assert c.prices.basic.mission_sale == 200
    assert len(c.venture) >= 30 and len(c.strategy) >= 30
    assert len(c.crew.commanders) >= 8


def test_load_content_from_a_directory(tmp_path: Path) -> None:
    from npq.paths import data_dir

    src = data_dir()
    (tmp_path / "cards").mkdir()
    for name in (
        "nations.toml",
        "crew.toml",
        "prices.toml",
        "cards/venture.toml",
        "cards/strategy.toml",
    ):
        (tmp_path / name).write_text((src / name).read_text(encoding="utf-8"), encoding="utf-8")
    c = load_content(tmp_path)
    assert c.nations.ids == NATION_IDS
    assert c is not load_content()
    (tmp_path / "crew.toml").write_text("[skills]\n", encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_content(tmp_path)
    assert err.value.source == "crew.toml"


def test_public_api_is_curated() -> None:
    for name in content_pkg.__all__:
        assert hasattr(content_pkg, name), name
    assert "read_toml" not in content_pkg.__all__


# -- cross-check with the real board (data/board.geojson) -------------------------------------


def test_nation_places_exist_on_the_board_section_8() -> None:
    from npq.board import load_board

    board = load_board()
    for n in load_nations():
        assert board.start_base(n.id).id == n.base, n.id
        assert board.start_port(n.id).id == n.port, n.id
        for alternate_id in (n.alternate_base, n.alternate_port):
            if alternate_id is not None:
                assert alternate_id in board, alternate_id
        if n.alternate_base is not None:
            assert board.start_base(n.id, alternate=True).id == n.alternate_base
    assert board.start_port("british_empire", alternate=True).id == "goose_bay"


def test_mission_deck_from_the_real_board_d11() -> None:
    from npq.board import load_board

    board = load_board()
    deck = mission_deck(board)
    assert len(deck) >= 24
    assert len(deck) == len(board.calculator_cities)
    ids = [c.id for c in deck]
    assert ids == sorted(ids)
    # D11: every starting base is a Mission Calculator city.
    assert {n.base for n in load_nations()} <= set(ids)
    assert all(board.place(c.place).is_mission for c in deck)


# -- broken files: each loader names the file and the field -----------------------------------

BROKEN_CASES = [
    # (loader, fixture, expected field, words in the message)
    (load_venture_deck, "venture_unknown_effect", "card[gale].sea.effects[0].type", "teleport"),
    (
        load_venture_deck,
        "venture_missing_line",
        "card[gale].geographical",
        "missing line 3 (geographical obstacle)",
    ),
    (load_venture_deck, "venture_duplicate_id", "card[1].id", "duplicate id"),
    (
        load_venture_deck,
        "venture_counter_effect",
        "card[gale].political.effects[0].type",
        "Strategy",
    ),
    (load_venture_deck, "venture_sea_line_not_for_ships", "card[gale].sea.effects[0].type", "ship"),
    (load_venture_deck, "venture_wrong_type", "card[gale].political.effects[0].amount", "whole"),
    (load_venture_deck, "venture_bad_amount", "card[gale].political.effects[0]", "multiple of 10"),
    (load_venture_deck, "venture_no_effects", "card[gale].sea.effects", "at least one"),
    (load_venture_deck, "venture_unknown_field", "card[0].flavour", "unknown field"),
    (load_venture_deck, "venture_not_toml", None, "TOML"),
    (load_strategy_deck, "strategy_no_target", "card[grant].target", "target"),
    (load_strategy_deck, "strategy_unknown_target", "card[grant].target", "everyone"),
    (
        load_strategy_deck,
        "strategy_unknown_skill",
        "card[horoscope].requires_specialist",
        "astrologer",
    ),
    (
        load_strategy_deck,
        "strategy_suspension_mismatch",
        "card[navigator_ashore].effects[0].skill",
        "NOTE",
    ),
    (load_strategy_deck, "strategy_counter_on_opponent", "card[appeal].target", "oneself"),
    (load_strategy_deck, "strategy_counter_with_extra", "card[appeal].effects", "no other effect"),
    (load_strategy_deck, "strategy_duplicate_id", "card[1].id", "duplicate id"),
    (load_strategy_deck, "strategy_missing_skill_param", "card[fever].effects[0]", "needs a skill"),
    (load_strategy_deck, "strategy_missing_title", "card[grant].title", "missing"),
    (load_strategy_deck, "strategy_self_only_penalty", "card[grounded].target", "must help"),
    (load_strategy_deck, "strategy_opponent_only_bonus", "card[grant].target", "must hinder"),
    (load_strategy_deck, "strategy_any_not_mixed", "card[sabotage].target", "mixes"),
    (load_crew, "crew_unknown_skill", "commander[cook].skills[0]", "cook"),
    (load_crew, "crew_advanced_same_skill", "advanced_commander[nobile].skills", "two different"),
    (load_crew, "crew_commander_two_skills", "commander[cook].skills", "one skill"),
    (load_crew, "crew_duplicate_id", "advanced_commander[0].id", "duplicate id"),
    (load_crew, "crew_tokens_incomplete", "specialist_tokens", "1, 2, 3, 4, 5 and 6"),
    (load_nations, "nations_speed_over_cap", "nation[japan].speed", "at most 6"),
    (load_nations, "nations_bad_colour", "nation[japan].colour_hex", "#rrggbb"),
    (load_nations, "nations_missing", "nation", "missing nation"),
    (load_nations, "nations_unknown_id", "nation[0].id", "austria"),
    (load_nations, "nations_wrong_type", "nation[japan].bonds", "whole"),
    (load_nations, "nations_missing_port", "nation[japan].port", "missing"),
]


@pytest.mark.parametrize(
    ("loader", "name", "field", "words"),
    BROKEN_CASES,
    ids=[case[1] for case in BROKEN_CASES],
)
def test_broken_file_names_file_and_field(
    loader: object, name: str, field: str | None, words: str
) -> None:
    path = BROKEN / f"{name}.toml"
    with pytest.raises(ContentError) as err:
        loader(path)  # type: ignore[operator]
    assert err.value.source == path.name
    assert err.value.field == field
    assert words in str(err.value)
    assert path.name in str(err.value)


def test_every_broken_fixture_is_tested() -> None:
    assert {p.stem for p in BROKEN.glob("*.toml")} == {case[1] for case in BROKEN_CASES}


def test_packaged_decks_must_be_large_enough(tmp_path: Path) -> None:
    src = BROKEN.parent.parent.parent / "data" / "cards" / "venture.toml"
    path = tmp_path / "venture.toml"
    path.write_text(src.read_text(encoding="utf-8"), encoding="utf-8")
    assert len(load_venture_deck(path)) >= MIN_DECK_SIZE
    with pytest.raises(ContentError) as err:
        load_venture_deck(path, min_size=1000)
    assert err.value.field == "card"
    with pytest.raises(ContentError) as err:
        load_venture_deck(tmp_path / "absent.toml")
    assert err.value.source == "absent.toml"
