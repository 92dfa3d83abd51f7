"""Writes a JSON array of orders of about SIZE_MB megabytes to PATH.

usage: gen_orders.py PATH SIZE_MB
"""
import sys


def main():
    path, size_mb = sys.argv[1], float(sys.argv[2])
    target = int(size_mb * 1_000_000)
    written = 0
    i = 0
    with open(path, "w", encoding="ascii") as out:
        out.write("[")
        parts = []
        while written < target:
            n = i % 4 + 1
            lines = ",".join(
                '{"sku":"SKU-%06d","qty":%d,"cents":%d}' % ((i * 7 + k) % 1_000_000, k + 1, 199 + (i + k) % 5000)
                for k in range(n))
            order = '%s{"id":%d,"customer":"customer-%d","lines":[%s]}' % ("," if i else "", i, i % 10007, lines)
            parts.append(order)
            written += len(order)
            i += 1
            if len(parts) == 10000:
                out.write("".join(parts))
                parts.clear()
        out.write("".join(parts))
        out.write("]\n")
    print("%d orders, %d bytes" % (i, written + 3))


if __name__ == "__main__":
    main()
