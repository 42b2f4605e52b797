import { describe, expect, it } from "vitest";
import { describeTarget, parseBackupUrl } from "./backup-url";

describe("parseBackupUrl", () => {
  it("reads an SFTP destination with a key file, a port and an encoded path", () => {
    expect(parseBackupUrl("sftp://kopie@backup.example.pl:2222/srv/kopie/trener?key=/etc/trener/backup_key")).toEqual({
      type: "sftp",
      host: "backup.example.pl:2222",
      user: "kopie",
      path: "/srv/kopie/trener",
      keyPath: "/etc/trener/backup_key",
      password: undefined,
    });
    expect(parseBackupUrl("sftp://kopie:p%40ss@backup.example.pl/kopie")).toMatchObject({ host: "backup.example.pl", password: "p@ss", keyPath: undefined });
  });

  it("reads an S3 bucket with its provider's endpoint and region", () => {
    expect(parseBackupUrl("s3://trener-kopie/site?endpoint=https://s3.eu-central-1.example.com&region=eu-central-1")).toEqual({
      type: "s3",
      bucket: "trener-kopie",
      path: "site",
      endpoint: "https://s3.eu-central-1.example.com",
      region: "eu-central-1",
    });
    expect(parseBackupUrl("s3://trener-kopie")).toMatchObject({ path: "site", endpoint: undefined });
  });

  it.each([
    ["kopie", /not an address/],
    ["ftp://host/dir", /ftp: is not supported/],
    ["sftp://backup.example.pl/kopie?key=/k", /needs a user and a host/],
    ["sftp://kopie@backup.example.pl/?key=/k", /needs the directory/],
    ["sftp://kopie@backup.example.pl/kopie", /needs \?key=/],
    ["s3://AKIA:secret@bucket/site", /keys do not belong in the address/],
    ["s3://bucket/site?endpoint=s3.example.com", /endpoint must be an http\(s\) address/],
  ])("refuses %s with a sentence saying what is wrong", (value, message) => {
    expect(() => parseBackupUrl(value)).toThrow(message);
  });

  it("describes a destination without its password", () => {
    expect(describeTarget(parseBackupUrl("sftp://kopie:tajne@backup.example.pl/kopie"))).toBe("sftp://kopie@backup.example.pl/kopie");
  });
});
