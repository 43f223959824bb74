"""A stand-in for MBROLA where the Debian packages cannot be installed (they are non-free).

``install(folder)`` puts an ``mbrola`` program on a folder for PATH and a voice file ``nl2``
where espeak-ng looks for it (a copy of espeak-ng's data folder made of links, named by
ESPEAK_DATA_PATH). The program does what the real one does for the two callers:

- espeak-ng starts it as ``mbrola -e -v VOL VOICE - -.wav`` and sends ``#`` lines, expecting a
  44-byte WAV header back each time (its start-up handshake, used to learn the sample rate);
  that part is a POSIX shell script, because espeak-ng reads the process state in /proc and
  gives up if the program sleeps before answering;
- the app runs ``mbrola -e -v VOL VOICE - OUT.wav`` with the .pho phonemes on stdin: it logs its
  arguments and input (to ``$FAKE_MBROLA_LOG``) and writes a 16 kHz WAV as long as the
  phonemes' durations add up to, with a tone so it is not silence.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

RATE = 16000

# The 44-byte header of a 16 kHz mono 16-bit WAV, as octal escapes for printf.
_HEADER = (
    r"RIFF$\000\000\000WAVEfmt \020\000\000\000\001\000\001\000\200>\000\000"
    r"\000}\000\000\002\000\020\000data\000\000\000\000"
)
_SHELL = r"""#!/bin/sh
for last; do :; done
if [ "$last" = "-.wav" ]; then
  while read -r line; do
    [ "$line" = "#" ] && printf '{header}'
  done
  exit 0
fi
exec "{python}" "{script}" "$@"
"""

_SYNTH = """
import math, os, struct, sys, wave
args = sys.argv[1:]
pho = sys.stdin.read()
log = os.environ.get("FAKE_MBROLA_LOG")
if log:
    with open(log, "a") as f:
        f.write(repr(args) + "\\n" + pho + "\\n---\\n")
ms = 0
for line in pho.splitlines():
    parts = line.split()
    if len(parts) >= 2 and not line.startswith(";") and parts[1].isdigit():
        ms += int(parts[1])
frames = int({rate} * ms / 1000)
tone = b"".join(
    struct.pack("<h", int(8000 * math.sin(2 * math.pi * 180 * i / {rate}))) for i in range(frames)
)
with wave.open(args[-1], "wb") as w:
    w.setnchannels(1)
    w.setsampwidth(2)
    w.setframerate({rate})
    w.writeframes(tone)
"""


def espeak_data_dir() -> Path:
    out = subprocess.run(["espeak-ng", "--version"], capture_output=True, text=True).stdout
    match = re.search(r"Data at:\s*(\S+)", out)
    assert match, out
    return Path(match.group(1))


def install(folder: Path) -> tuple[Path, Path, Path]:
    """(bin folder for PATH, folder for ESPEAK_DATA_PATH, the voice file)."""
    bin_dir = folder / "bin"
    bin_dir.mkdir(parents=True)
    script = folder / "fake_mbrola_synth.py"
    script.write_text(_SYNTH.replace("{rate}", str(RATE)))
    program = bin_dir / "mbrola"
    shell = _SHELL.replace("{header}", _HEADER).replace("{python}", sys.executable)
    program.write_text(shell.replace("{script}", str(script)))
    program.chmod(0o755)
    data = folder / "espeak" / "espeak-ng-data"
    (data / "mbrola").mkdir(parents=True)
    for entry in espeak_data_dir().iterdir():
        (data / entry.name).symlink_to(entry)
    voice = data / "mbrola" / "nl2"
    voice.write_text("not a real diphone database\n")
    return bin_dir, data.parent, voice
