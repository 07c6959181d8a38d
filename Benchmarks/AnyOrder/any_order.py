#!/usr/bin/env python3
"""A log in any order against the same log sorted, at several sizes, and an unsorted log's shards.

Writes the year of the built-in population's USERS users (`AppShell population sample`) once, then for
each size (COPIES copies of it, each copy's users renamed, so the log is still sorted by user) the same
lines ordered by time alone, as an export lands (GNU sort, stable), and replays both with `AppShell
replay --events FILE --json` (the `apple` preset), TRIALS trials interleaved: wall time, CPU (user +
system) and peak memory (`/usr/bin/time`), and checks that both give the same figures. Then, for the
smallest size, `replay partition --parts 16` of the unsorted log and its 16 shards (two at a time,
`xargs -P 2`), their CPU summed against one replay of the unsorted log, and their merge compared byte
for byte with that replay's output.

Usage: Benchmarks/AnyOrder/any_order.py [--appshell PATH] [--folder DIR] [--users 40000]
       [--copies 1,4,17] [--trials 2] [--no-shards] [--duckdb]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "DuckDB"))
import replay_vs_duckdb  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("--appshell", default=".build/release/AppShell")
parser.add_argument("--folder", default="/tmp/askforreview-any-order")
parser.add_argument("--users", type=int, default=40000)
parser.add_argument("--copies", default="1,4,17")
parser.add_argument("--trials", type=int, default=2)
parser.add_argument("--no-shards", action="store_true")
parser.add_argument("--duckdb", action="store_true")
args = parser.parse_args()
appshell = os.path.abspath(args.appshell)
os.makedirs(args.folder, exist_ok=True)


def path(name):
    return os.path.join(args.folder, name)


def timed(command, output):
    """Runs `command` (a list), standard output to the file `output`: (wall s, CPU s, peak MiB)."""
    with open(output, "wb") as out:
        done = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M"] + command, stdout=out, stderr=subprocess.PIPE)
    if done.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{done.stderr.decode()[-2000:]}")
    wall, user, system, peak = done.stderr.decode().strip().splitlines()[-1].split()
    return float(wall), float(user) + float(system), int(peak) / 1024


def write_inputs(copies):
    base = path(f"year{args.users}.jsonl")
    if not os.path.exists(base):
        with open(base, "wb") as out:
            subprocess.run([appshell, "population", "sample", "--users", str(args.users), "--days", "365"],
                           stdout=out, check=True)
    sorted_log, unsorted_log = path(f"sorted-x{copies}.jsonl"), path(f"bytime-x{copies}.jsonl")
    if not os.path.exists(sorted_log):
        with open(sorted_log, "wb") as out:
            for copy in range(copies):
                subprocess.run(["sed", f's/"user-/"c{copy}-/', base], stdout=out, check=True)
    if not os.path.exists(unsorted_log):
        # The time is the fourth string of a line: {"user":"…","time":"…",…
        subprocess.run(["sort", "-t", '"', "-k8,8", "-s", "-S", "2G", "--parallel=2", "-T", args.folder,
                        "-o", unsorted_log, sorted_log], check=True, env=dict(os.environ, LC_ALL="C"))
    return sorted_log, unsorted_log


def figures(output):
    with open(output) as file:
        return json.load(file)["replay"]["policies"]


def spread(values):
    return f"{statistics.median(values):.2f} ({min(values):.2f}–{max(values):.2f})"


print(f"AppShell: {appshell}")
for copies in [int(c) for c in args.copies.split(",")]:
    sorted_log, unsorted_log = write_inputs(copies)
    size = os.path.getsize(sorted_log)
    sides = [("sorted", [appshell, "replay", "--events", sorted_log, "--json", "--temp-dir", args.folder]),
             ("any order", [appshell, "replay", "--events", unsorted_log, "--json", "--temp-dir", args.folder])]
    if args.duckdb:
        sql = str(Path(replay_vs_duckdb.__file__).parent / "apple_pipelined.sql")
        sides.append(("DuckDB", [replay_vs_duckdb.duckdb_python(), "-c", replay_vs_duckdb.PIPELINED, sql,
                                 unsorted_log, replay_vs_duckdb.EVENTS["own"]]))
    runs = {side: [] for side, _ in sides}
    for _ in range(args.trials):
        for side, command in sides:
            runs[side].append(timed(command, path(f"out-{side}.json")))
    if figures(path("out-sorted.json")) != figures(path("out-any order.json")):
        sys.exit("the figures differ")
    if args.duckdb and (replay_vs_duckdb.answer("replay", Path(path("out-any order.json")))
                        != replay_vs_duckdb.answer("DuckDB", Path(path("out-DuckDB.json")))):
        sys.exit("DuckDB's answer differs from the replay's")
    print(f"\n{size / 1e9:.2f} GB ({copies} x {args.users} users), the same figures both ways:")
    for side, trials in runs.items():
        print(f"  {side:9}  wall {spread([t[0] for t in trials])} s   CPU {spread([t[1] for t in trials])} s   "
              f"peak {spread([t[2] for t in trials])} MiB")
    ratio = statistics.median(t[0] for t in runs["any order"]) / statistics.median(t[0] for t in runs["sorted"])
    print(f"  any order / sorted, wall: {ratio:.2f}x")
    if args.duckdb:
        duck = statistics.median(t[0] for t in runs["any order"]) / statistics.median(t[0] for t in runs["DuckDB"])
        print(f"  any order / DuckDB on the same unsorted file, wall: {duck:.2f}x (the same answer)")

if args.no_shards:
    sys.exit(0)
copies = int(args.copies.split(",")[0])
_, unsorted_log = write_inputs(copies)
one = timed([appshell, "replay", "--events", unsorted_log, "--json", "--temp-dir", args.folder], path("one.json"))
parts = path("parts")
subprocess.run(["rm", "-rf", parts], check=True)
partition = timed([appshell, "replay", "partition", "--events", unsorted_log, "--parts", "16", "--out", parts,
                   "--temp-dir", args.folder, "--json"], path("partition.json"))
shards = subprocess.run(
    ["/usr/bin/time", "-f", "%e %U %S", "sh", "-c",
     f"seq 1 16 | xargs -P 2 -I K sh -c '{appshell} replay --events {parts} --shard K/16 --json > {path('shard-K.json')}'"],
    stderr=subprocess.PIPE, check=True)
wall, user, system = shards.stderr.decode().strip().splitlines()[-1].split()
merged = subprocess.run([appshell, "replay", "merge"] + [path(f"shard-{k}.json") for k in range(1, 17)] + ["--json"],
                        capture_output=True, check=True).stdout
with open(path("one.json"), "rb") as file:
    same = file.read() == merged
summed = partition[1] + float(user) + float(system)
print(f"\nthe unsorted {os.path.getsize(unsorted_log) / 1e9:.2f} GB log in 16 parts:")
print(f"  one replay:        wall {one[0]:.2f} s, CPU {one[1]:.2f} s, peak {one[2]:.0f} MiB")
print(f"  replay partition:  wall {partition[0]:.2f} s, CPU {partition[1]:.2f} s, peak {partition[2]:.0f} MiB")
print(f"  16 shards, 2 at a time: wall {float(wall):.2f} s, CPU {float(user) + float(system):.2f} s")
print(f"  summed CPU {summed:.2f} s: {summed / one[1]:.2f}x one replay's; merged output byte for byte the one "
      f"replay's: {'yes' if same else 'NO'}")
