import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { qrPng, qrSvg } from "./qr-codes.server";
import { qrAddress, qrFileName, qrFileOf } from "./qr-targets";

/** What a phone's camera would read: the picture's pixels through a QR decoder. */
async function decoded(picture: Buffer | string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(picture)).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe("the QR codes of the site's addresses", () => {
  const site = "https://trener.example.pl";

  it("leads to the booking page and to the site, from the configured address", () => {
    expect(qrAddress(site, "rezerwacja")).toBe("https://trener.example.pl/rezerwacja");
    expect(qrAddress(site, "strona")).toBe("https://trener.example.pl/");
  });

  it("decodes back to the address from the PNG and from the SVG", async () => {
    for (const target of ["rezerwacja", "strona"] as const) {
      const address = qrAddress(site, target);
      const png = await qrPng(address);
      expect((await sharp(png).metadata()).width).toBe(1024);
      expect(await decoded(png)).toBe(address);
      const svg = await qrSvg(address);
      expect(svg).toMatch(/^<svg /);
      expect(await decoded(svg)).toBe(address);
    }
  });

  it("names its files and knows only its own names", () => {
    expect(qrFileName("rezerwacja", "png")).toBe("kod-qr-rezerwacja.png");
    expect(qrFileOf("kod-qr-strona.svg")).toEqual({ target: "strona", format: "svg" });
    for (const name of ["kod-qr-toString.svg", "kod-qr-rezerwacja.gif", "../kod-qr-strona.png", "kod-qr-constructor.png"])
      expect(qrFileOf(name)).toBeUndefined();
  });
});
