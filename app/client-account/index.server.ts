// TEMPORARY STUB (issue 46, branch h46b): the client's sign-in at
// /moje-treningi is built on another branch, whose index.server.ts replaces
// this file whole. Until then no request is a signed-in client's.
export async function signedInClient(_request: Request): Promise<{ clientId: number } | null> {
  return null;
}
