export { agreementLinksQuery, AGREEMENT_STORAGE_KEY, type AgreementLink } from "./api/agreement-links-request";
export { LINK_TYPE, linkPathOf, type LinkType } from "./lib/link-types";
