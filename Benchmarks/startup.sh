#!/usr/bin/env bash
# Start-up of two builds, back to back: `lotto new` and `lotto list` of one ticket, each against
# `shuf -i 1-45 -n 6`. For each command and build:
#   - the instructions it runs, counted by callgrind (counts do not vary from run to run, where
#     times on a shared machine do);
#   - its minor page faults, by /usr/bin/time (the median of 21 runs; they vary by one or two);
#   - its time, by hyperfine, and its ratio to shuf's. The runs are interleaved: ROUNDS rounds
#     (10 unless set), each timing every command RUNS times (30 unless set) in turn, so that the
#     load of a shared machine falls on every command alike. The ratio is of medians over all
#     runs; the spread is the lowest and highest ratio of one round's medians.
#
#   Benchmarks/startup.sh BEFORE AFTER    (two lotto binaries; static release builds, as
#                                          `make build` makes them)
#
# Needs hyperfine, valgrind, python3 and GNU time (apt-get install hyperfine valgrind time).
set -euo pipefail
if [[ $# -ne 2 ]]; then
    echo "usage: $0 BEFORE AFTER" >&2
    exit 64
fi
rounds=${ROUNDS:-10}
runs=${RUNS:-30}
work=$(mktemp -d /tmp/lotto-startup-XXXXXX)
trap 'rm -rf "$work"' EXIT
# Timed as installed: a copy, in a store of its own with one saved ticket.
cp "$1" "$work/before"
cp "$2" "$work/after"
# One store for both: neither changes its files' format.
export XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data"
"$work/before" save 1 2 3 4 5 6 >/dev/null
"$work/before" new >/dev/null

echo "## Instructions (callgrind), a second run of each"
for command in new list; do
    for build in before after; do
        "$work/$build" "$command" >/dev/null
        count=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/$build" "$command" 2>&1 >/dev/null \
            | awk '/refs:/ { gsub(",", "", $NF); print $NF }')
        echo "lotto $command, $build: $count"
    done
done

echo "## Minor page faults (/usr/bin/time), median of 21 runs"
# The median of 21 runs of the command given.
median_faults() {
    for _ in $(seq 21); do
        /usr/bin/time -f "%R" "$@" 2>&1 >/dev/null | tail -n 1
    done | sort -n | sed -n 11p
}
for command in new list; do
    for build in before after; do
        echo "lotto $command, $build: $(median_faults "$work/$build" "$command")"
    done
done
echo "shuf -i 1-45 -n 6: $(median_faults shuf -i 1-45 -n 6)"

echo "## Times (hyperfine), $rounds rounds of $runs runs of each command in turn"
for round in $(seq "$rounds"); do
    hyperfine -N --warmup 5 --runs "$runs" --style none --export-json "$work/round-$round.json" \
        -n "before new" "$work/before new" -n "after new" "$work/after new" \
        -n "shuf" "shuf -i 1-45 -n 6" \
        -n "before list" "$work/before list" -n "after list" "$work/after list" >/dev/null 2>&1
done
python3 - "$work"/round-*.json <<'EOF'
import json, statistics, sys

times = {}
rounds = []
for path in sys.argv[1:]:
    medians = {}
    for result in json.load(open(path))["results"]:
        times.setdefault(result["command"], []).extend(result["times"])
        medians[result["command"]] = statistics.median(result["times"])
    rounds.append(medians)
shuf = statistics.median(times["shuf"])
print(f"shuf -i 1-45 -n 6: median {shuf * 1000:.2f} ms, mean {statistics.mean(times['shuf']) * 1000:.2f} ms")
for name in ["before new", "after new", "before list", "after list"]:
    median = statistics.median(times[name])
    per_round = [medians[name] / medians["shuf"] for medians in rounds]
    print(
        f"lotto {name.split()[1]}, {name.split()[0]}: median {median * 1000:.2f} ms, "
        f"mean {statistics.mean(times[name]) * 1000:.2f} ms, {median / shuf:.2f}x shuf "
        f"(rounds {min(per_round):.2f}-{max(per_round):.2f}x)"
    )
EOF
