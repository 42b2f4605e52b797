// The push channel's settings from the environment: the VAPID keys when
// given, the subject (VAPID_SUBJECT, else mailto: the trainer's e-mail) and
// the hosts the outbound guard lets through.
import { env } from "~/env.server";
import type { PushSettings } from "./push.server";

/** `trainerEmail`: the published e-mail as it is at send time, when ADMIN_EMAIL is unset. */
export function pushSettings(trainerEmail: () => string, clock?: () => Date): PushSettings {
  return {
    VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY,
    subject: () => env.VAPID_SUBJECT ?? `mailto:${env.ADMIN_EMAIL ?? trainerEmail()}`,
    allowedHosts: env.OUTBOUND_ALLOWED_HOSTS,
    clock,
  };
}
