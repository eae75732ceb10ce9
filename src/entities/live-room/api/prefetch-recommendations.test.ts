// @vitest-environment jsdom
// Home's route asks for 直播推荐 into the query the strip reads, and preloads the first slide's cover.
import { http } from "msw";
import { afterEach, expect, it, vi } from "vitest";
import { API_PATHS } from "#wire";
import { okJson, url, useHttpTestEnv } from "#test-kit/http-env";
import { testQueryClient } from "#test-kit/render";
import { firstCoverOf, prefetchRecommendations } from "./prefetch-recommendations";
import { recommendationsQuery, type Recommendations } from "./recommend-request";

const env = useHttpTestEnv();

const imagePreloads = () => Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).map((link) => link.getAttribute("href"));
afterEach(() => {
  for (const link of Array.from(document.head.querySelectorAll('link[rel="preload"]'))) link.remove();
});

const living = (roomId: number, coverPicture: string) => ({ room: { roomId, coverPicture } }) as Recommendations["livings"][number];
const preview = (prepareId: number) => ({ prepareId }) as Recommendations["previews"][number];

it("asks for 直播推荐 once into the query the strip reads, for the viewer given", async () => {
  const calls = { count: 0 };
  env.server.use(
    http.post(url(API_PATHS.living.recommend), () => {
      calls.count += 1;
      return okJson({ livings: [], previews: [] });
    }),
  );
  const queryClient = testQueryClient();
  prefetchRecommendations(queryClient, 42);
  await vi.waitFor(() => expect(queryClient.getQueryData(recommendationsQuery(42).queryKey)).toEqual({ livings: [], previews: [] }));
  expect(calls.count).toBe(1);
  expect(imagePreloads()).toEqual([]);
});

it("the first living room's cover is the one to preload, when the strip shows 直播推荐", () => {
  expect(firstCoverOf({ livings: [living(1, "/a.jpg"), living(2, "/b.jpg")], previews: [preview(7)] })).toBe("/a.jpg");
  // A preview first: no room cover leads the strip.
  expect(firstCoverOf({ livings: [], previews: [preview(7), preview(8), preview(9)] })).toBeNull();
  // Fewer than 3 entries: the strip shows 好评解说 instead.
  expect(firstCoverOf({ livings: [living(1, "/a.jpg")], previews: [preview(7)] })).toBeNull();
  expect(firstCoverOf(undefined)).toBeNull();
});
