"""The edition in three languages (issue 13): the gettext catalogs of what npq renders.

The catalogs must be complete (every message the sources mark, extracted as ``make
i18n-update`` does, has a translation in each language, never empty or fuzzy, with the same
``{fields}`` as its English), their compiled ``.mo`` current, and the language chosen as
documented (``NPQ_LANG``, the app's setting, the system locale). When one of these fails, the
message says what to run.
"""

from __future__ import annotations

import gettext
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_keywords, parse_mapping_cfg
from babel.messages.pofile import read_po

from npq import i18n
from npq.errors import RuleViolation
from npq.messages import CATALOG, render

ROOT = Path(__file__).resolve().parents[1]
LANGS = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE]

HOW_TO_FIX = (
    "Run `make i18n-update` (it extracts every marked string into build/i18n/npq.pot and merges "
    "it into npq/locale/<lang>/LC_MESSAGES/npq.po), then translate each new or fuzzy entry in "
    "every language (a msgstr for each plural form, the same {fields} as the English; drop the "
    "`#, fuzzy` line once checked), and `make i18n` compiles. See docs/architecture.md "
    '"Languages" and CONTRIBUTING.md.'
)


def _po(lang: str):  # type: ignore[no-untyped-def]
    with (i18n.locale_dir() / lang / "LC_MESSAGES" / "npq.po").open("rb") as fh:
        return read_po(fh)


def _extracted() -> Iterator[tuple[str | None, str, str]]:
    """``(context, msgid, file)`` for every string the sources mark, as `make i18n-update`
    extracts them (babel.cfg, the keywords of tools/i18n_extract.py)."""
    sys.path.insert(0, str(ROOT))
    try:
        from tools.i18n_extract import KEYWORDS

        keywords = dict(DEFAULT_KEYWORDS)
        keywords.update(parse_keywords(list(KEYWORDS)))
        with (ROOT / "babel.cfg").open() as fh:
            method_map, options_map = parse_mapping_cfg(fh)
        for filename, _lineno, message, _comments, context in extract_from_dir(
            str(ROOT), method_map, options_map, keywords=keywords
        ):
            msgid = message[0] if isinstance(message, tuple) else message
            yield context, msgid, filename
    finally:
        sys.path.remove(str(ROOT))


@pytest.fixture(scope="module")
def extracted() -> list[tuple[str | None, str, str]]:
    return list(_extracted())


@pytest.mark.parametrize("lang", LANGS)
def test_every_marked_string_is_in_the_catalog(
    lang: str, extracted: list[tuple[str | None, str, str]]
) -> None:
    catalog = _po(lang)
    absent = sorted(
        {f"{file}: {msgid!r}" for ctx, msgid, file in extracted if catalog.get(msgid, ctx) is None}
    )
    assert not absent, (
        f"{len(absent)} message(s) are not in the {lang} catalog yet:\n  "
        + "\n  ".join(absent[:40])
        + "\n"
        + HOW_TO_FIX
    )


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated(lang: str) -> None:
    missing = i18n.missing(lang)
    assert not missing, (
        f"{len(missing)} message(s) lack a translation in {lang} (empty or fuzzy; they show in "
        "English):\n  " + "\n  ".join(missing[:40]) + "\n" + HOW_TO_FIX
    )


_FIELD = re.compile(r"(?<!\{)\{([^{}]*)\}")


def _fields(text: str) -> set[str]:
    return {m.split(":")[0].split("!")[0] for m in _FIELD.findall(text)}


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_fields(lang: str) -> None:
    """A translation fills the same ``{fields}`` as its English (a missing or misspelt one
    would raise, or show a blank, when the message is rendered)."""
    wrong = []
    for message in _po(lang):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        want = set().union(*(_fields(i) for i in ids))
        for s in strings:
            if s and _fields(s) - want:
                wrong.append(f"{ids[0]!r} -> {s!r}")
            if s and len(ids) == 1 and _fields(s) != want:
                wrong.append(f"{ids[0]!r} -> {s!r}")
    assert not wrong, "translations with other {fields} than the English:\n  " + "\n  ".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_plural_forms_come_from_the_language(lang: str) -> None:
    catalog = _po(lang)
    assert catalog.num_plurals >= 2
    for message in catalog:
        if message.id and isinstance(message.id, tuple):
            assert len(message.string) == catalog.num_plurals, message.id


@pytest.mark.parametrize("lang", LANGS)
def test_compiled_catalogs_are_current(lang: str) -> None:
    """The ``.mo`` that ships (`make i18n`) holds exactly the ``.po``'s translations."""
    po = i18n.locale_dir() / lang / "LC_MESSAGES" / "npq.po"
    mo = po.with_suffix(".mo")
    assert mo.is_file(), f"{mo} is missing: run `make i18n`"
    with mo.open("rb") as fh:
        shipped = gettext.GNUTranslations(fh)
    import io

    fresh = gettext.GNUTranslations(io.BytesIO(i18n.compile_po(po)))
    assert shipped._catalog == fresh._catalog, f"{mo} is older than {po}: run `make i18n`"  # type: ignore[attr-defined]


def test_every_refusal_and_rule_is_a_msgid() -> None:
    """Each catalog entry's template, plural and rulebook section is extracted (an entry
    written some other way than ``_M(rule, "text", ...)`` or a rule not marked ``N_`` would
    stay English)."""
    for lang in LANGS:
        catalog = _po(lang)
        for code, m in CATALOG.items():
            if code == "legacy":
                continue
            assert catalog.get(m.text) is not None, (code, m.text, HOW_TO_FIX)
            assert catalog.get(m.rule) is not None, (code, m.rule, HOW_TO_FIX)


def test_every_event_and_action_template_is_a_msgid() -> None:
    """The log's words (ui/texts.py) are all in the catalogs, both forms of a counted one."""
    from ui import texts

    def words(t: object) -> Iterator[texts.Words]:
        if isinstance(t, texts.Words):
            yield t
        elif isinstance(t, texts.Select):
            for case in [*t.cases.values(), t.other]:
                yield from words(case)

    tables = [texts.EVENT_WORDS, texts.ACTION_WORDS, texts.PUBLIC_WORDS, texts._EFFECT_WORDS]
    for lang in LANGS:
        catalog = _po(lang)
        for table in tables:
            for template in table.values():
                for w in words(template):
                    m = catalog.get(w.one)
                    assert m is not None and m.string, (lang, w.one, HOW_TO_FIX)
                    if w.other is not None:
                        assert isinstance(m.id, tuple) and m.id[1] == w.other, (lang, w.one)


# -- the language chosen ---------------------------------------------------------------------


