export { formatAmount } from "./format-amount";
