"""The rules of each role, title and moment, one module each. Importing this package registers
every night step and hook with `narration.hooks`: every module in this folder is imported, in
name order, so a new role needs no line here."""

import importlib
import pkgutil

for _module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_module}")
