#!/usr/bin/env bash
# Whole-process comparisons (the targets of BENCHMARKS.md: start-up, bulk draws, save, list,
# check, real draws, random backtests, lotto ui): builds the release binary as the README
# documents, then times it against shuf and against itself on generated stores.
# Reports medians and ratios from runs in the same session; uses hyperfine where installed
# (apt-get install hyperfine) and a plain loop otherwise.
#
#   [LOTTO=path/to/lotto] Benchmarks/compare.sh [--runs N]   (N: start-up runs per command, default 40)
set -euo pipefail
cd "$(dirname "$0")/.."

runs=40
if [[ "${1:-}" == "--runs" ]]; then runs="$2"; fi

if [[ -n ${LOTTO:-} ]]; then
    lotto=$(realpath "$LOTTO")  # another build, to compare
else
    swift build -c release --static-swift-stdlib -Xswiftc -static-executable >/dev/null 2>&1 \
        || swift build -c release --static-swift-stdlib
    lotto="$PWD/.build/release/lotto"
fi
work=$(mktemp -d /tmp/lotto-compare-XXXXXX)
trap 'rm -rf "$work"' EXIT
# Timed as installed, a copy (README: cp .build/release/lotto ~/.local/bin/): the file the
# linker wrote starts 0.3 ms slower than the same bytes copied, with as many page faults, each
# slower (measured with perf stat; how the kernel's page cache holds a file written in small
# pieces, we believe).
cp "$lotto" "$work/lotto"
lotto="$work/lotto"
export XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data" LOTTO_STORE="$work/default.jsonl"

# Median of the numbers on stdin.
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Seconds one run of the command line "$1" takes, stdout to /dev/null, timed by bash itself:
# only the command's own fork and exec are inside the interval, no timer or extra shell.
time_once() {
    local start=$EPOCHREALTIME
    eval "$1" >/dev/null
    local end=$EPOCHREALTIME
    echo "$end - $start" | bc -l
}

# median seconds of A and of B over N runs, run alternately so that noise hits both alike;
# the shell command `prepare` runs before each run, untimed.
interleaved() {
    local n=$1 prepare=$2 a=$3 b=$4
    : >"$work/a" && : >"$work/b"
    for ((i = 0; i < n; i++)); do
        eval "$prepare"
        time_once "$a" >>"$work/a"
        eval "$prepare"
        time_once "$b" >>"$work/b"
    done
    echo "$(median <"$work/a") $(median <"$work/b")"
}

# median seconds of A and of B: hyperfine when present, else the interleaved loop.
pair() {
    local n=$1 prepare=$2 a=$3 b=$4
    if command -v hyperfine >/dev/null; then
        local prep=(--prepare "$prepare")
        hyperfine -N -w 1 -r "$n" "${prep[@]}" --export-json "$work/h.json" "$a" "$b" >/dev/null 2>&1 \
            || hyperfine -w 1 -r "$n" "${prep[@]}" --export-json "$work/h.json" "$a" "$b" >/dev/null
        python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"]; print(r[0]["median"], r[1]["median"])' "$work/h.json"
    else
        interleaved "$n" "$prepare" "$a" "$b"
    fi
}

report() {  # name, a-seconds, b-seconds, target ratio, description of the ratio
    local ratio verdict
    ratio=$(echo "$2 / $3" | bc -l)
    verdict=$(echo "$ratio <= $4" | bc -l)
    printf '%-9s %s: %.4f s vs %.4f s = %.2fx (target <= %sx) %s\n' "$1" "$5" "$2" "$3" "$ratio" "$4" \
        "$([[ $verdict == 1 ]] && echo met || echo NOT MET)"
}

echo "machine: $(nproc) cores, $(uname -srm); $(swift --version 2>/dev/null | head -1)"
echo "tools: $(command -v hyperfine >/dev/null && hyperfine --version || echo 'no hyperfine: plain loops')"

# 1. Start-up: always interleaved, as the target asks.
read -r a b < <(interleaved "$runs" : "'$lotto' new" "shuf -i 1-45 -n 6")
report "start-up" "$a" "$b" 1.3 "lotto new vs shuf -i 1-45 -n 6 (median of $runs, interleaved)"

# 2. Bulk: ten million tickets vs sixty million numbers from shuf.
read -r a b < <(pair 5 : "bash -c '\"$lotto\" new -n 10000000 >/dev/null'" "bash -c 'shuf -r -i 1-45 -n 60000000 >/dev/null'")
report "bulk" "$a" "$b" 0.12 "lotto new -n 10000000 vs shuf -r -i 1-45 -n 60000000"
read -r s b < <(pair 5 : "bash -c '\"$lotto\" new -n 10000000 --seed 1 >/dev/null'" "bash -c 'shuf -r -i 1-45 -n 60000000 >/dev/null'")
report "bulk" "$s" "$b" 0.12 "lotto new -n 10000000 --seed 1 vs the same shuf"

# Stores of a million tickets.
"$lotto" new -n 1000000 --seed 9 | "$lotto" save - --store "$work/million.jsonl" >/dev/null
cp "$work/million.jsonl" "$work/grow.jsonl"

