// The lists take a match's follow flag from the follow feature's announcement, declared in
// shared/model (see there why).
export { matchFollowChanged, type MatchFollowChange } from "@/shared/model";
