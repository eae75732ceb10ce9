// /individualCenter?type=N (docs/product-rules.md "Individual center").
export { IndividualCenterPage } from "./ui/individual-center-page";
