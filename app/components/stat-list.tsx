import { typeset as t } from "~/lib/typeset";

type Stat = { value: number; label: string };

export function StatList({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col gap-1 rounded-2xl bg-ink p-5 text-white">
          <dt className="text-sm text-white/85">{t(stat.label)}</dt>
          <dd className="order-first text-4xl font-black text-accent md:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
