#!/usr/bin/env python3
"""The replay against DuckDB, side by side in one run, on the same history and the same answer.

Writes the log of the built-in population's 40,000 users over a year (`AppShell population sample
--users 40000 --days 365`) and the same history as a Firebase (GA4) BigQuery export, one JSON row an
event as BigQuery's JSON export writes them (64-bit integers as strings; the app's events named as an
app names them for Firebase, read through a mapping file). Then, in interleaved trials, each a child
process: `AppShell replay` of the own log and of the export (apple, the release build), and DuckDB
answering the same question over each file with one pipelined query (apple_pipelined.sql, faster
than the same steps made as tables one after another, which it replaced): wall time, CPU time and peak memory (from
wait4) of each, events a second, median and spread. Fails unless every side gives the same answer:
users, users asked, system requests, requests by version. Installs DuckDB itself (pip, into
.build/duckdb-venv); the package never depends on it.

Usage: Benchmarks/DuckDB/replay_vs_duckdb.py [--users N] [--days N] [--trials N]
"""
import argparse, calendar, json, os, pathlib, statistics, subprocess, sys, tempfile, time

here = pathlib.Path(__file__).resolve().parent
root = here.parent.parent
venv = root / ".build" / "duckdb-venv"

# The app's events as it would name them for Firebase; the launch and the install are Firebase's own.
FIREBASE_NAMES = {"launch": "session_start", "install": "first_open", "processCompleted": "process_completed",
                  "processSkipped": "process_skipped", "significantEvent": "significant_event"}
# The mapping that tells a replay which of them are completed processes.
MAPPING = {"format": "firebase", "completed": ["process_completed"]}


def run(command, stdout):
    """Runs `command` to its end, writing its output to `stdout`: (wall s, CPU s, peak KiB, exit code)."""
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=stdout)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, os.waitstatus_to_exitcode(status)


def duckdb_python():
    python = venv / "bin" / "python3"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    if subprocess.run([str(python), "-c", "import duckdb"], capture_output=True).returncode != 0:
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "duckdb"], check=True)
    return str(python)


def write_firebase(log, export):
    """Writes the events of the own log `log` as Firebase's BigQuery export rows into `export`: each row
    with the event's date, time in microseconds, name, its session's id among the event's parameters,
    the install's id, the app's id and version (the version the user runs, on every row, as Firebase
    records it), the platform and the device's system."""
    user = version = None
    session = 0
    with open(log) as lines, open(export, "w") as out:
        for line in lines:
            event = json.loads(line)
            if event["user"] != user:
                user, version, session = event["user"], "1.0", 0
            iso = event["time"]
            seconds = calendar.timegm((int(iso[0:4]), int(iso[5:7]), int(iso[8:10]), int(iso[11:13]),
                                       int(iso[14:16]), int(iso[17:19])))
            name = FIREBASE_NAMES.get(event["event"], event["event"])
            if name == "session_start":
                session = seconds
            version = event.get("version", version)
            out.write('{"event_date":"%s","event_timestamp":"%d","event_name":"%s","event_params":[{"key":'
                      '"ga_session_id","value":{"int_value":"%d"}}],"user_pseudo_id":"%s","app_info":{"id":'
                      '"com.example.app","version":"%s"},"platform":"IOS","device":{"operating_system":"iOS"}}\n'
                      % (iso[0:4] + iso[5:7] + iso[8:10], seconds * 1_000_000, name, session, user, version))


# The lines of each file as the pipelined query reads them: (u, t, e, v, k), k 0 for a session's start.
OWN_EVENTS = """SELECT "user" AS u, strptime("time", '%Y-%m-%dT%H:%M:%SZ') AS t, "event" AS e, "version" AS v,
       CASE WHEN "event" = 'launch' THEN 0 ELSE 1 END AS k
FROM read_json(getvariable('log'), format = 'newline_delimited',
               columns = {"user": 'VARCHAR', "time": 'VARCHAR', "event": 'VARCHAR', "version": 'VARCHAR'})"""
# Firebase's rows: Apple's platforms only and no event of the system, as the replay reads them.
FIREBASE_EVENTS = """SELECT user_pseudo_id AS u, make_timestamp(CAST(event_timestamp AS BIGINT)) AS t,
       CASE event_name WHEN 'process_completed' THEN 'processCompleted' ELSE event_name END AS e,
       app_info.version AS v, CASE WHEN event_name = 'session_start' THEN 0 ELSE 1 END AS k
FROM read_json(getvariable('log'), format = 'newline_delimited',
               columns = {user_pseudo_id: 'VARCHAR', event_timestamp: 'VARCHAR', event_name: 'VARCHAR',
                          app_info: 'STRUCT(id VARCHAR, version VARCHAR)', platform: 'VARCHAR'})
WHERE (platform IS NULL OR lower(platform) IN ('ios', 'ipados', 'macos', 'visionos', 'tvos', 'watchos'))
  AND event_name NOT IN ('app_remove', 'app_clear_data', 'os_update', 'notification_receive',
                         'notification_dismiss', 'user_engagement', 'firebase_campaign')"""

