-- What the `apple` preset would have done to the users of an event log, as a data analyst writes it
-- in SQL: a system request at a completed process once the user completed 4 processes (all time),
-- at most once a version (the version a line names ships just before it, 1.0 until one does), and
-- never a fourth within 365 days of the third-latest (the system's limit, mirrored). The log's path
-- is the variable `log`. The last two statements give the answer: users, users asked, requests, and
-- requests by version. Run by replay_vs_duckdb.py, which compares it with `AppShell replay`.

-- Each line, in the file's order (a table's rowid keeps the order it was read in).
CREATE TEMP TABLE ev AS
SELECT "user" AS u, strptime("time", '%Y-%m-%dT%H:%M:%SZ') AS t, "event" AS e, "version" AS v
FROM read_json(getvariable('log'), format = 'newline_delimited',
               columns = {"user": 'VARCHAR', "time": 'VARCHAR', "event": 'VARCHAR', "version": 'VARCHAR'});

-- The lines that count: completed processes (with the count so far) and lines naming a version (with
-- how many such lines so far, to find the version a completion had).
CREATE TEMP TABLE counted AS
SELECT u, t, e, v,
       sum(CASE WHEN e = 'processCompleted' THEN 1 ELSE 0 END) OVER w AS completed,
       count(v) OVER w AS nver
FROM (SELECT *, rowid AS rn FROM ev) WHERE e = 'processCompleted' OR v IS NOT NULL
WINDOW w AS (PARTITION BY u ORDER BY rn ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW);

-- Each version a user had, numbered as it ships (a version named again after another is a new one).
CREATE TEMP TABLE versions AS
SELECT u, nver, v AS ver,
       sum(CASE WHEN v IS DISTINCT FROM coalesce(prev, '1.0') THEN 1 ELSE 0 END)
           OVER (PARTITION BY u ORDER BY nver ROWS UNBOUNDED PRECEDING) AS seg
FROM (SELECT u, nver, v, lag(v) OVER (PARTITION BY u ORDER BY nver) AS prev FROM counted WHERE v IS NOT NULL);

-- The completions at which the count allows a request, with their version.
CREATE TEMP TABLE cand AS
SELECT c.u, coalesce(s.seg, 0) AS seg, coalesce(s.ver, '1.0') AS ver, c.t
FROM counted c LEFT JOIN versions s ON s.u = c.u AND s.nver = c.nver
WHERE c.e = 'processCompleted' AND c.completed >= 4;

CREATE TEMP TABLE segs AS
SELECT u, seg, ver, row_number() OVER (PARTITION BY u ORDER BY seg) AS k FROM (SELECT DISTINCT u, seg, ver FROM cand);

-- Version after version: the first allowed completion not of the last version asked, once the
-- third-latest request is 365 days old.
CREATE TEMP TABLE asks AS
WITH RECURSIVE r(u, k, last_ver, a1, a2, a3, t, ver) AS (
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
)
SELECT u, t, ver FROM r WHERE t IS NOT NULL;

SELECT (SELECT count(DISTINCT u) FROM ev) AS users, count(DISTINCT u) AS asked, count(*) AS requests FROM asks;
SELECT ver, count(*) AS requests FROM asks GROUP BY ver ORDER BY ver;
