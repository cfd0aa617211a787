#!/usr/bin/env bash
# How long `delete --checked` of many multi-draw tickets holds the store's lock, and what a
# `save` meanwhile meets, for two builds back to back (issue 52, item 2).
#
# The store: TICKETS tickets (200,000 unless set) of 52 draws each, every draw recorded (kr645,
# synthetic draws from Benchmarks/make-draws.py), so that `delete --checked` chooses them all.
# For each build, on a fresh copy of it, `delete --checked` runs while
#   - a probe tries the store's lock (a shared `flock` on tickets.jsonl.lock, not waited for,
#     let go at once) every 2 ms: the longest time it found the lock held is the hold;
#   - `lotto save 1 2 3 4 5 6` (a ticket for the next draw, which the delete keeps) runs again
#     and again, 0.2 s apart, each waiting up to LOTTO_LOCK_TIMEOUT (10 s) for the lock: how many
#     got through, how many gave up (exit 75), and the longest one took.
#
#   Benchmarks/delete-lock.sh BEFORE AFTER [--store FILE]   (two lotto binaries; --store reuses
#                                                             a store made by an earlier run)
set -euo pipefail
if [[ $# -lt 2 ]]; then
    echo "usage: $0 BEFORE AFTER [--store FILE]" >&2
    exit 64
fi
cd "$(dirname "$0")/.."
tickets=${TICKETS:-200000}
work=$(mktemp -d /tmp/lotto-delete-lock-XXXXXX)
trap 'rm -rf "$work"' EXIT
cp "$1" "$work/before"
cp "$2" "$work/after"
export XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data"

{ echo "date,extra,game,numbers,prizes,round"; python3 Benchmarks/make-draws.py kr645 1200 2002-12-07 7 3; } \
    >"$work/draws.csv"
"$work/before" draws import "$work/draws.csv" --draws "$work/draws.jsonl" >/dev/null
if [[ "${3:-}" == "--store" ]]; then
    cp "$4" "$work/made.jsonl"
else
    "$work/before" new -n "$tickets" --seed 52 \
        | "$work/before" save - --draw 2005-01-01 --multi-draw 52 --store "$work/made.jsonl" >/dev/null 2>&1
fi
echo "store: $(($(wc -l <"$work/made.jsonl") - 1)) tickets of 52 draws, $(du -m "$work/made.jsonl" | cut -f1) MB;" \
    "load: $(cut -d' ' -f1-3 /proc/loadavg)"

for build in before after; do
    cp "$work/made.jsonl" "$work/store.jsonl"
    rm -f "$work/store.jsonl.lock" "$work/store.jsonl.record" "$work/store.jsonl.lines"
    "$work/$build" save 1 2 3 4 5 6 --store "$work/store.jsonl" >/dev/null 2>&1  # makes the lock file
    python3 - "$work/$build" "$work/store.jsonl" "$work/draws.jsonl" "$build" <<'EOF'
import fcntl, os, subprocess, sys, threading, time

lotto, store, draws, name = sys.argv[1:5]
saves = []  # (seconds, exit status)
done = threading.Event()

def save_again_and_again():
    while not done.is_set():
        start = time.monotonic()
        status = subprocess.run([lotto, "save", "1", "2", "3", "4", "5", "6", "--store", store],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        if not done.is_set():
            saves.append((time.monotonic() - start, status))
        time.sleep(0.2)

lock = os.open(store + ".lock", os.O_RDONLY)
start = time.monotonic()
delete = subprocess.Popen([lotto, "delete", "--checked", "--include-unclaimed", "--store", store, "--draws", draws],
                          stdout=subprocess.DEVNULL)
saver = threading.Thread(target=save_again_and_again)
saver.start()
held_since, longest, held_total = None, 0.0, 0.0
while delete.poll() is None:
    now = time.monotonic()
    try:
        fcntl.flock(lock, fcntl.LOCK_SH | fcntl.LOCK_NB)
        fcntl.flock(lock, fcntl.LOCK_UN)
        if held_since is not None:
            longest, held_total = max(longest, now - held_since), held_total + now - held_since
            held_since = None
    except BlockingIOError:
        if held_since is None:
            held_since = now
    time.sleep(0.002)
if held_since is not None:
    now = time.monotonic()
    longest, held_total = max(longest, now - held_since), held_total + now - held_since
elapsed = time.monotonic() - start
done.set()
saver.join()
through = [seconds for seconds, status in saves if status == 0]
gave_up = sum(1 for _, status in saves if status == 75)
print(f"{name}: delete --checked exit {delete.returncode} in {elapsed:.2f} s; lock held {longest:.2f} s at most "
      f"({held_total:.2f} s in all); saves meanwhile: {len(through)} through (longest {max(through, default=0):.2f} s), "
      f"{gave_up} gave up (exit 75), {len(saves) - len(through) - gave_up} other")
EOF
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
