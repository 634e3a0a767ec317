/**
 * The score's training choices, each chosen by cross-validation on the tune sets, with the
 * figures that chose it (scripts/eval-folds.ts, scripts/eval-ranking.ts).
 */
import type { TreeOptions } from "./trees.ts";

export interface Settings {
  /** A fact feature or a word must be seen in this many training posts to enter the vocabulary. */
  minFacts: number;
  minWords: number;
  /** …and in this many stories (folds.ts): a word of one story is that story's, not the topic's. */
  minWordStories: number;
  /** Vocabulary entries left out by prefix ("w:" all words, "w:link:" link words, "f:reason:" …). */
  drop: string[];
  /** Entries the impact model does not read (the tariff model still does), by prefix. */
  impactDrop: string[];
  lambda: number;
  /** The tariff model's L2. */
  tariffLambda: number;
  /** Entries the tariff model does not read, by prefix. */
  tariffDrop: string[];
  iterations: number;
  /**
   * The least High recall the threshold keeps, on out-of-fold predictions: the issue's own floor
   * (0.80). At 0.85 the posts of 2026 (labeled-monitor.json, which the rules read worst) pulled the
   * threshold to 0.26, and by story High fell to 0.667 / 0.833; at 0.80, 0.773 / 0.825. Since the
   * judgement caps a High with no decided act (judge.ts), 0.85 is better under every deal (by story /
   * file / date blocks / monitor out: 0.907 / 0.817, 0.903 / 0.775, 0.903 / 0.775, 0.792 / 0.731 at
   * 0.80 → 0.908 / 0.825, 0.908 / 0.825, 0.906 / 0.800, 0.792 / 0.731), so it is back at 0.85.
   */
  highRecall: number;
  /**
   * A level whose first-contact accuracy (sets.ts `firstContact`) falls this far below its out-of-fold
   * accuracy has its confidence calibrated on the first-contact reads instead (train.ts `unseen`): the
   * rules were written reading the tune posts, so out of fold a level can be right far more often than
   * on a post nobody tuned on. 0.1 is about two standard errors of a level's accuracy read 80 times;
   * High (0.98 out of fold, 0.60 at first contact) and Medium (0.61, 0.48) pass it, Low (0.61, 0.56)
   * and None (0.94, 0.88) do not. By story (eval-folds.ts): first-contact ECE 0.068 as read → 0.051 as
   * shown, the out-of-fold ECE 0.024 → 0.045; at 0.05 None is calibrated too, 0.025 and 0.054 (over the
   * issue's 0.05). `minReads`: fewer first-contact reads of a level calibrate nothing.
   */
  unseen: { gap: number; minReads: number };
  folds: number;
  /**
   * How the inner cross-validation (thresholds, calibration) deals the training posts: `random`
   * by id, `story` by story (folds.ts), `file` one training file out. Random folds put a story on
   * both sides and choose thresholds and a calibration on figures that flatter the words.
   */
  inner: "random" | "story" | "file";
  /**
   * What decides relevance (None or not): the probability of relevant is `relevanceMix` × a binary
   * model of its own (facts and words, less `relevanceDrop`) + (1 − `relevanceMix`) × one minus the
   * impact model's P(None). 0: the impact model alone (no relevance model is fitted).
   */
  relevanceMix: number;
  /** Entries the relevance model does not read, by prefix. */
  relevanceDrop: string[];
  /** The relevance model's L2. */
  relevanceLambda: number;
  /**
   * The relevance model reads each word times its log-count ratio between relevant and other
   * training posts (NB-SVM, Wang & Manning 2012), this strong a pull towards 1 (0: off; 1: the ratio alone).
   */
  nbScale: number;
  /** Every model's L2 on a word, as a multiple of its L2 on a fact. */
  wordLambdaScale: number;
  /** predict.ts encode's word weighting (0: each known word weighs 1). */
  wordNorm: number;
  /**
   * The relevance model's target for a post labeled Low: 1 counts it wholly relevant; below, it
   * enters twice, relevant with this weight and not with the rest (a soft label: the Low / None
   * border is where readers agree least).
   */
  lowTarget: number;
  /** Boosted trees (trees.ts) beside the relevance model's linear one: their share of its probability (0: none fitted). */
  relevanceTrees: number;
  /** The relevance and tariff thresholds' smoothing windows, shares of the training posts (predict.ts bestThreshold; 0: the single best cut). */
  thresholdWindow: { relevance: number; tariff: number };
  /** The trees' shape, and the entries they do not read (by prefix). */
  relevanceTreeShape: { drop: string[] } & Omit<TreeOptions, "dims">;
}

