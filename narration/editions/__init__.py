"""The cards of the editions that play by rules of their own (SCENARIOS.md, "Other rule sets").

One package per edition (`narration/editions/<edition id>/`), one module per card, each card
built with `edition="<edition id>"`: it plays only in that edition's games and there takes the
place of the Zygomatic card with the same role id (narration/ruleset.py `edition_cards`).
Cards of one edition do not import another edition's cards.
"""
