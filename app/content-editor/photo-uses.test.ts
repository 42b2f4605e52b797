import { describe, expect, it } from "vitest";
import { initialContent } from "~/site-content/live-content.server";
import { photoUses } from "./photo-uses";

describe("where each photo is used", () => {
  const site = initialContent();

  it("names the section and the field as the editor shows them, every place of a photo used twice", () => {
    const uses = photoUses(site);
    expect(uses.get("trening-silowy.jpg")).toEqual(["Strona główna, duże zdjęcie na górze strony", "Galeria, zdjęcie 1"]);
    expect(uses.get("kettlebell.jpg")).toEqual(["Galeria, zdjęcie 2"]);
    expect(uses.get("portret.jpg")).toEqual(["O mnie, zdjęcie portretowe"]);
    expect(uses.get("mapa.png")).toEqual(["Mapa dojazdu, zdjęcie mapy"]);
    expect(uses.get("metamorfoza-anna-przed.jpg")).toEqual([`Osiągnięcia, zdjęcie „przed” metamorfozy „${site.achievements.transformations[0]!.client}”`]);
  });

  it("follows the published content: an uploaded photo moved into the gallery, a photo no longer used", () => {
    const uploaded = "u-3f9a2c1b7d4e-4000x3000.jpg";
    const gallery = [...site.gallery.slice(0, 2), { ...site.gallery[2]!, photo: uploaded }];
    const uses = photoUses({ ...site, gallery });
    expect(uses.get(uploaded)).toEqual(["Galeria, zdjęcie 3"]);
    expect(uses.has("studio.jpg")).toBe(false);
  });
});
