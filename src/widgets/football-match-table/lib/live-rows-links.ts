// Where the live column leads (spec 1 §2 query shapes). These pages open in a new tab, so they
// are plain URLs rather than router links.

export const matchDetailUrl = (matchId: number): string => `/liveRoom?detail=${matchId}&SportType=football`;
export const liveRoomUrl = (roomId: number): string => `/liveRoom?roomId=${roomId}`;
export const personalHomepageUrl = (customId: number): string => `/personalHomepage?customId=${customId}`;

export function openInNewTab(url: string): void {
  window.open(url, "_blank", "noopener");
}
