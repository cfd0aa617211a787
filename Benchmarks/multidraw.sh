#!/usr/bin/env bash
# Multi-draw tickets against the same work as single tickets (issue 52): 20,000 kr645 tickets of
# 52 draws each (`save --multi-draw 52`), and the same 20,000 lines saved once for each of those
# 52 draws, 1,040,000 single tickets; both checked against a history in which every one of the
# 52 draws is recorded. For each lotto binary given and each store: `check`, `check --summary`,
# `check --summary --by month` and `check --new` (its remembered results removed before each
# run), timed by hyperfine (median of RUNS runs, 5 unless set, after one warm-up), and the
# peak memory of one run (max RSS, by /usr/bin/time). The target: multi-draw within 1.5 times
# the single tickets' time, in at most twice their memory; "time x" is the ratio of the
# medians, "mem x" of the peaks. Builds are numbered in the order
# given (1 = the first, e.g. before a change; 2 = after).
#
#   [RUNS=N] [WORK=dir] Benchmarks/multidraw.sh LOTTO [LOTTO...]
#
# (release builds: `swift build -c release`). WORK keeps the stores there, made once, for
# rounds to come (else a temporary folder, removed at the end).
#
# Needs hyperfine, python3 and GNU time (apt-get install hyperfine time).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -lt 1 ]]; then
    echo "usage: $0 LOTTO [LOTTO...]" >&2
    exit 64
fi
runs=${RUNS:-5}
if [[ -n ${WORK:-} ]]; then
    work=$WORK  # kept, with its stores, for another round
    mkdir -p "$work"
else
    work=$(mktemp -d /tmp/lotto-multidraw-XXXXXX)
    trap 'rm -rf "$work"' EXIT
fi
builds=()
for ((i = 1; i <= $#; i++)); do
    cp "${!i}" "$work/lotto-$i"
    builds+=("$work/lotto-$i")
done
lotto=${builds[0]}
export XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data" LOTTO_STORE="$work/default.jsonl"
export LOTTO_DRAWS="$work/draws.jsonl"

# kr645's Saturdays from its first draw, 2002-12-07, to 2024-12-28: the 52 draws from
# 2024-01-06 are the tickets'.
first=2024-01-06
if [[ ! -s $work/single.jsonl ]]; then
    rm -f "$work"/multi.jsonl* "$work"/single.jsonl* "$work"/draws.jsonl*
    { echo "date,extra,game,numbers,prizes,round"; python3 Benchmarks/make-draws.py kr645 1152 2002-12-07 7 52; } \
        >"$work/draws.csv"
    "$lotto" draws import "$work/draws.csv" --draws "$work/draws.jsonl" >/dev/null
    "$lotto" new -n 20000 --seed 52 --game kr645 >"$work/lines.txt"
    "$lotto" save - --game kr645 --draw "$first" --multi-draw 52 --store "$work/multi.jsonl" \
        <"$work/lines.txt" >/dev/null 2>&1
    for week in $(seq 0 51); do
        "$lotto" save - --game kr645 --draw "$(date -d "$first + $((week * 7)) days" +%F)" \
            --store "$work/single.jsonl" <"$work/lines.txt" >/dev/null 2>&1
    done
fi
echo "stores: $(wc -l <"$work/multi.jsonl") lines (multi-draw), $(wc -l <"$work/single.jsonl") lines (single)"
for store in multi single; do
    echo "check --summary of $store: $("$lotto" check --summary --json --store "$work/$store.jsonl" \
        | python3 -c 'import json,sys; r=json.load(sys.stdin); print({k: r[0][k] for k in ("checked","spent","won")})' 2>/dev/null \
        || "$lotto" check --summary --store "$work/$store.jsonl" | grep -E '^(checked|spent|won)' | tr '\n' ' ')"
done
echo "load: $(uptime)"

# Median seconds of a command line, over $runs runs after one warm-up, the shell command
# `prepare` before each.
median() {
    hyperfine -N -w 1 -r "$runs" --prepare "$2" --export-json "$work/h.json" "$1" >/dev/null 2>&1 \
        || hyperfine -w 1 -r "$runs" --prepare "$2" --export-json "$work/h.json" "$1" >/dev/null
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$work/h.json"
}

# Peak memory of one run, in MiB, and the processor time it took (user and system seconds,
# which the load of a shared machine moves less than the time it waits), the shell command
# `prepare` before it; its output kept in the file named third, to compare the builds'.
peak() {
    eval "$2"
    /usr/bin/time -o "$work/rss" -f '%M %U %S' bash -c "$1 >'$3'"
    awk '{ printf "%.1f %.2f\n", $1 / 1024, $2 + $3 }' "$work/rss"
}

printf '%-26s %-5s %8s %6s %6s %9s %6s %6s %7s %6s\n' command build "multi s" cpu MiB "single s" cpu MiB "time x" "mem x"
# Command by command, each build in turn, back to back: the load of a shared machine falls
# on every build alike.
commands=("check" "check --summary" "check --summary --by month" "check --new")
for ((c = 0; c < ${#commands[@]}; c++)); do
    args=${commands[$c]}
    for ((b = 0; b < ${#builds[@]}; b++)); do
        build=${builds[$b]}
        declare -A seconds=() mib=() cpu=()
        for store in multi single; do
            prepare="true"
            [[ $args == "check --new" ]] && prepare="rm -f '$work/$store.jsonl.seen'"
            line="'$build' $args --store '$work/$store.jsonl'"
            seconds[$store]=$(median "bash -c \"$line >/dev/null\"" "$prepare")
            read -r "mib[$store]" "cpu[$store]" < <(peak "$line" "$prepare" "$work/out-$c-$store-$b")
        done
        printf '%-26s %-5s %8.3f %6s %6s %9.3f %6s %6s %7.2f %6.2f\n' "$args" "$((b + 1))" \
            "${seconds[multi]}" "${cpu[multi]}" "${mib[multi]}" "${seconds[single]}" "${cpu[single]}" "${mib[single]}" \
            "$(echo "${seconds[multi]} / ${seconds[single]}" | bc -l)" "$(echo "${mib[multi]} / ${mib[single]}" | bc -l)"
    done
done
echo "load: $(uptime)"
# Each build's output against the first's.
for ((c = 0; c < ${#commands[@]}; c++)); do
    for store in multi single; do
        for ((b = 1; b < ${#builds[@]}; b++)); do
            same=$(cmp -s "$work/out-$c-$store-0" "$work/out-$c-$store-$b" && echo same || echo DIFFERENT)
            echo "${commands[$c]} of $store, build $((b + 1)) against build 1: $same output" \
                "($(wc -c <"$work/out-$c-$store-0") bytes)"
        done
    done
done
