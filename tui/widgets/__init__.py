"""Widgets of the game screen."""
