// Text rules of the filter list (docs/product-rules.md "Competition filter").
const LABEL_LENGTH = 10;

/** The first 10 characters of a competition name (characters, not UTF-16 units). */
export function filterLabel(name: string): string {
  const chars = Array.from(name);
  return chars.length > LABEL_LENGTH ? chars.slice(0, LABEL_LENGTH).join("") : name;
}

/** The group a competition goes under: its initial "A".."Z", anything else "#". */
export function groupInitial(initial: string | undefined): string {
  const letter = (initial ?? "").trim().toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : "#";
}
