// An anchor's id in an address (/personalHomepage?customId={id}): a positive integer; anything
// else (missing, empty, text) names no anchor and the page says so. The route reads it too, to ask
// for the anchor as the address matches.
export function parseCustomId(value: string | number | undefined | null): number | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
