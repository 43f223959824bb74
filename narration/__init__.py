"""The narrator: game state, call order, rules, dawn, votes, wins, journal, lines and voice.

Nothing in this package imports textual or rich: the whole game runs headless.
"""
