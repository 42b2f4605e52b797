import { describe, expect, it } from "vitest";
import { networkOf } from "./client-network";

describe("networkOf", () => {
  it("counts an IPv4 address by itself, also when written as IPv6", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("203.0.113.8")).not.toBe(networkOf("203.0.113.7"));
  });

  it("counts every address of an IPv6 /64 as one, however it is written", () => {
    const network = networkOf("2001:db8:1234:5678::1");
    expect(network).toBe("2001:db8:1234:5678::/64");
    for (const address of ["2001:db8:1234:5678:ffff:ffff:ffff:ffff", "2001:0db8:1234:5678:0:0:0:2", "2001:DB8:1234:5678::abcd"]) {
      expect(networkOf(address), address).toBe(network);
    }
    expect(networkOf("2001:db8:1234:5679::1")).not.toBe(network);
  });

  it("keeps anything else as it is", () => {
    expect(networkOf("unknown")).toBe("unknown");
  });
});
