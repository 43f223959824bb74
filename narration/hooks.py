"""The type of a rule's flow: a generator that yields prompts and receives the answers.

Cards declare their hooks on their own `Card` object (narration/card.py); the per-game
ruleset (narration/ruleset.py) orders them. Nothing is registered here.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

Flow = Generator[Any, Any, None]
