#!/usr/bin/env bash
# How fast `lotto ui` answers q and Ctrl-C while another process holds the store's lock and a
# save waits for it (issue 20's target: within 100 ms). In tmux, 80x24: press s (the save
# waits), then the key, and time from sending the key until the app has ended; five runs each.
#
#   [LOTTO=path/to/lotto] Benchmarks/ui-locked.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Reliability/release-lotto.sh
command -v tmux >/dev/null && command -v flock >/dev/null || { echo "needs tmux and flock" >&2; exit 1; }
work=$(mktemp -d /tmp/lotto-ui-locked-XXXXXX)
socket="lotto-ui-locked-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

for key in q C-c; do
    times=()
    for run in 1 2 3 4 5; do
        home="$work/$key-$run" && mkdir -p "$home"
        HOME=$home "$lotto" save 1 2 3 4 5 6 >/dev/null
        tmux -L "$socket" new-session -d -x 80 -y 24 "HOME=$home '$lotto' ui; echo ended > '$home/ended'; sleep 60"
        sleep 1
        flock "$home/.local/share/lotto/tickets.jsonl.lock" sleep 30 &
        holder=$!
        sleep 0.2
        tmux -L "$socket" send-keys s
        sleep 0.2
        start=$(date +%s%N)
        tmux -L "$socket" send-keys "$key"
        while [[ ! -e $home/ended ]]; do sleep 0.005; done
        times+=($((($(date +%s%N) - start) / 1000000)))
        kill "$holder" 2>/dev/null || true
        tmux -L "$socket" kill-server
    done
    sorted=$(printf '%s\n' "${times[@]}" | sort -n | tr '\n' ' ')
    echo "ui locked: $key ended the app in ms: $sorted(target <= 100)"
done
