"""The app's screens. Key descriptions in BINDINGS are i18n keys, translated per instance.

Binding texts written with `t()` at class level would freeze the language of the first import;
`localize_bindings` rebuilds a node's bindings from its class with the current language, so a
language switch in the settings reaches the footer and the command palette at once.
"""

from __future__ import annotations

from dataclasses import replace
from weakref import WeakKeyDictionary

from textual.binding import Binding, BindingType
from textual.dom import DOMNode

from tui.i18n import t

_ORIGINALS: WeakKeyDictionary[DOMNode, dict[str, list[Binding]]] = WeakKeyDictionary()


def _translated(binding: Binding) -> Binding:
    return replace(binding, description=t(binding.description)) if binding.description else binding


def localize_bindings(node: DOMNode) -> None:
    """Translate the descriptions of `node`'s bindings (and of its BINDINGS, for the palette).

    The untranslated bindings are kept on first use, so this can run again after a language
    switch; bindings added at run time (the app's palette key) are left as they are.
    """
    originals = _ORIGINALS.get(node)
    if originals is None:
        originals = {key: list(b) for key, b in node._bindings.key_to_bindings.items()}
        _ORIGINALS[node] = originals
    for key, bindings in originals.items():
        node._bindings.key_to_bindings[key] = [_translated(b) for b in bindings]
    own: list[BindingType] = [
        _translated(b) if isinstance(b, Binding) else b for b in type(node).BINDINGS
    ]
    node.BINDINGS = own  # type: ignore[misc]
