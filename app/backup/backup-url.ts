// Where the continuous copy of the database goes (BACKUP_URL): another
// machine over SFTP, or an S3-compatible bucket. Read once at start; a wrong
// address stops the start with one sentence, never a copy going nowhere.

/** Another machine over SSH: a private key's file (or a password) logs `user` in. */
export type SftpTarget = { type: "sftp"; host: string; user: string; path: string; keyPath?: string; password?: string };
/** A bucket of any S3-compatible provider; its keys come from BACKUP_ACCESS_KEY_ID and BACKUP_SECRET_ACCESS_KEY. */
export type S3Target = { type: "s3"; bucket: string; path: string; endpoint?: string; region?: string };
export type BackupTarget = SftpTarget | S3Target;

const SFTP_EXAMPLE = "sftp://user@host:22/absolute/path?key=/path/to/private_key";
const S3_EXAMPLE = "s3://bucket/path?endpoint=https://s3.example.com&region=eu-central-1";

function sftpTarget(url: URL): SftpTarget {
  const user = decodeURIComponent(url.username);
  const path = decodeURIComponent(url.pathname);
  if (!url.hostname || !user) throw new Error(`sftp: needs a user and a host, e.g. ${SFTP_EXAMPLE}`);
  if (path.length < 2) throw new Error(`sftp: needs the directory the copies go to, e.g. ${SFTP_EXAMPLE}`);
  const keyPath = url.searchParams.get("key") ?? undefined;
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  if (!keyPath && !password) throw new Error(`sftp: needs ?key=<private key file> (or a password in the address), e.g. ${SFTP_EXAMPLE}`);
  return { type: "sftp", host: url.port ? `${url.hostname}:${url.port}` : url.hostname, user, path, keyPath, password };
}

function s3Target(url: URL): S3Target {
  if (url.username || url.password) throw new Error("s3: keys do not belong in the address; set BACKUP_ACCESS_KEY_ID and BACKUP_SECRET_ACCESS_KEY");
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`s3: endpoint must be an http(s) address, e.g. ${S3_EXAMPLE}`);
  if (!url.hostname) throw new Error(`s3: needs a bucket, e.g. ${S3_EXAMPLE}`);
  return { type: "s3", bucket: url.hostname, path: path || "site", endpoint, region: url.searchParams.get("region") ?? undefined };
}

/** BACKUP_URL's destination; throws one sentence naming what is wrong. */
export function parseBackupUrl(value: string): BackupTarget {
  if (!URL.canParse(value)) throw new Error(`not an address; write ${SFTP_EXAMPLE} or ${S3_EXAMPLE}`);
  const url = new URL(value);
  if (url.protocol === "sftp:") return sftpTarget(url);
  if (url.protocol === "s3:") return s3Target(url);
  throw new Error(`${url.protocol} is not supported; write ${SFTP_EXAMPLE} or ${S3_EXAMPLE}`);
}

/** The destination as it may be logged or shown: no password. */
export function describeTarget(target: BackupTarget): string {
  return target.type === "sftp" ? `sftp://${target.user}@${target.host}${target.path}` : `s3://${target.bucket}/${target.path}`;
}
