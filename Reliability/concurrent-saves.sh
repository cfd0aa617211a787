#!/usr/bin/env bash
# Nothing lost under concurrency: P lotto processes save S tickets each, one save a process
# at a time, all into one store at once, through three names of it: its real path, a symbolic
# link to the file, and a path through a linked folder (as dotfile managers link
# ~/.local/share). Meanwhile R processes list the store in a loop, so writers must get past
# readers. Then the store must hold exactly P*S tickets with unique ids 1...P*S, parse, and
# both links must still be links.
#
#   [LOTTO=path/to/lotto] Reliability/concurrent-saves.sh [processes (8)] [saves each (250)] [readers (2)]
set -euo pipefail
cd "$(dirname "$0")/.."
processes=${1:-8}
saves=${2:-250}
readers=${3:-2}
source Reliability/release-lotto.sh
work=$(mktemp -d /tmp/lotto-concurrent-XXXXXX)
trap 'rm -rf "$work"' EXIT
export XDG_STATE_HOME="$work/state" LOTTO_LOCK_TIMEOUT=60
mkdir "$work/real"
: >"$work/real/tickets.jsonl"  # an empty file is an empty store
ln -s "$work/real/tickets.jsonl" "$work/link.jsonl"
ln -s "$work/real" "$work/linked"
names=("$work/real/tickets.jsonl" "$work/link.jsonl" "$work/linked/tickets.jsonl")

touch "$work/saving"
for ((r = 0; r < readers; r++)); do
    (while [[ -e $work/saving ]]; do "$lotto" list --store "${names[r % 3]}" >/dev/null || exit 1; done) &
    reader_pids+=($!)
done
start=$EPOCHREALTIME
for ((p = 0; p < processes; p++)); do
    (
        for ((i = 0; i < saves; i++)); do
            "$lotto" save --store "${names[p % 3]}" $(((p * saves + i) % 40 + 1)) 41 42 43 44 45 >/dev/null || exit 1
        done
    ) &
    writer_pids+=($!)
done
failed=0
for pid in "${writer_pids[@]}"; do wait "$pid" || failed=$((failed + 1)); done
seconds=$(echo "$EPOCHREALTIME - $start" | bc -l)
rm "$work/saving"
failed_readers=0
for pid in "${reader_pids[@]}"; do wait "$pid" || failed_readers=$((failed_readers + 1)); done

"$lotto" list --json --store "${names[2]}" >"$work/list.json"
read -r count unique first last < <(python3 -c '
import json, sys
ids = [t["id"] for t in json.load(open(sys.argv[1]))]
print(len(ids), len(set(ids)), min(ids), max(ids))' "$work/list.json")
links=$([[ -L $work/link.jsonl && -L $work/linked ]] && echo "still links" || echo "NOT links")
expected=$((processes * saves))
printf 'concurrent saves through 3 names: %d processes x %d saves in %.1f s, %d readers listing meanwhile; failed writers: %d, failed readers: %d; kept %d tickets, %d unique ids, %d...%d; the links are %s\n' \
    "$processes" "$saves" "$seconds" "$readers" "$failed" "$failed_readers" "$count" "$unique" "$first" "$last" "$links"
if [[ $failed -eq 0 && $failed_readers -eq 0 && $count -eq $expected && $unique -eq $expected && $first -eq 1 \
    && $last -eq $expected && $links == "still links" ]]; then
    echo "PASS: exactly $expected tickets, ids unique, the store parses, the links are links"
else
    echo "FAIL: expected $expected tickets with ids 1...$expected"; exit 1
fi
