// A person's name folded for comparing: letter case and spacing aside (Polish letters kept).

export function foldName(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLocaleLowerCase("pl");
}
