#!/usr/bin/env python3
"""The replay against DuckDB, side by side in one run, on the same history and the same answer, for the
package's own log and every vendor's export.

Writes the log of the built-in population's users over a year (`AppShell population sample --users N
--days N`) and the same history as each vendor's export, one JSON line an event, with the fields, the
lifecycle events, the event ids and the times as each vendor's SDK and export write them:
- Firebase (GA4) BigQuery rows: `event_timestamp` microseconds as a string, `app_info`, `platform` `IOS`;
- Amplitude: `event_time` `2026-12-26 09:00:00.000000`, `session_start`, `$insert_id` a UUID;
- Mixpanel: `properties.time` seconds, `$ae_session` logged at the session's end with its length,
  `properties.$insert_id`;
- Segment: `timestamp` in ISO 8601 with and without a fraction, in `Z` and with offsets, `messageId`;
- PostHog: `timestamp` `…T09:00:00.000000+00:00`, `…T09:00:00Z` and `2026-12-26 09:00:00`, `uuid`.
The version the user runs is on every row, as the SDKs record it. Then, in interleaved trials, each a
child process: `AppShell replay` of the own log and of each export (`--format VENDOR`, and through a
mapping file over the vendor's format), and DuckDB answering the same question over each file with one
pipelined query (apple_pipelined.sql), each side's file read through first so that every side reads it
from the page cache: wall time, CPU time and peak memory (from wait4) of each, events
a second, median and spread. Fails unless every side gives the same answer: users, users asked, system
requests, requests by version. Installs DuckDB itself (pip, into .build/duckdb-venv); the package never
depends on it. `--callgrind` adds instructions a line: callgrind of each replay on one thread over the
file's first 200,000 lines less its first 50,000 (so start-up cancels).

Usage: Benchmarks/DuckDB/replay_vs_duckdb.py [--users N] [--days N] [--trials N] [--vendors a,b]
       [--folder DIR] [--callgrind]
"""
import argparse, calendar, json, os, pathlib, random, statistics, subprocess, sys, tempfile, time, uuid

here = pathlib.Path(__file__).resolve().parent
root = here.parent.parent
venv = root / ".build" / "duckdb-venv"
VENDORS = ["firebase", "amplitude", "mixpanel", "segment", "posthog"]
APPLE = "('ios', 'ipados', 'macos', 'visionos', 'tvos', 'watchos')"

# Each vendor's launch (its SDK's lifecycle event) and install; the app's own events keep their names.
LAUNCH = {"firebase": "session_start", "amplitude": "session_start", "mixpanel": "$ae_session",
          "segment": "Application Opened", "posthog": "Application Opened"}
INSTALL = {"firebase": "first_open", "amplitude": "[Amplitude] Application Installed", "mixpanel": "$ae_first_open",
           "segment": "Application Installed", "posthog": "Application Installed"}


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


