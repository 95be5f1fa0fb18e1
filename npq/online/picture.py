"""Picturing states for the wire cheaply: :func:`npq.game.to_data` with a memo, and patches.

A state is made of frozen values shared from one action to the next (``apply`` and
:func:`npq.game.view_for` replace only what changes), so a game's pictures are memoised by
identity: :class:`Picturer` gives exactly ``to_data(value)``, reusing the picture of every part
(a player, a ship, a hand) that is the same object as in the previous picture (each value is
pictured by :func:`npq.game.state.picture_with`, the one level of ``to_data``). What changed
is pictured anew; the rest is the previous picture's very objects, so :func:`diff` finds the
changes by identity without walking what did not change, and the server sends a seat the
changes only (:func:`diff` ``->`` a patch, :func:`apply_patch` on the client).

A patch is a list of operations on the JSON picture, applied in order:

- ``[path, value]``: set the value at ``path`` (a list of object keys and list indexes);
- ``[path]``: delete the key at ``path`` (a field left out of the picture while unset).

The pictures share their parts: never change one in place (the client applies patches to a
picture of its own, decoded from the text it received).
"""

from __future__ import annotations

from dataclasses import is_dataclass
from typing import Any

from npq.economy import Ledger
from npq.game.state import PICTURE_ATOMS, picture_with

__all__ = ["PatchError", "Picturer", "apply_patch", "diff"]


class Picturer:
    """``to_data`` with a memo by identity, for the successive states of one game.

    :meth:`picture` returns exactly what :func:`npq.game.to_data` does (a test holds it to that
    over whole games). The memo keeps the values it pictured alive (so an id is never reused
    while it is remembered). It keeps every part it pictured, not only those the last round
    used: a part the views share unchanged for many actions (a rival's hidden copy from
    :class:`npq.game.rules.view.ViewMemo`) is found at its top without a walk, and its parts
    must still be known when it changes. Bounded: once it holds more than about three states'
    parts (:meth:`next` measures one after each fresh start), it starts afresh.
    """

    __slots__ = ("_limit", "_memo")

    def __init__(self) -> None:
        self._memo: dict[int, tuple[Any, Any]] = {}
        #: the size past which the memo starts afresh (0: measured at the next round)
        self._limit = 0

    def next(self) -> None:
        """Start a new round of pictures (after an action)."""
        size = len(self._memo)
        if self._limit == 0:
            if size:
                self._limit = 2 * size + 128
        elif size > self._limit:
            self._memo = {}
            self._limit = 0

    def picture(self, value: Any) -> Any:
        return self._pic(value)

    def _pic(self, value: Any) -> Any:
        kind = type(value)
        if kind in _ATOMS:
            return value
        memoised = _MEMOISED.get(kind)
        if memoised is None:
            memoised = _MEMOISED[kind] = kind is tuple or kind is Ledger or _frozen(kind)
        if not memoised:
            return self._fresh(value)
        key = id(value)
        hit = self._memo.get(key)
        if hit is not None and hit[0] is value:
            return hit[1]
        data = self._fresh(value)
        self._memo[key] = (value, data)
        return data

    def _fresh(self, value: Any) -> Any:
        if isinstance(value, tuple | list) and value and value.count(HIDDEN) == len(value):
            # a hand or a deck face down: one shared picture per size (view_for makes a new
            # tuple of "?" each time; sharing lets the diff skip it by identity)
            return _face_down(len(value))
        return picture_with(value, self._pic)


#: What stands for a card a seat may not see (npq.game.rules.view.HIDDEN).
HIDDEN = "?"
_FACE_DOWN: dict[int, list[str]] = {}


def _face_down(size: int) -> list[str]:
    found = _FACE_DOWN.get(size)
    if found is None:
        found = _FACE_DOWN[size] = [HIDDEN] * size
    return found


