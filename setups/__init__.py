"""What is in the box and on the table: catalogues, mixes, validation and the seeded deal.

Nothing in this package imports textual or rich.
"""
