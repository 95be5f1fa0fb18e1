"""One error hierarchy for the whole engine.

::

    NPQError                      base of every error the engine raises on purpose
    ├── BoardError                a broken board or territories file (names the feature id)
    ├── ContentError              a broken content file: cards, prices, disc (names file and field)
    │   └── WeatherDiscError      a broken weather disc
    ├── SaveError                 a broken, truncated, hostile or mismatching save file
    ├── ProfileError              a broken solo profile database
    ├── InputError                a set-up, an action's text or an address that is not valid
    │   └── InputTypeError        ... because a value is of the wrong type
    └── RuleViolation             an illegal action; names the rulebook section it breaks

Every error carries a message a player can read; the UI shows it verbatim. The message is
data, as a refusal's is: an English template (a msgid of the npq catalogs) and its params,
``SaveError("action {i} is not a string", i=3)``, shown in the language in force when it is
read (``str()``; :mod:`npq.i18n`, numbers in the locale's format). ``args`` and ``repr``
keep the English. A message without params is a msgid as it stands (or text already
composed, shown as it is).
"""

from __future__ import annotations

from typing import Any

from npq import i18n, reasons
from npq.messages import render, rule_of, rule_text

__all__ = [
    "BoardError",
    "ContentError",
    "InputError",
    "InputTypeError",
    "NPQError",
    "ProfileError",
    "RuleViolation",
    "SaveError",
    "WeatherDiscError",
    "english",
]


class NPQError(Exception):
    """Base class of every error raised on purpose by :mod:`npq`: ``message`` an English
    template (a msgid) filled with ``params`` when shown, in the language in force."""

    def __init__(self, message: str = "", /, **params: Any) -> None:
        self.message_template = message
        self.message_params: dict[str, Any] = params
        super().__init__(self._english())

    def _english(self) -> str:
        return _filled(self.message_template, self.message_params, translate=False)

    def words(self) -> str:
        """The message in the language in force (without the file or feature it names)."""
        return _filled(self.message_template, self.message_params, translate=True)

    def __str__(self) -> str:
        return self.words()


def _filled(template: str, params: dict[str, Any], *, translate: bool) -> str:
    # a failure among the params (an OSError, a TOML or JSON error: ``reason=exc``) is said
    # by our catalog (npq.reasons), not by the English its library wrote into it
    if not translate:
        if not params:
            return template
        return template.format(**{k: english(v) for k, v in params.items()})
    text = i18n.gettext(template) if template else template
    if not params:
        return text
    return i18n.render(text, **{k: _said(v) for k, v in params.items()})


def _said(value: Any) -> Any:
    return reasons.of(value) if isinstance(value, BaseException) else value


def english(value: Any) -> Any:
    """``value`` in English, whatever the language in force: an engine error's English (its
    ``args``), a failure's or a phrase's (:func:`npq.reasons.english`), else as it is -- what a
    log or the online wire's English ``message`` shows."""
    if isinstance(value, NPQError):
        return value.args[0] if value.args else ""
    return reasons.english(value)


class BoardError(NPQError, ValueError):
    """A board file is broken. ``feature_id`` names the offending feature, if any."""

    def __init__(self, message: str, feature_id: str | None = None, **params: Any) -> None:
        self.feature_id = feature_id
        super().__init__(message, **params)

    def _english(self) -> str:
        text = super()._english()
        return f"{self.feature_id}: {text}" if self.feature_id else text

    def __str__(self) -> str:
        text = self.words()
        return f"{self.feature_id}: {text}" if self.feature_id else text


class ContentError(NPQError, ValueError):
    """A content file (cards, prices, commanders, airships, disc) is broken.

    ``source`` names the file and ``field`` the entry or key that is wrong.
    """

    def __init__(
        self, message: str, source: str | None = None, field: str | None = None, **params: Any
    ) -> None:
        self.source = source
        self.field = field
        super().__init__(message, **params)

    def _where(self, text: str) -> str:
        where = ": ".join(p for p in (self.source, self.field) if p)
        return f"{where}: {text}" if where else text

    def _english(self) -> str:
        return self._where(super()._english())

    def __str__(self) -> str:
        return self._where(self.words())


class WeatherDiscError(ContentError):
    """The weather disc file is broken (arcs out of range, overlaps, unknown icons)."""


class SaveError(NPQError, ValueError):
    """A save file cannot be loaded; nothing was changed."""


class InputError(NPQError, ValueError):
    """What a player chose, typed or loaded is not valid: a game's set-up
    (:class:`npq.game.GameConfig`), an action's text (``Action.parse``), a server address.
    A ``ValueError``, as these were before they were said in the player's language."""


class InputTypeError(InputError, TypeError):
    """An :class:`InputError` about a value of the wrong type (a ``TypeError`` too)."""


class ProfileError(NPQError):
    """The solo profile database cannot be read; it is left untouched."""


class RuleViolation(NPQError):
    """An illegal action, as data: ``code`` is a stable dotted id (``"mission.declare.
    not_at_start"``), ``params`` its JSON-able values, ``rule`` the rulebook section it cites
    (e.g. ``"1A The Pole"``). Its text (``detail``, and ``str()`` with the rule) is rendered
    from code and params by the one message catalog, :mod:`npq.messages`::

        raise RuleViolation("mission.declare.not_in_hand", card="m-oslo")

    ``RuleViolation(rule, message)`` (two positional strings, the form before the catalog) is
    still read, as the code ``"legacy"``; new code names a catalog code.

    The text is rendered when first read (``detail``, ``str()``, ``args``), in the language in
    force then: the engine and the bots refuse many candidate actions whose text nobody reads
    (each rendering looks the language up and fills the catalog's template).
    """

    def __init__(self, code: str, message: str | None = None, /, **params: Any) -> None:
        from_catalog = message is None
        if not from_catalog:
            rule, code, params = code, "legacy", {"text": message}
        else:
            rule = rule_of(code)  # an unknown code fails here, at once
        self.rule = rule
        self.code = code
        self.params: dict[str, Any] = dict(params)
        self._text: tuple[str, str, str] | None = None  # (language, detail, message)
        self._args: tuple[Any, ...] | None = None
        super().__init__()

    def _rendered(self) -> tuple[str, str]:
        """``(detail, message)``: the refusal, and with the rule it cites, in the language in
        force now (a refusal kept -- a memoised check's -- and read again after the language
        changed speaks the new one)."""
        with i18n.pinned_language() as lang:
            if self._text is None or self._text[0] != lang:
                detail = render(self.code, self.params)
                # the message in the language in force; .rule stays the section's (English) id
                shown = i18n.gettext("{detail} (rule: {rule})")
                self._text = (
                    lang,
                    detail,
                    shown.format(detail=detail, rule=rule_text(self.rule)),
                )
            return self._text[1], self._text[2]

    @property
    def detail(self) -> str:
        """The refusal in words, without the rule."""
        return self._rendered()[0]

    @property
    def args(self) -> tuple[Any, ...]:
        """As an exception's: the message (unless set to something else)."""
        return self._args if self._args is not None else (self._rendered()[1],)

    @args.setter
    def args(self, value: tuple[Any, ...]) -> None:
        self._args = tuple(value)

    def __str__(self) -> str:
        return self._rendered()[1]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._rendered()[1]!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        if self.code == "legacy":
            return (RuleViolation, (self.rule, self.detail))
        return (_rebuild, (self.code, self.params))


def _rebuild(code: str, params: dict[str, Any]) -> RuleViolation:
    return RuleViolation(code, **params)
