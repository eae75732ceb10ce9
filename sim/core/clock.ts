// Simulated time. The world reads it; only the engine moves it (advance(), or its timer in
// start() mode), so everything a test sees is a function of the seed and the steps taken.

export interface SimClock {
  /** Sim time, unix ms. */
  now(): number;
}

export class SimulatedClock implements SimClock {
  constructor(private time: number) {}

  now(): number {
    return this.time;
  }

  /** Moves the clock; never backwards. */
  set(time: number): void {
    if (time > this.time) this.time = time;
  }
}
