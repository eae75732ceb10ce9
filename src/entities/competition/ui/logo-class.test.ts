// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { logoClassOf, prepareLogoClasses } from "./logo-class";

const rules = () => [...document.querySelectorAll<HTMLStyleElement>("style[data-competition-logos]")].flatMap((style) => [...style.sheet!.cssRules]) as CSSStyleRule[];
const ruleOf = (name: string) => rules().find((rule) => rule.selectorText === `.${name}`);

describe("a competition logo's class", () => {
  it("is one rule per logo, drawing that logo, whatever number of rows use it", () => {
    const first = logoClassOf("/api/sim/logo/competition/1.png");
    const second = logoClassOf("/api/sim/logo/competition/2.png");
    expect(logoClassOf("/api/sim/logo/competition/1.png")).toBe(first);
    expect(second).not.toBe(first);
    expect(ruleOf(first)?.style.getPropertyValue("background-image")).toContain("/api/sim/logo/competition/1.png");
    expect(ruleOf(second)?.style.getPropertyValue("background-image")).toContain("/api/sim/logo/competition/2.png");
    expect(document.querySelectorAll("style[data-competition-logos]")).toHaveLength(1);
  });

  it("keeps a hostile URL inside its url(): no rule of its own, no way out of the string", () => {
    const before = rules().length;
    const name = logoClassOf('https://cdn.example.com/x.png") } body { display: none } .y { background: url("z');
    expect(rules()).toHaveLength(before + 1);
    const value = ruleOf(name)!.style.getPropertyValue("background-image");
    expect(value).toContain("https://cdn.example.com/x.png%22%29");
    expect(rules().some((rule) => rule.selectorText === "body")).toBe(false);
  });

  it("prepares a list's logos in one go: one rule each, the classes rows then ask for, none for no logo", () => {
    const before = rules().length;
    const known = logoClassOf("/api/sim/logo/competition/3.png");
    prepareLogoClasses(["/api/sim/logo/competition/3.png", "/api/sim/logo/competition/4.png", "", "/api/sim/logo/competition/5.png", "/api/sim/logo/competition/4.png"]);
    expect(rules()).toHaveLength(before + 3);
    expect(logoClassOf("/api/sim/logo/competition/3.png")).toBe(known);
    for (const id of [4, 5]) expect(ruleOf(logoClassOf(`/api/sim/logo/competition/${id}.png`))?.style.getPropertyValue("background-image")).toContain(`/api/sim/logo/competition/${id}.png`);
    expect(rules()).toHaveLength(before + 3);
  });
});
