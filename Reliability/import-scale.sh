#!/usr/bin/env bash
# Imports at scale (issue 20): lotto's own JSON of 10,000 and 100,000 draws and its CSV of
# 10,000, 100,000 and 1,000,000 (a million JSON lines pass the 64 MiB file limit), each into a
# new history and then again into the same one (every draw kept). Checks that the time grows
# linearly (ten times the draws in at most fifteen times the time), that 100,000 draws take at
# most 1 s and their repeat no longer than 1.1 times the first, that a first import writes the
# history once (one rename over it, nothing written before the checks are done), that a repeat
# writes nothing, and that the history is the same whatever the layout read.
#
#   [LOTTO=path/to/lotto] Reliability/import-scale.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Reliability/release-lotto.sh
work=$(mktemp -d /tmp/lotto-import-scale-XXXXXX)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAILED: $*"; failures=$((failures + 1)); }

# The draws: three custom games, which have no first draw, daily, so that a million fit
# before today. lotto's own JSON is what `lotto draws --json` prints of them.
header="date,extra,game,numbers,prizes,round"
for count in 10000 100000 1000000; do
    third=$((count / 3))
    { echo "$header"
      python3 Benchmarks/make-draws.py 6/43 $((count - 2 * third)) 1100-01-01 1 1
      python3 Benchmarks/make-draws.py 6/49 "$third" 1100-01-01 1 2
      python3 Benchmarks/make-draws.py 6/90 "$third" 1100-01-01 1 3
    } >"$work/$count.csv"
done
for count in 10000 100000; do
    "$lotto" draws import "$work/$count.csv" --draws "$work/export.jsonl" >/dev/null
    "$lotto" draws --json --draws "$work/export.jsonl" >"$work/$count.json"
    rm -f "$work/export.jsonl" "$work/export.jsonl.lock"
done

# Seconds of the fastest of `runs` runs of a command (wall clock).
fastest() {
    local runs=$1 best=999999 start end elapsed
    shift
    for ((i = 0; i < runs; i++)); do
        [[ -n ${before:-} ]] && eval "$before"
        start=$(date +%s.%N)
        "$@" >/dev/null
        end=$(date +%s.%N)
        elapsed=$(echo "$end - $start" | bc -l)
        best=$(echo "if ($elapsed < $best) $elapsed else $best" | bc -l)
    done
    printf '%.3f' "$best"
}

declare -A fresh again
for input in 10000.json 100000.json 10000.csv 100000.csv 1000000.csv; do
    history="$work/h-$input.jsonl"
    runs=3; [[ $input == 1000000.csv ]] && runs=1
    before="rm -f '$history' '$history.lock'"
    fresh[$input]=$(fastest $runs "$lotto" draws import "$work/$input" --draws "$history")
    before=""
    again[$input]=$(fastest $runs "$lotto" draws import "$work/$input" --draws "$history")
    peak=$(/usr/bin/time -f %M "$lotto" draws import "$work/$input" --draws "$history" 2>&1 >/dev/null | tail -1)
    printf 'import %-12s %8.3f s new, %8.3f s again (all kept), peak %6.1f MiB again\n' \
        "$input" "${fresh[$input]}" "${again[$input]}" "$(echo "$peak / 1024" | bc -l)"
done

# Linear: ten times the draws in at most fifteen times the time.
for pair in "10000.json 100000.json" "10000.csv 100000.csv" "100000.csv 1000000.csv"; do
    read -r small large <<<"$pair"
    ratio=$(echo "${fresh[$large]} / ${fresh[$small]}" | bc -l)
    printf 'linear %-12s -> %-12s x%.1f\n' "$small" "$large" "$ratio"
    (($(echo "$ratio <= 15" | bc -l))) || fail "$small to $large took $ratio times as long"
done
(($(echo "${fresh[100000.json]} <= 1" | bc -l))) || fail "100,000 draws of lotto's JSON took ${fresh[100000.json]} s (> 1 s)"
(($(echo "${again[100000.json]} <= ${fresh[100000.json]} * 1.1" | bc -l))) ||
    fail "importing 100,000 draws again took ${again[100000.json]} s, the first time ${fresh[100000.json]} s"

# The same history whatever the layout; one write for a first import, none for a repeat.
cmp -s "$work/h-100000.json.jsonl" "$work/h-100000.csv.jsonl" || fail "JSON and CSV gave other histories"
if command -v strace >/dev/null; then
    rm -f "$work/s.jsonl" "$work/s.jsonl.lock"
    strace -f -e trace=rename,renameat,renameat2,linkat,pwrite64,write -o "$work/trace" \
        "$lotto" draws import "$work/100000.json" --draws "$work/s.jsonl" >/dev/null
    renames=$(grep -c 'rename.*s.jsonl"' "$work/trace" || true)
    [[ $renames == 1 ]] || fail "a first import renamed over the history $renames times"
    strace -f -e trace=rename,renameat,renameat2,linkat,pwrite64 -o "$work/trace" \
        "$lotto" draws import "$work/100000.json" --draws "$work/s.jsonl" >/dev/null
    writes=$(grep -cE 'rename|linkat|pwrite64' "$work/trace" || true)
    [[ $writes == 0 ]] || fail "a repeat import wrote $writes times"
    echo "writes: a first import renames over the history once; a repeat writes nothing"
else
    echo "strace not installed: the count of writes is not checked"
fi
echo "failures: $failures"
((failures == 0))
