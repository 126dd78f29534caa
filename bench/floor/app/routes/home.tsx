export function meta() {
  return [
    { title: "Quantum Africa" },
    { name: "description", content: "The floor of the benchmark." },
  ];
}

export default function Home() {
  return (
    <main>
      <h1>Quantum Africa</h1>
    </main>
  );
}
