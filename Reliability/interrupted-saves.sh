#!/usr/bin/env bash
# A save is one commit under Ctrl-C and SIGTERM: a save of N tickets (`lotto new -n N --seed
# 1`) into a store of one ticket, signalled at three moments: SIGINT while standard input is
# still being read, SIGTERM once the store has grown past a fifth of the save, SIGINT once the
# first saved ticket is printed (which comes only after the commit). Prints the tickets
# before and after and the exit status of each: 130 and 143 with the store as it was, then 0
# with every ticket saved and printed.
#
#   [LOTTO=path/to/lotto] Reliability/interrupted-saves.sh [tickets (2000000)]
set -uo pipefail
set -m  # job control: a job started with & keeps SIGINT (a script's jobs otherwise ignore it)
cd "$(dirname "$0")/.."
count=${1:-2000000}
source Reliability/release-lotto.sh
L=$lotto
work=$(mktemp -d /tmp/lotto-interrupted-XXXXXX)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/data XDG_STATE_HOME=$work/state HOME=$work
"$L" new -n "$count" --seed 1 > "$work/tickets.txt"
echo "tickets to save: $(wc -l < "$work/tickets.txt")"
store=$XDG_DATA_HOME/lotto/tickets.jsonl
tickets() { "$L" list 2>/dev/null | wc -l; }
fresh() { rm -rf "$XDG_DATA_HOME"; "$L" save 1 2 3 4 5 6 > /dev/null; }

echo "== early: SIGINT while standard input is still being read"
fresh; echo "before: $(tickets) tickets, $(stat -c %s "$store") bytes"
mkfifo "$work/fifo"
"$L" save - < "$work/fifo" > "$work/out" & pid=$!
exec 3> "$work/fifo"; head -n $((count / 2)) "$work/tickets.txt" >&3
kill -INT $pid; wait $pid; status=$?; exec 3>&-; rm "$work/fifo"
echo "exit $status; after: $(tickets) tickets, $(stat -c %s "$store") bytes; printed $(wc -l < "$work/out") lines"

grown=$(( $(wc -c < "$work/tickets.txt") * 2 / 3 ))  # a line of JSON is some 3 times its line of numbers
echo "== while writing: SIGTERM once the store has grown past $grown bytes"
fresh; echo "before: $(tickets) tickets, $(stat -c %s "$store") bytes"
"$L" save - < "$work/tickets.txt" > "$work/out" & pid=$!
while [ "$(stat -c %s "$store")" -lt $grown ]; do sleep 0.001; done
echo "store at the signal: $(stat -c %s "$store") bytes"
kill -TERM $pid; wait $pid; status=$?
echo "exit $status; after: $(tickets) tickets, $(stat -c %s "$store") bytes; printed $(wc -l < "$work/out") lines"

echo "== after the commit: SIGINT once the first saved ticket is printed"
fresh; echo "before: $(tickets) tickets, $(stat -c %s "$store") bytes"
mkfifo "$work/fifo"
"$L" save - < "$work/tickets.txt" > "$work/fifo" & pid=$!
exec 4< "$work/fifo"; IFS= read -r first <&4
kill -INT $pid; cat <&4 > "$work/rest"; wait $pid; status=$?; exec 4<&-
echo "exit $status; after: $(tickets) tickets, $(stat -c %s "$store") bytes;" \
    "printed $(( $(wc -l < "$work/rest") + 1 )) lines, the last: $(tail -n 1 "$work/rest" | cut -c 1-40)"
