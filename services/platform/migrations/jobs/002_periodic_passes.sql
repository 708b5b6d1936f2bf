-- Background passes every copy of a service runs on a timer (the lab result poller, the audit
-- head export, the e-check-in scan): the next time a pass is due, claimed by one process per
-- interval (src/periodic-task.ts), so copies of a service take turns instead of each doing it.
CREATE TABLE jobs.periodic_passes (
  name text PRIMARY KEY,
  next_at timestamptz NOT NULL
);
