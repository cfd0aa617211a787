#!/usr/bin/env bash
# The cases of the store-trust issue, each run as a user would meet it, printed as a
# transcript: the command, then what lotto wrote to stdout and stderr and its exit code.
# Run it with two binaries to compare them:
#
#   Reliability/trust-cases.sh [path/to/lotto (default: a release build of this checkout)]
#
# Needs root for the cases that switch users (they run lotto as 'nobody' through setpriv)
# and skips those otherwise. Every case runs in its own temporary folder.
set -uo pipefail
cd "$(dirname "$0")/.."
if [[ $# -ge 1 ]]; then
    lotto=$(realpath "$1")
else
    swift build -c release >/dev/null || exit 1
    lotto="$PWD/.build/release/lotto"
fi
root=$(mktemp -d /tmp/lotto-trust-XXXXXX)
chmod 755 "$root"
trap 'rm -rf "$root"' EXIT
header='{"format":"lotto-tickets","version":1}'
line() { printf '{"id":%d,"numbers":[%s],"saved":"2026-11-22T10:15:30Z"}\n' "$1" "$2"; }

# A fresh sandbox for each case: its own HOME, XDG folders and store.
fresh() {
    work="$root/case$1"
    mkdir -p "$work"
    cd "$work" || exit 1
    export HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_STATE_HOME="$work/home/state"
    export LOTTO_LOCK_TIMEOUT=5
    unset LOTTO_STORE
    mkdir -p "$HOME"
    printf '\n## case %s: %s\n' "$1" "$2"
}

# Prints a command line, runs it (through bash, so redirections work), then its output.
run() {
    printf '$ %s\n' "$1"
    timeout "${limit:-15}" bash -c "$1" >"$work/.out" 2>"$work/.err"
    local status=$?
    sed 's/^/  out: /' "$work/.out" | head -n 6
    sed 's/^/  err: /' "$work/.err" | head -n 4
    if [[ $status -eq 124 ]]; then echo "  (still running after ${limit:-15} s: killed)"; else echo "  exit $status"; fi
}
show() { printf '$ %s\n' "$1"; bash -c "$1" 2>&1 | sed 's/^/  /' | head -n 8; }
export -f line
export lotto header

fresh 1 "a symlinked store"
mkdir -p dotfiles/share && ln -s "$work/dotfiles/share" "$HOME/.local-share" && mkdir -p "$HOME"
ln -s "$work/dotfiles/share" "$XDG_DATA_HOME"
run '$lotto save 1 2 3 4 5 6 && $lotto save 7 8 9 10 11 12 && $lotto delete 1'
show 'ls -l "$XDG_DATA_HOME" | cut -c1-10,40-; ls -l dotfiles/share/lotto | cut -c1-10,40-'
run '$lotto save 13 14 15 16 17 18 && $lotto list --store dotfiles/share/lotto/tickets.jsonl'
ln -s dotfiles/share/lotto/tickets.jsonl other-name.jsonl
run 'for i in $(seq 40); do $lotto save 1 2 3 4 5 $((i % 39 + 6)) >/dev/null & $lotto save --store other-name.jsonl 1 2 3 4 5 $((i % 39 + 6)) >/dev/null & done; wait; $lotto list | cut -d" " -f1 | sort | uniq -d | head -3; echo "tickets: $($lotto list | wc -l), unique ids: $($lotto list | cut -d" " -f1 | sort -u | wc -l)"'

fresh 2 "a store that exists but cannot be reached"
if [[ $(id -u) -eq 0 ]]; then
    mkdir -m 755 shared && LOTTO_STORE="$work/shared/private/tickets.jsonl" "$lotto" save 1 2 3 4 5 6 >/dev/null
    chmod 755 "$work" "$work/shared"
    run 'setpriv --reuid=65534 --regid=65534 --clear-groups $lotto list --store shared/private/tickets.jsonl'
    run 'setpriv --reuid=65534 --regid=65534 --clear-groups $lotto check 1 2 3 4 5 6 --bonus 7 --store shared/private/tickets.jsonl'
else
    echo "(skipped: needs root to switch users)"
fi
run '$lotto list --store "$(printf "a%.0s" $(seq 300))/tickets.jsonl"'

fresh 3 "closed standard descriptors"
mkdir -p "$XDG_DATA_HOME/lotto"
{ echo "$header"; line 1 1,2,3,4,5,6; printf '{"id":2,"num'; } >"$XDG_DATA_HOME/lotto/tickets.jsonl"
run '$lotto save 1 2 3 4 5 7 >&- 2>&-'
show 'cat "$XDG_DATA_HOME/lotto/tickets.jsonl"; echo "-- lock file:"; cat "$XDG_DATA_HOME/lotto/tickets.jsonl.lock"'

fresh 4 "path bytes that are not UTF-8"
run '$lotto save 1 2 3 4 5 6 --store $'"'"'\xff.jsonl'"'"' && $lotto list --store $'"'"'\xfe.jsonl'"'"''
show 'ls | od -c | head -3'
run '$lotto list --store ""'

fresh 5 "files lotto did not write"
printf 'my notes, no newline' >notes.txt
run '$lotto save 1 2 3 4 5 6 --store notes.txt'
show 'ls; cat notes.txt; echo; cat notes.txt.torn 2>/dev/null'
printf '\0' >nul.bin
run '$lotto delete 1 --store nul.bin; $lotto clear --yes --store nul.bin'
show 'ls; od -c nul.bin | head -2'
{ echo "$header"; line 1 1,2,3,4,5,6; head -c 20000000 /dev/zero | tr '\0' 'x'; } >big.jsonl
cp big.jsonl big-copy.jsonl
limit=60 run 'time $lotto list --store big.jsonl | head -2'
limit=60 run 'time $lotto save 1 2 3 4 5 6 --store big-copy.jsonl'

fresh 6 "failures that change things"
{ echo "$header"; line 1 1,2,3,4,5,6; printf '{"id":2,"num'; } >torn.jsonl
cp torn.jsonl before.jsonl
run '$lotto delete 99 --store torn.jsonl'
show 'cmp torn.jsonl before.jsonl && echo "store unchanged"; ls'
run '$lotto save 1 2 3 4 5 9 --store s.jsonl >/dev/full'
run '$lotto list --store s.jsonl'

fresh 7 "crashes"
{ echo "$header"; line 9223372036854775807 1,2,3,4,5,6; } >max.jsonl
run '$lotto save 1 2 3 4 5 7 --store max.jsonl'
run '$lotto clear --yes --store max.jsonl'
run 'COLUMNS=99999999999 $lotto stats'
run 'yes "1 2 3 4 5 6 + 7" | (ulimit -v 2000000; $lotto check -)'

fresh 8 "hangs"
mkfifo fifo.jsonl
run '$lotto list --store fifo.jsonl'
mkdir -p "$XDG_STATE_HOME/lotto" && mkfifo "$XDG_STATE_HOME/lotto/last-draw"
run '$lotto save'

fresh 9 "starved writers"
"$lotto" new -n 1000000 --seed 1 | "$lotto" save - >/dev/null
limit=40 run 'for r in 1 2 3 4; do (end=$((SECONDS + 20)); while ((SECONDS < end)); do $lotto list >/dev/null; done) & done; sleep 1; time LOTTO_LOCK_TIMEOUT=10 $lotto save 1 2 3 4 5 6; status=$?; wait; exit $status'

fresh 10 "lotto new prints, then fails"
touch not-a-folder
run 'XDG_STATE_HOME=$PWD/not-a-folder $lotto new --json'
mkdir -p "$XDG_STATE_HOME/lotto"
run '(flock 9; sleep 8) 9>"$XDG_STATE_HOME/lotto/last-draw.lock" & sleep 0.5; time LOTTO_LOCK_TIMEOUT=1 $lotto new'

fresh 11 "rewrites"
if [[ $(id -u) -eq 0 ]]; then
    mkdir -p -m 755 user && chown 65534:65534 user
    run 'setpriv --reuid=65534 --regid=65534 --clear-groups $lotto save 1 2 3 4 5 6 --store user/tickets.jsonl; $lotto save 1 2 3 4 5 7 --store user/tickets.jsonl; $lotto delete 1 --store user/tickets.jsonl'
    show 'ls -ln user | cut -c1-25'
    run 'setpriv --reuid=65534 --regid=65534 --clear-groups $lotto save 1 2 3 4 5 8 --store user/tickets.jsonl'
fi
echo "precious" >precious.txt
$lotto save 1 2 3 4 5 6 --store t.jsonl >/dev/null
ln -s precious.txt t.jsonl.tmp
run '$lotto delete 1 --store t.jsonl'
show 'cat precious.txt; ls -l | cut -c1-10,40-'

fresh 12 "smaller"
run '$lotto save 1 2 3 4 5 6 --store newdir/'
show 'ls -d newdir 2>&1'
ln -s loop.jsonl loop.jsonl
run '$lotto list --store loop.jsonl'
echo "notes" >notes.txt
run '$lotto list --store notes.txt'
show 'ls'
run '$lotto save --game 06/45 1 2 3 4 5 6 && $lotto save --game 6/45 1 2 3 4 5 6 && $lotto list'
mkdir -p "$XDG_STATE_HOME/lotto" && echo " kr645 1 2 3 4 5 6" >"$XDG_STATE_HOME/lotto/last-draw"
run '$lotto save'
run '$lotto --help >/dev/full'
run '$lotto save 1 2 3 4 5 6 >/dev/null; LANG=C LC_ALL= LC_CTYPE= $lotto stats | head -2'
