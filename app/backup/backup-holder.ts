// Who holds the continuous copy off the server, as the privacy policy names
// them (issue 80): the trainer's words in the editor ("Dostawca kopii poza
// serwerem"), or, when BACKUP_URL sends a copy off the server and nobody is
// named there, the destination's host, so that the live policy never says the
// copies stay on the server while they do not.
import type { BackupTarget } from "./backup-url";
import { backupHolderFromHost } from "./backup.messages";

/** The machine a destination's copy goes to: the SFTP machine, the S3 endpoint's host, or AWS's for a bucket without one. */
export function destinationHost(target: BackupTarget): string {
  // Without its port: the machine, not the service on it.
  if (target.type === "sftp") return target.host.replace(/:\d+$/, "");
  return target.endpoint ? new URL(target.endpoint).host : `${target.bucket}.s3.amazonaws.com`;
}

/** The policy's backup provider: the one named, else one said from BACKUP_URL's host; null when there is no copy off the server. */
export function backupHolder(named: string | null, target: BackupTarget | undefined): string | null {
  if (named || !target) return named;
  return backupHolderFromHost(destinationHost(target));
}
