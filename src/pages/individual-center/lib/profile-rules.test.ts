import { describe, expect, it } from "vitest";
import { maskPhone } from "@/entities/session";
import { codeProblem, newPhoneProblem, nicknameProblem } from "./profile-rules";

describe("profile rules", () => {
  it("a nickname is 2–12 characters after trimming, an emoji counting one", () => {
    expect(nicknameProblem("  ")).toBe("请输入昵称");
    expect(nicknameProblem("我")).toBe("昵称长度为2-12个字");
    expect(nicknameProblem("一二三四五六七八九十一二三")).toBe("昵称长度为2-12个字");
    expect(nicknameProblem(" 球迷⚽ ")).toBeNull();
    expect(nicknameProblem("一二三四五六七八九十一二")).toBeNull();
  });

  it("a new phone gets the login dialog's messages, and must differ from the current one", () => {
    expect(newPhoneProblem("", "13800000001")).toBe("请输入手机号后再获取验证码");
    expect(newPhoneProblem("1380", "13800000001")).toBe("请输入正确手机号");
    expect(newPhoneProblem("13800000001", "13800000001")).toBe("新手机号不能与原手机号相同");
    expect(newPhoneProblem("13800000002", "13800000001")).toBeNull();
    expect(codeProblem(" ")).toBe("请输入验证码");
    expect(codeProblem("123456")).toBeNull();
  });

  it("the profile card's phone shows the first 3 and last 4 digits", () => {
    expect(maskPhone("13800138000")).toBe("138****8000");
    expect(maskPhone("1234567")).toBe("1234567");
  });
});
