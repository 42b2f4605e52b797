import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { googleSubscribeAddress, webcalAddress } from "~/calendar-feed/calendar-feed-section";

describe("the feed's subscribe links", () => {
  test("Apple's is the same address as webcal://, Google's carries it whole as its cid", () => {
    const feed = "https://trener.example/kalendarz/Ab3_x-9.ics";
    expect(webcalAddress(feed)).toBe("webcal://trener.example/kalendarz/Ab3_x-9.ics");
    expect(googleSubscribeAddress(feed)).toBe("https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Ftrener.example%2Fkalendarz%2FAb3_x-9.ics");
  });

  test("whatever the address, Google's page reads back exactly the webcal:// address and nothing else", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (feed) => {
        const link = new URL(googleSubscribeAddress(feed));
        expect(link.origin + link.pathname).toBe("https://calendar.google.com/calendar/render");
        expect([...link.searchParams.keys()]).toEqual(["cid"]);
        expect(link.searchParams.get("cid")).toBe(webcalAddress(feed));
      }),
    );
  });
});
