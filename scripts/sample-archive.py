#!/usr/bin/env python3
"""Draw and assemble the TUNE set test/labeled/labeled-archive.json.

Source: the same archive as the unseen set (github.com/oschistad/tds_stocktracker, posts.jsonl at
commit 2cc9fa4919140ed0e8f9e5a2dafc59f04deeabd1), but only posts that no file in test/labeled/
holds (by id, by text, or by text similarity >= 0.95), that the unseen draw did not take (ids of
the sample files next to the mirror) and that are not in the shared posts.json. Eligibility as in
scripts/sample-unseen.py: text only, no reposts, over 40 characters, dated 2025-01-20 or later.

draw: 240 posts (60%) from those matching an economic regex (the unseen set's, plus films, furniture,
trucks and a few more sector words), 160 from the rest. Seed 20261129. Drawn posts whose text is
0.95 similar to a seen one are dropped (not replaced). Labels of held-out files are never read:
only the id and content of each row, and nothing of them is printed.

assemble: joins the drawn posts with labels (one line a post: id|H/M/L/N|T/F|sectors|tickers|note)
into the labeled file, sorted by time.

usage: python3 scripts/sample-archive.py draw MIRROR_GIT_DIR REPO_DIR SHARED_POSTS_JSON UNSEEN_DIR OUT_JSON [TAG SEED N_ECON N_OTHER]
       (the sixth round's draw: ... OUT_JSON archive2 20261201 320 80; the forty-sixth round's, every post left:
        ... /nonexistent OUT_JSON rest 20261204 1000 1000, which kept 621 posts, none of them economic by the regex once
        the 21 economic ones left were dropped as near-repeats of seen posts)
       python3 scripts/sample-archive.py assemble SAMPLE_JSON 'LABELS_GLOB' OUT_JSON
"""
import difflib, glob, importlib.util, json, os, random, re, subprocess, sys

_spec = importlib.util.spec_from_file_location(
    "sample_unseen", os.path.join(os.path.dirname(os.path.abspath(__file__)), "sample-unseen.py"))
su = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(su)

SEED = 20261129
N_ECON, N_OTHER = 240, 160
ECON = re.compile(su.ECON.pattern + r"|film|movie|furniture|truck|timber|sugar|beef|coffee|"
                  r"soybean|farmer|gold|uranium|rare earth|export control|embargo", re.I)
SOURCE = f"oschistad/tds_stocktracker@{su.COMMIT[:12]}:posts.jsonl"


def seen(repo, shared, unseen_dir, tag):
    """Ids and normalised texts of every post already labeled, drawn or shared (nothing printed).
    The files of this draw's own tag (labeled-archive2.json for tag archive2) are skipped, so that
    drawing again after labeling gives the same posts."""
    ids, texts = set(), set()
    for path in glob.glob(f"{repo}/test/labeled/*.json"):
        if os.path.basename(path).endswith(f"-{tag}.json"):
            continue
        for row in json.load(open(path)):
            ids.add(str(row.get("id")))
            texts.add(su.norm(su.fix(row.get("content") or "")))
    for path in glob.glob(f"{unseen_dir}/sample*.json"):
        for row in json.load(open(path)):
            ids.add(str(row.get("id")))
            texts.add(su.norm(row.get("content") or ""))
    for row in json.load(open(shared)):
        ids.add(str(row["id"]))
        texts.add(su.norm(row.get("content")))
    texts.discard("")
    return ids, texts


def near_seen(text, texts):
    t = su.norm(su.fix(text))
    for s in texts:
        if abs(len(s) - len(t)) > 0.1 * max(len(s), len(t)):
            continue
        m = difflib.SequenceMatcher(None, t, s)
        if m.real_quick_ratio() >= su.NEAR_DUP and m.quick_ratio() >= su.NEAR_DUP and m.ratio() >= su.NEAR_DUP:
            return True
    return False


def draw(git_dir, repo, shared, unseen_dir, out, tag="archive", seed=SEED, n_econ=N_ECON, n_other=N_OTHER):
    raw = subprocess.run(["git", f"--git-dir={git_dir}", "show", f"{su.COMMIT}:posts.jsonl"],
                         capture_output=True, text=True, check=True).stdout
    pool = [json.loads(l) for l in raw.splitlines() if l.strip()]
    ids, texts = seen(repo, shared, unseen_dir, tag)
    keep = su.eligible(pool, ids, {su.norm(su.fix(t)) for t in texts} | texts)
    econ = [p for p in keep if ECON.search(p["text"])]
    other = [p for p in keep if not ECON.search(p["text"])]
    rng = random.Random(int(seed))
    drawn = [(p, "econ") for p in rng.sample(econ, min(int(n_econ), len(econ)))]
    drawn += [(p, "random") for p in rng.sample(other, min(int(n_other), len(other)))]
    rows, dropped = [], 0
    for p, stratum in sorted(drawn, key=lambda x: x[0]["created_at"]):
        if near_seen(p["text"], texts):
            dropped += 1
            continue
        rows.append({"id": str(p["id"]), "created_at": p["created_at"], "content": su.fix(p["text"].strip()),
                     "url": p["url"], "source": SOURCE, "stratum": stratum})
    json.dump(rows, open(out, "w"), ensure_ascii=False, indent=1)
    print(f"pool {len(pool)} eligible {len(keep)} econ {len(econ)} other {len(other)} "
          f"drawn {len(drawn)} near-repeats dropped {dropped} kept {len(rows)}")


if __name__ == "__main__":
    {"draw": draw, "assemble": su.assemble}[sys.argv[1]](*sys.argv[2:])