def iso(seconds, offset_minutes, fraction, zulu):
    """`seconds` since 1970 in ISO 8601 on the clock of `offset_minutes`, with `fraction` ('' or '.000…')."""
    clock = time.gmtime(seconds + offset_minutes * 60)
    text = time.strftime("%Y-%m-%dT%H:%M:%S", clock) + fraction
    if zulu and offset_minutes == 0:
        return text + "Z"
    sign = "+" if offset_minutes >= 0 else "-"
    return text + "%s%02d:%02d" % (sign, abs(offset_minutes) // 60, abs(offset_minutes) % 60)


def vendor_line(vendor, user, seconds, name, version, number, ids, session_length):
    """The export line of `vendor` for the event `name` of `user` at `seconds` since 1970, the user
    running `version`; `number` (the event's count in the log) picks among the vendor's time forms."""
    if vendor == "firebase":
        return ('{"event_date":"%s","event_timestamp":"%d","event_name":"%s","event_params":[{"key":'
                '"ga_session_id","value":{"int_value":"%d"}}],"user_pseudo_id":"%s","app_info":{"id":'
                '"com.example.app","version":"%s"},"platform":"IOS","device":{"operating_system":"iOS"}}\n'
                % (time.strftime("%Y%m%d", time.gmtime(seconds)), seconds * 1_000_000, name, seconds, user, version))
    event_id = str(uuid.UUID(int=ids.getrandbits(128), version=4))
    if vendor == "amplitude":
        stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(seconds)) + ".000000"
        return ('{"device_id":"%s","event_time":"%s","event_type":"%s","platform":"iOS","os_name":"ios",'
                '"version_name":"%s","$insert_id":"%s"}\n' % (user, stamp, name, version, event_id))
    if vendor == "mixpanel":
        length = ',"$ae_session_length":%d' % session_length if name == "$ae_session" else ""
        return ('{"event":"%s","properties":{"time":%d,"distinct_id":"%s","$device_id":"%s","$os":"iOS",'
                '"$app_version_string":"%s","mp_lib":"swift","$insert_id":"%s"%s}}\n'
                % (name, seconds + (session_length if length else 0), user, user, version, event_id[:16], length))
    if vendor == "segment":
        offset, fraction, zulu = [(0, ".000", True), (0, "", True), (120, "", False), (-300, ".000", False)][number % 4]
        return ('{"type":"track","anonymousId":"%s","event":"%s","timestamp":"%s","messageId":"%s","context":'
                '{"app":{"version":"%s","namespace":"com.example.app"},"os":{"name":"iOS"},"library":'
                '{"name":"analytics-ios"}}}\n' % (user, name, iso(seconds, offset, fraction, zulu), event_id, version))
    stamp = [iso(seconds, 0, ".000000", False), iso(seconds, 0, "", True),
             time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(seconds))][number % 3]
    return ('{"uuid":"%s","event":"%s","distinct_id":"%s","timestamp":"%s","properties":{"$os_name":"iOS",'
            '"$app_version":"%s","$lib":"posthog-ios","$device_id":"%s"}}\n' % (event_id, name, user, stamp, version, user))


def write_exports(log, exports):
    """Writes the events of the own log `log` as each vendor's export, `exports` mapping each vendor to
    its file. A user's lines stay together and in the order each vendor logs them (a Mixpanel session
    at its end, which is at most the gap to the user's next event, so the order holds)."""
    outs = {vendor: open(path, "w") for vendor, path in exports.items()}
    ids = random.Random(68)

    def flush(events):
        version = "1.0"
        for index, (user, seconds, event, named) in enumerate(events):
            version = named or version
            following = events[index + 1][1] if index + 1 < len(events) else seconds + 60
            for vendor, out in outs.items():
                name = {"launch": LAUNCH[vendor], "install": INSTALL[vendor]}.get(event, event)
                length = min(30, following - seconds - 1) if event == "launch" else 0
                out.write(vendor_line(vendor, user, seconds, name, version, number[0], ids, max(length, 0)))
            number[0] += 1

    number = [0]
    events = []
    with open(log) as lines:
        for line in lines:
            event = json.loads(line)
            if events and event["user"] != events[-1][0]:
                flush(events)
                events = []
            stamp = event["time"]
            seconds = calendar.timegm((int(stamp[0:4]), int(stamp[5:7]), int(stamp[8:10]), int(stamp[11:13]),
                                       int(stamp[14:16]), int(stamp[17:19])))
            events.append((event["user"], seconds, event["event"], event.get("version")))
    flush(events)
    for out in outs.values():
        out.close()


def read_json(columns):
    return ("FROM read_json(getvariable('log'), format = 'newline_delimited', columns = {%s})" % columns)


