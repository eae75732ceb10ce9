// What the client build gives protobufjs in place of long.js: no proto in proto/ has a 64-bit
// field (wire-fields.test.ts keeps it so), so protobufjs never builds a Long, and this empty
// module (no isLong) makes it fall back to plain numbers. Saves long.js in every page's download.
export default {};
