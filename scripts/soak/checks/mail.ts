// The outbox after the traffic: whether it drained, what the sink received
// (and whether any message came twice), and no mail given up as failed.
import type { SoakRun } from "./soak-run.ts";
import { countBy, tally, type Summary } from "./summary.ts";

export function mailLines({ lines }: Summary, { drain, sink }: SoakRun): void {
  const seconds = (drain.ms / 1000).toFixed(0);
  lines.push("", drain.drained ? `Outbox drained ${seconds} s after the traffic stopped.` : `Outbox NOT drained after ${seconds} s: ${drain.left}`);
  const repeatedIds = [...countBy(sink.messages, (message) => [message.messageId])].filter(([, count]) => count > 1);
  const repeated = repeatedIds
    .slice(0, 5)
    .map(([id, count]) => `${id} ×${count}`)
    .join(", ");
  const subjects = tally(sink.messages.map((message) => message.subject.replace(/:.*$/, "").replace(/ — .*$/, "")));
  lines.push(
    `Mails received: ${sink.messages.length} (${subjects}); Message-IDs received more than once: ${repeatedIds.length}${repeated ? ` (${repeated})` : ""}`,
  );
}

export async function checkMailDelivered({ check }: Summary, { drain, postgres }: SoakRun): Promise<void> {
  check(drain.drained, `outbox drained (no pending or sending mail left)`);
  const failedMail = await postgres.query<{ kind: string; last_error: string }>("select kind, last_error from outbox where status = 'failed'");
  check(
    failedMail.rows.length === 0,
    `no mail marked failed: ${failedMail.rows.length}`,
    failedMail.rows.map((row) => `${row.kind}: ${row.last_error}`),
  );
}
