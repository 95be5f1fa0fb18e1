# North Pole Quest - the README's two commands are `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
SHARED ?= ../shared

.PHONY: run test lint bench data map screenshot clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/npq play

lint: $(STAMP)
	$(VENV)/bin/ruff check npq ui tools tests benchmarks
	$(VENV)/bin/ruff format --check npq ui tools tests benchmarks
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

BENCH := $(VENV)/bin/pytest benchmarks -q -p no:xdist -o python_files="bench_*.py"

# The benchmarks run once each as a smoke test (no timing), then the test suite.
test: lint
	QT_QPA_PLATFORM=offscreen $(BENCH) --benchmark-disable
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/pytest -q -n 2

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BENCH) --benchmark-enable --benchmark-only --benchmark-columns=min,mean,max,rounds

data: $(STAMP)
	$(PY) tools/build_territories.py --source $(SHARED)/data/world_1920.geojson --out data/territories.geojson
	$(PY) tools/build_weather_areas.py data/board.geojson
	$(PY) tools/build_channels.py data/board.geojson

map: $(STAMP)
	mkdir -p out
	$(VENV)/bin/npq map --out out/board.png --labels

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
