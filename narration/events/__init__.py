"""The Volle Maan event cards: the morning draw and each card's effect, one module per family
of cards. Importing this package registers every effect and hook."""

import importlib
import pkgutil

for _module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_module}")
