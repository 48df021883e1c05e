import type { Sample } from "./llm-reply";
import type { Claim, KeyPointDecision, PointStatus, ScoreSignals } from "./types";

/** What the samples decided together. */
export interface Vote {
  decisions: KeyPointDecision[];
  claims: Claim[];
  signals: ScoreSignals;
  /** The evaluation of the sample closest to the decisions. */
  evaluation: string;
  /** Every sample gave every key point the same status. */
  unanimous: boolean;
}

/**
 * Decides point by point by majority of the samples. Without a majority the point is missing: a tie never
 * credits a point, and a point is contradicted only when most samples say so. A claim is kept when most
 * samples quote the same span of the answer, and is wrong only when most call it wrong. A signal holds when
 * most samples raise it.
 */
export function voteSamples(samples: readonly Sample[]): Vote {
  const first = samples[0];
  if (!first) throw new Error("no sample to vote on");
  const majority = (count: number) => count > samples.length / 2;

  let unanimous = true;
  const decisions = first.decisions.map((point, index): KeyPointDecision => {
    const votes = samples.map((sample) => sample.decisions[index] as KeyPointDecision);
    if (votes.some((vote) => vote.status !== point.status)) unanimous = false;
    const count = (status: PointStatus) => votes.filter((vote) => vote.status === status).length;
    const status: PointStatus = majority(count("contradicted"))
      ? "contradicted"
      : majority(count("covered"))
        ? "covered"
        : "missing";
    const evidence = votes.find((vote) => vote.status === status && vote.evidence !== null)?.evidence ?? null;
    return { ...point, status, evidence };
  });

  return {
    decisions,
    claims: claimsOfMajority(samples, majority),
    signals: {
      keywordList: majority(samples.filter((sample) => sample.signals.keywordList).length),
      questionCopy: majority(samples.filter((sample) => sample.signals.questionCopy).length),
    },
    evaluation: closestSample(samples, decisions).evaluation,
    unanimous,
  };
}

// Claims are matched by the span of the answer they quote (each sample quotes a span at most once).
function claimsOfMajority(samples: readonly Sample[], majority: (count: number) => boolean): Claim[] {
  const bySpan = new Map<string, Claim[]>();
  for (const claim of samples.flatMap((sample) => sample.claims)) {
    bySpan.set(claim.text, [...(bySpan.get(claim.text) ?? []), claim]);
  }
  return [...bySpan.values()]
    .filter((reports) => majority(reports.length))
    .map((reports) => {
      const wrong = reports.filter((claim) => claim.verdict === "wrong");
      return majority(wrong.length)
        ? (wrong[0] as Claim)
        : (reports.find((claim) => claim.verdict === "check") as Claim);
    });
}

// The evaluation names points as covered or missing: it is taken from the sample that agrees most with the vote.
function closestSample(samples: readonly Sample[], decisions: readonly KeyPointDecision[]): Sample {
  const agreement = (sample: Sample) =>
    sample.decisions.filter((point, index) => point.status === decisions[index]?.status).length;
  return samples.reduce((best, sample) => (agreement(sample) > agreement(best) ? sample : best));
}
