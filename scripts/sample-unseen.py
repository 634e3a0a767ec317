#!/usr/bin/env python3
"""Draw and assemble the unseen held-out set test/labeled/labeled-unseen.json.

Source: github.com/oschistad/tds_stocktracker, posts.jsonl at commit
2cc9fa4919140ed0e8f9e5a2dafc59f04deeabd1: 5,028 Truth Social posts by Donald Trump,
2025-01-01 .. 2025-10-25, all hours, with id, time, text and url.

draw: keeps posts that no file in test/labeled/ labels (by id, and by text) and that are not in
the shared posts.json, so that the project has never seen them; text only, no reposts, over 40
characters, dated 2025-01-20 or later. Stratum A: 320 posts, 192 (60%) drawn from those matching
an economic regex, 128 from the rest; stratum B: 80 more drawn from the remaining posts that match
a stricter market regex, so that High and Medium are not rare. Seed 20261128. Then drops drawn
posts whose text repeats (similarity >= 0.95) one already in test/labeled/ or posts.json.
Held-out labels are never read: only the id and content of each row.

assemble: joins the drawn posts with the blind labels (one line a post:
id|H/M/L/N|T/F|sectors,...|tickers,...|note) into the labeled file.

usage: python3 sample-unseen.py draw MIRROR_GIT_DIR REPO_DIR SHARED_POSTS_JSON OUT_JSON
       python3 sample-unseen.py assemble SAMPLE_JSON 'LABELS_GLOB' OUT_JSON
"""
import difflib, glob, json, random, re, subprocess, sys

SEED = 20261128
COMMIT = "2cc9fa4919140ed0e8f9e5a2dafc59f04deeabd1"
N_A, N_A_ECON, N_B = 320, 192, 80
NEAR_DUP = 0.95
IMPACT = {"H": "High", "M": "Medium", "L": "Low", "N": "None"}

ECON = re.compile(
    r"tariff|trade|duty|duties|import|export|reciprocal|deal|china|chinese|xi\b|canada|mexico|"
    r"european union|\beu\b|japan|korea|india|brazil|vietnam|switzerland|oil|gas|energy|drill|opec|"
    r"\bfed\b|federal reserve|powell|interest rate|rates|inflation|stock|market|dow|nasdaq|s&p|"
    r"economy|jobs|company|companies|apple|tesla|nvidia|intel|boeing|microsoft|google|amazon|"
    r"pharma|drug|steel|aluminum|copper|lumber|chip|semiconductor|auto|car\b|cars\b|invest|"
    r"billion|trillion|sanction|russia|ukraine|putin|zelensky|iran|israel|venezuela|war\b|"
    r"ceasefire|cease-fire|crypto|bitcoin|tax|budget|shutdown|debt|dollar|bank",
    re.I,
)
STRICT = re.compile(
    r"tariff|trade deal|trade deficit|reciprocal|\bfed\b|federal reserve|powell|interest rate|"
    r"\boil\b|opec|sanction|stock market|stocks|dow\b|nasdaq|apple|tesla|nvidia|intel\b|boeing|"
    r"pharma|drug price|steel|aluminum|copper|lumber|semiconductor|chips\b|ceasefire|cease-fire|"
    r"crypto|bitcoin|invest(ment|ing)? of|billion dollars? (in|into)|china|canada|mexico|european union|"
    r"japan|india|iran|russia|venezuela",
    re.I,
)


def fix(text):
    # part of the archive stores UTF-8 bytes read as Latin-1 ("â" for "’"); undo when it round-trips
    if any(c in text for c in "âÃÂð"):
        try:
            return text.rstrip("Â").encode("latin-1").decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            return text
    return text


def norm(text):
    return re.sub(r"\s+", " ", text or "").strip().lower()


def seen_posts(repo, shared):
    ids, texts = set(), set()
    for path in glob.glob(f"{repo}/test/labeled/*.json"):
        if "unseen" in path:
            continue
        for row in json.load(open(path)):
            ids.add(str(row.get("id")))
            texts.add(norm(row.get("content")))
    for row in json.load(open(shared)):
        ids.add(str(row["id"]))
        texts.add(norm(row.get("content")))
    return ids, texts


