// The continuous copy of the database off the server (issue 59, ADR 031): Litestream's binary and configuration, the watch's row, the state /healthz and the panel read.
export { litestreamBinary, litestreamConfig, litestreamEnvironment, writeLitestreamConfig, type BucketKeys } from "./litestream.server";
export { publishReplicaStatus, replicaStatus, type ReplicaStatus } from "./replica-status.server";
export { loadWatch, retryReplication, saveWatch, watchChanged } from "./replication-watch.server";
export { backupTemplates } from "./backup-mail.server";
export { replicaFooter, type ReplicaFooter } from "./replica-footer.server";
