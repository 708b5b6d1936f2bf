-- Sign-in failures are counted by the shared limiter (limits.counters) per account and address.
DROP TABLE auth.login_throttle;
