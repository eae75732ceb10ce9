// The chosen interests, keyed so a competition and a team with the same id stay apart.
import type { Interest, InterestChoice, InterestGroup } from "../api/auth-requests";
import { MAX_INTERESTS } from "../config/auth-constants";

export type InterestChoices = ReadonlyMap<string, InterestChoice>;

export const interestKey = (interest: InterestChoice) => `${interest.scope}:${interest.type}:${interest.interestId}`;

const choiceOf = ({ interestId, scope, type }: Interest): InterestChoice => ({ interestId, scope, type });

export function preselected(groups: readonly InterestGroup[]): InterestChoices {
  const chosen = new Map<string, InterestChoice>();
  for (const group of groups) {
    for (const interest of [...group.competitionVOS, ...group.teamVOS]) {
      if (interest.checked) chosen.set(interestKey(interest), choiceOf(interest));
    }
  }
  return chosen;
}

/** The choices after a click, or null when adding one would pass the maximum. */
export function toggleInterest(chosen: InterestChoices, interest: Interest): InterestChoices | null {
  const key = interestKey(interest);
  const next = new Map(chosen);
  if (next.has(key)) {
    next.delete(key);
    return next;
  }
  if (chosen.size >= MAX_INTERESTS) return null;
  next.set(key, choiceOf(interest));
  return next;
}
