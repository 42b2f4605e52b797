// The same heading and paragraph as scripts/envelope/static-page.html.
export function meta() {
  return [{ title: "Trening personalny" }, { name: "description", content: "Minimalna strona React Router do porównań wydajności." }];
}

export default function Home() {
  return (
    <main>
      <h1>Trening personalny</h1>
      <p>
        Indywidualny plan treningowy, dieta i suplementacja dopasowane do Twojego celu. Pierwsza konsultacja jest bezpłatna: umów się na spotkanie, a razem
        ustalimy, od czego zacząć i jak mierzyć postępy z tygodnia na tydzień.
      </p>
    </main>
  );
}
