#!/usr/bin/env python3
"""Join the drawn posts with the blind labels (labels/b*.txt) into labeled-unseen.json."""
import glob, json, sys

IMPACT = {"H": "High", "M": "Medium", "L": "Low", "N": "None"}


def fix(text):
    # the archive stores some posts UTF-8 bytes read as Latin-1 ("â" for "’"); undo when it round-trips
    if any(c in text for c in "âÃÂð"):
        try:
            return text.rstrip("Â").encode("latin-1").decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            return text
    return text


def main(sample_path, labels_glob, out):
    posts = json.load(open(sample_path))
    labels = {}
    for path in sorted(glob.glob(labels_glob)):
        for line in open(path):
            if not line.strip():
                continue
            i, imp, tar, sectors, tickers, note = line.rstrip("\n").split("|")
            labels[int(i)] = (imp, tar, sectors, tickers, note)
    assert sorted(labels) == list(range(len(posts))), "every post needs one label"
    rows = []
    for i, p in enumerate(posts):
        imp, tar, sectors, tickers, note = labels[i]
        rows.append({
            "id": p["id"],
            "created_at": p["created_at"],
            "content": fix(p["content"]),
            "url": p["url"],
            "source": p["source"],
            "relevant": imp != "N",
            "impact": IMPACT[imp],
            "tariff": tar == "T",
            "sectors": [s for s in sectors.split(",") if s],
            "tickers": [t for t in tickers.split(",") if t],
            "note": note,
        })
    json.dump(rows, open(out, "w"), ensure_ascii=False, indent=1)
    open(out, "a").write("\n")
    print(len(rows), "rows ->", out)


if __name__ == "__main__":
    main(*sys.argv[1:4])
