"""The Volle Maan event cards: the morning draw and each card's effect, one module per family
of cards, each exporting its `card`. Nothing here imports them: narration/card_index.py walks
this package when the cards are first asked for."""
