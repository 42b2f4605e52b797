// The trainer's message of a risk in a client's answers, rendered when it is
// sent from the answers as they are then: the risk gone meanwhile (answered
// again, consent withdrawn, card erased), and it is skipped.
import { href } from "react-router";
import type { OutboxRow } from "~/db/database.server";
import { env } from "~/env.server";
import { headerSafe, trainerMail, type MailAddresses, type RenderContext, type Template, type Templates } from "~/notifications";
import type { PushMessage } from "~/notifications/index.server";
import type { SiteContent } from "~/site-content";
import { riskMessage } from "./questionnaire.messages";
import { latestQuestionnaire } from "./questionnaire-store.server";

type Risk = { cardPath: string; text: ReturnType<typeof riskMessage> };

async function riskOf(row: OutboxRow, { db }: RenderContext): Promise<Risk | { skip: string }> {
  const card = row.client_id === null ? undefined : await db.selectFrom("clients").select(["id", "name"]).where("id", "=", row.client_id).executeTakeFirst();
  const answers = card ? await latestQuestionnaire(db, card.id) : null;
  if (!card || !answers?.risks.length) return { skip: "the risk is gone (answered again, withdrawn or erased)" };
  return { cardPath: href("/admin/klienci/:id", { id: String(card.id) }), text: riskMessage(headerSafe(card.name), answers.risks.length) };
}

/** `site`: the content at send time (the address the trainer publishes). */
export function questionnaireTemplates(addresses: MailAddresses | undefined, site: () => SiteContent): Templates {
  const to = addresses ?? env;
  const push: Template<PushMessage> = async (row, context) => {
    const risk = await riskOf(row, context);
    if ("skip" in risk) return risk;
    return { message: { topic: "booking", title: risk.text.pushTitle, body: risk.text.pushBody, url: risk.cardPath } };
  };
  return {
    questionnaire_risk: {
      async email(row, context) {
        const risk = await riskOf(row, context);
        if ("skip" in risk) return risk;
        const { subject, lead, advice } = risk.text;
        return { message: trainerMail(to, site().business.email, subject, [{ p: lead }, { p: advice, link: `${to.SITE_URL}${risk.cardPath}` }]) };
      },
      push: push as Template,
    },
  };
}
