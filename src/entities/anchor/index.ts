// Anchors (streamers): their record as the anchor calls carry it, their previews, and the pieces
// of UI both the home page and the anchor's homepage show.
export { previewItemSchema, type AnchorInfo, type PreviewItem } from "./api/anchor-schemas";
export { anchorDetailQuery, anchorPreviewsQuery, isUnknownAnchor, topAnchorsQuery } from "./api/anchor-requests";
export { parseCustomId } from "./lib/custom-id";
export { hasPredictions, hitRatePercent, streakSourceOf } from "./lib/prediction-record";
export { AnchorLevels } from "./ui/anchor-levels";
export { CertifiedAnchorBadge } from "./ui/certified-anchor-badge";
export { PreviewCard } from "./ui/preview-card";
