#!/usr/bin/env bash
# lotto ui (issue 12): a key press to a finished frame with 100,000 saved tickets (target
# <= 5 ms), whether scrolling reads the store again (target: never), and the peak memory of
# 1,000,000 saved tickets open in the Saved tab (target <= 100 MiB).
#
# The app runs in a real terminal (tmux) under strace, which stamps each system call: a key's
# time runs from the end of the read(0) that brought it to the end of the last write(1) of
# its frame. strace's own stops sit inside that interval, so the figures are upper bounds.
# Needs tmux and strace (apt-get install tmux strace); builds the release binary as compare.sh
# does, unless LOTTO names one.
#
#   [LOTTO=path/to/lotto] Benchmarks/ui.sh [--keys N]   (N: presses of each moving key, default 200)
set -euo pipefail
cd "$(dirname "$0")/.."

presses=200
if [[ "${1:-}" == "--keys" ]]; then presses="$2"; fi
for tool in tmux strace python3; do
    command -v "$tool" >/dev/null || { echo "ui        not measured: no $tool (apt-get install $tool)"; exit 0; }
done

if [[ -n ${LOTTO:-} ]]; then
    lotto=$(realpath "$LOTTO")
else
    swift build -c release --static-swift-stdlib -Xswiftc -static-executable >/dev/null 2>&1 \
        || swift build -c release --static-swift-stdlib
    lotto="$PWD/.build/release/lotto"
fi
work=$(mktemp -d /tmp/lotto-ui-XXXXXX)
socket="$work/tmux.socket"
trap 'tmux -S "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
export XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
terminal() { tmux -S "$socket" "$@"; }

# Waits (up to 60 s) until the screen shows the fixed string $1.
wait_for() {
    for ((i = 0; i < 600; i++)); do
        terminal capture-pane -p -t 0 2>/dev/null | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    echo "ui        gave up waiting for '$1'; the screen:" >&2
    terminal capture-pane -p -t 0 >&2 || true
    exit 1
}

# Sends key $1, $2 times, each alone (so that each is one read) and after the last frame.
press() {
    for ((k = 0; k < $2; k++)); do
        terminal send-keys -t 0 "$1"
        sleep 0.01
    done
}

# 1. Key to frame, 100,000 tickets.
"$lotto" new -n 100000 --seed 9 | "$lotto" save - --store "$work/tickets.jsonl" >/dev/null
filter=(-e trace=read,write,openat)
strace --seccomp-bpf -e trace=read -o /dev/null true 2>/dev/null && filter=(--seccomp-bpf "${filter[@]}")
terminal new-session -d -x 80 -y 24 \
    "exec strace ${filter[*]} -ttt -T -o '$work/trace' '$lotto' ui --store '$work/tickets.jsonl' --draws '$work/draws.jsonl'"
wait_for "drew 1"
terminal send-keys -t 0 2
wait_for "100000 of 100000"
# Each key below changes the screen, so each has a frame to time.
press Home 1
wait_for "1 of 100000"
press j "$presses"
press k "$presses"
press PgDn "$presses"
press PgUp "$presses"
for ((r = 0; r < 20; r++)); do press End 1; press Home 1; done
for ((r = 0; r < 20; r++)); do press 1 1; press 2 1; done
press 1 1
press n "$presses"
press + 9
press n "$presses"
sleep 0.3
terminal send-keys -t 0 q
for ((i = 0; i < 100; i++)); do terminal has-session 2>/dev/null || break; sleep 0.1; done

python3 - "$work/trace" "$work/tickets.jsonl" <<'PYTHON'
import re, statistics, sys
trace, store = sys.argv[1], sys.argv[2]
call = re.compile(r'^(\d+\.\d+) (\w+)\((\d+|AT_FDCWD), ?(.*)\) += (-?\d+)(?: \w+ \([^)]*\))? <(\d+\.\d+)>$')
keys, current, opened_after_first_key, first_key_seen, unchanged = [], None, 0, False, 0
for line in open(trace):
    m = call.match(line.strip())
    if not m:
        continue
    start, name, fd, rest, result, took = float(m[1]), m[2], m[3], m[4], int(m[5]), float(m[6])
    end = start + took
    if name == 'read' and fd == '0' and result > 0:
        if current and current['frame'] is not None:
            keys.append(current)
        elif current:
            unchanged += 1
        key = bytes(rest.split('"')[1], 'utf-8').decode('unicode_escape')
        current = {'key': key, 'read': end, 'frame': None}
        first_key_seen = True
    elif name == 'read' and current:  # another source woke the app: the key's frame is done
        if current['frame'] is not None:
            keys.append(current)
        else:
            unchanged += 1
        current = None
    elif name == 'write' and fd == '1' and current:
        current['frame'] = end
    elif name == 'openat' and first_key_seen and store in rest:
        opened_after_first_key += 1
if current and current['frame'] is not None:
    keys.append(current)
names = {'j': 'j (down)', 'k': 'k (up)', '\x1b[6~': 'PgDn', '\x1b[5~': 'PgUp', '\x1b[F': 'End', '\x1b[4~': 'End',
         '\x1b[H': 'Home', '\x1b[1~': 'Home', '1': '1 (Draw tab)', '2': '2 (Saved tab)', 'n': 'n (draw)', '+': '+',
         'q': 'q'}
by_key = {}
for k in keys:
    by_key.setdefault(names.get(k['key'], repr(k['key'])), []).append((k['frame'] - k['read']) * 1000)
every = [t for ts in by_key.values() for t in ts]
for name, times in by_key.items():
    print(f"ui        key to frame, {name:<14} {len(times):4} keys: median {statistics.median(times):.2f} ms, max {max(times):.2f} ms")
worst = max(every)
print(f"ui        key to frame with 100,000 tickets: median {statistics.median(every):.2f} ms, "
      f"max {worst:.2f} ms over {len(every)} keys (target <= 5 ms) {'met' if worst <= 5 else 'NOT MET'}; "
      f"{unchanged} keys changed nothing and wrote nothing")
print(f"ui        the store opened after the first key: {opened_after_first_key} times "
      f"(target: never while scrolling) {'met' if opened_after_first_key == 0 else 'NOT MET'}")
PYTHON

# 2. Peak memory, 1,000,000 tickets open in the Saved tab at the last ticket.
"$lotto" new -n 900000 --seed 10 | "$lotto" save - --store "$work/tickets.jsonl" >/dev/null
start=$EPOCHREALTIME
terminal new-session -d -x 80 -y 24 \
    "exec '$lotto' ui --store '$work/tickets.jsonl' --draws '$work/draws.jsonl'"
terminal send-keys -t 0 2
wait_for "1000000 of 1000000"
opened=$(echo "$EPOCHREALTIME - $start" | bc -l)
terminal send-keys -t 0 Home
wait_for "1 of 1000000"
terminal send-keys -t 0 End
wait_for "1000000 of 1000000"
pid=$(terminal display-message -p -t 0 '#{pane_pid}')
peak=$(awk '/^VmHWM/ { print $2 }' "/proc/$pid/status")
terminal send-keys -t 0 q
printf 'ui        1,000,000 tickets open in the Saved tab in %.2f s; peak memory %.1f MiB (target <= 100 MiB) %s\n' \
    "$opened" "$(echo "$peak / 1024" | bc -l)" "$([[ $peak -le 102400 ]] && echo met || echo NOT MET)"
