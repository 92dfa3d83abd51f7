"""--shard I/N: one of N shares of the translation units, for the machines of
a CI matrix.

Every machine computes the same partition from the same inputs and keeps its
own share. The partition is the longest-processing-time-first rule: the
units, most expensive first (ties by path), each go to the share with the
least cost so far (ties to the lowest index). A unit's cost is its last
measured CPU time, from the result cache; a unit never measured is
estimated from the bytes it reads (clang-scan-deps-19 says which files),
scaled by the measured units' median seconds per byte, or the bytes alone
when nothing was measured yet. Parsing dominates clang-tidy's time, so the
bytes read are a fair first guess.

The machines of a matrix agree on the partition only if they see the same
costs: restore the same cache on each (docs/ci.md). Each SARIF log carries
the partition's digest, and `json-tidy merge-sarif` refuses shards that
disagree or are missing.
"""
import argparse
import hashlib
import json
import re
import statistics
from dataclasses import dataclass


@dataclass(frozen=True)
class Shard:
    index: int      # 1-based
    count: int

    def __str__(self):
        return f"{self.index}/{self.count}"


def parse(text):
    """argparse type of --shard."""
    m = re.fullmatch(r"(\d+)/(\d+)", text)
    if not m or not 1 <= int(m.group(1)) <= int(m.group(2)):
        raise argparse.ArgumentTypeError(f"needs I/N with 1 <= I <= N, not '{text}'")
    return Shard(int(m.group(1)), int(m.group(2)))


def estimates(units, measured, sizes):
    """Each unit's cost: `measured` maps units to CPU seconds (or None),
    `sizes` to the bytes they read (or None)."""
    rates = [measured[u] / sizes[u] for u in units
             if measured.get(u) is not None and sizes.get(u)]
    rate = statistics.median(rates) if rates else None
    anything_measured = any(measured.get(u) is not None for u in units)
    cost = {}
    for u in units:
        if measured.get(u) is not None:
            cost[u] = measured[u]
        elif sizes.get(u) and rate is not None:
            cost[u] = sizes[u] * rate
        elif sizes.get(u) and not anything_measured:
            cost[u] = float(sizes[u])
    fallback = statistics.median(cost.values()) if cost else 1.0
    return {u: cost.get(u, fallback) for u in units}


def partition(units, cost, count):
    """The units split into `count` lists (each sorted), balanced by cost."""
    shares = [[] for _ in range(count)]
    loads = [0.0] * count
    for u in sorted(units, key=lambda u: (-cost[u], u)):
        i = min(range(count), key=lambda k: (loads[k], k))
        shares[i].append(u)
        loads[i] += cost[u]
    return [sorted(s) for s in shares]


def fingerprint(shares, name):
    """A digest of the whole partition, the same on every machine whose
    checkout and cache agree (`name` gives a unit's path from the root)."""
    return hashlib.sha256(json.dumps([[name(u) for u in s] for s in shares]).encode(
        "utf-8", "surrogateescape")).hexdigest()
