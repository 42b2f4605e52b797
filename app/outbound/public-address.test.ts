import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";

describe("isPublicAddress", () => {
  it.each(["8.8.8.8", "1.1.1.1", "91.198.174.192", "2001:4860:4860::8888", "[2a00:1450:4001:80b::200e]", "::ffff:8.8.8.8"])("%s is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    "127.0.0.1",
    "::1",
    "::",
    "0.0.0.0",
    "10.1.2.3",
    "172.31.255.255",
    "192.168.0.1",
    "169.254.1.1",
    "100.127.0.1",
    "fe80::1",
    "fd12::1",
    "::ffff:10.0.0.1",
    "::7f00:1",
    "64:ff9b::a00:1",
    "2002:a00:1::",
    "ff05::2",
    "not an address",
    "",
  ])("%s is not", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