# The lines of each file as the pipelined query reads them: (u, t, e, v, k), k 0 for a session's start;
# each vendor's rows of Apple's platforms only and none of the events its format drops.
EVENTS = {
    "own": """SELECT "user" AS u, strptime("time", '%Y-%m-%dT%H:%M:%SZ') AS t, "event" AS e, "version" AS v,
       CASE WHEN "event" = 'launch' THEN 0 ELSE 1 END AS k
""" + read_json(""""user": 'VARCHAR', "time": 'VARCHAR', "event": 'VARCHAR', "version": 'VARCHAR'"""),
    "firebase": """SELECT user_pseudo_id AS u, make_timestamp(CAST(event_timestamp AS BIGINT)) AS t, event_name AS e,
       app_info.version AS v, CASE WHEN event_name = 'session_start' THEN 0 ELSE 1 END AS k
""" + read_json("""user_pseudo_id: 'VARCHAR', event_timestamp: 'VARCHAR', event_name: 'VARCHAR',
                   app_info: 'STRUCT(id VARCHAR, version VARCHAR)', platform: 'VARCHAR'""") + """
WHERE (platform IS NULL OR lower(platform) IN """ + APPLE + """)
  AND event_name NOT IN ('app_remove', 'app_clear_data', 'os_update', 'notification_receive',
                         'notification_dismiss', 'user_engagement', 'firebase_campaign')""",
    "amplitude": """SELECT device_id AS u, strptime(event_time, '%Y-%m-%d %H:%M:%S.%f') AS t, event_type AS e,
       version_name AS v, CASE WHEN event_type IN ('session_start', '[Amplitude] Start Session') THEN 0 ELSE 1 END AS k
""" + read_json("""device_id: 'VARCHAR', event_time: 'VARCHAR', event_type: 'VARCHAR', version_name: 'VARCHAR',
                   platform: 'VARCHAR'""") + """
WHERE (platform IS NULL OR lower(platform) IN """ + APPLE + """)
  AND event_type NOT IN ('session_end', '[Amplitude] End Session', '[Amplitude] Application Backgrounded',
                         '$identify', '$groupidentify')""",
    "mixpanel": """SELECT coalesce(properties."$device_id", properties.distinct_id) AS u,
       make_timestamp(CAST((properties.time - CASE WHEN event = '$ae_session'
                            THEN coalesce(properties."$ae_session_length", 0) ELSE 0 END) * 1000000 AS BIGINT)) AS t,
       event AS e, properties."$app_version_string" AS v, CASE WHEN event = '$ae_session' THEN 0 ELSE 1 END AS k
""" + read_json("""event: 'VARCHAR', properties: 'STRUCT("time" BIGINT, distinct_id VARCHAR, "$device_id" VARCHAR,
                   "$os" VARCHAR, "$app_version_string" VARCHAR, mp_lib VARCHAR, "$ae_session_length" DOUBLE)'""") + """
WHERE (properties."$os" IS NULL OR lower(properties."$os") IN """ + APPLE + """)
  AND properties.mp_lib IS DISTINCT FROM 'web' AND event NOT IN ('$identify', '$create_alias', '$merge')""",
    "segment": """SELECT anonymousId AS u, timezone('UTC', CAST("timestamp" AS TIMESTAMPTZ)) AS t, event AS e,
       context.app.version AS v, CASE WHEN event = 'Application Opened' THEN 0 ELSE 1 END AS k
""" + read_json(""""type": 'VARCHAR', anonymousId: 'VARCHAR', event: 'VARCHAR', "timestamp": 'VARCHAR',
                   context: 'STRUCT(app STRUCT(version VARCHAR), os STRUCT(name VARCHAR), library STRUCT(name VARCHAR))'""") + """
WHERE coalesce("type", 'track') = 'track' AND (context.os.name IS NULL OR lower(context.os.name) IN """ + APPLE + """)
  AND context.library.name IS DISTINCT FROM 'analytics.js'
  AND event NOT IN ('Application Backgrounded', 'Application Uninstalled')""",
    "posthog": """SELECT coalesce(properties."$device_id", distinct_id) AS u,
       timezone('UTC', CAST("timestamp" AS TIMESTAMPTZ)) AS t, event AS e, properties."$app_version" AS v,
       CASE WHEN event = 'Application Opened' THEN 0 ELSE 1 END AS k
""" + read_json("""event: 'VARCHAR', distinct_id: 'VARCHAR', "timestamp": 'VARCHAR',
                   properties: 'STRUCT("$os_name" VARCHAR, "$app_version" VARCHAR, "$lib" VARCHAR, "$device_id" VARCHAR)'""") + """
WHERE (properties."$os_name" IS NULL OR lower(properties."$os_name") IN """ + APPLE + """)
  AND properties."$lib" IS DISTINCT FROM 'web'
  AND event NOT IN ('Application Backgrounded', '$identify', '$set', '$groupidentify', '$feature_flag_called')""",
}

