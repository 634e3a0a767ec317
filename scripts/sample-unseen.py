#!/usr/bin/env python3
"""Draw the unseen held-out sample (test/labeled/labeled-unseen.json before labels).

Source: github.com/oschistad/tds_stocktracker, file posts.jsonl at commit
2cc9fa4919140ed0e8f9e5a2dafc59f04deeabd1 (Trump's Truth Social posts 2025-01-01..2025-10-25,
all hours, with text; collected from the stiles/trump-truth-social-archive feed).

Keeps posts that no file in test/labeled/ labels (by id, and by identical normalised text) and
that are not in the shared posts.json (so the project has never seen them), text only, no
reposts, over 40 characters, dated 2025-01-20 or later. Draws ~60% from posts matching an
economic regex and the rest at random from the others, with a fixed seed.

usage: python3 sample-unseen.py MIRROR_GIT_DIR REPO_DIR SHARED_POSTS_JSON OUT_JSON
"""
import glob, json, random, re, subprocess, sys

SEED = 20261128
N_TOTAL, N_ECON = 320, 192
COMMIT = "2cc9fa4919140ed0e8f9e5a2dafc59f04deeabd1"

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


def norm(text):
    return re.sub(r"\s+", " ", text or "").strip().lower()


def main(git_dir, repo, shared, out):
    raw = subprocess.run(
        ["git", f"--git-dir={git_dir}", "show", f"{COMMIT}:posts.jsonl"],
        capture_output=True, text=True, check=True,
    ).stdout
    pool = [json.loads(l) for l in raw.splitlines() if l.strip()]
    seen_ids, seen_texts = set(), set()
    # ids and texts only: labels of held-out files are never read here
    for path in glob.glob(f"{repo}/test/labeled/*.json"):
        if "unseen" in path:
            continue
        for row in json.load(open(path)):
            seen_ids.add(str(row.get("id")))
            seen_texts.add(norm(row.get("content")))
    for row in json.load(open(shared)):
        seen_ids.add(str(row["id"]))
        seen_texts.add(norm(row.get("content")))
    keep, texts = [], set()
    for p in pool:
        text = (p.get("text") or "").strip()
        t = norm(text)
        if p["created_at"] < "2025-01-20" or len(text) <= 40:
            continue
        if re.match(r"^(RT\b|RT:|RT @)", text) or "truthsocial.com/users/" in text:
            continue
        if str(p["id"]) in seen_ids or t in seen_texts or t in texts:
            continue
        texts.add(t)
        keep.append(p)
    keep.sort(key=lambda p: p["id"])
    econ = [p for p in keep if ECON.search(p["text"])]
    other = [p for p in keep if not ECON.search(p["text"])]
    rng = random.Random(SEED)
    pick = rng.sample(econ, min(N_ECON, len(econ)))
    pick += rng.sample(other, N_TOTAL - len(pick))
    pick.sort(key=lambda p: p["created_at"])
    rows = [
        {
            "id": str(p["id"]),
            "created_at": p["created_at"],
            "content": p["text"].strip(),
            "url": p["url"],
            "source": f"oschistad/tds_stocktracker@{COMMIT[:12]}:posts.jsonl",
        }
        for p in pick
    ]
    json.dump(rows, open(out, "w"), ensure_ascii=False, indent=1)
    print(f"pool {len(pool)} eligible {len(keep)} econ {len(econ)} other {len(other)} drawn {len(rows)}")


if __name__ == "__main__":
    main(*sys.argv[1:5])
