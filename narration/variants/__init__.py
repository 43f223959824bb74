"""The variants of the Volle Maan rule booklet that change what the narrator tracks, one module
each, each exporting its `card`. Each variant is a setup option (setups/options.py), explained
to the table by setups/variants.py. Nothing here imports them: narration/card_index.py walks
this package when the cards are first asked for."""
