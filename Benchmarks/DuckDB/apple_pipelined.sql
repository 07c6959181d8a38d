-- What the `apple` preset would have done to the users of an event log, as one pipelined query over
-- the file (no table made): a system request at a completed process once the user completed 4
-- processes (all time), at most once a version (the version a line names ships just before it, 1.0
-- until one does), and never a fourth within 365 days of the third-latest (the system's limit,
-- mirrored). The placeholder in braces below is the SELECT reading the log's lines as (u: the user, t: the time, e: the
-- event, v: the version or NULL, k: 0 for a line that starts a session, else 1): the package's own
-- log or a vendor's export. The answer is one row: users, users asked, requests, and requests by
-- version. Run by replay_vs_duckdb.py, which compares it with `AppShell replay`.
WITH RECURSIVE
ev AS ({events}),
-- Each line with the version named last before it (a session's start first among lines of one time).
named AS (
  SELECT u, t, e, v, k,
         last_value(v IGNORE NULLS) OVER (PARTITION BY u ORDER BY t, k ROWS BETWEEN UNBOUNDED PRECEDING
                                          AND 1 PRECEDING) AS before
  FROM ev WHERE e = 'processCompleted' OR v IS NOT NULL
),
-- The version each line runs (a version named again after another is a new one), and the completed
-- processes so far.
counted AS (
  SELECT u, t, e, coalesce(v, before, '1.0') AS ver,
         sum(CASE WHEN v IS NOT NULL AND v IS DISTINCT FROM coalesce(before, '1.0') THEN 1 ELSE 0 END)
             OVER w AS seg,
         sum(CASE WHEN e = 'processCompleted' THEN 1 ELSE 0 END) OVER w AS completed
  FROM named
  WINDOW w AS (PARTITION BY u ORDER BY t, k ROWS UNBOUNDED PRECEDING)
),
-- The completions at which the count allows a request, with their version.
cand AS (SELECT u, seg, ver, t FROM counted WHERE e = 'processCompleted' AND completed >= 4),
segs AS (
  SELECT u, seg, ver, row_number() OVER (PARTITION BY u ORDER BY seg) AS k FROM (SELECT DISTINCT u, seg, ver FROM cand)
),
-- Version after version: the first allowed completion not of the last version asked, once the
-- third-latest request is 365 days old.
r(u, k, last_ver, a1, a2, a3, t, ver) AS (
  SELECT DISTINCT u, 0::BIGINT, NULL::VARCHAR, NULL::TIMESTAMP, NULL::TIMESTAMP, NULL::TIMESTAMP,
         NULL::TIMESTAMP, NULL::VARCHAR
  FROM segs
  UNION ALL
  SELECT u, k, CASE WHEN t IS NULL THEN last_ver ELSE ver END,
         CASE WHEN t IS NULL THEN a1 ELSE t END, CASE WHEN t IS NULL THEN a2 ELSE a1 END,
         CASE WHEN t IS NULL THEN a3 ELSE a2 END, t, ver
  FROM (
    SELECT r.u, s.k, r.last_ver, r.a1, r.a2, r.a3, s.ver,
           min(c.t) FILTER (WHERE s.ver IS DISTINCT FROM r.last_ver
                              AND (r.a3 IS NULL OR c.t >= r.a3 + INTERVAL 365 DAY)) AS t
    FROM r JOIN segs s ON s.u = r.u AND s.k = r.k + 1
           JOIN cand c ON c.u = s.u AND c.seg = s.seg
    GROUP BY r.u, s.k, r.last_ver, r.a1, r.a2, r.a3, s.ver
  )
),
asks AS (SELECT u, ver FROM r WHERE t IS NOT NULL),
by_version AS (SELECT ver, count(*) AS n FROM asks GROUP BY ver)
SELECT (SELECT count(DISTINCT u) FROM ev) AS users, (SELECT count(DISTINCT u) FROM asks) AS asked,
       (SELECT count(*) FROM asks) AS requests,
       (SELECT map(list(ver ORDER BY ver), list(n ORDER BY ver)) FROM by_version) AS by_version
