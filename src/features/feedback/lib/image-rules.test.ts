import { describe, expect, it } from "vitest";
import { imageFileError } from "@/shared/lib/image-upload";
import { checkImagePick } from "./image-rules";

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => {
  const picked = new File(["x"], name);
  Object.defineProperty(picked, "size", { value: size });
  return picked;
};

// docs/product-rules.md "Validation" (images).
describe("image pick rules", () => {
  it("accepts lowercase .jpg and .png only", () => {
    expect(imageFileError(file("a.jpg"))).toBeNull();
    expect(imageFileError(file("a.png"))).toBeNull();
    expect(imageFileError(file("a.JPG"))).toBe("请上传jpg或png格式的图片");
    expect(imageFileError(file("photo.Png"))).toBe("请上传jpg或png格式的图片");
    expect(imageFileError(file("a.gif"))).toBe("请上传jpg或png格式的图片");
    expect(imageFileError(file("a.jpeg"))).toBe("请上传jpg或png格式的图片");
    expect(imageFileError(file("jpg"))).toBe("请上传jpg或png格式的图片");
  });

  it("allows 10 MB and refuses 10 MB + 1 byte", () => {
    expect(imageFileError(file("a.jpg", 10 * MB))).toBeNull();
    expect(imageFileError(file("a.jpg", 10 * MB + 1))).toBe("单个文件最大10M");
  });

  it("refuses a pick that would hold more than 6 images", () => {
    const seven = Array.from({ length: 7 }, (_, index) => file(`${index}.jpg`));
    expect(checkImagePick(0, seven)).toEqual({ accepted: [], errors: ["最多上传6张照片"] });
    expect(checkImagePick(4, seven.slice(0, 3)).errors).toEqual(["最多上传6张照片"]);
    expect(checkImagePick(4, seven.slice(0, 2)).accepted).toHaveLength(2);
  });

  it("keeps the valid files of a pick and names each problem once", () => {
    const picked = [file("a.jpg"), file("b.JPG"), file("c.gif"), file("d.png", 11 * MB), file("e.png")];
    const check = checkImagePick(0, picked);
    expect(check.accepted.map((f) => f.name)).toEqual(["a.jpg", "e.png"]);
    expect(check.errors).toEqual(["请上传jpg或png格式的图片", "单个文件最大10M"]);
  });
});
