// `npm run --silent admin:hash`: reads the inbox password from standard input
// and prints its hash, the value for ADMIN_PASSWORD_HASH. At a terminal it
// asks twice without showing what is typed; piped in (`… | npm run --silent
// admin:hash`), it reads the first line. Only the hash goes to standard output.
import { runnerImport } from "vite";

type PasswordHashModule = typeof import("../app/admin/password-hash.server.ts");

const MIN_LENGTH = 12;

/** Reads one line at the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          finish();
          return resolve(value);
        }
        if (char === "\u0003" || char === "\u0004") {
          finish();
          return reject(new Error("Przerwano."));
        }
        value = char === "\u007f" || char === "\b" ? Array.from(value).slice(0, -1).join("") : value + char;
      }
    };
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdin.on("data", onData);
    stdin.resume();
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const password = await askHidden("Hasło do panelu /admin: ");
    if ((await askHidden("Powtórz hasło: ")) !== password) throw new Error("Hasła się różnią.");
    return password;
  }
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? "";
}

try {
  const password = await readPassword();
  if (Array.from(password).length < MIN_LENGTH) throw new Error(`Hasło musi mieć co najmniej ${MIN_LENGTH} znaków.`);
  // The app's own TypeScript module, so the format has one definition.
  const { module } = await runnerImport<PasswordHashModule>("./app/admin/password-hash.server.ts", { configFile: false, logLevel: "silent" });
  process.stdout.write(`${await module.hashPassword(password)}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
