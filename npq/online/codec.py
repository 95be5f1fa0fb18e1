"""A seat's view on the wire and back: ``to_data(view_for(state, seat))`` and its decoder.

The server sends exactly the canonical picture of :func:`npq.game.view_for` (the same
:func:`npq.game.to_data` that the state hash reads); a client turns it back into a
:class:`~npq.game.State` so that the engine's own functions (``legal_actions``, the bots, the
app's panels) run on it unchanged. The decoder is driven by the dataclasses' type hints, so a
field the engine adds later is carried without a change here; a value of the wrong type, an
unknown key or a nesting the state does not have raises :class:`CodecError`.

The ledger travels as its summary (balances, loans, number of transfers); the decoded ledger
has the balances and loans and no history (:meth:`npq.economy.Ledger.from_balances`).
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Mapping
from enum import Enum
from functools import cache
from typing import Any

from npq.economy import Ledger
from npq.game import State, to_data, view_for

__all__ = ["CodecError", "decode_state", "decode_value", "encode_view"]


class CodecError(ValueError):
    """A view on the wire that does not decode to a state (a protocol mismatch or a bad peer)."""


def encode_view(state: State, seat: int) -> dict[str, Any]:
    """What the player in ``seat`` may see, as JSON values: ``to_data(view_for(state, seat))``."""
    data = to_data(view_for(state, seat))
    assert isinstance(data, dict)
    return data


def decode_state(data: Any) -> State:
    """A :class:`State` from :func:`encode_view`'s output; raises :class:`CodecError`."""
    value = decode_value(State, data, "view")
    assert isinstance(value, State)
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode_value(tp: Any, data: Any, where: str = "value") -> Any:
    """Decode ``data`` (JSON values) as type ``tp`` (a type hint of the state's dataclasses)."""
    if tp is Any:
        return data
    if tp is Ledger:
        return _ledger(data, where)
    origin = typing.get_origin(tp)
    if origin is typing.Union or origin is types.UnionType:
        args = typing.get_args(tp)
        if data is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return decode_value(arg, data, where)
            except CodecError as exc:
                errors.append(str(exc))
        raise CodecError(errors[0] if len(errors) == 1 else f"{where}: no type fits {data!r:.40}")
    if origin is tuple:
        args = typing.get_args(tp)
        if not isinstance(data, list):
            raise CodecError(f"{where}: expected a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode_value(args[0], v, f"{where}[{i}]") for i, v in enumerate(data))
        if len(args) != len(data):
            raise CodecError(f"{where}: expected {len(args)} items, got {len(data)}")
        return tuple(
            decode_value(a, v, f"{where}[{i}]")
            for i, (a, v) in enumerate(zip(args, data, strict=True))
        )
    if origin in (dict, Mapping, typing.Mapping) or tp is dict:
        if not isinstance(data, dict):
            raise CodecError(f"{where}: expected an object")
        args = typing.get_args(tp) or (str, Any)
        return {str(k): decode_value(args[1], v, f"{where}.{k}") for k, v in data.items()}
    if isinstance(tp, type):
        if dataclasses.is_dataclass(tp):
            return _dataclass(tp, data, where)
        if issubclass(tp, Enum):
            try:
                return tp(data)
            except ValueError as exc:
                raise CodecError(f"{where}: {data!r:.40} is not a {tp.__name__}") from exc
        if tp is bool:
            if not isinstance(data, bool):
                raise CodecError(f"{where}: expected true or false")
            return data
        if tp is int:
            if isinstance(data, bool) or not isinstance(data, int):
                raise CodecError(f"{where}: expected a whole number")
            return data
        if tp is float:
            if isinstance(data, str) and data in ("inf", "-inf", "nan"):
                return float(data)
            if isinstance(data, bool) or not isinstance(data, int | float):
                raise CodecError(f"{where}: expected a number")
            value = float(data)
            if not math.isfinite(value):
                raise CodecError(f"{where}: expected a finite number")
            return value
        if tp is str:
            if not isinstance(data, str):
                raise CodecError(f"{where}: expected a string")
            return data
    raise CodecError(f"{where}: cannot decode the type {tp!r}")


def _dataclass(cls: type, data: Any, where: str) -> Any:
    if not isinstance(data, dict):
        raise CodecError(f"{where}: expected an object")
    hints = _hints(cls)
    names = {f.name for f in dataclasses.fields(cls) if f.init}
    unknown = set(data) - names
    if unknown:
        raise CodecError(f"{where}: unknown key(s) {sorted(unknown)[:5]}")
    kwargs = {
        name: decode_value(hints[name], value, f"{where}.{name}") for name, value in data.items()
    }
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise CodecError(f"{where}: {exc}") from exc


def _ledger(data: Any, where: str) -> Ledger:
    if not isinstance(data, dict) or not isinstance(data.get("balances"), dict):
        raise CodecError(f"{where}: expected a ledger summary (balances, loans)")
    balances = data["balances"]
    loans = data.get("loans", {})
    if not isinstance(loans, dict):
        raise CodecError(f"{where}.loans: expected an object")
    for key, value in (*balances.items(), *loans.items()):
        if isinstance(value, bool) or not isinstance(value, int):
            raise CodecError(f"{where}: the Bonds of {key!r} must be a whole number")
    try:
        return Ledger.from_balances(balances, loans)
    except ValueError as exc:
        raise CodecError(f"{where}: {exc}") from exc
