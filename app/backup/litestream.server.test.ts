import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseBackupUrl } from "./backup-url";
import { litestreamConfig, litestreamEnvironment } from "./litestream.server";

describe("litestreamConfig", () => {
  it("replicates the database once a second and keeps no copy longer than the privacy policy's days", () => {
    const config = JSON.parse(litestreamConfig("data/site.db", parseBackupUrl("sftp://kopie@backup.example.pl:2222/kopie?key=/etc/key"), 14));
    expect(config.dbs).toEqual([
      {
        path: path.resolve("data/site.db"),
        "monitor-interval": "1s",
        replicas: [
          {
            type: "sftp",
            host: "backup.example.pl:2222",
            user: "kopie",
            path: "/kopie",
            "key-path": "/etc/key",
            "sync-interval": "1s",
            retention: "335h",
            "snapshot-interval": "24h",
            "retention-check-interval": "1h",
          },
        ],
      },
    ]);
    expect(config.logging).toEqual({ type: "json", level: "info" });
  });

  it("snapshots twice within a retention of one day, so that the day's oldest copy can go", () => {
    const [replica] = JSON.parse(litestreamConfig("site.db", parseBackupUrl("s3://kopie/site"), 1)).dbs[0].replicas;
    expect(replica).toMatchObject({ type: "s3", bucket: "kopie", path: "site", retention: "23h", "snapshot-interval": "12h" });
  });

  it("gives Litestream the bucket's keys in its environment and none of the server's secrets", () => {
    const env = litestreamEnvironment({ accessKeyId: "AKIA", secretAccessKey: "s3cret" });
    expect(env).toMatchObject({ LITESTREAM_ACCESS_KEY_ID: "AKIA", LITESTREAM_SECRET_ACCESS_KEY: "s3cret" });
    expect(Object.keys(env).filter((name) => !["PATH", "HOME", "TZ", "LITESTREAM_ACCESS_KEY_ID", "LITESTREAM_SECRET_ACCESS_KEY"].includes(name))).toEqual([]);
  });
});
