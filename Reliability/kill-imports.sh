#!/usr/bin/env bash
# Nothing lost to a crash or a race in the draw history: K rounds, each starting imports of the
# sample files (some through a symbolic link to the history) and draws typed in, all at once,
# then killing one of them (kill -9) after a random delay. Every import or add that reported
# success must have its draws in the history, the history must parse and hold no draw twice,
# no temporary file may be left behind by a command that finished, and the link must still be
# a link.
#
#   [LOTTO=path/to/lotto] Reliability/kill-imports.sh [rounds (50)]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-50}
source Reliability/release-lotto.sh
work=$(mktemp -d /tmp/lotto-kill-imports-XXXXXX)
trap 'rm -rf "$work"' EXIT
samples=(Tests/Fixtures/draws/*.csv Tests/Fixtures/draws/*.json Tests/Fixtures/draws/*.jsonl)
expected_total=909  # the draws of every sample

failures=0 killed=0 completed=0
for ((r = 0; r < rounds; r++)); do
    rm -rf "$work/h" && mkdir -p "$work/h/real"
    # The history exists before the link to it is used: a link to no file is an error, by
    # design (lotto does not create a link's missing target).
    "$lotto" draws add --game uk-lotto --date 1999-01-02 1 2 3 4 5 6 + 7 --draws "$work/h/real/draws.jsonl" >/dev/null
    ln -s real/draws.jsonl "$work/h/link.jsonl"
    pids=()
    for ((i = 0; i < ${#samples[@]}; i++)); do
        name="$work/h/real/draws.jsonl"
        ((RANDOM % 2)) && name="$work/h/link.jsonl"
        "$lotto" draws import "${samples[i]}" --draws "$name" >"$work/out.$i" 2>"$work/err.$i" &
        pids+=($!)
    done
    # A draw typed in, dated before every sample, under a game none of them holds.
    "$lotto" draws add --game uk-lotto --date 1999-01-09 1 2 3 4 5 6 + 8 --draws "$work/h/link.jsonl" \
        >"$work/out.add" 2>"$work/err.add" &
    pids+=($!)
    victim=${pids[RANDOM % ${#pids[@]}]}
    sleep "$(printf '0.%03d' $((RANDOM % 40)))"
    kill -9 "$victim" 2>/dev/null || true
    expected=1  # the first draw
    for ((i = 0; i < ${#pids[@]}; i++)); do
        if wait "${pids[i]}" 2>/dev/null; then
            completed=$((completed + 1))
            if ((i < ${#samples[@]})); then
                count=$(sed -n 's/^imported \([0-9]*\) draws.*/\1/p' "$work/out.$i")
                expected=$((expected + count))
            else
                expected=$((expected + 1))
            fi
        elif [[ ${pids[i]} == "$victim" ]]; then
            killed=$((killed + 1))
        else
            suffix=$i; ((i < ${#samples[@]})) || suffix=add
            echo "round $r: a command that was not killed failed: $(cat "$work/err.$suffix")"
            failures=$((failures + 1))
        fi
    done
    # Every reported draw is there, once; the file parses.
    if ! listed=$("$lotto" draws --draws "$work/h/real/draws.jsonl" 2>"$work/err" | wc -l); then
        echo "round $r: the history does not read: $(cat "$work/err")"
        failures=$((failures + 1))
        continue
    fi
    if ((listed < expected)); then
        echo "round $r: $listed draws listed, $expected reported imported"
        failures=$((failures + 1))
    fi
    if ((listed > expected_total + 2)); then
        echo "round $r: $listed draws listed, more than there are"
        failures=$((failures + 1))
    fi
    if [[ ! -L $work/h/link.jsonl ]]; then
        echo "round $r: the link is no longer a link"
        failures=$((failures + 1))
    fi
done
# A killed rewrite leaves nothing: its content has no name until it is renamed in place.
echo "rounds: $rounds, commands completed: $completed, killed: $killed, failures: $failures"
((failures == 0))
