"""The board model: typed, frozen features and the :class:`Board` that indexes them.

Everything here lives in the board plane (D1, unit one Length); ``lonlat`` fields keep the
WGS84 geometry exactly as written in the data file. The loader (:mod:`npq.board.load`) builds
one :class:`Board` with prepared geometries and STRtree indexes, so the navigation engine asks
"which zones does this path cross?" in microseconds (rulebook 1A, Restricted Areas and
Obstacles; 1B, Weather Areas).
"""

from __future__ import annotations

import difflib
import hashlib
import math
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, TypeAlias

import numpy as np
import shapely
from numpy.typing import ArrayLike, NDArray
from shapely import STRtree
from shapely.geometry import Point
from shapely.geometry.base import BaseGeometry

from npq import i18n
from npq.board.projection import Projection
from npq.errors import BoardError
from npq.i18n import N_

__all__ = [
    "BARRAGE_RADIUS",
    "ICE_RING_RADIUS",
    "NATIONS",
    "PLACE_KINDS",
    "PORT_KINDS",
    "RING_RADIUS",
    "ZONE_KINDS",
    "Board",
    "Feature",
    "FeatureKind",
    "Place",
    "Territory",
    "WeatherArea",
]

#: The seven game nations (rulebook 1A, Flags and Background Colors; D3 adds France).
NATIONS: tuple[str, ...] = (
    "germany",
    "british_empire",
    "italy",
    "japan",
    "ussr",
    "usa",
    "france",
)

#: D4: the tolerance ring around every base and port (and the mission halo), in Lengths.
RING_RADIUS = 0.3
#: D5: the Barrage Area is the disc within 1.2 L of the Pole.
BARRAGE_RADIUS = 1.2
#: D5: the Arctic ice ring (ships crawl inside it) reaches 2.2 L from the Pole.
ICE_RING_RADIUS = 2.2


_EDGE_SNAP = 1e-6
"""Points this close (in Lengths) to a weather area count as inside it."""


class FeatureKind(StrEnum):
    """Kinds of board feature; the comments give the rulebook legend symbol (1A)."""

    START_BASE = "start_base"  # 1a airship departure base
    BASE = "base"  # 1b base
    MISSION_BASE = "mission_base"  # 1c mission base
    START_PORT = "start_port"  # 1d ship departure base
    PORT = "port"  # 1e port
    MISSION_PORT = "mission_port"  # 1f mission port
    ARCTIC_BASE = "arctic_base"  # 1k Arctic base
    RESTRICTED_AREA = "restricted_area"  # 1g political-economic
    OBSTACLE = "obstacle"  # 1h geographical obstacle
    SEA_OBSTACLE = "sea_obstacle"  # 1i sea obstacle
    CHANNEL = "channel"  # navigable water through land (straits, canals, rivers)
    STRATEGY_CIRCLE = "strategy_circle"  # where a trap Strategy Card may lie
    WEATHER_AREA = "weather_area"  # 1B
    BARRAGE_AREA = "barrage_area"  # 1A The Pole
    ICE_RING = "ice_ring"  # D5


#: Kinds drawn as a base or port symbol: the places miniatures stop at (legend 1a-1f, 1k).
PLACE_KINDS: frozenset[FeatureKind] = frozenset(
    {
        FeatureKind.START_BASE,
        FeatureKind.BASE,
        FeatureKind.MISSION_BASE,
        FeatureKind.START_PORT,
        FeatureKind.PORT,
        FeatureKind.MISSION_PORT,
        FeatureKind.ARCTIC_BASE,
    }
)
#: Places where ships may stop: they must touch navigable water (D2).
PORT_KINDS: frozenset[FeatureKind] = frozenset(
    {
        FeatureKind.START_PORT,
        FeatureKind.PORT,
        FeatureKind.MISSION_PORT,
        FeatureKind.ARCTIC_BASE,
    }
)
#: Areas a move may cross with consequences (1g, 1h, 1i) plus the weather areas (1B).
ZONE_KINDS: frozenset[FeatureKind] = frozenset(
    {
        FeatureKind.RESTRICTED_AREA,
        FeatureKind.OBSTACLE,
        FeatureKind.SEA_OBSTACLE,
        FeatureKind.WEATHER_AREA,
    }
)