# The child DuckDB runs for the pipelined query: the query file, the log, the lines' SELECT.
PIPELINED = """
import duckdb, json, sys
con = duckdb.connect()
con.execute("SET enable_progress_bar = false")
con.execute("SET TimeZone = 'UTC'")
con.execute("SET VARIABLE log = ?", [sys.argv[2]])
query = open(sys.argv[1]).read().replace("{events}", sys.argv[3])
users, asked, requests, by_version = con.execute(query).fetchone()
print(json.dumps({"users": users, "asked": asked, "requests": requests, "byVersion": dict(by_version)}))
"""


def answer(name, output):
    """The answer a side printed: a replay's `--json` or DuckDB's."""
    printed = json.loads(output.read_text().strip().splitlines()[-1])
    if not name.startswith("replay"):
        return printed
    apple = printed["replay"]["policies"][0]
    return {"users": apple["users"], "asked": apple["everAsked"], "requests": apple["systemRequests"],
            "byVersion": apple["asksByVersion"]}


def instructions(shell, path, arguments, folder):
    """Instructions a line of `AppShell replay` of `path` on one thread: callgrind over its first
    200,000 lines less its first 50,000."""
    counts = []
    for lines in (200_000, 50_000):
        part = pathlib.Path(folder) / "part.jsonl"
        with open(path, "rb") as source, open(part, "wb") as out:
            for _ in range(lines):
                out.write(source.readline())
        printed = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", shell, "replay",
                                  "--events", str(part), "--threads", "1", "--json"] + arguments,
                                 capture_output=True, text=True).stderr
        counts.append(int(printed.split("refs:")[1].split()[0].replace(",", "")))
    return (counts[0] - counts[1]) / 150_000


