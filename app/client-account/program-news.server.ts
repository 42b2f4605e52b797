// The mail that tells the client the trainer wrote them a plan or a diet, or
// changed one, with the link to /moje-treningi. Training and diet record it
// as a gathered message (notify-gathered.server.ts): a quarter hour's saves
// make one mail, which names what changed as it is when it goes.
import type { Kysely } from "kysely";
import { clientPageUrl } from "~/bookings";
import type { Database, OutboxRow } from "~/db/database.server";
import { env } from "~/env.server";
import { isPlainAddress, renderBlocks, type MailAddresses, type Templates } from "~/notifications";
import { gatheredItems } from "~/notifications/index.server";
import type { SiteContent } from "~/site-content";
import { programChangedMail, type ProgramChange } from "./client-account.messages";

const KIND = "client_program_changed";

/** Whether the client's newest plan or diet (its meals or its supplements) is the first one. */
async function isFirst(db: Kysely<Database>, clientId: number, what: ProgramChange["what"]): Promise<boolean> {
  const tables = what === "plan" ? (["training_plans"] as const) : (["diet_plans", "supplement_lists"] as const);
  for (const table of tables) {
    const newest = await db.selectFrom(table).select("version").where("client_id", "=", clientId).orderBy("version", "desc").limit(1).executeTakeFirst();
    if ((newest?.version ?? 0) > 1) return false;
  }
  return true;
}

async function changedMail(db: Kysely<Database>, row: OutboxRow, to: MailAddresses, site: SiteContent) {
  const card = row.client_id === null ? undefined : await db.selectFrom("clients").select(["id", "email"]).where("id", "=", row.client_id).executeTakeFirst();
  if (!card || !isPlainAddress(card.email)) return { skip: "the card or its address is gone" };
  const what = gatheredItems(row.data).filter((item): item is ProgramChange["what"] => item === "plan" || item === "diet");
  const changes = await Promise.all(what.map(async (each) => ({ what: each, first: await isFirst(db, card.id, each) })));
  if (!changes.length) return { skip: "nothing to tell" };
  const { subject, lead, signIn } = programChangedMail(changes);
  return {
    message: {
      from: to.MAIL_FROM,
      to: { name: "", address: card.email },
      replyTo: to.CONTACT_TO ?? site.business.email,
      subject,
      headers: { "Auto-Submitted": "auto-generated" },
      ...renderBlocks(subject, [{ p: lead, link: clientPageUrl(to.SITE_URL) }, { p: signIn }]),
    },
  };
}

export function programNewsTemplates(addresses: MailAddresses | undefined, site: () => SiteContent): Templates {
  const to = addresses ?? env;
  return { [KIND]: { email: (row, { db }) => changedMail(db, row, to, site()) } };
}
