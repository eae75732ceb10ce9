// The MSW handlers serve the sim's routes to code under test that calls over fetch, as the app's
// component tests do: GET calls with their query, JSON calls, and the artwork the replies link to.
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decryptPayload } from "#wire/cipher";
import { createSimBackend } from "../backend";
import { TEST_NOW, TEST_OFFSET } from "../core/test-fixtures";
import { createSimHandlers } from "./sim-handlers";

const ORIGIN = "http://sim.msw.test";
const backend = createSimBackend({ seed: 5, now: () => TEST_NOW, utcOffsetMinutes: TEST_OFFSET, footballPerDay: 150, basketballPerDay: 30 });
const server = setupServer(...createSimHandlers(backend, { origin: ORIGIN }));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const reply = await fetch(`${ORIGIN}/api${path}`, { ...init, headers: { scope: "web", "content-type": "application/json", ...init.headers } });
  const envelope = (await reply.json()) as { code: number; data: string | null };
  expect(envelope.code).toBe(0);
  return decryptPayload(envelope.data!, backend.payloadKey) as T;
}

describe("the sim behind MSW", () => {
  it("serves GET /banner/search and the banner artwork", async () => {
    const banners = await api<{ bannerPath: string; sourceType: number }[]>("/banner/search", { method: "GET" });
    expect(banners).toHaveLength(10);
    const art = await fetch(`${ORIGIN}${banners[0]!.bannerPath}`);
    expect(art.headers.get("content-type")).toContain("image/svg+xml");
    expect(await art.text()).toContain("<svg");
  });

  it("serves the home list, a room's info and the anchor calls", async () => {
    const home = await api<{ items: { room: { roomId: number }; anchor: { anchorCustomId: number } }[]; total: number }>("/v1/living/home", {
      method: "POST",
      body: JSON.stringify({ pageNum: 1, pageSize: 10 }),
    });
    expect(home.items).toHaveLength(10);
    const first = home.items[0]!;
    const info = await api<{ room: { roomId: number } }>("/v1/living/liveInfo", { method: "POST", body: JSON.stringify({ roomId: first.room.roomId }) });
    expect(info.room.roomId).toBe(first.room.roomId);
    const detail = await api<{ customId: number; livingStatus: number }>("/anchor/detail", { method: "POST", body: JSON.stringify({ customId: first.anchor.anchorCustomId }) });
    expect(detail).toMatchObject({ customId: first.anchor.anchorCustomId, livingStatus: 1 });
    expect(await api<unknown[]>("/anchor/top", { method: "POST" })).toHaveLength(10);
    expect(await api<{ versionName: string }>("/v1/version/checkUpdate", { method: "POST", body: JSON.stringify({ platform: "Android" }) })).toMatchObject({ versionName: "3.8.2" });
  });
});
