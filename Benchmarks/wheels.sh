#!/usr/bin/env bash
# The sizes `lotto wheel` reaches against the best known, and the time each takes, with the
# release build: bash Benchmarks/wheels.sh [binary] (BENCHMARKS.md, "Wheels"). With a binary
# given (another tree's release build, for a before and after), that one is timed instead.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ge 1 ]; then
    lotto=$(realpath "$1")
else
    swift build -c release --product lotto >/dev/null
    lotto=.build/release/lotto
fi
state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
printf '%-8s %3s %-6s %7s %8s  %s\n' game v promise tickets seconds refused
# game, v, guarantee
while read -r game v guarantee; do
    start=$(date +%s.%N)
    tickets=$(XDG_STATE_HOME=$state "$lotto" wheel --game "$game" $(seq 1 "$v") --guarantee "$guarantee" \
        2>"$state/error" | wc -l || true)
    end=$(date +%s.%N)
    # A request beyond the work a wheel may take is refused: what would fit, from its message.
    refused=$(sed -n 's/.*; \(.* fits up to [0-9]* numbers\).*/\1/p' "$state/error")
    printf '%-8s %3d %-6s %7d %8.2f  %s\n' "$game" "$v" "$guarantee" "$tickets" "$(echo "$end - $start" | bc)" "$refused"
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
6/49 13 5if5
5/49 10 4if4
6/49 11 5if5
4/49 14 3if3
4/49 16 3if3
4/49 20 3if3
4/49 22 3if3
4/49 46 3if3
4/99 64 3if3
6/49 22 3if3
6/49 21 3if3
7/37 23 4if4
8/80 24 5if5
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
6/90 64 3if6
7/37 37 3if7
7/37 37 4if7
8/80 64 2if8
8/80 64 3if8
10/80 64 3if10
10/80 64 4if10
6/59 59 4if4
6/99 64 4if4
6/99 64 5if5
6/99 43 5if5
12/99 22 10if12
33/99 38 31if33
60/99 64 58if60
60/99 63 58if60
60/99 64 59if60
CASES
