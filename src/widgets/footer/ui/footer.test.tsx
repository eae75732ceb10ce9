// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Footer } from "./footer";

afterEach(() => cleanup());

describe("Footer", () => {
  it("links the anchor tool download in a new tab and shows the rest as not yet open", () => {
    render(
      <MantineProvider env="test">
        <Footer />
      </MantineProvider>,
    );
    const download = screen.getByRole("link", { name: "主播工具下载" });
    expect(download.getAttribute("href")).toBe("/downLoad");
    expect(download.getAttribute("target")).toBe("_blank");
    expect(download.getAttribute("rel")).toContain("noopener");

    for (const label of ["新手主播指南", "直播协议", "用户协议", "隐私政策", "意见反馈", "投诉"]) {
      const item = screen.getByRole("button", { name: label });
      expect(item).toHaveProperty("disabled", true);
      expect(item.getAttribute("title")).toBe("即将开放");
    }
    expect(screen.getByText(/© \d{4} 看球 版权所有/)).toBeTruthy();
  });
});
