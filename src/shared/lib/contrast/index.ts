export { contrastRatio, MIN_TEXT_CONTRAST, parseHex, readableOn } from "./contrast";