# 3. Save: into a million tickets vs into an empty store (made anew before each run). The copy
# is another file to the filter of lines saved beside it (tickets.jsonl.lines names the store's
# inode): the warm-up run rebuilds it from the whole store, once, as a first save would.
# (grow.jsonl's filter is made by that run; million.jsonl's by the save that made it.)
read -r a b < <(pair "$runs" "rm -f '$work/empty.jsonl' '$work/empty.jsonl.lock' '$work/empty.jsonl.lines'" "'$lotto' save 1 2 3 4 5 6 --store '$work/empty.jsonl'" "'$lotto' save 1 2 3 4 5 6 --store '$work/grow.jsonl'")
report "save" "$b" "$a" 1.3 "save into 1,000,000 tickets vs into an empty store"

# 4. List: a million tickets, time and peak memory.
read -r a b < <(pair 5 : "bash -c '\"$lotto\" list --store \"$work/million.jsonl\" >/dev/null'" "bash -c 'cat \"$work/million.jsonl\" >/dev/null'")
printf '%-9s lotto list of 1,000,000 tickets: %.3f s (target <= 0.1 s) %s; cat of the same file: %.3f s\n' \
    list "$a" "$([[ $(echo "$a <= 0.1" | bc -l) == 1 ]] && echo met || echo NOT MET)" "$b"
if [[ -x /usr/bin/time ]]; then
    peak=$(/usr/bin/time -f %M "$lotto" list --store "$work/million.jsonl" 2>&1 >/dev/null | tail -1)
    printf '%-9s lotto list of 1,000,000 tickets: peak memory %.1f MiB (target <= 16 MiB) %s\n' list \
        "$(echo "$peak / 1024" | bc -l)" "$([[ $peak -le 16384 ]] && echo met || echo NOT MET)"
fi

# 5. Check: needs `lotto check` (issue 3).
if "$lotto" help check >/dev/null 2>&1; then
    read -r a b < <(pair 5 : "bash -c '\"$lotto\" check 1 2 3 4 5 6 --bonus 7 --store \"$work/million.jsonl\" >/dev/null'" "bash -c 'cat \"$work/million.jsonl\" >/dev/null'")
    printf '%-9s lotto check against 1,000,000 tickets: %.3f s (target <= 1 s) %s; cat of the same file: %.3f s\n' \
        check "$a" "$([[ $(echo "$a <= 1" | bc -l) == 1 ]] && echo met || echo NOT MET)" "$b"
else
    printf '%-9s not measured: this lotto has no check command yet\n' check
fi

# 6. Real draws (issue 11): import, backtest, check against a recorded draw.
header="date,extra,game,numbers,prizes,round"
{ echo "$header"; python3 Benchmarks/make-draws.py kr645 3000 2002-12-07 1 1; \
  python3 Benchmarks/make-draws.py uk-lotto 7000 1994-11-19 1 2; } >"$work/draws-10000.csv"
read -r a b < <(pair 5 "rm -f '$work/imported.jsonl' '$work/imported.jsonl.lock'" \
    "'$lotto' draws import '$work/draws-10000.csv' --draws '$work/imported.jsonl'" "'$lotto' --version")
printf '%-9s lotto draws import of 10,000 draws: %.3f s (target <= 1 s) %s\n' \
    import "$a" "$([[ $(echo "$a <= 1" | bc -l) == 1 ]] && echo met || echo NOT MET)"

{ echo "$header"; python3 Benchmarks/make-draws.py kr645 1300 2002-12-07 3 3; } >"$work/draws-1300.csv"
"$lotto" draws import "$work/draws-1300.csv" --draws "$work/draws.jsonl" >/dev/null
"$lotto" new -n 100000 --seed 10 | "$lotto" save - --store "$work/hundred-thousand.jsonl" >/dev/null
read -r a b < <(pair 5 : \
    "bash -c '\"$lotto\" backtest --store \"$work/hundred-thousand.jsonl\" --draws \"$work/draws.jsonl\" >/dev/null'" \
    "bash -c '\"$lotto\" backtest --store \"$work/hundred-thousand.jsonl\" --draws \"$work/draws.jsonl\" --json >/dev/null'")
printf '%-9s lotto backtest of 100,000 tickets x 1,300 draws: %.3f s text, %.3f s JSON (target <= 2 s) %s\n' \
    backtest "$a" "$b" "$([[ $(echo "$a <= 2 && $b <= 2" | bc -l) == 1 ]] && echo met || echo NOT MET)"

read -r a b < <(pair 5 : \
    "bash -c '\"$lotto\" backtest --random 100000 --draws \"$work/draws.jsonl\" >/dev/null'" \
    "bash -c '\"$lotto\" backtest --random 100000 --seed 1 --draws \"$work/draws.jsonl\" >/dev/null'")
printf '%-9s lotto backtest --random 100000 over 1,300 draws: %.3f s (target <= 2 s) %s; seeded (one stream): %.3f s\n' \
    random "$a" "$([[ $(echo "$a <= 2" | bc -l) == 1 ]] && echo met || echo NOT MET)" "$b"

read -r a b < <(pair 5 : \
    "bash -c '\"$lotto\" check --latest --store \"$work/million.jsonl\" --draws \"$work/draws.jsonl\" >/dev/null'" \
    "bash -c '\"$lotto\" check 1 2 3 4 5 6 --bonus 7 --store \"$work/million.jsonl\" >/dev/null'")
report "latest" "$a" "$b" 1.1 "check --latest vs check with numbers, 1,000,000 tickets"


# 7. lotto ui (issue 12): key to frame with 100,000 tickets, memory with 1,000,000.
LOTTO="$lotto" bash Benchmarks/ui.sh --keys 100
