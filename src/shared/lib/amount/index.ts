export { formatAmount, formatCount } from "./format-amount";
