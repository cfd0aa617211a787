#!/usr/bin/env python3
"""Writes synthetic draw histories in lotto's own CSV or JSON (`lotto draws --format csv|json`),
for the benchmarks: random draws of games whose rules stayed the same over the dates used.

    make-draws.py GAME COUNT START_DATE STEP_DAYS SEED [csv|json] >> file

CSV has no header (add it first); JSON is one object a line, as `lotto draws import` reads it.
A custom game (`6/43`, `6/49`, `6/90`) has no first draw, so its dates may go back far enough
for a million draws; a known game's begin at its first draw.
"""
import datetime
import random
import sys

# (numbers drawn, highest number, bonus balls drawn besides from the same drum).
RULES = {
    "kr645": (6, 45, 1), "uk-lotto": (6, 49, 1), "loto6": (6, 43, 1), "lotto649": (6, 49, 1),
    "superenalotto": (6, 90, 1), "6/43": (6, 43, 0), "6/49": (6, 49, 0), "6/90": (6, 90, 0),
}

game, count, start, step, seed = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
layout = sys.argv[6] if len(sys.argv) > 6 else "csv"
picks, highest, bonuses = RULES[game]
rng = random.Random(seed)
date = datetime.date.fromisoformat(start)
lines = []
for round_number in range(1, count + 1):
    drawn = rng.sample(range(1, highest + 1), picks + bonuses)
    numbers, bonus = sorted(drawn[:picks]), drawn[picks:]
    # Tier 1 recorded with one winner, as dhlottery records it.
    prize = rng.randint(1_000_000_000, 3_000_000_000)
    if layout == "json":
        lines.append(
            f'{{"date":"{date}","extra":[{",".join(map(str, bonus))}],"game":"{game}","numbers":[{",".join(map(str, numbers))}],'
            f'"prizes":[{{"amount":{prize},"tier":1,"winners":1}}],"round":{round_number}}}')
    else:
        lines.append(f"{date},{' '.join(map(str, bonus))},{game},{' '.join(map(str, numbers))},1:1:{prize},{round_number}")
    date += datetime.timedelta(days=step)
print("\n".join(lines))