#: Whether the pictures of a type's values are remembered (tuples, the ledger, frozen
#: dataclasses: values that cannot change), per type.
_MEMOISED: dict[type, bool] = {}
_FROZEN: dict[type, bool] = {}
#: Values pictured as themselves (``bool`` and ``int`` subclasses such as enums are not).
_ATOMS = PICTURE_ATOMS


def _frozen(cls: type) -> bool:
    found = _FROZEN.get(cls)
    if found is None:
        params = getattr(cls, "__dataclass_params__", None)
        found = bool(params is not None and params.frozen and is_dataclass(cls))
        _FROZEN[cls] = found
    return found


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON values (``1``, ``1.0`` and ``True`` are three values here)."""
    return type(a) is type(b) and a == b


def diff(old: Any, new: Any) -> list[list[Any]]:
    """The patch that turns the picture ``old`` into ``new`` (parts shared by identity are
    skipped without a look)."""
    out: list[list[Any]] = []
    if old is not new:
        _diff(old, new, [], out)
    return out


def _diff(old: Any, new: Any, path: list[Any], out: list[list[Any]]) -> None:
    # the parts shared by identity are skipped here, before a call or a path is made for them
    if type(old) is dict and type(new) is dict:
        kept = 0  # keys of ``old`` still in ``new``: if all are, none was deleted
        for key, value in new.items():
            was = old.get(key, _ABSENT)
            if was is value:
                kept += 1
            elif was is _ABSENT:
                out.append([[*path, key], value])
            else:
                kept += 1
                _diff(was, value, [*path, key], out)
        if kept < len(old):
            out.extend([[*path, key]] for key in old if key not in new)
        return
    if type(old) is list and type(new) is list and len(old) == len(new):
        mark = len(out)
        changed = 0
        for i, (a, b) in enumerate(zip(old, new, strict=True)):
            if a is b:
                continue
            before = len(out)
            _diff(a, b, [*path, i], out)
            changed += len(out) > before
        if changed > 1 and changed == len(new):
            del out[mark:]  # every item changed (a position, a hand): send the list whole
            out.append([path, new])
        return
    if _same(old, new):
        return
    out.append([path, new])


#: A key absent from a picture (None is a value there).
_ABSENT = object()


class PatchError(ValueError):
    """A patch that does not fit the picture it is applied to."""


def apply_patch(data: Any, patch: Any) -> Any:
    """``data`` (a picture) with ``patch`` applied, as a new picture: ``data`` is left as it
    was (the containers along each path are copied, the rest shared)."""
    if not isinstance(patch, list):
        raise PatchError("a patch is a list of operations")
    for op in patch:
        if not isinstance(op, list) or len(op) not in (1, 2) or not isinstance(op[0], list):
            raise PatchError(f"not a patch operation: {op!r:.60}")
        path = op[0]
        if not path:
            if len(op) == 1:
                raise PatchError("cannot delete the whole picture")
            data = op[1]
            continue
        data = _patched(data, path, 0, op)
    return data


def _patched(node: Any, path: list[Any], i: int, op: list[Any]) -> Any:
    step = path[i]
    if isinstance(node, dict) and isinstance(step, str):
        out: Any = dict(node)
    elif isinstance(node, list) and _index(step, node):
        out = list(node)
    else:
        raise PatchError(f"no place {path[: i + 1]!r:.60} in the picture")
    if i + 1 < len(path):
        out[step] = _patched(_step(node, step), path, i + 1, op)
    elif len(op) == 2:
        out[step] = op[1]
    elif isinstance(out, dict) and step in out:
        del out[step]
    else:
        raise PatchError(f"nothing to delete at {path!r:.60}")
    return out


def _index(step: Any, target: list[Any]) -> bool:
    return isinstance(step, int) and not isinstance(step, bool) and 0 <= step < len(target)


def _step(target: Any, step: Any) -> Any:
    if isinstance(target, dict) and isinstance(step, str) and step in target:
        return target[step]
    if isinstance(target, list) and _index(step, target):
        return target[step]
    raise PatchError(f"no place {step!r:.40} in the picture")