/**
 * Chosen by cross-validation by story (scripts/eval-folds.ts; the figures are in the README). The
 * impact model reads the facts only (kinds, voice, newness, specificity, topics, sectors), not the
 * words: with them it recognised the tune files' stories (High 0.864 / 0.855 by story, 0.750 /
 * 0.792 with one file out) where the facts alone hold (0.935 / 0.912; 0.902 / 0.868). The tariff
 * model keeps the words: they are worth 0.03 of tariff F1 under every leak-free deal. A post with a
 * known word is still graded by the score, not left to the rules: the rules' grade of the tune
 * posts is in-sample, and held out it did no better than the score. Stronger L2 (0.03, 0.1) lost
 * High precision (round six moved it to 0.01: below). The thresholds and the calibration are chosen on inner folds by story.
 *
 * Relevance (None or not) is decided by a binary relevance model of its own that reads the facts
 * and the words (relevanceMix 1). Relevance errors are at the Low / None border (most are posts
 * labeled Low with no typed fact), where a post's words carry the topic the facts miss. Round five
 * (labeled-archive.json in the tune sets, relevant F1 0.819 by story over 3 seeds, 0.810 one file
 * out, 0.809 by date blocks before): the economic topics of lexicon/economic-topics.ts (the
 * economy, markets, legislation, economic agencies) and two shape features (how many everyday
 * economic words, the post's length; read by the relevance model alone) with relevance from its
 * own model rather than half the impact model's 1 − P(None) gained about 0.01 under every deal
 * (0.828 / 0.828 / 0.821), and weighing a post's known words by 3 / √(their count) (wordNorm: a long
 * post's many words are not more evidence each) a little more, and 0.012 of tariff F1. Words had to
 * be seen in 4 or 8 stories (minWordStories) or 2 or 3 tune files, L2 on words 3× that on facts, a
 * light stemmer, inner folds by file, mixes of 0.5 / 0.8: none did better under the three deals.
 * The relevance model reading each word times its log-count ratio (nbScale 1, NB-SVM) ranks posts
 * better (pooled AUC by story 0.951 → 0.955): relevant F1 by story 0.827 → 0.837 (3 seeds), by date
 * blocks 0.819 → 0.835, one file out unchanged (0.831 → 0.830); at 0.5, or with L2 0.001 / 0.01, less.
 *
 * Round six (scripts/eval-folds.ts, story / file / date blocks / labeled-archive.json out): a post
 * labeled Low enters the relevance model as 0.9 relevant and 0.1 not (lowTarget), since readers
 * disagree most at the Low / None border: relevant F1 0.845 / 0.828 / 0.831 / 0.754 → 0.847 /
 * 0.833 / 0.835 / 0.754, and the average precision of P(relevant) up under each (0.900 / 0.891 /
 * 0.894 / 0.880 → 0.902 / 0.894 / 0.896 / 0.882). At 0.8 by story 0.851 but one file out 0.825;
 * 0.6 and 0.7 rank better still but calibrate worse (ECE up to 0.032). With labeled-archive2.json
 * in the tune sets (2,208 posts; by story / file / date blocks / archive out / archive2 out): 0.833
 * / 0.822 / 0.829 / 0.770 / 0.801 at 1, 0.840 / 0.827 / 0.830 / 0.776 / 0.802 at 0.9; 0.8 gave
 * 0.842 / 0.831 / 0.826 / 0.805 / 0.802 (falls by date blocks).
 *
 * The impact model's L2 is 0.01 (was 0.003), chosen on the grown sets: the average precision of
 * P(High) rises under every deal (0.845 / 0.798 / 0.812 / 0.755 / 0.731 → 0.849 / 0.813 / 0.827 /
 * 0.770 / 0.737), impact accuracy holds (0.831 / 0.826 / 0.829 / 0.789 / 0.734 → 0.832 / 0.829 /
 * 0.830 / 0.786 / 0.739) and High at its threshold is one post either way (by story 0.810 / 0.862
 * → 0.802 / 0.862; by date blocks 0.784 / 0.809 → 0.794 / 0.819). At 0.03 High recall out of
 * archive2 fell (0.731 → 0.654) and by story precision (0.762).
 * Tried and not kept (no setting remains for them): more L2 on the rules' own-action facts, and on
 * facts seen in few training stories (High AP lower out of archive2).
 *
 * Round thirteen: the relevance model also reads the mean direction of the post's words (and its
 * links' words) in GloVe's vectors (features.ts `vec:`, vectors/), so that a post on the economy in
 * words no training post used ranks with those that did. `bun scripts/eval-ranking.ts`, average
 * precision of P(relevant) and the best F1 of one threshold, by story / file / date blocks /
 * labeled-monitor out: 0.9077 / 0.9046 / 0.9028 / 0.9000 and 0.840 / 0.837 / 0.833 / 0.839 →
 * 0.9165 / 0.9165 / 0.9116 / 0.9102 and 0.848 / 0.843 / 0.845 / 0.841. The body's words and the
 * links' apart, a weighting by rarity (SIF), the vectors' maximum beside their mean, the share of
 * relevant posts among the 15 or 40 nearest training posts, word clusters (k-means, 100 or 300), a
 * scale of 1, 2, 3 or 8 instead of 4, L2 0.001 / 0.006 / 0.01, lowTarget 0.85, wordNorm 2, minWords
 * 6, nbScale 0.5, relevanceMix 0.8: none ranked better under the four deals. The impact model
 * reading them ranked High no better (average precision of P(High) by story 0.929 either way, one
 * file out 0.915 either way); the tariff model
 * reading them lost tariff F1 (by story 0.886 → 0.874, one file out 0.876 → 0.872).
 *
 * Round twenty-two: boosted trees over the facts and the vectors (trees.ts; not the words, which
 * they read no better: average precision by story 0.9056 either way) take 0.3 of the relevance
 * model's probability, since a sum of weights cannot say that a fact counts only beside another.
 * `bun scripts/eval-folds.ts --schemes story,file,time --seeds 3`, relevance F1 by story (mean of 3
 * seeds, worst) / file / date blocks / archive, archive2, monitor out: 0.846, 0.843 / 0.841 / 0.836
 * / 0.851, 0.829, 0.836 → 0.851, 0.847 / 0.842 / 0.840 / 0.849, 0.823, 0.851; its average precision
 * up but for archive out (0.935 → 0.932). Shares 0.2 and 0.5, depth 2 and 4, 300 rounds at rate
 * 0.05 or 0.1, and a leaf of 10 ranked no better by story (scripts/eval-ranking.ts's measure).
 *
 * Round forty-three: the relevance threshold is the cut with the best mean F1 over the cuts within
 * 4% of the training posts either side (thresholdWindow), not the single best cut. The best single
 * cut moved from fold to fold (0.313 to 0.390 on the five outer folds by story, seed 0) while the
 * pooled out-of-fold predictions were best cut at 0.364: the F1 of one cut is noisy, and its
 * sharpest peak is not where the next model's best cut lies. `bun scripts/eval-folds.ts --schemes
 * story,file,time --seeds 3 --targets none`, relevant F1 by story (mean of 3 seeds; worst) / one
 * file out / date blocks: 0.848; 0.846 / 0.842 / 0.841 → windows of 1%: 0.852; 0.848 / 0.845 /
 * 0.843; 2%: 0.852; 0.847 / 0.840 / 0.846; 4%: 0.852; 0.850 / 0.844 / 0.845, impact accuracy up
 * a little with it (by story 0.845 → 0.847). The same windows on the tariff threshold cost tariff
 * F1 by story (0.881 → 0.875, 0.876, 0.858), so the tariff threshold keeps the single best cut.
 *
 * Round forty-eight, tried and not kept: the development probes' 42,835 made-up posts (test/labeled/probe-dev*.json, with
 * their writers' levels) as extra training posts of the impact and relevance models, never predicted and never used for a
 * threshold. Screened as scripts/eval-ranking.ts does, by story: the average precision of P(relevant) and the best F1 of
 * one cut 0.9064 / 0.8334 → 0.9080 / 0.8335 at a weight of 0.1 each, 0.9058 / 0.8320 at 0.3, the average precision of
 * P(High) 0.9177 → 0.9174, 0.9123; their Low and None posts alone (17,878): 0.9092 / 0.8382 at 0.1, 0.9076 / 0.8321 at
 * 0.3, P(High) 0.9123, 0.9079. A gain within one fold's noise, High ranked worse, and training five times slower.
 */
export const SETTINGS: Settings = {
  minFacts: 3,
  minWords: 4,
  minWordStories: 0,
  drop: [],
  impactDrop: ["w:", "f:econ-words", "f:length", "f:vec:"],
  lambda: 0.01,
  tariffLambda: 0.003,
  tariffDrop: ["f:econ", "f:length", "f:vec:"],
  iterations: 250,
  highRecall: 0.85,
  unseen: { gap: 0.1, minReads: 30 },
  folds: 5,
  inner: "story",
  relevanceMix: 1,
  relevanceDrop: [],
  relevanceLambda: 0.003,
  nbScale: 1,
  wordLambdaScale: 1,
  wordNorm: 3,
  lowTarget: 0.9,
  relevanceTrees: 0.3,
  thresholdWindow: { relevance: 0.04, tariff: 0 },
  relevanceTreeShape: { drop: ["w:"], rounds: 150, depth: 3, rate: 0.1, lambda: 1, minLeaf: 5, bins: 15 },
};
