// Two clients of one name (four "Katarzyna Lewandowska" in four years of a
// town's clients) must not look the same in a list the trainer picks from.

type Person = { name: string; email: string; phone: string };

const sameName = (name: string) => name.trim().toLocaleLowerCase("pl").replace(/\s+/g, " ");

/**
 * Each person's name as a list shows it: the name alone when no one else in
 * the list has it, else with the e-mail (or the phone, when there is no
 * e-mail) that tells them apart.
 */
export function namesApart<T extends Person>(people: readonly T[]): (T & { label: string })[] {
  const counts = new Map<string, number>();
  for (const person of people) counts.set(sameName(person.name), (counts.get(sameName(person.name)) ?? 0) + 1);
  return people.map((person) => {
    const contact = person.email.trim() || person.phone.trim();
    const repeated = (counts.get(sameName(person.name)) ?? 0) > 1;
    return { ...person, label: repeated && contact ? `${person.name} (${contact})` : person.name };
  });
}
