// Every route states its document title and whether a guest may open it.
declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** Document title; routes without one get DEFAULT_TITLE. */
    title?: string;
    /** true: open to guests. false: needs stored user info, else the guest is sent to "/". */
    noLogin: boolean;
    /**
     * The app's first render of this page is done in one task, not in slices (root-layout.tsx): a
     * live board's first rows wait for the whole render either way, and slicing it delays them.
     */
    firstRenderAtOnce?: true;
  }
}

export const SITE_NAME = "看球";
export const DEFAULT_TITLE = `${SITE_NAME} - 足球篮球直播比分`;

export function siteTitle(pageTitle: string): string {
  return `${pageTitle} - ${SITE_NAME}`;
}

/** The part of a route match these helpers read. */
export interface MatchLike {
  staticData?: { title?: string; noLogin?: boolean; firstRenderAtOnce?: true };
}

/** The title of the deepest match that has one, else the default. */
export function titleFor(matches: ReadonlyArray<MatchLike>): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = matches[i]?.staticData?.title;
    if (title) return title;
  }
  return DEFAULT_TITLE;
}

/** A route needs login unless it (and every route above it) is marked noLogin. */
export function needsLogin(matches: ReadonlyArray<MatchLike>): boolean {
  return matches.some((match) => match.staticData?.noLogin !== true);
}

/** Whether a matched route asks for its first render in one task. */
export function firstRenderAtOnce(matches: ReadonlyArray<MatchLike>): boolean {
  return matches.some((match) => match.staticData?.firstRenderAtOnce === true);
}