def eligible(pool, ids, texts):
    keep, own = [], set()
    for p in pool:
        text = (p.get("text") or "").strip()
        t = norm(text)
        if p["created_at"] < "2025-01-20" or len(text) <= 40:
            continue
        if re.match(r"^(RT\b|RT:|RT @)", text) or "truthsocial.com/users/" in text:
            continue
        if str(p["id"]) in ids or t in texts or t in own:
            continue
        own.add(t)
        keep.append(p)
    return sorted(keep, key=lambda p: p["id"])


def repeats_seen(text, texts_by_prefix):
    t = norm(fix(text))
    return any(
        difflib.SequenceMatcher(None, t, s).ratio() >= NEAR_DUP for s in texts_by_prefix.get(t[:80], ())
    )


def draw(git_dir, repo, shared, out):
    raw = subprocess.run(
        ["git", f"--git-dir={git_dir}", "show", f"{COMMIT}:posts.jsonl"],
        capture_output=True, text=True, check=True,
    ).stdout
    pool = [json.loads(l) for l in raw.splitlines() if l.strip()]
    ids, texts = seen_posts(repo, shared)
    keep = eligible(pool, ids, texts)
    econ = [p for p in keep if ECON.search(p["text"])]
    other = [p for p in keep if not ECON.search(p["text"])]
    rng = random.Random(SEED)
    a = rng.sample(econ, N_A_ECON) + rng.sample(other, N_A - N_A_ECON)
    taken = {p["id"] for p in a}
    strict = [p for p in econ if p["id"] not in taken and STRICT.search(p["text"])]
    b = rng.sample(strict, N_B)
    by_prefix = {}
    for s in texts:
        by_prefix.setdefault(s[:80], []).append(s)
    rows, dropped = [], 0
    for stratum, part in (("A", a), ("B", b)):
        for p in sorted(part, key=lambda p: p["created_at"]):
            if repeats_seen(p["text"], by_prefix):
                dropped += 1
                continue
            rows.append({
                "id": str(p["id"]),
                "created_at": p["created_at"],
                "content": fix(p["text"].strip()),
                "url": p["url"],
                "source": f"oschistad/tds_stocktracker@{COMMIT[:12]}:posts.jsonl",
                "stratum": stratum,
            })
    json.dump(rows, open(out, "w"), ensure_ascii=False, indent=1)
    print(f"pool {len(pool)} eligible {len(keep)} econ {len(econ)} other {len(other)} "
          f"strict left {len(strict)} drawn {len(a) + len(b)} near-repeats dropped {dropped} kept {len(rows)}")


def assemble(sample_path, labels_glob, out):
    posts = json.load(open(sample_path))
    labels = {}
    for path in sorted(glob.glob(labels_glob)):
        for line in open(path):
            if line.strip():
                pid, imp, tar, sectors, tickers, note = line.rstrip("\n").split("|")
                # Spaces around a field are the labeler's layout, not part of the label.
                labels[pid.strip()] = (imp.strip(), tar.strip(), sectors, tickers, note.strip())
    missing = [p["id"] for p in posts if p["id"] not in labels]
    assert not missing, f"unlabeled posts: {missing}"
    rows = []
    for p in posts:
        imp, tar, sectors, tickers, note = labels[p["id"]]
        rows.append({
            "id": p["id"], "created_at": p["created_at"], "content": p["content"], "url": p["url"],
            "source": p["source"], "stratum": p["stratum"],
            "relevant": imp != "N", "impact": IMPACT[imp], "tariff": tar == "T",
            "sectors": [s.strip() for s in sectors.split(",") if s.strip()],
            "tickers": [t.strip() for t in tickers.split(",") if t.strip()],
            "note": note,
        })
    rows.sort(key=lambda r: r["created_at"])
    with open(out, "w") as f:
        json.dump(rows, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(len(rows), "rows ->", out)


if __name__ == "__main__":
    {"draw": draw, "assemble": assemble}[sys.argv[1]](*sys.argv[2:])
