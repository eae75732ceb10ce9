// Percentages on screen are rounded and kept within 0–100 (docs/product-rules.md "Numbers").
export const clampPercent = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0);
