"""The edition `huisregels`: a group's own rule set on the Zygomatic game with Het Dorp's
professions (rules/huisregels-met-beroepen.txt). One module per card: the new roles
(weerhamster, yeti, slet, schout), the house versions of the shared roles where the text
differs, and the edition's own rules (rules.py: the win table, the mayor's tie). Its call order
is `[editions.huisregels]` in narration/data/callorder.toml; its rulings are in
narration/RULINGS.md, "Huisregels met beroepen"."""
