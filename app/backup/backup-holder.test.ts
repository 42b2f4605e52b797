import { describe, expect, it } from "vitest";
import { backupHolder } from "./backup-holder";
import { parseBackupUrl } from "./backup-url";

describe("the policy's holder of the copy off the server", () => {
  it("is the one the editor names, and nobody without a copy off the server", () => {
    expect(
      backupHolder("Przykładowe Kopie sp. z o.o. (serwer w Niemczech)", parseBackupUrl("sftp://kopia@backup.example.com/srv/site?key=/etc/site/key")),
    ).toBe("Przykładowe Kopie sp. z o.o. (serwer w Niemczech)");
    expect(backupHolder(null, undefined)).toBeNull();
  });

  it("is said from BACKUP_URL's host when the editor names nobody, so the policy never says the copies stay on the server", () => {
    expect(backupHolder(null, parseBackupUrl("sftp://kopia@backup.example.com:2222/srv/site?key=/etc/site/key"))).toBe(
      "firma utrzymująca serwer backup.example.com",
    );
    expect(backupHolder(null, parseBackupUrl("s3://kopie/site?endpoint=https://s3.waw.example.net&region=pl"))).toBe(
      "firma utrzymująca serwer s3.waw.example.net",
    );
    expect(backupHolder(null, parseBackupUrl("s3://kopie/site"))).toBe("firma utrzymująca serwer kopie.s3.amazonaws.com");
  });
});
