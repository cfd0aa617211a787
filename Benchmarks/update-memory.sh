#!/usr/bin/env bash
# What `lotto draws update` costs in memory for an answer of about 60 MiB, by kind of answer:
# the peak resident size (GNU time's "Maximum resident set size") of the whole command, with
# the release build, against a local server (python3 -m http.server) on 127.0.0.1.
#
#   bash Benchmarks/update-memory.sh                 # this tree's release build
#   bash Benchmarks/update-memory.sh path/to/lotto   # another build, e.g. an older one
#
# BENCHMARKS.md ("draws update: memory") has the figures. Each answer is refused or recorded;
# what matters here is what reading it costs.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -ge 1 ]]; then
    lotto=$(realpath "$1")
else
    swift build -c release --product lotto >/dev/null
    lotto=$(realpath .build/release/lotto)
fi
work=$(mktemp -d)
server=
trap '[[ -n $server ]] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT

# The publishers' paths, as files the server serves (it ignores the query).
site=$work/site
mkdir -p "$site/lt645" "$site/api/views/d6yy-54nr"
kr645=$site/lt645/selectPstLt645Info.do
powerball=$site/api/views/d6yy-54nr/rows.csv
size=$((60 << 20))

python3 - "$work" "$size" <<'PY'
import json, random, sys
folder, size = sys.argv[1], int(sys.argv[2])
random.seed(35)
def write(name, text):
    with open(f"{folder}/{name}", "w") as f:
        f.write(text)
# JSON that is no draw at all: a list of 60 MiB of zeros.
write("zeros.json", '{"data":{"list":[' + ",".join(["0"] * (size // 2)) + "]}}")
# dhlottery's records, real in shape, round after round until 60 MiB (refused: too many).
record = {"ltEpsd": 1, "ltRflYmd": "20021207", "tm1WnNo": 10, "tm2WnNo": 23, "tm3WnNo": 29,
          "tm4WnNo": 33, "tm5WnNo": 37, "tm6WnNo": 40, "bnsWnNo": 16}
records, total, n = [], 0, 0
while total < size:
    n += 1
    text = json.dumps(dict(record, ltEpsd=n))
    records.append(text)
    total += len(text) + 1
write("records.json", '{"data":{"list":[' + ",".join(records) + "]}}")
# New York's CSV layout, row after row until 60 MiB.
rows, total = ["Draw Date,Winning Numbers,Multiplier"], 0
while total < size:
    row = "11/25/2015,%02d %02d %02d %02d %02d %02d,2" % tuple(random.sample(range(1, 70), 5) + [random.randint(1, 26)])
    rows.append(row)
    total += len(row) + 1
write("rows.csv", "\n".join(rows) + "\n")
# Bytes that are not text.
with open(f"{folder}/random.bin", "wb") as f:
    f.write(random.randbytes(size))
PY

port=$((20000 + RANDOM % 20000))
python3 -m http.server --bind 127.0.0.1 --directory "$site" "$port" >/dev/null 2>&1 &
server=$!
sleep 1

printf '%-14s %-9s %10s %8s  %s\n' answer game "peak MiB" seconds "what lotto said"
measure() {
    local name=$1 game=$2 target=$3
    cp "$work/$name" "$target"
    local home=$work/home
    rm -rf "$home"
    mkdir -p "$home"
    env -i HOME="$home" XDG_DATA_HOME="$home/data" XDG_STATE_HOME="$home/state" PATH=/usr/bin:/bin \
        LOTTO_DHLOTTERY_URL="http://127.0.0.1:$port" LOTTO_NY_OPEN_DATA_URL="http://127.0.0.1:$port" \
        /usr/bin/time -f '%M %e' -o "$work/time" "$lotto" draws update --game "$game" >"$work/out" 2>"$work/err" || true
    read -r peak seconds < <(tail -n 1 "$work/time")
    local said
    said=$(head -n 1 "$work/err")
    [[ -n $said ]] || said=$(head -n 1 "$work/out")
    printf '%-14s %-9s %10d %8s  %s\n' "$name" "$game" $((peak / 1024)) "$seconds" "${said:0:110}"
}
measure zeros.json kr645 "$kr645"
measure records.json kr645 "$kr645"
measure random.bin kr645 "$kr645"
measure rows.csv powerball "$powerball"
measure random.bin powerball "$powerball"
