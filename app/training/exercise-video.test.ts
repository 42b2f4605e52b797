import { describe, expect, it } from "vitest";
import { videoLink } from "./exercise-video";

describe("an exercise's film link", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ?t=10",
    "https://vimeo.com/76979871",
    "https://www.vimeo.com/76979871/ab12cd34ef",
    "  https://vimeo.com/76979871  ",
  ])("takes %s", (typed) => {
    expect(videoLink(typed)).toBe(new URL(typed.trim()).href);
  });

  it.each([
    "",
    "youtube.com/watch?v=dQw4w9WgXcQ",
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://user:pass@youtu.be/dQw4w9WgXcQ",
    "https://youtu.be:8443/dQw4w9WgXcQ",
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/76979871?autoplay=1",
    "javascript:alert(1)",
    "https://example.com/film.mp4",
  ])("refuses %j", (typed) => {
    expect(videoLink(typed)).toBeNull();
  });
});
