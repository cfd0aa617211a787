#!/usr/bin/env bash
# The sizes `lotto wheel` reaches against the best known, and the time each takes, with the
# release build: bash Benchmarks/wheels.sh (BENCHMARKS.md, "Wheels").
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lotto >/dev/null
lotto=.build/release/lotto
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
printf '%-8s %3s %-6s %7s %8s\n' game v promise tickets seconds
# game, v, guarantee
while read -r game v guarantee; do
    start=$(date +%s.%N)
    tickets=$(XDG_STATE_HOME=$state "$lotto" wheel --game "$game" $(seq 1 "$v") --guarantee "$guarantee" | wc -l)
    end=$(date +%s.%N)
    printf '%-8s %3d %-6s %7d %8.2f\n' "$game" "$v" "$guarantee" "$tickets" "$(echo "$end - $start" | bc)"
done <<'CASES'
3/49 7 2if2
3/49 9 2if2
3/49 13 2if2
3/49 21 2if2
3/49 30 2if2
4/49 13 2if2
4/49 10 3if3
4/49 12 3if3
5/49 11 4if4
5/49 12 4if4
6/49 9 5if5
6/49 10 5if5
6/49 12 5if5
6/49 12 3if3
6/49 31 2if2
6/49 20 2if6
6/49 20 3if6
6/49 20 4if6
6/49 20 5if6
6/49 20 3if3
6/49 20 4if4
6/49 20 5if5
6/49 20 6if6
8/80 57 2if2
6/49 40 3if6
6/49 49 2if6
6/59 59 2if6
CASES
