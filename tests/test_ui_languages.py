"""The app in Italian and Spanish (issue 13): Qt's catalogs, the Language setting, the layout.

The widgets' words are Qt Linguist catalogs (``ui/translations/npq_<lang>.ts``, updated by
``make i18n-update`` with pyside6-lupdate, compiled by pyside6-lrelease); these tests fail on
an unfinished or empty entry, a stale ``.qm``, and a window or dialog whose buttons do not fit
their words at 1280×800 in either language.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from npq import i18n

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "ui" / "translations"
LANGS = ["it", "es"]
HOW_TO_FIX = (
    "Run `make i18n-update` (pyside6-lupdate merges every translate()/self.tr() string into "
    'ui/translations/npq_<lang>.ts), translate each <translation type="unfinished"> in every '
    "language (pyside6-linguist, or by hand: the same {fields}), then `make i18n`. See "
    'docs/architecture.md "Languages".'
)


def _messages(lang: str) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(TS_DIR / f"npq_{lang}.ts").getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            out.append((name, m.findtext("source") or "", m))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_widget_string_is_translated(lang: str) -> None:
    unfinished = []
    for context, source, m in _messages(lang):
        t = m.find("translation")
        forms = [f.text for f in t.iter("numerusform")] if m.get("numerus") == "yes" else [t.text]
        if t.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            unfinished.append(f"{context}: {source!r}")
    assert not unfinished, (
        f"{len(unfinished)} widget string(s) lack a translation in {lang}:\n  "
        + "\n  ".join(unfinished[:40])
        + "\n"
        + HOW_TO_FIX
    )


_FIELD = re.compile(r"(?<!\{)\{([^{}]*)\}")


def _forms(m: ET.Element) -> list[str]:
    """A message's translation, each plural form of a counted one."""
    t = m.find("translation")
    assert t is not None
    if m.get("numerus") == "yes":
        return [f.text or "" for f in t.iter("numerusform")]
    return [t.text or ""]


@pytest.mark.parametrize("lang", [*LANGS, "en"])
def test_widget_translations_keep_the_fields(lang: str) -> None:
    wrong = [
        f"{source!r} -> {form!r}"
        for _, source, m in _messages(lang)
        for form in _forms(m)
        if set(_FIELD.findall(source)) != set(_FIELD.findall(form))
        or ("%n" in source and "%n" not in form)
    ]
    assert not wrong, "\n  ".join(wrong)


def test_english_has_every_counted_form() -> None:
    """English is the source language, but a counted string (``self.tr("%n action(s)", "",
    n)``, Qt's numerus) needs its singular and plural written out: ``npq_en.ts`` holds only
    those (``lupdate -pluralonly``, `make i18n-update`)."""
    english = _messages("en")
    assert english, "ui/translations/npq_en.ts has no counted string"
    unfinished = [
        source
        for _, source, m in english
        if m.find("translation").get("type") == "unfinished" or not all(_forms(m))
    ]
    assert not unfinished, f"fill both forms in ui/translations/npq_en.ts: {unfinished}"
    assert all(m.get("numerus") == "yes" for _, _, m in english)
    counted = {source for _, source, m in _messages("it") if m.get("numerus") == "yes"}
    assert counted == {source for _, source, _ in english}


@pytest.mark.parametrize("lang", [*LANGS, "en"])
def test_compiled_qt_catalogs_are_current(lang: str, tmp_path: Path) -> None:
    ts, qm = TS_DIR / f"npq_{lang}.ts", TS_DIR / f"npq_{lang}.qm"
    assert qm.is_file(), f"{qm} is missing: run `make i18n`"
    fresh = tmp_path / qm.name
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(fresh)], check=True)
    assert qm.read_bytes() == fresh.read_bytes(), f"{qm} is older than {ts}: run `make i18n`"


def test_the_action_bar_lists_its_words_for_lupdate() -> None:
    from ui.panels import actions

    listed = set(actions._WORDS)
    for _key, label, _kinds, tip in actions.BUTTONS:
        assert label in listed and tip in listed, (label, "add it to ui/panels/actions._WORDS")


# -- the app in a language ---------------------------------------------------------------------


@pytest.fixture
def in_language(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):  # type: ignore[no-untyped-def]
    """Switch the app's translators (and npq's) to a language for one test."""
    from PySide6.QtWidgets import QApplication

    from ui import help as guide
    from ui import language

    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))

    def switch(lang: str) -> None:
        monkeypatch.setenv("NPQ_LANG", lang)
        language.install(QApplication.instance())
        guide.guide_chapters.cache_clear()

    yield switch
    monkeypatch.setenv("NPQ_LANG", "en")
    language.install(QApplication.instance())
    guide.guide_chapters.cache_clear()


