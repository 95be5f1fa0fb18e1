"""The fixed things a game is played with: board, weather disc, content and prices.

None of this is in the state: it is data loaded once per process (D17) and shared by every
game, so a state stays small, hashable and JSON-ready. :func:`default_world` loads the packaged
files; tests may build a :class:`World` from other files.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType

from shapely.geometry import Point

from npq.board import Board, FeatureKind, Place, WeatherArea, load_board
from npq.content import Content, MissionCard, load_content, mission_deck
from npq.economy import PriceList
from npq.errors import BoardError, ContentError
from npq.game.config import GameConfig
from npq.i18n import N_
from npq.nav import mission_reward
from npq.nav._index import nav_index, weather_area_at
from npq.weather import WeatherDisc, load_weather_disc

__all__ = ["World", "default_world", "mission_reward"]


@dataclass(frozen=True, eq=False)
class World:
    """Board, disc, content and the price list of the rules in play, with handy indexes."""

    board: Board
    disc: WeatherDisc
    content: Content
    missions: Mapping[str, MissionCard] = field(init=False)
    start_points: frozenset[str] = field(init=False)
    arctic_bases: tuple[str, ...] = field(init=False)
    circles: Mapping[str, object] = field(init=False)
    _xy: dict[str, tuple[float, float]] = field(init=False, repr=False)
    _editions: dict[int, World] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        # every edition's cards (a card id of any edition's game resolves); the deck a game
        # deals is its edition's (:meth:`mission_cards`)
        cards = {c.id: c for c in mission_deck(self.board)}
        for city in self.content.editions.mission_cities():
            if city in self.board.withheld:
                continue  # a place of a later edition: no game on this board deals it
            if city in cards:
                raise ContentError(N_("duplicate Mission Calculator city"), "editions.toml", city)
            cards[city] = MissionCard(city, self.board.place(city).name)
        object.__setattr__(self, "missions", MappingProxyType(dict(sorted(cards.items()))))
        starts = frozenset(p.id for p in self.board.places if p.kind is FeatureKind.START_BASE)
        object.__setattr__(self, "start_points", starts)
        arctic = tuple(p.id for p in self.board.places if p.is_arctic)
        object.__setattr__(self, "arctic_bases", arctic)
        circles = {f.id: f.geometry for f in self.board.of_kind(FeatureKind.STRATEGY_CIRCLE)}
        object.__setattr__(self, "circles", MappingProxyType(circles))
        object.__setattr__(self, "_xy", {})
        object.__setattr__(self, "_editions", {})
        self._check_telegram_zones()

    def for_edition(self, edition: int) -> World:
        """The world a game of ``edition`` is played in: this one on the board of that
        edition (:meth:`Board.for_edition`: without the places a later edition added), or this
        world itself when its board has none. Every entry of the rules and the bots asks for
        it, so a game saved by an earlier edition replays on the board it was played on."""
        found = self._editions.get(edition)
        if found is None:
            board = self.board.for_edition(edition)
            found = self if board is self.board else World(board, self.disc, self.content)
            self._editions[edition] = found
        return found

    def _check_telegram_zones(self) -> None:
        """Every area a Telegram opens or closes is a restricted area or obstacle of the board."""
        kinds = (FeatureKind.RESTRICTED_AREA, FeatureKind.OBSTACLE, FeatureKind.SEA_OBSTACLE)
        known = {f.id for k in kinds for f in self.board.of_kind(k)}
        deck = self.content.telegrams
        for where, zone in deck.zones:
            if zone not in known:
                raise ContentError(
                    N_("{zone!r} is not a restricted area or obstacle of the board"),
                    deck.source,
                    where,
                    zone=zone,
                )

    def mission_cards(self, edition: int) -> tuple[str, ...]:
        """The Mission deck a game of ``edition`` deals, sorted: one card per Mission
        Calculator city of the board (D11) and, from edition 5, the cities
        ``data/editions.toml`` adds (docs/rules-decisions.md "Edition 5")."""
        added = set(self.added_missions(None)) - set(self.added_missions(edition))
        return tuple(c for c in self.missions if c not in added)

    def added_missions(self, edition: int | None) -> tuple[str, ...]:
        """The Mission cards ``data/editions.toml`` adds to the board's cities up to
        ``edition`` (None: by any edition), in the file's order."""
        return self.content.editions.mission_cities(edition)

    @property
    def prices(self) -> PriceList:
        """The basic price list (section 11)."""
        return self.content.prices.basic

    def prices_for(self, config: GameConfig) -> PriceList:
        """The price list a game of ``config`` pays by (section 11: the advanced table in the
        advanced game). Inside the rules, ``Tx.prices`` asks the rule set instead."""
        return self.content.prices.for_rules(config.rule_set == "advanced")

    def place(self, place_id: str) -> Place:
        return self.board.place(place_id)

    def xy(self, place_id: str) -> tuple[float, float]:
        found = self._xy.get(place_id)
        if found is None:
            p = self.board.place(place_id).point
            found = (float(p.x), float(p.y))
            self._xy[place_id] = found
        return found

    def distance(self, a: str, b: str) -> float:
        (ax, ay), (bx, by) = self.xy(a), self.xy(b)
        return math.hypot(bx - ax, by - ay)

    def weather_area(self, pos: tuple[float, float]) -> WeatherArea:
        """The weather area of a board point (1B); a point on no area (the Pole itself, where
        the polar sectors meet) takes the nearest one. The navigation grid answers (as
        :meth:`Board.weather_area_at` decides, without building a point or querying a tree);
        the board answers where the grid finds no area."""
        area = weather_area_at(nav_index(self.board), pos[0], pos[1])
        if area is not None:
            return area
        try:
            return self.board.weather_area_at(pos)
        except BoardError:
            i = int(self.board.weather_tree.nearest(Point(pos)))
            return self.board.weather_areas[i]

    def reward(self, start: str, target: str) -> int:
        """The Mission Calculator reading from ``start`` to ``target`` (D11)."""
        return mission_reward(self.distance(start, target))


@lru_cache(maxsize=1)
def default_world() -> World:
    """The packaged board, disc and content (loaded and validated once per process)."""
    return World(board=load_board(), disc=load_weather_disc(), content=load_content())
