// What the bench runners' flag parsing shares: --help prints the usage and exits, and a numeric
// flag below its minimum (or not a number) stops the run with the usage.

/** Prints the usage and exits when --help was given. */
export function exitOnHelp(help: boolean | undefined, usage: string): void {
  if (!help) return;
  console.log(usage);
  process.exit(0);
}

/** A parser for numeric flags: `num("runs", "3", 1)` → 3; integers only when `integer` is set. */
export function numericFlags(usage: string, { integer = false } = {}) {
  return (name: string, value: string, min: number): number => {
    const parsed = Number(value);
    const valid = integer ? Number.isInteger(parsed) : Number.isFinite(parsed);
    if (!valid || parsed < min) throw new Error(`--${name} must be ${integer ? "an integer" : "a number"} ≥ ${min}, got ${value}\n\n${usage}`);
    return parsed;
  };
}
