// What the live-room entity may use of anchors: the previews that join living rooms in the
// recommendations (直播推荐).
export { previewItemSchema, type PreviewItem } from "../api/anchor-schemas";
