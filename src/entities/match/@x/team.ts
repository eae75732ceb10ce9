// What entities/team takes from the match: the data library's match fields (a head-to-head's meetings).
export { libraryMatchFields } from "../api/library-match-fields";
