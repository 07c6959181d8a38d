#!/usr/bin/env python3
"""The replay against DuckDB, side by side in one run, on the same log and the same answer.

Writes the log of the built-in population's 40,000 users over a year (`AppShell population sample
--users 40000 --days 365`), then, in interleaved trials, runs `AppShell replay --events LOG --json`
(apple, the release build) and DuckDB running apple.sql over the same file, each as a child process:
wall time, CPU time and peak memory (from wait4) of each, events a second, median and spread. Checks
that both give the same answer: users, users asked, system requests, requests by version. Installs
DuckDB itself (pip, into .build/duckdb-venv); the package never depends on it.

Usage: Benchmarks/DuckDB/replay_vs_duckdb.py [--users N] [--days N] [--trials N]
"""
import argparse, json, os, pathlib, statistics, subprocess, sys, tempfile, time

here = pathlib.Path(__file__).resolve().parent
root = here.parent.parent
venv = root / ".build" / "duckdb-venv"


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


# The child DuckDB runs: apple.sql over the log, the answer printed as JSON.
QUERY = """
import duckdb, json, sys
con = duckdb.connect()
con.execute("SET enable_progress_bar = false")
con.execute("SET VARIABLE log = ?", [sys.argv[2]])
statements = [s for s in open(sys.argv[1]).read().split(';') if s.strip()]
for statement in statements[:-2]:
    con.execute(statement)
users, asked, requests = con.execute(statements[-2]).fetchone()
by_version = dict(con.execute(statements[-1]).fetchall())
print(json.dumps({"users": users, "asked": asked, "requests": requests, "byVersion": by_version}))
"""


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
        log = pathlib.Path(folder) / "events.jsonl"
        with open(log, "wb") as out:
            subprocess.run([shell, "population", "sample", "--users", str(arguments.users), "--days",
                            str(arguments.days)], stdout=out, check=True)
        events = sum(1 for _ in open(log, "rb"))
        size = log.stat().st_size
        print(f"{events:,} events of {arguments.users:,} users over {arguments.days} days ({size / 1e6:.0f} MB); "
              f"DuckDB {version}; {os.cpu_count()} cores; {arguments.trials} interleaved trials", flush=True)
        commands = {
            "AppShell replay (apple)": [shell, "replay", "--events", str(log), "--json"],
            "DuckDB, apple.sql": [python, "-c", QUERY, str(here / "apple.sql"), str(log)],
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
                answers[name] = json.loads(output.read_text().strip().splitlines()[-1])
        for name, runs in figures.items():
            walls = sorted(run[0] for run in runs)
            cpus = sorted(run[1] for run in runs)
            peaks = sorted(run[2] for run in runs)
            print(f"  {name}: wall median {statistics.median(walls):.2f} s ({walls[0]:.2f}-{walls[-1]:.2f}), "
                  f"{events / statistics.median(walls) / 1e6:.2f} M events/s; CPU median "
                  f"{statistics.median(cpus):.2f} s ({cpus[0]:.2f}-{cpus[-1]:.2f}); peak memory "
                  f"{statistics.median(peaks) / 1024:.0f} MiB ({peaks[0] / 1024:.0f}-{peaks[-1] / 1024:.0f})")
        apple = answers["AppShell replay (apple)"]["replay"]["policies"][0]
        replayed = {"users": apple["users"], "asked": apple["everAsked"], "requests": apple["systemRequests"],
                    "byVersion": apple["asksByVersion"]}
        queried = answers["DuckDB, apple.sql"]
        same = replayed == queried
        print(f"  the same answer: {'yes' if same else 'NO'} ({replayed['users']:,} users, {replayed['asked']:,} "
              f"asked, {replayed['requests']:,} requests, {len(replayed['byVersion'])} versions)")
        if not same:
            print(f"  replay: {replayed}\n  duckdb: {queried}")
            sys.exit(1)


if __name__ == "__main__":
    main()
