#!/usr/bin/env bash
# Start-up of two builds, back to back: `lotto new` and `lotto list` of one ticket, each against
# `shuf -i 1-45 -n 6`, timed by hyperfine, and the instructions each runs, counted by callgrind
# (counts do not vary from run to run, where times on a shared machine do).
#
#   Benchmarks/startup.sh BEFORE AFTER    (two lotto binaries; static release builds, as the
#                                          Makefile's `make release` makes them)
#
# Needs hyperfine and valgrind (apt-get install hyperfine valgrind).
set -euo pipefail
if [[ $# -ne 2 ]]; then
    echo "usage: $0 BEFORE AFTER" >&2
    exit 64
fi
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

echo "## Times (hyperfine), back to back"
hyperfine -N --warmup 30 --runs 300 --style basic \
    "$work/before new" "$work/after new" "shuf -i 1-45 -n 6" "$work/before list" "$work/after list"
