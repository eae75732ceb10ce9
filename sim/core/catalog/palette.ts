// Colours for competitions, teams and avatars. GREY is the product's "no colour" value, which the
// client renders dark; a handful of competitions use it on purpose.
export const GREY = "#A7A7AE";
export const PALETTE = [
  "#3D195B", "#EE8707", "#D20515", "#008FD7", "#C8102E", "#1E3A8A", "#0B7A3B", "#F97316", "#6D28D9", "#0EA5E9",
  "#BE123C", "#15803D", "#B45309", "#1D4ED8", "#9333EA", "#DC2626", "#0F766E", "#CA8A04", "#4F46E5", "#DB2777",
] as const;