@pytest.fixture
def lang_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for var in ("NPQ_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(i18n, "_chosen", None)
    return monkeypatch


def test_npq_lang_overrides_the_setting_and_the_system(lang_env: pytest.MonkeyPatch) -> None:
    lang_env.setenv("LANG", "es_ES.UTF-8")
    assert i18n.language() == "es"
    i18n.set_language("en")
    assert i18n.language() == "en"
    lang_env.setenv("NPQ_LANG", "it")
    assert i18n.language() == "it"
    lang_env.setenv("NPQ_LANG", "de")  # not a language of the edition: ignored
    assert i18n.language() == "en"


def test_system_locale_decides_without_a_choice(lang_env: pytest.MonkeyPatch) -> None:
    lang_env.setenv("LANG", "it_IT.UTF-8")
    assert i18n.language() == "it"
    lang_env.setenv("LANGUAGE", "fr:es")
    assert i18n.language() == "es"
    lang_env.setenv("LANGUAGE", "")
    lang_env.setenv("LC_ALL", "de_DE.UTF-8")
    assert i18n.language() == "en"


def test_a_refusal_reads_in_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NPQ_LANG", "it")
    exc = RuleViolation("mission.declare.not_at_start")
    assert (
        exc.detail == "una missione si dichiara solo in un Punto di Partenza (una base di partenza)"
    )
    assert str(exc).endswith("(regola: 6 Carte Missione)")
    assert exc.rule == "6 Mission Cards"  # the section's id stays as data
    monkeypatch.setenv("NPQ_LANG", "es")
    exc = RuleViolation("crew.hire.commander_cost", name="Umberto Nobile", cost=60, have=40)
    assert exc.detail == "contratar a Umberto Nobile cuesta 60 Bonos; tienes 40"
    monkeypatch.setenv("NPQ_LANG", "en")
    assert RuleViolation("flight.tank_empty").detail == "the tank is empty: refuel first"


def test_a_refusal_kept_and_read_again_speaks_the_new_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A refusal kept (a memoised check's, the app's tooltip of the same position) and read
    again after the language changed is in the new language, not the first one it was read in
    (the app's sell tooltip stayed Italian after a game in Italian)."""
    monkeypatch.setenv("NPQ_LANG", "it")
    exc = RuleViolation("flight.tank_empty")
    assert "(regola: " in str(exc)
    italian = exc.detail
    monkeypatch.setenv("NPQ_LANG", "en")
    assert exc.detail == "the tank is empty: refuel first" != italian
    assert str(exc).startswith("the tank is empty: refuel first (rule: ")
    assert exc.args == (str(exc),)
    monkeypatch.setenv("NPQ_LANG", "it")
    assert exc.detail == italian


def test_plurals_follow_the_count(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NPQ_LANG", "it")
    one = render("services.refuel.too_much", {"room": 1, "units": 3})
    assert one == "il serbatoio accetta ancora 1 unità, non 3"
    monkeypatch.setenv("NPQ_LANG", "es")
    one = render("services.repair.cost", {"units": 1, "cost": 10, "have": 5})
    two = render("services.repair.cost", {"units": 2, "cost": 20, "have": 5})
    assert one.startswith("1 unidad de reparación cuesta")
    assert two.startswith("2 unidades de reparación cuestan")


def test_numbers_and_names_in_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NPQ_LANG", "it")
    assert i18n.format_number(2.5, "g") == "2,5"
    assert i18n.format_number(12000) == "12.000"
    assert render("flight.too_far", {"distance": 4.5, "limit": 4.0}).startswith("4,5 L")
    assert i18n.place("Moscow") == "Mosca"
    assert i18n.place("Weather area 40–55°N, 0°–20°E") == "Area meteo 40–55°N, 0°–20°E"
    monkeypatch.setenv("NPQ_LANG", "es")
    assert i18n.place("Moscow") == "Moscú"
    assert i18n.place("Milano") == "Milán"
    from datetime import date

    assert i18n.format_date(date(1924, 3, 1)) == "1 de marzo de 1924"
    monkeypatch.setenv("NPQ_LANG", "en")
    assert i18n.place("Milano") == "Milano"
    assert i18n.format_number(2.5, "g") == "2.5"


def test_english_renders_as_the_locale_formatter_does(lang_env: pytest.MonkeyPatch) -> None:
    # English takes str.format (faster): the same text as the locale's formatter gives
    from datetime import date

    lang_env.setenv("NPQ_LANG", "en")
    cases = [
        (
            "{a} of {b:g} ({c:.1f}, {d!r}, {e:>4})",
            {"a": 12000, "b": 2.5, "c": 0.25, "d": "x", "e": 7},
        ),
        ("{n:d} and {t}", {"n": 3, "t": True}),
    ]
    for template, params in cases:
        assert i18n.render(template, **params) == i18n._FORMATTER.vformat(template, (), params)
    assert i18n.render("{d}", d=date(1924, 3, 1)) == "1 March 1924"  # dates: Babel's words


def test_a_pinned_language_is_looked_up_once_and_released(lang_env: pytest.MonkeyPatch) -> None:
    lang_env.setenv("NPQ_LANG", "it")
    with i18n.pinned_language() as lang:
        assert lang == "it"
        lang_env.setenv("NPQ_LANG", "es")
        assert i18n.language() == "it"  # pinned for what is rendered inside
        with i18n.pinned_language() as inner:
            assert inner == "it"
    assert i18n.language() == "es"
    assert RuleViolation("flight.tank_empty").detail.startswith("el depósito está vacío")


def _npq(*args: str, lang: str | None = None) -> str:
    env = {k: v for k, v in os.environ.items() if k != "NPQ_LANG"}
    if lang is not None:
        env["NPQ_LANG"] = lang
    out = subprocess.run(
        [sys.executable, "-m", "npq", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    return out.stdout


def test_the_cli_speaks_italian_and_spanish() -> None:
    """`NPQ_LANG=it npq calc course Berlin Vienna` (issue 13), and `--lang es`."""
    it = _npq("calc", "course", "Berlin", "Vienna", lang="it")
    assert it.splitlines()[0] == "Rotta Berlino → Vienna"
    assert "  mossa legale" in it.splitlines()
    assert "Germania a 0,000 L" in it or "Germany" not in it
    es = _npq("--lang", "es", "calc", "course", "Berlin", "Vienna", lang="it")
    assert es.splitlines()[0] == "Rumbo Berlín → Viena"
    assert "  movimiento legal" in es.splitlines()
    en = _npq("calc", "course", "Berlin", "Vienna", lang="en")
    assert en.splitlines()[0] == "Course Berlin → Vienna"


def test_content_reads_in_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cards, crew and nations (data/*.toml) are translated where they are shown."""
    from ui.cards import card_info, commander_info, strategy_rules, venture_info

    monkeypatch.setenv("NPQ_LANG", "it")
    assert card_info("government_grant") == (
        "Sovvenzione governativa",
        "Il Ministero dell'Aria stanzia fondi per l'impresa polare nazionale.",
    )
    assert strategy_rules("government_grant") == "Ricevi 60 Bond · da giocare su te stesso"
    assert venture_info("north_sea_gale", 1)[0] == "Burrasca sul Mare del Nord"
    monkeypatch.setenv("NPQ_LANG", "es")
    assert venture_info("north_sea_gale", 1) == (
        "Temporal en el mar del Norte",
        "Olas verdes sobre la proa: te empujan hacia atrás.",
    )
    assert commander_info("nobile")[2].startswith("Diseñó el semirrígido N-1")
    assert i18n.gettext("British Empire") == "Imperio Británico"


def test_a_missing_translation_falls_back_and_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A catalog without an entry shows the English, and `npq languages --check` names it."""
    from babel.messages.pofile import write_po
    from typer.testing import CliRunner

    from npq.cli import app

    catalog = _po("it")
    catalog.get("North Sea Gale").string = ""
    (tmp_path / "it" / "LC_MESSAGES").mkdir(parents=True)
    with (tmp_path / "it" / "LC_MESSAGES" / "npq.po").open("wb") as fh:
        write_po(fh, catalog)
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    monkeypatch.setenv("NPQ_LANG", "it")
    i18n.translations.cache_clear()
    try:
        assert i18n.gettext("North Sea Gale") == "North Sea Gale"  # the fallback
        assert i18n.gettext("Customs Inspection") == "Ispezione doganale"
        assert i18n.missing("it") == ["data/cards/venture.toml: 'North Sea Gale'"]
        result = CliRunner().invoke(app, ["languages", "--check"])
        assert result.exit_code == 1
        assert "'North Sea Gale'" in result.output
    finally:
        i18n.translations.cache_clear()


def test_the_help_speaks_the_language() -> None:
    """`npq … --help` in Italian and Spanish (issue 13): the commands' and options' texts,
    and Typer's and Click's words around them."""
    it = _npq("sim", "--help", lang="it")
    for words in ("Gioca partite di bot", "Opzioni", "Partite da giocare.", "Mostra questo"):
        assert words in it, (words, it)
    es = _npq("--lang", "es", "solo", "--help", lang="it")
    for words in ("Modo solitario", "Órdenes", "Opciones"):
        assert words in es, (words, es)
    en = _npq("sim", "--help", lang="en")
    assert "Games to play." in en and "Show this message" in en


def test_every_help_text_is_extracted() -> None:
    """Each `help=` and each command's docstring in npq/cli is a catalog message (the
    extractor that `make i18n-update` runs finds them)."""
    sys.path.insert(0, str(ROOT))
    try:
        from tools.i18n_extract import cli_help_texts
    finally:
        sys.path.remove(str(ROOT))
    texts = {
        text
        for path in sorted((ROOT / "npq" / "cli").glob("*.py"))
        for _line, text in cli_help_texts(path.read_text(encoding="utf-8"))
    }
    assert len(texts) > 100
    catalog = _po("it")
    assert not [t for t in texts if catalog.get(t) is None]


def _npq_refused(*args: str, lang: str) -> str:
    """What the CLI writes (stdout and stderr) refusing a command line; it exits 2."""
    env = {k: v for k, v in os.environ.items() if k != "NPQ_LANG"}
    env.update(NPQ_LANG=lang, COLUMNS="200", TERM="dumb")
    out = subprocess.run(
        [sys.executable, "-m", "npq", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert out.returncode == 2, (out.returncode, out.stdout, out.stderr)
    return out.stdout + out.stderr


#: English words that never stand in an Italian or Spanish sentence (whole words, any case).
_ENGLISH = re.compile(
    r"\b(the|and|of|to|with|your|you|is|are|this|from|not|missing|no such|invalid|usage|"
    r"try|for help|input|should|option|argument|value|unexpected)\b",
    re.I,
)


def _english_words(text: str) -> list[str]:
    # the command path, option names and metavars are the command line's own words
    text = re.sub(r"\{[A-Z_]+\}|'[^']*'|--[a-z-]+|\bnpq( [a-z]+)*", " ", text)
    return _ENGLISH.findall(text)


def test_a_refused_command_line_speaks_the_language() -> None:
    """Typer's and Click's own words (issue 13): the usage line, the help hint, the error
    panel and its sentence read in Italian and Spanish (npq/cli/_frame.py)."""
    it = _npq_refused("calc", "course", "Berlin", lang="it")
    assert "Uso: npq calc course [OPZIONI] {PARTENZA} {ARRIVO}" in it, it
    assert "Prova 'npq calc course --help' per l'aiuto." in it
    assert "Errore" in it and "Manca l'argomento 'ARRIVO'." in it
    assert not _english_words(it), (_english_words(it), it)
    it = _npq_refused("calc", "course", "--nonexistent", lang="it")
    assert "Opzione inesistente: --nonexistent" in it, it
    assert not _english_words(it), (_english_words(it), it)
    es = _npq_refused("serve", "--port", "99999", lang="es")
    assert "Valor no válido para '--port': El valor debe ser menor o igual que 65535" in es
    es = _npq_refused("calc", "cours", lang="es")
    assert "No existe la orden 'cours'. ¿Quería decir 'course'?" in es, es
    assert "Uso: npq calc [OPCIONES] ORDEN [ARGUMENTOS]..." in es
    assert not _english_words(es), (_english_words(es), es)
    en = _npq_refused("calc", "course", "Berlin", lang="en")
    assert "Usage: npq calc course [OPTIONS]" in en and "Missing argument 'TO'." in en


def test_typer_sentences_are_translated_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each template of npq/cli/_frame.SENTENCES matches its English and renders the
    translation with the parts it captured; a sentence it does not know stays as written."""
    from npq.cli import _frame

    monkeypatch.setenv("NPQ_LANG", "it")
    said = _frame.translate("Invalid value for '--games' / '-g': Input should be greater than 0")
    assert said == "Valore non valido per '--games' / '-g': Il valore deve essere maggiore di 0"
    assert _frame.translate("Option '--port' requires 2 arguments.") == (
        "L'opzione '--port' richiede 2 argomenti."
    )
    assert _frame.translate("something else entirely") == "something else entirely"
    for template in _frame.SENTENCES:
        sample = template.format(**{f: f"<{f}>" for f in re.findall(r"\{(\w+)\}", template)})
        for lang in LANGS:
            monkeypatch.setenv("NPQ_LANG", lang)
            shown = _frame.translate(sample)
            assert shown != sample, (lang, template)
    monkeypatch.setenv("NPQ_LANG", "en")
    assert _frame.translate("Missing argument 'TO'.") == "Missing argument 'TO'."


def test_catalogs_are_compiled_atomically(tmp_path: Path) -> None:
    """`make i18n` moves a fresh .mo over the old one (tools/i18n_compile.py), never rewrites
    it in place: a process that has the old file mapped (the app maps its .qm) keeps reading
    the old bytes instead of dying of a bus error."""
    import mmap

    po = i18n.locale_dir() / "it" / "LC_MESSAGES" / "npq.po"
    target = tmp_path / "npq.mo"
    target.write_bytes(b"old catalog " * 1000)
    with target.open("rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        before = target.stat().st_ino
        subprocess.run(
            [sys.executable, "tools/i18n_compile.py", str(po), str(target)],
            cwd=ROOT,
            check=True,
            timeout=120,
        )
        assert mapped[:12] == b"old catalog "  # the mapped file is untouched
        assert target.stat().st_ino != before  # a new file took its name
    with target.open("rb") as fh:
        fresh = gettext.GNUTranslations(fh)
    assert fresh.gettext("Usage:") == "Uso:"
    assert [p.name for p in tmp_path.iterdir()] == ["npq.mo"]  # no temporary left behind
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    rules = re.findall(r"^(?:npq/locale|ui/translations)/%.*\n\t(.*)$", makefile, re.M)
    assert len(rules) == 2 and all("tools/i18n_compile.py $< $@" in r for r in rules), rules


def test_an_online_game_reads_in_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a player reads of an online game (npq/online/text.py): the waiting status, the
    lines of `npq online play --watch`, the connection's state and the server's errors, which
    the server sends as codes and params (a refused action's code is the engine's)."""
    from types import SimpleNamespace

    from npq.online.client import OnlineError
    from npq.online.text import describe_update, error_words, status_words, waiting_words

    seats = [{"seat": 0, "name": "Italy"}, {"seat": 1, "name": "Germany"}]
    monkeypatch.setenv("NPQ_LANG", "it")
    assert waiting_words([1], seats, 0) == "si attende Germania"
    assert waiting_words([0], seats, 0) == "tocca a te"
    assert waiting_words([], seats, 0) == "la partita è finita"
    said = error_words(
        "not_your_turn", "it is not your turn: waiting for Germany", {"waiting_for": ["Germany"]}
    )
    assert said == "non è il tuo turno: si attende Germania"
    assert error_words("flight.tank_empty", "the tank is empty: refuel first", {}).startswith(
        "il serbatoio è vuoto: rifornisciti prima (regola: "
    )
    assert error_words("bad_token", "no seat has this token") == "nessun posto ha questo token"
    # a server's own sentence with a detail: the code's words, then the (English) detail
    assert error_words("bad_token", "not a join token of this server") == (
        "nessun posto ha questo token (not a join token of this server)"
    )
    assert error_words("teapot", "I am a teapot") == "I am a teapot"  # a code it cannot know
    assert (
        status_words("retrying", delay=0.5) == "server irraggiungibile, nuovo tentativo tra 0,5 s"
    )
    session = SimpleNamespace(seats=seats, seat=0, state=None)
    welcome = {"type": "welcome", "game": "g1", "seat": 0, "n": 12, "actors": [1]}
    assert describe_update(welcome, session) == (
        "entrato nella partita g1 come Italia: 2 posti, azione 12; si attende Germania"
    )
    update = {"type": "update", "by": 1, "action": "end", "undone": True, "actors": [0]}
    assert describe_update(update, session).splitlines() == [
        "round ?: Germania annulla: Fine turno",
        "    tocca a te",
    ]
    gone = OnlineError.said(
        "cannot reach the server at {url}: {reason}",
        "unreachable",
        url="ws://h:1",
        reason="refused",
    )
    assert str(gone) == "impossibile raggiungere il server ws://h:1: refused"
    monkeypatch.setenv("NPQ_LANG", "es")
    assert str(gone) == "no se puede contactar con el servidor ws://h:1: refused"
    assert waiting_words([1], seats, 0) == "se espera a Alemania"
    assert str(OnlineError("it is not this seat's turn", "not_your_turn")) == (
        "no es el turno de este puesto"
    )
    monkeypatch.setenv("NPQ_LANG", "en")
    assert str(gone) == "cannot reach the server at ws://h:1: refused"
    assert waiting_words([1], seats, 0) == "waiting for Germany"


def test_npq_online_speaks_the_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`npq online new`, `games`, `export` and their errors in Italian and Spanish, against a
    server in this process (issue 13)."""
    import asyncio

    from _online_helpers import serving
    from typer.testing import CliRunner

    from npq.cli import app
    from npq.online.store import SQLiteStore

    cli = CliRunner()
    db = tmp_path / "server.sqlite3"
    monkeypatch.setenv("NPQ_LANG", "it")

    async def main() -> str:
        async with serving(SQLiteStore(db)) as server:
            args = ["online", "new", "--server", f"127.0.0.1:{server.port}"]
            out = await asyncio.to_thread(
                cli.invoke, app, [*args, "--nations", "italy,japan", "--bots", "japan"]
            )
            assert out.exit_code == 0, out.output
            return out.output

    created = asyncio.run(main())
    lines = created.splitlines()
    assert re.fullmatch(r"partita \S+ su ws://127\.0\.0\.1:\d+", lines[0]), lines
    assert re.fullmatch(r"  Italia +npq://\S+", lines[1]), lines
    assert re.fullmatch(r"  Giappone +bot \(greedy\)", lines[2]), lines
    assert lines[3] == (
        "Dai a ogni giocatore il suo link (o token): apre quel posto e nessun altro."
    )
    game = lines[0].split()[1]
    listed = cli.invoke(app, ["online", "games", "--db", str(db)])
    assert listed.exit_code == 0
    assert re.fullmatch(
        rf"{game}  in corso +\d+ azion[ei]  si attende il posto \d\n", listed.output
    ), listed.output
    out = tmp_path / "running.json"
    done = cli.invoke(app, ["online", "export", "--db", str(db), "--game", game, "--out", str(out)])
    assert done.output == (
        f"scritto {out}: l'intera partita {game} (un salvataggio che `npq replay` verifica)\n"
    )
    missing = cli.invoke(
        app, ["online", "export", "--db", str(db), "--game", "gnope", "--out", str(out)]
    )
    assert missing.exit_code == 2
    assert "errore: nessuna partita 'gnope' nel database" in missing.output
    away = cli.invoke(app, ["online", "new", "--server", "127.0.0.1:9", "--nations", "italy"])
    assert away.exit_code == 1
    assert "errore: impossibile raggiungere il server ws://127.0.0.1:9: " in away.output
    outputs = [created, listed.output, done.output, missing.output]
    monkeypatch.setenv("NPQ_LANG", "es")
    monkeypatch.setenv("COLUMNS", "300")  # the error panel on one line
    from npq.cli import _frame

    _frame.install()  # as `npq` runs (npq.cli.main): Typer's words too
    bad = cli.invoke(app, ["online", "new", "--server", "h:1", "--nations", "italy,narnia"])
    assert bad.exit_code == 2
    assert "nación desconocida 'narnia'; elige naciones distintas entre" in bad.output
    bots = cli.invoke(
        app, ["online", "new", "--server", "h:1", "--nations", "italy", "--bots", "italy=genius"]
    )
    assert "bot desconocido 'genius': elige entre" in bots.output, bots.output
    outputs += [bad.output.split("│")[1], bots.output.split("│")[1]]  # the panel's sentence
    for text in outputs:
        text = text.replace("`npq replay`", "").replace(str(tmp_path), "")
        assert not _english_words(text), (_english_words(text), text)


def test_bad_files_are_refused_in_the_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hostile-file messages (issue 15) are templates and params (npq/errors.py), shown in
    the language in force: a folder, a device, a file too big, nested too deep, a key given
    twice (a save, a board file, a content file), and the CLI says so in that language."""
    from typer.testing import CliRunner

    from npq.board.load import read_geojson
    from npq.cli import app
    from npq.errors import BoardError, ContentError, SaveError
    from npq.game.save import loads
    from npq.safeio import check_json_shape, read_toml

    monkeypatch.setenv("NPQ_LANG", "it")
    folder = tmp_path / "partita.json"
    folder.mkdir()
    out = CliRunner().invoke(app, ["replay", str(folder)])
    assert out.exit_code == 1
    assert out.output.strip() == "errore: partita.json: è una cartella, non un file"
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(SaveError) as info:
        from npq.game.save import load_game

        load_game(link)
    assert str(info.value) == (
        "zero.json: non è un file regolare (un dispositivo, una pipe o un socket non si leggono mai)"
    )
    assert info.value.args == (
        "zero.json: not a regular file (a device, pipe or socket is never read)",
    )  # the English stays as data
    with pytest.raises(SaveError) as info:
        loads('{"seed": 1, "seed": 2}')
    assert str(info.value) == "la chiave 'seed' compare due volte"
    with pytest.raises(SaveError) as info:
        check_json_shape(b"[" * 40 + b"]" * 40, 20, 1000, SaveError)
    assert str(info.value) == "annidato oltre 20 livelli"
    with pytest.raises(SaveError) as info:
        check_json_shape(b"[" + b"1," * 12000 + b"1]", 20, 10000, SaveError)
    assert str(info.value) == "più di 10.000 valori"  # the locale's grouping
    board = tmp_path / "board.geojson"
    board.write_text('{"type": "Feature"}')
    monkeypatch.setenv("NPQ_LANG", "es")
    with pytest.raises(BoardError) as board_info:
        read_geojson(board)
    assert str(board_info.value) == f"{board}: no es una FeatureCollection GeoJSON"
    from npq.board.validate import check_feature

    with pytest.raises(BoardError) as board_info:
        check_feature([], 3)  # a board file's feature that is no Feature
    assert str(board_info.value) == "el elemento n.º 3 no es una Feature GeoJSON"
    toml = tmp_path / "prices.toml"
    toml.write_text("a = [" * 40 + "]" * 40)
    with pytest.raises(ContentError) as content_info:
        read_toml(toml)
    assert str(content_info.value) == "prices.toml: anidado más de 32 niveles"
    out = CliRunner().invoke(app, ["replay", str(folder)])
    assert out.output.strip() == "error: partita.json: es una carpeta, no un archivo"
    monkeypatch.setenv("NPQ_LANG", "en")
    assert str(content_info.value) == "prices.toml: nested more than 32 deep"


def test_the_solo_profile_speaks_the_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The solo profile store's notices and refusals (issue 13): an empty file replaced by a
    new profile, a file that is no profile (left untouched)."""
    from npq.errors import ProfileError
    from npq.solo.profile import ProfileStore, profile_path

    monkeypatch.setenv("NPQ_LANG", "it")
    path = profile_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"")
    with ProfileStore.open(tmp_path) as store:
        assert store.notice == (
            f"il profilo solitario {path} era vuoto (0 byte); al suo posto è stato creato un "
            "nuovo profilo con 0 stelle"
        )
        monkeypatch.setenv("NPQ_LANG", "es")
        assert store.notice is not None and store.notice.startswith(
            f"el perfil en solitario {path} estaba vacío (0 bytes)"
        )
    other = tmp_path / "other"
    other.mkdir()
    profile_path(other).parent.mkdir(parents=True, exist_ok=True)
    profile_path(other).write_bytes(b"not a database at all, only text")
    with pytest.raises(ProfileError) as info:
        ProfileStore.open(other)
    assert str(info.value).startswith(
        f"el perfil en solitario {profile_path(other)} no es una base de datos SQLite"
    )
    assert profile_path(other).read_bytes() == b"not a database at all, only text"


# -- what was still English at the end of session 6 (issue 13) ---------------------------------


@pytest.mark.parametrize("lang", ["it", "es", "en"])
def test_help_summaries_read_as_whole_paragraphs(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A command's docstring breaks its lines where the English source does; Typer's list of
    commands kept those breaks, so `npq plot --help` read "…l'icona all'inizio / di ogni
    turno…". Every help text reaches Typer with each paragraph on one line."""
    import typer

    from npq.cli import app, translate_help

    monkeypatch.setenv("NPQ_LANG", lang)
    broken = []

    def walk(cmd: object, path: str) -> None:
        texts = [getattr(cmd, "help", None), getattr(cmd, "short_help", None)]
        texts += [getattr(p, "help", None) for p in getattr(cmd, "params", ())]
        for text in texts:
            if text and any("\n" in part for part in text.split("\n\n")):
                broken.append((path, text))
        for name, sub in getattr(cmd, "commands", {}).items():
            walk(sub, f"{path} {name}")

    walk(translate_help(typer.main.get_command(app)), "npq")
    assert not broken, broken[:3]


def test_plot_help_reads_cleanly() -> None:
    """`npq --lang it plot --help` and `... plot route --help` (and es): the summaries and the
    --range option read as the translation writes them, in the language."""
    from npq.cli.calc import RANGE_CAP

    env = {k: v for k, v in os.environ.items() if k != "NPQ_LANG"}
    env.update(COLUMNS="100", TERM="dumb")

    def helped(*args: str) -> str:
        out = subprocess.run(
            [sys.executable, "-m", "npq", *args, "--help"],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=120,
            check=True,
        ).stdout
        # the panel's lines, their frame and indentation off: the text as a reader follows it
        return " ".join(line.strip(" │╭╮╰╯─") for line in out.splitlines())

    it = helped("--lang", "it", "plot")
    assert "l'icona all'inizio di ogni turno" in re.sub(r"\s+", " ", it), it
    es = helped("--lang", "es", "plot")
    assert "el icono al inicio de cada turno" in re.sub(r"\s+", " ", es), es
    route = re.sub(r"\s+", " ", helped("--lang", "it", "plot", "route"))
    assert "Capacità del serbatoio (Autonomia), da 1 a 6" in route, route
    assert RANGE_CAP == 6  # the option's help (a msgid, so a literal) names it
    assert "Tank capacity" not in re.sub(r"\s+", " ", helped("--lang", "es", "plot", "route"))


@pytest.mark.parametrize(
    ("lang", "none", "fly"), [("it", "nessuna icona", "vola"), ("es", "sin icono", "vuela")]
)
def test_weather_table_columns_follow_the_words(
    lang: str, none: str, fly: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`npq calc range … --round N`'s weather plan: the icon column is as wide as its longest
    word in the language (Italian "nessuna icona" ran into the next column of 7). Berlin →
    Kings Bay from round 8 waits out fog, then flies two turns without an icon."""
    from typer.testing import CliRunner

    from npq.cli import app

    monkeypatch.setenv("NPQ_LANG", lang)
    args = ["calc", "range", "berlin", "kings_bay", "--speed", "4", "--range", "4"]
    out = CliRunner().invoke(app, [*args, "--round", "8"])
    assert out.exit_code == 0, out.output
    rows = [line for line in out.output.splitlines() if re.match(r"    T\d", line)]
    assert len(rows) == 3 and sum(none in r for r in rows) == 2, rows
    # the column after the icon starts at the same place in every row, after a space
    starts = {r.index(f" {fly} ") if f" {fly} " in r else None for r in rows[1:]}
    icon_at = rows[1].index(none)
    assert starts == {icon_at + len(none)}, rows
    wait_word = rows[0][icon_at:].split()[1]  # fog, then the waiting turn's words
    assert rows[0].index(f" {wait_word}", icon_at) == icon_at + len(none), rows


def test_weather_plan_plot_columns_follow_the_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The weather plan figure's facts box (npq plot route --round) lists the turns in columns
    as wide as the language's words: "nessuna icona" is followed by a space, the action words
    line up."""
    import matplotlib

    matplotlib.use("Agg")
    from npq.game.world import default_world
    from npq.nav.planner import plan_route
    from npq.plot import weather_route

    world = default_world()
    plan = plan_route(
        world.board, "berlin", "kings_bay", speed=4, range_=4, round_no=8, disc=world.disc
    )
    monkeypatch.setenv("NPQ_LANG", "it")
    seen: list[list[str]] = []
    monkeypatch.setattr(weather_route, "facts_box", lambda ax, handles, lines: seen.append(lines))
    weather_route.render_weather_route(world.board, plan, tmp_path / "plan.png", disc=world.disc)
    rows = [line for line in seen[-1] if re.match(r"  T\d", line)]
    assert len(rows) == 3, seen
    none = "nessuna icona"
    assert all(none + " " in r for r in rows[1:]), rows
    cells = [re.sub(r"^  T\d+ R\d+ ", "", r) for r in rows]  # from the icon column on
    at = len(none) + 1
    assert {c[at:].split()[0] for c in cells} <= {"attesa", "vola"}, cells
    assert len({c.index(" c", at) for c in cells}) == 1, cells  # the fuel column lines up too


@pytest.mark.parametrize("lang", ["it", "es"])
def test_the_headless_summary_speaks_the_language(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`npq play` without a display prints a bot game's story: every milestone line and the
    ending in the language (they were English f-strings, the ending its id)."""
    from npq.bots import GameSummary, Milestone

    story = (
        Milestone(
            "mission",
            {"round": 2, "who": "italy", "start": "milano", "target": "vienna", "reward": 50},
        ),
        Milestone("base", {"round": 5, "who": "ussr", "base": "kings_bay"}),
        Milestone("pole", {"round": 16, "who": "usa"}),
        Milestone("landing", {"round": 9, "who": "japan", "cause": "fuel"}),
        Milestone("crash", {"round": 10, "who": "japan"}),
        Milestone("rescue", {"round": 9, "who": "usa", "of": "japan", "lengths": 2.5}),
        Milestone(
            "recovered_bank", {"round": 9, "who": "japan", "place": "tromso", "fee": 30, "rent": 0}
        ),
        Milestone(
            "recovered_rent",
            {"round": 9, "who": "japan", "place": "tromso", "fee": 30, "rent": 10, "to": "usa"},
        ),
    )
    summary = GameSummary(
        seed=3,
        nations=("italy", "japan", "usa", "ussr"),
        winners=(2,),
        termination="pole",
        rounds=17,
        bonds=(230, 520, 370, 240),
        missions=(3, 3, 3, 1),
        actions=217,
        final_hash="0" * 64,
        finished=True,
        milestones=story,
    )
    monkeypatch.setenv("NPQ_LANG", lang)
    text = summary.text()
    lines = text.splitlines()
    for line in lines:
        assert not _english_words(line.replace("North Pole Quest", "")), (line, text)
    if lang == "it":
        assert "  round  2: Italia ha completato la missione Milano -> Vienna (+50 Bond)" in lines
        assert "Vincitore: USA (primo di ritorno dal Polo) al round 17" in lines
        assert any("2,5 L" in line for line in lines)
    else:
        assert "  ronda 16: EE. UU. sobrevoló el Polo Norte" in lines
        assert "Ganador: EE. UU. (primero de vuelta del Polo) en la ronda 17" in lines
        assert any("Japón hizo un aterrizaje de emergencia (combustible)" in line for line in lines)
    monkeypatch.setenv("NPQ_LANG", "en")
    assert summary.to_dict()["milestones"][0] == (
        "round  2: Italy completed the mission Milano -> Vienna (+50 Bonds)"
    )
    assert "Winner: USA (first back from the Pole) in round 17" in summary.text()


@pytest.mark.parametrize("lang", ["it", "es"])
def test_online_watch_tells_the_events_in_the_language(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`npq online play --watch` prints each update's events as the app's log says them
    (npq.texts, the same templates), translated; it printed the raw kind and `k=v` data
    ("weather icon=rain area=…"), and the action in its record form ("fly kings_bay")."""
    from types import SimpleNamespace

    from npq.bots import GreedyBot
    from npq.bots.driver import Driver
    from npq.game import GameConfig, new_game
    from npq.game.world import default_world
    from npq.online.seats import actors, events_for
    from npq.online.text import describe_update

    world = default_world()
    state = new_game(GameConfig(("italy", "germany")), 7, world)
    driver = Driver([GreedyBot(), GreedyBot()], world)
    seats = [{"seat": 0, "name": "Italy"}, {"seat": 1, "name": "Germany"}]
    updates = []
    while len(updates) < 60 and state.outcome is None:
        by = actors(state)[0]
        state, action, events = driver.step(state)
        updates.append(
            (
                {
                    "type": "update",
                    "by": by,
                    "action": str(action),
                    "events": events_for(events, 0, frozenset()),
                    "actors": list(actors(state)),
                },
                state,
            )
        )
    monkeypatch.setenv("NPQ_LANG", lang)
    said = []
    for data, seen in updates:
        session = SimpleNamespace(seats=seats, seat=0, state=seen)
        said += describe_update(data, session).splitlines()
    text = "\n".join(said)
    events = [line for line in said if line.startswith("    ") and not line.startswith("     ")]
    assert len(events) > 60, text
    assert not [line for line in said if re.search(r"\b[a-z_]+=", line)], text  # no k=v
    for raw in ("airship_moved", "weather", "turn_ended", "fly ", "end"):
        assert not re.search(rf"(?m)^    {raw}\b", text), (raw, text)
    english = [line for line in said if _english_words(line)]
    assert not english, english[:5]
    if lang == "it":
        assert "Meteo dove parte" in text and "il dirigibile di" in text.lower(), text
        assert re.search(r"(?m)^round \d+: (Italia|Germania) gioca: ", text), text
    else:
        assert "Tiempo donde sale" in text and "el dirigible de" in text.lower(), text
        assert re.search(r"(?m)^ronda \d+: (Italia|Alemania) juega: ", text), text


def test_server_errors_are_codes_and_params_read_in_the_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server sends an error as its code, params and a `detail` key (npq.online.protocol.
    DETAILS), its English only in `message` (for logs and English readers); the client says the
    detail's sentence translated. It appended the server's English detail in brackets
    ("nessun posto ha questo token (not a join token of this server)")."""
    import json

    from _online_helpers import join, new_game, run, serving, tokens

    from npq.online.protocol import DETAILS, VERSION
    from npq.online.store import SQLiteStore
    from npq.online.text import error_words

    async def main() -> list[dict[str, object]]:
        async with serving(SQLiteStore(tmp_path / "g.sqlite3")) as server:
            created = await new_game(server, ["italy", "japan"], first_player=0)
            italy, japan = tokens(created)
            s0 = await join(server, italy)
            s1 = await join(server, japan)
            replies = []
            for raw in (
                "{oops",
                json.dumps({"v": VERSION, "type": "warp"}),
                json.dumps({"v": 99, "type": "ping"}),
                json.dumps({"v": VERSION, "type": "act", "action": "teleport pole"}),
                json.dumps({"v": VERSION, "type": "hello", "token": japan}),
                json.dumps({"v": VERSION, "type": "ping", "extra": 1}),
            ):
                await s0.send_raw(raw)
                while True:
                    reply = await s0.next_message(30)
                    if reply.get("type") == "error":
                        break
                replies.append(reply)
            replies.append(await s0.request("act", action="end", n=5))
            replies.append(await s1.request("act", action="end"))
            replies.append(await s0.request("undo"))
            await s0.close()
            await s1.close()
            return replies

    replies = run(main())
    details = [r.get("detail") for r in replies]
    assert details == [
        "bad_json.syntax",
        "unknown_type.known",
        "unsupported_version.client",
        "bad_action.read",
        "already_joined.seat",
        "bad_message.unknown_field",
        "stale.at",
        "not_your_turn.waiting",
        "nothing_to_undo.turn",
    ], replies
    assert all(d in DETAILS for d in details)
    # the English stays on the wire, as before (logs, an English client, an older client)
    assert replies[6]["message"] == "the game is at action 0, your view at 5: look again"
    assert replies[3]["message"].startswith("cannot read the action 'teleport pole': ")
    for lang in ("it", "es"):
        monkeypatch.setenv("NPQ_LANG", lang)
        said = [
            error_words(str(r["code"]), str(r["message"]), r.get("params"), detail=r.get("detail"))  # type: ignore[arg-type]
            for r in replies
        ]
        for text, reply in zip(said, replies, strict=True):
            assert text and str(reply["message"]) not in text, (text, reply)
            assert not _english_words(text.replace("'ref'", "")), (text, reply)
        if lang == "it":
            assert said[0] == "il messaggio non è JSON valido (riga 1, colonna 2)"
            assert (
                said[6] == "la partita è all'azione 0, la tua vista all'azione 5: guarda di nuovo"
            )
            assert said[7] == "non è il tuo turno: si attende Italia"
        else:
            assert said[1].startswith("tipo de mensaje desconocido 'warp'; conocidos: hello, ")
            assert said[2].startswith("la versión de protocolo 99 no es compatible")
    monkeypatch.setenv("NPQ_LANG", "en")
    assert error_words("stale", replies[6]["message"], replies[6]["params"], detail="stale.at") == (
        "the game is at action 0, your view at 5: look again"
    )
    # an older server's error (no detail): the code's words, then its English detail
    monkeypatch.setenv("NPQ_LANG", "it")
    assert error_words("bad_token", "not a join token of this server") == (
        "nessun posto ha questo token (not a join token of this server)"
    )


#: The engine's errors (npq/errors.py): each message is a template marked for the catalogs.
_ERRORS = {
    "NPQError",
    "BoardError",
    "ContentError",
    "WeatherDiscError",
    "SaveError",
    "ProfileError",
    "InputError",
    "InputTypeError",
    "Phrase",
}


def test_engine_errors_are_templates_not_sentences() -> None:
    """Every BoardError / ContentError / WeatherDiscError / SaveError / ProfileError npq raises
    (and every content table's `.error(...)`) is given a marked template (`N_("... {x}")` and
    params, a counted `ngettext`, or a constant marked where it is defined), never an f-string
    or an unmarked literal: those were English in it/es (`npq/content`, `economy.py`,
    `weather.py`, `solo/tables.py`, `board/model.py`...)."""
    import ast

    loose = []
    for path in sorted((ROOT / "npq").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            f = node.func
            name = (
                f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            )
            logger = isinstance(f, ast.Attribute) and ast.unparse(f.value) in ("log", "logger")
            if name not in _ERRORS and (
                name != "error" or not isinstance(f, ast.Attribute) or logger
            ):
                continue
            first = node.args[0]
            marked = isinstance(first, ast.Call) and ast.unparse(first.func) in (
                "N_",
                "i18n.ngettext",
            )
            named = isinstance(first, ast.Name | ast.Attribute | ast.Subscript | ast.IfExp)
            if not (marked or named):
                where = path.relative_to(ROOT)
                loose.append(f"{where}:{node.lineno}: {ast.unparse(first)[:60]}")
    assert not loose, "\n".join(loose)


def test_broken_packaged_data_is_refused_in_the_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A broken data file (cards, nations, prices, the weather disc, the solo tables), a broken
    effect and an unknown place are refused in Italian and Spanish, the file and entry named
    as before; the English stays as the error's data (args)."""
    from typer.testing import CliRunner

    from npq.cli import app
    from npq.content.cards import load_strategy_deck
    from npq.content.effects import Effect
    from npq.content.nations import load_nations
    from npq.economy import load_price_lists
    from npq.errors import BoardError, ContentError, WeatherDiscError
    from npq.game.world import default_world
    from npq.paths import data_path
    from npq.solo.tables import parse_solo_tables
    from npq.weather import parse_weather_disc

    cards = tmp_path / "strategy.toml"
    text = data_path("cards/strategy.toml").read_text(encoding="utf-8")
    first_card = "[[card]]" + text.split("[[card]]")[1]  # the deck's first card, once more
    cards.write_text(text + "\n" + first_card)
    nations = tmp_path / "nations.toml"
    nations.write_text(
        data_path("nations.toml")
        .read_text(encoding="utf-8")
        .replace('id = "italy"', 'id = "narnia"', 1)
    )
    prices = tmp_path / "prices.toml"
    prices.write_text(re.sub(r"= (\d+)", "= -\\1", data_path("prices.toml").read_text(), count=1))
    disc = {"ring": [{"band": 7, "arcs": []}]}

    def refusals() -> list[str]:
        said = []
        for load in (
            lambda: load_strategy_deck(cards),
            lambda: load_nations(nations),
            lambda: load_price_lists(prices),
            lambda: parse_weather_disc(disc, "disc.toml"),
            lambda: parse_solo_tables({"objective": [{"kind": "teleport"}]}),
            lambda: Effect("bonds", 15),  # type: ignore[arg-type]
            lambda: default_world().board.find_place("Vienn"),
        ):
            with pytest.raises((ContentError, WeatherDiscError, BoardError)) as info:
                load()
            said.append(str(info.value))
        return said

    monkeypatch.setenv("NPQ_LANG", "it")
    it = refusals()
    assert re.fullmatch(r"strategy\.toml: card\[\d+\]\.id: id duplicato '\w+'", it[0]), it
    assert re.match(
        r"nations\.toml: nation\[\d\]\.id: nazione sconosciuta 'narnia' \(una tra: ", it[1]
    )
    assert "un prezzo non può essere negativo: -" in it[2], it
    assert it[3] == "disc.toml: ring[0].band: la fascia deve essere un intero 0-4, trovato 7", it
    assert it[4] == "solo.toml: objective[0]: tipo di obiettivo sconosciuto 'teleport'", it
    assert it[5] == "bonds: amount deve essere un multiplo di 10, non 15", it
    assert it[6].startswith("Vienn: nessuna base o porto con quel nome (intendevi "), it
    for line in it:
        assert not _english_words(line), (line, _english_words(line))
    monkeypatch.setenv("NPQ_LANG", "es")
    es = refusals()
    assert es[3] == "disc.toml: ring[0].band: la franja debe ser un entero 0-4, se encontró 7", es
    assert es[5] == "bonds: amount debe ser múltiplo de 10, no 15", es
    assert es[6].startswith("Vienn: ninguna base ni puerto con ese nombre (¿quería decir "), es
    for line in es:
        assert not _english_words(line), (line, _english_words(line))
    out = CliRunner().invoke(app, ["calc", "course", "Vienn", "Vienna"])
    assert "Vienn: ninguna base ni puerto con ese nombre" in out.output, out.output
    monkeypatch.setenv("NPQ_LANG", "en")
    en = refusals()
    assert en[3] == "disc.toml: ring[0].band: band must be an integer 0-4, got 7"
    assert en[6].startswith("Vienn: no base or port of that name (did you mean ")


@pytest.mark.parametrize(
    ("lang", "off", "fuel", "no_stops", "arctic", "engineer"),
    [
        (
            "it",
            "'0,0' è fuori dal tabellone",
            "--fuel 5 è più carburante",
            "soste: nessuna",
            "base artica (1k)",
            "Ingegnere",
        ),
        (
            "es",
            "'0,0' está fuera del tablero",
            "--fuel 5 es más combustible",
            "escalas: ninguna",
            "base ártica (1k)",
            "Ingeniero",
        ),
    ],
)
def test_the_cli_reference_reads_in_the_language(
    lang: str,
    off: str,
    fuel: str,
    no_stops: str,
    arctic: str,
    engineer: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The sweep of the README's CLI reference in it/es (issue 13): the calculators' own
    refusals were English f-strings, 'none' did not agree with the stops, npq board info
    listed kinds by id and its nation column overflowed ("Impero Britannico"), npq solo tables
    named the Commanders' skills by id, npq calc course's zone kinds ran into the next column."""
    from typer.testing import CliRunner

    from npq.cli import app

    monkeypatch.setenv("NPQ_LANG", lang)
    cli = CliRunner()

    def run(*args: str) -> str:
        return cli.invoke(app, list(args)).output

    said = run("calc", "course", "kings_bay", "0,0")
    assert off in said and not _english_words(said.replace("'0,0'", "")), said
    said = run("calc", "range", "rome", "kings_bay", "--range", "3", "--fuel", "5", "--speed", "3")
    assert fuel in said, said
    said = run("calc", "range", "berlin", "vienna", "--speed", "4", "--range", "4")
    assert no_stops in said, said
    info = run("board", "info").splitlines()
    assert any(line.strip().startswith(arctic) for line in info), info
    assert not any(line.strip().startswith("arctic_base") for line in info), info
    nations = [m for line in info if (m := re.match(r"  (\D+?) +\d+ +[\d.,]+ +\d+", line))]
    assert len(nations) == 8 and len({m.end() for m in nations}) == 1, [m[0] for m in nations]
    tables = run("solo", "tables")
    assert "Ludwig Dürr" in tables and engineer in tables, tables
    assert not re.search(r"Ludwig Dürr +engineer", tables), tables
    course = run(
        "calc", "course", "Berlin", "Vienna", "--wind", "FW+24R", "--commander"
    ).splitlines()
    zones = [line for line in course if re.match(r" +\d+[.,]\d{3} L  ", line)]
    kinds_end = {re.search(r" (wa_b1_s09|alps) ", line).start() for line in zones}  # type: ignore[union-attr]
    assert len(zones) == 2 and len(kinds_end) == 1, zones


def test_crew_on_the_move_and_telegram_dates_read_in_the_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The advanced game's auction and cession lines and the Telegram banner (npq.texts.
    member_words, date_words): "Specialist Engineer", "Adv. Commander …" and the month's name
    were English in it/es."""
    from npq.texts import date_words, member_words

    monkeypatch.setenv("NPQ_LANG", "it")
    assert member_words("specialist:engineer") == "Specialista Ingegnere"
    assert member_words("nobile", "advanced_commander") == "Comandante Avanzato Umberto Nobile"
    assert member_words("eckener") == "Comandante Hugo Eckener"
    assert date_words("1924-05-26") == "26 maggio 1924"
    monkeypatch.setenv("NPQ_LANG", "es")
    assert member_words("renounced:nobile") == "Comandante Avanzado Umberto Nobile"
    assert member_words("pilot", "specialist") == "Especialista Piloto"
    assert date_words("1924-05-26") == "26 de mayo de 1924"
    monkeypatch.setenv("NPQ_LANG", "en")
    assert member_words("specialist:engineer") == "Specialist Engineer"
    assert member_words("nobile", "advanced_commander") == "Adv. Commander Umberto Nobile"
    assert date_words("1924-05-26") == "26 May 1924"
