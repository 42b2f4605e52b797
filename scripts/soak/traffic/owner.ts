// The owner: signs in, publishes prices, uploads photos, and uploads that
// break off (a body without its closing boundary, a connection destroyed
// mid-body, after which the instance must still answer /healthz).
import sharp from "sharp";
import { signIn } from "../../admin-sign-in.ts";
import { formFields } from "../../form-fields.ts";
import type { Random } from "../../seeded-random.ts";
import { sleep } from "../../sleep.ts";
import { asKind, multipartBody, rawRequest, textOf, type Status } from "../http.ts";
import type { Instance } from "../instances.ts";
import { hiddenValue, pickInstance, running, type Traffic } from "./context.ts";

type Offer = { packages: { price: number }[] };
type Upload = ReturnType<typeof multipartBody>;

const jpeg = (rng: Random) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: rng.int(0, 255), g: rng.int(0, 255), b: rng.int(0, 255) } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** The offer as last published, or null when the editor asks to sign in again (the cookie is then dropped) or the database is away. */
async function editedOffer(traffic: Traffic, instance: Instance, cookie: string): Promise<{ offer: Offer; baseVersion: number } | "signed out" | null> {
  const editor = await fetch(`${instance.base}/admin/tresci/oferta`, { headers: { Cookie: cookie }, redirect: "manual" });
  const html = await textOf(editor);
  if (editor.status === 302 || editor.status === 303) return "signed out";
  const baseVersion = Number(hiddenValue(html, "baseVersion"));
  if (!Number.isInteger(baseVersion)) return null;
  const query = "select document from content_revisions where section = 'offer' and version = $1";
  const revision = await traffic.db.query<{ document: string }>(query, [baseVersion]).catch(() => null);
  const document = revision?.rows[0]?.document;
  return document ? { offer: JSON.parse(document) as Offer, baseVersion } : null;
}

/** A new price for one package of the offer; resolves with false when the session is gone. */
async function publishPrice(traffic: Traffic, rng: Random, instance: Instance, cookie: string): Promise<boolean> {
  const edited = await editedOffer(traffic, instance, cookie);
  if (edited === "signed out") return false;
  if (!edited) return true;
  const { offer, baseVersion } = edited;
  const item = rng.int(0, offer.packages.length - 1);
  const price = rng.int(100, 3000);
  offer.packages[item]!.price = price;
  const body = formFields(offer);
  body.set("baseVersion", String(baseVersion));
  const headers = { Origin: instance.base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" };
  const response = await fetch(`${instance.base}/admin/tresci/oferta`, { method: "POST", headers, body, redirect: "manual" });
  await textOf(response);
  traffic.state.owner.publishes.push({ at: Date.now(), instance: instance.name, baseVersion, item, price, status: response.status });
  return true;
}

async function upload(traffic: Traffic, instance: Instance, headers: Record<string, string>, photo: Upload): Promise<void> {
  const status: Status = await fetch(`${instance.base}/admin/zdjecia`, { method: "POST", headers, body: photo.body, redirect: "manual" }).then(
    async (response) => (await textOf(response), response.status),
    () => "ERR" as const,
  );
  traffic.state.owner.uploads.push({ at: Date.now(), instance: instance.name, status });
}

/** The whole body arrives, but it ends inside the file: no closing boundary. */
async function truncatedUpload(traffic: Traffic, instance: Instance, headers: Record<string, string>, photo: Upload): Promise<void> {
  const body = photo.body.subarray(0, photo.body.length - photo.tail.length - 100);
  const outcome = await asKind("upload-truncated", () => rawRequest({ port: instance.port, path: "/admin/zdjecia", headers, body }));
  traffic.state.owner.truncated.push({ at: Date.now(), instance: instance.name, status: outcome.status });
}

/** Half the body, then the connection is destroyed; the instance must still answer /healthz. */
async function destroyedUpload(traffic: Traffic, instance: Instance, headers: Record<string, string>, photo: Upload): Promise<void> {
  const body = photo.body.subarray(0, Math.floor(photo.body.length / 2));
  const request = { port: instance.port, path: "/admin/zdjecia", headers, body, contentLength: photo.body.length, destroyAfterMs: 300 };
  const outcome = await asKind("upload-destroyed", () => rawRequest(request));
  traffic.state.owner.destroyed.push({ at: Date.now(), instance: instance.name, status: outcome.status });
  await sleep(500);
  if (!instance.ready) return;
  const at = Date.now();
  const health: Status = await asKind("healthz", () =>
    fetch(`${instance.base}/healthz`).then(
      (response) => response.status,
      () => "ERR" as const,
    ),
  );
  traffic.state.owner.healthAfterDestroyed.push({ at, instance: instance.name, status: health });
}

/** One of the owner's uploads, whole or broken off as `action` says. */
async function uploadPhoto(traffic: Traffic, rng: Random, instance: Instance, cookie: string, action: string, number: number): Promise<void> {
  const photo = multipartBody("photo", `soak-${number}.jpg`, "image/jpeg", await jpeg(rng));
  const headers = { Origin: instance.base, Cookie: cookie, "Content-Type": photo.contentType };
  if (action === "upload") await upload(traffic, instance, headers, photo);
  else if (action === "truncated") await truncatedUpload(traffic, instance, headers, photo);
  else await destroyedUpload(traffic, instance, headers, photo);
}

export async function owner(traffic: Traffic, rng: Random): Promise<void> {
  let cookie: string | null = null;
  let photos = 0;
  while (running(traffic)) {
    await sleep(rng.between(8000, 16000));
    const instance = await pickInstance(traffic, rng);
    if (!instance) break;
    try {
      if (!cookie) {
        const { status, cookie: session } = await signIn(instance.base, traffic.admin);
        traffic.state.owner.signIns.push({ at: Date.now(), status });
        cookie = session;
        if (!cookie) continue;
      }
      const action = rng.pick(["publish", "publish", "upload", "truncated", "destroyed"]);
      if (action !== "publish") await uploadPhoto(traffic, rng, instance, cookie, action, ++photos);
      else if (!(await publishPrice(traffic, rng, instance, cookie))) cookie = null;
    } catch {
      // Recorded by the fetch wrapper; the session may be gone with the instance's database.
    }
  }
}
