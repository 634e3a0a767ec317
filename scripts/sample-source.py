#!/usr/bin/env python3
"""Pool and draw Truth Social posts from a new public source that the project never labeled.

Source: github.com/IvonYuaN/trump-truth-monitor, data/posts.json at commit
6273635a89e3e09b812f06dec13688b12eb57202 (2026-08-22): 4,483 posts by Donald Trump,
2026-02-01 .. 2026-08-22, all hours, with Truth Social id, time (UTC), plain text and url. The
repository's README says "License: MIT" (it holds no LICENSE file); its update_data.py copies the
posts from CNN's public archive (ix.cnn.io/data/truth-social/truth_archive.json, the archive that
stiles/trump-truth-social-archive and the oschistad archive also come from), keeping 2026-02 on.

pool: normalises each post to {id, created_at (ISO UTC), content, url} and keeps the eligible
ones (as scripts/sample-unseen.py: text only, no reposts, over 40 characters, dated 2025-01-20 or
later) that the project never held: not in any test/labeled/*.json, any /work/unseen*/, /work/labels*/
JSON file, or the shared posts.json, by id, by normalised text, by letters and digits alone (the
trumpstruth.org copies in posts.json spell quotes and links differently), by the shared posts'
time to the second, or by text similarity >= 0.95 (as sample-archive.py's near_seen). Posts that
repeat an earlier pool post the same way are dropped too. Of labeled and held-out files only the id
and content of each row are read, and nothing of them is printed. Files of the tags given with
--tags (e.g. test/labeled/labeled-source7.json for tag source7) are not counted as seen, so that
pooling again after labeling a draw gives the same pool. Prints counts: total, eligible, new,
econ (sample-archive.py's ECON regex), per month; writes the pool sorted by time.

draw: a seeded draw of N_ECON posts matching ECON and N_OTHER of the rest from the pool file,
leaving out every post (by id and normalised text) of the --exclude files, so that a tune set and a
held-out set can be drawn from one pool without overlap; --since/--until (YYYY-MM-DD, UTC) limit
the draw to a time span. Writes rows {id, created_at, content, url, source, stratum} (stratum econ
or random) sorted by time, the row format of labeled-archive2.json without labels; label them and
join with `python3 scripts/sample-archive.py assemble`.

usage: python3 scripts/sample-source.py pool MIRROR_GIT_DIR REPO_DIR SHARED_POSTS_JSON OUT_POOL_JSON
           [--seen-glob 'GLOB' ...] [--tags TAG,...]
       python3 scripts/sample-source.py draw POOL_JSON OUT_JSON --seed SEED --econ N_ECON --other N_OTHER
           [--exclude FILE ...] [--since YYYY-MM-DD] [--until YYYY-MM-DD]
e.g.   python3 scripts/sample-source.py pool /work/.mirror/IvonYuaN+trump-truth-monitor/repo . \\
           /work/shared/data/posts.json /work/src7/pool.json
       python3 scripts/sample-source.py draw /work/src7/pool.json /work/src7/tune.json --seed 1 --econ 240 --other 160
       python3 scripts/sample-source.py draw /work/src7/pool.json /work/src7/heldout.json --seed 2 \\
           --econ 240 --other 160 --exclude /work/src7/tune.json
"""
import argparse, collections, difflib, glob, html, importlib.util, json, os, random, re, subprocess
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))


def _load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


su = _load("sample_unseen", "sample-unseen.py")
sa = _load("sample_archive", "sample-archive.py")

REPO = "IvonYuaN/trump-truth-monitor"
COMMIT = "6273635a89e3e09b812f06dec13688b12eb57202"
PATH = "data/posts.json"
SOURCE = f"{REPO}@{COMMIT[:12]}:{PATH}"
SEEN_GLOBS = ["/work/unseen*/*.json", "/work/labels*/*.json"]
SHINGLE = 4  # words; a text 0.95 similar to another shares most of its runs of 4 words with it
PART = 0.9


