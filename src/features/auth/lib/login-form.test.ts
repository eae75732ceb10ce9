import { describe, expect, it } from "vitest";
import { codeLoginProblem, emptyLoginForm, encodePassword, passwordLoginProblem, sendCodeProblem, setPasswordProblem } from "./login-form";

const form = (patch: Partial<ReturnType<typeof emptyLoginForm>>) => ({ ...emptyLoginForm(), ...patch });

describe("login form checks", () => {
  it("defaults the country code to 86", () => expect(emptyLoginForm().nationalCode).toBe("86"));

  it("send code: phone, length over 4, countdown", () => {
    expect(sendCodeProblem(form({ phone: "  " }), 0)).toBe("请输入手机号后再获取验证码");
    expect(sendCodeProblem(form({ phone: "1234" }), 0)).toBe("请输入正确手机号");
    expect(sendCodeProblem(form({ phone: "12345" }), 0)).toBeNull();
    expect(sendCodeProblem(form({ phone: "12345" }), 1)).toBe("短信已发送，请稍后再试～");
  });

  it("a passing form has no problem", () => {
    expect(codeLoginProblem(form({ phone: "13800138000", verifyCode: "1", checked: true }))).toBeNull();
    expect(passwordLoginProblem(form({ phone: "13800138000", password: "x", checked: true }))).toBeNull();
    expect(setPasswordProblem(form({ pwOne: "a", pwTwo: "a" }))).toBeNull();
  });
});

it.each([
  ["abc123", "YWJjMTIz"],
  ["看球", "55yL55CD"],
  ["", ""],
])("encodePassword(%s) is Base64 of UTF-8", (plain, encoded) => expect(encodePassword(plain)).toBe(encoded));
