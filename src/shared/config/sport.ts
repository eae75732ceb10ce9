// The two sports of the lists and pages, by name, and their sportType on the wire
// (docs/wire-protocol.md: 1 football, 2 basketball; 3 games has no pages). The mapping is the
// wire contract's, shared with the sim; re-exported so slices keep importing @/shared/config.
export { sportOfType, sportTypeOf, type Sport } from "#wire";