def iso_utc(value):
    t = datetime.fromisoformat(value.replace("Z", "+00:00")).astimezone(timezone.utc)
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def loose(text):
    """Letters and digits alone, links dropped: the same post copied by another archive."""
    return re.sub(r"[^a-z0-9]", "", re.sub(r"https?://\S+", "", su.norm(text)))


def read_source(git_dir):
    raw = subprocess.run(["git", f"--git-dir={git_dir}", "show", f"{COMMIT}:{PATH}"],
                         capture_output=True, text=True, check=True).stdout
    posts = []
    for p in json.loads(raw):
        # The source keeps HTML entities ("&amp;") in a few posts; the project stores plain text.
        text = su.fix(html.unescape(p.get("content") or "")).strip()
        posts.append({"id": str(p["id"]), "created_at": iso_utc(p["created_at"]), "text": text,
                      "url": p.get("url") or f"https://truthsocial.com/@realDonaldTrump/{p['id']}"})
    return posts


class Seen:
    """Ids, texts and word runs of every post the project already holds (nothing printed)."""

    def __init__(self):
        self.ids, self.texts, self.loose, self.seconds = set(), set(), set(), set()
        self.norms, self.sizes, self.index = [], [], collections.defaultdict(set)

    def add(self, pid, content, created_at=None):
        if pid not in (None, ""):
            self.ids.add(str(pid))
        t = su.norm(su.fix(content or ""))
        if created_at:
            self.seconds.add(iso_utc(created_at)[:19])
        if not t or t in self.texts:
            return
        self.texts.add(t)
        self.texts.add(su.norm(content))
        self.loose.add(loose(t))
        n = len(self.norms)
        self.norms.append(t)
        runs = shingles(t)
        self.sizes.append(len(runs))
        for s in runs:
            self.index[s].add(n)

    def reason(self, p):
        t = su.norm(p["text"])
        if p["id"] in self.ids:
            return "id"
        if t in self.texts or loose(t) in self.loose:
            return "text"
        if p["created_at"][:19] in self.seconds:
            return "time"
        return self.near(t)

    def near(self, t):
        """'near': 0.95 similar (sample-archive.py's near_seen); 'part': one holds the other, a post of
        over 40 characters, nearly whole (0.9) as one run, e.g. a post later posted again at more length."""
        mine = shingles(t)
        shared = collections.Counter(n for s in mine for n in self.index.get(s, ()))
        for n, k in sorted(shared.items()):  # in order, so that each repeat gets the same reason every run
            s = self.norms[n]
            short = min(len(s), len(t))
            if k < 0.5 * min(len(mine), self.sizes[n]):
                continue
            m = difflib.SequenceMatcher(None, t, s, autojunk=False)
            if abs(len(s) - len(t)) <= 0.1 * max(len(s), len(t)) and m.quick_ratio() >= su.NEAR_DUP \
                    and m.ratio() >= su.NEAR_DUP:
                return "near"
            if short > 40 and m.find_longest_match(0, len(t), 0, len(s)).size >= PART * short:
                return "part"
        return None


def shingles(t):
    words = re.findall(r"[a-z0-9]+", t)
    return {" ".join(words[i:i + SHINGLE]) for i in range(max(1, len(words) - SHINGLE + 1))}


def read_seen(repo, shared, globs, tags):
    seen = Seen()
    files = sorted(glob.glob(f"{repo}/test/labeled/*.json"))
    files = [f for f in files if not any(os.path.basename(f).endswith(f"-{t}.json") for t in tags)]
    for g in globs:
        files += sorted(glob.glob(g))
    for path in files:
        for row in json.load(open(path)):
            if isinstance(row, dict):  # only the id and content of a labeled or held-out row
                seen.add(row.get("id"), row.get("content"))
    for row in json.load(open(shared)):
        seen.add(row["id"], row.get("content"), row.get("created_at"))
    return seen, len(files) + 1


