/**
 * A running mean and variance (Welford), and the normal 95% interval of the mean. Results are fed
 * one per deal, not one per hand: the seatings of one deck share its cards, so their hands are not
 * independent, while deals are.
 */
export class RunningMean {
  private n = 0;
  private mean = 0;
  private m2 = 0;

  add(x: number): void {
    this.n++;
    const delta = x - this.mean;
    this.mean += delta / this.n;
    this.m2 += delta * (x - this.mean);
  }

  get count(): number {
    return this.n;
  }

  /** The mean and the half-width of its 95% interval (1.96 standard errors). */
  interval(): { mean: number; halfWidth: number } {
    if (this.n < 2) return { mean: this.mean, halfWidth: Infinity };
    const variance = this.m2 / (this.n - 1);
    return { mean: this.mean, halfWidth: 1.96 * Math.sqrt(variance / this.n) };
  }
}
