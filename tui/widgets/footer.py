"""Textual's Footer, rebuilt only when the keys it shows change, and without its memory leak.

Textual's Footer recomposes (unmounts every FooterKey and mounts new ones) each time the screen
publishes `bindings_updated`: on every focus change, every `refresh_bindings()`, so several
times per prompt, mostly with the very same keys. Half of a game screen's CPU went there. This
footer remembers what it last composed (each shown binding with its enabled state, tooltip and
key display, and the command palette key) and recomposes only when that differs: what it shows
is exactly what Textual's footer shows.

The leak (Textualize/textual#6666, open in textual 8.2.8): every recompose builds new FooterKeys
with `data_bind(compact=Footer.compact)`. Each binding leaves an entry (key, setter) in the
footer's own watcher list, which Textual prunes only when `compact` changes, which it never
does: the removed keys, with their styles and caches, stay alive. A 47-player game grew by about
3 MB a round. This footer drops the entries of removed keys after each recompose. Remove that
part once the pinned textual fixes the leak.

Each key bound to the footer's `compact` is built with that value already set: Textual's
FooterKey starts compact (its own default) and is restyled for that, then again when the bound
value (the footer's, not compact) arrives: a style pass per key per rebuild for nothing. The
bound value still follows the footer afterwards.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from textual.widget import Widget
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey


class Footer(TextualFooter):
    _composed: tuple[Any, ...] | None = None

    def _shown_keys(self) -> tuple[Any, ...]:
        """Everything `Footer.compose` reads, as one comparable value."""
        if not self._bindings_ready:
            return ()
        app = self.app
        shown = tuple((key, binding, enabled, tooltip, app.get_key_display(binding))
                      for key, (_, binding, enabled, tooltip)
                      in self.screen.active_bindings.items()
                      if binding.show or key == app.COMMAND_PALETTE_BINDING)
        return (self.show_command_palette, app.ENABLE_COMMAND_PALETTE, self.compact, shown)

    def compose(self) -> Iterator[Widget]:
        for widget in super().compose():
            if isinstance(widget, FooterKey) and not widget.has_class("-command-palette"):
                # As the binding to the footer's value sets it, without the restyle for the
                # default first (the palette's key is not bound: it keeps its own default).
                widget.set_reactive(FooterKey.compact, self.compact)
                widget.set_class(self.compact, "-compact", update=False)
            yield widget

    async def recompose(self) -> None:
        if not self.is_attached:
            return
        shown = self._shown_keys()
        if shown == self._composed:
            return
        self._composed = shown
        await super().recompose()
        watchers = getattr(self, "__watchers", {}).get("compact")
        if watchers:
            watchers[:] = [(node, callback) for node, callback in watchers
                           if getattr(node, "is_attached", True)]