def _clipped(widget) -> list[str]:  # type: ignore[no-untyped-def]
    """The visible buttons of a window whose words do not fit them."""
    from PySide6.QtWidgets import QAbstractButton

    out = []
    for b in widget.findChildren(QAbstractButton):
        if not b.isVisible() or not b.text():
            continue
        text = b.text().replace("&", "")
        room = b.contentsRect().width()
        words = b.fontMetrics().horizontalAdvance(text)
        if b.width() < b.minimumSizeHint().width() or words > room:
            out.append(f"{type(b).__name__} {text!r}: {b.width()} px for {words} px of words")
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_main_window_and_dialogs_fit_at_1280x800(qtbot, in_language, lang: str) -> None:  # type: ignore[no-untyped-def]
    from _ui_helpers import new_window, start

    from ui.dialogs import NewGameDialog
    from ui.help import GuideWindow

    in_language(lang)
    w = new_window(qtbot, (1280, 800))
    start(w)
    qtbot.wait(50)
    menus = [a.text() for a in w.menuBar().actions()]
    assert menus[0] == {"it": "&Partita", "es": "&Partida"}[lang]
    assert {"it": "&Lingua", "es": "&Idioma"}[lang] in menus
    assert w.tabs.tabText(0) == {"it": "Diario", "es": "Registro"}[lang]
    fly = w.findChild(type(w.actions_bar.buttons["fly"]), "action-fly")
    assert fly.text() == {"it": "Vola", "es": "Volar"}[lang]
    assert not _clipped(w), _clipped(w)
    # every tab in view ("Equipaggio", "Tripulación": none behind the scroll arrows), every
    # action button on the bar (none in its overflow menu), every column heading whole
    bar = w.tabs.tabBar()
    assert bar.tabRect(bar.count() - 1).right() <= bar.width(), [
        bar.tabText(i) for i in range(bar.count())
    ]
    bar_buttons = w.actions_bar.buttons
    hidden = [
        b.text() for k, b in bar_buttons.items() if w.actions_bar.is_shown(k) and not b.isVisible()
    ]
    assert not hidden, f"behind the action bar's overflow arrow: {hidden}"
    assert w.actions_bar.end.isVisible() and w.actions_bar.undo.isVisible()
    table = w.players_table
    header = table.horizontalHeader()
    for col in range(table.columnCount()):
        words = table.horizontalHeaderItem(col).text()
        room = header.sectionSize(col)
        assert room >= header.fontMetrics().horizontalAdvance(words) + 6, (words, room)
        assert table.horizontalHeaderItem(col).toolTip()

    dialog = NewGameDialog(w)
    qtbot.addWidget(dialog)
    dialog.resize(min(dialog.sizeHint().width(), 1280), min(dialog.sizeHint().height(), 800))
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle().startswith({"it": "Nuova partita", "es": "Nueva partida"}[lang])
    assert dialog.width() <= 1280 and dialog.height() <= 800
    assert not _clipped(dialog), _clipped(dialog)
    dialog.close()

    guide = GuideWindow(w)
    qtbot.addWidget(guide)
    guide.show()
    qtbot.waitExposed(guide)
    assert guide.windowTitle() == {"it": "Come si gioca", "es": "Cómo se juega"}[lang]
    first = guide.toc.item(1).text()
    assert first == {"it": "La corsa in una pagina", "es": "La carrera en una página"}[lang]
    assert guide.width() <= 1280 and guide.height() <= 800
    assert not _clipped(guide), _clipped(guide)
    guide.close()


def test_a_refused_action_reads_in_the_language(qtbot, in_language) -> None:  # type: ignore[no-untyped-def]
    """The action bar's tooltip for a refused kind is the engine's refusal, translated."""
    from _ui_helpers import new_window, start

    in_language("it")
    w = new_window(qtbot, (1280, 800))
    start(w)
    tip = w.actions_bar.buttons["sos"].toolTip()
    assert "l'S.O.S. si invia solo dopo un atterraggio di emergenza" in tip, tip


