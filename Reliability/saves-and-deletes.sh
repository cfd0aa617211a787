#!/usr/bin/env bash
# Nothing lost when deletes and saves meet: a delete rewrites the store by rename while saves
# append to it, so a save let in before the rename would append to the file the rename
# drops. W processes save S tickets each while 2 processes delete, one by one, the D tickets
# saved before. Every save reported must be kept, every delete reported must hold.
#
#   [LOTTO=path/to/lotto] Reliability/saves-and-deletes.sh [writers (4)] [saves each (60)] [deletes (200)]
set -euo pipefail
cd "$(dirname "$0")/.."
writers=${1:-4}
saves=${2:-60}
deletes=${3:-200}
source Reliability/release-lotto.sh
work=$(mktemp -d /tmp/lotto-saves-deletes-XXXXXX)
trap 'rm -rf "$work"' EXIT
export LOTTO_STORE="$work/tickets.jsonl" XDG_STATE_HOME="$work/state" LOTTO_LOCK_TIMEOUT=60

for ((i = 0; i < deletes; i++)); do echo "1 2 3 4 5 6"; done | "$lotto" save - >/dev/null
start=$EPOCHREALTIME
for ((p = 0; p < writers; p++)); do
    (for ((i = 0; i < saves; i++)); do "$lotto" save 1 2 3 4 5 $((i % 39 + 7)) >>"$work/saved.$p" || exit 1; done) &
done
for p in 1 2; do (for id in $(seq $p 2 "$deletes"); do "$lotto" delete "$id" >>"$work/deleted" || exit 1; done) & done
failed=0
for job in $(jobs -p); do wait "$job" || failed=$((failed + 1)); done
seconds=$(echo "$EPOCHREALTIME - $start" | bc -l)

"$lotto" list >"$work/list"
cat "$work"/saved.* >"$work/saved"
missing=$(sort "$work/saved" | comm -23 - <(sort "$work/list") | wc -l)
undone=$(sort "$work/deleted" | comm -12 - <(sort "$work/list") | wc -l)
printf 'saves and deletes at once: %d writers x %d saves and %d deletes in %.1f s; failed processes: %d; %d saves reported, %d missing; %d deletes reported, %d undone; %d tickets kept\n' \
    "$writers" "$saves" "$deletes" "$seconds" "$failed" "$(wc -l <"$work/saved")" "$missing" "$(wc -l <"$work/deleted")" \
    "$undone" "$(wc -l <"$work/list")"
if [[ $failed -eq 0 && $missing -eq 0 && $undone -eq 0 && $(wc -l <"$work/list") -eq $((writers * saves)) ]]; then
    echo "PASS: every reported save kept, every reported delete done"
else
    echo "FAIL"; exit 1
fi
