/** One line of an exam's facts: what it is and its value, both already in Bengali. */
export type Fact = [term: string, value: string];

/** An exam's facts (its rules and marks, or a result) as a definition list, one term and value a row. */
export function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
