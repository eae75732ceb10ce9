export { contrastRatio, DARK_TEXT, MIN_TEXT_CONTRAST, parseHex, readableOn, textOnFill } from "./contrast";
