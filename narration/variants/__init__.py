"""The variants of the Volle Maan rule booklet that change what the narrator tracks, one module
each; every module in this folder is imported (registering its hooks). Each variant is a setup
option (setups/options.py), explained to the table by setups/variants.py."""

import importlib
import pkgutil

for _module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_module}")
