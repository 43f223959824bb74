"""The rules of each role, title and moment, one module each. Importing this package registers
every night step and hook with `narration.hooks`."""

from narration.roles import (  # noqa: F401  (imported for their registrations)
    burgemeester,
    cupido,
    dief,
    heks,
    jager,
    onschuldig_meisje,
    weerwolven,
    ziener,
)
