"""The ambience: beds that loop without a seam, ducked under every line, measured from the
rendered output of ``wakkerdam say --ambience``."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from narration.voice import ambience
from tui.cli import main

from .helpers import requires_espeak


def _db(ratio: float) -> float:
    return float(20 * np.log10(ratio))


def _rms(x: np.ndarray) -> float:
    return float(np.sqrt(np.mean(np.asarray(x, dtype=np.float64) ** 2)))


@pytest.mark.parametrize("bed", ambience.BEDS)
def test_a_bed_loops_without_a_seam_and_is_always_the_same(bed: ambience.Bed) -> None:
    loop = ambience.synthesize_bed(bed)
    assert len(loop) == int(ambience.RATE * ambience.LOOP_SECONDS)
    assert 0.02 < _rms(loop) < 0.2  # a bed, not silence and not a roar
    steps = np.abs(np.diff(loop.astype(np.float64)))
    seam = abs(float(loop[0]) - float(loop[-1]))
    assert seam < np.percentile(steps, 99), (seam, np.percentile(steps, 99))
    # Loudness over the loop's first and last second matches (no swell cut off at the seam).
    second = ambience.RATE
    assert abs(_db(_rms(loop[:second]) / _rms(loop[-second:]))) < 3.0
    assert np.array_equal(loop, ambience.synthesize_bed(bed))


def test_night_and_day_differ_and_the_cue_is_short() -> None:
    night, day = (ambience.synthesize_bed(b) for b in ambience.BEDS)
    assert not np.allclose(night, day)
    cue = ambience.synthesize_cue("dawn")
    assert len(cue) / ambience.RATE <= 2.5 and np.abs(cue).max() > 0.1


def test_the_ducking_curve_drops_by_the_design_amount_and_comes_back() -> None:
    rate = 1000
    gains = ambience.duck_gains(3000, [(1000, 2000)], rate, duck_db=18, ramp_seconds=0.1)
    assert gains[0] == pytest.approx(1.0) and gains[-1] == pytest.approx(1.0)
    assert _db(float(gains[1500])) == pytest.approx(-18.0, abs=0.01)
    assert _db(float(gains[1000])) == pytest.approx(-18.0, abs=0.01)  # down before the line
    assert 0.13 < gains[950] < 1.0 and 0.13 < gains[2050] < 1.0  # ramps, no clicks


def test_the_bed_is_made_once_in_the_cache(home: Path) -> None:
    path = ambience.sound_path("night")
    assert path.is_relative_to(home / "cache" / "ambience")
    stamp = path.stat().st_mtime_ns
    assert ambience.sound_path("night").stat().st_mtime_ns == stamp
    samples, rate = ambience.read_wav(path)
    assert rate == ambience.RATE and len(samples) == int(rate * ambience.LOOP_SECONDS)


@requires_espeak
@pytest.mark.parametrize("bed", ambience.BEDS)
def test_say_over_the_bed_ducks_it_by_at_least_10_db_while_the_line_speaks(
    bed: str, tmp_path: Path
) -> None:
    text = "De weerwolven worden wakker en kiezen een slachtoffer."
    alone, mixed = tmp_path / "alone.wav", tmp_path / "mixed.wav"
    assert main(["say", text, "--out", str(alone)]) == 0
    assert main(["say", text, "--ambience", bed, "--out", str(mixed)]) == 0
    line, rate = ambience.read_wav(alone)
    mix, mix_rate = ambience.read_wav(mixed)
    assert mix_rate == rate
    lead = int(ambience.LEAD_SECONDS * rate)
    ramp = int(ambience.RAMP_SECONDS * rate)
    assert len(mix) == len(line) + 2 * lead
    # What is left of the bed once the voice is taken out, against the bed as it was made.
    voice = np.zeros_like(mix)
    voice[lead : lead + len(line)] = line
    left = mix - voice
    raw = np.resize(ambience.synthesize_bed(bed, rate), len(mix))  # type: ignore[arg-type]
    unclipped = np.abs(mix) < 0.999

    def gain_db(start: int, end: int) -> float:
        keep = unclipped[start:end]
        return _db(_rms(left[start:end][keep]) / _rms(raw[start:end][keep]))

    before = gain_db(0, lead - ramp)
    under = gain_db(lead + ramp, lead + len(line) - ramp)
    after = gain_db(lead + len(line) + ramp, len(mix))
    assert before - under >= 10.0, (before, under)
    assert abs(after - before) < 1.0, (before, after)  # brought back after the line
    assert _rms(mix[: lead - ramp]) > 0.005  # the bed is really there


def test_ambience_needs_an_out_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["say", "Hallo.", "--ambience", "night"]) == 2
    assert "--out" in capsys.readouterr().err
