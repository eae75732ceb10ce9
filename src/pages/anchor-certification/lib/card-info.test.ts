import { describe, expect, it } from "vitest";
import { CARD_MESSAGES, idCheckChar, idNumberError, normalizeIdNumber, realNameError } from "./card-info";

const ID_17 = "11010119900307123";
const VALID = ID_17 + idCheckChar(ID_17);
const TODAY = new Date("2026-05-01T00:00:00Z");

describe("real name", () => {
  it("takes 2–20 Chinese characters, a middle dot between them allowed", () => {
    expect(realNameError("张三")).toBeNull();
    expect(realNameError(" 欧阳娜娜 ")).toBeNull();
    expect(realNameError("阿沛·阿旺晋美")).toBeNull();
    expect(realNameError("  ")).toBe(CARD_MESSAGES.nameEmpty);
    expect(realNameError("张")).toBe(CARD_MESSAGES.nameFormat);
    expect(realNameError("张".repeat(21))).toBe(CARD_MESSAGES.nameFormat);
    expect(realNameError("Zhang San")).toBe(CARD_MESSAGES.nameFormat);
    expect(realNameError("张三3")).toBe(CARD_MESSAGES.nameFormat);
    expect(realNameError("·张三")).toBe(CARD_MESSAGES.nameFormat);
    expect(realNameError("张三·")).toBe(CARD_MESSAGES.nameFormat);
  });
});

describe("ID number", () => {
  it("computes the ISO 7064 MOD 11-2 check character (the standard's example ends in X)", () => {
    expect(idCheckChar("11010519491231002")).toBe("X");
    expect(idNumberError("11010519491231002X", TODAY)).toBeNull();
    expect(idNumberError("11010519491231002x", TODAY)).toBeNull();
    expect(normalizeIdNumber(" 11010519491231002x ")).toBe("11010519491231002X");
  });

  it("says which rule a number breaks", () => {
    expect(idNumberError(VALID, TODAY)).toBeNull();
    expect(idNumberError("", TODAY)).toBe(CARD_MESSAGES.idEmpty);
    expect(idNumberError(VALID.slice(0, 17), TODAY)).toBe(CARD_MESSAGES.idFormat);
    expect(idNumberError(VALID + "1", TODAY)).toBe(CARD_MESSAGES.idFormat);
    expect(idNumberError("0" + VALID.slice(1), TODAY)).toBe(CARD_MESSAGES.idFormat);
    expect(idNumberError("1101011990030712A", TODAY)).toBe(CARD_MESSAGES.idFormat);
    // 30 February; born after today; before 1900.
    expect(idNumberError("110101199002301234", TODAY)).toBe(CARD_MESSAGES.idBirthDate);
    expect(idNumberError("110101203001011234", TODAY)).toBe(CARD_MESSAGES.idBirthDate);
    expect(idNumberError("110101189901011234", TODAY)).toBe(CARD_MESSAGES.idBirthDate);
    const wrong = ID_17 + (VALID.endsWith("0") ? "1" : "0");
    expect(idNumberError(wrong, TODAY)).toBe(CARD_MESSAGES.idCheck);
  });
});
