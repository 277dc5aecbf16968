/**
 * SPEC §5 "short validity gives a warning": a CA certificate expiring within this many days, on the
 * seal application (/ca) and on the electronic seal list alike.
 */
export const EXPIRY_WARNING_DAYS = 30;