def summary(name, runs, events):
    walls, cpus, peaks = (sorted(run[index] for run in runs) for index in range(3))
    wall = statistics.median(walls)
    print(f"  {name}: wall median {wall:.2f} s ({walls[0]:.2f}-{walls[-1]:.2f}), {events / wall / 1e6:.2f} M events/s; "
          f"CPU median {statistics.median(cpus):.2f} s ({cpus[0]:.2f}-{cpus[-1]:.2f}); peak memory "
          f"{statistics.median(peaks) / 1024:.0f} MiB ({peaks[0] / 1024:.0f}-{peaks[-1] / 1024:.0f})")
    return wall


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--users", type=int, default=40_000)
    parser.add_argument("--days", type=int, default=365)
    parser.add_argument("--trials", type=int, default=3)
    parser.add_argument("--vendors", default=",".join(VENDORS))
    parser.add_argument("--folder", help="where the logs are written (default: a temporary folder)")
    parser.add_argument("--callgrind", action="store_true", help="also count instructions a line")
    arguments = parser.parse_args()
    vendors = [vendor for vendor in arguments.vendors.split(",") if vendor]
    unknown = [vendor for vendor in vendors if vendor not in VENDORS]
    if unknown:
        sys.exit(f"unknown vendors {unknown}: choose among {VENDORS}")
    python = duckdb_python()
    version = subprocess.run([python, "-c", "import duckdb; print(duckdb.__version__)"], capture_output=True,
                             text=True, check=True).stdout.strip()
    subprocess.run(["swift", "build", "-c", "release", "--product", "AppShell"], cwd=root, check=True,
                   stdout=subprocess.DEVNULL)
    shell = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                           capture_output=True, text=True).stdout.strip() + "/AppShell"
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True, text=True).stdout.strip()
    with tempfile.TemporaryDirectory(dir=arguments.folder) as folder:
        base = pathlib.Path(folder)
        log = base / "own.jsonl"
        exports = {vendor: base / f"{vendor}.jsonl" for vendor in vendors}
        with open(log, "wb") as out:
            subprocess.run([shell, "population", "sample", "--users", str(arguments.users), "--days",
                            str(arguments.days)], stdout=out, check=True)
        write_exports(log, exports)
        events = sum(1 for _ in open(log, "rb"))
        sizes = ", ".join(f"{name} {path.stat().st_size / 1e6:.0f} MB" for name, path in [("own log", log), *exports.items()])
        print(f"{events:,} events of {arguments.users:,} users over {arguments.days} days ({sizes}); the release "
              f"build of {commit}; DuckDB {version}; {os.cpu_count()} cores; {arguments.trials} interleaved trials",
              flush=True)
        pipelined = str(here / "apple_pipelined.sql")
        commands = {"replay own log": [shell, "replay", "--events", str(log), "--json"],
                    "DuckDB own log": [python, "-c", PIPELINED, pipelined, str(log), EVENTS["own"]]}
        for vendor, path in exports.items():
            mapping = base / f"{vendor}-mapping.json"
            mapping.write_text(json.dumps({"format": vendor, "completed": ["processCompleted"]}))
            commands[f"replay {vendor}"] = [shell, "replay", "--events", str(path), "--format", vendor, "--json"]
            commands[f"replay {vendor} mapping"] = [shell, "replay", "--events", str(path), "--format", str(mapping),
                                                    "--json"]
            commands[f"DuckDB {vendor}"] = [python, "-c", PIPELINED, pipelined, str(path), EVENTS[vendor]]
        inputs = {name: log if name.endswith("own log") else exports[name.split()[1]] for name in commands}
        figures = {name: [] for name in commands}
        answers = {}
        for _ in range(arguments.trials):
            for name, command in commands.items():
                # Every side reads its file from the page cache: the file is read through first (else the
                # first side after another file's pays its reading from the disk).
                with open(inputs[name], "rb") as warm:
                    while warm.read(1 << 24):
                        pass
                output = base / "answer.json"
                with open(output, "wb") as out:
                    wall, cpu, peak, code = run(command, out)
                if code != 0:
                    sys.exit(f"{name} failed (exit {code})")
                figures[name].append((wall, cpu, peak))
                answers[name] = answer(name, output)
            reference = answers["replay own log"]
            differ = [name for name, given in answers.items() if given != reference]
            if differ:
                for name in differ:
                    print(f"  {name}: {answers[name]}\n  own log's replay: {reference}")
                sys.exit("the sides' answers differ")
        medians = {name: summary(name, runs, events) for name, runs in figures.items()}
        own = medians["replay own log"]
        for source in ["own log", *vendors]:
            for side in ([f"replay {source}"] if source == "own log" else [f"replay {source}", f"replay {source} mapping"]):
                print(f"  {side}: {medians[side] / own:.2f}x the own log's wall, "
                      f"{medians[side] / medians['DuckDB ' + source]:.2f}x DuckDB's on the same file")
        print(f"  the same answer on every side: {reference['users']:,} users, {reference['asked']:,} asked, "
              f"{reference['requests']:,} requests, {len(reference['byVersion'])} versions")
        if arguments.callgrind:
            own_lines = instructions(shell, log, [], folder)
            print(f"  instructions a line (one thread): own log {own_lines:,.0f}")
            for vendor, path in exports.items():
                mapping = str(base / f"{vendor}-mapping.json")
                for label, format in [(vendor, vendor), (f"{vendor} mapping", mapping)]:
                    count = instructions(shell, path, ["--format", format], folder)
                    print(f"  instructions a line (one thread): {label} {count:,.0f}, {count / own_lines:.2f}x the own log")


if __name__ == "__main__":
    main()
