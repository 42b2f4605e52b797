// An enquiry as the contact form sends it, from a person who took their time
// over it (past the time trap), for the specs whose data starts with one.
import { expect, type APIRequestContext } from "@playwright/test";
import { formTokens, pastTheTimeTrap } from "./site";

export type Enquirer = { name: string; email: string; phone?: string };

/** Sends the enquiry to `server` and expects it taken (303 to the thank-you page). */
export async function enquireByRequest(request: APIRequestContext, server: { url: string; databaseFile: string }, person: Enquirer, message: string) {
  const tokens = await pastTheTimeTrap(await formTokens(request, server.url), server.databaseFile);
  const sent = await request.post(`${server.url}/kontakt`, {
    headers: { Origin: server.url },
    form: { phone: "", ...person, service: "", message, website: "", ...tokens },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
}
