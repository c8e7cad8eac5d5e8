import { Link } from "~/components/ui/Link";

/** The logo (it carries the short name itself), linking home; the company name is its text alternative. */
export function Brand({ logo, name }: { logo: string; name: string }) {
  return (
    <Link to="/" className="brand" prefetch="intent">
      <img className="brand__logo" src={logo} alt={name} height={44} />
    </Link>
  );
}
