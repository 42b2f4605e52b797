// The continuous copy's pure parts: BACKUP_URL's destination, the watch's states.
export { describeTarget, parseBackupUrl, type BackupTarget } from "./backup-url";
export { backupHolder } from "./backup-holder";
export {
  checked,
  failed,
  HUNG_AFTER_MS,
  INITIAL_STATE,
  STOPPED_AFTER_MS,
  writing,
  written,
  type ReplicationNews,
  type ReplicationState,
  type Step,
  type WriteKind,
} from "./replication-state";
