// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { testMatch } from "#test-kit/fixtures";
import type { Match } from "@/entities/match";
import { useLogosAhead } from "./use-logos-ahead";

const logoRules = () =>
  [...document.querySelectorAll<HTMLStyleElement>("style[data-competition-logos]")].flatMap((style) => [...style.sheet!.cssRules]).map((rule) => (rule as CSSStyleRule).style.getPropertyValue("background-image"));

const inCompetition = (matchId: number, id: number, logo: string): Match =>
  testMatch({ matchId, competition: { id, name: `赛事${id}`, shortName: `赛${id}`, logo, color: "#3b5bdb" } });

describe("a loaded list's competition logos", () => {
  it("get their style rules before any row asks: one per logo, none for a competition without one", async () => {
    const matches = [inCompetition(1, 71, "/logo/71.png"), inCompetition(2, 72, "/logo/72.png"), inCompetition(3, 71, "/logo/71.png"), inCompetition(4, 73, "")];
    const { rerender } = renderHook(({ list }: { list: readonly Match[] | undefined }) => useLogosAhead(list), { initialProps: { list: undefined as readonly Match[] | undefined } });
    expect(logoRules()).toHaveLength(0);
    rerender({ list: matches });
    await waitFor(() => expect(logoRules()).toHaveLength(2));
    expect(logoRules().some((image) => image.includes("/logo/71.png"))).toBe(true);
    expect(logoRules().some((image) => image.includes("/logo/72.png"))).toBe(true);
  });

  it("are left alone when the list goes before the quiet moment comes", async () => {
    const { rerender, unmount } = renderHook(({ list }: { list: readonly Match[] | undefined }) => useLogosAhead(list), { initialProps: { list: [inCompetition(5, 74, "/logo/74.png")] as readonly Match[] | undefined } });
    rerender({ list: undefined });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logoRules().some((image) => image.includes("/logo/74.png"))).toBe(false);
  });
});
