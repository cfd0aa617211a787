#!/usr/bin/env bash
# Nothing lost under concurrency: P lotto processes save S tickets each, one save a process
# at a time, all into one store at once. Then the store must hold exactly P*S tickets with
# unique ids 1...P*S, and parse.
#
#   Reliability/concurrent-saves.sh [processes (8)] [saves each (250)]
set -euo pipefail
cd "$(dirname "$0")/.."
processes=${1:-8}
saves=${2:-250}
swift build -c release >/dev/null
lotto="$PWD/.build/release/lotto"
work=$(mktemp -d /tmp/lotto-concurrent-XXXXXX)
trap 'rm -rf "$work"' EXIT
export XDG_STATE_HOME="$work/state" LOTTO_STORE="$work/tickets.jsonl" LOTTO_LOCK_TIMEOUT=60

start=$EPOCHREALTIME
for ((p = 0; p < processes; p++)); do
    (
        for ((i = 0; i < saves; i++)); do
            "$lotto" save $(( (p * saves + i) % 40 + 1 )) 41 42 43 44 45 >/dev/null || exit 1
        done
    ) &
done
failed=0
for job in $(jobs -p); do wait "$job" || failed=$((failed + 1)); done
seconds=$(echo "$EPOCHREALTIME - $start" | bc -l)

"$lotto" list --json >"$work/list.json"
read -r count unique first last < <(python3 -c '
import json, sys
ids = [t["id"] for t in json.load(open(sys.argv[1]))]
print(len(ids), len(set(ids)), min(ids), max(ids))' "$work/list.json")
expected=$((processes * saves))
printf 'concurrent saves: %d processes x %d saves in %.1f s; failed processes: %d; kept %d tickets, %d unique ids, %d...%d\n' \
    "$processes" "$saves" "$seconds" "$failed" "$count" "$unique" "$first" "$last"
if [[ $failed -eq 0 && $count -eq $expected && $unique -eq $expected && $first -eq 1 && $last -eq $expected ]]; then
    echo "PASS: exactly $expected tickets, ids unique, the store parses"
else
    echo "FAIL: expected $expected tickets with ids 1...$expected"; exit 1
fi
