# North Pole Quest - the README's two commands are `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
SHARED ?= ../shared

.PHONY: run test lint bench data map screenshot clean i18n i18n-update

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP) i18n
	$(VENV)/bin/npq play

lint: $(STAMP)
	$(VENV)/bin/ruff check npq ui tools tests benchmarks
	$(VENV)/bin/ruff format --check npq ui tools tests benchmarks
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

BENCH := $(VENV)/bin/pytest benchmarks -q -p no:xdist -o python_files="bench_*.py"

# The benchmarks run once each as a smoke test (no timing), then the test suite.
test: lint i18n
	QT_QPA_PLATFORM=offscreen $(BENCH) --benchmark-disable
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/pytest -q -n 2

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BENCH) --benchmark-enable --benchmark-only --benchmark-columns=min,mean,max,rounds

# -- translations (docs/architecture.md "Languages") ----------------------------------------
# npq: gettext catalogs (Babel) npq/locale/<lang>/LC_MESSAGES/npq.po, compiled to npq.mo;
# ui: Qt Linguist catalogs ui/translations/npq_<lang>.ts, compiled to .qm by pyside6-lrelease.
# `make i18n-update` after adding or changing any text a player reads, then translate the new
# entries (empty msgstr / <translation type="unfinished">) in every language; `make i18n`
# compiles (`make test` and `make run` do it too).
LANGS := it es
BABEL := $(PY) -m babel.messages.frontend
BABEL_KEYWORDS = $(shell $(PY) -c "from tools.i18n_extract import KEYWORDS; print(' '.join('-k ' + k for k in KEYWORDS))")
PO := $(foreach l,$(LANGS),npq/locale/$(l)/LC_MESSAGES/npq.po)
MO := $(PO:.po=.mo)
TS := $(foreach l,$(LANGS),ui/translations/npq_$(l).ts) ui/translations/npq_en.ts
QM := $(TS:.ts=.qm)
UI_SOURCES = $(filter-out ui/texts.py ui/cards.py,$(wildcard ui/*.py ui/*/*.py))

i18n: $(MO) $(QM)

# Compiled atomically (a temporary file moved over the target, tools/i18n_compile.py): a running
# app maps its .qm, and rewriting a mapped file in place kills it with a bus error.
npq/locale/%/LC_MESSAGES/npq.mo: npq/locale/%/LC_MESSAGES/npq.po | $(STAMP)
	$(PY) tools/i18n_compile.py $< $@

ui/translations/%.qm: ui/translations/%.ts | $(STAMP)
	$(PY) tools/i18n_compile.py $< $@

i18n-update: $(STAMP)
	mkdir -p build/i18n
	$(BABEL) extract -F babel.cfg $(BABEL_KEYWORDS) --sort-output --add-location=file --no-wrap \
	  --project=north-pole-quest --copyright-holder="North Pole Quest developers" \
	  -o build/i18n/npq.pot .
	for l in $(LANGS); do \
	  test -f npq/locale/$$l/LC_MESSAGES/npq.po \
	    || $(BABEL) init -D npq -l $$l -i build/i18n/npq.pot -d npq/locale --no-wrap; \
	done
	$(BABEL) update -D npq -i build/i18n/npq.pot -d npq/locale --no-wrap --ignore-obsolete \
	  --ignore-pot-creation-date
	for l in $(LANGS); do \
	  $(VENV)/bin/pyside6-lupdate -silent -no-obsolete -locations none -source-language en \
	    -target-language $$l $(UI_SOURCES) -ts ui/translations/npq_$$l.ts; \
	done
	# English needs only the counted strings' forms (self.tr("%n action(s)", "", n))
	$(VENV)/bin/pyside6-lupdate -silent -no-obsolete -locations none -pluralonly -source-language en \
	  -target-language en $(UI_SOURCES) -ts ui/translations/npq_en.ts
	$(MAKE) i18n

data: $(STAMP)
	$(PY) tools/build_territories.py --source $(SHARED)/data/world_1920.geojson --out data/territories.geojson
	$(PY) tools/build_weather_areas.py data/board.geojson
	$(PY) tools/build_channels.py data/board.geojson

map: $(STAMP)
	mkdir -p out
	$(VENV)/bin/npq map --out out/board.png --labels

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
