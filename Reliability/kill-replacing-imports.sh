#!/usr/bin/env bash
# Nothing half done when an import that replaces draws is killed (issue 20): K rounds, each on
# a history of 40,000 draws, run `lotto draws import --replace` of a file that gives every one
# of them other prizes (a whole rewrite of the history), with a reader listing the history
# meanwhile, and kill -9 the import after a random delay between 60% and 110% of the time a
# whole import takes (the rewrite is its last tenth or so: the kills land before, during and
# after it). After each round the history must be byte for byte the one before or the one
# after, never another; every read must have listed 40,000 draws; and no file but the history
# and its lock may be left beside it (0.1.0 could leave draws.jsonl.tmp until the next
# rewrite).
#
#   [LOTTO=path/to/lotto] Reliability/kill-replacing-imports.sh [rounds (40)]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-40}
source Reliability/release-lotto.sh
work=$(mktemp -d /tmp/lotto-kill-replacing-XXXXXX)
trap 'rm -rf "$work"' EXIT

header="date,extra,game,numbers,prizes,round"
{ echo "$header"; python3 Benchmarks/make-draws.py 6/43 40000 1900-01-01 1 1; } >"$work/old.csv"
# The same draws with other prizes (another seed draws other numbers: keep the numbers).
python3 - "$work/old.csv" >"$work/new.csv" <<'PY'
import sys
lines = open(sys.argv[1]).read().splitlines()
print(lines[0])
for line in lines[1:]:
    date, extra, game, numbers, prizes, rnd = line.split(",")
    tier, winners, amount = prizes.split(":")
    print(",".join([date, extra, game, numbers, f"{tier}:{winners}:{int(amount) + 1}", rnd]))
PY
"$lotto" draws import "$work/old.csv" --draws "$work/before.jsonl" >/dev/null
cp "$work/before.jsonl" "$work/after.jsonl"
"$lotto" draws import --replace "$work/new.csv" --draws "$work/after.jsonl" >/dev/null
# How long a whole import takes here, in milliseconds.
cp "$work/before.jsonl" "$work/timed.jsonl"
start=$(date +%s%N)
"$lotto" draws import --replace "$work/new.csv" --draws "$work/timed.jsonl" >/dev/null
whole=$((($(date +%s%N) - start) / 1000000))
echo "a whole import takes $whole ms"
before=$(md5sum <"$work/before.jsonl")
after=$(md5sum <"$work/after.jsonl")

failures=0 old=0 new=0 reads=0
for ((r = 0; r < rounds; r++)); do
    rm -rf "$work/h" && mkdir "$work/h"
    cp "$work/before.jsonl" "$work/h/draws.jsonl"
    "$lotto" draws import --replace "$work/new.csv" --draws "$work/h/draws.jsonl" >/dev/null 2>&1 &
    victim=$!
    # A reader meanwhile: every read sees a whole history.
    ( for _ in 1 2 3; do "$lotto" draws --draws "$work/h/draws.jsonl" | wc -l; done ) >"$work/reads" 2>&1 &
    reader=$!
    delay=$((whole * (60 + RANDOM % 51) / 100))
    sleep "$(printf '%d.%03d' $((delay / 1000)) $((delay % 1000)))"
    kill -9 "$victim" 2>/dev/null || true
    wait "$victim" 2>/dev/null || true
    wait "$reader" || true
    while read -r count; do
        reads=$((reads + 1))
        [[ $count == 40000 ]] || { echo "round $r: a read listed: $count"; failures=$((failures + 1)); }
    done <"$work/reads"
    sum=$(md5sum <"$work/h/draws.jsonl")
    if [[ $sum == "$before" ]]; then
        old=$((old + 1))
    elif [[ $sum == "$after" ]]; then
        new=$((new + 1))
    else
        echo "round $r: the history is neither the one before nor the one after"
        failures=$((failures + 1))
    fi
    left=$(cd "$work/h" && ls -A | grep -vx -e draws.jsonl -e draws.jsonl.lock || true)
    if [[ -n $left ]]; then
        echo "round $r: left beside the history: $left"
        failures=$((failures + 1))
    fi
done
echo "rounds: $rounds, history as before: $old, as after: $new, reads: $reads, failures: $failures"
((failures == 0))
