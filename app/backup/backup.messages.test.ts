import { describe, expect, it } from "vitest";
import { backupRecoveredLines, backupStoppedLines, replicaLine } from "./backup.messages";

describe("the copy's words", () => {
  it("say when the copy last wrote, or since when it fails and what that means", () => {
    expect(replicaLine({ lastWrittenAt: "27 listopada 2026, 13:29", failingSince: null })).toBe(
      "Kopia zapasowa poza serwerem: ostatni zapis 27 listopada 2026, 13:29.",
    );
    expect(replicaLine({ lastWrittenAt: null, failingSince: null })).toContain("działa");
    const failing = replicaLine({ lastWrittenAt: "27 listopada 2026, 12:00", failingSince: "27 listopada 2026, 13:29" });
    expect(failing).toContain("nie zapisuje się od 27 listopada 2026, 13:29. Ostatni udany zapis: 27 listopada 2026, 12:00.");
    expect(failing).toContain("nowe zmiany są na razie tylko na serwerze");
    const refused = "dial tcp 127.0.0.1:40123: connect: connection refused";
    expect(replicaLine({ lastWrittenAt: null, failingSince: "27 listopada 2026, 13:29", error: refused })).toContain(`Komunikat dla niej: „${refused}”.`);
  });

  it("tell the trainer what is only on the server, and then that nothing is to be done", () => {
    expect(backupStoppedLines({ since: "27 listopada 2026, 13:29", lastWrittenAt: "27 listopada 2026, 13:28" }).join(" ")).toContain(
      "Ostatnia zmiana zapisana w kopii: 27 listopada 2026, 13:28.",
    );
    expect(backupRecoveredLines({ since: "27 listopada 2026, 13:29", at: "27 listopada 2026, 15:02" }).join(" ")).toContain("Nic nie trzeba robić.");
  });
});