def test_the_language_setting_is_remembered(qtbot, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from _ui_helpers import new_window

    from ui import language
    from ui.storage import read_language

    monkeypatch.setenv("NPQ_DATA_DIR", str(tmp_path / "data"))
    w = new_window(qtbot, (1280, 800))
    w.language_actions["es"].trigger()
    assert read_language() == "es"
    monkeypatch.delenv("NPQ_LANG")
    try:
        assert language.install() == "es"  # the next start speaks it
        assert i18n.language() == "es"
        monkeypatch.setenv("NPQ_LANG", "it")  # NPQ_LANG still overrides the setting
        assert language.install() == "it"
    finally:
        monkeypatch.setenv("NPQ_LANG", "en")
        i18n.set_language(None)
        language.install()


def test_the_clipping_check_sees_a_clipped_button(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

    box = QWidget()
    qtbot.addWidget(box)
    button = QPushButton("Interrompi la partita dopo il round")
    button.setFixedWidth(60)
    QVBoxLayout(box).addWidget(button)
    box.show()
    qtbot.waitExposed(box)
    assert _clipped(box) and "Interrompi" in _clipped(box)[0]


@pytest.mark.parametrize("lang", LANGS)
def test_the_translated_guide_has_the_same_chapters(lang: str) -> None:
    """docs/how-to-play.<lang>.md: chapter for chapter the English guide, citing the same
    rulebook sections (F1 finds a tooltip's chapter by them) and showing the same pictures."""
    from ui.help import parse_guide

    english = (ROOT / "docs" / "how-to-play.md").read_text(encoding="utf-8")
    text = (ROOT / "docs" / f"how-to-play.{lang}.md").read_text(encoding="utf-8")
    ours, theirs = parse_guide(english), parse_guide(text)
    assert [c.sections for c in theirs] == [c.sections for c in ours]
    pictures = re.compile(r"\]\((images/[^)]+)\)")
    assert pictures.findall(text) == pictures.findall(english)


@pytest.mark.parametrize("lang", LANGS)
def test_every_widget_string_has_a_context(lang: str) -> None:
    """A string lupdate files under no context (``tr = self.tr; tr("...")``, a bare ``tr()``)
    is never found at run time: call ``self.tr(...)`` or ``translate("Context", ...)``."""
    orphans = [source for context, source, _ in _messages(lang) if not context]
    assert not orphans, orphans


def test_map_tooltips_read_in_the_language(qtbot, in_language) -> None:  # type: ignore[no-untyped-def]
    """The map's hover texts: the place's name, kind, owner and the board's description, the
    zone's rule, the weather words -- in Italian (issue 13)."""
    from npq.board import load_board
    from npq.weather import load_weather_disc
    from ui.map.view import MapScene

    in_language("it")
    board = load_board()
    scene = MapScene(board, load_weather_disc())
    berlin = board.place("berlin")
    tip = scene.tooltip_at(berlin.point.x + 0.1, berlin.point.y)
    assert "<b>Berlino</b>" in tip and "Base di partenza dei dirigibili (1a)" in tip, tip
    assert "proprietario: Germania" in tip
    assert "gli hangar per dirigibili di Berlino-Staaken" in tip
    assert "meteo ora:" in tip and "prossimi round:" in tip
    alps = board.get("alps")
    p = alps.geometry.representative_point()
    tip = scene.tooltip_at(p.x, p.y)
    assert "<b>Alpi</b>" in tip and "Ostacolo geografico (1h)" in tip
    assert "passi alti, tempeste improvvise e favonio" in tip
    for english in ("owner:", "weather now", "next rounds", "Geographical obstacle"):
        assert english not in tip


#: English words that never stand in an Italian or Spanish sentence: a text shown with one of
#: them is a sentence left in English (an f-string, a literal without self.tr, a catalog entry
#: missing). Whole words, any case.
_ENGLISH = re.compile(
    r"\b(the|and|of|to|with|your|you|is|are|this|from|not|turn|left|click|press)\b", re.I
)
#: Widgets left out of the check (none: the Range tab's weather plan, issue 12, speaks the
#: language since 62e8456).
_NOT_YET: tuple[str, ...] = ()


def _shown_texts(window) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """Every text a player can read in the window: labels, buttons, tooltips, menus and their
    entries, tabs, combo boxes, table headings and cells, the status bar, the title."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QComboBox,
        QLabel,
        QMenu,
        QTableWidget,
        QTabWidget,
        QWidget,
    )

    def exempt(w: QWidget) -> bool:
        while w is not None:
            if type(w).__name__ in _NOT_YET:
                return True
            w = w.parentWidget()
        return False

    out: list[tuple[str, str]] = [("title", window.windowTitle())]
    out.append(("status", window.statusBar().currentMessage()))
    for w in window.findChildren(QWidget):
        if exempt(w):
            continue
        kind = type(w).__name__
        if w.toolTip():
            out.append((f"{kind} tooltip", w.toolTip()))
        if isinstance(w, QLabel | QAbstractButton):
            out.append((kind, w.text()))
        if isinstance(w, QComboBox):
            out += [(kind, w.itemText(i)) for i in range(w.count())]
        if isinstance(w, QTabWidget):
            out += [(kind, w.tabText(i)) for i in range(w.count())]
        if isinstance(w, QTableWidget):
            for c in range(w.columnCount()):
                head = w.horizontalHeaderItem(c)
                if head is not None:
                    out += [(f"{kind} heading", head.text()), (f"{kind} heading", head.toolTip())]
                for r in range(w.rowCount()):
                    item = w.item(r, c)
                    if item is not None:
                        out += [(f"{kind} cell", item.text()), (f"{kind} cell", item.toolTip())]
        if isinstance(w, QMenu):
            for a in w.actions():
                out += [("menu", a.text()), ("menu tooltip", a.toolTip())]
    for a in window.menuBar().actions():
        out.append(("menu bar", a.text()))
    for a in window.findChildren(type(window.act_new)):
        out += [("action", a.text()), ("action tooltip", a.toolTip())]
    return [(k, t) for k, t in out if t]


@pytest.mark.parametrize("lang", LANGS)
def test_nothing_shown_stays_in_english(qtbot, in_language, lang: str) -> None:  # type: ignore[no-untyped-def]
    """The app in Italian and Spanish, a game under way (a bot and a human, the log, the
    calculators, the hand, the menus): no text a player reads is an English sentence. A new
    f-string or literal shown to a player without the catalogs fails here."""
    from _ui_helpers import new_window, start

    in_language(lang)
    w = new_window(qtbot, (1280, 800))
    start(w, nations=("italy", "germany", "usa"), bots=(False, True, False))
    w.play_text("hire-specialist pilot")
    w.controller.run_bots()
    w.refresh()
    w._fill_recent()
    english = [
        f"{kind}: {text!r}"
        for kind, text in _shown_texts(w)
        if _ENGLISH.search(re.sub(r"<[^>]+>", " ", text))
    ]
    assert not english, f"{len(english)} text(s) in English in {lang}:\n  " + "\n  ".join(
        english[:40]
    )


def _dialog_texts(dialog) -> list[str]:  # type: ignore[no-untyped-def]
    """The words a player reads in a dialog: title, labels, buttons, boxes' entries, hints."""
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QLineEdit

    out = [dialog.windowTitle()]
    for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton):
        out.append(w.text())
    for w in dialog.findChildren(QComboBox):
        out += [w.itemText(i) for i in range(w.count())]
    out += [w.placeholderText() for w in dialog.findChildren(QLineEdit)]
    out += [w.title() for w in dialog.findChildren(QGroupBox)]
    out += [w.toolTip() for w in dialog.findChildren(QAbstractButton)]
    return [t for t in out if t]


@pytest.mark.parametrize("lang", LANGS)
def test_online_play_reads_in_the_language(qtbot, in_language, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Game → Online in Italian and Spanish (issue 13): the Host and Join dialogs (no English,
    no clipped button at 1280×800), the links of a hosted game, the online status while the
    window waits for a friend, and the server's refusal of a move out of turn."""
    from _ui_helpers import new_window

    from npq.game import EndTurn
    from ui.online import HostDialog, JoinDialog

    in_language(lang)
    w = new_window(qtbot, (1280, 800))
    for dialog in (HostDialog(w), JoinDialog(w)):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        english = [t for t in _dialog_texts(dialog) if _ENGLISH.search(re.sub(r"<[^>]+>", " ", t))]
        assert not english, english
        assert not _clipped(dialog), _clipped(dialog)
        assert dialog.width() <= 1280 and dialog.height() <= 800
        dialog.close()
    japan = {"it": "Giappone", "es": "Japón"}[lang]
    try:
        text = w.online_menu.host(
            "", {"nations": ["italy", "japan"], "first_player": 1}, {}, mine=0
        )
        assert text is not None and w.errors == [], w.errors
        lines = text.splitlines()
        assert lines[0].startswith({"it": "Italia (tu): npq://", "es": "Italia (tú): npq://"}[lang])
        assert lines[1].startswith(f"{japan}: npq://")
        waiting = {"it": f"si attende {japan}", "es": f"se espera a {japan}"}[lang]
        status = {"it": "Partita online ", "es": "Partida en línea "}[lang]
        qtbot.waitUntil(lambda: waiting in w.online_menu.status.text(), timeout=60_000)
        assert w.online_menu.status.text().strip().startswith(status)
        said: list[str] = []
        w.controller.refused.connect(said.append)
        w.controller.play(EndTurn())  # Japan's turn: refused, in the language
        refused = {"it": "Non è il tuo turno: ", "es": "No es tu turno: "}[lang]
        assert said == [f"{refused}{waiting}."], said
        shown = [w.online_menu.status.text(), *said, *lines]
        shown += [line.text for line in w.controller.log]
        english = [t for t in shown if _ENGLISH.search(re.sub(r"npq://\S+", " ", t))]
        assert not english, english
    finally:
        w.online_menu.shutdown()


def test_a_bad_save_is_refused_in_the_language(qtbot, in_language, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The app opening a file that is no save: the box's title and the refusal (a SaveError's
    template) in Italian, the game in play goes on."""
    from _ui_helpers import new_window

    in_language("it")
    w = new_window(qtbot, (1280, 800))
    bad = tmp_path / "partita.json"
    bad.write_text('{"seed": 1, "seed": 2}')
    assert w.open_file(bad) is False
    title, text = w.errors[-1]
    assert title == "Impossibile aprire la partita salvata", title
    assert text == "partita.json: la chiave 'seed' compare due volte", text


@pytest.mark.parametrize(
    ("lang", "names"),
    [
        ("it", ("Baia del Re (Kings Bay)", "Varsavia", "Mosca")),
        ("es", ("Bahía del Rey (Kings Bay)", "Varsovia", "Moscú")),
    ],
)
def test_map_labels_read_in_the_language(
    qtbot, in_language, lang: str, names: tuple[str, ...]
) -> None:  # type: ignore[no-untyped-def]
    """The map's place names (ui/map/view.py's labels) are the language's, as the panels' and
    the tooltips' are: they were the board's English ("Kings Bay", "Warsaw", "Moscow")."""
    from npq.board import load_board
    from npq.weather import load_weather_disc
    from ui.map.view import MapScene

    in_language(lang)
    scene = MapScene(load_board(), load_weather_disc())
    shown = {label.text() for label in scene.labels}
    for name in names:
        assert name in shown, (name, sorted(shown)[:20])
    assert not {"Warsaw", "Moscow", "Kings Bay"} & shown


@pytest.mark.parametrize(
    ("lang", "nations", "none"),
    [("it", ("Germania", "Giappone"), "nessuna"), ("es", ("Alemania", "Japón"), "ninguna")],
)
def test_the_new_game_dialog_and_the_player_panel_name_things_in_the_language(  # type: ignore[no-untyped-def]
    qtbot, in_language, lang: str, nations: tuple[str, ...], none: str
) -> None:
    """The New game dialog's nation boxes read "Germany", "Japan" in it/es (the English
    names table); the player panel's "Active mission: none" took the masculine "nessuno" /
    "ninguno" of the loan's "none" (a mission and a base are feminine)."""
    from _ui_helpers import new_window, start

    from ui.dialogs import NewGameDialog

    in_language(lang)
    w = new_window(qtbot, (1280, 800))
    dialog = NewGameDialog(w)
    qtbot.addWidget(dialog)
    box = dialog.nation_boxes[0]
    shown = [box.itemText(i) for i in range(box.count())]
    assert set(nations) <= set(shown) and "Germany" not in shown, shown
    start(w)
    text = w.player_board.missions.text()
    assert {"it": "Missione attiva: ", "es": "Misión activa: "}[lang] + none in text, text
    assert {"it": "Base artica: ", "es": "Base ártica: "}[lang] + none in text, text


def test_a_missing_save_is_said_in_the_language(qtbot, in_language, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The app's message box for a file that is not there: the OS's "No such file or
    directory" was shown as it is (npq.reasons)."""
    from _ui_helpers import new_window

    in_language("es")
    w = new_window(qtbot, (1280, 800))
    assert w.open_file(tmp_path / "partida.json") is False
    _title, text = w.errors[-1]
    assert text == "partida.json: no se puede leer: no existe el archivo o la carpeta", text
