#!/usr/bin/env bash
# Nothing lost to a crash: start a save (a big one half the time, so that a kill can land
# mid-write) or a draw, kill -9 it after a random delay, K times. Every save that reported
# success must still be in the store, the store must parse (a line cut short is set aside with
# a warning), and no temporary files may pile up.
#
#   Reliability/kill-saves.sh [kills (100)]
set -euo pipefail
cd "$(dirname "$0")/.."
kills=${1:-100}
swift build -c release >/dev/null
lotto="$PWD/.build/release/lotto"
work=$(mktemp -d /tmp/lotto-kill-XXXXXX)
trap 'rm -rf "$work"' EXIT
export XDG_STATE_HOME="$work/state" LOTTO_STORE="$work/store/tickets.jsonl"
"$lotto" new -n 20000 --seed 5 >"$work/big.txt"
: >"$work/reported"

completed=0 killed=0
for ((k = 0; k < kills; k++)); do
    : >"$work/out"
    case $((RANDOM % 3)) in
        0) "$lotto" save - <"$work/big.txt" >"$work/out" 2>/dev/null & ;;
        1) "$lotto" save $((RANDOM % 40 + 1)) 41 42 43 44 45 >"$work/out" 2>/dev/null & ;;
        2) "$lotto" new -n 1000 >/dev/null 2>&1 & ;;
    esac
    pid=$!
    sleep "$(printf '0.%03d' $((RANDOM % 30)))"
    kill -9 "$pid" 2>/dev/null || true
    if wait "$pid" 2>/dev/null; then
        completed=$((completed + 1))
        cat "$work/out" >>"$work/reported"   # "#id  numbers  time" lines: reported saved
    else
        killed=$((killed + 1))
    fi
done

# One more save meets (and sets aside) any line cut short; then everything must read back.
"$lotto" save 1 2 3 4 5 6 >/dev/null 2>"$work/warnings"
"$lotto" list >"$work/list"
missing=$(awk 'NR == FNR { kept[$1] = $0; next } !($1 in kept) || kept[$1] != $0 { n++ } END { print n + 0 }' \
    "$work/list" "$work/reported")
torn=$( [[ -f "$LOTTO_STORE.torn" ]] && wc -l <"$LOTTO_STORE.torn" || echo 0)
strays=$(find "$work/store" "$work/state" -type f ! -name tickets.jsonl ! -name tickets.jsonl.lock \
    ! -name tickets.jsonl.torn ! -name last-draw ! -name last-draw.lock ! -name last-draw.tmp | wc -l)
printf 'kill -9: %d runs, %d killed, %d completed; %d saves reported, %d of them missing; %d torn lines set aside; %d stray files; %d tickets kept\n' \
    "$kills" "$killed" "$completed" "$(wc -l <"$work/reported")" "$missing" "$torn" "$strays" "$(wc -l <"$work/list")"
[[ $missing -eq 0 && $strays -eq 0 ]] && echo "PASS: every reported save kept, the store parses, no stray files" \
    || { echo FAIL; exit 1; }
