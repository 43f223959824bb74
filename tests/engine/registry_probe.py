"""Run as a script by tests/engine/test_import_registries.py (not collected by pytest).

    python registry_probe.py ROOT PACKAGE [PACKAGE ...] [--skip MODULE ...]

Imports every module of the packages (and, for narration, every card through the card
index) and prints, one per line, each module-level container that another module's import
filled: a dict, list or set defined at a module's top level, or a container field of a
module-level dataclass object (a card's hooks), whose size at the end of its own module's
execution differs from its size once everything is imported. That is what a registry filled
by import side effects looks like; a cache filled while a game plays stays empty here,
because importing plays no game.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.abc
import importlib.util
import pkgutil
import sys
from types import ModuleType
from typing import Any


def _sizes(module: ModuleType) -> dict[str, tuple[int, int]]:
    """name -> (id of the container, its size) for every container at the module's top
    level and in the fields of its dataclass objects."""
    found: dict[str, tuple[int, int]] = {}
    for name, value in vars(module).items():
        if isinstance(value, (dict, list, set)):
            found[name] = (id(value), len(value))
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for f in dataclasses.fields(value):
                inner = getattr(value, f.name, None)
                if isinstance(inner, (dict, list, set)):
                    found[f"{name}.{f.name}"] = (id(inner), len(inner))
    return found


def _current(module: ModuleType, dotted: str) -> Any:
    value: Any = module
    for part in dotted.split("."):
        value = vars(value).get(part) if isinstance(value, ModuleType) else getattr(
            value, part, None)
    return value


class _Recorder(importlib.abc.MetaPathFinder):
    """Takes each probed module's sizes the moment its own code has run."""

    def __init__(self, prefixes: tuple[str, ...]) -> None:
        self.prefixes = prefixes
        self.at_own_end: dict[str, dict[str, tuple[int, int]]] = {}

    def find_spec(self, name: str, path: Any, target: Any = None) -> Any:
        if not name.startswith(self.prefixes):
            return None
        sys.meta_path.remove(self)
        try:
            spec = importlib.util.find_spec(name)
        finally:
            sys.meta_path.insert(0, self)
        if spec is None or spec.loader is None:
            return spec
        loader: Any = spec.loader
        run = loader.exec_module

        def exec_module(module: ModuleType) -> None:
            run(module)
            self.at_own_end[module.__name__] = _sizes(module)

        loader.exec_module = exec_module
        return spec


def main(argv: list[str]) -> None:
    root, *rest = argv
    skip = set(rest[rest.index("--skip") + 1:]) if "--skip" in rest else set()
    packages = rest[:rest.index("--skip")] if "--skip" in rest else rest
    sys.path.insert(0, root)
    recorder = _Recorder(tuple(packages))
    sys.meta_path.insert(0, recorder)
    for package_name in packages:
        package = importlib.import_module(package_name)
        for info in sorted(pkgutil.walk_packages(package.__path__, f"{package_name}."),
                           key=lambda m: m.name):
            if info.name not in skip:
                importlib.import_module(info.name)
    if "narration" in packages:
        from narration.card_index import all_cards
        all_cards()
    for module_name, sizes in sorted(recorder.at_own_end.items()):
        module = sys.modules[module_name]
        for dotted, (ident, size) in sizes.items():
            now = _current(module, dotted)
            if now is not None and id(now) == ident and len(now) != size:
                print(f"{module_name}.{dotted}: {size} -> {len(now)}")


if __name__ == "__main__":
    main(sys.argv[1:])
