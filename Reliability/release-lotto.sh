# Sourced by the scripts of Reliability/ and Benchmarks/ui-locked.sh, from the project's root:
# sets $lotto to $LOTTO (another build, to compare), else to this tree's release build, built
# now.
if [[ -n ${LOTTO:-} ]]; then
    lotto=$(realpath "$LOTTO")
else
    swift build -c release --product lotto >/dev/null
    lotto="$PWD/.build/release/lotto"
fi
