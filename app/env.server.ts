import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The public origin: canonical links, Open Graph, sitemap and JSON-LD. */
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment, failing with the names of the wrong variables. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid configuration (see .env.example):\n${problems.join("\n")}`);
}

export const env = parseEnv(process.env);