def pool(git_dir, repo, shared, out, seen_globs=None, tags=""):
    posts = read_source(git_dir)
    seen, n_files = read_seen(repo, shared, SEEN_GLOBS + list(seen_globs or []), [t for t in tags.split(",") if t])
    eligible = su.eligible(posts, set(), set())  # source-internal exact repeats dropped here
    reasons, rows, own = collections.Counter(), [], Seen()
    for p in sorted(eligible, key=lambda p: p["created_at"]):
        why = seen.reason(p) or (own.reason(p) and "repeat")
        if why:
            reasons[why] += 1
            continue
        own.add(p["id"], p["text"])
        rows.append({"id": p["id"], "created_at": p["created_at"], "content": p["text"], "url": p["url"]})
    with open(out, "w") as f:
        json.dump(rows, f, ensure_ascii=False, indent=1)
        f.write("\n")
    econ = [r for r in rows if sa.ECON.search(r["content"])]
    print(f"source {SOURCE}: {len(posts)} posts {min(p['created_at'] for p in posts)[:10]} .. "
          f"{max(p['created_at'] for p in posts)[:10]}")
    print(f"seen: {len(seen.ids)} ids, {len(seen.norms)} texts from {n_files} files")
    print(f"eligible {len(eligible)}; already held: " + ", ".join(f"{k} {v}" for k, v in reasons.most_common()))
    print(f"new {len(rows)}, econ {len(econ)}, other {len(rows) - len(econ)} -> {out}")
    by_month = collections.Counter(r["created_at"][:7] for r in rows)
    econ_month = collections.Counter(r["created_at"][:7] for r in econ)
    all_month = collections.Counter(p["created_at"][:7] for p in eligible)
    print("month    eligible  new  econ")
    for m in sorted(all_month):
        print(f"{m}  {all_month[m]:8d} {by_month[m]:4d} {econ_month[m]:5d}")


def draw(pool_json, out, seed, n_econ, n_other, exclude=(), since=None, until=None):
    rows = json.load(open(pool_json))
    ids, texts = set(), set()
    for path in exclude:
        for row in json.load(open(path)):
            ids.add(str(row.get("id")))
            texts.add(su.norm(row.get("content")))
    keep = [r for r in rows if r["id"] not in ids and su.norm(r["content"]) not in texts
            and (not since or r["created_at"] >= since) and (not until or r["created_at"][:10] <= until)]
    keep.sort(key=lambda r: r["id"])
    econ = [r for r in keep if sa.ECON.search(r["content"])]
    other = [r for r in keep if not sa.ECON.search(r["content"])]
    rng = random.Random(int(seed))
    drawn = [(r, "econ") for r in rng.sample(econ, min(int(n_econ), len(econ)))]
    drawn += [(r, "random") for r in rng.sample(other, min(int(n_other), len(other)))]
    out_rows = [{"id": r["id"], "created_at": r["created_at"], "content": r["content"], "url": r["url"],
                 "source": SOURCE, "stratum": stratum} for r, stratum in drawn]
    out_rows.sort(key=lambda r: r["created_at"])
    with open(out, "w") as f:
        json.dump(out_rows, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"pool {len(rows)} left out (--exclude, --since, --until) {len(rows) - len(keep)} left {len(keep)} "
          f"(econ {len(econ)}, other {len(other)}) drawn {len(out_rows)} "
          f"({sum(s == 'econ' for _, s in drawn)} econ) -> {out}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("pool")
    for name in ("git_dir", "repo", "shared", "out"):
        p.add_argument(name)
    p.add_argument("--seen-glob", action="append", help=f"more JSON files of seen posts (default {SEEN_GLOBS})")
    p.add_argument("--tags", default="", help="test/labeled/*-TAG.json files not counted as seen")
    d = sub.add_parser("draw")
    d.add_argument("pool_json")
    d.add_argument("out")
    d.add_argument("--seed", type=int, required=True)
    d.add_argument("--econ", type=int, required=True)
    d.add_argument("--other", type=int, required=True)
    d.add_argument("--exclude", action="append", default=[])
    d.add_argument("--since")
    d.add_argument("--until")
    a = ap.parse_args()
    if a.cmd == "pool":
        pool(a.git_dir, a.repo, a.shared, a.out, a.seen_glob, a.tags)
    else:
        draw(a.pool_json, a.out, a.seed, a.econ, a.other, a.exclude, a.since, a.until)


if __name__ == "__main__":
    main()