@dataclass(frozen=True, slots=True, eq=False)
class Feature:
    """One feature of ``board.geojson``.

    ``geometry`` is in the board plane (Lengths) and prepared; ``lonlat`` is the WGS84
    geometry as written in the file; ``properties`` holds every property of the file,
    read-only. Features compare by identity: a board holds exactly one object per id.
    """

    id: str
    kind: FeatureKind
    name: str
    nation: str | None
    geometry: BaseGeometry
    lonlat: BaseGeometry
    properties: Mapping[str, Any] = field(repr=False)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.id!r}, {self.kind.value}, {self.name!r})"


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Place(Feature):
    """A base or port (legend 1a-1f, 1k), with its 0.3 L tolerance ring (D4)."""

    point: Point
    ring: BaseGeometry
    start_for: str | None = None
    alternate: bool = False

    @property
    def xy(self) -> tuple[float, float]:
        """The board position as a tuple."""
        return (self.point.x, self.point.y)

    @property
    def is_port(self) -> bool:
        """Ships may stop here: ports, mission ports, starting ports, Arctic bases (1d-1f, 1k)."""
        return self.kind in PORT_KINDS

    @property
    def is_mission(self) -> bool:
        """A Mission Calculator city (D11): starting bases, mission bases and mission ports."""
        return self.kind in (
            FeatureKind.START_BASE,
            FeatureKind.MISSION_BASE,
            FeatureKind.MISSION_PORT,
        )

    @property
    def is_start(self) -> bool:
        """A starting base or starting port (1a, 1d)."""
        return self.kind in (FeatureKind.START_BASE, FeatureKind.START_PORT)

    @property
    def is_arctic(self) -> bool:
        """An Arctic base (1k), where a Mooring Mast may stand."""
        return self.kind is FeatureKind.ARCTIC_BASE

    @property
    def edition(self) -> int | None:
        """The edition of the rules that put this place on the board (its ``edition``
        property; ``None``: on the board in every edition). A game of an earlier edition is
        played on :meth:`Board.for_edition`'s board, which leaves it out."""
        value = self.properties.get("edition")
        return value if isinstance(value, int) else None


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class WeatherArea(Feature):
    """A weather area with its window (rulebook 1B; D6).

    ``window_angle`` is the window's longitude in degrees, normalised to ``[0, 360)``: the
    weather disc turns under the board, so the icon a window shows depends only on it.
    """

    band: int
    sector: int
    window: Point
    window_lonlat: tuple[float, float]
    window_angle: float


@dataclass(frozen=True, slots=True, eq=False)
class Territory:
    """One country of ``territories.geojson``: ``nation`` is a game nation or ``None``."""

    name: str
    nation: str | None
    geometry: BaseGeometry = field(repr=False)
    lonlat: BaseGeometry = field(repr=False)


def _prepared(geoms: list[BaseGeometry]) -> NDArray[np.object_]:
    arr = np.array(geoms, dtype=object)
    shapely.prepare(arr)
    return arr


