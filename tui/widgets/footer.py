"""Textual's Footer without its memory leak (Textualize/textual#6666, open in textual 8.2.8).

Every recompose of the footer (on each change of the active bindings, so on every step of a
game) builds new FooterKeys with `data_bind(compact=Footer.compact)`. Each binding leaves an
entry (key, setter) in the footer's own watcher list, which Textual prunes only when `compact`
changes, which it never does: the removed keys, with their styles and caches, stay alive. A
47-player game grew by about 3 MB a round. This footer drops the entries of removed keys after
each recompose. Remove it once the pinned textual fixes the leak.
"""

from __future__ import annotations

from textual.widgets import Footer as TextualFooter


class Footer(TextualFooter):
    async def recompose(self) -> None:
        await super().recompose()
        watchers = getattr(self, "__watchers", {}).get("compact")
        if watchers:
            watchers[:] = [(node, callback) for node, callback in watchers
                           if getattr(node, "is_attached", True)]