# The child DuckDB runs for the pipelined query: the query file, the log, the lines' SELECT.
PIPELINED = """
import duckdb, json, sys
con = duckdb.connect()
con.execute("SET enable_progress_bar = false")
con.execute("SET VARIABLE log = ?", [sys.argv[2]])
query = open(sys.argv[1]).read().replace("{events}", sys.argv[3])
users, asked, requests, by_version = con.execute(query).fetchone()
print(json.dumps({"users": users, "asked": asked, "requests": requests, "byVersion": dict(by_version)}))
"""


def answer(name, output):
    """The answer a side printed: a replay's `--json` or DuckDB's."""
    printed = json.loads(output.read_text().strip().splitlines()[-1])
    if not name.startswith("AppShell"):
        return printed
    apple = printed["replay"]["policies"][0]
    return {"users": apple["users"], "asked": apple["everAsked"], "requests": apple["systemRequests"],
            "byVersion": apple["asksByVersion"]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--users", type=int, default=40_000)
    parser.add_argument("--days", type=int, default=365)
    parser.add_argument("--trials", type=int, default=3)
    arguments = parser.parse_args()
    python = duckdb_python()
    version = subprocess.run([python, "-c", "import duckdb; print(duckdb.__version__)"], capture_output=True,
                             text=True, check=True).stdout.strip()
    subprocess.run(["swift", "build", "-c", "release", "--product", "AppShell"], cwd=root, check=True,
                   stdout=subprocess.DEVNULL)
    shell = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                           capture_output=True, text=True).stdout.strip() + "/AppShell"
    with tempfile.TemporaryDirectory() as folder:
        log, export, mapping = (pathlib.Path(folder) / name for name in ("events.jsonl", "firebase.jsonl", "map.json"))
        with open(log, "wb") as out:
            subprocess.run([shell, "population", "sample", "--users", str(arguments.users), "--days",
                            str(arguments.days)], stdout=out, check=True)
        write_firebase(log, export)
        mapping.write_text(json.dumps(MAPPING))
        events = sum(1 for _ in open(log, "rb"))
        print(f"{events:,} events of {arguments.users:,} users over {arguments.days} days: the own log "
              f"{log.stat().st_size / 1e6:.0f} MB, the Firebase export {export.stat().st_size / 1e6:.0f} MB; "
              f"DuckDB {version}; {os.cpu_count()} cores; {arguments.trials} interleaved trials", flush=True)
        pipelined = str(here / "apple_pipelined.sql")
        commands = {
            "AppShell replay, own log": [shell, "replay", "--events", str(log), "--json"],
            "AppShell replay, Firebase export": [shell, "replay", "--events", str(export), "--format", str(mapping),
                                                 "--json"],
            "DuckDB pipelined query, own log": [python, "-c", PIPELINED, pipelined, str(log), OWN_EVENTS],
            "DuckDB pipelined query, Firebase export": [python, "-c", PIPELINED, pipelined, str(export),
                                                        FIREBASE_EVENTS],
        }
        figures = {name: [] for name in commands}
        answers = {}
        for _ in range(arguments.trials):
            for name, command in commands.items():
                output = pathlib.Path(folder) / "answer.json"
                with open(output, "wb") as out:
                    wall, cpu, peak, code = run(command, out)
                if code != 0:
                    sys.exit(f"{name} failed (exit {code})")
                figures[name].append((wall, cpu, peak))
                answers[name] = answer(name, output)
        medians = {}
        for name, runs in figures.items():
            walls = sorted(run[0] for run in runs)
            cpus = sorted(run[1] for run in runs)
            peaks = sorted(run[2] for run in runs)
            medians[name] = statistics.median(walls)
            print(f"  {name}: wall median {medians[name]:.2f} s ({walls[0]:.2f}-{walls[-1]:.2f}), "
                  f"{events / medians[name] / 1e6:.2f} M events/s; CPU median "
                  f"{statistics.median(cpus):.2f} s ({cpus[0]:.2f}-{cpus[-1]:.2f}); peak memory "
                  f"{statistics.median(peaks) / 1024:.0f} MiB ({peaks[0] / 1024:.0f}-{peaks[-1] / 1024:.0f})")
        export_wall = medians["AppShell replay, Firebase export"]
        print(f"  the export's replay: {export_wall / medians['AppShell replay, own log']:.2f}x the own log's wall, "
              f"{export_wall / medians['DuckDB pipelined query, Firebase export']:.2f}x DuckDB's on the export")
        reference = answers["AppShell replay, own log"]
        differ = [name for name, given in answers.items() if given != reference]
        print(f"  the same answer: {'yes' if not differ else 'NO'} ({reference['users']:,} users, "
              f"{reference['asked']:,} asked, {reference['requests']:,} requests, "
              f"{len(reference['byVersion'])} versions)")
        for name in differ:
            print(f"  {name}: {answers[name]}\n  own log's replay: {reference}")
        if differ:
            sys.exit(1)


if __name__ == "__main__":
    main()