def _fold(text: str) -> str:
    """Case-, accent- and punctuation-insensitive key: "Königsberg" -> "konigsberg"."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return "".join(c for c in bare.casefold() if c.isalnum())


PointLike: TypeAlias = Point | tuple[float, float]


def _as_point(p: PointLike) -> Point:
    return p if isinstance(p, Point) else Point(float(p[0]), float(p[1]))


class Board:
    """The loaded board: features, territories and the derived geometry, all in Lengths.

    Built once by :func:`npq.board.load_board`; treat it as immutable. Every geometry is
    prepared, and three STRtrees answer spatial queries:

    - ``zone_tree`` over ``zones`` (restricted areas, obstacles, sea obstacles, weather areas);
    - ``place_tree`` over the tolerance rings of ``places`` (same order as ``places``);
    - ``territory_tree`` over ``territory_features``.
    """

    __slots__ = (
        "_by_id",
        "_by_kind",
        "_channel_area",
        "_exonyms",
        "_fold_names",
        "_projection",
        "_ring_geoms",
        "_sealed",
        "_territory_geoms",
        "_upto",
        "_weather_geoms",
        "_zone_geoms",
        "barrage",
        "cache_slot",
        "calculator_cities",
        "channels",
        "disc",
        "features",
        "ice_ring",
        "land",
        "place_tree",
        "places",
        "pole",
        "radius",
        "source",
        "territories",
        "territory_features",
        "territory_tree",
        "water",
        "weather_areas",
        "weather_tree",
        "withheld",
        "zone_tree",
        "zones",
    )

    def __init__(
        self,
        *,
        features: tuple[Feature, ...],
        territory_features: tuple[Territory, ...],
        territories: Mapping[str, BaseGeometry],
        disc: BaseGeometry,
        radius: float,
        land: BaseGeometry,
        water: BaseGeometry,
        projection: Projection,
        source: str,
        cache_slot: tuple[Path, str] | None = None,
        withheld: frozenset[str] = frozenset(),
    ) -> None:
        self.features = features
        #: The places of a later edition of the rules this board leaves out (:meth:`for_edition`;
        #: empty for a board as its file gives it).
        self.withheld = withheld
        self._upto: dict[frozenset[str], Board] = {}
        self.source = source
        #: Where tables derived from this board may be stored (:mod:`npq.board.tables`): the
        #: board cache directory and this board's key; ``None`` for a board built uncached.
        self.cache_slot = cache_slot
        self.territory_features = territory_features
        self.territories = territories
        self.disc = disc
        self.radius = radius
        self.land = land
        self.water = water
        self._projection = projection
        self.pole = Point(0.0, 0.0)

        self._by_id: dict[str, Feature] = {f.id: f for f in features}
        by_kind: dict[FeatureKind, list[Feature]] = {k: [] for k in FeatureKind}
        for f in features:
            by_kind[f.kind].append(f)
        self._by_kind: dict[FeatureKind, tuple[Feature, ...]] = {
            k: tuple(v) for k, v in by_kind.items()
        }
        self.places: tuple[Place, ...] = tuple(f for f in features if isinstance(f, Place))
        self.calculator_cities: tuple[Place, ...] = tuple(p for p in self.places if p.is_mission)
        self.weather_areas: tuple[WeatherArea, ...] = tuple(
            f for f in features if isinstance(f, WeatherArea)
        )
        self.zones: tuple[Feature, ...] = tuple(f for f in features if f.kind in ZONE_KINDS)
        self.channels: tuple[Feature, ...] = self._by_kind[FeatureKind.CHANNEL]
        self._channel_area = shapely.union_all([c.geometry for c in self.channels])
        shapely.prepare(self._channel_area)
        self.barrage = self._single(FeatureKind.BARRAGE_AREA).geometry
        self.ice_ring = self._single(FeatureKind.ICE_RING).geometry

        self._zone_geoms = _prepared([f.geometry for f in self.zones])
        self._ring_geoms = _prepared([p.ring for p in self.places])
        self._weather_geoms = _prepared([a.geometry for a in self.weather_areas])
        self._territory_geoms = _prepared([t.geometry for t in territory_features])
        self.zone_tree = STRtree(self._zone_geoms)
        self.place_tree = STRtree(self._ring_geoms)
        self.weather_tree = STRtree(self._weather_geoms)
        self.territory_tree = STRtree(self._territory_geoms)

        folded: dict[str, list[Place]] = {}
        for p in self.places:
            for key in {_fold(p.id), _fold(p.name)}:
                folded.setdefault(key, []).append(p)
        self._fold_names = folded
        self._exonyms: dict[str, list[Place]] = {}
        self._sealed = True

    def for_edition(self, edition: int) -> Board:
        """The board a game of ``edition`` is played on: this one without the places a later
        edition added (:attr:`Place.edition`), or this board itself when it has none.

        The places an edition adds change nothing else (territories, land, water and every
        other feature are shared), so the board of an earlier edition is exactly the board its
        file had then: the same places in the same order, hence the same nearest bases,
        station rings and routes. Its tables are stored under their own key (a board without
        a place must not read the route tables of the board with it). One board per set of
        places left out, shared by every edition that leaves out the same.
        """
        later = frozenset(
            p.id for p in self.places if p.edition is not None and p.edition > edition
        )
        if not later:
            return self
        found = self._upto.get(later)
        if found is None:
            slot = self.cache_slot
            if slot is not None:
                tag = ",".join(sorted(later))
                key = hashlib.sha256(f"{slot[1]}|without {tag}".encode()).hexdigest()
                slot = (slot[0], key)
            found = Board(
                features=tuple(f for f in self.features if f.id not in later),
                territory_features=self.territory_features,
                territories=self.territories,
                disc=self.disc,
                radius=self.radius,
                land=self.land,
                water=self.water,
                projection=self._projection,
                source=self.source,
                cache_slot=slot,
                withheld=self.withheld | later,
            )
            self._upto[later] = found  # a dict in a sealed board: filled, never reassigned
        return found

    def __setattr__(self, name: str, value: Any) -> None:
        if getattr(self, "_sealed", False):
            raise AttributeError(f"the board is read-only: cannot set {name!r}")
        object.__setattr__(self, name, value)

    def _single(self, kind: FeatureKind) -> Feature:
        found = self._by_kind[kind]
        if len(found) != 1:
            raise BoardError(
                N_("the board needs exactly one {kind} feature, found {n}"),
                kind=kind.value,
                n=len(found),
            )
        return found[0]

    # --- lookups --------------------------------------------------------------------------

    def __contains__(self, feature_id: object) -> bool:
        return feature_id in self._by_id

    def __len__(self) -> int:
        return len(self.features)

    def get(self, feature_id: str) -> Feature:
        """The feature with this id; a :class:`BoardError` naming the id if there is none."""
        try:
            return self._by_id[feature_id]
        except KeyError:
            close = difflib.get_close_matches(feature_id, list(self._by_id), n=3)
            if close:
                raise BoardError(
                    N_("no such feature on the board (did you mean {close}?)"),
                    feature_id,
                    close=", ".join(close),
                ) from None
            raise BoardError(N_("no such feature on the board"), feature_id) from None

    def of_kind(self, *kinds: FeatureKind | str) -> tuple[Feature, ...]:
        """Every feature of the given kinds, in file order (kinds as enum or string)."""
        if len(kinds) == 1:
            return self._by_kind[FeatureKind(kinds[0])]
        wanted = {FeatureKind(k) for k in kinds}
        return tuple(f for f in self.features if f.kind in wanted)

    def place(self, feature_id: str) -> Place:
        """The place (base or port) with this id."""
        f = self.get(feature_id)
        if not isinstance(f, Place):
            raise BoardError(N_("is a {kind}, not a base or port"), feature_id, kind=f.kind.value)
        return f

    def find_place(self, name: str) -> Place:
        """A base or port by id or name, ignoring case, accents, spaces and punctuation, in
        any language the edition speaks (its own name on the map in Italian or Spanish).

        ``find_place("Kings Bay")``, ``find_place("kings_bay")``,
        ``find_place("KÖNIGSBERG")``, ``find_place("Mosca")`` and ``find_place("Moscú")``
        all work; an unknown or ambiguous name raises a :class:`BoardError` with
        suggestions, named in the language in force.
        """
        if name in self._by_id and isinstance(self._by_id[name], Place):
            return self._by_id[name]  # type: ignore[return-value]
        key = _fold(name)
        found = self._fold_names.get(key) or self._exonym_index().get(key, [])
        unique = list(dict.fromkeys(found))
        if len(unique) == 1:
            return unique[0]
        if len(unique) > 1:
            ids = ", ".join(p.id for p in unique)
            raise BoardError(N_("the name is ambiguous: {ids}"), name, ids=ids)
        # suggest each place once, by its name in the language in force, however close its
        # id or one of its names came ("vienna", "Vienna", "Viena")
        shown = {p.id: i18n.place(p.name) for p in self.places}
        name_of = {p.id: p.id for p in self.places} | {p.name: p.id for p in self.places}
        for lang in i18n.LANGUAGES:
            catalog = i18n.translations(lang)
            name_of |= {catalog.pgettext("place", p.name): p.id for p in self.places}
        close = difflib.get_close_matches(name, sorted(name_of), n=6, cutoff=0.6)
        close = list(dict.fromkeys(shown[name_of[c]] for c in close))[:3]
        if close:
            raise BoardError(
                N_("no base or port of that name (did you mean {close}?)"),
                name,
                close=", ".join(close),
            )
        raise BoardError(N_("no base or port of that name"), name)

    def _exonym_index(self) -> dict[str, list[Place]]:
        """Folded place names in every language of the catalogs (``mosca``, ``moscu``), built
        the first time a name is not the board's own."""
        if not self._exonyms:
            for lang in i18n.LANGUAGES:
                catalog = i18n.translations(lang)
                for p in self.places:
                    key = _fold(catalog.pgettext("place", p.name))
                    self._exonyms.setdefault(key, []).append(p)
        return self._exonyms

    def _start(self, kind: FeatureKind, nation: str, alternate: bool) -> Place:
        if nation not in NATIONS:
            raise BoardError(
                N_("unknown nation {nation!r}; nations are {nations}"),
                nation=nation,
                nations=", ".join(NATIONS),
            )
        for p in self.places:
            if p.kind is kind and p.start_for == nation and p.alternate == alternate:
                return p
        if alternate:
            raise BoardError(
                N_("the board has no alternate {kind} for {nation}"),
                kind=kind.value,
                nation=nation,
            )
        raise BoardError(N_("the board has no {kind} for {nation}"), kind=kind.value, nation=nation)

    def start_base(self, nation: str, alternate: bool = False) -> Place:
        """The nation's starting airship base (1a); ``alternate`` for 5-6 player games."""
        return self._start(FeatureKind.START_BASE, nation, alternate)

    def start_port(self, nation: str, alternate: bool = False) -> Place:
        """The nation's starting ship port (1d); ``alternate`` for 5-6 player games."""
        return self._start(FeatureKind.START_PORT, nation, alternate)

    # --- spatial queries ------------------------------------------------------------------

    @staticmethod
    def _hits(tree: STRtree, geoms: NDArray[np.object_], g: BaseGeometry) -> NDArray[np.intp]:
        """Sorted indices of the tree geometries intersecting ``g``.

        The tree narrows by bounding box; the exact test then runs on the prepared tree
        geometry (``STRtree.query(predicate=...)`` would prepare the query point instead).
        """
        cand = tree.query(g)
        if not len(cand):
            return cand
        return np.sort(cand[shapely.intersects(geoms[cand], g)])

    @staticmethod
    def _pairs(
        tree: STRtree, geoms: NDArray[np.object_], pts: NDArray[np.object_]
    ) -> tuple[NDArray[np.intp], NDArray[np.intp]]:
        """(point index, tree index) pairs that intersect, exact tests on prepared geometry."""
        inp, hit = tree.query(pts)
        keep = shapely.intersects(geoms[hit], pts[inp])
        return inp[keep], hit[keep]

    def nation_at(self, p: PointLike) -> str | None:
        """The game nation whose territory holds ``p``; ``None`` for neutral land or sea."""
        pt = _as_point(p)
        hits = self._hits(self.territory_tree, self._territory_geoms, pt)
        for i in sorted(hits.tolist()):
            nation = self.territory_features[i].nation
            if nation is not None:
                return nation
        return None

    def territory_at(self, p: PointLike) -> Territory | None:
        """The country (as in ``territories.geojson``) holding ``p``, or ``None`` at sea."""
        hits = self._hits(self.territory_tree, self._territory_geoms, _as_point(p))
        return self.territory_features[min(hits.tolist())] if len(hits) else None

    def is_land(self, p: PointLike) -> bool:
        """``True`` when ``p`` lies on land (any territory, channels excepted)."""
        pt = _as_point(p)
        if not len(self._hits(self.territory_tree, self._territory_geoms, pt)):
            return False
        return not self._channel_area.intersects(pt)

    def is_water(self, p: PointLike) -> bool:
        """``True`` when ``p`` lies on navigable water on the board (sea or channel)."""
        return bool(self.water.intersects(_as_point(p)))

    def on_board(self, p: PointLike) -> bool:
        """``True`` when ``p`` lies on the board disc (at most 25°N, D1)."""
        pt = _as_point(p)
        return math.hypot(pt.x, pt.y) <= self.radius

    def weather_area_at(self, p: PointLike) -> WeatherArea:
        """The weather area holding ``p`` (1B); on a border, the lowest band then sector.

        Raises :class:`BoardError` off the board.
        """
        pt = _as_point(p)
        hits = self._hits(self.weather_tree, self._weather_geoms, pt)
        if not len(hits):
            # Projected sector edges meet to within float noise (1e-12 L), so a point exactly on
            # a shared edge can fall between them: take the areas within a micro-Length.
            hits = self.weather_tree.query_nearest(pt, max_distance=_EDGE_SNAP)
        if not len(hits):
            raise BoardError(
                N_("({x:.3f}, {y:.3f}) lies in no weather area: off the board"), x=pt.x, y=pt.y
            )
        areas = [self.weather_areas[i] for i in hits.tolist()]
        return min(areas, key=lambda a: (a.band, a.sector, a.id))

    def nations_at(self, xs: ArrayLike, ys: ArrayLike) -> list[str | None]:
        """:meth:`nation_at` for many points at once (one vectorised tree query)."""
        pts = shapely.points(np.asarray(xs, dtype=float), np.asarray(ys, dtype=float))
        out: list[str | None] = [None] * len(pts)
        inp, hit = self._pairs(self.territory_tree, self._territory_geoms, pts)
        for i, j in sorted(zip(inp.tolist(), hit.tolist(), strict=True)):
            if out[i] is None:
                out[i] = self.territory_features[j].nation
        return out

    def weather_areas_at(self, xs: ArrayLike, ys: ArrayLike) -> list[WeatherArea | None]:
        """:meth:`weather_area_at` for many points at once; ``None`` off the board."""
        pts = shapely.points(np.asarray(xs, dtype=float), np.asarray(ys, dtype=float))
        out: list[WeatherArea | None] = [None] * len(pts)
        inp, hit = self._pairs(self.weather_tree, self._weather_geoms, pts)
        for i, j in zip(inp.tolist(), hit.tolist(), strict=True):
            a = self.weather_areas[j]
            cur = out[i]
            if cur is None or (a.band, a.sector, a.id) < (cur.band, cur.sector, cur.id):
                out[i] = a
        return out

    def zones_at(self, p: PointLike) -> tuple[Feature, ...]:
        """Obstacles, restricted areas and the weather area(s) holding ``p``."""
        hits = self._hits(self.zone_tree, self._zone_geoms, _as_point(p))
        return tuple(self.zones[i] for i in sorted(hits.tolist()))

    def places_near(self, p: PointLike) -> tuple[Place, ...]:
        """The places whose tolerance ring (D4) holds ``p``, nearest first."""
        pt = _as_point(p)
        hits = self._hits(self.place_tree, self._ring_geoms, pt)
        found = [self.places[i] for i in hits.tolist()]
        return tuple(sorted(found, key=lambda q: (q.point.distance(pt), q.id)))

    def in_barrage(self, p: PointLike) -> bool:
        """``True`` inside the Barrage Area (rulebook 1A, The Pole; D5)."""
        return bool(self.barrage.intersects(_as_point(p)))

    def in_ice_ring(self, p: PointLike) -> bool:
        """``True`` inside the Arctic ice ring, where ships crawl (D5)."""
        return bool(self.ice_ring.intersects(_as_point(p)))

    # --- coordinates ----------------------------------------------------------------------

    def to_board(self, lon: float, lat: float) -> tuple[float, float]:
        """WGS84 lon/lat -> board position in Lengths (D1)."""
        return self._projection.to_board(lon, lat)

    def to_lonlat(self, x: float, y: float) -> tuple[float, float]:
        """Board position in Lengths -> WGS84 lon/lat (D1)."""
        return self._projection.to_lonlat(x, y)

    @property
    def projection(self) -> Projection:
        """The shared projection (for vectorised conversions)."""
        return self._projection

    def distance(self, a: PointLike, b: PointLike) -> float:
        """Straight distance on the board, in Lengths."""
        pa, pb = _as_point(a), _as_point(b)
        return float(shapely.distance(pa, pb))

    def __repr__(self) -> str:
        return (
            f"Board({self.source!r}: {len(self.features)} features, "
            f"{len(self.places)} places, {len(self.weather_areas)} weather areas)"
        )
