"""The rules of each role, title and moment, one module each, each exporting its `card`.

Nothing here imports them: narration/card_index.py walks this package when the cards are first
asked for, so a new role is one new module and importing this package has no side effects."""
