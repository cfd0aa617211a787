#!/usr/bin/env python3
"""Writes synthetic draw histories in lotto's own CSV (`lotto draws --format csv`), for the
benchmarks of issue 11: random draws of games whose rules stayed the same over the dates used.

    make-draws.py kr645 COUNT START_DATE STEP_DAYS SEED >> file.csv   (no header: add it first)
"""
import datetime
import random
import sys

RULES = {"kr645": (6, 45), "uk-lotto": (6, 49)}  # uk-lotto: 6 of 1-49 until 2015-10-09

game, count, start, step, seed = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
picks, highest = RULES[game]
rng = random.Random(seed)
date = datetime.date.fromisoformat(start)
for round_number in range(1, count + 1):
    drawn = rng.sample(range(1, highest + 1), picks + 1)
    numbers, bonus = sorted(drawn[:picks]), drawn[picks]
    # Tier 1 recorded with one winner, as dhlottery records it.
    prize = rng.randint(1_000_000_000, 3_000_000_000)
    print(f"{date},{bonus},{game},{' '.join(map(str, numbers))},1:1:{prize},{round_number}")
    date += datetime.timedelta(days=step)
