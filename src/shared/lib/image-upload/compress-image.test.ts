// The canvas adapter applies the plan: size, JPEG quality, file name; and degrades to the
// original file where the browser cannot help.
import { afterEach, describe, expect, it, vi } from "vitest";
import { compressImage } from "./compress-image";

const MB = 1024 * 1024;
const sized = (name: string, size: number) => {
  const file = new File(["x"], name, { type: "image/png" });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

afterEach(() => vi.unstubAllGlobals());

function stubCanvas(width: number, height: number) {
  const drawn: Array<{ width: number; height: number; options: unknown }> = [];
  const close = vi.fn();
  vi.stubGlobal("createImageBitmap", vi.fn(async () => ({ width, height, close })));
  vi.stubGlobal(
    "OffscreenCanvas",
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { fillStyle: "", fillRect: vi.fn(), drawImage: vi.fn() };
      }
      async convertToBlob(options: unknown) {
        drawn.push({ width: this.width, height: this.height, options });
        return new Blob(["jpeg"], { type: "image/jpeg" });
      }
    },
  );
  return { drawn, close };
}

describe("compressImage", () => {
  it("leaves a file under 300 KB as it is", async () => {
    const { drawn } = stubCanvas(4000, 3000);
    const file = sized("a.png", 200 * 1024);
    expect(await compressImage(file)).toBe(file);
    expect(drawn).toEqual([]);
  });

  it("re-encodes a 3 MB image as a 1600 px JPEG at 0.52", async () => {
    const { drawn, close } = stubCanvas(4000, 3000);
    const out = await compressImage(sized("photo.png", 3 * MB));
    expect(drawn).toEqual([{ width: 1600, height: 1200, options: { type: "image/jpeg", quality: 0.52 } }]);
    expect(out.name).toBe("photo.jpg");
    expect(out.type).toBe("image/jpeg");
    expect(close).toHaveBeenCalled();
  });

  it("uses a given quality", async () => {
    const { drawn } = stubCanvas(800, 600);
    await compressImage(sized("a.jpg", 900 * 1024), 0.6);
    expect(drawn).toEqual([{ width: 800, height: 600, options: { type: "image/jpeg", quality: 0.6 } }]);
  });

  it("uploads the original when the image cannot be decoded or there is no canvas", async () => {
    const file = sized("a.jpg", 2 * MB);
    expect(await compressImage(file)).toBe(file); // node: no createImageBitmap
    vi.stubGlobal("createImageBitmap", vi.fn(async () => Promise.reject(new Error("bad image"))));
    expect(await compressImage(file)).toBe(file);
  });
});
