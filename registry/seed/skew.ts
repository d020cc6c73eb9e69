// The Zipf-like spread of the synthetic seed: a uniform draw u in (0, 1] goes to rank floor(n · u^s), so rank 0
// (the largest organisation) gets P(u < n^(-1/s)) = `largestShare` of the draws and the tail thins out as a power law.

/** The exponent s for which rank 0 of `n` gets `largestShare` of the draws. */
export function rankExponent(n: number, largestShare: number): number {
  if (n <= 1) return 1;
  return Math.log(n) / Math.log(1 / largestShare);
}

/** The rank a draw u in (0, 1] lands on (what the seed's SQL computes), for tests and the bench's choice of tenants. */
export function rankOf(u: number, n: number, exponent: number): number {
  return Math.min(n - 1, Math.floor(n * Math.pow(u, exponent)));
}

/** The expected share of the draws each rank gets. */
export function expectedShare(rank: number, n: number, exponent: number): number {
  return Math.pow((rank + 1) / n, 1 / exponent) - Math.pow(rank / n, 1 / exponent);
}
