#!/usr/bin/env bash
# Nothing lost to a crash: start a save (a big one, so that a kill can land mid-write, or a
# small one), a delete or a draw, kill -9 it after a random delay, K times. Each command
# reaches the store through one of three names of it, at random: its real path, a symbolic
# link to the file, or a path through a linked folder. Every save that reported success must
# still be in the store unless a delete went for it, every delete that reported success must
# have removed its ticket, the store must parse (a line cut short is set aside with a
# warning), no temporary files may pile up, and the links must still be links.
#
#   [LOTTO=path/to/lotto] Reliability/kill-saves.sh [kills (100)]
set -euo pipefail
cd "$(dirname "$0")/.."
kills=${1:-100}
source Reliability/release-lotto.sh
work=$(mktemp -d /tmp/lotto-kill-XXXXXX)
trap 'rm -rf "$work"' EXIT
export XDG_STATE_HOME="$work/state"
mkdir "$work/store"
: >"$work/store/tickets.jsonl"  # an empty file is an empty store
ln -s "$work/store/tickets.jsonl" "$work/link.jsonl"
ln -s "$work/store" "$work/linked"
names=("$work/store/tickets.jsonl" "$work/link.jsonl" "$work/linked/tickets.jsonl")
"$lotto" new -n 20000 --seed 5 >"$work/big.txt"
: >"$work/reported"
: >"$work/targeted"
: >"$work/deleted"

completed=0 killed=0
for ((k = 0; k < kills; k++)); do
    : >"$work/out"
    export LOTTO_STORE=${names[RANDOM % 3]}
    kind=$((RANDOM % 4))
    case $kind in
        0) "$lotto" save - <"$work/big.txt" >"$work/out" 2>/dev/null & ;;
        1) "$lotto" save $((RANDOM % 40 + 1)) 41 42 43 44 45 >"$work/out" 2>/dev/null & ;;
        2) "$lotto" new -n 1000 >/dev/null 2>&1 & ;;
        3)
            target=$("$lotto" list 2>/dev/null | shuf -n 1 | cut -d' ' -f1)
            [[ -n $target ]] && echo "$target" >>"$work/targeted"
            "$lotto" delete "${target:-#1}" >"$work/out" 2>/dev/null &
            ;;
    esac
    pid=$!
    sleep "$(printf '0.%03d' $((RANDOM % 30)))"
    kill -9 "$pid" 2>/dev/null || true
    if wait "$pid" 2>/dev/null; then
        completed=$((completed + 1))
        # "#id  numbers  time" lines: what a save reported saved, or a delete removed.
        if [[ $kind == 3 ]]; then cat "$work/out" >>"$work/deleted"; else cat "$work/out" >>"$work/reported"; fi
    else
        killed=$((killed + 1))
    fi
done

# One more save meets (and sets aside) any line cut short; then everything must read back.
"$lotto" save 1 2 3 4 5 6 >/dev/null 2>"$work/warnings"
"$lotto" list >"$work/list"
missing=$(awk 'FILENAME == ARGV[1] { kept[$1] = $0; next }
    FILENAME == ARGV[2] { targeted[$1] = 1; next }
    !($1 in targeted) && (!($1 in kept) || kept[$1] != $0) { n++ } END { print n + 0 }' \
    "$work/list" "$work/targeted" "$work/reported")
undeleted=$(awk 'NR == FNR { kept[$1] = 1; next } ($1 in kept) { n++ } END { print n + 0 }' "$work/list" "$work/deleted")
torn=$( [[ -f "$work/store/tickets.jsonl.torn" ]] && wc -l <"$work/store/tickets.jsonl.torn" || echo 0)
strays=$(find "$work/store" "$work/state" -type f ! -name tickets.jsonl ! -name tickets.jsonl.lock \
    ! -name tickets.jsonl.torn ! -name tickets.jsonl.tmp ! -name last-draw ! -name last-draw.lock \
    ! -name last-draw.tmp | wc -l)
links=$([[ -L $work/link.jsonl && -L $work/linked ]] && echo "still links" || echo "NOT links")
printf 'kill -9 through 3 names: %d runs, %d killed, %d completed; %d saves reported, %d of them missing; %d deletes reported, %d of them undone; %d torn lines set aside; %d stray files; %d tickets kept; the links are %s\n' \
    "$kills" "$killed" "$completed" "$(wc -l <"$work/reported")" "$missing" "$(wc -l <"$work/deleted")" "$undeleted" \
    "$torn" "$strays" "$(wc -l <"$work/list")" "$links"
[[ $missing -eq 0 && $undeleted -eq 0 && $strays -eq 0 && $links == "still links" ]] \
    && echo "PASS: every reported save kept, every reported delete done, the store parses, no stray files, the links are links" \
    || { echo FAIL; exit 1; }
